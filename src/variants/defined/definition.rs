//! [`Definition`]: what a game's JSON definition says, read and checked for its shape (the
//! fields, their types and ranges), before [`super::rules::DefinedRules`] checks that the
//! game it describes can be played.
//!
//! ```
//! use fenboard::variants::defined::Definition;
//! let d = Definition::from_json(r#"{"id": "mini", "name": "Mini", "board": {"width": 4, "height": 4},
//!   "pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true}],
//!   "start": "k3/4/4/3K w - - 0 1"}"#).unwrap();
//! assert_eq!((d.width, d.height, d.pieces.len()), (4, 4, 1));
//! let e = Definition::from_json(r#"{"id": "mini", "board": {"width": 12, "height": 8}}"#).unwrap_err();
//! assert_eq!(e.to_string(), "board.width: 12 is not a board size from 2 to 10");
//! ```

use super::error::DefinitionError;
use super::json::{file, letter, Object};
use serde_json::Value;

/// One kind of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDefinition {
    /// Its FEN letter, lowercase (`a`..`z`).
    pub letter: char,
    /// Its name (`"archbishop"`).
    pub name: String,
    /// How it moves, in Betza's notation ([`super::betza`]).
    pub betza: String,
    /// Whether it must never be left attacked.
    pub royal: bool,
    /// Whether the pawn rules (double step, en passant, promotion) apply to it.
    pub pawn: bool,
    /// Which built-in image draws it (`"marshall"`), if not the one of its letter.
    pub drawing: Option<String>,
    /// An SVG image of the white piece.
    pub svg: Option<String>,
}

/// How pawns promote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionDefinition {
    /// Depth of the promotion zone: compulsory on the last rank, optional on the others.
    pub ranks: u8,
    /// The letters a pawn may become.
    pub pieces: Vec<char>,
    /// Only to a kind of which the side has fewer on the board than at the start.
    pub only_captured: bool,
}

/// The pawn rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnDefinition {
    /// Ranks (0-based, from the side's own edge) whence a forward step may be taken twice.
    pub double_step: Vec<u8>,
    /// Whether a double step may be captured en passant.
    pub en_passant: bool,
    /// Promotion.
    pub promotion: PromotionDefinition,
}

/// Castling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingDefinition {
    /// The letter of the royal piece that castles (`None`: the only royal piece).
    pub royal: Option<char>,
    /// The letter of the piece it castles with.
    pub rook: char,
    /// Files (0 = a) where the royal and the rook land, castling with the rook on the right.
    pub kingside: (u8, u8),
    /// The same with the rook on the left.
    pub queenside: (u8, u8),
}

/// What a side with no legal move and no royal piece attacked gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stalemate {
    /// A draw.
    Draw,
    /// It loses.
    Loss,
    /// It wins.
    Win,
}

/// A game's definition, as read from its JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    /// Identifier (`a-z`, `0-9`, `-`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The kinds of pieces.
    pub pieces: Vec<PieceDefinition>,
    /// Pawn rules, for games with a piece marked `pawn`.
    pub pawns: Option<PawnDefinition>,
    /// Castling, if the game has it.
    pub castling: Option<CastlingDefinition>,
    /// The start position (FEN).
    pub start: String,
    /// What stalemate means.
    pub stalemate: Stalemate,
    /// Whether fifty moves without a capture or a pawn move draw.
    pub fifty_moves: bool,
}

/// Most kinds of pieces a game may have.
pub const MAX_PIECES: usize = 16;
/// Longest definition text read, in bytes (room for an SVG image per piece).
pub const MAX_TEXT: usize = 256 * 1024;
/// The built-in images a piece may name as its `drawing`.
pub const DRAWINGS: [&str; 8] = [
    "king", "queen", "rook", "bishop", "knight", "pawn", "marshall", "cardinal",
];
/// Longest Betza text of a piece.
const MAX_BETZA: usize = 64;

impl Definition {
    /// Reads a definition from its JSON text.
    pub fn from_json(text: &str) -> Result<Definition, DefinitionError> {
        if text.len() > MAX_TEXT {
            return Err(DefinitionError::new(
                "",
                &format!(
                    "the definition has {} bytes, at most {MAX_TEXT}",
                    text.len()
                ),
            ));
        }
        let value: Value = serde_json::from_str(text)
            .map_err(|e| DefinitionError::new("", &format!("not JSON: {e}")))?;
        Definition::from_value(&value)
    }

    /// Reads a definition from a JSON value.
    pub fn from_value(value: &Value) -> Result<Definition, DefinitionError> {
        const FIELDS: &[&str] = &[
            "$schema",
            "id",
            "name",
            "board",
            "pieces",
            "pawns",
            "castling",
            "start",
            "stalemate",
            "fiftyMoves",
            "description",
        ];
        let root = Object::new("", value, FIELDS)?;
        let id = root.string("id")?;
        if id.is_empty()
            || id.len() > 32
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(DefinitionError::new(
                "id",
                &format!(
                    "'{}' is not 1 to 32 of a-z, 0-9 and -",
                    crate::util::text::first_chars(id, 40)
                ),
            ));
        }
        let board = Object::new("board", root.required("board")?, &["width", "height"])?;
        let width = board.number("width", 2, 10, "a board size")?;
        let height = board.number("height", 2, 10, "a board size")?;
        let name = root.optional_string("name")?.unwrap_or(id).to_string();
        if name.is_empty() || name.chars().count() > 64 {
            return Err(DefinitionError::new("name", "must be 1 to 64 characters"));
        }
        let pieces = read_pieces(&root)?;
        let pawns = match root.get("pawns") {
            None => None,
            Some(v) => Some(read_pawns(v, height)?),
        };
        let castling = match root.get("castling") {
            None | Some(Value::Bool(false)) => None,
            Some(v) => Some(read_castling(v, width)?),
        };
        let stalemate = match root.optional_string("stalemate")? {
            None | Some("draw") => Stalemate::Draw,
            Some("loss") => Stalemate::Loss,
            Some("win") => Stalemate::Win,
            Some(other) => {
                return Err(DefinitionError::new(
                    "stalemate",
                    &format!("'{other}' is not draw, loss or win"),
                ))
            }
        };
        Ok(Definition {
            id: id.to_string(),
            name,
            width,
            height,
            pieces,
            pawns,
            castling,
            start: root.string("start")?.to_string(),
            stalemate,
            fifty_moves: root.flag("fiftyMoves", true)?,
        })
    }
}

fn read_pieces(root: &Object) -> Result<Vec<PieceDefinition>, DefinitionError> {
    const FIELDS: &[&str] = &["letter", "name", "betza", "royal", "pawn", "drawing", "svg"];
    let list = root.array("pieces")?;
    if list.is_empty() || list.len() > MAX_PIECES {
        return Err(DefinitionError::new(
            "pieces",
            &format!(
                "{} kinds of pieces: a game has 1 to {MAX_PIECES}",
                list.len()
            ),
        ));
    }
    let mut pieces: Vec<PieceDefinition> = Vec::with_capacity(list.len());
    for (i, value) in list.iter().enumerate() {
        let path = format!("pieces[{i}]");
        let o = Object::new(&path, value, FIELDS)?;
        let letter = letter(o.required("letter")?, &o.path("letter"))?;
        if let Some(j) = pieces.iter().position(|p| p.letter == letter) {
            return Err(DefinitionError::new(
                &o.path("letter"),
                &format!("'{letter}' is already the letter of pieces[{j}]"),
            ));
        }
        pieces.push(PieceDefinition {
            letter,
            name: match o.optional_string("name")?.unwrap_or("piece") {
                n if n.is_empty() || n.chars().count() > 64 => {
                    return Err(DefinitionError::new(
                        &o.path("name"),
                        "must be 1 to 64 characters",
                    ))
                }
                n => n.to_string(),
            },
            betza: match o.string("betza")? {
                b if b.len() > MAX_BETZA => {
                    return Err(DefinitionError::new(
                        &o.path("betza"),
                        &format!("{} characters, at most {MAX_BETZA}", b.len()),
                    ))
                }
                b => b.to_string(),
            },
            royal: o.flag("royal", false)?,
            pawn: o.flag("pawn", false)?,
            drawing: match o.optional_string("drawing")? {
                Some(d) if !DRAWINGS.contains(&d) => {
                    return Err(DefinitionError::new(
                        &o.path("drawing"),
                        &format!(
                            "'{}' is not a built-in image (these are: {})",
                            crate::util::text::first_chars(d, 24),
                            DRAWINGS.join(", ")
                        ),
                    ))
                }
                d => d.map(str::to_string),
            },
            svg: o.optional_string("svg")?.map(str::to_string),
        });
    }
    Ok(pieces)
}

fn read_pawns(value: &Value, height: u8) -> Result<PawnDefinition, DefinitionError> {
    let o = Object::new("pawns", value, &["doubleStep", "enPassant", "promotion"])?;
    let mut double_step = Vec::new();
    if o.get("doubleStep").is_some() {
        for (i, r) in o.array("doubleStep")?.iter().enumerate() {
            match r.as_u64() {
                Some(n) if n >= 1 && n <= u64::from(height) => double_step.push(n as u8 - 1),
                _ => {
                    return Err(DefinitionError::new(
                        &format!("pawns.doubleStep[{i}]"),
                        &format!("{r} is not a rank from 1 to {height}"),
                    ))
                }
            }
        }
    }
    let p = Object::new(
        "pawns.promotion",
        o.required("promotion")?,
        &["ranks", "pieces", "onlyCaptured"],
    )?;
    let ranks = p.number("ranks", 1, u64::from(height) - 1, "a number of ranks")?;
    let pieces = p
        .array("pieces")?
        .iter()
        .enumerate()
        .map(|(i, v)| letter(v, &format!("pawns.promotion.pieces[{i}]")))
        .collect::<Result<Vec<char>, _>>()?;
    Ok(PawnDefinition {
        double_step,
        en_passant: o.flag("enPassant", true)?,
        promotion: PromotionDefinition {
            ranks,
            pieces,
            only_captured: p.flag("onlyCaptured", false)?,
        },
    })
}

fn read_castling(value: &Value, width: u8) -> Result<CastlingDefinition, DefinitionError> {
    let o = Object::new(
        "castling",
        value,
        &["royal", "rook", "kingside", "queenside"],
    )?;
    let royal = match o.get("royal") {
        None => None,
        Some(v) => Some(letter(v, &o.path("royal"))?),
    };
    let rook = letter(o.required("rook")?, &o.path("rook"))?;
    let side = |key: &str| -> Result<(u8, u8), DefinitionError> {
        let path = o.path(key);
        match o.array(key)?.as_slice() {
            [royal, rook] => Ok((
                file(royal, &format!("{path}[0]"), width)?,
                file(rook, &format!("{path}[1]"), width)?,
            )),
            _ => Err(DefinitionError::new(
                &path,
                "must be two files: where the royal piece and the rook land",
            )),
        }
    };
    Ok(CastlingDefinition {
        royal,
        rook,
        kingside: side("kingside")?,
        queenside: side("queenside")?,
    })
}
