//! Where generated moves go: a list, or a counter for perft's last ply; and what the pawns
//! of a side may promote to.

use crate::core::bitboard::Set;
use crate::core::bitboard::{Bits, SquareMap, Tables, WideBits};
use crate::core::color::Color;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Role, MAX_ROLES};

/// Where a pawn may promote, and to what.
pub(crate) struct Promo {
    pub(crate) roles: [Role; MAX_ROLES],
    pub(crate) n: usize,
    /// The last rank (a pawn must promote there).
    pub(crate) last: Set,
    /// Promotion-zone ranks before the last (promotion optional).
    pub(crate) optional: Set,
}

impl Promo {
    /// The promotion ranks of `color` and the roles, if `pawns` (of kind `role`) may reach
    /// them; else none.
    #[inline(always)]
    pub(crate) fn new<B: Bits>(
        pos: &Position,
        t: &Tables<B>,
        color: Color,
        role: Role,
        pawns: B,
    ) -> Promo {
        let (last, optional, near) = t.zone[color.index()];
        if (pawns & near).any() {
            let (roles, n) = pos.promotion_roles_array(color, role);
            Promo {
                roles,
                n,
                last: last.set(),
                optional: optional.set(),
            }
        } else {
            Promo {
                roles: [Role(0); MAX_ROLES],
                n: 0,
                last: Set::EMPTY,
                optional: Set::EMPTY,
            }
        }
    }

    /// Whether a pawn may become a royal piece (whose square must then not be attacked).
    pub(crate) fn promotes_to_royal(&self, pos: &Position) -> bool {
        self.roles[..self.n].iter().any(|&r| pos.rules.is_royal(r))
    }

    /// Calls `f` once for each move of a pawn to bit `to`: with `None` when it may stay a pawn
    /// there, then with each role it may promote to.
    #[inline(always)]
    pub(crate) fn each(&self, to: u32, mut f: impl FnMut(Option<Role>)) {
        let zone = self.last | self.optional;
        if zone == Set::EMPTY {
            f(None);
            return;
        }
        if !self.last.has(to) {
            f(None);
        }
        if zone.has(to) {
            for &r in &self.roles[..self.n] {
                f(Some(r));
            }
        }
    }
}

/// Receives generated moves, one instance for every width of sets: sets of squares come as
/// `Set` in the layout of the board's size, whose squares `sq` gives.
pub(crate) trait Sink {
    /// Moves of a piece (not a pawn) of `role` from `from` to each square of `targets`.
    fn piece(&mut self, pos: &Position, sq: &SquareMap, role: Role, from: u32, targets: Set);
    /// Moves of pawns of `role` to each square of `targets`, each from `to - delta`; double
    /// steps if `double`.
    #[allow(clippy::too_many_arguments)]
    fn pawns(
        &mut self,
        pos: &Position,
        sq: &SquareMap,
        promo: &Promo,
        role: Role,
        delta: i32,
        targets: Set,
        double: bool,
    );
    /// A whole move (en passant, castling, a tested move).
    fn single(&mut self, m: Move);
}

/// Appends the moves to a list.
pub(crate) struct ListSink<'a>(pub &'a mut Vec<Move>);

impl Sink for ListSink<'_> {
    #[inline]
    fn piece(&mut self, pos: &Position, sq: &SquareMap, role: Role, from: u32, targets: Set) {
        let (stay, promote) = match &pos.rules.piece_promotion {
            Some(p) => p.split(pos.turn, role, from, targets, pos.board.occupied()),
            None => (targets, Set::EMPTY),
        };
        let from = sq.square(from);
        for to in WideBits::new(stay) {
            let capture = pos.board.role_at(to);
            self.0
                .push(Move::normal(role, from, sq.square(to), capture));
        }
        for to in WideBits::new(promote) {
            let capture = pos.board.role_at(to);
            self.0.push(Move {
                promotion: pos.rules.turns_into(role),
                ..Move::normal(role, from, sq.square(to), capture)
            });
        }
    }
    #[inline]
    fn pawns(
        &mut self,
        pos: &Position,
        sq: &SquareMap,
        promo: &Promo,
        role: Role,
        delta: i32,
        targets: Set,
        double: bool,
    ) {
        for to in WideBits::new(targets) {
            let from = sq.square((to as i32 - delta) as u32);
            let capture = pos.board.role_at(to);
            let mut m = Move::normal(role, from, sq.square(to), capture);
            if double {
                m.kind = MoveKind::DoubleStep;
            }
            promo.each(to, |promotion| self.0.push(Move { promotion, ..m }));
        }
    }
    #[inline]
    fn single(&mut self, m: Move) {
        self.0.push(m);
    }
}

/// Counts the moves.
pub(crate) struct CountSink(pub usize);

/// The number of squares of a set, its higher words counted only if they have any (a
/// 64-square board's sets have none; a population count is a library call on the x86-64
/// baseline).
#[inline(always)]
fn count(set: Set) -> usize {
    let w = set.0;
    let high = |x: u64| if x != 0 { x.count_ones() } else { 0 };
    (w[0].count_ones() + high(w[1]) + high(w[2])) as usize
}

impl Sink for CountSink {
    #[inline(always)]
    fn piece(&mut self, pos: &Position, _: &SquareMap, role: Role, from: u32, targets: Set) {
        match &pos.rules.piece_promotion {
            Some(p) => {
                let (stay, promote) = p.split(pos.turn, role, from, targets, pos.board.occupied());
                self.0 += count(stay) + count(promote);
            }
            None => self.0 += count(targets),
        }
    }
    #[inline(always)]
    fn pawns(
        &mut self,
        _: &Position,
        _: &SquareMap,
        promo: &Promo,
        _: Role,
        _: i32,
        targets: Set,
        _: bool,
    ) {
        let zone = promo.last | promo.optional;
        if targets & zone == Set::EMPTY {
            self.0 += count(targets);
            return;
        }
        self.0 += count(targets & !zone)
            + count(targets & promo.optional) * (promo.n + 1)
            + count(targets & promo.last) * promo.n;
    }
    #[inline(always)]
    fn single(&mut self, _: Move) {
        self.0 += 1;
    }
}
