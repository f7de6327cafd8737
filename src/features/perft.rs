//! Perft with a breakdown by root move, to find where two move generators disagree, and perft
//! within a budget of leaves. The count itself is each game's own ([`crate::core::perft`] for
//! the chess family).
//!
//! ```
//! use fenboard::features::perft::{divide, perft_within};
//! use fenboard::Variant;
//! let chess = Variant::builtin("chess").unwrap();
//! let split = divide(chess.start_position().chess().unwrap(), 2);
//! assert_eq!(split.len(), 20);
//! assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 400);
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! assert_eq!(perft_within(&chess, start, 3, 10_000), Ok(8_902));
//! assert!(perft_within(&chess, start, 4, 10_000).is_err()); // 197,281 leaves
//! ```

pub use crate::core::perft::perft;
use crate::core::position::Position;
use crate::features::error::Error;
use crate::game::{AnyPosition, Playable, Variant, MAX_PERFT_DEPTH};

/// Plies counted by the game's own perft between two checks of the budget: a subtree this
/// deep is cheap (one move generation per position above its leaves), so the budget is
/// overrun by little work, and the plies above it are few enough to walk generically.
const BULK_PLIES: u32 = 2;

/// Perft of each legal move (UCI, count), for finding where two generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (
                crate::formats::notation::uci(pos, m),
                perft(&child, depth.saturating_sub(1)),
            )
        })
        .collect()
}

/// Perft of a position of `variant` given by FEN if the tree has at most `nodes` leaves, else
/// [`Error::PerftBudget`] (code `bad-option`), given as soon as the leaves counted pass the
/// budget: the cost of a call is bounded by its budget, whatever the depth.
pub fn perft_within(variant: &Variant, fen: &str, depth: u32, nodes: u64) -> Result<u64, Error> {
    let pos = variant.parse(fen)?;
    if depth > MAX_PERFT_DEPTH {
        return Err(crate::game::Error::PerftDepth(depth).into());
    }
    let count = match &pos {
        AnyPosition::Chess(p, _) => within(p, depth, nodes),
        AnyPosition::Draughts(p) => within(p, depth, nodes),
    };
    count.ok_or(Error::PerftBudget { depth, nodes })
}

/// The leaves `depth` plies below `pos`, or `None` as soon as they are more than `budget`.
fn within<P: Playable>(pos: &P, depth: u32, budget: u64) -> Option<u64> {
    if depth <= BULK_PLIES {
        let n = pos.perft(depth);
        return (n <= budget).then_some(n);
    }
    let mut total = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(&m);
        total += within(&child, depth - 1, budget - total)?;
    }
    Some(total)
}
