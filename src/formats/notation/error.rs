//! [`MoveError`]: why a text names no legal move.

use crate::core::error::{ErrorCode, VariantError};
use crate::util::text::{push_all, push_joined, Message};

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
    /// SAN that fits several legal moves.
    Ambiguous {
        /// What was given.
        text: String,
        /// The moves it could mean.
        candidates: Vec<String>,
    },
}

crate::util::text::display_by_message!(MoveError);

impl Message for MoveError {
    fn write_message(&self, out: &mut String) {
        match self {
            MoveError::Syntax(t) => push_all(
                out,
                &[
                    "'",
                    t,
                    "' is not a move: expected UCI (e2e4, e7e8q, e1h1 for castling) or SAN (Nf3, exd5, O-O)",
                ],
            ),
            MoveError::Illegal(t) => push_all(out, &["illegal move '", t, "' in this position"]),
            MoveError::Variant(e) => e.write_message(out),
            MoveError::Ambiguous { text, candidates } => {
                push_all(out, &["ambiguous move '", text, "': it could be "]);
                push_joined(out, candidates, " or ");
            }
        }
    }
}

impl MoveError {
    /// The error's code (see [`crate::core::error`]): `move-syntax`, `illegal-move`,
    /// `ambiguous-move`, or a game's own for [`MoveError::Variant`].
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax(_) => ErrorCode::MoveSyntax,
            MoveError::Illegal(_) => ErrorCode::IllegalMove,
            MoveError::Variant(e) => e.code(),
            MoveError::Ambiguous { .. } => ErrorCode::AmbiguousMove,
        }
    }
}

impl std::error::Error for MoveError {}
