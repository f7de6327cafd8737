//! The pawn rules of a definition: the double step, en passant and promotion, read field by
//! field.

use super::json::{self, ranks, Object};
use super::read::letters;
use super::squares::SideSquares;
use super::DefinitionError;
use serde_json::Value;

/// How pawns promote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionDefinition {
    /// Depth of the promotion zone: compulsory on the last rank, optional on the others.
    pub ranks: u8,
    /// The letters a pawn may become, by side (the same list for both unless the definition
    /// gives one per side).
    pub pieces: [Vec<char>; 2],
    /// Whether the definition gives a list per side (`{"white": [...], "black": [...]}`).
    pub per_side: bool,
    /// Whether promotion is compulsory on entering the zone, not only on the last rank.
    pub compulsory: bool,
    /// The zone as squares (white's, or each side's), in place of ranks: compulsory on
    /// entering it.
    pub squares: Option<SideSquares>,
    /// Only to a kind of which the side has fewer on the board than at the start.
    pub only_captured: bool,
    /// By letter, how many pieces of that kind a side may have at most for a pawn to become
    /// one (Spartan chess: two kings).
    pub limits: Vec<(char, u8)>,
    /// Whether a pawn promotes by a move of its own, standing on the zone (sittuyin's).
    pub as_move: bool,
}

/// The pawn rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnDefinition {
    /// Ranks (0-based, from the side's own edge) whence a one-square forward move-only step
    /// may be taken twice.
    pub double_step: Vec<u8>,
    /// Or the squares whence it may (white's, black's mirrored: Wolf chess's second rank and
    /// the squares of its third-rank pawns), as the definition writes them.
    pub double_step_squares: Option<String>,
    /// Whether a double step may be captured en passant.
    pub en_passant: bool,
    /// The ranks (0-based, from the capturer's own edge) where a capture en passant may land,
    /// if not wherever a double step passed (horde's).
    pub en_passant_ranks: Option<Vec<u8>>,
    /// The letters of the pawn kinds that may capture en passant, if not all of them (Wolf
    /// chess's pawns, not its sergeants).
    pub en_passant_by: Option<Vec<char>>,
    /// Promotion.
    pub promotion: PromotionDefinition,
    /// Whether a pawn's move that cannot be undone resets the move rule's count (not in
    /// Fairy-Stockfish's pawnback, whose pawns step back).
    pub reset_move_rule: bool,
}

pub(super) fn read_pawns(value: &Value, height: u8) -> Result<PawnDefinition, DefinitionError> {
    let o = Object::new(
        "pawns",
        value,
        &[
            "doubleStep",
            "enPassant",
            "enPassantBy",
            "promotion",
            "resetMoveRule",
        ],
    )?;
    let (double_step, double_step_squares) = match o.get("doubleStep") {
        None => (Vec::new(), None),
        Some(Value::String(text)) => (Vec::new(), Some(text.clone())),
        Some(_) => (
            ranks(o.array("doubleStep")?, "pawns.doubleStep", height)?,
            None,
        ),
    };
    let p = Object::new(
        "pawns.promotion",
        o.required("promotion")?,
        &[
            "ranks",
            "squares",
            "pieces",
            "onlyCaptured",
            "compulsory",
            "limits",
            "asMove",
        ],
    )?;
    let limits = match p.get("limits") {
        None => Vec::new(),
        Some(v) => {
            let path = p.path("limits");
            let Value::Object(map) = v else {
                return Err(DefinitionError::new(
                    &path,
                    format!(
                        "{} is not an object of letters and counts (as {{\"k\": 2}})",
                        json::shown(v)
                    ),
                ));
            };
            let mut out = Vec::with_capacity(map.len());
            for (key, n) in map {
                let at = format!("{path}.{key}");
                let letter = json::letter(&Value::String(key.clone()), &at)?;
                match n.as_u64() {
                    Some(n @ 1..=64) => out.push((letter, n as u8)),
                    _ => {
                        return Err(DefinitionError::new(
                            &at,
                            format!("{} is not a number of pieces from 1 to 64", json::shown(n)),
                        ))
                    }
                }
            }
            out
        }
    };
    let squares = match p.get("squares") {
        None => None,
        Some(_) => Some(SideSquares::read(&p, "squares")?),
    };
    let ranks = match (&squares, p.get("ranks")) {
        (Some(_), None) => 1,
        (Some(_), Some(_)) => {
            return Err(DefinitionError::new(
                &p.path("ranks"),
                "and squares together: the zone is one or the other",
            ))
        }
        (None, _) => p.number("ranks", 1, u64::from(height) - 1, "a number of ranks")?,
    };
    let (pieces, per_side) = match p.get("pieces") {
        Some(Value::Object(_)) => {
            let sides = Object::new(
                &p.path("pieces"),
                p.required("pieces")?,
                &["white", "black"],
            )?;
            ([letters(&sides, "white")?, letters(&sides, "black")?], true)
        }
        _ => {
            let all = letters(&p, "pieces")?;
            ([all.clone(), all], false)
        }
    };
    let (en_passant, en_passant_ranks) = match o.get("enPassant") {
        Some(Value::Array(_)) => (
            true,
            Some(json::ranks(
                o.array("enPassant")?,
                "pawns.enPassant",
                height,
            )?),
        ),
        _ => (o.flag("enPassant", true)?, None),
    };
    Ok(PawnDefinition {
        double_step,
        double_step_squares,
        en_passant,
        en_passant_ranks,
        en_passant_by: match o.get("enPassantBy") {
            None => None,
            Some(_) => Some(letters(&o, "enPassantBy")?),
        },
        promotion: PromotionDefinition {
            ranks,
            pieces,
            per_side,
            only_captured: p.flag("onlyCaptured", false)?,
            compulsory: p.flag("compulsory", false)?,
            squares,
            limits,
            as_move: p.flag("asMove", false)?,
        },
        reset_move_rule: o.flag("resetMoveRule", true)?,
    })
}
