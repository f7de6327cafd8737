//! The moves that are played and tested rather than checked against the pins and checks: the
//! promotions to a royal kind, the moves of a piece pinned along more lines than the checks
//! keep, en passant, and a castle's last test. They are rare.

use super::attackers::Attackers;
use super::checks::Royal;
use super::sink::{ListSink, Promo, Sink};
use crate::core::bitboard::Set;
use crate::core::bitboard::{Bits, SquareMap, Tables, WideBits};
use crate::core::color::Color;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::{EnPassant, Position};
use crate::core::role::{Piece, Role};

/// Sends the pawn moves to `targets` (each from `to - delta`) that leave no royal piece of the
/// mover attacked, each played and tested.
#[allow(clippy::too_many_arguments)]
pub(super) fn tested_pawns<S: Sink + ?Sized>(
    pos: &Position,
    squares: &SquareMap,
    promo: &Promo,
    role: Role,
    delta: i32,
    targets: Set,
    double: bool,
    sink: &mut S,
) {
    let mut list = Vec::new();
    ListSink(&mut list).pawns(pos, squares, promo, role, delta, targets, double);
    for m in list {
        if pos.is_safe(&m) {
            sink.single(m);
        }
    }
}

/// Sends the moves of the piece of `role` on bit `from` to `targets` that leave no royal piece
/// of the mover attacked, each played and tested.
pub(super) fn tested_moves<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    role: Role,
    from: u32,
    targets: B,
    sink: &mut S,
) {
    let mut list = Vec::new();
    ListSink(&mut list).piece(pos, &t.squares, role, from, targets.set());
    for m in list {
        if pos.is_safe(&m) {
            sink.single(m);
        }
    }
}

/// The en passant capture the position offers the side to move, if any: the square a pawn
/// may capture on and the enemy pawn it takes.
pub(super) fn en_passant_capture(pos: &Position) -> Option<(EnPassant, Piece)> {
    let ep = pos.ep.filter(|_| pos.rules.en_passant)?;
    let victim = pos.board.get(ep.victim)?;
    let taken = victim.color != pos.turn && pos.rules.is_pawn(victim.role);
    (taken && pos.board.get(ep.square).is_none()).then_some((ep, victim))
}

/// Sends the en passant captures of the side to move (the legal ones if `legal`, each played
/// and tested: they are rare, and one may uncover a check along the rank).
pub(super) fn en_passant<B: Bits, S: Sink + ?Sized>(
    pos: &Position,
    t: &Tables<B>,
    sink: &mut S,
    legal: bool,
) {
    let Some((ep, victim)) = en_passant_capture(pos) else {
        return;
    };
    let us = pos.turn;
    let g = pos.rules.geometry;
    let target = g.bit_index(ep.square);
    let occ = B::from_set(pos.board.occupied());
    for role in pos.rules.en_passant_by.iter() {
        let pawns = B::from_set(pos.board.pieces_of(us, role));
        if !pawns.any() {
            continue;
        }
        // The pawns that capture onto the square: by their leaps reversed, one by one if
        // they ride.
        let a = t.attack_roles[us.index()][role.index()];
        let mut capturers = match t.attack[us.index()].leaps.get(usize::from(a.group)) {
            Some(group) => group.to(target) & pawns,
            None => B::ZERO,
        };
        if a.rides.any() {
            let shields = t.shields(us, role, |s| pos.board.roles_bits(s));
            for from in pawns.iter() {
                if t.captures(us, role, from, occ, shields).has(target) {
                    capturers |= B::one(from);
                }
            }
        }
        for from in capturers.iter() {
            let m = Move {
                kind: MoveKind::EnPassant { victim: ep.victim },
                capture: Some(victim.role),
                ..Move::normal(role, t.squares.square(from), ep.square, None)
            };
            if !legal || pos.is_safe(&m) {
                sink.single(m);
            }
        }
    }
}

/// Whether no royal piece of the mover stands attacked after the castle `m`: the castling
/// squares were tested before the move, but the rook leaving its square may open a line (in
/// Chess960, to where the royal piece lands; in Coregal, to the royal queen). A castle
/// captures nothing, so the attackers are those of the position, with the royal piece and the
/// rook moved in the occupancy.
pub(super) fn castle_is_safe<B: Bits>(
    pos: &Position,
    enemy: &Attackers<B>,
    royals: &[Royal<B>],
    occ: B,
    m: &Move,
) -> bool {
    let MoveKind::Castle { rook, rook_to } = m.kind else {
        return true;
    };
    let g = pos.rules.geometry;
    let (from, to) = (g.bit_index(m.from), g.bit_index(m.to));
    let (rook, rook_to) = (g.bit_index(rook), g.bit_index(rook_to));
    let after = (occ & !B::one(from) & !B::one(rook)) | B::one(to) | B::one(rook_to);
    royals.iter().all(|r| {
        let sq = if r.sq == from { to } else { r.sq };
        !enemy.to(sq, after).any()
    })
}

/// Whether the move `m`, played, leaves no royal piece of the mover attacked, nor facing one
/// of the other side's where the flying general rule forbids it, found without playing it: the
/// occupancy after the move, the captured piece gone, the royal pieces where they stand then.
/// (What a game's after-move hook would change is not seen.)
pub(crate) fn safe_after<B: Bits>(pos: &Position, t: &Tables<B>, m: &Move) -> bool {
    let us = pos.turn;
    let g = pos.rules.geometry;
    let (from, to) = (B::one(g.bit_index(m.from)), B::one(g.bit_index(m.to)));
    let mut occ = B::from_set(pos.board.occupied());
    let mut removed = B::ZERO;
    let mut royals = super::attackers::royal_set::<B>(pos, us);
    match m.kind {
        MoveKind::Castle { rook, rook_to } => {
            let (rook, rook_to) = (B::one(g.bit_index(rook)), B::one(g.bit_index(rook_to)));
            occ = (occ & !from & !rook) | to | rook_to;
        }
        MoveKind::EnPassant { victim } => {
            let victim = B::one(g.bit_index(victim));
            occ = (occ & !from & !victim) | to;
            removed = victim;
        }
        MoveKind::Place | MoveKind::Drop => occ |= to,
        _ => {
            occ = (occ & !from) | to;
            removed = to;
        }
    }
    if (royals & from).any() {
        royals = (royals & !from) | to;
    }
    let lands_royal = m.promotion.unwrap_or(m.role);
    if pos.rules.is_royal(lands_royal) && !m.is_castle() {
        royals |= to;
    }
    if pos.rules.flying_general {
        let theirs = super::attackers::royal_set::<B>(pos, !us) & !removed;
        if super::attackers::facing(t, royals, theirs, occ) {
            return false;
        }
    }
    // The enemy pieces that may not capture, lest they turn to stone, attack nothing.
    let harmless = pos.board.roles_bits(pos.rules.petrified_royals());
    let enemy = super::attackers::Attackers::without(pos, t, !us, removed | B::from_set(harmless));
    royals.iter().all(|r| !enemy.to_by_kinds(r, occ).any())
}

/// Whether a piece of `by` attacks one of `targets`, the squares `occ` occupied and the pieces
/// on `removed` gone (a move found safe without playing it: atomic's explosions).
pub(crate) fn attacks_any<B: Bits>(
    pos: &Position,
    t: &Tables<B>,
    targets: Set,
    by: Color,
    removed: Set,
    occ: Set,
) -> bool {
    let enemy = Attackers::without(pos, t, by, B::from_set(removed));
    let occ = B::from_set(occ);
    WideBits::new(targets).any(|r| enemy.to_by_kinds(r, occ).any())
}
