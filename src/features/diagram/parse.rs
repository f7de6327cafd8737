//! Reading diagram text: `<position> [marks] [orientation] [shadow]`, or a full FEN. The
//! FEN rows form of the position is read in `rows`, the draughts form in `draughts`, the
//! marks and the shadow in `marks`.

use super::draughts::read_draughts;
use super::marks::parse_squares;
use super::rows::{read_rows, Reading, NO_PIECES};
use super::{clip, Diagram, DiagramError, Variant};
use crate::core::color::Color;
use crate::core::geometry::Geometry;
use std::borrow::Cow;

/// Reads a diagram: the text between `fen:` and `:` (see the [module docs](super)), as a
/// position of `variant` (a built-in game or one defined by data), or with `None` of the
/// game the position gives evidence of, else as a picture (the `;` form: Russian draughts).
///
/// ```
/// use fenboard::features::diagram::parse_diagram;
/// use fenboard::core::color::Color;
/// use fenboard::Variant;
/// let d = parse_diagram("8/8/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR - w 8,7,b6-h6,a5,c5,g5", None).unwrap();
/// assert_eq!(d.count(Color::White), 16);
/// assert_eq!(d.shadow.len(), 26);
/// let chess = Variant::builtin("chess").unwrap();
/// let err = parse_diagram("8/8/ppppppppp/8/8/8/8/8", Some(&chess)).unwrap_err();
/// assert_eq!(err.to_string(), "diagram row 3 ('ppppppppp') has 9 squares, the board has 8 files");
/// let capablanca = Variant::from_json(include_str!("../../../variants/capablanca.json")).unwrap();
/// let d = parse_diagram("10/10/10/10/10/10/10/4K1A3", Some(&capablanca)).unwrap();
/// assert_eq!(d.letter_at("g1".parse().unwrap()), Some('A'));
/// ```
pub fn parse_diagram(text: &str, variant: Option<&Variant>) -> Result<Diagram, DiagramError> {
    parse(
        text,
        match variant {
            Some(v) => Reading::Game(v),
            None => Reading::Infer,
        },
    )
}

/// Reads a diagram as a picture of a game the engine does not play, whatever its letters
/// look like: its board (4 to 12 rows and files), pieces, marks and shadow as written, with no
/// game position (the `;` form is still Russian draughts).
///
/// ```
/// use fenboard::features::diagram::parse_picture;
/// let d = parse_picture("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap();
/// assert!(d.variant.is_none());
/// assert_eq!(d.pieces().count(), 32);
/// ```
pub fn parse_picture(text: &str) -> Result<Diagram, DiagramError> {
    parse(text, Reading::Picture)
}

/// [`parse_diagram`] and [`parse_picture`].
fn parse(text: &str, reading: Reading) -> Result<Diagram, DiagramError> {
    let (tokens, count) = tokens(text);
    // A full FEN (`startFen`'s, a game's): its second field is the side to move, which no
    // diagram's marks can be. Its board and side to move are read, and three-check's checks
    // left; its other fields (castling, en passant, clocks) are not a diagram's.
    let fen_turn = match tokens[1] {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    };
    if fen_turn.is_none() && count > tokens.len() {
        return Err(DiagramError::TooManyTokens { count });
    }
    let [position, marks, orientation, shadow] = match fen_turn {
        Some(_) => [tokens[0], "", "", ""],
        None => tokens,
    };
    if position.is_empty() {
        return Err(DiagramError::Empty);
    }
    let mut d = Diagram {
        variant: None,
        geometry: Geometry::CHESS,
        board: NO_PIECES,
        marks: Vec::new(),
        orientation: Color::White,
        shadow: Vec::new(),
        side_to_move: None,
        reserve: None,
        checks_left: None,
        walls: Vec::new(),
    };
    // `;` separates the fields of a draughts FEN inside `fen:...:`; a draughts FEN given
    // whole (`W:Wa1,c3:Bb6`) has its own `:`.
    if position.contains([';', ':']) {
        // The draughts game given, else Russian draughts.
        let game = match reading {
            Reading::Game(v) if !v.is_draughts() => {
                return Err(DiagramError::WrongVariant {
                    name: v.name().to_string(),
                })
            }
            Reading::Game(v) => v.clone(),
            _ => Variant::builtin(draughts_of(position)).map_err(DiagramError::Position)?,
        };
        d.geometry = game.geometry();
        d.variant = Some(game);
        read_draughts(&mut d, position)?;
    } else {
        // A game with drops writes its hands after the board (`[Qn]`) and promoted pieces with
        // a `~` (`Q~`): the diagram shows the hands beside the board.
        let hands = position.strip_suffix(']').and_then(|p| p.split_once('['));
        let board = match hands {
            Some((board, _)) => Cow::Owned(board.chars().filter(|&c| c != '~').collect()),
            None => Cow::Borrowed(position),
        };
        // A promoted form (shogi's `+P`) is drawn as its own kind: read as its letter.
        let rules = match &reading {
            Reading::Game(v) => v.rules().filter(|r| r.piece_promotion.is_some()),
            _ => None,
        };
        let board = match rules.map(|r| crate::formats::fen::read_promoted_forms(r, &board)) {
            Some(Ok(read)) => Cow::Owned(read.into_owned()),
            _ => board,
        };
        read_rows(&mut d, &board, reading)?;
        d.reserve = match hands {
            Some((_, hands)) => d.hands(hands),
            None => d.reserve_left(),
        };
        d.side_to_move = fen_turn;
        let counts_checks = d
            .variant
            .as_ref()
            .and_then(|v| v.rules())
            .is_some_and(|r| r.end.checks > 0);
        if fen_turn.is_some() && counts_checks {
            d.checks_left = text.split_ascii_whitespace().skip(2).find_map(checks_left);
        }
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

/// A FEN's field of the checks left to give (`3+3`), if it is one.
fn checks_left(field: &str) -> Option<[u8; 2]> {
    let (w, b) = field.split_once('+')?;
    Some([w.parse().ok()?, b.parse().ok()?])
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

/// The draughts game a diagram that names none is read as: Canadian draughts when a square
/// lies beyond 10x10 (a number over 50, a file past j), international draughts when one lies
/// beyond 8x8 (a number over 32, a file past h), else Russian draughts.
fn draughts_of(position: &str) -> &'static str {
    // The side of the smallest board holding a square written `t`.
    let side = |t: &str| -> u32 {
        match (t.parse::<u32>(), t.as_bytes().first()) {
            (Ok(n), _) if n > 50 => 12,
            (Ok(n), _) if n > 32 => 10,
            (Err(_), Some(b'k' | b'l')) if t[1..].parse::<u32>().is_ok() => 12,
            (Err(_), Some(b'i' | b'j')) if t[1..].parse::<u32>().is_ok() => 10,
            _ => 8,
        }
    };
    let largest = position
        .split(|c: char| !c.is_ascii_alphanumeric())
        .map(|t| side(t.trim_start_matches(['K', 'W', 'B'])))
        .max();
    match largest {
        Some(12) => "canadian",
        Some(10) => "international",
        _ => crate::variants::russian::ID,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_runs() {
        let d = parse_diagram("10/91/55/19/10/2R2Q4/10/4c5/10/10", None).unwrap();
        assert_eq!(d.variant, Variant::builtin("grand").ok());
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
    fn games_are_inferred_on_evidence_only() {
        let id = |text: &str| {
            parse_diagram(text, None)
                .unwrap()
                .variant
                .map(|v| v.id().to_string())
        };
        assert_eq!(id("k7/8/8/8/8/8/8/7K").as_deref(), Some("chess"));
        assert_eq!(
            id("uuuukuuu/8/8/8/8/8/8/UUUUKUUU").as_deref(),
            Some("bario")
        );
        // A lone undefined piece is no evidence of Bario; nine files none of Grand chess.
        assert_eq!(id("k7/8/8/8/8/8/8/u6K"), None);
        assert_eq!(id("4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9"), None);
        // Ten rows of ten squares in Grand's letters, padded or not.
        assert_eq!(id("r/10/10/10/10/10/10/10/10/2R").as_deref(), Some("grand"));
        // Any size from 4x4 to 12x12, any letters: a picture.
        let d = parse_diagram("12/12/12/12/12/12/12/12/12/12/12/xyzXYZ6", None).unwrap();
        assert_eq!(
            (d.geometry.width, d.geometry.height, &d.variant),
            (12, 12, &None)
        );
        assert_eq!(d.letter_at("c1".parse().unwrap()), Some('z'));
        assert!(matches!(
            parse_diagram("8/8/8", None),
            Err(DiagramError::BadRowCount {
                rows: 3,
                expected: None
            })
        ));
        assert!(matches!(
            parse_diagram("3/3/3/3", None),
            Err(DiagramError::TooNarrow {
                files: 3,
                width: None
            })
        ));
    }

    #[test]
    fn full_fens_are_read_for_their_board_and_side_to_move() {
        for v in ["chess", "coregal", "grand", "bario", "russian"] {
            let variant = Variant::builtin(v).unwrap();
            let fen = variant.start_fen(crate::game::Randomness::Standard, 0);
            let d = parse_diagram(&fen, Some(&variant)).unwrap();
            assert_eq!(d.variant.as_ref(), Some(&variant), "{fen}");
            assert_eq!(d.side_to_move, Some(Color::White), "{fen}");
            assert!(d.marks.is_empty() && d.shadow.is_empty());
            // Inferred, on evidence: Coregal's start is chess's board.
            let inferred = parse_diagram(&fen, None).unwrap().variant.unwrap();
            assert_eq!(inferred.id(), if v == "coregal" { "chess" } else { v });
        }
        let black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let d = parse_diagram(black, None).unwrap();
        assert_eq!(d.side_to_move, Some(Color::Black));
        assert_eq!(
            d.game_fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1"
        );
        let d = parse_diagram("B:W18,24,27:BK10", None).unwrap();
        assert_eq!(d.side_to_move, Some(Color::Black));
        assert_eq!(d.pieces().count(), 4);
        // A diagram's second token is still its marks, and five tokens too many.
        assert!(matches!(
            parse_diagram("8/8/8/8/8/8/8/8 c5 b", None),
            Ok(Diagram {
                orientation: Color::Black,
                ..
            })
        ));
        assert!(matches!(
            parse_diagram("8/8/8/8/8/8/8/8 c5 b - x", None),
            Err(DiagramError::TooManyTokens { count: 5 })
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
            Err(DiagramError::BadRowCount { rows: 13, .. })
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
