//! The parts of a diagram's picture, in the order [`render`](super::render) writes them: the
//! document's start with its title and description, the definitions (each shape and
//! coloured piece once), the squares, the pieces, marks and shadows, the coordinates.

use super::pieces;
use super::svg::{Drawing, Svg, COORD, SQ};
use super::Diagram;
use crate::core::color::Color;

/// The parts of the drawing, in the order [`render`](super::render) writes them.
impl Svg<'_> {
    /// The `<svg>` element's start, `total_w` by `total_h`, with the title and the
    /// description, up to `<defs>`.
    pub(super) fn open(
        &mut self,
        title: &str,
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
            // The board is at least four squares wide: `total_w` is never 0.
            self.attr(
                "height",
                (u64::from(size) * u64::from(total_h) / u64::from(total_w)) as u32,
            );
        }
        self.push(r#" role="img" aria-labelledby=""#);
        self.id("t ");
        self.id(r#"d" class="fenboard-diagram"><title id=""#);
        self.id(r#"t">"#);
        self.push(&xml_text(title));
        self.push(r#"</title><desc id=""#);
        self.id(r#"d">"#);
        self.push(&xml_text(description));
        self.push("</desc><defs>");
    }

    /// The definitions, in order of first use: each shape once (a built-in drawing, or a
    /// letter on a disc), the colour filter of each image once, each coloured piece once
    /// (`drawn`: the letters drawn, in order), the mark if there are marks.
    pub(super) fn defs(&mut self, d: &Diagram, drawn: &[char]) {
        let looks = self.looks.clone();
        let look = |letter: char| {
            looks
                .iter()
                .find(|l| l.letter == letter.to_ascii_lowercase())
        };
        let mut shapes: Vec<String> = Vec::new();
        for l in &looks {
            let Some(id) = l.drawing.shape_id() else {
                continue;
            };
            if shapes.contains(&id) {
                continue;
            }
            self.push("<g id=\"");
            self.id(&id);
            self.push("\">");
            match l.drawing {
                Drawing::Shape(shape) => pieces::push_shape(&mut self.out, shape),
                Drawing::Glyph(c) => pieces::push_glyph(&mut self.out, c),
                Drawing::Promoted(c) => pieces::push_promoted_glyph(&mut self.out, c),
                Drawing::Image(_) | Drawing::Characters { .. } => {}
            }
            self.push("</g>");
            shapes.push(id);
        }
        for l in &looks {
            if let Drawing::Image(_) = l.drawing {
                self.push("<filter id=\"");
                self.id("swap");
                self.push(&l.id);
                self.push("\" ");
                self.push(pieces::SWAP_FILTER);
            }
        }
        let mut symbols: Vec<char> = Vec::new();
        for &letter in drawn {
            let Some(l) = look(letter) else {
                continue;
            };
            if symbols.contains(&letter) {
                continue;
            }
            symbols.push(letter);
            self.push("<symbol id=\"");
            self.piece_id(letter);
            self.push(r#"" viewBox="0 0 100 100">"#);
            match (l.drawing, l.drawing.shape_id()) {
                (
                    Drawing::Characters {
                        text,
                        promoted,
                        pentagon,
                    },
                    _,
                ) => {
                    let color = super::letter_color(letter);
                    pieces::push_characters(
                        &mut self.out,
                        &text[color.index()],
                        letter,
                        color,
                        promoted,
                        pentagon,
                    );
                }
                (Drawing::Image(svg), _) => {
                    self.push(r#"<image href=""#);
                    self.push(&pieces::image_href(svg));
                    self.push(r#"" width="100" height="100""#);
                    if !letter.is_uppercase() {
                        self.push(r##" filter="url(#"##);
                        self.id("swap");
                        self.push(&l.id);
                        self.push(")\"");
                    }
                    self.push("/>");
                }
                (_, shape) => {
                    self.push(r##"<use href="#"##);
                    self.id(&shape.unwrap_or_default());
                    self.push("\" ");
                    self.push(pieces::style(super::letter_color(letter)));
                    self.push(" ");
                    self.push(pieces::COMMON);
                    self.push("/>");
                }
            }
            self.push("</symbol>");
        }
        if !d.marks.is_empty() {
            self.push("<symbol id=\"");
            self.id(r##"mark" viewBox="0 0 100 100"><circle cx="50" cy="50" r="41" fill="none" stroke="#fff" stroke-width="11" stroke-opacity=".7"/><circle cx="50" cy="50" r="41" fill="none" stroke="#d42a20" stroke-width="6"/></symbol>"##);
        }
        self.push("</defs>");
    }

    /// The squares: the board in the light colour, dark squares (a1 is one, unless
    /// `a1_light`) as one path.
    pub(super) fn squares(&mut self, board_w: u32, board_h: u32, a1_light: bool) {
        self.push("<rect");
        self.attr("x", self.left);
        self.attr("y", self.top);
        self.attr("width", board_w);
        self.attr("height", board_h);
        self.push(r##" fill="#f0d9b5"/><path fill="#b58863" d=""##);
        let g = self.geometry;
        for sq in g.squares() {
            if g.is_dark(sq) != a1_light {
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
    pub(super) fn contents(&mut self, d: &Diagram) {
        for &sq in &d.walls {
            // A stone block: grey, lit from the top left, its joints drawn.
            self.push(
                r##"<g class="wall"><rect fill="#8d8a84" stroke="#4a4743" stroke-width="4""##,
            );
            self.place(sq);
            self.push(r##"<path fill="none" stroke="#5a5752" stroke-width="3" d=""##);
            let (x, y) = self.cell(sq);
            // The courses' joints: two across the block, then the upright ones.
            let joints = [
                (0, 33, "h", 100),
                (0, 66, "h", 100),
                (50, 0, "v", 33),
                (25, 33, "v", 33),
                (75, 33, "v", 33),
                (50, 66, "v", 34),
            ];
            for (dx, dy, line, length) in joints {
                self.push("M");
                self.num(x + dx);
                self.push(" ");
                self.num(y + dy);
                self.push(line);
                self.num(length);
            }
            self.push("\"/></g>");
        }
        for (sq, letter) in d.pieces() {
            self.use_piece(letter);
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
    pub(super) fn coordinates(&mut self, left: u32, top: u32, board_h: u32) {
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
            self.out.push(char::from(b'a' + file));
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
}

/// Text for an XML element: `&`, `<` and `>` escaped (a game's name is the definition's).
fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
