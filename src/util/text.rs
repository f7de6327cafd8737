//! Small text helpers for the cold paths (errors, notation, diagrams).
//!
//! Each stands in for a standard library call whose code would cost the wasm module more than
//! the project allows (`docs/size.md` has the rule and the figures); where std costs little,
//! the code uses std.

/// Byte offset of the first `needle` (not empty) in `haystack`, like `haystack.find(needle)`.
///
/// A plain scan: `str::find` with a `&str` pattern brings in the standard library's Two-Way
/// searcher, made for long needles; the needles here are a few bytes.
pub(crate) fn find(haystack: &str, needle: &str) -> Option<usize> {
    haystack
        .as_bytes()
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())
}

/// Appends `text`: `String::push_str`, kept out of line: the text builders of the cold paths
/// (diagram drawings, messages) have hundreds of call sites.
#[inline(never)]
pub(crate) fn push(out: &mut String, text: &str) {
    out.push_str(text);
}

/// Appends `c`: `String::push`, kept out of line for the same reason as [`push`] (inlined,
/// it also encodes the character in UTF-8 at each call site).
#[inline(never)]
pub(crate) fn push_char(out: &mut String, c: char) {
    out.push(c);
}

/// `s.to_string()`, kept out of line, for the same reason as [`push`].
#[inline(never)]
pub(crate) fn owned(s: &str) -> String {
    s.to_string()
}

/// The first `n` characters of `s` (all of `s` if it is shorter), as
/// `s.chars().take(n).collect()` gives them, in one copy of the bytes up to the cut.
pub(crate) fn first_chars(s: &str, n: usize) -> String {
    let end = s.char_indices().nth(n).map_or(s.len(), |(i, _)| i);
    owned(s.get(..end).unwrap_or(s))
}

/// At most `n` characters of `s`, followed by `mark` when `s` is longer: the text an error
/// message quotes.
pub(crate) fn clip(s: &str, n: usize, mark: &str) -> String {
    let mut t = first_chars(s, n);
    if t.len() < s.len() {
        push(&mut t, mark);
    }
    t
}

/// A whole number of up to ten digits that fits in a `u32` (only digits: no sign), as
/// `text.parse::<u32>()` reads such a text.
#[inline]
pub(crate) fn read_u32(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 10 {
        return None;
    }
    // At most ten digits: the number fits in a u64.
    let mut n = 0u64;
    for &b in text.as_bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(b - b'0');
    }
    u32::try_from(n).ok()
}

/// Appends `n` in decimal, as `write!(out, "{n}")` does.
pub(crate) fn push_decimal(out: &mut String, n: u64) {
    if n >= 10 {
        push_decimal(out, n / 10);
    }
    push_char(out, char::from(b'0' + (n % 10) as u8));
}

/// Appends each of `parts`, the pieces of a message.
#[inline]
pub(crate) fn push_all<const N: usize>(out: &mut String, parts: &[&str; N]) {
    for part in parts {
        push(out, part);
    }
}

/// Appends `items` separated by `separator`, as `items.join(separator)` gives them,
/// without building the joined string.
pub(crate) fn push_joined(out: &mut String, items: &[String], separator: &str) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            push(out, separator);
        }
        push(out, item);
    }
}

/// The parts of `s` between the ASCII byte `sep`, as `s.split(sep as char)` gives them (a
/// byte below 128 never occurs inside a character).
pub(crate) fn split(s: &str, sep: u8) -> Split<'_> {
    Split { rest: Some(s), sep }
}

/// The iterator of [`split`].
pub(crate) struct Split<'a> {
    rest: Option<&'a str>,
    sep: u8,
}

impl<'a> Iterator for Split<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        let s = self.rest?;
        for (i, &b) in s.as_bytes().iter().enumerate() {
            if b == self.sep {
                // `get` cannot fail at an ASCII byte; it keeps a panic out of the wasm.
                self.rest = s.get(i + 1..);
                return s.get(..i);
            }
        }
        self.rest = None;
        Some(s)
    }
}

/// An error's message, written with the helpers above: the one place the message is
/// written. The error's `Display` writes [`Message::message`], and the wasm layer calls it
/// directly.
pub(crate) trait Message {
    /// Appends the message to `out`.
    fn write_message(&self, out: &mut String);

    /// The message.
    fn message(&self) -> String {
        let mut out = String::new();
        self.write_message(&mut out);
        out
    }
}

/// `impl Display` for error types whose message is their [`Message`].
macro_rules! display_by_message {
    ($($t:ty),+) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::util::text::Message::message(self))
            }
        }
    )+};
}
pub(crate) use display_by_message;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_like_str_split() {
        for s in ["", ",", "a", "a,b", ",a,,b,", "é,ü,,", "W:Wa1,c3:B", "a;b"] {
            for sep in [b',', b':', b';'] {
                let ours: Vec<&str> = split(s, sep).collect();
                let std: Vec<&str> = s.split(sep as char).collect();
                assert_eq!(ours, std, "{s:?} {}", sep as char);
            }
        }
    }

    #[test]
    fn finds_like_str_find() {
        for (h, n) in [
            ("fen:x", "fen:"),
            ("ffen:", "fen:"),
            ("fe", "fen:"),
            ("", "x"),
            ("aé class=", "class="),
        ] {
            assert_eq!(find(h, n), h.find(n), "{h:?} {n:?}");
        }
    }

    #[test]
    fn first_chars_like_take() {
        for s in [
            "",
            "e3",
            "abcdefghijklmnopqrstuvwxyz",
            "éàü€😀 mixed text",
            "x",
        ] {
            for n in [0, 1, 3, 16, 24, 40] {
                assert_eq!(first_chars(s, n), s.chars().take(n).collect::<String>());
            }
        }
    }

    #[test]
    fn clip_marks_a_cut() {
        assert_eq!(clip("e2e4", 4, "..."), "e2e4");
        assert_eq!(clip("e2e4e5", 4, "..."), "e2e4...");
        assert_eq!(clip("éàü€😀", 3, "…"), "éàü…");
    }

    #[test]
    fn decimal_like_display() {
        for n in [0, 7, 10, 99, 100, 4_294_967_295, u64::MAX] {
            let mut s = String::from("x");
            push_decimal(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }
}
