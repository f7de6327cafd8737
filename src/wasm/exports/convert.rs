//! What the exports share: the JS `Error` of an engine error (with its code), options read
//! from JS objects, and JSON handed to JavaScript.

use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::features::diagram::DiagramError;
use crate::game;
use crate::util::text::Message;
use crate::wasm::json;
use wasm_bindgen::prelude::*;

/// An error of the engine or the diagrams: a message and a code.
pub(in crate::wasm) trait Failure: Message {
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
pub(in crate::wasm) fn err(e: impl Failure) -> JsValue {
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
pub(super) fn fail(text: &str, code: ErrorCode) -> JsValue {
    let error = CodedError::new(text);
    error.set_code(code.as_str());
    error.into()
}

/// A game as `variants()` and `defineVariant` describe it (the `VariantInfo` type).
#[cfg(any(feature = "rules", feature = "define"))]
pub(in crate::wasm) fn variant_json(out: &mut String, v: &game::VariantInfo) {
    json::object(out, |o| {
        o.str("id", v.id);
        o.str("name", v.name);
        o.num("width", v.width.into());
        o.num("height", v.height.into());
        o.str("startFen", &v.start_fen);
    })
}

/// Hands a JSON text to JavaScript as a value (one call across the boundary).
pub(in crate::wasm) fn from_json(text: &str) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(text).map_err(|_| fail("internal error: invalid JSON", ErrorCode::Internal))
}

pub(in crate::wasm) fn squares_json(out: &mut String, squares: &[Square]) {
    json::array(out, squares, |out, sq| json::quote(out, sq.name()));
}

/// A move as JSON, for `bestMove` (the other calls use [`crate::wasm::wire`]).
#[cfg(feature = "teach")]
pub(in crate::wasm) fn move_json(out: &mut String, m: &game::MoveInfo) {
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

/// The `bad-option` error `start`, `value`, `end` (one builder for the option errors).
#[cold]
pub(in crate::wasm) fn message(start: &str, value: &str, end: &str) -> JsValue {
    let mut m = String::new();
    crate::util::text::push_all(&mut m, &[start, value, end]);
    fail(&m, ErrorCode::BadOption)
}

/// Option `key` of an options argument: `undefined` when there are no options (`undefined`
/// or `null`), an error when they are not an object whose properties can be read.
pub(in crate::wasm) fn option_value(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(options, &JsValue::from_str(key))
        .map_err(|_| fail("options must be an object", ErrorCode::BadOption))
}

/// `object[key]`, or `undefined` if reading it throws.
pub(super) fn property(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}
