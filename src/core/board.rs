//! Piece placement: which piece stands on which square of a board of some [`Geometry`].

use crate::core::bitboard::Set;
use crate::core::bitboard::{bit, shr, WideBits};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Piece, Role, RoleSet, MAX_ROLES};

/// Most squares a board has (12x12).
pub const MAX_SQUARES: usize = crate::core::geometry::SQUARES;

/// A board: a geometry and a piece (or nothing) on each of its squares, and its walls.
///
/// Beside the square-by-square view, the board keeps sets of its pieces by colour and by
/// role, as [`Set`]s in the layout of its size (bit `rank * width + file`); the move generator
/// takes them in the width the game's tables have ([`crate::core::bitboard`]).
///
/// A wall (a piece turned to stone, Fairy-Stockfish's petrified) is a square of the board no
/// piece may enter or capture: it is part of [`Board::occupied`], so that it blocks riders and
/// screens hoppers as a piece does, but of no colour and no role.
///
/// ```
/// use fenboard::core::board::Board;
/// use fenboard::core::geometry::{Geometry, Square};
/// use fenboard::core::role::{Piece, Role};
/// use fenboard::core::color::Color;
/// let mut b = Board::empty(Geometry::CHESS);
/// b.set(Square::new(4, 0), Some(Piece::new(Color::White, Role(5))));
/// assert_eq!(b.pieces().count(), 1);
/// assert_eq!(b.count(Color::White, Role(5)), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    geometry: Geometry,
    /// By bit index: 0 for an empty square, else `1 + 2 * role + colour`.
    squares: [u8; MAX_SQUARES],
    by_color: [Set; 2],
    by_role: [Set; MAX_ROLES],
    walls: Set,
}

#[inline(always)]
fn code(p: Piece) -> u8 {
    1 + 2 * p.role.0 + p.color.index() as u8
}

#[inline(always)]
fn decode(c: u8) -> Option<Piece> {
    if c == 0 {
        return None;
    }
    let color = if (c - 1) & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece::new(color, Role((c - 1) >> 1)))
}

impl Board {
    /// A board with no pieces.
    pub fn empty(geometry: Geometry) -> Board {
        Board {
            geometry,
            squares: [0; MAX_SQUARES],
            by_color: [Set::EMPTY; 2],
            by_role: [Set::EMPTY; MAX_ROLES],
            walls: Set::EMPTY,
        }
    }
    /// Its size.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }
    /// The piece on a square.
    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.at(self.geometry.bit_index(sq))
    }
    /// The piece on a bit index.
    #[inline(always)]
    pub fn at(&self, i: u32) -> Option<Piece> {
        decode(self.squares.get(i as usize).copied().unwrap_or(0))
    }
    /// The role of the piece on a bit index.
    #[inline(always)]
    pub fn role_at(&self, i: u32) -> Option<Role> {
        self.at(i).map(|p| p.role)
    }
    /// Puts a piece on (or clears) a square; returns what was there.
    #[inline]
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) -> Option<Piece> {
        self.set_at(self.geometry.bit_index(sq), piece)
    }
    /// Puts a piece on (or clears) a bit index; returns what was there. (No move lands on a
    /// wall: a square is a wall or holds a piece, as [`Board::set_wall`] keeps it.)
    #[inline]
    pub fn set_at(&mut self, i: u32, piece: Option<Piece>) -> Option<Piece> {
        let slot = self.squares.get_mut(i as usize)?;
        let old = decode(*slot);
        *slot = piece.map_or(0, code);
        let b = bit(i);
        if let Some(p) = old {
            self.by_color[p.color.index()] &= !b;
            self.by_role[p.role.index()] &= !b;
        }
        if let Some(p) = piece {
            self.by_color[p.color.index()] |= b;
            self.by_role[p.role.index()] |= b;
        }
        old
    }
    /// Every piece with its square, a1 first, rank by rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.squares_of(self.piece_bits())
            .filter_map(move |sq| self.get(sq).map(|p| (sq, p)))
    }
    /// The squares of a set (layout of this board's size), a1 first, rank by rank.
    pub fn squares_of(&self, bits: Set) -> impl Iterator<Item = Square> {
        let geometry = self.geometry;
        WideBits::new(bits).map(move |i| geometry.square_at(i))
    }
    /// Squares of the pieces of one colour and role.
    pub fn find(&self, color: Color, role: Role) -> impl Iterator<Item = Square> {
        self.squares_of(self.pieces_of(color, role))
    }
    /// How many pieces of one colour and role stand on the board.
    pub fn count(&self, color: Color, role: Role) -> usize {
        self.pieces_of(color, role).count() as usize
    }
    /// The files (bit `file`) where pieces of one colour and role stand on rank `rank`.
    pub fn files_on_rank(&self, color: Color, role: Role, rank: u8) -> u16 {
        self.row(self.pieces_of(color, role), rank)
    }
    /// The files (bit `file`) of rank `rank` where a piece of `color` of one of `roles` stands.
    pub fn files_of_roles_on_rank(&self, color: Color, roles: RoleSet, rank: u8) -> u16 {
        self.row(self.color_bits(color) & self.roles_bits(roles), rank)
    }
    /// The files (bit `file`) of rank `rank` where any piece stands.
    pub fn occupied_files_on_rank(&self, rank: u8) -> u16 {
        self.row(self.occupied(), rank)
    }
    /// Rank `rank` of a set, as files (bit `file`).
    fn row(&self, bits: Set, rank: u8) -> u16 {
        let width = u32::from(self.geometry.width);
        (shr(bits, u32::from(rank) * width).0[0] as u16) & ((1u32 << width) - 1) as u16
    }
    /// Every occupied square: the pieces and the walls.
    #[inline(always)]
    pub fn occupied(&self) -> Set {
        self.by_color[0] | self.by_color[1] | self.walls
    }
    /// The squares of the pieces, both colours (the walls left out).
    #[inline(always)]
    pub fn piece_bits(&self) -> Set {
        self.by_color[0] | self.by_color[1]
    }
    /// The walls: squares no piece may enter, which block as pieces do.
    #[inline(always)]
    pub fn walls(&self) -> Set {
        self.walls
    }
    /// Turns the square of bit index `i` into a wall: whatever stood there leaves the board.
    pub fn set_wall(&mut self, i: u32) {
        self.set_at(i, None);
        self.walls |= bit(i);
    }
    /// Removes every wall (duck chess's duck, before it lands again).
    pub fn clear_walls(&mut self) {
        self.walls = Set::EMPTY;
    }
    /// The squares a piece of `color` may not land on: its side's pieces and the walls.
    #[inline(always)]
    pub fn closed_to(&self, color: Color) -> Set {
        self.by_color[color.index()] | self.walls
    }
    /// A colour's pieces.
    #[inline(always)]
    pub fn color_bits(&self, color: Color) -> Set {
        self.by_color[color.index()]
    }
    /// A role's pieces, both colours.
    #[inline(always)]
    pub fn role_bits(&self, role: Role) -> Set {
        // A role is below MAX_ROLES, a power of two: the remainder keeps the index in range
        // without a check.
        self.by_role[role.index() % MAX_ROLES]
    }
    /// The pieces of several roles, both colours.
    #[inline(always)]
    pub fn roles_bits(&self, roles: RoleSet) -> Set {
        let mut acc = Set::EMPTY;
        let mut rest = roles.0;
        while rest != 0 {
            acc |= self.by_role[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        acc
    }
    /// One colour's pieces of one role.
    #[inline(always)]
    pub fn pieces_of(&self, color: Color, role: Role) -> Set {
        self.by_color[color.index()] & self.role_bits(role)
    }
}
