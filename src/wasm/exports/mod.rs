//! The JavaScript API: converts between JS values and the engine, and holds no rules.
//! Every failure becomes a thrown JS `Error` with the engine's message and, as `error.code`,
//! its code ([`crate::core::error`]); a failed call changes nothing.
//!
//! The exports by concern: `positions` (the games, start positions, legal moves, play,
//! status), `game` (the `Game` class), `define` (`defineVariant`), `diagrams` (reading and
//! drawing diagrams); `convert` holds what they share (errors, the game of an id, options,
//! JSON); this module the types every module declares, the panic hook, and where the wire
//! bytes of the last call lie.

// Two wasm modules are built from these files (scripts/build.sh): the default one (pkg/, feature `rules`: every
// export here) and the teaching one (pkg/teach/, feature `teach`: these and `super::teach`'s `explainMove`,
// `bestMove`, `perft` and `extractDiagrams`). The default module, which rules pages load, stays within its budget
// (docs/size.md).

mod convert;
mod define;
mod diagrams;
mod game;
mod positions;

// What the teaching module's exports (`super::teach`) share with these.
#[cfg(feature = "teach")]
pub(super) use convert::{bad_option, err, option_value, to_js, variant, Failure};

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/**
 * What kind of failure an error thrown by the package is (its `code`), stable across versions:
 * `unknown-variant`; `fen-syntax` (the FEN cannot be read), `fen-board` (its position field does not fit the board),
 * `fen-castling` (its castling field), `impossible-position` (it reads, but the position cannot occur);
 * `move-syntax` (not a move), `illegal-move`, `ambiguous-move`, `promotion-required` (a pawn move to the last rank
 * without the piece it becomes: the message lists them); `bad-option` (an option or argument out of range),
 * `bad-square` (`explainMove`'s squares), `game-over` (a move played, or `bestMove` asked for, where the side to
 * move has none); `diagram-syntax`; `bad-definition` (`defineVariant`: the message names the field, `id` for a
 * built-in game's id); `internal-error` (a bug). Thrown by the package's JavaScript: `bad-move-argument` (`play`'s
 * move is neither text nor a move object), `pgn-syntax` (`fenboard/pgn`: text that is not PGN).
 * @example try { status('chess', fen) } catch (e) { if (e.code.startsWith('fen-')) showFenHelp() }
 */
export type FenboardErrorCode =
  | 'unknown-variant' | 'fen-syntax' | 'fen-board' | 'fen-castling' | 'impossible-position'
  | 'move-syntax' | 'illegal-move' | 'ambiguous-move' | 'promotion-required' | 'bad-option' | 'bad-square'
  | 'game-over' | 'diagram-syntax' | 'bad-definition' | 'internal-error'
  | 'bad-move-argument' | 'pgn-syntax';
/**
 * What the engine's functions throw: an `Error` with a message for people and a `code` for programs.
 * @example try { play('chess', startFen('chess'), 'e5') } catch (e) { (e as FenboardError).code } // 'illegal-move'
 */
export interface FenboardError extends Error { code: FenboardErrorCode }
/**
 * The id of a built-in game.
 * @example const id: BuiltinVariantId = 'grand'
 */
export type BuiltinVariantId = 'chess' | 'coregal' | 'grand' | 'bario' | 'russian' | 'international' | 'brazilian' | 'english' | 'antidraughts' | 'breakthrough' | 'italian' | 'turkish' | 'frisian' | 'frysk' | 'canadian' | 'pool' | 'spanish' | 'czech';
/**
 * The id of a game `defineVariant` defined: the `id` it returns, or a string said to be one
 * (`'capablanca' as DefinedVariantId`). Branded, so that a misspelt built-in id is a type error.
 * @example const { id } = defineVariant(capablanca); legalMoves(id, startFen(id))
 */
export type DefinedVariantId = string & { readonly __fenboardDefinedVariant: true };
/**
 * The id of a game the engine plays: a built-in game, or a game `defineVariant` defined in the same module
 * (`variants()` lists them all); any other string is an `unknown-variant` error at run time.
 * @example const id: VariantId = 'grand'; legalMoves(id, startFen(id))
 */
export type VariantId = BuiltinVariantId | DefinedVariantId;
/**
 * What a step of a Bario turn does: `place` a piece from the reserve, `define` an undefined piece, `identify` a
 * captured undefined piece, `move` a piece; and a drop's one step (crazyhouse): `hand`, a piece of the hand to
 * its square.
 * @example legalMoves('bario', startFen('bario'))[0].steps[0].kind // 'place': each side places its king first
 */
export type StepKind = 'place' | 'define' | 'identify' | 'move' | 'hand';
/**
 * One step of a turn (Bario's turns have several).
 * @example legalMoves('bario', fen)[0].steps // [{ kind: 'define', piece: 'N', to: 'b1' }, { kind: 'move', from: 'b1', to: 'c3' }]
 */
export interface Step { kind: StepKind; piece?: string; from?: string; to: string }
/**
 * A move as `play` and `Game.play` take it besides its text: its squares and promotion (`{ from: 'e7', to: 'e8',
 * promotion: 'q' }`), or a `Move` of `legalMoves` (its `uci` is played: draughts' paths, Bario's turns).
 * @example play('chess', startFen('chess'), { from: 'e2', to: 'e4' })
 */
export interface MoveInput { from: string; to: string; promotion?: string | null; uci?: string }
/**
 * A legal move: plain data (every field an own property), so that `{...move}`, `structuredClone(move)`,
 * `postMessage` and `JSON.stringify` keep all of it.
 * @example legalMoves('chess', startFen('chess'))[0] // { uci: 'b1c3', san: 'Nc3', from: 'b1', to: 'c3', piece: 'N', promotion: null, captured: [], castle: null }
 */
export interface Move {
  /**
   * UCI: from+to(+promotion). Castling is the royal piece's move (`e1g1`) from the game's standard start squares,
   * as UCI engines write it; in a Chess960-style start (the royal piece or the rook elsewhere), or where the royal
   * piece could make that move by itself (Coregal's queen), its square then the rook's (`e1h1`). `play` reads both.
   * Draughts: the full path (`c3:e5:c7`).
   */
  uci: string;
  /** SAN (`Nf3`, `exd6`, `O-O`, `e8=Q#`); draughts: the short form (`c3:c7`); `''` from `legalMoves(..., { san: false })`. */
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
  /**
   * Gating (Seirawan chess): the lowercase letter of the piece that enters from the hand, and the square it enters
   * on as the move leaves it (the moving piece's, or a castle's rook's). The same move without it is another move.
   */
  gate?: { piece: string; square: string };
  /** A walling game's move (amazons, duck chess): the square it then turns into a wall. */
  wall?: string;
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
