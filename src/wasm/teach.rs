//! The teaching API, built with the `teach` feature into its own module (pkg/teach/, imported as
//! `fenboard/teach`): why a move is illegal (`explainMove`), the engine's move (`bestMove`), the
//! move tree's size (`perft`) and the diagrams of a rules document's source (`extractDiagrams`).
//! The default module leaves them out, so that a rules page downloads only the games and the renderer.

use super::exports::{err, from_json, message, move_json, option_value, squares_json, Failure};
use crate::core::error::ErrorCode;
use crate::wasm::json;
use wasm_bindgen::prelude::*;

// The types of this module's exports, declared in its own .d.ts (pkg/teach/fenboard.d.ts).
#[wasm_bindgen(typescript_custom_section)]
const TS_TEACH_TYPES: &'static str = r#"
/**
 * Options of `explainMove`: the message language, and what the attempt names beyond its squares.
 * @example explainMove('grand', fen, 'a9', 'a10', { lang: 'fr', promotion: 'q' })
 */
export interface ExplainOptions { lang?: 'en' | 'fr'; promotion?: string; define?: string }
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
        | 'undefined-must-be-defined' | 'definition-has-no-move' | 'not-in-reserve' | 'king-must-be-placed' | 'game-over';
      message: string;
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

impl Failure for crate::features::error::Error {
    fn code(&self) -> ErrorCode {
        crate::features::error::Error::code(self)
    }
}

fn option_letter(options: &JsValue, key: &str) -> Result<Option<char>, JsValue> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    let s = v
        .as_string()
        .ok_or_else(|| message("option '", key, "' must be a piece letter"))?;
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(Some(c)),
        _ => Err(message("option '", key, "' must be one piece letter")),
    }
}

fn option_number(options: &JsValue, key: &str) -> Result<Option<f64>, JsValue> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
        _ => Err(message("option '", key, "' must be a number >= 0")),
    }
}

/// Why a move from `from` to `to` is illegal (or `{legal: true}`). Options:
/// `{lang?: 'en'|'fr', promotion?: 'q', define?: 'n'}`.
///
/// ```js
/// explainMove('chess', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'e2', 'c3')
/// // {legal: false, reason: 'leaves-royal-attacked', squares: ['e1', 'e7', 'e2'],
/// //  message: 'This move would leave your king on e1 attacked by the rook on e7.'}
/// ```
#[wasm_bindgen(js_name = explainMove, unchecked_return_type = "Explanation")]
pub fn explain_move(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant: &str,
    fen: &str,
    from: &str,
    to: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ExplainOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    use crate::features::explain::{Lang, Options, Verdict};
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let lang = option_value(&options, "lang")?
        .as_string()
        .map_or(Lang::En, |l| Lang::from_code(&l));
    let opts = Options {
        lang,
        promotion: option_letter(&options, "promotion")?,
        define: option_letter(&options, "define")?,
    };
    let verdict =
        crate::features::explain::explain_move(variant, fen, from, to, &opts).map_err(err)?;
    let mut out = String::with_capacity(200);
    json::object(&mut out, |o| match &verdict {
        Verdict::Legal => o.bool("legal", true),
        Verdict::Illegal(e) => {
            o.bool("legal", false);
            o.str("reason", e.reason.code());
            o.str("message", &e.message);
            o.raw("squares", |out| squares_json(out, &e.squares));
        }
    });
    from_json(&out)
}

/// The engine's move in a position: an alpha-beta search within `{depth?, timeMs?, nodes?}`
/// (one second when none is given). Throws when the game is over.
///
/// ```js
/// bestMove('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { timeMs: 200 }).move.san // 'Ra8#'
/// ```
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "BestMove")]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant: &str,
    fen: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    use crate::features::search::{Limits, MAX_DEPTH};
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let depth = option_number(&options, "depth")?;
    let nodes = option_number(&options, "nodes")?;
    let time = option_number(&options, "timeMs")?;
    let time = match (depth, nodes, time) {
        (None, None, None) => Some(1000.0),
        (_, _, t) => t,
    };
    let limits = Limits {
        depth: depth.map_or(MAX_DEPTH, |d| (d as u32).clamp(1, MAX_DEPTH)),
        nodes: nodes.map_or(u64::MAX, |n| n as u64),
    };
    let start = js_sys::Date::now();
    // Leave a little time to answer: the move described, the answer written.
    let deadline = time.map(|t| start + (t * 0.9 - 5.0).max(t * 0.5));
    let mut stop = || deadline.is_some_and(|d| js_sys::Date::now() >= d);
    let r = crate::features::search::best_move_fen(variant, fen, limits, &mut stop).map_err(err)?;
    let mut out = String::with_capacity(300);
    json::object(&mut out, |o| {
        o.raw("move", |out| move_json(out, &r.best));
        o.raw("score", |out| out.push_str(&r.score.to_string()));
        o.raw("mate", |out| match r.mate {
            Some(m) => out.push_str(&m.to_string()),
            None => out.push_str("null"),
        });
        o.num("depth", r.depth.into());
        o.num("nodes", r.nodes);
        o.num("timeMs", (js_sys::Date::now() - start).max(0.0) as u64);
    });
    from_json(&out)
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
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant: &str,
    fen: &str,
    depth: u32,
    #[wasm_bindgen(unchecked_optional_param_type = "PerftOptions")] options: Option<JsValue>,
) -> Result<f64, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let count = match option_number(&options, "nodes")? {
        Some(nodes) => crate::features::perft::perft_within(variant, fen, depth, nodes as u64),
        None => crate::game::perft(variant, fen, depth).map_err(Into::into),
    };
    count.map(|n| n as f64).map_err(err)
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
        units += utf16_units(document.as_bytes().get(counted..byte).unwrap_or_default());
        counted = byte;
        units
    };
    let mut out = String::new();
    let mut sep = '[';
    crate::features::diagram::each_diagram(document, |d| {
        crate::util::text::push_char(&mut out, sep);
        sep = ',';
        json::object(&mut out, |o| {
            o.str("text", d.text);
            o.num("start", utf16(d.start));
            o.num("end", utf16(d.end));
            o.num("line", d.line as u64);
            o.opt_str("caption", d.caption);
            o.raw("classes", |out| {
                json::array(out, d.classes, |out, c| json::quote(out, c))
            });
        })
    });
    if sep == '[' {
        crate::util::text::push_char(&mut out, sep);
    }
    crate::util::text::push_char(&mut out, ']');
    from_json(&out)
}

/// How many UTF-16 code units the UTF-8 `bytes` make: a unit for each character, two for
/// those beyond U+FFFF (4 bytes in UTF-8).
fn utf16_units(bytes: &[u8]) -> u64 {
    let mut units = 0;
    for &b in bytes {
        units += u64::from(b & 0xc0 != 0x80) + u64::from(b >= 0xf0);
    }
    units
}
