//! The chess-family move generator on bitboards, generic over the width of the sets
//! ([`Bits`]) and driven by the game's [`crate::core::rules::Rules`]: its kinds of pieces with
//! their compiled tables, royal kinds, pawn steps, promotion and castling.
//!
//! Legal moves come without playing them: for each royal piece of the mover, the enemy
//! pieces checking it (a check-evasion mask) and the mover's pieces pinned against it; a
//! non-royal move must answer every check and keep every pin, a royal move must also land on
//! a square no enemy piece attacks once the royal has left its square. With one royal (the
//! king) this is the usual pins-and-checks generator; Coregal's king and queens are several
//! royals. En passant, castling and promotions to a royal kind are played and tested (they
//! are rare, and en passant can uncover a check along the rank).
//!
//! Moves go to a [`Sink`]: a list of [`Move`]s, or a counter for bulk-counting perft leaves.
//!
//! The modules: `attackers` (a side's pieces grouped by how they attack, and the attack
//! queries), `checks` (the checks and pins on the mover's royal pieces), `sink` (where moves
//! go), `tested` (the moves played and tested); the generator itself is here.

use crate::core::bitboard::Set;
use crate::core::bitboard::{Bits, RoleInfo, Tables};
use crate::core::position::Position;
use crate::core::role::Role;

mod attackers;
mod checks;
mod sink;
mod tested;

pub(crate) use attackers::{
    attacked_royals, attacked_royals_without, attackers, exposed, royals_face, Attackers,
};
use checks::Checks;
pub(crate) use sink::{CountSink, ListSink, Promo, Sink};
pub(crate) use tested::{attacks_any, safe_after};
use tested::{castle_is_safe, en_passant, en_passant_capture, tested_moves};

/// Generates the moves of the side to move: legal ones if `legal`, else every move that obeys
/// how pieces move (castling through attacked squares excepted, as the castle rules say).
pub(crate) fn generate<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
    legal: bool,
) {
    let us = pos.turn;
    let own = B::from_set(pos.board.closed_to(us));
    let opp = B::from_set(pos.board.color_bits(!us));
    let occ = own | opp;
    let enemy = Attackers::<B>::new(pos, t, !us);
    let mut checks = Checks::none(t);
    if legal {
        checks.find(pos, us, &enemy, own, occ);
    }
    let rules = &*pos.rules;
    for info in t.order[us.index()].iter() {
        let mine = B::from_set(pos.board.role_bits(info.role)) & own;
        if !mine.any() {
            continue;
        }
        if info.flags & RoleInfo::STEPS != 0 {
            pawn_moves(pos, t, sink, &checks, info.role, mine, opp, legal);
        } else {
            piece_moves(pos, t, sink, &enemy, &checks, *info, mine, opp, legal);
        }
    }
    if pos.ep.is_some() && rules.en_passant {
        en_passant(pos, t, sink, legal);
    }
    if rules.castling.is_some() && pos.castling.any(us) {
        castles(pos, t, sink, &enemy, &checks, occ, legal);
    }
    if rules.drops.as_ref().is_some_and(|d| d.as_moves) && pos.reserve.total(us) > 0 {
        let open = !occ & t.board & if legal { checks.evasions } else { B::ALL };
        drops(pos, sink, open.set(), legal);
    }
}

/// The drops of the side to move: each kind in its hand on the squares of `open` (the empty
/// ones; if legal, those that answer every check: a drop adds a piece, so it uncovers nothing
/// and may only block) its game's drop rules allow; a kind that may not mate, if `legal`,
/// never mating. In sets as wide as any board, so that one copy serves every width.
fn drops<S: Sink + ?Sized>(pos: &Position, sink: &mut S, open: Set, legal: bool) {
    let Some(rules) = &pos.rules.drops else {
        return;
    };
    let us = pos.turn;
    let g = pos.rules.geometry;
    for role in pos.reserve.held(us).iter() {
        let mut targets = open & rules.squares(us, role);
        if rules.one_per_file.contains(role) {
            targets &= !rules.full_files(g, pos.board.pieces_of(us, role));
        }
        // A royal piece (placement chess's king) may not be dropped where it is attacked.
        let royal = legal && pos.rules.is_royal(role);
        // Dropped as itself, and as its promoted form where the game allows it (Kyoto shogi).
        let promoted = pos.rules.promoted_form(role).filter(|_| rules.promoted);
        let forms = [None, promoted];
        for to in crate::core::bitboard::WideBits::new(targets) {
            let drop = crate::core::moves::Move::drop(role, g.square_at(to));
            for &promotion in &forms[..1 + usize::from(promoted.is_some())] {
                let m = crate::core::moves::Move { promotion, ..drop };
                let mates = legal && rules.no_mate.contains(role) && pos.drop_mates(&m);
                let colors = rules.opposite_colors.is_empty() || pos.keeps_both_colors(role, to);
                if !mates && colors && (!royal || pos.is_safe(&m)) {
                    sink.single(m);
                }
            }
        }
    }
}

/// The moves of the pieces `mine` of kind `role`, which are not pawns that only leap; a royal
/// piece's only to squares the enemy does not attack.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn piece_moves<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
    enemy: &Attackers<B>,
    checks: &Checks<B>,
    info: RoleInfo,
    mine: B,
    opp: B,
    legal: bool,
) {
    let us = pos.turn;
    let own = B::from_set(pos.board.closed_to(us));
    let occ = own | opp;
    let role = info.role;
    let uniform = info.flags & RoleInfo::UNIFORM != 0;
    let royal = legal && info.flags & RoleInfo::ROYAL != 0;
    let pawn = info.flags & RoleInfo::PAWN != 0;
    let leaps = t.leaps(us, role);
    let lines = RoleInfo::ORTH | RoleInfo::DIAG;
    if info.flags & !lines == RoleInfo::UNIFORM
        && !(mine & (checks.pinned_any | checks.tested)).any()
    {
        // The common case, none of the pieces pinned: a leaper or a whole-line rider whose
        // moves and captures are the same, its kind's loop free of every other question.
        let allowed = !own & if legal { checks.evasions } else { B::ALL };
        let (orth, diag) = (
            info.flags & RoleInfo::ORTH != 0,
            info.flags & RoleInfo::DIAG != 0,
        );
        match (orth, diag) {
            (false, false) => {
                plain_moves::<B, S, false, false>(t, sink, pos, role, leaps, mine, occ, allowed)
            }
            (true, false) => {
                plain_moves::<B, S, true, false>(t, sink, pos, role, leaps, mine, occ, allowed)
            }
            (false, true) => {
                plain_moves::<B, S, false, true>(t, sink, pos, role, leaps, mine, occ, allowed)
            }
            (true, true) => {
                plain_moves::<B, S, true, true>(t, sink, pos, role, leaps, mine, occ, allowed)
            }
        }
        return;
    }
    // A pawn that may capture on the en passant square takes it en passant only.
    let ep = if pawn && pos.rules.en_passant_by.contains(role) {
        en_passant_bit(pos, t)
    } else {
        B::ZERO
    };
    let shields = t.shields(us, role, |s| pos.board.roles_bits(s));
    for from in mine.iter() {
        let mut targets = if uniform {
            t.attacks_of(us, info, leaps, from, occ) & !own & !ep
        } else {
            let (quiet, capture) = t.targets(us, role, from, occ, shields);
            (quiet & !occ & !(capture & ep)) | (capture & opp)
        };
        if royal {
            targets = checks.royal_targets(enemy, from, targets, occ);
        } else if legal {
            targets &= checks.allowed(from);
        }
        if !targets.any() {
            continue;
        }
        if legal && checks.tested.has(from) {
            tested_moves(pos, t, role, from, targets, sink);
        } else if pawn {
            // A riding pawn (rare): each target a step of its own, for the promotions, those
            // to a royal kind played and tested.
            let promo = Promo::new(pos, t, us, role, B::one(from));
            let tested = legal && promo.promotes_to_royal(pos);
            for to in targets.iter() {
                let delta = to as i32 - from as i32;
                let to = B::one(to).set();
                if tested && to & (promo.last | promo.optional) != Set::EMPTY {
                    tested::tested_pawns(pos, &t.squares, &promo, role, delta, to, false, sink);
                } else {
                    sink.pawns(pos, &t.squares, &promo, role, delta, to, false);
                }
            }
        } else {
            sink.piece(pos, &t.squares, role, from, targets.set());
        }
    }
}

/// The moves of the pieces `mine` of a kind that leaps and rides whole orthogonal lines if
/// `ORTH`, whole diagonal lines if `DIAG`, to the squares of `allowed`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn plain_moves<B: Bits, S: Sink + ?Sized, const ORTH: bool, const DIAG: bool>(
    t: &Tables<B>,
    sink: &mut S,
    pos: &Position,
    role: Role,
    leaps: &[B],
    mine: B,
    occ: B,
    allowed: B,
) {
    for from in mine.iter() {
        let mut targets = leaps.get(from as usize).copied().unwrap_or(B::ZERO);
        if ORTH {
            targets |= t.orth(from, occ);
        }
        if DIAG {
            targets |= t.diag(from, occ);
        }
        targets &= allowed;
        if targets.any() {
            sink.piece(pos, &t.squares, role, from, targets.set());
        }
    }
}

/// The en passant square as a set, if the side to move may capture there.
#[inline(always)]
fn en_passant_bit<B: Bits>(pos: &Position, t: &Tables<B>) -> B {
    match pos.ep {
        Some(_) => en_passant_capture(pos)
            .map_or(B::ZERO, |(ep, _)| B::one(t.geometry.bit_index(ep.square))),
        None => B::ZERO,
    }
}

/// The moves of the pawns `pawns` of kind `role`, which only leap: the unpinned ones together
/// by shifts, each pinned one alone.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn pawn_moves<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
    checks: &Checks<B>,
    role: Role,
    pawns: B,
    opp: B,
    legal: bool,
) {
    let us = pos.turn;
    let own = B::from_set(pos.board.closed_to(us));
    let empty = !(own | opp) & t.board;
    let promo = Promo::new(pos, t, us, role, pawns);
    // A promotion to a royal kind (Coregal's queen) must not land attacked, and a pawn pinned
    // along more lines than the checks keep must not leave its royal attacked: those moves
    // are played and tested.
    let tested_zone = if legal && promo.promotes_to_royal(pos) {
        B::from_set(promo.last | promo.optional)
    } else {
        B::ZERO
    };
    let pawn = PawnMoves {
        pos,
        t,
        promo: &promo,
        role,
        empty,
        opp,
        ep: if pos.rules.en_passant_by.contains(role) {
            en_passant_bit(pos, t)
        } else {
            B::ZERO
        },
    };
    pawn.send(
        sink,
        pawns & !checks.pinned_any & !checks.tested,
        checks.evasions,
        tested_zone,
    );
    for from in (pawns & (checks.pinned_any | checks.tested)).iter() {
        let zone = if checks.tested.has(from) {
            B::ALL
        } else {
            tested_zone
        };
        pawn.send(sink, B::one(from), checks.allowed(from), zone);
    }
}

/// What the moves of a pawn kind's pieces need.
struct PawnMoves<'a, B> {
    pos: &'a Position,
    t: &'a Tables<B>,
    promo: &'a Promo,
    role: Role,
    empty: B,
    opp: B,
    /// The square a pawn may capture on en passant (none if none).
    ep: B,
}

impl<B: Bits> PawnMoves<'_, B> {
    /// Sends the moves of the pawns `set` to the squares of `mask`, those to `tested` played
    /// and tested.
    #[inline(always)]
    fn send<S: Sink + ?Sized>(&self, sink: &mut S, set: B, mask: B, tested: B) {
        if !set.any() {
            return;
        }
        let us = self.pos.turn;
        for step in self.t.steps(us, self.role) {
            let mut open = B::ZERO;
            if step.quiet {
                // A step that also captures takes the en passant square en passant only.
                open |= if step.capture {
                    self.empty & !self.ep
                } else {
                    self.empty
                };
            }
            if step.capture {
                open |= self.opp;
            }
            let targets = (set & step.from).shift(step.delta) & open & mask;
            if targets.any() {
                self.to(sink, step.delta, targets, false, tested);
            }
            if (set & step.double).any() {
                let passed = (set & step.double).shift(step.delta) & self.empty;
                let targets = passed.shift(step.delta) & self.empty & mask;
                if targets.any() {
                    self.to(sink, 2 * step.delta, targets, true, tested);
                }
            }
        }
    }

    #[inline(always)]
    fn to<S: Sink + ?Sized>(&self, sink: &mut S, delta: i32, targets: B, double: bool, tested: B) {
        let (pos, t, role) = (self.pos, self.t, self.role);
        let plain = targets & !tested;
        if plain.any() {
            sink.pawns(
                pos,
                &t.squares,
                self.promo,
                role,
                delta,
                plain.set(),
                double,
            );
        }
        if (targets & tested).any() {
            let tested = (targets & tested).set();
            tested::tested_pawns(
                pos, &t.squares, self.promo, role, delta, tested, double, sink,
            );
        }
    }
}

/// The castles whose royal piece passes no attacked square (each square of the back rank
/// tested at most once).
#[inline(always)]
fn castles<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
    enemy: &Attackers<B>,
    checks: &Checks<B>,
    occ: B,
    legal: bool,
) {
    let back = pos.rules.castling_rank(pos.turn);
    let g = pos.rules.geometry;
    // The files tested so far, and those of them attacked.
    let (mut tested, mut attacked) = (0u32, 0u32);
    // With explosions, a royal piece next to the enemy's is not attacked there.
    let exploding = pos.rules.explosions.is_some();
    let immune = match exploding {
        true => pos.next_to(pos.royal_bits(!pos.turn)),
        false => Set::EMPTY,
    };
    pos.castle_candidates(&t.castle_paths, |m, files| {
        // With explosions the landing square is tested once the castle is played, with the
        // rook in place (it may shield the royal piece there).
        let files = match exploding {
            true => files & !(1 << m.to.file()),
            false => files,
        };
        let mut rest = files & !tested;
        while rest != 0 && files & attacked == 0 {
            let f = rest.trailing_zeros();
            rest &= rest - 1;
            tested |= 1 << f;
            let sq = g.bit_index(crate::core::geometry::Square::new(f as u8, back));
            // An immune royal piece may stand where an attack on its path lies behind it.
            let occ = match exploding {
                true => occ & !B::one(g.bit_index(m.from)),
                false => occ,
            };
            if !immune.has(sq) && enemy.to(sq, occ).any() {
                attacked |= 1 << f;
            }
        }
        if files & attacked == 0 && (!legal || castle_is_safe(pos, enemy, &checks.royals, occ, &m))
        {
            sink.single(m);
        }
    });
}

/// The captures en passant of the side to move that obey how pieces move (legality aside).
pub(crate) fn en_passant_moves<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
) {
    en_passant(pos, t, sink, false);
}

/// The moves a piece of `role` of the side to move would have from bit `from`, whatever
/// stands there (Bario's definitions), legality aside.
pub(crate) fn moves_as<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    from: u32,
    role: Role,
    sink: &mut S,
) {
    let us = pos.turn;
    let own = B::from_set(pos.board.closed_to(us));
    let opp = B::from_set(pos.board.color_bits(!us));
    let occ = own | opp;
    let shields = t.shields(us, role, |s| pos.board.roles_bits(s));
    let (quiet, capture) = t.targets(us, role, from, occ, shields);
    let targets = (quiet & !occ) | (capture & opp);
    sink.piece(pos, &t.squares, role, from, targets.set());
}
