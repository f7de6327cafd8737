//! Piece kinds and how they move, described as data (leapers and riders, as in
//! Fairy-Stockfish): a new piece is a row of the table, not new code.
//!
//! ```
//! use fenboard::core::role::Role;
//! // The marshall is a rook plus a knight.
//! let m = Role::Marshall.movement();
//! assert_eq!(m.rides, Role::Rook.movement().rides);
//! assert_eq!(m.leaps, Role::Knight.movement().leaps);
//! ```

use crate::core::color::Color;
use std::fmt;

/// How a piece moves and attacks, apart from pawns, whose moves depend on direction and
/// capture rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Movement {
    /// Single jumps `(files, ranks)`.
    pub leaps: &'static [(i8, i8)],
    /// Directions the piece slides along until blocked.
    pub rides: &'static [(i8, i8)],
}

/// The eight knight jumps.
pub const KNIGHT_LEAPS: &[(i8, i8)] = &[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The four orthogonal directions.
pub const ORTHOGONAL: &[(i8, i8)] = &[(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal directions.
pub const DIAGONAL: &[(i8, i8)] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// All eight directions.
pub const ALL_DIRECTIONS: &[(i8, i8)] = &[
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

const NONE: Movement = Movement {
    leaps: &[],
    rides: &[],
};

/// A kind of piece of the chess family (draughts pieces are
/// [`crate::variants::russian::Role`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// Chess pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen (royal in Coregal).
    Queen,
    /// King.
    King,
    /// Grand chess marshall: rook + knight.
    Marshall,
    /// Grand chess cardinal: bishop + knight.
    Cardinal,
    /// Bario's undefined piece (`u`): it cannot move until it is defined.
    Undefined,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 9] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
        Role::Marshall,
        Role::Cardinal,
        Role::Undefined,
    ];

    /// Leaps and rides of the piece (empty for pawns and undefined pieces).
    pub const fn movement(self) -> Movement {
        match self {
            Role::Knight => Movement {
                leaps: KNIGHT_LEAPS,
                rides: &[],
            },
            Role::Bishop => Movement {
                leaps: &[],
                rides: DIAGONAL,
            },
            Role::Rook => Movement {
                leaps: &[],
                rides: ORTHOGONAL,
            },
            Role::Queen => Movement {
                leaps: &[],
                rides: ALL_DIRECTIONS,
            },
            Role::King => Movement {
                leaps: ALL_DIRECTIONS,
                rides: &[],
            },
            Role::Marshall => Movement {
                leaps: KNIGHT_LEAPS,
                rides: ORTHOGONAL,
            },
            Role::Cardinal => Movement {
                leaps: KNIGHT_LEAPS,
                rides: DIAGONAL,
            },
            Role::Pawn | Role::Undefined => NONE,
        }
    }

    /// The FEN letter, lowercase (`p n b r q k m c u`).
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
            Role::Marshall => 'm',
            Role::Cardinal => 'c',
            Role::Undefined => 'u',
        }
    }

    /// Uppercase letter as in SAN (`N`, `Q`, `M`...).
    pub fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The chess-family role for a FEN letter (either case).
    pub const fn from_chess_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            'm' => Role::Marshall,
            'c' => Role::Cardinal,
            'u' => Role::Undefined,
            _ => return None,
        })
    }

    /// English name (`"knight"`, `"marshall"`, `"undefined piece"`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
            Role::Marshall => "marshall",
            Role::Cardinal => "cardinal",
            Role::Undefined => "undefined piece",
        }
    }

    /// Whether it slides or jumps by the table (not a pawn or an undefined piece).
    pub const fn is_table_piece(self) -> bool {
        !matches!(self, Role::Pawn | Role::Undefined)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role and a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
    /// FEN letter: uppercase for white.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }
    /// Reads a chess-family FEN letter: uppercase white, lowercase black.
    #[inline]
    pub fn from_chess_char(c: char) -> Option<Piece> {
        if c.is_ascii() {
            CHESS_LETTERS[c as usize]
        } else {
            None
        }
    }

    const fn from_chess_letter(c: char) -> Option<Piece> {
        let Some(role) = Role::from_chess_char(c) else {
            return None;
        };
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

/// The piece of each ASCII FEN letter (a table: FEN reading looks up every letter).
const CHESS_LETTERS: [Option<Piece>; 128] = {
    let mut t = [None; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = Piece::from_chess_letter(i as u8 as char);
        i += 1;
    }
    t
};

/// The FEN letter, as [`Piece::char`]: uppercase for white (`N`, `q`).
///
/// ```
/// use fenboard::{Color, Piece, Role};
/// assert_eq!(Piece::new(Color::White, Role::Knight).to_string(), "N");
/// assert_eq!(Piece::new(Color::Black, Role::Marshall).to_string(), "m");
/// ```
impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        f.write_str(self.char().encode_utf8(&mut buf))
    }
}

/// Why a piece could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePieceError(pub String);

impl fmt::Display for ParsePieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a piece (expected one FEN letter: p n b r q k m c u, uppercase for white)",
            self.0
        )
    }
}

impl std::error::Error for ParsePieceError {}

/// Reads one FEN letter, as [`Piece::from_chess_char`] (`m` is the marshall).
///
/// ```
/// use fenboard::{Color, Piece, Role};
/// let p: Piece = "Q".parse().unwrap();
/// assert_eq!(p, Piece::new(Color::White, Role::Queen));
/// assert_eq!("c".parse::<Piece>().unwrap().role, Role::Cardinal);
/// assert!("Qx".parse::<Piece>().is_err());
/// ```
impl std::str::FromStr for Piece {
    type Err = ParsePieceError;
    fn from_str(s: &str) -> Result<Piece, ParsePieceError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_chess_char(c),
            _ => None,
        }
        .ok_or_else(|| ParsePieceError(s.chars().take(16).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compounds_are_unions() {
        let c = Role::Cardinal.movement();
        assert_eq!(c.rides, Role::Bishop.movement().rides);
        assert_eq!(c.leaps, Role::Knight.movement().leaps);
        let q = Role::Queen.movement();
        assert_eq!(q.rides.len(), 8);
    }

    #[test]
    fn letters_round_trip() {
        for r in Role::ALL {
            for c in Color::ALL {
                let p = Piece::new(c, r);
                assert_eq!(Piece::from_chess_char(p.char()), Some(p));
            }
        }
    }
}
