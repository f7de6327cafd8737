//! [`Full8`]: every square of the 8x8 board, for the games whose pieces move along ranks
//! and files on all 64 squares (Turkish draughts). Square `rank * 8 + file` (a1 = 0); the
//! directions are 0 = up, 1 = right, 2 = left, 3 = down, so that `d ^ 3` is the opposite
//! direction and `d ^ 1`, `d ^ 2` the perpendicular ones, as on the dark squares, and the
//! capture search and the generator serve both geometries.
//!
//! ```
//! use fenboard::variants::draughts::{Bits, Full8};
//! // c3 is square 18; one step up is c4 (26), one right d3 (19).
//! assert_eq!(Full8::bit(18).step(0), Full8::bit(26));
//! assert_eq!(Full8::bit(18).step(1), Full8::bit(19));
//! // Nothing steps right off the h file.
//! assert!(Full8::bit(23).step(1).is_empty());
//! ```

use super::bits::{Bits, NONE};
use super::squares::Board;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// A set of the 64 squares of the 8x8 board, bit `rank * 8 + file`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Full8(pub u64);

/// The operators of `u64`, on the set.
macro_rules! ops {
    ($($tr:ident $f:ident $assign:ident $fa:ident),*) => {$(
        impl $tr for Full8 {
            type Output = Full8;
            #[inline(always)]
            fn $f(self, o: Full8) -> Full8 {
                Full8(self.0.$f(o.0))
            }
        }
        impl $assign for Full8 {
            #[inline(always)]
            fn $fa(&mut self, o: Full8) {
                self.0.$fa(o.0)
            }
        }
    )*};
}
ops!(
    BitAnd bitand BitAndAssign bitand_assign,
    BitOr bitor BitOrAssign bitor_assign,
    BitXor bitxor BitXorAssign bitxor_assign
);

impl Not for Full8 {
    type Output = Full8;
    #[inline(always)]
    fn not(self) -> Full8 {
        Full8(!self.0)
    }
}
impl Shl<u32> for Full8 {
    type Output = Full8;
    #[inline(always)]
    fn shl(self, n: u32) -> Full8 {
        Full8(self.0 << n)
    }
}
impl Shr<u32> for Full8 {
    type Output = Full8;
    #[inline(always)]
    fn shr(self, n: u32) -> Full8 {
        Full8(self.0 >> n)
    }
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

const RANK_1: u64 = 0xff;

/// The squares of `line` (a rank or a file) above square `i`, or below it.
#[inline(always)]
const fn beyond(line: u64, i: u8, above: bool) -> u64 {
    if above {
        // `!0 << i << 1`: every square above `i`, none when `i` is the last.
        line & (!0u64 << i << 1)
    } else {
        line & ((1u64 << i) - 1)
    }
}
impl Bits for Full8 {
    const SIZE: u8 = 8;
    const BOARD: Board = Board {
        size: 8,
        a1_light: false,
        all: true,
    };
    // Squares a rank (a square's rank is its index divided by it), and on the board.
    const H: u32 = 8;
    const SQUARES: u8 = 64;
    const ZERO: Full8 = Full8(0);
    const ALL: Full8 = Full8(!0);
    // The dark-square masks serve only the dark squares' shifts, which this type replaces.
    const EVEN: Full8 = Full8(0);
    const ODD: Full8 = Full8(0);
    const FILE_A: Full8 = Full8(FILE_A);
    const FILE_LAST: Full8 = Full8(FILE_H);
    const FILE_B: Full8 = Full8(0);
    const FILE_NEXT_TO_LAST: Full8 = Full8(0);
    const PROMO: [Full8; 2] = [Full8(0xff << 56), Full8(0xff)];

    #[inline]
    fn bit(i: u8) -> Full8 {
        Full8(1 << i)
    }
    #[inline]
    fn first(self) -> u8 {
        self.0.trailing_zeros() as u8
    }
    #[inline]
    fn last(self) -> u8 {
        (63 - self.0.leading_zeros()) as u8
    }
    #[inline]
    fn count(self) -> u32 {
        self.0.count_ones()
    }
    #[inline]
    fn pop(&mut self) -> u8 {
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        i
    }
    #[inline]
    fn count_pair(a: Full8, b: Full8) -> u32 {
        a.0.count_ones() + b.0.count_ones()
    }
    // Rays and neighbours are masks of a rank or file, computed: no tables (the module
    // carries every byte of them).
    #[inline]
    fn next(d: usize, i: u8) -> u8 {
        let ray = Full8::ray(d, i);
        match (ray.is_empty(), d < 2) {
            (true, _) => NONE,
            (_, true) => ray.first(),
            _ => ray.last(),
        }
    }
    #[inline]
    fn ray(d: usize, i: u8) -> Full8 {
        let (file, rank) = (FILE_A << (i % 8), RANK_1 << (i / 8 * 8));
        Full8(match d {
            0 => beyond(file, i, true),
            1 => beyond(rank, i, true),
            2 => beyond(rank, i, false),
            _ => beyond(file, i, false),
        })
    }
    #[inline]
    fn jump(i: u8, d: usize) -> (Full8, Full8) {
        let over = Full8::bit(i).step(d);
        let land = over.step(d);
        if land.is_empty() {
            (Full8(0), Full8(0))
        } else {
            (over, land)
        }
    }

    #[inline]
    fn step(self, d: usize) -> Full8 {
        Full8(match d {
            0 => self.0 << 8,
            1 => (self.0 & !FILE_H) << 1,
            2 => (self.0 & !FILE_A) >> 1,
            _ => self.0 >> 8,
        })
    }

    #[inline]
    fn jumpers(them: Full8, empty: Full8) -> [Full8; 4] {
        // From `p` in direction `d`: a piece of `them` one step on, an empty square two.
        let from = |d: usize| (them & empty.step(d ^ 3)).step(d ^ 3);
        [from(0), from(1), from(2), from(3)]
    }

    #[inline]
    fn jump_origins(land: Full8) -> [Full8; 4] {
        let from = |d: usize| land.step(d ^ 3).step(d ^ 3);
        [from(0), from(1), from(2), from(3)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_and_jumps_stay_on_their_line() {
        // d4 = 27: up to d8, right to h4, left to a4, down to d1.
        let ray = |d| Full8::ray(d, 27).count();
        assert_eq!((ray(0), ray(1), ray(2), ray(3)), (4, 4, 3, 3));
        assert_eq!(Full8::jump(27, 1), (Full8::bit(28), Full8::bit(29)));
        assert_eq!(Full8::jump(30, 1), (Full8(0), Full8(0)));
        // An enemy piece on c1 (2), every other square empty: b1 (1) jumps it rightward,
        // d1 (3) leftward; c2 cannot jump it downward (off the board), nothing upward.
        let j = Full8::jumpers(Full8::bit(2), Full8::ALL & !Full8::bit(2));
        assert_eq!(j, [Full8(0), Full8::bit(1), Full8::bit(3), Full8(0)]);
        // On c2 (10): c3 (18) jumps it downward to c1.
        let j = Full8::jumpers(Full8::bit(10), Full8::ALL & !Full8::bit(10));
        assert_eq!(j[3], Full8::bit(18));
        // Every square's neighbours, rays and jumps, against the squares' coordinates.
        for i in 0..64u8 {
            let (f, r) = (i32::from(i % 8), i32::from(i / 8));
            for (d, (df, dr)) in [(0, 1), (1, 0), (-1, 0), (0, -1)].into_iter().enumerate() {
                let at = |k: i32| {
                    let (f, r) = (f + k * df, r + k * dr);
                    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
                };
                assert_eq!(Full8::next(d, i), at(1).unwrap_or(NONE));
                let ray = (1..8)
                    .map_while(at)
                    .fold(Full8(0), |s, q| s | Full8::bit(q));
                assert_eq!(Full8::ray(d, i), ray);
                let jump = match (at(1), at(2)) {
                    (Some(o), Some(l)) => (Full8::bit(o), Full8::bit(l)),
                    _ => (Full8(0), Full8(0)),
                };
                assert_eq!(Full8::jump(i, d), jump);
            }
        }
        assert_eq!(Full8::jump_origins(Full8::bit(0))[2], Full8::bit(2));
    }
}
