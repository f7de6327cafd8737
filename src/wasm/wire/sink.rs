//! The chess family's legal moves without SAN written as the move generator finds them:
//! the fields [`Writer::move_info`] writes of their descriptions, with no list of moves and
//! no allocation per move.

use super::{num_byte, Writer, CAPTURED, CASTLE, UCI};
use crate::core::bitboard::{SquareMap, WideBits};
use crate::core::geometry::Square;
use crate::core::movegen::{Promo, Sink};
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::{Piece, Role};
use crate::formats::notation;
use crate::game::{self, Playable};

/// The legal moves of a chess-family position without their SAN, as
/// `moves(&AnyPosition::describe_legal_moves(false))` writes them; written as the move
/// generator finds them, with no list and no allocation per move, except in Bario (whose
/// turns a hook lists, and whose steps and UCI take the general path).
pub fn chess_legal_moves(pos: &Position) -> Vec<u8> {
    let mut sink = WireSink {
        w: Writer::with_moves(40),
        pos,
    };
    if pos.generate_legal(&mut sink) {
        return sink.w.finish();
    }
    let legal = pos.legal_moves();
    let mut w = Writer::with_moves(legal.len());
    for m in &legal {
        w.move_info(&pos.describe(m, &legal, false));
    }
    w.finish()
}

/// Writes the moves the generator sends it.
struct WireSink<'a> {
    w: Writer,
    pos: &'a Position,
}

impl WireSink<'_> {
    /// The move of the piece whose letter is `piece` from `from` to `to`, with no other
    /// effect than capturing what stands there: [`Writer::move_info`]'s fields, written at
    /// once.
    #[inline(always)]
    fn normal(&mut self, from: Square, to: Square, piece: u8, promotion: Option<Role>) {
        let capture = self.pos.board.get(to).is_some();
        let promotion = promotion.map_or(b'-', |r| r.char() as u8);
        let (f, t) = (num_byte(from.index() as u32), num_byte(to.index() as u32));
        let out = &mut self.w.out;
        if capture {
            // The captured squares: one, `to`.
            out.extend_from_slice(&[f, t, piece, promotion, num_byte(CAPTURED), num_byte(1), t]);
        } else {
            out.extend_from_slice(&[f, t, piece, promotion, num_byte(0)]);
        }
    }
}

impl Sink for WireSink<'_> {
    fn piece(&mut self, pos: &Position, sq: &SquareMap, role: Role, from: u32, targets: u128) {
        let piece = Piece::new(pos.turn(), role).char() as u8;
        let from = sq.square(from);
        for to in WideBits::new(targets) {
            self.normal(from, sq.square(to), piece, None);
        }
    }
    fn pawns(&mut self, pos: &Position, sq: &SquareMap, promo: &Promo, delta: i32, targets: u128) {
        let piece = Piece::new(pos.turn(), Role::Pawn).char() as u8;
        for to in WideBits::new(targets) {
            let from = sq.square((to as i32 - delta) as u32);
            promo.each(to, |promotion| {
                self.normal(from, sq.square(to), piece, promotion)
            });
        }
    }
    fn single(&mut self, m: Move) {
        self.w.chess_move(self.pos, &m);
    }
}

/// The general path's fields of the moves the generator sends.
impl Writer {
    /// Appends a chess-family move (not Bario's) as [`Writer::move_info`] writes it described
    /// without SAN, with no allocation.
    fn chess_move(&mut self, pos: &Position, m: &Move) {
        self.square(Some(m.from));
        self.square(Some(m.to));
        self.letter(Some(Piece::new(pos.turn(), m.role).char()));
        self.letter(m.promotion.map(|r| r.char()));
        if let Some((rook, rook_to)) = game::castle_squares(m) {
            // A castle's UCI is the royal piece's square then the rook's (`e1h1`).
            self.num(CASTLE | UCI);
            self.square(Some(rook));
            self.square(Some(rook_to));
            let mut uci = std::mem::take(&mut self.scratch);
            uci.clear();
            notation::push_uci(pos, m, &mut uci);
            self.text(&uci);
            self.scratch = uci;
        } else {
            self.captured(m.captured_square());
        }
    }

    /// The flags of a move that is not a castle and has no UCI or SAN of its own, and the
    /// captured square if any.
    #[inline(always)]
    fn captured(&mut self, square: Option<Square>) {
        match square {
            Some(sq) => {
                self.num(CAPTURED);
                self.num(1);
                self.square(Some(sq));
            }
            None => self.num(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{legal_moves, moves};
    use crate::game::{self, Variant};

    /// The moves written as the generator finds them say what the general writer says of
    /// their descriptions: in every game's positions reached by a few random plies, and in
    /// positions with what random plies rarely reach (promotions with and without capture,
    /// en passant, castles on both wings and in Chess960, Grand's optional promotions on its
    /// far ranks, and checks).
    #[test]
    fn moves_written_as_generated_match_their_descriptions() {
        let same = |pos: &game::AnyPosition| {
            assert_eq!(
                legal_moves(pos, false),
                moves(&pos.describe_legal_moves(false)),
                "{}",
                pos.fen()
            );
        };
        let mut rng = crate::util::random::Rng::new(7);
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
                same(&pos);
            }
        }
        for (v, fen) in [
            (
                Variant::Chess,
                "r3k2r/1P4P1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            ),
            (
                Variant::Chess,
                "r3k2r/8/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1",
            ),
            (Variant::Chess, "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
            (Variant::Chess, "4k3/8/8/8/8/8/8/4K2r w - - 0 1"),
            (
                Variant::Grand,
                "r2n5r/2P1k5/1P8/10/10/10/10/10/4K5/R9 w 0 -",
            ),
            (
                Variant::Grand,
                "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R b 0 -",
            ),
        ] {
            same(&v.parse(fen).unwrap());
        }
    }
}
