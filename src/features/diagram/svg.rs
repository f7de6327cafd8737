//! The SVG writer of [`render`](super::render): text, numbers and ids, where the board's
//! cells are drawn, and how each piece letter of the diagram is drawn.

use super::pieces::Shape;
use super::{letter_color, Diagram};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::rules::BoardStyle;
use std::fmt::Write;

/// Side of a square, in SVG user units.
pub(super) const SQ: u32 = 100;
/// Room for coordinates left of and below the board.
pub(super) const COORD: u32 = 40;

/// How a kind of piece is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Drawing<'a> {
    /// A built-in drawing.
    Shape(Shape),
    /// Its letter on a disc.
    Glyph(char),
    /// A promoted form with no drawing of its own: `+` and the letter of the kind it came
    /// from, in red, on a disc (shogi's `+P`).
    Promoted(char),
    /// White's piece as the definition's SVG image; black's from it, its colours swapped.
    Image(&'a str),
    /// The definition's characters, white's and black's: on a disc, in red for white (xiangqi);
    /// on a ruled board (shogi), on a pentagon pointing at the opponent, in red for a promoted
    /// form.
    Characters {
        text: &'a [String; 2],
        promoted: bool,
        pentagon: bool,
    },
}

/// How the pieces of one letter (either case) are drawn, and their id in the drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Look<'a> {
    /// The letter, lowercase.
    pub(super) letter: char,
    /// The id of its symbols (after the prefix and the colour's letter): the game's letter of
    /// the kind, `dm` or `dk` for draughts.
    pub(super) id: String,
    pub(super) drawing: Drawing<'a>,
}

impl Drawing<'_> {
    /// The id of the shape of a drawing (a built-in one's, or `g` and the letter), `None` for
    /// an image.
    pub(super) fn shape_id(&self) -> Option<String> {
        match self {
            Drawing::Shape(s) => Some(s.id().to_string()),
            Drawing::Glyph(c) => Some(format!("g{}", c.to_ascii_lowercase())),
            Drawing::Promoted(c) => Some(format!("gp{}", c.to_ascii_lowercase())),
            Drawing::Image(_) | Drawing::Characters { .. } => None,
        }
    }
}

/// How the pieces written `letter` are drawn in a diagram: a game's kind by its `svg`, its
/// `characters`, its `drawing`, the drawing of its letter (`k q r b n p`), else its letter;
/// draughts men and kings by theirs; a picture's letters by the drawing of `k q r b n p`, else
/// themselves.
pub(super) fn look(d: &Diagram, letter: char) -> Look<'_> {
    let lower = letter.to_ascii_lowercase();
    let by_letter = |l: char| Shape::of_letter(l).map_or(Drawing::Glyph(l), Drawing::Shape);
    let (id, drawing) = match d.variant.as_ref().map(|v| v.rules()) {
        Some(Some(rules)) => match rules.role_of(letter) {
            Some(role) => {
                let kind = rules.piece(role);
                let shape = kind.drawing.as_deref().and_then(Shape::named);
                let drawing = match (&kind.svg, &kind.characters, shape) {
                    (Some(svg), _, _) => Drawing::Image(svg),
                    (None, Some(text), _) => Drawing::Characters {
                        text,
                        promoted: rules.unpromoted(role).is_some(),
                        pentagon: rules.board_style == BoardStyle::Grid,
                    },
                    (None, None, Some(shape)) => Drawing::Shape(shape),
                    (None, None, None) => match rules.unpromoted(role) {
                        Some(base) => Drawing::Promoted(rules.letter(base)),
                        None => by_letter(kind.letter),
                    },
                };
                (kind.letter.to_string(), drawing)
            }
            None => (lower.to_string(), by_letter(lower)),
        },
        Some(None) if lower == 'k' => ("dk".into(), Drawing::Shape(Shape::DraughtsKing)),
        Some(None) => ("dm".into(), Drawing::Shape(Shape::Man)),
        None => (lower.to_string(), by_letter(lower)),
    };
    Look {
        letter: lower,
        id,
        drawing,
    }
}

/// An SVG document being written: text, numbers and ids (which all start with the
/// drawing's prefix); where the board's cells are, and how its pieces are drawn.
pub(super) struct Svg<'a> {
    pub(super) out: String,
    /// `fb` and a hash of the drawing (see `id_prefix`).
    pub(super) prefix: String,
    pub(super) geometry: Geometry,
    /// The side at the bottom.
    pub(super) orientation: Color,
    /// The board's top-left corner.
    pub(super) left: u32,
    pub(super) top: u32,
    /// How each letter drawn is drawn, in order of first use.
    pub(super) looks: Vec<Look<'a>>,
}

impl Svg<'_> {
    pub(super) fn push(&mut self, text: &str) {
        self.out.push_str(text);
    }

    pub(super) fn num(&mut self, n: u32) {
        let _ = write!(self.out, "{n}");
    }

    /// ` name="n"`.
    pub(super) fn attr(&mut self, name: &str, n: u32) {
        let _ = write!(self.out, " {name}=\"{n}\"");
    }

    /// The start of a coordinate's `<text>`, at `x`, `y`.
    pub(super) fn text_at(&mut self, x: u32, y: u32) {
        let _ = write!(self.out, "<text x=\"{x}\" y=\"{y}\">");
    }

    /// The id prefix, then `rest`.
    pub(super) fn id(&mut self, rest: &str) {
        self.out.push_str(&self.prefix);
        self.out.push_str(rest);
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
    pub(super) fn place(&mut self, sq: Square) {
        let (x, y) = self.cell(sq);
        self.attr("x", x);
        self.attr("y", y);
        self.push(r#" width="100" height="100"/>"#);
    }

    /// The start of a piece's `<use>` (its place follows).
    pub(super) fn use_piece(&mut self, letter: char) {
        self.push(r##"<use class="piece" href="#"##);
        self.piece_id(letter);
        self.push("\"");
    }

    /// The id of a coloured piece's symbol: prefix, colour letter, the kind's id.
    pub(super) fn piece_id(&mut self, letter: char) {
        let color = if letter_color(letter) == Color::White {
            "w"
        } else {
            "b"
        };
        let lower = letter.to_ascii_lowercase();
        let id = self
            .looks
            .iter()
            .find(|l| l.letter == lower)
            .map_or_else(|| lower.to_string(), |l| l.id.clone());
        self.id(color);
        self.push(&id);
    }
}
