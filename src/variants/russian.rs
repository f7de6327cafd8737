//! Russian draughts (shashki): FEN, move generation, play, perft, outcome, notation and
//! the data a game layer needs for the draw rules.
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
//! straight continuation is one move. A move's path has one landing square per captured
//! piece: the turning square where the king turns, the square immediately behind the
//! captured piece where it goes on straight, and the actual stop last.
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
//! Internally a position is three `u32` bitboards over the 32 dark squares, numbered
//! `rank * 4 + file / 2` (a1 = 0, c1 = 1, ..., h8 = 31). Generation works on whole
//! bitboards where it can: a diagonal step is two masked shifts, a jump one shift by 7 or 9,
//! so whether any man can capture is a handful of operations, the men's quiet moves are
//! counted a direction at a time and the kings' a ray at a time; the capture sequences are
//! searched only from the pieces that can capture. Perft plays each move as it is
//! generated and counts the last ply without generating it.

/// Identifier in the API.
pub const ID: &str = "russian";
/// Display name.
pub const NAME: &str = "Russian draughts";
/// The pieces: men and kings.
pub const ROLES: &[crate::core::role::Role] = &[
    crate::core::role::Role::Man,
    crate::core::role::Role::DraughtsKing,
];

use crate::core::color::Color;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::core::position::OutcomeReason;
use crate::core::role::{Piece, Role};
use crate::util::text::{
    first_chars, push, push_all, push_char, push_decimal, push_joined, read_u32, Message,
};
use std::fmt;
use std::ops::Deref;

// ---------------------------------------------------------------------------------------
// Board tables
// ---------------------------------------------------------------------------------------

/// No square (off the board) in the neighbour table.
const NONE: u8 = 32;

/// Moves every square of `b` one step in direction `d`, dropping those that would leave
/// the board.
///
/// Directions: 0 = up-right (+1,+1), 1 = up-left (-1,+1), 2 = down-right (+1,-1),
/// 3 = down-left (-1,-1). `d ^ 3` is the opposite direction, `d ^ 1` and `d ^ 2` are the
/// perpendicular ones. White men move in directions 0 and 1, black men in 2 and 3.
///
/// In the layout `rank * 4 + file / 2` a diagonal step is ±4 from the squares of
/// one rank parity and ±3 or ±5 from the other (minus the edge file), so each direction is
/// two masked shifts; the shifts drop the squares that would leave by the top or bottom.
#[inline(always)]
const fn shift(b: u32, d: usize) -> u32 {
    // Ranks 1, 3, 5, 7 (rank indices 0, 2, 4, 6), and the same without file a.
    const EVEN: u32 = 0x0F0F_0F0F;
    const EVEN_NOT_A: u32 = 0x0E0E_0E0E;
    // Ranks 2, 4, 6, 8, and the same without file h.
    const ODD: u32 = 0xF0F0_F0F0;
    const ODD_NOT_H: u32 = 0x7070_7070;
    match d {
        0 => ((b & EVEN) << 4) | ((b & ODD_NOT_H) << 5),
        1 => ((b & EVEN_NOT_A) << 3) | ((b & ODD) << 4),
        2 => ((b & EVEN) >> 4) | ((b & ODD_NOT_H) >> 3),
        _ => ((b & EVEN_NOT_A) >> 5) | ((b & ODD) >> 4),
    }
}

const fn idx_file(i: usize) -> i8 {
    let rank = i / 4;
    (2 * (i % 4) + (rank % 2)) as i8
}

const fn idx_rank(i: usize) -> i8 {
    (i / 4) as i8
}

const fn build_next() -> [[u8; 33]; 4] {
    let mut t = [[NONE; 33]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < 32 {
            let n = shift(1 << i, d);
            if n != 0 {
                t[d][i] = n.trailing_zeros() as u8;
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// `NEXT[d][i]`: the neighbour of dark square `i` in direction `d`, or [`NONE`]
/// (`NEXT[d][NONE] == NONE`).
static NEXT: [[u8; 33]; 4] = build_next();

const fn build_rays() -> [[u32; 32]; 4] {
    let mut t = [[0u32; 32]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < 32 {
            let mut b = shift(1 << i, d);
            while b != 0 {
                t[d][i] |= b;
                b = shift(b, d);
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// `RAY[d][i]`: the squares from `i` (excluded) to the edge in direction `d`. Up the board
/// (`d < 2`) the squares' indices grow with the distance, down the board they shrink.
static RAY: [[u32; 32]; 4] = build_rays();

const fn build_jumps() -> [[(u32, u32); 4]; 32] {
    let mut t = [[(0u32, 0u32); 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut d = 0;
        while d < 4 {
            let over = shift(1 << i, d);
            let land = shift(over, d);
            if land != 0 {
                t[i][d] = (over, land);
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `JUMPS[i][d]`: a man's jump from `i` in direction `d`, as the bits of the square jumped
/// and of the landing square; `(0, 0)` where the landing square is off the board.
static JUMPS: [[(u32, u32); 4]; 32] = build_jumps();

/// The squares a flying king on `sq` reaches in direction `d` before the first occupied
/// square, and that square ([`NONE`] when the ray is empty up to the edge).
#[inline(always)]
fn ray_until(sq: u8, d: usize, occupied: u32) -> (u32, u8) {
    let ray = RAY[d][sq as usize];
    let hits = ray & occupied;
    if hits == 0 {
        return (ray, NONE);
    }
    let blocker = if d < 2 {
        hits.trailing_zeros()
    } else {
        31 - hits.leading_zeros()
    } as u8;
    (ray & !RAY[d][blocker as usize] & !bit(blocker), blocker)
}

/// For each direction `d`, the squares from which a man can jump in direction `d`: an
/// enemy piece (of `them`) next to it and an empty square behind that piece.
///
/// Two steps in one direction are one ±4 step and one ±3 or ±5 step, so the landing square
/// is always +9 (direction 0), +7 (1), -7 (2) or -9 (3) away: one plain shift, with a mask
/// for the file next to the edge (whose jump would leave the board; the edge file itself
/// has no neighbour in that direction).
#[inline(always)]
const fn jumpers(them: u32, empty: u32) -> [u32; 4] {
    // Files g and b.
    const NOT_G: u32 = !0x0808_0808;
    const NOT_B: u32 = !0x1010_1010;
    [
        shift(them, 3) & (empty >> 9) & NOT_G,
        shift(them, 2) & (empty >> 7) & NOT_B,
        shift(them, 1) & (empty << 7) & NOT_G,
        shift(them, 0) & (empty << 9) & NOT_B,
    ]
}

/// For each direction `d`, the squares from which a jump in direction `d` lands on a
/// square of `land` (the shifts of [`jumpers`] reversed; the caller masks the squares that
/// cannot jump).
#[inline(always)]
const fn jump_origins(land: u32) -> [u32; 4] {
    [land >> 9, land >> 7, land << 7, land << 9]
}

/// The empty squares the men of `men` step to, one bitboard per forward direction of
/// `color` (0 white: directions 0 and 1; 1 black: directions 2 and 3).
#[inline(always)]
const fn man_steps(men: u32, empty: u32, color: usize) -> [u32; 2] {
    if color == 0 {
        [shift(men, 0) & empty, shift(men, 1) & empty]
    } else {
        [shift(men, 2) & empty, shift(men, 3) & empty]
    }
}

/// The promotion rank of each colour, as a mask.
const PROMO: [u32; 2] = [0xF000_0000, 0x0000_000F];

#[inline]
const fn bit(i: u8) -> u32 {
    1u32 << i
}

/// The dark-square index of a square, if it is a dark square of the 8x8 board.
fn to_idx(sq: Square) -> Option<u8> {
    let (f, r) = (sq.file(), sq.rank());
    if f < 8 && r < 8 && (f + r) % 2 == 0 {
        Some(r * 4 + f / 2)
    } else {
        None
    }
}

fn to_sq(i: u8) -> Square {
    Square::new(idx_file(i as usize) as u8, idx_rank(i as usize) as u8)
}

/// The square of a PDN number (1 = b8 ... 32 = g1).
fn pdn_number_square(n: u32) -> Option<Square> {
    if !(1..=32).contains(&n) {
        return None;
    }
    let row = (n - 1) / 4;
    let col = (n - 1) % 4;
    let rank = 7 - row;
    let file = 2 * col + if row % 2 == 0 { 1 } else { 0 };
    Some(Square::new(file as u8, rank as u8))
}

/// Reads a square written `a1`..`h8` or as a PDN number `1`..`32`; `None` when it is
/// neither (light squares are returned: the caller decides).
fn parse_board_square(s: &str) -> Option<Square> {
    let b = s.as_bytes();
    if b.is_empty() || b.len() > 3 {
        return None;
    }
    if b.iter().all(|c| c.is_ascii_digit()) {
        if b[0] == b'0' {
            return None;
        }
        return read_u32(s).and_then(pdn_number_square);
    }
    let sq: Square = s.parse().ok()?;
    if sq.file() < 8 && sq.rank() < 8 {
        Some(sq)
    } else {
        None
    }
}

// ---------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------

/// The most pieces a side can have, hence the longest capture.
pub const MAX_CAPTURES: usize = 12;

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
            push_char(&mut s, sep);
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

/// A compact move for perft and search: origin, destination, captured set, crowning.
/// Two capture orders of the same pieces are two entries with equal fields.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FastMove {
    /// Dark-square index of the origin (`rank * 4 + file / 2`).
    pub from: u8,
    /// Dark-square index of the destination.
    pub to: u8,
    /// Whether the mover is crowned.
    pub promotes: bool,
    /// Bitboard of the captured pieces.
    pub captured: u32,
}

impl FastMove {
    /// A move that captures nothing.
    #[inline(always)]
    const fn quiet(from: u8, to: u8, promotes: bool) -> FastMove {
        FastMove {
            from,
            to,
            promotes,
            captured: 0,
        }
    }
}

/// A reusable buffer of [`FastMove`]s: clear and refill it at each node, so generation does
/// not allocate once the buffer has grown.
pub type MoveList = Vec<FastMove>;

// ---------------------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------------------

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
    sides: [u32; 2],
    /// Kings of both colours.
    kings: u32,
    turn: Color,
}

/// A move collector for the capture search.
trait Sink {
    /// Whether to track paths and capture order.
    const FULL: bool;
    fn push(&mut self, from: u8, to: u8, captured: u32, promotes: bool, path: &[u8], caps: &[u8]);

    /// Takes the single captures of the men on `from[d]` in each direction `d`: moves
    /// that end on their first landing square.
    #[inline(always)]
    fn single_jumps(&mut self, from: [u32; 4]) {
        // Index loops here and below rather than `enumerate`, which size-optimised builds
        // call out of line.
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            single_jumps_toward(self, d, from[d]);
        }
    }
}

/// The single captures of the men on `from` in direction `d` (see [`Sink::single_jumps`]).
#[inline(always)]
fn single_jumps_toward<S: Sink + ?Sized>(sink: &mut S, d: usize, mut from: u32) {
    while from != 0 {
        let p = from.trailing_zeros() as u8;
        from &= from - 1;
        let (over, land) = JUMPS[p as usize][d];
        let (o, l) = (over.trailing_zeros() as u8, land.trailing_zeros() as u8);
        sink.push(p, l, over, false, &[l], &[o]);
    }
}

/// Counts the moves.
struct Counter(u64);
impl Sink for Counter {
    const FULL: bool = false;
    #[inline]
    fn push(&mut self, _: u8, _: u8, _: u32, _: bool, _: &[u8], _: &[u8]) {
        self.0 += 1;
    }
    #[inline(always)]
    fn single_jumps(&mut self, from: [u32; 4]) {
        // All at once, without a branch: two 64-bit population counts.
        let pair = |a: u32, b: u32| (u64::from(a) << 32 | u64::from(b)).count_ones();
        self.0 += u64::from(pair(from[0], from[1]) + pair(from[2], from[3]));
    }
}

/// Hands each move, in compact form, to a closure.
struct Visit<F>(F);
impl<F: FnMut(FastMove)> Sink for Visit<F> {
    const FULL: bool = false;
    #[inline(always)]
    fn push(&mut self, from: u8, to: u8, captured: u32, promotes: bool, _: &[u8], _: &[u8]) {
        (self.0)(FastMove {
            from,
            to,
            promotes,
            captured,
        });
    }
}

/// Collects the moves with their paths.
struct FullSink<'a>(&'a mut Vec<DraughtsMove>);
impl Sink for FullSink<'_> {
    const FULL: bool = true;
    fn push(
        &mut self,
        from: u8,
        _to: u8,
        _captured: u32,
        promotes: bool,
        path: &[u8],
        caps: &[u8],
    ) {
        let mut m = DraughtsMove {
            from: to_sq(from),
            path: SquareList::new(),
            captured: SquareList::new(),
            promotes,
        };
        for &p in path {
            m.path.push(to_sq(p));
        }
        for &c in caps {
            m.captured.push(to_sq(c));
        }
        self.0.push(m);
    }

    fn single_jumps(&mut self, from: [u32; 4]) {
        // A direction at a time out of line: the full move list is not hot, and the loop
        // unrolled over the four directions costs wasm.
        #[inline(never)]
        fn toward(sink: &mut FullSink, d: usize, from: u32) {
            single_jumps_toward(sink, d, from);
        }
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            toward(self, d, from[d]);
        }
    }
}

/// State of one capture search (one moving piece).
struct Search<'s, S: Sink> {
    from: u8,
    /// Enemy pieces not yet captured.
    enemy: u32,
    /// Empty squares (the mover's origin included; captured pieces are not empty).
    empty: u32,
    /// The mover's promotion rank.
    promo: u32,
    captured: u32,
    path: [u8; MAX_CAPTURES],
    caps: [u8; MAX_CAPTURES],
    depth: usize,
    sink: &'s mut S,
}

impl<'s, S: Sink> Search<'s, S> {
    /// A search for the piece on `from`; `promo` is the promotion rank for a man, 0 for a
    /// king.
    #[inline(always)]
    fn new(from: u8, enemy: u32, empty: u32, promo: u32, sink: &'s mut S) -> Self {
        Search {
            from,
            enemy,
            empty: empty | bit(from),
            promo,
            captured: 0,
            path: [0; MAX_CAPTURES],
            caps: [0; MAX_CAPTURES],
            depth: 0,
            sink,
        }
    }

    #[inline]
    fn emit(&mut self, to: u8, promotes: bool) {
        // The path only for the sinks that use it (slicing is a call in size-optimised builds).
        let n = if S::FULL { self.depth } else { 0 };
        self.sink.push(
            self.from,
            to,
            self.captured,
            promotes,
            &self.path[..n],
            &self.caps[..n],
        );
    }

    /// A man on `sq` tries every jump. Returns whether it found one. (The way back is
    /// never a jump: the piece it jumped is no longer an enemy piece.)
    fn man(&mut self, sq: u8) -> bool {
        let mut found = false;
        // Not `enumerate`, which size-optimised builds call out of line.
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            let (over, land) = JUMPS[sq as usize][d];
            if self.enemy & over != 0 && self.empty & land != 0 {
                found = true;
                self.jump(d, over, land);
            }
        }
        found
    }

    /// A man jumps the piece on `over` in direction `d`, landing on `land`, and goes on
    /// capturing if it can (crowned, as a king, on the last rank); the move ends where it
    /// cannot.
    #[inline(always)]
    fn jump(&mut self, d: usize, over: u32, land: u32) {
        // The full move list's search (not hot) jumps from two places: one copy of the body,
        // out of line.
        if S::FULL {
            self.jump_full(d, over, land);
        } else {
            self.jump_here(d, over, land);
        }
    }

    /// [`Search::jump`] out of line.
    #[inline(never)]
    fn jump_full(&mut self, d: usize, over: u32, land: u32) {
        self.jump_here(d, over, land);
    }

    /// [`Search::jump`]'s body, inlined where it is called.
    #[inline(always)]
    fn jump_here(&mut self, d: usize, over: u32, land: u32) {
        let to = land.trailing_zeros() as u8;
        self.enemy ^= over;
        self.captured |= over;
        if S::FULL {
            self.path[self.depth] = to;
            self.caps[self.depth] = over.trailing_zeros() as u8;
        }
        self.depth += 1;
        if self.promo & land != 0 {
            // Crowned at once: go on as a king (straight on runs off the board).
            let mut more = self.king_dir(to, d ^ 1, true);
            more |= self.king_dir(to, d ^ 2, true);
            more |= self.king_dir(to, d, true);
            if !more {
                self.emit(to, true);
            }
        } else if !self.man(to) {
            self.emit(to, false);
        }
        self.depth -= 1;
        self.enemy ^= over;
        self.captured ^= over;
    }

    /// A king on `sq` tries to capture in direction `d`, then goes on as the rules say.
    /// Returns whether a capture exists in that direction.
    #[inline]
    fn king_dir(&mut self, sq: u8, d: usize, promotes: bool) -> bool {
        let next = &NEXT[d & 3];
        // The first piece on the ray (captured pieces stay on the board until the end).
        let over = ray_until(sq, d, !self.empty).1;
        if over == NONE || self.enemy & bit(over) == 0 {
            return false;
        }
        let first = next[over as usize];
        if first == NONE || self.empty & bit(first) == 0 {
            return false;
        }
        self.enemy ^= bit(over);
        self.captured |= bit(over);
        if S::FULL {
            if let Some(slot) = self.caps.get_mut(self.depth) {
                *slot = over;
            }
        }
        self.depth += 1;
        // Is there a continuation from some landing square?
        let mut more = false;
        let mut land = first;
        while land != NONE && self.empty & bit(land) != 0 {
            if S::FULL {
                if let Some(slot) = self.path.get_mut(self.depth - 1) {
                    *slot = land;
                }
            }
            more |= self.king_dir(land, d ^ 1, promotes);
            more |= self.king_dir(land, d ^ 2, promotes);
            if land == first {
                more |= self.king_dir(land, d, promotes);
            }
            land = next[land as usize];
        }
        if !more {
            let mut land = first;
            while land != NONE && self.empty & bit(land) != 0 {
                if S::FULL {
                    if let Some(slot) = self.path.get_mut(self.depth - 1) {
                        *slot = land;
                    }
                }
                self.emit(land, promotes);
                land = next[land as usize];
            }
        }
        self.depth -= 1;
        self.enemy ^= bit(over);
        self.captured ^= bit(over);
        true
    }
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
    /// use fenboard::variants::russian::Position;
    /// use fenboard::core::role::Role;
    /// let pos = Position::from_fen("B:WKc3:Bd6").unwrap();
    /// assert_eq!(pos.piece_at("c3".parse().unwrap()).unwrap().role, Role::DraughtsKing);
    /// assert_eq!(pos.piece_at("d6".parse().unwrap()).unwrap().role, Role::Man);
    /// assert_eq!(pos.piece_at("d4".parse().unwrap()), None);
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = bit(to_idx(sq)?);
        let color = if self.sides[0] & b != 0 {
            Color::White
        } else if self.sides[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 {
            Role::DraughtsKing
        } else {
            Role::Man
        };
        Some(Piece::new(color, role))
    }

    /// Every piece with its square, white's first, each colour sorted by (rank, file).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Color::ALL.into_iter().flat_map(move |c| {
            (0..32u8)
                .filter(move |&i| self.sides[c.index()] & bit(i) != 0)
                .map(move |i| {
                    let role = if self.kings & bit(i) != 0 {
                        Role::DraughtsKing
                    } else {
                        Role::Man
                    };
                    (to_sq(i), Piece::new(c, role))
                })
        })
    }

    /// The bitboards `(white, black, kings)` over the dark squares (`rank * 4 + file / 2`).
    pub fn bitboards(&self) -> (u32, u32, u32) {
        (self.sides[0], self.sides[1], self.kings)
    }

    /// Runs the capture search for every piece of the side to move that can capture;
    /// returns whether a capture exists. The men's single captures come first (handed to
    /// the sink together), then the men's longer captures by the direction of their first
    /// jump then by square, then the kings' captures by square.
    ///
    /// `c` is the side to move (`self.turn.index()`) here and in the generation functions
    /// below: perft passes it as a constant, and the colour's branches fold away.
    #[inline(always)]
    fn captures<S: Sink>(&self, c: usize, sink: &mut S) -> bool {
        let us = self.sides[c];
        let them = self.sides[c ^ 1];
        let empty = !(us | them);
        let men = us & !self.kings;
        let jumps = jumpers(them, empty);
        // The squares from which a jump exists, on this board. After its first jump a man
        // can go on exactly when it lands on one of them: the way back, the only jump that
        // the first one changes, is over the captured piece.
        let go_on = jumps[0] | jumps[1] | jumps[2] | jumps[3];
        let mut kings = us & self.kings;
        if men & go_on | kings == 0 {
            return false;
        }
        let mut found = men & go_on != 0;
        // Single captures: the first landing square ends the move (no jump from there,
        // not the last rank).
        let ends = jump_origins(!(go_on | PROMO[c]));
        let mut single = [0; 4];
        let mut longer = 0;
        for d in 0..4 {
            single[d] = men & jumps[d] & ends[d];
            longer |= men & jumps[d] & !ends[d];
        }
        sink.single_jumps(single);
        if longer != 0 {
            for (d, &jumps) in jumps.iter().enumerate() {
                let mut from = men & jumps & !ends[d];
                while from != 0 {
                    let p = from.trailing_zeros() as u8;
                    from &= from - 1;
                    let (over, land) = JUMPS[p as usize][d];
                    Search::new(p, them, empty, PROMO[c], sink).jump(d, over, land);
                }
            }
        }
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            let mut s = Search::new(p, them, empty, 0, sink);
            for d in 0..4 {
                found |= s.king_dir(p, d, false);
            }
        }
        found
    }

    /// Calls `f` with every quiet move of the side to move `c`: the men's steps direction by
    /// direction, then the kings' slides. (Quiet moves are only legal when there is no
    /// capture.)
    #[inline(always)]
    fn quiet(&self, c: usize, mut f: impl FnMut(FastMove)) {
        let us = self.sides[c];
        let empty = !(us | self.sides[c ^ 1]);
        let steps = man_steps(us & !self.kings, empty, c);
        // Not `enumerate`, which size-optimised builds call out of line.
        #[allow(clippy::needless_range_loop)]
        for k in 0..2 {
            let mut to = steps[k];
            // The direction back to the origin.
            let back = (2 * c + k) ^ 3;
            while to != 0 {
                let q = to.trailing_zeros() as u8;
                to &= to - 1;
                f(FastMove::quiet(
                    NEXT[back][q as usize],
                    q,
                    PROMO[c] & bit(q) != 0,
                ));
            }
        }
        let mut kings = us & self.kings;
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            for d in 0..4 {
                let mut to = ray_until(p, d, !empty).0;
                while to != 0 {
                    let q = to.trailing_zeros() as u8;
                    to &= to - 1;
                    f(FastMove::quiet(p, q, false));
                }
            }
        }
    }

    /// Calls `f` with every legal move of the side to move `c`, in compact form: the
    /// captures if there is one, else the quiet moves.
    #[inline(always)]
    fn for_each_move(&self, c: usize, f: impl FnMut(FastMove)) {
        // `f` itself in the sink, not `&mut f`: one call less per move where calls are not
        // inlined (size-optimised builds).
        let mut visit = Visit(f);
        if !self.captures(c, &mut visit) {
            self.quiet(c, visit.0);
        }
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
        out.clear();
        self.for_each_move(self.turn.index(), |m| out.push(m));
    }

    /// The number of legal moves, without building them: the capture search counts the
    /// captures; without one, the men's steps are counted a direction at a time and the
    /// kings' slides a ray at a time.
    pub fn count_moves(&self) -> u64 {
        if self.turn == Color::White {
            self.count_as::<0>()
        } else {
            self.count_as::<1>()
        }
    }

    /// [`Position::count_moves`] for the side to move `C`.
    #[inline(always)]
    fn count_as<const C: usize>(&self) -> u64 {
        let mut n = Counter(0);
        if self.captures(C, &mut n) {
            return n.0;
        }
        let us = self.sides[C];
        let empty = !(us | self.sides[C ^ 1]);
        let [a, b] = man_steps(us & !self.kings, empty, C);
        // One 64-bit population count for both directions.
        let mut count = (u64::from(a) << 32 | u64::from(b)).count_ones();
        let mut kings = us & self.kings;
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            for d in 0..4 {
                count += ray_until(p, d, !empty).0.count_ones();
            }
        }
        count as u64
    }

    /// The legal moves with their full paths, in a fixed order: captures by origin, each
    /// piece's in search order (by the direction of the first jump, up-right, up-left,
    /// down-right, down-left, and so on); quiet moves by origin, then destination. Squares
    /// are ordered by rank, then file.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
    /// let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
    /// assert_eq!(moves, ["c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"]);
    /// ```
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        let c = self.turn.index();
        let mut found = Vec::new();
        if self.captures(c, &mut FullSink(&mut found)) {
            // Into the documented order, keeping the search order of each piece and first
            // direction: a stable insertion sort on (origin, first direction), which pulls no
            // sort code into the wasm (captures are few).
            let key = |m: &DraughtsMove| {
                let first = m.path[0];
                let down = usize::from(first.rank() < m.from.rank());
                let left = usize::from(first.file() < m.from.file());
                4 * usize::from(to_idx(m.from).unwrap_or(0)) + 2 * down + left
            };
            for i in 1..found.len() {
                let mut j = i;
                while j > 0 && key(&found[j - 1]) > key(&found[j]) {
                    found.swap(j - 1, j);
                    j -= 1;
                }
            }
            return found;
        }
        // The destinations of each origin, and those where a man is crowned.
        let mut to = [0u32; 32];
        let mut crowned = [0u32; 32];
        self.quiet(c, |m| {
            to[m.from as usize] |= bit(m.to);
            if m.promotes {
                crowned[m.from as usize] |= bit(m.to);
            }
        });
        let mut out = Vec::new();
        for from in 0..32u8 {
            let mut dests = to[from as usize];
            while dests != 0 {
                let dest = dests.trailing_zeros() as u8;
                dests &= dests - 1;
                let mut path = SquareList::new();
                path.push(to_sq(dest));
                out.push(DraughtsMove {
                    from: to_sq(from),
                    path,
                    captured: SquareList::new(),
                    promotes: crowned[from as usize] & bit(dest) != 0,
                });
            }
        }
        out
    }

    /// Plays a compact move from [`Position::generate`].
    #[inline]
    pub fn play_fast(&mut self, m: &FastMove) {
        self.play_as(self.turn.index(), m)
    }

    /// [`Position::play_fast`] for the side to move `c`.
    #[inline(always)]
    fn play_as(&mut self, c: usize, m: &FastMove) {
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

    /// Counts the leaves of the legal-move tree `depth` plies deep (bulk counting at the
    /// last ply; captures of the same pieces in another order count separately).
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// assert_eq!(Position::start().perft(5), 7482);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if self.turn == Color::White {
            self.perft_as::<0>(depth)
        } else {
            self.perft_as::<1>(depth)
        }
    }

    /// [`Position::perft`] for the side to move `C`, a constant in each of the two
    /// copies of the recursion. No move list: each move is played as it is generated.
    fn perft_as<const C: usize>(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_as::<C>(),
            _ => {
                let mut n = 0;
                self.for_each_move(C, |m| {
                    let mut child = *self;
                    child.play_as(C, &m);
                    // The child's side to move is the other colour, written out (a const
                    // argument cannot be computed from `C`). The last ply is counted here,
                    // without another call.
                    n += match (C, depth) {
                        (0, 2) => child.count_as::<1>(),
                        (_, 2) => child.count_as::<0>(),
                        (0, _) => child.perft_as::<1>(depth - 1),
                        _ => child.perft_as::<0>(depth - 1),
                    };
                });
                n
            }
        }
    }

    /// Perft split by first move: `(move, leaves)` for each legal move.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let d = Position::start().perft_divide(3);
    /// assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 302);
    /// ```
    pub fn perft_divide(&self, depth: u32) -> Vec<(DraughtsMove, u64)> {
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let n = if depth <= 1 {
                    1
                } else {
                    self.after(&m).perft(depth - 1)
                };
                (m, n)
            })
            .collect()
    }

    /// The winner when the game is over by the move rule: the side to move loses when it
    /// has no legal move (no pieces, or all blocked). `None` while it can move. Draws are a
    /// game-layer matter (see [`draw_reason`]).
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
    /// with only kings moved" draw counter of [`draw_reason`].
    pub fn is_king_quiet_move(&self, m: &DraughtsMove) -> bool {
        !m.is_capture() && matches!(self.piece_at(m.from), Some(p) if p.role == Role::DraughtsKing)
    }

    /// Reads a move in any of these forms: the full path (`c3:e5:c7`, `c3xe5xc7`,
    /// `c3-d4`), origin and destination only (`c3:c7`, `c3xc7`) when that is unambiguous,
    /// or a path with only some intermediate squares, in order. PDN numbers work as square
    /// names too (`22-18`). An ambiguous move is an error that lists the candidates.
    ///
    /// ```
    /// use fenboard::variants::russian::{MoveError, Position};
    /// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
    /// assert_eq!(pos.parse_move("c3xe5xc7xa5xc3").unwrap().uci(), "c3:e5:c7:a5:c3");
    /// assert!(matches!(pos.parse_move("c3:c3"), Err(MoveError::Ambiguous { .. })));
    /// assert!(matches!(pos.parse_move("c3-d4"), Err(MoveError::Illegal { .. })));
    /// ```
    pub fn parse_move(&self, s: &str) -> Result<DraughtsMove, MoveError> {
        self.parse_move_among(s, &self.legal_moves())
    }

    /// [`Position::parse_move`] among the position's legal moves, already listed (`moves`
    /// must be `self.legal_moves()`): a caller that needs the list again lists it once.
    pub fn parse_move_among(
        &self,
        s: &str,
        moves: &[DraughtsMove],
    ) -> Result<DraughtsMove, MoveError> {
        let input = first_chars(s.trim(), 64);
        if s.len() > 200 {
            return Err(MoveError::Syntax {
                input,
                reason: "too long for a move",
            });
        }
        let mut squares: Vec<Square> = Vec::new();
        // The parts between separators (ASCII bytes), as `split(['-', ':', 'x', 'X'])`.
        let mut rest = input.as_str();
        loop {
            let end = rest
                .bytes()
                .position(|b| matches!(b, b'-' | b':' | b'x' | b'X'))
                .unwrap_or(rest.len());
            let part = rest.get(..end).unwrap_or("");
            match parse_board_square(part.trim()) {
                Some(sq) if to_idx(sq).is_some() => squares.push(sq),
                Some(_) => {
                    return Err(MoveError::Syntax {
                        input,
                        reason: "a square in it is a light square",
                    })
                }
                None => {
                    return Err(MoveError::Syntax {
                        input,
                        reason: "expected squares (a1..h8 or 1..32) separated by '-', ':' or 'x'",
                    })
                }
            }
            match rest.get(end + 1..) {
                Some(after) => rest = after,
                None => break,
            }
        }
        if squares.len() < 2 {
            return Err(MoveError::Syntax {
                input,
                reason: "a move needs an origin and a destination",
            });
        }
        let given = &squares[1..];
        if let Some(m) = moves
            .iter()
            .find(|m| m.from == squares[0] && &m.path[..] == given)
        {
            return Ok(*m);
        }
        let dest = *given.last().expect("two squares at least");
        let inner = &given[..given.len() - 1];
        let mut candidates = Vec::new();
        for m in moves {
            if m.from == squares[0]
                && m.to() == dest
                && is_subsequence(inner, &m.path[..m.path.len() - 1])
            {
                candidates.push(*m);
            }
        }
        match candidates.len() {
            1 => Ok(candidates[0]),
            0 => Err(MoveError::Illegal {
                input,
                legal: ucis(moves),
            }),
            _ => Err(MoveError::Ambiguous {
                input,
                candidates: ucis(&candidates),
            }),
        }
    }
}

/// The full paths of `moves`, for messages.
fn ucis(moves: &[DraughtsMove]) -> Vec<String> {
    let mut list = Vec::new();
    for m in moves {
        list.push(m.uci());
    }
    list
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
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
    if !m.is_capture() || m.path.len() == 1 {
        return m.uci();
    }
    let same = all
        .iter()
        .filter(|o| o.from == m.from && o.to() == m.to())
        .count();
    if same <= 1 {
        let mut s = String::new();
        m.from.push_name(&mut s);
        push_char(&mut s, ':');
        m.to().push_name(&mut s);
        s
    } else {
        m.uci()
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move's shape.
    Syntax {
        /// The input (cut to 64 characters).
        input: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// No legal move matches.
    Illegal {
        /// The input.
        input: String,
        /// The legal moves, full paths.
        legal: Vec<String>,
    },
    /// Several legal moves match: write more of the path.
    Ambiguous {
        /// The input.
        input: String,
        /// The matching moves, full paths.
        candidates: Vec<String>,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl Message for MoveError {
    fn write_message(&self, out: &mut String) {
        match self {
            MoveError::Syntax { input, reason } => {
                push_all(out, &["'", input, "' is not a move: ", reason])
            }
            MoveError::Illegal { input, legal } => {
                push_all(
                    out,
                    &["'", input, "' is not a legal move here; legal moves: "],
                );
                push_joined(out, legal, " ");
            }
            MoveError::Ambiguous { input, candidates } => {
                push_all(out, &["'", input, "' is ambiguous; write the full path: "]);
                push_joined(out, candidates, " or ");
            }
        }
    }
}

impl MoveError {
    /// The error's code (see [`crate::core::error`]): `move-syntax`, `illegal-move` or
    /// `ambiguous-move`, as for the chess family's moves.
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax { .. } => ErrorCode::MoveSyntax,
            MoveError::Illegal { .. } => ErrorCode::IllegalMove,
            MoveError::Ambiguous { .. } => ErrorCode::AmbiguousMove,
        }
    }
}

impl std::error::Error for MoveError {}

// ---------------------------------------------------------------------------------------
// Draw rules (for a game layer)
// ---------------------------------------------------------------------------------------

/// Plies of the 15-move king rule: 15 moves of each side.
pub const KING_MOVES_DRAW_PLIES: usize = 30;

/// Plies of the "three kings against one" rule: 15 moves of each side.
pub const THREE_KINGS_DRAW_PLIES: usize = 30;

/// The draw rule that applies at the end of a game's history, if any.
///
/// `history` is every position of the game in order, from the start position (or set-up
/// position) to the current one, the current one last; consecutive positions must be
/// one legal move apart. Implemented rules (FMJD-64 as quoted in `russian-draughts.md`
/// §6, counted in plies):
///
/// 1. `"threefold-repetition"`: the current position (pieces and side to move) has occurred
///    three times.
/// 2. `"three-kings-against-one"` (three kings against a lone king for 15 moves): one side has at least three kings
///    (men allowed besides), the other a lone king, and that balance of forces has lasted
///    30 plies.
/// 3. `"kings-only-15-moves"` (15 moves with only kings moved and no capture): the last 30 plies were all king
///    moves without capture.
///
/// Not implemented: the 30/60-ply rules for 4-7 piece endings, the 5-move rules for small
/// endings, agreement. Whether a ply was a king move without capture is read off the two
/// positions (no capture and the men unchanged), so the history of positions is enough.
///
/// ```
/// use fenboard::core::position::OutcomeReason;
/// use fenboard::variants::russian::{draw_reason, Position};
/// let mut history = vec![Position::from_fen("W:WKa1,c1:BKd8,f8").unwrap()];
/// for m in ["a1-b2", "d8-e7", "b2-a1", "e7-d8", "a1-b2", "d8-e7", "b2-a1", "e7-d8"] {
///     let last = *history.last().unwrap();
///     history.push(last.after(&last.parse_move(m).unwrap()));
/// }
/// assert_eq!(draw_reason(&history), Some(OutcomeReason::ThreefoldRepetition));
/// ```
pub fn draw_reason(history: &[Position]) -> Option<OutcomeReason> {
    let cur = history.last()?;
    if history.iter().filter(|p| *p == cur).count() >= 3 {
        return Some(OutcomeReason::ThreefoldRepetition);
    }
    // Three kings (or more) against a lone king.
    let lone = |p: &Position| {
        for c in [0, 1] {
            let (strong, weak) = (p.sides[c], p.sides[c ^ 1]);
            if weak.count_ones() == 1 && weak & p.kings != 0 && (strong & p.kings).count_ones() >= 3
            {
                return true;
            }
        }
        false
    };
    if lone(cur) {
        // The balance of forces: men and kings of each side.
        let key = |p: &Position| {
            let k = |c: usize| {
                (
                    (p.sides[c] & !p.kings).count_ones(),
                    (p.sides[c] & p.kings).count_ones(),
                )
            };
            (k(0), k(1))
        };
        let k = key(cur);
        let plies = history
            .iter()
            .rev()
            .skip(1)
            .take_while(|p| key(p) == k)
            .count();
        if plies >= THREE_KINGS_DRAW_PLIES {
            return Some(OutcomeReason::ThreeKingsAgainstOne);
        }
    }
    if history.len() > KING_MOVES_DRAW_PLIES {
        let recent = &history[history.len() - 1 - KING_MOVES_DRAW_PLIES..];
        if recent.windows(2).all(|w| is_king_quiet_step(&w[0], &w[1])) {
            return Some(OutcomeReason::KingsOnly15Moves);
        }
    }
    None
}

/// Whether `after` follows `before` by a king move without capture.
fn is_king_quiet_step(before: &Position, after: &Position) -> bool {
    let men = |p: &Position| (p.sides[0] & !p.kings, p.sides[1] & !p.kings);
    let count = |p: &Position| p.sides[0].count_ones() + p.sides[1].count_ones();
    count(before) == count(after) && men(before) == men(after) && before.kings != after.kings
}

// ---------------------------------------------------------------------------------------
// FEN
// ---------------------------------------------------------------------------------------

/// Longest FEN accepted, in bytes (a real one is under 200).
pub const MAX_FEN_LEN: usize = 4096;

/// Why a FEN could not be read. Each variant names the reason; `Display` says what and
/// where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_FEN_LEN`].
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// The first field is not `W` or `B`.
    BadSide {
        /// What was there (cut to 16 characters).
        found: String,
    },
    /// A colour field (`W...` or `B...`) is missing.
    MissingField {
        /// Whose field.
        color: Color,
    },
    /// A colour field appears twice.
    DuplicateField {
        /// Whose field.
        color: Color,
    },
    /// A piece token is not `[K]square` (square `a1`..`h8` or `1`..`32`, or a range
    /// `n-m` of numbers).
    BadToken {
        /// In whose field.
        color: Color,
        /// The token (cut to 16 characters).
        token: String,
    },
    /// A piece on a light square.
    LightSquare {
        /// The square.
        square: Square,
    },
    /// A square listed twice.
    DuplicateSquare {
        /// The square.
        square: Square,
    },
    /// A man on its own promotion rank (it would have been crowned).
    ManOnPromotionRank {
        /// Whose man.
        color: Color,
        /// Where.
        square: Square,
    },
    /// More than 12 men for one side.
    TooManyMen {
        /// Whose.
        color: Color,
    },
    /// More than 12 pieces for one side.
    TooManyPieces {
        /// Whose.
        color: Color,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl Message for FenError {
    fn write_message(&self, out: &mut String) {
        match self {
            FenError::Empty => push(out, "empty FEN: expected W:W<white pieces>:B<black pieces>"),
            FenError::TooLong { len } => {
                push(out, "FEN too long (");
                push_decimal(out, *len as u64);
                push(out, " bytes; at most ");
                push_decimal(out, MAX_FEN_LEN as u64);
                push_char(out, ')');
            }
            FenError::BadSide { found } => push_all(
                out,
                &[
                    "side to move must be W or B at the start of the FEN, found '",
                    found,
                    "'",
                ],
            ),
            FenError::MissingField { color } => push_all(
                out,
                &[
                    "missing the ",
                    color.name(),
                    " pieces field ('",
                    if *color == Color::White { "W" } else { "B" },
                    "' followed by squares, possibly none)",
                ],
            ),
            FenError::DuplicateField { color } => {
                push_all(out, &["the ", color.name(), " pieces field appears twice"])
            }
            FenError::BadToken { color, token } => push_all(
                out,
                &[
                    "malformed piece '",
                    token,
                    "' in the ",
                    color.name(),
                    " field: expected a square a1..h8 or 1..32, optionally prefixed by K",
                ],
            ),
            FenError::LightSquare { square } => push_all(
                out,
                &[
                    square.name(),
                    " is a light square; draughts use the dark squares only",
                ],
            ),
            FenError::DuplicateSquare { square } => {
                push_all(out, &[square.name(), " is listed twice"])
            }
            FenError::ManOnPromotionRank { color, square } => push_all(
                out,
                &[
                    color.name(),
                    " man on ",
                    square.name(),
                    ", its own promotion rank: it would have been crowned (write K",
                    square.name(),
                    " for a king)",
                ],
            ),
            FenError::TooManyMen { color } => {
                push_all(out, &[color.name(), " has more than 12 men"])
            }
            FenError::TooManyPieces { color } => {
                push_all(out, &[color.name(), " has more than 12 pieces"])
            }
        }
    }
}

impl FenError {
    /// The error's code, from the chess family's set (see [`crate::core::error`]):
    /// `fen-board` for a piece on a light square or listed twice, `impossible-position` for
    /// men on their promotion rank or more than 12 men or pieces, `fen-syntax` for the rest.
    pub fn code(&self) -> ErrorCode {
        match self {
            FenError::LightSquare { .. } | FenError::DuplicateSquare { .. } => ErrorCode::FenBoard,
            FenError::ManOnPromotionRank { .. }
            | FenError::TooManyMen { .. }
            | FenError::TooManyPieces { .. } => ErrorCode::ImpossiblePosition,
            FenError::Empty
            | FenError::TooLong { .. }
            | FenError::BadSide { .. }
            | FenError::MissingField { .. }
            | FenError::DuplicateField { .. }
            | FenError::BadToken { .. } => ErrorCode::FenSyntax,
        }
    }
}

impl std::error::Error for FenError {}

fn cut(s: &str) -> String {
    first_chars(s, 16)
}

impl Position {
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
        if fen.len() > MAX_FEN_LEN {
            return Err(FenError::TooLong { len: fen.len() });
        }
        // Whitespace anywhere is left out; most FENs have none, and are read as they are.
        let mut kept = String::new();
        let compact = if fen.bytes().all(|b| b.is_ascii_graphic()) {
            fen
        } else {
            for c in fen.chars().filter(|c| !c.is_whitespace()) {
                push_char(&mut kept, c);
            }
            &kept
        };
        let compact = compact.trim_end_matches('.');
        if compact.is_empty() {
            return Err(FenError::Empty);
        }
        let mut fields = crate::util::text::split(compact, b':');
        let side = fields.next().unwrap_or("");
        let turn = match side {
            "W" | "w" => Color::White,
            "B" | "b" => Color::Black,
            other => return Err(FenError::BadSide { found: cut(other) }),
        };
        let mut pos = Position::empty(turn);
        let mut seen = [false; 2];
        for field in fields {
            let color = match field.as_bytes().first() {
                Some(b'W' | b'w') => Color::White,
                Some(b'B' | b'b') => Color::Black,
                _ => continue, // H0, F1, ... or an empty field
            };
            if seen[color.index()] {
                return Err(FenError::DuplicateField { color });
            }
            seen[color.index()] = true;
            for token in crate::util::text::split(field.get(1..).unwrap_or(""), b',') {
                if token.is_empty() {
                    continue;
                }
                pos.add_token(color, token)?;
            }
        }
        for color in Color::ALL {
            if !seen[color.index()] {
                return Err(FenError::MissingField { color });
            }
        }
        Ok(pos)
    }

    fn add_token(&mut self, color: Color, token: &str) -> Result<(), FenError> {
        // One place makes the error of a malformed token.
        self.add_token_squares(color, token).unwrap_or_else(|| {
            Err(FenError::BadToken {
                color,
                token: cut(token),
            })
        })
    }

    /// [`Position::add_token`], or `None` if the token is malformed.
    fn add_token_squares(&mut self, color: Color, token: &str) -> Option<Result<(), FenError>> {
        let (king, rest) = match token.as_bytes()[0] {
            b'K' | b'k' => (true, token.get(1..).unwrap_or("")),
            _ => (false, token),
        };
        if let Some((a, b)) = rest.split_once(['-']) {
            let num = |s: &str| read_u32(s).filter(|n| s.len() <= 2 && (1..=32).contains(n));
            let (a, b) = (num(a)?, num(b)?);
            if a > b {
                return None;
            }
            for n in a..=b {
                if let Err(e) = self.add_piece(color, king, pdn_number_square(n)?) {
                    return Some(Err(e));
                }
            }
            return Some(Ok(()));
        }
        Some(self.add_piece(color, king, parse_board_square(rest)?))
    }

    fn add_piece(&mut self, color: Color, king: bool, sq: Square) -> Result<(), FenError> {
        let i = to_idx(sq).ok_or(FenError::LightSquare { square: sq })?;
        let b = bit(i);
        if (self.sides[0] | self.sides[1]) & b != 0 {
            return Err(FenError::DuplicateSquare { square: sq });
        }
        let c = color.index();
        if !king && PROMO[c] & b != 0 {
            return Err(FenError::ManOnPromotionRank { color, square: sq });
        }
        let mine = self.sides[c];
        if !king && (mine & !self.kings).count_ones() >= 12 {
            return Err(FenError::TooManyMen { color });
        }
        if mine.count_ones() >= 12 {
            return Err(FenError::TooManyPieces { color });
        }
        self.sides[c] |= b;
        if king {
            self.kings |= b;
        }
        Ok(())
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
        let mut s = String::new();
        push_char(&mut s, if self.turn == Color::White { 'W' } else { 'B' });
        /// Appends the squares of `pieces`, `K` before a king's.
        #[inline(never)] // one copy for both colours
        fn push_squares(s: &mut String, pieces: u32, kings: u32) {
            let mut first = true;
            for i in 0..32u8 {
                if pieces & bit(i) != 0 {
                    if !first {
                        push_char(s, ',');
                    }
                    first = false;
                    if kings & bit(i) != 0 {
                        push_char(s, 'K');
                    }
                    to_sq(i).push_name(s);
                }
            }
        }
        push(&mut s, ":W");
        push_squares(&mut s, self.sides[0], self.kings);
        push(&mut s, ":B");
        push_squares(&mut s, self.sides[1], self.kings);
        s
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
