//! The move generator of defined games: the moves each kind's tables give, made legal by
//! playing them on the bitboards and looking for an attacked royal piece (skipped for moves
//! that cannot uncover one); castling, en passant and promotion by the game's rules.

use super::betza::Mode;
use super::position::{DefinedMove, Position, Special};
use super::rules::Ride;
use crate::core::color::Color;

/// The squares a ride reaches from bit `sq`, the first piece met included.
#[inline(always)]
fn ride_targets(rays: &[Box<[u128]>], ride: &Ride, sq: usize, occ: u128) -> u128 {
    let reach = ride.reach[sq];
    let blockers = reach & occ;
    if blockers == 0 {
        return reach;
    }
    let first = if ride.descending {
        127 - blockers.leading_zeros()
    } else {
        blockers.trailing_zeros()
    };
    reach & !rays[ride.ray][first as usize]
}

/// The pieces of side `by` among `pieces` that attack bit `sq`, the board occupied by `occ`.
#[inline]
pub(super) fn attackers_among(
    pos: &Position,
    by: Color,
    sq: usize,
    occ: u128,
    pieces: u128,
) -> u128 {
    let mut found = 0;
    for (k, kind) in pos.rules.kinds.iter().enumerate() {
        let mine = pos.by_kind[k] & pieces;
        if mine == 0 {
            continue;
        }
        let m = &kind.moves[by.index()];
        let mut from = m.attacked_by_leap[sq];
        for ride in &m.attacked_by_ride {
            from |= ride_targets(&pos.rules.rays, ride, sq, occ);
        }
        found |= from & mine;
    }
    found
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
        kind.pawn
            && kind.moves[(!us).index()].leap_capture[ep as usize]
                & pos.by_kind[k]
                & pos.by_color[us.index()]
                != 0
    })
}

/// What legality testing needs of a position, computed once per generation.
struct Safety {
    /// Whether a royal piece of the mover is attacked.
    in_check: bool,
    /// Squares whence a piece moving away might uncover an attack on a royal piece.
    lines: u128,
    royals: u128,
}

impl Safety {
    fn new(pos: &Position) -> Safety {
        let us = pos.turn;
        let royals = pos.royals(us);
        let mut lines = 0;
        let mut in_check = false;
        let mut r = royals;
        while r != 0 {
            let sq = r.trailing_zeros() as usize;
            in_check |= attackers(pos, !us, sq) != 0;
            for (k, kind) in pos.rules.kinds.iter().enumerate() {
                if pos.by_kind[k] & pos.by_color[(!us).index()] != 0 {
                    for ride in &kind.moves[(!us).index()].attacked_by_ride {
                        lines |= ride.reach[sq];
                    }
                }
            }
            r &= r - 1;
        }
        Safety {
            in_check,
            lines,
            royals,
        }
    }

    /// Whether a move leaves no royal piece of the mover attacked.
    fn allows(&self, pos: &Position, m: &DefinedMove) -> bool {
        let royal = pos.rules.kinds[m.kind as usize].royal;
        let special = !matches!(m.special, Special::None | Special::DoubleStep(_));
        if !self.in_check && !royal && !special && self.lines & (1u128 << m.from) == 0 {
            return true;
        }
        let us = pos.turn;
        let (from, to) = (1u128 << m.from, 1u128 << m.to);
        let mut occ = (pos.by_color[0] | pos.by_color[1]) & !from | to;
        let mut removed = to;
        match m.special {
            Special::EnPassant(victim) => {
                occ &= !(1u128 << victim);
                removed |= 1u128 << victim;
            }
            Special::Castle(rook_from, rook_to) => {
                occ = occ & !(1u128 << rook_from) | 1u128 << rook_to | to;
                removed = 0;
            }
            _ => {}
        }
        let royals = if royal {
            self.royals & !from | to
        } else {
            self.royals
        };
        let enemies = pos.by_color[(!us).index()] & !removed;
        let mut r = royals;
        while r != 0 {
            if attackers_among(pos, !us, r.trailing_zeros() as usize, occ, enemies) != 0 {
                return false;
            }
            r &= r - 1;
        }
        true
    }
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> Vec<DefinedMove> {
    let mut moves = Vec::with_capacity(64);
    pseudo_legal(pos, &mut moves);
    let safety = Safety::new(pos);
    moves.retain(|m| safety.allows(pos, m));
    moves
}

/// The moves the pieces' movement allows, castling included (castling checked in full).
fn pseudo_legal(pos: &Position, out: &mut Vec<DefinedMove>) {
    let us = pos.turn;
    let own = pos.by_color[us.index()];
    let enemy = pos.by_color[(!us).index()];
    let occ = own | enemy;
    let rules = &*pos.rules;
    for (k, kind) in rules.kinds.iter().enumerate() {
        let mut mine = pos.by_kind[k] & own;
        let m = &kind.moves[us.index()];
        while mine != 0 {
            let from = mine.trailing_zeros() as usize;
            mine &= mine - 1;
            let mut quiet = m.leap_move[from];
            let mut captures = m.leap_capture[from];
            for ride in &m.rides {
                let t = ride_targets(&rules.rays, ride, from, occ);
                match ride.mode {
                    Mode::Both => {
                        quiet |= t;
                        captures |= t;
                    }
                    Mode::Move => quiet |= t,
                    Mode::Capture => captures |= t,
                }
            }
            let targets = (quiet & !occ) | (captures & enemy);
            push_targets(pos, out, k as u8, from as u8, targets, kind.pawn);
            if kind.pawn {
                // A double step to a square the pawn's own movement reaches is that move (one
                // move per squares, without en passant).
                for &(mid, to) in m.double_steps[from].iter() {
                    if occ & (1u128 << mid | 1u128 << to) == 0 && targets & (1u128 << to) == 0 {
                        push_pawn(
                            pos,
                            out,
                            DefinedMove {
                                from: from as u8,
                                to,
                                kind: k as u8,
                                capture: None,
                                promotion: None,
                                special: Special::DoubleStep(mid),
                            },
                        );
                    }
                }
                if let Some((ep, victim)) = pos.ep {
                    if rules.en_passant && captures & (1u128 << ep) & !occ != 0 {
                        if let Some(v) = pos.piece_at_index(victim.into()) {
                            out.push(DefinedMove {
                                from: from as u8,
                                to: ep,
                                kind: k as u8,
                                capture: Some(v.kind),
                                promotion: None,
                                special: Special::EnPassant(victim),
                            });
                        }
                    }
                }
            }
        }
    }
    super::castling::castles(pos, out);
}

fn push_targets(
    pos: &Position,
    out: &mut Vec<DefinedMove>,
    kind: u8,
    from: u8,
    mut targets: u128,
    pawn: bool,
) {
    while targets != 0 {
        let to = targets.trailing_zeros() as u8;
        targets &= targets - 1;
        let capture = pos.piece_at_index(to.into()).map(|p| p.kind);
        let m = DefinedMove {
            from,
            to,
            kind,
            capture,
            promotion: None,
            special: Special::None,
        };
        if pawn {
            push_pawn(pos, out, m);
        } else {
            out.push(m);
        }
    }
}

/// A pawn move, with its promotions if it lands in the zone: compulsory on the last rank
/// (none there when nothing may be chosen), optional on the zone's other ranks.
fn push_pawn(pos: &Position, out: &mut Vec<DefinedMove>, m: DefinedMove) {
    let Some(promo) = &pos.rules.promotion else {
        out.push(m);
        return;
    };
    let c = pos.turn.index();
    let to = 1u128 << m.to;
    if promo.zone[c] & to == 0 {
        out.push(m);
        return;
    }
    if promo.last[c] & to == 0 {
        out.push(m);
    }
    for &k in &promo.kinds {
        if promo.only_captured {
            let on_board = (pos.by_kind[k as usize] & pos.by_color[c]).count_ones();
            let at_start = pos.rules.initial[c].get(k as usize).copied().unwrap_or(0);
            if on_board >= u32::from(at_start) {
                continue;
            }
        }
        out.push(DefinedMove {
            promotion: Some(k),
            ..m
        });
    }
}

/// The number of leaves `depth` plies below (perft), counting the last ply's moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(m);
            perft(&next, depth - 1)
        })
        .sum()
}
