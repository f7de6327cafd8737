//! Board diagrams of rules pages: `fen:<position> [marks] [orientation] [shadow]:`,
//! found in a document, read, described in words and drawn as standalone SVG.
//!
//! # Syntax (vchess rules pages, `vchess-variants.md` §2)
//!
//! The text between `fen:` and the next `:` is split on spaces into at most four tokens:
//!
//! 1. **position**: FEN rows, top row (the last rank) first, separated by `/`. Uppercase
//!    letters are white, lowercase black, digits are empty squares. On a board of ten files
//!    or more, a run of digits is read as one decimal number (`10`) unless that would
//!    overflow the row; then it is read digit by digit (`91` = 9 + 1). So `10` and `91` are
//!    both an empty Grand row. On narrower boards each digit counts alone. A short row is
//!    padded with empty squares.
//! 2. **marks**: `-` or a comma-separated list of squares (`c5,f5`), drawn as rings.
//! 3. **orientation**: `w` (default) or `b` (board turned 180 degrees).
//! 4. **shadow**: `-` or a comma-separated list of items, each a rank number (`8`),
//!    a file letter (`e`), a range `sq1-sq2` or a square. A range is walked from `sq1`
//!    towards `sq2` one step at a time (files and ranks each move by at most one), and
//!    only while the square's row from the top and its column from the left are both
//!    at most those of `sq2`, as vchess does: `b6-h6` and `e7-e2` shade seven and six
//!    squares, `h6-b6` and `e2-e7` shade nothing. Shadowed squares are drawn at 50%
//!    brightness.
//!
//! Tokens are separated by spaces (any run of ASCII whitespace is accepted).
//!
//! A full FEN is read too (`startFen`'s, `rnbqkbnr/.../RNBQKBNR w KQkq - 0 1`, a draughts
//! `W:Wa1,c3:Bb6`): its second field, the side to move (`w` or `b`), is no square, so it
//! cannot be marks. Its board and side to move make the diagram; its other fields
//! (castling, en passant, counters, reserves) are left out, as a rules page's diagram has
//! none.
//!
//! # Games and piece letters
//!
//! A diagram is read as a game's ([`parse_diagram`] with a [`Variant`], built in or defined
//! by data): its board size, and its letters (and their aliases), each piece drawn as its
//! kind says (its `drawing`, its own `svg`, the drawing of its letter for `k q r b n p`,
//! else its letter on a disc). Any other letter is an error naming the letter and its row.
//!
//! Without a game, the game is inferred only on evidence: 8 rows of 8 squares in chess's
//! letters are chess; with at least two undefined pieces (`u`) and otherwise chess's
//! letters, Bario; 10 rows of 10 squares in Grand chess's letters, Grand chess. Anything
//! else, of 4 to 12 rows and files and in any letters (`a`-`z`, either case), is a
//! **picture**: a diagram of a game the engine does not play, drawn as written (the
//! drawings of `k q r b n p`, other letters on discs, marks and shadows), with no game
//! position ([`parse_picture`] reads any diagram so).
//!
//! # Russian draughts diagrams
//!
//! A draughts FEN (`W:Wa1,c3:Bb6`) cannot stand inside `fen:...:`, so two forms are
//! accepted for Russian draughts (8x8, pieces only on dark squares, a1 dark):
//!
//! * **Board rows**, with Russian draughts given as the game: 8 rows as in a chess FEN,
//!   `m` = man, `k` = king, uppercase white, lowercase black, digits for empty squares:
//!   `fen:8/8/8/8/8/2m5/1M6/K7:` (white king a1, white man b2, black man c3).
//! * **PDN with semicolons**, always Russian draughts, no game needed: the fields of a
//!   PDN FEN separated by `;` instead of `:`: an optional side to move (`W` or `B`), then
//!   a white field `W<pieces>` and a black field `B<pieces>` in either order. Pieces are
//!   comma-separated squares, algebraic (`c3`) or PDN numbers (`1` = b8 ... `32` = g1),
//!   `K` before a king: `fen:W;Wa1,c3,Kd4;Bb6,d8:`. Fields `H..`/`F..` (clocks) and a
//!   trailing `.` are ignored. Marks, orientation and shadow may follow as usual:
//!   `fen:W;Wc3;Bd4 c3,d4 w:`.
//!
//! A draughts piece on a light square is an error.
//!
//! # The modules
//!
//! `extract` finds diagrams in a document (with `caption` and `classes`, what surrounds
//! one); `parse` reads one (`rows` the FEN rows form and which game it shows; `draughts`
//! the draughts form, `marks` the marks and the shadow), `error` says why it cannot;
//! `fen` makes its position a game's; `describe` puts it in words; `render` draws it as
//! SVG: the layout, whose parts `board` (squares, pieces, marks, coordinates) and `reserve`
//! (a reserve's bands) draw, with `svg` the writer, `ids` the ids of one drawing and
//! `pieces` the shapes.
//!
//! ```
//! use fenboard::features::diagram::{parse_diagram, render_diagram, RenderOptions};
//! let d = parse_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5", None).unwrap();
//! assert_eq!(d.variant.as_ref().map(|v| v.id()), Some("grand"));
//! let svg = render_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10", &RenderOptions::default()).unwrap();
//! assert!(svg.starts_with("<svg"));
//! // Nine files: a picture, not a Grand chess board.
//! let d = parse_diagram("4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9", None).unwrap();
//! assert!(d.variant.is_none());
//! assert_eq!((d.geometry.width, d.geometry.height), (9, 10));
//! ```

mod board;
mod caption;
mod classes;
mod describe;
mod draughts;
mod error;
mod extract;
mod fen;
mod ids;
mod lines;
mod marks;
mod parse;
mod pieces;
mod render;
mod reserve;
mod rows;
mod svg;

pub use describe::describe;
pub use error::DiagramError;
pub use extract::{each_diagram, extract_diagrams, ExtractedDiagram, Found, MAX_CAPTION_LEN};
pub use parse::{parse_diagram, parse_picture};
pub use render::{render, render_diagram, RenderOptions};

use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square, SQUARES};
use crate::core::role::Piece;
pub use crate::game::Variant;
use crate::game::{AnyPiece, AnyRole};

/// A game's reserves in a diagram: for each side (white, black), how many pieces of each kind
/// its reserve holds, in the order of the game's reserve kinds (Bario: rooks, knights, bishops,
/// queens).
pub type Reserve = [Vec<u8>; 2];

/// A parsed diagram.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    /// The game shown, or `None` for a picture of a game the engine does not play.
    pub variant: Option<Variant>,
    /// The board size (up to 12x12).
    pub geometry: Geometry,
    /// The pieces by [`Square::index`], as FEN letters (uppercase white): a game's own letter
    /// for each kind (an alias read is written as the kind's letter), `m` and `k` for draughts
    /// men and kings, a picture's letters as written.
    pub board: [Option<char>; SQUARES],
    /// Marked squares, in the order given, without repeats.
    pub marks: Vec<Square>,
    /// The side at the bottom of the picture.
    pub orientation: Color,
    /// Shadowed squares, in reading order from the top-left (as White sees the board).
    pub shadow: Vec<Square>,
    /// Side to move, when the diagram says it (the PDN draughts form, a full FEN).
    pub side_to_move: Option<Color>,
    /// The reserves, for a game that has them (Bario): the game's start reserves less the
    /// pieces of those kinds already on the board.
    pub reserve: Option<Reserve>,
    /// The checks White and Black have left to give, when the diagram is the full FEN of a
    /// game that counts them (three-check's `3+3`).
    pub checks_left: Option<[u8; 2]>,
    /// The walls (`*`, in a game whose pieces turn to stone: petrified), in reading order.
    pub walls: Vec<Square>,
}

impl Diagram {
    /// The FEN letter of the piece on a square.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("8/8/8/8/8/8/8/R7", None).unwrap();
    /// assert_eq!(d.letter_at("a1".parse().unwrap()), Some('R'));
    /// ```
    pub fn letter_at(&self, sq: Square) -> Option<char> {
        if self.geometry.contains(sq) {
            *self.board.get(sq.index())?
        } else {
            None
        }
    }

    /// The piece on a square, as its game has it (`None` in a picture).
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// use fenboard::game::AnyRole;
    /// let d = parse_diagram("W;Wa1;Bb8", None).unwrap();
    /// assert_eq!(d.piece_at("a1".parse().unwrap()).map(|p| p.role), Some(AnyRole::Man));
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<AnyPiece> {
        let letter = self.letter_at(sq)?;
        let color = letter_color(letter);
        let variant = self.variant.as_ref()?;
        match variant.rules() {
            Some(rules) => {
                let role = rules.role_of(letter)?;
                Some(AnyPiece::from(Piece::new(color, role)))
            }
            None => Some(AnyPiece::new(
                color,
                if letter.eq_ignore_ascii_case(&'k') {
                    AnyRole::DraughtsKing
                } else {
                    AnyRole::Man
                },
            )),
        }
    }

    /// The pieces on the board with their squares, a1 first, rank by rank.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("k7/8/8/8/8/8/8/7K", None).unwrap();
    /// let list: Vec<String> = d.pieces().map(|(sq, p)| format!("{p}{sq}")).collect();
    /// assert_eq!(list, ["Kh1", "ka8"]);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, char)> + '_ {
        self.geometry
            .squares()
            .filter_map(move |sq| Some((sq, self.letter_at(sq)?)))
    }

    /// Number of pieces of a colour on the board.
    ///
    /// ```
    /// use fenboard::core::color::Color;
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("W;Wa1,c3;Bb6", None).unwrap();
    /// assert_eq!((d.count(Color::White), d.count(Color::Black)), (2, 1));
    /// ```
    pub fn count(&self, color: Color) -> usize {
        self.pieces()
            .filter(|&(_, p)| letter_color(p) == color)
            .count()
    }

    /// The name of what the diagram shows: its game's (`Grand chess`), or `None` for a
    /// picture.
    pub fn game_name(&self) -> Option<&str> {
        self.variant.as_ref().map(|v| v.name())
    }
}

/// The colour of a piece written as a FEN letter: uppercase white.
pub(crate) fn letter_color(letter: char) -> Color {
    if letter.is_uppercase() {
        Color::White
    } else {
        Color::Black
    }
}

/// At most 24 characters of `s` for messages, with `...` when cut.
pub(crate) fn clip(s: &str) -> String {
    crate::util::text::clip(s, 24, "...")
}
