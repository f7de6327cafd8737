//! Where the move generator sends legal moves: a list ([`Vec`]), or a counter
//! ([`CountSink`]: perft's last ply, counted without building the moves); and the pawn's
//! promotions, which both share.

use super::super::definition::MAX_PIECES;
use super::super::position::{DefinedMove, Position, Special};
use crate::core::bitboard::bit;

/// What receives the legal moves.
pub trait Sink {
    /// The moves of the piece of kind `k` on `from` to each of `targets`, nothing more.
    fn moves(&mut self, pos: &Position, k: u8, from: u32, targets: u128);
    /// The moves of pieces of kind `k` to each of `targets` from `delta` bit indices below
    /// it, nothing more.
    fn shifted(&mut self, pos: &Position, k: u8, delta: i32, targets: u128);
    /// One move as it is.
    fn one(&mut self, m: DefinedMove);
    /// A pawn's move as each kind of `choices`, and as itself if `optional`.
    fn promotions(&mut self, m: DefinedMove, choices: &[u8], optional: bool);

    /// One move; a pawn's in the promotion zone with its promotions.
    #[inline]
    fn add(&mut self, pos: &Position, m: DefinedMove) {
        let c = pos.turn.index();
        match &pos.rules.promotion {
            Some(promo)
                if pos.rules.pawn_kinds >> m.kind & 1 != 0
                    && promo.zone[c] & bit(m.to.into()) != 0 =>
            {
                let (choices, n) = choices(pos);
                let optional = promo.last[c] & bit(m.to.into()) == 0;
                self.promotions(m, &choices[..n], optional);
            }
            _ => self.one(m),
        }
    }

    /// A pawn's moves to each of `targets`, with their promotions in the zone.
    #[inline]
    fn pawn_moves(&mut self, pos: &Position, k: u8, from: u32, targets: u128) {
        let zone = zone(pos);
        self.moves(pos, k, from, targets & !zone);
        self.promoting(pos, k, targets & zone, |_| from);
    }

    /// Pawns' moves to each of `targets` from `delta` bit indices below, with their
    /// promotions in the zone.
    #[inline]
    fn pawn_steps(&mut self, pos: &Position, k: u8, delta: i32, targets: u128) {
        let zone = zone(pos);
        self.shifted(pos, k, delta, targets & !zone);
        self.promoting(pos, k, targets & zone, |to| (to as i32 - delta) as u32);
    }

    /// Pawns' moves into the promotion zone, to each of `targets` from `from(target)`.
    #[inline]
    fn promoting(&mut self, pos: &Position, k: u8, targets: u128, from: impl Fn(u32) -> u32) {
        let mut t = targets;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            let m = DefinedMove {
                from: from(to) as u8,
                to: to as u8,
                kind: k,
                capture: pos.piece_at_index(to).map(|p| p.kind),
                promotion: None,
                special: Special::None,
            };
            self.add(pos, m);
        }
    }
}

/// The promotion zone of the side to move.
#[inline]
fn zone(pos: &Position) -> u128 {
    pos.rules
        .promotion
        .as_ref()
        .map_or(0, |p| p.zone[pos.turn.index()])
}

/// The kinds a pawn of the side to move may become now (all the promotion kinds, or those
/// of which it has fewer than at the start), and how many.
fn choices(pos: &Position) -> ([u8; MAX_PIECES], usize) {
    let mut out = [0; MAX_PIECES];
    let mut n = 0;
    let Some(promo) = &pos.rules.promotion else {
        return (out, 0);
    };
    let c = pos.turn.index();
    for &k in &promo.kinds {
        if promo.only_captured {
            let on_board = (pos.by_kind[k as usize] & pos.by_color[c]).count_ones();
            let at_start = pos.rules.initial[c].get(k as usize).copied().unwrap_or(0);
            if on_board >= u32::from(at_start) {
                continue;
            }
        }
        out[n] = k;
        n += 1;
    }
    (out, n)
}

impl Sink for Vec<DefinedMove> {
    #[inline]
    fn moves(&mut self, pos: &Position, k: u8, from: u32, targets: u128) {
        let mut t = targets;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            self.push(DefinedMove {
                from: from as u8,
                to: to as u8,
                kind: k,
                capture: pos.piece_at_index(to).map(|p| p.kind),
                promotion: None,
                special: Special::None,
            });
        }
    }
    #[inline]
    fn shifted(&mut self, pos: &Position, k: u8, delta: i32, targets: u128) {
        let mut t = targets;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            self.push(DefinedMove {
                from: (to as i32 - delta) as u8,
                to: to as u8,
                kind: k,
                capture: pos.piece_at_index(to).map(|p| p.kind),
                promotion: None,
                special: Special::None,
            });
        }
    }
    fn one(&mut self, m: DefinedMove) {
        Vec::push(self, m);
    }
    fn promotions(&mut self, m: DefinedMove, choices: &[u8], optional: bool) {
        if optional {
            Vec::push(self, m);
        }
        for &k in choices {
            Vec::push(
                self,
                DefinedMove {
                    promotion: Some(k),
                    ..m
                },
            );
        }
    }
}

/// Counts the moves.
pub struct CountSink(pub u64);

impl Sink for CountSink {
    #[inline]
    fn moves(&mut self, _: &Position, _: u8, _: u32, targets: u128) {
        self.0 += u64::from(targets.count_ones());
    }
    #[inline]
    fn shifted(&mut self, _: &Position, _: u8, _: i32, targets: u128) {
        self.0 += u64::from(targets.count_ones());
    }
    fn one(&mut self, _: DefinedMove) {
        self.0 += 1;
    }
    fn promotions(&mut self, _: DefinedMove, choices: &[u8], optional: bool) {
        self.0 += choices.len() as u64 + u64::from(optional);
    }
}
