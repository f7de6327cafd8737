//! What is built on the games: rules-page diagrams, explanations of illegal moves, the
//! search, and perft.

pub mod diagram;
pub mod explain;
pub mod perft;
pub mod search;
