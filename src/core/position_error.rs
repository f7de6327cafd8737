//! Why a position is impossible in its game.

use crate::core::color::Color;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::geometry::Square;
use std::fmt;

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has the wrong number of pieces of a royal kind.
    Royals {
        /// The side.
        color: Color,
        /// The kind's name.
        name: String,
        /// How many it has.
        count: usize,
        /// How many it must have.
        expected: usize,
        /// Whether it may have more (pawns may become this kind).
        at_least: bool,
    },
    /// A pawn on a rank where it can never stand.
    PawnOnBackRank {
        /// Where.
        square: Square,
        /// The kind's name.
        name: String,
    },
    /// The side that is not to move is in check.
    OppositeCheck {
        /// The attacked royal piece.
        square: Square,
    },
    /// The en passant square does not follow a pawn's double step.
    BadEnPassant(Square),
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

/// A count in words for the messages: `no`, `one`, `two`, or the number.
fn count_words(n: usize) -> String {
    match n {
        0 => "no".into(),
        1 => "one".into(),
        2 => "two".into(),
        n => n.to_string(),
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const IMPOSSIBLE: &str = "impossible position: ";
        match self {
            PositionError::Royals {
                color,
                name,
                count,
                expected,
                at_least,
            } => {
                let plural = if *count == 1 { "" } else { "s" };
                let has = if *count == 0 && *at_least {
                    format!("no {name}")
                } else {
                    format!("{count} {name}{plural}")
                };
                let need = if *at_least {
                    format!("this game needs at least {}", count_words(*expected))
                } else {
                    format!("it must have exactly {}", count_words(*expected))
                };
                write!(f, "{IMPOSSIBLE}{color} has {has}, {need}")
            }
            PositionError::PawnOnBackRank { square, name } => write!(
                f,
                "{IMPOSSIBLE}a {name} stands on {square}, on its first or last rank"
            ),
            PositionError::OppositeCheck { square } => write!(
                f,
                "{IMPOSSIBLE}the side not to move is in check (its royal piece on {square} is attacked)"
            ),
            PositionError::BadEnPassant(sq) => write!(
                f,
                "{IMPOSSIBLE}en passant square {sq} does not follow a pawn's double step"
            ),
            PositionError::ForeignPiece { square, letter } => {
                write!(f, "piece '{letter}' on {square} does not belong to this game")
            }
            PositionError::Variant(e) => fmt::Display::fmt(e, f),
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
