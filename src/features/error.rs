//! What the teaching features refuse: the game API's errors, and their own (a square argument
//! that is no square, a search in a finished game, perft past its budget).
//!
//! ```
//! use fenboard::core::error::ErrorCode;
//! use fenboard::features::explain::{explain_move, Options};
//! use fenboard::Variant;
//! let chess = Variant::builtin("chess").unwrap();
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let e = explain_move(&chess, start, "z9", "e4", &Options::default()).unwrap_err();
//! assert_eq!(e.to_string(), "'z9' is not a square of this board");
//! assert_eq!(e.code(), ErrorCode::BadSquare);
//! let e = explain_move(&chess, "8/8/8", "e2", "e4", &Options::default()).unwrap_err();
//! assert_eq!(e.code(), ErrorCode::FenBoard);
//! ```

use crate::core::error::ErrorCode;
use crate::game;
use std::fmt;

/// Why an explanation, a search or a perft could not be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The game API refused the FEN (or the game).
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

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Game(e) => fmt::Display::fmt(e, f),
            Error::BadSquare(s) => write!(f, "'{s}' is not a square of this board"),
            Error::GameOver => f.write_str("the game is over: there is no move to search"),
            Error::PerftBudget { depth, nodes } => write!(
                f,
                "perft exceeded its budget: the tree {depth} plies deep has more than {nodes} \
                 leaves (option 'nodes')"
            ),
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
