//! The compact bytes the wasm layer hands JavaScript for moves and statuses, decoded by the
//! package's `lib/api.js` into `Move` objects and plain status objects. Building objects in
//! JavaScript from these bytes is about forty times faster than `JSON.parse` of the same
//! moves, which made the JSON form the main cost of a `legalMoves` call; and JavaScript reads
//! them where they lie in the module's memory, with no copy and no string decoding.
//!
//! The bytes are a sequence of fields, each one byte or a counted run:
//! - a number `n` below [`MAX_NUM`] (a square, a count, a length) is the byte `0x30 + n`
//!   (`b'0'` is 0); a square is its index [`Square::index`], `rank * 12 + file`, and [`NONE`]
//!   (144, past every square) stands for "no square";
//! - a letter (a FEN piece letter, a colour, a step kind) is itself, `-` for none;
//! - a list is its length then its items; a text is its length in bytes then its UTF-8 bytes.
//!
//! A move: from, to, piece, promotion, then a number whose bits say which of the optional
//! fields follow, in this order: 1 the captured squares (list), 2 the castle (the rook's
//! square and where it lands), 4 the path (list), 8 the steps (list of kind letter —
//! `p`lace, `d`efine, `i`dentify, `m`ove — piece, from, to), 16 the UCI (text; without it
//! the UCI is the plain form, the names of from and to then the promotion letter), 32 the
//! SAN (text; without it, the caller asked for the moves without SAN), 64 the gating (the
//! lowercase letter of the piece that enters from the hand, and its square). A move list is
//! the moves one after the other.
//!
//! A status: turn, check (`0`/`1`), checked squares (list), legal move count (two numbers,
//! `count / 128` then `count % 128`), outcome (`-` for none, else `o`, the winner `w`/`b`/`-`
//! and the reason as a text), reserve (`-` for none, else `r`, then for white and for black
//! the number of kinds and, for each kind in the game's order, its lowercase letter and
//! count), pending identification (square or [`NONE`]).
//!
//! ```
//! use fenboard::{game, wasm::wire};
//! let moves = game::legal_moves("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
//! let castle = moves.iter().find(|m| m.castle.is_some()).unwrap().clone();
//! let bytes = wire::moves(&[castle]);
//! // e1 (4), c1 (2), K, no promotion, castle + SAN (2 + 32 = 34, "R"), rook a1 (0) -> d1
//! // (3), no UCI (the plain "e1c1"), SAN "O-O-O".
//! assert_eq!(bytes, b"42K-R035O-O-O");
//! let push = game::legal_moves("chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
//! let push = push.iter().find(|m| m.uci == "e2e4").unwrap().clone();
//! // e2 (16), e4 (40), P, no promotion, SAN only (32, "P"): the UCI is the plain form.
//! assert_eq!(wire::moves(&[push]), b"@XP-P2e4");
//! ```
//!
//! The chess family's moves without SAN are written straight from the engine's moves (`chess`);
//! every other answer from its description.

mod chess;

pub use chess::chess_legal_moves;

use crate::core::geometry::{Geometry, Square, SQUARES};
use crate::game::{self, MoveInfo, Status};

/// The number that stands for "no square": past every square's index.
pub const NONE: u32 = SQUARES as u32;

/// Numbers from 0 to `MAX_NUM - 1` fit in a field's byte.
pub const MAX_NUM: u32 = 0x100 - 0x30;

/// The byte of the number `n` (see [`Writer::num`]).
#[inline(always)]
fn num_byte(n: u32) -> u8 {
    debug_assert!(n < MAX_NUM, "{n} does not fit in a wire number");
    0x30 + n.min(MAX_NUM - 1) as u8
}

/// The byte of a square, or of [`NONE`].
#[inline(always)]
fn square_byte(sq: Option<Square>) -> u8 {
    num_byte(sq.map_or(NONE, |s| s.index() as u32))
}

/// The byte of a letter, `-` for none: every letter the wire carries is ASCII.
#[inline(always)]
fn letter_byte(c: Option<char>) -> u8 {
    let c = c.unwrap_or('-');
    debug_assert!(c.is_ascii(), "{c} is not an ASCII letter");
    if c.is_ascii() {
        c as u8
    } else {
        b'?'
    }
}

/// Writes the fields.
pub struct Writer {
    out: Vec<u8>,
    /// Room for a text written before it is measured (a castle's UCI), kept between moves.
    scratch: String,
}

impl Writer {
    /// A writer with room for about `n` moves.
    pub fn with_moves(n: usize) -> Writer {
        Writer {
            out: Vec::with_capacity(n * 8 + 8),
            scratch: String::new(),
        }
    }

    /// The bytes written.
    pub fn finish(self) -> Vec<u8> {
        self.out
    }

    /// A number; every number the wire carries is far below [`MAX_NUM`] (squares, flags,
    /// lists of squares, short texts; the legal move count is written as two numbers).
    #[inline(always)]
    fn num(&mut self, n: u32) {
        self.out.push(num_byte(n));
    }

    #[inline(always)]
    fn square(&mut self, sq: Option<Square>) {
        self.out.push(square_byte(sq));
    }

    fn squares(&mut self, list: &[Square]) {
        self.num(list.len() as u32);
        for &sq in list {
            self.square(Some(sq));
        }
    }

    /// A letter (see [`letter_byte`]).
    #[inline(always)]
    fn letter(&mut self, c: Option<char>) {
        self.out.push(letter_byte(c));
    }

    fn text(&mut self, s: &str) {
        self.num(s.len() as u32);
        self.out.extend_from_slice(s.as_bytes());
    }

    fn steps(&mut self, steps: &[game::Step]) {
        self.num(steps.len() as u32);
        for s in steps {
            self.out.extend_from_slice(&[
                letter_byte(Some(s.kind.letter())),
                letter_byte(s.piece),
                square_byte(s.from),
                square_byte(Some(s.to)),
            ]);
        }
    }

    /// Appends one move.
    pub fn move_info(&mut self, m: &MoveInfo) {
        let promotion = m.promotion.map_or(0, |c| c as u8);
        let plain_uci = is_plain_uci(m.uci.as_bytes(), m.from, m.to, promotion);
        let flags = flag(!m.captured.is_empty(), CAPTURED)
            | flag(m.castle.is_some(), CASTLE)
            | flag(!m.path.is_empty(), PATH)
            | flag(!m.steps.is_empty(), STEPS)
            | flag(!plain_uci, UCI)
            | flag(!m.san.is_empty(), SAN)
            | flag(m.gate.is_some(), GATE)
            | flag(m.wall.is_some(), WALL);
        // The fixed fields at once (a push each would check the capacity each).
        self.out.extend_from_slice(&[
            square_byte(Some(m.from)),
            square_byte(Some(m.to)),
            letter_byte(Some(m.piece)),
            letter_byte(m.promotion),
            num_byte(flags),
        ]);
        if flags & CAPTURED != 0 {
            self.squares(&m.captured);
        }
        if let Some((rook, rook_to)) = m.castle {
            self.out
                .extend_from_slice(&[square_byte(Some(rook)), square_byte(Some(rook_to))]);
        }
        if flags & PATH != 0 {
            self.squares(&m.path);
        }
        if flags & STEPS != 0 {
            self.steps(&m.steps);
        }
        if !plain_uci {
            self.text(&m.uci);
        }
        if flags & SAN != 0 {
            self.text(&m.san);
        }
        if let Some((letter, sq)) = m.gate {
            self.letter(Some(letter));
            self.square(Some(sq));
        }
        if let Some(sq) = m.wall {
            self.square(Some(sq));
        }
    }
}

/// The move flags: which of the optional fields follow.
const CAPTURED: u32 = 1;
const CASTLE: u32 = 2;
const PATH: u32 = 4;
const STEPS: u32 = 8;
const UCI: u32 = 16;
const SAN: u32 = 32;
const GATE: u32 = 64;
/// A wall's square: the flags stay below [`MAX_NUM`], as a walling move has no path nor steps.
const WALL: u32 = 128;

fn flag(set: bool, bit: u32) -> u32 {
    if set {
        bit
    } else {
        0
    }
}

/// Whether `uci` is the plain form: the names of `from` and `to`, then the promotion letter
/// (`0` for none).
fn is_plain_uci(uci: &[u8], from: Square, to: Square, promotion: u8) -> bool {
    let (from, to) = (from.name().as_bytes(), to.name().as_bytes());
    let Some(rest) = uci.strip_prefix(from).and_then(|r| r.strip_prefix(to)) else {
        return false;
    };
    match promotion {
        0 => rest.is_empty(),
        p => rest == [p],
    }
}

/// Every legal move of a position, as `moves(&pos.describe_legal_moves(with_san))` writes
/// them; chess-family moves without SAN are written as they are generated.
pub fn legal_moves(pos: &game::AnyPosition, with_san: bool) -> Vec<u8> {
    match pos {
        game::AnyPosition::Chess(p, _) if !with_san => chess_legal_moves(p),
        _ => moves(&pos.describe_legal_moves(with_san)),
    }
}

/// The moves, one after the other.
pub fn moves(list: &[MoveInfo]) -> Vec<u8> {
    let mut w = Writer::with_moves(list.len());
    for m in list {
        w.move_info(m);
    }
    w.finish()
}

/// The board of a position: its width and height, then a byte per square, rank by rank
/// from a1 (a1, b1, ..., a2, ...), the FEN letter of its piece, `-`, `*` for a square off
/// the board, or `#` for a wall.
pub fn board(pos: &game::AnyPosition, geometry: Geometry) -> Vec<u8> {
    let squares = usize::from(geometry.width) * usize::from(geometry.height);
    let mut out = Vec::with_capacity(2 + squares);
    out.push(num_byte(geometry.width.into()));
    out.push(num_byte(geometry.height.into()));
    for sq in geometry.squares() {
        let letter = if pos.is_hole(sq) {
            '*'
        } else if pos.is_wall(sq) {
            '#'
        } else {
            pos.letter_at(sq).unwrap_or('-')
        };
        out.push(letter_byte(Some(letter)));
    }
    out
}

/// A status.
pub fn status(s: &Status) -> Vec<u8> {
    let mut w = Writer::with_moves(1);
    w.letter(Some(s.turn.char()));
    w.num(s.check.into());
    w.squares(&s.checked_squares);
    let count = s.legal_move_count as u32;
    w.num(count / 128);
    w.num(count % 128);
    match s.outcome {
        Some(o) => {
            w.letter(Some('o'));
            w.letter(o.winner.map(|c| c.char()));
            w.text(o.reason.as_str());
        }
        None => w.letter(None),
    }
    match &s.reserve {
        Some(sides) => {
            w.letter(Some('r'));
            for side in sides {
                w.num(side.len() as u32);
                for &(letter, count) in side {
                    w.letter(Some(letter));
                    w.num(count.into());
                }
            }
        }
        None => w.letter(None),
    }
    w.square(s.pending_identification);
    match s.checks_left {
        Some([white, black]) => {
            w.letter(Some('c'));
            w.num(white.into());
            w.num(black.into());
        }
        None => w.letter(None),
    }
    w.finish()
}
