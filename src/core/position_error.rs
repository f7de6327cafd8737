//! Why a position is impossible in its game.

use crate::core::color::Color;
use crate::core::error::{ErrorCode, VariantError};
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
    /// A position one game's own rules forbid (Bario: its reserve, its capture field, a
    /// king not placed in time), with that game's message and code.
    Variant(VariantError),
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
            PositionError::Variant(e) => e.write_message(out),
        }
    }
}

impl PositionError {
    /// The error's code: `impossible-position` (see [`crate::core::error`]), or a game's
    /// own for [`PositionError::Variant`].
    pub fn code(&self) -> ErrorCode {
        match self {
            PositionError::Variant(e) => e.code(),
            _ => ErrorCode::ImpossiblePosition,
        }
    }
}

impl std::error::Error for PositionError {}
