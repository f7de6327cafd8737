//! Move text: reading a move written as a path (algebraic or PDN numbers, whole or in
//! part), and the short notation of a legal move.

use super::bits::Bits;
use super::moves::DraughtsMove;
use super::position::Position;
use super::rules::{Rules, SquareNames};
use super::squares::Board;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::util::text::first_chars;

impl<B: Bits> Position<B> {
    /// Reads a move in any of these forms: the full path (`c3:e5:c7`, `c3xe5xc7`,
    /// `c3-d4`, `19x28`, or without separators as UCI writes squares, `c3d4`), origin and destination only (`c3:c7`, `c3xc7`) when that is
    /// unambiguous, or a path with only some intermediate squares, in order. PDN numbers
    /// work as square names too (`22-18`). An ambiguous move is an error that lists the
    /// candidates.
    pub fn parse_move(&self, rules: &Rules, s: &str) -> Result<DraughtsMove, MoveError> {
        self.parse_move_among(s, &self.legal_moves(rules))
    }

    /// [`Position::parse_move`] among the position's legal moves, already listed (`moves`
    /// must be its legal moves): a caller that needs the list again lists it once.
    pub fn parse_move_among(
        &self,
        s: &str,
        moves: &[DraughtsMove],
    ) -> Result<DraughtsMove, MoveError> {
        parse_among(s, moves, B::BOARD)
    }
}

/// Reads a move among `moves`, squares of `board` (one copy for every size).
pub(super) fn parse_among(
    s: &str,
    moves: &[DraughtsMove],
    board: Board,
) -> Result<DraughtsMove, MoveError> {
    let input = first_chars(s.trim(), 64);
    if s.len() > 200 {
        return Err(MoveError::Syntax {
            input,
            reason: "too long for a move",
        });
    }
    let mut squares: Vec<Square> = Vec::new();
    // Squares written one after the other, as UCI writes them (`c3d4`; what the JavaScript
    // API makes of a move object's `from` and `to`): a separator before each file letter
    // that follows a digit.
    let mut spaced = String::with_capacity(input.len() + 4);
    for (i, c) in input.char_indices() {
        let after_digit = input[..i].ends_with(|p: char| p.is_ascii_digit());
        if after_digit && c.is_ascii_lowercase() && c != 'x' {
            spaced.push('-');
        }
        spaced.push(c);
    }
    // The parts between separators (ASCII bytes), as `split(['-', ':', 'x', 'X'])`.
    let mut rest = spaced.as_str();
    loop {
        let end = rest
            .bytes()
            .position(|b| matches!(b, b'-' | b':' | b'x' | b'X'))
            .unwrap_or(rest.len());
        let part = rest.get(..end).unwrap_or("");
        match board.parse_square(part.trim()) {
            Some(sq) if board.is_playable(sq) => squares.push(sq),
            Some(_) => {
                return Err(MoveError::Syntax {
                    input,
                    reason: "a square in it is a light square",
                })
            }
            None => {
                return Err(MoveError::Syntax {
                    input,
                    reason: match board.size {
                        8 => "expected squares (a1..h8 or 1..32) separated by '-', ':' or 'x'",
                        10 => "expected squares (a1..j10 or 1..50) separated by '-', ':' or 'x'",
                        _ => "expected squares (a1..l12 or 1..72) separated by '-', ':' or 'x'",
                    },
                })
            }
        }
        match rest.get(end + 1..) {
            Some(after) => rest = after,
            None => break,
        }
    }
    if squares.len() < 2 {
        return Err(MoveError::Syntax {
            input,
            reason: "a move needs an origin and a destination",
        });
    }
    let given = &squares[1..];
    if let Some(m) = moves
        .iter()
        .find(|m| m.from == squares[0] && &m.path[..] == given)
    {
        return Ok(*m);
    }
    let dest = *given.last().expect("two squares at least");
    let inner = &given[..given.len() - 1];
    let mut candidates = Vec::new();
    for m in moves {
        if m.from == squares[0]
            && m.to() == dest
            && is_subsequence(inner, &m.path[..m.path.len() - 1])
        {
            candidates.push(*m);
        }
    }
    match candidates.len() {
        1 => Ok(candidates[0]),
        0 => Err(MoveError::Illegal {
            input,
            legal: ucis(moves),
        }),
        _ => Err(MoveError::Ambiguous {
            input,
            candidates: ucis(&candidates),
        }),
    }
}

/// The full paths of `moves`, for messages.
fn ucis(moves: &[DraughtsMove]) -> Vec<String> {
    let mut list = Vec::new();
    for m in moves {
        list.push(m.uci());
    }
    list
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// The notation of a move among the legal moves `all`, its squares written as `names`
/// says on `board` (a side, for a1 dark): a quiet move from-to (`c3-d4`, `32-28`); a capture from
/// origin to destination (`c3:c7`, `19x28`) when no other legal move shares them, else the
/// full path (`c3:e5:c7:a5:c3`, `28x19x10x28`).
///
/// ```
/// use fenboard::variants::draughts::{san, SquareNames};
/// use fenboard::variants::russian::Position;
/// let pos = Position::from_fen("W:WKa1:Bb2,d4").unwrap();
/// let all = pos.legal_moves();
/// assert_eq!(san(&all[0], &all, SquareNames::Algebraic, 8), "a1:e5");
/// assert_eq!(san(&all[0], &all, SquareNames::Numeric, 8), "29x15");
/// ```
pub fn san(
    m: &DraughtsMove,
    all: &[DraughtsMove],
    names: SquareNames,
    board: impl Into<Board>,
) -> String {
    let board = board.into();
    let short = !m.is_capture()
        || m.path.len() == 1
        || all
            .iter()
            .filter(|o| o.from == m.from && o.to() == m.to())
            .count()
            <= 1;
    if short {
        let mut one = *m;
        one.path = Default::default();
        one.path.push(m.to());
        path_text(&one, names, board)
    } else {
        path_text(m, names, board)
    }
}

/// A move's full path written as `names` says, squares of `board` (a side, for a1 dark):
/// `c3:e5:c7` or `23x14x5`, with `-` between the two squares of a quiet move.
///
/// ```
/// use fenboard::variants::draughts::{path_text, SquareNames};
/// use fenboard::variants::russian::Position;
/// let m = Position::from_fen("W:Wc3:Bd4").unwrap().legal_moves()[0];
/// assert_eq!(path_text(&m, SquareNames::Algebraic, 8), "c3:e5");
/// assert_eq!(path_text(&m, SquareNames::Numeric, 8), "22x15");
/// ```
pub fn path_text(m: &DraughtsMove, names: SquareNames, board: impl Into<Board>) -> String {
    let board = board.into();
    let sep = match (names, m.is_capture()) {
        (_, false) => '-',
        (SquareNames::Algebraic, true) => ':',
        (SquareNames::Numeric, true) => 'x',
    };
    let mut s = String::new();
    for (k, sq) in std::iter::once(&m.from).chain(m.path.iter()).enumerate() {
        if k > 0 {
            s.push(sep);
        }
        push_square(&mut s, *sq, names, board);
    }
    s
}

/// Writes a square as the game's notation names it, on `board` (a side, for a1 dark):
/// `c3`, or its PDN number (`27`). Moves, FEN and explanations all name squares through
/// it, so a game's squares read the same everywhere. A square no piece stands on (a light
/// one, which an explanation may quote as clicked) has no number: its name is written.
///
/// ```
/// use fenboard::core::geometry::Square;
/// use fenboard::variants::draughts::{push_square, SquareNames};
/// let c3 = Square::new(2, 2);
/// let mut s = String::new();
/// push_square(&mut s, c3, SquareNames::Algebraic, 8);
/// s.push(' ');
/// push_square(&mut s, c3, SquareNames::Numeric, 8);
/// s.push(' ');
/// push_square(&mut s, Square::new(2, 3), SquareNames::Numeric, 8);
/// assert_eq!(s, "c3 22 c4");
/// ```
pub fn push_square(s: &mut String, sq: Square, names: SquareNames, board: impl Into<Board>) {
    let board = board.into();
    match names {
        SquareNames::Numeric if board.is_playable(sq) => {
            s.push_str(&board.square_number(sq).to_string())
        }
        _ => sq.push_name(s),
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move's shape.
    Syntax {
        /// The input (cut to 64 characters).
        input: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// No legal move matches.
    Illegal {
        /// The input.
        input: String,
        /// The legal moves, full paths.
        legal: Vec<String>,
    },
    /// Several legal moves match: write more of the path.
    Ambiguous {
        /// The input.
        input: String,
        /// The matching moves, full paths.
        candidates: Vec<String>,
    },
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::Syntax { input, reason } => {
                write!(f, "'{input}' is not a move: {reason}")
            }
            MoveError::Illegal { input, legal } => write!(
                f,
                "'{input}' is not a legal move here; legal moves: {}",
                legal.join(" ")
            ),
            MoveError::Ambiguous { input, candidates } => write!(
                f,
                "'{input}' is ambiguous; write the full path: {}",
                candidates.join(" or ")
            ),
        }
    }
}

impl MoveError {
    /// The error's code (see [`crate::core::error`]): `move-syntax`, `illegal-move` or
    /// `ambiguous-move`, as for the chess family's moves.
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax { .. } => ErrorCode::MoveSyntax,
            MoveError::Illegal { .. } => ErrorCode::IllegalMove,
            MoveError::Ambiguous { .. } => ErrorCode::AmbiguousMove,
        }
    }
}

impl std::error::Error for MoveError {}
