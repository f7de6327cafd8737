//! What each kind of piece of a chess-family game is worth, in centipawns, from the game's
//! description alone: the same movement is worth the same in every game (Capablanca's
//! archbishop is Grand's cardinal), whatever its letter or name.
//!
//! - A royal kind is worth 0 (it is never traded), a pawn kind 100.
//! - A movement whose worth chess practice has settled is worth that: the knight 300, the
//!   bishop 325, the rook 500, the queen 900, the rook-knight compound (marshall, chancellor)
//!   875 and the bishop-knight compound (cardinal, archbishop) 800. These are matched by their
//!   lines, not by name: a definition's `RN` and `NR` are the same movement.
//! - Any other movement by a general rule, its reach: 50 plus 35 for each square it attacks on
//!   average from the squares of the game's empty board (a commoner, `K`, about 280 on 8x8; a
//!   ferz, `F`, about 160). The rule is near the settled values where both apply (a knight
//!   233, a rook 540 on 8x8), so that kinds of both sorts compare sensibly.
//! - A stand-in kind (Bario's undefined piece) is worth the average of the kinds of its
//!   side's reserve, weighted by how many of each the game starts with (Bario: 2 rooks,
//!   2 knights, 2 bishops and a queen, 450).
//!
//! ```
//! use fenboard::features::search::piece_values;
//! let grand = fenboard::Variant::builtin("grand").unwrap();
//! // p n b r q k m c
//! assert_eq!(piece_values(grand.rules().unwrap()), [100, 300, 325, 500, 900, 0, 875, 800]);
//! ```

use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::position::Rules;
use crate::core::role::{Line, Movement};
use crate::definition::betza;
use crate::formats::fen::{self, Validation};
use std::sync::Arc;

/// The movements whose worth is settled, in Betza's notation, with that worth.
const SETTLED: [(&str, i32); 6] = [
    ("N", 300),
    ("B", 325),
    ("R", 500),
    ("Q", 900),
    ("RN", 875),
    ("BN", 800),
];

/// The worth of each kind of the game, by role index.
pub fn piece_values(rules: &Arc<Rules>) -> Vec<i32> {
    let settled: Vec<(Movement, i32)> = SETTLED
        .iter()
        .filter_map(|&(text, v)| Some((betza::movement(text).ok()?, v)))
        .collect();
    let mut values: Vec<i32> = rules
        .pieces
        .iter()
        .map(|kind| {
            if kind.royal {
                0
            } else if kind.pawn {
                100
            } else if let Some(&(_, v)) = settled.iter().find(|(m, _)| same(m, &kind.movement)) {
                v
            } else {
                reach_value(&kind.movement, rules.geometry)
            }
        })
        .collect();
    if let Some(stand_in) = rules.stand_in {
        values[stand_in.index()] = reserve_average(rules, &values);
    }
    values
}

/// Whether two movements have the same lines, in whatever order.
fn same(a: &Movement, b: &Movement) -> bool {
    a.lines.len() == b.lines.len() && a.lines.iter().all(|l| b.lines.contains(l))
}

/// The general rule: 50 plus 35 per square attacked on average from the squares of an empty
/// board of this size (as White; a movement the same for both sides is meant).
fn reach_value(movement: &Movement, g: Geometry) -> i32 {
    let attacking: Vec<&Line> = movement
        .lines
        .iter()
        .filter(|l| l.mode.captures())
        .collect();
    let mut total = 0;
    for from in g.squares() {
        for l in &attacking {
            let (df, dr) = l.vector_for(Color::White);
            let mut steps = 0;
            let mut at = from;
            while let Some(next) = g.offset(at, df, dr) {
                total += 1;
                steps += 1;
                if steps == l.range {
                    break;
                }
                at = next;
            }
        }
    }
    50 + 35 * total / g.size().max(1) as i32
}

/// The average worth of the kinds a reserve holds, weighted by the counts the game starts
/// with (each kind once if the start holds none).
fn reserve_average(rules: &Arc<Rules>, values: &[i32]) -> i32 {
    let start = fen::parse_styled(rules, &rules.start_fen, Validation::None).ok();
    let count = |r| {
        start
            .as_ref()
            .map_or(0, |(p, _)| i32::from(p.reserves().count(Color::White, r)))
    };
    let mut weighted: Vec<(i32, i32)> = rules
        .reserve
        .iter()
        .map(|&r| (values[r.index()], count(r)))
        .collect();
    if weighted.iter().all(|&(_, n)| n == 0) {
        weighted.iter_mut().for_each(|w| w.1 = 1);
    }
    let total: i32 = weighted.iter().map(|&(_, n)| n).sum();
    let sum: i32 = weighted.iter().map(|&(v, n)| v * n).sum();
    if total == 0 {
        0
    } else {
        sum / total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    #[test]
    fn built_in_values_are_kept() {
        let values = |id: &str| piece_values(Variant::builtin(id).unwrap().rules().unwrap());
        // p n b r q k
        assert_eq!(values("chess"), [100, 300, 325, 500, 900, 0]);
        // Coregal's queen is royal.
        assert_eq!(values("coregal"), [100, 300, 325, 500, 0, 0]);
        // p n b r q k u
        assert_eq!(values("bario"), [100, 300, 325, 500, 900, 0, 450]);
    }

    #[test]
    fn the_same_movement_is_worth_the_same_in_every_game() {
        let capablanca =
            Variant::from_json(include_str!("../../../variants/capablanca.json")).unwrap();
        // k q a c r b n p
        assert_eq!(
            piece_values(capablanca.rules().unwrap()),
            [0, 900, 800, 875, 500, 325, 300, 100]
        );
        let knightmate =
            Variant::from_json(include_str!("../../../variants/knightmate.json")).unwrap();
        let v = piece_values(knightmate.rules().unwrap());
        // k (royal knight) m (commoner: K, by the general rule) q r b p
        assert_eq!((v[0], v[2], v[3]), (0, 900, 500));
        assert!((250..320).contains(&v[1]), "commoner {}", v[1]);
    }
}
