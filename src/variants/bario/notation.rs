//! How Bario's turns are written and read (the game's notation hooks): UCI `K@g1`,
//! `N@b1,b1c3`, `Q=d8,e8d8`; SAN `K@g1`, `N@b1,Nc3`, `Qd8X,Kxd8`.

use super::Error;
use crate::core::error::VariantError;
use crate::core::position::Position;
use crate::core::reserve::reserve_index;
use crate::core::role::Role;
use crate::core::rules::MoveText;
use crate::formats::notation::{push_plain_san, push_plain_uci};
use crate::util::text::{owned, push, push_char, split};

/// Writes a turn in UCI or SAN: the identification (`Q=d8,` / `Qd8X,`), the definition
/// (`N@b1,`, after which SAN needs no disambiguation: it names the square), then the move
/// as the shared notation writes it.
pub(super) fn write_turn(pos: &Position, text: &mut MoveText<'_>) {
    let MoveText { m, legal, san, .. } = *text;
    let out = &mut *text.out;
    if let (Some(role), Some(square)) = (m.identified(), pos.reserve.pending()) {
        push_char(out, role.upper_char());
        if san {
            square.push_name(out);
            push(out, "X,");
        } else {
            push_char(out, '=');
            square.push_name(out);
            push_char(out, ',');
        }
    }
    let define = m.is_definition();
    if define {
        push_char(out, m.role.upper_char());
        push_char(out, '@');
        m.from.push_name(out);
        push_char(out, ',');
    }
    if san {
        push_plain_san(pos, m, legal, !define, out);
    } else {
        push_plain_uci(m, out);
    }
}

/// The error for a turn that no legal turn matches because its identification (`Q=d8`,
/// `Qd8X`) or definition (`N@b1`) names a type the side to move has none of in its reserve.
pub(super) fn refuse_move(pos: &Position, text: &str) -> Option<VariantError> {
    let reserve = pos.reserve(pos.turn());
    for part in split(text, b',') {
        // A piece letter (ASCII: a byte) then `=` or `@`, or the four bytes `Qd8X`.
        let b = part.as_bytes();
        let (Some(&letter), Some(&next)) = (b.first(), b.get(1)) else {
            continue;
        };
        let Some(role) = Role::from_chess_char(char::from(letter)) else {
            continue;
        };
        let names_reserve = next == b'=' || next == b'@' || (b.len() == 4 && b[3] == b'X');
        if let Some(i) = reserve_index(role) {
            if names_reserve && reserve[i] == 0 {
                let text = owned(text);
                return Some(Error::NotInReserve { text, role }.into());
            }
        }
    }
    None
}
