//! [`FenError`]: why a FEN could not be read, naming the field and the reason.

use super::MAX_FEN_LEN;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::position::PositionError;
use std::fmt;

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing to read.
    Empty,
    /// The FEN is longer than [`MAX_FEN_LEN`].
    TooLong(usize),
    /// Wrong number of rows.
    RowCount {
        /// Rows found.
        found: usize,
        /// Rows the board has.
        expected: u8,
    },
    /// A row does not fill the board's width.
    RowWidth {
        /// Row number, 1 = the top row.
        row: usize,
        /// The row's text.
        text: String,
        /// Squares it describes.
        found: usize,
        /// Files of the board.
        expected: u8,
    },
    /// An unknown character in a row.
    BadPiece {
        /// Row number, 1 = the top row.
        row: usize,
        /// The character.
        letter: char,
    },
    /// A `0` counted as empty squares.
    ZeroCount {
        /// Row number, 1 = the top row.
        row: usize,
    },
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The castling field cannot be read or does not fit the board.
    Castling {
        /// The field.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// The en passant field is not `-` or a square.
    EnPassant(String),
    /// The en passant field names a pawn that cannot have just passed over its square (`d6d5`).
    EnPassantPawn(String),
    /// A move counter is not a number.
    Counter {
        /// Which field.
        field: &'static str,
        /// Its text.
        text: String,
    },
    /// The checks field of a game that counts checks (`3+3`) cannot be read.
    Checks {
        /// Its text.
        text: String,
        /// The most checks a side may have left.
        max: u8,
    },
    /// A field of one game's own cannot be read (Bario's reserve and capture fields), with
    /// that game's message and code.
    Variant(VariantError),
    /// More fields than the dialect has.
    ExtraField(String),
    /// The FEN reads, but the position is impossible.
    Position(PositionError),
    /// A square off the board (Troitzky chess's corners) not written `*`, or a `*` on a
    /// square of the board.
    Hole {
        /// The square.
        square: String,
        /// Whether it is off the board (else a `*`, a wall, was written on it in a game
        /// without walls).
        off: bool,
    },
    /// The hands (`[Qn]`, in a game with drops) cannot be read.
    Hand {
        /// Their text.
        text: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// A `~` (a promoted piece, in a game with drops) that follows no piece's letter.
    Promoted {
        /// Row number, 1 = the top row.
        row: usize,
    },
    /// A `+` (a promoted form, shogi's `+P`) before no letter of a kind that has one.
    PromotedForm {
        /// Row number, 1 = the top row.
        row: usize,
        /// What follows the `+` (`None`: nothing).
        letter: Option<char>,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid FEN: ")?;
        match self {
            FenError::Empty => f.write_str("it is empty"),
            FenError::TooLong(n) => write!(
                f,
                "it is {n} characters long, more than the {MAX_FEN_LEN} allowed"
            ),
            FenError::RowCount { found, expected } => write!(
                f,
                "the position field has {found} rows separated by '/', the board has {expected}"
            ),
            FenError::RowWidth {
                row,
                text,
                found,
                expected,
            } => write!(
                f,
                "row {row} from the top ('{text}') describes {found} squares, the board has {expected} files"
            ),
            FenError::BadPiece { row, letter } => write!(
                f,
                "row {row} from the top has '{letter}', which is not a piece of this game"
            ),
            FenError::ZeroCount { row } => {
                write!(f, "row {row} from the top counts 0 empty squares")
            }
            FenError::Turn(t) => write!(f, "the side to move is '{t}', expected 'w' or 'b'"),
            FenError::Castling { text, reason } => {
                write!(f, "castling field '{text}': {reason}")
            }
            FenError::EnPassant(t) => write!(
                f,
                "the en passant field is '{t}', expected '-' or a square such as e3"
            ),
            FenError::EnPassantPawn(t) => write!(
                f,
                "en passant {t}: no pawn on the square named has just passed over the first"
            ),
            FenError::Counter { field, text } => write!(
                f,
                "the {field} is '{text}', expected a whole number up to {}",
                u32::MAX
            ),
            FenError::Checks { text, max } => write!(
                f,
                "the checks field is '{text}', expected the checks each side has left to give \
                 (from 0 to {max}), white's first, as 3+3, or the checks given, as +0+0"
            ),
            FenError::Variant(e) => fmt::Display::fmt(e, f),
            FenError::ExtraField(t) => write!(f, "unexpected extra field '{t}'"),
            FenError::Position(e) => fmt::Display::fmt(e, f),
            FenError::Hole { square, off: true } => {
                write!(f, "{square} is not on the board: write it '*'")
            }
            FenError::Hole { square, off: false } => {
                write!(f, "'*' on {square}, a square of the board: this game has no walls")
            }
            FenError::Hand { text, reason } => write!(f, "the hands '{text}': {reason}"),
            FenError::Promoted { row } => write!(
                f,
                "row {row} from the top has a '~' (a promoted piece) after no piece's letter"
            ),
            FenError::PromotedForm { row, letter: None } => write!(
                f,
                "row {row} from the top has a '+' (a promoted piece) before no piece's letter"
            ),
            FenError::PromotedForm {
                row,
                letter: Some(l),
            } => write!(
                f,
                "row {row} from the top has '+{l}', but '{l}' is no piece of this game with a promoted form"
            ),
        }
    }
}

impl FenError {
    /// The error's code (see [`crate::core::error`]): `fen-board` for the position field,
    /// `fen-castling` for the castling field, `impossible-position` for a position that
    /// cannot occur, a game's own for its fields, `fen-syntax` for the rest.
    pub fn code(&self) -> ErrorCode {
        match self {
            FenError::RowCount { .. }
            | FenError::RowWidth { .. }
            | FenError::BadPiece { .. }
            | FenError::ZeroCount { .. }
            | FenError::Hole { .. }
            | FenError::Hand { .. }
            | FenError::Promoted { .. }
            | FenError::PromotedForm { .. } => ErrorCode::FenBoard,
            FenError::Castling { .. } => ErrorCode::FenCastling,
            FenError::Position(e) => e.code(),
            FenError::Variant(e) => e.code(),
            FenError::EnPassantPawn(_) => ErrorCode::ImpossiblePosition,
            FenError::Empty
            | FenError::TooLong(_)
            | FenError::Turn(_)
            | FenError::EnPassant(_)
            | FenError::Counter { .. }
            | FenError::Checks { .. }
            | FenError::ExtraField(_) => ErrorCode::FenSyntax,
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}
