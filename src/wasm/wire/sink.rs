//! The chess family's legal moves without SAN written as the move generator finds them:
//! the fields [`Writer::move_info`] writes of their descriptions, with no list of moves and
//! no allocation per move.

use super::{is_plain_uci, num_byte, Writer, CAPTURED, CASTLE, UCI};
use crate::core::bitboard::{SquareMap, WideBits};
use crate::core::geometry::Square;
use crate::core::movegen::{Promo, Sink};
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::{Piece, Role};
use crate::formats::notation;
use crate::game::Playable;

/// The legal moves of a chess-family position without their SAN, as
/// `moves(&AnyPosition::describe_legal_moves(false))` writes them; written as the move
/// generator finds them, with no list and no allocation per move, except in a game whose
/// moves a hook lists or filters (Bario, whose turns have steps), which takes the general
/// path.
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
    /// The move of the piece whose letter is `piece` from `from` to bit `to` (square
    /// `to_sq`), with no other effect than capturing what stands there: [`Writer::move_info`]'s
    /// fields, written at once.
    #[inline(always)]
    fn normal(&mut self, from: Square, to: u32, to_sq: Square, piece: u8, promotion: u8) {
        let capture = self.pos.board.role_at(to).is_some();
        let (f, t) = (
            num_byte(from.index() as u32),
            num_byte(to_sq.index() as u32),
        );
        let out = &mut self.w.out;
        if capture {
            // The captured squares: one, `to`.
            out.extend_from_slice(&[f, t, piece, promotion, num_byte(CAPTURED), num_byte(1), t]);
        } else {
            out.extend_from_slice(&[f, t, piece, promotion, num_byte(0)]);
        }
    }

    /// The FEN letter of the mover's piece of `role`, as a byte (every letter is ASCII).
    fn piece(&self, role: Role) -> u8 {
        self.pos.letter(Piece::new(self.pos.turn(), role)) as u8
    }
}

impl Sink for WireSink<'_> {
    fn piece(&mut self, _: &Position, sq: &SquareMap, role: Role, from: u32, targets: u128) {
        let piece = WireSink::piece(self, role);
        let from = sq.square(from);
        for to in WideBits::new(targets) {
            self.normal(from, to, sq.square(to), piece, b'-');
        }
    }
    fn pawns(
        &mut self,
        _: &Position,
        sq: &SquareMap,
        promo: &Promo,
        role: Role,
        delta: i32,
        targets: u128,
        _: bool,
    ) {
        let piece = WireSink::piece(self, role);
        for to in WideBits::new(targets) {
            let from = sq.square((to as i32 - delta) as u32);
            promo.each(to, |promotion| {
                let letter = promotion.map_or(b'-', |r| self.pos.rules().letter(r) as u8);
                self.normal(from, to, sq.square(to), piece, letter)
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
        self.letter(Some(pos.letter(Piece::new(pos.turn(), m.role))));
        self.letter(m.promotion.map(|r| pos.rules().letter(r)));
        if let Some((rook, rook_to)) = m.castle_squares() {
            let mut uci = std::mem::take(&mut self.scratch);
            uci.clear();
            notation::push_uci(pos, m, &mut uci);
            // A castle's UCI is the royal piece's move (`e1g1`), unless its start or its
            // movement make it the royal piece's square then the rook's (`e1h1`).
            let plain = is_plain_uci(uci.as_bytes(), m.from, m.to, 0);
            self.num(if plain { CASTLE } else { CASTLE | UCI });
            self.square(Some(rook));
            self.square(Some(rook_to));
            if !plain {
                self.text(&uci);
            }
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
        for id in Variant::BUILT_IN {
            let v = Variant::builtin(id).unwrap();
            for _ in 0..40 {
                let mut pos = v.start_position();
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
        let capablanca = include_str!("../../../variants/capablanca.json");
        for (v, fen) in [
            ("chess", "r3k2r/1P4P1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"),
            ("chess", "r3k2r/8/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1"),
            ("chess", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
            ("chess", "4k3/8/8/8/8/8/8/4K2r w - - 0 1"),
            ("coregal", "r2qk2r/8/8/8/8/8/8/R2QK2R w 0 adehadeh -"),
            ("grand", "r2n5r/2P1k5/1P8/10/10/10/10/10/4K5/R9 w 0 -"),
            (
                "grand",
                "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R b 0 -",
            ),
            (capablanca, "r3k4r/1P8/10/10/10/10/8p1/R3K4R w KQkq - 0 1"),
        ] {
            let v = match v.starts_with('{') {
                true => Variant::from_json(v).unwrap(),
                false => Variant::builtin(v).unwrap(),
            };
            same(&v.parse(fen).unwrap());
        }
    }
}
