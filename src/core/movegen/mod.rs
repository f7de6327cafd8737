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
//!
//! The modules: `attackers` (a side's pieces grouped by how they attack, and the attack
//! queries), `checks` (the checks and pins on the mover's royal pieces), `sink` (where moves
//! go), `tested` (the moves played and tested); the generator itself is here.

use crate::core::bitboard::Bits;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::{Piece, Role};

mod attackers;
mod checks;
mod sink;
mod tested;

pub(crate) use attackers::{attackers, royal_attacked, Attackers};
use checks::{Checks, Royal, MAX_ROYALS};
pub(crate) use sink::{CountSink, ListSink, Promo, Sink};
use tested::{castle_is_safe, en_passant, tested_pawns};

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
