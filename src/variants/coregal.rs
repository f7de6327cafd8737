//! Coregal: the king and every queen are royal; king or queen may castle with either rook.
//! Rules: vchess (`shared/rules/vchess-variants.md` §3) with the orthodox castling
//! conditions the rules text states.
//!
//! ```
//! use fenboard::variants::coregal;
//! assert_eq!(coregal::start().legal_moves().len(), 20);
//! ```

use super::{random_fen, Randomness, Rank, ALL_FILES, EVEN_FILES, ODD_FILES};
use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::position::Rules;
use crate::core::position::{Position, PositionError};
use crate::core::role::Role::*;
use crate::core::rules::{CastleTable, FenDialect, Hooks, Promotion};
use crate::util::random::Rng;
use crate::util::text;

/// The standard start position (vchess FEN, flags `adehadeh`).
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 adehadeh -";

/// Castling landings (§3.4): the left royal goes to b (rook c) or f (rook e); the right
/// royal to c (rook d) or g (rook f).
pub const CASTLING: CastleTable =
    CastleTable::new(&[King, Queen], [[(1, 2), (5, 4)], [(2, 3), (6, 5)]]);

/// Coregal.
pub static RULES: Rules = Rules {
    id: "coregal",
    name: "Coregal",
    start_fen: START_FEN,
    geometry: Geometry::CHESS,
    roles: &[Pawn, Knight, Bishop, Rook, Queen, King],
    royals: &[King, Queen],
    castling: Some(CASTLING),
    pawn_double_rank: 1,
    promotion: Promotion::ORTHODOX,
    initial_counts: &[],
    fen: FenDialect::Vchess,
    insufficient_material: false,
    fifty_moves: false,
    reserve: None,
    stand_in: None,
    hooks: Hooks {
        validate,
        ..Hooks::SHARED
    },
};

fn validate(pos: &Position) -> Result<(), PositionError> {
    pos.validate_one_king_each()?;
    for color in Color::ALL {
        if pos.board().count(color, Queen) == 0 {
            return Err(PositionError::MissingRoyal { color, role: Queen });
        }
    }
    Ok(())
}

/// The start position.
pub fn start() -> Position {
    crate::formats::fen::start(&RULES)
}

/// A random back rank as vchess draws it (§3.5), on an empty rank. Returns its castling
/// files `[left rook][left royal][right royal][right rook]`, a bit per file.
pub fn random_rank(rng: &mut Rng, rank: &mut Rank) -> u32 {
    // King and queen on two distinct files among b..g.
    let kf = rng.below(6) + 1;
    let mut qf = rng.below(5) + 1;
    if qf >= kf {
        qf += 1;
    }
    let (lo, hi) = (kf.min(qf), kf.max(qf));
    let mut left_rook = rng.below(lo);
    let mut right_rook = hi + 1 + rng.below(7 - hi);
    let (mut kf, mut qf) = (kf, qf);
    // If all four stand on one colour, shift one of them by a file.
    let same =
        |a: usize, b: usize, c: usize, d: usize| a % 2 == b % 2 && b % 2 == c % 2 && c % 2 == d % 2;
    if same(left_rook, kf, qf, right_rook) {
        match rng.below(4) {
            0 => left_rook = if left_rook == 0 { 1 } else { left_rook - 1 },
            1 => {
                let d = if rng.below(2) == 0 { 1 } else { usize::MAX };
                kf = kf.wrapping_add(d);
            }
            2 => {
                let d = if rng.below(2) == 0 { 1 } else { usize::MAX };
                qf = qf.wrapping_add(d);
            }
            _ => right_rook = if right_rook == 7 { 6 } else { right_rook + 1 },
        }
    }
    // The shift can make two pieces meet or break the order: redraw in that (rare) case.
    let ordered = left_rook < kf.min(qf) && kf.max(qf) < right_rook && kf != qf && kf < 8 && qf < 8;
    if !ordered || same(left_rook, kf, qf, right_rook) {
        return random_rank(rng, rank);
    }
    rank.set(kf, King);
    rank.set(qf, Queen);
    rank.set(left_rook, Rook);
    rank.set(right_rook, Rook);
    let castling = !rank.free & ALL_FILES;
    rank.place_random(rng, Bishop, EVEN_FILES);
    rank.place_random(rng, Bishop, ODD_FILES);
    rank.place_random(rng, Knight, ALL_FILES);
    rank.place_random(rng, Knight, ALL_FILES);
    castling
}

/// A start FEN: the standard one or a random one as vchess draws them.
pub fn start_fen(randomness: Randomness, seed: u64) -> String {
    if randomness == Randomness::Standard {
        return text::owned(START_FEN);
    }
    let around = ["", "/pppppppp/8/8/8/8/PPPPPPPP/", " w 0 "];
    let (mut fen, castling) = random_fen(randomness, seed, random_rank, around);
    // Each side's castling files (white's first), left to right.
    for mut files in castling {
        while files != 0 {
            text::push_char(&mut fen, char::from(b'a' + files.trailing_zeros() as u8));
            files &= files - 1;
        }
    }
    text::push(&mut fen, " -");
    fen
}
