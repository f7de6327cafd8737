//! The pieces of a side grouped by how they attack, and the attack queries built on them.

use crate::core::bitboard::{Bits, DIAG_RIDERS, LEAP_GROUP, LEAP_GROUPS, ORTH_RIDERS};
use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::Role;

/// The pieces of one side grouped by how they attack (a stand-in piece, Bario's undefined
/// piece, with every role left in its side's reserve: [`crate::core::rules::Rules::stand_in`]).
pub(crate) struct Attackers<B> {
    /// Colour index of the side.
    color: usize,
    pawns: B,
    pub(super) orth: B,
    pub(super) diag: B,
    /// By group of [`LEAP_GROUP`].
    leap: [B; LEAP_GROUPS],
}

impl<B: Bits> Attackers<B> {
    /// The attackers of `by` (once per generation or attack test).
    #[inline(never)]
    pub(crate) fn new(pos: &Position, by: Color) -> Attackers<B> {
        let board = &pos.board;
        let mine = B::from_u128(board.color_bits(by));
        // The stand-ins, which attack as every role left in their side's reserve.
        let (stand_ins, as_roles) = match pos.rules.stand_in {
            Some(role) => {
                let pieces = B::from_u128(board.role_bits(role)) & mine;
                (
                    pieces,
                    if pieces.any() {
                        pos.reserve.held_roles(by)
                    } else {
                        0
                    },
                )
            }
            None => (B::ZERO, 0),
        };
        // The pieces of `mine` of the roles `roles`, and the stand-ins if they attack as one
        // of those roles. (A function, not a closure, so that it can be always inlined.)
        #[inline(always)]
        fn set<B: Bits>(board: &Board, mine: B, stand_ins: B, as_roles: u16, roles: u16) -> B {
            let acc = B::from_u128(board.roles_bits(roles)) & mine;
            if roles & as_roles != 0 {
                acc | stand_ins
            } else {
                acc
            }
        }
        let mut leap = [B::ZERO; LEAP_GROUPS];
        for (g, &(_, roles)) in LEAP_GROUP.iter().enumerate() {
            leap[g] = set(board, mine, stand_ins, as_roles, roles);
        }
        Attackers {
            color: by.index(),
            pawns: B::from_u128(board.role_bits(Role::Pawn)) & mine,
            orth: set(board, mine, stand_ins, as_roles, ORTH_RIDERS),
            diag: set(board, mine, stand_ins, as_roles, DIAG_RIDERS),
            leap,
        }
    }

    /// The pieces attacking `sq` by a ride, given the occupied squares.
    #[inline(never)]
    pub(super) fn riders_to(&self, sq: u32, occ: B) -> B {
        let t = B::tables();
        let mut a = B::ZERO;
        if (t.orth_empty(sq) & self.orth).any() {
            a |= t.orth(sq, occ) & self.orth;
        }
        if (t.diag_empty(sq) & self.diag).any() {
            a |= t.diag(sq, occ) & self.diag;
        }
        a
    }

    /// The pieces attacking `sq`, given the occupied squares.
    #[inline]
    pub(crate) fn to(&self, sq: u32, occ: B) -> B {
        let t = B::tables();
        let mut a = t.pawn(1 - self.color, sq) & self.pawns;
        for (g, &(first, _)) in LEAP_GROUP.iter().enumerate() {
            a |= t.leap(first, sq) & self.leap[g];
        }
        a | self.riders_to(sq, occ)
    }

    /// Every square the side attacks, given the occupied squares.
    #[inline(never)]
    pub(super) fn attacked(&self, occ: B) -> B {
        let t = B::tables();
        let w = B::GEOMETRY.width as u32;
        let left = self.pawns & !t.file_a;
        let right = self.pawns & !t.file_last;
        let mut a = if self.color == 0 {
            (left << (w - 1)) | (right << (w + 1))
        } else {
            (left >> (w + 1)) | (right >> (w - 1))
        };
        for (g, &(first, _)) in LEAP_GROUP.iter().enumerate() {
            for s in self.leap[g].iter() {
                a |= t.leap(first, s);
            }
        }
        for s in self.orth.iter() {
            a |= t.orth(s, occ);
        }
        for s in self.diag.iter() {
            a |= t.diag(s, occ);
        }
        a & B::FULL
    }
}

/// Bitboard of the pieces of `by` attacking `sq`. (Not inlined: the callers are not hot, and
/// this inlines the whole attack test.)
#[inline(never)]
pub(crate) fn attackers<B: Bits>(pos: &Position, sq: Square, by: Color) -> B {
    let occ = B::from_u128(pos.board.color_bits(Color::White) | pos.board.color_bits(Color::Black));
    Attackers::<B>::new(pos, by).to(B::index(sq), occ)
}

/// Whether any royal piece of `color` is attacked.
pub(crate) fn royal_attacked<B: Bits>(pos: &Position, color: Color) -> bool {
    let royals = royal_set::<B>(pos, color);
    if !royals.any() {
        return false;
    }
    let occ = B::from_u128(pos.board.color_bits(Color::White) | pos.board.color_bits(Color::Black));
    let enemy = Attackers::<B>::new(pos, !color);
    for r in royals.iter() {
        if enemy.to(r, occ).any() {
            return true;
        }
    }
    false
}

/// The royal pieces of `color`.
#[inline(never)]
pub(super) fn royal_set<B: Bits>(pos: &Position, color: Color) -> B {
    let mut acc = B::ZERO;
    for &r in pos.rules.royals {
        acc |= B::from_u128(pos.board.pieces_of(color, r));
    }
    acc
}
