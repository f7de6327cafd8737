//! The draw rules a draughts definition lists in `end.draws` (`variants/draughts/schema.json`),
//! read from a game's last positions: a game layer (`Game::status`) applies them, since they
//! count moves, which a position alone does not hold.
//!
//! ```
//! use std::sync::Arc;
//! use fenboard::core::outcome::OutcomeReason;
//! use fenboard::variants::draughts::{draw_reason, Game, GamePosition};
//! let game = Arc::new(Game::from_json(include_str!("../../../variants/draughts/frisian.json")).unwrap());
//! // One king against one: drawn after two moves of each side.
//! let mut history = vec![GamePosition::from_fen(&game, "W:WK46:BK1").unwrap()];
//! for m in ["46-41", "1-6", "41-46"] {
//!     let last = history.last().unwrap().clone();
//!     history.push(last.after(&last.parse_move(m).unwrap()));
//! }
//! assert_eq!(draw_reason(&game, &history), None);
//! let last = history.last().unwrap().clone();
//! history.push(last.after(&last.parse_move("6-1").unwrap()));
//! assert_eq!(draw_reason(&game, &history), Some(OutcomeReason::SmallEndgame));
//! ```

use super::definition::Game;
use super::game_position::GamePosition;
use crate::core::outcome::OutcomeReason;

/// What a draw rule counts, in plies back from the current position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawCount {
    /// Consecutive king moves without capture (a man's move or a capture starts again).
    KingMoves,
    /// Consecutive moves without capture (men's moves count).
    SinceCapture,
}

/// How many pieces, and of them kings, one side has for a draw rule: each an inclusive range.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SideCount {
    /// All the side's pieces, men and kings.
    pub pieces: (u8, u8),
    /// Its kings.
    pub kings: (u8, u8),
}

impl SideCount {
    fn fits(&self, (men, kings): (u32, u32)) -> bool {
        let within = |n: u32, (lo, hi): (u8, u8)| (lo as u32..=hi as u32).contains(&n);
        within(men + kings, self.pieces) && within(kings, self.kings)
    }
}

/// One draw rule: the game is drawn once `plies` plies in a row have been of the kind `count`
/// says, if the current position has the material `sides` says (one side the first, the
/// other the second, either colour), or whatever the material if `sides` is `None`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DrawRule {
    /// What is counted.
    pub count: DrawCount,
    /// How many plies it takes (a move of each side is two).
    pub plies: u8,
    /// The material of the two sides, in either order.
    pub sides: Option<[SideCount; 2]>,
}

impl DrawRule {
    /// The reason a status gives for it: an ending of given material is
    /// [`OutcomeReason::SmallEndgame`], kings moving with no capture whatever the material
    /// [`OutcomeReason::KingsOnlyMoves`] (a definition has no other kind).
    pub fn reason(&self) -> OutcomeReason {
        match self.sides {
            Some(_) => OutcomeReason::SmallEndgame,
            None => OutcomeReason::KingsOnlyMoves,
        }
    }
}

/// How many of a game's last positions [`draw_reason`] needs: one more than its longest rule.
pub fn recent(game: &Game) -> usize {
    1 + game
        .draws
        .iter()
        .map(|r| r.plies as usize)
        .max()
        .unwrap_or(0)
}

/// The first of `game`'s draw rules (in the definition's order) that `history` meets, if
/// any: `history` is the game's last positions in order, the current one last, consecutive
/// ones a legal move apart (at least [`recent`] of them, or all since the start). Repetition
/// is the game layer's.
pub fn draw_reason(game: &Game, history: &[GamePosition]) -> Option<OutcomeReason> {
    let cur = history.last()?;
    let material = cur.material();
    let steps = |count: DrawCount| {
        history
            .windows(2)
            .rev()
            .take_while(|w| match count {
                DrawCount::KingMoves => w[0].is_king_quiet_step(&w[1]),
                DrawCount::SinceCapture => w[0].piece_count() == w[1].piece_count(),
            })
            .count()
    };
    game.draws
        .iter()
        .find(|rule| {
            let fits = rule.sides.map_or(true, |[a, b]| {
                (a.fits(material[0]) && b.fits(material[1]))
                    || (a.fits(material[1]) && b.fits(material[0]))
            });
            fits && steps(rule.count) >= rule.plies as usize
        })
        .map(DrawRule::reason)
}
