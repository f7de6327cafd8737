//! Pieces held off the board: each side's reserve, as crazyhouse's pockets are. In Bario it
//! holds the types the side's undefined pieces may still turn out to be: a definition
//! ([`crate::core::moves::MoveKind::Define`]) takes one out, and so does the identification
//! of a captured undefined piece ([`crate::core::moves::MoveKind::Identify`]), which counts in
//! its owner's reserve until then.
//!
//! ```
//! use fenboard::core::color::Color;
//! use fenboard::core::reserve::Reserves;
//! use fenboard::core::role::Role;
//! let mut r = Reserves::full([2, 2, 2, 1]);
//! r.take(Color::White, Role::Queen);
//! assert_eq!(r.counts(Color::White), [2, 2, 2, 0]);
//! assert_eq!(r.held(Color::White).collect::<Vec<_>>(), [Role::Rook, Role::Knight, Role::Bishop]);
//! ```

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::role::Role;

/// The roles a reserve holds, in the order of its counts.
pub const RESERVE_ROLES: [Role; 4] = [Role::Rook, Role::Knight, Role::Bishop, Role::Queen];

/// Index of a role in [`RESERVE_ROLES`].
pub fn reserve_index(role: Role) -> Option<usize> {
    RESERVE_ROLES.iter().position(|&r| r == role)
}

/// Both sides' reserves, and the square of a captured piece of the side to move whose type
/// that side has yet to name (Bario's pending identification).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Reserves {
    /// By colour, the count of each role of [`RESERVE_ROLES`].
    counts: [[u8; 4]; 2],
    pending: Option<Square>,
}

impl Reserves {
    /// No piece in reserve, nothing pending: the reserves of a game that has none.
    pub const EMPTY: Reserves = Reserves {
        counts: [[0; 4]; 2],
        pending: None,
    };

    /// Each side holding `counts` (by role of [`RESERVE_ROLES`]).
    pub const fn full(counts: [u8; 4]) -> Reserves {
        Reserves {
            counts: [counts; 2],
            pending: None,
        }
    }

    /// The counts of a side, by role of [`RESERVE_ROLES`].
    pub fn counts(&self, color: Color) -> [u8; 4] {
        self.counts[color.index()]
    }

    /// The counts of both sides, white's first.
    pub fn all_counts(&self) -> [[u8; 4]; 2] {
        self.counts
    }

    /// Sets the counts of both sides, white's first.
    pub fn set_counts(&mut self, counts: [[u8; 4]; 2]) {
        self.counts = counts;
    }

    /// How many pieces a side holds, of every role.
    pub fn total(&self, color: Color) -> usize {
        self.counts(color).iter().map(|&n| usize::from(n)).sum()
    }

    /// The roles of which a side holds at least one.
    pub fn held(&self, color: Color) -> impl Iterator<Item = Role> {
        let counts = self.counts(color);
        (0..RESERVE_ROLES.len())
            .filter(move |&i| counts[i] > 0)
            .map(|i| RESERVE_ROLES[i])
    }

    /// The roles of which a side holds at least one, a bit per role (`1 << role as usize`).
    pub fn held_roles(&self, color: Color) -> u16 {
        let counts = self.counts(color);
        let mut roles = 0;
        // An indexed loop: this runs at every attack test of a game with stand-ins.
        for i in 0..RESERVE_ROLES.len() {
            if counts[i] > 0 {
                roles |= 1 << RESERVE_ROLES[i] as usize;
            }
        }
        roles
    }

    /// Takes a piece of `role` out of a side's reserve, if it holds one.
    pub fn take(&mut self, color: Color, role: Role) {
        if let Some(i) = reserve_index(role) {
            let n = &mut self.counts[color.index()][i];
            *n = n.saturating_sub(1);
        }
    }

    /// Puts a piece of `role` back into a side's reserve (a count stays at most 255).
    pub fn give(&mut self, color: Color, role: Role) {
        if let Some(i) = reserve_index(role) {
            let n = &mut self.counts[color.index()][i];
            *n = n.saturating_add(1);
        }
    }

    /// The square of a captured piece of the side to move whose type it has yet to name.
    pub fn pending(&self) -> Option<Square> {
        self.pending
    }

    /// Sets (or clears) the pending square.
    pub fn set_pending(&mut self, square: Option<Square>) {
        self.pending = square;
    }
}
