//! Promotion as a move of its own (sittuyin's, Fairy-Stockfish's `sittuyinPromotion`): a pawn
//! does not promote as it steps into its zone; standing on a square of the zone, or anywhere
//! when it is its side's last pawn, it becomes a piece of a kind it may promote to, in place
//! (written `c6c6f`) or by a move of that piece to an empty square (`c6b5f`). The piece may
//! attack no enemy piece from there, and the move may not give check. A side with its king
//! and that pawn alone, not in check, whose every legal move is such a promotion, is drawn
//! (sittuyin's stalemate by optional promotion).

use crate::core::moves::Move;
use crate::core::position::Position;

impl Position {
    /// Whether pawns of the side to move may promote by a move of their own: the game's
    /// promotion is so, and the side has a pawn on the board.
    #[inline]
    pub(crate) fn may_promote_as_move(&self) -> bool {
        self.rules.promotion.as_move
            && self.board.roles_bits(self.rules.pawns) & self.board.color_bits(self.turn) != 0
    }

    /// Appends the legal promotions of the side to move that are moves of their own.
    pub(crate) fn promotion_moves(&self, out: &mut Vec<Move>) {
        let (us, g) = (self.turn, self.geometry());
        let pawns = self.board.roles_bits(self.rules.pawns) & self.board.color_bits(us);
        // A side's last pawn promotes wherever it stands.
        let zone = match (pawns.count_ones(), self.rules.promotion.squares) {
            (1, _) | (_, None) => u128::MAX,
            (_, Some(squares)) => squares[us.index()],
        };
        let mut steps = Vec::new();
        for i in crate::core::bitboard::WideBits::new(pawns & zone) {
            let from = g.square_at(i);
            let Some(pawn) = self.board.get(from) else {
                continue;
            };
            for into in self.promotion_roles(us, pawn.role) {
                steps.clear();
                self.moves_as(from, into, &mut steps);
                let places = steps
                    .iter()
                    .filter(|m| !m.is_capture() && m.promotion.is_none())
                    .map(|m| m.to)
                    .chain(std::iter::once(from));
                for to in places {
                    let m = Move {
                        promotion: Some(into),
                        ..Move::normal(pawn.role, from, to, None)
                    };
                    if !out.contains(&m) && self.promotes_quietly(&m) {
                        out.push(m);
                    }
                }
            }
        }
    }

    /// Whether a promotion by a move of its own leaves the mover's royal pieces safe, and the
    /// piece it makes attacks no enemy piece and no move of it gives check.
    fn promotes_quietly(&self, m: &Move) -> bool {
        let us = self.turn;
        if !self.is_safe(m) {
            return false;
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        if after.is_check() {
            return false;
        }
        // The new piece's captures, as if it were its side's turn.
        after.set_turn(us);
        let mut attacks = Vec::new();
        after.moves_as(m.to, m.promotion.unwrap_or(m.role), &mut attacks);
        !attacks.iter().any(|a| a.from == m.to && a.is_capture())
    }

    /// Sittuyin's stalemate by optional promotion: the side to move has its king and one pawn
    /// alone, is not in check, and every legal move it has is a promotion.
    pub(crate) fn promotions_only(&self) -> bool {
        let us = self.turn;
        let pawns = self.board.roles_bits(self.rules.pawns) & self.board.color_bits(us);
        self.rules.promotion.as_move
            && self.board.color_bits(us).count_ones() == 2
            && pawns.count_ones() == 1
            && !self.is_check()
            && self.legal_moves().iter().all(|m| m.promotion.is_some())
    }
}
