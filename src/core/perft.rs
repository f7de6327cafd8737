//! Perft: the number of leaf nodes of the legal move tree, the standard test of a move
//! generator.
//!
//! ```
//! use fenboard::core::perft::perft;
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! assert_eq!(perft(chess.start_position().chess().unwrap(), 3), 8_902);
//! ```

use crate::core::moves::Move;
use crate::core::position::Position;

/// Counts the leaves `depth` plies (whole turns, in Bario) below `pos`, counting the last
/// ply in bulk.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // One move list per ply, reused: no allocation per node.
    let mut lists: Vec<Vec<Move>> = (1..depth).map(|_| Vec::with_capacity(128)).collect();
    perft_with(pos, depth, &mut lists)
}

fn perft_with(pos: &Position, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
    if depth == 1 {
        return pos.count_legal_moves() as u64;
    }
    let (moves, deeper) = lists
        .split_first_mut()
        .expect("one list per ply above the last");
    moves.clear();
    pos.legal_moves_into(moves);
    let mut nodes = 0;
    for m in moves.iter() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += perft_with(&child, depth - 1, deeper);
    }
    nodes
}
