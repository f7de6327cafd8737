//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for orthodox chess, Coregal, Grand chess, Bario and Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG.
//! The core is plain Rust; the `wasm` module (only on `wasm32`) exposes it to JavaScript.

pub mod board;
pub mod color;
pub mod engine;
pub mod fen;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod position;
pub mod random;
pub mod role;
pub mod rules;
pub mod variants;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
