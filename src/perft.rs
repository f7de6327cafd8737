//! Perft: the number of leaf nodes of the legal move tree, the standard test of a move
//! generator.
//!
//! ```
//! use fenboard::{perft::perft, variants::chess};
//! assert_eq!(perft(&chess::start(), 3), 8_902);
//! ```

use crate::position::Position;

/// Counts the leaves `depth` plies (whole turns, in Bario) below `pos`, counting the last
/// ply in bulk.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            perft(&child, depth - 1)
        })
        .sum()
}

/// Perft of each legal move (UCI, count), for finding where two generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (
                crate::notation::uci(pos, m),
                perft(&child, depth.saturating_sub(1)),
            )
        })
        .collect()
}
