//! Reading diagram text: `<position> [marks] [orientation] [shadow]`.
//!
//! Every loop is bounded by the input length and the board size: rows beyond the
//! eleventh are never looked at, and squares are collected in 100-square sets.

use super::{clip, Diagram, DiagramError, Variant, FULL_BARIO_RESERVE};
use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square, MAX_SIDE, SQUARES};
use crate::core::position::reserve_index;
use crate::core::role::{Piece, Role};
use crate::formats::fen::{read_board_of_roles, role_set, FenError};

/// The most rows a board has.
const MAX_ROWS: usize = 10;
/// Pieces per colour in the PDN draughts form (the dark squares).
const MAX_DRAUGHTS: usize = 32;

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
    // The variant first, then the pieces read into the one diagram returned: built by
    // each form's reader, the 100-square diagram was copied on its way out of each.
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
    const NO_PIECES: [Option<Piece>; SQUARES] = [None; SQUARES];
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
    let roles = if russian {
        role_set(&[Role::Marshall, Role::King])
    } else {
        role_set(variant.roles())
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
        let Some(mut piece) = board.get(sq) else {
            continue;
        };
        if russian {
            if !g.is_dark(sq) {
                return Err(DiagramError::LightSquare { square: sq });
            }
            piece.role = if piece.role == Role::King {
                Role::DraughtsKing
            } else {
                Role::Man
            };
        }
        // A Bario diagram's reserve: what is left of the full one once the pieces already
        // defined on the board are taken out of it.
        if let Some(reserve) = d.reserve.as_mut() {
            if let Some(i) = reserve_index(piece.role) {
                let n = &mut reserve[piece.color.index()][i];
                *n = n.saturating_sub(1);
            }
        }
        *slot = Some(piece);
    }
    Ok(())
}

/// The variant of the PDN-like draughts form: Russian draughts, whatever else is asked for
/// is an error.
fn draughts_variant(requested: Option<Variant>) -> Result<Variant, DiagramError> {
    match requested {
        Some(v) if v != Variant::Russian => Err(DiagramError::WrongVariant { variant: v }),
        _ => Ok(Variant::Russian),
    }
}

/// The PDN-like draughts form, `W;Wa1,c3,Kd4;Bb6,d8`, read into `d` (a Russian diagram).
fn read_draughts(d: &mut Diagram, position: &str) -> Result<(), DiagramError> {
    let g = d.geometry;
    let mut seen_field = [false; 2];
    for (k, field) in crate::util::text::split(position, b';').enumerate() {
        let field = field.strip_suffix('.').unwrap_or(field);
        let Some(&first) = field.as_bytes().first() else {
            continue;
        };
        // After an ASCII letter (anything else is not a field).
        let rest = field.get(1..).unwrap_or_default();
        let color = match first {
            b'W' | b'w' => Color::White,
            b'B' | b'b' => Color::Black,
            b'H' | b'F' if is_number(rest) => continue,
            _ => return Err(bad_draughts(
                field,
                "is not a field: expected W (white pieces), B (black pieces) or the side to move",
            )),
        };
        if k == 0 && rest.is_empty() {
            d.side_to_move = Some(color);
            continue;
        }
        if seen_field[color.index()] {
            return Err(bad_draughts(field, "repeats a colour field"));
        }
        seen_field[color.index()] = true;
        if rest.is_empty() {
            continue;
        }
        for (n, item) in crate::util::text::split(rest, b',').enumerate() {
            if n >= MAX_DRAUGHTS {
                return Err(bad_draughts(field, "lists more than 32 pieces"));
            }
            // `K` or `k` tried one after the other: a pattern of two characters brings in
            // a searcher of its own.
            let (role, name) = match item.strip_prefix('K').or_else(|| item.strip_prefix('k')) {
                Some(s) => (Role::DraughtsKing, s),
                None => (Role::Man, item),
            };
            let sq = draughts_square(name, g).ok_or_else(|| {
                bad_draughts(item, "is not a square (a1..h8 or 1..32, K before a king)")
            })?;
            if !g.is_dark(sq) {
                return Err(DiagramError::LightSquare { square: sq });
            }
            if let Some(slot) = d.board.get_mut(sq.index()) {
                if slot.is_some() {
                    return Err(DiagramError::DuplicateSquare { square: sq });
                }
                *slot = Some(Piece::new(color, role));
            }
        }
    }
    Ok(())
}

/// The error for a field or piece of the draughts form (one out-of-line builder).
#[cold]
#[inline(never)]
fn bad_draughts(token: &str, reason: &'static str) -> DiagramError {
    DiagramError::BadDraughts {
        token: clip(token),
        reason,
    }
}

/// Whether `s` is a run of ASCII digits (not empty).
fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// The number written with one or two digits, if `s` is that.
fn small_number(s: &str) -> Option<u8> {
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

/// An algebraic square or a PDN number (1 = b8 ... 32 = g1).
fn draughts_square(s: &str, g: Geometry) -> Option<Square> {
    if let Some(n) = small_number(s) {
        if !(1..=32).contains(&n) {
            return None;
        }
        let row = (n - 1) / 4;
        let col = (n - 1) % 4;
        let file = 2 * col + u8::from(row % 2 == 0);
        return Some(Square::new(file, 7 - row));
    }
    g.parse_square(s).ok()
}

/// The squares of the marks (`-` or `c5,f5`: in the order given, without repeats) or, with
/// `shadow`, of the shadow (`-` or a list of ranks, files, ranges and squares: in reading
/// order). One walk of the list for both.
fn parse_squares(token: &str, g: Geometry, shadow: bool) -> Result<Vec<Square>, DiagramError> {
    let mut out = Vec::new();
    if token == "-" {
        return Ok(out);
    }
    // The squares seen, as bits by square index.
    let mut set = 0u128;
    for item in crate::util::text::split(token, b',') {
        let range = if shadow {
            shadow_range(item, g)
        } else {
            g.parse_square(item).ok().map(|sq| (sq, sq))
        };
        let Some((from, to)) = range else {
            let item = clip(item);
            return Err(if shadow {
                DiagramError::BadShadow { item }
            } else {
                DiagramError::BadMark { token: item }
            });
        };
        if !shadow && set & 1 << from.index() == 0 {
            out.push(from);
        }
        shade_range(&mut set, from, to);
    }
    if shadow {
        // Reading order: top rank first, a-file first.
        for rank in (0..g.height).rev() {
            for file in 0..g.width {
                let sq = Square::new(file, rank);
                if set & 1 << sq.index() != 0 {
                    out.push(sq);
                }
            }
        }
    }
    Ok(out)
}

/// The range a shadow item stands for, if it is one: a rank is the range from its a-square
/// to its last square, a file the range from its top square down, a square the range from
/// itself to itself.
fn shadow_range(item: &str, g: Geometry) -> Option<(Square, Square)> {
    let bytes = item.as_bytes();
    if is_number(item) {
        let rank = small_number(item).unwrap_or(0);
        if rank == 0 || rank > g.height {
            return None;
        }
        Some((Square::new(0, rank - 1), Square::new(g.width - 1, rank - 1)))
    } else if bytes.len() == 1 {
        let file = bytes[0].wrapping_sub(b'a');
        if file >= g.width {
            return None;
        }
        Some((Square::new(file, g.height - 1), Square::new(file, 0)))
    } else if let Some(dash) = bytes.iter().position(|&b| b == b'-') {
        let square = |s: Option<&str>| g.parse_square(s.unwrap_or_default()).ok();
        Some((square(item.get(..dash))?, square(item.get(dash + 1..))?))
    } else {
        let sq = g.parse_square(item).ok()?;
        Some((sq, sq))
    }
}

/// vchess's range walk in its own coordinates (x = row from the top, y = column): one step
/// towards `to` at a time, while x <= x(to) and y <= y(to). So a range going up or left
/// shades nothing, and the walk ends when the first of its moving coordinates reaches
/// `to`'s (computed here as a number of steps rather than walked and checked).
fn shade_range(shade: &mut u128, from: Square, to: Square) {
    // Rows down and columns right from `from` to `to` (wrapped, so out of range, when
    // negative).
    let down = from.rank().wrapping_sub(to.rank());
    let right = to.file().wrapping_sub(from.file());
    if down >= MAX_SIDE || right >= MAX_SIDE {
        return;
    }
    let steps = match (down, right) {
        (0, n) | (n, 0) => n,
        (d, r) => d.min(r),
    };
    let (df, dr) = (u8::from(right > 0), u8::from(down > 0));
    for i in 0..=steps {
        *shade |= 1 << Square::new(from.file() + i * df, from.rank() - i * dr).index();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(sqs: &[Square]) -> Vec<String> {
        sqs.iter().map(|s| s.to_string()).collect()
    }

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
    fn ranges_follow_vchess() {
        let g = Geometry::CHESS;
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e7-e2", None).unwrap();
        assert_eq!(names(&d.shadow), ["e7", "e6", "e5", "e4", "e3", "e2"]);
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e2-e7,h6-b6", None).unwrap();
        assert!(d.shadow.is_empty());
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w a8-h1", None).unwrap();
        assert_eq!(d.shadow.len(), 8);
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e4-e4", None).unwrap();
        assert_eq!(names(&d.shadow), ["e4"]);
        let _ = g;
    }

    #[test]
    fn draughts_forms() {
        let d = parse_diagram("W;Wa1,c3,Kd4;Bb6,d8", None).unwrap();
        assert_eq!(d.variant, Variant::Russian);
        assert_eq!(d.side_to_move, Some(Color::White));
        assert_eq!(d.count(Color::White), 3);
        assert_eq!(d.count(Color::Black), 2);
        let sq: Square = "d4".parse().unwrap();
        assert_eq!(
            d.board[sq.index()],
            Some(Piece::new(Color::White, Role::DraughtsKing))
        );
        let d = parse_diagram("B;B1,K32;W29.", None).unwrap();
        assert_eq!(
            d.board["b8".parse::<Square>().unwrap().index()]
                .unwrap()
                .color,
            Color::Black
        );
        assert_eq!(
            d.board["g1".parse::<Square>().unwrap().index()]
                .unwrap()
                .role,
            Role::DraughtsKing
        );
        assert_eq!(
            d.board["a1".parse::<Square>().unwrap().index()]
                .unwrap()
                .color,
            Color::White
        );
        let d = parse_diagram("8/8/8/8/8/2m5/1M6/K7", Some("russian")).unwrap();
        assert_eq!(d.count(Color::White), 2);
        assert!(matches!(
            parse_diagram("W;Wa2", None),
            Err(DiagramError::LightSquare { .. })
        ));
        assert!(matches!(
            parse_diagram("W;Wa1,a1", None),
            Err(DiagramError::DuplicateSquare { .. })
        ));
        assert!(matches!(
            parse_diagram("W;Wa1", Some("chess")),
            Err(DiagramError::WrongVariant { .. })
        ));
        assert!(matches!(
            parse_diagram("8/8/8/8/8/8/8/1m6", Some("russian")),
            Err(DiagramError::LightSquare { .. })
        ));
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
