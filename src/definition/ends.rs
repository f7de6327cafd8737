//! How a definition says a game is won and ends: checkmate's and stalemate's values, the move
//! rule, repetition, insufficient material, the extinction rule, a region to reach, checks
//! counted, and the rules of play that serve such aims (captures compulsory, checks
//! forbidden, explosions), read field by field.

use super::json::{letter, shown, Object};
use super::read::letters;
use super::squares::SideSquares;
use super::DefinitionError;
use crate::core::color::Color;
use crate::core::rules::{GameValue, RepetitionValue};
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
    /// How many times the same position ends the game (0: never).
    pub repetition: u32,
    /// What the repeated position gives.
    pub repetition_result: RepetitionValue,
    /// Whether a side that checks with every move of a repetition loses.
    pub perpetual_check_loses: bool,
    /// Xiangqi's rule on chasing, if the game has it: the letters of the kinds it knows.
    pub chasing: Option<ChasingDefinition>,
    /// Whether a side that moves the same piece back and forth loses (janggi's modern rule).
    pub move_repetition_loses: bool,
    /// What the side to move gets when the move rule ends the game.
    pub move_rule_result: GameValue,
    /// The letters of the kinds that cannot mate alone (empty: only bare royal pieces draw;
    /// `None`: no such rule).
    pub insufficient_material: Option<Vec<char>>,
    /// A side with too few pieces left, if the game has such a rule.
    pub extinction: Option<ExtinctionDefinition>,
    /// A region to reach, if the game has one.
    pub flag: Option<FlagDefinition>,
    /// How many checks win (0: not counted).
    pub checks: u8,
    /// Whether a stalemate is decided by the pieces left (suicide chess).
    pub stalemate_piece_count: bool,
    /// Whether a side that can capture must.
    pub must_capture: bool,
    /// Whether a move may give check.
    pub checking: bool,
    /// Whether a royal piece in check may move only to take the one piece checking it.
    pub checked_royal_captures_only: bool,
    /// Explosions, if captures explode.
    pub explosions: Option<ExplosionsDefinition>,
    /// The letters of the kinds turned to stone when they capture (`petrifyOnCapture`).
    pub petrify_on_capture: Vec<char>,
    /// Makruk's counting, if the game has it.
    pub counting: Option<CountingDefinition>,
    /// Which checkmates win (shatar's): the letters of the kinds that may not mate alone, and
    /// of those one of whose checks a winning series of checks needs.
    pub mate_rules: Option<(Vec<char>, Vec<char>)>,
    /// Janggi's count of material: twice each kind's value by letter, and twice black's komi
    /// (negative: white's, whose draw odds are half a point).
    pub material_counting: Option<(Vec<(char, u16)>, i16)>,
}

/// Xiangqi's rule on chasing as Fairy-Stockfish plays it (`"chasing": {"rule": "axf", ...}`):
/// the letters of the kinds it knows ([`crate::core::rules::Chasing`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChasingDefinition {
    /// The general, advisor, elephant, horse, chariot, cannon and soldier, in this order.
    pub kinds: [char; 7],
}

/// The kinds [`ChasingDefinition::kinds`] names, as the definition's keys.
pub const CHASING_KINDS: [&str; 7] = [
    "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
];

/// Makruk's counting ([`crate::core::rules::Counting`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountingDefinition {
    /// Moves allowed by the board's honour (0: none).
    pub board: u8,
    /// The most pieces a side counts the board's honour with (0: any number).
    pub board_at_most: u8,
    /// Whether the board's honour is counted while pawns are left.
    pub board_with_pawns: bool,
    /// The pieces' honour: (letter, at least, moves), the first that applies.
    pub pieces: Vec<(char, u8, u8)>,
    /// The pieces' honour when none applies (0: no count).
    pub otherwise: u8,
    /// Whether a bare king's count starts from the pieces on the board.
    pub from_pieces: bool,
}

/// A region to reach ([`crate::core::rules::Flag`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlagDefinition {
    /// The letters of the kinds that win by reaching it.
    pub pieces: Vec<char>,
    /// The region: white's squares, and black's.
    pub squares: SideSquares,
    /// Whether the other side gets one more move.
    pub extra_move: bool,
    /// Whether the piece must stand there unattacked (dobutsu's lion).
    pub safe: bool,
}

/// What a capture explodes ([`crate::core::rules::Explosions`]).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ExplosionsDefinition {
    /// The letters of the kinds no explosion removes.
    pub immune: Vec<char>,
    /// The letters of the kinds that may not capture their own kind.
    pub mutually_immune: Vec<char>,
}

/// The extinction rule ([`crate::core::rules::Extinction`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtinctionDefinition {
    /// The letters of the kinds counted, each alone (or together, with `together`); empty:
    /// all the pieces together.
    pub pieces: Vec<char>,
    /// Whether the kinds of `pieces` are counted together, as one.
    pub together: bool,
    /// Whether the pieces counted are royal while a side has one more than `at_most` at most.
    pub pseudo_royal: bool,
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

/// A number of points from 0 to 1000 in halves (`1.5`), as twice its value.
fn half_points(v: &Value, path: &str) -> Result<u16, DefinitionError> {
    match v.as_f64().map(|x| x * 2.0) {
        Some(x) if (0.0..=2000.0).contains(&x) && x.fract() == 0.0 => Ok(x as u16),
        _ => Err(DefinitionError::new(
            path,
            format!(
                "{} is not a number of points from 0 to 1000, in halves",
                shown(v)
            ),
        )),
    }
}

/// `materialCounting`: `{"values": {"r": 13, ...}, "komi": 1.5}`, or a side's draw odds
/// (`"black-draw-odds"`: armageddon's), half a point given to that side.
fn material_counting(v: &Value) -> Result<(Vec<(char, u16)>, i16), DefinitionError> {
    match v.as_str() {
        Some("black-draw-odds") => return Ok((Vec::new(), 1)),
        Some("white-draw-odds") => return Ok((Vec::new(), -1)),
        Some(_) => {
            return Err(DefinitionError::new(
                "materialCounting",
                format!(
                    "{} is not \"white-draw-odds\", \"black-draw-odds\" or a count of material",
                    shown(v)
                ),
            ))
        }
        None => {}
    }
    let o = Object::new("materialCounting", v, &["values", "komi"])?;
    let values = match o.required("values")? {
        Value::Object(map) => map
            .iter()
            .map(|(k, n)| {
                let path = format!("{}.{k}", o.path("values"));
                let l = letter(&Value::String(k.clone()), &path)?;
                Ok((l, half_points(n, &path)?))
            })
            .collect::<Result<Vec<_>, DefinitionError>>()?,
        other => {
            return Err(DefinitionError::new(
                &o.path("values"),
                format!(
                    "{} is not an object of piece letters and their points",
                    shown(other)
                ),
            ))
        }
    };
    let komi = match o.get("komi") {
        None => 0,
        // At most 2,000 halves: within an i16.
        Some(k) => half_points(k, &o.path("komi"))? as i16,
    };
    Ok((values, komi))
}

/// What a repeated position gives: a value for the side to move, or a win for a side whoever
/// moves.
fn repetition_value(root: &Object) -> Result<RepetitionValue, DefinitionError> {
    const KEY: &str = "repetitionResult";
    Ok(match root.optional_string(KEY)? {
        Some("white-wins") => RepetitionValue::Winner(Color::White),
        Some("black-wins") => RepetitionValue::Winner(Color::Black),
        None | Some("draw" | "loss" | "win") => {
            RepetitionValue::ToMove(value(root, KEY, GameValue::Draw)?)
        }
        Some(other) => {
            return Err(DefinitionError::new(
                &root.path(KEY),
                format!("'{other}' is not draw, loss, win, white-wins or black-wins"),
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

/// `chasing`: `{"rule": "axf", "general": "k", ...}`, each kind of [`CHASING_KINDS`] named.
fn chasing(v: &Value) -> Result<ChasingDefinition, DefinitionError> {
    const FIELDS: [&str; 8] = [
        "rule", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
    ];
    let o = Object::new("chasing", v, &FIELDS)?;
    match o.required("rule")? {
        Value::String(s) if s == "axf" => {}
        other => {
            return Err(DefinitionError::new(
                &o.path("rule"),
                format!(
                    "{} is not \"axf\" (the only rule on chasing: Fairy-Stockfish's)",
                    shown(other)
                ),
            ))
        }
    }
    let mut kinds = [' '; 7];
    for (k, name) in kinds.iter_mut().zip(CHASING_KINDS) {
        *k = letter(o.required(name)?, &o.path(name))?;
    }
    Ok(ChasingDefinition { kinds })
}

pub(super) fn read_end(root: &Object) -> Result<EndDefinition, DefinitionError> {
    let insufficient_material = match root.get("insufficientMaterial") {
        None | Some(Value::Bool(false)) => None,
        Some(_) => Some(letters(root, "insufficientMaterial")?),
    };
    let extinction = match root.get("extinction") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => {
            let o = Object::new(
                "extinction",
                v,
                &[
                    "pieces",
                    "together",
                    "pseudoRoyal",
                    "atMost",
                    "opponentAtLeast",
                    "claim",
                    "result",
                ],
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
            let together = o.flag("together", false)?;
            if together && pieces.is_empty() {
                return Err(DefinitionError::new(
                    "extinction.together",
                    "is true, but pieces names no kinds to count together",
                ));
            }
            Some(ExtinctionDefinition {
                pieces,
                together,
                pseudo_royal: o.flag("pseudoRoyal", false)?,
                at_most: small("atMost")?,
                opponent_at_least: small("opponentAtLeast")?,
                claim: o.flag("claim", false)?,
                result: value(&o, "result", GameValue::Loss)?,
            })
        }
    };
    let flag = match root.get("flag") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => {
            let o = Object::new("flag", v, &["pieces", "squares", "extraMove", "safe"])?;
            let squares = SideSquares::read(&o, "squares")?;
            Some(FlagDefinition {
                pieces: letters(&o, "pieces")?,
                squares,
                extra_move: o.flag("extraMove", false)?,
                safe: o.flag("safe", false)?,
            })
        }
    };
    let explosions = match root.get("explosions") {
        None | Some(Value::Bool(false)) => None,
        Some(Value::Bool(true)) => Some(ExplosionsDefinition::default()),
        Some(v) => {
            let o = Object::new("explosions", v, &["immune", "mutuallyImmune"])?;
            let list = |key: &str| match o.get(key) {
                None => Ok(Vec::new()),
                Some(_) => letters(&o, key),
            };
            Some(ExplosionsDefinition {
                immune: list("immune")?,
                mutually_immune: list("mutuallyImmune")?,
            })
        }
    };
    let counting = match root.get("counting") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => {
            let o = Object::new(
                "counting",
                v,
                &[
                    "board",
                    "boardAtMost",
                    "boardWithPawns",
                    "pieces",
                    "otherwise",
                    "fromPieces",
                ],
            )?;
            let moves = |o: &Object, key: &str| o.number(key, 1, 255, "a number of moves");
            // `false`: no such honour (ASEAN's counting has no board's honour).
            let honour = |key: &str| match o.get(key) {
                Some(Value::Bool(false)) => Ok(0),
                _ => moves(&o, key),
            };
            let mut pieces = Vec::new();
            for (i, item) in o.array("pieces")?.iter().enumerate() {
                let path = format!("counting.pieces[{i}]");
                let p = Object::new(&path, item, &["piece", "atLeast", "moves"])?;
                let l = letter(p.required("piece")?, &p.path("piece"))?;
                pieces.push((
                    l,
                    p.number("atLeast", 1, 64, "a number of pieces")?,
                    moves(&p, "moves")?,
                ));
            }
            Some(CountingDefinition {
                board: honour("board")?,
                board_at_most: match o.get("boardAtMost") {
                    None => 0,
                    Some(_) => o.number("boardAtMost", 2, 64, "a number of pieces")?,
                },
                board_with_pawns: o.flag("boardWithPawns", false)?,
                pieces,
                otherwise: honour("otherwise")?,
                from_pieces: o.flag("fromPieces", true)?,
            })
        }
    };
    let mate_rules = match root.get("mateRules") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => {
            let o = Object::new("mateRules", v, &["notOnlyBy", "needsCheckBy"])?;
            let list = |key: &str| match o.get(key) {
                None => Ok(Vec::new()),
                Some(_) => letters(&o, key),
            };
            Some((list("notOnlyBy")?, list("needsCheckBy")?))
        }
    };
    let material_counting = match root.get("materialCounting") {
        None | Some(Value::Bool(false)) => None,
        Some(v) => Some(material_counting(v)?),
    };
    Ok(EndDefinition {
        material_counting,
        mate_rules,
        counting,
        flag,
        checks: match root.get("checks") {
            None | Some(Value::Bool(false)) => 0,
            Some(_) => root.number("checks", 1, 9, "a number of checks")?,
        },
        stalemate_piece_count: root.flag("stalematePieceCount", false)?,
        must_capture: root.flag("mustCapture", false)?,
        checking: root.flag("checking", true)?,
        checked_royal_captures_only: root.flag("checkedRoyalCapturesOnly", false)?,
        explosions,
        petrify_on_capture: match root.get("petrifyOnCapture") {
            None | Some(Value::Bool(false)) => Vec::new(),
            Some(_) => letters(root, "petrifyOnCapture")?,
        },
        extinction,
        checkmate: value(root, "checkmate", GameValue::Loss)?,
        stalemate: value(root, "stalemate", GameValue::Draw)?,
        move_rule: count(root, "moveRule", 50, 1000)?,
        repetition: count(root, "repetition", 3, 100)?,
        repetition_result: repetition_value(root)?,
        perpetual_check_loses: root.flag("perpetualCheckLoses", false)?,
        chasing: match root.get("chasing") {
            None | Some(Value::Bool(false)) => None,
            Some(v) => Some(chasing(v)?),
        },
        move_repetition_loses: root.flag("moveRepetitionLoses", false)?,
        move_rule_result: value(root, "moveRuleResult", GameValue::Draw)?,
        insufficient_material,
    })
}
