//! Drawing a diagram as a standalone SVG, and describing it in words.

use super::pieces;
use super::{
    parse_diagram, Diagram, DiagramError, Reserve, Variant, FULL_BARIO_RESERVE, RESERVE_ROLES,
};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Piece, Role};
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
const SQ: u32 = 100;
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
/// The picture has a `<title>` and a `<desc>` (see [`describe`]), `role="img"` and
/// `aria-labelledby`. Ids are prefixed with a hash of the drawing, so several diagrams
/// can be inlined in one HTML page. Pieces are `<use class="piece">`, marks
/// `<use class="mark">`, shadows `<rect class="shadow">`.
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
    let below = left;
    // A reserve band above the board and one below it.
    let top = if reserve.is_some() { RESERVE_BAND } else { 0 };
    let total_w = left + board_w;
    let total_h = top + board_h + below + top;

    // The description is made of fixed words and square names: nothing to escape in XML.
    let description = description(d, orientation, reserve);
    let mut s = Svg {
        out: String::new(),
        prefix: id_prefix(&description, options),
        geometry: g,
        orientation,
        left,
        top,
    };

    s.push(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#);
    s.num(total_w);
    s.push(" ");
    s.num(total_h);
    s.push("\"");
    if let Some(size) = options.size {
        s.attr("width", size);
        s.attr(
            "height",
            (size as u64 * total_h as u64 / total_w as u64) as u32,
        );
    }
    s.push(r#" role="img" aria-labelledby=""#);
    s.id("t ");
    s.id(r#"d" class="fenboard-diagram"><title id=""#);
    s.id(r#"t">"#);
    s.push(d.variant.name());
    s.push(r#" diagram</title><desc id=""#);
    s.id(r#"d">"#);
    s.push(&description);
    s.push("</desc><defs>");

    // Definitions, in order of first use: each shape once, each coloured piece once.
    let reserve_pieces: &[Piece] = if reserve.is_some() {
        &RESERVE_PIECES
    } else {
        &[]
    };
    let drawn = || (d.pieces().map(|(_, p)| p)).chain(reserve_pieces.iter().copied());
    // Sets of the shapes and of the coloured pieces already defined, as bits.
    let (mut shapes, mut symbols) = (0u32, 0u32);
    for piece in drawn() {
        let shape = 1 << piece.role as u32;
        if shapes & shape == 0 {
            shapes |= shape;
            s.push("<g id=\"");
            s.id(role_id(piece.role));
            s.push("\">");
            pieces::push_shape(&mut s.out, piece.role);
            s.push("</g>");
        }
    }
    for piece in drawn() {
        let symbol = 1 << (piece.role as u32 + 16 * piece.color.index() as u32);
        if symbols & symbol == 0 {
            symbols |= symbol;
            s.push("<symbol id=\"");
            s.piece_id(piece);
            s.push(r##"" viewBox="0 0 100 100"><use href="#"##);
            s.id(role_id(piece.role));
            s.push("\" ");
            s.push(pieces::style(piece.color));
            s.push(" ");
            s.push(pieces::COMMON);
            s.push("/></symbol>");
        }
    }
    if !d.marks.is_empty() {
        s.push("<symbol id=\"");
        s.id(r##"mark" viewBox="0 0 100 100"><circle cx="50" cy="50" r="41" fill="none" stroke="#fff" stroke-width="11" stroke-opacity=".7"/><circle cx="50" cy="50" r="41" fill="none" stroke="#d42a20" stroke-width="6"/></symbol>"##);
    }
    s.push("</defs>");

    // Squares: the board in the light colour, dark squares (a1 is one) as one path.
    s.push("<rect");
    s.attr("x", left);
    s.attr("y", top);
    s.attr("width", board_w);
    s.attr("height", board_h);
    s.push(r##" fill="#f0d9b5"/><path fill="#b58863" d=""##);
    for sq in g.squares() {
        if g.is_dark(sq) {
            let (x, y) = s.cell(sq);
            s.push("M");
            s.num(x);
            s.push(" ");
            s.num(y);
            s.push("h100v100h-100z");
        }
    }
    s.push("\"/>");

    for (sq, piece) in d.pieces() {
        s.use_piece(piece);
        s.place(sq);
    }
    for &sq in &d.marks {
        s.push(r##"<use class="mark" href="#"##);
        s.id("mark\"");
        s.place(sq);
    }
    if !d.shadow.is_empty() {
        s.push(r##"<g fill="#000" fill-opacity=".5">"##);
        for &sq in &d.shadow {
            s.push(r#"<rect class="shadow""#);
            s.place(sq);
        }
        s.push("</g>");
    }

    if coords {
        s.push(
            r##"<g fill="#5c5c5c" font-family="sans-serif" font-size="28" text-anchor="middle">"##,
        );
        // File letters below the board, rank numbers left of it, as seen by the bottom side.
        for i in 0..g.width {
            let file = match orientation {
                Color::White => i,
                Color::Black => g.width - 1 - i,
            };
            s.text_at(left + i as u32 * SQ + SQ / 2, top + board_h + 30);
            push_char(&mut s.out, char::from(b'a' + file));
            s.push("</text>");
        }
        for i in 0..g.height {
            let rank = match orientation {
                Color::White => g.height - i,
                Color::Black => i + 1,
            };
            s.text_at(COORD / 2, top + i as u32 * SQ + SQ / 2 + 10);
            s.num(rank.into());
            s.push("</text>");
        }
        s.push("</g>");
    }

    if let Some(r) = reserve {
        // The side at the bottom has its reserve below the board.
        let bottom_y = top + board_h + below + (RESERVE_BAND - 100);
        s.reserve(orientation, r[orientation.index()], bottom_y, board_w);
        s.reserve(!orientation, r[(!orientation).index()], 0, board_w);
    }
    s.push("</svg>");
    s.out
}

/// The pieces of the Bario reserves, white's then black's.
const RESERVE_PIECES: [Piece; 8] = {
    let mut pieces = [Piece::new(Color::White, Role::Rook); 8];
    let mut i = 0;
    while i < 8 {
        let color = if i < 4 { Color::White } else { Color::Black };
        pieces[i] = Piece::new(color, RESERVE_ROLES[i % 4]);
        i += 1;
    }
    pieces
};

/// An SVG document being written: text, numbers and ids (which all start with the
/// drawing's prefix), without the formatting machinery; and where the board's cells are.
struct Svg {
    out: String,
    /// `fb` and a hash of the drawing (see [`id_prefix`]).
    prefix: String,
    geometry: Geometry,
    /// The side at the bottom.
    orientation: Color,
    /// The board's top-left corner.
    left: u32,
    top: u32,
}

impl Svg {
    fn push(&mut self, text: &str) {
        push(&mut self.out, text);
    }

    fn num(&mut self, n: u32) {
        push_decimal(&mut self.out, n.into());
    }

    /// ` name="n"`.
    #[inline(never)]
    fn attr(&mut self, name: &str, n: u32) {
        self.push(" ");
        self.push(name);
        self.push("=\"");
        self.num(n);
        self.push("\"");
    }

    /// The start of a coordinate's `<text>`, at `x`, `y`.
    #[inline(never)]
    fn text_at(&mut self, x: u32, y: u32) {
        self.push("<text");
        self.attr("x", x);
        self.attr("y", y);
        self.push(">");
    }

    /// The id prefix, then `rest`.
    #[inline(never)]
    fn id(&mut self, rest: &str) {
        push(&mut self.out, &self.prefix);
        self.push(rest);
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
            self.reserve_piece(Piece::new(color, role), counts[i], x, y);
        }
        self.push("</g>");
    }

    /// A piece of a reserve and its count, at `x` in the band at height `y` (faded when
    /// there is none).
    #[inline(never)]
    fn reserve_piece(&mut self, piece: Piece, count: u8, x: u32, y: u32) {
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

    /// Where a square is drawn: the top-left corner of its cell.
    fn cell(&self, sq: Square) -> (u32, u32) {
        let g = self.geometry;
        let (col, row) = match self.orientation {
            Color::White => (sq.file(), g.height - 1 - sq.rank()),
            Color::Black => (g.width - 1 - sq.file(), sq.rank()),
        };
        (self.left + col as u32 * SQ, self.top + row as u32 * SQ)
    }

    /// The end of a piece's, mark's or shadow's element: its cell.
    #[inline(never)]
    fn place(&mut self, sq: Square) {
        let (x, y) = self.cell(sq);
        self.attr("x", x);
        self.attr("y", y);
        self.push(r#" width="100" height="100"/>"#);
    }

    /// The start of a piece's `<use>` (its place follows).
    #[inline(never)]
    fn use_piece(&mut self, piece: Piece) {
        self.push(r##"<use class="piece" href="#"##);
        self.piece_id(piece);
        self.push("\"");
    }

    /// The id of a coloured piece's symbol: prefix, colour letter, role.
    #[inline(never)]
    fn piece_id(&mut self, piece: Piece) {
        self.id(if piece.color == Color::White {
            "w"
        } else {
            "b"
        });
        self.push(role_id(piece.role));
    }
}

/// The text description of a diagram, as in the SVG's `<desc>`: the variant, the pieces
/// of each side grouped by kind, marks, shadows, orientation, side to move, reserves.
///
/// ```
/// use fenboard::features::diagram::{parse_diagram, describe};
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
    /// The order of the groups of a side.
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
    let mut s = String::new();
    push(&mut s, d.variant.name());
    push(&mut s, " diagram.");
    for color in Color::ALL {
        push(&mut s, side_name(color));
        push(&mut s, ":");
        // Groups of a kind: " queen f5, rook c5", " rooks a1, h1".
        let mut sep = " ";
        for role in ORDER {
            if push_group(&mut s, d, Piece::new(color, role), sep) {
                sep = ", ";
            }
        }
        push(&mut s, if sep == " " { " no pieces." } else { "." });
    }
    if let Some(r) = reserve {
        for color in Color::ALL {
            push_reserve(&mut s, color, r[color.index()]);
        }
    }
    for (label, squares) in [(" Marked: ", &d.marks), (" Shadowed: ", &d.shadow)] {
        if !squares.is_empty() {
            let mut sep = label;
            for &sq in squares {
                push_square(&mut s, sep, sq);
                sep = ", ";
            }
            push(&mut s, ".");
        }
    }
    if let Some(c) = d.side_to_move {
        push(&mut s, side_name(c));
        push(&mut s, " to move.");
    }
    if orientation == Color::Black {
        push(&mut s, " Seen from Black's side.");
    }
    s
}

/// Appends the group of the pieces of a kind, after `sep`: the kind (plural for several)
/// and their squares, `rooks a1, h1`. Returns whether there is one.
#[inline(never)]
fn push_group(s: &mut String, d: &Diagram, piece: Piece, sep: &str) -> bool {
    let mut count = 0;
    for (_, p) in d.pieces() {
        count += usize::from(p == piece);
    }
    if count == 0 {
        return false;
    }
    push(s, sep);
    push_role_name(s, piece.role, count);
    let mut sep = " ";
    for (sq, p) in d.pieces() {
        if p == piece {
            push_square(s, sep, sq);
            sep = ", ";
        }
    }
    true
}

/// Appends `sep` and the name of `sq` (out of line: one copy of the name's lookup).
#[inline(never)]
fn push_square(s: &mut String, sep: &str, sq: Square) {
    push(s, sep);
    push(s, sq.name());
}

/// Appends the sentence of a side's reserve: ` White reserve: 2 rooks, 1 queen.`
#[inline(never)]
fn push_reserve(s: &mut String, color: Color, counts: [u8; 4]) {
    push(s, side_name(color));
    push(s, " reserve: ");
    let mut sep = "";
    for (i, &role) in RESERVE_ROLES.iter().enumerate() {
        let n = counts[i];
        if n > 0 {
            push(s, sep);
            sep = ", ";
            push_decimal(s, n.into());
            push(s, " ");
            push_role_name(s, role, n.into());
        }
    }
    push(s, if sep.is_empty() { "empty." } else { "." });
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
        push(s, "men");
    } else {
        push(s, role.name());
        if count != 1 {
            push(s, "s");
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
/// `Some([[2, 2, 2, 1], [2, 2, 2, 1]])`), written without the Debug machinery (2 KB of
/// wasm). The ids of the pages already made depend on this text.
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
