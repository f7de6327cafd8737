//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for every chess-family game a JSON definition describes (orthodox
//! chess, Coregal, Grand chess and Bario are built in, as such definitions) and for Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG. The core is
//! plain Rust; the `wasm` layer exposes it to JavaScript.
//!
//! # Using it
//!
//! A game is a [`Variant`] value: a built-in one by its id ([`Variant::builtin`]), or one of
//! your own from its JSON definition ([`Variant::from_json`]). It reads a FEN into an
//! [`AnyPosition`], which lists its legal moves as [`MoveInfo`]s, plays a move given in UCI or
//! SAN, and says where it stands ([`Status`]); a [`Game`] keeps the history, for undo and
//! repetition. What the API refuses is an [`Error`], with a message and an [`ErrorCode`].
//!
//! ```
//! use fenboard::{Color, ErrorCode, Game, OutcomeReason, Square, Variant};
//!
//! // A position: the game, then its FEN.
//! let chess = Variant::builtin("chess")?;
//! let mut pos = chess.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! let moves = pos.legal_moves();
//! assert_eq!(moves.len(), 20);
//! let e4: Square = "e4".parse()?;
//! assert!(moves.iter().any(|m| m.to == e4 && m.san == "e4"));
//!
//! // Play a move in SAN or UCI; the position is written back as FEN.
//! let played = pos.play("e4")?;
//! assert_eq!(played.to_string(), "e2e4");
//! assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(pos.status().turn, Color::Black);
//!
//! // A game keeps its history: undo, and draws by repetition.
//! let mut game = Game::new(&chess, None)?;
//! for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
//!     game.play(m)?;
//! }
//! assert_eq!(game.status().outcome.map(|o| o.reason), Some(OutcomeReason::ThreefoldRepetition));
//!
//! // A game of your own, from its definition.
//! let capablanca = Variant::from_json(include_str!("../variants/capablanca.json"))?;
//! assert_eq!(capablanca.start_position().legal_moves().len(), 28);
//!
//! // The same in one call each for the built-in games, FEN text in and out.
//! let fen = fenboard::start_fen("russian", 0, None)?;
//! assert_eq!(fenboard::legal_moves("russian", &fen)?.len(), 7);
//! let after = fenboard::play("russian", &fen, "c3-d4")?;
//! assert_eq!(fenboard::status("russian", &after)?.turn, Color::Black);
//!
//! // Errors say what is wrong, and their code what kind of failure it is.
//! let refused = fenboard::play("russian", &fen, "a1-b2").unwrap_err();
//! assert_eq!(refused.code(), ErrorCode::IllegalMove);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The modules are layered; each imports only from the layers before it:
//!
//! | layer | what it holds |
//! | --- | --- |
//! | [`util`] | text helpers, a small seeded random generator |
//! | [`core`] | the chess-family engine: squares, pieces and their movement as data, bitboards and attack tables, a game compiled ([`core::rules::Rules`]), the position, the move generator, Zobrist keys, random starts |
//! | [`formats`] | FEN, SAN and UCI of the chess family |
//! | [`variants`] | what games need beyond data: Bario's code, Russian draughts |
//! | [`definition`] | games as data: JSON definitions read and compiled |
//! | [`game`] | the API every game shares: [`Variant`], [`Game`], legal moves, play, status |
//! | [`features`] | built on the games: rules-page diagrams read and drawn as SVG, why a move is illegal, the engine's move, perft by root move and within a budget |
//! | [`wasm`] | the JavaScript layer: the games by id, the compact bytes of moves and statuses, the exports |

pub mod core;
pub mod definition;
pub mod features;
pub mod formats;
pub mod game;
pub mod util;
pub mod variants;
pub mod wasm;

/// The Rust examples of README.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;

/// The Rust examples of the guide docs/draughts.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/draughts.md")]
pub struct DraughtsGuideExamples;

/// The Rust examples of the guide docs/rust.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/rust.md")]
pub struct RustGuideExamples;

// The front door: the types and functions of the examples above, without their module paths.
pub use crate::core::color::Color;
pub use crate::core::error::ErrorCode;
pub use crate::core::geometry::Square;
pub use crate::core::outcome::{Outcome, OutcomeReason};
pub use crate::core::role::{Piece, Role};
pub use crate::game::{
    legal_moves, play, start_fen, status, AnyPiece, AnyPosition, Error, Game, MoveInfo, Randomness,
    Status, Variant,
};
