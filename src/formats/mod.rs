//! Reading and writing positions and moves: FEN, SAN and UCI.

pub mod fen;
pub mod notation;
