//! The two sides.

use std::fmt;
use std::ops::Not;

/// White or black (in draughts too: white moves first).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    /// Moves up the board (towards rank 8 or 10).
    White,
    /// Moves down the board.
    Black,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for white, 1 for black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// `'w'` or `'b'`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
    /// Reads `w`/`b` (either case).
    pub fn from_char(c: char) -> Option<Color> {
        match c {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            _ => None,
        }
    }
    /// +1 for white, -1 for black: the direction of a pawn or man.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a colour could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseColorError(pub String);

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a colour (expected white, black, w or b)",
            self.0
        )
    }
}

impl std::error::Error for ParseColorError {}

/// Reads the name [`Color`]'s `Display` writes (`white`, `black`) or the FEN letter (`w`,
/// `b`), in either case.
///
/// ```
/// use fenboard::Color;
/// assert_eq!("black".parse::<Color>().unwrap(), Color::Black);
/// assert_eq!("w".parse::<Color>().unwrap(), Color::White);
/// assert_eq!(Color::White.to_string().parse::<Color>().unwrap(), Color::White);
/// assert!("red".parse::<Color>().is_err());
/// ```
impl std::str::FromStr for Color {
    type Err = ParseColorError;
    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        let mut chars = s.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(color) = Color::from_char(c) {
                return Ok(color);
            }
        }
        Color::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseColorError(s.chars().take(16).collect()))
    }
}
