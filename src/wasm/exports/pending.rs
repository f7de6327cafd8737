//! TEMPORARY, until src/features is ported to the one engine (branch h-features): the exports
//! that need it, each throwing, so that the package's entries, which name them, load.

use super::convert::fail;
use crate::core::error::ErrorCode;
use wasm_bindgen::prelude::*;

fn pending() -> JsValue {
    fail(
        "internal error: not ported to the new engine yet",
        ErrorCode::Internal,
    )
}

/// Pending.
#[wasm_bindgen(js_name = parseDiagram)]
pub fn parse_diagram(_text: &str, _variant: Option<String>) -> Result<JsValue, JsValue> {
    Err(pending())
}

/// Pending.
#[wasm_bindgen(js_name = renderDiagram)]
pub fn render_diagram(_text: &str, _options: Option<JsValue>) -> Result<String, JsValue> {
    Err(pending())
}

/// Pending.
#[cfg(feature = "teach")]
#[wasm_bindgen(js_name = explainMove)]
pub fn explain_move(
    _v: &str,
    _f: &str,
    _a: &str,
    _b: &str,
    _o: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    Err(pending())
}

/// Pending.
#[cfg(feature = "teach")]
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(_v: &str, _f: &str, _o: Option<JsValue>) -> Result<JsValue, JsValue> {
    Err(pending())
}

/// Pending.
#[cfg(feature = "teach")]
#[wasm_bindgen(js_name = perft)]
pub fn perft(_v: &str, _f: &str, _d: u32, _o: Option<JsValue>) -> Result<f64, JsValue> {
    Err(pending())
}

/// Pending.
#[cfg(feature = "teach")]
#[wasm_bindgen(js_name = extractDiagrams)]
pub fn extract_diagrams(_d: &str) -> Result<JsValue, JsValue> {
    Err(pending())
}
