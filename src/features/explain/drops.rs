//! Why a drop is refused, by the game's drop rules ([`crate::core::drops`]): nothing of that
//! kind in hand, a square taken, a rank or square where the kind may not be dropped, a file
//! that has one already, a dropped pawn's mate, or a check the drop does not answer.

use super::text::{capital, Noun, Text};
use super::verdict::illegal;
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::Role;

/// Why a side must drop before anything else: it holds pieces that are dropped before any
/// move (placement chess: all of them; Koedem: its king, named).
pub(super) fn must_drop(pos: &Position, t: Text) -> String {
    let rules = pos.rules();
    let Some(drops) = &rules.drops else {
        return String::new();
    };
    let every = rules.roles().all(|r| drops.before_moves.contains(r));
    let held = pos.reserves().held(pos.turn());
    match drops.before_moves.iter().find(|&r| held.contains(r)) {
        Some(role) if !every => {
            let noun = Noun::of(rules, role);
            t.pick(
                format!(
                    "While you hold {} in hand, you drop it before any other move.",
                    t.a(noun)
                ),
                format!(
                    "Tant que vous avez {} en main, vous {} posez avant tout autre coup.",
                    t.a(noun),
                    if noun.feminine { "la" } else { "le" }
                ),
            )
        }
        _ => t.pick(
            "While you hold pieces in hand, you drop one before any piece moves.".to_string(),
            "Tant que vous avez des pièces en main, vous en posez une avant tout déplacement."
                .to_string(),
        ),
    }
}

/// Explains a drop of the kind of letter `letter` on `to`, which no legal move makes.
pub(super) fn drop(pos: &Position, letter: char, to: Square, legal: &[Move], t: Text) -> Verdict {
    let rules = pos.rules();
    let c = pos.turn();
    let role = rules.role_of(letter);
    let Some((drops, role)) = rules.drops.as_ref().zip(role) else {
        return illegal(
            Reason::NotInHand,
            t.pick(
                "This game has no drops.".to_string(),
                "Ce jeu n'a pas de parachutage.".to_string(),
            ),
            vec![to],
        );
    };
    let noun = Noun::of(rules, role);
    if let Some(v) = not_in_hand(pos, role, noun, t) {
        return v;
    }
    // Koedem: a king in hand is dropped before any other piece.
    if pos.must_drop_first() && !drops.before_moves.contains(role) {
        return illegal(Reason::MustDrop, must_drop(pos, t), vec![to]);
    }
    if pos.board().get(to).is_some() {
        return illegal(
            Reason::DropOccupied,
            t.pick(
                format!("A piece may only be dropped on an empty square: {to} is taken."),
                format!("Une pièce ne se pose que sur une case vide : {to} est occupée."),
            ),
            vec![to],
        );
    }
    let g = pos.geometry();
    if !drops.may_drop_on(c, role, g.bit_index(to)) {
        return not_there(pos, role, noun, to, t);
    }
    let on_file: Vec<Square> = match drops.one_per_file.contains(role) {
        true => pos
            .board()
            .find(c, role)
            .filter(|sq| sq.file() == to.file())
            .collect(),
        false => Vec::new(),
    };
    if let (Some(&sq), true) = (
        on_file.first(),
        on_file.len() >= usize::from(drops.per_file),
    ) {
        let (en, fr) = match drops.per_file {
            1 => (
                format!("where you have one (on {sq})"),
                format!("où vous en avez déjà un (en {sq})"),
            ),
            n => (
                format!("where you have {n} already"),
                format!("où vous en avez déjà {n}"),
            ),
        };
        return illegal(
            Reason::DropFile,
            t.pick(
                capital(format!("{} may not be dropped on a file {en}.", t.a(noun))),
                capital(format!(
                    "{} ne se pose pas sur une colonne {fr}.",
                    t.a(noun)
                )),
            ),
            std::iter::once(to).chain(on_file).collect(),
        );
    }
    if !pos.keeps_both_colors(role, g.bit_index(to)) {
        let kinds = drops
            .opposite_colors
            .iter()
            .next()
            .map(|k| Noun::of(rules, k));
        let (en, fr) = kinds.map_or(("pieces", "pièces"), |k| (k.en, k.fr));
        return illegal(
            Reason::DropColors,
            t.pick(
                format!("Your {en}s must stand on squares of both colours: not with a drop on {to}."),
                format!("Vos {fr}s doivent occuper des cases des deux couleurs : pas en posant en {to}."),
            ),
            vec![to],
        );
    }
    let m = Move::drop(role, to);
    if rules.is_royal(role) && !pos.is_safe(&m) {
        return illegal(
            Reason::LeavesRoyalAttacked,
            t.pick(
                capital(format!(
                    "{} may not be dropped on {to}, where it would be attacked.",
                    t.the(noun)
                )),
                capital(match noun.feminine {
                    true => format!(
                        "{} ne se pose pas en {to}, où elle serait attaquée.",
                        t.the(noun)
                    ),
                    false => format!(
                        "{} ne se pose pas en {to}, où il serait attaqué.",
                        t.the(noun)
                    ),
                }),
            ),
            vec![to],
        );
    }
    if pos.drop_mates(&m) {
        return illegal(
            Reason::DropMate,
            t.pick(
                capital(format!(
                    "{} may not be dropped to give checkmate.",
                    t.a(noun)
                )),
                capital(format!("{} ne se pose pas pour faire mat.", t.a(noun))),
            ),
            vec![to],
        );
    }
    let checked = pos.checked_royals(c);
    let answers = legal.iter().any(|l| l.is_drop() && l.to == to);
    let mut squares = vec![to];
    squares.extend(&checked);
    illegal(
        Reason::LeavesRoyalAttacked,
        if answers {
            t.pick(
                format!("This drop on {to} does not answer the check."),
                format!("Poser sur {to} ne pare pas l'échec."),
            )
        } else {
            t.pick(
                format!("A drop on {to} would not answer the check."),
                format!("Poser une pièce en {to} ne parerait pas l'échec."),
            )
        },
        squares,
    )
}

/// The kind may not be dropped on `to` by the game's ranks or zone.
fn not_there(pos: &Position, role: Role, noun: Noun, to: Square, t: Text) -> Verdict {
    let c = pos.turn();
    let g = pos.geometry();
    let drops = pos.rules().drops.as_ref();
    // The ranks, counted from the side's own edge, where the kind may not go anywhere.
    let rank_closed = |rel: u8| {
        (0..g.width).all(|f| {
            let rank = match c {
                crate::core::color::Color::White => rel,
                crate::core::color::Color::Black => g.height - 1 - rel,
            };
            let i = g.bit_index(Square::new(f, rank));
            !drops.is_some_and(|d| d.may_drop_on(c, role, i))
        })
    };
    let rel = pos.relative_rank(c, to);
    if rank_closed(rel) {
        let last = g.height - 1;
        let ends = rank_closed(0) && rank_closed(last);
        let (en, fr) = if ends && (rel == 0 || rel == last) {
            (
                "on the first or last rank".to_string(),
                "sur la première ou la dernière rangée".to_string(),
            )
        } else if rel == 0 {
            (
                "on the first rank".to_string(),
                "sur la première rangée".to_string(),
            )
        } else if rel == last {
            (
                "on the last rank".to_string(),
                "sur la dernière rangée".to_string(),
            )
        } else {
            (
                format!("on rank {} of its side", rel + 1),
                format!("sur la rangée {} de son camp", rel + 1),
            )
        };
        return illegal(
            Reason::DropRank,
            t.pick(
                capital(format!("{} may not be dropped {en}.", t.a(noun))),
                capital(format!("{} ne se pose pas {fr}.", t.a(noun))),
            ),
            vec![to],
        );
    }
    illegal(
        Reason::DropZone,
        t.pick(
            capital(format!(
                "{} may not be dropped on {to}: drops land only in the game's drop zone.",
                t.a(noun)
            )),
            capital(format!(
                "{} ne se pose pas en {to} : on ne pose que dans la zone du jeu.",
                t.a(noun)
            )),
        ),
        vec![to],
    )
}

/// Explains a move from `from` to `to` that would gate a piece of the kind of letter `letter`
/// (Seirawan's `b1c3h`), when the move itself is legal without it: nothing of that kind in
/// hand, a piece that is not on a gate (it has moved before, or stands off its first rank),
/// or a kind that may not enter there (S-house's pawn on the first rank).
pub(super) fn gate(pos: &Position, letter: char, from: Square, t: Text) -> Verdict {
    let rules = pos.rules();
    let c = pos.turn();
    let gating = rules.drops.as_ref().filter(|d| d.gating);
    let Some((drops, role)) = gating.zip(rules.role_of(letter)) else {
        return illegal(
            Reason::NotInHand,
            t.pick(
                "In this game no piece enters from the hand behind a moving piece.".to_string(),
                "Dans ce jeu, aucune pièce n'entre de la main derrière une pièce qui part."
                    .to_string(),
            ),
            vec![from],
        );
    };
    let noun = Noun::of(rules, role);
    if let Some(v) = not_in_hand(pos, role, noun, t) {
        return v;
    }
    let g = pos.geometry();
    let i = g.bit_index(from);
    if !pos.gates().has(i) {
        let first = from.rank() == rules.castling_rank(c);
        return illegal(
            Reason::NotAGate,
            match first {
                true => t.pick(
                    format!("A piece enters from the hand only where a piece leaves its first-rank square for the first time: the piece on {from} has moved before."),
                    format!("Une pièce n'entre de la main que là où une pièce quitte sa case de la première rangée pour la première fois : la pièce en {from} a déjà bougé."),
                ),
                false => t.pick(
                    format!("A piece enters from the hand only where a piece leaves its first-rank square for the first time: {from} is not on your first rank."),
                    format!("Une pièce n'entre de la main que là où une pièce quitte sa case de la première rangée pour la première fois : {from} n'est pas sur votre première rangée."),
                ),
            },
            vec![from],
        );
    }
    if !drops.may_drop_on(c, role, i) {
        return illegal(
            Reason::DropRank,
            t.pick(
                capital(format!(
                    "{} may not enter on {from}: it may not be dropped there.",
                    t.a(noun)
                )),
                capital(format!(
                    "{} ne peut pas entrer en {from} : on ne peut pas l'y poser.",
                    t.a(noun)
                )),
            ),
            vec![from],
        );
    }
    // The piece on a gate, the kind in hand and allowed there: only the landing squares of a
    // castle are left.
    illegal(
        Reason::NotAGate,
        t.pick(
            format!("No piece may enter on {from}: a castling piece lands there."),
            format!("Aucune pièce ne peut entrer en {from} : une pièce du roque y arrive."),
        ),
        vec![from],
    )
}

/// The side to move has no piece of `role` in hand: the verdict that says so.
fn not_in_hand(pos: &Position, role: Role, noun: Noun, t: Text) -> Option<Verdict> {
    (pos.reserves().count(pos.turn(), role) == 0).then(|| {
        illegal(
            Reason::NotInHand,
            t.pick(
                format!("You have no {} in hand.", noun.en),
                format!("Vous n'avez pas {} en main.", t.a(noun)),
            ),
            vec![],
        )
    })
}
