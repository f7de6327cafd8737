//! Moves a piece may make only as its first (Cambodian chess's king leaping as a knight to the
//! rank ahead, its met stepping two squares forward), from the square it starts on while its
//! side keeps the right. The rights are the position's gates (the squares written by their
//! file in the FEN's castling field, `DEde`, as Fairy-Stockfish writes them); a piece that
//! leaves its square, or is taken there, loses its right.

use crate::core::bitboard::bit;
use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::{Line, Path};

impl Position {
    /// Whether the side to move has a piece with first moves on a square where it keeps the
    /// right to make them.
    #[inline]
    pub(crate) fn may_move_first(&self) -> bool {
        !self.rules.first_movers.is_empty()
            && self.gates & self.board.color_bits(self.turn) != Set::EMPTY
    }

    /// Appends the legal first moves of the side to move: each piece with first moves on a
    /// square where it keeps the right, to the empty squares its first moves reach (they
    /// never capture), a royal piece's only out of check.
    pub(crate) fn first_moves(&self, out: &mut Vec<Move>) {
        let (us, g) = (self.turn, self.geometry());
        let in_check = self.is_check();
        for (from, p) in self.board.pieces() {
            if !self.rules.first_movers.contains(p.role) {
                continue;
            }
            let royal = self.rules.is_royal(p.role);
            if p.color != us
                || self.gates & bit(g.bit_index(from)) == Set::EMPTY
                || royal && in_check
            {
                continue;
            }
            for to in self.first_move_squares(from) {
                let m = Move::normal(p.role, from, to, None);
                if !out.contains(&m) && self.is_safe(&m) {
                    out.push(m);
                }
            }
        }
    }

    /// The empty squares the first moves of the piece on `from` reach, its right, check and
    /// the safety of its royal pieces aside (none if it has no first moves).
    pub fn first_move_squares(&self, from: Square) -> Vec<Square> {
        let Some(p) = self.board.get(from) else {
            return Vec::new();
        };
        let Some(first) = &self.rules.piece(p.role).first_moves else {
            return Vec::new();
        };
        first
            .movement
            .lines
            .iter()
            .flat_map(|line| self.line_squares(from, line, p.color))
            .collect()
    }

    /// The empty squares a line of `color`'s reaches from `from`: a leap's one, a ride's up to
    /// the first piece or hole.
    fn line_squares(&self, from: Square, line: &Line, color: Color) -> Vec<Square> {
        let g = self.geometry();
        let (df, dr) = line.vector_for(color);
        let mut at = from;
        let mut squares = Vec::new();
        let steps = if line.range == 0 { u8::MAX } else { line.range };
        for _ in 0..steps {
            let Some(next) = g.offset(at, df, dr) else {
                break;
            };
            if self.rules.holes & bit(g.bit_index(next)) != Set::EMPTY
                || self.board.get(next).is_some()
            {
                break;
            }
            squares.push(next);
            at = next;
        }
        squares
    }

    /// After `m`, played by `c`: an enemy piece with first moves loses its right when the
    /// moved piece is of a kind that takes it away and, from where it lands, would reach that
    /// piece's square on an empty board (Cambodian chess's rook aiming at the king).
    pub(crate) fn aim_at_first_movers(&mut self, m: &Move, c: Color) {
        let role = m.promotion.unwrap_or(m.role);
        let g = self.geometry();
        let theirs = self.gates & self.board.color_bits(!c);
        for i in crate::core::bitboard::WideBits::new(theirs) {
            let sq = g.square_at(i);
            let Some(p) = self.board.get(sq) else {
                continue;
            };
            let aimed = self
                .rules
                .piece(p.role)
                .first_moves
                .as_ref()
                .is_some_and(|f| {
                    f.lost_to.contains(role) && self.reaches_on_empty_board(role, c, m.to, sq)
                });
            if aimed {
                self.gates &= !bit(i);
            }
        }
    }

    /// Whether a piece of `role` of `color` on `from` reaches `to` on an empty board.
    fn reaches_on_empty_board(
        &self,
        role: crate::core::role::Role,
        color: Color,
        from: Square,
        to: Square,
    ) -> bool {
        let d = (
            to.file() as i8 - from.file() as i8,
            to.rank() as i8 - from.rank() as i8,
        );
        self.rules.piece(role).movement.lines.iter().any(|l| {
            l.mode.captures()
                && l.path == Path::Open
                && crate::core::role::steps_to(l.vector_for(color), d)
                    .is_some_and(|k| l.range == 0 || k <= l.range as i8)
        })
    }
}
