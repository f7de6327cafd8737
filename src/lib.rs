//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for orthodox chess, Coregal, Grand chess, Bario and Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG.
//! The core is plain Rust; the [`wasm`] layer exposes it to JavaScript.
//!
//! The modules are layered; each imports only from the layers before it:
//!
//! | layer | what it holds |
//! | --- | --- |
//! | [`util`] | text helpers, a small seeded random generator |
//! | [`core`] | squares and board sizes, colours and pieces, bitboards, the board, moves, a game's rules as a table, the shared chess-family position and its move generator |
//! | [`formats`] | FEN, SAN and UCI |
//! | [`variants`] | each game: its rules table and its own code |
//! | [`game`] | the API every game shares: [`game::Game`], legal moves, play, status |
//! | [`features`] | rules-page diagrams, explanations of illegal moves, the search, perft |
//! | [`wasm`] | the JavaScript layer: exports, the byte transport, the JSON writer |

pub mod core;
pub mod features;
pub mod formats;
pub mod game;
pub mod util;
pub mod variants;
pub mod wasm;
