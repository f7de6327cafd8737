//! fenboard: a rules engine for chess variants and draughts.
//!
//! FEN in, legal moves out, for orthodox chess, Coregal, Grand chess, Bario and Russian
//! draughts; plus the `fen:...:` board diagrams of rules pages, rendered to SVG.
//! The core is plain Rust; the [`wasm`] layer exposes it to JavaScript.
//!
//! # Using it
//!
//! The main types are at the crate root: a [`Variant`] reads a FEN into an [`AnyPosition`],
//! which lists its legal moves as [`MoveInfo`]s, plays a move given in UCI or SAN, and says
//! where it stands ([`Status`]); a [`Game`] keeps the history, for undo and repetition.
//! What the API refuses is an [`Error`], with a message and an [`ErrorCode`].
//! `Display` writes positions and games as FEN, moves in UCI and variants by id; `FromStr`
//! reads what the text alone identifies ([`Variant`], [`Square`], [`Color`], [`Piece`]: a
//! FEN needs its variant, [`Variant::parse`]).
//!
//! ```
//! use fenboard::{Color, ErrorCode, Game, OutcomeReason, Square, Variant};
//!
//! // A position: the game's id, then its FEN.
//! let variant: Variant = "chess".parse()?;
//! let mut pos = variant.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
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
//! let mut game = Game::new("chess", None)?;
//! for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
//!     game.play(m)?;
//! }
//! assert_eq!(game.status().outcome.map(|o| o.reason), Some(OutcomeReason::ThreefoldRepetition));
//!
//! // The same in one call each, FEN text in and out, as the JavaScript API has them.
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
//! | [`core`] | the error codes, squares and board sizes, colours and pieces, castling rights, bitboards, the board, moves, a game's rules as a table, the shared chess-family position and its move generator |
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

// The front door: the types and functions of the examples above, without their module paths.
pub use crate::core::color::Color;
pub use crate::core::error::ErrorCode;
pub use crate::core::geometry::Square;
pub use crate::core::outcome::{Outcome, OutcomeReason};
pub use crate::core::role::{Piece, Role};
#[cfg(feature = "define")]
pub use crate::game::define_variant;
pub use crate::game::{
    legal_moves, play, start_fen, status, AnyPiece, AnyPosition, Error, Game, MoveInfo, Status,
    Variant,
};
pub use crate::variants::Randomness;

/// The Rust examples of README.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;

/// The Rust examples of the guide docs/rust.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/rust.md")]
pub struct RustGuideExamples;
