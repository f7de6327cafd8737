//! Small text helpers for the cold paths (errors, notation, diagrams), smaller in wasm than
//! the standard library's general ones.

/// Byte offset of the first `needle` (not empty) in `haystack`, like `haystack.find(needle)`.
///
/// A plain scan: `str::find` with a `&str` pattern brings in the standard library's Two-Way
/// searcher (2 KB of wasm), made for long needles; the needles here are a few bytes.
pub(crate) fn find(haystack: &str, needle: &str) -> Option<usize> {
    haystack
        .as_bytes()
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
