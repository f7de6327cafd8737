//! The exports of positions: the games, start positions, legal moves, play, status.

use super::convert::err;
use super::wire_out;
use crate::game;
use crate::wasm::wire;
use wasm_bindgen::prelude::*;
// What only the default module's exports use.
#[cfg(feature = "rules")]
use super::convert::{fail, from_json, message, option_value, variant_json};
#[cfg(feature = "rules")]
use crate::core::error::ErrorCode;
#[cfg(feature = "rules")]
use crate::wasm::json;

// The types of what only the default module exports (variants, startFen, the board): the teaching module
// (pkg/teach/, built without the `rules` feature) leaves these exports out.
#[cfg(feature = "rules")]
#[wasm_bindgen(typescript_custom_section)]
const TS_POSITION_TYPES: &'static str = r#"
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
"#;

/// The games this engine plays: `[{id, name, width, height, startFen}]`.
///
/// ```js
/// variants().map(v => v.id) // ['chess', 'coregal', 'grand', 'bario', ...]
/// ```
#[cfg(feature = "rules")]
#[wasm_bindgen(js_name = variants, unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsValue> {
    let mut out = String::new();
    // The built-in games, then (in the teaching module) the games defined by data.
    let games = game::Variant::ALL.into_iter();
    #[cfg(feature = "define")]
    let games = games.chain(crate::variants::defined::slots().map(game::Variant::Defined));
    json::array(&mut out, games, |out, v| variant_json(out, &v.info()));
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
