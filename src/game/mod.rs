//! The engine API, the same for every game: games as values ([`Variant`]), start positions,
//! legal moves, play, status, perft, and [`Game`] with its history. The wasm layer only
//! converts these.
//!
//! The functions that take a game's id (`legal_moves("chess", fen)`) know the built-in games;
//! a game defined by data is a [`Variant`] value ([`Variant::from_json`]).
//!
//! ```
//! use fenboard::game;
//! let fen = game::start_fen("chess", 0, None).unwrap();
//! let moves = game::legal_moves("chess", &fen).unwrap();
//! assert_eq!(moves.len(), 20);
//! let after = game::play("chess", &fen, "e4").unwrap();
//! assert_eq!(after, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(game::status("chess", &after).unwrap().turn, fenboard::core::color::Color::Black);
//! assert!(game::legal_moves("shogi", &fen).unwrap_err().to_string().contains("unknown variant"));
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
pub use info::{MoveInfo, Status, Step, StepKind};
pub use piece::{AnyPiece, AnyRole};
pub use playable::Playable;
pub use variant::{variants, Randomness, Variant, VariantInfo};

use crate::util::random;
/// Deepest perft the API runs (beyond it the count would take years).
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A start FEN of a built-in game: `randomness` 0 (standard), 1 (random, mirrored) or 2
/// (random, independent); the same seed gives the same position.
pub fn start_fen(variant: &str, randomness: u32, seed: Option<u64>) -> Result<String, Error> {
    let v = Variant::builtin(variant)?;
    let r = Randomness::from_level(randomness).ok_or(Error::Randomness)?;
    Ok(v.start_fen(r, seed.unwrap_or_else(random::clock_seed)))
}

/// A FEN of the built-in game `variant` read: the first step of the calls below.
pub(crate) fn position(variant: &str, fen_text: &str) -> Result<AnyPosition, Error> {
    Variant::builtin(variant)?.parse(fen_text)
}

/// The legal moves of a position of a built-in game.
pub fn legal_moves(variant: &str, fen_text: &str) -> Result<Vec<MoveInfo>, Error> {
    Ok(position(variant, fen_text)?.legal_moves())
}

/// The FEN after a move (UCI, SAN, or for castling either UCI form).
pub fn play(variant: &str, fen_text: &str, mv: &str) -> Result<String, Error> {
    let mut pos = position(variant, fen_text)?;
    pos.play(mv)?;
    Ok(pos.fen())
}

/// Turn, check and outcome of a position of a built-in game.
pub fn status(variant: &str, fen_text: &str) -> Result<Status, Error> {
    Ok(position(variant, fen_text)?.status())
}

/// Perft of a position of a built-in game.
pub fn perft(variant: &str, fen_text: &str, depth: u32) -> Result<u64, Error> {
    position(variant, fen_text)?.perft(depth)
}
