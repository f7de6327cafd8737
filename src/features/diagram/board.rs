//! The parts of a diagram's picture, in the order [`render`](super::render) writes them: the
//! document's start with its title and description, the definitions (each shape and
//! coloured piece once), the squares, the pieces, marks and shadows, the coordinates.

use super::pieces;
use super::reserve::RESERVE_PIECES;
use super::svg::{role_id, Svg, COORD, SQ};
use super::Diagram;
use crate::core::color::Color;
use crate::game::AnyPiece;
use crate::util::text::push_char;

/// The parts of the drawing, in the order [`render`](super::render) writes them.
impl Svg {
    /// The `<svg>` element's start, `total_w` by `total_h`, with the title and the
    /// description, up to `<defs>`.
    pub(super) fn open(
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
            // `checked_div`: the width is never 0, and no panic path is kept (docs/size.md).
            self.attr(
                "height",
                (size as u64 * total_h as u64)
                    .checked_div(total_w.into())
                    .unwrap_or_default() as u32,
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
    pub(super) fn defs(&mut self, d: &Diagram, with_reserve: bool) {
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
    pub(super) fn squares(&mut self, board_w: u32, board_h: u32) {
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
    pub(super) fn contents(&mut self, d: &Diagram) {
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
}
