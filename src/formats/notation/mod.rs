//! Move notation of the chess family: UCI and SAN, written and read.
//!
//! - UCI: `e2e4`, `e7e8q`, `a10a9`; castling is the royal piece's move (`e1g1`) as UCI
//!   engines write it, or in Chess960 starts, and wherever the royal piece could make that
//!   move of its own (Coregal's queen), its square then its rook's (`e1h1`); either is read;
//!   a placement is `K@g1`.
//! - SAN: `Nbd7`, `exd6`, `e8=Q+`, `O-O`, `Qxf7#`; Coregal's queen castles `QO-O`/`QO-O-O`.
//!
//! A game whose turns have steps of their own writes them with its hook (Bario's, in
//! `variants::bario`: `N@b1,b1c3`, `Q=d8,e8d8`; `N@b1,Nc3`, `Qd8X,Kxd8`), which the reading
//! uses too.
//!
//! [`parse_move`] accepts UCI, SAN (with or without `x`, `=`, `+`, `#`, and `0-0` for
//! `O-O`), long algebraic (`Ng1f3`, `Ng1-f3`) and, for castling, either UCI form.
//!
//! ```
//! use fenboard::formats::notation;
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let pos = chess.start_position().chess().unwrap().clone();
//! let m = notation::parse_move(&pos, "Nf3").unwrap();
//! assert_eq!(notation::uci(&pos, &m), "g1f3");
//! assert_eq!(notation::san(&pos, &m, &pos.legal_moves()), "Nf3");
//! assert!(notation::parse_move(&pos, "e2e5").is_err());
//! ```
//!
//! The modules: `write` (UCI and SAN), `parse` (reading), `error` ([`MoveError`]).

mod error;
mod parse;
mod write;

pub use error::MoveError;
pub use parse::{parse_move, parse_move_among};
pub use write::{
    castles_as_royal_move, is_short_castle, push_plain_san, push_plain_uci, push_uci, san, uci,
};
