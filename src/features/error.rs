//! What the teaching features refuse: the game API's errors, and their own (a square argument
//! that is no square, a search in a finished game).
//!
//! ```
//! use fenboard::core::error::ErrorCode;
//! use fenboard::features::explain::{explain_move, Options};
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let e = explain_move("chess", start, "z9", "e4", &Options::default()).unwrap_err();
//! assert_eq!(e.to_string(), "'z9' is not a square of this board");
//! assert_eq!(e.code(), ErrorCode::BadSquare);
//! let e = explain_move("shogi", start, "e2", "e4", &Options::default()).unwrap_err();
//! assert_eq!(e.code(), ErrorCode::UnknownVariant);
//! ```

use crate::core::error::ErrorCode;
use crate::game;
use crate::util::text::{push, push_all, push_decimal, Message};

/// Why an explanation or a search could not be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The game API refused the variant or the FEN.
    Game(game::Error),
    /// A square argument that is not a square of the board (the text, cut for the message).
    BadSquare(String),
    /// A move was asked of the search in a position without one: the game is over.
    GameOver,
    /// Perft's tree `depth` plies deep has more leaves than the budget `nodes`.
    PerftBudget {
        /// The depth asked for.
        depth: u32,
        /// The budget of leaves.
        nodes: u64,
    },
}

crate::util::text::display_by_message!(Error);

impl Message for Error {
    fn write_message(&self, out: &mut String) {
        match self {
            Error::Game(e) => e.write_message(out),
            Error::BadSquare(s) => push_all(out, &["'", s, "' is not a square of this board"]),
            Error::GameOver => push(out, "the game is over: there is no move to search"),
            Error::PerftBudget { depth, nodes } => {
                push(out, "perft exceeded its budget: the tree ");
                push_decimal(out, (*depth).into());
                push(out, " plies deep has more than ");
                push_decimal(out, *nodes);
                push(out, " leaves (option 'nodes')");
            }
        }
    }
}

impl Error {
    /// The error's code (see [`crate::core::error`]): the game API's, `bad-square`,
    /// `game-over` or `bad-option` (perft's budget).
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::Game(e) => e.code(),
            Error::BadSquare(_) => ErrorCode::BadSquare,
            Error::GameOver => ErrorCode::GameOver,
            Error::PerftBudget { .. } => ErrorCode::BadOption,
        }
    }
}

impl std::error::Error for Error {}

impl From<game::Error> for Error {
    fn from(e: game::Error) -> Error {
        Error::Game(e)
    }
}
