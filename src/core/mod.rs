//! The board and the shared chess-family rules: squares, colours, pieces, bitboards, moves,
//! a game's rules as a table, the position and its move generator.

pub mod bitboard;
pub mod board;
pub mod color;
pub mod geometry;
pub(crate) mod movegen;
pub mod moves;
pub mod position;
pub mod role;
pub mod rules;
