//! A walling game's wall placed where its rule forbids (amazons' arrow off the amazon's
//! lines, the duck left where it stood, snailtrail's wall not on the square left).

use super::text::{Noun, Text};
use super::verdict::illegal;
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::rules::WallingRule;

/// Why the legal move `m` (its wall aside) may not place its wall on `wall`.
pub(super) fn wall_square(pos: &Position, m: &Move, wall: Square, t: Text) -> Verdict {
    let rule = pos.rules().walling.map(|w| w.rule);
    let noun = Noun::of(pos.rules(), m.role);
    let the = t.the(noun);
    let (to, from, at) = (t.sq(m.to), t.sq(m.from), t.sq(wall));
    let taken = pos.board().walls().has(pos.geometry().bit_index(wall));
    let message = match rule {
        Some(WallingRule::Past) => t.pick(
            format!("The wall goes on the square {the} leaves, {from}, not on {at}."),
            format!("Le mur va sur la case que quitte {the}, {from}, non en {at}."),
        ),
        Some(WallingRule::Arrow) => t.pick(
            format!("The arrow must go on an empty square {the} reaches from {to}, as it moves: {at} is not one."),
            format!("La flèche doit aller sur une case vide que {the} atteint depuis {to}, comme elle se déplace : {at} n'en est pas une."),
        ),
        Some(WallingRule::Duck) if taken => t.pick(
            format!("The duck must move: it may not stay on {at}."),
            format!("Le canard doit bouger : il ne peut rester en {at}."),
        ),
        _ => t.pick(
            format!("The wall must go on an empty square where walls may go: {at} is not one."),
            format!("Le mur doit aller sur une case vide où vont les murs : {at} n'en est pas une."),
        ),
    };
    illegal(Reason::WallSquare, message, vec![m.to, wall])
}
