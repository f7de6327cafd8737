//! The move generator of defined games. Each piece's targets come from its kind's tables;
//! legality comes from the position's [`Guard`] without playing the moves: a piece that is
//! not royal must answer every check and keep to its pin line, a lone royal piece must land
//! where it is not attacked. The rare moves that escape this reasoning are played on the
//! bitboards and tested: en passant, castling, the moves of royal pieces when a side has
//! several, and pieces pinned more often than the guard remembers.
//!
//! The modules: `guard` (checks and pins), `sink` (where moves go: a list or a count).

mod guard;
mod sink;

use super::betza::Mode;
use super::position::{DefinedMove, Position, Special};
use super::rules::tables::{first, Moves};
use crate::core::bitboard::bit;
use crate::core::color::Color;
pub(super) use guard::Guard;
use sink::{CountSink, Sink};

/// The pieces of side `by` among `pieces` that attack bit `sq`, the board occupied by `occ`
/// (where a move being tested has put it: `pos.squares` may be stale outside `pieces`).
pub(super) fn attackers_among(
    pos: &Position,
    by: Color,
    sq: usize,
    occ: u128,
    pieces: u128,
) -> u128 {
    let rules = &*pos.rules;
    let attacks = &rules.attacks[by.index()];
    let mut found = 0;
    for l in &attacks.leaps {
        found |= l.from[sq] & pos.of_kinds(by, l.kinds);
    }
    for a in &attacks.rides {
        let on_line = rules.lines.reach(&a.ride, sq) & occ;
        if on_line != 0 {
            let near = first(on_line, a.ride.descending);
            if a.codes >> pos.squares[near as usize] & 1 != 0 {
                found |= bit(near);
            }
        }
    }
    found & pieces
}

/// The pieces of side `by` that attack bit `sq`.
pub(super) fn attackers(pos: &Position, by: Color, sq: usize) -> u128 {
    let occ = pos.by_color[0] | pos.by_color[1];
    attackers_among(pos, by, sq, occ, pos.by_color[by.index()])
}

/// The royal pieces of the side to move that are attacked.
pub(super) fn checked_royals(pos: &Position) -> u128 {
    let us = pos.turn;
    let mut checked = 0;
    let mut royals = pos.royals(us);
    while royals != 0 {
        let r = royals.trailing_zeros();
        if attackers(pos, !us, r as usize) != 0 {
            checked |= 1 << r;
        }
        royals &= royals - 1;
    }
    checked
}

/// Whether a pawn of the side to move could capture en passant on bit `ep` (legality aside).
pub(super) fn ep_capturers(pos: &Position, ep: u8) -> bool {
    let us = pos.turn;
    pos.rules.kinds.iter().enumerate().any(|(k, kind)| {
        if !kind.piece.pawn {
            return false;
        }
        // Pawn by pawn, with the mover's own capture table: a pawn's captures need not be
        // symmetric (`lfcF`), so the other side's table reversed would not do.
        let mut pawns = pos.by_kind[k] & pos.by_color[us.index()];
        while pawns != 0 {
            let from = pawns.trailing_zeros() as usize;
            if kind.moves[us.index()].leap_capture[from] & bit(ep.into()) != 0 {
                return true;
            }
            pawns &= pawns - 1;
        }
        false
    })
}

/// Whether a move, played, leaves no royal piece of the mover attacked: the test of the moves
/// the guard does not vouch for.
pub(super) fn safe_after(pos: &Position, m: &DefinedMove) -> bool {
    let us = pos.turn;
    let (from, to) = (bit(m.from.into()), bit(m.to.into()));
    let mut occ = (pos.by_color[0] | pos.by_color[1]) & !from | to;
    let mut removed = to;
    match m.special {
        Special::EnPassant(victim) => {
            occ &= !bit(victim.into());
            removed |= bit(victim.into());
        }
        Special::Castle(rook_from, rook_to) => {
            occ = occ & !bit(rook_from.into()) | bit(rook_to.into()) | to;
            removed = 0;
        }
        _ => {}
    }
    let mut royals = pos.royals(us);
    if royals & from != 0 {
        royals = royals & !from | to;
    }
    let enemies = pos.by_color[(!us).index()] & !removed;
    while royals != 0 {
        if attackers_among(pos, !us, royals.trailing_zeros() as usize, occ, enemies) != 0 {
            return false;
        }
        royals &= royals - 1;
    }
    true
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> Vec<DefinedMove> {
    let mut moves = Vec::with_capacity(64);
    generate(pos, &mut moves);
    moves
}

/// The number of legal moves of the side to move, without building them.
pub fn count_legal(pos: &Position) -> u64 {
    let mut count = CountSink(0);
    generate(pos, &mut count);
    count.0
}

/// Sends every legal move of the side to move to `sink`.
pub(super) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.turn;
    let own = pos.by_color[us.index()];
    let guard = Guard::new(pos);
    let gen = Generator {
        pos,
        guard: &guard,
        enemy: pos.by_color[(!us).index()],
        occ: pos.by_color[0] | pos.by_color[1],
        ep: match pos.ep {
            Some((ep, victim)) if pos.rules.en_passant => Some((ep, victim)),
            _ => None,
        },
    };
    for (k, kind) in pos.rules.kinds.iter().enumerate() {
        let mine = pos.by_kind[k] & own;
        if mine != 0 {
            gen.kind(sink, k as u8, &kind.moves[us.index()], mine);
        }
    }
    super::castling::castles(pos, &guard, |m| {
        if safe_after(pos, &m) {
            sink.add(pos, m);
        }
    });
}

/// One generation's position and what it knows of it.
struct Generator<'a> {
    pos: &'a Position,
    guard: &'a Guard<'a>,
    enemy: u128,
    occ: u128,
    /// The en passant square and the pawn that passed over it, if the game takes en passant.
    ep: Option<(u8, u8)>,
}

impl Generator<'_> {
    /// The legal moves of the pieces `mine` of kind `k`, which moves as `m`.
    #[inline(always)]
    fn kind<S: Sink>(&self, sink: &mut S, k: u8, m: &Moves, mine: u128) {
        let rules = &*self.pos.rules;
        if rules.pawn_kinds >> k & 1 != 0 {
            return self.pawns(sink, k, m, mine);
        }
        let royal = rules.royal_kinds >> k & 1 != 0;
        let mut left = mine;
        while left != 0 {
            let from_bit = left & left.wrapping_neg();
            let from = left.trailing_zeros();
            left ^= from_bit;
            let (quiet, captures) = self.reach(m, from as usize);
            let mut targets = (quiet & !self.occ) | (captures & self.enemy);
            if royal || self.guard.watched & from_bit != 0 {
                targets = self.legal(k, from, from_bit, targets);
            } else {
                targets &= self.guard.evasions;
            }
            sink.moves(self.pos, k, from, targets);
        }
    }

    /// The squares a piece moving as `m` reaches from `from`: where it may move if empty,
    /// and where it may capture if an enemy piece stands there.
    #[inline(always)]
    fn reach(&self, m: &Moves, from: usize) -> (u128, u128) {
        let lines = &self.pos.rules.lines;
        let mut both = 0;
        for ride in &m.rides[..m.both] {
            both |= lines.targets(ride, from, self.occ);
        }
        let mut quiet = m.leap_move[from] | both;
        let mut captures = m.leap_capture[from] | both;
        for ride in &m.rides[m.both..] {
            let t = lines.targets(ride, from, self.occ);
            match ride.mode {
                Mode::Move => quiet |= t,
                _ => captures |= t,
            }
        }
        (quiet, captures)
    }

    /// The legal moves of the pawns `mine` of kind `k`: their leaps all at once for those
    /// the guard does not watch, else one by one (one by one too if they ride); en passant.
    fn pawns<S: Sink>(&self, sink: &mut S, k: u8, m: &Moves, mine: u128) {
        let one_by_one = if m.rides.is_empty() {
            let free = mine & !self.guard.watched;
            let evasions = self.guard.evasions;
            self.pawn_steps(sink, k, m, free, |t| t & evasions);
            mine ^ free
        } else {
            mine
        };
        let mut left = one_by_one;
        while left != 0 {
            let from_bit = left & left.wrapping_neg();
            let from = left.trailing_zeros();
            left ^= from_bit;
            let legal = |t| self.legal(k, from, from_bit, t);
            if m.rides.is_empty() {
                self.pawn_steps(sink, k, m, from_bit, legal);
                continue;
            }
            let (quiet, captures) = self.reach(m, from as usize);
            let reached = quiet & !self.occ;
            sink.pawn_moves(self.pos, k, from, legal(reached | (captures & self.enemy)));
            self.double_steps(sink, k, m, from_bit, reached, legal);
        }
        if let Some((ep, victim)) = self.ep {
            self.en_passant(sink, k, m, mine, ep, victim);
        }
    }

    /// The leaps and double steps of the pawns `pawns` of kind `k`, which do not ride, to
    /// the squares `legal` keeps of those they reach.
    #[inline(always)]
    fn pawn_steps<S: Sink>(
        &self,
        sink: &mut S,
        k: u8,
        m: &Moves,
        pawns: u128,
        legal: impl Fn(u128) -> u128,
    ) {
        if pawns == 0 {
            return;
        }
        for step in &m.steps {
            let reached = step.shift(pawns & step.from);
            let open =
                if step.moves { !self.occ } else { 0 } | if step.captures { self.enemy } else { 0 };
            sink.pawn_steps(self.pos, k, step.delta, legal(reached & open));
        }
        self.double_steps(sink, k, m, pawns, 0, legal);
    }

    /// The double steps of the pawns `pawns` of kind `k`, but to the squares `reached` by
    /// their own movement (that one move), to the squares `legal` keeps.
    #[inline(always)]
    fn double_steps<S: Sink>(
        &self,
        sink: &mut S,
        k: u8,
        m: &Moves,
        pawns: u128,
        reached: u128,
        legal: impl Fn(u128) -> u128,
    ) {
        for step in &m.steps {
            if step.double & pawns == 0 {
                continue;
            }
            let passed = step.shift(pawns & step.double) & !self.occ;
            let mut to = legal(step.shift(passed) & !self.occ & !reached);
            while to != 0 {
                let t = to.trailing_zeros();
                to &= to - 1;
                let mid = (t as i32 - step.delta) as u8;
                let from = (t as i32 - 2 * step.delta) as u32;
                sink.add(self.pos, self.plain(k, from, t, Special::DoubleStep(mid)));
            }
        }
    }

    /// The captures en passant by the pawns `mine` of kind `k`, tested by playing them.
    fn en_passant<S: Sink>(&self, sink: &mut S, k: u8, m: &Moves, mine: u128, ep: u8, victim: u8) {
        let ep_bit = bit(ep.into());
        if self.occ & ep_bit != 0 {
            return;
        }
        let mut left = mine;
        while left != 0 {
            let from = left.trailing_zeros();
            left &= left - 1;
            let captures = if m.rides.is_empty() {
                m.leap_capture[from as usize]
            } else {
                self.reach(m, from as usize).1
            };
            if captures & ep_bit != 0 {
                let mut m = self.plain(k, from, ep.into(), Special::EnPassant(victim));
                m.capture = self.pos.piece_at_index(victim.into()).map(|p| p.kind);
                if m.capture.is_some() && safe_after(self.pos, &m) {
                    sink.add(self.pos, m);
                }
            }
        }
    }

    /// Of the targets of the piece of kind `k` on `from`, those it may legally go to.
    #[inline(always)]
    fn legal(&self, k: u8, from: u32, from_bit: u128, targets: u128) -> u128 {
        let g = &self.guard;
        let royal = self.pos.rules.royal_kinds >> k & 1 != 0;
        if royal && g.royals == from_bit {
            g.safe_for_royal(from_bit, targets)
        } else if royal || g.tested & from_bit != 0 {
            self.tested(k, from, targets)
        } else {
            targets & g.allowed(from, from_bit)
        }
    }

    /// The targets whose moves, played, leave no royal piece attacked.
    fn tested(&self, k: u8, from: u32, targets: u128) -> u128 {
        let mut safe = 0;
        let mut t = targets;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            if safe_after(self.pos, &self.plain(k, from, to, Special::None)) {
                safe |= bit(to);
            }
        }
        safe
    }

    fn plain(&self, k: u8, from: u32, to: u32, special: Special) -> DefinedMove {
        DefinedMove {
            from: from as u8,
            to: to as u8,
            kind: k,
            capture: None,
            promotion: None,
            special,
        }
    }
}

/// The number of leaves `depth` plies below (perft), counting the last ply's moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // One move list per ply, reused: no allocation per node.
    let mut lists: Vec<Vec<DefinedMove>> = (1..depth).map(|_| Vec::with_capacity(128)).collect();
    perft_with(pos, depth, &mut lists)
}

fn perft_with(pos: &Position, depth: u32, lists: &mut [Vec<DefinedMove>]) -> u64 {
    if depth == 1 {
        return count_legal(pos);
    }
    let (moves, deeper) = lists
        .split_first_mut()
        .expect("one list per ply above the last");
    moves.clear();
    generate(pos, moves);
    let mut nodes = 0;
    for m in moves.iter() {
        let mut child = pos.clone();
        child.play(m);
        nodes += perft_with(&child, depth - 1, deeper);
    }
    nodes
}
