//! Russian draughts (shashki): the draughts engine ([`super::draughts`]) with the rules of
//! `variants/draughts/russian.json`, and the draw rules, which depend on a game's history.
//!
//! Rules as in `russian-draughts.md` §0: 8x8 board, the 32 dark squares (a1 is dark),
//! white first; men step diagonally forward and capture in all four directions; flying
//! kings; capture is compulsory with free choice (no majority rule) and is played to the
//! end; captured pieces come off only at the end of the move (Turkish strike) and block;
//! a king must stop on a square from which it can go on capturing, if there is one; a man
//! that reaches the last rank during a capture is crowned at once and goes on as a king.
//!
//! Move identity is (origin, **ordered** captured squares, destination): the same pieces
//! taken in another order is another move (the "Kallisto" perft convention), and a king's
//! straight continuation is one move.
//!
//! ```
//! use fenboard::variants::russian::Position;
//! let pos = Position::start();
//! assert_eq!(pos.legal_moves().len(), 7);
//! assert_eq!(pos.perft(4), 1469);
//! let pos = Position::from_fen("W:Wh2:Bd2,g3,g5,d6,g7").unwrap();
//! let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
//! assert_eq!(moves, ["h2:f4:h6:f8:b4:e1"]);
//! ```
//!
//! A position is three `u32` bitboards over the 32 dark squares, numbered
//! `rank * 4 + file / 2` (a1 = 0, c1 = 1, ..., h8 = 31).

mod draw;

use super::draughts::{self, Game, SquareNames};
use crate::core::color::Color;
use crate::core::geometry::Square;
use std::fmt;
use std::sync::OnceLock;

pub use super::draughts::{
    DraughtsMove, FenError, MoveError, Piece, Role, SquareList, MAX_CAPTURES, MAX_FEN_LEN,
};
pub use draw::{
    draw_reason, draw_reason_counted, KING_MOVES_DRAW_PLIES, RECENT, THREE_KINGS_DRAW_PLIES,
};

/// A compact move of Russian draughts (dark squares `rank * 4 + file / 2`).
pub type FastMove = draughts::FastMove<u32>;
/// A reusable buffer of [`FastMove`]s.
pub type MoveList = draughts::MoveList<u32>;

/// Identifier in the API.
pub const ID: &str = "russian";
/// Display name.
pub const NAME: &str = "Russian draughts";

/// The game, read once from its definition.
///
/// ```
/// assert_eq!(fenboard::variants::russian::game().name, "Russian draughts");
/// ```
pub fn game() -> &'static Game {
    static GAME: OnceLock<Game> = OnceLock::new();
    GAME.get_or_init(|| {
        Game::from_json(include_str!("../../../variants/draughts/russian.json"))
            .expect("the Russian definition reads")
    })
}

/// A position of Russian draughts: the pieces and the side to move. `Copy`, 16 bytes; `Eq`
/// and `Hash` make it usable as an exact repetition key.
///
/// ```
/// use fenboard::variants::russian::Position;
/// use fenboard::core::color::Color;
/// let pos = Position::start();
/// assert_eq!(pos.turn(), Color::White);
/// assert_eq!(pos.to_fen(), "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position(draughts::Position<u32>);

impl Position {
    /// The starting position, white to move.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// assert_eq!(Position::start().perft(2), 49);
    /// ```
    pub fn start() -> Position {
        static START: OnceLock<Position> = OnceLock::new();
        *START.get_or_init(|| Position::from_fen(&game().start).expect("the start reads"))
    }

    /// The empty board with `turn` to move (its side to move has lost: it has no move).
    pub fn empty(turn: Color) -> Position {
        Position(draughts::Position::empty(turn))
    }

    /// A position of the engine, read as Russian draughts.
    pub fn from_inner(p: draughts::Position<u32>) -> Position {
        Position(p)
    }

    /// The position on the engine's own terms, for the game-independent code.
    pub fn inner(&self) -> &draughts::Position<u32> {
        &self.0
    }

    /// Reads a PDN FEN: `W:Wa1,c1,Ke5:Bb8,...`. Squares are algebraic or PDN numbers
    /// (1 = b8 ... 32 = g1, number ranges `n-m` allowed); `K`/`k` marks a king. The colour
    /// fields may come in either order or be empty; extra fields (`H0`, `F1`), spaces and a
    /// trailing `.` are ignored.
    ///
    /// ```
    /// use fenboard::variants::russian::{FenError, Position};
    /// let a = Position::from_fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1").unwrap();
    /// assert_eq!(a, Position::start());
    /// let b = Position::from_fen("B:B Kb8 : W a1.").unwrap();
    /// assert_eq!(b.to_fen(), "B:Wa1:BKb8");
    /// assert_eq!(Position::from_fen("W:Wb1:B").unwrap_err().to_string(),
    ///            "b1 is a light square; draughts use the dark squares only");
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        draughts::Position::from_fen(fen).map(Position)
    }

    /// The canonical FEN: side, then white, then black; algebraic squares sorted by (rank,
    /// file); `K` before a king.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let pos = Position::from_fen("B:B12,K1:W32").unwrap();
    /// assert_eq!(pos.to_fen(), "B:Wg1:Bh6,Kb8");
    /// ```
    pub fn to_fen(&self) -> String {
        self.0.to_fen(SquareNames::Algebraic)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.0.turn()
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
        self.0.piece_at(sq)
    }

    /// Every piece with its square, white's first, each colour sorted by (rank, file).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> {
        self.0.pieces().into_iter()
    }

    /// The bitboards `(white, black, kings)` over the dark squares (`rank * 4 + file / 2`).
    pub fn bitboards(&self) -> (u32, u32, u32) {
        self.0.bitboards()
    }

    /// The legal moves with their full paths: captures by origin, each piece's in search
    /// order; quiet moves by origin, then destination.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
    /// let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
    /// assert_eq!(moves, ["c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"]);
    /// ```
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        self.0.legal_moves(&game().rules)
    }

    /// Fills `out` (cleared first) with the legal moves in compact form; no allocation once
    /// `out` has grown. Captures that take the same pieces in another order appear once per
    /// order.
    ///
    /// ```
    /// use fenboard::variants::russian::{MoveList, Position};
    /// let mut out = MoveList::with_capacity(64);
    /// Position::start().generate(&mut out);
    /// assert_eq!(out.len(), 7);
    /// ```
    pub fn generate(&self, out: &mut MoveList) {
        self.0.generate(&game().rules, out)
    }

    /// The number of legal moves, without building them.
    pub fn count_moves(&self) -> u64 {
        self.0.count_moves(&game().rules)
    }

    /// Counts the leaves of the legal-move tree `depth` plies deep (captures of the same
    /// pieces in another order count separately).
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// assert_eq!(Position::start().perft(5), 7482);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        self.0.perft(&game().rules, depth)
    }

    /// Perft split by first move: `(move, leaves)` for each legal move.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let d = Position::start().perft_divide(3);
    /// assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 302);
    /// ```
    pub fn perft_divide(&self, depth: u32) -> Vec<(DraughtsMove, u64)> {
        self.0.perft_divide(&game().rules, depth)
    }

    /// Plays a compact move from [`Position::generate`].
    pub fn play_fast(&mut self, m: &FastMove) {
        self.0.play_fast(m)
    }

    /// Plays a move, which must be legal here: removes the captured pieces, moves the
    /// piece, crowns it.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let mut pos = Position::start();
    /// let m = pos.parse_move("c3-d4").unwrap();
    /// pos.play(&m);
    /// assert_eq!(pos.to_fen(), "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    /// ```
    pub fn play(&mut self, m: &DraughtsMove) {
        self.0.play(m)
    }

    /// The position after a move (the position is `Copy`, so this is cheap).
    pub fn after(&self, m: &DraughtsMove) -> Position {
        Position(self.0.after(m))
    }

    /// Reads a move: a full path (`c3:e5:c7`, `c3xe5xc7`, `c3-d4`), origin and destination
    /// (`c3:c7`) when unambiguous, or a path with some intermediate squares; PDN numbers
    /// work as square names (`22-18`).
    ///
    /// ```
    /// use fenboard::variants::russian::{MoveError, Position};
    /// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
    /// assert_eq!(pos.parse_move("c3xe5xc7xa5xc3").unwrap().uci(), "c3:e5:c7:a5:c3");
    /// assert!(matches!(pos.parse_move("c3:c3"), Err(MoveError::Ambiguous { .. })));
    /// assert!(matches!(pos.parse_move("c3-d4"), Err(MoveError::Illegal { .. })));
    /// ```
    pub fn parse_move(&self, s: &str) -> Result<DraughtsMove, MoveError> {
        self.0.parse_move(&game().rules, s)
    }

    /// [`Position::parse_move`] among the position's legal moves, already listed.
    pub fn parse_move_among(
        &self,
        s: &str,
        moves: &[DraughtsMove],
    ) -> Result<DraughtsMove, MoveError> {
        self.0.parse_move_among(s, moves)
    }

    /// The winner when the side to move has no legal move (no pieces, or all blocked);
    /// `None` while it can move. Draws are a game-layer matter ([`draw_reason`]).
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
        self.0.is_lost(&game().rules).then(|| !self.turn())
    }

    /// A 64-bit key for repetition detection (the position's own `Eq`/`Hash` is the
    /// exact key; this one is a strong mix of it, for compact storage).
    pub fn repetition_key(&self) -> u64 {
        let (white, black, kings) = self.bitboards();
        let a = u64::from(white) | (u64::from(black) << 32);
        let b = u64::from(kings) | ((self.turn().index() as u64) << 32);
        splitmix(splitmix(a) ^ b.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// Whether `m` is a king move without capture: such moves alone advance the "15 moves
    /// with only kings moved" draw counter of [`draw_reason`].
    pub fn is_king_quiet_move(&self, m: &DraughtsMove) -> bool {
        self.0.is_king_quiet_move(m)
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

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

/// The notation of a move among the legal moves `all` of `pos`: `c3-d4` for a quiet move;
/// for a capture the short form origin:destination (`c3:c7`) when no other legal move
/// shares that origin and destination, else the full path.
///
/// ```
/// use fenboard::variants::russian::{san, Position};
/// let pos = Position::from_fen("W:WKa1:Bb2,d4").unwrap();
/// let all = pos.legal_moves();
/// assert_eq!(san(&pos, &all[0], &all), "a1:e5");
/// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
/// let all = pos.legal_moves();
/// assert_eq!(san(&pos, &all[0], &all), "c3:e5:c7:a5:c3");
/// ```
pub fn san(_pos: &Position, m: &DraughtsMove, all: &[DraughtsMove]) -> String {
    draughts::san(m, all, SquareNames::Algebraic, 8)
}
