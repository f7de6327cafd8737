//! Reading diagram text: `<position> [marks] [orientation] [shadow]`. The FEN rows form
//! of the position is read here, the draughts form in `draughts`, the marks and the
//! shadow in `marks`.
//!
//! Every loop is bounded by the input length and the board size: rows beyond the
//! eleventh are never looked at, and squares are collected in 100-square sets.

use super::draughts::{draughts_variant, read_draughts};
use super::marks::parse_squares;
use super::{clip, Diagram, DiagramError, Variant, FULL_BARIO_RESERVE};
use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::geometry::{Square, SQUARES};
use crate::core::reserve::reserve_index;
use crate::core::role::Role;
use crate::formats::fen::{read_board_of_roles, role_set, FenError};
use crate::game::{AnyPiece, AnyRole};

/// The most rows a board has.
const MAX_ROWS: usize = 10;

/// Reads a diagram: the text between `fen:` and `:` (see the [module docs](super)).
///
/// `variant` is an id (`chess`, `coregal`, `grand`, `bario`, `russian`); `None` infers it
/// from the position (10 rows: Grand; a `u`: Bario; else chess; the `;` form: Russian).
///
/// ```
/// use fenboard::features::diagram::parse_diagram;
/// use fenboard::core::color::Color;
/// let d = parse_diagram("8/8/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR - w 8,7,b6-h6,a5,c5,g5", None).unwrap();
/// assert_eq!(d.count(Color::White), 16);
/// assert_eq!(d.shadow.len(), 26);
/// let err = parse_diagram("8/8/ppppppppp/8/8/8/8/8", None).unwrap_err();
/// assert_eq!(err.to_string(), "diagram row 3 ('ppppppppp') has 9 squares, the board has 8 files");
/// ```
pub fn parse_diagram(text: &str, variant: Option<&str>) -> Result<Diagram, DiagramError> {
    let requested = match variant {
        None => None,
        Some(v) => {
            // An id in any case, compared as it is: no lowercased copy, nor the engine's
            // error, is made.
            let id = v.trim();
            let found = Variant::ALL.into_iter().find(|&k| is_id(k, id));
            Some(found.ok_or_else(|| DiagramError::UnknownVariant { name: clip(v) })?)
        }
    };
    let (tokens, count) = tokens(text);
    if count > tokens.len() {
        return Err(DiagramError::TooManyTokens { count });
    }
    let [position, marks, orientation, shadow] = tokens;
    if position.is_empty() {
        return Err(DiagramError::Empty);
    }
    // The variant first, then the pieces read into the one diagram returned, so that the
    // 100-square diagram is not copied out of each form's reader.
    let draughts = occurrences(position, b';') > 0;
    let variant = if draughts {
        draughts_variant(requested)?
    } else {
        rows_variant(position, requested)?
    };
    let mut d = empty_diagram(variant);
    if draughts {
        read_draughts(&mut d, position)?;
    } else {
        read_rows(&mut d, position)?;
    }
    if !marks.is_empty() {
        d.marks = parse_squares(marks, d.geometry, false)?;
    }
    if !orientation.is_empty() {
        d.orientation = match orientation {
            "w" => Color::White,
            "b" => Color::Black,
            _ => {
                return Err(DiagramError::BadOrientation {
                    token: clip(orientation),
                })
            }
        };
    }
    if !shadow.is_empty() {
        d.shadow = parse_squares(shadow, d.geometry, true)?;
    }
    Ok(d)
}

/// Whether `id` is the id of `variant`, in any case.
#[inline(never)]
fn is_id(variant: Variant, id: &str) -> bool {
    variant.id().eq_ignore_ascii_case(id)
}

/// The first four tokens of the text, separated by runs of ASCII whitespace (missing
/// ones are empty), and how many there are.
fn tokens(text: &str) -> ([&str; 4], usize) {
    let mut tokens = [""; 4];
    let mut count = 0;
    for token in text.split_ascii_whitespace() {
        if let Some(slot) = tokens.get_mut(count) {
            *slot = token;
        }
        count += 1;
    }
    (tokens, count)
}

/// How many times `byte` occurs in `text` (one out-of-line loop for the position's
/// separators and letters).
#[inline(never)]
fn occurrences(text: &str, byte: u8) -> usize {
    let mut n = 0;
    for &b in text.as_bytes() {
        n += usize::from(b == byte);
    }
    n
}

/// A diagram of `variant` with no pieces, marks nor shadow.
fn empty_diagram(variant: Variant) -> Diagram {
    // A constant: copied in a few wide moves rather than written square by square.
    const NO_PIECES: [Option<AnyPiece>; SQUARES] = [None; SQUARES];
    Diagram {
        variant,
        geometry: variant.geometry(),
        board: NO_PIECES,
        marks: Vec::new(),
        orientation: Color::White,
        shadow: Vec::new(),
        side_to_move: None,
        reserve: if variant == Variant::Bario {
            Some(FULL_BARIO_RESERVE)
        } else {
            None
        },
    }
}

/// The variant of the FEN rows form: the one asked for if its board has that many rows,
/// else inferred from the rows.
fn rows_variant(position: &str, requested: Option<Variant>) -> Result<Variant, DiagramError> {
    // Rows, counted up to 11 (more than any board has).
    let rows = (occurrences(position, b'/') + 1).min(MAX_ROWS + 1);
    let bad_count = |expected| DiagramError::BadRowCount { rows, expected };
    Ok(match requested {
        Some(v) if rows == v.geometry().height as usize => v,
        Some(v) => return Err(bad_count(Some(v.geometry().height))),
        None if rows == 10 => Variant::Grand,
        None if rows != 8 => return Err(bad_count(None)),
        None if occurrences(position, b'u') + occurrences(position, b'U') > 0 => Variant::Bario,
        None => Variant::Chess,
    })
}

/// FEN rows, top row first, read into `d` (of [`rows_variant`]'s variant).
fn read_rows(d: &mut Diagram, position: &str) -> Result<(), DiagramError> {
    let variant = d.variant;
    let g = d.geometry;
    // The rows are read as a FEN's position field, short rows padded with empty squares.
    // Russian draughts' `m` and `k` are read as the marshall's and king's letters, then
    // turned into a man and a draughts king.
    let russian = variant == Variant::Russian;
    let roles = match variant.rules() {
        Some(rules) => role_set(rules.roles),
        None => role_set(&[Role::Marshall, Role::King]),
    };
    let mut board = Board::empty(g);
    read_board_of_roles(&mut board, position, true, roles).map_err(|e| match e {
        FenError::RowWidth {
            row,
            text,
            found,
            expected,
        } => DiagramError::RowTooLong {
            row,
            text,
            squares: found,
            width: expected,
        },
        FenError::BadPiece { row, letter } => DiagramError::UnknownPiece {
            letter,
            row,
            variant,
        },
        // `rows_variant` saw as many rows as the board has.
        _ => DiagramError::BadRowCount {
            rows: g.height.into(),
            expected: Some(g.height),
        },
    })?;
    // Square by square, in index order (a1 first, rank by rank, as `g.squares()`; the board
    // has no pieces off `g`).
    for (i, slot) in d.board.iter_mut().enumerate() {
        let Some(sq) = Square::from_index(i) else {
            continue;
        };
        let Some(letter) = board.get(sq) else {
            continue;
        };
        let mut piece = AnyPiece::from(letter);
        if russian {
            if !g.is_dark(sq) {
                return Err(DiagramError::LightSquare { square: sq });
            }
            piece.role = if letter.role == Role::King {
                AnyRole::DraughtsKing
            } else {
                AnyRole::Man
            };
        }
        // A Bario diagram's reserve: what is left of the full one once the pieces already
        // defined on the board are taken out of it.
        if let Some(reserve) = d.reserve.as_mut() {
            if let Some(i) = reserve_index(letter.role) {
                let n = &mut reserve[piece.color.index()][i];
                *n = n.saturating_sub(1);
            }
        }
        *slot = Some(piece);
    }
    Ok(())
}

/// Whether `s` is a run of ASCII digits (not empty).
pub(super) fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// The number written with one or two digits, if `s` is that.
pub(super) fn small_number(s: &str) -> Option<u8> {
    if !(1..=2).contains(&s.len()) {
        return None;
    }
    let mut n = 0;
    for &b in s.as_bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (b - b'0');
    }
    Some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_runs() {
        let d = parse_diagram("10/91/55/19/10/2R2Q4/10/4c5/10/10", None).unwrap();
        assert_eq!(d.variant, Variant::Grand);
        assert_eq!(d.pieces().count(), 3);
        // "55" and "19" overflow a 10-wide row, so they are read digit by digit.
        assert!(parse_diagram("8/8/8/8/8/8/8/44", None).is_ok());
        assert!(matches!(
            parse_diagram("10/10/10/10/10/10/10/10/10/99", None),
            Err(DiagramError::RowTooLong {
                row: 10,
                squares: 18,
                ..
            })
        ));
    }

    #[test]
    fn short_rows_are_padded() {
        let d = parse_diagram("k/8/8/8/8/8/8/K", None).unwrap();
        assert_eq!(d.pieces().count(), 2);
        let d = parse_diagram("10/10/10/10/10/10/10/10/10/", None).unwrap();
        assert_eq!(d.pieces().count(), 0);
    }

    #[test]
    fn hostile_input_is_bounded() {
        let big = "p".repeat(1 << 20);
        assert!(matches!(
            parse_diagram(&big, None),
            Err(DiagramError::BadRowCount { rows: 1, .. })
        ));
        let row = format!("8/8/8/8/8/8/8/{big}");
        assert!(matches!(
            parse_diagram(&row, None),
            Err(DiagramError::RowTooLong {
                squares: 1048576,
                ..
            })
        ));
        let slashes = "/".repeat(1 << 20);
        assert!(matches!(
            parse_diagram(&slashes, None),
            Err(DiagramError::BadRowCount { rows: 11, .. })
        ));
        let marks = vec!["c5"; 10_000].join(",");
        let d = parse_diagram(&format!("8/8/8/8/8/8/8/8 {marks}"), None).unwrap();
        assert_eq!(d.marks.len(), 1);
        let many = vec!["a1-h8"; 10_000].join(",");
        assert!(parse_diagram(&format!("8/8/8/8/8/8/8/8 - w {many}"), None).is_ok());
        let digits = "9".repeat(1 << 20);
        assert!(parse_diagram(&format!("8/8/8/8/8/8/8/{digits}"), None).is_err());
        let tokens = "x ".repeat(1 << 19);
        assert!(matches!(
            parse_diagram(&tokens, None),
            Err(DiagramError::TooManyTokens { .. })
        ));
        let pieces = vec!["a1"; 10_000].join(",");
        assert!(parse_diagram(&format!("W;W{pieces}"), None).is_err());
    }
}
