//! A move of the chess family (chess, Coregal, Grand, Bario): a small `Copy` value, typed by
//! its kind, as shakmaty's `Move` is: normal, en passant, castle, placement; and for games
//! with a reserve of piece types standing behind undefined pieces (Bario), the definition of
//! an undefined piece and the identification of a captured one.

use crate::core::geometry::Square;
use crate::core::role::Role;

/// What kind of move it is, beyond "a piece goes from one square to another".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// An ordinary move or capture (promotions included).
    Normal,
    /// A pawn's capture en passant: the captured pawn stands beside `from`, on the file of
    /// `to` ([`Move::captured_square`]).
    EnPassant,
    /// Castling: the royal piece goes `from` -> `to`, the rook `rook` -> `rook_to`.
    Castle {
        /// The rook's square.
        rook: Square,
        /// Where the rook lands.
        rook_to: Square,
    },
    /// A piece of `role` is put on `to` (`from` is `to`), on an empty square or in place of
    /// an undefined piece of its side, which it does not capture (Bario's first move puts
    /// the king on one of its side's undefined pieces).
    Place,
    /// The undefined piece on `from` becomes a piece of `role`, which leaves its side's
    /// reserve, and moves as a normal move.
    Define,
    /// The move starts by naming the undefined piece that the opponent's last move captured
    /// (on the position's pending square) as a piece of `role`, which leaves the mover's
    /// reserve; then it is a move of kind `then`.
    Identify {
        /// What the captured piece was.
        role: Role,
        /// The kind of the rest of the move.
        then: ThenKind,
    },
}

/// The kinds of move that may follow an identification in the same move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum ThenKind {
    /// [`MoveKind::Normal`].
    Normal = 0,
    /// [`MoveKind::EnPassant`].
    EnPassant,
    /// [`MoveKind::Place`].
    Place,
    /// [`MoveKind::Define`].
    Define,
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
        }
    }
    /// The move `self` is, preceded by the identification of the pending captured piece as
    /// `role` (`self` must be of a kind [`ThenKind`] has).
    pub fn identifying(self, role: Role) -> Move {
        let then = match self.kind {
            MoveKind::EnPassant => ThenKind::EnPassant,
            MoveKind::Place => ThenKind::Place,
            MoveKind::Define => ThenKind::Define,
            _ => ThenKind::Normal,
        };
        Move {
            kind: MoveKind::Identify { role, then },
            ..self
        }
    }
    /// Whether the move places a piece (after an identification or not).
    pub const fn is_placement(&self) -> bool {
        matches!(
            self.kind,
            MoveKind::Place
                | MoveKind::Identify {
                    then: ThenKind::Place,
                    ..
                }
        )
    }
    /// Whether the move is a capture en passant (after an identification or not).
    pub const fn is_en_passant(&self) -> bool {
        matches!(
            self.kind,
            MoveKind::EnPassant
                | MoveKind::Identify {
                    then: ThenKind::EnPassant,
                    ..
                }
        )
    }
    /// Whether the move defines an undefined piece (after an identification or not).
    pub const fn is_definition(&self) -> bool {
        matches!(
            self.kind,
            MoveKind::Define
                | MoveKind::Identify {
                    then: ThenKind::Define,
                    ..
                }
        )
    }
    /// The role the move names the pending captured piece, if it starts with an
    /// identification.
    pub const fn identified(&self) -> Option<Role> {
        match self.kind {
            MoveKind::Identify { role, .. } => Some(role),
            _ => None,
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
        if self.is_en_passant() {
            Some(Square::new(self.to.file(), self.from.rank()))
        } else {
            self.capture.map(|_| self.to)
        }
    }
}

/// A move that is not legal in the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);
