//! The roles of [`crate::core::role`] classified at compile time by how they move: which
//! ride orthogonally, which diagonally, which leap alike (so that the tables hold one leap
//! set per group and the generator asks once per group).

use super::ROLES;
use crate::core::role::{Role, DIAGONAL, ORTHOGONAL};

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
