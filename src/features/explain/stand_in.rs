//! A stand-in piece (Bario's undefined piece): it moves only once defined as a kind its side's
//! reserve still holds, and a definition must be followed by a move of that piece. The kinds
//! and their counts are the game's reserve data, whatever the game.

use super::chess::leaves_royal;
use super::reach::{reach, Reach};
use super::text::{capital, Noun, Text};
use super::verdict::{blocked, cannot_move, illegal, own_piece};
use super::{Options, Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;

/// Why the stand-in on `from` does not go to `to`: no kind of the reserve (or not the one
/// named) would take it there, or the one that would has no legal move.
pub(super) fn stand_in(
    pos: &Position,
    legal: &[Move],
    from: Square,
    to: Square,
    o: &Options,
    t: Text,
) -> Verdict {
    let rules = pos.rules();
    let c = pos.turn();
    // The kinds held, in the reserve's order.
    let reserve: Vec<Role> = rules
        .reserve
        .iter()
        .copied()
        .filter(|&r| pos.reserves().count(c, r) > 0)
        .collect();
    let has_moves = |r: Role| {
        legal
            .iter()
            .any(|m| m.from == from && m.is_definition() && m.role == r)
    };
    let named = o.define.and_then(|l| rules.role_of(l));
    let roles: Vec<Role> = match named {
        Some(r) => {
            if !reserve.contains(&r) {
                return not_in_reserve(pos, t, r, &reserve, from);
            }
            if !has_moves(r) {
                return no_move(pos, t, r, from);
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
        match reach(pos, r, c, from, to) {
            Reach::Yes => reaching.push(r),
            Reach::Blocked(b, _) => blocks.extend(b),
            _ => {}
        }
    }
    if reaching.is_empty() {
        if named.is_some() && !blocks.is_empty() {
            return blocked(t, Noun::of(rules, roles[0]), from, to, blocks, false);
        }
        if let [r] = roles[..] {
            return cannot_move(t, Noun::of(rules, r), from, to);
        }
        return reserve_cannot(pos, t, &reserve, from, to, blocks);
    }
    for &r in &reaching {
        if !has_moves(r) {
            return no_move(pos, t, r, from);
        }
    }
    let r = reaching[0];
    let m = Move {
        kind: MoveKind::Define,
        ..Move::normal(r, from, to, pos.board().get(to).map(|p| p.role))
    };
    leaves_royal(pos, &m, t).unwrap_or_else(|| cannot_move(t, Noun::of(rules, r), from, to))
}

/// The names of kinds.
fn nouns<'a>(pos: &'a Position, roles: &[Role]) -> Vec<Noun<'a>> {
    roles.iter().map(|&r| Noun::of(pos.rules(), r)).collect()
}

/// The piece named for the definition is not in the reserve.
fn not_in_reserve(pos: &Position, t: Text, r: Role, reserve: &[Role], from: Square) -> Verdict {
    let noun = Noun::of(pos.rules(), r);
    let held = t.list(&nouns(pos, reserve));
    illegal(
        Reason::NotInReserve,
        t.pick(
            format!(
                "There is no {} left in your reserve; it holds: {held}.",
                noun.en
            ),
            format!(
                "Il ne reste pas de {} dans votre réserve ; elle contient : {held}.",
                noun.fr
            ),
        ),
        vec![from],
    )
}

/// No piece of the reserve could make the move (the squares: the move's, and the pieces in
/// the way of those that ride there).
fn reserve_cannot(
    pos: &Position,
    t: Text,
    reserve: &[Role],
    from: Square,
    to: Square,
    blocks: Vec<Square>,
) -> Verdict {
    let noun = pos.rules().stand_in.map_or(
        Noun {
            en: "piece",
            fr: "pièce",
            feminine: true,
        },
        |r| Noun::of(pos.rules(), r),
    );
    let a = capital(t.a(noun));
    let defined = noun.agree("défini");
    let held = t.list(&nouns(pos, reserve));
    let mut squares = vec![from, to];
    squares.extend(blocks);
    illegal(
        Reason::UndefinedMustBeDefined,
        t.pick(
            format!(
                "{a} cannot move until it is defined, and none of the pieces left in your reserve ({held}) could go from {from} to {to}."
            ),
            format!(
                "{a} ne bouge qu'une fois {defined}, et aucune des pièces de votre réserve ({held}) ne pourrait aller de {from} à {to}."
            ),
        ),
        squares,
    )
}

/// Defined as `r`, the piece would have no legal move.
fn no_move(pos: &Position, t: Text, r: Role, from: Square) -> Verdict {
    let what = t.a(Noun::of(pos.rules(), r));
    illegal(
        Reason::DefinitionHasNoMove,
        t.pick(
            format!(
                "Defined as {what}, the piece on {from} would have no legal move: a definition must be followed by a move of that piece."
            ),
            format!(
                "Définie comme {what}, la pièce en {from} n'aurait aucun coup légal : une définition doit être suivie d'un coup de cette pièce."
            ),
        ),
        vec![from],
    )
}
