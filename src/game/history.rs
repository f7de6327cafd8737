//! [`Game`]: a position with its history, for undo and repetition.

use super::{AnyPosition, Error, MoveInfo, Status, Variant};
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::variants::{russian, Randomness};
use std::collections::VecDeque;

/// Longest undo history a [`Game`] keeps; older plies are forgotten (repetition counts only
/// the kept ones).
pub const MAX_HISTORY: usize = 100_000;

/// A game in progress: a position with its history, for undo and repetition.
///
/// ```
/// use fenboard::game::Game;
/// let mut g = Game::new("chess", None).unwrap();
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] { g.play(m).unwrap(); }
/// assert_eq!(g.status().outcome.unwrap().reason.as_str(), "threefold-repetition");
/// g.undo().unwrap();
/// assert!(g.status().outcome.is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    /// The kept positions, the current one last (one more than the kept moves).
    positions: VecDeque<AnyPosition>,
    /// The moves played; the first `forgotten` are past [`MAX_HISTORY`] and no longer part
    /// of the history (they are dropped in blocks, so that `history` stays a slice and
    /// each play costs O(1) amortized).
    moves: Vec<MoveInfo>,
    forgotten: usize,
    /// A partial position (a diagram without royal pieces): no draw rules, and a side with
    /// no piece on the board does not take turns.
    partial: bool,
}

/// How many forgotten moves a [`Game`] holds before it drops them at once.
const FORGOTTEN_BLOCK: usize = 4096;

impl Game {
    /// A game from a partial position (royal pieces may be missing; see
    /// [`Variant::parse_partial`]), for playing on from a rules-page diagram.
    ///
    /// ```
    /// use fenboard::game::Game;
    /// let g = Game::new_partial("chess", "8/8/8/3N4/8/8/8/8 w - - 0 1").unwrap();
    /// assert_eq!(g.legal_moves().len(), 8);
    /// assert!(Game::new("chess", Some("8/8/8/3N4/8/8/8/8 w - - 0 1")).is_err());
    /// ```
    pub fn new_partial(variant: &str, fen_text: &str) -> Result<Game, Error> {
        Game::start(variant, Some(fen_text), true)
    }

    /// A game from a FEN, or from the standard start.
    pub fn new(variant: &str, fen_text: Option<&str>) -> Result<Game, Error> {
        Game::start(variant, fen_text, false)
    }

    /// [`Game::new`] and [`Game::new_partial`]: one body for both (the wasm constructor
    /// calls it too).
    #[inline(never)]
    pub(crate) fn start(
        variant: &str,
        fen_text: Option<&str>,
        partial: bool,
    ) -> Result<Game, Error> {
        let v = Variant::from_id(variant)?;
        let standard;
        let fen_text = match fen_text {
            Some(f) => f,
            None => {
                standard = v.start_fen(Randomness::Standard, 0);
                &standard
            }
        };
        let start = v.read(fen_text, partial)?;
        let mut positions = VecDeque::new();
        positions.push_back(start);
        Ok(Game {
            variant: v,
            positions,
            moves: Vec::new(),
            forgotten: 0,
            partial,
        })
    }

    /// The game's id.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        self.positions.back().expect("a game always has a position")
    }

    /// Current FEN.
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// Legal moves now.
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        self.position().legal_moves()
    }

    /// Plays a move and returns it as the history records it; on error nothing changes.
    pub fn play(&mut self, mv: &str) -> Result<&MoveInfo, Error> {
        let mut next = self.position().clone();
        let info = next.play(mv)?;
        if self.partial {
            next.skip_absent_side();
        }
        if self.positions.len() > MAX_HISTORY {
            self.positions.pop_front();
            self.forgotten += 1;
            if self.forgotten >= FORGOTTEN_BLOCK {
                self.moves.drain(..self.forgotten);
                self.forgotten = 0;
            }
        }
        self.positions.push_back(next);
        self.moves.push(info);
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// Takes back the last move and returns it; `None` when there is none to take back.
    pub fn undo(&mut self) -> Option<MoveInfo> {
        if self.moves.len() == self.forgotten {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop_back();
        Some(m)
    }

    /// The moves played, first first.
    pub fn history(&self) -> &[MoveInfo] {
        &self.moves[self.forgotten..]
    }

    /// How many times the current position has occurred in this game.
    pub fn repetitions(&self) -> usize {
        // A plain loop: `filter().count()` folds the deque's two halves in two loops, with
        // the position comparison inlined in each.
        let now = self.position();
        let mut count = 0;
        for p in &self.positions {
            if p == now {
                count += 1;
            }
        }
        count
    }

    /// The status, with threefold repetition.
    pub fn status(&self) -> Status {
        let mut s = self.position().status();
        if self.partial {
            // An illustration ends only when the side to move cannot move.
            s.outcome = s.outcome.filter(|_| s.legal_move_count == 0);
            return s;
        }
        if s.outcome.is_some() {
            return s;
        }
        if let AnyPosition::Draughts(_) = self.position() {
            let mut history = Vec::new();
            for p in &self.positions {
                if let AnyPosition::Draughts(d) = p {
                    history.push(*d);
                }
            }
            s.outcome = russian::draw_reason(&history).map(|reason| Outcome {
                winner: None,
                reason,
            });
        } else if self.repetitions() >= 3 {
            s.outcome = Some(Outcome {
                winner: None,
                reason: OutcomeReason::ThreefoldRepetition,
            });
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_id_reads_every_id() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_id(v.id()), Ok(v));
        }
        assert!(Variant::from_id("Chess").is_err());
    }
}
