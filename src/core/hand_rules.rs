//! What a game's hands make legal or forbid beyond dropping a piece: gating (Seirawan: a piece
//! of the hand enters on the square a first-rank piece leaves on its first move, the gates kept
//! by the position), drops before any move (placement chess: a side with pieces in hand drops
//! while it can), bishops on both colours, and the castling rights of a king and rooks dropped
//! on their squares. The rules as data are [`crate::core::drops::Drops`]'s.

use crate::core::bitboard::{bit, Set};
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Piece, Role};

impl Position {
    /// Whether the side to move must drop a piece of its hand if it can (placement chess, and
    /// Koedem's king): it holds one of the kinds dropped before any move.
    #[inline]
    pub fn must_drop_first(&self) -> bool {
        self.rules
            .drops
            .as_ref()
            .is_some_and(|d| d.before_moves.intersects(self.reserve.held(self.turn)))
    }

    /// Whether the side to move may gate: its game has gating, and it has a gate and a piece
    /// in hand.
    #[inline]
    pub(crate) fn may_gate(&self) -> bool {
        self.gates != Set::EMPTY
            && self.gates & self.rules.gate_rank_bits(self.turn) != Set::EMPTY
            && self.reserve.total(self.turn) > 0
    }

    /// The gating moves (Seirawan): each legal move of a piece from a gate, and each legal
    /// castle whose royal piece or rook stands on one, with each kind of the hand that may be
    /// dropped on that square entering it behind the piece; never where the castling pieces
    /// land. The move must be legal without the piece that enters (Seirawan chess's rule, as
    /// Fairy-Stockfish plays it: the piece that enters neither blocks a check nor replaces a
    /// pinned piece), so the gating moves are those of the legal moves from `start` on.
    pub(crate) fn gating_moves(&self, out: &mut Vec<Move>, start: usize) {
        let Some(drops) = &self.rules.drops else {
            return;
        };
        let (us, g) = (self.turn, self.geometry());
        let gates = self.gates & self.rules.gate_rank_bits(us) & self.board.color_bits(us);
        for k in start..out.len() {
            let m = out[k];
            if m.is_drop() || m.is_placement() {
                continue;
            }
            let castle = m.castle_squares();
            for sq in [Some(m.from), castle.map(|(rook, _)| rook)]
                .into_iter()
                .flatten()
            {
                let i = g.bit_index(sq);
                let lands = m.to == sq || castle.is_some_and(|(_, rook_to)| rook_to == sq);
                if !gates.has(i) || lands {
                    continue;
                }
                for role in self.reserve.held(us).iter() {
                    let gated = m.gated(role, sq);
                    if drops.may_drop_on(us, role, i) && self.gated_is_safe(&gated) {
                        out.push(gated);
                    }
                }
            }
        }
    }

    /// Whether a gating move, whose move is legal, leaves the mover's royal pieces unattacked
    /// with the piece that entered: always, but where pieces in the way make attacks (a
    /// cannon's screen: [`crate::core::rules::Rules::tests_moves`]), so there it is played.
    fn gated_is_safe(&self, m: &Move) -> bool {
        if !self.rules.tests_moves() {
            return true;
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        !after.royal_attacked(self.turn) && !after.royals_face()
    }

    /// Whether the side to move may drop a piece of `role` on bit `to` by the rule that its
    /// pieces of the kinds of `opposite_colors` (placement chess's bishops) end on both
    /// colours, as Fairy-Stockfish decides it: a piece of such a kind goes on a colour where
    /// fewer than half of them (rounded up) stand; a piece of another kind leaves, among the
    /// squares where they could still be dropped, enough of each colour for half of them.
    pub fn keeps_both_colors(&self, role: Role, to: u32) -> bool {
        let Some(drops) = &self.rules.drops else {
            return true;
        };
        let (us, g) = (self.turn, self.rules.geometry);
        let dark = |set: Set| {
            crate::core::bitboard::WideBits::new(set)
                .filter(|&i| g.is_dark(g.square_at(i)))
                .count()
        };
        drops.opposite_colors.iter().all(|kind| {
            let placed = self.board.pieces_of(us, kind);
            let total = placed.count() as usize + usize::from(self.reserve.count(us, kind));
            if kind == role {
                let to_dark = g.is_dark(g.square_at(to));
                let same = match to_dark {
                    true => dark(placed),
                    false => placed.count() as usize - dark(placed),
                };
                return same < total.div_ceil(2);
            }
            let free = drops.squares(us, kind) & !self.board.occupied() & !bit(to);
            let set = placed | free;
            let (d, all) = (dark(set), set.count() as usize);
            d >= total / 2 && all - d >= total / 2
        })
    }

    /// Placement chess: a castling royal piece dropped on its castling square castles with the
    /// rooks on theirs, and a rook dropped on its square with the royal piece on its own, as
    /// Fairy-Stockfish gives the rights.
    pub(crate) fn castle_dropped(&mut self, m: &Move, c: Color) {
        let Some(table) = self.rules.castling else {
            return;
        };
        let Some((royal, rooks)) = table.dropped else {
            return;
        };
        let back = self.rules.castling_rank(c);
        if m.to.rank() != back {
            return;
        }
        let royal_there = self
            .board
            .get(Square::new(royal, back))
            .is_some_and(|p| p.color == c && table.royals.contains(p.role));
        if !royal_there || !(table.royals.contains(m.role) || table.rooks.contains(m.role)) {
            return;
        }
        for (wing, file) in Wing::ALL.into_iter().zip(rooks) {
            let rook = self.board.get(Square::new(file, back));
            let dropped_now = table.rooks.contains(m.role) && m.to.file() == file;
            if rook.is_some_and(|p| p.color == c && table.rooks.contains(p.role))
                && (table.royals.contains(m.role) || dropped_now)
            {
                self.castling.set_royal(c, Wing::Right, Some(royal));
                self.castling.set_rook(c, wing, Some(file));
            }
        }
    }

    /// Gating: the piece of the hand enters on its square, and the squares the move leaves or
    /// takes on are gates no more; a side whose hand is empty for good gates no more.
    pub(crate) fn update_gates(&mut self, m: &Move, c: Color) {
        let g = self.rules.geometry;
        let bit = |sq: Square| bit(g.bit_index(sq));
        if let Some((role, sq)) = m.gate {
            self.reserve.take(c, role);
            self.board.set(sq, Some(Piece::new(c, role)));
        }
        if !m.is_drop() {
            self.gates &= !bit(m.from) & !bit(m.to);
        }
        if let Some(sq) = m.captured_square() {
            self.gates &= !bit(sq);
        }
        if let MoveKind::Castle { rook, .. } = m.kind {
            self.gates &= !bit(rook);
        }
        // Cambodian chess's gates are rights of first moves: no hand fills them.
        let emptied = self
            .rules
            .drops
            .as_ref()
            .is_some_and(|d| !d.captures_to_hand);
        if emptied && self.reserve.total(c) == 0 {
            self.gates &= !self.rules.gate_rank_bits(c);
        }
    }
}
