//! The exports of diagrams: reading one (`parseDiagram`) and drawing one (`renderDiagram`).

use super::convert::{err, from_json, message, property, squares_json};
use crate::wasm::json;
use wasm_bindgen::prelude::*;

// The types of the diagram exports, which only the default module has.
#[wasm_bindgen(typescript_custom_section)]
const TS_DIAGRAM_TYPES: &'static str = r#"
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
 * Draws a diagram (`<position> [marks] [orientation] [shadow]`) as a standalone SVG string,
 * with a `<title>` and `<desc>` for screen readers.
 * @example renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', { variant: 'coregal' })
 */
export function renderDiagram(text: string, options?: RenderOptions): string;
"#;

/// Reads a diagram `<position> [marks] [orientation] [shadow]` (the text between `fen:`
/// and `:`), with an optional variant id (else inferred: 10 files Grand, `u` Bario).
///
/// ```js
/// parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5').marks // ['c5', 'f5']
/// ```
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
