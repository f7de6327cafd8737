//! What a turn changes beyond the moves of its pieces (the game's after-move hook): the
//! capture of an undefined piece leaves it awaiting identification, and reversion (README
//! Q5): when a turn defines the mover's last undefined piece, the defined officers of a side
//! whose pieces are not all of one type become undefined again.

use super::{undefined, undefined_count};
use crate::core::color::Color;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::Piece;

/// After a turn (the side to move is already the opponent): the pending capture, then
/// reversion.
pub(super) fn after_turn(pos: &mut Position, m: &Move) {
    // The captured piece's owner says what it was at the start of its turn, now.
    let pending = (m.capture == Some(undefined(pos))).then_some(m.to);
    pos.reserves_mut().set_pending(pending);
    revert(pos, m);
}

/// Whether every piece of `color` (rooks, knights, bishops, queens on the board and in the
/// reserve) is of one type.
fn all_one_type(pos: &Position, color: Color) -> bool {
    let kinds = (pos.rules().reserve.iter())
        .filter(|&&role| {
            pos.board().count(color, role) > 0 || pos.reserves().count(color, role) > 0
        })
        .count();
    kinds <= 1
}

/// Turns every rook, knight, bishop and queen of `color` back into an undefined piece and
/// returns it to the reserve.
fn undefine_all(pos: &mut Position, color: Color) {
    let rules = std::sync::Arc::clone(pos.rules());
    let u = undefined(pos);
    for sq in pos
        .board()
        .squares_of(pos.board().color_bits(color))
        .collect::<Vec<_>>()
    {
        let Some(role) = pos.board().get(sq).map(|p| p.role) else {
            continue;
        };
        if rules.reserve.contains(&role) {
            pos.board_mut().set(sq, Some(Piece::new(color, u)));
            pos.reserves_mut().give(color, role);
        }
    }
}

/// Reversion, after a turn.
fn revert(pos: &mut Position, m: &Move) {
    let mover = !pos.turn();
    // Only a definition can leave the mover with no undefined piece when it had one before.
    if !m.is_definition() || undefined_count(pos, mover) > 0 {
        return;
    }
    let revert_mover = !all_one_type(pos, mover);
    let revert_opponent = !all_one_type(pos, pos.turn());
    if revert_mover {
        undefine_all(pos, mover);
    }
    if revert_opponent {
        undefine_all(pos, pos.turn());
    }
}
