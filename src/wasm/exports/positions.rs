//! The exports of positions: the games, start positions, legal moves, play, status.

use super::convert::{bad_option, err, option_value, position, to_js, variant, VariantInfo};
use super::wire_out;
use crate::game::{self, Randomness};
use crate::wasm::{registry, wire};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_POSITION_TYPES: &'static str = r#"
/**
 * A game the engine plays.
 * @example variants()[0] // { id: 'chess', name: 'Chess', width: 8, height: 8, startFen: 'rnbqkbnr/...' }
 */
export interface VariantInfo {
  id: VariantId; name: string; width: number; height: number; startFen: string;
  /** A board whose a1 is light (Italian draughts): its dark squares are the others. */
  lightA1?: true;
  /** A board whose every square plays (Turkish draughts), pieces moving along ranks and files. */
  allSquares?: true;
  /** How the board is drawn when not in light and dark squares: ruled (`grid`: shogi), or pieces on the points where lines cross (`intersections`: janggi; `river`: xiangqi). */
  boardStyle?: 'grid' | 'intersections' | 'river';
  /** A draughts game's number in PDN's `GameType` tag (20 international draughts, 25 Russian), if it has one. */
  gameType?: number;
}
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
 * Options of `legalMoves`: `san: false` leaves each move's `san` empty (`''`), which makes the call several times
 * faster (SAN needs each move played, to see check and mate): for a caller that needs only the squares.
 * @example legalMoves('chess', startFen('chess'), { san: false })[0].san // ''
 */
export interface MoveOptions { san?: boolean }
/**
 * The legal moves of a position, as `Move` objects (plain data).
 * @example legalMoves('chess', startFen('chess')).length // 20
 */
export function legalMoves(variant: VariantId, fen: string, options?: MoveOptions): Move[];
/**
 * Turn, check (and every attacked royal piece), legal move count and outcome.
 * @example status('chess', fen).outcome // null, or { winner: 'w', reason: 'checkmate' }
 */
export function status(variant: VariantId, fen: string): Status;
/**
 * The FEN after a move: its text, UCI (castling either as the royal piece's move, `e1g1`, or as its square then the
 * rook's, `e1h1`) or SAN, or a move object (`{ from, to, promotion }`, or a `Move` of `legalMoves`). Throws
 * `illegal-move`, `promotion-required`, `game-over`... (`FenboardErrorCode`), or `bad-move-argument` for a move that
 * is neither.
 * @example play('chess', startFen('chess'), 'e4'); play('chess', fen, { from: 'a7', to: 'a8', promotion: 'q' })
 */
export function play(variant: VariantId, fen: string, move: string | MoveInput): string;
/**
 * The letter of a kind of piece, as in FEN (lowercase): `p n b r q k`, Grand's `m` (marshall) and `c` (cardinal),
 * Bario's `u` (undefined piece); in draughts `m` is a man and `k` a king; a game defined by data has its own
 * letters (`a` to `z`).
 * @example board('grand', startFen('grand')).pieces.filter(p => p.role === 'm').length // 2
 */
export type PieceRole = 'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'm' | 'c' | 'u' | (string & {});
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
 * The pieces each side holds off the board, by lowercase letter, in the game's order (Bario: rooks, knights,
 * bishops, queens; a game with drops, such as crazyhouse: its hands, every kind but the king).
 * @example status('bario', startFen('bario')).reserve // { w: { r: 2, n: 2, b: 2, q: 1 }, b: { r: 2, n: 2, b: 2, q: 1 } }
 */
export interface Reserve { w: Record<string, number>; b: Record<string, number> }
/**
 * What a board shows of a position: its size, the pieces (a1 first, rank by rank), the side to move, Bario's reserves.
 * @example board('chess', startFen('chess')) // { width: 8, height: 8, turn: 'w', pieces: [{ square: 'a1', piece: 'R', color: 'w', role: 'r' }, ...] }
 */
export interface Board {
  width: number;
  height: number;
  turn: 'w' | 'b';
  pieces: BoardPiece[];
  /** A game with a reserve (Bario): how many of each kind each side holds, by lowercase letter. */
  reserve?: Reserve;
  /** The squares that are not on the board (`*` in FEN: Troitzky chess's corners), if any. */
  holes?: string[];
  /** The walls, squares no piece may enter (`*` in FEN on a square of the board: petrified's pieces turned to stone), if any. */
  walls?: string[];
}
/**
 * The pieces of a position and what else a board needs to show it. Royal pieces may be missing, as in a rules-page
 * diagram; anything else a FEN of the game must have is checked.
 * @example board('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1').pieces // [{ square: 'd5', piece: 'N', color: 'w', role: 'n' }]
 */
export function board(variant: VariantId, fen: string): Board;
"#;

/// The games this engine plays, built-in then defined (`defineVariant`):
/// `[{id, name, width, height, startFen}]`.
///
/// ```js
/// variants().map(v => v.id) // ['chess', 'coregal', 'grand', 'bario', 'russian', ...]
/// ```
#[wasm_bindgen(js_name = variants, unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsValue> {
    let games = registry::variants();
    let infos: Vec<VariantInfo> = games.iter().map(VariantInfo::of).collect();
    to_js(&infos)
}

/// A start position: `startFen('chess')`, or random with `{randomness: 1|2, seed}`
/// (1 = mirrored, 2 = independent; the same seed gives the same position; a game without
/// random starts gives its standard one).
///
/// ```js
/// startFen('chess', { randomness: 2, seed: 42 })
/// ```
#[wasm_bindgen(js_name = startFen, skip_typescript)]
pub fn start_fen(variant_id: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let get = |key: &str| -> Result<Option<f64>, JsValue> {
        let v = option_value(&options, key)?;
        if v.is_undefined() || v.is_null() {
            return Ok(None);
        }
        v.as_f64()
            .map(Some)
            .ok_or_else(|| bad_option(&format!("option '{key}' must be a number")))
    };
    let v = variant(variant_id)?;
    let level = get("randomness")?.unwrap_or(0.0);
    // A level that is no whole number is refused as an unknown one.
    let whole = level as u32;
    let randomness = (f64::from(whole) == level)
        .then(|| Randomness::from_level(whole))
        .flatten()
        .ok_or_else(|| err(game::Error::Randomness))?;
    let seed = match get("seed")? {
        Some(s) if s.is_finite() => s as i64 as u64,
        Some(_) => return Err(bad_option("seed must be a finite number")),
        None => (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64,
    };
    Ok(v.start_fen(randomness, seed))
}

/// The legal moves of a position, in the compact bytes of [`crate::wasm::wire`] (their length;
/// they lie at [`super::wire_at`]), which the package's `legalMoves` (lib/api.js) decodes into
/// `Move` objects; with `withSan` false their SAN is left out.
///
/// ```js
/// legalMoves('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').length // 20
/// ```
#[wasm_bindgen(js_name = legalMoves, skip_typescript)]
pub fn legal_moves(variant: &str, fen: &str, with_san: bool) -> Result<u32, JsValue> {
    let pos = position(variant, fen)?;
    Ok(wire_out(wire::legal_moves(&pos, with_san)))
}

/// The FEN after a move given as UCI (castling either as the royal piece's move, `e1g1`, or
/// as its square then the rook's, `e1h1`) or SAN. The package's `play` (lib/api.js) turns a
/// move object into this text, and refuses anything else before it reaches here.
///
/// ```js
/// play('chess', startFen('chess'), 'e4')
/// ```
#[wasm_bindgen(js_name = play, skip_typescript)]
pub fn play(variant: &str, fen: &str, mv: &str) -> Result<String, JsValue> {
    let mut pos = position(variant, fen)?;
    pos.play(mv).map_err(err)?;
    Ok(pos.fen())
}

/// Turn, check (and every attacked royal piece), legal move count and outcome, in the
/// compact bytes of [`crate::wasm::wire`] (their length; the package's `status` decodes them).
///
/// ```js
/// status('chess', fen).outcome // null, or {winner: 'w', reason: 'checkmate'}
/// ```
#[wasm_bindgen(js_name = status, skip_typescript)]
pub fn status(variant: &str, fen: &str) -> Result<u32, JsValue> {
    Ok(wire_out(wire::status(&position(variant, fen)?.status())))
}
