//! Bitboards for the chess family: one generic [`Bits`] type per board size (`u64` for 8x8
//! with bit `rank * 8 + file`, `u128` for 10x10 with bit `rank * 10 + file`, the square's own
//! index), and the attack tables each size needs, built once from the movement data of
//! [`crate::core::role`] (leap masks per role, rays per direction, squares between two squares).
//!
//! ```
//! use fenboard::core::bitboard::Bits;
//! use fenboard::core::geometry::Square;
//! use fenboard::core::role::Role;
//! let t = <u64 as Bits>::tables();
//! let g1 = <u64 as Bits>::index(Square::new(6, 0));
//! assert_eq!(t.leap(Role::Knight, g1).count_ones(), 3);
//! ```

use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Role, ALL_DIRECTIONS, DIAGONAL, ORTHOGONAL};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};
use std::sync::OnceLock;

/// Number of roles (the length of [`Role::ALL`]).
pub const ROLES: usize = Role::ALL.len();

/// A set of squares of one board size.
pub trait Bits:
    Copy
    + Eq
    + Default
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Send
    + Sync
    + 'static
{
    /// The board this type covers.
    const GEOMETRY: Geometry;
    /// Number of bit indices used (`width * height`).
    const N: usize;
    /// No square.
    const ZERO: Self;
    /// Every square of the board.
    const FULL: Self;
    /// Whether the rides stay out of line for this type (the 10x10 board, whose generator is
    /// far faster than needed): less code, where the 8x8 generator inlines them for speed.
    const COMPACT: bool;
    /// Truncates a `u128` bitboard in this size's layout.
    fn from_u128(x: u128) -> Self;
    /// The set as a `u128`.
    fn wide(self) -> u128;
    /// The set of one bit.
    fn one(i: u32) -> Self;
    /// Lowest set bit (the set must not be empty).
    fn lsb(self) -> u32;
    /// Highest set bit (the set must not be empty).
    fn msb(self) -> u32;
    /// The set without its lowest bit.
    fn clear_lsb(self) -> Self;
    /// Number of squares.
    fn count(self) -> u32;
    /// The bit index of a square (which must be on the board).
    #[inline]
    fn index(sq: Square) -> u32 {
        sq.rank() as u32 * Self::GEOMETRY.width as u32 + sq.file() as u32
    }
    /// The square of a bit index.
    #[inline]
    fn square(i: u32) -> Square {
        let w = Self::GEOMETRY.width as u32;
        Square::new((i % w) as u8, (i / w) as u8)
    }
    /// The attack tables of this board size (built on first use).
    fn tables() -> &'static Tables<Self>;
    /// Whether the set is not empty.
    #[inline]
    fn any(self) -> bool {
        self != Self::ZERO
    }
    /// Whether the set holds bit `i`.
    #[inline]
    fn has(self, i: u32) -> bool {
        (self & Self::one(i)).any()
    }
    /// Whether the set has more than one square.
    #[inline]
    fn several(self) -> bool {
        self.clear_lsb().any()
    }
    /// The bit indices, lowest first.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

/// The bit indices of a set, lowest first.
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0.any() {
            let i = self.0.lsb();
            self.0 = self.0.clear_lsb();
            Some(i)
        } else {
            None
        }
    }
}

/// The operations every unsigned integer type provides the same way.
macro_rules! integer_bits {
    ($t:ty) => {
        #[inline]
        fn from_u128(x: u128) -> $t {
            x as $t
        }
        #[inline]
        fn wide(self) -> u128 {
            self as u128
        }
        #[inline]
        fn lsb(self) -> u32 {
            self.trailing_zeros()
        }
        #[inline]
        fn msb(self) -> u32 {
            <$t>::BITS - 1 - self.leading_zeros()
        }
        #[inline]
        fn clear_lsb(self) -> $t {
            self & self.wrapping_sub(1)
        }
        #[inline]
        fn count(self) -> u32 {
            self.count_ones()
        }
    };
}

impl Bits for u64 {
    const GEOMETRY: Geometry = Geometry::CHESS;
    const N: usize = 64;
    const ZERO: u64 = 0;
    const FULL: u64 = !0;
    const COMPACT: bool = false;
    integer_bits!(u64);
    #[inline]
    fn one(i: u32) -> u64 {
        1 << i
    }
    #[inline]
    fn index(sq: Square) -> u32 {
        SQ_TO_BIT8[sq.index()] as u32
    }
    #[inline]
    fn square(i: u32) -> Square {
        Square::new((i & 7) as u8, (i >> 3) as u8)
    }
    #[inline]
    fn tables() -> &'static Tables<u64> {
        static T: OnceLock<Tables<u64>> = OnceLock::new();
        match T.get() {
            Some(t) => t,
            None => init(&T, || Tables::build(Self::GEOMETRY).narrow()),
        }
    }
}

impl Bits for u128 {
    const GEOMETRY: Geometry = Geometry::GRAND;
    const N: usize = 100;
    const ZERO: u128 = 0;
    const FULL: u128 = (1 << 100) - 1;
    const COMPACT: bool = true;
    integer_bits!(u128);
    /// By [`bit`], in two halves.
    #[inline]
    fn one(i: u32) -> u128 {
        bit(i)
    }
    #[inline]
    fn index(sq: Square) -> u32 {
        sq.index() as u32
    }
    #[inline]
    fn square(i: u32) -> Square {
        Square::from_index(i as usize).expect("bit index below 100")
    }
    #[inline]
    fn tables() -> &'static Tables<u128> {
        static T: OnceLock<Tables<u128>> = OnceLock::new();
        match T.get() {
            Some(t) => t,
            None => init(&T, || Tables::build(Self::GEOMETRY)),
        }
    }
}

/// Builds the tables of a [`Bits::tables`] on first use: out of line, so that each use of the
/// tables inlines only the check that they exist.
#[cold]
#[inline(never)]
fn init<B: Bits>(
    cell: &'static OnceLock<Tables<B>>,
    build: impl FnOnce() -> Tables<B>,
) -> &'static Tables<B> {
    cell.get_or_init(build)
}

/// Square index (`rank * 10 + file`) to 8x8 bit index (`rank * 8 + file`), 0 off the board.
const SQ_TO_BIT8: [u8; 100] = {
    let mut t = [0u8; 100];
    let mut i = 0;
    while i < 100 {
        let (f, r) = (i % 10, i / 10);
        if f < 8 && r < 8 {
            t[i] = (r * 8 + f) as u8;
        }
        i += 1;
    }
    t
};

/// The bit of a square in a board's bitboard layout (`rank * width + file`), as a `u128`.
#[inline]
pub fn bit_of(geometry: Geometry, sq: Square) -> u128 {
    bit(sq.rank() as u32 * geometry.width as u32 + sq.file() as u32)
}

/// The set of bit `n` (below 128), as a `u128`.
#[inline]
pub fn bit(n: u32) -> u128 {
    // Two 64-bit halves: a variable u128 shift is a library call in wasm.
    let low = if n < 64 { 1u64 << n } else { 0 };
    let high = if n >= 64 { 1u64 << (n - 64) } else { 0 };
    (high as u128) << 64 | low as u128
}

/// `x` shifted up by `n` bits, `n < 128`, in 64-bit halves (a variable `u128` shift is a
/// library call in wasm).
#[inline]
pub fn shl(x: u128, n: u32) -> u128 {
    let (low, high) = (x as u64, (x >> 64) as u64);
    if n < 64 {
        // `low >> 1 >> (63 - n)`: `low >> (64 - n)`, and nothing for `n = 0`.
        ((high << n | low >> 1 >> (63 - n)) as u128) << 64 | (low << n) as u128
    } else {
        ((low << (n - 64)) as u128) << 64
    }
}

/// `x` shifted down by `n` bits, `n < 128`, in 64-bit halves (see [`shl`]).
#[inline]
pub fn shr(x: u128, n: u32) -> u128 {
    let (low, high) = (x as u64, (x >> 64) as u64);
    if n < 64 {
        ((high >> n) as u128) << 64 | (low >> n | high << 1 << (63 - n)) as u128
    } else {
        (high >> (n - 64)) as u128
    }
}

/// The square of each bit index of a board size's layout (a1 past the last square): for
/// the code that takes the sets of every size as `u128`.
#[derive(PartialEq, Debug)]
pub struct SquareMap([Square; 128]);

impl SquareMap {
    /// The map of a board of geometry `g`.
    fn new(g: Geometry) -> SquareMap {
        let mut map = [Square::new(0, 0); 128];
        for (to, sq) in map.iter_mut().zip(g.squares()) {
            *to = sq;
        }
        SquareMap(map)
    }
    /// The square of bit `i` (below the number of squares).
    #[inline]
    pub fn square(&self, i: u32) -> Square {
        self.0[i as usize & 127]
    }
}

/// The bit indices of a `u128` set, lowest first, taken by 64-bit halves: for the code that
/// takes the sets of every board size as `u128` (an 8x8 board's sets have no high half).
pub struct WideBits {
    low: u64,
    high: u64,
}

impl WideBits {
    /// The bit indices of `set`.
    #[inline]
    pub fn new(set: u128) -> WideBits {
        WideBits {
            low: set as u64,
            high: (set >> 64) as u64,
        }
    }
}

impl Iterator for WideBits {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.low != 0 {
            let i = self.low.trailing_zeros();
            self.low &= self.low - 1;
            Some(i)
        } else if self.high != 0 {
            let i = self.high.trailing_zeros();
            self.high &= self.high - 1;
            Some(64 + i)
        } else {
            None
        }
    }
}

/// Attack tables of one board size.
pub struct Tables<B> {
    /// The square of each bit index.
    pub squares: SquareMap,
    /// `ray[d][sq]`: squares from `sq` (excluded) to the edge in direction `ALL_DIRECTIONS[d]`.
    ray: [Box<[B]>; 8],
    /// `leap[role][sq]`: where the role's leaps go from `sq`.
    leap: [Box<[B]>; ROLES],
    /// `pawn[color][sq]`: the squares a pawn of `color` on `sq` attacks.
    pawn: [Box<[B]>; 2],
    /// Squares strictly between two squares on a line, else empty (`n * n`).
    between: Box<[B]>,
    /// The whole line through two squares on a line (both included), else empty.
    line: Box<[B]>,
    /// Empty-board orthogonal and diagonal ride targets from each square.
    orth_empty: Box<[B]>,
    diag_empty: Box<[B]>,
    /// Bit masks of files, lowest file first (for pawn captures that would wrap).
    pub file_a: B,
    /// The last file.
    pub file_last: B,
    /// Rank masks, rank 0 (the first) first.
    ranks: Box<[B]>,
    /// `zones[color][zone]`: the last rank, the other promotion ranks, and the ranks from
    /// which a pawn may step or capture into the zone, for a zone of `zone` ranks.
    zones: [Box<[(B, B, B)]>; 2],
}

/// Whether a direction of `ALL_DIRECTIONS` goes up the bit indices.
#[inline]
const fn ascending(d: usize) -> bool {
    let (df, dr) = ALL_DIRECTIONS[d];
    dr > 0 || (dr == 0 && df > 0)
}

// ----- How the roles of role.rs move, classified at compile time -----

const fn contains(set: &[(i8, i8)], v: (i8, i8)) -> bool {
    let mut i = 0;
    while i < set.len() {
        if set[i].0 == v.0 && set[i].1 == v.1 {
            return true;
        }
        i += 1;
    }
    false
}

/// How many vectors of `part` lie in `set`.
const fn count_in(part: &[(i8, i8)], set: &[(i8, i8)]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < part.len() {
        if contains(set, part[i]) {
            n += 1;
        }
        i += 1;
    }
    n
}

const fn same_set(a: &[(i8, i8)], b: &[(i8, i8)]) -> bool {
    a.len() == b.len() && count_in(a, b) == a.len()
}

/// Roles (bit `role as usize`) riding along every direction of `dirs`, after checking that
/// every role rides whole groups of directions (all orthogonal and/or all diagonal).
const fn riders(dirs: &[(i8, i8)]) -> u16 {
    let mut mask = 0;
    let mut r = 0;
    while r < ROLES {
        let rides = Role::ALL[r].movement().rides;
        let (o, d) = (count_in(ORTHOGONAL, rides), count_in(DIAGONAL, rides));
        assert!((o == 0 || o == 4) && (d == 0 || d == 4) && rides.len() == o + d);
        if count_in(dirs, rides) == dirs.len() {
            mask |= 1 << r;
        }
        r += 1;
    }
    mask
}

/// Roles riding orthogonally (rook, queen, marshall), as bits `role as usize`.
pub const ORTH_RIDERS: u16 = riders(ORTHOGONAL);
/// Roles riding diagonally (bishop, queen, cardinal).
pub const DIAG_RIDERS: u16 = riders(DIAGONAL);

/// For each role, the first role with the same (non-empty, symmetric) leaps, or `ROLES`.
const LEAP_LEADER: [usize; ROLES] = {
    let mut t = [ROLES; ROLES];
    let mut r = 0;
    while r < ROLES {
        let leaps = Role::ALL[r].movement().leaps;
        let mut i = 0;
        while i < leaps.len() {
            assert!(
                contains(leaps, (-leaps[i].0, -leaps[i].1)),
                "leaps must be symmetric"
            );
            i += 1;
        }
        if !leaps.is_empty() {
            let mut first = 0;
            while !same_set(Role::ALL[first].movement().leaps, leaps) {
                first += 1;
            }
            t[r] = first;
        }
        r += 1;
    }
    t
};

/// Number of groups of roles with the same leaps.
pub const LEAP_GROUPS: usize = {
    let mut n = 0;
    let mut r = 0;
    while r < ROLES {
        if LEAP_LEADER[r] == r {
            n += 1;
        }
        r += 1;
    }
    n
};

/// The groups of roles with the same leaps: the group's first role, and its roles as bits.
pub const LEAP_GROUP: [(Role, u16); LEAP_GROUPS] = {
    let mut t = [(Role::Pawn, 0u16); LEAP_GROUPS];
    let mut n = 0;
    let mut r = 0;
    while r < ROLES {
        if LEAP_LEADER[r] == r {
            let mut roles = 0u16;
            let mut q = 0;
            while q < ROLES {
                if LEAP_LEADER[q] == r {
                    roles |= 1 << q;
                }
                q += 1;
            }
            t[n] = (Role::ALL[r], roles);
            n += 1;
        }
        r += 1;
    }
    t
};

impl Tables<u128> {
    /// The tables of a board of geometry `g` in its layout (bit `rank * width + file`), in
    /// `u128` sets whatever the size: the code exists once, then [`Tables::narrow`] gives
    /// each [`Bits`] type its own.
    ///
    /// Loops over the squares in the order of the layout (index `rank * width + file`).
    fn build(g: Geometry) -> Tables<u128> {
        let n = g.width as usize * g.height as usize;
        let mut ray: [Box<[u128]>; 8] = Default::default();
        for (d, sets) in ray.iter_mut().enumerate() {
            *sets = per_square(g, &ALL_DIRECTIONS[d..=d], true);
        }
        let mut leap: [Box<[u128]>; ROLES] = Default::default();
        for (sets, role) in leap.iter_mut().zip(Role::ALL) {
            *sets = per_square(g, role.movement().leaps, false);
        }
        let pawn = [
            per_square(g, &[(-1, 1), (1, 1)], false),
            per_square(g, &[(-1, -1), (1, -1)], false),
        ];
        let mut between = empty_sets(n * n);
        let mut line = empty_sets(n * n);
        let (mut file_a, mut file_last) = (0, 0);
        let mut ranks = empty_sets(g.height as usize);
        for (a, from) in g.squares().enumerate() {
            for &(df, dr) in ALL_DIRECTIONS {
                let full = targets(g, from, &[(df, dr), (-df, -dr)], true) | bit(a as u32);
                let mut acc = 0;
                let mut cur = from;
                while let Some(next) = g.offset(cur, df, dr) {
                    let b = next.rank() as usize * g.width as usize + next.file() as usize;
                    between[a * n + b] = acc;
                    line[a * n + b] = full;
                    acc |= bit(b as u32);
                    cur = next;
                }
            }
            if from.file() == 0 {
                file_a |= bit(a as u32);
            }
            if from.file() + 1 == g.width {
                file_last |= bit(a as u32);
            }
            ranks[from.rank() as usize] |= bit(a as u32);
        }
        Tables {
            squares: SquareMap::new(g),
            zones: [zones(&ranks, true), zones(&ranks, false)],
            ranks,
            ray,
            leap,
            pawn,
            between,
            line,
            orth_empty: per_square(g, ORTHOGONAL, true),
            diag_empty: per_square(g, DIAGONAL, true),
            file_a,
            file_last,
        }
    }

    /// The same tables in the integer type `B` (the board's squares must fit in it).
    fn narrow<B: Bits>(self) -> Tables<B> {
        Tables {
            squares: self.squares,
            ray: self.ray.map(narrow_sets),
            leap: self.leap.map(narrow_sets),
            pawn: self.pawn.map(narrow_sets),
            between: narrow_sets(self.between),
            line: narrow_sets(self.line),
            orth_empty: narrow_sets(self.orth_empty),
            diag_empty: narrow_sets(self.diag_empty),
            file_a: B::from_u128(self.file_a),
            file_last: B::from_u128(self.file_last),
            ranks: narrow_sets(self.ranks),
            zones: self.zones.map(narrow_zones),
        }
    }
}

/// A table of `len` empty sets.
fn empty_sets(len: usize) -> Box<[u128]> {
    vec![0; len].into_boxed_slice()
}

/// For each square of `g` (a1 first, rank by rank, as the bit layout), its [`targets`].
fn per_square(g: Geometry, steps: &[(i8, i8)], ride: bool) -> Box<[u128]> {
    let mut sets = empty_sets(g.width as usize * g.height as usize);
    for (set, from) in sets.iter_mut().zip(g.squares()) {
        *set = targets(g, from, steps, ride);
    }
    sets
}

/// The squares reached from `from` by each step of `steps`, taken once (a leap) or repeated
/// up to the edge (a ride), as a `u128` set.
fn targets(g: Geometry, from: Square, steps: &[(i8, i8)], ride: bool) -> u128 {
    let mut acc = 0;
    for &(df, dr) in steps {
        let mut cur = from;
        while let Some(to) = g.offset(cur, df, dr) {
            acc |= bit_of(g, to);
            if !ride {
                break;
            }
            cur = to;
        }
    }
    acc
}

/// `zones[color][zone]` of [`Tables`] for one colour (`white`: promoting on the last rank),
/// from the rank masks (`ranks[r]`: the squares of rank `r`).
fn zones(ranks: &[u128], white: bool) -> Box<[(u128, u128, u128)]> {
    let h = ranks.len() as u8;
    let rank_mask = |r: u8| ranks[usize::from(if white { r } else { h - 1 - r })];
    let mut zones = vec![(0, 0, 0); h as usize + 1].into_boxed_slice();
    // The other promotion ranks of a zone: those of the zone one rank smaller, and its first.
    let mut optional = 0;
    for (zone, sets) in (0..=h).zip(zones.iter_mut()) {
        if zone >= 2 {
            optional |= rank_mask(h - zone);
        }
        let near = rank_mask(h.saturating_sub(zone + 1)) | optional;
        *sets = (rank_mask(h - 1), optional, near);
    }
    zones
}

/// The promotion zones of one colour in the integer type `B`.
///
/// The wide table is taken by value, so freed here rather than by the caller after each call.
#[inline(never)]
#[allow(clippy::boxed_local)]
fn narrow_zones<B: Bits>(wide: Box<[(u128, u128, u128)]>) -> Box<[(B, B, B)]> {
    let mut narrow = vec![(B::ZERO, B::ZERO, B::ZERO); wide.len()].into_boxed_slice();
    for (sets, &(last, optional, near)) in narrow.iter_mut().zip(wide.iter()) {
        *sets = (
            B::from_u128(last),
            B::from_u128(optional),
            B::from_u128(near),
        );
    }
    narrow
}

/// A table of `u128` sets in the integer type `B`.
///
/// The wide table is taken by value, so freed here rather than by the caller after each call.
#[allow(clippy::boxed_local)]
fn narrow_sets<B: Bits>(wide: Box<[u128]>) -> Box<[B]> {
    let mut narrow = vec![B::ZERO; wide.len()].into_boxed_slice();
    for (set, &wide_set) in narrow.iter_mut().zip(wide.iter()) {
        *set = B::from_u128(wide_set);
    }
    narrow
}

impl<B: Bits> Tables<B> {
    /// Where `role` leaps from `sq`.
    #[inline(always)]
    pub fn leap(&self, role: Role, sq: u32) -> B {
        self.leap[role as usize][sq as usize]
    }
    /// Squares a pawn of color index `c` on `sq` attacks.
    #[inline(always)]
    pub fn pawn(&self, c: usize, sq: u32) -> B {
        self.pawn[c][sq as usize]
    }
    /// For pawns of `color` promoting on the last `zone` ranks: (last rank, other promotion
    /// ranks, ranks from which a pawn may reach the zone in one move).
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn zone(&self, color: crate::core::color::Color, zone: u8) -> (B, B, B) {
        self.zones[color.index()][zone as usize]
    }
    /// The squares of rank `r` (0 = the first).
    #[inline(always)]
    pub fn rank(&self, r: u32) -> B {
        self.ranks[r as usize]
    }
    /// Squares strictly between `a` and `b` if they share a line, else none.
    #[inline(always)]
    pub fn between(&self, a: u32, b: u32) -> B {
        self.between[a as usize * B::N + b as usize]
    }
    /// The line through `a` and `b` if they share one, else none.
    #[inline(always)]
    pub fn line(&self, a: u32, b: u32) -> B {
        self.line[a as usize * B::N + b as usize]
    }
    /// Orthogonal ride targets from `sq` on an empty board.
    #[inline(always)]
    pub fn orth_empty(&self, sq: u32) -> B {
        self.orth_empty[sq as usize]
    }
    /// Diagonal ride targets from `sq` on an empty board.
    #[inline(always)]
    pub fn diag_empty(&self, sq: u32) -> B {
        self.diag_empty[sq as usize]
    }

    #[inline(always)]
    fn ride(&self, d: usize, sq: u32, occ: B) -> B {
        let r = self.ray[d][sq as usize];
        let blockers = r & occ;
        if blockers.any() {
            let b = if ascending(d) {
                blockers.lsb()
            } else {
                blockers.msb()
            };
            r ^ self.ray[d][b as usize]
        } else {
            r
        }
    }

    /// Orthogonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn orth(&self, sq: u32, occ: B) -> B {
        if B::COMPACT {
            self.rides_out_of_line(0, sq, occ)
        } else {
            self.rides(0, sq, occ)
        }
    }
    /// Diagonal ride targets from `sq` (the first blocker included).
    #[inline(always)]
    pub fn diag(&self, sq: u32, occ: B) -> B {
        if B::COMPACT {
            self.rides_out_of_line(4, sq, occ)
        } else {
            self.rides(4, sq, occ)
        }
    }
    /// The rides along the four directions from `first` on (0: orthogonal, 4: diagonal).
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn rides(&self, first: usize, sq: u32, occ: B) -> B {
        self.ride(first, sq, occ)
            | self.ride(first + 1, sq, occ)
            | self.ride(first + 2, sq, occ)
            | self.ride(first + 3, sq, occ)
    }
    #[inline(never)]
    fn rides_out_of_line(&self, first: usize, sq: u32, occ: B) -> B {
        self.rides(first, sq, occ)
    }

    /// Where a piece of `role` on `sq` moves or attacks, given the occupied squares.
    #[cfg_attr(target_arch = "wasm32", inline)]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn attacks(&self, role: Role, sq: u32, occ: B) -> B {
        let bit = 1u16 << role as usize;
        let mut a = self.leap(role, sq);
        if ORTH_RIDERS & bit != 0 {
            a |= self.orth(sq, occ);
        }
        if DIAG_RIDERS & bit != 0 {
            a |= self.diag(sq, occ);
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables built another way, with iterator chains: the reference the built tables
    /// must match.
    fn reference_build(g: Geometry) -> Tables<u128> {
        let n = g.width as usize * g.height as usize;
        let squares: Vec<Square> = g.squares().collect();
        let set = |sqs: &mut dyn Iterator<Item = Square>| sqs.fold(0, |acc, s| acc | bit_of(g, s));
        let ray: [Box<[u128]>; 8] = std::array::from_fn(|d| {
            let (df, dr) = ALL_DIRECTIONS[d];
            squares
                .iter()
                .map(|&s| {
                    let mut acc = 0;
                    let mut cur = s;
                    while let Some(t) = g.offset(cur, df, dr) {
                        acc |= bit_of(g, t);
                        cur = t;
                    }
                    acc
                })
                .collect()
        });
        let leap: Vec<Box<[u128]>> = Role::ALL
            .iter()
            .map(|r| {
                let leaps = r.movement().leaps;
                squares
                    .iter()
                    .map(|&s| set(&mut leaps.iter().filter_map(|v| g.offset(s, v.0, v.1))))
                    .collect()
            })
            .collect();
        let pawn: [Box<[u128]>; 2] = std::array::from_fn(|c| {
            let fwd = if c == 0 { 1 } else { -1 };
            squares
                .iter()
                .map(|&s| set(&mut [-1, 1].iter().filter_map(|&df| g.offset(s, df, fwd))))
                .collect()
        });
        let mut between = vec![0; n * n].into_boxed_slice();
        let mut line = vec![0; n * n].into_boxed_slice();
        for a in 0..n {
            for (d, &(df, dr)) in ALL_DIRECTIONS.iter().enumerate() {
                let opposite = ALL_DIRECTIONS
                    .iter()
                    .position(|&v| v == (-df, -dr))
                    .expect("directions come in opposite pairs");
                let full = ray[d][a] | ray[opposite][a] | 1 << a;
                let mut acc = 0;
                let mut cur = squares[a];
                while let Some(next) = g.offset(cur, df, dr) {
                    let b = next.rank() as usize * g.width as usize + next.file() as usize;
                    between[a * n + b] = acc;
                    line[a * n + b] = full;
                    acc |= 1 << b;
                    cur = next;
                }
            }
        }
        let union = |dirs: &[(i8, i8)], s: usize| {
            ALL_DIRECTIONS
                .iter()
                .enumerate()
                .filter(|(_, v)| dirs.contains(v))
                .fold(0, |acc, (d, _)| acc | ray[d][s])
        };
        let orth_empty = (0..n).map(|s| union(ORTHOGONAL, s)).collect();
        let diag_empty = (0..n).map(|s| union(DIAGONAL, s)).collect();
        let file_a = set(&mut squares.iter().copied().filter(|s| s.file() == 0));
        let file_last = set(&mut squares.iter().copied().filter(|s| s.file() + 1 == g.width));
        let ranks = (0..g.height)
            .map(|r| set(&mut squares.iter().copied().filter(|s| s.rank() == r)))
            .collect();
        let rank_mask = |r: u8| set(&mut squares.iter().copied().filter(|s| s.rank() == r));
        let h = g.height;
        let zones = std::array::from_fn(|c| {
            let rel = |r: u8| if c == 0 { r } else { h - 1 - r };
            (0..=h)
                .map(|zone| {
                    let last = rank_mask(rel(h - 1));
                    let mut optional = 0;
                    let mut near = rank_mask(rel(h.saturating_sub(zone + 1)));
                    for r in h.saturating_sub(zone)..h - 1 {
                        optional |= rank_mask(rel(r));
                        near |= rank_mask(rel(r));
                    }
                    (last, optional, near)
                })
                .collect()
        });
        Tables {
            squares: SquareMap(std::array::from_fn(|i| {
                *squares.get(i).unwrap_or(&squares[0])
            })),
            zones,
            ranks,
            ray,
            leap: leap.try_into().expect("one table per role"),
            pawn,
            between,
            line,
            orth_empty,
            diag_empty,
            file_a,
            file_last,
        }
    }

    #[test]
    fn tables_match_the_reference_construction() {
        for g in [Geometry::CHESS, Geometry::GRAND] {
            let (t, r) = (Tables::build(g), reference_build(g));
            assert_eq!(t.squares, r.squares);
            assert_eq!(t.ray, r.ray);
            assert_eq!(t.leap, r.leap);
            assert_eq!(t.pawn, r.pawn);
            assert_eq!(t.between, r.between);
            assert_eq!(t.line, r.line);
            assert_eq!(t.orth_empty, r.orth_empty);
            assert_eq!(t.diag_empty, r.diag_empty);
            assert_eq!((t.file_a, t.file_last), (r.file_a, r.file_last));
            assert_eq!(t.ranks, r.ranks);
            assert_eq!(t.zones, r.zones);
        }
    }

    #[test]
    fn layouts_round_trip() {
        for sq in Geometry::CHESS.squares() {
            let i = <u64 as Bits>::index(sq);
            assert_eq!(<u64 as Bits>::square(i), sq);
            assert_eq!(<u64 as Bits>::tables().squares.square(i), sq);
        }
        for sq in Geometry::GRAND.squares() {
            let i = <u128 as Bits>::index(sq);
            assert_eq!(<u128 as Bits>::square(i), sq);
            assert_eq!(<u128 as Bits>::tables().squares.square(i), sq);
        }
    }

    /// The `u128` operations written in 64-bit halves agree with the plain ones.
    #[test]
    fn wide_sets_by_halves() {
        let mut rng = crate::util::random::Rng::new(5);
        for _ in 0..1000 {
            // Sparse sets too, with empty halves.
            let (a, b) = (rng.next_u64(), rng.next_u64() & rng.next_u64());
            for x in [(a as u128) << 64 | b as u128, a as u128, (b as u128) << 64] {
                let plain: Vec<u32> = x.iter().collect();
                assert_eq!(WideBits::new(x).collect::<Vec<u32>>(), plain);
            }
        }
        for i in 0..128 {
            assert_eq!(<u128 as Bits>::one(i), 1 << i);
        }
        for _ in 0..100 {
            let x = (rng.next_u64() as u128) << 64 | rng.next_u64() as u128;
            for n in 0..128 {
                assert_eq!((shl(x, n), shr(x, n)), (x << n, x >> n));
            }
        }
    }

    #[test]
    fn rides_stop_at_blockers() {
        let t = <u64 as Bits>::tables();
        let a1 = <u64 as Bits>::index(Square::new(0, 0));
        let a3 = <u64 as Bits>::index(Square::new(0, 2));
        // Rook on a1, blocker on a3: a2, a3 and the first rank b1..h1.
        assert_eq!(t.orth(a1, 1 << a3).count_ones(), 2 + 7);
        let t = <u128 as Bits>::tables();
        let j10 = <u128 as Bits>::index(Square::new(9, 9));
        assert_eq!(t.diag(j10, 0).count_ones(), 9);
        assert_eq!(t.leap(Role::Marshall, j10).count_ones(), 2);
    }
}
