//! How a game ended: [`Outcome`] and its [`OutcomeReason`].

use crate::core::color::Color;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why.
    pub reason: OutcomeReason,
}

/// Why a game ended, in every game (the JavaScript API gives [`OutcomeReason::as_str`]).
///
/// ```
/// use fenboard::core::outcome::OutcomeReason;
/// use fenboard::game;
/// let status = game::status("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
/// assert_eq!(status.outcome.unwrap().reason, OutcomeReason::Stalemate);
/// assert_eq!(OutcomeReason::Stalemate.as_str(), "stalemate");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OutcomeReason {
    /// `checkmate`: the side to move is in check and has no legal move.
    Checkmate,
    /// `stalemate`: the side to move is not in check and has no legal move (a draw).
    Stalemate,
    /// `insufficient-material`: neither side can mate (a draw).
    InsufficientMaterial,
    /// `fifty-moves`: fifty moves of each side without a capture or pawn move (a draw).
    FiftyMoves,
    /// `threefold-repetition`: the position has occurred as often as the game's rule says
    /// (three times in chess, four in shogi); a draw, or what the game's rule gives.
    ThreefoldRepetition,
    /// `perpetual-check`: the position repeated so while a side gave check with every move:
    /// that side loses (shogi, xiangqi), both doing so a draw.
    PerpetualCheck,
    /// `chasing`: the position repeated so while a side chased an unprotected piece with
    /// every move, and the other did not: that side loses (xiangqi's rule on chasing,
    /// [`crate::core::chasing`]), both doing so a draw.
    Chasing,
    /// `move-repetition`: the side that has just moved moved the same piece back and forth,
    /// four times between the same two points, and loses (janggi's modern rule,
    /// [`crate::core::move_repetition`]).
    MoveRepetition,
    /// `no-moves`: draughts, the side to move has no legal move and loses.
    NoMoves,
    /// `three-kings-against-one`: draughts, three kings against a lone king for fifteen
    /// moves (a draw).
    ThreeKingsAgainstOne,
    /// `kings-only-15-moves`: draughts, fifteen moves of each side with only kings moved and
    /// nothing captured (a draw).
    KingsOnly15Moves,
    /// `kings-only-moves`: draughts, as many moves in a row as the game's rule says with
    /// only kings moved and nothing captured (a draw: international draughts' 25 moves,
    /// English and Italian's 40; the definition's `end.draws`).
    KingsOnlyMoves,
    /// `small-endgame`: draughts, an ending of the material the game's rule names has lasted
    /// its number of moves (a draw: Frisian two kings against one for 7 moves; the
    /// definition's `end.draws`).
    SmallEndgame,
    /// `no-moves-wins`: draughts, the side to move has no legal move and wins (antidraughts).
    NoMovesWins,
    /// `crowned`: draughts, a man was crowned in a game the first king wins (breakthrough).
    Crowned,
    /// `extinction`: a side has too few pieces left, of every kind or of one (shatranj's bare
    /// king: [`crate::core::rules::Extinction`]).
    Extinction,
    /// `region`: a side brought a piece to the region it had to reach (king of the hill,
    /// racing kings: [`crate::core::rules::Flag`]).
    Region,
    /// `checks`: a side gave the last of the checks that win (three-check).
    Checks,
    /// `counting`: makruk's count ran out before the stronger side mated (a draw:
    /// [`crate::core::rules::Counting`]).
    Counting,
    /// `forbidden-mate`: a checkmate given only by pieces the game forbids to mate (shatar's
    /// knight): the side mated wins ([`crate::core::rules::MateRules`]).
    ForbiddenMate,
    /// `niol`: a checkmate whose series of checks had none by the pieces it needs (shatar's
    /// shak): a draw.
    Niol,
    /// `bikjang`: the royal pieces faced each other on an open file, and the side to break
    /// the facing passed instead (janggi): drawn, or decided by the count of material.
    Bikjang,
    /// `passes`: both sides passed in a row (janggi): drawn, or decided by the count of
    /// material.
    Passes,
}

impl OutcomeReason {
    /// Every reason.
    pub const ALL: [OutcomeReason; 23] = [
        OutcomeReason::Checkmate,
        OutcomeReason::Stalemate,
        OutcomeReason::InsufficientMaterial,
        OutcomeReason::FiftyMoves,
        OutcomeReason::ThreefoldRepetition,
        OutcomeReason::PerpetualCheck,
        OutcomeReason::Chasing,
        OutcomeReason::MoveRepetition,
        OutcomeReason::Extinction,
        OutcomeReason::Region,
        OutcomeReason::Checks,
        OutcomeReason::Counting,
        OutcomeReason::ForbiddenMate,
        OutcomeReason::Niol,
        OutcomeReason::Bikjang,
        OutcomeReason::Passes,
        OutcomeReason::NoMoves,
        OutcomeReason::ThreeKingsAgainstOne,
        OutcomeReason::KingsOnly15Moves,
        OutcomeReason::KingsOnlyMoves,
        OutcomeReason::SmallEndgame,
        OutcomeReason::NoMovesWins,
        OutcomeReason::Crowned,
    ];

    /// The reason as the JavaScript API and the wire give it (kebab-case, stable).
    pub const fn as_str(self) -> &'static str {
        match self {
            OutcomeReason::Checkmate => "checkmate",
            OutcomeReason::Stalemate => "stalemate",
            OutcomeReason::InsufficientMaterial => "insufficient-material",
            OutcomeReason::FiftyMoves => "fifty-moves",
            OutcomeReason::ThreefoldRepetition => "threefold-repetition",
            OutcomeReason::PerpetualCheck => "perpetual-check",
            OutcomeReason::Chasing => "chasing",
            OutcomeReason::MoveRepetition => "move-repetition",
            OutcomeReason::NoMoves => "no-moves",
            OutcomeReason::ThreeKingsAgainstOne => "three-kings-against-one",
            OutcomeReason::KingsOnly15Moves => "kings-only-15-moves",
            OutcomeReason::KingsOnlyMoves => "kings-only-moves",
            OutcomeReason::SmallEndgame => "small-endgame",
            OutcomeReason::Extinction => "extinction",
            OutcomeReason::Region => "region",
            OutcomeReason::Checks => "checks",
            OutcomeReason::Counting => "counting",
            OutcomeReason::ForbiddenMate => "forbidden-mate",
            OutcomeReason::Niol => "niol",
            OutcomeReason::Bikjang => "bikjang",
            OutcomeReason::Passes => "passes",
            OutcomeReason::NoMovesWins => "no-moves-wins",
            OutcomeReason::Crowned => "crowned",
        }
    }
}

impl std::fmt::Display for OutcomeReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
