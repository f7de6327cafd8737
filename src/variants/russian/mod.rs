//! Russian draughts (shashki): FEN, move generation, play, perft, outcome, notation and
//! the data a game layer needs for the draw rules.
//!
//! Rules as in `russian-draughts.md` §0: 8x8 board, the 32 dark squares (a1 is dark),
//! white first; men step diagonally forward and capture in all four directions; flying
//! kings; capture is compulsory with free choice (no majority rule) and is played to the
//! end; captured pieces come off only at the end of the move (Turkish strike) and block;
//! a king must stop on a square from which it can go on capturing, if there is one; a man
//! that reaches the last rank during a capture is crowned at once and goes on as a king.
//!
//! Move identity is (origin, **ordered** captured squares, destination): the same pieces
//! taken in another order is another move (the "Kallisto" perft convention), and a king's
//! straight continuation is one move. A move's path has one landing square per captured
//! piece: the turning square where the king turns, the square immediately behind the
//! captured piece where it goes on straight, and the actual stop last.
//!
//! ```
//! use fenboard::variants::russian::Position;
//! let pos = Position::start();
//! assert_eq!(pos.legal_moves().len(), 7);
//! assert_eq!(pos.perft(4), 1469);
//! let pos = Position::from_fen("W:Wh2:Bd2,g3,g5,d6,g7").unwrap();
//! let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
//! assert_eq!(moves, ["h2:f4:h6:f8:b4:e1"]);
//! ```
//!
//! Internally a position is three `u32` bitboards over the 32 dark squares, numbered
//! `rank * 4 + file / 2` (a1 = 0, c1 = 1, ..., h8 = 31). Generation works on whole
//! bitboards where it can: a diagonal step is two masked shifts, a jump one shift by 7 or 9,
//! so whether any man can capture is a handful of operations, the men's quiet moves are
//! counted a direction at a time and the kings' a ray at a time; the capture sequences are
//! searched only from the pieces that can capture. Perft plays each move as it is
//! generated and counts the last ply without generating it.
//!
//! The modules, by concept:
//!
//! | module | what it holds |
//! | --- | --- |
//! | `board` | the dark-square numbering, the bitboard shifts and tables, square names |
//! | `piece` | [`Piece`] and [`Role`]: men and kings, not chess pieces |
//! | `moves` | [`DraughtsMove`] (with its path), [`FastMove`] (for perft and search) |
//! | `position` | [`Position`]: the pieces, playing a move, the outcome |
//! | `capture` | the capture search: Turkish strike, flying kings, crowning mid-capture |
//! | `movegen` | legal moves, counting, perft |
//! | `fen` | reading and writing the PDN FEN, [`FenError`] |
//! | `notation` | reading moves, [`san`], [`MoveError`] |
//! | `draw` | the draw rules a game layer applies, [`draw_reason`] |

mod board;
mod capture;
mod draw;
mod fen;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;

pub use draw::{
    draw_reason, draw_reason_counted, KING_MOVES_DRAW_PLIES, RECENT, THREE_KINGS_DRAW_PLIES,
};
pub use fen::{FenError, MAX_FEN_LEN};
pub use moves::{DraughtsMove, FastMove, MoveList, SquareList, MAX_CAPTURES};
pub use notation::{san, MoveError};
pub use piece::{Piece, Role};
pub use position::Position;

/// Identifier in the API.
pub const ID: &str = "russian";
/// Display name.
pub const NAME: &str = "Russian draughts";
