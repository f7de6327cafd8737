//! The chess-family move generator on bitboards, generic over the board size ([`Bits`]) and
//! driven by the game's data: the roles of its [`crate::core::rules::Rules`] with their leaps and
//! rides, its royal roles, pawn double-step rank, promotion rules and castling table.
//!
//! Legal moves come without playing them: for each royal piece of the mover, the enemy
//! pieces checking it (a check-evasion mask) and the mover's pieces pinned against it; a
//! non-royal move must answer every check and keep every pin, a royal move must also land on
//! a square no enemy piece attacks once the royal has left its square. With one royal (the
//! king of chess and Grand chess) this is the usual pins-and-checks generator; Coregal's king
//! and queens are several royals. En passant and castling are played and tested (they are
//! rare, and en passant can uncover a check along the rank).
//!
//! Moves go to a [`Sink`]: a list of [`Move`]s, or a counter for bulk-counting perft leaves.
//!
//! Only the hot core (pins and checks, the pieces' targets, the pawns' steps) is generic, one
//! instance per board size; the sinks (which take the sets as `u128`), en passant, the castles
//! whose path is free and the promotions that must be played and tested are written once for
//! every size.

use crate::core::bitboard::{Bits, SquareMap};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Piece, Role};

mod attackers;
mod sink;

use attackers::royal_set;
pub(crate) use attackers::{attackers, royal_attacked, Attackers};
pub(crate) use sink::{CountSink, ListSink, Promo, Sink};

/// A royal piece of the mover: its square, the squares that answer its checks, and the
/// mover's pieces pinned against it.
#[derive(Clone, Copy)]
struct Royal<B> {
    sq: u32,
    evasions: B,
    pinned: B,
}

/// At most this many royal pieces per side get the pins-and-checks treatment (more, and the
/// remaining moves are tested by playing them).
const MAX_ROYALS: usize = 16;

impl<B: Bits> Royal<B> {
    const NONE: Royal<B> = Royal {
        sq: 0,
        evasions: B::FULL,
        pinned: B::ZERO,
    };
}

/// The checks and pins on the royal pieces of the side to move: what every legal move
/// must respect. Pseudo-legal generation uses [`Checks::NONE`].
struct Checks<'a, B> {
    royals: &'a [Royal<B>],
    /// The squares a move of a piece that is not royal must land on (every square when no
    /// royal piece is in check).
    evasions: B,
    /// The pieces pinned against some royal piece.
    pinned_any: B,
}

impl<'a, B: Bits> Checks<'a, B> {
    const NONE: Checks<'static, B> = Checks {
        royals: &[],
        evasions: B::FULL,
        pinned_any: B::ZERO,
    };

    /// The checkers and pinned pieces of each royal piece of `us`, written in `royals`.
    #[inline(always)]
    fn find(
        pos: &Position,
        us: Color,
        enemy: &Attackers<B>,
        own: B,
        occ: B,
        royals: &'a mut [Royal<B>; MAX_ROYALS],
    ) -> Checks<'a, B> {
        let t = B::tables();
        let (mut n, mut all_evasions, mut pinned_any) = (0, B::FULL, B::ZERO);
        for sq in royal_set::<B>(pos, us).iter() {
            let checkers = enemy.to(sq, occ);
            let evasions = if !checkers.any() {
                B::FULL
            } else if checkers.several() {
                B::ZERO
            } else {
                let c = checkers.lsb();
                if enemy.riders_to(sq, occ).has(c) {
                    t.between(sq, c) | checkers
                } else {
                    checkers
                }
            };
            let snipers = (t.orth_empty(sq) & enemy.orth) | (t.diag_empty(sq) & enemy.diag);
            let mut pinned = B::ZERO;
            for s in snipers.iter() {
                let b = t.between(sq, s) & occ;
                if b.any() && !b.several() && (b & own).any() {
                    pinned |= b;
                }
            }
            all_evasions &= evasions;
            pinned_any |= pinned;
            assert!(n < MAX_ROYALS, "too many royal pieces");
            royals[n] = Royal {
                sq,
                evasions,
                pinned,
            };
            n += 1;
        }
        Checks {
            royals: &royals[..n],
            evasions: all_evasions,
            pinned_any,
        }
    }

    /// Where the piece on `from`, not royal, may go.
    fn allowed(&self, from: u32) -> B {
        allowed(from, self.evasions, self.pinned_any, self.royals)
    }
}

/// Generates the moves of the side to move: legal ones if `legal`, else every move that obeys
/// how pieces move (castling through attacked squares excepted, as the castle rules say).
///
/// The sink is a trait object and `legal` a plain argument: one generator per board size
/// rather than one per sink and legality (the sink is called once per piece, not per move).
/// Its parts, each called once from here, are inlined into it: the hot path stays one body.
pub(crate) fn generate<B: Bits>(pos: &Position, sink: &mut dyn Sink, legal: bool) {
    let us = pos.turn;
    let own = B::from_u128(pos.board.color_bits(us));
    let opp = B::from_u128(pos.board.color_bits(!us));
    let occ = own | opp;
    let enemy = Attackers::<B>::new(pos, !us);
    let mut royals = [Royal::NONE; MAX_ROYALS];
    let checks = if legal {
        Checks::find(pos, us, &enemy, own, occ, &mut royals)
    } else {
        Checks::NONE
    };
    piece_moves(pos, sink, &enemy, &checks, own, occ, legal);
    pawn_moves(pos, sink, &checks, own, opp, legal);
    if pos.rules.castling.is_some() && pos.castling.any(us) {
        castles(pos, sink, &enemy, &checks, occ, legal);
    }
}

/// The moves of the pieces that leap and ride; a royal piece's only to squares the enemy
/// does not attack.
#[inline(always)]
fn piece_moves<B: Bits>(
    pos: &Position,
    sink: &mut dyn Sink,
    enemy: &Attackers<B>,
    checks: &Checks<B>,
    own: B,
    occ: B,
    legal: bool,
) {
    let t = B::tables();
    for &role in pos.rules.roles {
        if !role.is_table_piece() {
            continue;
        }
        let mine = B::from_u128(pos.board.role_bits(role)) & own;
        if !mine.any() {
            continue;
        }
        let royal = legal && pos.rules.is_royal(role);
        for from in mine.iter() {
            let mut targets = t.attacks(role, from, occ) & !own;
            if royal {
                targets = royal_targets(enemy, checks, from, targets, occ);
            } else if legal {
                targets &= checks.allowed(from);
            }
            if targets.any() {
                sink.piece(pos, &t.squares, role, from, targets.wide());
            }
        }
    }
}

/// The targets of the royal piece on `from` that leave no royal piece attacked.
#[inline(always)]
fn royal_targets<B: Bits>(
    enemy: &Attackers<B>,
    checks: &Checks<B>,
    from: u32,
    mut targets: B,
    occ: B,
) -> B {
    let t = B::tables();
    for r in checks.royals {
        if r.sq != from {
            targets &= r.evasions;
            if r.pinned.has(from) {
                targets &= t.line(r.sq, from);
            }
        }
    }
    let occ2 = occ ^ B::one(from);
    if targets.count() > 2 {
        return targets & !enemy.attacked(occ2);
    }
    let mut safe = B::ZERO;
    for to in targets.iter() {
        if !(enemy.to(to, occ2) & !B::one(to)).any() {
            safe |= B::one(to);
        }
    }
    safe
}

/// The pawns' moves: the unpinned ones together, each pinned one alone.
#[inline(always)]
fn pawn_moves<B: Bits>(
    pos: &Position,
    sink: &mut dyn Sink,
    checks: &Checks<B>,
    own: B,
    opp: B,
    legal: bool,
) {
    let pawns = B::from_u128(pos.board.role_bits(Role::Pawn)) & own;
    if !pawns.any() {
        return;
    }
    let t = B::tables();
    let us = pos.turn;
    let promo = Promo::new(pos, us, pawns);
    let white = us == Color::White;
    let w = B::GEOMETRY.width as u32;
    let empty = !(own | opp) & B::FULL;
    let double_rank = t.rank(if white {
        pos.rules.pawn_double_rank as u32
    } else {
        B::GEOMETRY.height as u32 - 1 - pos.rules.pawn_double_rank as u32
    });
    // Targets by step: one forward, two forward, capture towards file a, towards the
    // last file; the steps as bit index differences.
    let up = if white { w as i32 } else { -(w as i32) };
    let deltas = [up, 2 * up, up - 1, up + 1];
    let mut sets = pawn_targets(pawns & !checks.pinned_any, white, empty, opp, double_rank);
    for s in sets.iter_mut() {
        *s &= checks.evasions;
    }
    for from in (pawns & checks.pinned_any).iter() {
        let mask = checks.allowed(from);
        let one = pawn_targets(B::one(from), white, empty, opp, double_rank);
        for (set, one) in sets.iter_mut().zip(one) {
            *set |= one & mask;
        }
    }
    // A promotion to a royal role (Coregal's queen) must not land attacked: those
    // moves are played and tested.
    let tested = if legal
        && promo.n > 0
        && promo.roles[..promo.n]
            .iter()
            .any(|&r| pos.rules.is_royal(r))
    {
        B::from_u128(promo.last | promo.optional)
    } else {
        B::ZERO
    };
    for (delta, targets) in deltas.into_iter().zip(sets) {
        if (targets & !tested).any() {
            sink.pawns(pos, &t.squares, &promo, delta, (targets & !tested).wide());
        }
        if (targets & tested).any() {
            let targets = (targets & tested).wide();
            tested_pawns(pos, &t.squares, &promo, delta, targets, sink);
        }
    }
    if pos.ep.is_some() {
        en_passant(pos, sink, legal);
    }
}

/// The castles whose royal piece passes no attacked square (each square of the back rank
/// tested at most once).
#[inline(always)]
fn castles<B: Bits>(
    pos: &Position,
    sink: &mut dyn Sink,
    enemy: &Attackers<B>,
    checks: &Checks<B>,
    occ: B,
    legal: bool,
) {
    let back = pos.back_rank(pos.turn);
    // The files tested so far, and those of them attacked.
    let (mut tested, mut attacked) = (0u32, 0u32);
    for &(m, files) in pos.castle_candidates().iter().flatten() {
        let mut rest = files & !tested;
        while rest != 0 && files & attacked == 0 {
            let f = rest.trailing_zeros();
            rest &= rest - 1;
            tested |= 1 << f;
            if enemy.to(B::index(Square::new(f as u8, back)), occ).any() {
                attacked |= 1 << f;
            }
        }
        if files & attacked == 0 && (!legal || castle_is_safe(enemy, checks.royals, occ, &m)) {
            sink.single(m);
        }
    }
}

/// Sends the pawn moves to `targets` (each from `to - delta`) that leave no royal piece of the
/// mover attacked, each played and tested: the promotions to a royal role (rare, and the same
/// code for every board size).
#[inline(never)]
fn tested_pawns(
    pos: &Position,
    squares: &SquareMap,
    promo: &Promo,
    delta: i32,
    targets: u128,
    sink: &mut dyn Sink,
) {
    let mut list = Vec::new();
    ListSink(&mut list).pawns(pos, squares, promo, delta, targets);
    for m in list {
        if pos.is_safe(&m) {
            sink.single(m);
        }
    }
}

/// Sends the en passant captures of the side to move (the legal ones if `legal`, each played
/// and tested: they are rare, and one may uncover a check along the rank), found on the
/// board's squares: the same code for every board size.
#[inline(never)]
fn en_passant(pos: &Position, sink: &mut dyn Sink, legal: bool) {
    let Some(ep) = pos.ep else {
        return;
    };
    let us = pos.turn;
    let captured = Square::new(ep.file(), (ep.rank() as i8 - us.forward()) as u8);
    if pos.board.get(ep).is_some() || pos.board.get(captured) != Some(Piece::new(!us, Role::Pawn)) {
        return;
    }
    // The capturing pawns stand beside the captured one, the a-file side first.
    for df in [-1, 1] {
        let Some(from) = pos.rules.geometry.offset(captured, df, 0) else {
            continue;
        };
        if pos.board.get(from) != Some(Piece::new(us, Role::Pawn)) {
            continue;
        }
        let m = Move {
            kind: MoveKind::EnPassant,
            capture: Some(Role::Pawn),
            ..Move::normal(Role::Pawn, from, ep, None)
        };
        if !legal || pos.is_safe(&m) {
            sink.single(m);
        }
    }
}

/// Whether no royal piece of the mover stands attacked after the castle `m`: the castling
/// squares were tested before the move, but the rook leaving its square may open a line (in
/// Chess960, to where the royal piece lands; in Coregal, to the royal queen). A castle
/// captures nothing, so the attackers are those of the position, with the royal piece and the
/// rook moved in the occupancy.
#[inline(never)]
fn castle_is_safe<B: Bits>(enemy: &Attackers<B>, royals: &[Royal<B>], occ: B, m: &Move) -> bool {
    let MoveKind::Castle { rook, rook_to } = m.kind else {
        return true;
    };
    let (from, to) = (B::index(m.from), B::index(m.to));
    let after =
        (occ & !B::one(from) & !B::one(B::index(rook))) | B::one(to) | B::one(B::index(rook_to));
    royals.iter().all(|r| {
        let sq = if r.sq == from { to } else { r.sq };
        !enemy.to(sq, after).any()
    })
}

/// Where a non-royal piece on `from` may go: the squares that answer every check (`evasions`), on
/// the line of each royal piece it is pinned against.
#[inline(always)]
fn allowed<B: Bits>(from: u32, evasions: B, pinned_any: B, royals: &[Royal<B>]) -> B {
    let mut m = evasions;
    if pinned_any.has(from) {
        for r in royals {
            if r.pinned.has(from) {
                m &= B::tables().line(r.sq, from);
            }
        }
    }
    m
}

/// Where the pawns `p` of one side go: one step, two steps, capturing towards the a-file,
/// capturing towards the last file.
#[inline(always)]
fn pawn_targets<B: Bits>(p: B, white: bool, empty: B, opp: B, double_rank: B) -> [B; 4] {
    let t = B::tables();
    let w = B::GEOMETRY.width as u32;
    let fwd = |b: B| if white { b << w } else { b >> w };
    let single = fwd(p) & empty;
    let double = fwd(fwd(p & double_rank) & empty) & empty;
    let (left, right) = if white {
        ((p & !t.file_a) << (w - 1), (p & !t.file_last) << (w + 1))
    } else {
        ((p & !t.file_a) >> (w + 1), (p & !t.file_last) >> (w - 1))
    };
    [single, double, left & opp, right & opp]
}

/// Moves of a piece of `piece.role` standing on `from` (whatever stands there now).
pub(crate) fn table_piece_moves<B: Bits>(
    pos: &Position,
    from: Square,
    piece: Piece,
    out: &mut Vec<Move>,
) {
    let t = B::tables();
    let own = B::from_u128(pos.board.color_bits(piece.color));
    let occ = own | B::from_u128(pos.board.color_bits(!piece.color));
    let f = B::index(from);
    let targets = t.attacks(piece.role, f, occ) & !own;
    ListSink(out).piece(pos, &t.squares, piece.role, f, targets.wide());
}
