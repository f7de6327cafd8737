//! The caption of a diagram: the `figcaption` that follows it, in Pug (inline or as a
//! block) or HTML, on the same side of a diff.

use super::extract::{indent, same_side, Line, MAX_CAPTION_LEN};

/// How many following lines may separate a diagram from its caption.
const CAPTION_LOOKAHEAD: usize = 12;
/// Longest block caption, in lines.
const CAPTION_LINES: usize = 40;

/// A caption of at most [`MAX_CAPTION_LEN`] bytes.
pub(super) fn cut_caption(caption: String) -> String {
    if caption.len() <= MAX_CAPTION_LEN {
        return caption;
    }
    let mut end = MAX_CAPTION_LEN - '…'.len_utf8();
    while !caption.is_char_boundary(end) {
        end -= 1;
    }
    let mut cut = caption;
    cut.truncate(end);
    cut.push('…');
    cut
}

/// The figcaption after the diagram on line `index`.
pub(super) fn caption_after(lines: &[Line<'_>], index: usize) -> Option<String> {
    let marker = lines.get(index)?.marker;
    let end = lines
        .len()
        .min(index + 1 + 4 * CAPTION_LOOKAHEAD + CAPTION_LINES);
    // The following lines of the same side of a diff.
    let mut following = lines.get(index + 1..end).unwrap_or_default().iter();
    let mut seen = 0;
    while let Some(line) = following.next() {
        if !same_side(marker, line) {
            continue;
        }
        if seen >= CAPTION_LOOKAHEAD {
            return None;
        }
        seen += 1;
        let t = line.content.trim();
        if t.is_empty() || t.contains("fen:") || t.starts_with('.') || t.starts_with('|') {
            // Blank line, or a sibling diagram of the same figure.
            continue;
        }
        if let Some(rest) = t.strip_prefix("<figcaption") {
            let text = rest.split_once('>').map_or("", |(_, t)| t);
            let text = text.get(..text.find("</figcaption>").unwrap_or(text.len()));
            return caption_text(text.unwrap_or_default());
        }
        let rest = t.strip_prefix("figcaption")?;
        let rest = skip_attributes(rest);
        if let Some(block) = rest.strip_prefix('.') {
            if !block.trim().is_empty() {
                return None;
            }
            return block_text(following.as_slice(), marker, indent(line.content));
        }
        if let Some(b' ' | b'\t') = rest.as_bytes().first() {
            return caption_text(rest);
        }
        return None;
    }
    None
}

/// The text of a one-line caption, trimmed, unless that leaves nothing.
fn caption_text(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// Text of a Pug block (`tag.` followed by lines of text), from the lines of the side
/// `marker` of a diff. With indentation, the lines indented more than the tag; where
/// indentation was lost, the lines up to a blank one.
fn block_text(lines: &[Line<'_>], marker: Option<u8>, base: usize) -> Option<String> {
    let mut text = String::new();
    let mut indented = false;
    let mut taken = 0;
    for line in lines {
        if !same_side(marker, line) {
            continue;
        }
        let t = line.content.trim();
        if taken == 0 {
            if t.is_empty() {
                return None;
            }
            indented = indent(line.content) > base;
        } else {
            if taken > CAPTION_LINES || t.is_empty() || (indented && indent(line.content) <= base) {
                break;
            }
            text.push(' ');
        }
        text.push_str(t);
        taken += 1;
    }
    (taken > 0).then_some(text)
}

/// Skips a Pug attribute list `(...)` at the start.
fn skip_attributes(s: &str) -> &str {
    match s.strip_prefix('(') {
        Some(r) => r.split_once(')').map_or("", |(_, t)| t),
        None => s,
    }
}
