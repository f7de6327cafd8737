//! Squares and board geometry for boards up to 12x12 (files `a`..`l`, ranks `1`..`12`).
//!
//! A [`Square`] is an index `rank * 12 + file` whatever the board size, so a square knows
//! its file and rank without a board; a [`Geometry`] says which squares exist.
//!
//! ```
//! use fenboard::core::geometry::{Geometry, Square};
//! let sq: Square = "j10".parse().unwrap();
//! assert_eq!((sq.file(), sq.rank()), (9, 9));
//! assert!(Geometry::GRAND.contains(sq));
//! assert!(!Geometry::CHESS.contains(sq));
//! assert_eq!(Geometry::CHESS.offset(Square::new(0, 0), 1, 2).map(|s| s.to_string()), Some("b3".into()));
//! ```

use std::fmt;
use std::str::FromStr;

/// The widest and tallest board any game uses.
pub const MAX_SIDE: u8 = 12;
/// Number of square indices (`0..144`).
pub const SQUARES: usize = (MAX_SIDE as usize) * (MAX_SIDE as usize);

/// A square: file 0 = `a`, rank 0 = `1` (kept as `rank * 16 + file`, so that both read in one
/// instruction).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1). Both must be below 12.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < MAX_SIDE && rank < MAX_SIDE);
        Square(rank << 4 | file)
    }
    /// The square with this index (`rank * 12 + file`, as [`Square::index`]), if it is one.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            let m = MAX_SIDE as usize;
            Some(Square::new((index % m) as u8, (index / m) as u8))
        } else {
            None
        }
    }
    /// 0 = file a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 15
    }
    /// 0 = rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }
    /// Index into an array of [`SQUARES`] entries: `rank * 12 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.rank() as usize * MAX_SIDE as usize + self.file() as usize
    }
    /// The file letter, `'a'`..`'l'`.
    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }
}

impl Square {
    /// Appends the square's name (`e4`, `j10`) to `out`.
    ///
    /// ```
    /// use fenboard::core::geometry::Square;
    /// let mut s = String::from("x");
    /// Square::new(9, 9).push_name(&mut s);
    /// assert_eq!(s, "xj10");
    /// ```
    #[inline]
    pub fn push_name(self, out: &mut String) {
        out.push_str(self.name());
    }
    /// The name (`e4`, `j10`).
    ///
    /// ```
    /// use fenboard::core::geometry::Square;
    /// assert_eq!(Square::new(9, 9).name(), "j10");
    /// ```
    #[inline]
    pub fn name(self) -> &'static str {
        SQUARE_NAMES[self.index()]
    }
}

/// The name of each square index (`rank * 12 + file`), a rank a line.
#[rustfmt::skip]
const SQUARE_NAMES: [&str; SQUARES] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1",
    "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "j2", "k2", "l2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3", "k3", "l3",
    "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4", "i4", "j4", "k4", "l4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5", "j5", "k5", "l5",
    "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6", "i6", "j6", "k6", "l6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "j7", "k7", "l7",
    "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "i8", "j8", "k8", "l8",
    "a9", "b9", "c9", "d9", "e9", "f9", "g9", "h9", "i9", "j9", "k9", "l9",
    "a10", "b10", "c10", "d10", "e10", "f10", "g10", "h10", "i10", "j10", "k10", "l10",
    "a11", "b11", "c11", "d11", "e11", "f11", "g11", "h11", "i11", "j11", "k11", "l11",
    "a12", "b12", "c12", "d12", "e12", "f12", "g12", "h12", "i12", "j12", "k12", "l12",
];

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a square name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square name (expected a file a-l and a rank 1-12, as in e4 or j10)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    /// Reads `a1`..`l12` (case-insensitive file).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(crate::util::text::first_chars(s, 16));
        let bytes = s.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return Err(err());
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        if file >= MAX_SIDE {
            return Err(err());
        }
        let digits = &bytes[1..];
        if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return Err(err());
        }
        // One or two digits.
        let rank = digits.iter().fold(0, |n, &d| n * 10 + (d - b'0'));
        if rank == 0 || rank > MAX_SIDE {
            return Err(err());
        }
        Ok(Square::new(file, rank - 1))
    }
}

/// The size of a board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Geometry {
    /// Number of files.
    pub width: u8,
    /// Number of ranks.
    pub height: u8,
}

impl Geometry {
    /// The 8x8 board.
    pub const CHESS: Geometry = Geometry {
        width: 8,
        height: 8,
    };
    /// The 10x10 board of Grand chess.
    pub const GRAND: Geometry = Geometry {
        width: 10,
        height: 10,
    };

    /// Whether the square lies on this board.
    pub const fn contains(self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// The square `df` files and `dr` ranks away from `sq`, if it is on the board.
    #[inline]
    pub const fn offset(self, sq: Square, df: i8, dr: i8) -> Option<Square> {
        let f = sq.file() as i8 + df;
        let r = sq.rank() as i8 + dr;
        if f < 0 || r < 0 || f >= self.width as i8 || r >= self.height as i8 {
            None
        } else {
            Some(Square::new(f as u8, r as u8))
        }
    }

    /// Every square of the board, a1 first, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.width * self.height).map(move |i| self.square_at(i.into()))
    }

    /// The square of an index `rank * width + file` (the bitboards' layout of this size).
    ///
    /// ```
    /// use fenboard::core::geometry::{Geometry, Square};
    /// assert_eq!(Geometry::GRAND.square_at(13), Square::new(3, 1));
    /// assert_eq!(Geometry::CHESS.square_at(13), Square::new(5, 1));
    /// ```
    pub fn square_at(self, i: u32) -> Square {
        let w = u32::from(self.width.max(1));
        Square::new((i % w) as u8, (i / w) as u8)
    }

    /// The bit index of a square of this board (`rank * width + file`), the inverse of
    /// [`Geometry::square_at`].
    #[inline]
    pub const fn bit_index(self, sq: Square) -> u32 {
        sq.rank() as u32 * self.width as u32 + sq.file() as u32
    }

    /// Number of squares.
    #[inline]
    pub const fn size(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// The last rank for a side moving up (`white`) or down.
    pub const fn last_rank(self, white: bool) -> u8 {
        if white {
            self.height - 1
        } else {
            0
        }
    }

    /// Whether a square is dark: a1 is dark on every board (as on vchess, where the
    /// bottom-right square from white's side is light on even boards).
    pub const fn is_dark(self, sq: Square) -> bool {
        (sq.file() + sq.rank()) % 2 == 0
    }

    /// Parses a square name and checks that it lies on this board.
    pub fn parse_square(self, s: &str) -> Result<Square, ParseSquareError> {
        let sq: Square = s.parse()?;
        if self.contains(sq) {
            Ok(sq)
        } else {
            Err(ParseSquareError(s.to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for g in [Geometry::CHESS, Geometry::GRAND] {
            for sq in g.squares() {
                assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
            }
        }
        assert!("a0".parse::<Square>().is_err());
        assert!("m1".parse::<Square>().is_err());
        assert!("a13".parse::<Square>().is_err());
        assert_eq!("l12".parse::<Square>().unwrap(), Square::new(11, 11));
        assert!("a01".parse::<Square>().is_err());
        assert!(Geometry::CHESS.parse_square("i1").is_err());
    }

    #[test]
    fn a1_is_dark() {
        assert!(Geometry::CHESS.is_dark(Square::new(0, 0)));
        assert!(!Geometry::CHESS.is_dark(Square::new(7, 0)));
    }
}
