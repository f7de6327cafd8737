//! The moves that are played and tested rather than checked against the pins and checks: the
//! promotions to a royal role, en passant, and a castle's last test. They are rare, and
//! written once for every board size (but the castle's, which reads the attackers).

use super::attackers::Attackers;
use super::checks::Royal;
use super::sink::{ListSink, Promo, Sink};
use crate::core::bitboard::{Bits, SquareMap};
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Piece, Role};

/// Sends the pawn moves to `targets` (each from `to - delta`) that leave no royal piece of the
/// mover attacked, each played and tested: the promotions to a royal role (rare, and the same
/// code for every board size).
#[inline(never)]
pub(super) fn tested_pawns(
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
pub(super) fn en_passant(pos: &Position, sink: &mut dyn Sink, legal: bool) {
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
pub(super) fn castle_is_safe<B: Bits>(
    enemy: &Attackers<B>,
    royals: &[Royal<B>],
    occ: B,
    m: &Move,
) -> bool {
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
