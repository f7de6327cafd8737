//! [`Error`]: what the API refuses, with a message and a stable code.

use crate::core::error::{ErrorCode, VariantError};
use crate::core::outcome::OutcomeReason;
use crate::definition::DefinitionError;
use crate::formats::fen::FenError;
use crate::formats::notation::MoveError;
use crate::variants::russian;
use std::fmt;

use super::MAX_PERFT_DEPTH;

/// Anything the engine API can refuse. Each error has a message ([`std::fmt::Display`]) and a
/// stable code ([`Error::code`]; the table of codes is in [`crate::core::error`]).
///
/// ```
/// use fenboard::core::error::ErrorCode;
/// use fenboard::game::{self, Error};
/// let e = game::start_fen("chess", 3, None).unwrap_err();
/// assert_eq!(e, Error::Randomness);
/// assert_eq!(e.code(), ErrorCode::BadOption);
/// assert_eq!(e.to_string(), "randomness must be 0, 1 or 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// No game has this id: the id, and the ids there are.
    UnknownVariant(String, Vec<String>),
    /// The FEN cannot be read or the position is impossible.
    Fen(FenError),
    /// The draughts FEN cannot be read or the position is impossible.
    DraughtsFen(russian::FenError),
    /// The move cannot be played.
    Move(MoveError),
    /// The draughts move cannot be played.
    DraughtsMove(russian::MoveError),
    /// A randomness level other than 0, 1 or 2.
    Randomness,
    /// A perft depth above [`MAX_PERFT_DEPTH`].
    PerftDepth(u32),
    /// A game definition that cannot be played.
    Definition(DefinitionError),
    /// A game's own refusal, with its code and message.
    Variant(VariantError),
    /// A move played after the game's end (no move for the side to move, a draw by
    /// material, the move rule, repetition or counting, a rule's win): the game is over, for
    /// this reason (`None` in a position that gives none).
    GameOver(Option<OutcomeReason>),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownVariant(v, ids) => {
                write!(
                    f,
                    "unknown variant '{v}': expected one of {}",
                    ids.join(", ")
                )
            }
            Error::Fen(e) => fmt::Display::fmt(e, f),
            Error::DraughtsFen(e) => fmt::Display::fmt(e, f),
            Error::Move(e) => fmt::Display::fmt(e, f),
            Error::DraughtsMove(e) => fmt::Display::fmt(e, f),
            Error::Randomness => f.write_str("randomness must be 0, 1 or 2"),
            Error::PerftDepth(depth) => write!(
                f,
                "perft depth {depth} is too deep (at most {MAX_PERFT_DEPTH})"
            ),
            Error::Definition(e) => fmt::Display::fmt(e, f),
            Error::Variant(e) => fmt::Display::fmt(e, f),
            Error::GameOver(Some(reason)) => {
                write!(f, "the game is over ({reason}): no move can be played")
            }
            Error::GameOver(None) => {
                f.write_str("the game is over: the side to move has no legal move")
            }
        }
    }
}

impl Error {
    /// The error's code, for programs (see [`crate::core::error`]).
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::UnknownVariant(..) => ErrorCode::UnknownVariant,
            Error::Fen(e) => e.code(),
            Error::DraughtsFen(e) => e.code(),
            Error::Move(e) => e.code(),
            Error::DraughtsMove(e) => e.code(),
            Error::Randomness | Error::PerftDepth(_) => ErrorCode::BadOption,
            Error::Definition(e) => e.code(),
            Error::Variant(e) => e.code(),
            Error::GameOver(_) => ErrorCode::GameOver,
        }
    }
}

impl std::error::Error for Error {}

impl From<FenError> for Error {
    fn from(e: FenError) -> Error {
        Error::Fen(e)
    }
}
impl From<MoveError> for Error {
    fn from(e: MoveError) -> Error {
        Error::Move(e)
    }
}
impl From<russian::FenError> for Error {
    fn from(e: russian::FenError) -> Error {
        Error::DraughtsFen(e)
    }
}
impl From<russian::MoveError> for Error {
    fn from(e: russian::MoveError) -> Error {
        Error::DraughtsMove(e)
    }
}
impl From<DefinitionError> for Error {
    fn from(e: DefinitionError) -> Error {
        Error::Definition(e)
    }
}
