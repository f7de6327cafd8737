//! How the [`Tables`] are built, once per board size on first use: in `u128` sets from the
//! movement data of [`crate::core::role`], then narrowed to the size's own integer type.

use super::{bit, bit_of, Bits, SquareMap, Tables, ROLES};
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Role, ALL_DIRECTIONS, DIAGONAL, ORTHOGONAL};

impl Tables<u128> {
    /// The tables of a board of geometry `g` in its layout (bit `rank * width + file`), in
    /// `u128` sets whatever the size: the code exists once, then [`Tables::narrow`] gives
    /// each [`Bits`] type its own.
    ///
    /// Loops over the squares in the order of the layout (index `rank * width + file`).
    pub(super) fn build(g: Geometry) -> Tables<u128> {
        let n = g.width as usize * g.height as usize;
        let mut ray: [Box<[u128]>; 8] = Default::default();
        for (d, sets) in ray.iter_mut().enumerate() {
            *sets = per_square(g, &ALL_DIRECTIONS[d..=d], true);
        }
        let mut leap: [Box<[u128]>; ROLES] = Default::default();
        for (sets, role) in leap.iter_mut().zip(Role::ALL) {
            *sets = per_square(g, role.movement().leaps, false);
        }
        let pawn = [
            per_square(g, &[(-1, 1), (1, 1)], false),
            per_square(g, &[(-1, -1), (1, -1)], false),
        ];
        let mut between = empty_sets(n * n);
        let mut line = empty_sets(n * n);
        let (mut file_a, mut file_last) = (0, 0);
        let mut ranks = empty_sets(g.height as usize);
        for (a, from) in g.squares().enumerate() {
            for &(df, dr) in ALL_DIRECTIONS {
                let full = targets(g, from, &[(df, dr), (-df, -dr)], true) | bit(a as u32);
                let mut acc = 0;
                let mut cur = from;
                while let Some(next) = g.offset(cur, df, dr) {
                    let b = next.rank() as usize * g.width as usize + next.file() as usize;
                    between[a * n + b] = acc;
                    line[a * n + b] = full;
                    acc |= bit(b as u32);
                    cur = next;
                }
            }
            if from.file() == 0 {
                file_a |= bit(a as u32);
            }
            if from.file() + 1 == g.width {
                file_last |= bit(a as u32);
            }
            ranks[from.rank() as usize] |= bit(a as u32);
        }
        Tables {
            squares: SquareMap::new(g),
            zones: [zones(&ranks, true), zones(&ranks, false)],
            ranks,
            ray,
            leap,
            pawn,
            between,
            line,
            orth_empty: per_square(g, ORTHOGONAL, true),
            diag_empty: per_square(g, DIAGONAL, true),
            file_a,
            file_last,
        }
    }

    /// The same tables in the integer type `B` (the board's squares must fit in it).
    pub(super) fn narrow<B: Bits>(self) -> Tables<B> {
        Tables {
            squares: self.squares,
            ray: self.ray.map(narrow_sets),
            leap: self.leap.map(narrow_sets),
            pawn: self.pawn.map(narrow_sets),
            between: narrow_sets(self.between),
            line: narrow_sets(self.line),
            orth_empty: narrow_sets(self.orth_empty),
            diag_empty: narrow_sets(self.diag_empty),
            file_a: B::from_u128(self.file_a),
            file_last: B::from_u128(self.file_last),
            ranks: narrow_sets(self.ranks),
            zones: self.zones.map(narrow_zones),
        }
    }
}

/// A table of `len` empty sets.
fn empty_sets(len: usize) -> Box<[u128]> {
    vec![0; len].into_boxed_slice()
}

/// For each square of `g` (a1 first, rank by rank, as the bit layout), its [`targets`].
fn per_square(g: Geometry, steps: &[(i8, i8)], ride: bool) -> Box<[u128]> {
    let mut sets = empty_sets(g.width as usize * g.height as usize);
    for (set, from) in sets.iter_mut().zip(g.squares()) {
        *set = targets(g, from, steps, ride);
    }
    sets
}

/// The squares reached from `from` by each step of `steps`, taken once (a leap) or repeated
/// up to the edge (a ride), as a `u128` set.
fn targets(g: Geometry, from: Square, steps: &[(i8, i8)], ride: bool) -> u128 {
    let mut acc = 0;
    for &(df, dr) in steps {
        let mut cur = from;
        while let Some(to) = g.offset(cur, df, dr) {
            acc |= bit_of(g, to);
            if !ride {
                break;
            }
            cur = to;
        }
    }
    acc
}

/// `zones[color][zone]` of [`Tables`] for one colour (`white`: promoting on the last rank),
/// from the rank masks (`ranks[r]`: the squares of rank `r`).
fn zones(ranks: &[u128], white: bool) -> Box<[(u128, u128, u128)]> {
    let h = ranks.len() as u8;
    let rank_mask = |r: u8| ranks[usize::from(if white { r } else { h - 1 - r })];
    let mut zones = vec![(0, 0, 0); h as usize + 1].into_boxed_slice();
    // The other promotion ranks of a zone: those of the zone one rank smaller, and its first.
    let mut optional = 0;
    for (zone, sets) in (0..=h).zip(zones.iter_mut()) {
        if zone >= 2 {
            optional |= rank_mask(h - zone);
        }
        let near = rank_mask(h.saturating_sub(zone + 1)) | optional;
        *sets = (rank_mask(h - 1), optional, near);
    }
    zones
}

/// The promotion zones of one colour in the integer type `B`.
///
/// The wide table is taken by value, so freed here rather than by the caller after each call.
#[inline(never)]
#[allow(clippy::boxed_local)]
fn narrow_zones<B: Bits>(wide: Box<[(u128, u128, u128)]>) -> Box<[(B, B, B)]> {
    let mut narrow = vec![(B::ZERO, B::ZERO, B::ZERO); wide.len()].into_boxed_slice();
    for (sets, &(last, optional, near)) in narrow.iter_mut().zip(wide.iter()) {
        *sets = (
            B::from_u128(last),
            B::from_u128(optional),
            B::from_u128(near),
        );
    }
    narrow
}

/// A table of `u128` sets in the integer type `B`.
///
/// The wide table is taken by value, so freed here rather than by the caller after each call.
#[allow(clippy::boxed_local)]
fn narrow_sets<B: Bits>(wide: Box<[u128]>) -> Box<[B]> {
    let mut narrow = vec![B::ZERO; wide.len()].into_boxed_slice();
    for (set, &wide_set) in narrow.iter_mut().zip(wide.iter()) {
        *set = B::from_u128(wide_set);
    }
    narrow
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables built another way, with iterator chains: the reference the built tables
    /// must match.
    fn reference_build(g: Geometry) -> Tables<u128> {
        let n = g.width as usize * g.height as usize;
        let squares: Vec<Square> = g.squares().collect();
        let set = |sqs: &mut dyn Iterator<Item = Square>| sqs.fold(0, |acc, s| acc | bit_of(g, s));
        let ray: [Box<[u128]>; 8] = std::array::from_fn(|d| {
            let (df, dr) = ALL_DIRECTIONS[d];
            squares
                .iter()
                .map(|&s| {
                    let mut acc = 0;
                    let mut cur = s;
                    while let Some(t) = g.offset(cur, df, dr) {
                        acc |= bit_of(g, t);
                        cur = t;
                    }
                    acc
                })
                .collect()
        });
        let leap: Vec<Box<[u128]>> = Role::ALL
            .iter()
            .map(|r| {
                let leaps = r.movement().leaps;
                squares
                    .iter()
                    .map(|&s| set(&mut leaps.iter().filter_map(|v| g.offset(s, v.0, v.1))))
                    .collect()
            })
            .collect();
        let pawn: [Box<[u128]>; 2] = std::array::from_fn(|c| {
            let fwd = if c == 0 { 1 } else { -1 };
            squares
                .iter()
                .map(|&s| set(&mut [-1, 1].iter().filter_map(|&df| g.offset(s, df, fwd))))
                .collect()
        });
        let mut between = vec![0; n * n].into_boxed_slice();
        let mut line = vec![0; n * n].into_boxed_slice();
        for a in 0..n {
            for (d, &(df, dr)) in ALL_DIRECTIONS.iter().enumerate() {
                let opposite = ALL_DIRECTIONS
                    .iter()
                    .position(|&v| v == (-df, -dr))
                    .expect("directions come in opposite pairs");
                let full = ray[d][a] | ray[opposite][a] | 1 << a;
                let mut acc = 0;
                let mut cur = squares[a];
                while let Some(next) = g.offset(cur, df, dr) {
                    let b = next.rank() as usize * g.width as usize + next.file() as usize;
                    between[a * n + b] = acc;
                    line[a * n + b] = full;
                    acc |= 1 << b;
                    cur = next;
                }
            }
        }
        let union = |dirs: &[(i8, i8)], s: usize| {
            ALL_DIRECTIONS
                .iter()
                .enumerate()
                .filter(|(_, v)| dirs.contains(v))
                .fold(0, |acc, (d, _)| acc | ray[d][s])
        };
        let orth_empty = (0..n).map(|s| union(ORTHOGONAL, s)).collect();
        let diag_empty = (0..n).map(|s| union(DIAGONAL, s)).collect();
        let file_a = set(&mut squares.iter().copied().filter(|s| s.file() == 0));
        let file_last = set(&mut squares.iter().copied().filter(|s| s.file() + 1 == g.width));
        let ranks = (0..g.height)
            .map(|r| set(&mut squares.iter().copied().filter(|s| s.rank() == r)))
            .collect();
        let rank_mask = |r: u8| set(&mut squares.iter().copied().filter(|s| s.rank() == r));
        let h = g.height;
        let zones = std::array::from_fn(|c| {
            let rel = |r: u8| if c == 0 { r } else { h - 1 - r };
            (0..=h)
                .map(|zone| {
                    let last = rank_mask(rel(h - 1));
                    let mut optional = 0;
                    let mut near = rank_mask(rel(h.saturating_sub(zone + 1)));
                    for r in h.saturating_sub(zone)..h - 1 {
                        optional |= rank_mask(rel(r));
                        near |= rank_mask(rel(r));
                    }
                    (last, optional, near)
                })
                .collect()
        });
        Tables {
            squares: SquareMap(std::array::from_fn(|i| {
                *squares.get(i).unwrap_or(&squares[0])
            })),
            zones,
            ranks,
            ray,
            leap: leap.try_into().expect("one table per role"),
            pawn,
            between,
            line,
            orth_empty,
            diag_empty,
            file_a,
            file_last,
        }
    }

    #[test]
    fn tables_match_the_reference_construction() {
        for g in [Geometry::CHESS, Geometry::GRAND] {
            let (t, r) = (Tables::build(g), reference_build(g));
            assert_eq!(t.squares, r.squares);
            assert_eq!(t.ray, r.ray);
            assert_eq!(t.leap, r.leap);
            assert_eq!(t.pawn, r.pawn);
            assert_eq!(t.between, r.between);
            assert_eq!(t.line, r.line);
            assert_eq!(t.orth_empty, r.orth_empty);
            assert_eq!(t.diag_empty, r.diag_empty);
            assert_eq!((t.file_a, t.file_last), (r.file_a, r.file_last));
            assert_eq!(t.ranks, r.ranks);
            assert_eq!(t.zones, r.zones);
        }
    }
}
