//! A move of the chess family: a small `Copy` value, typed by its kind, as shakmaty's `Move`
//! is: normal, a pawn's double step, en passant, castle, placement, definition, drop; and for games
//! whose captured pieces may await identification (Bario), the identification it starts with;
//! for games with gating (Seirawan), the piece that enters where the move leaves; for walling
//! games (amazons, duck chess), the square where the move then places a wall.

use crate::core::geometry::Square;
use crate::core::role::Role;

/// What kind of move it is, beyond "a piece goes from one square to another".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// An ordinary move or capture (promotions included).
    Normal,
    /// A pawn's double step, which may be taken en passant.
    DoubleStep,
    /// A pawn's capture en passant of the pawn on `victim`.
    EnPassant {
        /// Where the captured pawn stands.
        victim: Square,
    },
    /// Castling: the royal piece goes `from` -> `to`, the rook `rook` -> `rook_to`.
    Castle {
        /// The rook's square.
        rook: Square,
        /// Where the rook lands.
        rook_to: Square,
    },
    /// A piece of `role` is put on `to` (`from` is `to`), on an empty square or in place of
    /// a stand-in piece of its side, which it does not capture (Bario's king placement).
    Place,
    /// The stand-in piece on `from` becomes a piece of `role`, which leaves its side's
    /// reserve, and moves as a normal move.
    Define,
    /// A piece of `role` leaves its side's hand for the empty square `to` (`from` is `to`):
    /// crazyhouse's drop, written `P@e4` ([`crate::core::drops`]).
    Drop,
}

/// A legal (or candidate) move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Kind of move.
    pub kind: MoveKind,
    /// Role of the moving (or placed) piece; for a definition, the role it takes.
    pub role: Role,
    /// Start square (equal to `to` for a placement).
    pub from: Square,
    /// Destination; for castling, where the royal piece lands.
    pub to: Square,
    /// Role of the captured piece, if any.
    pub capture: Option<Role>,
    /// Role the pawn becomes.
    pub promotion: Option<Role>,
    /// The role the move first names the pending captured piece (Bario's identification).
    pub identify: Option<Role>,
    /// The piece of the hand that enters on the square the move vacates, and that square
    /// (Seirawan's gating: the moving piece's, or a castle's rook's).
    pub gate: Option<(Role, Square)>,
    /// In a walling game ([`crate::core::rules::Walling`]), the empty square the move then
    /// turns into a wall (amazons' arrow, duck chess's duck).
    pub wall: Option<Square>,
}

impl Move {
    /// An ordinary move of a piece.
    pub const fn normal(role: Role, from: Square, to: Square, capture: Option<Role>) -> Move {
        Move {
            kind: MoveKind::Normal,
            role,
            from,
            to,
            capture,
            promotion: None,
            identify: None,
            gate: None,
            wall: None,
        }
    }
    /// A drop of a piece of `role` from the hand on `to`.
    pub const fn drop(role: Role, to: Square) -> Move {
        Move {
            kind: MoveKind::Drop,
            ..Move::normal(role, to, to, None)
        }
    }
    /// Whether the move drops a piece from the hand.
    pub const fn is_drop(&self) -> bool {
        matches!(self.kind, MoveKind::Drop)
    }
    /// Whether the move places a piece.
    pub const fn is_placement(&self) -> bool {
        matches!(self.kind, MoveKind::Place)
    }
    /// The move with a piece of `role` from the hand entering on `square` as it is vacated.
    pub const fn gated(self, role: Role, square: Square) -> Move {
        Move {
            gate: Some((role, square)),
            ..self
        }
    }
    /// The move, then a wall placed on `square`.
    pub const fn walled(self, square: Square) -> Move {
        Move {
            wall: Some(square),
            ..self
        }
    }
    /// Whether the move is a pass: the royal piece's move to its own square (janggi's, written
    /// `e2e2` as Fairy-Stockfish writes it).
    pub fn is_pass(&self) -> bool {
        self.kind == MoveKind::Normal && self.from == self.to
    }
    /// Whether the move is a capture en passant.
    pub const fn is_en_passant(&self) -> bool {
        matches!(self.kind, MoveKind::EnPassant { .. })
    }
    /// Whether the move defines a stand-in piece.
    pub const fn is_definition(&self) -> bool {
        matches!(self.kind, MoveKind::Define)
    }
    /// Whether the move captures something.
    pub const fn is_capture(&self) -> bool {
        self.capture.is_some()
    }
    /// Whether it is a castle.
    pub const fn is_castle(&self) -> bool {
        matches!(self.kind, MoveKind::Castle { .. })
    }
    /// The rook's square and where it lands, for a castle.
    pub const fn castle_squares(&self) -> Option<(Square, Square)> {
        match self.kind {
            MoveKind::Castle { rook, rook_to } => Some((rook, rook_to)),
            _ => None,
        }
    }
    /// The square of the captured piece, if any.
    pub fn captured_square(&self) -> Option<Square> {
        match self.kind {
            MoveKind::EnPassant { victim } => Some(victim),
            _ => self.capture.map(|_| self.to),
        }
    }
}

/// A move that is not legal in the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);
