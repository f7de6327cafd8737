//! Pawns, of whatever kind a game has: steps, the double step, captures, en passant (which a
//! diagram of the board alone never allows), and promotion (to a piece the game allows; where
//! the game says so, to a piece already captured). The words follow the pawn's movement: an
//! orthodox pawn goes straight forward and captures diagonally, a Berolina pawn the reverse.

use super::reach::{reach, Reach};
use super::text::{capital, Noun, Text};
use super::verdict::{blocked, cannot_move, illegal};
use super::{Options, Reason, Verdict};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::{Line, Mode, Piece, Role};

/// Why the pawn on `from` does not go to `to` by its movement, if it does not.
pub(super) fn pawn(
    pos: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    o: &Options,
    t: Text,
) -> Option<Verdict> {
    let rules = pos.rules();
    let noun = Noun::of(rules, piece.role);
    Some(match reach(pos, piece.role, piece.color, from, to) {
        Reach::Yes => return None,
        Reach::MovesOnly(line) => pawn_blocked(t, noun, from, to, vec![to], &line),
        Reach::Blocked(blocks, line) if line.mode == Mode::Move => {
            pawn_blocked(t, noun, from, to, blocks, &line)
        }
        Reach::Blocked(blocks, _) => {
            let walls = super::reach::walls_only(pos, &blocks);
            blocked(t, noun, from, to, blocks, walls)
        }
        Reach::DoubleStepRank => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!(
                    "{} steps two squares only from its starting rank; {} on {from} has left it.",
                    capital(t.a(noun)),
                    t.the(noun)
                ),
                format!(
                    "{} n'avance de deux cases que depuis sa rangée de départ ; {} de {from} l'a quittée.",
                    capital(t.a(noun)),
                    if noun.feminine { "celle" } else { "celui" }
                ),
            ),
            vec![from, to],
        ),
        Reach::CapturesOnly(line) => match en_passant_victim(pos, piece.color, to) {
            Some(victim) if o.board_only => no_en_passant_right(t, noun, from, to, victim),
            _ => {
                let (en, fr) = direction(&line);
                illegal(
                    Reason::CannotMoveThatWay,
                    t.pick(
                        format!(
                            "{} moves {en} only to capture, and there is nothing to capture on {to}.",
                            capital(t.a(noun))
                        ),
                        format!(
                            "{} ne va {fr} que pour prendre, et il n'y a rien à prendre en {to}.",
                            capital(t.a(noun))
                        ),
                    ),
                    vec![from, to],
                )
            }
        },
        // A pawn confined to its region: pawnback's never steps back to its first rank.
        Reach::Outside => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!(
                    "{} may not go to {to}: its steps stay on the squares of its region, and {to} is outside it.",
                    capital(t.the(noun))
                ),
                format!(
                    "{} ne peut pas aller en {to} : ses pas restent sur les cases de sa zone, et la case {to} est en dehors.",
                    capital(t.the(noun))
                ),
            ),
            vec![from, to],
        ),
        // A pawn neither hops nor moves along diagonal lines (the definition refuses it).
        Reach::Never
        | Reach::Screens(..)
        | Reach::Unscreened(..)
        | Reach::Immune(_)
        | Reach::OffLines(_) => match how_it_moves(pos, piece.role) {
            Some(((move_en, capture_en), (move_fr, capture_fr))) => illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!(
                        "{} cannot move from {from} to {to}: it goes {move_en}, and captures {capture_en}.",
                        capital(t.a(noun))
                    ),
                    format!(
                        "{} ne peut pas aller de {from} à {to} : {} avance {move_fr} et prend {capture_fr}.",
                        capital(t.a(noun)),
                        noun.pronoun()
                    ),
                ),
                vec![from, to],
            ),
            None => cannot_move(t, noun, from, to),
        },
    })
}

/// The way along `line`, in words: `straight ahead`, `diagonally`, or `that way`.
fn direction(line: &Line) -> (&'static str, &'static str) {
    match line.vector {
        (0, _) => ("straight ahead", "tout droit"),
        (1 | -1, 1 | -1) => ("diagonally", "en diagonale"),
        _ => ("that way", "ainsi"),
    }
}

/// A move-only step or double step of a pawn is blocked (the squares: the pieces in the way).
fn pawn_blocked(
    t: Text,
    noun: Noun,
    from: Square,
    to: Square,
    blocks: Vec<Square>,
    line: &Line,
) -> Verdict {
    let list = t.squares(&blocks);
    let (en, fr) = direction(line);
    let mut squares = vec![from];
    squares.extend(blocks);
    illegal(
        Reason::PathBlocked,
        t.pick(
            format!(
                "{} cannot go from {from} to {to}: the way is blocked on {list} ({} does not capture {en}).",
                capital(t.the(noun)),
                t.a(noun)
            ),
            format!(
                "{} ne peut pas aller de {from} à {to} : le chemin est barré en {list} ({} ne prend pas {fr}).",
                capital(t.the(noun)),
                t.a(noun)
            ),
        ),
        squares,
    )
}

/// How a pawn moves, in words (`(moves, captures)` in English, then in French), when it is
/// one of the usual shapes: one square straight or diagonally forward without capturing, the
/// other to capture (the orthodox pawn, the Berolina pawn).
#[allow(clippy::type_complexity)]
fn how_it_moves(
    pos: &Position,
    role: Role,
) -> Option<((&'static str, &'static str), (&'static str, &'static str))> {
    let lines = &pos.rules().piece(role).movement.lines;
    let vectors = |mode: Mode| -> Vec<(i8, i8)> {
        let mut v: Vec<(i8, i8)> = lines
            .iter()
            .filter(|l| l.mode == mode)
            .map(|l| l.vector)
            .collect();
        v.sort();
        v
    };
    if lines.iter().any(|l| l.range != 1 || l.mode == Mode::Both) {
        return None;
    }
    let straight = [(0, 1)];
    let diagonal = [(-1, 1), (1, 1)];
    let (moves, captures) = (vectors(Mode::Move), vectors(Mode::Capture));
    if moves == straight && captures == diagonal {
        Some((
            ("straight forward", "one square diagonally forward"),
            ("tout droit", "d'une case en diagonale vers l'avant"),
        ))
    } else if moves == diagonal && captures == straight {
        Some((
            ("diagonally forward", "one square straight forward"),
            ("en diagonale", "d'une case tout droit"),
        ))
    } else {
        None
    }
}

/// The enemy pawn that could just have passed over `to` by its double step, if one stands
/// where it would have landed (so that a capture on `to` would be en passant).
fn en_passant_victim(pos: &Position, color: Color, to: Square) -> Option<Square> {
    let rules = pos.rules();
    if !rules.en_passant {
        return None;
    }
    let (g, them) = (rules.geometry, !color);
    rules.pawns.iter().find_map(|role| {
        let lines = rules.piece(role).movement.double_steps();
        lines.iter().find_map(|l| {
            let (df, dr) = l.vector_for(them);
            let landed = g.offset(to, df, dr)?;
            let start = g.offset(to, -df, -dr)?;
            let passed = rules.double_steps_from(them, start);
            (passed && pos.board().get(landed) == Some(Piece::new(them, role))).then_some(landed)
        })
    })
}

/// On a diagram of the board alone, a capture en passant has no right to rely on.
fn no_en_passant_right(t: Text, noun: Noun, from: Square, to: Square, victim: Square) -> Verdict {
    illegal(
        Reason::CannotMoveThatWay,
        t.pick(
            format!(
                "{} cannot take en passant on {to}: this diagram shows only the board, which gives no en passant right (a diagram written as a whole FEN, with its en passant square, gives it).",
                capital(t.the(noun))
            ),
            format!(
                "{} ne peut pas prendre en passant en {to} : ce diagramme ne montre que l'échiquier, qui ne donne aucun droit de prise en passant (un diagramme écrit en FEN complète, avec sa case de prise en passant, le donne).",
                capital(t.the(noun))
            ),
        ),
        vec![from, to, victim],
    )
}

/// Promotion: to a piece the game allows, and where the game says so to a piece already
/// captured.
pub(super) fn promotion(
    pos: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    want: Option<char>,
    t: Text,
) -> Option<Verdict> {
    let rules = pos.rules();
    let c = piece.color;
    let height = rules.geometry.height;
    let rel = pos.relative_rank(c, to);
    if rel + rules.promotion.zone < height {
        return None;
    }
    let allowed = pos.promotion_roles(c, piece.role);
    let last = rel + 1 == height;
    let nouns =
        |roles: &[Role]| -> Vec<Noun> { roles.iter().map(|&r| Noun::of(rules, r)).collect() };
    let pawn = Noun::of(rules, piece.role);
    match want.and_then(|l| rules.role_of(l)) {
        Some(role) if !rules.promotion.roles(c).contains(&role) => {
            let list = t.list(&nouns(rules.promotion.roles(c)));
            let what = t.a(Noun::of(rules, role));
            Some(illegal(
                Reason::PromotionNotAllowed,
                t.pick(
                    format!(
                        "{} cannot become {what}: it promotes to {list}.",
                        capital(t.a(pawn))
                    ),
                    format!(
                        "{} ne peut pas devenir {what} : {} se promeut en {list}.",
                        capital(t.a(pawn)),
                        pawn.pronoun()
                    ),
                ),
                vec![from, to],
            ))
        }
        Some(role) if !allowed.contains(&role) => Some(not_captured(
            t,
            pawn,
            from,
            to,
            Some(Noun::of(rules, role)),
            &nouns(&allowed),
        )),
        None if last && allowed.is_empty() => {
            Some(not_captured(t, pawn, from, to, None, &nouns(&allowed)))
        }
        _ => None,
    }
}

fn not_captured(
    t: Text,
    pawn: Noun,
    from: Square,
    to: Square,
    role: Option<Noun>,
    allowed: &[Noun],
) -> Verdict {
    let a = capital(t.a(pawn));
    let (en, fr) = match role {
        Some(r) => (
            format!(
                "{a} promotes only to a piece that has been captured, and no {} of yours has been.",
                r.en
            ),
            format!(
                "{a} ne se promeut qu'en une pièce déjà prise, et aucun(e) {} des vôtres ne l'a été.",
                r.fr
            ),
        ),
        None => (
            format!("{a} promotes only to a piece that has been captured, and none of yours has been: it cannot reach the last rank yet."),
            format!("{a} ne se promeut qu'en une pièce déjà prise, et aucune des vôtres ne l'a été : il ne peut pas encore atteindre la dernière rangée."),
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
