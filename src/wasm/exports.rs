//! The JavaScript API: converts between JS values and the engine, and holds no rules.
//! Every failure becomes a thrown JS `Error` with the engine's message and, as `error.code`,
//! its code ([`crate::core::error`]).

use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::features::diagram::DiagramError;
use crate::game;
use crate::util::text::Message;
use crate::wasm::json;
use crate::wasm::wire;
use wasm_bindgen::prelude::*;

// Two wasm modules are built from this file (scripts/build.sh): the default one (pkg/, feature `rules`: the
// games and the renderer) and the teaching one (pkg/teach/, `--no-default-features --features teach`:
// `explainMove`, `bestMove`, and the tools no rules page needs at run time, `perft` and `extractDiagrams`, with
// the game functions they need). An export of only one module is gated by
// its feature; the rest are in both. The default module, which rules pages load, stays small (docs/size.md).

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/**
 * What kind of failure an error thrown by the engine is (its `code`), stable across versions:
 * `unknown-variant`; `fen-syntax` (the FEN cannot be read), `fen-board` (its position field does not fit the board),
 * `fen-castling` (its castling field), `impossible-position` (it reads, but the position cannot occur);
 * `move-syntax` (not a move), `illegal-move`, `ambiguous-move`; `bad-option` (an option or argument out of range),
 * `bad-square` (`explainMove`'s squares), `game-over` (`bestMove` in a finished game); `diagram-syntax`;
 * `internal-error` (a bug).
 * @example try { status('chess', fen) } catch (e) { if (e.code.startsWith('fen-')) showFenHelp() }
 */
export type FenboardErrorCode =
  | 'unknown-variant' | 'fen-syntax' | 'fen-board' | 'fen-castling' | 'impossible-position'
  | 'move-syntax' | 'illegal-move' | 'ambiguous-move' | 'bad-option' | 'bad-square' | 'game-over'
  | 'diagram-syntax' | 'internal-error';
/**
 * What the engine's functions throw: an `Error` with a message for people and a `code` for programs.
 * @example try { play('chess', startFen('chess'), 'e5') } catch (e) { (e as FenboardError).code } // 'illegal-move'
 */
export interface FenboardError extends Error { code: FenboardErrorCode }
/**
 * The id of a game the engine plays (`variants()` lists them); any other string is an error.
 * @example const id: VariantId = 'grand'; legalMoves(id, startFen(id))
 */
export type VariantId = 'chess' | 'coregal' | 'grand' | 'bario' | 'russian';
/**
 * What a step of a Bario turn does: `place` a piece from the reserve, `define` an undefined piece, `identify` a
 * captured undefined piece, `move` a piece.
 * @example legalMoves('bario', startFen('bario'))[0].steps[0].kind // 'place': each side places its king first
 */
export type StepKind = 'place' | 'define' | 'identify' | 'move';
/**
 * One step of a turn (Bario's turns have several).
 * @example legalMoves('bario', fen)[0].steps // [{ kind: 'define', piece: 'N', to: 'b1' }, { kind: 'move', from: 'b1', to: 'c3' }]
 */
export interface Step { kind: StepKind; piece?: string; from?: string; to: string }
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
"#;

// The types of what only the default module exports (variants, startFen, the diagrams): the teaching module
// (pkg/teach/, built without the `rules` feature) leaves these exports out.
#[cfg(feature = "rules")]
#[wasm_bindgen(typescript_custom_section)]
const TS_RULES_TYPES: &'static str = r#"
/**
 * A game the engine plays.
 * @example variants()[0] // { id: 'chess', name: 'Chess', width: 8, height: 8, startFen: 'rnbqkbnr/...' }
 */
export interface VariantInfo { id: VariantId; name: string; width: number; height: number; startFen: string }
/**
 * Options of `startFen`: 0 = standard, 1 = random mirrored, 2 = random independent.
 * @example startFen('chess', { randomness: 1, seed: 7 }) // a Chess960 position
 */
export interface StartOptions { randomness?: 0 | 1 | 2; seed?: number }
/**
 * A diagram read from `fen:...:` text.
 * @example parseDiagram('8/8/8/3N4/8/8/8/8 c5,f5') // { variant: 'chess', width: 8, height: 8, fen: '8/8/8/3N4/8/8/8/8 w - - 0 1', pieces: [{ square: 'd5', piece: 'N' }], marks: ['c5', 'f5'], orientation: 'w', shadow: [] }
 */
export interface Diagram {
  variant: VariantId;
  width: number; height: number;
  /** A FEN of the position for `legalMoves` and `Game`: white to move (black if white to move is impossible), no castling, full Bario reserve. */
  fen: string;
  pieces: { square: string; piece: string }[];
  marks: string[]; orientation: 'w' | 'b'; shadow: string[];
}
/**
 * Options of `renderDiagram`: the variant (else inferred), the size in pixels, coordinates, which side is at the bottom.
 * @example renderDiagram('8/8/8/3N4/8/8/8/8', { size: 240, coordinates: false, orientation: 'b' })
 */
export interface RenderOptions { variant?: VariantId; size?: number; coordinates?: boolean; orientation?: 'w' | 'b' }
/**
 * A start position: `startFen('chess')`, or random with `{randomness: 1 | 2, seed}`
 * (1 = mirrored, 2 = independent; the same seed gives the same position).
 * @example startFen('chess', { randomness: 2, seed: 42 })
 */
export function startFen(variant: VariantId, options?: StartOptions): string;
/**
 * The legal moves of a position, as `Move` objects. Reading a move's `san` the first time computes
 * the SAN of the whole list (one more call into the engine); every other field is there at once.
 * @example legalMoves('chess', startFen('chess')).length // 20
 */
export function legalMoves(variant: VariantId, fen: string): Move[];
/**
 * Turn, check (and every attacked royal piece), legal move count and outcome.
 * @example status('chess', fen).outcome // null, or { winner: 'w', reason: 'checkmate' }
 */
export function status(variant: VariantId, fen: string): Status;
/**
 * The letter of a kind of piece, as in FEN (lowercase): `p n b r q k`, Grand's `m` (marshall) and `c` (cardinal),
 * Bario's `u` (undefined piece); in draughts `m` is a man and `k` a king.
 * @example board('grand', startFen('grand')).pieces.filter(p => p.role === 'm').length // 2
 */
export type PieceRole = 'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'm' | 'c' | 'u';
/**
 * A piece on the board.
 * @example board('chess', startFen('chess')).pieces[1] // { square: 'b1', piece: 'N', color: 'w', role: 'n' }
 */
export interface BoardPiece {
  square: string;
  /** FEN letter, uppercase for white. */
  piece: string;
  color: 'w' | 'b';
  role: PieceRole;
}
/**
 * What a board shows of a position: its size, the pieces (a1 first, rank by rank), the side to move, Bario's reserves.
 * @example board('chess', startFen('chess')) // { width: 8, height: 8, turn: 'w', pieces: [{ square: 'a1', piece: 'R', color: 'w', role: 'r' }, ...] }
 */
export interface Board {
  width: number;
  height: number;
  turn: 'w' | 'b';
  pieces: BoardPiece[];
  /** Bario: reserves, rooks/knights/bishops/queens per side. */
  reserve?: { w: { r: number; n: number; b: number; q: number }; b: { r: number; n: number; b: number; q: number } };
}
/**
 * The pieces of a position and what else a board needs to show it. Royal pieces may be missing, as in a rules-page
 * diagram; anything else a FEN of the game must have is checked.
 * @example board('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1').pieces // [{ square: 'd5', piece: 'N', color: 'w', role: 'n' }]
 */
export function board(variant: VariantId, fen: string): Board;
/**
 * Draws a diagram (`<position> [marks] [orientation] [shadow]`) as a standalone SVG string,
 * with a `<title>` and `<desc>` for screen readers.
 * @example renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', { variant: 'coregal' })
 */
export function renderDiagram(text: string, options?: RenderOptions): string;
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_TYPES: &'static str = r#"
/**
 * Options of `new Game`: `partial` accepts a position without royal pieces (a diagram), which is then played as an
 * illustration (no draw rules; a side with no piece does not take turns); a position with them is a game as without
 * the option.
 * @example new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true })
 */
export interface GameOptions { partial?: boolean }
/**
 * How a game ended.
 * @example status('chess', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3').outcome // { winner: 'b', reason: 'checkmate' }
 */
export interface Outcome { winner: 'w' | 'b' | null; reason: OutcomeReason }
/**
 * Why a game ended. Chess family: `checkmate` (the winner mated), `stalemate`, `insufficient-material`, `fifty-moves`,
 * `threefold-repetition` (a `Game` only). Draughts: `no-moves` (the side to move loses), and in a `Game`
 * `threefold-repetition`, `three-kings-against-one` and `kings-only-15-moves`.
 * @example status('chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome.reason // 'stalemate'
 */
export type OutcomeReason = 'checkmate' | 'stalemate' | 'insufficient-material' | 'fifty-moves' | 'threefold-repetition'
  | 'no-moves' | 'three-kings-against-one' | 'kings-only-15-moves';
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

/// With the `panic-hook` feature (the teaching module; the default one when built with
/// `FENBOARD_PANIC_HOOK=1 scripts/build.sh`), makes a Rust panic show its message and place in
/// the console (`console_error_panic_hook`) when the engine loads. The default module leaves
/// the hook and the formatting it needs out (docs/size.md), as the wasm-pack template
/// advises for deployed code: a panic is then a JavaScript `RuntimeError: unreachable`. It has
/// no start function at all then, so its glue exports none.
///
/// ```js
/// // nothing to call: the glue runs it when the module is instantiated
/// ```
#[cfg(feature = "panic-hook")]
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// An error of the engine or the diagrams: a message and a code.
pub(super) trait Failure: Message {
    /// The error's code.
    fn code(&self) -> ErrorCode;
}

impl Failure for game::Error {
    fn code(&self) -> ErrorCode {
        game::Error::code(self)
    }
}

impl Failure for DiagramError {
    fn code(&self) -> ErrorCode {
        DiagramError::code(self)
    }
}

/// The JS `Error` of an engine or diagram error, with its message and code.
pub(super) fn err(e: impl Failure) -> JsValue {
    fail(&e.message(), e.code())
}

#[wasm_bindgen]
extern "C" {
    /// A JS `Error`, which the engine gives a `code`.
    #[wasm_bindgen(js_name = Error)]
    type CodedError;
    /// `new Error(message)`.
    #[wasm_bindgen(constructor, js_class = Error)]
    fn new(message: &str) -> CodedError;
    /// `error.code = code`.
    #[wasm_bindgen(method, setter = code)]
    fn set_code(this: &CodedError, code: &str);
}

/// A JS `Error` with the message `text` and the code `code`.
#[cold]
fn fail(text: &str, code: ErrorCode) -> JsValue {
    let error = CodedError::new(text);
    error.set_code(code.as_str());
    error.into()
}

// ----- the wire -----

thread_local! {
    /// The bytes of the last call that returned moves or a status ([`crate::wasm::wire`]), which
    /// JavaScript reads in place, at [`wire_at`] in the module's memory: no copy, and no
    /// string to decode. The next such call replaces them.
    static WIRE: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Keeps `bytes` as the wire bytes and returns their length.
fn wire_out(bytes: Vec<u8>) -> u32 {
    let len = bytes.len() as u32;
    WIRE.with(|w| *w.borrow_mut() = bytes);
    len
}

/// Where the bytes of the last call that returned moves or a status start in the module's
/// memory (`lib/api.js` reads them there; not part of the package's API).
///
/// ```js
/// const length = legalMoves('chess', fen, false); new Uint8Array(wireMemory().buffer, wireAt(), length)
/// ```
#[wasm_bindgen(js_name = wireAt, skip_typescript)]
pub fn wire_at() -> u32 {
    WIRE.with(|w| w.borrow().as_ptr() as u32)
}

/// The module's memory, where [`wire_at`] points (not part of the package's API).
///
/// ```js
/// wireMemory().buffer // the ArrayBuffer lib/api.js reads moves and statuses from
/// ```
#[wasm_bindgen(js_name = wireMemory, skip_typescript)]
pub fn wire_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// Hands a JSON text to JavaScript as a value (one call across the boundary).
pub(super) fn from_json(text: &str) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(text).map_err(|_| fail("internal error: invalid JSON", ErrorCode::Internal))
}

pub(super) fn squares_json(out: &mut String, squares: &[Square]) {
    json::array(out, squares, |out, sq| json::quote(out, sq.name()));
}

/// A move as JSON, for `bestMove` (the other calls use [`crate::wasm::wire`]).
#[cfg(feature = "teach")]
pub(super) fn move_json(out: &mut String, m: &game::MoveInfo) {
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
                        o.str("kind", s.kind.as_str());
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

/// The games this engine plays: `[{id, name, width, height, startFen}]`.
///
/// ```js
/// variants().map(v => v.id) // ['chess', 'coregal', 'grand', 'bario', ...]
/// ```
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = variants, unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsValue> {
    let mut out = String::new();
    json::array(&mut out, game::Variant::ALL, |out, v| {
        let v = v.info();
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
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = startFen, skip_typescript)]
pub fn start_fen(variant: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let get = |key: &str| -> Result<Option<f64>, JsValue> {
        let v = option_value(&options, key)?;
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        v.as_f64()
            .map(Some)
            .ok_or_else(|| message("option '", key, "' must be a number"))
    };
    let randomness = get("randomness")?.unwrap_or(0.0);
    // The engine checks the level; a number that is no whole u32 is passed as one it refuses.
    let level = randomness as u32;
    let level = if f64::from(level) == randomness {
        level
    } else {
        u32::MAX
    };
    let seed = match get("seed")? {
        Some(s) if s.is_finite() => Some(s as i64 as u64),
        Some(_) => return Err(fail("seed must be a finite number", ErrorCode::BadOption)),
        None => Some((js_sys::Math::random() * 9_007_199_254_740_991.0) as u64),
    };
    game::start_fen(variant, level, seed).map_err(err)
}

/// The legal moves of a position, in the compact bytes of [`crate::wasm::wire`] (their length;
/// they lie at [`wire_at`]), which the package's `legalMoves` (lib/api.js) decodes into
/// `Move` objects; without `withSan` the SAN is left out (the package computes it when a
/// move's `san` is first read).
///
/// ```js
/// legalMoves('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length // 20
/// ```
#[wasm_bindgen(js_name = legalMoves, skip_typescript)]
pub fn legal_moves(variant: &str, fen: &str, with_san: Option<bool>) -> Result<u32, JsValue> {
    let pos = game::position(variant, fen).map_err(err)?;
    Ok(wire_out(wire::legal_moves(&pos, with_san.unwrap_or(false))))
}

/// The FEN after a move given as UCI, SAN, or `e1g1` for standard castling.
///
/// ```js
/// play('chess', startFen('chess'), 'e4')
/// ```
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = play)]
pub fn play(
    #[wasm_bindgen(unchecked_param_type = "VariantId")] variant: &str,
    fen: &str,
    mv: &str,
) -> Result<String, JsValue> {
    game::play(variant, fen, mv).map_err(err)
}

/// Turn, check (and every attacked royal piece), legal move count and outcome, in the
/// compact bytes of [`crate::wasm::wire`] (their length; the package's `status` decodes them).
///
/// ```js
/// status('chess', fen).outcome // null, or {winner: 'w', reason: 'checkmate'}
/// ```
#[wasm_bindgen(js_name = status, skip_typescript)]
pub fn status(variant: &str, fen: &str) -> Result<u32, JsValue> {
    Ok(wire_out(wire::status(
        &game::status(variant, fen).map_err(err)?,
    )))
}

/// A game with its history: play, undo, status with repetition. Call `free()` when done.
///
/// ```js
/// const g = new Game('chess');
/// g.play('e4'); g.undo(); g.free();
/// ```
#[wasm_bindgen(js_name = Game)]
pub struct Game(game::Game);

#[wasm_bindgen(js_class = Game)]
impl Game {
    /// A new game from a FEN, or from the standard start. With `{partial: true}` the
    /// position may lack royal pieces (a rules-page diagram of a lone knight): if it is not
    /// a game's position, it is read as a partial one, where only the shared rules are
    /// checked (so a page can start a board from any diagram in one call).
    ///
    /// ```js
    /// new Game('grand'); new Game('chess', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    /// ```
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "VariantId")] variant: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: Option<String>,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<Game, JsValue> {
        let partial = options.is_some_and(|o| property(&o, "partial").is_truthy());
        // Partial only from a FEN: without one, the standard start.
        let partial = partial && fen.is_some();
        game::Game::start(variant, fen.as_deref(), false)
            .or_else(|e| match partial {
                // The error, if this fails too, is the partial reading's.
                true => game::Game::start(variant, fen.as_deref(), true),
                false => Err(e),
            })
            .map(Game)
            .map_err(err)
    }
    /// The game's variant id.
    ///
    /// ```js
    /// new Game('coregal').variant() // 'coregal'
    /// ```
    #[wasm_bindgen(unchecked_return_type = "VariantId")]
    pub fn variant(&self) -> JsValue {
        // A JS string made from the id in place: no Rust string to allocate and free.
        JsValue::from_str(self.0.variant().id())
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
    #[wasm_bindgen(js_name = legalMoves, skip_typescript)]
    pub fn legal_moves(&self) -> u32 {
        wire_out(wire::moves(&self.0.legal_moves()))
    }
    /// Plays a move (UCI or SAN) and returns it; throws, changing nothing, if it is illegal.
    ///
    /// ```js
    /// game.play('e4').uci // 'e2e4'
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn play(&mut self, mv: &str) -> Result<u32, JsValue> {
        let m = self.0.play(mv).map_err(err)?;
        Ok(wire_out(wire::moves(std::slice::from_ref(m))))
    }
    /// Takes back the last move and returns it (undefined when there is none).
    ///
    /// ```js
    /// game.play('Nf3'); game.undo().san // 'Nf3'
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn undo(&mut self) -> Option<u32> {
        self.0.undo().map(|m| wire_out(wire::moves(&[m])))
    }
    /// Status, with threefold repetition, after the board: the bytes (their length; they lie
    /// at [`wire_at`]) are the width, the height and a byte per square index (`rank * 10 +
    /// file`, as the wire numbers squares), the FEN letter of its piece or `-`, then the
    /// status in the bytes of [`wire`]. The package's `Game.status()` reads the status,
    /// its `Game.board()` and `board()` the board; one call for both, which a live board
    /// needs after every move, and no export of its own for the board.
    ///
    /// ```js
    /// for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
    /// game.status().outcome // { winner: null, reason: 'threefold-repetition' }
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn status(&self) -> u32 {
        let mut out = wire::board(self.0.position(), self.0.variant().geometry());
        out.extend(wire::status(&self.0.status()));
        wire_out(out)
    }
    /// The moves played so far.
    ///
    /// ```js
    /// game.history().map(m => m.san) // ['e4', 'e5']
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn history(&self) -> u32 {
        wire_out(wire::moves(self.0.history()))
    }
}

// ----- diagrams -----

/// Reads a diagram `<position> [marks] [orientation] [shadow]` (the text between `fen:`
/// and `:`), with an optional variant id (else inferred: 10 files Grand, `u` Bario).
///
/// ```js
/// parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5').marks // ['c5', 'f5']
/// ```
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = parseDiagram, unchecked_return_type = "Diagram")]
pub fn parse_diagram(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "VariantId | null")] variant: Option<String>,
) -> Result<JsValue, JsValue> {
    let d = crate::features::diagram::parse_diagram(text, variant.as_deref()).map_err(err)?;
    let mut out = String::new();
    json::object(&mut out, |o| {
        o.str("variant", d.variant.id());
        o.num("width", d.geometry.width.into());
        o.num("height", d.geometry.height.into());
        o.str("fen", &d.checked_fen().0);
        o.raw("pieces", |out| {
            json::array(out, d.pieces(), |out, (sq, p)| {
                json::object(out, |o| {
                    o.str("square", sq.name());
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

/// Draws a diagram as a standalone SVG string (with a `<title>` and `<desc>` for screen
/// readers). Options: `{variant?, size?, coordinates?, orientation?: 'w'|'b'}`.
///
/// ```js
/// document.body.insertAdjacentHTML('beforeend', renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', {variant: 'coregal'}))
/// ```
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = renderDiagram, skip_typescript)]
pub fn render_diagram(text: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    // Reading a property of `undefined` or `null` throws, so their properties read as
    // `undefined` (see [`property`]): no options.
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let mut opts = crate::features::diagram::RenderOptions {
        variant: property(&options, "variant").as_string(),
        ..crate::features::diagram::RenderOptions::default()
    };
    let size = property(&options, "size");
    if let Some(n) = size.as_f64() {
        if !(1.0..=10_000.0).contains(&n) {
            // Written by JavaScript (`String(n)`; radix 10 cannot throw): no float
            // formatting in Rust (docs/size.md).
            let n = size
                .unchecked_ref::<js_sys::Number>()
                .to_string_with_radix(10)
                .map(String::from)
                .unwrap_or_default();
            return Err(message(
                "size must be between 1 and 10000 pixels, not ",
                &n,
                "",
            ));
        }
        opts.size = Some(n as u32);
    }
    if let Some(b) = property(&options, "coordinates").as_bool() {
        opts.coordinates = b;
    }
    match property(&options, "orientation").as_string().as_deref() {
        None => {}
        Some("w") => opts.orientation = Some(crate::core::color::Color::White),
        Some("b") => opts.orientation = Some(crate::core::color::Color::Black),
        Some(o) => return Err(message("orientation must be 'w' or 'b', not '", o, "'")),
    }
    crate::features::diagram::render_diagram(text, &opts).map_err(err)
}

/// The `bad-option` error `start`, `value`, `end` (one builder for the option errors).
#[cold]
pub(super) fn message(start: &str, value: &str, end: &str) -> JsValue {
    let mut m = String::new();
    crate::util::text::push_all(&mut m, &[start, value, end]);
    fail(&m, ErrorCode::BadOption)
}

/// Option `key` of an options argument: `undefined` when there are no options (`undefined`
/// or `null`), an error when they are not an object whose properties can be read.
pub(super) fn option_value(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(options, &JsValue::from_str(key))
        .map_err(|_| fail("options must be an object", ErrorCode::BadOption))
}

/// `object[key]`, or `undefined` if reading it throws.
fn property(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}
