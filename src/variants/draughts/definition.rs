//! [`Game`]: a draughts game read from its JSON definition (`variants/draughts/russian.json`), with
//! [`DefinitionError`] naming the field that is wrong (the reader of the chess family's
//! definitions, `util::json`, reads it too).
//!
//! ```
//! use fenboard::variants::draughts::{CaptureChoice, Game};
//! let game = Game::from_json(include_str!("../../../variants/draughts/international.json")).unwrap();
//! assert_eq!((game.id.as_str(), game.size), ("international", 10));
//! assert_eq!(game.rules.capture, CaptureChoice::Most);
//! let e = Game::from_json(r#"{"family": "draughts", "id": "x", "name": "X",
//!     "board": {"width": 9, "height": 9}, "start": "W:W:B"}"#).unwrap_err();
//! assert_eq!(e.to_string(), "board.width: 9 is not a draughts board size (8, 10 or 12)");
//! ```

use super::draw::{DrawCount, DrawRule, SideCount};
use super::fen::FenError;
use super::position::Position;
use super::rules::{CaptureChoice, NoMoves, Preference, Rules, SquareNames};
use super::squares::Board;
use crate::core::color::Color;
use crate::util::json::Object;
use serde_json::Value;

pub use crate::util::json::DefinitionError;

/// A draughts game: its id, name, board, start position and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Identifier (`international`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// The board's side: 8, 10 or 12.
    pub size: u8,
    /// Whether the board's a1 is light (Italian draughts): the engine's board in a mirror
    /// ([`Board`]).
    pub a1_light: bool,
    /// Whether every square is playable, pieces moving along ranks and files (Turkish
    /// draughts, 8x8 only): positions are then [`Full8`](super::Full8) sets.
    pub all_squares: bool,
    /// The start position, as the game writes its FEN.
    pub start: String,
    /// The rules.
    pub rules: Rules,
    /// Its number in PDN's `GameType` tag (20 international draughts, 25 Russian), if it has
    /// one.
    pub pdn_game_type: Option<u8>,
    /// The draws that count moves (`end.draws`), in order; repetition is every game's.
    pub draws: Vec<DrawRule>,
}

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

impl Game {
    /// Reads and checks a draughts definition. Its rules default to Russian draughts' where a
    /// field is left out: men capture backward, kings fly, free choice of capture, crowning
    /// during a capture, algebraic squares; `capture.orderMatters` defaults to false; the
    /// side without a move loses, crowning wins nothing, no draw counts moves (`end`).
    pub fn from_json(json: &str) -> Result<Game, DefinitionError> {
        let value: Value = serde_json::from_str(json)
            .map_err(|e| DefinitionError::new("", format!("not JSON: {e}")))?;
        Game::from_value(&value)
    }

    /// [`Game::from_json`] for a definition already parsed.
    pub fn from_value(value: &Value) -> Result<Game, DefinitionError> {
        let top = Object::new("", value, TOP)?;
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
        let (size, a1_light, all_squares) = board_size(value.get("board"))?;
        let men = Object::optional(
            "men",
            value.get("men"),
            &["captureBackward", "captureKings"],
        )?;
        let kings = Object::optional("kings", value.get("kings"), &["flying", "quietMoves"])?;
        let capture = Object::optional(
            "capture",
            value.get("capture"),
            &[
                "choice",
                "preferences",
                "crownMidCapture",
                "orderMatters",
                "removeAtOnce",
                "orthogonal",
                "kingValue",
            ],
        )?;
        let end = Object::optional(
            "end",
            value.get("end"),
            &["noMoves", "crowningWins", "draws"],
        )?;
        let draws = match end.get("draws") {
            None => Vec::new(),
            Some(_) => (end.array("draws")?.iter().enumerate())
                .map(|(i, v)| draw_rule(&format!("end.draws[{i}]"), v))
                .collect::<Result<_, _>>()?,
        };
        let pdn = Object::optional("pdn", value.get("pdn"), &["gameType"])?;
        let pdn_game_type = match pdn.get("gameType") {
            None => None,
            Some(_) => Some(pdn.number("gameType", 0, 99, "a number")?),
        };
        let rules = Rules {
            men_capture_backward: men.flag("captureBackward", true)?,
            men_capture_kings: men.flag("captureKings", true)?,
            flying_kings: kings.flag("flying", true)?,
            capture: match capture.choice("choice", &["free", "most", "value"], "free")? {
                "most" => CaptureChoice::Most,
                "value" => CaptureChoice::Value(king_value(&capture)?),
                _ => CaptureChoice::Free,
            },
            preferences: preferences(&capture)?,
            crown_mid_capture: capture.flag("crownMidCapture", true)?,
            ordered_captures: capture.flag("orderMatters", false)?,
            remove_at_once: capture.flag("removeAtOnce", false)?,
            orthogonal_captures: capture.flag("orthogonal", false)?,
            king_quiet_moves: match kings.get("quietMoves") {
                None => 0,
                Some(_) => kings.number("quietMoves", 1, 15, "a number of moves")?,
            },
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
        if rules.remove_at_once && !all_squares {
            // The capture search tests it only on boards of every square, where it costs
            // the dark squares' games nothing.
            return Err(DefinitionError::new(
                "capture.removeAtOnce",
                "true only where every square plays (board.playable: 'all', Turkish draughts)",
            ));
        }
        if rules.orthogonal_captures && all_squares {
            return Err(DefinitionError::new(
                "capture.orthogonal",
                "says that pieces capture along ranks and files on the dark squares; where every square plays they capture only so",
            ));
        }
        if capture.get("kingValue").is_some() && !matches!(rules.capture, CaptureChoice::Value(_)) {
            return Err(DefinitionError::new(
                "capture.kingValue",
                "only with capture.choice 'value' (the capture of the highest value)",
            ));
        }
        let start = top.string("start")?;
        let board = Board {
            size,
            a1_light,
            all: all_squares,
        };
        let start = match (size, all_squares) {
            (_, true) => start_fen::<super::Full8>(start, rules.squares, board)?,
            (8, _) => start_fen::<u32>(start, rules.squares, board)?,
            (10, _) => start_fen::<u64>(start, rules.squares, board)?,
            _ => start_fen::<u128>(start, rules.squares, board)?,
        };
        Ok(Game {
            id: id.to_string(),
            name: name.to_string(),
            size,
            a1_light,
            all_squares,
            start,
            rules,
            pdn_game_type,
            draws,
        })
    }

    /// The board, as the game names its squares.
    pub fn board(&self) -> Board {
        Board {
            size: self.size,
            a1_light: self.a1_light,
            all: self.all_squares,
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

/// `capture.kingValue`: how many men a king is worth where the highest value must be taken,
/// 1 to 10 in hundredths (Frisian draughts: 1.5), as hundredths of a man; 1.5 where left out.
fn king_value(capture: &Object) -> Result<u16, DefinitionError> {
    let Some(v) = capture.get("kingValue") else {
        return Ok(150);
    };
    let hundredths = v.as_f64().map(|x| x * 100.0);
    match hundredths {
        Some(h) if (100.0..=1000.0).contains(&h) && (h - h.round()).abs() < 1e-6 => {
            Ok(h.round() as u16)
        }
        // Not the value in the message: writing a fraction would bring a float formatter
        // into the module.
        _ => Err(DefinitionError::new(
            &capture.path("kingValue"),
            "must be a number of men from 1 to 10, in hundredths (1.5: a king worth one man and a half)",
        )),
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
    let items = match capture.get("preferences") {
        None => return Ok(out),
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

/// The board's side, whether its a1 is light and whether every square is playable, from
/// `{"width": n, "height": n, "a1": "dark", "playable": "dark"}`.
fn board_size(board: Option<&Value>) -> Result<(u8, bool, bool), DefinitionError> {
    let board = Object::optional("board", board, &["width", "height", "a1", "playable"])?;
    let side = |key: &str| match board.required(key)?.as_u64() {
        Some(n @ (8 | 10 | 12)) => Ok(n as u8),
        Some(n) => Err(DefinitionError::new(
            &board.path(key),
            format!("{n} is not a draughts board size (8, 10 or 12)"),
        )),
        None => Err(DefinitionError::new(
            &board.path(key),
            "must be a draughts board size (8, 10 or 12)",
        )),
    };
    let (width, height) = (side("width")?, side("height")?);
    if width != height {
        return Err(DefinitionError::new(
            "board.height",
            "must be the width: draughts boards are square",
        ));
    }
    let a1_light = board.choice("a1", &["dark", "light"], "dark")? == "light";
    let all = board.choice("playable", &["dark", "all"], "dark")? == "all";
    if all && width != 8 {
        return Err(DefinitionError::new(
            "board.playable",
            "'all' (every square, pieces moving along ranks and files) needs an 8x8 board",
        ));
    }
    if all && a1_light {
        return Err(DefinitionError::new(
            "board.a1",
            "'light' turns a board of dark squares; with every square playable it says nothing",
        ));
    }
    Ok((width, a1_light, all))
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

/// One rule of `end.draws`: `{"count": "kingMoves" | "sinceCapture", "plies": n, "sides":
/// [side, side]}`, each side `{"pieces": n | [low, high], "kings": n | [low, high]}`.
fn draw_rule(path: &str, value: &Value) -> Result<DrawRule, DefinitionError> {
    let o = Object::new(path, value, &["count", "plies", "sides"])?;
    let count = match o.choice("count", &["kingMoves", "sinceCapture"], "kingMoves")? {
        "sinceCapture" => DrawCount::SinceCapture,
        _ => DrawCount::KingMoves,
    };
    let plies = o.number("plies", 1, 250, "a number of plies")?;
    let sides = match o.get("sides") {
        None => None,
        Some(_) => {
            let list = o.array("sides")?;
            if list.len() != 2 {
                return Err(DefinitionError::new(
                    &o.path("sides"),
                    "must list the two sides' material",
                ));
            }
            Some([
                side_count(&format!("{path}.sides[0]"), &list[0])?,
                side_count(&format!("{path}.sides[1]"), &list[1])?,
            ])
        }
    };
    if sides.is_none() && count == DrawCount::SinceCapture {
        // Its reason would be neither of the two a status names for these rules.
        return Err(DefinitionError::new(
            &o.path("sides"),
            "required with count 'sinceCapture' (the material of a small ending)",
        ));
    }
    Ok(DrawRule {
        count,
        plies,
        sides,
    })
}

/// A side's material in a draw rule: how many pieces and kings, each a number or a range.
fn side_count(path: &str, value: &Value) -> Result<SideCount, DefinitionError> {
    let o = Object::new(path, value, &["pieces", "kings"])?;
    let range = |key: &str| -> Result<(u8, u8), DefinitionError> {
        let v = match o.get(key) {
            None => return Ok((0, u8::MAX)),
            Some(v) => v,
        };
        let bad = || {
            DefinitionError::new(
                &o.path(key),
                "must be a number from 0 to 40 or a range [low, high] of them",
            )
        };
        let n = |v: &Value| v.as_u64().filter(|&n| n <= 40).map(|n| n as u8);
        match v {
            Value::Array(a) if a.len() == 2 => match (n(&a[0]), n(&a[1])) {
                (Some(lo), Some(hi)) if lo <= hi => Ok((lo, hi)),
                _ => Err(bad()),
            },
            _ => n(v).map(|k| (k, k)).ok_or_else(bad),
        }
    };
    let pieces = range("pieces")?;
    let kings = range("kings")?;
    if pieces.1 == 0 || kings.0 > pieces.1 {
        // A side without a piece has lost; more kings than pieces never happens.
        return Err(DefinitionError::new(
            path,
            "no position has this material (no piece, or more kings than pieces)",
        ));
    }
    Ok(SideCount { pieces, kings })
}
