//! Why a promotion that is a move of its own (sittuyin's) is refused, as the engine says it
//! ([`crate::core::promotion_moves::PromotionRefusal`]): the pawn off its zone, its side's
//! pieces of that kind at their limit, the check it would give, the new piece attacking an
//! enemy piece.

use super::text::{capital, Noun, Text};
use super::verdict::illegal;
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::promotion_moves::PromotionRefusal;
use crate::core::role::{Piece, Role};

/// What an attempt of a pawn that promotes by a move of its own comes to.
pub(super) enum Attempt {
    /// Refused, and why.
    Explained(Verdict),
    /// The promotion it would be, refused only because it leaves a royal piece attacked.
    Unsafe(Move),
}

/// The attempt `from` -> `to` of `pawn` as such a promotion (in place, or a quiet move of a
/// kind it may become: to `want` if named), explained; `None` where it is not one.
pub(super) fn promotion_move(
    pos: &Position,
    pawn: Piece,
    from: Square,
    to: Square,
    want: Option<char>,
    t: Text,
) -> Option<Attempt> {
    let rules = pos.rules();
    let reaches = |role: Role| {
        let mut moves = Vec::new();
        pos.moves_as(from, role, &mut moves);
        moves.iter().any(|m| m.to == to && !m.is_capture())
    };
    let into = rules
        .promotion
        .roles(pawn.color)
        .iter()
        .copied()
        .filter(|&r| want.map_or(true, |w| rules.letter(r) == w))
        .find(|&r| from == to || reaches(r))?;
    let m = Move {
        promotion: Some(into),
        ..Move::normal(pawn.role, from, to, None)
    };
    let (name, new) = (Noun::of(rules, pawn.role), Noun::of(rules, into));
    let (reason, en, fr, squares) = match pos.promotion_refusal(&m)? {
        PromotionRefusal::LeavesRoyalAttacked => return Some(Attempt::Unsafe(m)),
        PromotionRefusal::OffZone => (
            Reason::PromotionNotAllowed,
            format!(
                "{} promotes only standing on a square of its promotion zone, or as its side's last {}.",
                capital(t.a(name)),
                name.en
            ),
            format!(
                "{} ne se promeut que sur une case de sa zone de promotion, ou comme dernier {} de son camp.",
                capital(t.a(name)),
                name.fr
            ),
            vec![from],
        ),
        PromotionRefusal::AtLimit => (
            Reason::PromotionNotAllowed,
            format!(
                "{} cannot become {} while its side has as many as the game allows.",
                capital(t.a(name)),
                t.a(new)
            ),
            format!(
                "{} ne peut pas devenir {} tant que son camp en a autant que le jeu le permet.",
                capital(t.a(name)),
                t.a(new)
            ),
            vec![from],
        ),
        PromotionRefusal::GivesCheck => {
            let mut after = pos.clone();
            after.play_unchecked(&m);
            let checked = after.checked_royals(after.turn());
            (
            Reason::GivesCheck,
            format!("A promotion may not give check (on {}).", t.squares(&checked)),
            format!("Une promotion ne peut pas donner échec (en {}).", t.squares(&checked)),
            [vec![from, to], checked].concat(),
            )
        }
        PromotionRefusal::Attacks => {
            // The enemy pieces the new piece would take, were it its side's turn.
            let mut after = pos.clone();
            after.play_unchecked(&m);
            after.set_turn(pawn.color);
            let mut captures = Vec::new();
            after.moves_as(to, into, &mut captures);
            let attacked: Vec<Square> = captures
                .iter()
                .filter(|a| a.is_capture())
                .map(|a| a.to)
                .collect();
            (
            Reason::PromotionNotAllowed,
            format!(
                "{} on {} would attack an enemy piece (on {}): {} may not promote so.",
                capital(t.a(new)),
                t.sq(to),
                t.squares(&attacked),
                t.a(name)
            ),
            format!(
                "{} en {} attaquerait une pièce adverse (en {}) : {} ne peut pas se promouvoir ainsi.",
                capital(t.a(new)),
                t.sq(to),
                t.squares(&attacked),
                t.a(name)
            ),
            [vec![from, to], attacked].concat(),
            )
        }
    };
    Some(Attempt::Explained(illegal(reason, t.pick(en, fr), squares)))
}
