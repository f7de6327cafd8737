//! The standard castling field: `KQkq`, X-FEN (a rook's file letter when it is not the
//! outermost) and Shredder-FEN (file letters only).

use super::FenStyle;
use super::{clip, FenError};
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::position::Position;

/// The castling error of the field `text`, its reason after the quoted `letter` when there is
/// one.
pub(super) fn castling_error(text: &str, letter: Option<char>, reason: &str) -> FenError {
    let reason = match letter {
        Some(c) => format!("'{c}'{reason}"),
        None => reason.to_string(),
    };
    FenError::Castling {
        text: clip(text),
        reason,
    }
}

/// Reads the standard castling field; its style, unless it is `-`.
pub(super) fn parse_standard_castling(
    pos: &mut Position,
    text: &str,
) -> Result<Option<FenStyle>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let Some(table) = pos.rules.castling else {
        return Err(castling_error(text, None, "this game has no castling"));
    };
    if table.several_royals() {
        return Err(castling_error(
            text,
            None,
            "this game's castling rights are written in vchess FEN (a file per castling piece)",
        ));
    }
    let royal_role = table.royals.iter().next().unwrap_or(table.rook);
    let (royal_name, rook_name) = (
        pos.rules.piece(royal_role).name.clone(),
        pos.rules.piece(table.rook).name.clone(),
    );
    let width = pos.rules.geometry.width;
    let shredder = !text.chars().any(|c| matches!(c, 'K' | 'Q' | 'k' | 'q'));
    for ch in text.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = pos.rules.castling_rank(color);
        let kings = pos.board.files_on_rank(color, royal_role, back);
        if kings == 0 {
            return Err(castling_error(
                text,
                Some(ch),
                &format!(" but the {color} {royal_name} is not on its first rank"),
            ));
        }
        let king = kings.trailing_zeros() as u8;
        // The files of the rooks on the first rank: the outermost on a side, or the one named.
        let rooks = pos.board.files_on_rank(color, table.rook, back);
        let right = rooks & !((2 << king) - 1);
        let left = rooks & ((1 << king) - 1);
        let rook_file = match ch.to_ascii_lowercase() {
            'k' => (right != 0).then(|| 15 - right.leading_zeros() as u8),
            'q' => (left != 0).then(|| left.trailing_zeros() as u8),
            l @ 'a'..='l' if ((l as u8 - b'a') < width) => {
                let f = l as u8 - b'a';
                (rooks & 1 << f != 0).then_some(f)
            }
            _ => {
                return Err(castling_error(
                    text,
                    Some(ch),
                    " is not a castling letter (KQkq or a file)",
                ))
            }
        };
        let rf = rook_file.ok_or_else(|| {
            castling_error(
                text,
                Some(ch),
                &format!(" but there is no {color} {rook_name} to castle with"),
            )
        })?;
        let wing = Wing::of(rf, king);
        if pos.castling.rook(color, wing).is_some_and(|f| f != rf) {
            return Err(castling_error(
                text,
                None,
                &format!("two {color} {rook_name}s on the same side"),
            ));
        }
        pos.castling.set_rook(color, wing, Some(rf));
        pos.castling.set_royal(color, Wing::Right, Some(king));
    }
    Ok(Some(if shredder {
        FenStyle::Shredder
    } else {
        FenStyle::Standard
    }))
}

/// Writes the standard castling field: `K`/`Q` (`k`/`q` for Black) for the outermost rook
/// on its side of the king, the rook's file letter (X-FEN) for another rook or for every
/// rook in Shredder-FEN style, `-` for no right.
pub(super) fn write_standard_castling(pos: &Position, shredder: bool, out: &mut String) {
    let start = out.len();
    for color in Color::ALL {
        let Some(kf) = pos.castling.royal(color, Wing::Right) else {
            continue;
        };
        let Some(table) = pos.rules.castling else {
            continue;
        };
        let rooks = pos
            .board
            .files_on_rank(color, table.rook, pos.rules.castling_rank(color));
        for wing in [Wing::Right, Wing::Left] {
            let Some(rf) = pos.castling.rook(color, wing) else {
                continue;
            };
            // The rooks (as files) further from the king than this one.
            let beyond = if wing == Wing::Right {
                rooks >> rf >> 1
            } else {
                rooks & ((1 << rf) - 1)
            };
            let on_its_side = Wing::of(rf, kf) == wing;
            let outermost = on_its_side && rooks & (1 << rf) != 0 && beyond == 0;
            let letter = if shredder || !outermost {
                b'a' + rf
            } else if wing == Wing::Right {
                b'k'
            } else {
                b'q'
            };
            out.push(char::from(if color == Color::White {
                letter.to_ascii_uppercase()
            } else {
                letter
            }));
        }
    }
    if out.len() == start {
        out.push('-');
    }
}
