//! The checks and pins on the royal pieces of the side to move, which every legal move must
//! respect: for each royal piece, the squares that answer its checks and the mover's pieces
//! pinned against it, along whole rook and bishop lines (by the squares between) and along any
//! other ride (a nightrider pins along its own line).

use arrayvec::ArrayVec;

use super::attackers::{royal_set, Attackers};
use crate::core::bitboard::{Bits, Tables};
use crate::core::color::Color;
use crate::core::position::Position;

/// A royal piece of the mover: its square, the squares that answer its checks, and the
/// mover's pieces pinned against it along whole lines with the enemy pieces pinning them.
#[derive(Clone, Copy)]
pub(super) struct Royal<B> {
    pub(super) sq: u32,
    pub(super) evasions: B,
    pub(super) pinned: B,
    pinners: B,
}

impl<B: Bits> Royal<B> {
    /// Where the piece on `from`, pinned against this royal piece, may go: the line between
    /// them and the pinner, which it may take, and no further (a piece that leaps along the
    /// line, a G leap along an F ride, could jump past the pinner).
    #[inline]
    fn pin_line(&self, t: &Tables<B>, from: u32) -> B {
        let mut m = B::ZERO;
        for s in (self.pinners & t.line(self.sq, from)).iter() {
            if t.between(self.sq, s).has(from) {
                m |= t.between(self.sq, s) | B::one(s);
            }
        }
        m
    }
}

/// At most this many royal pieces per side get the pins-and-checks treatment.
pub(super) const MAX_ROYALS: usize = 16;
/// Pins along other rides remembered with their lines; a piece pinned beyond them has its
/// moves played and tested.
const MAX_PINS: usize = 8;

/// The checks and pins on the royal pieces of the side to move: what every legal move must
/// respect. Pseudo-legal generation uses [`Checks::none`].
pub(super) struct Checks<'a, B> {
    pub(super) royals: ArrayVec<Royal<B>, MAX_ROYALS>,
    /// The squares a move of a piece that is not royal must land on (every square when no
    /// royal piece is in check).
    pub(super) evasions: B,
    /// The pieces pinned against some royal piece, along any line.
    pub(super) pinned_any: B,
    /// Pins along other rides: the pinned piece and the squares it may go to.
    pins: ArrayVec<(u32, B), MAX_PINS>,
    /// Pieces whose moves must be played and tested (pinned along more lines than kept).
    pub(super) tested: B,
    t: &'a Tables<B>,
}

impl<'a, B: Bits> Checks<'a, B> {
    /// No constraint: every move that obeys how pieces move.
    pub(super) fn none(t: &'a Tables<B>) -> Checks<'a, B> {
        Checks {
            royals: ArrayVec::new(),
            evasions: B::ALL,
            pinned_any: B::ZERO,
            pins: ArrayVec::new(),
            tested: B::ZERO,
            t,
        }
    }

    /// The checkers and pinned pieces of each royal piece of `us`, written in `royals`.
    #[inline(always)]
    pub(super) fn find(&mut self, pos: &Position, us: Color, enemy: &Attackers<B>, own: B, occ: B) {
        let checks = self;
        let t = checks.t;
        for sq in royal_set::<B>(pos, us).iter() {
            let checkers = enemy.to(sq, occ);
            let (ride_evasions, ride_checkers) = if enemy.has_riders() {
                checks.ride_checks_and_pins(sq, enemy, own, occ)
            } else {
                (B::ALL, B::ZERO)
            };
            // Every check answered at once: each checker taken, or a rider's line blocked (a
            // leaping rider's line and a rook's may cross, so one move can answer both). A
            // rider that also leaps to the royal (a G leap along an F ride) checks it twice:
            // only its capture answers both.
            let mut evasions = ride_evasions;
            if checkers.any() {
                let (line, leapers) = (enemy.line_riders_to(sq, occ), enemy.leapers_to(sq));
                for c in checkers.iter() {
                    if leapers.has(c) || !(line | ride_checkers).has(c) {
                        evasions &= B::one(c);
                    } else if line.has(c) {
                        evasions &= t.between(sq, c) | B::one(c);
                    }
                }
            }
            let snipers = enemy.snipers(sq);
            let (mut pinned, mut pinners) = (B::ZERO, B::ZERO);
            for s in snipers.iter() {
                let b = t.between(sq, s) & occ;
                if b.any() && !b.several() && (b & own).any() {
                    pinned |= b;
                    pinners |= B::one(s);
                }
            }
            checks.evasions &= evasions;
            checks.pinned_any |= pinned;
            let royal = Royal {
                sq,
                evasions,
                pinned,
                pinners,
            };
            if checks.royals.try_push(royal).is_err() {
                // Beyond the royals kept, every move is played and tested.
                checks.tested = B::ALL;
            }
        }
    }

    /// Along the enemy's other rides from the royal piece on `sq`: the squares that answer
    /// their checks (a checking rider is taken or blocked) and the checkers, the pieces they pin
    /// recorded.
    fn ride_checks_and_pins(&mut self, sq: u32, enemy: &Attackers<B>, own: B, occ: B) -> (B, B) {
        let t = self.t;
        let mut evasions = B::ALL;
        let mut checkers = B::ZERO;
        for ra in enemy.ride_attacks() {
            let blockers = t.reach(&ra.ride, sq) & occ;
            if !blockers.any() {
                continue;
            }
            let first = |set: B| {
                if ra.ride.descending {
                    set.msb()
                } else {
                    set.lsb()
                }
            };
            let near = first(blockers);
            if enemy.rides_along(near, ra.roles) {
                evasions &= t.up_to(&ra.ride, sq, near);
                checkers |= B::one(near);
                continue;
            }
            let beyond = blockers ^ B::one(near);
            if !own.has(near) || !beyond.any() {
                continue;
            }
            let far = first(beyond);
            if enemy.rides_along(far, ra.roles) {
                self.pinned_any |= B::one(near);
                if self
                    .pins
                    .try_push((near, t.up_to(&ra.ride, sq, far)))
                    .is_err()
                {
                    self.tested |= B::one(near);
                }
            }
        }
        (evasions, checkers)
    }

    /// Where the piece on `from`, not royal, may go.
    #[inline(always)]
    pub(super) fn allowed(&self, from: u32) -> B {
        let mut m = self.evasions;
        if self.pinned_any.has(from) {
            for r in &self.royals {
                if r.pinned.has(from) {
                    m &= r.pin_line(self.t, from);
                }
            }
            for &(s, line) in &self.pins {
                if s == from {
                    m &= line;
                }
            }
        }
        m
    }

    /// Where the royal piece on `from` may go among `targets`: what answers the checks on the
    /// other royal pieces and keeps their pins, to squares the enemy does not attack once it
    /// has left `from`.
    #[inline(always)]
    pub(super) fn royal_targets(
        &self,
        enemy: &Attackers<B>,
        from: u32,
        mut targets: B,
        occ: B,
    ) -> B {
        for r in &self.royals {
            if r.sq != from {
                targets &= r.evasions;
                if r.pinned.has(from) {
                    targets &= r.pin_line(self.t, from);
                }
            }
        }
        for &(s, line) in &self.pins {
            if s == from {
                targets &= line;
            }
        }
        let occ2 = occ ^ B::one(from);
        if targets.count() > 2 {
            return targets & !enemy.attacked(occ2);
        }
        let mut safe = B::ZERO;
        for to in targets.iter() {
            if !(enemy.to(to, occ2) & !B::one(to)).any() {
                safe |= B::one(to);
            }
        }
        safe
    }
}
