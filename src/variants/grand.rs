//! Grand chess: 10x10, marshall (rook + knight) and cardinal (bishop + knight), pawns on the
//! third rank, promotion on the last three ranks and only to a captured piece, no castling.
//!
//! ```
//! use fenboard::variants::grand;
//! assert_eq!(grand::start().legal_moves().len(), 65);
//! ```

use super::{random_fen, Randomness, Rank, ALL_FILES, EVEN_FILES, ODD_FILES};
use crate::core::geometry::Geometry;
use crate::core::position::Position;
use crate::core::position::Rules;
use crate::core::role::Role::*;
use crate::core::rules::{FenDialect, Hooks, Promotion};
use crate::util::random::Rng;
use crate::util::text;

/// The standard start position (vchess FEN; empty rows written `10`).
pub const START_FEN: &str = "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -";

/// Grand chess.
pub static RULES: Rules = Rules {
    id: "grand",
    name: "Grand chess",
    start_fen: START_FEN,
    geometry: Geometry::GRAND,
    roles: &[Pawn, Knight, Bishop, Rook, Queen, King, Marshall, Cardinal],
    royals: &[King],
    castling: None,
    pawn_double_rank: 2,
    promotion: Promotion {
        roles: &[Queen, Marshall, Cardinal, Rook, Bishop, Knight],
        zone: 3,
        only_captured: true,
    },
    initial_counts: &[
        (Rook, 2),
        (Knight, 2),
        (Bishop, 2),
        (Queen, 1),
        (Marshall, 1),
        (Cardinal, 1),
    ],
    fen: FenDialect::Vchess,
    insufficient_material: false,
    fifty_moves: false,
    reserve: None,
    stand_in: None,
    hooks: Hooks::SHARED,
};

/// The start position.
pub fn start() -> Position {
    crate::formats::fen::start(&RULES)
}

/// The eight pieces of files b..i of the second rank, shuffled as vchess does: bishops on
/// opposite colours, then knights, queen, marshall, cardinal, and the king last. Returns 0
/// (its FEN names no castling file).
pub fn random_rank(rng: &mut Rng, rank: &mut Rank) -> u32 {
    rank.place_random(rng, Bishop, EVEN_FILES);
    rank.place_random(rng, Bishop, ODD_FILES);
    for role in [Knight, Knight, Queen, Marshall, Cardinal, King] {
        rank.place_random(rng, role, ALL_FILES);
    }
    0
}

/// A start FEN: the standard one or a shuffled one.
pub fn start_fen(randomness: Randomness, seed: u64) -> String {
    if randomness == Randomness::Standard {
        return text::owned(START_FEN);
    }
    // The shuffled pieces stand on files b..i, between two empty files.
    let around = [
        "r8r/1",
        "1/pppppppppp/10/10/10/10/PPPPPPPPPP/1",
        "1/R8R w 0 -",
    ];
    random_fen(randomness, seed, random_rank, around).0
}
