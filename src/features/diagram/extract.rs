//! Finding `fen:...:` diagrams in a document (Pug, HTML, Markdown, plain text), also
//! when every line is wrapped in a `| N | ... |` line-number column or starts with a
//! diff marker (`+`/`-`).

use super::caption::{caption_after, cut_caption};
use super::classes::classes_for;

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

/// Longest caption kept, in bytes; a longer one is cut (at a character boundary) and ends
/// with `…`. Diagrams on one line share their caption, so without a cap a long caption
/// after a line of many diagrams would be copied once per diagram.
pub const MAX_CAPTION_LEN: usize = 500;

/// One line of the document, with its wrapping removed.
pub(super) struct Line<'a> {
    /// Byte offset of the line in the document.
    pub(super) start: usize,
    /// The line as written, up to its `\n`.
    pub(super) raw: &'a str,
    /// `b'+'` or `b'-'` in a diff.
    pub(super) marker: Option<u8>,
    /// The text without line-number column and diff marker (indentation kept).
    pub(super) content: &'a str,
}

/// Finds every `fen:<text>:` in a document, in order. The text may not contain `:` or a
/// line break; empty ones (`fen::`) are skipped. Runs in time linear in the document.
///
/// A diff that has a diagram on a removed (`-`) and on an added (`+`) line reports both:
/// both are `fen:...:` strings of the document. Captions and classes are looked up on
/// the same side of the diff.
///
/// ```
/// use fenboard::features::diagram::extract_diagrams;
/// let doc = "figure.diagram-container\n  .diagram.diag12\n    | fen:8/8/8/8/8/8/8/K6k:\n  figcaption Kings only.\n";
/// let found = extract_diagrams(doc);
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].text, "8/8/8/8/8/8/8/K6k");
/// assert_eq!(found[0].line, 3);
/// assert_eq!(found[0].caption.as_deref(), Some("Kings only."));
/// assert_eq!(found[0].classes, ["diagram", "diag12"]);
/// ```
pub fn extract_diagrams(document: &str) -> Vec<ExtractedDiagram> {
    let mut out = Vec::new();
    each_diagram(document, |d| {
        out.push(ExtractedDiagram {
            text: d.text.to_string(),
            start: d.start,
            end: d.end,
            line: d.line,
            caption: d.caption.map(str::to_string),
            classes: d.classes.iter().map(|c| c.to_string()).collect(),
        })
    });
    out
}

/// A diagram found in a document, as [`each_diagram`] hands it over: an
/// [`ExtractedDiagram`] whose text is borrowed.
pub struct Found<'a> {
    /// The text between `fen:` and the closing `:`.
    pub text: &'a str,
    /// Byte offset of `fen:`.
    pub start: usize,
    /// Byte offset just after the closing `:`.
    pub end: usize,
    /// 1-based line of the document.
    pub line: usize,
    /// The caption that follows the diagram, if any.
    pub caption: Option<&'a str>,
    /// Classes of the element holding the diagram.
    pub classes: &'a [&'a str],
}

/// Calls `f` with each diagram of a document, in order (see [`extract_diagrams`]), its text
/// borrowed from the document (the wasm export writes them out as they come).
///
/// ```
/// use fenboard::features::diagram::each_diagram;
/// let mut lines = Vec::new();
/// each_diagram("a\n.diagram fen:8/8/8/8/8/8/8/K7:\n", |d| lines.push(d.line));
/// assert_eq!(lines, [2]);
/// ```
pub fn each_diagram(document: &str, mut f: impl FnMut(&Found<'_>)) {
    let lines = split_lines(document);
    // A diagram lies within a line, so the lines are searched one by one.
    for (index, line) in lines.iter().enumerate() {
        let raw = line.raw;
        // Diagrams on one line share the caption that follows the line.
        let mut caption: Option<Option<String>> = None;
        let mut pos = 0;
        while let Some(found) = raw.get(pos..).unwrap_or_default().find("fen:") {
            let start = pos + found;
            let text_start = start + 4;
            // The text runs to the next ':' (a later `fen:` has one, so without it the
            // line has no more diagrams).
            let rest = raw.as_bytes().get(text_start..).unwrap_or_default();
            let Some(len) = rest.iter().position(|&b| b == b':') else {
                break;
            };
            if len == 0 {
                pos = text_start;
                continue;
            }
            let close = text_start + len;
            let caption = caption
                .get_or_insert_with(|| caption_after(&lines, index).map(cut_caption))
                .as_deref();
            f(&Found {
                text: raw.get(text_start..close).unwrap_or_default(),
                start: line.start + start,
                end: line.start + close + 1,
                line: index + 1,
                caption,
                classes: &classes_for(&lines, index, raw.get(..start).unwrap_or_default()),
            });
            pos = close + 1;
        }
    }
}

/// Lines with their wrapping (line-number columns, diff markers) removed.
fn split_lines(document: &str) -> Vec<Line<'_>> {
    let mut lines = Vec::new();
    let (mut non_empty, mut numbered) = (0, 0);
    let mut start = 0;
    for raw in document.split('\n') {
        let content = raw.strip_suffix('\r').unwrap_or(raw);
        non_empty += usize::from(!content.trim().is_empty());
        numbered += usize::from(number_column(content).is_some());
        lines.push(Line {
            start,
            raw,
            marker: None,
            content,
        });
        start += raw.len() + 1;
    }
    // The lines are numbered if at least half of those with text are.
    let numbered = numbered > 0 && numbered * 2 >= non_empty;
    let (mut plus, mut minus) = (false, false);
    for line in &mut lines {
        if let Some(n) = number_column(line.content).filter(|_| numbered) {
            // `| 12 | text |`: the text.
            let text = line.content.get(n..).unwrap_or_default();
            let text = text.strip_prefix(' ').unwrap_or(text).trim_end();
            line.content = text.strip_suffix('|').unwrap_or(text).trim_end();
        }
        let t = line.content;
        plus |= t.starts_with('+') && !t.starts_with("+++");
        minus |= t.starts_with('-') && !t.starts_with("---");
    }
    // A diff: lines starting with `+` and lines starting with `-`.
    if plus && minus {
        for line in &mut lines {
            if let Some(&m @ (b'+' | b'-')) = line.content.as_bytes().first() {
                line.marker = Some(m);
                line.content = line.content.get(1..).unwrap_or_default();
            }
        }
    }
    lines
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
pub(super) fn same_side(marker: Option<u8>, line: &Line<'_>) -> bool {
    !matches!(
        (marker, line.marker),
        (Some(b'-'), Some(b'+')) | (Some(b'+') | None, Some(b'-'))
    )
}

/// The width of the leading white space of `s`.
pub(super) fn indent(s: &str) -> usize {
    s.len() - s.trim_start().len()
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
