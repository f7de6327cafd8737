//! Orthodox chess (FIDE rules), with Chess960 castling for random starts.
//!
//! ```
//! use fenboard::variants::{chess, Randomness};
//! assert_eq!(chess::start().legal_moves().len(), 20);
//! let fen = chess::start_fen(Randomness::Mirrored, 7);
//! assert_eq!(fen, chess::start_fen(Randomness::Mirrored, 7));
//! ```

use super::{random_fen, Randomness, Rank, ALL_FILES, EVEN_FILES, ODD_FILES};
use crate::core::geometry::Geometry;
use crate::core::position::Position;
use crate::core::position::Rules;
use crate::core::role::Role::*;
use crate::core::rules::{CastleTable, FenDialect, Hooks, Promotion};
use crate::util::random::Rng;
use crate::util::text;

/// The standard start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Where the king and rook land when castling: `c`/`d` on the a-side, `g`/`f` on the other.
pub const KING_CASTLING: CastleTable =
    CastleTable::new(&[King], [[(2, 3), (6, 5)], [(2, 3), (6, 5)]]);

/// Orthodox chess.
pub static RULES: Rules = Rules {
    id: "chess",
    name: "Chess",
    start_fen: START_FEN,
    geometry: Geometry::CHESS,
    roles: &[Pawn, Knight, Bishop, Rook, Queen, King],
    royals: &[King],
    castling: Some(KING_CASTLING),
    pawn_double_rank: 1,
    promotion: Promotion::ORTHODOX,
    initial_counts: &[],
    fen: FenDialect::StandardOrVchess,
    insufficient_material: true,
    fifty_moves: true,
    reserve: None,
    stand_in: None,
    hooks: Hooks::SHARED,
};

/// The start position.
pub fn start() -> Position {
    crate::formats::fen::start(&RULES)
}

/// A Chess960 back rank: bishops on opposite colours, knights, queen, then rook, king,
/// rook on the three files left. Returns 0 (its FEN names no castling file).
pub fn chess960_rank(rng: &mut Rng, rank: &mut Rank) -> u32 {
    rank.place_random(rng, Bishop, EVEN_FILES);
    rank.place_random(rng, Bishop, ODD_FILES);
    rank.place_random(rng, Knight, ALL_FILES);
    rank.place_random(rng, Knight, ALL_FILES);
    rank.place_random(rng, Queen, ALL_FILES);
    for role in [Rook, King, Rook] {
        rank.place_first(role);
    }
    0
}

/// A start FEN: the standard one, or a Chess960 one (X-FEN `KQkq` castling).
pub fn start_fen(randomness: Randomness, seed: u64) -> String {
    if randomness == Randomness::Standard {
        return text::owned(START_FEN);
    }
    let around = ["", "/pppppppp/8/8/8/8/PPPPPPPP/", " w KQkq - 0 1"];
    random_fen(randomness, seed, chess960_rank, around).0
}
