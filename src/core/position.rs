//! A validated position of a chess-family game, with attacks, legal moves and play.
//!
//! The shared rules live here once; a game brings its [`Rules`] table and a few hooks.
//!
//! ```
//! use fenboard::variants::chess;
//! let pos = chess::start();
//! assert_eq!(pos.legal_moves().len(), 20);
//! ```

use crate::core::board::Board;
pub use crate::core::castling::Castling;
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::moves::{Move, MoveKind};
pub use crate::core::position_error::PositionError;
use crate::core::reserve::Reserves;
use crate::core::role::{Piece, Role};
use crate::core::rules::{self, Hooks};

/// The rules table of a chess-family game.
pub type Rules = rules::Rules<Position>;

/// A position of a chess-family game: board, side to move, castling rights, en passant
/// square, clocks, and the reserves (Bario's).
#[derive(Debug)]
pub struct Position {
    pub(crate) rules: &'static Rules,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
    /// Square passed over by the last double step (always set after one).
    pub(crate) ep: Option<Square>,
    pub(crate) halfmoves: u32,
    /// Plies (vchess `movesCount`) since the game's start.
    pub(crate) plies: u32,
    /// The pieces each side holds off the board, and a captured piece awaiting
    /// identification.
    pub(crate) reserve: Reserves,
}

impl Clone for Position {
    /// One copy of the whole position (perft clones one at every node; the derived `Clone`
    /// may copy it a field at a time, through a temporary).
    #[inline(always)]
    fn clone(&self) -> Position {
        Position { ..*self }
    }
}

impl PartialEq for Position {
    /// Positions are equal when they are the same for the rules (repetition): board, side
    /// to move, castling rights, a usable en passant square, reserves and pending capture.
    fn eq(&self, other: &Position) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.effective_ep() == other.effective_ep()
            && self.reserve == other.reserve
    }
}

impl Position {
    /// An empty position of a game (for building positions by hand; validate with
    /// [`Position::validate`]).
    pub fn empty(rules: &'static Rules) -> Position {
        Position {
            rules,
            board: Board::empty(rules.geometry),
            turn: Color::White,
            castling: Castling::NONE,
            ep: None,
            halfmoves: 0,
            plies: 0,
            reserve: Reserves::EMPTY,
        }
    }

    /// The game's rules.
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Mutable board, for building positions.
    pub fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }
    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Castling rights.
    pub fn castling(&self) -> Castling {
        self.castling
    }
    /// Halfmove clock (plies since the last capture or pawn move).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// Full move number, from 1.
    pub fn fullmoves(&self) -> u32 {
        self.plies / 2 + 1
    }
    /// Both sides' reserves.
    pub fn reserves(&self) -> &Reserves {
        &self.reserve
    }
    /// A side's reserve: its rooks, knights, bishops, queens ([`RESERVE_ROLES`]).
    ///
    /// [`RESERVE_ROLES`]: crate::core::reserve::RESERVE_ROLES
    pub fn reserve(&self, color: Color) -> [u8; 4] {
        self.reserve.counts(color)
    }
    /// The square of a captured undefined piece of the side to move, not yet identified.
    pub fn pending_identification(&self) -> Option<Square> {
        self.reserve.pending()
    }
    pub(crate) fn geometry(&self) -> Geometry {
        self.rules.geometry
    }

    /// The rank index of `sq` seen from `color`'s side (0 = its first rank).
    pub fn relative_rank(&self, color: Color, sq: Square) -> u8 {
        match color {
            Color::White => sq.rank(),
            Color::Black => self.geometry().height - 1 - sq.rank(),
        }
    }

    /// Back rank index (absolute) of a colour.
    pub fn back_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.geometry().height - 1,
        }
    }

    /// The en passant square, if a pawn of the side to move could capture there.
    pub fn effective_ep(&self) -> Option<Square> {
        let ep = self.ep?;
        let back = -self.turn.forward();
        [-1, 1]
            .into_iter()
            .any(|df| {
                self.geometry()
                    .offset(ep, df, back)
                    .and_then(|s| self.board.get(s))
                    .is_some_and(|p| p == Piece::new(self.turn, Role::Pawn))
            })
            .then_some(ep)
    }

    // ----- attacks -----

    /// Whether the board is 10 files wide (`u128` bitboards) rather than 8 (`u64`).
    #[inline]
    pub(crate) fn wide(&self) -> bool {
        self.rules.geometry.width > 8
    }

    /// Squares of the royal pieces of a colour.
    pub fn royals(&self, color: Color) -> impl Iterator<Item = Square> + '_ {
        let bits = (self.rules.royals.iter()).fold(0, |b, &r| b | self.board.pieces_of(color, r));
        self.board.squares_of(bits)
    }

    // ----- move generation -----

    /// Roles a pawn of `color` may promote to right now.
    pub fn promotion_roles(&self, color: Color) -> Vec<Role> {
        let (roles, n) = self.promotion_roles_array(color);
        roles[..n].to_vec()
    }

    /// [`Position::promotion_roles`] without allocating: the roles and how many there are.
    pub(crate) fn promotion_roles_array(&self, color: Color) -> ([Role; Role::ALL.len()], usize) {
        let promo = &self.rules.promotion;
        let mut roles = [Role::Pawn; Role::ALL.len()];
        let mut n = 0;
        for &r in promo.roles {
            let ok = !promo.only_captured || {
                let initial = self
                    .rules
                    .initial_counts
                    .iter()
                    .find(|&&(role, _)| role == r)
                    .map_or(0, |&(_, n)| n as usize);
                self.board.count(color, r) < initial
            };
            if ok {
                roles[n] = r;
                n += 1;
            }
        }
        (roles, n)
    }

    /// The castles of the side to move whose path is free, each with the files of the back
    /// rank (bit `file`) that its royal piece stands on, passes over or lands on: the castle is
    /// possible unless the opponent attacks one of them. Their legality is not tested. (The
    /// same code for every board size: the move generator of each size tests the squares.)
    pub(crate) fn castle_candidates(&self) -> [Option<(Move, u32)>; 4] {
        let mut out = [None; 4];
        let Some(table) = self.rules.castling else {
            return out;
        };
        let c = self.turn;
        let back = self.back_rank(c);
        // The occupied files of the back rank, and the files from `a` to `b` (either way round),
        // as bits: masks rather than iterators, as this runs at every node with castling rights.
        let occupied = u32::from(self.board.occupied_files_on_rank(back));
        let span = |a: u8, b: u8| (2u32 << a.max(b)) - (1u32 << a.min(b));
        let mut n = 0;
        // The free path first: it rules out most castles at the least cost.
        for royal_wing in Wing::ALL {
            let Some(rf) = self.castling.royal(c, royal_wing) else {
                continue;
            };
            for wing in Wing::ALL {
                let Some(kf) = self.castling.rook(c, wing) else {
                    continue;
                };
                if Wing::of(kf, rf) != wing {
                    continue;
                }
                let (royal_file, rook_file) = table.land(royal_wing, wing);
                let path = span(rf, royal_file) | span(kf, rook_file);
                if path & occupied & !(1 << rf | 1 << kf) != 0 {
                    continue;
                }
                let from = Square::new(rf, back);
                let Some(royal) = self.board.get(from) else {
                    continue;
                };
                if royal.color != c || !table.royals.contains(&royal.role) {
                    continue;
                }
                let rook = Square::new(kf, back);
                if !matches!(self.board.get(rook), Some(p) if p.color == c && p.role == Role::Rook)
                {
                    continue;
                }
                let m = Move {
                    kind: MoveKind::Castle {
                        rook,
                        rook_to: Square::new(rook_file, back),
                    },
                    ..Move::normal(royal.role, from, Square::new(royal_file, back), None)
                };
                out[n] = Some((m, span(rf, royal_file)));
                n += 1;
            }
        }
        out
    }

    // ----- playing -----

    /// Plays a move without checking that it is legal (it must come from
    /// [`Position::legal_moves`] or [`Position::pseudo_legal_moves`]).
    pub fn play_unchecked(&mut self, m: &Move) {
        let c = self.turn;
        if let Some(role) = m.identified() {
            self.reserve.take(c, role);
        }
        let mut captured_piece = None;
        self.ep = None;
        if let MoveKind::Castle { rook, rook_to } = m.kind {
            let royal = self.board.set(m.from, None);
            let rook_piece = self.board.set(rook, None);
            self.board.set(m.to, royal);
            self.board.set(rook_to, rook_piece);
        } else if m.is_placement() {
            self.board.set(m.to, Some(Piece::new(c, m.role)));
        } else if m.is_en_passant() {
            let captured = Square::new(m.to.file(), m.from.rank());
            captured_piece = self.board.set(captured, None);
            let pawn = self.board.set(m.from, None);
            self.board.set(m.to, pawn);
        } else {
            if m.is_definition() {
                self.reserve.take(c, m.role);
            }
            self.board.set(m.from, None);
            let placed = Piece::new(c, m.promotion.unwrap_or(m.role));
            captured_piece = self.board.set(m.to, Some(placed));
        }
        if m.role == Role::Pawn && m.from.rank().abs_diff(m.to.rank()) == 2 {
            self.ep = Some(Square::new(
                m.from.file(),
                (m.from.rank() + m.to.rank()) / 2,
            ));
        }
        self.update_castling(m, c);
        if m.role == Role::Pawn || captured_piece.is_some() {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        self.plies = self.plies.saturating_add(1);
        self.turn = !c;
        if let Some(hook) = self.rules.hooks.after_move {
            hook(self, m);
        }
    }

    fn update_castling(&mut self, m: &Move, c: Color) {
        if self.rules.castling.is_none() || self.castling.is_none() {
            return;
        }
        let back = self.back_rank(c);
        if m.from.rank() == back {
            self.castling.forget(c, m.from.file());
        }
        if let MoveKind::Castle { rook, .. } = m.kind {
            self.castling.forget_rook(c, rook.file());
        }
        let their_back = self.back_rank(!c);
        if m.to.rank() == their_back && m.capture.is_some() {
            self.castling.forget(!c, m.to.file());
        }
        self.castling.canonicalize();
    }

    /// Gives the move to the other side without a move (for partial positions, where one
    /// side has no piece); the en passant square lapses.
    pub fn pass_turn(&mut self) {
        self.turn = !self.turn;
        self.ep = None;
    }

    // ----- end of game -----

    /// Whether neither side can possibly mate (FIDE dead positions of the simplest kinds:
    /// kings alone, a single minor piece, or bishops all on one colour).
    pub fn is_insufficient_material(&self) -> bool {
        let mut minors = 0;
        let mut bishop_colors = [false; 2];
        let mut knights = 0;
        for (sq, p) in self.board.pieces() {
            match p.role {
                Role::King => {}
                Role::Bishop => {
                    minors += 1;
                    bishop_colors[self.geometry().is_dark(sq) as usize] = true;
                }
                Role::Knight => {
                    minors += 1;
                    knights += 1;
                }
                _ => return false,
            }
        }
        minors <= 1 || (knights == 0 && !(bishop_colors[0] && bishop_colors[1]))
    }
}

impl Hooks<Position> {
    /// The shared rules alone: one king each, moves as `position.rs` generates them.
    pub const SHARED: Hooks<Position> = Hooks {
        validate: Position::validate_one_king_each,
        legal_moves: None,
        after_move: None,
        fen_fields: None,
        write_move: None,
        refuse_move: None,
    };
}
