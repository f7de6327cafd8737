//! A validated position of a chess-family game, with attacks, legal moves and play.
//!
//! The shared rules live here once; a game brings its [`Rules`] table and a few hooks.
//!
//! ```
//! use fenboard::variants::chess;
//! let pos = chess::start();
//! assert_eq!(pos.legal_moves().len(), 20);
//! ```

use crate::board::Board;
use crate::color::Color;
use crate::geometry::{Geometry, Square};
use crate::moves::{Move, MoveKind};
use crate::role::{Piece, Role, ALL_DIRECTIONS, KNIGHT_LEAPS};
use crate::rules::Rules;
use std::fmt;

/// Reserve roles, in the order of Bario's FEN reserve field.
pub const RESERVE_ROLES: [Role; 4] = [Role::Rook, Role::Knight, Role::Bishop, Role::Queen];

/// Index of a role in [`RESERVE_ROLES`].
pub fn reserve_index(role: Role) -> Option<usize> {
    RESERVE_ROLES.iter().position(|&r| r == role)
}

/// Castling rights by files on each side's back rank.
///
/// `rook[color][side]`: file of the rook that may still castle on the left (0) or right
/// (1) side. `royal[color][slot]`: file of the royal piece that may still castle, slot 0 the
/// left one of two castling royals (Coregal), slot 1 the right one or the only one (the
/// king in chess).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling {
    /// Rooks with their right, by side.
    pub rook: [[Option<u8>; 2]; 2],
    /// Royals with their right, by slot.
    pub royal: [[Option<u8>; 2]; 2],
}

impl Castling {
    /// No castling rights at all.
    pub const NONE: Castling = Castling {
        rook: [[None; 2]; 2],
        royal: [[None; 2]; 2],
    };

    /// Whether a colour keeps any castling right.
    pub fn any(&self, color: Color) -> bool {
        self.rook[color.index()].iter().any(Option::is_some)
    }

    fn canonicalize(&mut self) {
        for c in 0..2 {
            if self.royal[c].iter().all(Option::is_none) || self.rook[c].iter().all(Option::is_none)
            {
                self.royal[c] = [None; 2];
                self.rook[c] = [None; 2];
            }
        }
    }
}

/// How the FEN of a position is written (output keeps the input's format).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FenStyle {
    /// Standard FEN with `KQkq` (X-FEN file letters where needed).
    Standard,
    /// Standard FEN with Shredder file letters (`HAha`).
    Shredder,
    /// vchess FEN.
    Vchess,
}

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has the wrong number of kings.
    Kings {
        /// The side.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// A royal piece the game requires is missing (Coregal's queen).
    MissingRoyal {
        /// The side.
        color: Color,
        /// The missing role.
        role: Role,
    },
    /// A pawn on a rank where it can never stand.
    PawnOnBackRank(Square),
    /// The side that is not to move is in check.
    OppositeCheck {
        /// The attacked royal piece.
        square: Square,
    },
    /// The en passant square does not fit the position.
    BadEnPassant(Square),
    /// A castling right whose king or rook is not in place.
    BadCastling(String),
    /// A piece that this game does not use.
    ForeignPiece {
        /// Where it stands.
        square: Square,
        /// Its FEN letter.
        letter: char,
    },
    /// Bario: a side has no king although it can no longer place one.
    KingNotPlaced {
        /// The side.
        color: Color,
        /// Why it should have one.
        reason: &'static str,
    },
    /// Bario: a side's reserve does not match its undefined pieces on the board.
    ReserveMismatch {
        /// The side.
        color: Color,
        /// Its undefined pieces on the board.
        undefined: usize,
        /// Pieces in its reserve.
        reserve: usize,
        /// Pieces its reserve must hold.
        expected: usize,
    },
    /// Bario: the capture field does not name a piece of the side that just moved.
    BadCapture {
        /// The square the field names.
        square: Square,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Anything else specific to a game.
    Invalid(String),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Kings { color, count } => {
                write!(f, "impossible position: {color} has {count} kings, it must have exactly one")
            }
            PositionError::MissingRoyal { color, role } => {
                write!(f, "impossible position: {color} has no {role}, this game needs at least one")
            }
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "impossible position: a pawn stands on {sq}, on its first or last rank")
            }
            PositionError::OppositeCheck { square } => write!(
                f,
                "impossible position: the side not to move is in check (its royal piece on {square} is attacked)"
            ),
            PositionError::BadEnPassant(sq) => {
                write!(f, "impossible position: en passant square {sq} does not follow a pawn's double step")
            }
            PositionError::BadCastling(s) => write!(f, "impossible castling rights: {s}"),
            PositionError::ForeignPiece { square, letter } => {
                write!(f, "piece '{letter}' on {square} does not belong to this game")
            }
            PositionError::KingNotPlaced { color, reason } => {
                write!(f, "impossible position: {color} has no king, {reason}")
            }
            PositionError::ReserveMismatch { color, undefined, reserve, expected } => write!(
                f,
                "impossible position: {color} has {undefined} undefined pieces on the board and {reserve} pieces in its reserve; \
                 its reserve must hold {expected} (one per undefined piece, one fewer while its king is not placed, \
                 one more while a captured undefined piece awaits identification)"
            ),
            PositionError::BadCapture { square, reason } => {
                write!(f, "impossible position: the capture field names {square}, {reason}")
            }
            PositionError::Invalid(s) => write!(f, "impossible position: {s}"),
        }
    }
}

impl std::error::Error for PositionError {}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why: `checkmate`, `stalemate`, `insufficient-material`, `fifty-moves`,
    /// `threefold-repetition`, `no-moves`...
    pub reason: &'static str,
}

/// A position of a chess-family game: board, side to move, castling rights, en passant
/// square, clocks, and Bario's reserve.
#[derive(Clone, Debug)]
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
    /// Bario: reserve counts of rooks, knights, bishops, queens per colour.
    pub(crate) reserve: [[u8; 4]; 2],
    /// Bario: square where an undefined piece of the side to move was captured and awaits
    /// identification.
    pub(crate) pending: Option<Square>,
    pub(crate) fen_style: FenStyle,
}

impl PartialEq for Position {
    /// Positions are equal when they are the same for the rules (repetition): board, side
    /// to move, castling rights, a usable en passant square, reserve and pending capture.
    fn eq(&self, other: &Position) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.effective_ep() == other.effective_ep()
            && self.reserve == other.reserve
            && self.pending == other.pending
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
            reserve: [[0; 4]; 2],
            pending: None,
            fen_style: match rules.fen {
                crate::rules::FenDialect::StandardOrVchess => FenStyle::Standard,
                crate::rules::FenDialect::Vchess => FenStyle::Vchess,
            },
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
    /// Bario reserve: rooks, knights, bishops, queens of a colour.
    pub fn reserve(&self, color: Color) -> [u8; 4] {
        self.reserve[color.index()]
    }
    /// Bario: the square of a captured undefined piece of the side to move, not yet identified.
    pub fn pending_identification(&self) -> Option<Square> {
        self.pending
    }
    /// The FEN style that `fen::write` will use.
    pub fn fen_style(&self) -> FenStyle {
        self.fen_style
    }
    fn geometry(&self) -> Geometry {
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

    fn can_leap(&self, p: Piece, v: (i8, i8)) -> bool {
        if p.role == Role::Undefined {
            return self
                .potential_roles(p.color)
                .any(|r| r.movement().leaps.contains(&v));
        }
        p.role.movement().leaps.contains(&v)
    }

    fn can_ride(&self, p: Piece, d: (i8, i8)) -> bool {
        if p.role == Role::Undefined {
            return self
                .potential_roles(p.color)
                .any(|r| r.movement().rides.contains(&d));
        }
        p.role.movement().rides.contains(&d)
    }

    /// Roles an undefined piece of `color` may turn out to be: those left in its reserve.
    pub fn potential_roles(&self, color: Color) -> impl Iterator<Item = Role> + '_ {
        RESERVE_ROLES
            .into_iter()
            .zip(self.reserve[color.index()])
            .filter(|&(_, n)| n > 0)
            .map(|(r, _)| r)
    }

    /// Calls `f` with each square holding a piece of `by` that attacks `sq` (for an undefined
    /// piece: that would attack it as one of its owner's reserve pieces). Stops when `f`
    /// returns true; returns whether it did.
    fn scan_attackers(&self, sq: Square, by: Color, mut f: impl FnMut(Square) -> bool) -> bool {
        let g = self.geometry();
        // Pawns.
        for df in [-1, 1] {
            if let Some(s) = g.offset(sq, df, -by.forward()) {
                if self.board.get(s) == Some(Piece::new(by, Role::Pawn)) && f(s) {
                    return true;
                }
            }
        }
        // Leapers (every leap table is symmetric).
        for &v in KNIGHT_LEAPS.iter().chain(ALL_DIRECTIONS) {
            if let Some(s) = g.offset(sq, v.0, v.1) {
                if let Some(p) = self.board.get(s) {
                    if p.color == by && self.can_leap(p, v) && f(s) {
                        return true;
                    }
                }
            }
        }
        // Riders.
        for &d in ALL_DIRECTIONS {
            let mut cur = sq;
            while let Some(s) = g.offset(cur, d.0, d.1) {
                if let Some(p) = self.board.get(s) {
                    if p.color == by && self.can_ride(p, d) && f(s) {
                        return true;
                    }
                    break;
                }
                cur = s;
            }
        }
        false
    }

    /// Whether a piece of `by` attacks `sq`.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.scan_attackers(sq, by, |_| true)
    }

    /// Squares of the pieces of `by` that attack `sq`.
    pub fn attackers(&self, sq: Square, by: Color) -> Vec<Square> {
        let mut v = Vec::new();
        self.scan_attackers(sq, by, |s| {
            v.push(s);
            false
        });
        v.sort();
        v.dedup();
        v
    }

    /// Squares of the royal pieces of a colour.
    pub fn royals(&self, color: Color) -> impl Iterator<Item = Square> + '_ {
        self.board
            .pieces()
            .filter(move |&(_, p)| p.color == color && self.rules.is_royal(p.role))
            .map(|(s, _)| s)
    }

    /// The attacked royal pieces of a colour (empty: not in check).
    pub fn checked_royals(&self, color: Color) -> Vec<Square> {
        self.royals(color)
            .filter(|&s| self.is_attacked(s, !color))
            .collect()
    }

    /// Whether any royal piece of `color` is attacked.
    pub fn royal_attacked(&self, color: Color) -> bool {
        self.royals(color).any(|s| self.is_attacked(s, !color))
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.royal_attacked(self.turn)
    }

    // ----- move generation -----

    /// Moves of a table piece (leaper/rider) of `piece`'s colour from `from`, as if it
    /// stood there with role `piece.role`.
    pub(crate) fn table_piece_moves(&self, from: Square, piece: Piece, out: &mut Vec<Move>) {
        let g = self.geometry();
        let m = piece.role.movement();
        for &v in m.leaps {
            if let Some(to) = g.offset(from, v.0, v.1) {
                match self.board.get(to) {
                    None => out.push(Move::normal(piece.role, from, to, None)),
                    Some(p) if p.color != piece.color => {
                        out.push(Move::normal(piece.role, from, to, Some(p.role)))
                    }
                    _ => {}
                }
            }
        }
        for &d in m.rides {
            let mut cur = from;
            while let Some(to) = g.offset(cur, d.0, d.1) {
                match self.board.get(to) {
                    None => out.push(Move::normal(piece.role, from, to, None)),
                    Some(p) => {
                        if p.color != piece.color {
                            out.push(Move::normal(piece.role, from, to, Some(p.role)));
                        }
                        break;
                    }
                }
                cur = to;
            }
        }
    }

    /// Roles a pawn of `color` may promote to right now.
    pub fn promotion_roles(&self, color: Color) -> Vec<Role> {
        let promo = &self.rules.promotion;
        promo
            .roles
            .iter()
            .copied()
            .filter(|&r| {
                !promo.only_captured || {
                    let initial = self
                        .rules
                        .initial_counts
                        .iter()
                        .find(|&&(role, _)| role == r)
                        .map_or(0, |&(_, n)| n as usize);
                    self.board.count(color, r) < initial
                }
            })
            .collect()
    }

    fn push_pawn_move(&self, m: Move, color: Color, out: &mut Vec<Move>) {
        let rel = self.relative_rank(color, m.to);
        let height = self.geometry().height;
        if rel + self.rules.promotion.zone < height {
            out.push(m);
            return;
        }
        if rel + 1 < height {
            out.push(m); // promotion optional before the last rank
        }
        for r in self.promotion_roles(color) {
            out.push(Move {
                promotion: Some(r),
                ..m
            });
        }
    }

    pub(crate) fn pawn_moves(&self, from: Square, color: Color, out: &mut Vec<Move>) {
        let g = self.geometry();
        let fwd = color.forward();
        if let Some(to) = g.offset(from, 0, fwd) {
            if self.board.get(to).is_none() {
                self.push_pawn_move(Move::normal(Role::Pawn, from, to, None), color, out);
                if self.relative_rank(color, from) == self.rules.pawn_double_rank {
                    if let Some(to2) = g.offset(to, 0, fwd) {
                        if self.board.get(to2).is_none() {
                            self.push_pawn_move(
                                Move::normal(Role::Pawn, from, to2, None),
                                color,
                                out,
                            );
                        }
                    }
                }
            }
        }
        for df in [-1, 1] {
            let Some(to) = g.offset(from, df, fwd) else {
                continue;
            };
            match self.board.get(to) {
                Some(p) if p.color != color => self.push_pawn_move(
                    Move::normal(Role::Pawn, from, to, Some(p.role)),
                    color,
                    out,
                ),
                None if Some(to) == self.ep => {
                    let captured = Square::new(to.file(), from.rank());
                    if self.board.get(captured) == Some(Piece::new(!color, Role::Pawn)) {
                        out.push(Move {
                            kind: MoveKind::EnPassant { captured },
                            capture: Some(Role::Pawn),
                            ..Move::normal(Role::Pawn, from, to, None)
                        });
                    }
                }
                _ => {}
            }
        }
    }

    fn castle_moves(&self, out: &mut Vec<Move>) {
        let Some(table) = self.rules.castling else {
            return;
        };
        let c = self.turn;
        let back = self.back_rank(c);
        for slot in 0..2 {
            let Some(rf) = self.castling.royal[c.index()][slot] else {
                continue;
            };
            let from = Square::new(rf, back);
            let Some(royal) = self.board.get(from) else {
                continue;
            };
            if royal.color != c || !table.royals.contains(&royal.role) || self.is_attacked(from, !c)
            {
                continue;
            }
            for side in 0..2 {
                let Some(kf) = self.castling.rook[c.index()][side] else {
                    continue;
                };
                if (side == 0) != (kf < rf) {
                    continue;
                }
                let rook = Square::new(kf, back);
                if self.board.get(rook) != Some(Piece::new(c, Role::Rook)) {
                    continue;
                }
                let (royal_file, rook_file) = table.land[slot][side];
                let span = |a: u8, b: u8| a.min(b)..=a.max(b);
                let blocked = span(rf, royal_file)
                    .chain(span(kf, rook_file))
                    .any(|f| f != rf && f != kf && self.board.get(Square::new(f, back)).is_some());
                if blocked {
                    continue;
                }
                let crosses_attack = span(rf, royal_file)
                    .any(|f| f != rf && self.is_attacked(Square::new(f, back), !c));
                if crosses_attack {
                    continue;
                }
                out.push(Move {
                    kind: MoveKind::Castle {
                        rook,
                        rook_to: Square::new(rook_file, back),
                    },
                    ..Move::normal(royal.role, from, Square::new(royal_file, back), None)
                });
            }
        }
    }

    /// Moves that obey how pieces move, ignoring whether they leave a royal attacked.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        let c = self.turn;
        for (from, p) in self.board.pieces() {
            if p.color != c {
                continue;
            }
            match p.role {
                Role::Pawn => self.pawn_moves(from, c, out),
                r if r.is_table_piece() => self.table_piece_moves(from, p, out),
                _ => {}
            }
        }
        self.castle_moves(out);
    }

    /// Whether, after `m`, no royal piece of the mover is attacked.
    pub fn is_safe(&self, m: &Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(m);
        !after.royal_attacked(self.turn)
    }

    /// Every legal move (for Bario: every legal whole turn).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        if let Some(hook) = self.rules.hooks.legal_moves {
            hook(self, &mut out);
            return out;
        }
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_legal_moves(&mut pseudo);
        out.extend(pseudo.into_iter().filter(|m| self.is_safe(m)));
        out
    }

    /// Whether a move is among the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    // ----- playing -----

    /// Plays a move without checking that it is legal (it must come from
    /// [`Position::legal_moves`] or [`Position::pseudo_legal_moves`]).
    pub fn play_unchecked(&mut self, m: &Move) {
        let c = self.turn;
        let ci = c.index();
        if let Some(r) = m.identify {
            if let Some(i) = reserve_index(r) {
                self.reserve[ci][i] = self.reserve[ci][i].saturating_sub(1);
            }
        }
        self.pending = None;
        let mut captured_piece = None;
        let ep_before = self.ep.take();
        match m.kind {
            MoveKind::Place => {
                self.board.set(m.to, Some(Piece::new(c, Role::King)));
            }
            MoveKind::Castle { rook, rook_to } => {
                let royal = self.board.set(m.from, None);
                let rook_piece = self.board.set(rook, None);
                self.board.set(m.to, royal);
                self.board.set(rook_to, rook_piece);
            }
            MoveKind::EnPassant { captured } => {
                captured_piece = self.board.set(captured, None);
                let pawn = self.board.set(m.from, None);
                self.board.set(m.to, pawn);
            }
            MoveKind::Normal => {
                if m.define {
                    if let Some(i) = reserve_index(m.role) {
                        self.reserve[ci][i] = self.reserve[ci][i].saturating_sub(1);
                    }
                }
                self.board.set(m.from, None);
                let placed = Piece::new(c, m.promotion.unwrap_or(m.role));
                captured_piece = self.board.set(m.to, Some(placed));
            }
        }
        let _ = ep_before;
        if m.role == Role::Pawn && m.from.rank().abs_diff(m.to.rank()) == 2 {
            self.ep = Some(Square::new(
                m.from.file(),
                (m.from.rank() + m.to.rank()) / 2,
            ));
        }
        self.update_castling(m, c);
        if captured_piece.is_some_and(|p| p.role == Role::Undefined) {
            self.pending = Some(m.to);
        }
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
        if self.rules.castling.is_none() {
            return;
        }
        let back = self.back_rank(c);
        let ci = c.index();
        if m.from.rank() == back {
            for f in self.castling.royal[ci]
                .iter_mut()
                .chain(self.castling.rook[ci].iter_mut())
            {
                if *f == Some(m.from.file()) {
                    *f = None;
                }
            }
        }
        if let MoveKind::Castle { rook, .. } = m.kind {
            for f in self.castling.rook[ci].iter_mut() {
                if *f == Some(rook.file()) {
                    *f = None;
                }
            }
        }
        let their_back = self.back_rank(!c);
        if m.to.rank() == their_back && m.capture.is_some() {
            let oi = (!c).index();
            for f in self.castling.royal[oi]
                .iter_mut()
                .chain(self.castling.rook[oi].iter_mut())
            {
                if *f == Some(m.to.file()) {
                    *f = None;
                }
            }
        }
        self.castling.canonicalize();
    }

    /// Gives the move to the other side without a move (for partial positions, where one
    /// side has no piece); the en passant square lapses.
    pub fn pass_turn(&mut self) {
        self.turn = !self.turn;
        self.ep = None;
    }

    /// Plays a move if it is legal, else says why not (leaves the position unchanged).
    pub fn play(&mut self, m: &Move) -> Result<(), crate::notation::MoveError> {
        if !self.is_legal(m) {
            return Err(crate::notation::MoveError::Illegal(format!("{m:?}")));
        }
        self.play_unchecked(m);
        Ok(())
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

    /// How the game stands: `None` while it goes on.
    pub fn outcome(&self, legal_move_count: usize) -> Option<Outcome> {
        if legal_move_count == 0 {
            return Some(if self.is_check() {
                Outcome {
                    winner: Some(!self.turn),
                    reason: "checkmate",
                }
            } else {
                Outcome {
                    winner: None,
                    reason: "stalemate",
                }
            });
        }
        if self.rules.insufficient_material && self.is_insufficient_material() {
            return Some(Outcome {
                winner: None,
                reason: "insufficient-material",
            });
        }
        if self.rules.fifty_moves && self.halfmoves >= 100 {
            return Some(Outcome {
                winner: None,
                reason: "fifty-moves",
            });
        }
        None
    }

    // ----- validation -----

    /// Checks the position: the shared rules (kings, pawns, en passant, side not to move
    /// not in check), then the game's own hook.
    pub fn validate(&self) -> Result<(), PositionError> {
        self.validate_with(true)
    }

    /// Checks only the shared rules (pieces of the game, pawns, en passant, side not to move
    /// not in check), not the game's own counts of royal pieces or reserve: a partial
    /// position, such as a rules-page diagram with a lone knight.
    pub fn validate_partial(&self) -> Result<(), PositionError> {
        self.validate_with(false)
    }

    fn validate_with(&self, game_hook: bool) -> Result<(), PositionError> {
        for (square, p) in self.board.pieces() {
            if !self.rules.roles.contains(&p.role) {
                return Err(PositionError::ForeignPiece {
                    square,
                    letter: p.char(),
                });
            }
            if p.role == Role::Pawn {
                let rel = self.relative_rank(p.color, square);
                if rel == 0 || rel + 1 == self.geometry().height {
                    return Err(PositionError::PawnOnBackRank(square));
                }
            }
        }
        if let Some(ep) = self.ep {
            let them = !self.turn;
            let ok = self.relative_rank(them, ep) == self.rules.pawn_double_rank + 1
                && self.board.get(ep).is_none()
                && self
                    .geometry()
                    .offset(ep, 0, -them.forward())
                    .is_some_and(|s| self.board.get(s).is_none())
                && self
                    .geometry()
                    .offset(ep, 0, them.forward())
                    .is_some_and(|s| self.board.get(s) == Some(Piece::new(them, Role::Pawn)));
            if !ok {
                return Err(PositionError::BadEnPassant(ep));
            }
        }
        if game_hook {
            (self.rules.hooks.validate)(self)?;
        }
        if let Some(square) = self.checked_royals(!self.turn).first() {
            return Err(PositionError::OppositeCheck { square: *square });
        }
        Ok(())
    }

    /// The shared check that each side has exactly one king.
    pub fn validate_one_king_each(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let count = self.board.count(color, Role::King);
            if count != 1 {
                return Err(PositionError::Kings { color, count });
            }
        }
        Ok(())
    }
}
