//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for orthodox chess, Coregal, Grand chess, Bario and Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG.
//! The core is plain Rust; the `wasm` module (only on `wasm32`) exposes it to JavaScript.

pub mod color;
pub mod geometry;
pub mod role;
pub mod variants;
