//! Pieces held off the board: each side's reserve, as crazyhouse's pockets are (the hands of a
//! game with drops: [`crate::core::drops`], a drop taking one out). In Bario it
//! holds the kinds the side's undefined pieces may still turn out to be: a definition
//! ([`crate::core::moves::MoveKind::Define`]) takes one out, and so does the identification
//! of a captured undefined piece ([`crate::core::moves::Move::identify`]), which counts in its
//! owner's reserve until then.
//!
//! ```
//! use fenboard::core::color::Color;
//! use fenboard::core::reserve::Reserves;
//! use fenboard::core::role::Role;
//! let mut r = Reserves::EMPTY;
//! r.give(Color::White, Role(4));
//! r.give(Color::White, Role(2));
//! r.take(Color::White, Role(4));
//! assert_eq!(r.count(Color::White, Role(2)), 1);
//! assert_eq!(r.held(Color::White).iter().collect::<Vec<_>>(), [Role(2)]);
//! ```

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::role::{Role, RoleSet, MAX_ROLES};

/// Both sides' reserves, and the square of a captured piece of the side to move whose kind
/// that side has yet to name (Bario's pending identification).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Reserves {
    /// By colour, the count of each role.
    counts: [[u8; MAX_ROLES]; 2],
    /// By colour, the roles of which it holds at least one.
    held: [RoleSet; 2],
    pending: Option<Square>,
}

impl Reserves {
    /// No piece in reserve, nothing pending.
    pub const EMPTY: Reserves = Reserves {
        counts: [[0; MAX_ROLES]; 2],
        held: [RoleSet::EMPTY; 2],
        pending: None,
    };

    /// How many pieces of `role` a side holds.
    #[inline]
    pub fn count(&self, color: Color, role: Role) -> u8 {
        self.counts[color.index()][role.index()]
    }

    /// Sets how many pieces of `role` a side holds.
    pub fn set_count(&mut self, color: Color, role: Role, n: u8) {
        self.counts[color.index()][role.index()] = n;
        self.update_held(color, role);
    }

    fn update_held(&mut self, color: Color, role: Role) {
        let held = &mut self.held[color.index()].0;
        if self.counts[color.index()][role.index()] > 0 {
            *held |= 1 << role.0;
        } else {
            *held &= !(1 << role.0);
        }
    }

    /// How many pieces a side holds, of every role.
    pub fn total(&self, color: Color) -> usize {
        self.counts[color.index()]
            .iter()
            .map(|&n| usize::from(n))
            .sum()
    }

    /// The roles of which a side holds at least one.
    #[inline]
    pub fn held(&self, color: Color) -> RoleSet {
        self.held[color.index()]
    }

    /// Takes a piece of `role` out of a side's reserve, if it holds one.
    pub fn take(&mut self, color: Color, role: Role) {
        let n = &mut self.counts[color.index()][role.index()];
        *n = n.saturating_sub(1);
        self.update_held(color, role);
    }

    /// Puts a piece of `role` into a side's reserve (a count stays at most 255).
    pub fn give(&mut self, color: Color, role: Role) {
        let n = &mut self.counts[color.index()][role.index()];
        *n = n.saturating_add(1);
        self.update_held(color, role);
    }

    /// The square of a captured piece of the side to move whose kind it has yet to name.
    pub fn pending(&self) -> Option<Square> {
        self.pending
    }

    /// Sets (or clears) the pending square.
    pub fn set_pending(&mut self, square: Option<Square>) {
        self.pending = square;
    }
}
