//! Drawing a diagram as a standalone SVG, and describing it in words.

use super::pieces;
use super::{
    parse_diagram, Diagram, DiagramError, Reserve, Variant, FULL_BARIO_RESERVE, RESERVE_ROLES,
};
use crate::color::Color;
use crate::geometry::Square;
use crate::role::{Piece, Role};
use std::fmt::Write;

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Variant id (`chess`, `coregal`, `grand`, `bario`, `russian`); `None` infers it.
    pub variant: Option<String>,
    /// Width in pixels; `None` gives only a `viewBox` (the SVG fills its container).
    pub size: Option<u32>,
    /// Draw file letters along the bottom and rank numbers along the left (default true).
    pub coordinates: bool,
    /// Overrides the diagram's orientation.
    pub orientation: Option<Color>,
    /// Bario reserves `[white, black]` as `[rooks, knights, bishops, queens]`;
    /// `None` is the diagram's (the full reserve 2, 2, 2, 1).
    pub reserve: Option<Reserve>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            variant: None,
            size: None,
            coordinates: true,
            orientation: None,
            reserve: None,
        }
    }
}

/// Side of a square, in SVG user units.
const SQ: u32 = 100;
/// Room for coordinates left of and below the board.
const COORD: u32 = 40;
/// Height of a Bario reserve band (with its gap to the board).
const RESERVE_BAND: u32 = 112;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const TEXT: &str = "#5c5c5c";

/// Parses a diagram and draws it: [`parse_diagram`] then [`render`].
///
/// ```
/// use fenboard::diagram::{render_diagram, RenderOptions};
/// let svg = render_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8 e8,c2", &RenderOptions::default()).unwrap();
/// assert!(svg.contains("<title"));
/// assert_eq!(svg.matches("class=\"piece\"").count(), 5);
/// assert_eq!(svg.matches("class=\"mark\"").count(), 2);
/// assert!(render_diagram("8/8/8", &RenderOptions::default()).is_err());
/// ```
pub fn render_diagram(text: &str, options: &RenderOptions) -> Result<String, DiagramError> {
    let diagram = parse_diagram(text, options.variant.as_deref())?;
    Ok(render(&diagram, options))
}

/// Draws a parsed diagram as a standalone SVG document (`options.variant` is not used:
/// the diagram already has its variant).
///
/// The picture has a `<title>` and a `<desc>` (see [`describe`]), `role="img"` and
/// `aria-labelledby`. Ids are prefixed with a hash of the drawing, so several diagrams
/// can be inlined in one HTML page. Pieces are `<use class="piece">`, marks
/// `<use class="mark">`, shadows `<rect class="shadow">`.
///
/// ```
/// use fenboard::diagram::{parse_diagram, render, RenderOptions};
/// let d = parse_diagram("uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU", None).unwrap();
/// let svg = render(&d, &RenderOptions { size: Some(400), ..RenderOptions::default() });
/// assert!(svg.contains("width=\"400\""));
/// // 27 pieces on the board plus R N B Q in each reserve.
/// assert_eq!(svg.matches("class=\"piece\"").count(), 35);
/// ```
pub fn render(diagram: &Diagram, options: &RenderOptions) -> String {
    let d = diagram;
    let g = d.geometry;
    let orientation = options.orientation.unwrap_or(d.orientation);
    let reserve = if d.variant == Variant::Bario {
        Some(options.reserve.or(d.reserve).unwrap_or(FULL_BARIO_RESERVE))
    } else {
        None
    };
    let coords = options.coordinates;
    let board_w = g.width as u32 * SQ;
    let board_h = g.height as u32 * SQ;
    let left = if coords { COORD } else { 0 };
    let below = if coords { COORD } else { 0 };
    let band = if reserve.is_some() { RESERVE_BAND } else { 0 };
    let top = band;
    let total_w = left + board_w;
    let total_h = top + board_h + below + band;

    let description = description(d, orientation, reserve);
    let p = id_prefix(&description, options);

    // Where a square is drawn (top-left corner of its cell).
    let cell = |sq: Square| -> (u32, u32) {
        let (col, row) = match orientation {
            Color::White => (sq.file() as u32, (g.height - 1 - sq.rank()) as u32),
            Color::Black => ((g.width - 1 - sq.file()) as u32, sq.rank() as u32),
        };
        (left + col * SQ, top + row * SQ)
    };

    let mut s = String::with_capacity(8192);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {total_w} {total_h}""#
    );
    if let Some(size) = options.size {
        let height = (size as u64 * total_h as u64 / total_w as u64) as u32;
        let _ = write!(s, r#" width="{size}" height="{height}""#);
    }
    let _ = write!(
        s,
        r#" role="img" aria-labelledby="{p}t {p}d" class="fenboard-diagram"><title id="{p}t">"#
    );
    push_escaped(&mut s, d.variant.name());
    let _ = write!(s, r#" diagram</title><desc id="{p}d">"#);
    push_escaped(&mut s, &description);
    s.push_str("</desc>");

    // Definitions: each shape once, each coloured piece once.
    let mut used: Vec<Piece> = Vec::new();
    let mut note = |piece: Piece| {
        if !used.contains(&piece) {
            used.push(piece);
        }
    };
    for (_, piece) in d.pieces() {
        note(piece);
    }
    if reserve.is_some() {
        for color in Color::ALL {
            for role in RESERVE_ROLES {
                note(Piece::new(color, role));
            }
        }
    }
    s.push_str("<defs>");
    let mut shapes: Vec<Role> = Vec::new();
    for piece in &used {
        if !shapes.contains(&piece.role) {
            shapes.push(piece.role);
            let _ = write!(
                s,
                r#"<g id="{p}{}">{}</g>"#,
                role_id(piece.role),
                pieces::shape(piece.role)
            );
        }
    }
    for &piece in &used {
        let _ = write!(
            s,
            r##"<symbol id="{p}{}{}" viewBox="0 0 100 100"><use href="#{p}{}" {} {}/></symbol>"##,
            piece.color.char(),
            role_id(piece.role),
            role_id(piece.role),
            pieces::style(piece.color),
            pieces::COMMON
        );
    }
    if !d.marks.is_empty() {
        let _ = write!(
            s,
            r##"<symbol id="{p}mark" viewBox="0 0 100 100"><circle cx="50" cy="50" r="41" fill="none" stroke="#fff" stroke-width="11" stroke-opacity=".7"/><circle cx="50" cy="50" r="41" fill="none" stroke="#d42a20" stroke-width="6"/></symbol>"##
        );
    }
    s.push_str("</defs>");

    // Squares: the board in the light colour, dark squares as one path.
    let _ = write!(
        s,
        r#"<rect x="{left}" y="{top}" width="{board_w}" height="{board_h}" fill="{LIGHT}"/><path fill="{DARK}" d=""#
    );
    for sq in g.squares().filter(|&sq| g.is_dark(sq)) {
        let (x, y) = cell(sq);
        let _ = write!(s, "M{x} {y}h{SQ}v{SQ}h-{SQ}z");
    }
    s.push_str(r#""/>"#);

    // The end of a piece's, mark's or shadow's element: where it is drawn.
    let place = |s: &mut String, sq: Square| {
        let (x, y) = cell(sq);
        let _ = write!(s, r#" x="{x}" y="{y}" width="{SQ}" height="{SQ}"/>"#);
    };
    for (sq, piece) in d.pieces() {
        let _ = write!(
            s,
            r##"<use class="piece" href="#{p}{}{}""##,
            piece.color.char(),
            role_id(piece.role)
        );
        place(&mut s, sq);
    }
    for &sq in &d.marks {
        let _ = write!(s, r##"<use class="mark" href="#{p}mark""##);
        place(&mut s, sq);
    }
    if !d.shadow.is_empty() {
        s.push_str(r##"<g fill="#000" fill-opacity=".5">"##);
        for &sq in &d.shadow {
            s.push_str(r#"<rect class="shadow""#);
            place(&mut s, sq);
        }
        s.push_str("</g>");
    }

    if coords {
        let _ = write!(
            s,
            r#"<g fill="{TEXT}" font-family="sans-serif" font-size="28" text-anchor="middle">"#
        );
        for i in 0..g.width {
            let file = match orientation {
                Color::White => i,
                Color::Black => g.width - 1 - i,
            };
            let x = left + i as u32 * SQ + SQ / 2;
            let y = top + board_h + 30;
            let _ = write!(
                s,
                r#"<text x="{x}" y="{y}">{}</text>"#,
                (b'a' + file) as char
            );
        }
        for i in 0..g.height {
            let rank = match orientation {
                Color::White => g.height - i,
                Color::Black => i + 1,
            };
            let x = COORD / 2;
            let y = top + i as u32 * SQ + SQ / 2 + 10;
            let _ = write!(s, r#"<text x="{x}" y="{y}">{rank}</text>"#);
        }
        s.push_str("</g>");
    }

    if let Some(r) = reserve {
        // The side at the bottom has its reserve below the board.
        let bottom_y = top + board_h + below + (RESERVE_BAND - 100);
        for (color, y) in [(orientation, bottom_y), (!orientation, 0)] {
            let _ = write!(
                s,
                r##"<g class="reserve {}"><rect x="{left}" y="{y}" width="{board_w}" height="100" rx="10" fill="#e9e4da"/>"##,
                color.name()
            );
            let cell_w = board_w / 4;
            for (i, role) in RESERVE_ROLES.into_iter().enumerate() {
                let count = r[color.index()][i];
                let x = left + i as u32 * cell_w + (cell_w - 150) / 2;
                let faded = if count == 0 { r#" opacity=".35""# } else { "" };
                let _ = write!(
                    s,
                    r##"<use class="piece" href="#{p}{}{}" x="{x}" y="{}" width="84" height="84"{faded}/><text x="{}" y="{}" font-family="sans-serif" font-size="36" fill="#333">×{count}</text>"##,
                    color.char(),
                    role_id(role),
                    y + 8,
                    x + 90,
                    y + 63
                );
            }
            s.push_str("</g>");
        }
    }
    s.push_str("</svg>");
    s
}

/// The text description of a diagram, as in the SVG's `<desc>`: the variant, the pieces
/// of each side grouped by kind, marks, shadows, orientation, side to move, reserves.
///
/// ```
/// use fenboard::diagram::{parse_diagram, describe};
/// let d = parse_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5", None).unwrap();
/// assert_eq!(
///     describe(&d),
///     "Grand chess diagram. White: queen f5, rook c5. Black: cardinal e3. Marked: c5, f5."
/// );
/// ```
pub fn describe(diagram: &Diagram) -> String {
    description(diagram, diagram.orientation, diagram.reserve)
}

fn description(d: &Diagram, orientation: Color, reserve: Option<Reserve>) -> String {
    const ORDER: [Role; 11] = [
        Role::King,
        Role::Queen,
        Role::Marshall,
        Role::Cardinal,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Undefined,
        Role::Pawn,
        Role::DraughtsKing,
        Role::Man,
    ];
    let mut s = String::with_capacity(256);
    s.push_str(d.variant.name());
    s.push_str(" diagram.");
    for color in Color::ALL {
        s.push_str(side_name(color));
        s.push(':');
        // Groups of a kind: " queen f5, rook c5", "rooks a1, h1".
        let mut groups = 0;
        for role in ORDER {
            let piece = Piece::new(color, role);
            let count = d.pieces().filter(|&(_, p)| p == piece).count();
            if count == 0 {
                continue;
            }
            s.push_str(if groups == 0 { " " } else { ", " });
            groups += 1;
            push_role_name(&mut s, role, count);
            let squares = d.pieces().filter(|&(_, p)| p == piece).map(|(sq, _)| sq);
            for (i, sq) in squares.enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                sq.push_name(&mut s);
            }
        }
        s.push_str(if groups == 0 { " no pieces." } else { "." });
    }
    if let Some(r) = reserve {
        for color in Color::ALL {
            s.push_str(side_name(color));
            s.push_str(" reserve: ");
            let mut items = 0;
            for (i, &role) in RESERVE_ROLES.iter().enumerate() {
                let n = r[color.index()][i];
                if n > 0 {
                    if items > 0 {
                        s.push_str(", ");
                    }
                    items += 1;
                    let _ = write!(s, "{n} ");
                    push_role_name(&mut s, role, n.into());
                }
            }
            s.push_str(if items == 0 { "empty." } else { "." });
        }
    }
    for (label, squares) in [(" Marked: ", &d.marks), (" Shadowed: ", &d.shadow)] {
        if !squares.is_empty() {
            s.push_str(label);
            for (i, sq) in squares.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                sq.push_name(&mut s);
            }
            s.push('.');
        }
    }
    if let Some(c) = d.side_to_move {
        s.push_str(side_name(c));
        s.push_str(" to move.");
    }
    if orientation == Color::Black {
        s.push_str(" Seen from Black's side.");
    }
    s
}

/// " White" or " Black", as the description starts a sentence of a side.
fn side_name(color: Color) -> &'static str {
    if color == Color::White {
        " White"
    } else {
        " Black"
    }
}

/// The name of a kind of piece, plural unless `count` is 1 ("rook", "rooks", "men").
fn push_role_name(s: &mut String, role: Role, count: usize) {
    if count != 1 && role == Role::Man {
        s.push_str("men");
    } else {
        s.push_str(role.name());
        if count != 1 {
            s.push('s');
        }
    }
}

fn role_id(role: Role) -> &'static str {
    match role {
        Role::Pawn => "p",
        Role::Knight => "n",
        Role::Bishop => "b",
        Role::Rook => "r",
        Role::Queen => "q",
        Role::King => "k",
        Role::Marshall => "m",
        Role::Cardinal => "c",
        Role::Undefined => "u",
        Role::Man => "dm",
        Role::DraughtsKing => "dk",
    }
}

/// A short id prefix from a hash of what is drawn (FNV-1a): the description, then the
/// options as [`options_text`] writes them.
fn id_prefix(description: &str, options: &RenderOptions) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in description.bytes().chain(options_text(options).bytes()) {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("fb{h:08x}")
}

/// The options that change the drawing, as `{:?}` writes them (`true`, `Some(400)`, `None`,
/// `Some([[2, 2, 2, 1], [2, 2, 2, 1]])`), written without the Debug machinery (2 KB of
/// wasm). The ids of the pages already made depend on this text.
fn options_text(options: &RenderOptions) -> String {
    let mut s = String::from(if options.coordinates { "true" } else { "false" });
    match options.size {
        Some(n) => {
            let _ = write!(s, "Some({n})");
        }
        None => s.push_str("None"),
    }
    match options.reserve {
        Some([w, b]) => {
            let _ = write!(
                s,
                "Some([[{}, {}, {}, {}], [{}, {}, {}, {}]])",
                w[0], w[1], w[2], w[3], b[0], b[1], b[2], b[3]
            );
        }
        None => s.push_str("None"),
    }
    s
}

/// Appends `text` with XML escaping for text content.
fn push_escaped(out: &mut String, text: &str) {
    // The text between the characters to escape is copied as it is.
    let mut copied = 0;
    for (i, b) in text.bytes().enumerate() {
        let entity = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            _ => continue,
        };
        out.push_str(&text[copied..i]);
        out.push_str(entity);
        copied = i + 1;
    }
    out.push_str(&text[copied..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_differ_between_diagrams() {
        let o = RenderOptions::default();
        let a = render_diagram("8/8/8/8/8/8/8/K7", &o).unwrap();
        let b = render_diagram("8/8/8/8/8/8/8/k7", &o).unwrap();
        let id = |s: &str| s.split("id=\"").nth(1).unwrap()[..10].to_string();
        assert_ne!(id(&a), id(&b));
    }

    #[test]
    fn options_text_is_their_debug_text() {
        let options = [
            RenderOptions::default(),
            RenderOptions {
                coordinates: false,
                size: Some(400),
                reserve: Some([[2, 2, 2, 1], [0, 10, 255, 3]]),
                ..RenderOptions::default()
            },
        ];
        for o in options {
            let debug = format!("{:?}{:?}{:?}", o.coordinates, o.size, o.reserve);
            assert_eq!(options_text(&o), debug);
        }
    }

    #[test]
    fn black_orientation_flips_both_axes() {
        let o = RenderOptions {
            coordinates: false,
            ..RenderOptions::default()
        };
        let svg = render_diagram("8/8/8/8/8/8/8/R7 - b", &o).unwrap();
        // a1 is drawn in the top-right cell.
        assert!(svg.contains(r#"x="700" y="0" width="100""#));
    }
}
