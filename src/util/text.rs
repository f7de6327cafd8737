//! Quoting a user's text in an error message: its first characters, never cut inside one.

/// The first `n` characters of `s` (all of `s` if it is shorter).
pub(crate) fn first_chars(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// At most `n` characters of `s`, followed by `mark` when `s` is longer.
pub(crate) fn clip(s: &str, n: usize, mark: &str) -> String {
    let mut t = first_chars(s, n);
    if t.len() < s.len() {
        t.push_str(mark);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_marks_a_cut() {
        assert_eq!(clip("e2e4", 4, "..."), "e2e4");
        assert_eq!(clip("e2e4e5", 4, "..."), "e2e4...");
        assert_eq!(clip("éàü€😀", 3, "…"), "éàü…");
        assert_eq!(first_chars("éàü€😀", 0), "");
    }
}
