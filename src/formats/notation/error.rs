//! [`MoveError`]: why a text names no legal move.

use crate::core::error::{ErrorCode, VariantError};
use std::fmt;

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in any notation this game reads.
    Syntax(String),
    /// A well-formed move that is not legal here.
    Illegal(String),
    /// A move one game's own rules refuse for a reason of their own (Bario: a type its
    /// reserve lacks), with that game's message and code.
    Variant(VariantError),
    /// A pawn move to the promotion zone that does not say which piece the pawn becomes.
    PromotionRequired {
        /// What was given.
        text: String,
        /// The letters (lowercase) of the pieces it may become, in the game's order.
        pieces: Vec<char>,
        /// One of the moves it could be, in UCI (`a7a8q`).
        example: String,
    },
    /// SAN that fits several legal moves.
    Ambiguous {
        /// What was given.
        text: String,
        /// The moves it could mean.
        candidates: Vec<String>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(t) => write!(
                f,
                "'{t}' is not a move: expected UCI (e2e4, e7e8q, e1g1 for castling) or SAN (Nf3, exd5, O-O)"
            ),
            MoveError::Illegal(t) => write!(f, "illegal move '{t}' in this position"),
            MoveError::Variant(e) => fmt::Display::fmt(e, f),
            MoveError::PromotionRequired {
                text,
                pieces,
                example,
            } => {
                write!(f, "'{text}' must say which piece the pawn becomes: ")?;
                for (i, p) in pieces.iter().enumerate() {
                    let sep = match i {
                        0 => "",
                        _ if i + 1 == pieces.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{p}")?;
                }
                write!(f, " (as in {example})")
            }
            MoveError::Ambiguous { text, candidates } => write!(
                f,
                "ambiguous move '{text}': it could be {}",
                candidates.join(" or ")
            ),
        }
    }
}

impl MoveError {
    /// The error's code (see [`crate::core::error`]): `move-syntax`, `illegal-move`,
    /// `ambiguous-move`, `promotion-required`, or a game's own for [`MoveError::Variant`].
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax(_) => ErrorCode::MoveSyntax,
            MoveError::Illegal(_) => ErrorCode::IllegalMove,
            MoveError::Variant(e) => e.code(),
            MoveError::Ambiguous { .. } => ErrorCode::AmbiguousMove,
            MoveError::PromotionRequired { .. } => ErrorCode::PromotionRequired,
        }
    }
}

impl std::error::Error for MoveError {}
