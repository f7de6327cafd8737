//! Whether a position read from a FEN can occur in its game: the shared checks, and a game's
//! own through its validation hook.

use crate::core::color::Color;
use crate::core::position::{Position, PositionError};
use crate::core::role::Role;

impl Position {
    /// Checks the position: the royal pieces (a royal kind pawns cannot become: as many as at
    /// the start, since a royal piece is never captured; one they can become: at least as
    /// many), or the game's own hook; pawns, en passant, and the side not to move not in
    /// check.
    pub fn validate(&self) -> Result<(), PositionError> {
        self.validate_with(true)
    }

    /// Checks only what every position must obey (pawns, en passant, the side not to move not
    /// in check), not the royal pieces: a partial position, such as a rules-page diagram with
    /// a lone knight.
    pub fn validate_partial(&self) -> Result<(), PositionError> {
        self.validate_with(false)
    }

    fn validate_with(&self, whole: bool) -> Result<(), PositionError> {
        let rules = &self.rules;
        for (square, p) in self.board.pieces() {
            if p.role.index() >= rules.pieces.len() {
                return Err(PositionError::ForeignPiece {
                    square,
                    letter: '?',
                });
            }
            if rules.is_pawn(p.role) {
                let rel = self.relative_rank(p.color, square);
                let bit = self.geometry().bit_index(square);
                // Not where it must have promoted: the last rank, or a zone of squares.
                let promoted = match rules.promotion.squares {
                    Some(zone) => zone[p.color.index()].has(bit),
                    None => rel + 1 == self.geometry().height,
                };
                // A pawn may stand where the game lets it be dropped (chessgi's first rank; the
                // last, where a definition does not forbid it).
                let dropped = rules
                    .drops
                    .as_ref()
                    .is_some_and(|d| d.may_drop_on(p.color, p.role, bit));
                // Sittuyin's pawns, which promote only by a move of their own, may stay there.
                let last = promoted
                    && !rules.promotion.roles(p.color).is_empty()
                    && !rules.promotion.as_move
                    && !dropped;
                // A pawn may stand on its first rank where it may step two squares from there
                // (horde), be dropped there or start there (Legan chess, whose pawns also step
                // sideways along it).
                // Nor outside its region (pawnback's pawns never step back to the first rank).
                let confined = rules.piece(p.role).region.is_some_and(|r| {
                    let r = match p.color {
                        Color::White => r,
                        Color::Black => crate::core::bitboard::mirror(self.geometry(), r),
                    };
                    !r.has(bit)
                });
                let first = rel == 0
                    && (self.never_backward(p.role) || confined)
                    && !rules.double_steps_from(p.color, square)
                    && !dropped
                    && !rules.first_rank_pawns[p.color.index()].has(bit);
                if last || first {
                    return Err(PositionError::PawnOnBackRank {
                        square,
                        name: rules.piece(p.role).name.clone(),
                    });
                }
            }
        }
        if let Some(ep) = self.ep {
            let them = !self.turn;
            let victim = self.board.get(ep.victim);
            let ok = self.board.get(ep.square).is_none()
                && victim.is_some_and(|v| v.color == them && rules.is_pawn(v.role));
            if !ok {
                return Err(PositionError::BadEnPassant(ep.square));
            }
        }
        if whole {
            match rules.hooks.validate {
                Some(hook) => hook(self)?,
                None => self.validate_royals()?,
            }
        }
        // A move that ends the game by a rule may leave the mover attacked: atomic's capture
        // that blows up the enemy king.
        if let Some(square) = self.capturable_royals(!self.turn).first() {
            if self.ended_by_rule().is_none() {
                return Err(PositionError::OppositeCheck { square: *square });
            }
        }
        Ok(())
    }

    /// Whether a kind never moves towards its own side (so that it cannot stand on its first
    /// rank unless it starts there).
    fn never_backward(&self, role: Role) -> bool {
        let m = &self.rules.piece(role).movement;
        !m.lines.is_empty() && m.lines.iter().all(|l| l.vector.1 >= 0)
    }

    /// The shared check of the royal pieces: of each royal kind as many as at the start (on
    /// the board or in hand), at least as many if pawns may become one.
    pub fn validate_royals(&self) -> Result<(), PositionError> {
        let rules = &self.rules;
        for color in Color::ALL {
            for role in rules.royals.iter() {
                // Placement chess's royal pieces start in hand.
                let count =
                    self.board.count(color, role) + usize::from(self.reserve.count(color, role));
                let expected = usize::from(rules.initial[color.index()][role.index()]);
                let promoted = rules.promotion.roles(color).contains(&role);
                // Where losing them ends the game (atomic's exploded king), fewer may be left.
                let extinct = rules
                    .end
                    .extinction
                    .is_some_and(|x| x.roles.is_empty() || x.roles.contains(role));
                // With duple check a side keeps its last royal piece, having lost the others,
                // and, where captured pieces go to the capturer's hand, may hold the other
                // side's.
                let duple = rules.duple_check && count >= 1 && count < expected;
                let taken = rules.duple_check
                    && rules.drops.as_ref().is_some_and(|d| d.captures_to_hand)
                    && count > expected;
                if count == expected
                    || (promoted && count > expected)
                    || taken
                    || (extinct && count < expected)
                    || duple
                {
                    continue;
                }
                return Err(PositionError::Royals {
                    color,
                    name: rules.piece(role).name.clone(),
                    count,
                    expected,
                    at_least: promoted,
                });
            }
        }
        Ok(())
    }
}
