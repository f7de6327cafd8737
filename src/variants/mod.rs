//! What the games need beyond data: the built-in code a chess-family game's definition may
//! name ([`bario`], Bario's turns and reserve), and the draughts family: [`draughts`], one
//! engine that plays every draughts game from its definition (`variants/draughts/*.json`),
//! and [`russian`], Russian draughts' position and draw rules. Every chess-family game is a definition
//! (`variants/*.json`), compiled by [`crate::definition`].

pub mod bario;
pub mod draughts;
pub mod russian;

use crate::core::position::Rules;

/// Gives a game the built-in code its definition names (`"hooks": "bario"`); the error says
/// why the game cannot take it.
pub fn install_hooks(name: &str, rules: &mut Rules) -> Result<(), String> {
    match name {
        "bario" => bario::install(rules),
        other => Err(format!("'{other}' is no built-in code")),
    }
}
