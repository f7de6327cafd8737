//! The board and the shared chess-family rules: squares, colours, pieces, bitboards, moves,
//! a game's rules as a table, the position, and what its move generator answers.
//!
//! From the bottom up: [`error`] (the error codes), [`geometry`], [`color`], [`castling`]
//! (castling rights by colour and wing), [`role`], [`bitboard`], [`board`], [`moves`],
//! [`reserve`] (pieces held off the board),
//! [`rules`] (a game as a table plus hooks, generic over the position type so that it names
//! none), [`position_error`], [`position`] (the state and how a move changes it), [`validate`] (whether
//! it can occur), [`outcome`] (how a game ends), `movegen`
//! (the bitboard generator), [`legal`] (attacks, check, legal moves, the outcome) and
//! [`perft`].

pub mod bitboard;
pub mod board;
pub mod castling;
pub mod color;
pub mod error;
pub mod geometry;
pub mod legal;
pub(crate) mod movegen;
pub mod moves;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod position_error;
pub mod reserve;
pub mod role;
pub mod rules;
pub mod validate;
