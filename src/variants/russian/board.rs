//! The board as bitboards over the 32 dark squares, numbered `rank * 4 + file / 2`
//! (a1 = 0, c1 = 1, ..., h8 = 31): the diagonal shifts, the tables of neighbours, rays and
//! jumps built from them, and square names (algebraic or PDN numbers).

use crate::core::geometry::Square;

/// No square (off the board) in the neighbour table.
pub(super) const NONE: u8 = 32;

/// Moves every square of `b` one step in direction `d`, dropping those that would leave
/// the board.
///
/// Directions: 0 = up-right (+1,+1), 1 = up-left (-1,+1), 2 = down-right (+1,-1),
/// 3 = down-left (-1,-1). `d ^ 3` is the opposite direction, `d ^ 1` and `d ^ 2` are the
/// perpendicular ones. White men move in directions 0 and 1, black men in 2 and 3.
///
/// In the layout `rank * 4 + file / 2` a diagonal step is ±4 from the squares of
/// one rank parity and ±3 or ±5 from the other (minus the edge file), so each direction is
/// two masked shifts; the shifts drop the squares that would leave by the top or bottom.
#[inline(always)]
const fn shift(b: u32, d: usize) -> u32 {
    // Ranks 1, 3, 5, 7 (rank indices 0, 2, 4, 6), and the same without file a.
    const EVEN: u32 = 0x0F0F_0F0F;
    const EVEN_NOT_A: u32 = 0x0E0E_0E0E;
    // Ranks 2, 4, 6, 8, and the same without file h.
    const ODD: u32 = 0xF0F0_F0F0;
    const ODD_NOT_H: u32 = 0x7070_7070;
    match d {
        0 => ((b & EVEN) << 4) | ((b & ODD_NOT_H) << 5),
        1 => ((b & EVEN_NOT_A) << 3) | ((b & ODD) << 4),
        2 => ((b & EVEN) >> 4) | ((b & ODD_NOT_H) >> 3),
        _ => ((b & EVEN_NOT_A) >> 5) | ((b & ODD) >> 4),
    }
}

const fn idx_file(i: usize) -> i8 {
    let rank = i / 4;
    (2 * (i % 4) + (rank % 2)) as i8
}

const fn idx_rank(i: usize) -> i8 {
    (i / 4) as i8
}

const fn build_next() -> [[u8; 33]; 4] {
    let mut t = [[NONE; 33]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < 32 {
            let n = shift(1 << i, d);
            if n != 0 {
                t[d][i] = n.trailing_zeros() as u8;
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// `NEXT[d][i]`: the neighbour of dark square `i` in direction `d`, or [`NONE`]
/// (`NEXT[d][NONE] == NONE`).
pub(super) static NEXT: [[u8; 33]; 4] = build_next();

const fn build_rays() -> [[u32; 32]; 4] {
    let mut t = [[0u32; 32]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < 32 {
            let mut b = shift(1 << i, d);
            while b != 0 {
                t[d][i] |= b;
                b = shift(b, d);
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// `RAY[d][i]`: the squares from `i` (excluded) to the edge in direction `d`. Up the board
/// (`d < 2`) the squares' indices grow with the distance, down the board they shrink.
static RAY: [[u32; 32]; 4] = build_rays();

const fn build_jumps() -> [[(u32, u32); 4]; 32] {
    let mut t = [[(0u32, 0u32); 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut d = 0;
        while d < 4 {
            let over = shift(1 << i, d);
            let land = shift(over, d);
            if land != 0 {
                t[i][d] = (over, land);
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `JUMPS[i][d]`: a man's jump from `i` in direction `d`, as the bits of the square jumped
/// and of the landing square; `(0, 0)` where the landing square is off the board.
pub(super) static JUMPS: [[(u32, u32); 4]; 32] = build_jumps();

/// The squares a flying king on `sq` reaches in direction `d` before the first occupied
/// square, and that square ([`NONE`] when the ray is empty up to the edge).
#[inline(always)]
pub(super) fn ray_until(sq: u8, d: usize, occupied: u32) -> (u32, u8) {
    let ray = RAY[d][sq as usize];
    let hits = ray & occupied;
    if hits == 0 {
        return (ray, NONE);
    }
    let blocker = if d < 2 {
        hits.trailing_zeros()
    } else {
        31 - hits.leading_zeros()
    } as u8;
    (ray & !RAY[d][blocker as usize] & !bit(blocker), blocker)
}

/// For each direction `d`, the squares from which a man can jump in direction `d`: an
/// enemy piece (of `them`) next to it and an empty square behind that piece.
///
/// Two steps in one direction are one ±4 step and one ±3 or ±5 step, so the landing square
/// is always +9 (direction 0), +7 (1), -7 (2) or -9 (3) away: one plain shift, with a mask
/// for the file next to the edge (whose jump would leave the board; the edge file itself
/// has no neighbour in that direction).
#[inline(always)]
pub(super) const fn jumpers(them: u32, empty: u32) -> [u32; 4] {
    // Files g and b.
    const NOT_G: u32 = !0x0808_0808;
    const NOT_B: u32 = !0x1010_1010;
    [
        shift(them, 3) & (empty >> 9) & NOT_G,
        shift(them, 2) & (empty >> 7) & NOT_B,
        shift(them, 1) & (empty << 7) & NOT_G,
        shift(them, 0) & (empty << 9) & NOT_B,
    ]
}

/// For each direction `d`, the squares from which a jump in direction `d` lands on a
/// square of `land` (the shifts of [`jumpers`] reversed; the caller masks the squares that
/// cannot jump).
#[inline(always)]
pub(super) const fn jump_origins(land: u32) -> [u32; 4] {
    [land >> 9, land >> 7, land << 7, land << 9]
}

/// The empty squares the men of `men` step to, one bitboard per forward direction of
/// `color` (0 white: directions 0 and 1; 1 black: directions 2 and 3).
#[inline(always)]
pub(super) const fn man_steps(men: u32, empty: u32, color: usize) -> [u32; 2] {
    if color == 0 {
        [shift(men, 0) & empty, shift(men, 1) & empty]
    } else {
        [shift(men, 2) & empty, shift(men, 3) & empty]
    }
}

/// The promotion rank of each colour, as a mask.
pub(super) const PROMO: [u32; 2] = [0xF000_0000, 0x0000_000F];

#[inline]
pub(super) const fn bit(i: u8) -> u32 {
    1u32 << i
}

/// The dark-square index of a square, if it is a dark square of the 8x8 board.
pub(super) fn to_idx(sq: Square) -> Option<u8> {
    let (f, r) = (sq.file(), sq.rank());
    if f < 8 && r < 8 && (f + r) % 2 == 0 {
        Some(r * 4 + f / 2)
    } else {
        None
    }
}

pub(super) fn to_sq(i: u8) -> Square {
    Square::new(idx_file(i as usize) as u8, idx_rank(i as usize) as u8)
}

/// The square of a PDN number (1 = b8 ... 32 = g1).
pub(super) fn pdn_number_square(n: u32) -> Option<Square> {
    if !(1..=32).contains(&n) {
        return None;
    }
    let row = (n - 1) / 4;
    let col = (n - 1) % 4;
    let rank = 7 - row;
    let file = 2 * col + if row % 2 == 0 { 1 } else { 0 };
    Some(Square::new(file as u8, rank as u8))
}

/// Reads a square written `a1`..`h8` or as a PDN number `1`..`32`; `None` when it is
/// neither (light squares are returned: the caller decides).
pub(super) fn parse_board_square(s: &str) -> Option<Square> {
    let b = s.as_bytes();
    if b.is_empty() || b.len() > 3 {
        return None;
    }
    if b.iter().all(|c| c.is_ascii_digit()) {
        if b[0] == b'0' {
            return None;
        }
        return s.parse().ok().and_then(pdn_number_square);
    }
    let sq: Square = s.parse().ok()?;
    if sq.file() < 8 && sq.rank() < 8 {
        Some(sq)
    } else {
        None
    }
}
