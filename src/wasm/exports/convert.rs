//! What the exports share: the JS `Error` of an engine error (with its code), the game of an
//! id, options read from JS objects, and answers handed to JavaScript as JSON.

use crate::core::error::ErrorCode;
use crate::game;
use crate::wasm::registry;
use serde::Serialize;
use std::fmt::Display;
use wasm_bindgen::prelude::*;

/// An error of the engine (or of what is built on it): a message and a code.
pub(in crate::wasm) trait Failure: Display {
    /// The error's code.
    fn code(&self) -> ErrorCode;
}

impl Failure for game::Error {
    fn code(&self) -> ErrorCode {
        game::Error::code(self)
    }
}

/// The JS `Error` of an engine error, with its message and code.
pub(in crate::wasm) fn err(e: impl Failure) -> JsValue {
    fail(&e.to_string(), e.code())
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
pub(in crate::wasm) fn fail(text: &str, code: ErrorCode) -> JsValue {
    let error = CodedError::new(text);
    error.set_code(code.as_str());
    error.into()
}

/// A `bad-option` error.
#[cold]
pub(in crate::wasm) fn bad_option(text: &str) -> JsValue {
    fail(text, ErrorCode::BadOption)
}

/// The game of an id ([`registry`]), or the `unknown-variant` error.
pub(in crate::wasm) fn variant(id: &str) -> Result<game::Variant, JsValue> {
    registry::variant(id).map_err(err)
}

/// A position of the game `id`.
pub(in crate::wasm) fn position(id: &str, fen: &str) -> Result<game::AnyPosition, JsValue> {
    variant(id)?.parse(fen).map_err(err)
}

/// A game as `variants()` and `defineVariant` describe it (the `VariantInfo` type).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(in crate::wasm) struct VariantInfo<'a> {
    id: &'a str,
    name: &'a str,
    width: u8,
    height: u8,
    start_fen: String,
    /// Italian draughts' board: a1 light, the dark squares the others (left out elsewhere).
    #[serde(skip_serializing_if = "std::ops::Not::not", rename = "lightA1")]
    light_a1: bool,
    /// Turkish draughts' board: every square plays (left out elsewhere).
    #[serde(skip_serializing_if = "std::ops::Not::not", rename = "allSquares")]
    all_squares: bool,
    /// How the board is drawn, when not in light and dark squares (`river`: xiangqi's).
    #[serde(skip_serializing_if = "Option::is_none")]
    board_style: Option<&'static str>,
    /// A draughts game's number in PDN's GameType tag (left out without one).
    #[serde(skip_serializing_if = "Option::is_none")]
    game_type: Option<u8>,
}

impl VariantInfo<'_> {
    pub(in crate::wasm) fn of(v: &game::Variant) -> VariantInfo<'_> {
        let g = v.geometry();
        VariantInfo {
            id: v.id(),
            name: v.name(),
            width: g.width,
            height: g.height,
            start_fen: v.start_fen(game::Randomness::Standard, 0),
            light_a1: v.draughts().is_some_and(|g| g.a1_light),
            all_squares: v.draughts().is_some_and(|g| g.all_squares),
            game_type: v.draughts().and_then(|g| g.pdn_game_type),
            board_style: v
                .rules()
                .map(|r| r.board_style)
                .filter(|&s| s != crate::core::rules::BoardStyle::Squares)
                .map(|s| s.name()),
        }
    }
}

/// Hands a value to JavaScript as its JSON (one call across the boundary, `JSON.parse`).
pub(in crate::wasm) fn to_js(value: &impl Serialize) -> Result<JsValue, JsValue> {
    let internal = || {
        fail(
            "internal error: an answer cannot be written",
            ErrorCode::Internal,
        )
    };
    let text = serde_json::to_string(value).map_err(|_| internal())?;
    js_sys::JSON::parse(&text).map_err(|_| internal())
}

/// Option `key` of an options argument: `undefined` when there are no options (`undefined`
/// or `null`), an error when they are not an object whose properties can be read.
pub(in crate::wasm) fn option_value(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(options, &JsValue::from_str(key))
        .map_err(|_| bad_option("options must be an object"))
}

/// `object[key]`, or `undefined` if reading it throws.
pub(in crate::wasm) fn property(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}
