//! Which checkmates win where a game's mate rules say (shatar's: none by knights alone, none
//! without a shak in the checks in a row before it), and the pieces that give check.

use crate::core::bitboard::Set;
use crate::core::bitboard::{bit, WideBits};
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::core::position::Position;
use crate::core::role::RoleSet;
use crate::core::rules::MateRules;

impl Position {
    /// Whether a piece of one of `kinds` checks the side to move.
    pub(crate) fn checked_by(&self, kinds: RoleSet) -> bool {
        let g = self.geometry();
        WideBits::new(self.checkers()).any(|i| {
            self.board
                .get(g.square_at(i))
                .is_some_and(|p| kinds.contains(p.role))
        })
    }

    /// How a checkmate ends a game whose mate rules refuse it (shatar's): `None` for a mate
    /// that wins, or when the side to move is not in check.
    pub(crate) fn mate_rule_outcome(&self, rules: MateRules) -> Option<Outcome> {
        let checkers = self.checkers();
        if checkers == Set::EMPTY {
            return None;
        }
        let g = self.geometry();
        let only = WideBits::new(checkers).all(|i| {
            self.board
                .get(g.square_at(i))
                .is_some_and(|p| rules.not_only_by.contains(p.role))
        });
        if only {
            return Some(Outcome {
                winner: Some(self.turn),
                reason: OutcomeReason::ForbiddenMate,
            });
        }
        // From a FEN alone, the series is the check given by the last move.
        let shak = self.shak[(!self.turn).index()] || self.checked_by(rules.needs_check_by);
        (!shak).then_some(Outcome {
            winner: None,
            reason: OutcomeReason::Niol,
        })
    }

    /// The squares (bit indices) of the enemy pieces that attack a royal piece of the side
    /// to move.
    pub fn checkers(&self) -> Set {
        let g = self.geometry();
        let mut set = Set::EMPTY;
        for r in self.checked_royals(self.turn) {
            for sq in self.attackers(r, !self.turn) {
                set |= bit(g.bit_index(sq));
            }
        }
        set
    }
}
