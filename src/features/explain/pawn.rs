//! Pawns: steps, the double step, captures, en passant, and promotion (to a piece the game
//! allows; in Grand, to a piece already captured).

use super::text::Text;
use super::verdict::illegal;
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::Role;

/// Pawn geometry: steps, double step, captures, en passant.
pub(super) fn pawn(pos: &Position, from: Square, to: Square, t: Text) -> Option<Verdict> {
    let c = pos.turn();
    let fwd = c.forward();
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let g = pos.rules().geometry;
    let board = pos.board();
    if df == 0 && dr == fwd {
        if board.get(to).is_some() {
            return Some(pawn_blocked(t, from, to, vec![to]));
        }
        return None;
    }
    if df == 0 && dr == 2 * fwd {
        if pos.relative_rank(c, from) != pos.rules().pawn_double_rank {
            return Some(illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!("A pawn steps two squares only from its starting rank; the pawn on {from} has left it."),
                    format!("Un pion n'avance de deux cases que depuis sa rangée de départ ; celui de {from} l'a quittée."),
                ),
                vec![from, to],
            ));
        }
        let mid = g.offset(from, 0, fwd)?;
        let blocks: Vec<Square> = [mid, to]
            .into_iter()
            .filter(|&s| board.get(s).is_some())
            .collect();
        if !blocks.is_empty() {
            return Some(pawn_blocked(t, from, to, blocks));
        }
        return None;
    }
    if df.abs() == 1 && dr == fwd {
        if board.get(to).is_some_and(|p| p.color != c) || pos.effective_ep() == Some(to) {
            return None;
        }
        return Some(illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("A pawn moves diagonally only to capture, and there is nothing to capture on {to}."),
                format!("Un pion ne va en diagonale que pour prendre, et il n'y a rien à prendre en {to}."),
            ),
            vec![from, to],
        ));
    }
    Some(illegal(
        Reason::CannotMoveThatWay,
        t.pick(
            format!("A pawn cannot move from {from} to {to}: it goes straight forward, and captures one square diagonally forward."),
            format!("Un pion ne peut pas aller de {from} à {to} : il avance tout droit et prend d'une case en diagonale vers l'avant."),
        ),
        vec![from, to],
    ))
}

fn pawn_blocked(t: Text, from: Square, to: Square, blocks: Vec<Square>) -> Verdict {
    let list = t.squares(&blocks);
    let mut squares = vec![from];
    squares.extend(blocks);
    illegal(
        Reason::PathBlocked,
        t.pick(
            format!("The pawn cannot go from {from} to {to}: the way is blocked on {list} (a pawn does not capture straight ahead)."),
            format!("Le pion ne peut pas aller de {from} à {to} : le chemin est barré en {list} (un pion ne prend pas tout droit)."),
        ),
        squares,
    )
}

/// Promotion: to a piece the game allows, and in Grand to a piece already captured.
pub(super) fn promotion(
    pos: &Position,
    from: Square,
    to: Square,
    want: Option<char>,
    t: Text,
) -> Option<Verdict> {
    let c = pos.turn();
    let rules = pos.rules();
    let height = rules.geometry.height;
    let rel = pos.relative_rank(c, to);
    if rel + rules.promotion.zone < height {
        return None;
    }
    let allowed = pos.promotion_roles(c);
    let last = rel + 1 == height;
    match want.and_then(Role::from_chess_char) {
        Some(role) if !rules.promotion.roles.contains(&role) => Some(illegal(
            Reason::PromotionNotAllowed,
            t.pick(
                format!(
                    "A pawn cannot become {}: it promotes to {}.",
                    t.a(role),
                    t.list(rules.promotion.roles)
                ),
                format!(
                    "Un pion ne peut pas devenir {} : il se promeut en {}.",
                    t.a(role),
                    t.list(rules.promotion.roles)
                ),
            ),
            vec![from, to],
        )),
        Some(role) if !allowed.contains(&role) => {
            Some(not_captured(t, from, to, Some(role), &allowed))
        }
        None if last && allowed.is_empty() => Some(not_captured(t, from, to, None, &allowed)),
        _ => None,
    }
}

fn not_captured(
    t: Text,
    from: Square,
    to: Square,
    role: Option<Role>,
    allowed: &[Role],
) -> Verdict {
    let (en, fr) = match role {
        Some(r) => (
            format!(
                "A pawn promotes only to a piece that has been captured, and no {} of yours has been.",
                r.name()
            ),
            format!(
                "Un pion ne se promeut qu'en une pièce déjà prise, et aucun(e) {} des vôtres ne l'a été.",
                t.name(r)
            ),
        ),
        None => (
            "A pawn promotes only to a piece that has been captured, and none of yours has been: it cannot reach the last rank yet.".to_string(),
            "Un pion ne se promeut qu'en une pièce déjà prise, et aucune des vôtres ne l'a été : il ne peut pas encore atteindre la dernière rangée.".to_string(),
        ),
    };
    let (en2, fr2) = if allowed.is_empty() || role.is_none() {
        (String::new(), String::new())
    } else {
        (
            format!(" It may become: {}.", t.list(allowed)),
            format!(" Il peut devenir : {}.", t.list(allowed)),
        )
    };
    illegal(
        Reason::PromotionNotCaptured,
        t.pick(en + &en2, fr + &fr2),
        vec![from, to],
    )
}
