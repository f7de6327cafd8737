//! Whether a position read from a FEN can occur in its game: the shared checks, and each
//! game's own through its validation hook.

use crate::core::bitboard::{bit, shl};
use crate::core::color::Color;
use crate::core::position::{Position, PositionError};
use crate::core::role::{Piece, Role};

impl Position {
    /// Checks the position: the shared rules (kings, pawns, en passant, side not to move
    /// not in check), then the game's own hook.
    pub fn validate(&self) -> Result<(), PositionError> {
        self.validate_with(true)
    }

    /// Checks only the shared rules (pieces of the game, pawns, en passant, side not to move
    /// not in check), not the game's own counts of royal pieces or reserve: a partial
    /// position, such as a rules-page diagram with a lone knight.
    pub fn validate_partial(&self) -> Result<(), PositionError> {
        self.validate_with(false)
    }

    fn validate_with(&self, game_hook: bool) -> Result<(), PositionError> {
        // Foreign pieces and pawns on a first or last rank, over the bitboards; the square
        // by square walk below only runs to name the first culprit.
        let allowed = (self.rules.roles.iter()).fold(0, |b, &r| b | self.board.role_bits(r));
        let all = self.board.color_bits(Color::White) | self.board.color_bits(Color::Black);
        let (width, height) = (self.geometry().width as u32, self.geometry().height as u32);
        let rank = bit(width) - 1;
        let back_ranks = rank | shl(rank, width * (height - 1));
        let suspects = (all & !allowed) | (self.board.role_bits(Role::Pawn) & back_ranks);
        for (square, p) in self
            .board
            .squares_of(suspects)
            .filter_map(|sq| Some((sq, self.board.get(sq)?)))
        {
            if !self.rules.roles.contains(&p.role) {
                return Err(PositionError::ForeignPiece {
                    square,
                    letter: p.char(),
                });
            }
            if p.role == Role::Pawn {
                let rel = self.relative_rank(p.color, square);
                if rel == 0 || rel + 1 == self.geometry().height {
                    return Err(PositionError::PawnOnBackRank(square));
                }
            }
        }
        if let Some(ep) = self.ep {
            let them = !self.turn;
            let ok = self.relative_rank(them, ep) == self.rules.pawn_double_rank + 1
                && self.board.get(ep).is_none()
                && self
                    .geometry()
                    .offset(ep, 0, -them.forward())
                    .is_some_and(|s| self.board.get(s).is_none())
                && self
                    .geometry()
                    .offset(ep, 0, them.forward())
                    .is_some_and(|s| self.board.get(s) == Some(Piece::new(them, Role::Pawn)));
            if !ok {
                return Err(PositionError::BadEnPassant(ep));
            }
        }
        if game_hook {
            (self.rules.hooks.validate)(self)?;
        }
        if let Some(square) = self.checked_royals(!self.turn).first() {
            return Err(PositionError::OppositeCheck { square: *square });
        }
        Ok(())
    }

    /// The shared check that each side has exactly one king.
    pub fn validate_one_king_each(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let count = self.board.count(color, Role::King);
            if count != 1 {
                return Err(PositionError::Kings { color, count });
            }
        }
        Ok(())
    }
}
