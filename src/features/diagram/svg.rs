//! The SVG writer of [`render`](super::render): text, numbers and ids without the
//! formatting machinery, and where the board's cells are drawn.

use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::game::{AnyPiece, AnyRole};
use crate::util::text::{push, push_decimal};

/// Side of a square, in SVG user units.
pub(super) const SQ: u32 = 100;
/// Room for coordinates left of and below the board.
pub(super) const COORD: u32 = 40;

/// An SVG document being written: text, numbers and ids (which all start with the
/// drawing's prefix), without the formatting machinery; and where the board's cells are.
pub(super) struct Svg {
    pub(super) out: String,
    /// `fb` and a hash of the drawing (see `id_prefix`).
    pub(super) prefix: String,
    pub(super) geometry: Geometry,
    /// The side at the bottom.
    pub(super) orientation: Color,
    /// The board's top-left corner.
    pub(super) left: u32,
    pub(super) top: u32,
}

impl Svg {
    pub(super) fn push(&mut self, text: &str) {
        push(&mut self.out, text);
    }

    pub(super) fn num(&mut self, n: u32) {
        push_decimal(&mut self.out, n.into());
    }

    /// ` name="n"`.
    #[inline(never)]
    pub(super) fn attr(&mut self, name: &str, n: u32) {
        self.push(" ");
        self.push(name);
        self.push("=\"");
        self.num(n);
        self.push("\"");
    }

    /// The start of a coordinate's `<text>`, at `x`, `y`.
    #[inline(never)]
    pub(super) fn text_at(&mut self, x: u32, y: u32) {
        self.push("<text");
        self.attr("x", x);
        self.attr("y", y);
        self.push(">");
    }

    /// The id prefix, then `rest`.
    #[inline(never)]
    pub(super) fn id(&mut self, rest: &str) {
        push(&mut self.out, &self.prefix);
        self.push(rest);
    }

    /// Where a square is drawn: the top-left corner of its cell.
    pub(super) fn cell(&self, sq: Square) -> (u32, u32) {
        let g = self.geometry;
        let (col, row) = match self.orientation {
            Color::White => (sq.file(), g.height - 1 - sq.rank()),
            Color::Black => (g.width - 1 - sq.file(), sq.rank()),
        };
        (self.left + col as u32 * SQ, self.top + row as u32 * SQ)
    }

    /// The end of a piece's, mark's or shadow's element: its cell.
    #[inline(never)]
    pub(super) fn place(&mut self, sq: Square) {
        let (x, y) = self.cell(sq);
        self.attr("x", x);
        self.attr("y", y);
        self.push(r#" width="100" height="100"/>"#);
    }

    /// The start of a piece's `<use>` (its place follows).
    #[inline(never)]
    pub(super) fn use_piece(&mut self, piece: AnyPiece) {
        self.push(r##"<use class="piece" href="#"##);
        self.piece_id(piece);
        self.push("\"");
    }

    /// The id of a coloured piece's symbol: prefix, colour letter, role.
    #[inline(never)]
    pub(super) fn piece_id(&mut self, piece: AnyPiece) {
        self.id(if piece.color == Color::White {
            "w"
        } else {
            "b"
        });
        self.push(role_id(piece.role));
    }
}

/// The id of a kind's shape.
pub(super) fn role_id(role: AnyRole) -> &'static str {
    match role {
        AnyRole::Pawn => "p",
        AnyRole::Knight => "n",
        AnyRole::Bishop => "b",
        AnyRole::Rook => "r",
        AnyRole::Queen => "q",
        AnyRole::King => "k",
        AnyRole::Marshall => "m",
        AnyRole::Cardinal => "c",
        AnyRole::Undefined => "u",
        AnyRole::Man => "dm",
        AnyRole::DraughtsKing => "dk",
    }
}
