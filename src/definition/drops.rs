//! The drop rules of a definition (`drops`): where captured pieces go and where a piece from
//! the hand may be dropped, read field by field.

use super::json::{letter, ranks as read_ranks, shown, Object};
use super::read::letters;
use super::DefinitionError;
use serde_json::Value;

/// A game's hands and drops, as its definition says them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DropsDefinition {
    /// Whether a captured piece goes to the capturer's hand (default true).
    pub captures_to_hand: bool,
    /// Whether a captured promoted piece goes to the hand as a pawn (default true where
    /// captured pieces go to the hand; loop chess: false).
    pub demote: bool,
    /// By kind, the ranks (0-based, from the side's own edge) where it may not be dropped.
    pub not_on_ranks: Vec<(char, Vec<u8>)>,
    /// The squares drops may land on, as white's (black's mirrored), if not every square.
    pub zone: Option<String>,
    /// The kinds a side may not drop on a file where it has one (shogi's pawn), or `per_file`.
    pub one_per_file: Vec<char>,
    /// How many of `one_per_file`'s kinds a file may hold (default 1; tori shogi's: 2).
    pub per_file: u8,
    /// The kinds a side may not drop to give checkmate (shogi's pawn).
    pub no_mate: Vec<char>,
    /// Whether a piece of the hand may be dropped as a move of its own (default true; false
    /// in Seirawan chess, whose hand enters only by gating).
    pub as_moves: bool,
    /// Whether a piece of the hand may enter on the square a piece leaves from its first rank
    /// on its first move (Seirawan's gating).
    pub gating: bool,
    /// The kinds a side holding one must drop when it can, its royal pieces among them
    /// (`true`: every kind, as placement chess; Koedem's king), if any: an empty list for every
    /// kind.
    pub before_moves: Option<Vec<char>>,
    /// The kinds whose pieces a side must drop on squares of both colours (placement chess's
    /// bishops).
    pub opposite_colors: Vec<char>,
    /// Whether a piece of the hand may be dropped as its promoted form too (Kyoto shogi).
    pub promoted: bool,
}

pub(super) fn read_drops(value: &Value, height: u8) -> Result<DropsDefinition, DefinitionError> {
    let o = Object::new(
        "drops",
        value,
        &[
            "capturesToHand",
            "demote",
            "notOnRanks",
            "zone",
            "onePerFile",
            "perFile",
            "noMate",
            "asMoves",
            "gating",
            "beforeMoves",
            "oppositeColors",
            "promoted",
        ],
    )?;
    let captures_to_hand = o.flag("capturesToHand", true)?;
    let mut not_on_ranks = Vec::new();
    if let Some(v) = o.get("notOnRanks") {
        let Value::Object(map) = v else {
            return Err(DefinitionError::new(
                "drops.notOnRanks",
                format!("{} is not an object of letters and ranks", shown(v)),
            ));
        };
        for (key, ranks) in map {
            let path = format!("drops.notOnRanks.{key}");
            let l = letter(&Value::String(key.clone()), &path)?;
            let Value::Array(list) = ranks else {
                return Err(DefinitionError::new(&path, "must be an array"));
            };
            not_on_ranks.push((l, read_ranks(list, &path, height)?));
        }
    }
    let list = |key| match o.get(key) {
        None => Ok(Vec::new()),
        Some(_) => letters(&o, key),
    };
    Ok(DropsDefinition {
        captures_to_hand,
        demote: o.flag("demote", captures_to_hand)?,
        not_on_ranks,
        zone: o.optional_string("zone")?.map(str::to_string),
        one_per_file: list("onePerFile")?,
        per_file: match o.get("perFile") {
            None => 1,
            Some(_) => o.number("perFile", 1, u64::from(height), "a count of pieces")?,
        },
        no_mate: list("noMate")?,
        as_moves: o.flag("asMoves", true)?,
        gating: o.flag("gating", false)?,
        before_moves: match o.get("beforeMoves") {
            None | Some(Value::Bool(false)) => None,
            Some(Value::Bool(true)) => Some(Vec::new()),
            Some(_) => Some(letters(&o, "beforeMoves")?),
        },
        opposite_colors: list("oppositeColors")?,
        promoted: o.flag("promoted", false)?,
    })
}
