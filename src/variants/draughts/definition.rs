//! [`Game`]: a draughts game read from its JSON definition (`variants/draughts/russian.json`), with
//! [`DefinitionError`] naming the field that is wrong.
//!
//! ```
//! use fenboard::variants::draughts::{CaptureChoice, Game};
//! let game = Game::from_json(include_str!("../../../variants/draughts/international.json")).unwrap();
//! assert_eq!((game.id.as_str(), game.size), ("international", 10));
//! assert_eq!(game.rules.capture, CaptureChoice::Most);
//! let e = Game::from_json(r#"{"family": "draughts", "id": "x", "name": "X",
//!     "board": {"width": 9, "height": 9}, "start": "W:W:B"}"#).unwrap_err();
//! assert_eq!(e.to_string(), "board.width: 9 is not a draughts board size (8 or 10)");
//! ```

use super::fen::FenError;
use super::position::Position;
use super::rules::{CaptureChoice, NoMoves, Preference, Rules, SquareNames};
use super::squares::Board;
use crate::core::color::Color;
use crate::core::error::ErrorCode;
use serde_json::{Map, Value};
use std::fmt;

/// A draughts game: its id, name, board, start position and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Identifier (`international`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// The board's side: 8 or 10 (the engine's positions go up to 12x12, which no game
    /// uses yet).
    pub size: u8,
    /// Whether the board's a1 is light (Italian draughts): the engine's board in a mirror
    /// ([`Board`]).
    pub a1_light: bool,
    /// The start position, as the game writes its FEN.
    pub start: String,
    /// The rules.
    pub rules: Rules,
    /// Its number in PDN's `GameType` tag (20 international draughts, 25 Russian), if it has
    /// one.
    pub pdn_game_type: Option<u8>,
}

/// A definition that cannot be played: the field (`capture.choice`, empty for the whole
/// text) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionError {
    /// The field, as a path.
    pub field: String,
    /// What is wrong with it.
    pub reason: String,
}

impl DefinitionError {
    fn new(field: &str, reason: impl Into<String>) -> DefinitionError {
        DefinitionError {
            field: field.to_string(),
            reason: reason.into(),
        }
    }

    /// Its code, `bad-definition`.
    pub fn code(&self) -> ErrorCode {
        ErrorCode::BadDefinition
    }
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.reason)
        } else {
            write!(f, "{}: {}", self.field, self.reason)
        }
    }
}

impl std::error::Error for DefinitionError {}

/// The fields of each object of a definition.
const TOP: &[&str] = &[
    "$schema",
    "family",
    "id",
    "name",
    "description",
    "board",
    "start",
    "men",
    "kings",
    "capture",
    "squares",
    "end",
    "pdn",
];

/// An object of the definition, its fields checked against those it may have.
struct Object<'a> {
    path: &'static str,
    map: &'a Map<String, Value>,
}

impl<'a> Object<'a> {
    fn new(
        path: &'static str,
        value: Option<&'a Value>,
        known: &[&str],
    ) -> Result<Self, DefinitionError> {
        static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
        let map = match value {
            None => EMPTY.get_or_init(Map::new),
            Some(Value::Object(map)) => map,
            Some(_) => return Err(DefinitionError::new(path, "must be an object")),
        };
        if let Some(key) = map.keys().find(|k| !known.contains(&k.as_str())) {
            let field = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            return Err(DefinitionError::new(
                &field,
                format!("unknown field (the fields here: {})", known.join(", ")),
            ));
        }
        Ok(Object { path, map })
    }

    fn path(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    fn string(&self, key: &str) -> Result<&'a str, DefinitionError> {
        match self.map.get(key) {
            None | Some(Value::Null) => Err(DefinitionError::new(&self.path(key), "is missing")),
            Some(v) => v
                .as_str()
                .ok_or_else(|| DefinitionError::new(&self.path(key), "must be a string")),
        }
    }

    fn flag(&self, key: &str, default: bool) -> Result<bool, DefinitionError> {
        match self.map.get(key) {
            None | Some(Value::Null) => Ok(default),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| DefinitionError::new(&self.path(key), "must be true or false")),
        }
    }

    /// A string field that must be one of `choices`, with its default.
    fn choice(
        &self,
        key: &str,
        choices: &[&'static str],
        default: &'static str,
    ) -> Result<&'static str, DefinitionError> {
        let given = match self.map.get(key) {
            None | Some(Value::Null) => return Ok(default),
            Some(_) => self.string(key)?,
        };
        choices
            .iter()
            .find(|&&c| c == given)
            .copied()
            .ok_or_else(|| {
                DefinitionError::new(
                    &self.path(key),
                    format!("'{}' is not one of {}", cut(given), choices.join(", ")),
                )
            })
    }
}

fn cut(s: &str) -> String {
    s.chars().take(24).collect()
}

impl Game {
    /// Reads and checks a draughts definition. Its rules default to Russian draughts' where a
    /// field is left out: men capture backward, kings fly, free choice of capture, crowning
    /// during a capture, algebraic squares; `capture.orderMatters` defaults to false; the
    /// side without a move loses, crowning wins nothing (`end`).
    pub fn from_json(json: &str) -> Result<Game, DefinitionError> {
        let value: Value = serde_json::from_str(json)
            .map_err(|e| DefinitionError::new("", format!("not JSON: {e}")))?;
        Game::from_value(&value)
    }

    /// [`Game::from_json`] for a definition already parsed.
    pub fn from_value(value: &Value) -> Result<Game, DefinitionError> {
        let top = Object::new("", Some(value), TOP)?;
        if top.string("family")? != "draughts" {
            return Err(DefinitionError::new("family", "must be 'draughts'"));
        }
        let id = top.string("id")?;
        if id.is_empty()
            || id.len() > 40
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(DefinitionError::new(
                "id",
                "must be 1 to 40 characters a-z, 0-9 and '-'",
            ));
        }
        let name = top.string("name")?;
        let (size, a1_light) = board_size(value.get("board"))?;
        let men = Object::new(
            "men",
            value.get("men"),
            &["captureBackward", "captureKings"],
        )?;
        let kings = Object::new("kings", value.get("kings"), &["flying"])?;
        let capture = Object::new(
            "capture",
            value.get("capture"),
            &["choice", "preferences", "crownMidCapture", "orderMatters"],
        )?;
        let end = Object::new("end", value.get("end"), &["noMoves", "crowningWins"])?;
        let pdn = Object::new("pdn", value.get("pdn"), &["gameType"])?;
        let pdn_game_type = match pdn.map.get("gameType") {
            None | Some(Value::Null) => None,
            Some(v) => Some(v.as_u64().filter(|&n| n <= 99).ok_or_else(|| {
                DefinitionError::new("pdn.gameType", "must be a number from 0 to 99")
            })? as u8),
        };
        let rules = Rules {
            men_capture_backward: men.flag("captureBackward", true)?,
            men_capture_kings: men.flag("captureKings", true)?,
            flying_kings: kings.flag("flying", true)?,
            capture: match capture.choice("choice", &["free", "most"], "free")? {
                "most" => CaptureChoice::Most,
                _ => CaptureChoice::Free,
            },
            preferences: preferences(&capture)?,
            crown_mid_capture: capture.flag("crownMidCapture", true)?,
            ordered_captures: capture.flag("orderMatters", false)?,
            squares: match top.choice("squares", &["algebraic", "numeric"], "algebraic")? {
                "numeric" => SquareNames::Numeric,
                _ => SquareNames::Algebraic,
            },
            no_moves: match end.choice("noMoves", &["loses", "wins"], "loses")? {
                "wins" => NoMoves::Wins,
                _ => NoMoves::Loses,
            },
            crowning_wins: end.flag("crowningWins", false)?,
        };
        let start = top.string("start")?;
        let board = Board { size, a1_light };
        let start = match size {
            8 => start_fen::<u32>(start, rules.squares, board)?,
            _ => start_fen::<u64>(start, rules.squares, board)?,
        };
        Ok(Game {
            id: id.to_string(),
            name: name.to_string(),
            size,
            a1_light,
            start,
            rules,
            pdn_game_type,
        })
    }

    /// The board, as the game names its squares.
    pub fn board(&self) -> Board {
        Board {
            size: self.size,
            a1_light: self.a1_light,
        }
    }

    /// The side that moves first.
    pub fn first(&self) -> Color {
        if self.start.starts_with('B') {
            Color::Black
        } else {
            Color::White
        }
    }
}

/// `capture.preferences`: up to three different preferences, in order.
fn preferences(capture: &Object) -> Result<[Option<Preference>; 3], DefinitionError> {
    const NAMES: [(&str, Preference); 3] = [
        ("withKing", Preference::WithKing),
        ("mostKings", Preference::MostKings),
        ("earliestKing", Preference::EarliestKing),
    ];
    let mut out = [None; 3];
    let items = match capture.map.get("preferences") {
        None | Some(Value::Null) => return Ok(out),
        Some(Value::Array(items)) if items.len() <= 3 => items,
        Some(_) => {
            return Err(DefinitionError::new(
                &capture.path("preferences"),
                "must be a list of at most 3 of withKing, mostKings, earliestKing",
            ))
        }
    };
    for (k, item) in items.iter().enumerate() {
        let field = format!("{}[{k}]", capture.path("preferences"));
        let name = item.as_str().unwrap_or("");
        let Some(&(_, p)) = NAMES.iter().find(|(n, _)| *n == name) else {
            return Err(DefinitionError::new(
                &field,
                "must be one of withKing, mostKings, earliestKing",
            ));
        };
        if out.contains(&Some(p)) {
            return Err(DefinitionError::new(
                &field,
                format!("'{name}' is listed twice"),
            ));
        }
        out[k] = Some(p);
    }
    Ok(out)
}

/// The board's side and whether its a1 is light, from `{"width": n, "height": n, "a1":
/// "dark"}`.
fn board_size(board: Option<&Value>) -> Result<(u8, bool), DefinitionError> {
    let board = Object::new("board", board, &["width", "height", "a1"])?;
    let side = |key: &str| match board.map.get(key) {
        None | Some(Value::Null) => Err(DefinitionError::new(&board.path(key), "is missing")),
        Some(v) => match v.as_u64() {
            Some(n @ (8 | 10)) => Ok(n as u8),
            Some(n) => Err(DefinitionError::new(
                &board.path(key),
                format!("{n} is not a draughts board size (8 or 10)"),
            )),
            None => Err(DefinitionError::new(
                &board.path(key),
                "must be a draughts board size (8 or 10)",
            )),
        },
    };
    let (width, height) = (side("width")?, side("height")?);
    if width != height {
        return Err(DefinitionError::new(
            "board.height",
            "must be the width: draughts boards are square",
        ));
    }
    let a1_light = board.choice("a1", &["dark", "light"], "dark")? == "light";
    Ok((width, a1_light))
}

/// The start position read and written back in the game's own form.
fn start_fen<B: super::bits::Bits>(
    fen: &str,
    names: SquareNames,
    board: Board,
) -> Result<String, DefinitionError> {
    Position::<B>::from_fen_on(fen, board)
        .map(|p| p.to_fen_on(names, board))
        .map_err(|e: FenError| DefinitionError::new("start", e.to_string()))
}
