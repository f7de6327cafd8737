//! How a definition says a game ends: checkmate's and stalemate's values, the move rule,
//! repetition, insufficient material and the extinction rule, read field by field.

use super::json::{shown, Object};
use super::read::letters;
use super::DefinitionError;
use crate::core::rules::GameValue;
use serde_json::Value;

/// How games end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndDefinition {
    /// What a side in check with no legal move gets.
    pub checkmate: GameValue,
    /// What a side not in check with no legal move gets.
    pub stalemate: GameValue,
    /// Moves of each side without a capture or a pawn move that draw (0: none).
    pub move_rule: u32,
    /// How many times the same position draws (0: never).
    pub repetition: u32,
    /// The letters of the kinds that cannot mate alone (empty: no such rule).
    pub insufficient_material: Vec<char>,
    /// A side with too few pieces left, if the game has such a rule.
    pub extinction: Option<ExtinctionDefinition>,
}

/// The extinction rule ([`crate::core::rules::Extinction`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtinctionDefinition {
    /// The letters of the kinds counted, each alone; empty: all the pieces together.
    pub pieces: Vec<char>,
    /// The most pieces the reduced side has.
    pub at_most: u8,
    /// The fewest pieces the other side has.
    pub opponent_at_least: u8,
    /// Whether the side to move so reduced gets one more move first.
    pub claim: bool,
    /// What the reduced side gets.
    pub result: GameValue,
}

/// A game value: `win`, `loss` or `draw`.
fn value(root: &Object, key: &str, default: GameValue) -> Result<GameValue, DefinitionError> {
    Ok(match root.optional_string(key)? {
        None => default,
        Some("draw") => GameValue::Draw,
        Some("loss") => GameValue::Loss,
        Some("win") => GameValue::Win,
        Some(other) => {
            return Err(DefinitionError::new(
                &root.path(key),
                format!("'{other}' is not draw, loss or win"),
            ))
        }
    })
}

/// A count that may be `false` (none): a whole number from 1 to `max`, or the default.
fn count(root: &Object, key: &str, default: u32, max: u64) -> Result<u32, DefinitionError> {
    match root.get(key) {
        None => Ok(default),
        Some(Value::Bool(false)) => Ok(0),
        Some(v) => match v.as_u64() {
            Some(n) if (1..=max).contains(&n) => Ok(n as u32),
            _ => Err(DefinitionError::new(
                key,
                format!(
                    "{} is not false or a whole number from 1 to {max}",
                    shown(v)
                ),
            )),
        },
    }
}

pub(super) fn read_end(root: &Object) -> Result<EndDefinition, DefinitionError> {
    let insufficient_material = match root.get("insufficientMaterial") {
        None | Some(Value::Bool(false)) => Vec::new(),
        Some(_) => letters(root, "insufficientMaterial")?,
    };
    let extinction = match root.get("extinction") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => {
            let o = Object::new(
                "extinction",
                v,
                &["pieces", "atMost", "opponentAtLeast", "claim", "result"],
            )?;
            let pieces = match o.get("pieces") {
                None => Vec::new(),
                Some(Value::String(s)) if s == "all" => Vec::new(),
                Some(_) => letters(&o, "pieces")?,
            };
            let small = |key: &str| match o.get(key) {
                None => Ok(0),
                Some(_) => o.number(key, 0, 64, "a number of pieces"),
            };
            Some(ExtinctionDefinition {
                pieces,
                at_most: small("atMost")?,
                opponent_at_least: small("opponentAtLeast")?,
                claim: o.flag("claim", false)?,
                result: value(&o, "result", GameValue::Loss)?,
            })
        }
    };
    Ok(EndDefinition {
        extinction,
        checkmate: value(root, "checkmate", GameValue::Loss)?,
        stalemate: value(root, "stalemate", GameValue::Draw)?,
        move_rule: count(root, "moveRule", 50, 1000)?,
        repetition: count(root, "repetition", 3, 100)?,
        insufficient_material,
    })
}
