//! What the move generator answers about a position: attacks and check, the legal moves,
//! a checked move, and how the game ends.

use crate::core::bitboard::Bits;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::movegen::{self, CountSink, ListSink, Sink};
use crate::core::moves::{IllegalMove, Move};
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::core::position::Position;

impl Position {
    /// Whether a piece of `by` attacks `sq` (a stand-in piece, Bario's undefined piece: as
    /// any role left in its side's reserve would).
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        if self.wide() {
            movegen::attackers::<u128>(self, sq, by) != 0
        } else {
            movegen::attackers::<u64>(self, sq, by) != 0
        }
    }

    /// Squares of the pieces of `by` that attack `sq`, a1 first.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        if self.wide() {
            let b = movegen::attackers::<u128>(self, sq, by);
            b.iter().map(<u128 as Bits>::square).collect()
        } else {
            let b = movegen::attackers::<u64>(self, sq, by);
            b.iter().map(<u64 as Bits>::square).collect()
        }
    }

    /// The attacked royal pieces of a colour (empty: not in check).
    pub fn checked_royals(&self, color: Color) -> Vec<Square> {
        if !self.royal_attacked(color) {
            return Vec::new();
        }
        self.royals(color)
            .filter(|&s| self.is_attacked(s, !color))
            .collect()
    }

    /// Whether any royal piece of `color` is attacked.
    pub fn royal_attacked(&self, color: Color) -> bool {
        if self.wide() {
            movegen::royal_attacked::<u128>(self, color)
        } else {
            movegen::royal_attacked::<u64>(self, color)
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.royal_attacked(self.turn)
    }

    /// Moves that obey how pieces move, ignoring whether they leave a royal attacked.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        if self.wide() {
            movegen::generate::<u128>(self, &mut ListSink(out), false)
        } else {
            movegen::generate::<u64>(self, &mut ListSink(out), false)
        }
    }

    /// Whether, after `m`, no royal piece of the mover is attacked.
    pub fn is_safe(&self, m: &Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(m);
        !after.royal_attacked(self.turn)
    }

    /// Whether legal moves come from the pins-and-checks generator: no hook replaces move
    /// generation or changes the position after a move.
    fn direct_legality(&self) -> bool {
        self.rules.hooks.legal_moves.is_none() && self.rules.hooks.after_move.is_none()
    }

    /// Every legal move (for Bario: every legal whole turn).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.legal_moves_into(&mut out);
        out
    }

    /// Appends every legal move (for Bario: every legal whole turn) to `out`.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if let Some(hook) = self.rules.hooks.legal_moves {
            hook(self, out);
        } else if !self.direct_legality() {
            let start = out.len();
            self.pseudo_legal_moves(out);
            let mut i = start;
            while i < out.len() {
                if self.is_safe(&out[i]) {
                    i += 1;
                } else {
                    out.swap_remove(i);
                }
            }
        } else {
            self.generate_legal(&mut ListSink(out));
        }
    }

    /// Sends every legal move to `sink` straight from the move generator, in the order of
    /// [`Position::legal_moves`], and returns true; returns false, sending nothing, for a game
    /// whose moves a hook lists or filters (Bario).
    pub(crate) fn generate_legal<S: Sink>(&self, sink: &mut S) -> bool {
        if !self.direct_legality() {
            return false;
        }
        if self.wide() {
            movegen::generate::<u128>(self, sink, true);
        } else {
            movegen::generate::<u64>(self, sink, true);
        }
        true
    }

    /// The number of legal moves (turns, in Bario), counted without listing them when the
    /// game allows.
    pub fn count_legal_moves(&self) -> usize {
        let mut count = CountSink(0);
        if self.generate_legal(&mut count) {
            count.0
        } else {
            self.legal_moves().len()
        }
    }

    /// Whether a move is among the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a move if it is legal; an illegal one leaves the position unchanged.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if !self.is_legal(m) {
            return Err(IllegalMove(*m));
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// How the game stands: `None` while it goes on.
    pub fn outcome(&self, legal_move_count: usize) -> Option<Outcome> {
        if legal_move_count == 0 {
            return Some(if self.is_check() {
                Outcome {
                    winner: Some(!self.turn),
                    reason: OutcomeReason::Checkmate,
                }
            } else {
                Outcome {
                    winner: None,
                    reason: OutcomeReason::Stalemate,
                }
            });
        }
        if self.rules.insufficient_material && self.is_insufficient_material() {
            return Some(Outcome {
                winner: None,
                reason: OutcomeReason::InsufficientMaterial,
            });
        }
        if self.rules.fifty_moves && self.halfmoves >= 100 {
            return Some(Outcome {
                winner: None,
                reason: OutcomeReason::FiftyMoves,
            });
        }
        None
    }
}
