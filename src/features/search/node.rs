//! The games as the search sees them: candidate moves, a move played, captures for move
//! ordering, and the evaluation.

use super::{draughts_value, piece_values, MATE};
use crate::core::geometry::SQUARES;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::rules::GameValue;
use crate::variants::draughts::{self, Bits, FastMove, Rules};
use std::sync::Arc;

/// Centipawns per pseudo-legal move of difference (chess family).
const MOBILITY: i32 = 4;

pub(super) trait Node: Sized {
    type M: Copy + PartialEq;
    /// Candidate moves: pseudo-legal where `play` checks legality, else legal.
    fn moves(&self, out: &mut Vec<Self::M>);
    /// The position after `m`, or `None` if `m` leaves a royal piece of the mover attacked.
    fn play(&self, m: &Self::M) -> Option<Self>;
    /// MVV-LVA key of a capture, `None` for a quiet move.
    fn capture(&self, m: &Self::M) -> Option<i32>;
    /// Static evaluation, from the side to move's view.
    fn eval(&self) -> i32;
    /// Whether a royal piece of the side to move is attacked.
    fn in_check(&self) -> bool;
    /// Score when the side to move has no legal move, `ply` plies from the root.
    fn terminal(&self, ply: u32) -> i32;
    /// Whether the game is drawn by rule here (fifty moves).
    fn drawn(&self) -> bool {
        false
    }
    /// Index for the history table.
    fn key(m: &Self::M) -> usize;
    /// Whether a capture, when there is one, is compulsory (no standing pat).
    const FORCED_CAPTURES: bool = false;
}

/// A chess-family position, with the worth of its game's kinds of pieces (computed once per
/// search, shared by every node).
pub(super) struct Chess {
    pos: Position,
    values: Arc<[i32]>,
}

impl Chess {
    /// The root of a search.
    pub(super) fn new(pos: &Position) -> Chess {
        Chess {
            pos: pos.clone(),
            values: piece_values(pos.rules()).into(),
        }
    }

    fn value(&self, role: crate::core::role::Role) -> i32 {
        self.values.get(role.index()).copied().unwrap_or(0)
    }

    /// Whether the candidate moves must be the legal ones: the game lists them itself
    /// (Bario), a rule removes moves that leave no royal piece attacked (a compulsory capture,
    /// a check forbidden, explosions, the flying general, a royal piece in check kept in
    /// place) or adds some (first moves), or one ends the game whatever moves are left (a
    /// region reached, the last check, extinction).
    fn legal_only(&self) -> bool {
        let r = self.pos.rules();
        r.hooks.legal_moves.is_some()
            || !r.plain_moves()
            || r.flying_general
            || !r.first_movers.is_empty()
            || r.end.flag.is_some()
            || r.end.checks > 0
            || r.end.extinction.is_some()
    }
}

impl Node for Chess {
    type M = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.legal_only() {
            self.pos.legal_moves_into(out);
        } else {
            self.pos.pseudo_legal_moves(out);
        }
    }

    fn play(&self, m: &Move) -> Option<Chess> {
        let mut p = self.pos.clone();
        p.play_unchecked(m);
        let legal = self.legal_only() || !p.royal_attacked(self.pos.turn());
        legal.then(|| Chess {
            pos: p,
            values: Arc::clone(&self.values),
        })
    }

    fn in_check(&self) -> bool {
        self.pos.is_check()
    }

    fn capture(&self, m: &Move) -> Option<i32> {
        let victim = m.capture?;
        let promotion = m.promotion.map_or(0, |r| self.value(r));
        Some(self.value(victim) * 16 - self.value(m.role) / 16 + promotion)
    }

    fn eval(&self) -> i32 {
        let p = &self.pos;
        let rules = p.rules();
        let us = p.turn();
        let height = i32::from(rules.geometry.height);
        let mut score = 0;
        for (sq, piece) in p.board().pieces() {
            let mut v = self.value(piece.role);
            if rules.is_pawn(piece.role) {
                // Closer to promotion, a little better (more in the last third).
                let rel = i32::from(p.relative_rank(piece.color, sq));
                v += 4 * rel + if rel * 3 >= height * 2 { 12 * rel } else { 0 };
            }
            score += if piece.color == us { v } else { -v };
        }
        // Where losing every piece wins (antichess), material is a burden.
        let giveaway = rules
            .end
            .extinction
            .is_some_and(|x| x.roles.is_empty() && x.at_most == 0 && x.value == GameValue::Win);
        if giveaway {
            score = -score;
        }
        let mut moves = Vec::with_capacity(64);
        p.pseudo_legal_moves(&mut moves);
        let ours = moves.len() as i32;
        moves.clear();
        let mut them = p.clone();
        them.pass_turn();
        them.pseudo_legal_moves(&mut moves);
        score + MOBILITY * (ours - moves.len() as i32)
    }

    fn terminal(&self, ply: u32) -> i32 {
        // By the game's rules: checkmate's and stalemate's values, a region, checks, extinction.
        match self.pos.outcome(0).and_then(|o| o.winner) {
            Some(c) if c == self.pos.turn() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
            None => 0,
        }
    }

    fn drawn(&self) -> bool {
        let rule = self.pos.rules().end.move_rule;
        rule > 0 && self.pos.halfmoves() >= 2 * rule
    }

    fn key(m: &Move) -> usize {
        m.from.index() * SQUARES + m.to.index()
    }
}

/// A draughts position of one board size, with its game's rules.
pub(super) struct Draughts<'r, B> {
    pub(super) pos: draughts::Position<B>,
    pub(super) rules: &'r Rules,
}

impl<B: Bits> Node for Draughts<'_, B> {
    type M = FastMove<B>;
    const FORCED_CAPTURES: bool = true;

    fn moves(&self, out: &mut Vec<FastMove<B>>) {
        self.pos.generate(self.rules, out);
    }

    fn play(&self, m: &FastMove<B>) -> Option<Self> {
        let mut pos = self.pos;
        pos.play_in(self.rules, m);
        Some(Draughts {
            pos,
            rules: self.rules,
        })
    }

    fn in_check(&self) -> bool {
        false
    }

    fn capture(&self, m: &FastMove<B>) -> Option<i32> {
        (!m.captured.is_empty()).then(|| {
            let (_, _, kings) = self.pos.bitboards();
            material(m.captured, kings)
        })
    }

    fn eval(&self) -> i32 {
        let (white, black, kings) = self.pos.bitboards();
        let last = i32::from(B::SIZE) - 1;
        let side = |bits: B, white_side: bool| -> i32 {
            let mut v = material(bits, kings);
            let mut m = bits & !kings;
            while !m.is_empty() {
                let rank = i32::from(m.pop()) / B::H as i32;
                v += 3 * if white_side { rank } else { last - rank };
            }
            v
        };
        let w = side(white, true) - side(black, false);
        let mobility = self.pos.count_moves(self.rules).min(30) as i32 * 2;
        let mut material = if self.pos.turn() == crate::core::color::Color::White {
            w
        } else {
            -w
        };
        if self.rules.no_moves == draughts::NoMoves::Wins {
            // Antidraughts: each piece lost is a step toward the win.
            material = -material;
        }
        material + mobility
    }

    fn terminal(&self, ply: u32) -> i32 {
        // Without a move the side to move has lost, or in antidraughts won; where the first
        // king wins, the side with the king has won.
        match self.pos.outcome(self.rules) {
            Some((winner, _)) if winner == self.pos.turn() => MATE - ply as i32,
            _ => -(MATE - ply as i32),
        }
    }

    fn key(m: &FastMove<B>) -> usize {
        usize::from(m.from) * usize::from(B::SQUARES) + usize::from(m.to)
    }
}

/// The value of the draughts pieces `bits`, of which `kings` are kings.
fn material<B: Bits>(bits: B, kings: B) -> i32 {
    let kings = (bits & kings).count() as i32;
    let men = bits.count() as i32 - kings;
    men * draughts_value(draughts::Role::Man) + kings * draughts_value(draughts::Role::King)
}
