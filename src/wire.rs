//! The compact text the wasm layer hands JavaScript for moves and statuses, decoded by the
//! package's `lib/api.js` into `Move` objects and plain status objects. Building objects in JavaScript from this text
//! is about forty times faster than `JSON.parse` of the same moves, which made the JSON form
//! the main cost of a `legalMoves` call.
//!
//! The text is a sequence of fields, each one character or a counted run:
//! - a number `n` (a square, a count, a length) is the character `U+0030 + n` (`'0'` is 0);
//!   a square is its index `rank * 10 + file`, and [`NONE`] stands for "no square";
//! - a letter (a FEN piece letter, a colour, a step kind) is itself, `-` for none;
//! - a list is its length then its items; a text is its length then its characters.
//!
//! A move: from, to, piece, promotion, then a number whose bits say which of the optional
//! fields follow, in this order: 1 the captured squares (list), 2 the castle (the rook's
//! square and where it lands), 4 the path (list), 8 the steps (list of kind letter —
//! `p`lace, `d`efine, `i`dentify, `m`ove — piece, from, to), 16 the UCI (text; without it
//! the UCI is the plain form, the names of from and to then the promotion letter), 32 the
//! SAN (text; without it, the caller asked for the moves without SAN). A move list is the
//! moves one after the other.
//!
//! A status: turn, check (`0`/`1`), checked squares (list), legal move count (number),
//! outcome (`-` for none, else `o`, the winner `w`/`b`/`-` and the reason as a text), reserve (`-`
//! for none, else `r` and the eight counts, white's rooks/knights/bishops/queens then
//! black's), pending identification (square or [`NONE`]).
//!
//! ```
//! use fenboard::{engine, wire};
//! let moves = engine::legal_moves("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
//! let castle = moves.iter().find(|m| m.castle.is_some()).unwrap().clone();
//! let text = wire::moves(&[castle]);
//! // e1 (4), c1 (2), K, no promotion, castle + UCI + SAN (2 + 16 + 32 = 50, "b"), rook
//! // a1 (0) -> d1 (3), UCI "e1a1" (not the plain "e1c1"), SAN "O-O-O".
//! assert_eq!(text, "42K-b034e1a15O-O-O");
//! let push = engine::legal_moves("chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
//! let push = push.iter().find(|m| m.uci == "e2e4").unwrap().clone();
//! // e2 (14), e4 (34), P, no promotion, SAN only (32, "P"): the UCI is the plain form.
//! assert_eq!(wire::moves(&[push]), ">RP-P2e4");
//! ```

use crate::engine::{self, MoveInfo, Status};
use crate::geometry::Square;
use crate::moves::Move;
use crate::notation;
use crate::position::Position;

/// The number that stands for "no square".
pub const NONE: u32 = 127;

/// Writes the fields of the wire text.
pub struct Writer {
    out: String,
}

impl Writer {
    /// A writer with room for about `n` moves.
    pub fn with_moves(n: usize) -> Writer {
        Writer {
            out: String::with_capacity(n * 8 + 8),
        }
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    #[inline(always)]
    fn num(&mut self, n: u32) {
        // Every number written is far below the surrogates (U+D800).
        self.out
            .push(char::from_u32(0x30 + n).unwrap_or(char::REPLACEMENT_CHARACTER));
    }

    #[inline(always)]
    fn square(&mut self, sq: Option<Square>) {
        self.num(sq.map_or(NONE, |s| s.index() as u32));
    }

    fn squares(&mut self, list: &[Square]) {
        self.num(list.len() as u32);
        for &sq in list {
            self.square(Some(sq));
        }
    }

    #[inline(always)]
    fn letter(&mut self, c: Option<char>) {
        self.out.push(c.unwrap_or('-'));
    }

    fn text(&mut self, s: &str) {
        self.num(s.chars().count() as u32);
        self.out.push_str(s);
    }

    /// A text that `write` appends, written in place after its length (no string of its own).
    fn text_with(&mut self, write: impl FnOnce(&mut String)) {
        let at = self.out.len();
        self.out.push('0');
        write(&mut self.out);
        let n = self.out[at + 1..].chars().count() as u32;
        let length = char::from_u32(0x30 + n).unwrap_or(char::REPLACEMENT_CHARACTER);
        self.out
            .replace_range(at..at + 1, length.encode_utf8(&mut [0; 4]));
    }

    fn steps(&mut self, steps: &[engine::Step]) {
        self.num(steps.len() as u32);
        for s in steps {
            self.letter(s.kind.chars().next());
            self.letter(s.piece);
            self.square(s.from);
            self.square(Some(s.to));
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
            | flag(!m.san.is_empty(), SAN);
        self.square(Some(m.from));
        self.square(Some(m.to));
        self.letter(Some(m.piece));
        self.letter(m.promotion);
        self.num(flags);
        if flags & CAPTURED != 0 {
            self.squares(&m.captured);
        }
        if let Some((rook, rook_to)) = m.castle {
            self.square(Some(rook));
            self.square(Some(rook_to));
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
    }

    /// Appends the legal moves of a chess-family position without their SAN, as
    /// [`Writer::move_info`] writes their [`MoveInfo`] described without SAN, but with no
    /// allocation outside Bario (whose steps and UCI take the general path).
    pub fn chess_moves(&mut self, pos: &Position, moves: &[Move]) {
        if pos.rules().reserve.is_some() {
            for m in moves {
                self.move_info(&engine::chess_move_info(pos, m, moves, false));
            }
            return;
        }
        let color = pos.turn();
        for m in moves {
            self.square(Some(m.from));
            self.square(Some(m.to));
            self.letter(Some(crate::role::Piece::new(color, m.role).char()));
            self.letter(m.promotion.map(|r| r.char()));
            if let Some((rook, rook_to)) = engine::castle_squares(m) {
                // A castle's UCI is the royal piece's square then the rook's (`e1h1`).
                self.num(CASTLE | UCI);
                self.square(Some(rook));
                self.square(Some(rook_to));
                self.text_with(|out| notation::push_uci(pos, m, out));
            } else if let Some(sq) = m.captured_square() {
                self.num(CAPTURED);
                self.squares(&[sq]);
            } else {
                self.num(0);
            }
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
    let mut plain = String::with_capacity(8);
    from.push_name(&mut plain);
    to.push_name(&mut plain);
    if promotion != 0 {
        plain.push(char::from(promotion));
    }
    uci == plain.as_bytes()
}

/// The moves, one after the other.
pub fn moves(list: &[MoveInfo]) -> String {
    let mut w = Writer::with_moves(list.len());
    for m in list {
        w.move_info(m);
    }
    w.finish()
}

/// A status.
pub fn status(s: &Status) -> String {
    let mut w = Writer::with_moves(1);
    w.letter(Some(s.turn.char()));
    w.num(s.check.into());
    w.squares(&s.checked_squares);
    w.num(s.legal_move_count as u32);
    match s.outcome {
        Some(o) => {
            w.letter(Some('o'));
            w.letter(o.winner.map(|c| c.char()));
            w.text(o.reason);
        }
        None => w.letter(None),
    }
    match s.reserve {
        Some(reserve) => {
            w.letter(Some('r'));
            for n in reserve.iter().flatten() {
                w.num((*n).into());
            }
        }
        None => w.letter(None),
    }
    w.square(s.pending_identification);
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    /// The allocation-free writer says what the general one says, in every game's positions
    /// reached by a few random plies.
    #[test]
    fn chess_moves_written_directly_match_their_descriptions() {
        let mut rng = crate::random::Rng::new(7);
        for v in Variant::ALL {
            for _ in 0..40 {
                let mut pos = v.parse(&v.info().start_fen).unwrap();
                for _ in 0..rng.below(30) {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let uci = moves[rng.below(moves.len())].uci.clone();
                    pos.play(&uci).unwrap();
                }
                assert_eq!(
                    pos.write_legal_moves(false),
                    moves(&pos.describe_legal_moves(false)),
                    "{}",
                    pos.fen()
                );
            }
        }
    }
}
