//! The tables of the board's lines, built once per game: the rays to the edge, the squares
//! between two squares and the line through them, the reach of a ride, and the back-rank files
//! each castle needs empty.

use super::Builder;
use crate::core::bitboard::Set;
use crate::core::bitboard::{bit, Bits};
use crate::core::castling::Wing;
use crate::core::geometry::{Geometry, Square};

impl Builder {
    /// For each square (by bit index), the squares from it to the edge along `v`: the next
    /// square and the next square's ray, the next square's taken first.
    pub(super) fn ray(&self, v: (i8, i8)) -> Box<[Set]> {
        let g = self.g;
        let mut ray = vec![Set::EMPTY; self.n].into_boxed_slice();
        let up = v.1 > 0 || (v.1 == 0 && v.0 > 0);
        for k in 0..self.n {
            let i = if up { self.n - 1 - k } else { k };
            if let Some(next) = self.offset(g.square_at(i as u32), v) {
                let j = g.bit_index(next) as usize;
                ray[i] = bit(j as u32) | ray[j];
            }
        }
        ray
    }

    /// The squares strictly between two squares of a line, and the whole line through them,
    /// from the rays (`ray[d][a]`: the squares from `a` to the edge in direction `d`; the
    /// directions come in opposite pairs).
    pub(super) fn between_and_line(&self, ray: &[Box<[Set]>; 8]) -> (Box<[Set]>, Box<[Set]>) {
        let n = self.n;
        let mut between = vec![Set::EMPTY; n * n].into_boxed_slice();
        let mut line = vec![Set::EMPTY; n * n].into_boxed_slice();
        for a in 0..n {
            for d in 0..8 {
                let full = ray[d][a] | ray[d ^ 1][a] | bit(a as u32);
                for b in ray[d][a].iter() {
                    let b = b as usize;
                    between[a * n + b] = ray[d][a] & !ray[d][b] & !bit(b as u32);
                    line[a * n + b] = full;
                }
            }
        }
        (between, line)
    }
}

/// For each castle, by (royal wing, rook wing, royal file, rook file), the files of the back
/// rank that must be empty (beside the royal's and the rook's own): every file both pass over
/// or land on. A castle whose rook is not on its wing's side of the royal has every file.
pub(super) fn castle_paths(g: Geometry, land: [[(u8, u8); 2]; 2]) -> Box<[u32]> {
    let span = |a: u8, b: u8| (2u32 << a.max(b)) - (1u32 << a.min(b));
    let w = g.width;
    let mut paths = Vec::with_capacity(4 * usize::from(w) * usize::from(w));
    for royal_wing in Wing::ALL {
        for wing in Wing::ALL {
            let (royal_to, rook_to) = land[royal_wing.index()][wing.index()];
            for rf in 0..w {
                for kf in 0..w {
                    paths.push(if Wing::of(kf, rf) == wing && kf != rf {
                        (span(rf, royal_to) | span(kf, rook_to)) & !(1 << rf | 1 << kf)
                    } else {
                        u32::MAX
                    });
                }
            }
        }
    }
    paths.into_boxed_slice()
}

/// The squares a ride or leap along `v` reaches from `from` on an empty board, at most `range`
/// steps (0: to the edge or a hole).
pub(super) fn reach_of(g: Geometry, holes: Set, from: Square, v: (i8, i8), range: u8) -> Set {
    let mut acc = Set::EMPTY;
    let mut cur = from;
    let mut steps = 0;
    while let Some(to) = g
        .offset(cur, v.0, v.1)
        .filter(|&t| !holes.has(g.bit_index(t)))
    {
        acc |= bit(g.bit_index(to));
        steps += 1;
        if range != 0 && steps >= range {
            break;
        }
        cur = to;
    }
    acc
}
