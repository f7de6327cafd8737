//! Sets of squares as `u128`, whatever the board size: the helpers of the code that is the
//! same for every size (a bit, shifts, the square of a bit index, the bit indices of a set).

use crate::core::geometry::{Geometry, Square};

/// The set of bit `n` (below 128), as a `u128`.
#[inline]
pub fn bit(n: u32) -> u128 {
    // Two 64-bit halves: a variable u128 shift is a library call in wasm.
    let low = if n < 64 { 1u64 << n } else { 0 };
    let high = if n >= 64 { 1u64 << (n - 64) } else { 0 };
    (high as u128) << 64 | low as u128
}

/// `x` shifted up by `n` bits, `n < 128`, in 64-bit halves (a variable `u128` shift is a
/// library call in wasm).
#[inline]
pub fn shl(x: u128, n: u32) -> u128 {
    let (low, high) = (x as u64, (x >> 64) as u64);
    if n < 64 {
        // `low >> 1 >> (63 - n)`: `low >> (64 - n)`, and nothing for `n = 0`.
        ((high << n | low >> 1 >> (63 - n)) as u128) << 64 | (low << n) as u128
    } else {
        ((low << (n - 64)) as u128) << 64
    }
}

/// `x` shifted down by `n` bits, `n < 128`, in 64-bit halves (see [`shl`]).
#[inline]
pub fn shr(x: u128, n: u32) -> u128 {
    let (low, high) = (x as u64, (x >> 64) as u64);
    if n < 64 {
        ((high >> n) as u128) << 64 | (low >> n | high << 1 << (63 - n)) as u128
    } else {
        (high >> (n - 64)) as u128
    }
}

/// The square of each bit index of a board size's layout (a1 past the last square): for
/// the code that takes the sets of every size as `u128`.
#[derive(PartialEq, Debug)]
pub struct SquareMap(pub(super) [Square; 128]);

impl SquareMap {
    /// The map of a board of geometry `g`.
    pub(super) fn new(g: Geometry) -> SquareMap {
        let mut map = [Square::new(0, 0); 128];
        for (to, sq) in map.iter_mut().zip(g.squares()) {
            *to = sq;
        }
        SquareMap(map)
    }
    /// The square of bit `i` (below the number of squares).
    #[inline]
    pub fn square(&self, i: u32) -> Square {
        self.0[i as usize & 127]
    }
}

/// The bit indices of a `u128` set, lowest first, taken by 64-bit halves: for the code that
/// takes the sets of every board size as `u128` (an 8x8 board's sets have no high half).
pub struct WideBits {
    low: u64,
    high: u64,
}

impl WideBits {
    /// The bit indices of `set`.
    #[inline]
    pub fn new(set: u128) -> WideBits {
        WideBits {
            low: set as u64,
            high: (set >> 64) as u64,
        }
    }
}

impl Iterator for WideBits {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.low != 0 {
            let i = self.low.trailing_zeros();
            self.low &= self.low - 1;
            Some(i)
        } else if self.high != 0 {
            let i = self.high.trailing_zeros();
            self.high &= self.high - 1;
            Some(64 + i)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Bits;
    use super::*;

    /// The `u128` operations written in 64-bit halves agree with the plain ones.
    #[test]
    fn wide_sets_by_halves() {
        let mut rng = crate::util::random::Rng::new(5);
        for _ in 0..1000 {
            // Sparse sets too, with empty halves.
            let (a, b) = (rng.next_u64(), rng.next_u64() & rng.next_u64());
            for x in [(a as u128) << 64 | b as u128, a as u128, (b as u128) << 64] {
                let plain: Vec<u32> = x.iter().collect();
                assert_eq!(WideBits::new(x).collect::<Vec<u32>>(), plain);
            }
        }
        for i in 0..128 {
            assert_eq!(<u128 as Bits>::one(i), 1 << i);
            assert_eq!((1u128 << 64).shift(i as i32 - 64), 1 << i);
        }
        for _ in 0..100 {
            let x = (rng.next_u64() as u128) << 64 | rng.next_u64() as u128;
            for n in 0..128 {
                assert_eq!((shl(x, n), shr(x, n)), (x << n, x >> n));
            }
        }
    }
}
