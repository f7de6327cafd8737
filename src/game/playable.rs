//! [`Playable`]: what the API asks of a game's position, implemented once per kind of game
//! (the chess family's shared [`Position`], the draughts family's [`GamePosition`]).

use super::info::{chess_move_info, draughts_move_info};
use super::{Error, MoveInfo, Status, MAX_PERFT_DEPTH};
use crate::core::color::Color;
use crate::core::moves::Move;
use crate::core::outcome::{Outcome, OutcomeReason};
use crate::core::position::Position;
use crate::formats::{fen, notation};
use crate::variants::draughts::{DraughtsMove, End, GamePosition};

/// A position of one game, as the API, the search's root and the explanations see it: its
/// turn and FEN, its legal moves described, a move read from text and played, its status.
///
/// ```
/// use fenboard::game::Playable;
/// use fenboard::variants::draughts::GamePosition;
///
/// fn sans<P: Playable>(pos: &P) -> Vec<String> {
///     pos.describe_legal_moves(true).into_iter().map(|m| m.san).collect()
/// }
/// let chess = fenboard::Variant::builtin("chess").unwrap();
/// assert!(sans(chess.start_position().chess().unwrap()).contains(&"Nf3".to_string()));
/// let russian = fenboard::Variant::builtin("russian").unwrap();
/// let start = GamePosition::start(russian.draughts().unwrap());
/// assert!(sans(&start).contains(&"c3-d4".to_string()));
/// ```
pub trait Playable: Clone {
    /// The game's own move type.
    type Move: Clone + PartialEq;

    /// The side to move.
    fn turn(&self) -> Color;
    /// The FEN, in the dialect it was read in.
    fn fen(&self) -> String;
    /// Every legal move.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// A legal move described for the API; `legal` is the list it comes from (for SAN's
    /// disambiguation), and the SAN is left empty unless `with_san`.
    fn describe(&self, m: &Self::Move, legal: &[Self::Move], with_san: bool) -> MoveInfo;
    /// The legal move that `text` (UCI, SAN, or the game's own notation) names.
    fn parse_move(&self, text: &str, legal: &[Self::Move]) -> Result<Self::Move, Error>;
    /// Plays a move from [`Playable::legal_moves`].
    fn play_unchecked(&mut self, m: &Self::Move);
    /// Turn, check, legal move count and outcome (without repetition, which needs history).
    fn status(&self) -> Status;
    /// The outcome [`Playable::status`] gives, from the legal moves already generated (by
    /// default the status's own, which generates them again).
    fn outcome_among(&self, _legal: &[Self::Move]) -> Option<Outcome> {
        self.status().outcome
    }
    /// The number of leaves `depth` plies below (perft).
    fn perft(&self, depth: u32) -> u64;

    /// Every legal move, described.
    fn describe_legal_moves(&self, with_san: bool) -> Vec<MoveInfo> {
        let legal = self.legal_moves();
        legal
            .iter()
            .map(|m| self.describe(m, &legal, with_san))
            .collect()
    }

    /// Plays the move `text` names and returns it described; on error nothing changes.
    /// Where the game is over (any outcome of [`Playable::status`]: no move, a draw by
    /// material or by the move rule, a rule's win), whatever `text` is, the error is that the
    /// game is over (not that the move is illegal).
    fn play_text(&mut self, text: &str) -> Result<MoveInfo, Error> {
        self.play_text_until(text, true)
    }

    /// [`Playable::play_text`]; unless `every_end`, only a side to move with no move ends
    /// the game (a partial position's diagram plays on past the draws).
    fn play_text_until(&mut self, text: &str, every_end: bool) -> Result<MoveInfo, Error> {
        let legal = self.legal_moves();
        if legal.is_empty() || every_end {
            if let Some(end) = self.outcome_among(&legal) {
                return Err(Error::GameOver(Some(end.reason)));
            }
            if legal.is_empty() {
                return Err(Error::GameOver(None));
            }
        }
        let m = self.parse_move(text, &legal)?;
        let info = self.describe(&m, &legal, true);
        self.play_unchecked(&m);
        Ok(info)
    }

    /// Perft, refusing depths beyond [`MAX_PERFT_DEPTH`].
    fn checked_perft(&self, depth: u32) -> Result<u64, Error> {
        if depth > MAX_PERFT_DEPTH {
            return Err(Error::PerftDepth(depth));
        }
        Ok(self.perft(depth))
    }
}

impl Playable for Position {
    type Move = Move;

    fn turn(&self) -> Color {
        Position::turn(self)
    }
    fn fen(&self) -> String {
        fen::write(self)
    }
    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }
    fn describe(&self, m: &Move, legal: &[Move], with_san: bool) -> MoveInfo {
        chess_move_info(self, m, legal, with_san)
    }
    fn parse_move(&self, text: &str, legal: &[Move]) -> Result<Move, Error> {
        Ok(notation::parse_move_among(self, text, legal)?)
    }
    fn play_unchecked(&mut self, m: &Move) {
        Position::play_unchecked(self, m)
    }
    fn outcome_among(&self, legal: &[Move]) -> Option<Outcome> {
        self.outcome(legal.len())
    }
    fn status(&self) -> Status {
        let count = self.count_legal_moves();
        let checked_squares = self.checked_royals(self.turn());
        let rules = self.rules();
        let kinds = rules.hand_kinds();
        let reserve = |c: Color| -> Vec<(char, u8)> {
            (kinds.iter())
                .map(|&r| (rules.letter(r), self.reserves().count(c, r)))
                .collect()
        };
        Status {
            turn: self.turn(),
            check: !checked_squares.is_empty(),
            checked_squares,
            legal_move_count: count,
            outcome: self.outcome(count),
            reserve: (!kinds.is_empty()).then(|| [reserve(Color::White), reserve(Color::Black)]),
            pending_identification: self.pending_identification(),
            checks_left: (rules.end.checks > 0).then(|| {
                [
                    self.checks_left(Color::White),
                    self.checks_left(Color::Black),
                ]
            }),
        }
    }
    fn perft(&self, depth: u32) -> u64 {
        crate::core::perft::perft(self, depth)
    }
}

impl Playable for GamePosition {
    type Move = DraughtsMove;

    fn turn(&self) -> Color {
        GamePosition::turn(self)
    }
    fn fen(&self) -> String {
        GamePosition::fen(self)
    }
    fn legal_moves(&self) -> Vec<Self::Move> {
        GamePosition::legal_moves(self)
    }
    fn describe(&self, m: &Self::Move, legal: &[Self::Move], with_san: bool) -> MoveInfo {
        draughts_move_info(self, m, legal, with_san)
    }
    fn parse_move(&self, text: &str, legal: &[Self::Move]) -> Result<Self::Move, Error> {
        Ok(self.parse_move_among(text, legal)?)
    }
    fn play_unchecked(&mut self, m: &Self::Move) {
        GamePosition::play(self, m)
    }
    fn outcome_among(&self, _legal: &[DraughtsMove]) -> Option<Outcome> {
        self.outcome().map(|(winner, end)| Outcome {
            winner: Some(winner),
            reason: match end {
                End::Crowned => OutcomeReason::Crowned,
                End::NoMoves if winner == self.turn() => OutcomeReason::NoMovesWins,
                End::NoMoves => OutcomeReason::NoMoves,
            },
        })
    }
    fn status(&self) -> Status {
        let legal = GamePosition::legal_moves(self);
        let count = legal.len();
        let outcome = self.outcome_among(&legal);
        Status {
            turn: self.turn(),
            check: false,
            checked_squares: Vec::new(),
            legal_move_count: count,
            outcome,
            reserve: None,
            pending_identification: None,
            checks_left: None,
        }
    }
    fn perft(&self, depth: u32) -> u64 {
        GamePosition::perft(self, depth)
    }
}
