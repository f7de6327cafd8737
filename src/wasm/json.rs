//! A minimal JSON writer: the wasm layer hands JavaScript one JSON string per call
//! (parsed by `JSON.parse`), which is smaller and faster than setting properties one by one
//! across the boundary.
//!
//! ```
//! use fenboard::wasm::json::{array, object, quote};
//! let mut s = String::new();
//! object(&mut s, |o| {
//!     o.str("uci", "e2e4");
//!     o.num("n", 3);
//!     o.opt_str("promotion", None);
//!     o.raw("captured", |s| array(s, ["d5"], |s, q| quote(s, q)));
//! });
//! assert_eq!(s, r#"{"uci":"e2e4","n":3,"promotion":null,"captured":["d5"]}"#);
//! ```

use crate::util::text::{push, push_char, push_decimal};

/// Writes a JSON string literal.
pub fn quote(out: &mut String, s: &str) {
    push_char(out, '"');
    for c in s.chars() {
        match c {
            '"' => push(out, "\\\""),
            '\\' => push(out, "\\\\"),
            '\n' => push(out, "\\n"),
            '\r' => push(out, "\\r"),
            '\t' => push(out, "\\t"),
            c if (c as u32) < 0x20 => {
                // `\u00` and two lowercase hex digits, as `{:04x}` writes them.
                const HEX: &[u8; 16] = b"0123456789abcdef";
                push(out, "\\u00");
                push_char(out, char::from(HEX[c as usize >> 4]));
                push_char(out, char::from(HEX[c as usize & 15]));
            }
            c => push_char(out, c),
        }
    }
    push_char(out, '"');
}

/// The fields of an object being written.
pub struct Obj<'a> {
    out: &'a mut String,
    first: bool,
}

impl Obj<'_> {
    fn key(&mut self, k: &str) {
        if !self.first {
            push_char(self.out, ',');
        }
        self.first = false;
        quote(self.out, k);
        push_char(self.out, ':');
    }
    /// A string field.
    pub fn str(&mut self, k: &str, v: &str) {
        self.key(k);
        quote(self.out, v);
    }
    /// A string or `null`.
    pub fn opt_str(&mut self, k: &str, v: Option<&str>) {
        match v {
            Some(v) => self.str(k, v),
            None => {
                self.key(k);
                push(self.out, "null");
            }
        }
    }
    /// A whole number.
    pub fn num(&mut self, k: &str, v: u64) {
        self.key(k);
        push_decimal(self.out, v);
    }
    /// A boolean.
    pub fn bool(&mut self, k: &str, v: bool) {
        self.key(k);
        push(self.out, if v { "true" } else { "false" });
    }
    /// A field whose value `f` writes (an object, an array, `null`...).
    pub fn raw(&mut self, k: &str, f: impl FnOnce(&mut String)) {
        self.key(k);
        f(self.out);
    }
}

/// Writes an object whose fields `f` writes.
pub fn object(out: &mut String, f: impl FnOnce(&mut Obj)) {
    push_char(out, '{');
    f(&mut Obj { out, first: true });
    push_char(out, '}');
}

/// Writes an array, each item by `f`.
pub fn array<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut f: impl FnMut(&mut String, T),
) {
    push_char(out, '[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            push_char(out, ',');
        }
        f(out, item);
    }
    push_char(out, ']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        quote(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }

    #[test]
    fn control_characters_are_escaped_in_hex() {
        for c in (0..0x20u8)
            .map(char::from)
            .filter(|c| !"\n\r\t".contains(*c))
        {
            let mut s = String::new();
            quote(&mut s, &c.to_string());
            assert_eq!(s, format!("\"\\u{:04x}\"", c as u32));
        }
    }

    #[test]
    fn nested_values() {
        let mut s = String::new();
        array(&mut s, [1u64, 2], |s, n| object(s, |o| o.num("n", n)));
        assert_eq!(s, r#"[{"n":1},{"n":2}]"#);
        let mut e = String::new();
        array(&mut e, Vec::<u8>::new(), |_, _| {});
        assert_eq!(e, "[]");
    }
}
