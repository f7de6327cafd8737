//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for orthodox chess, Coregal, Grand chess, Bario and Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG.
//! The core is plain Rust; the `wasm` module (only on `wasm32`) exposes it to JavaScript.
//!
//! Layout, from the bottom up: [`geometry`], [`color`], [`role`] (pieces as data),
//! [`board`], [`moves`], [`rules`] (a game as a table plus hooks), [`position`] (the shared
//! chess-family rules), [`fen`], [`notation`] (SAN, UCI), [`perft`], [`variants`] (one file
//! per game), [`engine`] (the API every game shares, with [`engine::Game`]), [`wire`] (how moves
//! and statuses cross to JavaScript) and [`diagram`] (rules-page diagrams to SVG).

pub mod bitboard;
pub mod board;
pub mod color;
pub mod diagram;
pub mod engine;
pub mod explain;
pub mod fen;
pub mod geometry;
pub mod heap;
pub mod json;
pub(crate) mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod position;
pub mod random;
pub mod role;
pub mod rules;
pub mod search;
pub(crate) mod sort;
pub(crate) mod text;
pub mod variants;
pub mod wire;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
