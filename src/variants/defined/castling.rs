//! Castling in defined games: the royal piece and a rook of the same back rank land on the
//! files the definition gives, every square they cross or land on empty but for them, the
//! royal piece not attacked on its square, on the way or where it lands.

use super::movegen::attackers;
use super::position::{DefinedMove, Position, Special};

/// The files from `a` to `b`, both included, as bits of the rank starting at bit `base`.
fn span(base: u32, a: u8, b: u8) -> u128 {
    let (lo, hi) = (a.min(b), a.max(b));
    (lo..=hi).fold(0, |acc, f| acc | 1u128 << (base + u32::from(f)))
}

/// Appends the castles the side to move may make (legal in full).
pub(super) fn castles(pos: &Position, out: &mut Vec<DefinedMove>) {
    let Some(castle) = &pos.rules.castle else {
        return;
    };
    let us = pos.turn;
    let g = pos.rules.geometry;
    let home = if us == crate::core::color::Color::White {
        0
    } else {
        g.height - 1
    };
    let base = u32::from(home) * u32::from(g.width);
    let own = pos.by_color[us.index()];
    let occ = pos.by_color[0] | pos.by_color[1];
    let mut royals = pos.by_kind[castle.royal as usize] & own & span(base, 0, g.width - 1);
    // Only a royal piece standing between the castling rooks castles.
    while royals != 0 {
        let royal_sq = royals.trailing_zeros();
        royals &= royals - 1;
        let royal_file = (royal_sq - base) as u8;
        for wing in 0..2 {
            let Some(rook_file) = pos.castling[us.index()][wing] else {
                continue;
            };
            if (wing == 0) != (rook_file < royal_file) {
                continue;
            }
            let rook_sq = base + u32::from(rook_file);
            if pos.by_kind[castle.rook as usize] & own & (1u128 << rook_sq) == 0 {
                continue;
            }
            let (royal_to, rook_to) = castle.land[wing];
            let both = 1u128 << royal_sq | 1u128 << rook_sq;
            let crossed = span(base, royal_file, royal_to) | span(base, rook_file, rook_to);
            if crossed & occ & !both != 0 {
                continue;
            }
            let path = span(base, royal_file, royal_to);
            let mut safe = true;
            let mut p = path;
            while p != 0 && safe {
                safe = attackers(pos, !us, p.trailing_zeros() as usize) == 0;
                p &= p - 1;
            }
            if safe {
                out.push(DefinedMove {
                    from: royal_sq as u8,
                    to: (base + u32::from(royal_to)) as u8,
                    kind: castle.royal,
                    capture: None,
                    promotion: None,
                    special: Special::Castle(rook_sq as u8, (base + u32::from(rook_to)) as u8),
                });
            }
        }
    }
}
