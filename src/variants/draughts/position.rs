//! [`Position`]: the pieces and the side to move on the dark squares of one board size;
//! playing a move.

use super::bits::Bits;
use super::moves::{DraughtsMove, FastMove};
use super::piece::{Piece, Role};
use super::rules::Rules;
use crate::core::color::Color;
use crate::core::geometry::Square;

/// A position: the pieces and the side to move, as three sets of dark squares of the board
/// size `B` stands for (`u32` 8x8, `u64` 10x10, `u128` 12x12). `Copy`; `Eq` and `Hash` make
/// it an exact repetition key. What the pieces may do is the game's [`Rules`](super::Rules),
/// which the generator takes beside it.
///
/// ```
/// use fenboard::variants::draughts::Position;
/// use fenboard::core::color::Color;
/// let pos = Position::<u64>::empty(Color::White);
/// assert_eq!(pos.pieces().len(), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position<B> {
    /// Pieces of each colour (white, black).
    pub(super) sides: [B; 2],
    /// Kings of both colours.
    pub(super) kings: B,
    pub(super) turn: Color,
    /// Each side's run of non-capturing moves by one king, where the rules limit them
    /// ([`Rules::king_quiet_moves`]): the king's square, and in `run_moves` how many moves
    /// it has made in a row, four bits a side (white's low); none without a run (and
    /// always in the other games). Three bytes, so that an 8x8 position stays 16 bytes,
    /// which perft copies at every move.
    run_squares: [u8; 2],
    run_moves: u8,
}

impl<B: Bits> Position<B> {
    /// The empty board with `turn` to move (its side to move has lost: it has no move).
    pub fn empty(turn: Color) -> Position<B> {
        Position {
            sides: [B::ZERO; 2],
            kings: B::ZERO,
            turn,
            run_squares: [0; 2],
            run_moves: 0,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on a square (`None` on empty and light squares).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.piece_on(B::index(sq)?)
    }

    /// Every piece with its square, white's first, each colour sorted by (rank, file).
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        let mut out = Vec::new();
        for color in Color::ALL {
            let mut mine = self.sides[color.index()];
            while !mine.is_empty() {
                let i = mine.pop();
                let role = if (self.kings & B::bit(i)).is_empty() {
                    Role::Man
                } else {
                    Role::King
                };
                out.push((B::square(i), Piece::new(color, role)));
            }
        }
        out
    }

    /// The piece on dark square `i`, if any.
    fn piece_on(&self, i: u8) -> Option<Piece> {
        let b = B::bit(i);
        let color = if !(self.sides[0] & b).is_empty() {
            Color::White
        } else if !(self.sides[1] & b).is_empty() {
            Color::Black
        } else {
            return None;
        };
        let role = if (self.kings & b).is_empty() {
            Role::Man
        } else {
            Role::King
        };
        Some(Piece::new(color, role))
    }

    /// The sets `(white, black, kings)` over the dark squares.
    pub fn bitboards(&self) -> (B, B, B) {
        (self.sides[0], self.sides[1], self.kings)
    }

    /// Plays a compact move from [`Position::generate`].
    #[inline]
    pub fn play_fast(&mut self, m: &FastMove<B>) {
        self.play_as(self.turn.index(), m)
    }

    /// [`Position::play_fast`] for the side to move `c`.
    #[inline(always)]
    pub(super) fn play_as(&mut self, c: usize, m: &FastMove<B>) {
        let (from, to) = (B::bit(m.from), B::bit(m.to));
        let was_king = !(self.kings & from).is_empty();
        self.sides[c] = (self.sides[c] & !from) | to;
        self.sides[c ^ 1] &= !m.captured;
        self.kings &= !(m.captured | from);
        if was_king || m.promotes {
            self.kings |= to;
        }
        self.turn = !self.turn;
    }

    /// Plays a compact move under `rules`: [`Position::play_fast`], and where the rules
    /// limit a king's non-capturing moves in a row, the runs kept up to date.
    #[inline]
    pub fn play_in(&mut self, rules: &Rules, m: &FastMove<B>) {
        let c = self.turn.index();
        if rules.king_quiet_moves > 0 {
            self.track_run(c, m, rules.king_quiet_moves);
        }
        self.play_as(c, m)
    }

    /// Updates the runs for the move `m` of side `c`, before it is played: a king's
    /// non-capturing move lengthens its side's run if it is the king of the run, else starts
    /// one; any other move ends it. A king taken ends the other side's run. A run counts up
    /// to `limit`, the rules' (a side without men may go on: how far is not needed).
    #[inline]
    pub(super) fn track_run(&mut self, c: usize, m: &FastMove<B>, limit: u8) {
        let king = !(self.kings & B::bit(m.from)).is_empty();
        let (square, moves) = self.run(c);
        let run = match (king && m.captured.is_empty(), moves > 0 && square == m.from) {
            (false, _) => (0, 0),
            (true, true) => (m.to, (moves + 1).min(limit)),
            (true, false) => (m.to, 1),
        };
        self.set_run(c, run);
        let (theirs, n) = self.run(c ^ 1);
        if n > 0 && !(m.captured & B::bit(theirs)).is_empty() {
            self.set_run(c ^ 1, (0, 0));
        }
    }

    /// The run of side `c`: its king's square and its moves in a row (0 without one).
    #[inline(always)]
    pub(super) fn run(&self, c: usize) -> (u8, u8) {
        (self.run_squares[c], self.run_moves >> (4 * c) & 0xf)
    }

    /// Sets the run of side `c` (moves at most 15, the most [`Rules::king_quiet_moves`]
    /// allows).
    #[inline(always)]
    pub(super) fn set_run(&mut self, c: usize, (square, moves): (u8, u8)) {
        self.run_squares[c] = square;
        self.run_moves = self.run_moves & !(0xf << (4 * c)) | (moves & 0xf) << (4 * c);
    }

    /// The square of the king of side `c` that may not make another non-capturing move (its
    /// run has reached the rules' limit and its side has men), if there is one.
    #[inline]
    pub(super) fn king_held(&self, rules: &Rules, c: usize) -> Option<u8> {
        let (square, moves) = self.run(c);
        let limit = rules.king_quiet_moves;
        let men = self.sides[c] & !self.kings;
        (limit > 0 && moves >= limit && !men.is_empty()).then_some(square)
    }

    /// The square of the king of the side to move that may make no non-capturing move (see
    /// [`Rules::king_quiet_moves`]), if there is one.
    pub fn held_square(&self, rules: &Rules) -> Option<Square> {
        self.king_held(rules, self.turn.index()).map(B::square)
    }

    /// Each side's run of non-capturing moves by one king (white's, black's): the king's
    /// square and the number of moves, if it has one (see [`Rules::king_quiet_moves`]).
    pub fn runs(&self) -> [Option<(Square, u8)>; 2] {
        [0, 1].map(|c| {
            let (square, moves) = self.run(c);
            (moves > 0).then(|| (B::square(square), moves))
        })
    }

    /// Plays a move under `rules` (see [`Position::play_in`]).
    pub fn play_with(&mut self, rules: &Rules, m: &DraughtsMove) {
        if let Some(fast) = self.fast(m) {
            self.play_in(rules, &fast);
        }
    }

    /// A move in compact form.
    fn fast(&self, m: &DraughtsMove) -> Option<FastMove<B>> {
        let mut captured = B::ZERO;
        for &sq in m.captured.iter() {
            if let Some(i) = B::index(sq) {
                captured |= B::bit(i);
            }
        }
        Some(FastMove {
            from: B::index(m.from)?,
            to: B::index(m.to())?,
            promotes: m.promotes,
            captured,
        })
    }

    /// Plays a move, which must be legal here (from [`Position::legal_moves`] or
    /// [`Position::parse_move`]): removes the captured pieces, moves the piece, crowns it.
    /// (Without the runs of [`Position::play_with`], which games limiting kings' moves need.)
    pub fn play(&mut self, m: &DraughtsMove) {
        if let Some(fast) = self.fast(m) {
            self.play_fast(&fast);
        }
    }

    /// The position after a move (the position is `Copy`, so this is cheap).
    pub fn after(&self, m: &DraughtsMove) -> Position<B> {
        let mut p = *self;
        p.play(m);
        p
    }

    /// The position after a move under `rules` (see [`Position::play_with`]).
    pub fn after_with(&self, rules: &Rules, m: &DraughtsMove) -> Position<B> {
        let mut p = *self;
        p.play_with(rules, m);
        p
    }

    /// Whether `m` is a king move without capture.
    pub fn is_king_quiet_move(&self, m: &DraughtsMove) -> bool {
        !m.is_capture() && matches!(self.piece_at(m.from), Some(p) if p.role == Role::King)
    }

    /// The men and kings of each side: `[(white men, white kings), (black men, black kings)]`.
    pub fn material(&self) -> [(u32, u32); 2] {
        let of = |c: usize| {
            (
                (self.sides[c] & !self.kings).count(),
                (self.sides[c] & self.kings).count(),
            )
        };
        [of(0), of(1)]
    }
}
