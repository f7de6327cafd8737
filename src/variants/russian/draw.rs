//! The draw rules, which depend on the game's history: a game layer applies them.

use super::Position;
use crate::core::outcome::OutcomeReason;

/// Plies of the 15-move king rule: 15 moves of each side.
pub const KING_MOVES_DRAW_PLIES: usize = 30;

/// Plies of the "three kings against one" rule: 15 moves of each side.
pub const THREE_KINGS_DRAW_PLIES: usize = 30;

/// The draw rule that applies at the end of a game's history, if any.
///
/// `history` is every position of the game in order, from the start position (or set-up
/// position) to the current one, the current one last; consecutive positions must be
/// one legal move apart. Implemented rules (FMJD-64 as quoted in `russian-draughts.md`
/// §6, counted in plies):
///
/// 1. `"threefold-repetition"`: the current position (pieces and side to move) has occurred
///    three times.
/// 2. `"three-kings-against-one"` (three kings against a lone king for 15 moves): one side has at least three kings
///    (men allowed besides), the other a lone king, and that balance of forces has lasted
///    30 plies.
/// 3. `"kings-only-15-moves"` (15 moves with only kings moved and no capture): the last 30 plies were all king
///    moves without capture.
///
/// Not implemented: the 30/60-ply rules for 4-7 piece endings, the 5-move rules for small
/// endings, agreement. Whether a ply was a king move without capture is read off the two
/// positions (no capture and the men unchanged), so the history of positions is enough.
///
/// ```
/// use fenboard::core::outcome::OutcomeReason;
/// use fenboard::variants::russian::{draw_reason, Position};
/// let mut history = vec![Position::from_fen("W:WKa1,c1:BKd8,f8").unwrap()];
/// for m in ["a1-b2", "d8-e7", "b2-a1", "e7-d8", "a1-b2", "d8-e7", "b2-a1", "e7-d8"] {
///     let last = *history.last().unwrap();
///     history.push(last.after(&last.parse_move(m).unwrap()));
/// }
/// assert_eq!(draw_reason(&history), Some(OutcomeReason::ThreefoldRepetition));
/// ```
pub fn draw_reason(history: &[Position]) -> Option<OutcomeReason> {
    let cur = history.last()?;
    let repetitions = history.iter().filter(|p| *p == cur).count();
    let recent = &history[history.len().saturating_sub(RECENT)..];
    draw_reason_counted(repetitions, recent)
}

/// How many of a game's last positions [`draw_reason_counted`] needs: the rules other than
/// repetition look 30 plies back.
pub const RECENT: usize = 1 + if KING_MOVES_DRAW_PLIES > THREE_KINGS_DRAW_PLIES {
    KING_MOVES_DRAW_PLIES
} else {
    THREE_KINGS_DRAW_PLIES
};

/// [`draw_reason`] given how many times the current position has occurred (a game counts
/// them by key) and the game's last positions, at most [`RECENT`] of them, the current one
/// last: the same answer whatever the length of the game.
pub fn draw_reason_counted(repetitions: usize, history: &[Position]) -> Option<OutcomeReason> {
    let cur = history.last()?;
    if repetitions >= 3 {
        return Some(OutcomeReason::ThreefoldRepetition);
    }
    // Three kings (or more) against a lone king.
    let lone = |p: &Position| {
        let m = p.inner().material();
        (0..2).any(|c| m[c ^ 1] == (0, 1) && m[c].1 >= 3)
    };
    if lone(cur) {
        // The balance of forces: men and kings of each side.
        let key = |p: &Position| p.inner().material();
        let k = key(cur);
        let plies = history
            .iter()
            .rev()
            .skip(1)
            .take_while(|p| key(p) == k)
            .count();
        if plies >= THREE_KINGS_DRAW_PLIES {
            return Some(OutcomeReason::ThreeKingsAgainstOne);
        }
    }
    if history.len() > KING_MOVES_DRAW_PLIES {
        let recent = &history[history.len() - 1 - KING_MOVES_DRAW_PLIES..];
        if recent.windows(2).all(|w| is_king_quiet_step(&w[0], &w[1])) {
            return Some(OutcomeReason::KingsOnly15Moves);
        }
    }
    None
}

/// Whether `after` follows `before` by a king move without capture.
fn is_king_quiet_step(before: &Position, after: &Position) -> bool {
    let men = |p: &Position| {
        let (white, black, kings) = p.bitboards();
        (white & !kings, black & !kings)
    };
    let count = |p: &Position| {
        let (white, black, _) = p.bitboards();
        white.count_ones() + black.count_ones()
    };
    let kings = |p: &Position| p.bitboards().2;
    count(before) == count(after) && men(before) == men(after) && kings(before) != kings(after)
}
