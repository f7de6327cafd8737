//! The movement tables of a defined game, compiled from its pieces' Betza atoms: for each
//! kind and side, where it leaps and rides from each square ([`Moves`]); for each side, the
//! same reversed ([`Attacks`]: whence its pieces attack a square), each table once with every
//! kind that has it, so that a square is tested once per line rather than once per kind; and
//! [`Lines`], every ride's reach from each square in one flat table.

use super::super::betza::{Atom, Mode};
use crate::core::bitboard::{shl, shr};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};

/// A ride: along one vector, up to the edge or a number of steps, stopped by the first piece.
#[derive(Clone, Copy)]
pub struct Ride {
    /// Where in [`Lines`] the squares it reaches on an empty board start.
    pub reach: u32,
    /// Where the ray to the edge along the same vector starts (what lies beyond a blocker).
    pub ray: u32,
    /// Whether the vector goes down the bit indices (the first piece met is the highest bit).
    pub descending: bool,
    /// Moves, captures or both.
    pub mode: Mode,
    /// The vector and the number of steps (0: to the edge).
    vector: (i8, i8),
    range: u8,
}

/// How one kind of piece of one side moves, per bit index.
pub struct Moves {
    /// Leaps to empty squares.
    pub leap_move: Box<[u128]>,
    /// Leaps that capture.
    pub leap_capture: Box<[u128]>,
    /// Rides, those that both move and capture first.
    pub rides: Vec<Ride>,
    /// How many rides both move and capture.
    pub both: usize,
    /// The leaps again, one per vector, for moving many pieces at once (pawns).
    pub steps: Vec<Step>,
}

/// A leap along one vector, for a set of pieces at once: shifted by `delta` bit indices.
pub struct Step {
    /// The squares whence the leap stays on the board.
    pub from: u128,
    pub delta: i32,
    /// Whether it moves to an empty square, captures, or both.
    pub moves: bool,
    pub captures: bool,
    /// The squares whence a pawn may take this step twice (a move-only forward step from a
    /// double-step rank, the board long enough, to a square it does not leap to).
    pub double: u128,
}

impl Step {
    /// Adds the step's targets to the leap tables (per bit index).
    fn mark(&self, leap_move: &mut [u128], leap_capture: &mut [u128]) {
        for (i, (m, k)) in leap_move
            .iter_mut()
            .zip(leap_capture.iter_mut())
            .enumerate()
        {
            if self.from >> i & 1 != 0 {
                let to = 1u128 << (i as i32 + self.delta);
                *m |= if self.moves { to } else { 0 };
                *k |= if self.captures { to } else { 0 };
            }
        }
    }

    /// Drops the double steps to a square the piece leaps to anyway (per `leap_move`): that
    /// is one move.
    fn skip_leapt_doubles(&mut self, leap_move: &[u128]) {
        let mut d = self.double;
        while d != 0 {
            let s = d.trailing_zeros() as i32;
            d &= d - 1;
            if leap_move[s as usize] >> (s + 2 * self.delta) & 1 != 0 {
                self.double &= !(1u128 << s);
            }
        }
    }

    /// The squares of `set` moved one step; `set` holds only squares whence the step stays
    /// on the board.
    #[inline(always)]
    pub fn shift(&self, set: u128) -> u128 {
        if self.delta > 0 {
            shl(set, self.delta as u32)
        } else {
            shr(set, self.delta.unsigned_abs())
        }
    }
}

/// Pieces named as a set of the codes of `Position::squares`: bit `code` for each (side,
/// kind) in the set, so that the piece on a square is tested with one shift.
pub type Codes = u64;

/// The code of a piece on `Position::squares`: `1 + 2 * kind`, plus 1 for white (0 is an
/// empty square).
#[inline]
pub fn code(c: Color, kind: usize) -> u8 {
    1 + 2 * kind as u8 + u8::from(c == Color::White)
}

/// Squares whence pieces capture on a square by a leap: one table, and the kinds that have it.
pub struct LeapAttack {
    pub kinds: u16,
    pub from: Box<[u128]>,
}

/// A capturing ride reversed: from a square, the ride finds the pieces (`codes`) that attack
/// it along this line.
pub struct RideAttack {
    pub codes: Codes,
    pub ride: Ride,
}

/// Whence one side's pieces attack a square.
pub struct Attacks {
    pub leaps: Vec<LeapAttack>,
    pub rides: Vec<RideAttack>,
}

/// Per line (a vector and a number of steps, 0 for a ride to the edge), the squares it
/// reaches from each bit index on an empty board, one table after the other.
pub struct Lines {
    table: Box<[u128]>,
}

impl Lines {
    /// The squares `ride` reaches from bit `sq` given the occupied squares, the first piece
    /// met included.
    #[inline(always)]
    pub fn targets(&self, ride: &Ride, sq: usize, occ: u128) -> u128 {
        let reach = self.table[ride.reach as usize + sq];
        let blockers = reach & occ;
        if blockers == 0 {
            return reach;
        }
        reach & !self.table[ride.ray as usize + first(blockers, ride.descending) as usize]
    }

    /// The squares of `ride` from `sq` up to and including the square `end` on it.
    #[inline(always)]
    pub fn up_to(&self, ride: &Ride, sq: usize, end: u32) -> u128 {
        self.table[ride.reach as usize + sq] & !self.table[ride.ray as usize + end as usize]
    }

    /// The reach of `ride` from `sq` on an empty board.
    #[inline(always)]
    pub fn reach(&self, ride: &Ride, sq: usize) -> u128 {
        self.table[ride.reach as usize + sq]
    }
}

/// The first square of a set along a ride: the lowest bit, or the highest going down.
#[inline(always)]
pub fn first(set: u128, descending: bool) -> u32 {
    if descending {
        127 - set.leading_zeros()
    } else {
        set.trailing_zeros()
    }
}

/// The tables being built: the lines registered so far.
pub struct Builder {
    g: Geometry,
    keys: Vec<((i8, i8), u8)>,
    table: Vec<u128>,
}

impl Builder {
    pub fn new(g: Geometry) -> Builder {
        Builder {
            g,
            keys: Vec::new(),
            table: Vec::new(),
        }
    }

    fn squares(&self) -> usize {
        usize::from(self.g.width) * usize::from(self.g.height)
    }

    /// Where the line of `v` and `range` starts in the table, registered on first use.
    fn line(&mut self, v: (i8, i8), range: u8) -> u32 {
        if let Some(i) = self.keys.iter().position(|&k| k == (v, range)) {
            return (i * self.squares()) as u32;
        }
        let g = self.g;
        self.keys.push((v, range));
        self.table
            .extend(g.squares().map(|s| reach(g, s, v, range)));
        ((self.keys.len() - 1) * self.squares()) as u32
    }

    fn ride(&mut self, v: (i8, i8), range: u8, mode: Mode) -> Ride {
        let delta = i32::from(v.1) * i32::from(self.g.width) + i32::from(v.0);
        Ride {
            reach: self.line(v, range),
            ray: self.line(v, 0),
            descending: delta < 0,
            mode,
            vector: v,
            range,
        }
    }

    pub fn finish(self) -> Lines {
        Lines {
            table: self.table.into_boxed_slice(),
        }
    }

    /// How a kind with these atoms moves for side `c`; pawns double step from the ranks
    /// `double_ranks` (0-based, from the side's own side).
    pub fn moves(&mut self, atoms: &[Atom], c: Color, double_ranks: &[u8]) -> Moves {
        let n = self.squares();
        let mut leap_move = vec![0u128; n].into_boxed_slice();
        let mut leap_capture = vec![0u128; n].into_boxed_slice();
        let mut rides = Vec::new();
        let mut steps: Vec<Step> = Vec::new();
        for atom in atoms {
            for &(x, y) in &atom.vectors {
                let v = (x, y * c.forward());
                if atom.range != 1 {
                    rides.push(self.ride(v, atom.range, atom.mode));
                    continue;
                }
                let double = (atom.mode == Mode::Move && y > 0).then_some(double_ranks);
                let step = self.step(v, atom.mode, c, double);
                step.mark(&mut leap_move, &mut leap_capture);
                match steps
                    .iter_mut()
                    .find(|s| s.delta == step.delta && s.from == step.from)
                {
                    Some(s) => {
                        s.moves |= step.moves;
                        s.captures |= step.captures;
                        s.double |= step.double;
                    }
                    None => steps.push(step),
                }
            }
        }
        for step in &mut steps {
            step.skip_leapt_doubles(&leap_move);
        }
        rides.sort_by_key(|r| r.mode != Mode::Both);
        Moves {
            leap_move,
            leap_capture,
            both: rides.iter().filter(|r| r.mode == Mode::Both).count(),
            rides,
            steps,
        }
    }

    /// The leap along `v` for side `c`; taken twice from the ranks `double`, if given.
    fn step(&self, v: (i8, i8), mode: Mode, c: Color, double: Option<&[u8]>) -> Step {
        let g = self.g;
        let mut step = Step {
            from: 0,
            delta: i32::from(v.1) * i32::from(g.width) + i32::from(v.0),
            moves: mode != Mode::Capture,
            captures: mode != Mode::Move,
            double: 0,
        };
        for s in g.squares() {
            if g.offset(s, v.0, v.1).is_none() {
                continue;
            }
            step.from |= 1u128 << index(g, s);
            let rank = match c {
                Color::White => s.rank(),
                Color::Black => g.height - 1 - s.rank(),
            };
            if double.is_some_and(|d| d.contains(&rank)) && g.offset(s, 2 * v.0, 2 * v.1).is_some()
            {
                step.double |= 1u128 << index(g, s);
            }
        }
        step
    }

    /// Whence the pieces of side `c`, whose moves by kind are `kinds`, attack a square.
    pub fn attacks<'a>(&mut self, c: Color, kinds: impl Iterator<Item = &'a Moves>) -> Attacks {
        let mut leaps: Vec<LeapAttack> = Vec::new();
        let mut rides: Vec<RideAttack> = Vec::new();
        for (k, m) in kinds.enumerate() {
            let from = reversed(&m.leap_capture);
            if from.iter().any(|&s| s != 0) {
                match leaps.iter_mut().find(|l| l.from == from) {
                    Some(l) => l.kinds |= 1 << k,
                    None => leaps.push(LeapAttack {
                        kinds: 1 << k,
                        from,
                    }),
                }
            }
            for r in m.rides.iter().filter(|r| r.mode != Mode::Move) {
                let back = self.ride((-r.vector.0, -r.vector.1), r.range, Mode::Capture);
                let bit = 1 << code(c, k);
                match rides.iter_mut().find(|a| a.ride.reach == back.reach) {
                    Some(a) => a.codes |= bit,
                    None => rides.push(RideAttack {
                        codes: bit,
                        ride: back,
                    }),
                }
            }
        }
        Attacks { leaps, rides }
    }
}

/// A leap table reversed: per bit index, the squares whence it is reached.
fn reversed(table: &[u128]) -> Box<[u128]> {
    let mut out = vec![0u128; table.len()].into_boxed_slice();
    for (from, &targets) in table.iter().enumerate() {
        let mut t = targets;
        while t != 0 {
            out[t.trailing_zeros() as usize] |= 1u128 << from;
            t &= t - 1;
        }
    }
    out
}

/// The bit index of a square of `g`.
fn index(g: Geometry, sq: Square) -> usize {
    sq.rank() as usize * g.width as usize + sq.file() as usize
}

/// The squares a ride or leap along `v` reaches from `from` on an empty board, at most `range`
/// steps (0: to the edge).
fn reach(g: Geometry, from: Square, v: (i8, i8), range: u8) -> u128 {
    let mut acc = 0;
    let mut cur = from;
    let mut steps = 0;
    while let Some(to) = g.offset(cur, v.0, v.1) {
        acc |= 1u128 << index(g, to);
        steps += 1;
        if range != 0 && steps >= range {
            break;
        }
        cur = to;
    }
    acc
}
