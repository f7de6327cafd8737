//! What a chess-family game is, as data: board, pieces, royals, castling, pawns,
//! promotion, FEN dialect, draw rules, and the few hooks where a game needs code.

use crate::core::castling::Wing;
use crate::core::error::VariantError;
use crate::core::geometry::Geometry;
use crate::core::moves::Move;
use crate::core::position_error::PositionError;
use crate::core::role::Role;

/// Where a castling royal piece and its rook land, by files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastleTable {
    /// Roles that may castle (the king; in Coregal, the king and the queen).
    pub royals: &'static [Role],
    /// `(royal file, rook file)` by royal wing, then by the wing of the rook (see
    /// [`CastleTable::new`]).
    land: [[(u8, u8); 2]; 2],
}

impl CastleTable {
    /// A table: `land` gives `(royal file, rook file)` for the left royal (of two castling
    /// royals; a game with one repeats the right one's), castling with the rook on its left
    /// then with the rook on its right; then the same for the right royal (the only one in
    /// chess).
    ///
    /// ```
    /// use fenboard::core::castling::Wing;
    /// use fenboard::core::role::Role;
    /// use fenboard::core::rules::CastleTable;
    /// let t = CastleTable::new(&[Role::King], [[(2, 3), (6, 5)], [(2, 3), (6, 5)]]);
    /// assert_eq!(t.land(Wing::Right, Wing::Left), (2, 3)); // O-O-O: king to c, rook to d
    /// ```
    pub const fn new(royals: &'static [Role], land: [[(u8, u8); 2]; 2]) -> CastleTable {
        CastleTable { royals, land }
    }

    /// Where the `royal` castling royal and its rook land, castling with the rook on its
    /// `wing`: `(royal file, rook file)`.
    #[inline(always)]
    pub fn land(&self, royal: Wing, wing: Wing) -> (u8, u8) {
        self.land[royal.index()][wing.index()]
    }
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

impl Promotion {
    /// Orthodox promotion: on the last rank, to a queen, rook, bishop or knight.
    pub const ORTHODOX: Promotion = Promotion {
        roles: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
        zone: 1,
        only_captured: false,
    };
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
/// `None` is the shared rule.
pub struct Hooks<P> {
    /// Checks a parsed position beyond the shared checks.
    pub validate: fn(&P) -> Result<(), PositionError>,
    /// Replaces legal move generation (Bario's turns of several steps).
    pub legal_moves: Option<fn(&P, &mut Vec<Move>)>,
    /// Runs after a move is played, the turn already passed (Bario's pending capture and
    /// reversion).
    pub after_move: Option<fn(&mut P, &Move)>,
    /// The game's own FEN fields, after the shared ones (Bario's reserve and capture).
    pub fen_fields: Option<FenFields<P>>,
    /// Writes a move, for a game whose moves the shared notation does not write alone
    /// (Bario's turns of several steps).
    pub write_move: Option<fn(&P, &mut MoveText<'_>)>,
    /// Why no legal move matches a text, when the game can say more than that the move is
    /// illegal (Bario: a definition or identification its reserve cannot give).
    pub refuse_move: Option<fn(&P, &str) -> Option<VariantError>>,
}

/// A move to write, as [`Hooks::write_move`] is asked it.
pub struct MoveText<'a> {
    /// The move.
    pub m: &'a Move,
    /// The position's legal moves, for SAN's disambiguation (empty for UCI).
    pub legal: &'a [Move],
    /// SAN (without its check mark) rather than UCI.
    pub san: bool,
    /// Where to write it.
    pub out: &'a mut String,
}

/// How a game reads and writes its own FEN fields, which follow the shared ones.
pub struct FenFields<P> {
    /// Reads them from the fields left after the shared ones, taking as many as it reads
    /// (there may be fewer: a missing field takes its default).
    pub read: fn(&mut P, &mut std::slice::Iter<'_, &str>) -> Result<(), VariantError>,
    /// Appends them, each after a space.
    pub write: fn(&P, &mut String),
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
    /// The reserve each side starts with (rooks, knights, bishops, queens), for games with
    /// a reserve (Bario).
    pub reserve: Option<[u8; 4]>,
    /// A role whose pieces stand for a piece of their side's reserve not yet chosen (Bario's
    /// undefined piece): each attacks as every role left in that reserve would, and moves
    /// only once defined ([`crate::core::moves::MoveKind::Define`]).
    pub stand_in: Option<Role>,
    /// Variant-specific code.
    pub hooks: Hooks<P>,
}

impl<P> Rules<P> {
    /// Whether a role is royal in this game.
    #[inline(always)]
    pub fn is_royal(&self, role: Role) -> bool {
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
impl<P> Clone for FenFields<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for FenFields<P> {}
impl<P> Clone for Rules<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for Rules<P> {}
