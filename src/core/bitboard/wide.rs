//! [`Set`]: a set of squares of any board, up to 12x12, in three 64-bit words: the sets of
//! the code that is the same for every board size (the board's pieces, a game's regions and
//! zones), and the helpers around it (a bit, the square of a bit index, the bit indices).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use crate::core::geometry::{Geometry, Square, SQUARES};

/// A set of squares of any board, bit `rank * width + file` (the layout of its size), in
/// 192 bits: a board of 12x12 has 144 squares. Three 64-bit words rather than a `u128` and a
/// word, so that a board's sets pack without padding ([`crate::core::board::Board`] is copied
/// at every move).
///
/// ```
/// use fenboard::core::bitboard::{bit, Bits, Set};
/// let s = bit(3) | bit(70) | bit(143);
/// assert_eq!(s.iter().collect::<Vec<u32>>(), [3, 70, 143]);
/// assert_eq!(s.count(), 3);
/// assert!(s.has(143) && !s.has(142));
/// assert_eq!(Set::below(3), bit(0) | bit(1) | bit(2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Set(pub(crate) [u64; 3]);

impl std::fmt::Debug for Set {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Set({:#x}, {:#x}, {:#x})",
            self.0[2], self.0[1], self.0[0]
        )
    }
}

impl Set {
    /// No square.
    pub const EMPTY: Set = Set([0; 3]);
    /// Every bit.
    pub const ALL: Set = Set([!0; 3]);

    /// The set of bits `0..n` (`n` up to 192).
    pub fn below(n: u32) -> Set {
        let mut s = Set::EMPTY;
        for (i, w) in s.0.iter_mut().enumerate() {
            let start = 64 * i as u32;
            *w = match n.saturating_sub(start) {
                0 => 0,
                k if k >= 64 => !0,
                k => (1 << k) - 1,
            };
        }
        s
    }
    /// The set of a `u128`'s bits.
    #[inline]
    pub fn from_u128(x: u128) -> Set {
        Set([x as u64, (x >> 64) as u64, 0])
    }
    /// The set's bits below 128, as a `u128`.
    #[inline]
    pub fn low_u128(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }
    /// The number of squares.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    /// Whether the set holds bit `i`.
    #[inline]
    pub fn has(self, i: u32) -> bool {
        !(self & bit(i)).is_empty()
    }
    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }
}

macro_rules! by_words {
    ($op:ident, $f:ident, $assign:ident, $fa:ident, $o:tt) => {
        impl $op for Set {
            type Output = Set;
            #[inline(always)]
            fn $f(self, o: Set) -> Set {
                Set([self.0[0] $o o.0[0], self.0[1] $o o.0[1], self.0[2] $o o.0[2]])
            }
        }
        impl $assign for Set {
            #[inline(always)]
            fn $fa(&mut self, o: Set) {
                *self = *self $o o;
            }
        }
    };
}
by_words!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
by_words!(BitOr, bitor, BitOrAssign, bitor_assign, |);
by_words!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Set {
    type Output = Set;
    #[inline(always)]
    fn not(self) -> Set {
        Set([!self.0[0], !self.0[1], !self.0[2]])
    }
}

impl Shl<u32> for Set {
    type Output = Set;
    #[inline]
    fn shl(self, n: u32) -> Set {
        shl(self, n)
    }
}

impl Shr<u32> for Set {
    type Output = Set;
    #[inline]
    fn shr(self, n: u32) -> Set {
        shr(self, n)
    }
}

/// The set of bit `n` (below 192).
#[inline]
pub fn bit(n: u32) -> Set {
    let one = |word: u32| if n / 64 == word { 1 << (n % 64) } else { 0 };
    Set([one(0), one(1), one(2)])
}

/// `x` shifted up by `n` bits, `n < 192`.
#[inline]
pub fn shl(x: Set, n: u32) -> Set {
    let (words, k) = ((n / 64) as usize, n % 64);
    let mut out = Set::EMPTY;
    for i in words..3 {
        let w = x.0[i - words];
        // `w >> 1 >> (63 - k)`: the bits carried over, nothing for `k = 0`.
        let below = if i > words {
            x.0[i - words - 1] >> 1 >> (63 - k)
        } else {
            0
        };
        out.0[i] = w << k | below;
    }
    out
}

/// `x` shifted down by `n` bits, `n < 192`.
#[inline]
pub fn shr(x: Set, n: u32) -> Set {
    let (words, k) = ((n / 64) as usize, n % 64);
    let mut out = Set::EMPTY;
    for i in 0..3 - words {
        let w = x.0[i + words];
        let above = if i + words < 2 {
            x.0[i + words + 1] << 1 << (63 - k)
        } else {
            0
        };
        out.0[i] = w >> k | above;
    }
    out
}

/// The square of each bit index of a board size's layout (a1 past the last square): for
/// the code that takes the sets of every size as [`Set`]s.
#[derive(PartialEq, Debug)]
pub struct SquareMap(pub(super) [Square; SQUARES]);

impl SquareMap {
    /// The map of a board of geometry `g`.
    pub(super) fn new(g: Geometry) -> SquareMap {
        let mut map = [Square::new(0, 0); SQUARES];
        for (to, sq) in map.iter_mut().zip(g.squares()) {
            *to = sq;
        }
        SquareMap(map)
    }
    /// The square of bit `i` (below the number of squares).
    #[inline]
    pub fn square(&self, i: u32) -> Square {
        self.0.get(i as usize).copied().unwrap_or(Square::new(0, 0))
    }
}

/// The bit indices of a [`Set`], lowest first, word by word (the higher words of a small
/// board's sets are empty).
pub struct WideBits {
    words: [u64; 3],
    at: usize,
}

impl WideBits {
    /// The bit indices of `set`.
    #[inline]
    pub fn new(set: Set) -> WideBits {
        WideBits {
            words: set.0,
            at: 0,
        }
    }
}

impl Iterator for WideBits {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        while self.at < 3 {
            let w = &mut self.words[self.at];
            if *w != 0 {
                let i = w.trailing_zeros();
                *w &= *w - 1;
                return Some(64 * self.at as u32 + i);
            }
            self.at += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::Bits;
    use super::*;

    fn random(rng: &mut crate::util::random::Rng) -> Set {
        // Sparse words too, and empty ones.
        let mut w = || match rng.next_u64() % 4 {
            0 => 0,
            1 => rng.next_u64() & rng.next_u64(),
            _ => rng.next_u64(),
        };
        Set([w(), w(), w()])
    }

    /// The operations of a set word by word agree with bit-by-bit ones.
    #[test]
    fn sets_by_words() {
        let mut rng = crate::util::random::Rng::new(5);
        let has =
            |s: Set, i: i64| (0..192).contains(&i) && s.0[i as usize / 64] >> (i % 64) & 1 == 1;
        for _ in 0..300 {
            let x = random(&mut rng);
            let plain: Vec<u32> = (0..192).filter(|&i| has(x, i as i64)).collect();
            assert_eq!(WideBits::new(x).collect::<Vec<u32>>(), plain);
            assert_eq!(x.iter().collect::<Vec<u32>>(), plain);
            assert_eq!(x.count() as usize, plain.len());
            if let (Some(&lo), Some(&hi)) = (plain.first(), plain.last()) {
                assert_eq!((x.lsb(), x.msb()), (lo, hi));
            }
            for n in 0..192 {
                let (l, r) = (shl(x, n), shr(x, n));
                for i in 0..192 {
                    assert_eq!(has(l, i), has(x, i - n as i64), "{x:?} << {n}");
                    assert_eq!(has(r, i), has(x, i + n as i64), "{x:?} >> {n}");
                }
            }
            let y = random(&mut rng);
            // Subtraction with borrows, checked against 256-bit arithmetic in two u128s.
            let d = x.wrapping_sub(y);
            let (xl, xh) = (x.low_u128(), x.0[2] as u128);
            let (yl, yh) = (y.low_u128(), y.0[2] as u128);
            let (low, borrow) = xl.overflowing_sub(yl);
            let high = xh.wrapping_sub(yh).wrapping_sub(borrow as u128) as u64;
            assert_eq!(d, Set([low as u64, (low >> 64) as u64, high]));
        }
        // The u128 width's bit and shifts, also written in 64-bit halves.
        for _ in 0..100 {
            let x = random(&mut rng).low_u128();
            for n in 0..128 {
                assert_eq!((x.shift(n), x.shift(-n)), (x << n, x >> n));
                assert_eq!(<u128 as Bits>::one(n as u32), 1 << n);
            }
        }
        for i in 0..192 {
            assert!(bit(i).has(i) && bit(i).count() == 1);
            assert_eq!(bit(100).shift(i as i32 - 100), bit(i));
            assert_eq!(Set::below(i) | bit(i), Set::below(i + 1));
        }
    }
}
