//! The chess family, every game alike: the order of the checks, how a piece moves by its
//! movement data, and the royal piece a move would leave attacked. What a game has (castling
//! royals, pawn kinds, a stand-in and its reserve) comes from its description.

use super::castling::{castling, Castling};
use super::drops::{drop, gate, must_drop};
use super::pawn::{pawn, promotion};
use super::promotion_moves::{promotion_move, Attempt};
use super::reach::{reach, walls_only, Reach};
use super::stand_in::stand_in;
use super::text::{capital, Noun, Text};
use super::verdict::{blocked, cannot_move, illegal, mover_piece, onto_wall, own_piece};
use super::{Options, Reason, Verdict};
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Path, Piece, Role};

pub(super) fn chess(pos: &Position, from: Square, to: Square, o: &Options, t: Text) -> Verdict {
    let rules = pos.rules();
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
            && want_promo.map_or(true, |p| m.promotion.map(|r| rules.letter(r)) == Some(p))
            && want_define.map_or(true, |d| m.is_definition() && rules.letter(m.role) == d)
    };
    if let Some(letter) = o.drop {
        let role = rules.role_of(letter);
        let legal_drop = legal
            .iter()
            .any(|m| m.is_drop() && m.to == to && Some(m.role) == role);
        return if legal_drop {
            Verdict::Legal
        } else {
            drop(pos, letter, to, &legal, t)
        };
    }
    if let Some(letter) = o.gate {
        // The move itself legal, the piece that enters is what is refused.
        let role = rules.role_of(letter.to_ascii_lowercase());
        let gated = |m: &&Move| reaches(m) && m.gate.map(|(r, _)| r) == role;
        if legal.iter().any(|m| gated(&m)) {
            return Verdict::Legal;
        }
        if legal.iter().any(|m| reaches(m) && m.gate.is_none()) {
            return gate(pos, letter.to_ascii_lowercase(), from, t);
        }
    } else if let Some(wall) = o.wall.filter(|_| rules.walling.is_some()) {
        // The piece's move legal, its wall is what is refused.
        if legal.iter().any(|m| reaches(m) && m.wall == Some(wall)) {
            return Verdict::Legal;
        }
        if let Some(m) = legal.iter().find(|m| reaches(m)) {
            return super::walls::wall_square(pos, m, wall, t);
        }
    } else if legal.iter().any(reaches) {
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
        return must_place(pos, t, places);
    }
    // Placement chess, Koedem: while the hand holds a piece that must be dropped first, and
    // may be, only drops are legal.
    if pos.must_drop_first() && !legal.is_empty() && legal.iter().all(Move::is_drop) {
        return illegal(Reason::MustDrop, must_drop(pos, t), vec![from]);
    }
    if rules.stand_in == Some(piece.role) {
        return stand_in(pos, &legal, from, to, o, t);
    }
    if from == to && rules.pass && rules.is_royal(piece.role) {
        // A pass, its royal piece's move to its own square, is refused only in check.
        return illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                "A side in check may not pass.".to_string(),
                "Un camp en échec ne peut pas passer.".to_string(),
            ),
            vec![from],
        );
    }
    match castling(pos, piece, from, to, o.board_only, t) {
        Castling::Explained(v) => return v,
        Castling::Conditions => return safety(pos, from, to, None, true, t),
        Castling::No => {}
    }
    // Sittuyin: a pawn's promotion in place, or by a step of the piece it becomes.
    if rules.promotion.as_move && rules.is_pawn(piece.role) {
        match promotion_move(pos, piece, from, to, want_promo, t) {
            Some(Attempt::Explained(v)) => return v,
            Some(Attempt::Unsafe(m)) => {
                let noun = Noun::of(rules, piece.role);
                return leaves_royal(pos, &m, t).unwrap_or_else(|| cannot_move(t, noun, from, to));
            }
            None => {}
        }
    }
    if walls_only(pos, &[to]) {
        return onto_wall(t, to);
    }
    if pos.board().get(to).is_some_and(|p| p.color == c) {
        return own_piece(t, to);
    }
    if rules.is_pawn(piece.role) {
        if let Some(v) = pawn(pos, piece, from, to, o, t) {
            return v;
        }
        if let Some(v) = promotion(pos, piece, from, to, want_promo, t) {
            return v;
        }
    } else if let Some(v) = movement(pos, piece, from, to, t) {
        return v;
    }
    safety(pos, from, to, want_promo, false, t)
}

/// The game's first moves place a royal piece (Bario's king), and this attempt does not.
fn must_place(pos: &Position, t: Text, places: Vec<Square>) -> Verdict {
    let rules = pos.rules();
    let royal = rules.royals.iter().next().map(|r| Noun::of(rules, r));
    let (en, fr) = match (royal, rules.stand_in) {
        (Some(k), Some(u)) => {
            let u = Noun::of(rules, u);
            (
                format!(
                    "Your first move places your {} on one of your {}s of the first rank.",
                    k.en, u.en
                ),
                format!(
                    "Votre premier coup place votre {} sur {} de vos {} de la première rangée.",
                    k.fr,
                    if u.feminine { "une" } else { "un" },
                    french_plural(u.fr)
                ),
            )
        }
        _ => (
            "Your first move places a piece.".to_string(),
            "Votre premier coup place une pièce.".to_string(),
        ),
    };
    illegal(Reason::KingMustBePlaced, t.pick(en, fr), places)
}

/// A French name in the plural: each word takes an `s` (`pièces indéfinies`), unless it ends
/// in one already (or in `x`, `z`).
fn french_plural(name: &str) -> String {
    let words: Vec<String> = name
        .split(' ')
        .map(|w| {
            if w.ends_with(['s', 'x', 'z']) {
                w.to_string()
            } else {
                format!("{w}s")
            }
        })
        .collect();
    words.join(" ")
}

/// Why a piece other than a pawn does not go to `to` by its movement, if it does not.
fn movement(pos: &Position, piece: Piece, from: Square, to: Square, t: Text) -> Option<Verdict> {
    let noun = Noun::of(pos.rules(), piece.role);
    let the = capital(t.the(noun));
    Some(match reach(pos, piece.role, piece.color, from, to) {
        Reach::Yes => return None,
        Reach::Never | Reach::DoubleStepRank => {
            first_move_lost(pos, from, to, t).unwrap_or_else(|| cannot_move(t, noun, from, to))
        }
        Reach::Blocked(blocks, _) => {
            let walls = walls_only(pos, &blocks);
            blocked(t, noun, from, to, blocks, walls)
        }
        Reach::CapturesOnly(_) => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("{the} goes from {from} to {to} only to capture, and there is nothing to capture on {to}."),
                format!("{the} ne va de {from} à {to} que pour prendre, et il n'y a rien à prendre en {to}."),
            ),
            vec![from, to],
        ),
        Reach::MovesOnly(_) => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("{the} goes from {from} to {to} only without capturing, and {to} is taken."),
                format!("{the} ne va de {from} à {to} que sans prendre, et la case {to} est occupée."),
            ),
            vec![from, to],
        ),
        Reach::Screens(line, n) => illegal(
            Reason::CannotMoveThatWay,
            match (line.path, n) {
                (Path::Grasshop, _) => t.pick(
                    format!("{the} goes from {from} to {to} only by hopping over a piece just before {to}, and there is none."),
                    format!("{the} ne va de {from} à {to} qu'en sautant par-dessus une pièce juste avant {to}, et il n'y en a pas."),
                ),
                (_, 0) => t.pick(
                    format!("{the} goes from {from} to {to} only by hopping over one piece (a screen), and there is none between."),
                    format!("{the} ne va de {from} à {to} qu'en sautant par-dessus une pièce (un écran), et il n'y en a aucune entre les deux."),
                ),
                _ => t.pick(
                    format!("{the} goes from {from} to {to} only by hopping over exactly one piece, and {n} stand between."),
                    format!("{the} ne va de {from} à {to} qu'en sautant par-dessus une seule pièce, et il y en a {n} entre les deux."),
                ),
            },
            vec![from, to],
        ),
        Reach::Unscreened(_, screen) => {
            let hurdle = nouns_on(pos, &[screen]).first().map(|&(n, _)| n).unwrap_or(noun);
            illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!("{the} goes from {from} to {to} only by hopping over the piece on {screen}, and it never hops over {}.", t.a(hurdle)),
                    format!("{the} ne va de {from} à {to} qu'en sautant par-dessus la pièce en {screen}, et ne saute jamais par-dessus {}.", t.a(hurdle)),
                ),
                vec![from, screen, to],
            )
        }
        Reach::Immune(_) => {
            let taken = nouns_on(pos, &[to]).first().map(|&(n, _)| n).unwrap_or(noun);
            illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!("{the} may not capture the piece on {to}: it never captures {}.", t.a(taken)),
                    format!("{the} ne prend jamais {}, et c'en est {} qui se trouve en {to}.", t.a(taken), if taken.feminine { "une" } else { "un" }),
                ),
                vec![from, to],
            )
        }
        Reach::OffLines(_) => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("{the} moves diagonally only along the diagonal lines drawn on the board (the palace's), and its way from {from} to {to} leaves them."),
                format!("{the} ne se déplace en diagonale que le long des diagonales tracées sur le plateau (celles du palais), et son chemin de {from} à {to} les quitte."),
            ),
            vec![from, to],
        ),
        Reach::Outside => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("{the} may not leave its region, and {to} is outside it."),
                format!("{the} ne peut pas quitter sa zone, et la case {to} est en dehors."),
            ),
            vec![from, to],
        ),
    })
}

/// The kinds of the pieces on `squares`, named, with their squares.
pub(super) fn nouns_on<'a>(pos: &'a Position, squares: &[Square]) -> Vec<(Noun<'a>, Square)> {
    squares
        .iter()
        .filter_map(|&s| {
            let p = pos.board().get(s)?;
            Some((Noun::of(pos.rules(), p.role), s))
        })
        .collect()
}

/// The attempt obeys how the piece moves: find the royal it leaves attacked.
/// A capture by a royal piece that would turn it to stone (petrified's lone king).
fn petrifies_royal(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    if !pos.petrifies_royal(m) {
        return None;
    }
    let noun = Noun::of(pos.rules(), m.role);
    let (the, from, to) = (capital(t.the(noun)), t.sq(m.from), t.sq(m.to));
    Some(illegal(
        Reason::PetrifiesRoyal,
        t.pick(
            format!("{the} on {from} may not capture on {to}: a piece of its kind that captures turns to stone, and your side would lose it."),
            format!("{the} en {from} ne peut pas prendre en {to} : une pièce de son espèce qui prend est changée en pierre, et votre camp la perdrait."),
        ),
        vec![m.from, m.to],
    ))
}

fn safety(
    pos: &Position,
    from: Square,
    to: Square,
    want_promo: Option<char>,
    castle: bool,
    t: Text,
) -> Verdict {
    let rules = pos.rules();
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let candidate = pseudo.iter().find(|m| {
        m.from == from
            && match m.kind {
                MoveKind::Castle { rook, .. } => castle && (m.to == to || rook == to),
                _ => !castle && m.to == to,
            }
            && want_promo.map_or(true, |p| m.promotion.map(|r| rules.letter(r)) == Some(p))
    });
    let role = pos.board().get(from).map_or(Role(0), |p| p.role);
    let noun = Noun::of(rules, role);
    let Some(m) = candidate else {
        return cannot_move(t, noun, from, to);
    };
    explodes(pos, m, t)
        .or_else(|| petrifies_royal(pos, m, t))
        .or_else(|| leaves_royal(pos, m, t))
        .or_else(|| leaves_facing(pos, m, t))
        .or_else(|| royal_stays(pos, m, t))
        .or_else(|| gives_check(pos, m, t))
        .or_else(|| capture_compulsory(pos, m, t))
        .unwrap_or_else(|| cannot_move(t, noun, from, to))
}

/// In bikjang (janggi): the move `m` leaves the royal pieces facing each other on an open
/// file, which the side to move must part, or pass.
fn leaves_facing(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    if !pos.is_bikjang() {
        return None;
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    if !after.is_bikjang() {
        return None;
    }
    let royals: Vec<Square> = after
        .royals(pos.turn())
        .chain(after.royals(!pos.turn()))
        .collect();
    let royal = pos
        .royals(pos.turn())
        .next()
        .and_then(|sq| pos.board().get(sq))?;
    let the = capital(t.the(Noun::of(pos.rules(), royal.role)));
    let (from, to) = (t.sq(m.from), t.sq(m.to));
    Some(illegal(
        Reason::Bikjang,
        t.pick(
            format!("{the} faces the other on an open file (bikjang): the side to move must part them or pass, and the move from {from} to {to} does not part them."),
            format!("{the} fait face à l'autre sur une colonne ouverte (bikjang) : il faut les séparer ou passer, et le coup de {from} à {to} ne les sépare pas."),
        ),
        royals,
    ))
}

/// In a game with explosions: the royal piece of the mover `m` would blow up (or a kind that
/// may not take its own would).
fn explodes(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    let x = pos.rules().explosions?;
    let rules = pos.rules();
    let noun = Noun::of(rules, m.role);
    if m.capture == Some(m.role) && x.mutually_immune.contains(m.role) {
        let the = capital(t.the(noun));
        return Some(illegal(
            Reason::ExplodesOwnRoyal,
            t.pick(
                format!("{the} may not take a piece of its own kind."),
                format!("{the} ne peut pas prendre une pièce de son espèce."),
            ),
            vec![m.from, m.to],
        ));
    }
    if !m.is_capture() {
        return None;
    }
    let c = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    let royal_at = |sq: Square| {
        let p = after.board().get(sq);
        p.is_some_and(|p| p.color == c && rules.is_royal(p.role))
    };
    // A royal piece that moves is looked for where it lands.
    let lost = pos
        .royals(c)
        .find(|&sq| !royal_at(if sq == m.from { m.to } else { sq }))?;
    let royal = Noun::of(rules, pos.board().get(lost)?.role);
    let (en, fr) = if lost == m.from {
        (
            format!(
                "Your {} may not capture: the explosion would blow it up.",
                royal.en
            ),
            format!(
                "Votre {} ne peut pas prendre : l'explosion l'emporterait.",
                royal.fr
            ),
        )
    } else {
        (
            format!(
                "This capture would blow up your {} on {lost}, next to {}.",
                royal.en, m.to
            ),
            format!(
                "Cette prise ferait exploser votre {} en {lost}, à côté de {}.",
                royal.fr, m.to
            ),
        )
    };
    Some(illegal(
        Reason::ExplodesOwnRoyal,
        t.pick(en, fr),
        vec![lost, m.to],
    ))
}

/// In a game whose royal piece in check may only take its one checker (makpong): `m` moves it
/// otherwise.
fn royal_stays(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    let rules = pos.rules();
    if !rules.checked_royal_captures_only || !rules.is_royal(m.role) || !pos.is_check() {
        return None;
    }
    let checkers = pos.checkers();
    if checkers == crate::core::bitboard::bit(pos.geometry().bit_index(m.to)) {
        return None;
    }
    let royal = Noun::of(rules, m.role);
    let mut squares = vec![m.from];
    squares.extend(pos.board().squares_of(checkers));
    Some(illegal(
        Reason::RoyalInCheckStays,
        t.pick(
            format!(
                "A {} in check may not move in {}, unless it takes the one piece that checks it.",
                royal.en, rules.name
            ),
            format!(
                "{} en échec ne peut pas bouger en {}, sauf pour prendre la seule pièce qui le met en échec.",
                capital(t.a(royal)),
                rules.name
            ),
        ),
        squares,
    ))
}

/// A first move (Cambodian chess's king leaping as a knight) refused: its right is lost, its
/// royal piece is in check, or it would leave a royal piece attacked.
fn first_move_lost(pos: &Position, from: Square, to: Square, t: Text) -> Option<Verdict> {
    if !pos.first_move_squares(from).contains(&to) {
        return None;
    }
    let rules = pos.rules();
    let p = pos.board().get(from).filter(|p| p.color == pos.turn())?;
    let the = capital(t.the(Noun::of(rules, p.role)));
    let kept = pos.gates().has(pos.geometry().bit_index(from));
    let (en, fr) = if !kept {
        (
            format!("{the} may move so only as its first move, and has lost that right."),
            format!("{the} ne peut aller ainsi qu'à son premier coup, et en a perdu le droit."),
        )
    } else if rules.is_royal(p.role) && pos.is_check() {
        (
            format!("{the} may not make its first move while in check."),
            format!("{the} ne peut pas faire son premier coup en échec."),
        )
    } else {
        return leaves_royal(pos, &Move::normal(p.role, from, to, None), t);
    };
    Some(illegal(
        Reason::FirstMoveLost,
        t.pick(en, fr),
        vec![from, to],
    ))
}

/// In a game that forbids checks (racing kings): `m` would give one.
fn gives_check(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    if pos.rules().checking {
        return None;
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    let checked = after.checked_royals(after.turn());
    let royal_sq = *checked.first()?;
    let royal = Noun::of(pos.rules(), after.board().get(royal_sq)?.role);
    Some(illegal(
        Reason::GivesCheck,
        t.pick(
            format!(
                "This move would give check to the {} on {royal_sq}, and no move may give check in this game.",
                royal.en
            ),
            format!(
                "Ce coup mettrait en échec {} en {royal_sq}, et aucun coup ne peut donner échec dans ce jeu.",
                t.the(royal)
            ),
        ),
        vec![m.from, m.to, royal_sq],
    ))
}

/// In a game where capturing is compulsory: `m` does not capture, and a capture is legal.
fn capture_compulsory(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    if !pos.rules().must_capture || m.is_capture() {
        return None;
    }
    let captures: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(Move::is_capture)
        .collect();
    let first = captures.first()?;
    let noun = Noun::of(pos.rules(), first.role);
    let mut squares: Vec<Square> = captures.iter().flat_map(|c| [c.from, c.to]).collect();
    squares.dedup();
    Some(illegal(
        Reason::CaptureCompulsory,
        t.pick(
            format!(
                "A capture is compulsory: your {} on {} can take on {}.",
                noun.en, first.from, first.to
            ),
            format!(
                "La prise est obligatoire : votre {} en {} peut prendre en {}.",
                noun.fr, first.from, first.to
            ),
        ),
        squares,
    ))
}

/// After `m`, which royal of the mover is attacked, and by what.
pub(super) fn leaves_royal(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    let c = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    // The royal pieces are those of before the move, where their count decides it (Sho shogi:
    // a lone king stays royal as the drunk elephant promotes to a second one).
    let before = || {
        pos.royals(c)
            .map(|sq| if sq == m.from { m.to } else { sq })
            .find(|&sq| after.is_attacked(sq, !c))
    };
    let counted = pos.rules().end.extinction.is_some_and(|x| x.pseudo_royal);
    let royal_sq = match after.checked_royals(c).first() {
        Some(&sq) => sq,
        None if counted => before()?,
        None => return None,
    };
    let royal_role = after.board().get(royal_sq).map_or(m.role, |p| p.role);
    let royal = Noun::of(pos.rules(), royal_role);
    let attackers = after.attackers(royal_sq, !c);
    let by = t.by(&nouns_on(&after, &attackers));
    let was_checked = pos.checked_royals(c).contains(&royal_sq) && m.from != royal_sq;
    let mut squares = vec![royal_sq];
    squares.extend(attackers.iter().copied());
    squares.push(m.from);
    let attacked = royal.agree("attaqué");
    let what = t.the(royal);
    let (en, fr) = if was_checked {
        (
            format!(
                "Your {} on {royal_sq} is in check from {by}, and this move does not parry it.",
                royal.en
            ),
            format!(
                "Votre {} en {royal_sq} est {attacked} par {by}, et ce coup ne pare pas l'échec.",
                royal.fr
            ),
        )
    } else if m.from == royal_sq || m.to == royal_sq {
        (
            capital(format!("{what} would be attacked on {royal_sq} by {by}.")),
            capital(format!("{what} serait {attacked} en {royal_sq} par {by}.")),
        )
    } else {
        (
            format!(
                "This move would leave your {} on {royal_sq} attacked by {by}.",
                royal.en
            ),
            format!(
                "Ce coup laisserait votre {} en {royal_sq} {attacked} par {by}.",
                royal.fr
            ),
        )
    };
    Some(illegal(
        Reason::LeavesRoyalAttacked,
        t.pick(en, fr),
        squares,
    ))
}
