//! The games, one file each. A chess-family game is a [`crate::core::rules::Rules`] table plus a
//! few hooks; Russian draughts brings its own move generator.

pub mod bario;
pub mod chess;
pub mod coregal;
#[cfg(feature = "define")]
pub mod defined;
pub mod grand;
pub mod russian;

use crate::core::role::Role;
use crate::formats::fen;
use crate::util::random::Rng;
use crate::util::text;

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

/// A back rank of eight files being drawn: each file's role, if any, and the free files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rank {
    roles: [Option<Role>; 8],
    /// A bit per free file (file `f` is bit `f`).
    free: u32,
}

/// The files of a rank where [`Rank::place_random`] may put a piece: a bit per file.
pub(crate) const ALL_FILES: u32 = 0xff;
/// The files a, c, e, g.
pub(crate) const EVEN_FILES: u32 = 0x55;
/// The files b, d, f, h.
pub(crate) const ODD_FILES: u32 = 0xaa;

impl Rank {
    /// The empty rank.
    pub const EMPTY: Rank = Rank {
        roles: [None; 8],
        free: ALL_FILES,
    };

    /// The role on each file.
    pub fn roles(&self) -> &[Option<Role>; 8] {
        &self.roles
    }

    /// Puts `role` on file `f` (`f < 8`).
    pub(crate) fn set(&mut self, f: usize, role: Role) {
        if let Some(r) = self.roles.get_mut(f) {
            *r = Some(role);
            self.free &= !(1 << f);
        }
    }

    /// Puts `role` on a random free file among `files` (a bit per file), chosen uniformly
    /// (the `rng.below(n)`-th of the `n` candidates, left to right).
    pub(crate) fn place_random(&mut self, rng: &mut Rng, role: Role, files: u32) {
        let mut free = self.free & files;
        for _ in 0..rng.below(free.count_ones() as usize) {
            free &= free - 1;
        }
        self.set(free.trailing_zeros() as usize, role);
    }

    /// Puts `role` on the leftmost free file.
    pub(crate) fn place_first(&mut self, role: Role) {
        self.set(self.free.trailing_zeros() as usize, role);
    }
}

/// Appends a back rank in FEN letters of one colour.
fn push_rank(out: &mut String, rank: &Rank, white: bool) {
    let mut empty = 0;
    for r in rank.roles {
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

/// A random start FEN of a game whose random starts shuffle only the back ranks:
/// `around[0]`, black's rank, `around[1]`, white's rank, `around[2]`. `fill` draws a rank
/// onto an empty one and returns what the game's FEN needs of it (Coregal's castling
/// files); with `randomness` mirrored both sides get the same rank. Returns the FEN and
/// what `fill` returned (white's, black's). One body for every game.
pub(crate) fn random_fen(
    randomness: Randomness,
    seed: u64,
    fill: fn(&mut Rng, &mut Rank) -> u32,
    around: [&str; 3],
) -> (String, [u32; 2]) {
    let mut rng = Rng::new(seed);
    let mut ranks = [Rank::EMPTY; 2];
    let mut flags = [fill(&mut rng, &mut ranks[0]); 2];
    ranks[1] = ranks[0];
    if randomness == Randomness::Independent {
        ranks[1] = Rank::EMPTY;
        flags[1] = fill(&mut rng, &mut ranks[1]);
    }
    let mut fen = String::new();
    text::push(&mut fen, around[0]);
    push_rank(&mut fen, &ranks[1], false);
    text::push(&mut fen, around[1]);
    push_rank(&mut fen, &ranks[0], true);
    text::push(&mut fen, around[2]);
    (fen, flags)
}
