//! A game defined by data as the search sees it: its legal moves, its pieces valued by how
//! far they reach ([`Position::kind_value`]), and what stalemate means in it.

use super::node::Node;
use super::MATE;
use crate::variants::defined::{self, DefinedMove, Position, Stalemate};
use std::sync::Arc;

/// Centipawns per legal move of the side to move.
const MOBILITY: i32 = 2;

/// A position, with the values of its game's kinds of pieces.
pub(super) struct Defined(pub(super) Position, pub(super) Arc<[i32]>);

impl Defined {
    pub(super) fn new(p: &Position) -> Defined {
        let values = (0..p.rules().kinds.len() as u8)
            .map(|k| p.kind_value(k))
            .collect();
        Defined(p.clone(), values)
    }
}

impl Node for Defined {
    type M = DefinedMove;

    fn moves(&self, out: &mut Vec<DefinedMove>) {
        *out = defined::legal_moves(&self.0);
    }

    fn play(&self, m: &DefinedMove) -> Option<Defined> {
        let mut p = self.0.clone();
        p.play(m);
        Some(Defined(p, Arc::clone(&self.1)))
    }

    fn in_check(&self) -> bool {
        self.0.is_check()
    }

    fn capture(&self, m: &DefinedMove) -> Option<i32> {
        let victim = self.1[m.capture? as usize];
        let promotion = m.promotion.map_or(0, |k| self.1[k as usize]);
        Some(victim * 16 - self.1[m.kind as usize] / 16 + promotion)
    }

    fn eval(&self) -> i32 {
        let p = &self.0;
        let us = p.turn();
        let height = i32::from(p.rules().geometry.height);
        let mut score = 0;
        for (sq, piece) in p.pieces() {
            let mut v = self.1[piece.kind as usize];
            if p.rules().kinds[piece.kind as usize].piece.pawn {
                let rank = i32::from(sq.rank());
                let rel = if piece.color == crate::core::color::Color::White {
                    rank
                } else {
                    height - 1 - rank
                };
                v += 6 * rel;
            }
            score += if piece.color == us { v } else { -v };
        }
        score + MOBILITY * defined::count_legal(p).min(40) as i32
    }

    fn terminal(&self, ply: u32) -> i32 {
        let mated = -(MATE - ply as i32);
        if self.0.is_check() {
            return mated;
        }
        match self.0.rules().stalemate {
            Stalemate::Draw => 0,
            Stalemate::Loss => mated,
            Stalemate::Win => -mated,
        }
    }

    fn drawn(&self) -> bool {
        self.0.rules().definition.fifty_moves && self.0.halfmoves() >= 100
    }

    fn key(m: &DefinedMove) -> usize {
        usize::from(m.from) * 100 + usize::from(m.to)
    }
}
