//! Board diagrams of rules pages: `fen:<position> [marks] [orientation] [shadow]:`,
//! found in a document, read, described in words and drawn as standalone SVG.
//!
//! # Syntax (vchess rules pages, `vchess-variants.md` §2)
//!
//! The text between `fen:` and the next `:` is split on spaces into at most four tokens:
//!
//! 1. **position**: FEN rows, top row (the last rank) first, separated by `/`. Uppercase
//!    letters are white, lowercase black, digits are empty squares. A run of digits is
//!    read as one decimal number (`10`) unless that would overflow the row; then it is
//!    read digit by digit (`91` = 9 + 1). So `10` and `91` are both an empty Grand row.
//!    A short row is padded with empty squares. There must be 8 rows (10 for Grand).
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
//! # Variants and piece letters
//!
//! The variant is the one asked for (ids `chess`, `coregal`, `grand`, `bario`,
//! `russian`), else inferred from the position: 10 rows is `grand`, any `u`/`U` is
//! `bario`, else `chess`. Letters: chess and Coregal `p n b r q k`; Grand adds
//! `m` (marshall) and `c` (cardinal); Bario adds `u` (undefined piece). Any other
//! letter is an error naming the letter and its row.
//!
//! # Russian draughts diagrams
//!
//! A draughts FEN (`W:Wa1,c3:Bb6`) cannot stand inside `fen:...:`, so two forms are
//! accepted for Russian draughts (8x8, pieces only on dark squares, a1 dark):
//!
//! * **Board rows**, with the variant `russian` given (page or option): 8 rows as in a
//!   chess FEN, `m` = man, `k` = king, uppercase white, lowercase black, digits for
//!   empty squares: `fen:8/8/8/8/8/2m5/1M6/K7:` (white king a1, white man b2, black man c3).
//! * **PDN with semicolons**, always Russian draughts, no option needed: the fields of a
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
//! one); `parse` reads one (the FEN rows form; `draughts` the draughts form, `marks` the
//! marks and the shadow), `error` says why it cannot; `describe` puts it in words;
//! `render` draws it as SVG: the layout, whose parts `board` (squares, pieces, marks,
//! coordinates) and `reserve` (Bario's reserve bands) draw, with `svg` the writer, `ids`
//! the ids of one drawing and `pieces` the shapes.
//!
//! ```
//! use fenboard::features::diagram::{parse_diagram, render_diagram, RenderOptions};
//! let d = parse_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5", None).unwrap();
//! assert_eq!(d.variant.id(), "grand");
//! let svg = render_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10", &RenderOptions::default()).unwrap();
//! assert!(svg.starts_with("<svg"));
//! ```

mod board;
mod caption;
mod classes;
mod describe;
mod draughts;
mod error;
mod extract;
mod ids;
mod marks;
mod parse;
mod pieces;
mod render;
mod reserve;
mod svg;

pub use describe::describe;
pub use error::DiagramError;
#[cfg(all(target_arch = "wasm32", feature = "teach"))]
pub(crate) use extract::each_diagram;
pub use extract::{extract_diagrams, ExtractedDiagram, MAX_CAPTION_LEN};
pub use parse::parse_diagram;
pub use render::{render, render_diagram, RenderOptions};

use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square, SQUARES};
use crate::game::{AnyPiece, AnyRole};
use crate::util::text::{owned, push, push_decimal};

/// Bario reserve counts: `[colour index][rook, knight, bishop, queen]`.
pub type Reserve = [[u8; 4]; 2];

/// The full Bario reserve at the start: 2 rooks, 2 knights, 2 bishops, 1 queen each.
pub const FULL_BARIO_RESERVE: Reserve = match crate::variants::bario::RULES.reserve {
    Some(r) => [r, r],
    None => [[0; 4]; 2],
};

pub use crate::core::reserve::RESERVE_ROLES;
pub use crate::game::Variant;

/// A parsed diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The game shown.
    pub variant: Variant,
    /// The board size (8x8 or 10x10).
    pub geometry: Geometry,
    /// The pieces, indexed by [`Square::index`]: chess-family pieces, or draughts pieces
    /// in a Russian draughts diagram.
    pub board: [Option<AnyPiece>; SQUARES],
    /// Marked squares, in the order given, without repeats.
    pub marks: Vec<Square>,
    /// The side at the bottom of the picture.
    pub orientation: Color,
    /// Shadowed squares, in reading order from the top-left (as White sees the board).
    pub shadow: Vec<Square>,
    /// Side to move, when the diagram says it (only the PDN draughts form does).
    pub side_to_move: Option<Color>,
    /// Bario reserves (`Some(FULL_BARIO_RESERVE)` for Bario, else `None`).
    pub reserve: Option<Reserve>,
}

impl Diagram {
    /// The piece on a square.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("8/8/8/8/8/8/8/R7", None).unwrap();
    /// assert_eq!(d.piece_at("a1".parse().unwrap()).map(|p| p.char()), Some('R'));
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<AnyPiece> {
        if self.geometry.contains(sq) {
            *self.board.get(sq.index())?
        } else {
            None
        }
    }

    /// The pieces on the board with their squares, a1 first, rank by rank.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("k7/8/8/8/8/8/8/7K", None).unwrap();
    /// let list: Vec<String> = d.pieces().map(|(sq, p)| format!("{}{sq}", p.char())).collect();
    /// assert_eq!(list, ["Kh1", "ka8"]);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, AnyPiece)> + '_ {
        // `get`: the geometry's squares are on the board, and no panic path is kept
        // (docs/size.md).
        self.geometry
            .squares()
            .filter_map(move |sq| Some((sq, (*self.board.get(sq.index())?)?)))
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
        self.pieces().filter(|(_, p)| p.color == color).count()
    }

    /// A FEN of the diagram's position that the engine reads, with the defaults of a
    /// rules page: white to move (unless the diagram says otherwise), no castling rights,
    /// no en passant, the full reserve in Bario.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8", Some("coregal")).unwrap();
    /// assert_eq!(d.game_fen(), "4Q3/4K3/8/8/3N4/5k2/2q5/8 w 0 iiiiiiii -");
    /// let d = parse_diagram("W;Wa1,Kc3;Bb6", None).unwrap();
    /// assert_eq!(d.game_fen(), "W:Wa1,Kc3:Bb6");
    /// ```
    pub fn game_fen(&self) -> String {
        self.fen_with_turn(self.side_to_move.unwrap_or(Color::White))
    }

    /// A FEN the engine accepts for this diagram: [`Diagram::game_fen`], or, when the
    /// diagram gives no side to move and white to move is impossible (black is in check),
    /// the same position with black to move. Errors say why neither is a game position.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8", Some("coregal")).unwrap();
    /// assert_eq!(d.playable_fen().unwrap(), "4Q3/4K3/8/8/3N4/5k2/2q5/8 b 0 iiiiiiii -");
    /// ```
    pub fn playable_fen(&self) -> Result<String, crate::game::Error> {
        match self.checked_fen() {
            (fen, None) => Ok(fen),
            (_, Some(e)) => Err(e),
        }
    }

    /// The FEN of [`Diagram::playable_fen`], else [`Diagram::game_fen`] and why it is not a
    /// game position.
    pub(crate) fn checked_fen(&self) -> (String, Option<crate::game::Error>) {
        let first = self.game_fen();
        match self.variant.parse(&first) {
            Ok(_) => (first, None),
            Err(e) if self.side_to_move.is_some() => (first, Some(e)),
            Err(e) => {
                let other = self.fen_with_turn(Color::Black);
                match self.variant.parse(&other) {
                    Ok(_) => (other, None),
                    Err(_) => (first, Some(e)),
                }
            }
        }
    }

    fn fen_with_turn(&self, turn: Color) -> String {
        let white = turn == Color::White;
        if self.variant == Variant::Russian {
            // `W:Wa1,Kc3:Bb6`.
            let mut s = owned(if white { "W" } else { "B" });
            for (color, field) in [(Color::White, ":W"), (Color::Black, ":B")] {
                push(&mut s, field);
                let mut sep = "";
                for (sq, p) in self.pieces() {
                    if p.color == color {
                        push(&mut s, sep);
                        sep = ",";
                        if p.role == AnyRole::DraughtsKing {
                            push(&mut s, "K");
                        }
                        push(&mut s, sq.name());
                    }
                }
            }
            return s;
        }
        let mut board = crate::core::board::Board::empty(self.geometry);
        for (sq, p) in self.pieces() {
            board.set(sq, p.chess());
        }
        let mut s = crate::formats::fen::write_board(&board);
        push(&mut s, if white { " w" } else { " b" });
        push(
            &mut s,
            match self.variant {
                Variant::Chess => " - - 0 1",
                Variant::Coregal => " 0 iiiiiiii -",
                Variant::Grand => " 0 -",
                // Then Bario's reserve (Russian is written above).
                Variant::Bario | Variant::Russian => " 0 - ",
                // Diagrams are read for the built-in games only.
                #[cfg(feature = "define")]
                Variant::Defined(_) => " - - 0 1",
            },
        );
        if self.variant == Variant::Bario {
            for side in self.reserve.unwrap_or(FULL_BARIO_RESERVE) {
                for n in side {
                    push_decimal(&mut s, n.into());
                }
            }
            push(&mut s, " -");
        }
        s
    }
}

/// At most 24 characters of `s` for messages, with `...` when cut.
pub(crate) fn clip(s: &str) -> String {
    crate::util::text::clip(s, 24, "...")
}
