//! The chess family's legal moves without SAN written straight from the engine's moves: the
//! fields [`Writer::move_info`] writes of their descriptions, with no description (and no
//! allocation) per move.

use super::{is_plain_uci, Writer, CAPTURED, CASTLE, UCI};
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::Piece;
use crate::formats::notation;
use crate::game::Playable;

/// The legal moves of a chess-family position without their SAN, as
/// `moves(&AnyPosition::describe_legal_moves(false))` writes them; written from the list of
/// moves with no description (no allocation per move), except in a game whose moves a hook
/// writes (Bario, whose turns have steps), which takes the general path.
pub fn chess_legal_moves(pos: &Position) -> Vec<u8> {
    let legal = pos.legal_moves();
    let mut w = Writer::with_moves(legal.len());
    if pos.rules().hooks.write_move.is_none() {
        for m in &legal {
            w.chess_move(pos, m);
        }
    } else {
        for m in &legal {
            w.move_info(&pos.describe(m, &legal, false));
        }
    }
    w.finish()
}

/// The fields of the engine's moves.
impl Writer {
    /// Appends a chess-family move (not Bario's) as [`Writer::move_info`] writes it described
    /// without SAN, with no allocation.
    fn chess_move(&mut self, pos: &Position, m: &Move) {
        if m.gate.is_some() || m.is_drop() {
            // Seirawan's first-rank moves, and drops (`P@e4`, `+P@c3`, whose steps say the
            // piece of the hand): the general writer, whose UCI is not plain.
            self.move_info(&pos.describe(m, &[*m], false));
            return;
        }
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
        } else if m.promotion.is_some() && pos.rules().turns_into(m.role) == m.promotion {
            // A promotion into the piece's promoted form, or its turning back: its UCI is
            // written (`b2h8+`, `c3c4-`).
            let sq = m.captured_square();
            self.num(if sq.is_some() { CAPTURED | UCI } else { UCI });
            if sq.is_some() {
                self.num(1);
                self.square(sq);
            }
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

    /// The moves written from the engine's moves say what the general writer says of
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
        let kyoto = include_str!("../../../variants/kyotoshogi.json");
        let seirawan = include_str!("../../../variants/seirawan.json");
        for (v, fen) in [
            ("chess", "r3k2r/1P4P1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"),
            ("chess", "r3k2r/8/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1"),
            ("chess", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
            ("chess", "4k3/8/8/8/8/8/8/4K2r w - - 0 1"),
            ("coregal", "r2qk2r/3p4/8/8/8/8/3P4/R2QK2R w 0 adehadeh -"),
            ("grand", "r2n5r/2P1k5/1P8/10/10/10/10/10/4K5/R9 w 0 -"),
            (
                "grand",
                "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R b 0 -",
            ),
            (capablanca, "r3k4r/1P8/10/10/10/10/8p1/R3K4R w KQkq - 0 1"),
            // Drops, as either form, and pieces that turn over and back.
            (kyoto, "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1"),
            (kyoto, "2k2/5/5/5/2K2[Pp] w - - 3 10"),
            (
                seirawan,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
            ),
        ] {
            let v = match v.starts_with('{') {
                true => Variant::from_json(v).unwrap(),
                false => Variant::builtin(v).unwrap(),
            };
            same(&v.parse(fen).unwrap());
        }
    }
}
