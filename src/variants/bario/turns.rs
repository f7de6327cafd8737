//! Bario's turns, the game's move-generation hook: the king's placement, the moves of defined
//! pieces, the definitions (an undefined piece defined from the reserve, then moved), each
//! preceded by the identification of a captured undefined piece when one awaits it.

use super::{has_king, king, undefined, undefined_count};
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;

/// Every legal whole turn of the side to move.
pub(super) fn legal_turns(pos: &Position, out: &mut Vec<Move>) {
    if pos.reserves().pending().is_none() {
        turns(pos, out);
        return;
    }
    // First say which reserve piece the captured undefined piece was, then play a turn.
    for role in pos.reserves().held(pos.turn()).iter() {
        identified_turns(pos, role, out);
    }
}

/// The turns that start by identifying the pending captured piece as `role`.
fn identified_turns(pos: &Position, role: Role, out: &mut Vec<Move>) {
    let mut identified = pos.clone();
    identified.reserves_mut().take(pos.turn(), role);
    identified.reserves_mut().set_pending(None);
    let start = out.len();
    turns(&identified, out);
    for m in &mut out[start..] {
        m.identify = Some(role);
    }
}

/// The legal turns of a position with no pending identification.
fn turns(pos: &Position, out: &mut Vec<Move>) {
    let c = pos.turn();
    let mut cands = Vec::with_capacity(64);
    if !has_king(pos, c) {
        let back = pos.back_rank(c);
        for sq in pos.board().find(c, undefined(pos)) {
            if sq.rank() == back {
                cands.push(Move {
                    kind: MoveKind::Place,
                    ..Move::normal(king(pos), sq, sq, None)
                });
            }
        }
    } else {
        pos.pseudo_legal_moves(&mut cands);
        for role in pos.reserves().held(c).iter() {
            definitions(pos, role, &mut cands);
        }
    }
    // Only a definition of the mover's last undefined piece changes the board beyond its move
    // (reversion): the other turns are tested without being played.
    let last_undefined = undefined_count(pos, c) == 1;
    for m in cands {
        let safe = if m.is_definition() && last_undefined {
            pos.is_safe(&m)
        } else {
            pos.is_safe_ignoring_hooks(&m)
        };
        if safe {
            out.push(m);
        }
    }
}

/// Adds the moves of every undefined piece of the side to move defined as `role` (not
/// checked for safety).
fn definitions(pos: &Position, role: Role, out: &mut Vec<Move>) {
    for sq in pos.board().find(pos.turn(), undefined(pos)) {
        let start = out.len();
        pos.moves_as(sq, role, out);
        for m in &mut out[start..] {
            m.kind = MoveKind::Define;
        }
    }
}
