//! The tables of the pawn kinds, built once per game: their leaps as shifts of the whole set,
//! with their double steps, and each side's promotion zone with the squares whence a pawn
//! enters it.

use super::lines::reach_of;
use super::{Builder, TableSpec};
use crate::core::bitboard::bit;
use crate::core::bitboard::tables::{PawnStep, Ride, DIRECTIONS};
use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::role::{Path, RoleSet};

/// The movement tables of every (side, kind), by square, as the builder has made them: what
/// the squares whence a pawn may promote are found from.
#[derive(Clone, Copy)]
pub(super) struct Movements<'a> {
    pub(super) quiet: &'a [Set],
    pub(super) capture: &'a [Set],
    pub(super) rides: &'a [Vec<Ride>],
    pub(super) steps: &'a [Vec<PawnStep<Set>>],
    /// The kinds riding whole orthogonal lines, whole diagonal lines.
    pub(super) orth: RoleSet,
    pub(super) diag: RoleSet,
}

impl Builder {
    /// The leaps of each pawn kind that does not ride, as shifts, with its double steps: a
    /// move-only step one square forward (straight or diagonal) from a double-step rank, the
    /// board long enough, to a square the pawn does not leap to anyway; or, for a kind with
    /// first moves of its own (Betza's `i`), those from the double-step ranks instead (a lame
    /// one as the double of its first step: `ifmnD`).
    pub(super) fn steps(
        &self,
        spec: &TableSpec,
        quiet: &[Set],
        capture: &[Set],
        rides: &[Vec<Ride>],
    ) -> Vec<Vec<PawnStep<Set>>> {
        let (g, n) = (self.g, self.n);
        let roles = spec.movements.len();
        let mut out = vec![Vec::new(); 2 * roles];
        for role in spec.pawns.iter() {
            let m = spec.movements[role.index()];
            for c in Color::ALL {
                let i = c.index() * roles + role.index();
                if !rides[i].is_empty() {
                    continue;
                }
                let allowed = self.allowed(spec, role, c);
                let lands = |s, v: (i8, i8)| {
                    self.offset(s, v)
                        .filter(|&t| allowed & self.bit(t) != Set::EMPTY)
                };
                let first_move =
                    |s: Square| spec.double_step[c.index()] & self.bit(s) != Set::EMPTY;
                let mut steps: Vec<PawnStep<Set>> = Vec::new();
                for l in m.lines.iter().filter(|l| l.range == 1) {
                    let v = l.vector_for(c);
                    let from = g
                        .squares()
                        .filter(|&s| lands(s, v).is_some())
                        .fold(Set::EMPTY, |a, s| a | self.bit(s));
                    let step = PawnStep {
                        delta: self.delta(v),
                        from,
                        quiet: l.mode.moves(),
                        capture: l.mode.captures(),
                        double: Set::EMPTY,
                    };
                    merge(&mut steps, step);
                }
                for l in m.double_steps() {
                    let v = l.vector_for(c);
                    let mut double = Set::EMPTY;
                    for s in g
                        .squares()
                        .filter(|&s| first_move(s) && lands(s, v).is_some())
                    {
                        if let Some(t) = lands(s, (2 * v.0, 2 * v.1)) {
                            let sq = g.bit_index(s) as usize;
                            let leapt = quiet[i * n + sq] | capture[i * n + sq];
                            if leapt & self.bit(t) == Set::EMPTY {
                                double |= self.bit(s);
                            }
                        }
                    }
                    let step = PawnStep {
                        delta: self.delta(v),
                        from: Set::EMPTY,
                        quiet: false,
                        capture: false,
                        double,
                    };
                    merge(&mut steps, step);
                }
                // The first moves that leap (the hoplite's `imA`); the lame ones are doubled
                // steps, above.
                for l in m.initial.iter().filter(|l| l.path == Path::Open) {
                    let v = l.vector_for(c);
                    let from = g
                        .squares()
                        .filter(|&s| first_move(s) && lands(s, v).is_some())
                        .fold(Set::EMPTY, |a, s| a | self.bit(s));
                    let delta = self.delta(v);
                    // Not again from where the pawn leaps so anyway.
                    let anyway = steps
                        .iter()
                        .filter(|s| s.delta == delta && s.quiet)
                        .fold(Set::EMPTY, |a, s| a | s.from);
                    steps.push(PawnStep {
                        delta,
                        from: from & !anyway,
                        quiet: true,
                        capture: false,
                        double: Set::EMPTY,
                    });
                }
                out[i] = steps;
            }
        }
        out
    }

    /// The shift, in bit indices, of a step `v`.
    fn delta(&self, v: (i8, i8)) -> i32 {
        i32::from(v.1) * i32::from(self.g.width) + i32::from(v.0)
    }

    /// The promotion zone of side `c`: its last rank, its other ranks, and the squares whence
    /// a pawn of `c` may enter it in one move.
    pub(super) fn zone(
        &self,
        spec: &TableSpec,
        c: Color,
        moves: &Movements<'_>,
    ) -> (Set, Set, Set) {
        let Movements {
            quiet,
            capture,
            rides,
            steps,
            orth,
            diag,
        } = *moves;
        let (g, n) = (self.g, self.n);
        if spec.zone == 0 || spec.pawns.is_empty() {
            return (Set::EMPTY, Set::EMPTY, Set::EMPTY);
        }
        let rank = |r: u8| {
            let abs = match c {
                Color::White => r,
                Color::Black => g.height - 1 - r,
            };
            g.squares()
                .filter(|s| s.rank() == abs)
                .fold(Set::EMPTY, |a, s| a | self.bit(s))
        };
        let (last, optional) = match spec.zone_squares {
            // A zone of squares (Troitzky chess's, along the board's edge) is all compulsory.
            Some(sides) => (sides[c.index()], Set::EMPTY),
            None => {
                let mut optional = Set::EMPTY;
                for r in 1..spec.zone.min(g.height) {
                    optional |= rank(g.height - 1 - r);
                }
                (rank(g.height - 1), optional)
            }
        };
        let zone = last | optional;
        let (last, optional) = if spec.zone_compulsory {
            (zone, Set::EMPTY)
        } else {
            (last, optional)
        };
        let roles = spec.movements.len();
        let mut near = Set::EMPTY;
        for role in spec.pawns.iter() {
            let i = c.index() * roles + role.index();
            for (sq, s) in g.squares().enumerate() {
                let mut reach = quiet[i * n + sq] | capture[i * n + sq];
                for ride in &rides[i] {
                    reach |= reach_of(g, self.holes, s, ride.vector, ride.range);
                }
                // A pawn riding whole lines (rare) reaches along them too.
                let whole = |lines: &[(i8, i8)]| {
                    lines
                        .iter()
                        .fold(Set::EMPTY, |a, &v| a | reach_of(g, self.holes, s, v, 0))
                };
                if orth.contains(role) {
                    reach |= whole(&DIRECTIONS[..4]);
                }
                if diag.contains(role) {
                    reach |= whole(&DIRECTIONS[4..]);
                }
                for step in &steps[i] {
                    if step.double.has(sq as u32) {
                        reach |= bit((sq as i32 + 2 * step.delta) as u32);
                    }
                    if step.quiet && step.from.has(sq as u32) {
                        reach |= bit((sq as i32 + step.delta) as u32);
                    }
                }
                if reach & zone != Set::EMPTY {
                    near |= self.bit(s);
                }
            }
        }
        (last, optional, near)
    }
}

/// Adds a step to a kind's steps, into the one of the same shift whence it leaps alike.
fn merge(steps: &mut Vec<PawnStep<Set>>, step: PawnStep<Set>) {
    let same = steps.iter_mut().find(|s| {
        s.delta == step.delta
            && (s.from == step.from || step.from == Set::EMPTY || s.from == Set::EMPTY)
    });
    match same {
        Some(s) => {
            s.from |= step.from;
            s.quiet |= step.quiet;
            s.capture |= step.capture;
            s.double |= step.double;
        }
        None => steps.push(step),
    }
}
