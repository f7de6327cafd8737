//! [`AnyPosition`]: a position of any game, each answered by its own [`Playable`].

use super::{AnyPiece, Error, MoveInfo, Playable, Status, Variant};
use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::formats::fen::{self, FenStyle};
use crate::variants::draughts::GamePosition;
use std::hash::{Hash, Hasher};

/// A position of any game.
// A game's history keeps positions by value; boxing the larger one would cost an
// allocation per ply for no gain.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum AnyPosition {
    /// A chess-family game, with the style its FEN was written in, which the FENs the API
    /// answers keep.
    Chess(Position, FenStyle),
    /// A draughts game.
    Draughts(GamePosition),
}

/// Two positions are equal when they are the same position of the same game, whatever style
/// their FEN is written in.
impl PartialEq for AnyPosition {
    fn eq(&self, other: &AnyPosition) -> bool {
        match (self, other) {
            (AnyPosition::Chess(a, _), AnyPosition::Chess(b, _)) => a == b,
            (AnyPosition::Draughts(a), AnyPosition::Draughts(b)) => a == b,
            _ => false,
        }
    }
}

/// Runs `$body` on the position inside an [`AnyPosition`], whichever game it is.
macro_rules! each {
    ($pos:expr, $p:ident => $body:expr) => {
        match $pos {
            AnyPosition::Chess($p, _) => $body,
            AnyPosition::Draughts($p) => $body,
        }
    };
}

impl AnyPosition {
    /// The game.
    pub fn variant(&self) -> Variant {
        match self {
            AnyPosition::Chess(p, _) => Variant::from_rules(std::sync::Arc::clone(p.rules())),
            AnyPosition::Draughts(p) => Variant::from_draughts(std::sync::Arc::clone(p.game())),
        }
    }

    /// The chess-family position, if it is one.
    pub fn chess(&self) -> Option<&Position> {
        match self {
            AnyPosition::Chess(p, _) => Some(p),
            AnyPosition::Draughts(_) => None,
        }
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, sq: Square) -> Option<AnyPiece> {
        match self {
            AnyPosition::Chess(p, _) => p.board().get(sq).map(AnyPiece::from),
            AnyPosition::Draughts(p) => p.piece_at(sq).map(AnyPiece::from),
        }
    }

    /// The FEN letter of the piece on a square (uppercase white), if any.
    pub fn letter_at(&self, sq: Square) -> Option<char> {
        match self {
            AnyPosition::Chess(p, _) => p.board().get(sq).map(|piece| p.letter(piece)),
            AnyPosition::Draughts(p) => p.piece_at(sq).map(|piece| piece.char()),
        }
    }

    /// Whether a square is off the board (`*` in FEN: Troitzky chess's corners).
    pub fn is_hole(&self, sq: Square) -> bool {
        match self {
            AnyPosition::Chess(p, _) => p.rules().holes.has(p.geometry().bit_index(sq)),
            AnyPosition::Draughts(_) => false,
        }
    }

    /// Whether a square is a wall (`*` in FEN on a square of the board: a piece turned to
    /// stone, petrified).
    pub fn is_wall(&self, sq: Square) -> bool {
        match self {
            AnyPosition::Chess(p, _) => p.board().walls().has(p.geometry().bit_index(sq)),
            AnyPosition::Draughts(_) => false,
        }
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        each!(self, p => p.turn())
    }

    /// The FEN, in the style it was read in.
    pub fn fen(&self) -> String {
        match self {
            AnyPosition::Chess(p, style) => fen::write_styled(p, *style),
            AnyPosition::Draughts(p) => p.fen(),
        }
    }

    /// Every legal move, described.
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        self.describe_legal_moves(true)
    }

    /// Every legal move, described; with `with_san` false the `san` fields are left empty
    /// (the costly part: each needs the move played to see check and mate), for callers
    /// that ask for them later (the list's order is the same with and without).
    pub fn describe_legal_moves(&self, with_san: bool) -> Vec<MoveInfo> {
        each!(self, p => p.describe_legal_moves(with_san))
    }

    /// Plays a move given in any accepted notation; on error the position is unchanged.
    pub fn play(&mut self, text: &str) -> Result<MoveInfo, Error> {
        each!(self, p => p.play_text(text))
    }

    /// [`AnyPosition::play`] in a partial position: only a side to move with no move ends
    /// it (a diagram's lone pieces play on past the draws by material or move count).
    pub(super) fn play_partial(&mut self, text: &str) -> Result<MoveInfo, Error> {
        self.play_on(text)
    }

    /// [`AnyPosition::play`] where only a side to move with no move ends the game: a caller
    /// that has ruled on the other ends (a partial position; a [`crate::game::Game`] whose
    /// history lengthens the move rule).
    pub(super) fn play_on(&mut self, text: &str) -> Result<MoveInfo, Error> {
        each!(self, p => p.play_text_until(text, false))
    }

    /// In a partial position, gives the turn back when the side to move has no piece at all
    /// (a lone knight moves on and on).
    pub(super) fn skip_absent_side(&mut self) {
        if let AnyPosition::Chess(p, _) = self {
            if p.board().color_bits(p.turn()) == Set::EMPTY {
                p.pass_turn();
            }
        }
    }

    /// Turn, check, legal move count and outcome (without repetition, which needs history).
    pub fn status(&self) -> Status {
        each!(self, p => Playable::status(p))
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> Result<u64, Error> {
        each!(self, p => p.checked_perft(depth))
    }

    /// A key of what makes the position the same for the rules (repetition): the chess
    /// family's Zobrist key, a hash of the draughts position.
    pub fn key(&self) -> u64 {
        match self {
            AnyPosition::Chess(p, _) => p.key(),
            AnyPosition::Draughts(p) => {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                p.hash(&mut h);
                h.finish()
            }
        }
    }
}
