//! The compact text the wasm layer hands JavaScript for moves and statuses, decoded by the
//! package's `lib/wire.js` into plain objects. Building objects in JavaScript from this text
//! is about forty times faster than `JSON.parse` of the same moves, which made the JSON form
//! the main cost of a `legalMoves` call.
//!
//! The text is a sequence of fields, each one character or a counted run:
//! - a number `n` (a square, a count, a length) is the character `U+0030 + n` (`'0'` is 0);
//!   a square is its index `rank * 10 + file`, and [`NONE`] stands for "no square";
//! - a letter (a FEN piece letter, a colour, a step kind) is itself, `-` for none;
//! - a list is its length then its items; a text is its length then its characters.
//!
//! A move: from, to, piece, promotion, captured squares (list), castle (list: none, or the
//! rook's square and where it lands), path (list), steps (list of kind letter — `p`lace,
//! `d`efine, `i`dentify, `m`ove — piece, from, to), UCI (text), SAN (text; empty when the
//! caller asked for the moves without it). A move list is the moves one after the other.
//!
//! A status: turn, check (`0`/`1`), checked squares (list), legal move count (number),
//! outcome (`-` for none, else `o`, the winner `w`/`b`/`-` and the reason as a text), reserve (`-`
//! for none, else `r` and the eight counts, white's rooks/knights/bishops/queens then
//! black's), pending identification (square or [`NONE`]).
//!
//! ```
//! use fenboard::{engine, wire};
//! let moves = engine::legal_moves("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
//! let castle = moves.iter().find(|m| m.castle.is_some()).unwrap();
//! let mut text = String::new();
//! wire::write_move(&mut text, castle);
//! // e1 (4), c1 (2), K, no promotion, no capture, castle a1 (0) -> d1 (3), no path,
//! // no steps, UCI "e1a1", SAN "O-O-O".
//! assert_eq!(text, "42K-0203004e1a15O-O-O");
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
            out: String::with_capacity(n * 20 + 8),
        }
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    fn num(&mut self, n: u32) {
        match u8::try_from(0x30 + n) {
            Ok(b) if b < 0x80 => self.out.push(char::from(b)),
            // Every value written here is far below the surrogate range.
            _ => self
                .out
                .push(char::from_u32(0x30 + n).unwrap_or('\u{ffff}')),
        }
    }

    fn square(&mut self, sq: Option<Square>) {
        self.num(sq.map_or(NONE, |s| s.index() as u32));
    }

    fn squares(&mut self, list: &[Square]) {
        self.num(list.len() as u32);
        for &sq in list {
            self.square(Some(sq));
        }
    }

    fn letter(&mut self, c: Option<char>) {
        self.out.push(c.unwrap_or('-'));
    }

    fn text(&mut self, s: &str) {
        self.num(s.chars().count() as u32);
        self.out.push_str(s);
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
        self.square(Some(m.from));
        self.square(Some(m.to));
        self.letter(Some(m.piece));
        self.letter(m.promotion);
        self.squares(&m.captured);
        match m.castle {
            Some((rook, rook_to)) => self.squares(&[rook, rook_to]),
            None => self.num(0),
        }
        self.squares(&m.path);
        self.steps(&m.steps);
        self.text(&m.uci);
        self.text(&m.san);
    }

    /// Appends a chess-family move without its SAN, as [`Writer::move_info`] writes the
    /// [`MoveInfo`] of the move described without SAN, but with no allocation (outside
    /// Bario's steps).
    pub fn chess_move(&mut self, pos: &Position, m: &Move) {
        self.square(Some(m.from));
        self.square(Some(m.to));
        self.letter(Some(crate::role::Piece::new(pos.turn(), m.role).char()));
        self.letter(m.promotion.map(|r| r.char()));
        match m.captured_square() {
            Some(sq) => self.squares(&[sq]),
            None => self.num(0),
        }
        match engine::castle_squares(m) {
            Some((rook, rook_to)) => self.squares(&[rook, rook_to]),
            None => self.num(0),
        }
        self.num(0);
        self.steps(&engine::chess_steps(pos, m));
        // The UCI's length goes before it: write a placeholder and set it once known
        // (UCI is ASCII and short, so the length is one ASCII character).
        let at = self.out.len();
        self.out.push('0');
        notation::push_uci(pos, m, &mut self.out);
        let len = (self.out.len() - at - 1) as u8;
        self.out
            .replace_range(at..at + 1, char::from(0x30 + len).encode_utf8(&mut [0; 4]));
        self.text("");
    }
}

/// Appends one move.
pub fn write_move(out: &mut String, m: &MoveInfo) {
    let mut w = Writer {
        out: std::mem::take(out),
    };
    w.move_info(m);
    *out = w.finish();
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
            w.out.push('o');
            w.letter(o.winner.map(|c| c.char()));
            w.text(o.reason);
        }
        None => w.out.push('-'),
    }
    match s.reserve {
        Some(reserve) => {
            w.out.push('r');
            for n in reserve.iter().flatten() {
                w.num((*n).into());
            }
        }
        None => w.out.push('-'),
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
