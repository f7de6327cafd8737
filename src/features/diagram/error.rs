//! [`DiagramError`]: why a diagram could not be read, and its message.

use super::Variant;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::util::text::{push, push_all, push_char, push_decimal, Message};

/// Why a diagram could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// The text has no position.
    Empty,
    /// More than four space-separated tokens.
    TooManyTokens {
        /// How many there are.
        count: usize,
    },
    /// The variant id is not one of `chess coregal grand bario russian`.
    UnknownVariant {
        /// The id given (shortened).
        name: String,
    },
    /// The position has the wrong number of rows (`rows` is 11 for "more than 10").
    BadRowCount {
        /// Rows found.
        rows: usize,
        /// Rows the requested variant needs, if one was given.
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
        /// Files of the board.
        width: u8,
    },
    /// A character that is not a piece of the variant.
    UnknownPiece {
        /// The character.
        letter: char,
        /// 1-based row from the top (0 for the PDN draughts form).
        row: usize,
        /// The variant whose letters apply.
        variant: Variant,
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
    /// The PDN draughts form used with a variant other than `russian`.
    WrongVariant {
        /// The variant asked for.
        variant: Variant,
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
}

crate::util::text::display_by_message!(DiagramError);

impl Message for DiagramError {
    fn write_message(&self, m: &mut String) {
        use DiagramError::*;
        match self {
            Empty => push(
                m,
                "empty diagram: a position (FEN rows such as 8/8/8/8/8/8/8/8) is required",
            ),
            TooManyTokens { count } => {
                push(m, "diagram has ");
                push_decimal(m, *count as u64);
                push(
                    m,
                    " space-separated parts; at most 4 are allowed: position, marks, orientation, shadow",
                );
            }
            UnknownVariant { name } => push_all(
                m,
                &[
                    "unknown variant '",
                    name,
                    "' (expected chess, coregal, grand, bario or russian)",
                ],
            ),
            BadMark { token } => push_all(
                m,
                &[
                    "mark '",
                    token,
                    "' is not a square of the board (marks are '-' or squares like c5,f5)",
                ],
            ),
            BadOrientation { token } => {
                push_all(m, &["orientation must be 'w' or 'b', not '", token, "'"])
            }
            BadShadow { item } => push_all(
                m,
                &[
                    "shadow item '",
                    item,
                    "' is not a rank number, file letter, range (b6-h6) or square of the board",
                ],
            ),
            BadRowCount { .. } | RowTooLong { .. } | UnknownPiece { .. } => {
                self.write_rows_message(m)
            }
            LightSquare { .. }
            | DuplicateSquare { .. }
            | BadDraughts { .. }
            | WrongVariant { .. } => self.write_draughts_message(m),
        }
    }
}

impl DiagramError {
    /// The message of an error in the FEN rows form.
    fn write_rows_message(&self, m: &mut String) {
        use DiagramError::*;
        match self {
            BadRowCount { rows, expected } => {
                push(m, "diagram has ");
                if *rows > 10 {
                    push(m, "more than 10");
                } else {
                    push_decimal(m, *rows as u64);
                }
                match expected {
                    Some(e) => {
                        push(m, " rows, the board has ");
                        push_decimal(m, (*e).into());
                        push(m, " ranks");
                    }
                    None => push(m, " rows, expected 8 (or 10 for Grand chess)"),
                }
            }
            RowTooLong {
                row,
                text,
                squares,
                width,
            } => {
                push(m, "diagram row ");
                push_decimal(m, *row as u64);
                push_all(m, &[" ('", text, "') has "]);
                push_decimal(m, *squares as u64);
                push(m, " squares, the board has ");
                push_decimal(m, (*width).into());
                push(m, " files");
            }
            UnknownPiece {
                letter,
                row,
                variant,
            } => {
                push(m, "unknown piece letter '");
                push_char(m, *letter);
                if *row == 0 {
                    push(m, "' in the draughts diagram");
                } else {
                    push(m, "' in diagram row ");
                    push_decimal(m, *row as u64);
                    push_all(
                        m,
                        &[": ", variant.name(), " diagrams use ", &variant.letters()],
                    );
                    if matches!(variant, Variant::Chess) && matches!(letter, 'm' | 'M') {
                        push(m, " (for Russian draughts give the variant \"russian\")");
                    }
                }
            }
            // The others are not about rows: `write_message` writes them.
            _ => {}
        }
    }

    /// The message of an error in the draughts form or on a draughts board.
    fn write_draughts_message(&self, m: &mut String) {
        use DiagramError::*;
        match self {
            LightSquare { square } => push_all(
                m,
                &[
                    "draughts piece on the light square ",
                    square.name(),
                    ": draughts use only dark squares",
                ],
            ),
            DuplicateSquare { square } => push_all(
                m,
                &[
                    "square ",
                    square.name(),
                    " is given twice in the draughts diagram",
                ],
            ),
            BadDraughts { token, reason } => {
                push_all(m, &["draughts diagram: '", token, "' ", reason])
            }
            WrongVariant { variant } => push_all(
                m,
                &[
                    "the ';'-separated draughts form is for Russian draughts, not ",
                    variant.name(),
                ],
            ),
            // The others are not about draughts: `write_message` writes them.
            _ => {}
        }
    }
}

impl DiagramError {
    /// The error's code (see [`crate::core::error`]): `unknown-variant` for a variant id no
    /// game has, `diagram-syntax` for the rest.
    pub fn code(&self) -> ErrorCode {
        match self {
            DiagramError::UnknownVariant { .. } => ErrorCode::UnknownVariant,
            DiagramError::Empty
            | DiagramError::TooManyTokens { .. }
            | DiagramError::BadRowCount { .. }
            | DiagramError::RowTooLong { .. }
            | DiagramError::UnknownPiece { .. }
            | DiagramError::LightSquare { .. }
            | DiagramError::DuplicateSquare { .. }
            | DiagramError::BadDraughts { .. }
            | DiagramError::WrongVariant { .. }
            | DiagramError::BadMark { .. }
            | DiagramError::BadOrientation { .. }
            | DiagramError::BadShadow { .. } => ErrorCode::DiagramSyntax,
        }
    }
}

impl std::error::Error for DiagramError {}
