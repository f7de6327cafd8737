//! The exports of diagrams: reading one (`parseDiagram`) and drawing one (`renderDiagram`).

use super::convert::{bad_option, err, property, to_js, variant, Failure};
use crate::core::color::Color;
use crate::core::error::ErrorCode;
use crate::features::diagram::{self, DiagramError, RenderOptions};
use serde::Serialize;
use wasm_bindgen::prelude::*;

impl Failure for DiagramError {
    fn code(&self) -> ErrorCode {
        DiagramError::code(self)
    }
}

// The types of the diagram exports.
#[wasm_bindgen(typescript_custom_section)]
const TS_DIAGRAM_TYPES: &'static str = r#"
/**
 * A diagram read from `fen:...:` text.
 * @example parseDiagram('8/8/8/3N4/8/8/8/8 c5,f5') // { variant: 'chess', width: 8, height: 8, fen: '8/8/8/3N4/8/8/8/8 w - - 0 1', pieces: [{ square: 'd5', piece: 'N' }], marks: ['c5', 'f5'], orientation: 'w', shadow: [] }
 */
export interface Diagram {
  /** The game it shows (given, or inferred on evidence), or null for a picture of a game fenboard does not play. */
  variant: VariantId | null;
  width: number; height: number;
  /**
   * A FEN of the position for `legalMoves` and `Game`: white to move (black if white to move is impossible), no
   * castling, what Bario's reserve holds; a picture's board with white to move.
   */
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
 * Draws a diagram (`<position> [marks] [orientation] [shadow]`) as a standalone SVG string,
 * with a `<title>` and `<desc>` for screen readers.
 * @example renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', { variant: 'coregal' })
 */
export function renderDiagram(text: string, options?: RenderOptions): string;
"#;

/// A diagram as `parseDiagram` answers it.
#[derive(Serialize)]
struct DiagramJson<'a> {
    variant: Option<&'a str>,
    width: u8,
    height: u8,
    fen: String,
    pieces: Vec<PieceJson>,
    marks: Vec<&'static str>,
    orientation: &'static str,
    shadow: Vec<&'static str>,
}

#[derive(Serialize)]
struct PieceJson {
    square: &'static str,
    piece: String,
}

/// The side at the bottom, as the API writes it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

/// Reads a diagram `<position> [marks] [orientation] [shadow]` (the text between `fen:`
/// and `:`) as a game's, given its id (a built-in game or one `defineVariant` defined), else
/// as the game its board and letters show (8x8 in chess's letters: chess; several `u`: Bario;
/// 10x10 in Grand's letters: Grand chess), else as a picture (`variant` null).
///
/// ```js
/// parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5').marks // ['c5', 'f5']
/// ```
#[wasm_bindgen(js_name = parseDiagram, unchecked_return_type = "Diagram")]
pub fn parse_diagram(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "VariantId | null")] variant_id: Option<String>,
) -> Result<JsValue, JsValue> {
    let game = match variant_id.as_deref() {
        Some(id) => Some(variant(id)?),
        None => None,
    };
    let d = diagram::parse_diagram(text, game.as_ref()).map_err(err)?;
    let names = |list: &[crate::core::geometry::Square]| list.iter().map(|sq| sq.name()).collect();
    to_js(&DiagramJson {
        variant: d.variant.as_ref().map(|v| v.id()),
        width: d.geometry.width,
        height: d.geometry.height,
        fen: d.checked_fen().0,
        pieces: (d.pieces())
            .map(|(sq, p)| PieceJson {
                square: sq.name(),
                piece: p.to_string(),
            })
            .collect(),
        marks: names(&d.marks),
        orientation: side(d.orientation),
        shadow: names(&d.shadow),
    })
}

/// Draws a diagram as a standalone SVG string (with a `<title>` and `<desc>` for screen
/// readers). Options: `{variant?, size?, coordinates?, orientation?: 'w'|'b'}`.
///
/// ```js
/// document.body.insertAdjacentHTML('beforeend', renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', {variant: 'coregal'}))
/// ```
#[wasm_bindgen(js_name = renderDiagram, skip_typescript)]
pub fn render_diagram(text: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    // Reading a property of `undefined` or `null` throws, so their properties read as
    // `undefined` (see [`property`]): no options.
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let mut opts = RenderOptions::default();
    if let Some(id) = property(&options, "variant").as_string() {
        opts.variant = Some(variant(&id)?);
    }
    let size = property(&options, "size");
    if let Some(n) = size.as_f64() {
        if !(1.0..=10_000.0).contains(&n) {
            // Written by JavaScript (`String(n)`; radix 10 cannot throw): no float
            // formatting in Rust (docs/size.md).
            let n: String = size
                .unchecked_ref::<js_sys::Number>()
                .to_string_with_radix(10)
                .map(String::from)
                .unwrap_or_default();
            return Err(bad_option(&format!(
                "size must be between 1 and 10000 pixels, not {n}"
            )));
        }
        opts.size = Some(n as u32);
    }
    if let Some(b) = property(&options, "coordinates").as_bool() {
        opts.coordinates = b;
    }
    match property(&options, "orientation").as_string().as_deref() {
        None => {}
        Some("w") => opts.orientation = Some(Color::White),
        Some("b") => opts.orientation = Some(Color::Black),
        Some(o) => {
            return Err(bad_option(&format!(
                "orientation must be 'w' or 'b', not '{o}'"
            )))
        }
    }
    diagram::render_diagram(text, &opts).map_err(err)
}
