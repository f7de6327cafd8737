//! The attack queries of one side: which of its pieces attack a square, and every square it
//! attacks. A square's possible attackers come from the tables reversed (whence a leap group
//! reaches it, the first pieces along its lines). For the many queries of a move generation,
//! the side's pieces are grouped once by how they attack ([`Attackers`]); a single query
//! ([`attackers`], whether a royal piece is attacked) reads each candidate's kind on the board
//! instead.

use crate::core::bitboard::Set;
use crate::core::bitboard::{bit, AttackRole, Bits, RideAttack, Special, Tables};
use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::position::Position;
use crate::core::role::{Role, RoleSet, MAX_ROLES};

/// The pieces of one side, for attack queries (a stand-in piece, Bario's undefined piece,
/// attacks as every kind left in its side's reserve: [`crate::core::rules::Rules::stand_in`]).
pub(crate) struct Attackers<'a, B> {
    t: &'a Tables<B>,
    board: &'a Board,
    color: Color,
    /// The side's pieces.
    pieces: B,
    /// By leap group of the side's [`crate::core::bitboard::AttackGroup`], and one slot for
    /// the kinds that capture by no leap.
    leaps: [B; MAX_ROLES + 1],
    /// The pieces riding whole orthogonal lines, whole diagonal lines.
    orth: B,
    diag: B,
    /// The stand-ins, and the kinds they attack as.
    stand_ins: B,
    held: RoleSet,
}

impl<'a, B: Bits> Attackers<'a, B> {
    /// The attackers of `by`, grouped (once per generation).
    #[inline(always)]
    pub(crate) fn new(pos: &'a Position, t: &'a Tables<B>, by: Color) -> Attackers<'a, B> {
        let mut a = Attackers::ungrouped(pos, t, by);
        let roles = &t.attack_roles[by.index()];
        let (mut orth, mut diag) = (B::ZERO, B::ZERO);
        let mut add = |r: &AttackRole<B>, pieces: B| {
            if let Some(set) = a.leaps.get_mut(usize::from(r.group)) {
                *set |= pieces;
            }
            orth |= pieces & r.orth;
            diag |= pieces & r.diag;
        };
        for (role, r) in roles.iter().enumerate() {
            add(
                r,
                B::from_set(pos.board.role_bits(Role(role as u8))) & a.pieces,
            );
        }
        if a.stand_ins.any() {
            for role in a.held.iter() {
                if let Some(r) = roles.get(role.index()) {
                    add(r, a.stand_ins);
                }
            }
        }
        a.orth = orth;
        a.diag = diag;
        a
    }

    /// The attackers of `by`, not grouped, but the pieces of `removed` (a capture's).
    #[inline(always)]
    pub(super) fn without(
        pos: &'a Position,
        t: &'a Tables<B>,
        by: Color,
        removed: B,
    ) -> Attackers<'a, B> {
        let mut a = Attackers::ungrouped(pos, t, by);
        a.pieces &= !removed;
        a.stand_ins &= !removed;
        a
    }

    /// The attackers of `by`, not grouped: for one query.
    #[inline(always)]
    fn ungrouped(pos: &'a Position, t: &'a Tables<B>, by: Color) -> Attackers<'a, B> {
        let board = &pos.board;
        let pieces = B::from_set(board.color_bits(by));
        let (stand_ins, held) = match pos.rules.stand_in {
            Some(role) => {
                let stand_ins = B::from_set(board.role_bits(role)) & pieces;
                (stand_ins, pos.reserve.held(by))
            }
            None => (B::ZERO, RoleSet::EMPTY),
        };
        Attackers {
            t,
            board,
            color: by,
            pieces,
            leaps: [B::ZERO; MAX_ROLES + 1],
            orth: B::ZERO,
            diag: B::ZERO,
            stand_ins,
            held,
        }
    }

    /// Whether the side's piece on bit `sq` attacks as one of `roles`.
    #[inline(always)]
    fn attacks_as(&self, sq: u32, roles: RoleSet) -> bool {
        if self.stand_ins.has(sq) {
            return roles.intersects(self.held);
        }
        self.board.role_at(sq).is_some_and(|r| roles.contains(r))
    }

    /// The pieces of `candidates` (the side's) that attack as one of `roles`.
    #[inline(always)]
    fn of(&self, candidates: B, roles: RoleSet) -> B {
        let mut found = B::ZERO;
        for s in candidates.iter() {
            if self.attacks_as(s, roles) {
                found |= B::one(s);
            }
        }
        found
    }

    /// Whether the side has pieces capturing along rides other than whole lines.
    #[inline(always)]
    pub(super) fn has_riders(&self) -> bool {
        !self.t.attack[self.color.index()].rides.is_empty()
    }

    /// The side's rides other than whole lines, reversed.
    pub(super) fn ride_attacks(&self) -> &'a [RideAttack] {
        &self.t.attack[self.color.index()].rides
    }

    /// Whether the side's piece on bit `sq` captures along a ride of `roles`.
    #[inline]
    pub(super) fn rides_along(&self, sq: u32, roles: RoleSet) -> bool {
        self.pieces.has(sq) && self.attacks_as(sq, roles)
    }

    /// The side's pieces on the lines through `sq` that ride those lines whole: the pieces
    /// that attack or pin along them, whatever stands between.
    #[inline(always)]
    pub(super) fn snipers(&self, sq: u32) -> B {
        let t = self.t;
        (t.orth_empty(sq) & self.orth) | (t.diag_empty(sq) & self.diag)
    }

    /// The pieces attacking `sq` along whole rook or bishop lines, given the occupied squares.
    #[inline(always)]
    pub(super) fn line_riders_to(&self, sq: u32, occ: B) -> B {
        let t = self.t;
        let mut a = B::ZERO;
        if (t.orth_empty(sq) & self.orth).any() {
            a |= t.orth(sq, occ) & self.orth;
        }
        if (t.diag_empty(sq) & self.diag).any() {
            a |= t.diag(sq, occ) & self.diag;
        }
        a
    }

    /// The pieces attacking `sq` by a ride, given the occupied squares.
    #[inline(always)]
    pub(super) fn riders_to(&self, sq: u32, occ: B) -> B {
        let t = self.t;
        let mut a = self.line_riders_to(sq, occ);
        for ra in self.ride_attacks() {
            let blockers = t.reach(&ra.ride, sq) & occ;
            if blockers.any() {
                let f = if ra.ride.descending {
                    blockers.msb()
                } else {
                    blockers.lsb()
                };
                if self.rides_along(f, ra.roles) {
                    a |= B::one(f);
                }
            }
        }
        a
    }

    /// The pieces attacking `sq`, given the occupied squares.
    #[inline]
    pub(crate) fn to(&self, sq: u32, occ: B) -> B {
        let a = self.leapers_to(sq) | self.riders_to(sq, occ);
        if self.t.special_roles.is_empty() {
            return a;
        }
        a | self.specials_to(sq, occ)
    }

    /// The pieces attacking `sq` by the moves found square by square (hoppers, lame leapers,
    /// confined kinds), given the occupied squares.
    fn specials_to(&self, sq: u32, occ: B) -> B {
        let t = self.t;
        let mut a = B::ZERO;
        let near = B::from_set(t.special_near(self.color, sq)) & self.pieces;
        for from in near.iter() {
            let Some(special) = self
                .board
                .role_at(from)
                .and_then(|r| t.special(self.color, r))
            else {
                continue;
            };
            let between = || t.between(from, sq).set();
            let shields = special.shields(|s| self.board.roles_bits(s));
            if special.reach_to(sq) & bit(from) != Set::EMPTY
                && special.attacks_square(t.geometry, from, sq, occ.set(), shields, between)
            {
                a |= B::one(from);
            }
        }
        a
    }

    /// Calls `f` with each of the side's pieces whose moves are found square by square (its
    /// bit) and how its kind moves.
    fn each_special(&self, mut f: impl FnMut(&Special, u32)) {
        let t = self.t;
        for role in t.special_roles.iter() {
            if let Some(special) = t.special(self.color, role) {
                let pieces = B::from_set(self.board.role_bits(role)) & self.pieces;
                for from in pieces.iter() {
                    f(special, from);
                }
            }
        }
    }

    /// The pieces attacking `sq` by a leap (grouped).
    #[inline(always)]
    pub(super) fn leapers_to(&self, sq: u32) -> B {
        let mut a = B::ZERO;
        for (g, &pieces) in self.t.attack[self.color.index()]
            .leaps
            .iter()
            .zip(&self.leaps)
        {
            a |= g.to(sq) & pieces;
        }
        a
    }

    /// The pieces attacking `sq`, given the occupied squares, each candidate's kind read on
    /// the board (the attackers ungrouped).
    pub(super) fn to_by_kinds(&self, sq: u32, occ: B) -> B {
        let (t, group) = (self.t, &self.t.attack[self.color.index()]);
        let mut a = B::ZERO;
        for g in &group.leaps {
            a |= self.of(g.to(sq) & self.pieces, g.roles);
        }
        a |= self.of(t.orth(sq, occ) & self.pieces, group.orth);
        a |= self.of(t.diag(sq, occ) & self.pieces, group.diag);
        for ra in self.ride_attacks() {
            let blockers = t.reach(&ra.ride, sq) & occ;
            if blockers.any() {
                let f = if ra.ride.descending {
                    blockers.msb()
                } else {
                    blockers.lsb()
                };
                if self.rides_along(f, ra.roles) {
                    a |= B::one(f);
                }
            }
        }
        if !t.special_roles.is_empty() {
            a |= self.specials_to(sq, occ);
        }
        a
    }

    /// Every square the side attacks, given the occupied squares (the pieces grouped).
    pub(super) fn attacked(&self, occ: B) -> B {
        let t = self.t;
        let c = self.color;
        let mut a = B::ZERO;
        for (g, &pieces) in t.attack[c.index()].leaps.iter().zip(&self.leaps) {
            if g.shifts.is_empty() {
                for s in pieces.iter() {
                    a |= g.from(s);
                }
            } else {
                // Pawns, many pieces leaping alike: by shifts.
                for &(delta, from) in &g.shifts {
                    a |= (pieces & from).shift(delta);
                }
            }
        }
        for s in self.orth.iter() {
            a |= t.orth(s, occ);
        }
        for s in self.diag.iter() {
            a |= t.diag(s, occ);
        }
        if self.has_riders() {
            let riders = B::from_set(self.board.roles_bits(t.attack[c.index()].ride_roles));
            for s in (riders & self.pieces & !self.stand_ins).iter() {
                if let Some(role) = self.board.role_at(s) {
                    a |= ride_captures(t, c, role, s, occ);
                }
            }
            for s in self.stand_ins.iter() {
                for role in self.held.iter() {
                    a |= ride_captures(t, c, role, s, occ);
                }
            }
        }
        self.each_special(|special, from| {
            let shields = special.shields(|s| self.board.roles_bits(s));
            let sq = t.squares.square(from);
            a |= B::from_set(special.attacks(t.geometry, sq, occ.set(), shields));
        });
        a & t.board
    }
}

/// Where a piece of `role` of side `c` on `sq` captures by its rides other than whole lines.
fn ride_captures<B: Bits>(
    t: &Tables<B>,
    c: Color,
    role: crate::core::role::Role,
    sq: u32,
    occ: B,
) -> B {
    let mut a = B::ZERO;
    for ride in t.rides(c, role).iter().filter(|r| r.mode.captures()) {
        a |= t.ride(ride, sq, occ);
    }
    a
}

/// The pieces of `by` attacking bit `sq`.
pub(crate) fn attackers<B: Bits>(pos: &Position, t: &Tables<B>, sq: u32, by: Color) -> B {
    let occ = B::from_set(pos.board.occupied());
    Attackers::ungrouped(pos, t, by).to_by_kinds(sq, occ)
}

/// The royal pieces of `color` that are attacked.
pub(crate) fn attacked_royals<B: Bits>(pos: &Position, t: &Tables<B>, color: Color) -> B {
    attacked_royals_without(pos, t, color, B::ZERO)
}

/// The royal pieces of `color` attacked by enemy pieces other than those of `excluded`.
pub(crate) fn attacked_royals_without<B: Bits>(
    pos: &Position,
    t: &Tables<B>,
    color: Color,
    excluded: B,
) -> B {
    let royals = royal_set::<B>(pos, color);
    if !royals.any() {
        return B::ZERO;
    }
    let occ = B::from_set(pos.board.occupied());
    let enemy = Attackers::without(pos, t, !color, excluded);
    let mut out = B::ZERO;
    for r in royals.iter() {
        if enemy.to_by_kinds(r, occ).any() {
            out |= B::one(r);
        }
    }
    out
}

/// Whether a royal piece of each side stands on one file with nothing between them (what
/// xiangqi's flying general rule forbids).
pub(crate) fn royals_face<B: Bits>(pos: &Position, t: &Tables<B>) -> bool {
    let occ = B::from_set(pos.board.occupied());
    facing(
        t,
        royal_set(pos, Color::White),
        royal_set(pos, Color::Black),
        occ,
    )
}

/// Whether a piece of `ours` and one of `theirs` stand on one file with nothing of `occ`
/// between them.
pub(super) fn facing<B: Bits>(t: &Tables<B>, ours: B, theirs: B, occ: B) -> bool {
    ours.iter().any(|a| {
        let file = t.squares.square(a).file();
        theirs
            .iter()
            .any(|b| t.squares.square(b).file() == file && !(t.between(a, b) & occ).any())
    })
}

/// The squares where a move of the side to move, leaving or landing, could let an enemy
/// piece attack one of its royal pieces, in a game whose legal moves are tested: the rays
/// from each royal piece with an enemy piece riding such lines on them, the lone piece
/// between it and an enemy royal one on its file (with the flying general), and where a piece may make or break an attack of the enemy's hoppers
/// and lame leapers on it ([`Special::sensitive`]).
/// A move of another piece elsewhere (and not en passant, castling or a promotion to a royal
/// kind) is safe without a test. `None` when every move must be tested: the side is in check,
/// or the enemy attacks along other lines ([`Tables::local_attacks`]).
pub(crate) fn exposed<B: Bits>(pos: &Position, t: &Tables<B>) -> Option<Set> {
    let us = pos.turn;
    if !t.local_attacks[(!us).index()]
        || pos.rules.stand_in.is_some()
        || attacked_royals(pos, t, us).any()
    {
        return None;
    }
    let theirs = pos.board.color_bits(!us);
    let riders = Attackers::new(pos, t, !us);
    // With the flying general rule, the enemy royal pieces that could face ours.
    let facing = match pos.rules.flying_general {
        true => royal_set::<B>(pos, !us),
        false => B::ZERO,
    };
    let occ = B::from_set(pos.board.occupied());
    let mut s = Set::EMPTY;
    for r in royal_set::<B>(pos, us).iter() {
        for d in 0..8 {
            let ray = t.ray(d, r);
            let (along, file) = if d < 4 {
                (riders.orth, d >= 2)
            } else {
                (riders.diag, false)
            };
            if (ray & along).any() {
                s |= ray.set();
            }
            // Only the lone piece between two royal pieces on a file can let them face.
            if file {
                for e in (ray & facing).iter() {
                    let between = t.between(r, e) & occ;
                    if between.count() == 1 {
                        s |= between.set();
                    }
                }
            }
        }
        for role in t.special_roles.iter() {
            if let Some(special) = t.special(!us, role) {
                if pos.board.role_bits(role) & theirs & special.reach_to(r) != Set::EMPTY {
                    s |= special.sensitive(r);
                }
            }
        }
    }
    Some(s)
}

/// The royal pieces of `color`.
#[inline]
pub(super) fn royal_set<B: Bits>(pos: &Position, color: Color) -> B {
    B::from_set(pos.royal_bits(color))
}
