//! Promoted forms (shogi): a piece's `promoted`, the letter of the kind it becomes, and the
//! game's `piecePromotion`: the zone where a move may promote (`ranks` at the far end, or
//! `squares`), whether it must whenever it may (`compulsory`), whether promoted forms turn
//! back as pieces promote (`demotion`: Kyoto shogi) and whether only captures promote
//! (`onCapture`: micro shogi).

use super::json::Object;
use super::read::Definition;
use super::{squares, DefinitionError};
use crate::core::bitboard::{bit, Set};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Role, MAX_ROLES};
use crate::core::rules::{PiecePromotion, PieceType};
use serde_json::Value;

/// Where pieces promote into their promoted forms, as a definition says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PiecePromotionDefinition {
    /// How many ranks at the far end make the zone (if not `squares`).
    pub ranks: Option<u8>,
    /// The zone as squares, as white's (black's mirrored).
    pub squares: Option<String>,
    /// Whether a piece must promote whenever it may.
    pub compulsory: bool,
    /// Whether a promoted form turns back into the kind it came from by the same rules.
    pub demotion: bool,
    /// Whether a piece promotes (or turns back) only when it captures.
    pub on_capture: bool,
}

pub(super) fn read_piece_promotion(
    value: &Value,
    height: u8,
) -> Result<PiecePromotionDefinition, DefinitionError> {
    let o = Object::new(
        "piecePromotion",
        value,
        &["ranks", "squares", "compulsory", "demotion", "onCapture"],
    )?;
    let squares = o.optional_string("squares")?.map(str::to_string);
    let ranks = match (o.get("ranks"), &squares) {
        (None, None) => {
            return Err(DefinitionError::new(
                "piecePromotion",
                "names no zone: give its ranks or its squares",
            ))
        }
        (Some(_), Some(_)) => {
            return Err(DefinitionError::new(
                "piecePromotion.squares",
                "and ranks both given: give one of them",
            ))
        }
        (Some(_), None) => Some(o.number("ranks", 1, u64::from(height), "a number of ranks")?),
        (None, Some(_)) => None,
    };
    Ok(PiecePromotionDefinition {
        ranks,
        squares,
        compulsory: o.flag("compulsory", false)?,
        demotion: o.flag("demotion", false)?,
        on_capture: o.flag("onCapture", false)?,
    })
}

/// The promoted forms of a definition's pieces, checked: each names another kind, which is
/// no one else's promoted form, has none of its own, and is neither royal nor a pawn.
pub(super) fn compile_piece_promotion(
    d: &Definition,
    pieces: &[PieceType],
    g: Geometry,
) -> Result<Option<PiecePromotion>, DefinitionError> {
    let mut promoted = [None; MAX_ROLES];
    let mut unpromoted = [None; MAX_ROLES];
    for (i, p) in d.pieces.iter().enumerate() {
        let Some(l) = p.promoted else { continue };
        let path = format!("pieces[{i}].promoted");
        let Some(j) = pieces.iter().position(|k| k.letter == l) else {
            return Err(DefinitionError::new(
                &path,
                format!("'{l}' is no piece of the game"),
            ));
        };
        let why = if j == i {
            Some("itself".to_string())
        } else if pieces[j].royal || pieces[j].pawn || pieces[i].royal {
            Some("a royal piece or a pawn (neither promotes so)".into())
        } else if d.pieces[j].promoted.is_some() {
            Some(format!("pieces[{j}], which has a promoted form of its own"))
        } else {
            unpromoted[j].map(|Role(k)| format!("already the promoted form of pieces[{k}]"))
        };
        if let Some(why) = why {
            return Err(DefinitionError::new(
                &path,
                format!("'{l}' may not be its promoted form: it is {why}"),
            ));
        }
        promoted[i] = Some(Role(j as u8));
        unpromoted[j] = Some(Role(i as u8));
    }
    let zone = match (
        &d.piece_promotion,
        promoted.iter().position(Option::is_some),
    ) {
        (None, None) => return Ok(None),
        (None, Some(i)) => {
            return Err(DefinitionError::new(
                "piecePromotion",
                format!("is missing: pieces[{i}] has a promoted form, which needs a zone"),
            ))
        }
        (Some(_), None) => {
            return Err(DefinitionError::new(
                "piecePromotion",
                "is given, but no piece has a promoted form (\"promoted\")",
            ))
        }
        (Some(z), Some(_)) => zone(z, g)?,
    };
    let mut must = [[Set::EMPTY; MAX_ROLES]; 2];
    for c in Color::ALL {
        for (i, p) in pieces.iter().enumerate() {
            if promoted[i].is_some() {
                must[c.index()][i] = stuck(p, c, g);
            }
        }
    }
    Ok(Some(PiecePromotion {
        promoted,
        unpromoted,
        zone: [zone, crate::core::bitboard::mirror(g, zone)],
        must,
        compulsory: d.piece_promotion.as_ref().is_some_and(|z| z.compulsory),
        demotion: d.piece_promotion.as_ref().is_some_and(|z| z.demotion),
        on_capture: d.piece_promotion.as_ref().is_some_and(|z| z.on_capture),
    }))
}

/// White's zone.
fn zone(z: &PiecePromotionDefinition, g: Geometry) -> Result<Set, DefinitionError> {
    if let Some(text) = &z.squares {
        return squares::parse(text, g)
            .map_err(|e| DefinitionError::new("piecePromotion.squares", e));
    }
    let ranks = z.ranks.unwrap_or(1);
    Ok(g.squares()
        .filter(|s| s.rank() >= g.height - ranks)
        .fold(Set::EMPTY, |a, s| a | bit(g.bit_index(s))))
}

/// The squares (bit indices) from which a piece of kind `p` of `color` could never move, on an
/// empty board: shogi's pawn and lance on the last rank, its knight on the last two.
fn stuck(p: &PieceType, color: Color, g: Geometry) -> Set {
    let mut out = Set::EMPTY;
    for sq in g.squares() {
        let own = match color {
            Color::White => sq,
            Color::Black => Square::new(sq.file(), g.height - 1 - sq.rank()),
        };
        let lines = match &p.zone_moves {
            Some(z) if z.squares.has(g.bit_index(own)) => &z.movement.lines,
            _ => &p.movement.lines,
        };
        let moves = lines.iter().any(|l| {
            let (x, y) = l.vector_for(color);
            let (f, r) = (
                i16::from(sq.file()) + i16::from(x),
                i16::from(sq.rank()) + i16::from(y),
            );
            (0..i16::from(g.width)).contains(&f) && (0..i16::from(g.height)).contains(&r)
        });
        if !moves {
            out |= bit(g.bit_index(sq));
        }
    }
    out
}
