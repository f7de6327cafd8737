//! The JavaScript API: converts between JS values and the engine, and holds no rules.
//! Every failure becomes a thrown JS `Error` with the engine's message.

use crate::engine::{self, MoveInfo, Status};
use crate::geometry::Square;
use crate::json;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/**
 * A game the engine plays.
 * @example variants()[0] // { id: 'chess', name: 'Chess', width: 8, height: 8, startFen: 'rnbqkbnr/...' }
 */
export interface VariantInfo { id: string; name: string; width: number; height: number; startFen: string }
/**
 * Options of `startFen`: 0 = standard, 1 = random mirrored, 2 = random independent.
 * @example startFen('chess', { randomness: 1, seed: 7 }) // a Chess960 position
 */
export interface StartOptions { randomness?: 0 | 1 | 2; seed?: number }
/**
 * One step of a turn (Bario's turns have several).
 * @example legalMoves('bario', fen)[0].steps // [{ kind: 'define', piece: 'N', to: 'b1' }, { kind: 'move', from: 'b1', to: 'c3' }]
 */
export interface Step { kind: 'place' | 'define' | 'identify' | 'move'; piece?: string; from?: string; to: string }
/**
 * A legal move.
 * @example legalMoves('chess', startFen('chess'))[0] // { uci: 'b1c3', san: 'Nc3', from: 'b1', to: 'c3', piece: 'N', promotion: null, captured: [], castle: null }
 */
export interface Move {
  /** UCI: from+to(+promotion); castling is the royal piece's square then its rook's (`e1h1`); draughts: the full path (`c3:e5:c7`). */
  uci: string;
  /** SAN (`Nf3`, `exd6`, `O-O`, `e8=Q#`); draughts: the short form (`c3:c7`). */
  san: string;
  from: string;
  /** Where the moving piece lands (the king's square when castling). */
  to: string;
  /** FEN letter of the moving piece, uppercase for white. */
  piece: string;
  /** Lowercase letter of the piece a pawn or man becomes, or null. */
  promotion: string | null;
  /** Squares of the captured pieces, in capture order. */
  captured: string[];
  /** For castling: the rook's square and where it lands. */
  castle: { rook: string; rookTo: string } | null;
  /** Draughts: every square the piece lands on, `from` first. */
  path?: string[];
  /** Bario: the steps of the turn. */
  steps?: Step[];
}
/**
 * A diagram read from `fen:...:` text.
 * @example parseDiagram('8/8/8/3N4/8/8/8/8 c5,f5') // { variant: 'chess', width: 8, height: 8, fen: '8/8/8/3N4/8/8/8/8 w - - 0 1', pieces: [{ square: 'd5', piece: 'N' }], marks: ['c5', 'f5'], orientation: 'w', shadow: [] }
 */
export interface Diagram {
  variant: 'chess' | 'coregal' | 'grand' | 'bario' | 'russian';
  width: number; height: number;
  /** A FEN of the position for `legalMoves` and `Game`: white to move (black if white to move is impossible), no castling, full Bario reserve. */
  fen: string;
  pieces: { square: string; piece: string }[];
  marks: string[]; orientation: 'w' | 'b'; shadow: string[];
}
/**
 * A diagram found in a document; `start` and `end` are indices in the JavaScript string.
 * @example extractDiagrams('.diagram fen:8/8/8/3N4/8/8/8/8:')[0].text // '8/8/8/3N4/8/8/8/8'
 */
export interface ExtractedDiagram { text: string; start: number; end: number; line: number; caption: string | null; classes: string[] }
/**
 * Options of `renderDiagram`: the variant (else inferred), the size in pixels, coordinates, which side is at the bottom.
 * @example renderDiagram('8/8/8/3N4/8/8/8/8', { size: 240, coordinates: false, orientation: 'b' })
 */
export interface RenderOptions { variant?: string; size?: number; coordinates?: boolean; orientation?: 'w' | 'b' }
/**
 * A start position: `startFen('chess')`, or random with `{randomness: 1 | 2, seed}`
 * (1 = mirrored, 2 = independent; the same seed gives the same position).
 * @example startFen('chess', { randomness: 2, seed: 42 })
 */
export function startFen(variant: string, options?: StartOptions): string;
/**
 * Draws a diagram (`<position> [marks] [orientation] [shadow]`) as a standalone SVG string,
 * with a `<title>` and `<desc>` for screen readers.
 * @example renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', { variant: 'coregal' })
 */
export function renderDiagram(text: string, options?: RenderOptions): string;
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
 * Limits of `bestMove`: plies, milliseconds, positions (without any: one second).
 * @example bestMove('grand', startFen('grand'), { timeMs: 500 })
 */
export interface SearchOptions { depth?: number; timeMs?: number; nodes?: number }
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
  /** Deepest completed iteration. */
  depth: number;
  nodes: number;
  /** Milliseconds spent. */
  timeMs: number;
}
/**
 * Options of `new Game`: `partial` accepts a position without royal pieces (a diagram).
 * @example new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true })
 */
export interface GameOptions { partial?: boolean }
/**
 * How a game ended.
 * @example status('chess', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3').outcome // { winner: 'b', reason: 'checkmate' }
 */
export interface Outcome { winner: 'w' | 'b' | null; reason: string }
/**
 * Where a game stands.
 * @example status('chess', startFen('chess')) // { turn: 'w', check: false, checkedSquares: [], legalMoveCount: 20, outcome: null }
 */
export interface Status {
  turn: 'w' | 'b';
  check: boolean;
  checkedSquares: string[];
  legalMoveCount: number;
  outcome: Outcome | null;
  /** Bario: reserves, rooks/knights/bishops/queens per side. */
  reserve?: { w: { r: number; n: number; b: number; q: number }; b: { r: number; n: number; b: number; q: number } };
  /** Bario: square of a captured undefined piece awaiting identification. */
  pendingIdentification?: string | null;
}
"#;

/// Runs by itself when the engine loads: makes a Rust panic show its message in the console.
/// Calling it again does nothing.
///
/// ```js
/// start() // nothing to do: init() and the Node entries have run it
/// ```
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Hands a JSON text to JavaScript as a value (one call across the boundary).
fn from_json(text: &str) -> Result<JsValue, JsError> {
    js_sys::JSON::parse(text).map_err(|_| err("internal error: invalid JSON"))
}

fn squares_json(out: &mut String, squares: &[Square]) {
    json::array(out, squares, |out, sq| json::quote(out, &sq.to_string()));
}

fn move_json(out: &mut String, m: &MoveInfo) {
    json::object(out, |o| {
        o.str("uci", &m.uci);
        o.str("san", &m.san);
        o.str("from", &m.from.to_string());
        o.str("to", &m.to.to_string());
        o.str("piece", m.piece.encode_utf8(&mut [0; 4]));
        o.opt_str("promotion", m.promotion.map(|p| p.to_string()).as_deref());
        o.raw("captured", |out| squares_json(out, &m.captured));
        o.raw("castle", |out| match m.castle {
            Some((rook, rook_to)) => json::object(out, |c| {
                c.str("rook", &rook.to_string());
                c.str("rookTo", &rook_to.to_string());
            }),
            None => out.push_str("null"),
        });
        if !m.path.is_empty() {
            o.raw("path", |out| squares_json(out, &m.path));
        }
        if !m.steps.is_empty() {
            o.raw("steps", |out| {
                json::array(out, &m.steps, |out, s| {
                    json::object(out, |o| {
                        o.str("kind", s.kind);
                        if let Some(p) = s.piece {
                            o.str("piece", p.encode_utf8(&mut [0; 4]));
                        }
                        if let Some(f) = s.from {
                            o.str("from", &f.to_string());
                        }
                        o.str("to", &s.to.to_string());
                    })
                })
            });
        }
    });
}

fn moves_to_js(moves: &[MoveInfo]) -> Result<JsValue, JsError> {
    let mut out = String::with_capacity(moves.len() * 120 + 2);
    json::array(&mut out, moves, move_json);
    from_json(&out)
}

fn move_to_js(m: &MoveInfo) -> Result<JsValue, JsError> {
    let mut out = String::with_capacity(160);
    move_json(&mut out, m);
    from_json(&out)
}

fn status_to_js(s: &Status) -> Result<JsValue, JsError> {
    let mut out = String::with_capacity(160);
    json::object(&mut out, |o| {
        o.str("turn", s.turn.char().encode_utf8(&mut [0; 4]));
        o.bool("check", s.check);
        o.raw("checkedSquares", |out| {
            squares_json(out, &s.checked_squares)
        });
        o.num("legalMoveCount", s.legal_move_count as u64);
        o.raw("outcome", |out| match s.outcome {
            Some(outcome) => json::object(out, |o| {
                o.opt_str(
                    "winner",
                    outcome.winner.map(|c| c.char().to_string()).as_deref(),
                );
                o.str("reason", outcome.reason);
            }),
            None => out.push_str("null"),
        });
        if let Some(reserve) = s.reserve {
            o.raw("reserve", |out| {
                json::object(out, |o| {
                    for (color, r) in ["w", "b"].into_iter().zip(reserve) {
                        o.raw(color, |out| {
                            json::object(out, |o| {
                                for (k, n) in ["r", "n", "b", "q"].into_iter().zip(r) {
                                    o.num(k, n.into());
                                }
                            })
                        });
                    }
                })
            });
            o.opt_str(
                "pendingIdentification",
                s.pending_identification.map(|q| q.to_string()).as_deref(),
            );
        }
    });
    from_json(&out)
}

/// The games this engine plays: `[{id, name, width, height, startFen}]`.
///
/// ```js
/// variants().map(v => v.id) // ['chess', 'coregal', 'grand', 'bario', ...]
/// ```
#[wasm_bindgen(js_name = variants, unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsError> {
    let mut out = String::with_capacity(600);
    json::array(&mut out, engine::variants(), |out, v| {
        json::object(out, |o| {
            o.str("id", v.id);
            o.str("name", v.name);
            o.num("width", v.width.into());
            o.num("height", v.height.into());
            o.str("startFen", &v.start_fen);
        })
    });
    from_json(&out)
}

/// A start position: `startFen('chess')`, or random with `{randomness: 1|2, seed}`
/// (1 = mirrored, 2 = independent; the same seed gives the same position).
///
/// ```js
/// startFen('chess', { randomness: 2, seed: 42 })
/// ```
#[wasm_bindgen(js_name = startFen, skip_typescript)]
pub fn start_fen(variant: &str, options: Option<JsValue>) -> Result<String, JsError> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let get = |key: &str| -> Result<Option<f64>, JsError> {
        if options.is_undefined() || options.is_null() {
            return Ok(None);
        }
        let v = js_sys::Reflect::get(&options, &JsValue::from_str(key))
            .map_err(|_| err("options must be an object"))?;
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        v.as_f64()
            .map(Some)
            .ok_or_else(|| err(format!("option '{key}' must be a number")))
    };
    let randomness = get("randomness")?.unwrap_or(0.0);
    if randomness.fract() != 0.0 || !(0.0..=2.0).contains(&randomness) {
        return Err(err("randomness must be 0, 1 or 2"));
    }
    let seed = match get("seed")? {
        Some(s) if s.is_finite() => Some(s as i64 as u64),
        Some(_) => return Err(err("seed must be a finite number")),
        None => Some((js_sys::Math::random() * 9_007_199_254_740_991.0) as u64),
    };
    engine::start_fen(variant, randomness as u32, seed).map_err(err)
}

/// The legal moves of a position, as `Move` objects.
///
/// ```js
/// legalMoves('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length // 20
/// ```
#[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
pub fn legal_moves(variant: &str, fen: &str) -> Result<JsValue, JsError> {
    moves_to_js(&engine::legal_moves(variant, fen).map_err(err)?)
}

/// The FEN after a move given as UCI, SAN, or `e1g1` for standard castling.
///
/// ```js
/// play('chess', startFen('chess'), 'e4')
/// ```
#[wasm_bindgen(js_name = play)]
pub fn play(variant: &str, fen: &str, mv: &str) -> Result<String, JsError> {
    engine::play(variant, fen, mv).map_err(err)
}

/// Turn, check (and every attacked royal piece), legal move count and outcome.
///
/// ```js
/// status('chess', fen).outcome // null, or {winner: 'w', reason: 'checkmate'}
/// ```
#[wasm_bindgen(js_name = status, unchecked_return_type = "Status")]
pub fn status(variant: &str, fen: &str) -> Result<JsValue, JsError> {
    status_to_js(&engine::status(variant, fen).map_err(err)?)
}

/// Number of leaf nodes of the legal move tree `depth` plies deep.
///
/// ```js
/// perft('chess', startFen('chess'), 3) // 8902
/// ```
#[wasm_bindgen(js_name = perft)]
pub fn perft(variant: &str, fen: &str, depth: u32) -> Result<f64, JsError> {
    engine::perft(variant, fen, depth)
        .map(|n| n as f64)
        .map_err(err)
}

/// A game with its history: play, undo, status with repetition. Call `free()` when done.
///
/// ```js
/// const g = new Game('chess');
/// g.play('e4'); g.undo(); g.free();
/// ```
#[wasm_bindgen(js_name = Game)]
pub struct Game(engine::Game);

#[wasm_bindgen(js_class = Game)]
impl Game {
    /// A new game from a FEN, or from the standard start. With `{partial: true}` the
    /// position may lack royal pieces (a rules-page diagram of a lone knight); only the
    /// shared rules are checked.
    ///
    /// ```js
    /// new Game('grand'); new Game('chess', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    /// ```
    #[wasm_bindgen(constructor)]
    pub fn new(
        variant: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: Option<String>,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<Game, JsError> {
        let partial = options
            .and_then(|o| js_sys::Reflect::get(&o, &JsValue::from_str("partial")).ok())
            .is_some_and(|v| v.is_truthy());
        match (partial, fen) {
            (true, Some(fen)) => engine::Game::new_partial(variant, &fen),
            (_, fen) => engine::Game::new(variant, fen.as_deref()),
        }
        .map(Game)
        .map_err(err)
    }
    /// The game's variant id.
    ///
    /// ```js
    /// new Game('coregal').variant() // 'coregal'
    /// ```
    pub fn variant(&self) -> String {
        self.0.variant().id().to_string()
    }
    /// The current FEN.
    ///
    /// ```js
    /// game.fen() // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    /// ```
    pub fn fen(&self) -> String {
        self.0.fen()
    }
    /// The legal moves now.
    ///
    /// ```js
    /// game.legalMoves().map(m => m.san) // ['Nc3', 'Na3', 'Nh3', 'Nf3', 'a3', ...]
    /// ```
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        moves_to_js(&self.0.legal_moves())
    }
    /// Plays a move (UCI or SAN) and returns it; throws, changing nothing, if it is illegal.
    ///
    /// ```js
    /// game.play('e4').uci // 'e2e4'
    /// ```
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn play(&mut self, mv: &str) -> Result<JsValue, JsError> {
        let info = self.0.play(mv).map_err(err)?;
        move_to_js(&info)
    }
    /// Takes back the last move and returns it (undefined when there is none).
    ///
    /// ```js
    /// game.play('Nf3'); game.undo().san // 'Nf3'
    /// ```
    #[wasm_bindgen(unchecked_return_type = "Move | undefined")]
    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        match self.0.undo() {
            Ok(m) => move_to_js(&m),
            Err(_) => Ok(JsValue::UNDEFINED),
        }
    }
    /// Status, with threefold repetition.
    ///
    /// ```js
    /// for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
    /// game.status().outcome // { winner: null, reason: 'threefold-repetition' }
    /// ```
    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> Result<JsValue, JsError> {
        status_to_js(&self.0.status())
    }
    /// The moves played so far.
    ///
    /// ```js
    /// game.history().map(m => m.san) // ['e4', 'e5']
    /// ```
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> Result<JsValue, JsError> {
        moves_to_js(self.0.history())
    }
}

// ----- diagrams -----

/// Reads a diagram `<position> [marks] [orientation] [shadow]` (the text between `fen:`
/// and `:`), with an optional variant id (else inferred: 10 files Grand, `u` Bario).
///
/// ```js
/// parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5').marks // ['c5', 'f5']
/// ```
#[wasm_bindgen(js_name = parseDiagram, unchecked_return_type = "Diagram")]
pub fn parse_diagram(text: &str, variant: Option<String>) -> Result<JsValue, JsError> {
    let d = crate::diagram::parse_diagram(text, variant.as_deref()).map_err(err)?;
    let mut out = String::with_capacity(1024);
    json::object(&mut out, |o| {
        o.str("variant", d.variant.id());
        o.num("width", d.geometry.width.into());
        o.num("height", d.geometry.height.into());
        o.str("fen", &d.playable_fen().unwrap_or_else(|_| d.game_fen()));
        o.raw("pieces", |out| {
            json::array(out, d.pieces(), |out, (sq, p)| {
                json::object(out, |o| {
                    o.str("square", &sq.to_string());
                    o.str("piece", p.char().encode_utf8(&mut [0; 4]));
                })
            })
        });
        o.raw("marks", |out| squares_json(out, &d.marks));
        o.str("orientation", d.orientation.char().encode_utf8(&mut [0; 4]));
        o.raw("shadow", |out| squares_json(out, &d.shadow));
    });
    from_json(&out)
}

/// Finds every `fen:...:` diagram of a document (Pug, HTML or text), with its place in
/// the text, its figcaption and its classes.
///
/// ```js
/// extractDiagrams(pugSource).map(d => d.text)
/// ```
#[wasm_bindgen(js_name = extractDiagrams, unchecked_return_type = "ExtractedDiagram[]")]
pub fn extract_diagrams(document: &str) -> Result<JsValue, JsError> {
    // Offsets in JavaScript strings count UTF-16 code units, not UTF-8 bytes.
    let utf16 = |byte: usize| document[..byte].encode_utf16().count() as u64;
    let mut out = String::new();
    json::array(
        &mut out,
        crate::diagram::extract_diagrams(document),
        |out, d| {
            json::object(out, |o| {
                o.str("text", &d.text);
                o.num("start", utf16(d.start));
                o.num("end", utf16(d.end));
                o.num("line", d.line as u64);
                o.opt_str("caption", d.caption.as_deref());
                o.raw("classes", |out| {
                    json::array(out, &d.classes, |out, c| json::quote(out, c))
                });
            })
        },
    );
    from_json(&out)
}

/// Draws a diagram as a standalone SVG string (with a `<title>` and `<desc>` for screen
/// readers). Options: `{variant?, size?, coordinates?, orientation?: 'w'|'b'}`.
///
/// ```js
/// document.body.insertAdjacentHTML('beforeend', renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', {variant: 'coregal'}))
/// ```
#[wasm_bindgen(js_name = renderDiagram, skip_typescript)]
pub fn render_diagram(text: &str, options: Option<JsValue>) -> Result<String, JsError> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let mut opts = crate::diagram::RenderOptions::default();
    if !(options.is_undefined() || options.is_null()) {
        let get = |k: &str| {
            js_sys::Reflect::get(&options, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
        };
        if let Some(v) = get("variant").as_string() {
            opts.variant = Some(v);
        }
        let size = get("size");
        if let Some(n) = size.as_f64() {
            if !(1.0..=10_000.0).contains(&n) {
                // Written by JavaScript (`String(n)`; radix 10 cannot throw): formatting
                // floats in Rust would add 20 KB of wasm.
                let n: String = size
                    .unchecked_ref::<js_sys::Number>()
                    .to_string_with_radix(10)
                    .map(String::from)
                    .unwrap_or_default();
                return Err(err(format!(
                    "size must be between 1 and 10000 pixels, not {n}"
                )));
            }
            opts.size = Some(n as u32);
        }
        if let Some(b) = get("coordinates").as_bool() {
            opts.coordinates = b;
        }
        match get("orientation").as_string().as_deref() {
            None => {}
            Some("w") => opts.orientation = Some(crate::color::Color::White),
            Some("b") => opts.orientation = Some(crate::color::Color::Black),
            Some(o) => return Err(err(format!("orientation must be 'w' or 'b', not '{o}'"))),
        }
    }
    crate::diagram::render_diagram(text, &opts).map_err(err)
}

fn option_value(options: &JsValue, key: &str) -> Result<JsValue, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(options, &JsValue::from_str(key))
        .map_err(|_| err("options must be an object"))
}

fn option_letter(options: &JsValue, key: &str) -> Result<Option<char>, JsError> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    let s = v
        .as_string()
        .ok_or_else(|| err(format!("option '{key}' must be a piece letter")))?;
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(Some(c)),
        _ => Err(err(format!("option '{key}' must be one piece letter"))),
    }
}

fn option_number(options: &JsValue, key: &str) -> Result<Option<f64>, JsError> {
    let v = option_value(options, key)?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
        _ => Err(err(format!("option '{key}' must be a number >= 0"))),
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
    variant: &str,
    fen: &str,
    from: &str,
    to: &str,
    #[wasm_bindgen(unchecked_param_type = "ExplainOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    use crate::explain::{Lang, Options, Verdict};
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let lang = option_value(&options, "lang")?
        .as_string()
        .map_or(Lang::En, |l| Lang::from_code(&l));
    let opts = Options {
        lang,
        promotion: option_letter(&options, "promotion")?,
        define: option_letter(&options, "define")?,
    };
    let verdict = crate::explain::explain_move(variant, fen, from, to, &opts).map_err(err)?;
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
    variant: &str,
    fen: &str,
    #[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    use crate::search::{Limits, MAX_DEPTH};
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
    // Leave a little time to answer.
    let deadline = time.map(|t| start + (t * 0.9 - 5.0).max(1.0));
    let mut stop = || deadline.is_some_and(|d| js_sys::Date::now() >= d);
    let r = crate::search::best_move_fen(variant, fen, limits, &mut stop).map_err(err)?;
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
