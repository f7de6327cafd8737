//! The games, one file each. A chess-family game is a [`crate::rules::Rules`] table plus a
//! few hooks; Russian draughts brings its own move generator.

pub mod bario;
pub mod chess;
pub mod coregal;
pub mod grand;
pub mod russian;

use crate::fen;
use crate::random::Rng;
use crate::role::Role;
use crate::text;

/// How a start position is chosen (`randomness` of vchess).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Randomness {
    /// The standard array.
    Standard,
    /// A random array, the same for both sides (mirrored).
    Mirrored,
    /// A random array for each side independently.
    Independent,
}

impl Randomness {
    /// From the API's `0 | 1 | 2`.
    pub fn from_level(level: u32) -> Option<Randomness> {
        match level {
            0 => Some(Randomness::Standard),
            1 => Some(Randomness::Mirrored),
            2 => Some(Randomness::Independent),
            _ => None,
        }
    }
}

/// Puts `role` on a random free file of `rank` among those `allowed` accepts.
#[inline(never)] // one copy for every call (the random start positions are not hot)
pub(crate) fn place_random(
    rank: &mut [Option<Role>],
    rng: &mut Rng,
    role: Role,
    allowed: fn(usize) -> bool,
) -> usize {
    let free = |f: usize| rank[f].is_none() && allowed(f);
    let count = (0..rank.len()).filter(|&f| free(f)).count();
    let pick = rng.below(count);
    let f = (0..rank.len())
        .filter(|&f| free(f))
        .nth(pick)
        .expect("a free file");
    rank[f] = Some(role);
    f
}

/// Appends a back rank (no empty squares expected, but written correctly anyway) in FEN
/// letters of one colour.
pub(crate) fn push_rank(out: &mut String, rank: &[Option<Role>], white: bool) {
    let mut empty = 0;
    for r in rank {
        match r {
            None => empty += 1,
            Some(r) => {
                fen::push_empty_run(out, empty);
                empty = 0;
                text::push_char(out, if white { r.upper_char() } else { r.char() });
            }
        }
    }
    fen::push_empty_run(out, empty);
}

/// Two back ranks (white, black) from a generator of one, as `randomness` asks.
pub(crate) fn two_ranks<T: Clone>(
    randomness: Randomness,
    seed: u64,
    gen: impl Fn(&mut Rng) -> T,
) -> (T, T) {
    let mut rng = Rng::new(seed);
    let white = gen(&mut rng);
    let black = if randomness == Randomness::Independent {
        gen(&mut rng)
    } else {
        white.clone()
    };
    (white, black)
}
