//! Piece placement: which piece stands on which square of a board of some [`Geometry`].

use crate::core::bitboard::{bit_of, shr, ROLES};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square, SQUARES};
use crate::core::role::{Piece, Role};

/// A board: a geometry and a piece (or nothing) on each of its squares.
///
/// Beside the square-by-square view, the board keeps bitboards of its pieces by colour and
/// by role, in the layout of its size (`rank * width + file`; see [`crate::core::bitboard`]).
///
/// ```
/// use fenboard::core::board::Board;
/// use fenboard::core::geometry::{Geometry, Square};
/// use fenboard::core::role::{Piece, Role};
/// use fenboard::core::color::Color;
/// let mut b = Board::empty(Geometry::CHESS);
/// b.set(Square::new(4, 0), Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(b.pieces().count(), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    geometry: Geometry,
    squares: [Option<Piece>; SQUARES],
    by_color: [u128; 2],
    by_role: [u128; ROLES],
}

impl Board {
    /// A board with no pieces.
    pub fn empty(geometry: Geometry) -> Board {
        // A constant: copied in a few wide moves rather than written square by square.
        const NO_PIECES: [Option<Piece>; SQUARES] = [None; SQUARES];
        Board {
            geometry,
            squares: NO_PIECES,
            by_color: [0; 2],
            by_role: [0; ROLES],
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
        let old = std::mem::replace(&mut self.squares[sq.index()], piece);
        if old.is_some() || piece.is_some() {
            let bit = bit_of(self.geometry, sq);
            if let Some(p) = old {
                self.by_color[p.color.index()] &= !bit;
                self.by_role[p.role as usize] &= !bit;
            }
            if let Some(p) = piece {
                self.by_color[p.color.index()] |= bit;
                self.by_role[p.role as usize] |= bit;
            }
        }
        old
    }
    /// Puts a piece on an empty square, given by file and rank: [`Board::set`] for building a
    /// board, without reading what stood there.
    #[inline]
    pub fn put(&mut self, file: u8, rank: u8, piece: Piece) {
        let sq = Square::new(file, rank);
        debug_assert!(self.geometry.contains(sq) && self.squares[sq.index()].is_none());
        self.squares[sq.index()] = Some(piece);
        let bit = bit_of(self.geometry, sq);
        self.by_color[piece.color.index()] |= bit;
        self.by_role[piece.role as usize] |= bit;
    }
    /// Every piece with its square, a1 first, rank by rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.squares_of(self.by_color[0] | self.by_color[1])
            .filter_map(move |sq| self.get(sq).map(|p| (sq, p)))
    }
    /// The squares of a bitboard (layout of this board's size), a1 first, rank by rank.
    pub fn squares_of(&self, mut bits: u128) -> impl Iterator<Item = Square> {
        let geometry = self.geometry;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(geometry.square_at(i))
        })
    }
    /// Squares of the pieces of one colour and role.
    pub fn find(&self, color: Color, role: Role) -> impl Iterator<Item = Square> {
        self.squares_of(self.pieces_of(color, role))
    }
    /// How many pieces of one colour and role stand on the board.
    pub fn count(&self, color: Color, role: Role) -> usize {
        self.pieces_of(color, role).count_ones() as usize
    }
    /// The files (bit `file`) where pieces of one colour and role stand on rank `rank`.
    pub fn files_on_rank(&self, color: Color, role: Role, rank: u8) -> u16 {
        self.row(self.pieces_of(color, role), rank)
    }
    /// The files (bit `file`) of rank `rank` where any piece stands.
    pub fn occupied_files_on_rank(&self, rank: u8) -> u16 {
        self.row(self.by_color[0] | self.by_color[1], rank)
    }
    /// Rank `rank` of a bitboard, as files (bit `file`).
    fn row(&self, bits: u128, rank: u8) -> u16 {
        let width = self.geometry.width as u32;
        (shr(bits, rank as u32 * width) as u16) & ((1 << width) - 1)
    }
    /// Bitboard of a colour's pieces (layout of the board's size).
    #[inline]
    pub fn color_bits(&self, color: Color) -> u128 {
        self.by_color[color.index()]
    }
    /// Bitboard of a role's pieces, both colours.
    #[inline]
    pub fn role_bits(&self, role: Role) -> u128 {
        self.by_role[role as usize]
    }
    /// Bitboard of the pieces of several roles (bits `1 << role as usize` of `roles`), both colours.
    #[inline]
    pub fn roles_bits(&self, roles: u16) -> u128 {
        let mut acc = 0;
        let mut rest = roles;
        while rest != 0 {
            acc |= self.by_role[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        acc
    }
    /// Bitboard of one colour's pieces of one role.
    #[inline]
    pub fn pieces_of(&self, color: Color, role: Role) -> u128 {
        self.by_color[color.index()] & self.by_role[role as usize]
    }
}
