//! Perft with a breakdown by root move, to find where two move generators disagree. The
//! count itself is [`crate::core::perft`]'s.
//!
//! ```
//! use fenboard::{features::perft::divide, variants::chess};
//! let split = divide(&chess::start(), 2);
//! assert_eq!(split.len(), 20);
//! assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 400);
//! ```

pub use crate::core::perft::perft;
use crate::core::position::Position;

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
