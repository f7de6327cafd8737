//! The hands of a game with drops, as Fairy-Stockfish writes them: `[Qn]` after the position
//! field (white's pieces uppercase, each once per piece, in the order of the game's kinds), or
//! read as one more row after the last (`.../RNBQKBNR/Qn`); and its promoted pieces, each
//! letter followed by `~` (`Q~`) in a game whose captured promoted pieces go to the hand as
//! pawns.

use super::{clip, FenError};
use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::position::{Position, Rules};
use crate::core::reserve::Reserves;
use std::borrow::Cow;

/// The position field and the hands' text of a game with drops: the text between `[` and
/// `]` at its end, or its row after the board's last; `None` when it writes none.
pub(super) fn split_hands<'a>(
    rules: &Rules,
    field: &'a str,
) -> Result<(&'a str, Option<&'a str>), FenError> {
    if rules.drops.is_none() {
        return Ok((field, None));
    }
    if let Some(open) = field.find('[') {
        let Some(inner) = field[open + 1..].strip_suffix(']') else {
            return Err(FenError::Hand {
                text: clip(&field[open..]),
                reason: "a hand opened by '[' must close with ']' at the end of the field",
            });
        };
        return Ok((&field[..open], Some(inner)));
    }
    // The `/` form: one row more than the board has, the last one the hands.
    let slashes: Vec<usize> = (field.bytes().enumerate())
        .filter(|&(_, b)| b == b'/')
        .map(|(i, _)| i)
        .collect();
    match slashes.last() {
        Some(&last) if slashes.len() == usize::from(rules.geometry.height) => {
            Ok((&field[..last], Some(&field[last + 1..])))
        }
        _ => Ok((field, None)),
    }
}

/// Reads the hands' text (`QRn`: a letter per piece, white's uppercase) into `reserves`.
pub(super) fn read_hands(
    rules: &Rules,
    text: &str,
    reserves: &mut Reserves,
) -> Result<(), FenError> {
    for ch in text.chars() {
        let bad = |reason| FenError::Hand {
            text: clip(text),
            reason,
        };
        if ch == '-' && text.len() == 1 {
            break;
        }
        let Some(role) = ch
            .is_ascii_alphabetic()
            .then(|| rules.role_of(ch))
            .flatten()
        else {
            return Err(bad("holds a letter that is no piece of this game"));
        };
        if rules.is_royal(role)
            && !rules
                .drops
                .as_ref()
                .is_some_and(|d| d.before_moves.contains(role))
        {
            return Err(bad(
                "holds a royal piece, which is never captured nor dropped",
            ));
        }
        if rules.unpromoted(role).is_some() {
            return Err(bad(
                "holds a promoted piece, which goes to the hand as the kind it came from",
            ));
        }
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        if reserves.count(color, role) == u8::MAX {
            return Err(bad("holds more than 255 pieces of one kind"));
        }
        reserves.give(color, role);
    }
    Ok(())
}

/// Appends the hands, `[` and `]` around them, white's first, each kind in the game's order.
pub(super) fn write_hands(pos: &Position, out: &mut String) {
    let rules = pos.rules();
    out.push('[');
    for c in Color::ALL {
        for role in rules.roles() {
            let letter = rules.piece_char(crate::core::role::Piece::new(c, role));
            for _ in 0..pos.reserves().count(c, role) {
                out.push(letter);
            }
        }
    }
    out.push(']');
}

/// The position field without its `~` marks, and the squares (bit indices) of the pieces
/// they follow. A `~` after anything but a piece's letter is an error.
pub(super) fn strip_promoted(text: &str, g: Geometry) -> Result<(Cow<'_, str>, Set), FenError> {
    if !text.contains('~') {
        return Ok((Cow::Borrowed(text), Set::EMPTY));
    }
    let mut out = String::with_capacity(text.len());
    let mut marks = Set::EMPTY;
    for (i, row) in text.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let rank = usize::from(g.height).checked_sub(i + 1);
        let (mut file, mut run, mut after_piece) = (0usize, 0usize, false);
        for c in row.chars() {
            if c.is_ascii_digit() {
                run = run * 10 + c.to_digit(10).unwrap_or(0) as usize;
                after_piece = false;
                out.push(c);
                continue;
            }
            file += run;
            run = 0;
            if c == '~' {
                let (Some(r), true) = (rank, after_piece) else {
                    return Err(FenError::Promoted { row: i + 1 });
                };
                if file <= usize::from(g.width) && file > 0 {
                    marks |=
                        crate::core::bitboard::bit((r * usize::from(g.width) + file - 1) as u32);
                }
                after_piece = false;
                continue;
            }
            out.push(c);
            file += 1;
            after_piece = c.is_ascii_alphabetic();
        }
    }
    Ok((Cow::Owned(out), marks))
}

/// The position field with each promoted form written as its own letter (`+P` as the tokin's
/// letter, the case kept). A `+` before anything but the letter of a kind with a promoted
/// form is an error.
pub(crate) fn read_promoted_forms<'a>(
    rules: &Rules,
    text: &'a str,
) -> Result<Cow<'a, str>, FenError> {
    if !text.contains('+') {
        return Ok(Cow::Borrowed(text));
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    let mut row = 1;
    while let Some(c) = chars.next() {
        if c == '/' {
            row += 1;
        }
        if c != '+' {
            out.push(c);
            continue;
        }
        let next = chars.next();
        let form = next
            .filter(char::is_ascii_alphabetic)
            .and_then(|l| rules.role_of(l))
            .and_then(|r| rules.promoted_form(r));
        let (Some(form), Some(l)) = (form, next) else {
            let letter = next.filter(|&l| l != '/');
            return Err(FenError::PromotedForm { row, letter });
        };
        let own = rules.letter(form);
        out.push(match l.is_ascii_uppercase() {
            true => own.to_ascii_uppercase(),
            false => own,
        });
    }
    Ok(Cow::Owned(out))
}
