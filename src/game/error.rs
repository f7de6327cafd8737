//! [`Error`]: what the API refuses, with a message and a stable code.

use crate::core::error::ErrorCode;
use crate::formats::fen::FenError;
use crate::formats::notation::MoveError;
use crate::util::text::{push, push_all, push_char, push_decimal, Message};
use crate::variants::russian;

use super::{Variant, MAX_PERFT_DEPTH};

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
    /// No game has this id.
    UnknownVariant(String),
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
    /// A FEN or a move of a game defined by data that cannot be read or played.
    #[cfg(feature = "define")]
    Defined(crate::core::error::VariantError),
    /// A game definition that cannot be played.
    #[cfg(feature = "define")]
    Definition(crate::variants::defined::DefinitionError),
}

crate::util::text::display_by_message!(Error);

impl Message for Error {
    fn write_message(&self, out: &mut String) {
        match self {
            Error::UnknownVariant(v) => {
                push_all(out, &["unknown variant '", v, "': expected one of "]);
                for (i, variant) in Variant::ALL.iter().enumerate() {
                    if i > 0 {
                        push(out, ", ");
                    }
                    push(out, variant.id());
                }
            }
            Error::Fen(e) => e.write_message(out),
            Error::DraughtsFen(e) => e.write_message(out),
            Error::Move(e) => e.write_message(out),
            Error::DraughtsMove(e) => e.write_message(out),
            Error::Randomness => push(out, "randomness must be 0, 1 or 2"),
            Error::PerftDepth(depth) => {
                push(out, "perft depth ");
                push_decimal(out, (*depth).into());
                push(out, " is too deep (at most ");
                push_decimal(out, MAX_PERFT_DEPTH.into());
                push_char(out, ')');
            }
            #[cfg(feature = "define")]
            Error::Defined(e) => e.write_message(out),
            #[cfg(feature = "define")]
            Error::Definition(e) => e.write_message(out),
        }
    }
}

impl Error {
    /// The error's code, for programs (see [`crate::core::error`]).
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::UnknownVariant(_) => ErrorCode::UnknownVariant,
            Error::Fen(e) => e.code(),
            Error::DraughtsFen(e) => e.code(),
            Error::Move(e) => e.code(),
            Error::DraughtsMove(e) => e.code(),
            Error::Randomness | Error::PerftDepth(_) => ErrorCode::BadOption,
            #[cfg(feature = "define")]
            Error::Defined(e) => e.code(),
            #[cfg(feature = "define")]
            Error::Definition(e) => e.code(),
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
