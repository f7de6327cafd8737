//! [`AnyPiece`] and [`AnyRole`]: a piece of any game, as a board or a diagram of any game
//! shows it.
//!
//! Each family keeps its own pieces: the chess family's [`Role`] (a kind of its game's
//! description) and [`Piece`], draughts' [`russian::Role`] and [`russian::Piece`]. What shows a
//! position of either family works on kinds alike, so a kind of either family is one value
//! here, and a piece one colour and one kind.

use crate::core::color::Color;
use crate::core::role::{Piece, Role};
use crate::variants::russian;

/// A kind of piece of any game: a kind of a chess-family game, or a draughts man or king.
///
/// ```
/// use fenboard::game::AnyRole;
/// use fenboard::variants::russian;
/// use fenboard::core::role::Role;
/// assert_eq!(AnyRole::from(russian::Role::Man), AnyRole::Man);
/// assert_eq!(AnyRole::from(Role(2)).chess(), Some(Role(2)));
/// assert_eq!(AnyRole::DraughtsKing.draughts(), Some(russian::Role::King));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum AnyRole {
    /// A kind of a chess-family game (its index in the game's pieces).
    Chess(Role),
    /// Draughts man.
    Man,
    /// Draughts king.
    DraughtsKing,
}

impl AnyRole {
    /// The chess-family kind, if it is one.
    pub const fn chess(self) -> Option<Role> {
        match self {
            AnyRole::Chess(r) => Some(r),
            _ => None,
        }
    }

    /// The draughts role, if it is one.
    pub const fn draughts(self) -> Option<russian::Role> {
        match self {
            AnyRole::Man => Some(russian::Role::Man),
            AnyRole::DraughtsKing => Some(russian::Role::King),
            AnyRole::Chess(_) => None,
        }
    }
}

impl From<Role> for AnyRole {
    fn from(role: Role) -> AnyRole {
        AnyRole::Chess(role)
    }
}

impl From<russian::Role> for AnyRole {
    fn from(role: russian::Role) -> AnyRole {
        match role {
            russian::Role::Man => AnyRole::Man,
            russian::Role::King => AnyRole::DraughtsKing,
        }
    }
}

/// A piece of any game: a colour and a kind of either family.
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
