//! The JavaScript API: converts between JS values and the engine, and holds no rules.
//! Every failure becomes a thrown JS `Error` with the engine's message.

use crate::engine::{self, MoveInfo, Status};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A game the engine plays. */
export interface VariantInfo { id: string; name: string; width: number; height: number; startFen: string }
/** Options of `startFen`: 0 = standard, 1 = random mirrored, 2 = random independent. */
export interface StartOptions { randomness?: 0 | 1 | 2; seed?: number }
/** One step of a turn (Bario's turns have several). */
export interface Step { kind: 'place' | 'define' | 'identify' | 'move'; piece?: string; from?: string; to: string }
/** A legal move. */
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
/** A diagram read from `fen:...:` text. */
export interface Diagram {
  variant: 'chess' | 'coregal' | 'grand' | 'bario' | 'russian';
  width: number; height: number;
  /** A FEN of the position for `legalMoves` and `Game`: white to move (black if white to move is impossible), no castling, full Bario reserve. */
  fen: string;
  pieces: { square: string; piece: string }[];
  marks: string[]; orientation: 'w' | 'b'; shadow: string[];
}
/** A diagram found in a document. */
export interface ExtractedDiagram { text: string; start: number; end: number; line: number; caption: string | null; classes: string[] }
/** Options of `renderDiagram`. */
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
/** How a game ended. */
export interface Outcome { winner: 'w' | 'b' | null; reason: string }
/** Where a game stands. */
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

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(err)
}

#[derive(Serialize)]
struct JsCastle {
    rook: String,
    #[serde(rename = "rookTo")]
    rook_to: String,
}

#[derive(Serialize)]
struct JsStep {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    piece: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    to: String,
}

#[derive(Serialize)]
struct JsMove {
    uci: String,
    san: String,
    from: String,
    to: String,
    piece: String,
    promotion: Option<String>,
    captured: Vec<String>,
    castle: Option<JsCastle>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    path: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    steps: Vec<JsStep>,
}

impl From<&MoveInfo> for JsMove {
    fn from(m: &MoveInfo) -> JsMove {
        JsMove {
            uci: m.uci.clone(),
            san: m.san.clone(),
            from: m.from.to_string(),
            to: m.to.to_string(),
            piece: m.piece.to_string(),
            promotion: m.promotion.map(String::from),
            captured: m.captured.iter().map(|s| s.to_string()).collect(),
            castle: m.castle.map(|(rook, rook_to)| JsCastle {
                rook: rook.to_string(),
                rook_to: rook_to.to_string(),
            }),
            path: m.path.iter().map(|s| s.to_string()).collect(),
            steps: m
                .steps
                .iter()
                .map(|s| JsStep {
                    kind: s.kind,
                    piece: s.piece.map(String::from),
                    from: s.from.map(|f| f.to_string()),
                    to: s.to.to_string(),
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct JsOutcome {
    winner: Option<String>,
    reason: &'static str,
}

#[derive(Serialize)]
struct JsReserve {
    r: u8,
    n: u8,
    b: u8,
    q: u8,
}

#[derive(Serialize)]
struct JsReserves {
    w: JsReserve,
    b: JsReserve,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsStatus {
    turn: String,
    check: bool,
    checked_squares: Vec<String>,
    legal_move_count: usize,
    outcome: Option<JsOutcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reserve: Option<JsReserves>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pending_identification: Option<Option<String>>,
}

impl From<&Status> for JsStatus {
    fn from(s: &Status) -> JsStatus {
        let res = |r: [u8; 4]| JsReserve {
            r: r[0],
            n: r[1],
            b: r[2],
            q: r[3],
        };
        JsStatus {
            turn: s.turn.char().to_string(),
            check: s.check,
            checked_squares: s.checked_squares.iter().map(|q| q.to_string()).collect(),
            legal_move_count: s.legal_move_count,
            outcome: s.outcome.map(|o| JsOutcome {
                winner: o.winner.map(|c| c.char().to_string()),
                reason: o.reason,
            }),
            reserve: s.reserve.map(|[w, b]| JsReserves {
                w: res(w),
                b: res(b),
            }),
            pending_identification: s
                .reserve
                .map(|_| s.pending_identification.map(|q| q.to_string())),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsVariant {
    id: &'static str,
    name: &'static str,
    width: u8,
    height: u8,
    start_fen: String,
}

fn moves_to_js(moves: &[MoveInfo]) -> Result<JsValue, JsError> {
    to_js(&moves.iter().map(JsMove::from).collect::<Vec<_>>())
}

/// The games this engine plays: `[{id, name, width, height, startFen}]`.
///
/// ```js
/// variants().map(v => v.id) // ['chess', 'coregal', 'grand', 'bario', ...]
/// ```
#[wasm_bindgen(js_name = variants, unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsError> {
    let list: Vec<JsVariant> = engine::variants()
        .into_iter()
        .map(|v| JsVariant {
            id: v.id,
            name: v.name,
            width: v.width,
            height: v.height,
            start_fen: v.start_fen,
        })
        .collect();
    to_js(&list)
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
    to_js(&JsStatus::from(&engine::status(variant, fen).map_err(err)?))
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
    /// A new game from a FEN, or from the standard start.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, fen: Option<String>) -> Result<Game, JsError> {
        engine::Game::new(variant, fen.as_deref())
            .map(Game)
            .map_err(err)
    }
    /// The game's variant id.
    pub fn variant(&self) -> String {
        self.0.variant().id().to_string()
    }
    /// The current FEN.
    pub fn fen(&self) -> String {
        self.0.fen()
    }
    /// The legal moves now.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        moves_to_js(&self.0.legal_moves())
    }
    /// Plays a move (UCI or SAN) and returns it; throws, changing nothing, if it is illegal.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn play(&mut self, mv: &str) -> Result<JsValue, JsError> {
        let info = self.0.play(mv).map_err(err)?;
        to_js(&JsMove::from(&info))
    }
    /// Takes back the last move and returns it (undefined when there is none).
    #[wasm_bindgen(unchecked_return_type = "Move | undefined")]
    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        match self.0.undo() {
            Ok(m) => to_js(&JsMove::from(&m)),
            Err(_) => Ok(JsValue::UNDEFINED),
        }
    }
    /// Status, with threefold repetition.
    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&JsStatus::from(&self.0.status()))
    }
    /// The moves played so far.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> Result<JsValue, JsError> {
        moves_to_js(self.0.history())
    }
}

// ----- diagrams -----

#[derive(Serialize)]
struct JsPlaced {
    square: String,
    piece: String,
}

#[derive(Serialize)]
struct JsDiagram {
    variant: &'static str,
    width: u8,
    height: u8,
    /// A FEN the engine reads (rules-page defaults).
    fen: String,
    pieces: Vec<JsPlaced>,
    marks: Vec<String>,
    orientation: String,
    shadow: Vec<String>,
}

#[derive(Serialize)]
struct JsExtracted {
    text: String,
    start: usize,
    end: usize,
    line: usize,
    caption: Option<String>,
    classes: Vec<String>,
}

fn squares(v: &[crate::geometry::Square]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// Reads a diagram `<position> [marks] [orientation] [shadow]` (the text between `fen:`
/// and `:`), with an optional variant id (else inferred: 10 files Grand, `u` Bario).
///
/// ```js
/// parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5').marks // ['c5', 'f5']
/// ```
#[wasm_bindgen(js_name = parseDiagram, unchecked_return_type = "Diagram")]
pub fn parse_diagram(text: &str, variant: Option<String>) -> Result<JsValue, JsError> {
    let d = crate::diagram::parse_diagram(text, variant.as_deref()).map_err(err)?;
    to_js(&JsDiagram {
        variant: d.variant.id(),
        width: d.geometry.width,
        height: d.geometry.height,
        fen: d.playable_fen().unwrap_or_else(|_| d.game_fen()),
        pieces: d
            .pieces()
            .map(|(sq, p)| JsPlaced {
                square: sq.to_string(),
                piece: p.char().to_string(),
            })
            .collect(),
        marks: squares(&d.marks),
        orientation: d.orientation.char().to_string(),
        shadow: squares(&d.shadow),
    })
}

/// Finds every `fen:...:` diagram of a document (Pug, HTML or text), with its place in
/// the text, its figcaption and its classes.
///
/// ```js
/// extractDiagrams(pugSource).map(d => d.text)
/// ```
#[wasm_bindgen(js_name = extractDiagrams, unchecked_return_type = "ExtractedDiagram[]")]
pub fn extract_diagrams(document: &str) -> Result<JsValue, JsError> {
    let list: Vec<JsExtracted> = crate::diagram::extract_diagrams(document)
        .into_iter()
        .map(|d| JsExtracted {
            text: d.text,
            start: d.start,
            end: d.end,
            line: d.line,
            caption: d.caption,
            classes: d.classes,
        })
        .collect();
    to_js(&list)
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
        if let Some(n) = get("size").as_f64() {
            if !(1.0..=10_000.0).contains(&n) {
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
