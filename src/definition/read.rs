//! [`Definition`]: what a game's JSON definition says, read and checked for its shape (the
//! fields, their types and ranges), before [`super::compile`] checks that the game it
//! describes can be played.
//!
//! ```
//! use fenboard::definition::Definition;
//! let d = Definition::from_json(r#"{"id": "mini", "name": "Mini", "board": {"width": 4, "height": 4},
//!   "pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true}],
//!   "start": "k3/4/4/3K w - - 0 1"}"#).unwrap();
//! assert_eq!((d.width, d.height, d.pieces.len()), (4, 4, 1));
//! let e = Definition::from_json(r#"{"id": "mini", "board": {"width": 13, "height": 8}}"#).unwrap_err();
//! assert_eq!(e.to_string(), "board.width: 13 is not a board size from 2 to 12");
//! ```

use super::drops::{read_drops, DropsDefinition};
use super::ends::{read_end, EndDefinition};
use super::json::{file, letter, Object};
use super::pawns::{read_pawns, PawnDefinition};
use super::promoted::{read_piece_promotion, PiecePromotionDefinition};
use super::DefinitionError;
use crate::core::rules::{BoardStyle, FenDialect};
use serde_json::Value;

/// One kind of piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDefinition {
    /// Its FEN letter, lowercase (`a`..`z`).
    pub letter: char,
    /// Other letters read as this piece (a site's own letters for it).
    pub aliases: Vec<char>,
    /// Its name (`"archbishop"`).
    pub name: String,
    /// Its French name and whether it is feminine, for the explanations.
    pub french: Option<(String, bool)>,
    /// How it moves, in Betza's notation ([`super::betza`]); empty: it does not move by
    /// itself.
    pub betza: String,
    /// Whether it must never be left attacked.
    pub royal: bool,
    /// Whether the pawn rules (double step, en passant, promotion) apply to it.
    pub pawn: bool,
    /// Which built-in image draws it (`"marshall"`), if not the one of its letter.
    pub drawing: Option<String>,
    /// An SVG image of the white piece.
    pub svg: Option<String>,
    /// The characters written on white's piece and on black's (xiangqi's `帥` and `將`).
    pub characters: Option<[String; 2]>,
    /// The squares it may stand on, as white's ([`super::squares`]), if it is confined.
    pub region: Option<String>,
    /// How it moves from the squares of a zone: the squares, as white's, and the movement
    /// in Betza's notation.
    pub zone_moves: Option<(String, String)>,
    /// The letter of the kind it promotes into (shogi's pawn, `"t"`: the tokin), if any.
    pub promoted: Option<char>,
    /// Moves it may make only as its first, in Betza's notation, and the letters of the enemy
    /// kinds that take the right away by aiming at it (Cambodian chess's king and met).
    pub first_moves: Option<(String, Vec<char>)>,
    /// How it moves along the game's diagonal lines, in Betza's notation (janggi's palace
    /// diagonals: the advisor's `F`, the chariot's `B`).
    pub diagonal_moves: Option<String>,
    /// The letters of the kinds it may not hop over.
    pub cannot_hop: Vec<char>,
    /// The letters of the kinds it may not capture.
    pub cannot_capture: Vec<char>,
}

/// Castling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingDefinition {
    /// The letters of the royal pieces that castle, the first one's castles written `O-O` in
    /// SAN (empty: the only royal piece).
    pub royals: Vec<char>,
    /// The letters of the pieces they castle with (perfect chess's rook and chancellor), the
    /// first one's name the explanations'.
    pub rooks: Vec<char>,
    /// Files (0 = a) where the royal and the rook land, castling with the rook on the right.
    pub kingside: (u8, u8),
    /// The same with the rook on the left.
    pub queenside: (u8, u8),
    /// Where the left one of two castling royal pieces lands (`kingside`, `queenside`), if
    /// elsewhere than the right one.
    pub left_royal: Option<((u8, u8), (u8, u8))>,
    /// The rank castling takes place on, 0-based from each side's own edge.
    pub rank: u8,
    /// Every castle written in UCI as the royal piece taking its rook (`e1h1`), as Chess960
    /// engines and Fairy-Stockfish's `fischerandom` write them.
    pub chess960: bool,
    /// Placement chess: the file where the castling royal piece, dropped there, may castle,
    /// and the files of the rooks it castles with, dropped there (0 = a).
    pub dropped: Option<(u8, [u8; 2])>,
}

/// Random starts: the pieces of one rank shuffled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomDefinition {
    /// The rank, 0-based from each side's own edge.
    pub rank: u8,
    /// The letters of the kinds whose pieces stand on both colours.
    pub opposite_colors: Vec<char>,
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
    /// Random starts, if the game has them.
    pub random: Option<RandomDefinition>,
    /// The FEN the game writes.
    pub fen: FenDialect,
    /// The built-in code the game needs (`"bario"`).
    pub hooks: Option<String>,
    /// Whether two royal pieces may not face each other on an open file (xiangqi).
    pub flying_general: bool,
    /// Whether a side with several royal pieces is in check only when every one is attacked
    /// (Spartan chess's two kings).
    pub duple_check: bool,
    /// The squares that are not on the board ([`super::squares`], as they stand).
    pub holes: Option<String>,
    /// How the board is drawn.
    pub board_style: BoardStyle,
    /// The squares of the diagonal lines some kinds move along (janggi's palace diagonals),
    /// as they stand.
    pub diagonal_lines: Option<String>,
    /// Whether a side not in check may pass.
    pub pass: bool,
    /// Whether janggi's bikjang rule is played.
    pub bikjang: bool,
    /// How games end.
    pub end: EndDefinition,
    /// Hands and drops, if the game has them.
    pub drops: Option<DropsDefinition>,
    /// Where pieces promote into their promoted forms, if any has one.
    pub piece_promotion: Option<PiecePromotionDefinition>,
    /// The wall every move places, in a walling game.
    pub walling: Option<WallingDefinition>,
}

/// A walling game's walls (`"walling": { "rule": "arrow", "squares": "a1-j10" }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallingDefinition {
    /// Where the wall may go.
    pub rule: crate::core::rules::WallingRule,
    /// The squares a wall may ever go on, as written (`None`: every square).
    pub squares: Option<String>,
}

/// Most kinds of pieces a game may have.
pub const MAX_PIECES: usize = crate::core::role::MAX_ROLES;
/// Longest definition text read, in bytes (room for an SVG image per piece).
pub const MAX_TEXT: usize = 256 * 1024;
/// The built-in images a piece may name as its `drawing`.
pub const DRAWINGS: [&str; 9] = [
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "pawn",
    "marshall",
    "cardinal",
    "undefined",
];
/// The built-in code a game may name as its `hooks`.
pub const HOOKS: [&str; 1] = ["bario"];
/// Longest Betza text of a piece.
const MAX_BETZA: usize = 64;

/// A definition's JSON text read as JSON, refused beyond [`MAX_TEXT`] bytes.
pub fn parse(text: &str) -> Result<Value, DefinitionError> {
    if text.len() > MAX_TEXT {
        return Err(DefinitionError::new(
            "",
            format!(
                "the definition has {} bytes, at most {MAX_TEXT}",
                text.len()
            ),
        ));
    }
    serde_json::from_str(text).map_err(|e| DefinitionError::new("", format!("not JSON: {e}")))
}

impl Definition {
    /// Reads a definition from its JSON text.
    pub fn from_json(text: &str) -> Result<Definition, DefinitionError> {
        Definition::from_value(&parse(text)?)
    }

    /// Reads a definition from a JSON value.
    pub fn from_value(value: &Value) -> Result<Definition, DefinitionError> {
        const FIELDS: &[&str] = &[
            "$schema",
            "id",
            "name",
            "description",
            "board",
            "pieces",
            "pawns",
            "castling",
            "start",
            "random",
            "fen",
            "hooks",
            "checkmate",
            "stalemate",
            "moveRule",
            "repetition",
            "repetitionResult",
            "perpetualCheckLoses",
            "chasing",
            "moveRepetitionLoses",
            "moveRuleResult",
            "insufficientMaterial",
            "flyingGeneral",
            "dupleCheck",
            "diagonalLines",
            "pass",
            "bikjang",
            "materialCounting",
            "extinction",
            "flag",
            "checks",
            "stalematePieceCount",
            "mustCapture",
            "checking",
            "checkedRoyalCapturesOnly",
            "explosions",
            "petrifyOnCapture",
            "walling",
            "counting",
            "mateRules",
            "drops",
            "piecePromotion",
            "fiftyMoves",
            "extends",
        ];
        let root = Object::new("", value, FIELDS)?;
        if root.get("fiftyMoves").is_some() {
            return Err(DefinitionError::new(
                "fiftyMoves",
                "is now moveRule: the number of moves (50), or false for none",
            ));
        }
        if root.get("extends").is_some() {
            return Err(DefinitionError::new(
                "extends",
                "is read where the games it may extend are known: Variant::from_json, defineVariant",
            ));
        }
        let id = root.string("id")?;
        if id.is_empty()
            || id.len() > 32
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(DefinitionError::new(
                "id",
                format!(
                    "'{}' is not 1 to 32 of a-z, 0-9 and -",
                    crate::util::text::first_chars(id, 40)
                ),
            ));
        }
        let board = Object::new(
            "board",
            root.required("board")?,
            &["width", "height", "holes", "style"],
        )?;
        let board_style = match board.optional_string("style")? {
            None => BoardStyle::Squares,
            Some(name) => match BoardStyle::ALL.iter().find(|(n, _)| *n == name) {
                Some(&(_, style)) => style,
                None => {
                    return Err(DefinitionError::new(
                        "board.style",
                        format!(
                            "'{}' is not a style of board (these are: {})",
                            crate::util::text::first_chars(name, 24),
                            BoardStyle::ALL.map(|(n, _)| n).join(", ")
                        ),
                    ))
                }
            },
        };
        let width = board.number("width", 2, 12, "a board size")?;
        let height = board.number("height", 2, 12, "a board size")?;
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
            Some(v) => Some(read_castling(v, width, height)?),
        };
        let random = match root.get("random") {
            None | Some(Value::Bool(false)) => None,
            Some(v) => Some(read_random(v, height)?),
        };
        let fen = match root.optional_string("fen")? {
            None | Some("standard") => FenDialect::Standard,
            Some("vchess") => FenDialect::Vchess,
            Some(other) => {
                return Err(DefinitionError::new(
                    "fen",
                    format!("'{other}' is not standard or vchess"),
                ))
            }
        };
        let hooks = match root.optional_string("hooks")? {
            None => None,
            Some(h) if HOOKS.contains(&h) => Some(h.to_string()),
            Some(other) => {
                return Err(DefinitionError::new(
                    "hooks",
                    format!(
                        "'{}' is no built-in code (these are: {})",
                        crate::util::text::first_chars(other, 24),
                        HOOKS.join(", ")
                    ),
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
            random,
            fen,
            hooks,
            flying_general: root.flag("flyingGeneral", false)?,
            duple_check: root.flag("dupleCheck", false)?,
            holes: board.optional_string("holes")?.map(str::to_string),
            board_style,
            diagonal_lines: root.optional_string("diagonalLines")?.map(str::to_string),
            pass: root.flag("pass", false)?,
            bikjang: root.flag("bikjang", false)?,
            end: read_end(&root)?,
            drops: match root.get("drops") {
                None | Some(Value::Bool(false)) => None,
                Some(v) => Some(read_drops(v, height)?),
            },
            piece_promotion: match root.get("piecePromotion") {
                None => None,
                Some(v) => Some(read_piece_promotion(v, height)?),
            },
            walling: match root.get("walling") {
                None | Some(Value::Bool(false)) => None,
                Some(v) => Some(read_walling(v)?),
            },
        })
    }
}

/// The `walling` object: its rule, and the squares walls may go on.
fn read_walling(value: &Value) -> Result<WallingDefinition, DefinitionError> {
    use crate::core::rules::WallingRule;
    let o = Object::new("walling", value, &["rule", "squares"])?;
    o.required("rule")?;
    let rule = match o.choice("rule", &["duck", "arrow", "past", "static"], "static")? {
        "duck" => WallingRule::Duck,
        "arrow" => WallingRule::Arrow,
        "past" => WallingRule::Past,
        _ => WallingRule::Static,
    };
    Ok(WallingDefinition {
        rule,
        squares: o.optional_string("squares")?.map(str::to_string),
    })
}

/// A list of piece letters.
pub(super) fn letters(o: &Object, key: &str) -> Result<Vec<char>, DefinitionError> {
    o.array(key)?
        .iter()
        .enumerate()
        .map(|(i, v)| letter(v, &format!("{}[{i}]", o.path(key))))
        .collect()
}

fn read_pieces(root: &Object) -> Result<Vec<PieceDefinition>, DefinitionError> {
    const FIELDS: &[&str] = &[
        "letter",
        "aliases",
        "name",
        "fr",
        "betza",
        "royal",
        "pawn",
        "drawing",
        "svg",
        "characters",
        "region",
        "zoneMoves",
        "promoted",
        "firstMoves",
        "diagonalMoves",
        "cannotHop",
        "cannotCapture",
    ];
    let list = root.array("pieces")?;
    if list.is_empty() || list.len() > MAX_PIECES {
        return Err(DefinitionError::new(
            "pieces",
            format!(
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
        let aliases = match o.get("aliases") {
            None => Vec::new(),
            Some(_) => letters(&o, "aliases")?,
        };
        for (l, field) in std::iter::once((letter, o.path("letter"))).chain(
            aliases
                .iter()
                .enumerate()
                .map(|(k, &a)| (a, format!("{}[{k}]", o.path("aliases")))),
        ) {
            if let Some(j) = pieces
                .iter()
                .position(|p| p.letter == l || p.aliases.contains(&l))
            {
                return Err(DefinitionError::new(
                    &field,
                    format!("'{l}' is already a letter of pieces[{j}]"),
                ));
            }
        }
        let name = |key: &str| -> Result<Option<String>, DefinitionError> {
            match o.optional_string(key)? {
                Some(n) if n.is_empty() || n.chars().count() > 64 => Err(DefinitionError::new(
                    &o.path(key),
                    "must be 1 to 64 characters",
                )),
                n => Ok(n.map(str::to_string)),
            }
        };
        let french = match o.get("fr") {
            None => None,
            Some(v) => {
                let fr = Object::new(&o.path("fr"), v, &["name", "feminine"])?;
                let n = fr.string("name")?;
                if n.is_empty() || n.chars().count() > 64 {
                    return Err(DefinitionError::new(
                        &fr.path("name"),
                        "must be 1 to 64 characters",
                    ));
                }
                Some((n.to_string(), fr.flag("feminine", false)?))
            }
        };
        pieces.push(PieceDefinition {
            letter,
            aliases,
            name: name("name")?.unwrap_or_else(|| "piece".into()),
            french,
            betza: match o.string("betza")? {
                b if b.len() > MAX_BETZA => {
                    return Err(DefinitionError::new(
                        &o.path("betza"),
                        format!("{} characters, at most {MAX_BETZA}", b.len()),
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
                        format!(
                            "'{}' is not a built-in image (these are: {})",
                            crate::util::text::first_chars(d, 24),
                            DRAWINGS.join(", ")
                        ),
                    ))
                }
                d => d.map(str::to_string),
            },
            svg: o.optional_string("svg")?.map(str::to_string),
            characters: match o.get("characters") {
                None => None,
                Some(v) => Some(read_characters(v, &o.path("characters"))?),
            },
            region: o.optional_string("region")?.map(str::to_string),
            zone_moves: match o.get("zoneMoves") {
                None => None,
                Some(v) => {
                    let z = Object::new(&o.path("zoneMoves"), v, &["squares", "betza"])?;
                    Some((
                        z.string("squares")?.to_string(),
                        z.string("betza")?.to_string(),
                    ))
                }
            },
            promoted: match o.get("promoted") {
                None => None,
                Some(v) => Some(super::json::letter(v, &o.path("promoted"))?),
            },
            first_moves: match o.get("firstMoves") {
                None => None,
                Some(v) => {
                    let f = Object::new(&o.path("firstMoves"), v, &["betza", "lostTo"])?;
                    let lost_to = match f.get("lostTo") {
                        None => Vec::new(),
                        Some(_) => letters(&f, "lostTo")?,
                    };
                    Some((f.string("betza")?.to_string(), lost_to))
                }
            },
            diagonal_moves: o.optional_string("diagonalMoves")?.map(str::to_string),
            cannot_hop: match o.get("cannotHop") {
                None => Vec::new(),
                Some(_) => letters(&o, "cannotHop")?,
            },
            cannot_capture: match o.get("cannotCapture") {
                None => Vec::new(),
                Some(_) => letters(&o, "cannotCapture")?,
            },
        });
    }
    Ok(pieces)
}

/// A piece's `characters`: one text for both sides, or white's and black's; each one or two
/// characters, none a space or a control.
fn read_characters(value: &Value, path: &str) -> Result<[String; 2], DefinitionError> {
    let text = |v: &Value| {
        v.as_str()
            .filter(|t| {
                (1..=2).contains(&t.chars().count())
                    && !t.chars().any(|c| c.is_whitespace() || c.is_control())
            })
            .map(str::to_string)
    };
    let sides = match value {
        Value::Array(sides) => sides.iter().map(text).collect(),
        v => text(v).map(|t| vec![t.clone(), t]),
    };
    match sides.as_deref() {
        Some([white, black]) => Ok([white.clone(), black.clone()]),
        _ => Err(DefinitionError::new(
            path,
            "must be one or two characters (\"車\"), or two such texts: white's and black's ([\"帥\", \"將\"])",
        )),
    }
}

fn read_castling(
    value: &Value,
    width: u8,
    height: u8,
) -> Result<CastlingDefinition, DefinitionError> {
    let o = Object::new(
        "castling",
        value,
        &[
            "royal",
            "rook",
            "kingside",
            "queenside",
            "leftRoyal",
            "rank",
            "chess960",
            "dropped",
        ],
    )?;
    let royals = match o.get("royal") {
        None => Vec::new(),
        Some(Value::Array(_)) => letters(&o, "royal")?,
        Some(v) => vec![letter(v, &o.path("royal"))?],
    };
    let rooks = match o.required("rook")? {
        Value::Array(_) => letters(&o, "rook")?,
        v => vec![letter(v, &o.path("rook"))?],
    };
    let side = |o: &Object, key: &str| -> Result<(u8, u8), DefinitionError> {
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
    let left_royal = match o.get("leftRoyal") {
        None => None,
        Some(v) => {
            let l = Object::new(&o.path("leftRoyal"), v, &["kingside", "queenside"])?;
            Some((side(&l, "kingside")?, side(&l, "queenside")?))
        }
    };
    let dropped = match o.get("dropped") {
        None => None,
        Some(v) => {
            let d = Object::new(&o.path("dropped"), v, &["royal", "rooks"])?;
            let royal = file(d.required("royal")?, &d.path("royal"), width)?;
            let path = d.path("rooks");
            let rooks = match d.array("rooks")?.as_slice() {
                [a, b] => [
                    file(a, &format!("{path}[0]"), width)?,
                    file(b, &format!("{path}[1]"), width)?,
                ],
                _ => {
                    return Err(DefinitionError::new(
                        &path,
                        "must be two files: the left rook's and the right rook's",
                    ))
                }
            };
            if !(rooks[0] < royal && royal < rooks[1]) {
                return Err(DefinitionError::new(
                    &path,
                    "must be a file left of the royal piece's, then one right of it",
                ));
            }
            Some((royal, rooks))
        }
    };
    Ok(CastlingDefinition {
        dropped,
        royals,
        rooks,
        kingside: side(&o, "kingside")?,
        queenside: side(&o, "queenside")?,
        left_royal,
        rank: match o.get("rank") {
            None => 0,
            Some(_) => o.number("rank", 1, u64::from(height), "a rank")? - 1,
        },
        chess960: o.flag("chess960", false)?,
    })
}

fn read_random(value: &Value, height: u8) -> Result<RandomDefinition, DefinitionError> {
    let o = Object::new("random", value, &["rank", "oppositeColors"])?;
    let rank = o.number("rank", 1, u64::from(height), "a rank")? - 1;
    let opposite_colors = match o.get("oppositeColors") {
        None => Vec::new(),
        Some(_) => letters(&o, "oppositeColors")?,
    };
    Ok(RandomDefinition {
        rank,
        opposite_colors,
    })
}
