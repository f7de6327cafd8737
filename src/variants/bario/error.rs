//! Bario's own errors: the positions its rules forbid, its FEN fields, a turn its reserve
//! cannot give. The shared error types carry them as a [`VariantError`], which keeps their
//! code and message.

use crate::core::color::Color;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::geometry::Square;
use crate::core::position::PositionError;
use std::fmt;

/// What Bario's rules refuse beyond the shared ones.
///
/// ```
/// use fenboard::variants::bario;
/// let game = fenboard::Variant::builtin("bario").unwrap();
/// let e = game.parse("uuuuuuu1/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU b 1 - 22212221 -").unwrap_err();
/// let reason = "but its first rank does not hold its eight undefined pieces, so it has already played and must have placed its king";
/// let expected = bario::Error::KingNotPlaced { color: fenboard::Color::Black, reason };
/// assert_eq!(e.to_string(), format!("invalid FEN: {expected}"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A side has no king although it can no longer place one.
    KingNotPlaced {
        /// The side.
        color: Color,
        /// Why it should have one.
        reason: &'static str,
    },
    /// A side's reserve does not match its undefined pieces on the board.
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
    /// The capture field does not name a piece of the side that just moved.
    BadCapture {
        /// The square the field names.
        square: Square,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// The FEN's reserve field is not eight digits (or eight comma-separated numbers).
    ReserveField(String),
    /// The FEN's capture field is not `-` or a square.
    CaptureField(String),
    /// A turn that identifies or defines a piece type its side has no more of in its
    /// reserve.
    NotInReserve {
        /// What was given.
        text: String,
        /// The missing piece type's name.
        name: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const IMPOSSIBLE: &str = "impossible position: ";
        match self {
            Error::KingNotPlaced { color, reason } => {
                write!(f, "{IMPOSSIBLE}{color} has no king, {reason}")
            }
            Error::ReserveMismatch {
                color,
                undefined,
                reserve,
                expected,
            } => write!(
                f,
                "{IMPOSSIBLE}{color} has {undefined} undefined pieces on the board and {reserve} \
                 pieces in its reserve; its reserve must hold {expected} (one per undefined piece, \
                 one fewer while its king is not placed, one more while a captured undefined \
                 piece awaits identification)"
            ),
            Error::BadCapture { square, reason } => {
                write!(f, "{IMPOSSIBLE}the capture field names {square}, {reason}")
            }
            Error::ReserveField(t) => write!(
                f,
                "the reserve field is '{t}', expected 8 digits (white R N B Q, then black R N B Q), \
                 or 8 numbers separated by commas"
            ),
            Error::CaptureField(t) => {
                write!(f, "the capture field is '{t}', expected '-' or a square")
            }
            Error::NotInReserve { text, name } => write!(
                f,
                "illegal move '{text}': there is no {name} left in the reserve to identify or define"
            ),
        }
    }
}

impl Error {
    /// The error's code (see [`crate::core::error`]): `impossible-position` for a position,
    /// `fen-syntax` for a FEN field (whose message follows `invalid FEN: `), `illegal-move`
    /// for a turn.
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::KingNotPlaced { .. }
            | Error::ReserveMismatch { .. }
            | Error::BadCapture { .. } => ErrorCode::ImpossiblePosition,
            Error::ReserveField(_) | Error::CaptureField(_) => ErrorCode::FenSyntax,
            Error::NotInReserve { .. } => ErrorCode::IllegalMove,
        }
    }
}

impl std::error::Error for Error {}

impl From<Error> for VariantError {
    fn from(e: Error) -> VariantError {
        VariantError::new(e.code(), e.to_string())
    }
}

impl From<Error> for PositionError {
    fn from(e: Error) -> PositionError {
        PositionError::Variant(e.into())
    }
}
