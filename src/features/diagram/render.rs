//! Drawing a diagram as a standalone SVG, and describing it in words.

use super::describe::description;
use super::pieces;
use super::svg::{role_id, Svg};
use super::{
    parse_diagram, Diagram, DiagramError, Reserve, Variant, FULL_BARIO_RESERVE, RESERVE_ROLES,
};
use crate::core::color::Color;
use crate::game::{AnyPiece, AnyRole};
use crate::util::text::{owned, push, push_char, push_decimal};

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
pub(super) const SQ: u32 = 100;
/// Room for coordinates left of and below the board.
const COORD: u32 = 40;
/// Height of a Bario reserve band (with its gap to the board).
const RESERVE_BAND: u32 = 112;

/// Parses a diagram and draws it: [`parse_diagram`] then [`render`].
///
/// ```
/// use fenboard::features::diagram::{render_diagram, RenderOptions};
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
/// The picture has a `<title>` and a `<desc>` (see [`describe`](super::describe)),
/// `role="img"` and `aria-labelledby`. Ids are prefixed with a hash of the drawing, so
/// several diagrams can be inlined in one HTML page. Pieces are `<use class="piece">`,
/// marks `<use class="mark">`, shadows `<rect class="shadow">`.
///
/// ```
/// use fenboard::features::diagram::{parse_diagram, render, RenderOptions};
/// let d = parse_diagram("uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU", None).unwrap();
/// let svg = render(&d, &RenderOptions { size: Some(400), ..RenderOptions::default() });
/// assert!(svg.contains("width=\"400\""));
/// // 27 pieces on the board plus R N B Q in each reserve.
/// assert_eq!(svg.matches("class=\"piece\"").count(), 35);
/// ```
pub fn render(diagram: &Diagram, options: &RenderOptions) -> String {
    let d = diagram;
    let orientation = options.orientation.unwrap_or(d.orientation);
    let reserve = if d.variant == Variant::Bario {
        Some(options.reserve.or(d.reserve).unwrap_or(FULL_BARIO_RESERVE))
    } else {
        None
    };
    // The description is made of fixed words and square names: nothing to escape in XML.
    let description = description(d, orientation, reserve);
    let g = d.geometry;
    let (board_w, board_h) = (g.width as u32 * SQ, g.height as u32 * SQ);
    let left = if options.coordinates { COORD } else { 0 };
    // A reserve band above the board and one below it.
    let top = if reserve.is_some() { RESERVE_BAND } else { 0 };
    // The coordinates take as much room below the board as left of it.
    let (total_w, total_h) = (left + board_w, top + board_h + left + top);
    let mut s = Svg {
        out: String::new(),
        prefix: id_prefix(&description, options),
        geometry: g,
        orientation,
        left,
        top,
    };
    s.open(d, &description, options.size, total_w, total_h);
    s.defs(d, reserve.is_some());
    s.squares(board_w, board_h);
    s.contents(d);
    if options.coordinates {
        s.coordinates(left, top, board_h);
    }
    if let Some(r) = reserve {
        // The side at the bottom has its reserve below the board.
        let bottom_y = top + board_h + left + (RESERVE_BAND - 100);
        s.reserve(orientation, r[orientation.index()], bottom_y, board_w);
        s.reserve(!orientation, r[(!orientation).index()], 0, board_w);
    }
    s.push("</svg>");
    s.out
}

/// The pieces of the Bario reserves, white's then black's.
const RESERVE_PIECES: [AnyPiece; 8] = {
    let mut pieces = [AnyPiece::new(Color::White, AnyRole::Rook); 8];
    let mut i = 0;
    while i < 8 {
        let color = if i < 4 { Color::White } else { Color::Black };
        pieces[i] = AnyPiece::new(color, AnyRole::from_chess(RESERVE_ROLES[i % 4]));
        i += 1;
    }
    pieces
};

/// The parts of the drawing, in the order [`render`] writes them.
impl Svg {
    /// The `<svg>` element's start, `total_w` by `total_h`, with the title and the
    /// description, up to `<defs>`.
    fn open(
        &mut self,
        d: &Diagram,
        description: &str,
        size: Option<u32>,
        total_w: u32,
        total_h: u32,
    ) {
        self.push(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#);
        self.num(total_w);
        self.push(" ");
        self.num(total_h);
        self.push("\"");
        if let Some(size) = size {
            self.attr("width", size);
            self.attr(
                "height",
                (size as u64 * total_h as u64 / total_w as u64) as u32,
            );
        }
        self.push(r#" role="img" aria-labelledby=""#);
        self.id("t ");
        self.id(r#"d" class="fenboard-diagram"><title id=""#);
        self.id(r#"t">"#);
        self.push(d.variant.name());
        self.push(r#" diagram</title><desc id=""#);
        self.id(r#"d">"#);
        self.push(description);
        self.push("</desc><defs>");
    }

    /// The definitions, in order of first use: each shape once, each coloured piece once,
    /// the mark if there are marks.
    fn defs(&mut self, d: &Diagram, with_reserve: bool) {
        let reserve_pieces: &[AnyPiece] = if with_reserve { &RESERVE_PIECES } else { &[] };
        let drawn = || (d.pieces().map(|(_, p)| p)).chain(reserve_pieces.iter().copied());
        // Sets of the shapes and of the coloured pieces already defined, as bits.
        let (mut shapes, mut symbols) = (0u32, 0u32);
        for piece in drawn() {
            let shape = 1 << piece.role as u32;
            if shapes & shape == 0 {
                shapes |= shape;
                self.push("<g id=\"");
                self.id(role_id(piece.role));
                self.push("\">");
                pieces::push_shape(&mut self.out, piece.role);
                self.push("</g>");
            }
        }
        for piece in drawn() {
            let symbol = 1 << (piece.role as u32 + 16 * piece.color.index() as u32);
            if symbols & symbol == 0 {
                symbols |= symbol;
                self.push("<symbol id=\"");
                self.piece_id(piece);
                self.push(r##"" viewBox="0 0 100 100"><use href="#"##);
                self.id(role_id(piece.role));
                self.push("\" ");
                self.push(pieces::style(piece.color));
                self.push(" ");
                self.push(pieces::COMMON);
                self.push("/></symbol>");
            }
        }
        if !d.marks.is_empty() {
            self.push("<symbol id=\"");
            self.id(r##"mark" viewBox="0 0 100 100"><circle cx="50" cy="50" r="41" fill="none" stroke="#fff" stroke-width="11" stroke-opacity=".7"/><circle cx="50" cy="50" r="41" fill="none" stroke="#d42a20" stroke-width="6"/></symbol>"##);
        }
        self.push("</defs>");
    }

    /// The squares: the board in the light colour, dark squares (a1 is one) as one path.
    fn squares(&mut self, board_w: u32, board_h: u32) {
        self.push("<rect");
        self.attr("x", self.left);
        self.attr("y", self.top);
        self.attr("width", board_w);
        self.attr("height", board_h);
        self.push(r##" fill="#f0d9b5"/><path fill="#b58863" d=""##);
        let g = self.geometry;
        for sq in g.squares() {
            if g.is_dark(sq) {
                let (x, y) = self.cell(sq);
                self.push("M");
                self.num(x);
                self.push(" ");
                self.num(y);
                self.push("h100v100h-100z");
            }
        }
        self.push("\"/>");
    }

    /// The pieces, the marks and the shadows.
    fn contents(&mut self, d: &Diagram) {
        for (sq, piece) in d.pieces() {
            self.use_piece(piece);
            self.place(sq);
        }
        for &sq in &d.marks {
            self.push(r##"<use class="mark" href="#"##);
            self.id("mark\"");
            self.place(sq);
        }
        if !d.shadow.is_empty() {
            self.push(r##"<g fill="#000" fill-opacity=".5">"##);
            for &sq in &d.shadow {
                self.push(r#"<rect class="shadow""#);
                self.place(sq);
            }
            self.push("</g>");
        }
    }

    /// File letters below the board, rank numbers left of it, as seen by the bottom side
    /// (the board's corner at `left`, `top`).
    fn coordinates(&mut self, left: u32, top: u32, board_h: u32) {
        let g = self.geometry;
        self.push(
            r##"<g fill="#5c5c5c" font-family="sans-serif" font-size="28" text-anchor="middle">"##,
        );
        for i in 0..g.width {
            let file = match self.orientation {
                Color::White => i,
                Color::Black => g.width - 1 - i,
            };
            self.text_at(left + i as u32 * SQ + SQ / 2, top + board_h + 30);
            push_char(&mut self.out, char::from(b'a' + file));
            self.push("</text>");
        }
        for i in 0..g.height {
            let rank = match self.orientation {
                Color::White => g.height - i,
                Color::Black => i + 1,
            };
            self.text_at(COORD / 2, top + i as u32 * SQ + SQ / 2 + 10);
            self.num(rank.into());
            self.push("</text>");
        }
        self.push("</g>");
    }

    /// A side's Bario reserve: a band at height `y`, as wide as the board, with each piece
    /// and its count.
    #[inline(never)]
    fn reserve(&mut self, color: Color, counts: [u8; 4], y: u32, width: u32) {
        self.push(r#"<g class="reserve "#);
        self.push(color.name());
        self.push("\"><rect");
        self.attr("x", self.left);
        self.attr("y", y);
        self.attr("width", width);
        self.push(r##" height="100" rx="10" fill="#e9e4da"/>"##);
        let cell_w = width / 4;
        for (i, role) in RESERVE_ROLES.into_iter().enumerate() {
            let x = self.left + i as u32 * cell_w + (cell_w - 150) / 2;
            self.reserve_piece(AnyPiece::new(color, role.into()), counts[i], x, y);
        }
        self.push("</g>");
    }

    /// A piece of a reserve and its count, at `x` in the band at height `y` (faded when
    /// there is none).
    #[inline(never)]
    fn reserve_piece(&mut self, piece: AnyPiece, count: u8, x: u32, y: u32) {
        self.use_piece(piece);
        self.attr("x", x);
        self.attr("y", y + 8);
        self.push(r#" width="84" height="84""#);
        if count == 0 {
            self.push(r#" opacity=".35""#);
        }
        self.push("/><text");
        self.attr("x", x + 90);
        self.attr("y", y + 63);
        self.push(r##" font-family="sans-serif" font-size="36" fill="#333">×"##);
        self.num(count.into());
        self.push("</text>");
    }
}

/// A short id prefix from a hash of what is drawn (FNV-1a): the description, then the
/// options as [`options_text`] writes them; `fb` and the hash in 8 hex digits.
fn id_prefix(description: &str, options: &RenderOptions) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in description
        .as_bytes()
        .iter()
        .chain(options_text(options).as_bytes())
    {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    let mut prefix = owned("fb");
    for k in (0..8).rev() {
        push_char(
            &mut prefix,
            char::from(b"0123456789abcdef"[(h >> (4 * k)) as usize & 15]),
        );
    }
    prefix
}

/// The options that change the drawing, as `{:?}` writes them (`true`, `Some(400)`, `None`,
/// `Some([[2, 2, 2, 1], [2, 2, 2, 1]])`), written without the Debug machinery. The ids of
/// the pages already made depend on this text.
fn options_text(options: &RenderOptions) -> String {
    let mut s = owned(if options.coordinates { "true" } else { "false" });
    match options.size {
        Some(n) => {
            push(&mut s, "Some(");
            push_decimal(&mut s, n.into());
            push(&mut s, ")");
        }
        None => push(&mut s, "None"),
    }
    match options.reserve {
        Some(r) => {
            let mut sep = "Some([[";
            for side in r {
                for n in side {
                    push(&mut s, sep);
                    sep = ", ";
                    push_decimal(&mut s, n.into());
                }
                sep = "], [";
            }
            push(&mut s, "]])");
        }
        None => push(&mut s, "None"),
    }
    s
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
