//! [`DiagramError`]: why a diagram could not be read, or has no game position, and its
//! message.

use crate::core::error::ErrorCode;
use crate::core::geometry::{Square, MAX_SIDE};
use crate::game;
use std::fmt;

/// Why a diagram could not be read, or gives no position to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// The text has no position.
    Empty,
    /// More than four space-separated tokens.
    TooManyTokens {
        /// How many there are.
        count: usize,
    },
    /// The position has the wrong number of rows (`rows` is 13 for "more than 12").
    BadRowCount {
        /// Rows found.
        rows: usize,
        /// Rows the game's board has, if a game was given; `None`: 4 to 12.
        expected: Option<u8>,
    },
    /// A row holds more squares than the board has files.
    RowTooLong {
        /// 1-based, from the top.
        row: usize,
        /// The row (shortened).
        text: String,
        /// Squares it describes.
        squares: usize,
        /// Files of the board (or, for a picture, the most a board has).
        width: u8,
        /// Whether `width` is a game's board's (else the most of any board).
        board: bool,
    },
    /// The rows are too short for the board: none is as wide as the game's board, or a
    /// picture's rows are narrower than a board.
    TooNarrow {
        /// Squares in the longest row.
        files: u8,
        /// Files of the game's board (`None` for a picture).
        width: Option<u8>,
    },
    /// A character that is not a piece of the game (for a picture, not a letter).
    UnknownPiece {
        /// The character.
        letter: char,
        /// 1-based row from the top.
        row: usize,
        /// The game's name and letters (`None` for a picture).
        game: Option<(String, String)>,
        /// Whether the diagram looks like a draughts board (men and kings on dark squares
        /// only): the message says how to read it so.
        draughts_hint: bool,
    },
    /// A draughts piece on a light square.
    LightSquare {
        /// The square.
        square: Square,
    },
    /// The same square given twice in the PDN draughts form.
    DuplicateSquare {
        /// The square.
        square: Square,
    },
    /// A field or piece of the PDN draughts form that cannot be read.
    BadDraughts {
        /// The offending text (shortened).
        token: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// The PDN draughts form read as a game other than Russian draughts.
    WrongVariant {
        /// The name of the game asked for.
        name: String,
    },
    /// A mark that is not a square of the board.
    BadMark {
        /// The mark (shortened).
        token: String,
    },
    /// An orientation other than `w` or `b`.
    BadOrientation {
        /// The token (shortened).
        token: String,
    },
    /// A shadow item that is not a rank, file, range or square of the board.
    BadShadow {
        /// The item (shortened).
        item: String,
    },
    /// A picture of a game the engine does not play has no position to play.
    NoGame,
    /// The diagram's position is not one its game accepts (with either side to move).
    Position(game::Error),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DiagramError::*;
        match self {
            Empty => f.write_str(
                "empty diagram: a position (FEN rows such as 8/8/8/8/8/8/8/8) is required",
            ),
            TooManyTokens { count } => write!(
                f,
                "diagram has {count} space-separated parts; at most 4 are allowed: position, marks, orientation, shadow"
            ),
            BadRowCount { rows, expected } => {
                let rows = if *rows > MAX_SIDE as usize {
                    format!("more than {MAX_SIDE}")
                } else {
                    rows.to_string()
                };
                match expected {
                    Some(e) => write!(f, "diagram has {rows} rows, the board has {e} ranks"),
                    None => write!(f, "diagram has {rows} rows, a board has 4 to {MAX_SIDE}"),
                }
            }
            RowTooLong {
                row,
                text,
                squares,
                width,
                board,
            } => {
                write!(f, "diagram row {row} ('{text}') has {squares} squares, ")?;
                if *board {
                    write!(f, "the board has {width} files")
                } else {
                    write!(f, "a board has at most {width} files")
                }
            }
            TooNarrow { files, width } => {
                write!(f, "diagram rows have {files} squares at most, ")?;
                match width {
                    Some(w) => write!(f, "the board has {w} files"),
                    None => write!(f, "a board has 4 to {MAX_SIDE} files"),
                }
            }
            UnknownPiece {
                letter,
                row,
                game,
                draughts_hint,
            } => match game {
                Some((name, letters)) => {
                    write!(
                        f,
                        "unknown piece letter '{letter}' in diagram row {row}: {name} diagrams use {letters}"
                    )?;
                    if *draughts_hint {
                        f.write_str(" (for Russian draughts give the variant \"russian\")")?;
                    }
                    Ok(())
                }
                None => write!(
                    f,
                    "'{letter}' in diagram row {row} is not a piece letter (a to z, either case)"
                ),
            },
            LightSquare { square } => write!(
                f,
                "draughts piece on the light square {square}: draughts use only dark squares"
            ),
            DuplicateSquare { square } => write!(
                f,
                "square {square} is given twice in the draughts diagram"
            ),
            BadDraughts { token, reason } => write!(f, "draughts diagram: '{token}' {reason}"),
            WrongVariant { name } => write!(
                f,
                "the ';'-separated draughts form is for Russian draughts, not {name}"
            ),
            BadMark { token } => write!(
                f,
                "mark '{token}' is not a square of the board (marks are '-' or squares like c5,f5)"
            ),
            BadOrientation { token } => {
                write!(f, "orientation must be 'w' or 'b', not '{token}'")
            }
            BadShadow { item } => write!(
                f,
                "shadow item '{item}' is not a rank number, file letter, range (b6-h6) or square of the board"
            ),
            NoGame => f.write_str(
                "this diagram is a picture of a game fenboard does not play: it has no position to play",
            ),
            Position(e) => fmt::Display::fmt(e, f),
        }
    }
}

impl DiagramError {
    /// The error's code (see [`crate::core::error`]): `unknown-variant` for a picture asked
    /// for its position, the game's code for a position it refuses, `diagram-syntax` for the
    /// rest.
    pub fn code(&self) -> ErrorCode {
        match self {
            DiagramError::NoGame => ErrorCode::UnknownVariant,
            DiagramError::Position(e) => e.code(),
            _ => ErrorCode::DiagramSyntax,
        }
    }
}

impl std::error::Error for DiagramError {}
