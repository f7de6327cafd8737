//! The draughts family: one engine that plays every game of it from its rules as data
//! ([`Rules`], read from a JSON definition by [`Game::from_json`]: `variants/draughts/russian.json`,
//! `international.json`, `brazilian.json`, `english.json` there).
//!
//! The rules that vary: the board (8x8, 10x10 or 12x12, one [`Bits`] type for each size),
//! whether men
//! capture backward, flying or short kings, free choice of capture or the one taking the most
//! pieces or the highest value, whether pieces also capture along ranks and files (Frisian
//! draughts), whether a man crowned during a capture goes on as a king, whether the same
//! pieces taken in another order is another move, how many non-capturing moves in a row a
//! king may make (a run the position keeps), and how squares are written. What every game
//! shares: the dark squares (a1 is dark), men step diagonally forward, capture is
//! compulsory and played to the end, captured pieces come off only when the move ends and
//! block until then (none is taken twice), a flying king must stop where it can go on
//! capturing if it can, and the side with no move loses.
//!
//! A move's path has one landing square per captured piece: the turning square where a
//! king turns, the square immediately behind the captured piece where it goes on straight,
//! and the actual stop last; a king's straight continuation is one move.
//!
//! ```
//! use fenboard::variants::draughts::{Game, Position};
//! let game = Game::from_json(include_str!("../../../variants/draughts/international.json")).unwrap();
//! let start = Position::<u64>::from_fen(&game.start).unwrap();
//! assert_eq!(start.legal_moves(&game.rules).len(), 9);
//! assert_eq!(start.perft(&game.rules, 4), 4265);
//! ```
//!
//! Generation works on whole bitboards where it can: a diagonal step is two masked shifts,
//! a jump one shift, so whether any man can capture is a handful of operations, the men's
//! quiet moves are counted a direction at a time and the kings' a ray at a time; the
//! capture sequences are searched only from the pieces that can capture. Where every
//! capture found is a move (free choice, every order its own move) perft plays each move as
//! it is generated and counts the last ply without generating it; otherwise the captures
//! are listed, then chosen.
//!
//! The modules, by concept:
//!
//! | module | what it holds |
//! | --- | --- |
//! | `bits` | [`Bits`]: sets of dark squares for each board size, their shifts and tables |
//! | `full` | [`Full8`]: every square of the 8x8 board, pieces moving along ranks and files |
//! | `squares` | dark-square indices, square names and PDN numbers |
//! | `rules` | [`Rules`]: what differs between the games |
//! | `definition` | [`Game`]: a game read from its JSON definition, [`DefinitionError`] |
//! | `piece` | [`Piece`] and [`Role`]: men and kings, not chess pieces |
//! | `moves` | [`DraughtsMove`] (with its path), [`FastMove`] (for perft and search) |
//! | `position` | [`Position`]: the pieces, playing a move |
//! | `game_position` | [`GamePosition`]: a position of any board size with its game |
//! | `capture` | the capture search |
//! | `movegen` | legal moves, counting, perft |
//! | `fen` | reading and writing the PDN FEN, [`FenError`] |
//! | `notation` | reading moves, [`san`], [`path_text`], [`MoveError`] |

mod bits;
mod capture;
mod definition;
mod draw;
mod fen;
mod full;
mod game_position;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod rules;
mod squares;

pub use bits::{Bits, NONE};
pub use definition::{DefinitionError, Game};
pub use draw::{draw_reason, recent as draw_history_len, DrawCount, DrawRule, SideCount};
pub use fen::{FenError, MAX_FEN_LEN};
pub use full::Full8;
pub use game_position::{GamePosition, Sized};
pub use moves::{DraughtsMove, FastMove, MoveList, SquareList, MAX_CAPTURES};
pub use notation::{path_text, push_square, san, MoveError};
pub use piece::{Piece, Role};
pub use position::Position;
pub use rules::{CaptureChoice, End, NoMoves, Preference, Rules, SquareNames};
pub use squares::{to_idx as dark_index, Board};
