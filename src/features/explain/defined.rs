//! Games defined by data: why a move is illegal, from the piece's own movement (its Betza
//! text and name, as the definition gives them) and the game's royal pieces.

use super::text::Text;
use super::verdict::{illegal, no_piece, not_your_turn, own_piece};
use super::{Reason, Verdict};
use crate::core::geometry::Square;
use crate::variants::defined::{self, Position, Reach};

/// Why moving the piece on `from` to `to` is illegal, if it is.
pub(super) fn defined(pos: &Position, from: Square, to: Square, t: Text) -> Verdict {
    let legal = defined::legal_moves(pos);
    let rules = pos.rules();
    let sq = |i: u8| rules.square(i.into());
    let tries: Vec<_> = legal
        .iter()
        .filter(|m| sq(m.from) == from && sq(m.to) == to)
        .collect();
    if !tries.is_empty() {
        return Verdict::Legal;
    }
    let Some(piece) = pos.piece_at(from) else {
        return no_piece(t, from);
    };
    if piece.color != pos.turn() {
        return not_your_turn(t, from, pos.turn());
    }
    if pos.piece_at(to).is_some_and(|p| p.color == piece.color) {
        return own_piece(t, to);
    }
    let kind = &rules.kinds[piece.kind as usize];
    let (name, betza) = (kind.piece.name.as_str(), kind.piece.betza.as_str());
    match defined::reach(pos, from, to) {
        Reach::Never => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("The {name} ({betza}) cannot move from {from} to {to}."),
                format!("La pièce « {name} » ({betza}) ne peut pas aller de {from} à {to}."),
            ),
            vec![from, to],
        ),
        Reach::Blocked(blocks) => {
            let list = t.squares(&blocks);
            let (en, fr) = if blocks.len() > 1 {
                ("the pieces on {list} stand", "les pièces en {list} barrent")
            } else {
                ("the piece on {list} stands", "la pièce en {list} barre")
            };
            let (en, fr) = (en.replace("{list}", &list), fr.replace("{list}", &list));
            let mut squares = vec![from, to];
            squares.extend(blocks);
            illegal(
                Reason::PathBlocked,
                t.pick(
                    format!("The {name} cannot go from {from} to {to}: {en} in the way."),
                    format!("La pièce « {name} » ne peut pas aller de {from} à {to} : {fr} le chemin."),
                ),
                squares,
            )
        }
        Reach::CapturesOnly => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("The {name} ({betza}) goes from {from} to {to} only to capture, and {to} is empty."),
                format!("La pièce « {name} » ({betza}) ne va de {from} à {to} que pour prendre, et {to} est vide."),
            ),
            vec![from, to],
        ),
        Reach::MovesOnly => illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("The {name} ({betza}) goes from {from} to {to} only without capturing."),
                format!("La pièce « {name} » ({betza}) ne va de {from} à {to} que sans prendre."),
            ),
            vec![from, to],
        ),
        Reach::Yes => leaves_royal_attacked(pos, from, to, t),
    }
}

/// The move the piece's movement allows is not legal: it leaves a royal piece attacked (say
/// by which pieces), or it is a pawn's move to the last rank with no piece left to become
/// (promotion only to captured pieces).
fn leaves_royal_attacked(pos: &Position, from: Square, to: Square, t: Text) -> Verdict {
    let rules = pos.rules();
    let (f, to_index) = (rules.index(from) as u8, rules.index(to) as u8);
    let piece = pos.piece_at(from).map(|p| p.kind).unwrap_or(0);
    let capture = pos.piece_at(to).map(|p| p.kind);
    let m = defined::DefinedMove {
        from: f,
        to: to_index,
        kind: piece,
        capture,
        promotion: None,
        special: defined::Special::None,
    };
    let attackers = pos.attackers_after(&m);
    if attackers.is_empty() {
        return illegal(
            Reason::PromotionNotCaptured,
            t.pick(
                format!("A pawn reaching {to} must become a piece its side has lost, and none is left to choose."),
                format!("Un pion qui atteint {to} doit devenir une pièce que son camp a perdue, et il n'en reste aucune."),
            ),
            vec![from, to],
        );
    }
    let royal = rules
        .kinds
        .iter()
        .find(|k| k.piece.royal)
        .map_or("royal piece", |k| k.piece.name.as_str());
    let list = t.squares(&attackers);
    let mut squares = vec![from, to];
    squares.extend(attackers.iter().copied());
    illegal(
        Reason::LeavesRoyalAttacked,
        t.pick(
            format!("After {from}-{to} your {royal} would be attacked (by the piece on {list})."),
            format!("Après {from}-{to}, votre pièce « {royal} » serait attaquée (par la pièce en {list})."),
        ),
        squares,
    )
}
