//! [`FenError`]: why a FEN could not be read, naming the field and the reason.

use super::MAX_FEN_LEN;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::position::PositionError;
use crate::util::text::{push, push_all, push_char, push_decimal, Message};

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
    /// A move counter is not a number.
    Counter {
        /// Which field.
        field: &'static str,
        /// Its text.
        text: String,
    },
    /// A field of one game's own cannot be read (Bario's reserve and capture fields), with
    /// that game's message and code.
    Variant(VariantError),
    /// More fields than the dialect has.
    ExtraField(String),
    /// The FEN reads, but the position is impossible.
    Position(PositionError),
}

crate::util::text::display_by_message!(FenError);

impl Message for FenError {
    fn write_message(&self, out: &mut String) {
        push(out, "invalid FEN: ");
        match self {
            FenError::Empty => push(out, "it is empty"),
            FenError::TooLong(n) => {
                push(out, "it is ");
                push_decimal(out, *n as u64);
                push(out, " characters long, more than the ");
                push_decimal(out, MAX_FEN_LEN as u64);
                push(out, " allowed");
            }
            FenError::RowCount { found, expected } => {
                push(out, "the position field has ");
                push_decimal(out, *found as u64);
                push(out, " rows separated by '/', the board has ");
                push_decimal(out, (*expected).into());
            }
            FenError::RowWidth {
                row,
                text,
                found,
                expected,
            } => {
                push_row(out, *row);
                push_all(out, &[" ('", text, "') describes "]);
                push_decimal(out, *found as u64);
                push(out, " squares, the board has ");
                push_decimal(out, (*expected).into());
                push(out, " files");
            }
            FenError::BadPiece { row, letter } => {
                push_row(out, *row);
                push(out, " has '");
                push_char(out, *letter);
                push(out, "', which is not a piece of this game");
            }
            FenError::ZeroCount { row } => {
                push_row(out, *row);
                push(out, " counts 0 empty squares");
            }
            FenError::Turn(t) => {
                push_all(out, &["the side to move is '", t, "', expected 'w' or 'b'"])
            }
            FenError::Castling { text, reason } => {
                push_all(out, &["castling field '", text, "': ", reason])
            }
            FenError::EnPassant(t) => push_all(
                out,
                &[
                    "the en passant field is '",
                    t,
                    "', expected '-' or a square such as e3",
                ],
            ),
            FenError::Counter { field, text } => {
                push_all(
                    out,
                    &[
                        "the ",
                        field,
                        " is '",
                        text,
                        "', expected a whole number up to ",
                    ],
                );
                push_decimal(out, u32::MAX.into());
            }
            FenError::Variant(e) => e.write_message(out),
            FenError::ExtraField(t) => push_all(out, &["unexpected extra field '", t, "'"]),
            FenError::Position(e) => e.write_message(out),
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
            | FenError::ZeroCount { .. } => ErrorCode::FenBoard,
            FenError::Castling { .. } => ErrorCode::FenCastling,
            FenError::Position(e) => e.code(),
            FenError::Variant(e) => e.code(),
            FenError::Empty
            | FenError::TooLong(_)
            | FenError::Turn(_)
            | FenError::EnPassant(_)
            | FenError::Counter { .. }
            | FenError::ExtraField(_) => ErrorCode::FenSyntax,
        }
    }
}

/// Appends `row <row> from the top`, how the messages name a row.
fn push_row(out: &mut String, row: usize) {
    push(out, "row ");
    push_decimal(out, row as u64);
    push(out, " from the top");
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}
