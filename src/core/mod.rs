//! The chess-family engine: one for every chess-family game, driven by the game's compiled
//! description ([`rules::Rules`]), as Fairy-Stockfish's engine is by its `Variant` struct.
//!
//! From the bottom up: [`error`] (the error codes), [`geometry`] (squares and board sizes),
//! [`color`], [`role`] (kinds of pieces and their movement, as data), [`castling`] (castling
//! rights by colour and wing), [`bitboard`] (sets of squares in the width a board needs, and
//! the attack tables built from the pieces' movement), [`board`], [`moves`], [`reserve`]
//! (pieces held off the board: Bario's reserve, the hands), [`drops`] (hands and drops as
//! data), [`rules`] (a game, compiled: data plus the few hooks a game may need),
//! [`position_error`], [`position`] (the state and how a move changes it), [`hand_rules`]
//! (gating, drops before any move, bishops on both colours), [`first_moves`] (moves a piece
//! makes only as its first: Cambodian chess), [`promotion_moves`] (promotion as a move of
//! its own: sittuyin),
//! [`validate`] (whether it can occur), [`walling`] (the walls a move places: amazons, duck
//! chess), [`outcome`] (how a game ends), [`chasing`] (xiangqi's rule on chasing, read off
//! the boards of a repetition), [`move_repetition`] (janggi's modern rule on a piece moved
//! back and forth), `movegen` (the
//! bitboard generator), [`legal`] (attacks, check, legal moves, the outcome by the game's
//! rules), [`mates`] (the pieces giving check, and which mates win: shatar's), [`zobrist`]
//! (position keys, for repetition), [`shuffle`] (random starts) and
//! [`perft`].

pub mod bitboard;
pub mod board;
pub mod castling;
pub mod chasing;
pub mod color;
pub mod drops;
pub mod error;
pub mod first_moves;
pub mod geometry;
pub mod hand_rules;
pub mod legal;
pub mod mates;
pub mod move_repetition;
pub(crate) mod movegen;
pub mod moves;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod position_error;
pub mod promotion_moves;
pub mod reserve;
pub mod role;
pub mod rules;
pub mod shuffle;
pub mod validate;
pub mod walling;
pub mod zobrist;
