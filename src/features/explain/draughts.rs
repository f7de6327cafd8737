//! Draughts: a capture that must go on, compulsory capture (of the most pieces, or the
//! highest value, where the game says so), diagonal moves (along ranks and files in Turkish
//! draughts), men forward only (or sideways too), kings blocked on their line or stepping
//! one square, or held after their run of non-capturing moves (Frisian draughts). Squares are
//! named as the game writes its moves (`Text::sq`): `33` in international draughts, `c3` in Russian.

use super::text::{capital, Noun, Text};
use super::verdict::{blocked, cannot_move, illegal, mover_piece, own_piece};
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::variants::draughts::{CaptureChoice, DraughtsMove, GamePosition, Preference, Role};

/// Why a draughts move is illegal, in the order of the rules: a capture goes on while it
/// can, capturing is compulsory, then how the pieces move.
pub(super) fn draughts(pos: &GamePosition, from: Square, to: Square, t: Text) -> Verdict {
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from == from && m.to() == to) {
        return Verdict::Legal;
    }
    let c = pos.turn();
    let piece = match mover_piece(t, from, pos.piece_at(from), c, legal.is_empty(), Vec::new) {
        Ok(piece) => piece,
        Err(verdict) => return verdict,
    };
    let noun = Noun::draughts(piece.role);
    let name = t.the(noun);
    if let Some(v) = must_continue(&legal, from, to, &name, t) {
        return v;
    }
    let rules = &pos.game().rules;
    let prefs: Vec<Preference> = rules.preferences.iter().flatten().copied().collect();
    if let Some(v) = compulsory(&legal, from, &name, (rules.capture, &prefs), t) {
        return v;
    }
    if pos.held_king() == Some(from) {
        let limit = rules.king_quiet_moves;
        let held = t.sq(from);
        return illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("The king on {held} has made {} non-capturing moves in a row: while you have men, it may not make another; move another piece.", number(limit.into(), false)),
                format!("La dame en {held} a joué {} coups sans prise de suite : tant qu'il vous reste des pions, elle ne peut en jouer un de plus ; jouez une autre pièce.", number(limit.into(), true)),
            ),
            vec![from],
        );
    }
    if let Some(p) = pos.piece_at(to) {
        if p.color == c {
            return own_piece(t, to);
        }
        return blocked(t, noun, from, to, vec![to], false);
    }
    how_it_moves(pos, piece.role, from, to, t)
}

/// `to` is a landing square of a capture from `from` that goes on from there.
fn must_continue(
    legal: &[DraughtsMove],
    from: Square,
    to: Square,
    name: &str,
    t: Text,
) -> Option<Verdict> {
    let m = legal
        .iter()
        .find(|m| m.from == from && m.path[..m.path.len() - 1].contains(&to))?;
    let at = m.path.iter().position(|&s| s == to).unwrap_or(0);
    let rest: Vec<Square> = m.captured[at + 1..].to_vec();
    let mut squares = vec![from, to];
    squares.extend(rest.iter().copied());
    let d = t.sq(to);
    Some(illegal(
        Reason::CaptureMustContinue,
        t.pick(
            capital(format!(
                "{name} cannot stop on {d}: a capture goes on while it can, and it can still take on {}.",
                t.squares(&rest)
            )),
            capital(format!(
                "{name} ne peut pas s'arrêter en {d} : une prise continue tant qu'elle le peut, et elle peut encore prendre en {}.",
                t.squares(&rest)
            )),
        ),
        squares,
    ))
}

/// Some piece can capture, and the attempt does not: the piece on `from` must (the squares
/// it can take), or another must (their squares); where the game makes the capture of the
/// most pieces or of the highest value compulsory (`choice`), the one that takes the most,
/// and where it has preferences among them (Italian and Frisian draughts), the one they
/// choose.
fn compulsory(
    legal: &[DraughtsMove],
    from: Square,
    name: &str,
    (choice, prefs): (CaptureChoice, &[Preference]),
    t: Text,
) -> Option<Verdict> {
    let most = choice == CaptureChoice::Most;
    let captures: Vec<&DraughtsMove> = legal.iter().filter(|m| m.is_capture()).collect();
    if captures.is_empty() {
        return None;
    }
    let own: Vec<&&DraughtsMove> = captures.iter().filter(|m| m.from == from).collect();
    if !own.is_empty() {
        let mut taken: Vec<Square> = own.iter().flat_map(|m| m.captured.to_vec()).collect();
        taken.sort();
        taken.dedup();
        let mut squares = vec![from];
        squares.extend(taken.iter().copied());
        let f = t.sq(from);
        return Some(illegal(
            Reason::CaptureCompulsory,
            t.pick(
                capital(format!(
                    "Capturing is compulsory: {name} on {f} must take on {}.",
                    t.squares(&taken)
                )),
                capital(format!(
                    "La prise est obligatoire : {name} en {f} doit prendre en {}.",
                    t.squares(&taken)
                )),
            ),
            squares,
        ));
    }
    let mut froms: Vec<Square> = captures.iter().map(|m| m.from).collect();
    froms.sort();
    froms.dedup();
    let list = t.squares(&froms);
    let taken = captures[0].captured.len();
    let (en, fr) = if !prefs.is_empty() || matches!(choice, CaptureChoice::Value(_)) {
        preferred(choice, prefs, &list, froms.len() > 1)
    } else if most && taken > 1 {
        let from = if froms.len() > 1 {
            "the captures from"
        } else {
            "the capture from"
        };
        let de = if froms.len() > 1 {
            "les prises depuis"
        } else {
            "la prise depuis"
        };
        (
            format!(
                "You must take the most pieces: {from} {list} take{} {}.",
                if froms.len() > 1 { "" } else { "s" },
                number(taken, false)
            ),
            format!(
                "Il faut prendre le plus de pièces : {de} {list} en prend{} {}.",
                if froms.len() > 1 { "nent" } else { "" },
                number(taken, true)
            ),
        )
    } else if froms.len() > 1 {
        (
            format!("Capturing is compulsory: the pieces on {list} can capture, so one of them must."),
            format!("La prise est obligatoire : les pièces en {list} peuvent prendre, l'une d'elles doit le faire."),
        )
    } else {
        (
            format!("Capturing is compulsory: the piece on {list} can capture, so it must."),
            format!(
                "La prise est obligatoire : la pièce en {list} peut prendre, elle doit le faire."
            ),
        )
    };
    Some(illegal(Reason::CaptureCompulsory, t.pick(en, fr), froms))
}

/// The order of preferences among captures, in words (English, French), and the captures
/// from `list` it leaves: "You must take the most pieces, then capture with a king, ...".
fn preferred(
    choice: CaptureChoice,
    prefs: &[Preference],
    list: &str,
    several: bool,
) -> (String, String) {
    let mut en: Vec<&str> = Vec::new();
    let mut fr: Vec<&str> = Vec::new();
    match choice {
        CaptureChoice::Most => {
            en.push("take the most pieces");
            fr.push("prendre le plus de pièces");
        }
        CaptureChoice::Value(_) => {
            en.push("take the capture of highest value");
            fr.push("faire la prise de plus grande valeur");
        }
        CaptureChoice::Free => {}
    }
    for p in prefs {
        let (e, f) = match p {
            Preference::WithKing => ("capture with a king", "prendre avec une dame"),
            Preference::MostKings => ("take the most kings", "prendre le plus de dames"),
            Preference::EarliestKing => (
                "take a king as early as you can",
                "prendre une dame au plus tôt",
            ),
        };
        en.push(e);
        fr.push(f);
    }
    let (en_end, fr_end) = if several {
        (
            format!("the captures from {list} are the ones"),
            format!("les prises depuis {list} sont celles à jouer"),
        )
    } else {
        (
            format!("the capture from {list} is the one"),
            format!("la prise depuis {list} est celle à jouer"),
        )
    };
    (
        format!("You must {}: {en_end}.", en.join(", then ")),
        format!("Il faut {} : {fr_end}.", fr.join(", puis ")),
    )
}

/// A number of pieces in words (English, or French with `fr`), in figures from 13.
fn number(n: usize, fr: bool) -> String {
    const EN: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    const FR: [&str; 13] = [
        "zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze",
    ];
    let words = if fr { FR } else { EN };
    words
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// A move refused for the way the piece moves: `en` and `fr` say why, `squares` are shown.
fn refused(t: Text, en: String, fr: String, squares: Vec<Square>) -> Verdict {
    illegal(Reason::CannotMoveThatWay, t.pick(en, fr), squares)
}

/// No capture is on and `to` is empty: the move breaks how a man or a king moves.
fn how_it_moves(pos: &GamePosition, role: Role, from: Square, to: Square, t: Text) -> Verdict {
    let rules = pos.game().rules;
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    // How far along its line, on the dark squares' diagonals or along ranks and files.
    let distance = df.abs().max(dr.abs());
    let orthogonal = pos.game().all_squares;
    let (f, d) = (t.sq(from), t.sq(to));
    if orthogonal && (df == 0) == (dr == 0) {
        return refused(
            t,
            format!("In this game pieces move along ranks and files: {f} to {d} is not such a move."),
            format!("Dans ce jeu les pièces se déplacent le long des rangées et des colonnes : de {f} à {d} n'est pas un tel coup."),
            vec![from, to],
        );
    }
    if !orthogonal && (df == 0 || df.abs() != dr.abs()) {
        return refused(
            t,
            format!("Draughts pieces move diagonally, on the dark squares: {f} to {d} is not a diagonal move."),
            format!("Les pièces se déplacent en diagonale, sur les cases foncées : de {f} à {d} n'est pas un coup en diagonale."),
            vec![from, to],
        );
    }
    if role == Role::Man {
        return how_a_man_moves(pos, from, to, t);
    }
    if !rules.flying_kings && distance > 1 {
        return refused(
            t,
            format!("A king moves one square diagonally, forward or backward: it cannot go from {f} to {d}."),
            format!("Une dame se déplace d'une case en diagonale, en avant ou en arrière : elle ne peut pas aller de {f} à {d}."),
            vec![from, to],
        );
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let blocks: Vec<Square> = (1..distance)
        .map(|k| {
            Square::new(
                (from.file() as i8 + sf * k) as u8,
                (from.rank() as i8 + sr * k) as u8,
            )
        })
        .filter(|&s| pos.piece_at(s).is_some())
        .collect();
    if !blocks.is_empty() {
        return blocked(t, Noun::draughts(role), from, to, blocks, false);
    }
    cannot_move(t, Noun::draughts(role), from, to)
}

/// [`how_it_moves`] for a man, on a line of the board from `from` to `to`.
fn how_a_man_moves(pos: &GamePosition, from: Square, to: Square, t: Text) -> Verdict {
    let rules = pos.game().rules;
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let distance = df.abs().max(dr.abs());
    let over = Square::new(
        (from.file() as i8 + df / 2) as u8,
        (from.rank() as i8 + dr / 2) as u8,
    );
    let king = pos
        .piece_at(over)
        .filter(|p| p.color != pos.turn() && p.role == Role::King);
    let (f, d, o) = (t.sq(from), t.sq(to), t.sq(over));
    if distance == 2 && !rules.men_capture_kings && king.is_some() {
        return refused(
            t,
            format!("A man cannot capture a king in this game: the man on {f} cannot take the king on {o}."),
            format!("Un pion ne peut pas prendre une dame dans ce jeu : le pion en {f} ne peut pas prendre la dame en {o}."),
            vec![from, over],
        );
    }
    let forward = pos.turn().forward();
    if pos.game().all_squares && (distance != 1 || dr == -forward) {
        return refused(
            t,
            format!("A man moves one square forward or sideways, and captures the same ways: it cannot go from {f} to {d}."),
            format!("Un pion avance ou va de côté d'une case, et prend de même : il ne peut pas aller de {f} à {d}."),
            vec![from, to],
        );
    }
    if !pos.game().all_squares && (dr != forward || df.abs() != 1) {
        let (en, fr) = if rules.men_capture_backward {
            (
                "it captures in every direction",
                "il prend dans toutes les directions",
            )
        } else {
            ("and captures forward only", "et ne prend que vers l'avant")
        };
        return refused(
            t,
            format!("A man moves one square diagonally forward ({en}): it cannot go from {f} to {d}."),
            format!("Un pion avance d'une case en diagonale ({fr}) : il ne peut pas aller de {f} à {d}."),
            vec![from, to],
        );
    }
    cannot_move(t, Noun::draughts(Role::Man), from, to)
}
