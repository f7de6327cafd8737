//! The chess family: the order of the checks, how pieces move by their movement data, and
//! the royal piece a move would leave attacked.

use super::bario::undefined;
use super::castling::{castling, Castling};
use super::pawn::{pawn, promotion};
use super::text::{capital, Noun, Text};
use super::verdict::{blocked, cannot_move, illegal, mover_piece, own_piece};
use super::{Options, Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;

pub(super) fn chess(pos: &Position, from: Square, to: Square, o: &Options, t: Text) -> Verdict {
    let legal = pos.legal_moves();
    let want_promo = o.promotion.map(|c| c.to_ascii_lowercase());
    let want_define = o.define.map(|c| c.to_ascii_lowercase());
    let reaches = |m: &Move| {
        let squares = match m.kind {
            MoveKind::Castle { rook, .. } => m.from == from && (m.to == to || rook == to),
            _ if m.is_placement() => m.to == to && (from == to || m.from == from),
            _ => m.from == from && m.to == to,
        };
        squares
            && want_promo.map_or(true, |p| promotion_char(m.promotion) == Some(p))
            && want_define.map_or(true, |d| m.is_definition() && m.role.char() == d)
    };
    if legal.iter().any(reaches) {
        return Verdict::Legal;
    }
    let c = pos.turn();
    let piece = match mover_piece(t, from, pos.board().get(from), c, legal.is_empty(), || {
        pos.checked_royals(c)
    }) {
        Ok(piece) => piece,
        Err(verdict) => return verdict,
    };
    let places: Vec<Square> = legal
        .iter()
        .filter(|m| m.is_placement())
        .map(|m| m.to)
        .collect();
    if !places.is_empty() {
        return illegal(
            Reason::KingMustBePlaced,
            t.pick(
                "Your first move places your king on one of your undefined pieces of the first rank.".into(),
                "Votre premier coup place votre roi sur une de vos pièces indéfinies de la première rangée.".into(),
            ),
            places,
        );
    }
    if piece.role == Role::Undefined {
        return undefined(pos, &legal, from, to, o, t);
    }
    match castling(pos, piece, from, to, t) {
        Castling::Explained(v) => return v,
        Castling::Conditions => return safety(pos, from, to, None, true, t),
        Castling::No => {}
    }
    if pos.board().get(to).is_some_and(|p| p.color == c) {
        return own_piece(t, to);
    }
    if piece.role == Role::Pawn {
        if let Some(v) = pawn(pos, from, to, t) {
            return v;
        }
        if let Some(v) = promotion(pos, from, to, want_promo, t) {
            return v;
        }
    } else {
        match geometry(pos, piece.role, from, to) {
            None => return cannot_move(t, piece.role, from, to),
            Some(b) if !b.is_empty() => return blocked(t, piece.role, from, to, b),
            Some(_) => {}
        }
    }
    safety(pos, from, to, want_promo, false, t)
}

pub(super) fn sign(x: i8) -> i8 {
    x.signum()
}

/// Whether `role` could go `from` -> `to` by its movement data on an empty board, and
/// the pieces in the way if it rides.
pub(super) fn geometry(
    pos: &Position,
    role: Role,
    from: Square,
    to: Square,
) -> Option<Vec<Square>> {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let m = role.movement();
    if m.leaps.contains(&(df, dr)) {
        return Some(Vec::new());
    }
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let d = (sign(df), sign(dr));
    if !m.rides.contains(&d) {
        return None;
    }
    let g = pos.rules().geometry;
    let mut blocks = Vec::new();
    let mut cur = from;
    while let Some(s) = g.offset(cur, d.0, d.1) {
        if s == to {
            break;
        }
        if pos.board().get(s).is_some() {
            blocks.push(s);
        }
        cur = s;
    }
    Some(blocks)
}

fn promotion_char(role: Option<Role>) -> Option<char> {
    role.map(|r| r.char())
}

pub(super) fn roles_on(pos: &Position, squares: &[Square]) -> Vec<(Role, Square)> {
    squares
        .iter()
        .filter_map(|&s| pos.board().get(s).map(|p| (p.role, s)))
        .collect()
}

/// The attempt obeys how the piece moves: find the royal it leaves attacked.
fn safety(
    pos: &Position,
    from: Square,
    to: Square,
    want_promo: Option<char>,
    castle: bool,
    t: Text,
) -> Verdict {
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let candidate = pseudo.iter().find(|m| {
        m.from == from
            && match m.kind {
                MoveKind::Castle { rook, .. } => castle && (m.to == to || rook == to),
                _ => !castle && m.to == to,
            }
            && want_promo.map_or(true, |p| promotion_char(m.promotion) == Some(p))
    });
    let role = pos.board().get(from).map_or(Role::Pawn, |p| p.role);
    match candidate {
        Some(m) => leaves_royal(pos, m, t).unwrap_or_else(|| cannot_move(t, role, from, to)),
        None => cannot_move(t, role, from, to),
    }
}

/// After `m`, which royal of the mover is attacked, and by what.
pub(super) fn leaves_royal(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    let c = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    let checked = after.checked_royals(c);
    let royal_sq = *checked.first()?;
    let royal = after.board().get(royal_sq).map_or(Role::King, |p| p.role);
    let attackers = after.attackers(royal_sq, !c);
    let by = t.by(&roles_on(&after, &attackers));
    let was_checked = pos.checked_royals(c).contains(&royal_sq) && m.from != royal_sq;
    let mut squares = vec![royal_sq];
    squares.extend(attackers.iter().copied());
    squares.push(m.from);
    let fem = royal.feminine();
    let what = t.the(royal);
    let (en, fr) = if was_checked {
        (
            format!(
                "Your {} on {royal_sq} is in check from {by}, and this move does not parry it.",
                royal.name()
            ),
            format!(
                "Votre {} en {royal_sq} est {} par {by}, et ce coup ne pare pas l'échec.",
                royal.fr_name(),
                if fem { "attaquée" } else { "attaqué" }
            ),
        )
    } else if m.from == royal_sq || m.to == royal_sq {
        (
            capital(format!("{what} would be attacked on {royal_sq} by {by}.")),
            capital(format!(
                "{what} serait {} en {royal_sq} par {by}.",
                if fem { "attaquée" } else { "attaqué" }
            )),
        )
    } else {
        (
            format!(
                "This move would leave your {} on {royal_sq} attacked by {by}.",
                royal.name()
            ),
            format!(
                "Ce coup laisserait votre {} en {royal_sq} {} par {by}.",
                royal.fr_name(),
                if fem { "attaquée" } else { "attaqué" }
            ),
        )
    };
    Some(illegal(
        Reason::LeavesRoyalAttacked,
        t.pick(en, fr),
        squares,
    ))
}
