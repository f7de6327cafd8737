//! Sets of dark squares as bitboards, one type per board size: [`Bits`] for `u32` (8x8),
//! `u64` (10x10) and `u128` (12x12). A board of `2h` ranks has `h` dark squares a rank,
//! numbered `rank * h + file / 2` (a1 = 0, a1 dark), so that a diagonal step is a shift by
//! `h` from every square, or by `h - 1` or `h + 1` from the squares of one rank parity, and
//! a jump (two steps one way) one shift by `2h - 1` or `2h + 1`.
//!
//! ```
//! use fenboard::variants::draughts::Bits;
//! // c3 on 8x8 is dark square 9; its neighbour up-right (d4) is 13.
//! assert_eq!(u32::step(1 << 9, 0), 1 << 13);
//! assert_eq!((u32::SIZE, u64::SIZE, u128::SIZE), (8, 10, 12));
//! ```

use super::squares::Board;
use crate::core::geometry::Square;
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// No square (off the board) in the neighbour tables.
pub const NONE: u8 = 127;

/// A set of the dark squares of one board size.
///
/// Directions: 0 = up-right (+1,+1), 1 = up-left (-1,+1), 2 = down-right (+1,-1),
/// 3 = down-left (-1,-1). `d ^ 3` is the opposite direction, `d ^ 1` and `d ^ 2` the
/// perpendicular ones. White men go up (directions 0 and 1), black men down.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + 'static
{
    /// The board's side (8, 10, 12).
    const SIZE: u8;
    /// The board as the engine indexes it: the dark squares, or every square where pieces
    /// move along ranks and files ([`Full8`](super::Full8), whose directions are 0 = up,
    /// 1 = right, 2 = left, 3 = down: `d ^ 3` is still the opposite direction).
    const BOARD: Board = Board {
        size: Self::SIZE,
        a1_light: false,
        all: false,
    };
    /// Dark squares a rank.
    const H: u32 = Self::SIZE as u32 / 2;
    /// Dark squares on the board.
    const SQUARES: u8 = Self::SIZE * Self::SIZE / 2;
    /// The empty set.
    const ZERO: Self;
    /// Every dark square of the board.
    const ALL: Self;
    /// The squares of rank indices 0, 2, 4... (files a, c, e...).
    const EVEN: Self;
    /// The odd ranks' squares (files b, d, f...).
    const ODD: Self;
    /// The first file's squares (a, on the even ranks).
    const FILE_A: Self;
    /// The last file's squares (on the odd ranks).
    const FILE_LAST: Self;
    /// The second file's squares (b, on the odd ranks).
    const FILE_B: Self;
    /// The last file but one's squares (on the even ranks).
    const FILE_NEXT_TO_LAST: Self;
    /// The last rank of each colour, where its men are crowned (white, black).
    const PROMO: [Self; 2];

    /// The one square `i`.
    fn bit(i: u8) -> Self;
    /// The lowest square of a non-empty set.
    fn first(self) -> u8;
    /// The highest square of a non-empty set.
    fn last(self) -> u8;
    /// How many squares.
    fn count(self) -> u32;
    /// Removes the lowest square of a non-empty set and returns it.
    fn pop(&mut self) -> u8;
    /// The squares of two sets, counted together (one instruction where both fit a word).
    fn count_pair(a: Self, b: Self) -> u32;
    /// The neighbour of `i` (a square of the board) in direction `d`, or [`NONE`].
    fn next(d: usize, i: u8) -> u8;
    /// The squares from `i` (excluded) to the edge in direction `d`.
    fn ray(d: usize, i: u8) -> Self;
    /// A man's jump from `i` in direction `d`: the square jumped and the landing square, as
    /// sets; both empty when the landing square is off the board.
    fn jump(i: u8, d: usize) -> (Self, Self);

    /// The index of a square of the engine's frame, if it is playable.
    #[inline]
    fn index(sq: Square) -> Option<u8> {
        Self::BOARD.index(sq)
    }

    /// The square of an index.
    #[inline]
    fn square(i: u8) -> Square {
        Self::BOARD.square(i)
    }

    /// Whether the set is empty.
    #[inline]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }

    /// Every square of `self` one step in direction `d`, those leaving the board dropped.
    #[inline]
    fn step(self, d: usize) -> Self {
        let h = Self::H;
        let s = match d {
            0 => ((self & Self::EVEN) << h) | ((self & Self::ODD & !Self::FILE_LAST) << (h + 1)),
            1 => ((self & Self::EVEN & !Self::FILE_A) << (h - 1)) | ((self & Self::ODD) << h),
            2 => ((self & Self::EVEN) >> h) | ((self & Self::ODD & !Self::FILE_LAST) >> (h - 1)),
            _ => ((self & Self::EVEN & !Self::FILE_A) >> (h + 1)) | ((self & Self::ODD) >> h),
        };
        s & Self::ALL
    }

    /// For each direction `d`, the squares from which a jump in direction `d` over a square
    /// of `them` lands on a square of `empty` (which must lie on the board).
    ///
    /// Two steps one way are always `2h + 1` (directions 0 and 3) or `2h - 1` (1 and 2)
    /// apart: one plain shift, with a mask for the file next to the edge, whose jump would
    /// leave the board (the edge file itself has no neighbour that way).
    #[inline]
    fn jumpers(them: Self, empty: Self) -> [Self; 4] {
        let (long, short) = (2 * Self::H + 1, 2 * Self::H - 1);
        [
            them.step(3) & (empty >> long) & !Self::FILE_NEXT_TO_LAST,
            them.step(2) & (empty >> short) & !Self::FILE_B,
            them.step(1) & (empty << short) & !Self::FILE_NEXT_TO_LAST,
            them.step(0) & (empty << long) & !Self::FILE_B,
        ]
    }

    /// For each direction `d`, the squares from which a jump in direction `d` lands on a
    /// square of `land` (the shifts of [`Bits::jumpers`] reversed; the caller masks the
    /// squares that cannot jump).
    #[inline]
    fn jump_origins(land: Self) -> [Self; 4] {
        let (long, short) = (2 * Self::H + 1, 2 * Self::H - 1);
        [land >> long, land >> short, land << short, land << long]
    }

    /// The neighbour of `i` in direction `d` of eight ([`NONE`] off the board): 0 to 3 the
    /// diagonals ([`Bits::next`]), 4 to 7 along files and ranks on the dark squares, to the
    /// next dark square two squares away: 4 up, 5 right, 6 left, 7 down (`d ^ 3` is still
    /// the opposite direction). Computed, not tabled: only the games capturing along ranks
    /// and files (Frisian draughts) ask for them.
    #[inline(always)]
    fn next8(d: usize, i: u8) -> u8 {
        let (h, n) = (Self::H as u8, Self::SQUARES);
        match d {
            0..=3 => Self::next(d, i),
            4 if i + 2 * h < n => i + 2 * h,
            5 if i % h != h - 1 => i + 1,
            6 if i % h != 0 => i - 1,
            7 if i >= 2 * h => i - 2 * h,
            _ => NONE,
        }
    }

    /// [`Bits::jump`] in direction `d` of eight (see [`Bits::next8`]).
    #[inline(always)]
    fn jump8(i: u8, d: usize) -> (Self, Self) {
        if d < 4 {
            return Self::jump(i, d);
        }
        let over = Self::next8(d, i);
        let land = if over == NONE {
            NONE
        } else {
            Self::next8(d, over)
        };
        if land == NONE {
            (Self::ZERO, Self::ZERO)
        } else {
            (Self::bit(over), Self::bit(land))
        }
    }

    /// The squares a flying king on `sq` reaches in direction `d` before the first occupied
    /// square, and that square ([`NONE`] when the ray is empty up to the edge).
    #[inline]
    fn ray_until(sq: u8, d: usize, occupied: Self) -> (Self, u8) {
        let ray = Self::ray(d, sq);
        let hits = ray & occupied;
        if hits.is_empty() {
            return (ray, NONE);
        }
        // Up the board the squares' indices grow with the distance, down they shrink.
        let blocker = if d < 2 { hits.first() } else { hits.last() };
        (ray & !Self::ray(d, blocker) & !Self::bit(blocker), blocker)
    }
}

/// The dark square of file `f` and rank `r` on a board of side `n`.
const fn index(n: u32, f: i32, r: i32) -> u8 {
    (r as u32 * (n / 2) + f as u32 / 2) as u8
}

/// The neighbour of dark square `i` in direction `d` on a board of side `n`, or [`NONE`].
const fn neighbour(n: u32, i: u8, d: usize) -> u8 {
    let h = n / 2;
    let r = (i as u32 / h) as i32;
    let f = (2 * (i as u32 % h)) as i32 + (r & 1);
    let (df, dr) = match d {
        0 => (1, 1),
        1 => (-1, 1),
        2 => (1, -1),
        _ => (-1, -1),
    };
    let (f, r) = (f + df, r + dr);
    if f < 0 || r < 0 || f >= n as i32 || r >= n as i32 {
        NONE
    } else {
        index(n, f, r)
    }
}

/// The tables of one size as `u128` sets: neighbours, rays, jumps (the squares jumped and
/// landed on), built once at compile time and narrowed to each size's type.
struct Tables {
    next: [[u8; 73]; 4],
    ray: [[u128; 72]; 4],
    jump: [[(u128, u128); 4]; 72],
}

const fn tables(n: u32) -> Tables {
    let squares = (n * n / 2) as u8;
    let mut t = Tables {
        next: [[NONE; 73]; 4],
        ray: [[0; 72]; 4],
        jump: [[(0, 0); 4]; 72],
    };
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < squares {
            let over = neighbour(n, i, d);
            t.next[d][i as usize] = over;
            let mut s = over;
            while s != NONE {
                t.ray[d][i as usize] |= 1 << s;
                s = neighbour(n, s, d);
            }
            if over != NONE {
                let land = neighbour(n, over, d);
                if land != NONE {
                    t.jump[i as usize][d] = (1 << over, 1 << land);
                }
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// The set of the squares `i` (below `squares`) for which `keep(n, i)` holds, as `u128`.
const fn mask(n: u32, keep: u8) -> u128 {
    let h = n / 2;
    let mut m = 0u128;
    let mut i = 0;
    while i < n * h {
        let (r, c) = (i / h, i % h);
        let odd = r % 2 == 1;
        let inside = match keep {
            0 => true,
            1 => !odd,
            2 => odd,
            3 => !odd && c == 0,
            4 => odd && c == h - 1,
            5 => odd && c == 0,
            6 => !odd && c == h - 1,
            7 => r == n - 1,
            _ => r == 0,
        };
        if inside {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// `Bits` for the type `$t` of the board of side `$n`, which has `$sq` dark squares: its
/// tables narrowed from [`tables`] to its own type and squares, and `$pair` counting two
/// sets.
macro_rules! bits {
    ($t:ty, $n:expr, $sq:expr, $pair:expr) => {
        impl Bits for $t {
            const SIZE: u8 = $n;
            const ZERO: $t = 0;
            const ALL: $t = mask($n, 0) as $t;
            const EVEN: $t = mask($n, 1) as $t;
            const ODD: $t = mask($n, 2) as $t;
            const FILE_A: $t = mask($n, 3) as $t;
            const FILE_LAST: $t = mask($n, 4) as $t;
            const FILE_B: $t = mask($n, 5) as $t;
            const FILE_NEXT_TO_LAST: $t = mask($n, 6) as $t;
            const PROMO: [$t; 2] = [mask($n, 7) as $t, mask($n, 8) as $t];

            #[inline]
            fn bit(i: u8) -> $t {
                1 << i
            }
            #[inline]
            fn first(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline]
            fn last(self) -> u8 {
                (<$t>::BITS - 1 - self.leading_zeros()) as u8
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn pop(&mut self) -> u8 {
                let i = self.trailing_zeros() as u8;
                *self &= *self - 1;
                i
            }
            #[inline]
            fn count_pair(a: $t, b: $t) -> u32 {
                $pair(a, b)
            }
            #[inline]
            fn next(d: usize, i: u8) -> u8 {
                static NEXT: [[u8; $sq]; 4] = {
                    let wide = tables($n).next;
                    let mut t = [[NONE; $sq]; 4];
                    let mut d = 0;
                    while d < 4 {
                        let mut i = 0;
                        while i < $sq {
                            t[d][i] = wide[d][i];
                            i += 1;
                        }
                        d += 1;
                    }
                    t
                };
                NEXT[d][usize::from(i)]
            }
            #[inline]
            fn ray(d: usize, i: u8) -> $t {
                static RAY: [[$t; $sq]; 4] = {
                    let wide = tables($n).ray;
                    let mut t = [[0; $sq]; 4];
                    let mut d = 0;
                    while d < 4 {
                        let mut i = 0;
                        while i < $sq {
                            t[d][i] = wide[d][i] as $t;
                            i += 1;
                        }
                        d += 1;
                    }
                    t
                };
                RAY[d][usize::from(i)]
            }
            #[inline]
            fn jump(i: u8, d: usize) -> ($t, $t) {
                static JUMP: [[($t, $t); 4]; $sq] = {
                    let wide = tables($n).jump;
                    let mut t = [[(0, 0); 4]; $sq];
                    let mut i = 0;
                    while i < $sq {
                        let mut d = 0;
                        while d < 4 {
                            t[i][d] = (wide[i][d].0 as $t, wide[i][d].1 as $t);
                            d += 1;
                        }
                        i += 1;
                    }
                    t
                };
                JUMP[usize::from(i)][d]
            }
        }
    };
}

bits!(u32, 8, 32, |a: u32, b: u32| (u64::from(a) << 32
    | u64::from(b))
.count_ones());
bits!(u64, 10, 50, |a: u64, b: u64| a.count_ones()
    + b.count_ones());
bits!(u128, 12, 72, |a: u128, b: u128| a.count_ones()
    + b.count_ones());
