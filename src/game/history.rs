//! [`Game`]: a position with its history, for undo and repetition.

use super::{AnyPosition, Error, MoveInfo, Status, Variant};
use crate::core::bitboard::Set;
use crate::core::chasing;
use crate::core::move_repetition::{self, Ply};
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::core::position::Position;
use crate::variants::draughts::{self, GamePosition, Sized};
use crate::variants::russian;
use std::collections::{HashMap, VecDeque};

/// Longest undo history a [`Game`] keeps; older plies are forgotten (repetition counts only
/// the kept ones).
pub const MAX_HISTORY: usize = 100_000;

/// A game in progress: a position with its history, for undo and repetition. Repetitions
/// are counted by the positions' keys ([`AnyPosition::key`]), so that its status takes the
/// same time whatever the game's length.
///
/// ```
/// use fenboard::{Game, Variant};
/// let mut g = Game::new(&Variant::builtin("chess").unwrap(), None).unwrap();
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] { g.play(m).unwrap(); }
/// assert_eq!(g.status().outcome.unwrap().reason.as_str(), "threefold-repetition");
/// g.undo().unwrap();
/// assert!(g.status().outcome.is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    /// The kept positions, the current one last (one more than the kept moves), and their
    /// keys.
    positions: VecDeque<(AnyPosition, u64)>,
    /// How many kept positions have each key.
    counts: HashMap<u64, usize>,
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
    /// A game from a FEN, or from the standard start.
    pub fn new(variant: &Variant, fen_text: Option<&str>) -> Result<Game, Error> {
        Game::start(variant, fen_text, false)
    }

    /// A game from a partial position (royal pieces may be missing; see
    /// [`Variant::parse_partial`]), for playing on from a rules-page diagram.
    ///
    /// ```
    /// use fenboard::{Game, Variant};
    /// let chess = Variant::builtin("chess").unwrap();
    /// let g = Game::new_partial(&chess, "8/8/8/3N4/8/8/8/8 w - - 0 1").unwrap();
    /// assert_eq!(g.legal_moves().len(), 8);
    /// assert!(Game::new(&chess, Some("8/8/8/3N4/8/8/8/8 w - - 0 1")).is_err());
    /// ```
    pub fn new_partial(variant: &Variant, fen_text: &str) -> Result<Game, Error> {
        Game::start(variant, Some(fen_text), true)
    }

    /// [`Game::new`] and [`Game::new_partial`].
    pub(crate) fn start(
        variant: &Variant,
        fen_text: Option<&str>,
        partial: bool,
    ) -> Result<Game, Error> {
        let start = match fen_text {
            Some(f) => variant.read(f, partial)?,
            None => variant.start_position(),
        };
        let key = start.key();
        Ok(Game {
            variant: variant.clone(),
            positions: VecDeque::from([(start, key)]),
            counts: HashMap::from([(key, 1)]),
            moves: Vec::new(),
            forgotten: 0,
            partial,
        })
    }

    /// The game.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        &self
            .positions
            .back()
            .expect("a game always has a position")
            .0
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
    /// Once the game is over ([`Game::status`]'s outcome, repetition included), every move
    /// is refused with [`Error::GameOver`] naming the reason.
    pub fn play(&mut self, mv: &str) -> Result<&MoveInfo, Error> {
        let mut next = self.position().clone();
        let info = if self.partial {
            let info = next.play_partial(mv)?;
            next.skip_absent_side();
            info
        } else {
            if let Some(end) = self.status().outcome {
                return Err(Error::GameOver(Some(end.reason)));
            }
            match self.position() {
                // The game goes on where the position alone would end by the move rule, which
                // xiangqi's checks lengthen: only the game's status, just read, ends it.
                AnyPosition::Chess(p, _) if p.rules().end.chasing.is_some() => next.play_on(mv)?,
                _ => next.play(mv)?,
            }
        };
        if self.positions.len() > MAX_HISTORY {
            if let Some((_, key)) = self.positions.pop_front() {
                self.forget(key);
            }
            self.forgotten += 1;
            if self.forgotten >= FORGOTTEN_BLOCK {
                self.moves.drain(..self.forgotten);
                self.forgotten = 0;
            }
        }
        let key = next.key();
        *self.counts.entry(key).or_insert(0) += 1;
        self.positions.push_back((next, key));
        self.moves.push(info);
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// One fewer kept position with this key.
    fn forget(&mut self, key: u64) {
        if let Some(n) = self.counts.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                self.counts.remove(&key);
            }
        }
    }

    /// Takes back the last move and returns it; `None` when there is none to take back.
    pub fn undo(&mut self) -> Option<MoveInfo> {
        if self.moves.len() == self.forgotten {
            return None;
        }
        let m = self.moves.pop()?;
        if let Some((_, key)) = self.positions.pop_back() {
            self.forget(key);
        }
        Some(m)
    }

    /// The moves played, first first.
    pub fn history(&self) -> &[MoveInfo] {
        &self.moves[self.forgotten..]
    }

    /// How many times the current position has occurred in this game.
    pub fn repetitions(&self) -> usize {
        let key = self.positions.back().map_or(0, |&(_, k)| k);
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// The status, with the draws that need the history (repetition; draughts' own rules).
    pub fn status(&self) -> Status {
        let mut s = self.position().status();
        if self.partial {
            // An illustration ends only when the side to move cannot move, and a board with no
            // piece of the side to move shows no end at all.
            let empty = match self.position() {
                AnyPosition::Chess(p, _) => p.board().color_bits(p.turn()) == Set::EMPTY,
                AnyPosition::Draughts(_) => false,
            };
            s.outcome = s.outcome.filter(|_| s.legal_move_count == 0 && !empty);
            return s;
        }
        if let (Some(end), AnyPosition::Chess(p, _)) = (s.outcome, self.position()) {
            // Xiangqi's rule on chasing lengthens the move rule by the checks given.
            if end.reason == OutcomeReason::FiftyMoves && self.move_rule_extended(p) {
                s.outcome = None;
            }
        }
        if s.outcome.is_some() {
            return s;
        }
        let draw = |reason| Outcome {
            winner: None,
            reason,
        };
        match self.position() {
            AnyPosition::Draughts(p) if p.game().id == russian::ID => {
                let skip = self.positions.len().saturating_sub(russian::RECENT);
                let recent: Vec<russian::Position> = (self.positions.iter().skip(skip))
                    .filter_map(|(p, _)| match p {
                        AnyPosition::Draughts(d) => match d.sized() {
                            Sized::Eight(d) => Some(russian::Position::from_inner(*d)),
                            _ => None,
                        },
                        AnyPosition::Chess(..) => None,
                    })
                    .collect();
                s.outcome = russian::draw_reason_counted(self.repetitions(), &recent).map(draw);
            }
            AnyPosition::Draughts(p) => {
                // The other draughts games: the same position for the third time, then the
                // rules of their definitions' `end.draws`, read off the last positions.
                if self.repetitions() >= 3 {
                    s.outcome = Some(draw(OutcomeReason::ThreefoldRepetition));
                } else if !p.game().draws.is_empty() {
                    let skip =
                        (self.positions.len()).saturating_sub(draughts::draw_history_len(p.game()));
                    let recent: Vec<GamePosition> = (self.positions.iter().skip(skip))
                        .filter_map(|(p, _)| match p {
                            AnyPosition::Draughts(d) => Some(d.clone()),
                            AnyPosition::Chess(..) => None,
                        })
                        .collect();
                    s.outcome = draughts::draw_reason(p.game(), &recent).map(draw);
                }
            }
            AnyPosition::Chess(p, _) => {
                s.outcome = self.move_repetition(p).or_else(|| self.chess_repetition(p));
            }
        }
        s
    }

    /// The position `i` plies back (0: the current one), if kept and of the chess family.
    fn back(&self, i: usize) -> Option<&Position> {
        let n = self.positions.len().checked_sub(i + 1)?;
        match &self.positions[n].0 {
            AnyPosition::Chess(q, _) => Some(q),
            AnyPosition::Draughts(_) => None,
        }
    }

    /// The move that led to the position `i` plies back (0: the current one), if kept, as
    /// [`move_repetition`] reads it.
    fn ply(&self, i: usize) -> Option<Ply> {
        let moves = self.history();
        let m = moves.get(moves.len().checked_sub(i + 1)?)?;
        let pass = m.from == m.to && m.steps.is_empty();
        Some(Ply {
            from: m.from,
            to: m.to,
            pass,
            plain: !pass
                && m.steps.is_empty()
                && m.promotion.is_none()
                && m.castle.is_none()
                && m.gate.is_none()
                && m.captured.iter().all(|&c| c == m.to),
            capture: !m.captured.is_empty(),
        })
    }

    /// The loss of the side that has just moved by janggi's modern rule on a piece moved
    /// back and forth, where the game has it ([`move_repetition::lost`]); it is looked at
    /// before the repetition's rule, which comes at the same move at the soonest.
    fn move_repetition(&self, p: &Position) -> Option<Outcome> {
        if !p.rules().end.move_repetition_loses {
            return None;
        }
        // As far back as the move rule's count and the kept positions go.
        let end = (p.halfmoves() as usize).min(self.positions.len() - 1);
        move_repetition::lost(|i| self.back(i), |i| self.ply(i), end).then(|| Outcome {
            winner: Some(p.turn()),
            reason: OutcomeReason::MoveRepetition,
        })
    }

    /// Whether the move rule, which `p` (the current position) has reached, is put off by the
    /// checks given, in a game with xiangqi's rule on chasing ([`chasing::move_rule_extension`]).
    fn move_rule_extended(&self, p: &Position) -> bool {
        if p.rules().end.chasing.is_none() {
            return false;
        }
        let plies = self.positions.len() - 1;
        let extra = chasing::move_rule_extension(|i| self.back(i), p.halfmoves(), plies);
        p.halfmoves() < 2 * p.rules().end.move_rule + extra
    }

    /// The end by repetition of a chess-family game whose position `p` (the current one)
    /// has occurred as often as its rule says: what the rule gives, unless a side gave check
    /// with every move since (where the game makes that side lose), or else chased with every
    /// move since (where the game has xiangqi's rule on chasing).
    fn chess_repetition(&self, p: &Position) -> Option<Outcome> {
        let end = &p.rules().end;
        let needed = end.repetition as usize;
        if needed == 0 || self.repetitions() < needed {
            return None;
        }
        // A drawn repetition goes to the count of material where the game has one (janggi).
        let repeated = Outcome {
            winner: p.counted(end.repetition_value.winner(p.turn())),
            reason: OutcomeReason::ThreefoldRepetition,
        };
        if !end.perpetual_check_loses && end.chasing.is_none() {
            return Some(repeated);
        }
        // The keys of the positions newest first (0: the current one), and the first of the
        // occurrences.
        let key_back = |i: usize| self.positions[self.positions.len() - 1 - i].1;
        let key = key_back(0);
        let first = (0..self.positions.len())
            .filter(|&i| key_back(i) == key)
            .nth(needed - 1)?;
        // Where a side lost, the winner: the side to move if `them` (the side that has just
        // moved) did it alone.
        let lost = |them: bool, us: bool, reason| match (them, us) {
            (false, false) => None,
            (true, true) => Some(Outcome {
                winner: p.counted(None),
                reason,
            }),
            (them, _) => Some(Outcome {
                winner: Some(if them { p.turn() } else { !p.turn() }),
                reason,
            }),
        };
        if end.perpetual_check_loses {
            let checked = |i: usize| self.back(i).is_some_and(Position::is_check);
            // The checks of the side not to move from its move that led to the first
            // occurrence, the other side's from its first move after it (as Fairy-Stockfish
            // counts them).
            let them = (0..=first).step_by(2).all(checked);
            let us = (1..first).step_by(2).all(checked);
            if let Some(o) = lost(them, us, OutcomeReason::PerpetualCheck) {
                return Some(o);
            }
        }
        if let Some(rule) = &end.chasing {
            let (them, us) = chasing::chasers(rule, |i| self.back(i), first);
            if let Some(o) = lost(them, us, OutcomeReason::Chasing) {
                return Some(o);
            }
        }
        Some(repeated)
    }
}
