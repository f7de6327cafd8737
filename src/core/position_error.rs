//! Why a position is impossible in its game.

use crate::core::color::Color;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::core::role::Role;
use crate::util::text::{push, push_all, push_char, push_decimal, Message};

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has the wrong number of kings.
    Kings {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// A royal piece the game requires is missing (Coregal's queen).
    MissingRoyal {
        /// The side.
        color: Color,
        /// The missing role.
        role: Role,
    },
    /// A pawn on a rank where it can never stand.
    PawnOnBackRank(Square),
    /// The side that is not to move is in check.
    OppositeCheck {
        /// The attacked royal piece.
        square: Square,
    },
    /// The en passant square does not fit the position.
    BadEnPassant(Square),
    /// A castling right whose king or rook is not in place.
    BadCastling(String),
    /// A piece that this game does not use.
    ForeignPiece {
        /// Where it stands.
        square: Square,
        /// Its FEN letter.
        letter: char,
    },
    /// Bario: a side has no king although it can no longer place one.
    KingNotPlaced {
        /// The side.
        color: Color,
        /// Why it should have one.
        reason: &'static str,
    },
    /// Bario: a side's reserve does not match its undefined pieces on the board.
    ReserveMismatch {
        /// The side.
        color: Color,
        /// Its undefined pieces on the board.
        undefined: usize,
        /// Pieces in its reserve.
        reserve: usize,
        /// Pieces its reserve must hold.
        expected: usize,
    },
    /// Bario: the capture field does not name a piece of the side that just moved.
    BadCapture {
        /// The square the field names.
        square: Square,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Anything else specific to a game.
    Invalid(String),
}

crate::util::text::display_by_message!(PositionError);

impl Message for PositionError {
    fn write_message(&self, out: &mut String) {
        const IMPOSSIBLE: &str = "impossible position: ";
        match self {
            PositionError::Kings { color, count } => {
                push_all(out, &[IMPOSSIBLE, color.name(), " has "]);
                push_decimal(out, *count as u64);
                push(out, " kings, it must have exactly one");
            }
            PositionError::MissingRoyal { color, role } => push_all(
                out,
                &[
                    IMPOSSIBLE,
                    color.name(),
                    " has no ",
                    role.name(),
                    ", this game needs at least one",
                ],
            ),
            PositionError::PawnOnBackRank(sq) => push_all(
                out,
                &[
                    IMPOSSIBLE,
                    "a pawn stands on ",
                    sq.name(),
                    ", on its first or last rank",
                ],
            ),
            PositionError::OppositeCheck { square } => push_all(
                out,
                &[
                    IMPOSSIBLE,
                    "the side not to move is in check (its royal piece on ",
                    square.name(),
                    " is attacked)",
                ],
            ),
            PositionError::BadEnPassant(sq) => push_all(
                out,
                &[
                    IMPOSSIBLE,
                    "en passant square ",
                    sq.name(),
                    " does not follow a pawn's double step",
                ],
            ),
            PositionError::BadCastling(s) => push_all(out, &["impossible castling rights: ", s]),
            PositionError::ForeignPiece { square, letter } => {
                push(out, "piece '");
                push_char(out, *letter);
                push_all(
                    out,
                    &["' on ", square.name(), " does not belong to this game"],
                );
            }
            PositionError::KingNotPlaced { color, reason } => {
                push_all(out, &[IMPOSSIBLE, color.name(), " has no king, ", reason])
            }
            PositionError::ReserveMismatch {
                color,
                undefined,
                reserve,
                expected,
            } => {
                push_all(out, &[IMPOSSIBLE, color.name(), " has "]);
                push_decimal(out, *undefined as u64);
                push(out, " undefined pieces on the board and ");
                push_decimal(out, *reserve as u64);
                push(out, " pieces in its reserve; its reserve must hold ");
                push_decimal(out, *expected as u64);
                push(
                    out,
                    " (one per undefined piece, one fewer while its king is not placed, \
                     one more while a captured undefined piece awaits identification)",
                );
            }
            PositionError::BadCapture { square, reason } => push_all(
                out,
                &[
                    IMPOSSIBLE,
                    "the capture field names ",
                    square.name(),
                    ", ",
                    reason,
                ],
            ),
            PositionError::Invalid(s) => push_all(out, &[IMPOSSIBLE, s]),
        }
    }
}

impl PositionError {
    /// The error's code: always `impossible-position` (see [`crate::core::error`]).
    pub fn code(&self) -> ErrorCode {
        ErrorCode::ImpossiblePosition
    }
}

impl std::error::Error for PositionError {}
