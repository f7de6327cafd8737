//! The checks and pins on the royal pieces of the side to move, which every legal move must
//! respect: for each royal piece, the squares that answer its checks and the mover's pieces
//! pinned against it.

use super::attackers::{royal_set, Attackers};
use crate::core::bitboard::Bits;
use crate::core::color::Color;
use crate::core::position::Position;

/// A royal piece of the mover: its square, the squares that answer its checks, and the
/// mover's pieces pinned against it.
#[derive(Clone, Copy)]
pub(super) struct Royal<B> {
    pub(super) sq: u32,
    pub(super) evasions: B,
    pub(super) pinned: B,
}

/// At most this many royal pieces per side get the pins-and-checks treatment (more, and the
/// remaining moves are tested by playing them).
pub(super) const MAX_ROYALS: usize = 16;

impl<B: Bits> Royal<B> {
    pub(super) const NONE: Royal<B> = Royal {
        sq: 0,
        evasions: B::FULL,
        pinned: B::ZERO,
    };
}

/// The checks and pins on the royal pieces of the side to move: what every legal move
/// must respect. Pseudo-legal generation uses [`Checks::NONE`].
pub(super) struct Checks<'a, B> {
    pub(super) royals: &'a [Royal<B>],
    /// The squares a move of a piece that is not royal must land on (every square when no
    /// royal piece is in check).
    pub(super) evasions: B,
    /// The pieces pinned against some royal piece.
    pub(super) pinned_any: B,
}

impl<'a, B: Bits> Checks<'a, B> {
    pub(super) const NONE: Checks<'static, B> = Checks {
        royals: &[],
        evasions: B::FULL,
        pinned_any: B::ZERO,
    };

    /// The checkers and pinned pieces of each royal piece of `us`, written in `royals`.
    #[inline(always)]
    pub(super) fn find(
        pos: &Position,
        us: Color,
        enemy: &Attackers<B>,
        own: B,
        occ: B,
        royals: &'a mut [Royal<B>; MAX_ROYALS],
    ) -> Checks<'a, B> {
        let t = B::tables();
        let (mut n, mut all_evasions, mut pinned_any) = (0, B::FULL, B::ZERO);
        for sq in royal_set::<B>(pos, us).iter() {
            let checkers = enemy.to(sq, occ);
            let evasions = if !checkers.any() {
                B::FULL
            } else if checkers.several() {
                B::ZERO
            } else {
                let c = checkers.lsb();
                if enemy.riders_to(sq, occ).has(c) {
                    t.between(sq, c) | checkers
                } else {
                    checkers
                }
            };
            let snipers = (t.orth_empty(sq) & enemy.orth) | (t.diag_empty(sq) & enemy.diag);
            let mut pinned = B::ZERO;
            for s in snipers.iter() {
                let b = t.between(sq, s) & occ;
                if b.any() && !b.several() && (b & own).any() {
                    pinned |= b;
                }
            }
            all_evasions &= evasions;
            pinned_any |= pinned;
            assert!(n < MAX_ROYALS, "too many royal pieces");
            royals[n] = Royal {
                sq,
                evasions,
                pinned,
            };
            n += 1;
        }
        Checks {
            royals: &royals[..n],
            evasions: all_evasions,
            pinned_any,
        }
    }

    /// Where the piece on `from`, not royal, may go.
    pub(super) fn allowed(&self, from: u32) -> B {
        allowed(from, self.evasions, self.pinned_any, self.royals)
    }
}

/// Where a non-royal piece on `from` may go: the squares that answer every check (`evasions`), on
/// the line of each royal piece it is pinned against.
#[inline(always)]
fn allowed<B: Bits>(from: u32, evasions: B, pinned_any: B, royals: &[Royal<B>]) -> B {
    let mut m = evasions;
    if pinned_any.has(from) {
        for r in royals {
            if r.pinned.has(from) {
                m &= B::tables().line(r.sq, from);
            }
        }
    }
    m
}
