//! [`Position`]: a position of a game defined by data, and how a move is played on it.

use super::movegen;
use super::rules::tables::code;
use super::rules::DefinedRules;
use crate::core::color::Color;
use crate::core::geometry::Square;
use std::sync::Arc;

/// A piece of a defined game: a side and a kind (an index into [`DefinedRules::kinds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefinedPiece {
    /// Whose.
    pub color: Color,
    /// Which kind.
    pub kind: u8,
}

/// What a move does beyond taking a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Nothing more.
    None,
    /// A pawn's double step, passing over the en passant square (a bit index).
    DoubleStep(u8),
    /// A capture en passant of the pawn on this bit index.
    EnPassant(u8),
    /// Castling: the rook goes from one bit index to the other.
    Castle(u8, u8),
}

/// A move of a defined game; squares are bit indices of its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefinedMove {
    /// Start.
    pub from: u8,
    /// Where the piece lands (the royal piece, for castling).
    pub to: u8,
    /// Kind of the moving piece.
    pub kind: u8,
    /// Kind of the captured piece.
    pub capture: Option<u8>,
    /// Kind a pawn becomes.
    pub promotion: Option<u8>,
    /// Double step, en passant or castling.
    pub special: Special,
}

/// A position of a defined game.
#[derive(Clone, Debug)]
pub struct Position {
    pub(super) rules: Arc<DefinedRules>,
    /// By bit index: 0 for an empty square, else the piece's [`code`].
    pub(super) squares: [u8; 100],
    pub(super) by_color: [u128; 2],
    pub(super) by_kind: [u128; super::definition::MAX_PIECES],
    pub(super) turn: Color,
    /// By colour, then wing (0: the rook on the royal's left), the file of a rook that may
    /// castle.
    pub(super) castling: [[Option<u8>; 2]; 2],
    /// The square passed over by the last move's double step, and the pawn that made it.
    pub(super) ep: Option<(u8, u8)>,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
}

impl PartialEq for Position {
    /// Equal for the rules (repetition): board, turn, castling, a usable en passant square.
    fn eq(&self, other: &Position) -> bool {
        Arc::ptr_eq(&self.rules, &other.rules)
            && self.squares == other.squares
            && self.turn == other.turn
            && self.castling == other.castling
            && self.usable_ep() == other.usable_ep()
    }
}

impl Position {
    /// An empty board of a game, white to move.
    pub fn empty(rules: &Arc<DefinedRules>) -> Position {
        Position {
            rules: Arc::clone(rules),
            squares: [0; 100],
            by_color: [0; 2],
            by_kind: [0; super::definition::MAX_PIECES],
            turn: Color::White,
            castling: [[None; 2]; 2],
            ep: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
    /// The game.
    pub fn rules(&self) -> &Arc<DefinedRules> {
        &self.rules
    }
    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The piece on a bit index.
    #[inline]
    pub fn piece_at_index(&self, i: u32) -> Option<DefinedPiece> {
        match self.squares[i as usize] {
            0 => None,
            v => Some(DefinedPiece {
                color: if v & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                kind: (v - 1) / 2,
            }),
        }
    }
    /// The piece on a square, if it is on the board.
    pub fn piece_at(&self, sq: Square) -> Option<DefinedPiece> {
        if self.rules.geometry.contains(sq) {
            self.piece_at_index(self.rules.index(sq))
        } else {
            None
        }
    }
    /// The FEN letter of a piece (uppercase white).
    pub fn letter(&self, p: DefinedPiece) -> char {
        let l = self.rules.kinds[p.kind as usize].piece.letter;
        match p.color {
            Color::White => l.to_ascii_uppercase(),
            Color::Black => l,
        }
    }

    /// Puts a piece on an empty bit index, or clears one.
    pub(super) fn set(&mut self, i: u32, piece: Option<DefinedPiece>) {
        let bit = 1u128 << i;
        if let Some(old) = self.piece_at_index(i) {
            self.by_color[old.color.index()] &= !bit;
            self.by_kind[old.kind as usize] &= !bit;
        }
        self.squares[i as usize] = match piece {
            None => 0,
            Some(p) => {
                self.by_color[p.color.index()] |= bit;
                self.by_kind[p.kind as usize] |= bit;
                code(p.color, p.kind.into())
            }
        };
    }

    /// The pieces of a side of the kinds `kinds` (bits of kinds), as bits.
    #[inline]
    pub(super) fn of_kinds(&self, c: Color, kinds: u16) -> u128 {
        let mut set = 0;
        let mut k = kinds;
        while k != 0 {
            set |= self.by_kind[k.trailing_zeros() as usize];
            k &= k - 1;
        }
        set & self.by_color[c.index()]
    }

    /// The royal pieces of a side, as bits.
    #[inline]
    pub(super) fn royals(&self, c: Color) -> u128 {
        self.of_kinds(c, self.rules.royal_kinds)
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, DefinedPiece)> + '_ {
        let g = self.rules.geometry;
        g.squares()
            .filter_map(move |s| self.piece_at(s).map(|p| (s, p)))
    }

    /// Whether a royal piece of the side to move is attacked.
    pub fn is_check(&self) -> bool {
        movegen::checked_royals(self) != 0
    }

    /// The halfmove clock.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The en passant square if a capture en passant is possible there by the rules of how
    /// pawns capture (whether it is legal aside).
    pub(super) fn usable_ep(&self) -> Option<u8> {
        let (ep, _) = self.ep?;
        movegen::ep_capturers(self, ep).then_some(ep)
    }

    /// Plays a move from the legal moves.
    pub fn play(&mut self, m: &DefinedMove) {
        let us = self.turn;
        let piece = DefinedPiece {
            color: us,
            kind: m.kind,
        };
        let is_pawn = self.rules.kinds[m.kind as usize].piece.pawn;
        self.halfmoves = if m.capture.is_some() || is_pawn {
            0
        } else {
            self.halfmoves + 1
        };
        self.ep = None;
        match m.special {
            Special::Castle(rook_from, rook_to) => {
                let rook = self.piece_at_index(rook_from.into());
                self.set(rook_from.into(), None);
                self.set(m.from.into(), None);
                self.set(m.to.into(), Some(piece));
                self.set(rook_to.into(), rook);
            }
            _ => {
                if let Special::EnPassant(victim) = m.special {
                    self.set(victim.into(), None);
                }
                // A double step that promotes leaves no pawn to take en passant.
                if let (Special::DoubleStep(passed), None) = (m.special, m.promotion) {
                    self.ep = Some((passed, m.to));
                }
                self.set(m.from.into(), None);
                let lands = DefinedPiece {
                    color: us,
                    kind: m.promotion.unwrap_or(m.kind),
                };
                self.set(m.to.into(), Some(lands));
            }
        }
        self.update_castling(m);
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !us;
    }

    /// Castling rights lost by a move: the castling royal's side's when it moves, a rook's
    /// when it moves or is captured.
    fn update_castling(&mut self, m: &DefinedMove) {
        let Some(castle) = &self.rules.castle else {
            return;
        };
        let w = u32::from(self.rules.geometry.width);
        let us = self.turn;
        if m.kind == castle.royal {
            self.castling[us.index()] = [None; 2];
        }
        for (c, home) in [
            (Color::White, 0),
            (Color::Black, self.rules.geometry.height - 1),
        ] {
            for wing in 0..2 {
                if let Some(file) = self.castling[c.index()][wing] {
                    let sq = u32::from(home) * w + u32::from(file);
                    if sq == u32::from(m.from) || sq == u32::from(m.to) {
                        self.castling[c.index()][wing] = None;
                    }
                }
            }
        }
    }
}
