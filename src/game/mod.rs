//! The engine API, the same for every game: variants, start positions, legal moves, play,
//! status, perft, and [`Game`] with its history. The wasm layer only converts these.
//!
//! ```
//! use fenboard::game::{self, Variant};
//! let fen = game::start_fen("chess", 0, None).unwrap();
//! let moves = game::legal_moves("chess", &fen).unwrap();
//! assert_eq!(moves.len(), 20);
//! let after = game::play("chess", &fen, "e4").unwrap();
//! assert_eq!(after, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(game::status("chess", &after).unwrap().turn, fenboard::core::color::Color::Black);
//! assert!(game::legal_moves("shogi", &fen).unwrap_err().to_string().contains("unknown variant"));
//! # let _ = Variant::Chess;
//! ```

mod any;
mod display;
mod error;
mod history;
mod info;
mod piece;
mod playable;
mod variant;

pub use any::AnyPosition;
pub use error::Error;
pub use history::{Game, MAX_HISTORY};
pub(crate) use info::castle_squares;
pub use info::{MoveInfo, Status, Step, StepKind};
pub use piece::{AnyPiece, AnyRole};
pub use playable::Playable;
#[cfg(feature = "define")]
pub use variant::define_variant;
pub use variant::{variants, Variant, VariantInfo};

use crate::util::random;
use crate::variants::Randomness;
/// Deepest perft the API runs (beyond it the count would take years).
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A start FEN: `randomness` 0 (standard), 1 (random, mirrored) or 2 (random, independent);
/// the same seed gives the same position.
pub fn start_fen(variant: &str, randomness: u32, seed: Option<u64>) -> Result<String, Error> {
    let v = Variant::from_id(variant)?;
    let r = Randomness::from_level(randomness).ok_or(Error::Randomness)?;
    Ok(v.start_fen(r, seed.unwrap_or_else(random::clock_seed)))
}

/// A FEN of the game `variant` read: the first step of the calls below, one body for all.
#[inline(never)]
pub(crate) fn position(variant: &str, fen_text: &str) -> Result<AnyPosition, Error> {
    Variant::from_id(variant)?.parse(fen_text)
}

/// The legal moves of a position.
pub fn legal_moves(variant: &str, fen_text: &str) -> Result<Vec<MoveInfo>, Error> {
    Ok(position(variant, fen_text)?.legal_moves())
}

/// The FEN after a move (UCI, SAN, or for standard castling the king's move `e1g1`).
pub fn play(variant: &str, fen_text: &str, mv: &str) -> Result<String, Error> {
    let mut pos = position(variant, fen_text)?;
    pos.play(mv)?;
    Ok(pos.fen())
}

/// Turn, check and outcome of a position.
pub fn status(variant: &str, fen_text: &str) -> Result<Status, Error> {
    Ok(position(variant, fen_text)?.status())
}

/// Perft of a position.
pub fn perft(variant: &str, fen_text: &str, depth: u32) -> Result<u64, Error> {
    position(variant, fen_text)?.perft(depth)
}
