//! Moves: [`DraughtsMove`], a whole move with its path and captured pieces, and
//! [`FastMove`], the compact form perft and the search use.

use super::bits::Bits;
use crate::core::geometry::Square;
use std::fmt;
use std::ops::Deref;

/// The most pieces a side can have on the largest board (12x12), hence the longest capture.
pub const MAX_CAPTURES: usize = 30;

/// A short list of squares stored inline (no heap): a move's path or captured pieces.
/// Dereferences to `&[Square]`.
///
/// ```
/// use fenboard::variants::russian::Position;
/// let pos = Position::from_fen("W:Wc3:Bd4").unwrap();
/// let m = &pos.legal_moves()[0];
/// assert_eq!(m.path.len(), 1);
/// assert_eq!(m.path[0].to_string(), "e5");
/// assert_eq!(m.captured.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["d4"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SquareList {
    squares: [Square; MAX_CAPTURES],
    len: u8,
}

impl SquareList {
    /// The empty list.
    pub const fn new() -> SquareList {
        SquareList {
            squares: [Square::new(0, 0); MAX_CAPTURES],
            len: 0,
        }
    }
    /// Appends a square (ignored beyond [`MAX_CAPTURES`], which no legal move reaches).
    pub fn push(&mut self, sq: Square) {
        if (self.len as usize) < MAX_CAPTURES {
            self.squares[self.len as usize] = sq;
            self.len += 1;
        }
    }
}

impl Default for SquareList {
    fn default() -> Self {
        SquareList::new()
    }
}

impl FromIterator<Square> for SquareList {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> SquareList {
        let mut list = SquareList::new();
        for sq in squares {
            list.push(sq);
        }
        list
    }
}

impl Deref for SquareList {
    type Target = [Square];
    fn deref(&self) -> &[Square] {
        // Bounded by `min` (the length is at most MAX_CAPTURES): no panic path.
        &self.squares[..usize::from(self.len).min(MAX_CAPTURES)]
    }
}

impl fmt::Debug for SquareList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|s| s.to_string()))
            .finish()
    }
}

/// A complete move: a quiet step or slide, or a whole capture sequence.
///
/// `path` holds the landing squares after `from`: one for a quiet move, one per captured
/// piece for a capture (see the module docs for the path convention); its last square is
/// the destination. `captured` holds the captured squares in capture order.
///
/// ```
/// use fenboard::variants::russian::Position;
/// let pos = Position::from_fen("W:WKa1:Bb2,d4").unwrap();
/// let m = pos.parse_move("a1:c3:f6").unwrap();
/// assert_eq!(m.to().to_string(), "f6");
/// assert_eq!(m.uci(), "a1:c3:f6");
/// assert!(m.is_capture() && !m.promotes);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DraughtsMove {
    /// Where the piece starts.
    pub from: Square,
    /// Landing squares after `from`; the last one is the destination.
    pub path: SquareList,
    /// Captured pieces' squares, in the order they are taken (empty for a quiet move).
    pub captured: SquareList,
    /// Whether a man becomes a king (at the end of a quiet move or during a capture).
    pub promotes: bool,
}

impl DraughtsMove {
    /// The destination square.
    pub fn to(&self) -> Square {
        self.path.last().copied().unwrap_or(self.from)
    }
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
    /// The full path: `c3-d4` for a quiet move, `c3:e5:c7` for a capture.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let m = &Position::start().legal_moves()[0];
    /// assert_eq!(m.uci(), "a3-b4");
    /// ```
    pub fn uci(&self) -> String {
        let sep = if self.is_capture() { ':' } else { '-' };
        let mut s = String::new();
        self.from.push_name(&mut s);
        for sq in self.path.iter() {
            s.push(sep);
            sq.push_name(&mut s);
        }
        s
    }
}

impl fmt::Display for DraughtsMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// A compact move for perft and search: origin, destination, captured set, crowning, on
/// the dark squares of one board size (see [`Bits`]). Two capture orders of the same
/// pieces are two entries with equal fields.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FastMove<B = u32> {
    /// Dark-square index of the origin (`rank * n/2 + file / 2`).
    pub from: u8,
    /// Dark-square index of the destination.
    pub to: u8,
    /// Whether the mover is crowned.
    pub promotes: bool,
    /// The captured pieces.
    pub captured: B,
}

impl<B: Bits> FastMove<B> {
    /// A move that captures nothing.
    #[inline(always)]
    pub(super) fn quiet(from: u8, to: u8, promotes: bool) -> FastMove<B> {
        FastMove {
            from,
            to,
            promotes,
            captured: B::ZERO,
        }
    }
}

/// A reusable buffer of [`FastMove`]s: clear and refill it at each node, so generation does
/// not allocate once the buffer has grown.
pub type MoveList<B = u32> = Vec<FastMove<B>>;
