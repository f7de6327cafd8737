//! [`Position`]: the pieces and the side to move; playing a move; the outcome.

use super::board::{bit, to_idx, to_sq};
use super::moves::{DraughtsMove, FastMove};
use super::piece::{Piece, Role};
use crate::core::color::Color;
use crate::core::geometry::Square;

/// A position: the pieces and the side to move. `Copy`, 16 bytes; `Eq` and `Hash` make it
/// usable as an exact repetition key.
///
/// ```
/// use fenboard::variants::russian::Position;
/// use fenboard::core::color::Color;
/// let pos = Position::start();
/// assert_eq!(pos.turn(), Color::White);
/// assert_eq!(pos.to_fen(), "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// Pieces of each colour (white, black).
    pub(super) sides: [u32; 2],
    /// Kings of both colours.
    pub(super) kings: u32,
    pub(super) turn: Color,
}

impl Position {
    /// The starting position, white to move.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// assert_eq!(Position::start().perft(2), 49);
    /// ```
    pub const fn start() -> Position {
        Position {
            sides: [0x0000_0FFF, 0xFFF0_0000],
            kings: 0,
            turn: Color::White,
        }
    }

    /// The empty board with `turn` to move (its side to move has lost: it has no move).
    pub const fn empty(turn: Color) -> Position {
        Position {
            sides: [0, 0],
            kings: 0,
            turn,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on a square (`None` on empty and light squares).
    ///
    /// ```
    /// use fenboard::variants::russian::{Position, Role};
    /// let pos = Position::from_fen("B:WKc3:Bd6").unwrap();
    /// assert_eq!(pos.piece_at("c3".parse().unwrap()).unwrap().role, Role::King);
    /// assert_eq!(pos.piece_at("d6".parse().unwrap()).unwrap().role, Role::Man);
    /// assert_eq!(pos.piece_at("d4".parse().unwrap()), None);
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.piece_on(to_idx(sq)?)
    }

    /// Every piece with its square, white's first, each colour sorted by (rank, file).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Color::ALL.into_iter().flat_map(move |c| {
            (0..32u8).filter_map(move |i| {
                let p = self.piece_on(i).filter(|p| p.color == c)?;
                Some((to_sq(i), p))
            })
        })
    }

    /// The piece on dark square `i` (`rank * 4 + file / 2`), if any.
    fn piece_on(&self, i: u8) -> Option<Piece> {
        let b = bit(i);
        let color = if self.sides[0] & b != 0 {
            Color::White
        } else if self.sides[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece::new(color, role))
    }

    /// The bitboards `(white, black, kings)` over the dark squares (`rank * 4 + file / 2`).
    pub fn bitboards(&self) -> (u32, u32, u32) {
        (self.sides[0], self.sides[1], self.kings)
    }

    /// Plays a compact move from [`Position::generate`].
    #[inline]
    pub fn play_fast(&mut self, m: &FastMove) {
        self.play_as(self.turn.index(), m)
    }

    /// [`Position::play_fast`] for the side to move `c`.
    #[inline(always)]
    pub(super) fn play_as(&mut self, c: usize, m: &FastMove) {
        let was_king = self.kings & bit(m.from) != 0;
        self.sides[c] = (self.sides[c] & !bit(m.from)) | bit(m.to);
        self.sides[c ^ 1] &= !m.captured;
        self.kings &= !(m.captured | bit(m.from));
        if was_king || m.promotes {
            self.kings |= bit(m.to);
        }
        self.turn = !self.turn;
    }

    /// Plays a move, which must be legal here (from [`Position::legal_moves`] or
    /// [`Position::parse_move`]): removes the captured pieces, moves the piece, crowns it.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let mut pos = Position::start();
    /// let m = pos.parse_move("c3-d4").unwrap();
    /// pos.play(&m);
    /// assert_eq!(pos.to_fen(), "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    /// ```
    pub fn play(&mut self, m: &DraughtsMove) {
        let mut captured = 0;
        for &sq in m.captured.iter() {
            if let Some(i) = to_idx(sq) {
                captured |= bit(i);
            }
        }
        if let (Some(from), Some(to)) = (to_idx(m.from), to_idx(m.to())) {
            self.play_fast(&FastMove {
                from,
                to,
                promotes: m.promotes,
                captured,
            });
        }
    }

    /// The position after a move (the position is `Copy`, so this is cheap).
    pub fn after(&self, m: &DraughtsMove) -> Position {
        let mut p = *self;
        p.play(m);
        p
    }

    /// The winner when the game is over by the move rule: the side to move loses when it
    /// has no legal move (no pieces, or all blocked). `None` while it can move. Draws are a
    /// game-layer matter (see [`draw_reason`](super::draw_reason)).
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// use fenboard::core::color::Color;
    /// // White's only man is blocked.
    /// let pos = Position::from_fen("W:Wa1:Bb2,c3").unwrap();
    /// assert_eq!(pos.outcome(), Some(Color::Black));
    /// assert_eq!(Position::start().outcome(), None);
    /// ```
    pub fn outcome(&self) -> Option<Color> {
        if self.count_moves() == 0 {
            Some(!self.turn)
        } else {
            None
        }
    }

    /// A 64-bit key for repetition detection (the position's own `Eq`/`Hash` is the
    /// exact key; this one is a strong mix of it, for compact storage).
    pub fn repetition_key(&self) -> u64 {
        let a = (self.sides[0] as u64) | ((self.sides[1] as u64) << 32);
        let b = (self.kings as u64) | ((self.turn.index() as u64) << 32);
        splitmix(splitmix(a) ^ b.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// Whether `m` is a king move without capture: such moves alone advance the "15 moves
    /// with only kings moved" draw counter of [`draw_reason`](super::draw_reason).
    pub fn is_king_quiet_move(&self, m: &DraughtsMove) -> bool {
        !m.is_capture() && matches!(self.piece_at(m.from), Some(p) if p.role == Role::King)
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}
