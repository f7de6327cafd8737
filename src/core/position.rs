//! A position of a chess-family game, and how a move changes it.
//!
//! The shared rules live here and in the move generator once; a game brings its [`Rules`]
//! (data, and the hooks of the few games that need code).
//!
//! ```
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let pos = chess.start_position().chess().unwrap().clone();
//! assert_eq!(pos.legal_moves().len(), 20);
//! ```

use crate::core::bitboard::{bit, Set, WideBits};
use crate::core::board::Board;
pub use crate::core::castling::Castling;
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::moves::{Move, MoveKind};
pub use crate::core::position_error::PositionError;
use crate::core::reserve::Reserves;
use crate::core::role::{Piece, Role, RoleSet, MAX_ROLES};
use crate::core::rules::{self, Counting};

/// A chess-family game, compiled: its description, whose hooks take this module's positions.
pub type Rules = rules::Rules<Position>;
use std::sync::Arc;

/// The square a pawn's double step passed over, and where that pawn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnPassant {
    /// The square passed over: a capture en passant lands there.
    pub square: Square,
    /// The pawn that passed over it.
    pub victim: Square,
}

/// A position of a chess-family game: its game, board, side to move, castling rights, en
/// passant square, clocks, and the reserves.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
    /// The last move's double step, if it made one.
    pub(crate) ep: Option<EnPassant>,
    pub(crate) halfmoves: u32,
    /// Plies (vchess `movesCount`) since the game's start.
    pub(crate) plies: u32,
    /// The pieces each side holds off the board, and a captured piece awaiting
    /// identification.
    pub(crate) reserve: Reserves,
    /// By colour, the checks it has left to give, in a game that counts them.
    pub(crate) checks: [u8; 2],
    /// Makruk's counting: the limit in plies (0: no count under way) and the plies counted.
    pub(crate) count: (u16, u16),
    /// By colour, whether the checks it has given in a row, the last one included, include
    /// one by a kind a winning mate needs (shatar's shak: [`rules::MateRules`]).
    pub(crate) shak: [bool; 2],
    /// The squares (bit indices) of promoted pieces, in a game whose captured promoted pieces
    /// go to the hand as pawns (crazyhouse's `Q~`).
    pub(crate) promoted: Set,
    /// In a game with gating, the squares (bit indices) of the pieces that have not left
    /// their side's first rank yet, where a piece of the hand may enter as they leave.
    pub(crate) gates: Set,
    /// In a game where a side may pass, how many of the last moves were passes (at most 2:
    /// both sides passing in a row end the game); 0 in a position read from a FEN.
    pub(crate) passes: u8,
    /// In a game with bikjang, whether the side that has just moved was in bikjang before its
    /// move (a side still in bikjang after it then ends the game); false in a position read
    /// from a FEN.
    pub(crate) bikjang_before: bool,
}

impl Position {
    /// An empty position of a game, White to move (for building positions by hand; validate
    /// with [`Position::validate`]).
    pub fn empty(rules: &Arc<Rules>) -> Position {
        Position {
            rules: Arc::clone(rules),
            board: Board::empty(rules.geometry),
            turn: Color::White,
            castling: Castling::NONE,
            ep: None,
            halfmoves: 0,
            plies: 0,
            reserve: Reserves::EMPTY,
            checks: [rules.end.checks; 2],
            count: (0, 0),
            shak: [false; 2],
            promoted: Set::EMPTY,
            gates: Set::EMPTY,
            passes: 0,
            bikjang_before: false,
        }
    }

    /// The game.
    #[inline]
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }
    /// The board.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Mutable board, for building positions.
    pub fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }
    /// Side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Castling rights.
    pub fn castling(&self) -> Castling {
        self.castling
    }
    /// The last move's double step, whether or not a pawn can take it.
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.ep
    }
    /// Halfmove clock (plies since the last capture or pawn move).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// Plies played since the game's start.
    pub fn plies(&self) -> u32 {
        self.plies
    }
    /// Full move number, from 1.
    pub fn fullmoves(&self) -> u32 {
        self.plies / 2 + 1
    }
    /// Both sides' reserves.
    pub fn reserves(&self) -> &Reserves {
        &self.reserve
    }
    /// Mutable reserves, for building positions.
    pub fn reserves_mut(&mut self) -> &mut Reserves {
        &mut self.reserve
    }
    /// The checks `color` has left to give, in a game that counts them (three-check).
    pub fn checks_left(&self, color: Color) -> u8 {
        self.checks[color.index()]
    }
    /// Sets the checks `color` has left to give (for building positions).
    pub fn set_checks_left(&mut self, color: Color, n: u8) {
        self.checks[color.index()] = n;
    }
    /// The squares of the promoted pieces, in a game that remembers them (crazyhouse, whose
    /// captured promoted pieces go to the hand as pawns): bit `rank * width + file`.
    pub fn promoted(&self) -> Set {
        self.promoted
    }
    /// Marks a piece as promoted or not, for building positions.
    pub fn set_promoted(&mut self, sq: Square, promoted: bool) {
        let b = bit(self.rules.geometry.bit_index(sq));
        if promoted {
            self.promoted |= b;
        } else {
            self.promoted &= !b;
        }
    }
    /// In a game with gating (Seirawan), the squares of the pieces of either side that a piece
    /// of the hand may still enter behind (bit `rank * width + file`): those that have not
    /// left their first rank yet.
    pub fn gates(&self) -> Set {
        self.gates
    }
    /// Sets the gates, for building positions (validate after).
    pub fn set_gates(&mut self, gates: Set) {
        self.gates = gates;
    }
    /// The square of a captured stand-in of the side to move, not yet identified.
    pub fn pending_identification(&self) -> Option<Square> {
        self.reserve.pending()
    }
    /// The board's size.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.rules.geometry
    }
    /// The FEN letter of a piece (uppercase white).
    pub fn letter(&self, piece: Piece) -> char {
        self.rules.piece_char(piece)
    }
    /// Sets the side to move, the clocks and the en passant square (for building positions;
    /// validate after).
    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    /// The rank index of `sq` seen from `color`'s side (0 = its first rank).
    pub fn relative_rank(&self, color: Color, sq: Square) -> u8 {
        self.rules.relative_rank(color, sq)
    }

    /// Back rank index (absolute) of a colour.
    pub fn back_rank(&self, color: Color) -> u8 {
        self.rules.back_rank(color)
    }

    /// Squares of the royal pieces of a colour.
    pub fn royals(&self, color: Color) -> impl Iterator<Item = Square> + '_ {
        self.board.squares_of(self.royal_bits(color))
    }

    /// The royal pieces of a colour (bit indices): those of its royal kinds, and where the
    /// extinction rule makes them royal when few are left (Sho shogi), the pieces it counts
    /// while the side has at most one over the number that loses.
    #[inline]
    pub fn royal_bits(&self, color: Color) -> Set {
        let own = self.board.color_bits(color);
        self.royal_among(|roles| self.board.roles_bits(roles) & own)
    }

    /// [`Position::royal_bits`] of a side whose pieces of the kinds `roles` are `of(roles)`
    /// (as they stand, or as a move would leave them).
    #[inline]
    pub(crate) fn royal_among(&self, of: impl Fn(RoleSet) -> Set) -> Set {
        let royal = of(self.rules.royals);
        match self.rules.end.extinction {
            Some(x) if x.pseudo_royal => {
                let counted = of(x.roles);
                let few = counted.count() <= u32::from(x.at_most) + 1;
                royal | if few { counted } else { Set::EMPTY }
            }
            _ => royal,
        }
    }

    /// Roles a pawn of kind `pawn` and of `color` may promote to right now: the game's list,
    /// and its own promoted form if it has one (Wolf chess's pawn, which may become an
    /// elephant, `+P`).
    pub fn promotion_roles(&self, color: Color, pawn: Role) -> Vec<Role> {
        let (roles, n) = self.promotion_roles_array(color, pawn);
        roles[..n].to_vec()
    }

    /// [`Position::promotion_roles`] without allocating: the roles and how many there are.
    pub(crate) fn promotion_roles_array(
        &self,
        color: Color,
        pawn: Role,
    ) -> ([Role; MAX_ROLES], usize) {
        let promo = &self.rules.promotion;
        let mut roles = [Role(0); MAX_ROLES];
        let mut n = 0;
        if let Some(form) = self.rules.promoted_form(pawn) {
            roles[n] = form;
            n += 1;
        }
        for &r in promo.roles(color) {
            let initial = usize::from(self.rules.initial[color.index()][r.index()]);
            let limit = usize::from(promo.limits[r.index()]);
            let limited = limit > 0 && self.board.count(color, r) >= limit;
            if (!promo.only_captured || self.board.count(color, r) < initial) && !limited {
                roles[n] = r;
                n += 1;
            }
        }
        (roles, n)
    }

    /// Calls `f` with each castle of the side to move whose path is free, and the files of
    /// the back rank (bit `file`) that its royal piece stands on, passes over or lands on
    /// (none for a castling piece that is not royal):
    /// the castle is possible unless the opponent attacks one of them. Their legality is not
    /// tested. `paths` are the tables' files each castle needs empty.
    #[inline(always)]
    pub(crate) fn castle_candidates(&self, paths: &[u32], mut f: impl FnMut(Move, u32)) {
        let Some(table) = &self.rules.castling else {
            return;
        };
        let c = self.turn;
        let back = self.rules.castling_rank(c);
        let occupied = u32::from(self.board.occupied_files_on_rank(back));
        let w = usize::from(self.rules.geometry.width);
        for royal_wing in Wing::ALL {
            let Some(rf) = self.castling.royal(c, royal_wing) else {
                continue;
            };
            for wing in Wing::ALL {
                let Some(kf) = self.castling.rook(c, wing) else {
                    continue;
                };
                // The free path first: it rules out most castles at the least cost.
                let i = ((royal_wing.index() * 2 + wing.index()) * w + usize::from(rf)) * w;
                if paths
                    .get(i + usize::from(kf))
                    .map_or(true, |&p| p & occupied != 0)
                {
                    continue;
                }
                let from = Square::new(rf, back);
                let Some(royal) = self.board.get(from) else {
                    continue;
                };
                if royal.color != c || !table.royals.contains(royal.role) {
                    continue;
                }
                let rook = Square::new(kf, back);
                if !self
                    .board
                    .get(rook)
                    .is_some_and(|p| p.color == c && table.rooks.contains(p.role))
                {
                    continue;
                }
                let (royal_to, rook_to) = table.land(royal_wing, wing);
                let m = Move {
                    kind: MoveKind::Castle {
                        rook,
                        rook_to: Square::new(rook_to, back),
                    },
                    ..Move::normal(royal.role, from, Square::new(royal_to, back), None)
                };
                // Only a royal piece may not castle out of, through or into check.
                let passes = match self.rules.is_royal(royal.role) {
                    true => (2u32 << rf.max(royal_to)) - (1u32 << rf.min(royal_to)),
                    false => 0,
                };
                f(m, passes);
            }
        }
    }

    /// Plays a move without checking that it is legal (it must come from
    /// [`Position::legal_moves`] or [`Position::pseudo_legal_moves`]).
    pub fn play_unchecked(&mut self, m: &Move) {
        let c = self.turn;
        if self.rules.bikjang {
            self.bikjang_before = self.is_bikjang();
        }
        if self.rules.pass {
            self.passes = if m.is_pass() {
                (self.passes + 1).min(2)
            } else {
                0
            };
        }
        if self.rules.drops.is_some() {
            self.move_to_hand(m, c);
        }
        if let Some(role) = m.identify {
            self.reserve.take(c, role);
        }
        let mut captured = None;
        self.ep = None;
        match m.kind {
            MoveKind::Castle { rook, rook_to } => {
                let royal = self.board.set(m.from, None);
                let rook_piece = self.board.set(rook, None);
                self.board.set(m.to, royal);
                self.board.set(rook_to, rook_piece);
            }
            MoveKind::Place => {
                self.board.set(m.to, Some(Piece::new(c, m.role)));
            }
            MoveKind::Drop => {
                self.reserve.take(c, m.role);
                // Dropped as it is, or as its promoted form (Kyoto shogi's `+P@c3`).
                let placed = m.promotion.unwrap_or(m.role);
                self.board.set(m.to, Some(Piece::new(c, placed)));
                self.castle_dropped(m, c);
            }
            MoveKind::EnPassant { victim } => {
                captured = self.board.set(victim, None);
                let pawn = self.board.set(m.from, None);
                self.board.set(m.to, pawn);
            }
            MoveKind::Normal | MoveKind::DoubleStep | MoveKind::Define => {
                if m.kind == MoveKind::Define {
                    self.reserve.take(c, m.role);
                }
                self.board.set(m.from, None);
                let placed = Piece::new(c, m.promotion.unwrap_or(m.role));
                captured = self.board.set(m.to, Some(placed));
                // A pawn that promoted on its double step is no pawn to take en passant.
                if m.kind == MoveKind::DoubleStep && m.promotion.is_none() {
                    let mid = Square::new(
                        (m.from.file() + m.to.file()) / 2,
                        (m.from.rank() + m.to.rank()) / 2,
                    );
                    if self.rules.en_passant_ranks >> self.relative_rank(!c, mid) & 1 != 0 {
                        self.ep = Some(EnPassant {
                            square: mid,
                            victim: m.to,
                        });
                    }
                }
            }
        }
        self.update_castling(m, c);
        if self.gates != Set::EMPTY || m.gate.is_some() {
            self.update_gates(m, c);
            if !self.rules.first_movers.is_empty() {
                self.aim_at_first_movers(m, c);
            }
        }
        if let (Some(x), Some(_)) = (self.rules.explosions, captured) {
            self.explode(m.to, x);
        }
        // A kind that petrifies turns to stone where it lands when it captures: by its kind
        // as it moved (a pawn promoting as it captures is not one of them).
        if captured.is_some() && self.rules.petrify.contains(m.role) {
            let i = self.geometry().bit_index(m.to);
            self.board.set_wall(i);
            self.promoted &= !crate::core::bitboard::bit(i);
        }
        if let Some(w) = self.rules.walling {
            self.place_wall(m, w.rule);
        }
        // A drop cannot be undone, as a capture or a promotion cannot (Fairy-Stockfish's rule),
        // unless promoted forms turn back (Kyoto shogi).
        let flips = || {
            let demotion = self
                .rules
                .piece_promotion
                .as_ref()
                .is_some_and(|p| p.demotion);
            demotion && m.promotion == self.rules.turns_into(m.role)
        };
        let irreversible = captured.is_some() || m.is_drop() || m.promotion.is_some() && !flips();
        let pawn_resets = self.rules.end.pawn_move_resets && self.rules.is_pawn(m.role);
        if irreversible || pawn_resets && !self.reversible(m, c) {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        self.plies = self.plies.saturating_add(1);
        self.turn = !c;
        if self.rules.end.checks > 0 && self.is_check() {
            let left = &mut self.checks[c.index()];
            *left = left.saturating_sub(1);
        }
        if self.rules.end.counting.is_some() {
            let rules = Arc::clone(&self.rules);
            if let Some(counting) = &rules.end.counting {
                self.update_count(counting, m, captured);
            }
        }
        if let Some(rules) = self.rules.end.mate_rules {
            let series =
                self.is_check() && (self.shak[c.index()] || self.checked_by(rules.needs_check_by));
            self.shak[c.index()] = series;
        }
        if let Some(hook) = self.rules.hooks.after_move {
            hook(self, m);
        }
    }

    /// Makruk's counting after the move `m`, which took `captured`, the turn already passed
    /// (as Fairy-Stockfish counts: the ply counted, then a count started or started again).
    fn update_count(&mut self, counting: &Counting, m: &Move, captured: Option<Piece>) {
        if self.count.0 > 0 {
            self.count.1 = self.count.1.saturating_add(1);
        }
        let (us, mover) = (self.turn, !self.turn);
        let pieces = |c: Color| self.board.color_bits(c).count() as u16;
        let total = self.board.piece_bits().count() as u16;
        let pawn_taken = captured.is_some_and(|p| self.rules.is_pawn(p.role));
        // The mover took the last pawn with its king alone: it counts.
        if pawn_taken && pieces(mover) == 1 && counting.from_pieces {
            if let Some(limit) = self.count_limit(counting, mover) {
                self.count = (2 * limit, 2 * total - 1);
            }
        }
        let bared = (captured.is_some() || m.promotion.is_some()) && pieces(us) == 1;
        if self.count.0 == 0 || bared {
            if let Some(limit) = self.count_limit(counting, us) {
                let ply = if pieces(us) > 1 || !counting.from_pieces {
                    0
                } else {
                    2 * total
                };
                self.count = (2 * limit, ply);
            }
        }
    }

    /// The moves `side` counts to, if it counts: the other side has more than its king, and
    /// either `side` has more too (the board's honour, where the game has it: with no pawn
    /// left, or with pawns where the game says so, and few enough pieces), or its king alone
    /// with no pawn left (the pieces' honour).
    fn count_limit(&self, counting: &Counting, side: Color) -> Option<u16> {
        let pieces = |c: Color| self.board.color_bits(c).count();
        let pawns = self.board.roles_bits(self.rules.pawns) != Set::EMPTY;
        if pieces(!side) == 1 {
            return None;
        }
        if pieces(side) > 1 {
            let few = counting.board_at_most == 0 || pieces(side) <= counting.board_at_most.into();
            let honour = counting.board > 0 && few && (!pawns || counting.board_with_pawns);
            return honour.then_some(counting.board.into());
        }
        if pawns {
            return None;
        }
        let strongest = counting
            .pieces
            .iter()
            .find(|&&(role, n, _)| self.board.count(!side, role) >= usize::from(n));
        let moves = strongest.map_or(counting.otherwise, |&(_, _, moves)| moves);
        (moves > 0).then_some(moves.into())
    }

    /// Makruk's count: the limit in plies and the plies counted, if a count is under way.
    pub fn counting(&self) -> Option<(u16, u16)> {
        (self.count.0 > 0).then_some(self.count)
    }

    /// The explosion of a capture on `at` (atomic chess): the pieces of [`Position::blast`]
    /// leave the board, and with them their castling rights.
    fn explode(&mut self, at: Square, x: crate::core::rules::Explosions) {
        let g = self.geometry();
        let board = &self.board;
        let pawns = board.roles_bits(self.rules.pawns);
        let blast = self.blast(at, board.piece_bits(), pawns, board.roles_bits(x.immune));
        for sq in WideBits::new(blast).map(|i| g.square_at(i)) {
            let Some(p) = self.board.get(sq) else {
                continue;
            };
            self.board.set(sq, None);
            if sq.rank() == self.rules.castling_rank(p.color) && !self.castling.is_none() {
                self.castling.forget(p.color, sq.file());
                self.castling.canonicalize();
            }
        }
    }

    /// The pieces a capture on `at` blows up, in a game with explosions: the capturing piece
    /// and every piece next to it that is not a pawn, but those of the game's immune kinds.
    /// `pieces`, `pawns` and `immune` are the board's pieces, its pawns and its pieces of
    /// immune kinds once the capturing piece has landed.
    pub(crate) fn blast(&self, at: Square, pieces: Set, pawns: Set, immune: Set) -> Set {
        let i = self.geometry().bit_index(at);
        let near = self.rules.tables().around(i);
        (bit(i) | near & !pawns) & pieces & !immune
    }

    /// In a game with hands, before `m` is played by `c`: the captured piece goes to `c`'s
    /// hand if the game says so (a promoted one as the pawn it was, if it says that; a
    /// promoted form as the kind it came from), and the
    /// promoted pieces' squares follow the move.
    fn move_to_hand(&mut self, m: &Move, c: Color) {
        let Some(drops) = &self.rules.drops else {
            return;
        };
        let g = self.rules.geometry;
        let bit = |sq: Square| bit(g.bit_index(sq));
        if drops.captures_to_hand {
            if let (Some(role), Some(sq)) = (m.capture, m.captured_square()) {
                let was_promoted = self.promoted & bit(sq) != Set::EMPTY;
                let role = match self.rules.unpromoted(role) {
                    Some(base) => base,
                    None => drops.demote.filter(|_| was_promoted).unwrap_or(role),
                };
                self.reserve.give(c, role);
            }
        }
        if drops.demote.is_none() {
            return;
        }
        if let Some(sq) = m.captured_square() {
            self.promoted &= !bit(sq);
        }
        let moved = self.promoted & bit(m.from) != Set::EMPTY && !m.is_drop();
        self.promoted &= !bit(m.from);
        if let MoveKind::Castle { rook, rook_to } = m.kind {
            let rook_promoted = self.promoted & bit(rook) != Set::EMPTY;
            self.promoted &= !bit(rook);
            if rook_promoted {
                self.promoted |= bit(rook_to);
            }
        }
        if moved || m.promotion.is_some() {
            self.promoted |= bit(m.to);
        }
    }

    /// Whether a pawn's move may be undone by a move of the same pawn (a sideways step, as
    /// Fairy-Stockfish's pawns that step sideways): such a move does not reset the move rule's
    /// count, an irreversible one does.
    fn reversible(&self, m: &Move, c: Color) -> bool {
        if !self.rules.backing_pawns.contains(m.role) {
            return false;
        }
        let d = (
            m.from.file() as i8 - m.to.file() as i8,
            m.from.rank() as i8 - m.to.rank() as i8,
        );
        self.rules.piece(m.role).movement.lines.iter().any(|l| {
            l.mode.moves()
                && crate::core::role::steps_to(l.vector_for(c), d)
                    .is_some_and(|k| l.range == 0 || k <= l.range as i8)
        })
    }

    fn update_castling(&mut self, m: &Move, c: Color) {
        // Only a move from the mover's castling rank (a castle's among them) or a capture on
        // the other side's can take a right; a drop takes none.
        if m.is_drop() {
            return;
        }
        let from_back = m.from.rank() == self.rules.castling_rank(c);
        let to_back = m.to.rank() == self.rules.castling_rank(!c) && m.capture.is_some();
        if !(from_back || to_back) || self.castling.is_none() {
            return;
        }
        if from_back {
            self.castling.forget(c, m.from.file());
        }
        if let MoveKind::Castle { rook, .. } = m.kind {
            self.castling.forget_rook(c, rook.file());
        }
        if to_back {
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

    /// Whether a piece is confined to a region no enemy royal piece may stand on, so that it
    /// never attacks one (xiangqi's and janggi's advisors, as Fairy-Stockfish leaves them out
    /// of the material that mates).
    fn never_reaches_royals(&self, p: Piece) -> bool {
        let g = self.geometry();
        let side = |set: Set, c: Color| match c {
            Color::White => set,
            Color::Black => crate::core::bitboard::mirror(g, set),
        };
        let Some(own) = self.rules.piece(p.role).region else {
            return false;
        };
        !self.rules.royals.is_empty()
            && self.rules.royals.iter().all(|r| {
                self.rules
                    .piece(r)
                    .region
                    .is_some_and(|theirs| side(own, p.color) & side(theirs, !p.color) == Set::EMPTY)
            })
    }

    /// Whether neither side can possibly mate, by the game's rule (pieces that never reach an
    /// enemy royal piece left out): the pieces beside the royal ones are one of the kinds that
    /// cannot mate alone at most, or only colour-bound ones of those kinds, all on squares of
    /// one colour (with no kind named: none at all).
    pub fn is_insufficient_material(&self) -> bool {
        let Some(kinds) = self.rules.end.insufficient_material else {
            return false;
        };
        let (mut minors, mut unbound) = (0, 0);
        let mut colors = [false; 2];
        for (sq, p) in self.board.pieces() {
            if self.rules.is_royal(p.role) || self.never_reaches_royals(p) {
                continue;
            }
            if !kinds.contains(p.role) {
                return false;
            }
            minors += 1;
            if self.rules.piece(p.role).movement.is_color_bound() {
                colors[usize::from(self.geometry().is_dark(sq))] = true;
            } else {
                unbound += 1;
            }
        }
        minors <= 1 || (unbound == 0 && !(colors[0] && colors[1]))
    }
}
