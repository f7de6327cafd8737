//! A move of the chess family (chess, Coregal, Grand, Bario): a small `Copy` value.

use crate::core::geometry::Square;
use crate::core::role::Role;

/// What kind of move it is, beyond "a piece goes from one square to another".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// An ordinary move or capture (promotions included).
    Normal,
    /// A pawn's capture en passant; the captured pawn stands on `captured`.
    EnPassant {
        /// Square of the captured pawn.
        captured: Square,
    },
    /// Castling: the royal piece goes `from` -> `to`, the rook `rook` -> `rook_to`.
    Castle {
        /// The rook's square.
        rook: Square,
        /// Where the rook lands.
        rook_to: Square,
    },
    /// Bario's first move: the king is placed on one of its side's undefined pieces (`to`).
    Place,
}

/// A legal (or candidate) move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Kind of move.
    pub kind: MoveKind,
    /// Role of the moving piece (after its definition, in Bario).
    pub role: Role,
    /// Start square (equal to `to` for a placement).
    pub from: Square,
    /// Destination; for castling, where the royal piece lands.
    pub to: Square,
    /// Role of the captured piece, if any.
    pub capture: Option<Role>,
    /// Role the pawn becomes.
    pub promotion: Option<Role>,
    /// Bario: the piece on `from` was undefined and is defined as `role` from the reserve
    /// just before it moves.
    pub define: bool,
    /// Bario: the turn starts by saying which reserve piece the captured undefined piece
    /// was (the capture square is the position's pending square).
    pub identify: Option<Role>,
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
            define: false,
            identify: None,
        }
    }
    /// Whether the move captures something.
    pub const fn is_capture(&self) -> bool {
        self.capture.is_some()
    }
    /// Whether it is a castle.
    pub const fn is_castle(&self) -> bool {
        matches!(self.kind, MoveKind::Castle { .. })
    }
    /// The square of the captured piece, if any.
    pub fn captured_square(&self) -> Option<Square> {
        match self.kind {
            MoveKind::EnPassant { captured } => Some(captured),
            _ if self.capture.is_some() => Some(self.to),
            _ => None,
        }
    }
}

/// A move that is not legal in the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);
