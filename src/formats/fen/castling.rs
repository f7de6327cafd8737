//! The standard castling field: `KQkq`, X-FEN (a rook's file letter when it is not the
//! outermost) and Shredder-FEN (file letters only).

use super::FenStyle;
use super::{clip, FenError};
use crate::core::bitboard::{bit, Set};
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::Square;
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
    // The rights of first moves (Cambodian chess) are written as gates are.
    let gating =
        pos.rules.drops.as_ref().is_some_and(|d| d.gating) || !pos.rules.first_movers.is_empty();
    match pos.rules.castling {
        None if !gating => return Err(castling_error(text, None, "this game has no castling")),
        Some(table) if table.several_royals() => {
            return Err(castling_error(
                text,
                None,
                "this game's castling rights are written in vchess FEN (a file per castling piece)",
            ))
        }
        _ => {}
    }
    let letters_only = !gating && !text.chars().any(|c| matches!(c, 'K' | 'Q' | 'k' | 'q'));
    for ch in text.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let file = u32::from(ch.to_ascii_lowercase()).wrapping_sub(u32::from('a'));
        let rook_letter = matches!(ch.to_ascii_lowercase(), 'k' | 'q');
        let on_board = file < u32::from(pos.rules.geometry.width);
        if gating && !rook_letter && on_board && may_gate(pos, color) {
            let file = file as u8;
            read_gate(pos, text, ch, color, file)?;
        } else {
            read_right(pos, text, ch, color)?;
        }
    }
    if gating {
        gated_castling(pos);
    }
    // File letters alone are Shredder-FEN where X-FEN would have written one of them `KQkq`
    // (an outermost rook); letters naming inner rooks only are X-FEN as much, and read so.
    let shredder = letters_only && {
        let mut standard = String::new();
        write_standard_castling(pos, false, &mut standard);
        let sorted = |s: &str| {
            let mut c: Vec<char> = s.chars().collect();
            c.sort_unstable();
            c
        };
        sorted(&standard) != sorted(text)
    };
    Ok(Some(if shredder {
        FenStyle::Shredder
    } else {
        FenStyle::Standard
    }))
}

/// Whether `color` may gate in a game with gating: it has a piece in hand, or its captures
/// may bring it one (S-house).
fn may_gate(pos: &Position, color: Color) -> bool {
    let refilled = pos.rules.drops.as_ref().is_some_and(|d| d.captures_to_hand);
    refilled || pos.reserve.total(color) > 0 || !pos.rules.first_movers.is_empty()
}

/// A file letter of a game with gating, for a side that may gate (Seirawan's `B`): the
/// side's piece on that file of its first rank may still have a piece enter behind it.
fn read_gate(
    pos: &mut Position,
    text: &str,
    ch: char,
    color: Color,
    file: u8,
) -> Result<(), FenError> {
    let sq = Square::new(file, pos.rules.castling_rank(color));
    if !pos.rules.first_movers.is_empty() {
        let first = pos.board.get(sq).filter(|p| p.color == color);
        if !first.is_some_and(|p| pos.rules.first_movers.contains(p.role)) {
            return Err(castling_error(
                text,
                Some(ch),
                &format!(" but no {color} piece with first moves stands on {sq}"),
            ));
        }
    } else if pos.board.get(sq).map(|p| p.color) != Some(color) {
        return Err(castling_error(
            text,
            Some(ch),
            &format!(" but no {color} piece stands on {sq} for a piece to enter behind"),
        ));
    }
    pos.gates |= bit(pos.rules.geometry.bit_index(sq));
    Ok(())
}

/// After the castling field of a game with gating: the castling pieces' squares are gates
/// (in a game where the side may gate), and a side whose castling royal piece is a gate but
/// that has no castling right castles with the rooks that are gates, as Fairy-Stockfish reads
/// it (neither has moved).
fn gated_castling(pos: &mut Position) {
    let Some(table) = pos.rules.castling else {
        return;
    };
    let g = pos.rules.geometry;
    for color in Color::ALL {
        if !may_gate(pos, color) {
            continue;
        }
        let back = pos.rules.castling_rank(color);
        let bit = |f: u8| bit(g.bit_index(Square::new(f, back)));
        let royal = table.royals.iter().next().unwrap_or(table.rook);
        let kings = pos.board.files_on_rank(color, royal, back);
        let rooks = pos.board.files_of_roles_on_rank(color, table.rooks, back);
        if let Some(kf) = pos.castling.royal(color, Wing::Right) {
            pos.gates |= bit(kf);
            for wing in Wing::ALL {
                if let Some(rf) = pos.castling.rook(color, wing) {
                    pos.gates |= bit(rf);
                }
            }
        } else if kings.count_ones() == 1
            && pos.gates & bit(kings.trailing_zeros() as u8) != Set::EMPTY
        {
            let kf = kings.trailing_zeros() as u8;
            for rf in
                (0..g.width).filter(|&f| rooks >> f & 1 != 0 && pos.gates & bit(f) != Set::EMPTY)
            {
                let wing = Wing::of(rf, kf);
                if pos.castling.rook(color, wing).is_none() {
                    pos.castling.set_rook(color, wing, Some(rf));
                    pos.castling.set_royal(color, Wing::Right, Some(kf));
                }
            }
        }
    }
}

/// One letter of the standard castling field: the right of the rook it names (`K`, `Q`, or
/// its file).
fn read_right(pos: &mut Position, text: &str, ch: char, color: Color) -> Result<(), FenError> {
    let Some(table) = pos.rules.castling else {
        return Err(castling_error(text, None, "this game has no castling"));
    };
    let royal_role = table.royals.iter().next().unwrap_or(table.rook);
    let (royal_name, rook_name) = (
        pos.rules.piece(royal_role).name.clone(),
        pos.rules.piece(table.rook).name.clone(),
    );
    let width = pos.rules.geometry.width;
    {
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
        let rooks = pos.board.files_of_roles_on_rank(color, table.rooks, back);
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
    Ok(())
}

/// Writes the standard castling field: `K`/`Q` (`k`/`q` for Black) for the outermost rook
/// on its side of the king, the rook's file letter (X-FEN) for another rook or for every
/// rook in Shredder-FEN style, `-` for no right.
pub(super) fn write_standard_castling(pos: &Position, shredder: bool, out: &mut String) {
    let start = out.len();
    for color in Color::ALL {
        write_rights(pos, color, shredder, out);
        if pos.gates != Set::EMPTY && may_gate(pos, color) {
            write_gates(pos, color, out);
        }
    }
    if out.len() == start {
        out.push('-');
    }
}

/// Writes the file letters of `color`'s gates (Seirawan's `BCDFG`) but those the castling
/// rights already say (`KQ`: the castling royal piece and rooks), as Fairy-Stockfish writes
/// them.
fn write_gates(pos: &Position, color: Color, out: &mut String) {
    let back = pos.rules.castling_rank(color);
    let g = pos.rules.geometry;
    for f in 0..g.width {
        let said = pos.castling.royal(color, Wing::Right) == Some(f)
            || Wing::ALL
                .iter()
                .any(|&w| pos.castling.rook(color, w) == Some(f));
        if pos.gates.has(g.bit_index(Square::new(f, back))) && !said {
            let letter = char::from(b'a' + f);
            out.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
}

/// Writes `color`'s castling rights.
fn write_rights(pos: &Position, color: Color, shredder: bool, out: &mut String) {
    {
        let Some(kf) = pos.castling.royal(color, Wing::Right) else {
            return;
        };
        let Some(table) = pos.rules.castling else {
            return;
        };
        let rooks =
            pos.board
                .files_of_roles_on_rank(color, table.rooks, pos.rules.castling_rank(color));
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
}
