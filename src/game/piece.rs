//! [`AnyPiece`] and [`AnyRole`]: a piece of any game, as a board or a diagram of any game
//! draws, names and writes it.
//!
//! Each family keeps its own pieces: the chess family's [`Role`] and [`Piece`], draughts'
//! [`russian::Role`] and [`russian::Piece`]. What shows a position of either game (the wasm
//! layer's board, the diagrams) works on kinds alike, whatever their family, so a kind of
//! either family is one value here, and a piece one colour and one kind.

use crate::core::color::Color;
use crate::core::role::{Piece, Role};
use crate::variants::russian;
use std::fmt;

/// A kind of piece of any game: a role of the chess family (the same names as [`Role`]'s),
/// or a draughts man or king.
///
/// ```
/// use fenboard::game::AnyRole;
/// use fenboard::variants::russian;
/// use fenboard::Role;
/// assert_eq!(AnyRole::from(Role::Marshall).char(), 'm');
/// assert_eq!(AnyRole::from(russian::Role::Man).char(), 'm');
/// assert_eq!(AnyRole::DraughtsKing.draughts(), Some(russian::Role::King));
/// assert_eq!(AnyRole::DraughtsKing.chess(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum AnyRole {
    /// Chess pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// Chess king.
    King,
    /// Grand chess marshall.
    Marshall,
    /// Grand chess cardinal.
    Cardinal,
    /// Bario's undefined piece.
    Undefined,
    /// Draughts man.
    Man,
    /// Draughts king.
    DraughtsKing,
}

impl AnyRole {
    /// Every kind: the chess family's, then draughts'.
    pub const ALL: [AnyRole; 11] = [
        AnyRole::Pawn,
        AnyRole::Knight,
        AnyRole::Bishop,
        AnyRole::Rook,
        AnyRole::Queen,
        AnyRole::King,
        AnyRole::Marshall,
        AnyRole::Cardinal,
        AnyRole::Undefined,
        AnyRole::Man,
        AnyRole::DraughtsKing,
    ];

    /// The kind of a chess-family role (as `From`, in constants).
    pub const fn from_chess(role: Role) -> AnyRole {
        match role {
            Role::Pawn => AnyRole::Pawn,
            Role::Knight => AnyRole::Knight,
            Role::Bishop => AnyRole::Bishop,
            Role::Rook => AnyRole::Rook,
            Role::Queen => AnyRole::Queen,
            Role::King => AnyRole::King,
            Role::Marshall => AnyRole::Marshall,
            Role::Cardinal => AnyRole::Cardinal,
            Role::Undefined => AnyRole::Undefined,
        }
    }

    /// The kind of a draughts role (as `From`, in constants).
    pub const fn from_draughts(role: russian::Role) -> AnyRole {
        match role {
            russian::Role::Man => AnyRole::Man,
            russian::Role::King => AnyRole::DraughtsKing,
        }
    }

    /// The chess-family role, if it is one.
    pub const fn chess(self) -> Option<Role> {
        Some(match self {
            AnyRole::Pawn => Role::Pawn,
            AnyRole::Knight => Role::Knight,
            AnyRole::Bishop => Role::Bishop,
            AnyRole::Rook => Role::Rook,
            AnyRole::Queen => Role::Queen,
            AnyRole::King => Role::King,
            AnyRole::Marshall => Role::Marshall,
            AnyRole::Cardinal => Role::Cardinal,
            AnyRole::Undefined => Role::Undefined,
            AnyRole::Man | AnyRole::DraughtsKing => return None,
        })
    }

    /// The draughts role, if it is one.
    pub const fn draughts(self) -> Option<russian::Role> {
        match self {
            AnyRole::Man => Some(russian::Role::Man),
            AnyRole::DraughtsKing => Some(russian::Role::King),
            _ => None,
        }
    }

    /// The letter, lowercase: its family's ([`Role::char`], [`russian::Role::char`]).
    pub const fn char(self) -> char {
        KINDS[self as usize].0 as char
    }

    /// English name: its family's ([`Role::name`], [`russian::Role::name`]).
    pub const fn name(self) -> &'static str {
        KINDS[self as usize].1
    }
}

/// The letter and the name of each kind, in [`AnyRole::ALL`]'s order: its family's.
const KINDS: [(u8, &str); 11] = {
    let mut t = [(0, ""); 11];
    let mut i = 0;
    while i < t.len() {
        assert!(AnyRole::ALL[i] as usize == i, "ALL in declaration order");
        t[i] = match (AnyRole::ALL[i].chess(), AnyRole::ALL[i].draughts()) {
            (Some(role), _) => (role.char() as u8, role.name()),
            (_, Some(role)) => (role.char() as u8, role.name()),
            (None, None) => panic!("a kind of neither family"),
        };
        i += 1;
    }
    t
};

impl From<Role> for AnyRole {
    fn from(role: Role) -> AnyRole {
        AnyRole::from_chess(role)
    }
}

impl From<russian::Role> for AnyRole {
    fn from(role: russian::Role) -> AnyRole {
        AnyRole::from_draughts(role)
    }
}

/// A piece of any game: a colour and a kind of either family. What
/// [`AnyPosition::piece_at`](super::AnyPosition::piece_at) answers and what diagrams hold.
///
/// ```
/// use fenboard::game::{AnyPiece, AnyRole};
/// use fenboard::variants::russian;
/// use fenboard::{Color, Piece, Role};
/// let marshall = AnyPiece::from(Piece::new(Color::White, Role::Marshall));
/// let man = AnyPiece::from(russian::Piece::new(Color::Black, russian::Role::Man));
/// assert_eq!((marshall.char(), man.char()), ('M', 'm'));
/// assert_eq!(man.role, AnyRole::Man);
/// assert_eq!(marshall.chess(), Some(Piece::new(Color::White, Role::Marshall)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AnyPiece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: AnyRole,
}

impl AnyPiece {
    /// Builds a piece.
    pub const fn new(color: Color, role: AnyRole) -> AnyPiece {
        AnyPiece { color, role }
    }

    /// Its letter, uppercase for white: the FEN letter of a chess-family piece, `m` or `k`
    /// for a draughts man or king (as diagrams and `Move.piece` write them).
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }

    /// The chess-family piece, if it is one.
    pub fn chess(self) -> Option<Piece> {
        Some(Piece::new(self.color, self.role.chess()?))
    }

    /// The draughts piece, if it is one.
    pub fn draughts(self) -> Option<russian::Piece> {
        Some(russian::Piece::new(self.color, self.role.draughts()?))
    }
}

impl From<Piece> for AnyPiece {
    fn from(p: Piece) -> AnyPiece {
        AnyPiece::new(p.color, p.role.into())
    }
}

impl From<russian::Piece> for AnyPiece {
    fn from(p: russian::Piece) -> AnyPiece {
        AnyPiece::new(p.color, p.role.into())
    }
}

/// Its letter, as [`AnyPiece::char`].
impl fmt::Display for AnyPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        f.write_str(self.char().encode_utf8(&mut buf))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_of_both_families_is_a_kind() {
        for role in Role::ALL {
            assert_eq!(AnyRole::from(role).chess(), Some(role));
            assert_eq!(AnyRole::from(role).char(), role.char());
        }
        for role in russian::Role::ALL {
            assert_eq!(AnyRole::from(role).draughts(), Some(role));
            assert_eq!(AnyRole::from(role).name(), role.name());
        }
        for kind in AnyRole::ALL {
            assert!(
                kind.chess().is_some() != kind.draughts().is_some(),
                "{kind:?}"
            );
        }
    }
}
