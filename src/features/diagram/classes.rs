//! The classes of the element that holds a diagram: a Pug tag line (`.diagram.diag12`)
//! or an HTML start tag (`<div class="diagram diag12">`).

use super::extract::{same_side, Line};

/// Classes of the element holding the diagram on line `index`: from the text before
/// `fen:` on that line, else from the previous line of the same diff side.
pub(super) fn classes_for<'a>(lines: &[Line<'a>], index: usize, before: &'a str) -> Vec<&'a str> {
    /// Longer prefixes or lines are not element openings.
    const MAX: usize = 200;
    let Some(line) = lines.get(index) else {
        return Vec::new();
    };
    // `before` is the raw line up to `fen:`; drop the wrapping as for `content`.
    let offset = line.content.as_ptr() as usize - line.raw.as_ptr() as usize;
    let prefix = before.get(offset..).unwrap_or_default();
    if prefix.len() > MAX {
        return Vec::new();
    }
    let prefix = prefix.trim();
    // The element: the prefix, else the previous line of the same side.
    let element = if !prefix.is_empty() && prefix != "|" {
        let mut element = prefix;
        while let Some(rest) = element.strip_suffix('|') {
            element = rest;
        }
        element
    } else {
        let above = lines
            .get(index.saturating_sub(8)..index)
            .unwrap_or_default();
        match above.iter().rev().find(|l| same_side(line.marker, l)) {
            Some(l) if !l.content.trim().is_empty() && l.content.len() <= MAX => l.content,
            _ => return Vec::new(),
        }
    };
    selector_classes(element.trim())
}

/// Classes of a Pug tag line (`.diagram.diag12`, `div.diagram(class="x")`) or an HTML
/// start tag (`<div class="diagram diag12">`); empty for anything else.
fn selector_classes(t: &str) -> Vec<&str> {
    let mut classes = Vec::new();
    if t.starts_with('<') {
        push_class_attribute(t, &mut classes);
        return classes;
    }
    // A Pug tag line: [tag](.class)*[(attributes)], nothing after it.
    let split = t.bytes().position(|b| b == b'(').unwrap_or(t.len());
    let selector = t.get(..split).unwrap_or_default();
    let attributes = t.get(split..).unwrap_or_default();
    let valid = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    for (i, part) in selector.split('.').enumerate() {
        // The tag (which may be left out), then the classes.
        if !(valid(part) || i == 0 && part.is_empty()) {
            return Vec::new();
        }
        if i > 0 {
            classes.push(part);
        }
    }
    if !attributes.is_empty() {
        // `trim` rather than `trim_end`, as in `extract::trim_end`.
        if !attributes.trim().ends_with(')') {
            return Vec::new();
        }
        push_class_attribute(attributes, &mut classes);
    }
    classes
}

/// Adds the words of a `class="..."` (or `'...'`) attribute.
fn push_class_attribute<'a>(t: &'a str, classes: &mut Vec<&'a str>) {
    let Some(i) = t.find("class=") else {
        return;
    };
    let value = t.get(i + 6..).unwrap_or_default();
    if let Some(&q @ (b'"' | b'\'')) = value.as_bytes().first() {
        let value = value.get(1..).unwrap_or_default();
        if let Some(end) = value.bytes().position(|b| b == q) {
            // The words, as `split_whitespace` finds them, by a plain split.
            for word in value
                .get(..end)
                .unwrap_or_default()
                .split(char::is_whitespace)
            {
                if !word.is_empty() {
                    classes.push(word);
                }
            }
        }
    }
}
