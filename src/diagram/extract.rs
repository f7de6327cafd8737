//! Finding `fen:...:` diagrams in a document (Pug, HTML, Markdown, plain text), also
//! when every line is wrapped in a `| N | ... |` line-number column or starts with a
//! diff marker (`+`/`-`).

use crate::text::find;

/// A diagram found in a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtractedDiagram {
    /// The text between `fen:` and the closing `:` (give it to [`parse_diagram`](super::parse_diagram)).
    pub text: String,
    /// Byte offset of `fen:`.
    pub start: usize,
    /// Byte offset just after the closing `:`.
    pub end: usize,
    /// 1-based line of the document (not a `| N |` column number).
    pub line: usize,
    /// The `figcaption` that follows the diagram, if any (the inline form
    /// `figcaption Text` or the block form `figcaption.` with the text on the next lines),
    /// cut to [`MAX_CAPTION_LEN`] bytes.
    pub caption: Option<String>,
    /// Classes of the element holding the diagram, e.g. `["diagram", "diag12"]` for a
    /// Pug line `.diagram.diag12` just before it (or on the same line).
    pub classes: Vec<String>,
}

/// How many following lines may separate a diagram from its caption.
const CAPTION_LOOKAHEAD: usize = 12;
/// Longest block caption, in lines.
const CAPTION_LINES: usize = 40;
/// Longest caption kept, in bytes; a longer one is cut (at a character boundary) and ends
/// with `…`. Diagrams on one line share their caption, so without a cap a long caption
/// after a line of many diagrams would be copied once per diagram.
pub const MAX_CAPTION_LEN: usize = 500;

/// One line of the document, with its wrapping removed.
#[derive(Clone, Copy)]
struct Line<'a> {
    start: usize,
    /// `b'+'` or `b'-'` in a diff.
    marker: Option<u8>,
    /// The text without line-number column and diff marker (indentation kept).
    content: &'a str,
    /// Where `content` starts in `raw`.
    offset: usize,
}

/// Finds every `fen:<text>:` in a document, in order. The text may not contain `:` or a
/// line break; empty ones (`fen::`) are skipped. Runs in time linear in the document.
///
/// A diff that has a diagram on a removed (`-`) and on an added (`+`) line reports both:
/// both are `fen:...:` strings of the document. Captions and classes are looked up on
/// the same side of the diff.
///
/// ```
/// use fenboard::diagram::extract_diagrams;
/// let doc = "figure.diagram-container\n  .diagram.diag12\n    | fen:8/8/8/8/8/8/8/K6k:\n  figcaption Kings only.\n";
/// let found = extract_diagrams(doc);
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].text, "8/8/8/8/8/8/8/K6k");
/// assert_eq!(found[0].line, 3);
/// assert_eq!(found[0].caption.as_deref(), Some("Kings only."));
/// assert_eq!(found[0].classes, ["diagram", "diag12"]);
/// ```
pub fn extract_diagrams(document: &str) -> Vec<ExtractedDiagram> {
    let lines = split_lines(document);
    let mut out = Vec::new();
    let bytes = document.as_bytes();
    let mut pos = 0;
    // Diagrams on one line share the caption that follows the line.
    let mut cached: Option<(usize, Option<String>)> = None;
    while let Some(found) = find(&document[pos..], "fen:") {
        let start = pos + found;
        let content_start = start + 4;
        // The content runs to the next ':' (never past a line break).
        let stop = bytes[content_start..]
            .iter()
            .position(|&b| b == b':' || b == b'\n')
            .map(|i| content_start + i);
        match stop {
            Some(close) if bytes[close] == b':' && close > content_start => {
                let line_index = lines.partition_point(|l| l.start <= start) - 1;
                let line = lines[line_index];
                let caption = match &cached {
                    Some((i, c)) if *i == line_index => c.clone(),
                    _ => {
                        let c = caption_after(&lines, line_index).map(cut_caption);
                        cached = Some((line_index, c.clone()));
                        c
                    }
                };
                out.push(ExtractedDiagram {
                    text: document[content_start..close].to_string(),
                    start,
                    end: close + 1,
                    line: line_index + 1,
                    caption,
                    classes: classes_for(&lines, line_index, &document[line.start..start]),
                });
                pos = close + 1;
            }
            _ => pos = content_start,
        }
    }
    out
}

/// A caption of at most [`MAX_CAPTION_LEN`] bytes.
fn cut_caption(mut caption: String) -> String {
    if caption.len() > MAX_CAPTION_LEN {
        let mut end = MAX_CAPTION_LEN - '…'.len_utf8();
        while !caption.is_char_boundary(end) {
            end -= 1;
        }
        caption.truncate(end);
        caption.push('…');
    }
    caption
}

/// Lines with their wrapping (line-number columns, diff markers) removed.
fn split_lines(document: &str) -> Vec<Line<'_>> {
    let mut raw_lines = Vec::new();
    let mut start = 0;
    for raw in document.split('\n') {
        raw_lines.push((start, raw.strip_suffix('\r').unwrap_or(raw)));
        start += raw.len() + 1;
    }
    let non_empty = raw_lines
        .iter()
        .filter(|(_, l)| !l.trim().is_empty())
        .count();
    let numbered_count = raw_lines
        .iter()
        .filter(|(_, l)| number_column(l).is_some())
        .count();
    let numbered = numbered_count > 0 && numbered_count * 2 >= non_empty;
    let strip_number = |l: &str| -> (bool, usize) {
        match (numbered, number_column(l)) {
            (true, Some(n)) => (true, n),
            _ => (false, 0),
        }
    };
    let mut plus = false;
    let mut minus = false;
    for (_, l) in &raw_lines {
        let (_, n) = strip_number(l);
        let t = &l[n..];
        let t = t.strip_prefix(' ').filter(|_| n > 0).unwrap_or(t);
        plus |= t.starts_with('+') && !t.starts_with("+++");
        minus |= t.starts_with('-') && !t.starts_with("---");
    }
    let diff = plus && minus;
    raw_lines
        .into_iter()
        .map(|(start, raw)| {
            let (was_numbered, n) = strip_number(raw);
            let mut content = &raw[n..];
            if was_numbered {
                content = content.strip_prefix(' ').unwrap_or(content);
                let trimmed = content.trim_end();
                content = trimmed.strip_suffix('|').unwrap_or(trimmed).trim_end();
            }
            let mut marker = None;
            if diff {
                if let Some(&m @ (b'+' | b'-')) = content.as_bytes().first() {
                    marker = Some(m);
                    content = &content[1..];
                }
            }
            let offset = content.as_ptr() as usize - raw.as_ptr() as usize;
            Line {
                start,
                marker,
                content,
                offset,
            }
        })
        .collect()
}

/// Length of a leading `| 12 |` column.
fn number_column(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let mut i = 0;
    let skip_spaces = |mut i: usize| {
        while i < b.len() && b[i] == b' ' {
            i += 1;
        }
        i
    };
    if b.first() != Some(&b'|') {
        return None;
    }
    i = skip_spaces(i + 1);
    let digits = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == digits {
        return None;
    }
    i = skip_spaces(i);
    (b.get(i) == Some(&b'|')).then_some(i + 1)
}

/// Whether a line belongs to the same side of a diff as a line with `marker`.
fn same_side(marker: Option<u8>, line: &Line<'_>) -> bool {
    !matches!(
        (marker, line.marker),
        (Some(b'-'), Some(b'+')) | (Some(b'+') | None, Some(b'-'))
    )
}

fn indent(s: &str) -> usize {
    s.len() - s.trim_start().len()
}

/// The figcaption after the diagram on line `index`.
fn caption_after(lines: &[Line<'_>], index: usize) -> Option<String> {
    let marker = lines[index].marker;
    let end = lines
        .len()
        .min(index + 1 + 4 * CAPTION_LOOKAHEAD + CAPTION_LINES);
    let following = lines[index + 1..end]
        .iter()
        .filter(|l| same_side(marker, l));
    for (seen, line) in following.clone().enumerate() {
        if seen >= CAPTION_LOOKAHEAD {
            return None;
        }
        let t = line.content.trim();
        if t.is_empty() || find(t, "fen:").is_some() || t.starts_with('.') || t.starts_with('|') {
            // Blank line, or a sibling diagram of the same figure.
            continue;
        }
        if let Some(rest) = t.strip_prefix("<figcaption") {
            let text = rest.split_once('>').map(|(_, r)| r).unwrap_or("");
            let text = text[..find(text, "</figcaption>").unwrap_or(text.len())].trim();
            return (!text.is_empty()).then(|| text.to_string());
        }
        let rest = t.strip_prefix("figcaption")?;
        let rest = skip_attributes(rest);
        if let Some(block) = rest.strip_prefix('.') {
            if !block.trim().is_empty() {
                return None;
            }
            return block_text(following.skip(seen + 1), indent(line.content));
        }
        if rest.starts_with([' ', '\t']) {
            let text = rest.trim();
            return (!text.is_empty()).then(|| text.to_string());
        }
        return None;
    }
    None
}

/// Text of a Pug block (`tag.` followed by lines of text). With indentation, the lines
/// indented more than the tag; where indentation was lost, the lines up to a blank one.
fn block_text<'a>(mut lines: impl Iterator<Item = &'a Line<'a>>, base: usize) -> Option<String> {
    let first = lines.next()?;
    if first.content.trim().is_empty() {
        return None;
    }
    let indented = indent(first.content) > base;
    let mut parts = vec![first.content.trim()];
    for line in lines.take(CAPTION_LINES) {
        let t = line.content.trim();
        if t.is_empty() || (indented && indent(line.content) <= base) {
            break;
        }
        parts.push(t);
    }
    Some(parts.join(" "))
}

/// Skips a Pug attribute list `(...)` at the start.
fn skip_attributes(s: &str) -> &str {
    match s.strip_prefix('(') {
        Some(r) => r.split_once(')').map(|(_, after)| after).unwrap_or(""),
        None => s,
    }
}

/// Classes of the element holding the diagram on line `index`: from the text before
/// `fen:` on that line, else from the previous line of the same diff side.
fn classes_for(lines: &[Line<'_>], index: usize, before: &str) -> Vec<String> {
    /// Longer prefixes or lines are not element openings.
    const MAX: usize = 200;
    let line = &lines[index];
    // `before` is the raw line up to `fen:`; drop the wrapping as for `content`.
    let prefix = before.get(line.offset..).unwrap_or("");
    if prefix.len() > MAX {
        return Vec::new();
    }
    let prefix = prefix.trim();
    if !prefix.is_empty() && prefix != "|" {
        return selector_classes(prefix.trim_end_matches('|').trim());
    }
    let previous = lines[index.saturating_sub(8)..index]
        .iter()
        .rev()
        .find(|l| same_side(line.marker, l));
    match previous {
        Some(l) if !l.content.trim().is_empty() && l.content.len() <= MAX => {
            selector_classes(l.content.trim())
        }
        _ => Vec::new(),
    }
}

/// Classes of a Pug tag line (`.diagram.diag12`, `div.diagram(class="x")`) or an HTML
/// start tag (`<div class="diagram diag12">`); empty for anything else.
fn selector_classes(t: &str) -> Vec<String> {
    let mut classes = Vec::new();
    if t.starts_with('<') {
        push_class_attribute(t, &mut classes);
        return classes;
    }
    // A Pug tag line: [tag](.class)*[(attributes)], nothing after it.
    let (selector, attributes) = match t.find('(') {
        Some(i) => (&t[..i], Some(&t[i..])),
        None => (t, None),
    };
    let valid = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    let mut parts = selector.split('.');
    let tag = parts.next().unwrap_or("");
    if !(tag.is_empty() || valid(tag)) {
        return classes;
    }
    for part in parts {
        if !valid(part) {
            return Vec::new();
        }
        classes.push(part.to_string());
    }
    if let Some(a) = attributes {
        if !a.trim_end().ends_with(')') {
            return Vec::new();
        }
        push_class_attribute(a, &mut classes);
    }
    classes
}

/// Adds the words of a `class="..."` (or `'...'`) attribute.
fn push_class_attribute(t: &str, classes: &mut Vec<String>) {
    if let Some(i) = find(t, "class=") {
        let rest = &t[i + 6..];
        if let Some(q @ ('"' | '\'')) = rest.chars().next() {
            if let Some(end) = rest[1..].find(q) {
                classes.extend(rest[1..1 + end].split_whitespace().map(str::to_string));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_caption_with_indentation() {
        let doc = "figure\n  .diagram\n    | fen:8/8/8/8/8/8/8/8:\n  figcaption.\n    First line\n    second line.\n  p next\n";
        let d = extract_diagrams(doc);
        assert_eq!(d[0].caption.as_deref(), Some("First line second line."));
    }

    #[test]
    fn no_caption_when_something_else_follows() {
        let d = extract_diagrams("| fen:8/8/8/8/8/8/8/8:\np Some text.\nfigcaption Not mine\n");
        assert_eq!(d[0].caption, None);
        assert!(d[0].classes.is_empty());
    }

    #[test]
    fn unclosed_and_multiline_are_skipped() {
        assert!(extract_diagrams("fen:8/8\n8:").is_empty());
        assert!(extract_diagrams("fen::").is_empty());
        assert!(extract_diagrams("fen:8/8").is_empty());
        let d = extract_diagrams("fen:fen:8/8/8/8/8/8/8/8:");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].text, "fen");
    }

    #[test]
    fn html_and_inline_forms() {
        let doc = "<figure>\n<div class=\"diagram diag22\">fen:8/8/8/8/8/8/8/K7:</div>\n<figcaption>Lone king</figcaption>\n</figure>";
        let d = extract_diagrams(doc);
        assert_eq!(d[0].classes, ["diagram", "diag22"]);
        assert_eq!(d[0].caption.as_deref(), Some("Lone king"));
        let d = extract_diagrams(".diagram fen:8/8/8/8/8/8/8/K7:\nfigcaption(class=\"x\") Caption");
        assert_eq!(d[0].classes, ["diagram"]);
        assert_eq!(d[0].caption.as_deref(), Some("Caption"));
    }

    #[test]
    fn hostile_document_is_linear() {
        let doc = "fen:x".repeat(200_000);
        let d = extract_diagrams(&doc);
        assert_eq!(d.len(), 100_000);
        let doc = "fen:".to_string() + &"a".repeat(1 << 20);
        assert!(extract_diagrams(&doc).is_empty());
        let doc = "- | fen:8/8/8/8/8/8/8/8:\n+ x\n".repeat(40_000);
        let d = extract_diagrams(&doc);
        assert_eq!(d.len(), 40_000);
        assert_eq!(d[39_999].line, 79_999);
        let doc = format!(
            "{}\n{}",
            "fen:8/8/8/8/8/8/8/8:".repeat(50_000),
            "x".repeat(1 << 20)
        );
        assert_eq!(extract_diagrams(&doc).len(), 50_000);
    }
}
