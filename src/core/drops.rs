//! Hands and drops, as data: what happens to captured pieces (crazyhouse: they go to the
//! capturer's hand, a promoted piece as the pawn it was; loop chess: as they are) and where a
//! piece from the hand may be dropped (not on some ranks, only in a zone, one pawn per file,
//! no checkmate by a dropped pawn). The hands themselves are [`crate::core::reserve::Reserves`];
//! a drop is [`crate::core::moves::MoveKind::Drop`].
//!
//! ```
//! use fenboard::core::bitboard::Set;
//! use fenboard::core::color::Color;
//! use fenboard::core::drops::Drops;
//! use fenboard::core::geometry::Geometry;
//! use fenboard::core::role::Role;
//! // A pawn (role 0) on the ranks 2 to 7 of a chess board only.
//! let d = Drops::new(Geometry::CHESS, 2, Set::ALL, &[(Role(0), 1 | 1 << 7)]);
//! let g = Geometry::CHESS;
//! let e1 = g.bit_index(fenboard::core::geometry::Square::new(4, 0));
//! let e2 = g.bit_index(fenboard::core::geometry::Square::new(4, 1));
//! assert!(!d.may_drop_on(Color::White, Role(0), e1) && d.may_drop_on(Color::White, Role(0), e2));
//! assert!(d.may_drop_on(Color::Black, Role(1), e1));
//! ```

use crate::core::bitboard::{bit, Set, WideBits};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Role, RoleSet, MAX_ROLES};

/// A game's drop rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drops {
    /// Whether a captured piece goes to the capturer's hand (crazyhouse); else the hands hold
    /// only what the game starts with (pocket knight).
    pub captures_to_hand: bool,
    /// The kind a captured promoted piece goes to the hand as (crazyhouse's pawn), if it does
    /// not go as itself (loop chess); the board then remembers promoted pieces (FEN `Q~`).
    pub demote: Option<Role>,
    /// The kinds of which a side may not drop one on a file where it has one already (shogi's
    /// nifu), or `per_file` of them.
    pub one_per_file: RoleSet,
    /// How many of a `one_per_file` kind a file may hold before no more is dropped there (1;
    /// tori shogi's swallows: 2).
    pub per_file: u8,
    /// The kinds a side may not drop to give checkmate (shogi's pawn).
    pub no_mate: RoleSet,
    /// Whether a piece of the hand may be dropped as a move of its own (false in Seirawan
    /// chess, whose hand enters only by gating).
    pub as_moves: bool,
    /// Whether a piece of the hand may enter on the square a piece leaves from its side's
    /// first rank on its first move (Seirawan's gating), where it could be dropped.
    pub gating: bool,
    /// The kinds a side holding one must drop before anything else, while one may be dropped,
    /// and the only kinds it may drop meanwhile: every kind in placement chess, whose royal
    /// pieces start in the hand, Koedem's king; empty: none.
    pub before_moves: RoleSet,
    /// The kinds whose pieces a side must drop on both colours of square (placement chess's
    /// bishops): a drop that leaves too few squares of a colour for them is refused.
    pub opposite_colors: RoleSet,
    /// The kinds the hands hold at the start: where captured pieces do not go to the hand,
    /// the only kinds a hand ever holds (Seirawan's hawk and elephant).
    pub start_hand: RoleSet,
    /// Whether a piece of the hand may be dropped as its promoted form too (Kyoto shogi's,
    /// Fairy-Stockfish's `dropPromoted`), where it could be dropped as itself.
    pub promoted: bool,
    /// By colour and kind, the squares (bit indices) a piece may be dropped on.
    squares: [[Set; MAX_ROLES]; 2],
}

impl Drops {
    /// Drop rules on a board of `geometry` for `kinds` kinds: captured pieces to the hand,
    /// nothing demoted, drops on the squares of `zone` (white's bit indices; black's its mirror
    /// image across the middle rank), but for each `(kind, ranks)` of `forbidden` the ranks
    /// (bit `r`: the rank `r` counted from the side's own edge, 0 its first) where that kind
    /// may not be dropped.
    pub fn new(geometry: Geometry, kinds: usize, zone: Set, forbidden: &[(Role, u16)]) -> Drops {
        let mut squares = [[Set::EMPTY; MAX_ROLES]; 2];
        for c in Color::ALL {
            for (r, set) in squares[c.index()].iter_mut().enumerate().take(kinds) {
                let ranks = forbidden
                    .iter()
                    .filter(|(k, _)| k.index() == r)
                    .fold(0u16, |a, (_, b)| a | b);
                for i in 0..geometry.size() as u32 {
                    let sq = geometry.square_at(i);
                    let own = match c {
                        Color::White => sq,
                        Color::Black => Square::new(sq.file(), geometry.height - 1 - sq.rank()),
                    };
                    let on_zone = zone.has(geometry.bit_index(own));
                    if on_zone && ranks >> own.rank() & 1 == 0 {
                        *set |= bit(i);
                    }
                }
            }
        }
        Drops {
            captures_to_hand: true,
            demote: None,
            one_per_file: RoleSet::EMPTY,
            per_file: 1,
            no_mate: RoleSet::EMPTY,
            as_moves: true,
            gating: false,
            before_moves: RoleSet::EMPTY,
            opposite_colors: RoleSet::EMPTY,
            start_hand: RoleSet::EMPTY,
            promoted: false,
            squares,
        }
    }

    /// The squares (bit indices) a piece of `role` of `color` may be dropped on, whatever
    /// stands there.
    #[inline]
    pub fn squares(&self, color: Color, role: Role) -> Set {
        self.squares[color.index()][role.index()]
    }

    /// Whether a piece of `role` of `color` may be dropped on bit `i` by the zone and ranks.
    pub fn may_drop_on(&self, color: Color, role: Role, i: u32) -> bool {
        self.squares(color, role).has(i)
    }

    /// The squares (bit indices) of the files where `pieces` (a side's pieces of a
    /// `one_per_file` kind) are `per_file` or more: no more of them is dropped there.
    pub fn full_files(&self, geometry: Geometry, pieces: Set) -> Set {
        if self.per_file <= 1 {
            return files_of(geometry, pieces);
        }
        let file = files_of(geometry, bit(0));
        (0..u32::from(geometry.width))
            .map(|f| file << f)
            .filter(|&f| (f & pieces).count() >= u32::from(self.per_file))
            .fold(Set::EMPTY, |a, f| a | f)
    }

    /// Removes squares from every kind's drop squares (the board's holes).
    pub fn remove(&mut self, off: Set) {
        for side in &mut self.squares {
            for set in side.iter_mut() {
                *set &= !off;
            }
        }
    }
}

/// The squares (bit indices) of the files of a board that hold a square of `set`.
pub fn files_of(geometry: Geometry, set: Set) -> Set {
    let w = u32::from(geometry.width);
    let files = WideBits::new(set).fold(Set::EMPTY, |a, i| a | bit(i % w));
    (0..u32::from(geometry.height)).fold(Set::EMPTY, |out, rank| out | files << (rank * w))
}
