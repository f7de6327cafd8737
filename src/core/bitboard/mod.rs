//! Bitboards for the chess family: one generic [`Bits`] type per board size (`u64` for 8x8
//! with bit `rank * 8 + file`, `u128` for 10x10 with bit `rank * 10 + file`, the square's own
//! index), and the attack tables each size needs, built once from the movement data of
//! [`crate::core::role`] (leap masks per role, rays per direction, squares between two squares).
//!
//! The modules: this one, the [`Bits`] type of each board size; `wide`, the `u128` sets that
//! code common to every size takes; `tables`, the attack [`Tables`] and their lookups;
//! `classify`, the roles classified at compile time by how they move; `build`, how the
//! tables are built on first use.
//!
//! ```
//! use fenboard::core::bitboard::Bits;
//! use fenboard::core::geometry::Square;
//! use fenboard::core::role::Role;
//! let t = <u64 as Bits>::tables();
//! let g1 = <u64 as Bits>::index(Square::new(6, 0));
//! assert_eq!(t.leap(Role::Knight, g1).count_ones(), 3);
//! ```

mod build;
mod classify;
mod tables;
mod wide;

pub use classify::{DIAG_RIDERS, LEAP_GROUP, LEAP_GROUPS, ORTH_RIDERS};
pub use tables::Tables;
pub use wide::{bit, bit_of, shl, shr, SquareMap, WideBits};

use crate::core::geometry::{Geometry, Square};
use crate::core::role::Role;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};
use std::sync::OnceLock;

/// Number of roles (the length of [`Role::ALL`]).
pub const ROLES: usize = Role::ALL.len();

/// A set of squares of one board size.
pub trait Bits:
    Copy
    + Eq
    + Default
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Send
    + Sync
    + 'static
{
    /// The board this type covers.
    const GEOMETRY: Geometry;
    /// Number of bit indices used (`width * height`).
    const N: usize;
    /// No square.
    const ZERO: Self;
    /// Every square of the board.
    const FULL: Self;
    /// Whether the rides stay out of line for this type (the 10x10 board, whose generator is
    /// far faster than needed): less code, where the 8x8 generator inlines them for speed.
    const COMPACT: bool;
    /// Truncates a `u128` bitboard in this size's layout.
    fn from_u128(x: u128) -> Self;
    /// The set as a `u128`.
    fn wide(self) -> u128;
    /// The set of one bit.
    fn one(i: u32) -> Self;
    /// Lowest set bit (the set must not be empty).
    fn lsb(self) -> u32;
    /// Highest set bit (the set must not be empty).
    fn msb(self) -> u32;
    /// The set without its lowest bit.
    fn clear_lsb(self) -> Self;
    /// Number of squares.
    fn count(self) -> u32;
    /// The bit index of a square (which must be on the board).
    #[inline]
    fn index(sq: Square) -> u32 {
        sq.rank() as u32 * Self::GEOMETRY.width as u32 + sq.file() as u32
    }
    /// The square of a bit index.
    #[inline]
    fn square(i: u32) -> Square {
        let w = Self::GEOMETRY.width as u32;
        Square::new((i % w) as u8, (i / w) as u8)
    }
    /// The attack tables of this board size (built on first use).
    fn tables() -> &'static Tables<Self>;
    /// Whether the set is not empty.
    #[inline]
    fn any(self) -> bool {
        self != Self::ZERO
    }
    /// Whether the set holds bit `i`.
    #[inline]
    fn has(self, i: u32) -> bool {
        (self & Self::one(i)).any()
    }
    /// Whether the set has more than one square.
    #[inline]
    fn several(self) -> bool {
        self.clear_lsb().any()
    }
    /// The bit indices, lowest first.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

/// The bit indices of a set, lowest first.
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0.any() {
            let i = self.0.lsb();
            self.0 = self.0.clear_lsb();
            Some(i)
        } else {
            None
        }
    }
}

/// The operations every unsigned integer type provides the same way.
macro_rules! integer_bits {
    ($t:ty) => {
        #[inline]
        fn from_u128(x: u128) -> $t {
            x as $t
        }
        #[inline]
        fn wide(self) -> u128 {
            self as u128
        }
        #[inline]
        fn lsb(self) -> u32 {
            self.trailing_zeros()
        }
        #[inline]
        fn msb(self) -> u32 {
            <$t>::BITS - 1 - self.leading_zeros()
        }
        #[inline]
        fn clear_lsb(self) -> $t {
            self & self.wrapping_sub(1)
        }
        #[inline]
        fn count(self) -> u32 {
            self.count_ones()
        }
    };
}

impl Bits for u64 {
    const GEOMETRY: Geometry = Geometry::CHESS;
    const N: usize = 64;
    const ZERO: u64 = 0;
    const FULL: u64 = !0;
    const COMPACT: bool = false;
    integer_bits!(u64);
    #[inline]
    fn one(i: u32) -> u64 {
        1 << i
    }
    #[inline]
    fn index(sq: Square) -> u32 {
        SQ_TO_BIT8[sq.index()] as u32
    }
    #[inline]
    fn square(i: u32) -> Square {
        Square::new((i & 7) as u8, (i >> 3) as u8)
    }
    #[inline]
    fn tables() -> &'static Tables<u64> {
        static T: OnceLock<Tables<u64>> = OnceLock::new();
        match T.get() {
            Some(t) => t,
            None => init(&T, || Tables::build(Self::GEOMETRY).narrow()),
        }
    }
}

impl Bits for u128 {
    const GEOMETRY: Geometry = Geometry::GRAND;
    const N: usize = 100;
    const ZERO: u128 = 0;
    const FULL: u128 = (1 << 100) - 1;
    const COMPACT: bool = true;
    integer_bits!(u128);
    /// By [`bit`], in two halves.
    #[inline]
    fn one(i: u32) -> u128 {
        bit(i)
    }
    #[inline]
    fn index(sq: Square) -> u32 {
        sq.index() as u32
    }
    #[inline]
    fn square(i: u32) -> Square {
        Square::from_index(i as usize).expect("bit index below 100")
    }
    #[inline]
    fn tables() -> &'static Tables<u128> {
        static T: OnceLock<Tables<u128>> = OnceLock::new();
        match T.get() {
            Some(t) => t,
            None => init(&T, || Tables::build(Self::GEOMETRY)),
        }
    }
}

/// Builds the tables of a [`Bits::tables`] on first use: out of line, so that each use of the
/// tables inlines only the check that they exist.
#[cold]
#[inline(never)]
fn init<B: Bits>(
    cell: &'static OnceLock<Tables<B>>,
    build: impl FnOnce() -> Tables<B>,
) -> &'static Tables<B> {
    cell.get_or_init(build)
}

/// Square index (`rank * 10 + file`) to 8x8 bit index (`rank * 8 + file`), 0 off the board.
const SQ_TO_BIT8: [u8; 100] = {
    let mut t = [0u8; 100];
    let mut i = 0;
    while i < 100 {
        let (f, r) = (i % 10, i / 10);
        if f < 8 && r < 8 {
            t[i] = (r * 8 + f) as u8;
        }
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_round_trip() {
        for sq in Geometry::CHESS.squares() {
            let i = <u64 as Bits>::index(sq);
            assert_eq!(<u64 as Bits>::square(i), sq);
            assert_eq!(<u64 as Bits>::tables().squares.square(i), sq);
        }
        for sq in Geometry::GRAND.squares() {
            let i = <u128 as Bits>::index(sq);
            assert_eq!(<u128 as Bits>::square(i), sq);
            assert_eq!(<u128 as Bits>::tables().squares.square(i), sq);
        }
    }
}
