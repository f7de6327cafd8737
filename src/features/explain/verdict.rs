//! The verdicts every game shares: no piece, not your turn, the game is over, a piece
//! that cannot move that way or is blocked, a square held by one's own piece.

use super::text::{capital, Noun, Text};
use super::{Explanation, Reason, Verdict};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::role::Piece;
use crate::variants::draughts;

pub(super) fn illegal(reason: Reason, message: String, squares: Vec<Square>) -> Verdict {
    let mut squares = squares;
    let mut seen = Vec::new();
    // The squares in the order given, each once.
    squares.retain(|s| {
        let new = !seen.contains(s);
        seen.push(*s);
        new
    });
    Verdict::Illegal(Explanation {
        reason,
        message,
        squares,
    })
}

pub(super) fn no_piece(t: Text, at: Square) -> Verdict {
    let a = t.sq(at);
    illegal(
        Reason::NoPiece,
        t.pick(
            format!("There is no piece on {a}."),
            format!("Il n'y a pas de pièce en {a}."),
        ),
        vec![at],
    )
}

pub(super) fn not_your_turn(t: Text, at: Square, turn: Color) -> Verdict {
    let (en, fr) = match turn {
        Color::White => ("White", "aux Blancs"),
        Color::Black => ("Black", "aux Noirs"),
    };
    let a = t.sq(at);
    illegal(
        Reason::NotYourTurn,
        t.pick(
            format!("It is {en}'s turn: the piece on {a} belongs to the other side."),
            format!("C'est {fr} de jouer : la pièce en {a} est à l'adversaire."),
        ),
        vec![at],
    )
}

pub(super) fn cannot_move(t: Text, role: Noun, from: Square, to: Square) -> Verdict {
    let (f, d) = (t.sq(from), t.sq(to));
    illegal(
        Reason::CannotMoveThatWay,
        t.pick(
            capital(format!("{} cannot move from {f} to {d}.", t.a(role))),
            capital(format!("{} ne peut pas aller de {f} à {d}.", t.a(role))),
        ),
        vec![from, to],
    )
}

/// A piece's way blocked by the pieces or walls on `blocks` (`walls`: whether they are all
/// walls).
pub(super) fn blocked(
    t: Text,
    role: Noun,
    from: Square,
    to: Square,
    blocks: Vec<Square>,
    walls: bool,
) -> Verdict {
    let list = t.squares(&blocks);
    let (en, fr) = if walls && blocks.len() > 1 {
        (
            format!("the walls on {list} stand"),
            format!("les murs en {list} barrent"),
        )
    } else if walls {
        (
            format!("the wall on {list} stands"),
            format!("le mur en {list} barre"),
        )
    } else if blocks.len() > 1 {
        (
            format!("the pieces on {list} stand"),
            format!("les pièces en {list} barrent"),
        )
    } else {
        (
            format!("the piece on {list} stands"),
            format!("la pièce en {list} barre"),
        )
    };
    let mut squares = blocks;
    squares.insert(0, from);
    let (f, d) = (t.sq(from), t.sq(to));
    illegal(
        Reason::PathBlocked,
        t.pick(
            capital(format!(
                "{} cannot go from {f} to {d}: {en} in the way.",
                t.the(role)
            )),
            capital(format!(
                "{} ne peut pas aller de {f} à {d} : {fr} le chemin.",
                t.the(role)
            )),
        ),
        squares,
    )
}

pub(super) fn onto_wall(t: Text, to: Square) -> Verdict {
    let d = t.sq(to);
    illegal(
        Reason::Wall,
        t.pick(
            format!("The square {d} is a wall, a piece turned to stone: no piece may enter it."),
            format!(
                "La case {d} est un mur, une pièce changée en pierre : aucune pièce n'y entre."
            ),
        ),
        vec![to],
    )
}

pub(super) fn own_piece(t: Text, to: Square) -> Verdict {
    let d = t.sq(to);
    illegal(
        Reason::OwnPiece,
        t.pick(
            format!("The square {d} holds one of your own pieces: you cannot capture it."),
            format!("La case {d} porte une de vos pièces : on ne prend pas ses propres pièces."),
        ),
        vec![to],
    )
}

/// The checks every game makes first: a piece on `from`, of the side to move, in a game that
/// goes on. Gives the piece, or the verdict that stops there (`checked` gives the squares to
/// show when the game is over).
pub(super) fn mover_piece<P: Owned>(
    t: Text,
    from: Square,
    piece: Option<P>,
    turn: Color,
    no_legal_move: bool,
    checked: impl FnOnce() -> Vec<Square>,
) -> Result<P, Verdict> {
    let Some(piece) = piece else {
        return Err(no_piece(t, from));
    };
    if piece.owner() != turn {
        return Err(not_your_turn(t, from, turn));
    }
    if no_legal_move {
        return Err(illegal(
            Reason::GameOver,
            t.pick(
                "The game is over: there is no legal move.".into(),
                "La partie est finie : il n'y a aucun coup légal.".into(),
            ),
            checked(),
        ));
    }
    Ok(piece)
}

/// A piece of either family, as [`mover_piece`] sees it: whose it is.
pub(super) trait Owned: Copy {
    /// The piece's colour.
    fn owner(self) -> Color;
}

impl Owned for Piece {
    fn owner(self) -> Color {
        self.color
    }
}

impl Owned for draughts::Piece {
    fn owner(self) -> Color {
        self.color
    }
}
