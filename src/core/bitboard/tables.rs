//! [`Tables`]: the attack tables of one board size, and the lookups the move generator makes
//! in them.

use super::classify::{DIAG_RIDERS, ORTH_RIDERS};
use super::{Bits, SquareMap, ROLES};
use crate::core::role::{Role, ALL_DIRECTIONS};

/// Attack tables of one board size.
pub struct Tables<B> {
    /// The square of each bit index.
    pub squares: SquareMap,
    /// `ray[d][sq]`: squares from `sq` (excluded) to the edge in direction `ALL_DIRECTIONS[d]`.
    pub(super) ray: [Box<[B]>; 8],
    /// `leap[role][sq]`: where the role's leaps go from `sq`.
    pub(super) leap: [Box<[B]>; ROLES],
    /// `pawn[color][sq]`: the squares a pawn of `color` on `sq` attacks.
    pub(super) pawn: [Box<[B]>; 2],
    /// Squares strictly between two squares on a line, else empty (`n * n`).
    pub(super) between: Box<[B]>,
    /// The whole line through two squares on a line (both included), else empty.
    pub(super) line: Box<[B]>,
    /// Empty-board orthogonal and diagonal ride targets from each square.
    pub(super) orth_empty: Box<[B]>,
    pub(super) diag_empty: Box<[B]>,
    /// Bit masks of files, lowest file first (for pawn captures that would wrap).
    pub file_a: B,
    /// The last file.
    pub file_last: B,
    /// Rank masks, rank 0 (the first) first.
    pub(super) ranks: Box<[B]>,
    /// `zones[color][zone]`: the last rank, the other promotion ranks, and the ranks from
    /// which a pawn may step or capture into the zone, for a zone of `zone` ranks.
    pub(super) zones: [Box<[(B, B, B)]>; 2],
}

/// Whether a direction of `ALL_DIRECTIONS` goes up the bit indices.
#[inline]
const fn ascending(d: usize) -> bool {
    let (df, dr) = ALL_DIRECTIONS[d];
    dr > 0 || (dr == 0 && df > 0)
}

impl<B: Bits> Tables<B> {
    /// Where `role` leaps from `sq`.
    #[inline(always)]
    pub fn leap(&self, role: Role, sq: u32) -> B {
        self.leap[role as usize][sq as usize]
    }
    /// Squares a pawn of color index `c` on `sq` attacks.
    #[inline(always)]
    pub fn pawn(&self, c: usize, sq: u32) -> B {
        self.pawn[c][sq as usize]
    }
    /// For pawns of `color` promoting on the last `zone` ranks: (last rank, other promotion
    /// ranks, ranks from which a pawn may reach the zone in one move).
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn zone(&self, color: crate::core::color::Color, zone: u8) -> (B, B, B) {
        self.zones[color.index()][zone as usize]
    }
    /// The squares of rank `r` (0 = the first).
    #[inline(always)]
    pub fn rank(&self, r: u32) -> B {
        self.ranks[r as usize]
    }
    /// Squares strictly between `a` and `b` if they share a line, else none.
    #[inline(always)]
    pub fn between(&self, a: u32, b: u32) -> B {
        self.between[a as usize * B::N + b as usize]
    }
    /// The line through `a` and `b` if they share one, else none.
    #[inline(always)]
    pub fn line(&self, a: u32, b: u32) -> B {
        self.line[a as usize * B::N + b as usize]
    }
    /// Orthogonal ride targets from `sq` on an empty board.
    #[inline(always)]
    pub fn orth_empty(&self, sq: u32) -> B {
        self.orth_empty[sq as usize]
    }
    /// Diagonal ride targets from `sq` on an empty board.
    #[inline(always)]
    pub fn diag_empty(&self, sq: u32) -> B {
        self.diag_empty[sq as usize]
    }

    #[inline(always)]
    fn ride(&self, d: usize, sq: u32, occ: B) -> B {
        let r = self.ray[d][sq as usize];
        let blockers = r & occ;
        if blockers.any() {
            let b = if ascending(d) {
                blockers.lsb()
            } else {
                blockers.msb()
            };
            r ^ self.ray[d][b as usize]
        } else {
            r
        }
    }

    /// Orthogonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn orth(&self, sq: u32, occ: B) -> B {
        if B::COMPACT {
            self.rides_out_of_line(0, sq, occ)
        } else {
            self.rides(0, sq, occ)
        }
    }
    /// Diagonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn diag(&self, sq: u32, occ: B) -> B {
        if B::COMPACT {
            self.rides_out_of_line(4, sq, occ)
        } else {
            self.rides(4, sq, occ)
        }
    }
    /// The rides along the four directions from `first` on (0: orthogonal, 4: diagonal).
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn rides(&self, first: usize, sq: u32, occ: B) -> B {
        self.ride(first, sq, occ)
            | self.ride(first + 1, sq, occ)
            | self.ride(first + 2, sq, occ)
            | self.ride(first + 3, sq, occ)
    }
    #[inline(never)]
    fn rides_out_of_line(&self, first: usize, sq: u32, occ: B) -> B {
        self.rides(first, sq, occ)
    }

    /// Where a piece of `role` on `sq` moves or attacks, given the occupied squares.
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn attacks(&self, role: Role, sq: u32, occ: B) -> B {
        let bit = 1u16 << role as usize;
        let mut a = self.leap(role, sq);
        if ORTH_RIDERS & bit != 0 {
            a |= self.orth(sq, occ);
        }
        if DIAG_RIDERS & bit != 0 {
            a |= self.diag(sq, occ);
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::geometry::Square;

    #[test]
    fn rides_stop_at_blockers() {
        let t = <u64 as Bits>::tables();
        let a1 = <u64 as Bits>::index(Square::new(0, 0));
        let a3 = <u64 as Bits>::index(Square::new(0, 2));
        // Rook on a1, blocker on a3: a2, a3 and the first rank b1..h1.
        assert_eq!(t.orth(a1, 1 << a3).count_ones(), 2 + 7);
        let t = <u128 as Bits>::tables();
        let j10 = <u128 as Bits>::index(Square::new(9, 9));
        assert_eq!(t.diag(j10, 0).count_ones(), 9);
        assert_eq!(t.leap(Role::Marshall, j10).count_ones(), 2);
    }
}
