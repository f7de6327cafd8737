//! Orthodox chess (FIDE rules), with Chess960 castling for random starts.
//!
//! ```
//! use fenboard::variants::{chess, Randomness};
//! assert_eq!(chess::start().legal_moves().len(), 20);
//! let fen = chess::start_fen(Randomness::Mirrored, 7);
//! assert_eq!(fen, chess::start_fen(Randomness::Mirrored, 7));
//! ```

use super::{place_random, push_rank, two_ranks, Randomness};
use crate::geometry::Geometry;
use crate::position::Position;
use crate::random::Rng;
use crate::role::Role::{self, *};
use crate::rules::{CastleTable, FenDialect, Hooks, Promotion, Rules};
use crate::text;

/// The standard start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Where the king and rook land when castling: `c`/`d` on the a-side, `g`/`f` on the other.
pub const KING_CASTLING: CastleTable = CastleTable {
    royals: &[King],
    land: [[(2, 3), (6, 5)], [(2, 3), (6, 5)]],
};

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
    promotion: Promotion {
        roles: &[Queen, Rook, Bishop, Knight],
        zone: 1,
        only_captured: false,
    },
    initial_counts: &[],
    fen: FenDialect::StandardOrVchess,
    insufficient_material: true,
    fifty_moves: true,
    reserve: None,
    hooks: Hooks::SHARED,
};

/// The start position.
pub fn start() -> Position {
    RULES.start()
}

/// A Chess960 back rank: bishops on opposite colours, knights, queen, then rook, king,
/// rook on the three files left.
pub fn chess960_rank(rng: &mut Rng) -> Vec<Option<Role>> {
    let mut rank = vec![None; 8];
    place_random(&mut rank, rng, Bishop, |f| f % 2 == 0);
    place_random(&mut rank, rng, Bishop, |f| f % 2 == 1);
    place_random(&mut rank, rng, Knight, |_| true);
    place_random(&mut rank, rng, Knight, |_| true);
    place_random(&mut rank, rng, Queen, |_| true);
    let mut rest = [Rook, King, Rook].into_iter();
    for sq in rank.iter_mut().filter(|s| s.is_none()) {
        *sq = rest.next();
    }
    rank
}

/// A start FEN: the standard one, or a Chess960 one (X-FEN `KQkq` castling).
pub fn start_fen(randomness: Randomness, seed: u64) -> String {
    if randomness == Randomness::Standard {
        return START_FEN.to_string();
    }
    let (w, b) = two_ranks(randomness, seed, chess960_rank);
    let mut fen = String::with_capacity(START_FEN.len());
    push_rank(&mut fen, &b, false);
    text::push(&mut fen, "/pppppppp/8/8/8/8/PPPPPPPP/");
    push_rank(&mut fen, &w, true);
    text::push(&mut fen, " w KQkq - 0 1");
    fen
}
