//! How Bario's turns are written and read (the game's notation hooks): UCI `K@g1`,
//! `N@b1,b1c3`, `Q=d8,e8d8`; SAN `K@g1`, `N@b1,Nc3`, `Qd8X,Kxd8`.

use super::Error;
use crate::core::error::VariantError;
use crate::core::position::Position;
use crate::core::rules::MoveText;
use crate::formats::notation::{push_plain_san, push_plain_uci};

/// Writes a turn in UCI or SAN: the identification (`Q=d8,` / `Qd8X,`), the definition
/// (`N@b1,`, after which SAN needs no disambiguation: it names the square), then the move
/// as the shared notation writes it.
pub(super) fn write_turn(pos: &Position, text: &mut MoveText<'_>) {
    let MoveText { m, legal, san, .. } = *text;
    let out = &mut *text.out;
    let letter = |r| pos.rules().letter(r).to_ascii_uppercase();
    if let (Some(role), Some(square)) = (m.identify, pos.reserves().pending()) {
        out.push(letter(role));
        if san {
            out.push_str(square.name());
            out.push_str("X,");
        } else {
            out.push('=');
            out.push_str(square.name());
            out.push(',');
        }
    }
    let define = m.is_definition();
    if define {
        out.push(letter(m.role));
        out.push('@');
        out.push_str(m.from.name());
        out.push(',');
    }
    if san {
        push_plain_san(pos, m, legal, !define, out);
    } else {
        push_plain_uci(pos, m, out);
    }
}

/// The error for a turn that no legal turn matches because its identification (`Q=d8`,
/// `Qd8X`) or definition (`N@b1`) names a type the side to move has none of in its reserve.
pub(super) fn refuse_move(pos: &Position, text: &str) -> Option<VariantError> {
    let rules = pos.rules();
    for part in text.split(',') {
        // A piece letter then `=` or `@`, or the four letters `Qd8X`.
        let b = part.as_bytes();
        let (Some(&letter), Some(&next)) = (b.first(), b.get(1)) else {
            continue;
        };
        let Some(role) = rules.role_of(char::from(letter)) else {
            continue;
        };
        let names_reserve = next == b'=' || next == b'@' || (b.len() == 4 && b[3] == b'X');
        if names_reserve
            && rules.reserve.contains(&role)
            && pos.reserves().count(pos.turn(), role) == 0
        {
            let name = rules.piece(role).name.clone();
            let text = text.to_string();
            return Some(Error::NotInReserve { text, name }.into());
        }
    }
    None
}
