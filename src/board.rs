//! Piece placement: which piece stands on which square of a board of some [`Geometry`].

use crate::color::Color;
use crate::geometry::{Geometry, Square, SQUARES};
use crate::role::{Piece, Role};

/// A board: a geometry and a piece (or nothing) on each of its squares.
///
/// ```
/// use fenboard::board::Board;
/// use fenboard::geometry::{Geometry, Square};
/// use fenboard::role::{Piece, Role};
/// use fenboard::color::Color;
/// let mut b = Board::empty(Geometry::CHESS);
/// b.set(Square::new(4, 0), Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(b.pieces().count(), 1);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    geometry: Geometry,
    squares: [Option<Piece>; SQUARES],
}

impl Board {
    /// A board with no pieces.
    pub fn empty(geometry: Geometry) -> Board {
        Board {
            geometry,
            squares: [None; SQUARES],
        }
    }
    /// Its size.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }
    /// The piece on a square.
    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }
    /// Puts a piece on (or clears) a square; returns what was there.
    #[inline]
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) -> Option<Piece> {
        std::mem::replace(&mut self.squares[sq.index()], piece)
    }
    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.geometry
            .squares()
            .filter_map(move |sq| self.get(sq).map(|p| (sq, p)))
    }
    /// Squares of the pieces of one colour and role.
    pub fn find(&self, color: Color, role: Role) -> impl Iterator<Item = Square> + '_ {
        let want = Piece::new(color, role);
        self.pieces()
            .filter(move |&(_, p)| p == want)
            .map(|(sq, _)| sq)
    }
    /// How many pieces of one colour and role stand on the board.
    pub fn count(&self, color: Color, role: Role) -> usize {
        self.find(color, role).count()
    }
}
