//! Promotion as a move of its own (sittuyin's, Fairy-Stockfish's `sittuyinPromotion`): a pawn
//! does not promote as it steps into its zone; standing on a square of the zone, or anywhere
//! when it is its side's last pawn, it becomes a piece of a kind it may promote to, in place
//! (written `c6c6f`) or by a move of that piece to an empty square (`c6b5f`). The piece may
//! attack no enemy piece from there, and the move may not give check. A side with its king
//! and that pawn alone, not in check, whose every legal move is such a promotion, is drawn
//! (sittuyin's stalemate by optional promotion).

use crate::core::bitboard::Set;
use crate::core::moves::Move;
use crate::core::position::Position;

/// Why a promotion that is a move of its own is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromotionRefusal {
    /// The pawn stands off its zone, and is not its side's last pawn.
    OffZone,
    /// Its side has as many pieces of that kind as a pawn may become one with.
    AtLimit,
    /// The move leaves a royal piece of the mover attacked.
    LeavesRoyalAttacked,
    /// The move gives check.
    GivesCheck,
    /// The new piece attacks an enemy piece.
    Attacks,
}

impl Position {
    /// Whether pawns of the side to move may promote by a move of their own: the game's
    /// promotion is so, and the side has a pawn on the board.
    #[inline]
    pub(crate) fn may_promote_as_move(&self) -> bool {
        self.rules.promotion.as_move
            && self.board.roles_bits(self.rules.pawns) & self.board.color_bits(self.turn)
                != Set::EMPTY
    }

    /// Appends the legal promotions of the side to move that are moves of their own.
    pub(crate) fn promotion_moves(&self, out: &mut Vec<Move>) {
        let (us, g) = (self.turn, self.geometry());
        let pawns = self.board.roles_bits(self.rules.pawns) & self.board.color_bits(us);
        let mut steps = Vec::new();
        for i in crate::core::bitboard::WideBits::new(pawns) {
            let from = g.square_at(i);
            let Some(pawn) = self.board.get(from) else {
                continue;
            };
            for &into in self.rules.promotion.roles(us) {
                let in_place = Move {
                    promotion: Some(into),
                    ..Move::normal(pawn.role, from, from, None)
                };
                if self.promotion_refusal(&in_place) == Some(PromotionRefusal::OffZone) {
                    break;
                }
                steps.clear();
                self.moves_as(from, into, &mut steps);
                let places = steps
                    .iter()
                    .filter(|m| !m.is_capture())
                    .map(|m| m.to)
                    .chain(std::iter::once(from));
                for to in places {
                    let m = Move { to, ..in_place };
                    if self.promotion_refusal(&m).is_none() {
                        out.push(m);
                    }
                }
            }
        }
    }

    /// Why the side to move may not play `m`, a pawn's promotion that is a move of its own
    /// (in place, or a quiet move of the kind it becomes), if it may not.
    pub fn promotion_refusal(&self, m: &Move) -> Option<PromotionRefusal> {
        let (us, g) = (self.turn, self.geometry());
        let into = m.promotion?;
        let pawns = self.board.roles_bits(self.rules.pawns) & self.board.color_bits(us);
        // A side's last pawn promotes wherever it stands.
        let zone = self
            .rules
            .promotion
            .squares
            .map_or(Set::ALL, |z| z[us.index()]);
        if pawns.count() > 1 && !zone.has(g.bit_index(m.from)) {
            return Some(PromotionRefusal::OffZone);
        }
        if !self.promotion_roles(us, m.role).contains(&into) {
            return Some(PromotionRefusal::AtLimit);
        }
        if !self.is_safe(m) {
            return Some(PromotionRefusal::LeavesRoyalAttacked);
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        if after.is_check() {
            return Some(PromotionRefusal::GivesCheck);
        }
        // The new piece's captures, as if it were its side's turn.
        after.set_turn(us);
        let mut captures = Vec::new();
        after.moves_as(m.to, into, &mut captures);
        captures
            .iter()
            .any(Move::is_capture)
            .then_some(PromotionRefusal::Attacks)
    }

    /// Sittuyin's stalemate by optional promotion: the side to move has its king and one pawn
    /// alone, is not in check, and every legal move it has is a promotion.
    pub(crate) fn promotions_only(&self) -> bool {
        let us = self.turn;
        let pawns = self.board.roles_bits(self.rules.pawns) & self.board.color_bits(us);
        self.rules.promotion.as_move
            && self.board.color_bits(us).count() == 2
            && pawns.count() == 1
            && !self.is_check()
            && self.legal_moves().iter().all(|m| m.promotion.is_some())
    }
}
