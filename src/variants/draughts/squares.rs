//! Square names on the dark squares of a board of side `n`: the dark-square index
//! (`rank * n/2 + file / 2`, a1 = 0) of a [`Square`] and back, and PDN numbers (1 = the top
//! left dark square as White sees it: b8 on 8x8, b10 on 10x10; counted along each rank
//! from the left, top rank first).
//!
//! The engine plays on boards whose a1 is dark. A game whose a1 is light (Italian
//! draughts: the board turned so that the double corner is on the player's left) is the
//! same game seen in a mirror, file `f` for file `n - 1 - f`: its positions are the
//! engine's through that mirror, and [`Board`] names squares in the game's own frame, its
//! numbers counted from the top left playable square as PDN counts them.

use crate::core::geometry::Square;

/// The board of a game as its squares are named: its side, whether its a1 is light
/// (the engine's board seen in a mirror), and whether every square is playable (Turkish
/// draughts, whose pieces move along ranks and files: its squares are indexed `rank * n +
/// file` and numbered from 1, a1, to 64, h8, along each rank from the bottom, as
/// pydraughts numbers them in FEN and moves).
///
/// ```
/// use fenboard::variants::draughts::Board;
/// let italian = Board { size: 8, a1_light: true, all: false };
/// // The top left playable square is a8, square 1; the engine has it on h8.
/// assert_eq!(italian.number_square(1).unwrap().to_string(), "a8");
/// assert_eq!(italian.to_engine("a8".parse().unwrap()).to_string(), "h8");
/// assert_eq!(Board::from(8).number_square(1).unwrap().to_string(), "b8");
/// let turkish = Board { size: 8, a1_light: false, all: true };
/// assert_eq!(turkish.number_square(57).unwrap().to_string(), "a8");
/// assert_eq!(turkish.index("b1".parse().unwrap()), Some(1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// The side: 8, 10, 12.
    pub size: u8,
    /// Whether a1 is a light square (Italian draughts), the engine's board mirrored.
    pub a1_light: bool,
    /// Whether every square is playable (Turkish draughts), not the dark ones only.
    pub all: bool,
}

/// The board of side `size` with a1 dark, the engine's own.
impl From<u8> for Board {
    fn from(size: u8) -> Board {
        Board {
            size,
            a1_light: false,
            all: false,
        }
    }
}

impl Board {
    /// The engine's square for a square of this board (the mirror where a1 is light; the
    /// mirror is its own inverse, so this is also the way back).
    pub fn to_engine(self, sq: Square) -> Square {
        if self.a1_light && sq.file() < self.size {
            Square::new(self.size - 1 - sq.file(), sq.rank())
        } else {
            sq
        }
    }

    /// Whether a square is one of the board's playable (dark) squares.
    pub fn is_playable(self, sq: Square) -> bool {
        self.index(self.to_engine(sq)).is_some()
    }

    /// The engine's index of a playable square of the engine's frame: its dark-square
    /// index, or `rank * n + file` where every square is playable.
    pub fn index(self, sq: Square) -> Option<u8> {
        if !self.all {
            return to_idx(sq, self.size);
        }
        (sq.file() < self.size && sq.rank() < self.size).then(|| sq.rank() * self.size + sq.file())
    }

    /// The square of an engine's index (see [`Board::index`]).
    pub fn square(self, i: u8) -> Square {
        if self.all {
            Square::new(i % self.size, i / self.size)
        } else {
            to_sq(i, self.size)
        }
    }

    /// The square of a PDN number (1 the top left playable square, along each rank from
    /// the left), if the board has it.
    pub fn number_square(self, number: u32) -> Option<Square> {
        if self.all {
            let n = u32::from(self.size);
            return (1..=n * n).contains(&number).then(|| {
                let i = number - 1;
                Square::new((i % n) as u8, (i / n) as u8)
            });
        }
        let sq = number_square(number, self.size)?;
        if !self.a1_light {
            return Some(sq);
        }
        // Counted from the left on this board is counted from the right on the engine's.
        let h = self.size / 2;
        let i = to_idx(sq, self.size)?;
        let (rank, k) = (i / h, i % h);
        Some(self.to_engine(to_sq(rank * h + (h - 1 - k), self.size)))
    }

    /// The PDN number of a playable square.
    pub fn square_number(self, sq: Square) -> u32 {
        if self.all {
            let n = u32::from(self.size);
            return u32::from(sq.rank()) * n + u32::from(sq.file()) + 1;
        }
        let engine = self.to_engine(sq);
        if !self.a1_light {
            return square_number(engine, self.size);
        }
        let h = self.size / 2;
        let i = to_idx(engine, self.size).unwrap_or(0);
        square_number(to_sq(i / h * h + (h - 1 - i % h), self.size), self.size)
    }

    /// Reads a square written algebraically (`a1`) or as a PDN number; `None` when it is
    /// neither or off the board (unplayable squares are returned: the caller decides).
    pub fn parse_square(self, s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.is_empty() || b.len() > 3 {
            return None;
        }
        if b.iter().all(|c| c.is_ascii_digit()) {
            if b[0] == b'0' {
                return None;
            }
            return s.parse().ok().and_then(|number| self.number_square(number));
        }
        let sq: Square = s.parse().ok()?;
        (sq.file() < self.size && sq.rank() < self.size).then_some(sq)
    }
}

/// The dark-square index of a square (`rank * n/2 + file / 2`), if it is a dark square of
/// the board of side `n`.
///
/// ```
/// use fenboard::variants::draughts::dark_index;
/// assert_eq!(dark_index("c3".parse().unwrap(), 8), Some(9));
/// assert_eq!(dark_index("b1".parse().unwrap(), 8), None);
/// ```
pub fn to_idx(sq: Square, n: u8) -> Option<u8> {
    let (f, r) = (sq.file(), sq.rank());
    if f < n && r < n && (f + r) % 2 == 0 {
        Some(r * (n / 2) + f / 2)
    } else {
        None
    }
}

/// The square of dark-square index `i` on the board of side `n`.
pub(crate) fn to_sq(i: u8, n: u8) -> Square {
    let h = n / 2;
    let rank = i / h;
    Square::new(2 * (i % h) + rank % 2, rank)
}

/// The square of a PDN number, if the board of side `n` has it.
pub(crate) fn number_square(number: u32, n: u8) -> Option<Square> {
    let h = u32::from(n / 2);
    if !(1..=h * u32::from(n)).contains(&number) {
        return None;
    }
    let rank = u32::from(n) - 1 - (number - 1) / h;
    Some(to_sq((rank * h + (number - 1) % h) as u8, n))
}

/// The PDN number of a dark square.
pub(crate) fn square_number(sq: Square, n: u8) -> u32 {
    let h = u32::from(n / 2);
    let i = u32::from(to_idx(sq, n).unwrap_or(0));
    (u32::from(n) - 1 - i / h) * h + i % h + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_light_a1_mirrors_the_numbers() {
        let italian = Board {
            size: 8,
            a1_light: true,
            all: false,
        };
        // Italian numbering: 1 = a8, 4 = g8, 5 = b7, 29 = b1, 32 = h1.
        let name = |n| italian.number_square(n).unwrap().to_string();
        assert_eq!(
            (name(1), name(4), name(5), name(29), name(32)),
            (
                "a8".into(),
                "g8".into(),
                "b7".into(),
                "b1".into(),
                "h1".into()
            )
        );
        for n in 1..=32 {
            let sq = italian.number_square(n).unwrap();
            assert!(italian.is_playable(sq) && !Board::from(8).is_playable(sq));
            assert_eq!(italian.square_number(sq), n);
        }
    }

    #[test]
    fn every_square_numbered_where_every_square_plays() {
        let turkish = Board {
            size: 8,
            a1_light: false,
            all: true,
        };
        for n in 1..=64 {
            let sq = turkish.number_square(n).unwrap();
            assert_eq!(turkish.square_number(sq), n);
            assert_eq!(turkish.square(turkish.index(sq).unwrap()), sq);
        }
        assert_eq!(turkish.number_square(1).unwrap().to_string(), "a1");
        assert_eq!(turkish.number_square(65), None);
    }

    #[test]
    fn numbers_and_names() {
        let name = |n, size| number_square(n, size).unwrap().to_string();
        assert_eq!(
            (name(1, 8), name(29, 8), name(32, 8)),
            ("b8".into(), "a1".into(), "g1".into())
        );
        assert_eq!(
            (name(1, 10), name(46, 10), name(50, 10)),
            ("b10".into(), "a1".into(), "i1".into())
        );
        for size in [8u8, 10, 12] {
            for n in 1..=u32::from(size) * u32::from(size) / 2 {
                let sq = number_square(n, size).unwrap();
                assert_eq!(square_number(sq, size), n);
                assert_eq!(to_sq(to_idx(sq, size).unwrap(), size), sq);
            }
        }
    }
}
