//! The teaching API, built with the `teach` feature into its own module (pkg/teach/, imported as
//! `fenboard/teach`): why a move is illegal (`explainMove`), the engine's move (`bestMove`), the
//! move tree's size (`perft`) and the diagrams of a rules document's source (`extractDiagrams`).
//! The default module leaves them out, so that a rules page downloads only the games and the renderer.

use super::exports::{bad_option, err, option_value, to_js, variant, Failure};
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::features::{diagram, error, explain, perft, search};
use crate::game::MoveInfo;
use serde::Serialize;
use wasm_bindgen::prelude::*;

// The types of this module's exports, declared in its own .d.ts (pkg/teach/fenboard.d.ts).
#[wasm_bindgen(typescript_custom_section)]
const TS_TEACH_TYPES: &'static str = r#"
/**
 * Options of `explainMove`: the message language, and what the attempt names beyond its squares.
 * @example explainMove('grand', fen, 'a9', 'a10', { lang: 'fr', promotion: 'q' })
 */
export interface ExplainOptions {
  lang?: 'en' | 'fr'; promotion?: string; define?: string;
  /** The letter of a piece dropped from the hand on `to` (crazyhouse): the attempt is that drop. */
  drop?: string;
  /** The letter of a piece of the hand entering on the square the move leaves (Seirawan's gating). */
  gate?: string;
  /** A walling game's wall: the square the move places it on (amazons' arrow, the duck). */
  wall?: string;
}
/**
 * Why a move is illegal: a stable `reason` code, a sentence, and the squares to highlight.
 * @example explainMove('chess', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'e2', 'c3').reason // 'leaves-royal-attacked'
 */
export type Explanation =
  | { legal: true }
  | {
      legal: false;
      reason: 'no-piece' | 'not-your-turn' | 'own-piece' | 'cannot-move-that-way' | 'path-blocked'
        | 'leaves-royal-attacked' | 'castle-through-check' | 'castle-out-of-check' | 'castle-rights-lost'
        | 'capture-compulsory' | 'capture-must-continue' | 'promotion-not-captured' | 'promotion-not-allowed'
        | 'undefined-must-be-defined' | 'definition-has-no-move' | 'not-in-reserve' | 'king-must-be-placed' | 'game-over'
        | 'gives-check' | 'explodes-own-royal'
        | 'not-in-hand' | 'drop-occupied' | 'drop-rank' | 'drop-zone' | 'drop-file' | 'drop-mate' | 'not-a-gate'
        | 'must-drop' | 'drop-colors' | 'royal-in-check-stays' | 'first-move-lost' | 'bikjang' | 'wall'
        | 'petrifies-royal' | 'wall-square';
      /** The sentence; it names squares as the game writes its moves (`33` in international draughts, `c3` in Russian). */
      message: string;
      /** The squares to highlight, as the board names them (`f4`). */
      squares: string[];
    };
/**
 * Limits of `bestMove`: plies, milliseconds, positions (without any: one second). Each holds from the first
 * position searched: the answer comes within `timeMs` (give or take a few positions' work), after at most
 * `nodes` positions, and is the best move found by then.
 * @example bestMove('grand', startFen('grand'), { timeMs: 500 })
 */
export interface SearchOptions { depth?: number; timeMs?: number; nodes?: number }
/**
 * Options of `perft`: `nodes`, the most leaves the tree may have; past it, perft stops and throws `bad-option`.
 * @example perft('grand', startFen('grand'), 4, { nodes: 1e7 })
 */
export interface PerftOptions { nodes?: number }
/**
 * A diagram found in a document; `start` and `end` are indices in the JavaScript string.
 * @example extractDiagrams('.diagram fen:8/8/8/3N4/8/8/8/8:')[0].text // '8/8/8/3N4/8/8/8/8'
 */
export interface ExtractedDiagram { text: string; start: number; end: number; line: number; caption: string | null; classes: string[] }
/**
 * The engine's move: a legal move as `legalMoves` gives it, with the search's figures.
 * @example bestMove('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { depth: 3 }) // { move: { san: 'Ra8#', ... }, score: 99999, mate: 1, depth: 1, ... }
 */
export interface BestMove {
  move: Move;
  /** Centipawns from the side to move's view. */
  score: number;
  /** Moves to mate (negative: the side to move is mated), or null. */
  mate: number | null;
  /** Deepest completed iteration; 0 when the limits ended the first (the move is then the best searched so far). */
  depth: number;
  /** Positions searched, never more than the `nodes` limit. */
  nodes: number;
  /** Milliseconds spent. */
  timeMs: number;
}
"#;

impl Failure for error::Error {
    fn code(&self) -> ErrorCode {
        error::Error::code(self)
    }
}

fn option_letter(options: &JsValue, key: &str) -> Result<Option<char>, JsValue> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    let s = v
        .as_string()
        .ok_or_else(|| bad_option(&format!("option '{key}' must be a piece letter")))?;
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(Some(c)),
        _ => Err(bad_option(&format!(
            "option '{key}' must be one piece letter"
        ))),
    }
}

fn option_number(options: &JsValue, key: &str) -> Result<Option<f64>, JsValue> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
        _ => Err(bad_option(&format!("option '{key}' must be a number >= 0"))),
    }
}

/// The names of squares, as the API gives them.
fn names(squares: &[Square]) -> Vec<&'static str> {
    squares.iter().map(|sq| sq.name()).collect()
}

/// An explanation as `explainMove` answers it.
#[derive(Serialize)]
struct ExplanationJson {
    legal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squares: Option<Vec<&'static str>>,
}

/// Why a move from `from` to `to` is illegal (or `{legal: true}`). Options:
/// `{lang?: 'en'|'fr', promotion?: 'q', define?: 'n', drop?: 'p'}`.
///
/// ```js
/// explainMove('chess', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'e2', 'c3')
/// // {legal: false, reason: 'leaves-royal-attacked', squares: ['e1', 'e7', 'e2'],
/// //  message: 'This move would leave your king on e1 attacked by the rook on e7.'}
/// ```
#[wasm_bindgen(js_name = explainMove, unchecked_return_type = "Explanation")]
pub fn explain_move(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant_id: &str,
    fen: &str,
    from: &str,
    to: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ExplainOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let lang = option_value(&options, "lang")?
        .as_string()
        .map_or(explain::Lang::En, |l| explain::Lang::from_code(&l));
    let opts = explain::Options {
        lang,
        promotion: option_letter(&options, "promotion")?,
        define: option_letter(&options, "define")?,
        drop: option_letter(&options, "drop")?,
        gate: option_letter(&options, "gate")?,
        ..explain::Options::default()
    };
    let v = variant(variant_id)?;
    let wall = option_value(&options, "wall")?.as_string();
    let opts = explain::Options {
        wall: match wall {
            Some(s) => Some(
                v.parse_square(s.trim())
                    .ok_or_else(|| bad_option("option 'wall' must be a square of the board"))?,
            ),
            None => None,
        },
        ..opts
    };
    let answer = match explain::explain_move(&v, fen, from, to, &opts).map_err(err)? {
        explain::Verdict::Legal => ExplanationJson {
            legal: true,
            reason: None,
            message: None,
            squares: None,
        },
        explain::Verdict::Illegal(e) => ExplanationJson {
            legal: false,
            reason: Some(e.reason.code()),
            message: Some(e.message),
            squares: Some(names(&e.squares)),
        },
    };
    to_js(&answer)
}

/// A move as `bestMove` answers it, with the fields of `legalMoves`' moves.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveJson<'a> {
    uci: &'a str,
    san: &'a str,
    from: &'static str,
    to: &'static str,
    piece: String,
    promotion: Option<String>,
    captured: Vec<&'static str>,
    castle: Option<CastleJson>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    path: Vec<&'static str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    steps: Vec<StepJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gate: Option<GateJson>,
}

#[derive(Serialize)]
struct GateJson {
    piece: String,
    square: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CastleJson {
    rook: &'static str,
    rook_to: &'static str,
}

#[derive(Serialize)]
struct StepJson {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<&'static str>,
    to: &'static str,
}

impl MoveJson<'_> {
    fn of(m: &MoveInfo) -> MoveJson<'_> {
        MoveJson {
            uci: &m.uci,
            san: &m.san,
            from: m.from.name(),
            to: m.to.name(),
            piece: m.piece.to_string(),
            promotion: m.promotion.map(String::from),
            captured: names(&m.captured),
            castle: m.castle.map(|(rook, rook_to)| CastleJson {
                rook: rook.name(),
                rook_to: rook_to.name(),
            }),
            path: names(&m.path),
            steps: (m.steps.iter())
                .map(|s| StepJson {
                    kind: s.kind.as_str(),
                    piece: s.piece.map(String::from),
                    from: s.from.map(Square::name),
                    to: s.to.name(),
                })
                .collect(),
            gate: m.gate.map(|(piece, sq)| GateJson {
                piece: piece.to_string(),
                square: sq.name(),
            }),
        }
    }
}

/// The answer of `bestMove`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BestMoveJson<'a> {
    #[serde(rename = "move")]
    best: MoveJson<'a>,
    score: i32,
    mate: Option<i32>,
    depth: u32,
    nodes: u64,
    time_ms: u64,
}

/// The engine's move in a position: an alpha-beta search within `{depth?, timeMs?, nodes?}`
/// (one second when none is given). Throws when the game is over.
///
/// ```js
/// bestMove('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { timeMs: 200 }).move.san // 'Ra8#'
/// ```
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BestMove")]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant_id: &str,
    fen: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let depth = option_number(&options, "depth")?;
    let nodes = option_number(&options, "nodes")?;
    let time = option_number(&options, "timeMs")?;
    let time = match (depth, nodes, time) {
        (None, None, None) => Some(1000.0),
        (_, _, t) => t,
    };
    let limits = search::Limits {
        depth: depth.map_or(search::MAX_DEPTH, |d| {
            (d as u32).clamp(1, search::MAX_DEPTH)
        }),
        nodes: nodes.map_or(u64::MAX, |n| n as u64),
    };
    let v = variant(variant_id)?;
    let start = js_sys::Date::now();
    // Leave a little time to answer: the move described, the answer written.
    let deadline = time.map(|t| start + (t * 0.9 - 5.0).max(t * 0.5));
    let mut stop = || deadline.is_some_and(|d| js_sys::Date::now() >= d);
    let r = search::best_move_fen(&v, fen, limits, &mut stop).map_err(err)?;
    to_js(&BestMoveJson {
        best: MoveJson::of(&r.best),
        score: r.score,
        mate: r.mate,
        depth: r.depth,
        nodes: r.nodes,
        time_ms: (js_sys::Date::now() - start).max(0.0) as u64,
    })
}

/// Number of leaf nodes of the legal move tree `depth` plies deep (perft): the move
/// generator's check against published counts, and its speed (`npm run bench`). Its cost grows
/// with the depth: `{nodes}` bounds it, throwing `bad-option` as soon as the tree has more
/// leaves than that.
///
/// ```js
/// perft('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3) // 8902
/// perft('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6, { nodes: 1e6 }) // throws bad-option
/// ```
#[wasm_bindgen(js_name = perft)]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant_id: &str,
    fen: &str,
    depth: u32,
    #[wasm_bindgen(unchecked_optional_param_type = "PerftOptions")] options: Option<JsValue>,
) -> Result<f64, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let nodes = option_number(&options, "nodes")?;
    let v = variant(variant_id)?;
    let count = match nodes {
        Some(nodes) => perft::perft_within(&v, fen, depth, nodes as u64),
        None => (v.parse(fen))
            .and_then(|pos| pos.perft(depth))
            .map_err(Into::into),
    };
    count.map(|n| n as f64).map_err(err)
}

/// A diagram as `extractDiagrams` answers it: its offsets in UTF-16 code units.
#[derive(Serialize)]
struct FoundJson<'a> {
    text: &'a str,
    start: usize,
    end: usize,
    line: usize,
    caption: Option<&'a str>,
    classes: &'a [String],
}

/// Finds every `fen:...:` diagram of a document (Pug, HTML or text), with its place in
/// the text, its figcaption and its classes: for tools that read rules sources (the viewer, a
/// build of the rules pages). A rules page needs none of it: its diagrams are in its DOM.
///
/// ```js
/// extractDiagrams(pugSource).map(d => d.text)
/// ```
#[wasm_bindgen(js_name = extractDiagrams, unchecked_return_type = "ExtractedDiagram[]")]
pub fn extract_diagrams(document: &str) -> Result<JsValue, JsValue> {
    // Offsets in JavaScript strings count UTF-16 code units, not UTF-8 bytes: counted along
    // the document, as the diagrams come in order.
    let (mut counted, mut units) = (0, 0);
    let mut utf16 = |byte: usize| {
        units += document
            .get(counted..byte)
            .unwrap_or_default()
            .encode_utf16()
            .count();
        counted = byte;
        units
    };
    let found = diagram::extract_diagrams(document);
    let list: Vec<FoundJson> = (found.iter())
        .map(|d| FoundJson {
            text: &d.text,
            start: utf16(d.start),
            end: utf16(d.end),
            line: d.line,
            caption: d.caption.as_deref(),
            classes: &d.classes,
        })
        .collect();
    to_js(&list)
}
