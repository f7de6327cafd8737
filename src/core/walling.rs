//! Walling games (Fairy-Stockfish's `wallingRule`: amazons, duck chess, isolation,
//! snailtrail, joust): every move is a piece's move, then a wall placed on an empty square
//! the game's [`WallingRule`] allows. The pieces' moves come from the game's own rules; each
//! is then given every wall it may place, and the position plays both.

use crate::core::bitboard::{bit, Set, WideBits};
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::rules::WallingRule;

impl Position {
    /// The squares where the move `m` may place its wall (whatever wall it names): none in a
    /// game without walling. As Fairy-Stockfish: an empty square once the piece has moved
    /// (its start square among them, a castle's and an en passant capture's squares as they
    /// are left), in the game's region, by its rule.
    pub fn wall_squares(&self, m: &Move) -> Set {
        let Some(walling) = self.rules.walling else {
            return Set::EMPTY;
        };
        let g = self.geometry();
        // Played, so that every kind of move leaves its squares as it does.
        let mut after = self.clone();
        after.play_unchecked(&Move { wall: None, ..*m });
        // The duck may not stay where it stood, though it has left that square.
        let mut open = !(after.board.occupied() | self.board.walls()) & walling.region;
        match walling.rule {
            WallingRule::Arrow => {
                after.turn = self.turn;
                let mut reach = Vec::new();
                after.moves_as(m.to, m.role, &mut reach);
                open &= reach
                    .iter()
                    .fold(Set::EMPTY, |a, r| a | bit(g.bit_index(r.to)));
            }
            WallingRule::Past => open &= bit(g.bit_index(m.from)),
            WallingRule::Duck | WallingRule::Static => {}
        }
        open
    }

    /// Replaces each move of `out` from `start` on by the move with each of its walls (one
    /// with nowhere to place its wall is no move).
    pub(crate) fn add_walls(&self, out: &mut Vec<Move>, start: usize) {
        let g = self.geometry();
        let moves: Vec<Move> = out.drain(start..).collect();
        for m in moves {
            let walls = WideBits::new(self.wall_squares(&m));
            out.extend(walls.map(|i| m.walled(g.square_at(i))));
        }
    }

    /// The number of moves with their walls that the moves `moves` (without walls) make.
    pub(crate) fn count_walled(&self, moves: &[Move]) -> usize {
        moves
            .iter()
            .map(|m| self.wall_squares(m).count() as usize)
            .sum()
    }

    /// After the pieces of `m` have moved: the duck's last square is left, then the move's
    /// wall placed; a capture en passant may not land on it.
    pub(crate) fn place_wall(&mut self, m: &Move, rule: WallingRule) {
        if rule == WallingRule::Duck {
            self.board.clear_walls();
        }
        if let Some(sq) = m.wall {
            self.board.set_wall(self.geometry().bit_index(sq));
            if self.ep.is_some_and(|ep| ep.square == sq) {
                self.ep = None;
            }
        }
    }
}
