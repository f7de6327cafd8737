//! Bitboards: sets of squares as integers, bit `rank * width + file`. A game's sets are as wide
//! as its board needs, chosen when its description is compiled: `u64` for boards of up to 64
//! squares, `u128` up to 128, [`Set`] (192 bits) up to 12x12. [`Bits`] is what the move
//! generator asks of each, and [`Tables`] the attack tables of one game in one width, built
//! from its pieces' movement ([`AnyTables`] holds the one its board needs).
//!
//! The modules: this one, the [`Bits`] type of each width; `wide`, the [`Set`] of the code
//! that is the same for every width; `tables`, the tables and their lookups; `build`, how
//! they are built.
//!
//! ```
//! use fenboard::core::bitboard::AnyTables;
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let rules = chess.rules().unwrap();
//! let AnyTables::Narrow(t) = rules.tables() else { panic!("8x8 fits in 64 bits") };
//! let knight = rules.role_of('n').unwrap();
//! let g1 = rules.geometry.bit_index("g1".parse().unwrap());
//! assert_eq!(t.leap(fenboard::Color::White, knight, g1).count_ones(), 3);
//! ```

mod build;
mod special;
mod tables;
mod wide;

pub use build::TableSpec;
pub use special::{mirror, Shields, Special, SpecialSpec};
pub use tables::{
    AnyTables, AttackGroup, AttackRole, LeapGroup, PawnStep, Ride, RideAttack, RoleInfo, Tables,
    NO_GROUP,
};
pub use wide::{bit, shl, shr, Set, SquareMap, WideBits};

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares of one width.
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
    + Send
    + Sync
    + 'static
{
    /// No square.
    const ZERO: Self;
    /// Every bit.
    const ALL: Self;
    /// Whether the sets are 64 bits wide (a machine word).
    const NARROW: bool;
    /// Truncates a [`Set`].
    fn from_set(x: Set) -> Self;
    /// The set as a [`Set`].
    fn set(self) -> Set;
    /// The set of one bit.
    fn one(i: u32) -> Self;
    /// Lowest set bit (the set must not be empty).
    fn lsb(self) -> u32;
    /// Highest set bit (the set must not be empty).
    fn msb(self) -> u32;
    /// The set without its lowest bit.
    fn clear_lsb(self) -> Self;
    /// `self - other` as integers, wrapping.
    fn wrapping_sub(self, other: Self) -> Self;
    /// Number of squares.
    fn count(self) -> u32;
    /// The set shifted by `delta` bits (up if positive), `|delta|` below the width.
    fn shift(self, delta: i32) -> Self;
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
        fn lsb(self) -> u32 {
            self.trailing_zeros()
        }
        #[inline]
        fn msb(self) -> u32 {
            <$t>::BITS - 1 - self.leading_zeros()
        }
        #[inline]
        fn clear_lsb(self) -> $t {
            self & <$t>::wrapping_sub(self, 1)
        }
        #[inline]
        fn wrapping_sub(self, other: $t) -> $t {
            <$t>::wrapping_sub(self, other)
        }
        #[inline]
        fn count(self) -> u32 {
            self.count_ones()
        }
    };
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    const ALL: u64 = !0;
    const NARROW: bool = true;
    integer_bits!(u64);
    #[inline]
    fn from_set(x: Set) -> u64 {
        x.0[0]
    }
    #[inline]
    fn set(self) -> Set {
        Set([self, 0, 0])
    }
    #[inline]
    fn one(i: u32) -> u64 {
        1 << i
    }
    #[inline]
    fn shift(self, delta: i32) -> u64 {
        if delta >= 0 {
            self << delta
        } else {
            self >> -delta
        }
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    const ALL: u128 = !0;
    const NARROW: bool = false;
    integer_bits!(u128);
    #[inline]
    fn from_set(x: Set) -> u128 {
        x.low_u128()
    }
    #[inline]
    fn set(self) -> Set {
        Set::from_u128(self)
    }
    #[inline]
    fn one(i: u32) -> u128 {
        // Two 64-bit halves: a variable u128 shift is a library call in wasm.
        let low = if i < 64 { 1u64 << i } else { 0 };
        let high = if i >= 64 { 1u64 << (i - 64) } else { 0 };
        (high as u128) << 64 | low as u128
    }
    #[inline]
    fn shift(self, delta: i32) -> u128 {
        // In 64-bit halves too.
        let (low, high) = (self as u64, (self >> 64) as u64);
        let join = |low: u64, high: u64| (high as u128) << 64 | low as u128;
        let n = delta.unsigned_abs();
        match (delta >= 0, n < 64) {
            // `low >> 1 >> (63 - n)`: `low >> (64 - n)`, and nothing for `n = 0`.
            (true, true) => join(low << n, high << n | low >> 1 >> (63 - n)),
            (true, false) => join(0, low << (n - 64)),
            (false, true) => join(low >> n | high << 1 << (63 - n), high >> n),
            (false, false) => join(high >> (n - 64), 0),
        }
    }
}

impl Bits for Set {
    const ZERO: Set = Set::EMPTY;
    const ALL: Set = Set::ALL;
    const NARROW: bool = false;
    #[inline]
    fn from_set(x: Set) -> Set {
        x
    }
    #[inline]
    fn set(self) -> Set {
        self
    }
    #[inline]
    fn one(i: u32) -> Set {
        bit(i)
    }
    #[inline]
    fn lsb(self) -> u32 {
        let w = &self.0;
        if w[0] != 0 {
            w[0].trailing_zeros()
        } else if w[1] != 0 {
            64 + w[1].trailing_zeros()
        } else {
            128 + w[2].trailing_zeros()
        }
    }
    #[inline]
    fn msb(self) -> u32 {
        let w = &self.0;
        if w[2] != 0 {
            191 - w[2].leading_zeros()
        } else if w[1] != 0 {
            127 - w[1].leading_zeros()
        } else {
            63 - w[0].leading_zeros()
        }
    }
    #[inline]
    fn clear_lsb(self) -> Set {
        self & self.wrapping_sub(bit(0))
    }
    #[inline]
    fn wrapping_sub(self, o: Set) -> Set {
        let (a, b1) = self.0[0].overflowing_sub(o.0[0]);
        let (b, b2) = self.0[1].overflowing_sub(o.0[1]);
        let (b, b3) = b.overflowing_sub(b1 as u64);
        let c = self.0[2]
            .wrapping_sub(o.0[2])
            .wrapping_sub((b2 | b3) as u64);
        Set([a, b, c])
    }
    #[inline]
    fn count(self) -> u32 {
        Set::count(self)
    }
    #[inline]
    fn any(self) -> bool {
        !self.is_empty()
    }
    #[inline]
    fn has(self, i: u32) -> bool {
        Set::has(self, i)
    }
    #[inline]
    fn shift(self, delta: i32) -> Set {
        if delta >= 0 {
            shl(self, delta as u32)
        } else {
            shr(self, delta.unsigned_abs())
        }
    }
}
