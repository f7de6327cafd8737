//! The pieces of draughts: [`Role`] (a man or a king) and [`Piece`] (a role and a colour).
//! They are not chess pieces: a man is no pawn and a king flies; the chess family's are
//! [`crate::core::role`]'s.

use crate::core::color::Color;
use std::fmt;

/// A kind of draughts piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// A man: steps diagonally forward, captures in every direction.
    Man,
    /// A king: flies along the diagonals.
    King,
}

impl Role {
    /// Both roles.
    pub const ALL: [Role; 2] = [Role::Man, Role::King];

    /// The letter, lowercase (`m` man, `k` king), as diagrams and `Move.piece` write it;
    /// a draughts FEN writes only kings, as `K` before the square.
    pub const fn char(self) -> char {
        match self {
            Role::Man => 'm',
            Role::King => 'k',
        }
    }

    /// English name (`"man"`, `"king"`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Man => "man",
            Role::King => "king",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A draughts piece: a role and a colour.
///
/// ```
/// use fenboard::core::color::Color;
/// use fenboard::variants::russian::{Piece, Role};
/// let king = Piece::new(Color::White, Role::King);
/// assert_eq!((king.char(), king.to_string()), ('K', "K".to_string()));
/// assert_eq!(Piece::new(Color::Black, Role::Man).char(), 'm');
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// A man or a king.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The letter: uppercase for white (`M`, `K`), lowercase for black.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        f.write_str(self.char().encode_utf8(&mut buf))
    }
}
