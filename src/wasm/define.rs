//! `defineVariant`, built with the `define` feature into the teaching module (pkg/teach/,
//! `fenboard/teach`): a game defined by data (JSON), checked and registered, after which its
//! id works in every function of that module.

use super::exports::{err, from_json, variant_json};
use crate::game;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_DEFINE_TYPES: &'static str = r#"
/**
 * One kind of piece of a game defined by data: its FEN letter, name, movement in Betza's notation, and whether it
 * is royal (never left attacked) or a pawn (double step, en passant and promotion apply to it).
 * @example const archbishop: PieceDefinition = { letter: 'a', name: 'archbishop', betza: 'BN', drawing: 'cardinal' }
 */
export interface PieceDefinition {
  letter: string; name?: string; betza: string; royal?: boolean; pawn?: boolean;
  /** A built-in image: 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn' | 'marshall' | 'cardinal'. */
  drawing?: string;
  /** An SVG image of the white piece. */
  svg?: string;
}
/**
 * A game defined by data (docs/define.md; the JSON Schema is `fenboard/variants/schema.json`).
 * @example defineVariant(await (await fetch('variants/capablanca.json')).json()).width // 10
 */
export interface VariantDefinition {
  id: string; name?: string; board: { width: number; height: number };
  pieces: PieceDefinition[];
  pawns?: {
    /** Ranks (1 = the side's first) whence a pawn's forward step may be taken twice. */
    doubleStep?: number[]; enPassant?: boolean;
    promotion: { ranks: number; pieces: string[]; onlyCaptured?: boolean };
  };
  /** Files where the royal piece and the rook land: [royal, rook]. */
  castling?: false | { royal?: string; rook: string; kingside: [string, string]; queenside: [string, string] };
  start: string; stalemate?: 'draw' | 'loss' | 'win'; fiftyMoves?: boolean;
}
"#;

/// Checks and registers a game defined by data (an object, or its JSON text); its id then
/// works in every function. Throws a `bad-definition` error naming the field.
///
/// ```js
/// const info = defineVariant(capablanca); // {id: 'capablanca', width: 10, height: 8, ...}
/// legalMoves('capablanca', info.startFen).length // 28
/// ```
#[wasm_bindgen(js_name = defineVariant, unchecked_return_type = "VariantInfo")]
pub fn define_variant(
    #[wasm_bindgen(unchecked_param_type = "VariantDefinition | string")] definition: JsValue,
) -> Result<JsValue, JsValue> {
    let text = match definition.as_string() {
        Some(text) => text,
        None => js_sys::JSON::stringify(&definition)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default(),
    };
    let v = game::define_variant(&text).map_err(err)?;
    let mut out = String::new();
    variant_json(&mut out, &v);
    from_json(&out)
}
