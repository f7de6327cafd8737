//! What a chess-family game is, as data: board, pieces, royals, castling, pawns,
//! promotion, FEN dialect, draw rules, and the few hooks where a game needs code.

use crate::core::geometry::Geometry;
use crate::core::moves::Move;
use crate::core::position_error::PositionError;
use crate::core::role::Role;

/// Where a castling royal piece and its rook land, by files.
///
/// `land[slot][side]` is `(royal file, rook file)` for the royal in `slot` (0 = the left one
/// of two castling royals, 1 = the right one, or the only one) castling with the rook on
/// `side` (0 = towards the a-file, 1 = towards the last file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastleTable {
    /// Roles that may castle (the king; in Coregal, the king and the queen).
    pub royals: &'static [Role],
    /// Landing files, see the type's description.
    pub land: [[(u8, u8); 2]; 2],
}

/// How pawns promote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// What a pawn may become.
    pub roles: &'static [Role],
    /// How many ranks at the far end promote (1: only the last rank; 3 in Grand chess,
    /// optional before the last rank).
    pub zone: u8,
    /// Only to a role of which fewer stand on the board than at the start (Grand).
    pub only_captured: bool,
}

/// Which FEN a game reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenDialect {
    /// Standard FEN (with `KQkq`, X-FEN or Shredder-FEN castling) and vchess FEN.
    StandardOrVchess,
    /// vchess FEN only: `<position> <turn> <movesCount> [flags] [ep] [extra]`.
    Vchess,
}

/// Code where a game differs from the shared chess rules (as chessops' hooks), for positions
/// of type `P` (the table names no position type, so that the position can hold its table).
pub struct Hooks<P> {
    /// Checks a parsed position beyond the shared checks.
    pub validate: fn(&P) -> Result<(), PositionError>,
    /// Replaces legal move generation (Bario's turns of several steps).
    pub legal_moves: Option<fn(&P, &mut Vec<Move>)>,
    /// Runs after a move is played (Bario's reversion).
    pub after_move: Option<fn(&mut P, &Move)>,
}

/// Everything that makes one chess-family game, whose positions are of type `P`.
pub struct Rules<P: 'static> {
    /// Identifier used by the API (`chess`, `coregal`, ...).
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// The standard start position.
    pub start_fen: &'static str,
    /// Board size.
    pub geometry: Geometry,
    /// Roles that may appear in a position.
    pub roles: &'static [Role],
    /// Roles that must never be left attacked (king; king and queens in Coregal).
    pub royals: &'static [Role],
    /// Castling, if the game has it.
    pub castling: Option<CastleTable>,
    /// Rank index (white's view, 0 = first rank) from which pawns may step twice.
    pub pawn_double_rank: u8,
    /// Promotion rules.
    pub promotion: Promotion,
    /// Pieces each side has at the start (for `only_captured` promotion).
    pub initial_counts: &'static [(Role, u8)],
    /// FEN dialect.
    pub fen: FenDialect,
    /// Whether a position with too little material to mate is a draw.
    pub insufficient_material: bool,
    /// Whether the fifty-move rule applies.
    pub fifty_moves: bool,
    /// The reserve each side starts with (rooks, knights, bishops, queens), for games whose
    /// FEN carries a reserve and a pending-capture field (Bario).
    pub reserve: Option<[u8; 4]>,
    /// Variant-specific code.
    pub hooks: Hooks<P>,
}

impl<P> Rules<P> {
    /// Whether a role is royal in this game.
    #[inline(always)]
    pub fn is_royal(&self, role: Role) -> bool {
        // A loop rather than `contains`, which size-optimised builds call out of line.
        for &r in self.royals {
            if r == role {
                return true;
            }
        }
        false
    }
}

impl<P> std::fmt::Debug for Rules<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

impl<P> PartialEq for Rules<P> {
    fn eq(&self, other: &Rules<P>) -> bool {
        self.id == other.id
    }
}
impl<P> Eq for Rules<P> {}

// Not derived: a derive would require `P: Copy`, and the hooks are plain function pointers.
impl<P> Clone for Hooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for Hooks<P> {}
impl<P> Clone for Rules<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for Rules<P> {}
