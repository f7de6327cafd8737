//! Bario: an undefined piece moves only once defined as a piece of its reserve.

use super::chess::{geometry, leaves_royal};
use super::text::{Noun, Text};
use super::verdict::{blocked, cannot_move, illegal, own_piece};
use super::{Options, Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;

/// Bario: an undefined piece moves only once defined as a piece of its reserve.
pub(super) fn undefined(
    pos: &Position,
    legal: &[Move],
    from: Square,
    to: Square,
    o: &Options,
    t: Text,
) -> Verdict {
    let c = pos.turn();
    let reserve: Vec<Role> = pos.reserves().held(c).collect();
    let has_moves = |r: Role| {
        legal
            .iter()
            .any(|m| m.from == from && m.is_definition() && m.role == r)
    };
    let roles: Vec<Role> = match o.define.and_then(Role::from_chess_char) {
        Some(r) => {
            if !reserve.contains(&r) {
                return not_in_reserve(t, r, &reserve, from);
            }
            if !has_moves(r) {
                return no_move(t, r, from);
            }
            vec![r]
        }
        None => reserve.clone(),
    };
    if pos.board().get(to).is_some_and(|p| p.color == c) {
        return own_piece(t, to);
    }
    let mut reaching = Vec::new();
    let mut blocks = Vec::new();
    for &r in &roles {
        match geometry(pos, r, from, to) {
            Some(b) if b.is_empty() => reaching.push(r),
            Some(b) => blocks.extend(b),
            None => {}
        }
    }
    if reaching.is_empty() {
        if o.define.is_some() && !blocks.is_empty() {
            return blocked(t, roles[0], from, to, blocks);
        }
        if let [r] = roles[..] {
            return cannot_move(t, r, from, to);
        }
        return reserve_cannot(t, &reserve, from, to, blocks);
    }
    for &r in &reaching {
        if !has_moves(r) {
            return no_move(t, r, from);
        }
    }
    let r = reaching[0];
    let m = Move {
        kind: MoveKind::Define,
        ..Move::normal(r, from, to, pos.board().get(to).map(|p| p.role))
    };
    leaves_royal(pos, &m, t).unwrap_or_else(|| cannot_move(t, r, from, to))
}

/// The piece named for the definition is not in the reserve.
fn not_in_reserve(t: Text, r: Role, reserve: &[Role], from: Square) -> Verdict {
    illegal(
        Reason::NotInReserve,
        t.pick(
            format!(
                "There is no {} left in your reserve; it holds: {}.",
                r.name(),
                t.list(reserve)
            ),
            format!(
                "Il ne reste pas de {} dans votre réserve ; elle contient : {}.",
                r.fr_name(),
                t.list(reserve)
            ),
        ),
        vec![from],
    )
}

/// No piece of the reserve could make the move (the squares: the move's, and the pieces in
/// the way of those that ride there).
fn reserve_cannot(
    t: Text,
    reserve: &[Role],
    from: Square,
    to: Square,
    blocks: Vec<Square>,
) -> Verdict {
    let mut squares = vec![from, to];
    squares.extend(blocks);
    illegal(
        Reason::UndefinedMustBeDefined,
        t.pick(
            format!(
                "An undefined piece cannot move until it is defined, and none of the pieces left in your reserve ({}) could go from {from} to {to}.",
                t.list(reserve)
            ),
            format!(
                "Une pièce indéfinie ne bouge qu'une fois définie, et aucune des pièces de votre réserve ({}) ne pourrait aller de {from} à {to}.",
                t.list(reserve)
            ),
        ),
        squares,
    )
}

/// Defined as `r`, the piece would have no legal move.
fn no_move(t: Text, r: Role, from: Square) -> Verdict {
    illegal(
        Reason::DefinitionHasNoMove,
        t.pick(
            format!(
                "Defined as {}, the piece on {from} would have no legal move: a definition must be followed by a move of that piece.",
                t.a(r)
            ),
            format!(
                "Définie comme {}, la pièce en {from} n'aurait aucun coup légal : une définition doit être suivie d'un coup de cette pièce.",
                t.a(r)
            ),
        ),
        vec![from],
    )
}
