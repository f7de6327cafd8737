//! [`Tables`]: the attack tables of one game in one width, and the lookups the move generator
//! makes in them.
//!
//! A piece's targets are its leaps (a table per side, role and square), its rides along whole
//! lines (rook-like and bishop-like rides, which most pieces have, by rays to the first
//! blocker) and any other ride (a nightrider, a ride of a few steps, a ride that only moves or
//! only captures) by the reach of its line from the table `lines`. Whence a side attacks a
//! square is the same data reversed, grouped by kinds that attack alike ([`AttackGroup`]).

use super::{Bits, Shields, Special, SquareMap};
use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::role::{Mode, Role, RoleSet};

/// A ride that is not a whole rook or bishop line: along one vector, up to the edge or a
/// number of steps, stopped by the first piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ride {
    /// Where in the table `lines` the squares it reaches on an empty board start.
    pub(super) reach: u32,
    /// Where the ray to the edge along the same vector starts (what lies beyond a blocker).
    pub(super) ray: u32,
    /// Whether the vector goes down the bit indices (the first piece met is the highest bit).
    pub descending: bool,
    /// Moves, captures or both.
    pub mode: Mode,
    /// The vector, as the side plays it.
    pub vector: (i8, i8),
    /// The number of steps (0: to the edge).
    pub range: u8,
}

/// One leap of the pieces of a pawn kind, for all of them at once: a shift of the set.
#[derive(Clone, Copy, Debug)]
pub struct PawnStep<B> {
    /// The shift, in bit indices.
    pub delta: i32,
    /// The squares whence the leap stays on the board.
    pub from: B,
    /// Whether it goes to an empty square, captures, or both.
    pub quiet: bool,
    pub capture: bool,
    /// The squares whence the step may be taken twice (a double step).
    pub double: B,
}

/// Kinds of one side that capture by the same leaps.
#[derive(Debug)]
pub struct LeapGroup<B> {
    /// The kinds.
    pub roles: RoleSet,
    /// By square: whence a piece of the group captures on it.
    pub(super) to: Box<[B]>,
    /// By square: where a piece of the group captures from it.
    pub(super) from: Box<[B]>,
    /// The same leaps as shifts, for groups of many pieces (pawns): `(delta, squares whence
    /// the leap stays on the board)`.
    pub shifts: Vec<(i32, B)>,
}

/// A capturing ride reversed: from a square, the first piece along it attacks the square if
/// it is of one of `roles`.
#[derive(Clone, Copy, Debug)]
pub struct RideAttack {
    /// The kinds that capture along the ride.
    pub roles: RoleSet,
    /// The ride from the attacked square back to its attackers.
    pub ride: Ride,
}

/// Whence the pieces of one side attack a square.
#[derive(Debug, Default)]
pub struct AttackGroup<B> {
    /// Kinds that capture by leaps, grouped by their leaps.
    pub leaps: Vec<LeapGroup<B>>,
    /// Kinds riding whole orthogonal lines.
    pub orth: RoleSet,
    /// Kinds riding whole diagonal lines.
    pub diag: RoleSet,
    /// The other capturing rides.
    pub rides: Vec<RideAttack>,
    /// Every kind that captures by a ride of `rides`.
    pub ride_roles: RoleSet,
}

/// How the generator handles one kind of one side, in the order it generates them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleInfo {
    /// The kind.
    pub role: Role,
    /// [`RoleInfo::STEPS`], [`RoleInfo::UNIFORM`], [`RoleInfo::ROYAL`], [`RoleInfo::PAWN`].
    pub flags: u8,
}

impl RoleInfo {
    /// A pawn kind that only leaps: its pieces move together, by shifts.
    pub const STEPS: u8 = 1;
    /// Its moves and captures are the same.
    pub const UNIFORM: u8 = 2;
    /// Royal.
    pub const ROYAL: u8 = 4;
    /// A pawn kind (that rides).
    pub const PAWN: u8 = 8;
    /// It rides whole orthogonal lines.
    pub const ORTH: u8 = 16;
    /// It rides whole diagonal lines.
    pub const DIAG: u8 = 32;
    /// It has other rides.
    pub const RIDES: u8 = 64;
}

/// How one kind of one side attacks, for grouping a side's pieces: its leap group, and
/// whether it rides whole orthogonal or diagonal lines or other lines (as masks: every square
/// if it does, none if not, so that grouping is branchless).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttackRole<B> {
    /// The index of its leap group, or [`NO_GROUP`].
    pub group: u8,
    /// Whole orthogonal, whole diagonal, other rides.
    pub orth: B,
    pub diag: B,
    pub rides: B,
}

/// The leap group of a kind that captures by no leap: one past the last group a game may have.
pub const NO_GROUP: u8 = crate::core::role::MAX_ROLES as u8;

/// The attack tables of one game, in sets of type `B`.
#[derive(Debug)]
pub struct Tables<B> {
    /// The board.
    pub geometry: Geometry,
    /// Number of squares.
    pub(super) n: usize,
    /// Number of kinds.
    pub(super) roles: usize,
    /// The square of each bit index.
    pub squares: SquareMap,
    /// By (side, role, square): leaps to empty squares, and leaps that capture.
    pub(super) quiet: Box<[B]>,
    pub(super) capture: Box<[B]>,
    /// Kinds riding whole orthogonal lines, and whole diagonal lines (moving and capturing).
    pub orth: RoleSet,
    pub diag: RoleSet,
    /// By side: the kinds whose moves and captures are the same (no `m` or `c` line).
    pub uniform: [RoleSet; 2],
    /// By side: the kinds with rides of `rides`.
    pub riding: [RoleSet; 2],
    /// By (side, role): the other rides.
    pub(super) rides: Box<[Vec<Ride>]>,
    /// By (side, role), for pawn kinds that only leap: their leaps as shifts.
    pub(super) steps: Box<[Vec<PawnStep<B>>]>,
    /// Per line, the squares it reaches from each square on an empty board.
    pub(super) lines: Box<[B]>,
    /// `ray[d][sq]`: squares from `sq` (excluded) to the edge in direction `DIRECTIONS[d]`.
    pub(super) ray: [Box<[B]>; 8],
    /// Squares strictly between two squares on a line, else empty (`n * n`).
    pub(super) between: Box<[B]>,
    /// The whole line through two squares on a line (both included), else empty.
    pub(super) line: Box<[B]>,
    /// Empty-board orthogonal and diagonal ride targets from each square.
    pub(super) orth_empty: Box<[B]>,
    pub(super) diag_empty: Box<[B]>,
    /// The squares next to each square (a king's steps).
    pub(super) around: Box<[B]>,
    /// Every square of the board.
    pub board: B,
    /// Rank masks, the first rank first.
    pub(super) ranks: Box<[B]>,
    /// By attacking side: whence its pieces attack.
    pub attack: [AttackGroup<B>; 2],
    /// By side and role: how the kind attacks.
    pub attack_roles: [Box<[AttackRole<B>]>; 2],
    /// By side: its kinds, the pieces first and the pawns that only leap last, as the
    /// generator takes them.
    pub order: [Box<[RoleInfo]>; 2],
    /// By side: the last rank of its promotion zone (compulsory), the zone's other ranks
    /// (optional), and the squares whence one of its pawns may enter the zone.
    pub zone: [(B, B, B); 2],
    /// By (royal wing, rook wing, royal file, rook file): the back-rank files a castle needs
    /// empty, every file if it is not a castle (empty if the game does not castle).
    pub(crate) castle_paths: Box<[u32]>,
    /// The kinds whose moves are found square by square, and by (side, role) how they move.
    pub special_roles: RoleSet,
    /// By attacking side: whether its attacks that pieces in the way may make or break all
    /// run along the orthogonal and diagonal lines through the attacked square or within
    /// three squares of it (hops along those lines, lame leaps, line rides).
    pub local_attacks: [bool; 2],
    pub(super) special: Box<[Option<Special>]>,
    /// By (side, square), `c * n + sq`: whence a special kind of the side could attack the
    /// square, whatever stands between (their reversed reaches together).
    pub(super) special_near: Box<[Set]>,
}

/// The eight directions of the whole-line rides: orthogonal, then diagonal, each followed by
/// its opposite.
pub(super) const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// The tables of a game, in the width its board needs.
#[derive(Debug)]
pub enum AnyTables {
    /// 64-bit sets, for boards of at most 64 squares.
    Narrow(Tables<u64>),
    /// 128-bit sets, for boards of at most 128.
    Wide(Tables<u128>),
    /// 192-bit sets, for boards of up to 12x12.
    Large(Tables<Set>),
}

impl AnyTables {
    /// The squares next to `sq`, orthogonally and diagonally.
    #[inline]
    pub fn around(&self, sq: u32) -> Set {
        match self {
            AnyTables::Narrow(t) => t.around(sq).set(),
            AnyTables::Wide(t) => t.around(sq).set(),
            AnyTables::Large(t) => t.around(sq),
        }
    }
}

impl<B: Bits> Tables<B> {
    #[inline(always)]
    fn index(&self, c: Color, role: Role) -> usize {
        c.index() * self.roles + role.index()
    }
    /// Where the kind `role` of side `c` leaps from `sq` (to capture or not, for a kind whose
    /// moves and captures are the same).
    #[inline(always)]
    pub fn leap(&self, c: Color, role: Role, sq: u32) -> B {
        self.quiet[self.index(c, role) * self.n + sq as usize]
    }
    /// Where the kind `role` of side `c` leaps from `sq` to capture.
    #[inline(always)]
    pub fn leap_capture(&self, c: Color, role: Role, sq: u32) -> B {
        self.capture[self.index(c, role) * self.n + sq as usize]
    }
    /// The rides of a kind that are not whole lines.
    #[inline(always)]
    pub fn rides(&self, c: Color, role: Role) -> &[Ride] {
        &self.rides[self.index(c, role)]
    }
    /// The leaps of a pawn kind that does not ride, as shifts.
    #[inline(always)]
    pub fn steps(&self, c: Color, role: Role) -> &[PawnStep<B>] {
        &self.steps[self.index(c, role)]
    }
    /// The squares of rank `r` (0 = the first).
    #[inline(always)]
    pub fn rank(&self, r: u32) -> B {
        self.ranks[r as usize]
    }
    /// Squares from `sq` (excluded) to the edge in direction `d` of the eight of the
    /// whole-line rides (orthogonal ones first: `0..4`, whose `0` and `1` run along the
    /// rank, `2` and `3` along the file).
    #[inline(always)]
    pub fn ray(&self, d: usize, sq: u32) -> B {
        self.ray[d][sq as usize]
    }
    /// Squares strictly between `a` and `b` if they share a line, else none.
    #[inline(always)]
    pub fn between(&self, a: u32, b: u32) -> B {
        self.between[a as usize * self.n + b as usize]
    }
    /// The line through `a` and `b` if they share one, else none.
    #[inline(always)]
    pub fn line(&self, a: u32, b: u32) -> B {
        self.line[a as usize * self.n + b as usize]
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
    /// The squares next to `sq`, orthogonally and diagonally.
    #[inline(always)]
    pub fn around(&self, sq: u32) -> B {
        self.around[sq as usize]
    }

    /// The squares of the line through `sq` along the directions `up` (ascending) and `down`
    /// that a rider on `sq` reaches, the first piece each way included. In 64 bits by the
    /// obstruction difference (the squares from the highest blocker below to the lowest above
    /// are one subtraction), branchless; in 128, where isolating the highest bit is dearer, by
    /// cutting each ray at its first blocker.
    #[inline(always)]
    fn line_to_blockers(&self, up: usize, down: usize, sq: u32, occ: B) -> B {
        let (above, below) = (self.ray[up][sq as usize], self.ray[down][sq as usize]);
        if B::NARROW {
            let upper = above & occ;
            // The highest blocker below, or bit 0 if none (then every square below is kept).
            let highest_below = B::one(((below & occ) | B::one(0)).msb());
            return (above | below) & (upper ^ upper.wrapping_sub(highest_below));
        }
        let (upper, lower) = (above & occ, below & occ);
        let mut reach = above | below;
        if upper.any() {
            reach ^= self.ray[up][upper.lsb() as usize];
        }
        if lower.any() {
            reach ^= self.ray[down][lower.msb() as usize];
        }
        reach
    }

    /// Orthogonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn orth(&self, sq: u32, occ: B) -> B {
        self.line_to_blockers(0, 1, sq, occ) | self.line_to_blockers(2, 3, sq, occ)
    }
    /// Diagonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn diag(&self, sq: u32, occ: B) -> B {
        self.line_to_blockers(4, 5, sq, occ) | self.line_to_blockers(7, 6, sq, occ)
    }

    /// The squares `ride` reaches from `sq` given the occupied squares, the first piece met
    /// included.
    #[inline(always)]
    pub fn ride(&self, ride: &Ride, sq: u32, occ: B) -> B {
        let reach = self.lines[ride.reach as usize + sq as usize];
        let blockers = reach & occ;
        if !blockers.any() {
            return reach;
        }
        let first = if ride.descending {
            blockers.msb()
        } else {
            blockers.lsb()
        };
        reach & !self.lines[ride.ray as usize + first as usize]
    }

    /// The reach of `ride` from `sq` on an empty board.
    #[inline(always)]
    pub fn reach(&self, ride: &Ride, sq: u32) -> B {
        self.lines[ride.reach as usize + sq as usize]
    }

    /// The squares of `ride` from `sq` up to and including `end`, a square on it.
    #[inline(always)]
    pub fn up_to(&self, ride: &Ride, sq: u32, end: u32) -> B {
        self.lines[ride.reach as usize + sq as usize]
            & !self.lines[ride.ray as usize + end as usize]
    }

    /// The leaps of a kind of a side, by square (to capture or not, for a kind whose moves
    /// and captures are the same).
    #[inline(always)]
    pub fn leaps(&self, c: Color, role: Role) -> &[B] {
        let i = self.index(c, role) * self.n;
        &self.quiet[i..i + self.n]
    }

    /// Where a piece of the uniform kind `info` of side `c` on `sq` moves or captures, given
    /// the occupied squares, its leaps given.
    #[inline(always)]
    pub fn attacks_of(&self, c: Color, info: RoleInfo, leaps: &[B], sq: u32, occ: B) -> B {
        let mut a = leaps.get(sq as usize).copied().unwrap_or(B::ZERO);
        if info.flags & RoleInfo::ORTH != 0 {
            a |= self.orth(sq, occ);
        }
        if info.flags & RoleInfo::DIAG != 0 {
            a |= self.diag(sq, occ);
        }
        if info.flags & RoleInfo::RIDES != 0 {
            for ride in self.rides(c, info.role) {
                a |= self.ride(ride, sq, occ);
            }
        }
        a
    }

    /// Where a piece of a uniform kind `role` of side `c` on `sq` moves or captures, given the
    /// occupied squares.
    #[inline(always)]
    pub fn attacks(&self, c: Color, role: Role, sq: u32, occ: B) -> B {
        let mut a = self.leap(c, role, sq);
        if self.orth.contains(role) {
            a |= self.orth(sq, occ);
        }
        if self.diag.contains(role) {
            a |= self.diag(sq, occ);
        }
        if self.riding[c.index()].contains(role) {
            for ride in self.rides(c, role) {
                a |= self.ride(ride, sq, occ);
            }
        }
        a
    }

    /// The pieces a piece of kind `role` of side `c` may not hop over or capture, given
    /// `bits`, the squares of the pieces of a set of kinds (none for most kinds).
    #[inline]
    pub fn shields(&self, c: Color, role: Role, bits: impl Fn(RoleSet) -> Set) -> Shields {
        match self.special_roles.contains(role) {
            true => self
                .special(c, role)
                .map_or(Shields::default(), |s| s.shields(bits)),
            false => Shields::default(),
        }
    }

    /// Where a piece of kind `role` of side `c` on `sq` may go to an empty square, and where
    /// it may capture, given the occupied squares (whatever stands on those squares) and the
    /// pieces it may not hop over or capture ([`Tables::shields`]).
    #[inline]
    pub fn targets(&self, c: Color, role: Role, sq: u32, occ: B, shields: Shields) -> (B, B) {
        if self.special_roles.contains(role) {
            return self.special(c, role).map_or((B::ZERO, B::ZERO), |s| {
                let (quiet, capture) =
                    s.targets(self.geometry, self.squares.square(sq), occ.set(), shields);
                (B::from_set(quiet), B::from_set(capture))
            });
        }
        if self.uniform[c.index()].contains(role) {
            let a = self.attacks(c, role, sq, occ);
            return (a, a);
        }
        let i = self.index(c, role) * self.n + sq as usize;
        let (mut quiet, mut capture) = (self.quiet[i], self.capture[i]);
        let mut both = B::ZERO;
        if self.orth.contains(role) {
            both |= self.orth(sq, occ);
        }
        if self.diag.contains(role) {
            both |= self.diag(sq, occ);
        }
        for ride in self.rides(c, role) {
            let t = self.ride(ride, sq, occ);
            match ride.mode {
                Mode::Both => both |= t,
                Mode::Move => quiet |= t,
                Mode::Capture => capture |= t,
            }
        }
        (quiet | both, capture | both)
    }

    /// The squares whence a special kind of side `c` could attack bit `sq`, whatever stands
    /// between.
    #[inline(always)]
    pub fn special_near(&self, c: Color, sq: u32) -> Set {
        self.special_near[c.index() * self.n + sq as usize]
    }

    /// How a kind of a side moves, if its moves are found square by square.
    #[inline]
    pub fn special(&self, c: Color, role: Role) -> Option<&Special> {
        self.special.get(self.index(c, role))?.as_ref()
    }

    /// Where a piece of kind `role` of side `c` on `sq` captures, given the occupied squares
    /// and the pieces it may not hop over or capture.
    #[inline]
    pub fn captures(&self, c: Color, role: Role, sq: u32, occ: B, shields: Shields) -> B {
        self.targets(c, role, sq, occ, shields).1
    }
}

impl<B: Bits> LeapGroup<B> {
    /// Whence a piece of the group attacks `sq`.
    #[inline(always)]
    pub fn to(&self, sq: u32) -> B {
        self.to[sq as usize]
    }
    /// Where a piece of the group on `sq` attacks.
    #[inline(always)]
    pub fn from(&self, sq: u32) -> B {
        self.from[sq as usize]
    }
}
