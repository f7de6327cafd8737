//! What is built on the games: rules-page diagrams, explanations of illegal moves, the
//! search, and perft; [`error`] is what the explanations and the search refuse.

pub mod diagram;
pub mod error;
pub mod explain;
pub mod perft;
pub mod search;
