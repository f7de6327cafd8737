//! Castling, for whichever royal pieces a game lets castle: recognising an attempt (the royal
//! piece onto its landing square or onto its rook), then the rights, check, the squares
//! between, and the squares crossed.

use super::chess::nouns_on;
use super::reach::reach;
use super::text::{capital, Noun, Text};
use super::verdict::illegal;
use super::{Reason, Verdict};
use crate::core::castling::Wing;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::Piece;
use crate::core::rules::CastlingRules;

/// What the castling rules say about an attempt.
pub(super) enum Castling {
    /// Not a castling attempt.
    No,
    /// A castling attempt that fails for this reason.
    Explained(Verdict),
    /// A castling attempt whose own conditions hold (what is left: royal safety).
    Conditions,
}

/// Whether the attempt castles, and why it may not, in the order of the rules: the
/// royal's rights, the rook's, check, the squares between, the squares crossed. On a diagram
/// of the board alone (`board_only`), which gives no rights, a missing right is said so.
pub(super) fn castling(
    pos: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    board_only: bool,
    t: Text,
) -> Castling {
    let Some(table) = pos.rules().castling else {
        return Castling::No;
    };
    let Some((royal, wing)) = attempt(pos, &table, piece, from, to) else {
        return Castling::No;
    };
    let noun = Noun::of(pos.rules(), piece.role);
    let name = t.the(noun);
    let rook_file = pos
        .castling()
        .rook(pos.turn(), wing)
        .filter(|&kf| Wing::of(kf, from.file()) == wing);
    let (Some(royal), Some(kf)) = (royal, rook_file) else {
        return Castling::Explained(if board_only {
            no_right_in_diagram(t, &name, from)
        } else if royal.is_none() {
            royal_moved(t, &name, noun, from)
        } else {
            rook_moved(pos, &table, t, &name, from, wing)
        });
    };
    let rook = Square::new(kf, from.rank());
    let (royal_file, rook_to) = table.land(royal, wing);
    let verdict = out_of_check(pos, t, &name, noun, from)
        .or_else(|| not_empty(pos, &table, t, &name, from, rook, (royal_file, rook_to)))
        .or_else(|| through_check(pos, t, &name, from, royal_file));
    verdict.map_or(Castling::Conditions, Castling::Explained)
}

/// If `piece` going `from` -> `to` is a castling attempt (onto its landing square or onto
/// its rook, on its back rank): which castling royal it is (`None` when it has lost its
/// rights) and the wing it castles on.
fn attempt(
    pos: &Position,
    table: &CastlingRules,
    piece: Piece,
    from: Square,
    to: Square,
) -> Option<(Option<Wing>, Wing)> {
    let c = pos.turn();
    let back = pos.rules().castling_rank(c);
    if !table.royals.contains(piece.role) || from.rank() != back || to.rank() != back {
        return None;
    }
    let royal = pos.castling().royal_wing(c, from.file());
    if pos
        .board()
        .get(to)
        .is_some_and(|p| p.color == c && table.rooks.contains(p.role))
    {
        return Some((royal, Wing::of(to.file(), from.file())));
    }
    // A landing square the piece could not reach by its own move.
    if reach(pos, piece.role, c, from, to).goes() {
        return None;
    }
    let lands = |s: Wing| {
        Wing::ALL
            .into_iter()
            .find(|&wing| table.land(s, wing).0 == to.file())
    };
    let wing = match royal {
        Some(s) => lands(s),
        None => Wing::ALL.into_iter().find_map(lands),
    }?;
    Some((royal, wing))
}

/// The royal piece on `from` has moved: it has no castling rights left.
fn royal_moved(t: Text, name: &str, noun: Noun, from: Square) -> Verdict {
    illegal(
        Reason::CastleRightsLost,
        t.pick(
            capital(format!("{name} can no longer castle: it has moved.")),
            capital(format!(
                "{name} ne peut plus roquer : {} a déjà bougé.",
                noun.pronoun()
            )),
        ),
        vec![from],
    )
}

/// The rook of that wing has moved or been taken (the squares: the royal, and the rooks
/// still on that wing of the back rank).
fn rook_moved(
    pos: &Position,
    table: &CastlingRules,
    t: Text,
    name: &str,
    from: Square,
    wing: Wing,
) -> Verdict {
    let c = pos.turn();
    let rook = Noun::of(pos.rules(), table.rook);
    let rooks = (0..pos.rules().geometry.width)
        .filter(|&f| Wing::of(f, from.file()) == wing)
        .map(|f| Square::new(f, from.rank()))
        .filter(|&s| {
            pos.board()
                .get(s)
                .is_some_and(|p| p.color == c && table.rooks.contains(p.role))
        });
    let mut squares = vec![from];
    squares.extend(rooks);
    let taken = rook.agree("pris");
    illegal(
        Reason::CastleRightsLost,
        t.pick(
            capital(format!(
                "{name} cannot castle on this side: {} has moved (or been taken).",
                t.the(rook)
            )),
            capital(format!(
                "{name} ne peut pas roquer de ce côté : {} a bougé (ou a été {taken}).",
                t.the(rook)
            )),
        ),
        squares,
    )
}

/// A diagram of the board alone gives no castling right, whatever stands where.
fn no_right_in_diagram(t: Text, name: &str, from: Square) -> Verdict {
    illegal(
        Reason::CastleRightsLost,
        t.pick(
            capital(format!(
                "{name} cannot castle: this diagram shows only the board, which gives no castling right (a diagram written as a whole FEN, with its castling rights, gives them)."
            )),
            capital(format!(
                "{name} ne peut pas roquer : ce diagramme ne montre que l'échiquier, qui ne donne aucun droit de roque (un diagramme écrit en FEN complète, avec ses droits de roque, les donne)."
            )),
        ),
        vec![from],
    )
}

/// The royal piece is attacked: no castling out of check.
fn out_of_check(pos: &Position, t: Text, name: &str, noun: Noun, from: Square) -> Option<Verdict> {
    let c = pos.turn();
    if !pos.is_attacked(from, !c) {
        return None;
    }
    let attackers = pos.attackers(from, !c);
    let by = t.by(&nouns_on(pos, &attackers));
    let mut squares = vec![from];
    squares.extend(attackers);
    Some(illegal(
        Reason::CastleOutOfCheck,
        t.pick(
            capital(format!(
                "{name} cannot castle out of check: it is attacked by {by}."
            )),
            capital(format!(
                "{name} ne peut pas roquer pour échapper à un échec : {} est {} par {by}.",
                noun.pronoun(),
                noun.agree("attaqué")
            )),
        ),
        squares,
    ))
}

/// The files from `a` to `b`, whichever is greater.
fn span(a: u8, b: u8) -> std::ops::RangeInclusive<u8> {
    a.min(b)..=a.max(b)
}

/// A piece stands on the way of the royal (to `royal_file`) or of the rook (to `rook_to`).
fn not_empty(
    pos: &Position,
    table: &CastlingRules,
    t: Text,
    name: &str,
    from: Square,
    rook: Square,
    (royal_file, rook_to): (u8, u8),
) -> Option<Verdict> {
    let kf = rook.file();
    let mut blocks: Vec<Square> = span(from.file(), royal_file)
        .chain(span(kf, rook_to))
        .filter(|&f| f != from.file() && f != kf)
        .map(|f| Square::new(f, from.rank()))
        .filter(|&s| pos.board().get(s).is_some())
        .collect();
    if blocks.is_empty() {
        return None;
    }
    blocks.sort();
    blocks.dedup();
    let list = t.squares(&blocks);
    // The piece it castles with by its own name (perfect chess's chancellor castles too).
    let role = pos.board().get(rook).map_or(table.rook, |p| p.role);
    let the_rook = t.the(Noun::of(pos.rules(), role));
    let mut squares = vec![from, rook];
    squares.extend(blocks);
    Some(illegal(
        Reason::PathBlocked,
        t.pick(
            format!(
                "Castling needs the squares between {name} and {the_rook} empty, and {list} is not."
            ),
            format!(
                "Le roque demande des cases vides entre {name} et {the_rook}, et {list} ne l'est pas."
            ),
        ),
        squares,
    ))
}

/// A square the royal piece crosses or lands on is attacked.
fn through_check(
    pos: &Position,
    t: Text,
    name: &str,
    from: Square,
    royal_file: u8,
) -> Option<Verdict> {
    let c = pos.turn();
    let s = span(from.file(), royal_file)
        .filter(|&f| f != from.file())
        .map(|f| Square::new(f, from.rank()))
        .find(|&s| pos.is_attacked(s, !c))?;
    let attackers = pos.attackers(s, !c);
    let by = t.by(&nouns_on(pos, &attackers));
    let mut squares = vec![from, s];
    squares.extend(attackers);
    Some(illegal(
        Reason::CastleThroughCheck,
        t.pick(
            capital(format!("{name} cannot castle through check: {s} is attacked by {by}.")),
            capital(format!("{name} ne peut pas roquer en passant par une case attaquée : {s} est attaquée par {by}.")),
        ),
        squares,
    ))
}
