//! What the legality of the mover's moves depends on, found once per position: the checks on
//! its royal pieces (the squares a move must land on to answer them all) and its pieces
//! pinned against them (the squares each may still go to), looked for along the enemy's ride
//! lines from each royal piece, whatever their shape (a nightrider pins along its own line);
//! and whether a square is attacked, for the moves of a lone royal piece.

use super::super::position::Position;
use super::super::rules::tables::{code, first, Attacks, Codes, Lines};
use crate::core::bitboard::bit;

/// Pins remembered with their lines; a piece pinned beyond them has its moves played and
/// tested.
const MAX_PINS: usize = 8;

/// The checks and pins on the mover's royal pieces.
pub struct Guard<'a> {
    pos: &'a Position,
    attacks: &'a Attacks,
    lines: &'a Lines,
    /// The enemy's kinds on the board, as codes.
    present: Codes,
    occ: u128,
    /// The mover's royal pieces.
    pub royals: u128,
    /// The squares a piece that is not royal must land on: every check answered (all the
    /// squares when no royal piece is attacked).
    pub evasions: u128,
    /// The mover's pieces pinned against a royal piece, each with the line it may move on.
    pub pinned: u128,
    /// The pieces whose moves need more than `evasions`: pinned, tested or royal.
    pub watched: u128,
    pin_squares: [u8; MAX_PINS],
    pin_lines: [u128; MAX_PINS],
    pins: usize,
    /// Pieces whose moves must be played and tested.
    pub tested: u128,
}

impl<'a> Guard<'a> {
    /// The checks and pins of the side to move.
    pub fn new(pos: &'a Position) -> Guard<'a> {
        let rules = &*pos.rules;
        let them = !pos.turn;
        let attacks = &rules.attacks[them.index()];
        let enemy = pos.by_color[them.index()];
        let mut present = 0;
        for k in 0..rules.kinds.len() {
            if pos.by_kind[k] & enemy != 0 {
                present |= 1 << code(them, k);
            }
        }
        let mut guard = Guard {
            pos,
            attacks,
            lines: &rules.lines,
            present,
            occ: pos.by_color[0] | pos.by_color[1],
            royals: pos.royals(pos.turn),
            evasions: !0,
            pinned: 0,
            watched: 0,
            pin_squares: [0; MAX_PINS],
            pin_lines: [0; MAX_PINS],
            pins: 0,
            tested: 0,
        };
        let mut royals = guard.royals;
        while royals != 0 {
            guard.watch(royals.trailing_zeros() as usize);
            royals &= royals - 1;
        }
        guard.watched = guard.pinned | guard.tested | guard.royals;
        guard
    }

    /// Records the checks on the royal piece on `r` and the pieces pinned against it.
    #[inline(always)]
    fn watch(&mut self, r: usize) {
        let own = self.pos.by_color[self.pos.turn.index()];
        let leapers = self.leapers_to(r);
        if leapers != 0 {
            // One leaper is answered by taking it; two cannot be.
            self.evasions &= if leapers & (leapers - 1) == 0 {
                leapers
            } else {
                0
            };
        }
        for a in &self.attacks.rides {
            if a.codes & self.present == 0 {
                continue;
            }
            let blockers = self.lines.reach(&a.ride, r) & self.occ;
            if blockers == 0 {
                continue;
            }
            let near = first(blockers, a.ride.descending);
            if self.attacker(a.codes, near) {
                // Answered by taking the checker or standing between.
                self.evasions &= self.lines.up_to(&a.ride, r, near);
                continue;
            }
            let beyond = blockers ^ bit(near);
            if own & bit(near) == 0 || beyond == 0 {
                continue;
            }
            let far = first(beyond, a.ride.descending);
            if self.attacker(a.codes, far) {
                self.pin(near, self.lines.up_to(&a.ride, r, far));
            }
        }
    }

    fn pin(&mut self, sq: u32, line: u128) {
        if self.pins == MAX_PINS {
            self.tested |= bit(sq);
            return;
        }
        self.pinned |= bit(sq);
        self.pin_squares[self.pins] = sq as u8;
        self.pin_lines[self.pins] = line;
        self.pins += 1;
    }

    /// Whether the piece on `sq` is one of `codes`.
    #[inline(always)]
    fn attacker(&self, codes: Codes, sq: u32) -> bool {
        codes >> self.pos.squares[sq as usize] & 1 != 0
    }

    /// The enemy's pieces that attack `sq` by a leap.
    #[inline(always)]
    fn leapers_to(&self, sq: usize) -> u128 {
        let mut found = 0;
        for l in &self.attacks.leaps {
            found |= l.from[sq] & self.pos.of_kinds(!self.pos.turn, l.kinds);
        }
        found
    }

    /// Where the piece on `from`, not royal and not tested, may go.
    #[inline(always)]
    pub fn allowed(&self, from: u32, from_bit: u128) -> u128 {
        let mut m = self.evasions;
        if self.pinned & from_bit != 0 {
            for i in 0..self.pins {
                if u32::from(self.pin_squares[i]) == from {
                    m &= self.pin_lines[i];
                }
            }
        }
        m
    }

    /// Whether the enemy attacks `sq`, the board occupied by `occ`.
    #[inline]
    pub fn attacked(&self, sq: usize, occ: u128) -> bool {
        if self.leapers_to(sq) != 0 {
            return true;
        }
        self.attacks.rides.iter().any(|a| {
            if a.codes & self.present == 0 {
                return false;
            }
            let blockers = self.lines.reach(&a.ride, sq) & occ;
            blockers != 0 && self.attacker(a.codes, first(blockers, a.ride.descending))
        })
    }

    /// Of the targets of the mover's only royal piece, on `from`, those it may go to: where no
    /// enemy piece attacks it once it has left `from`.
    #[inline]
    pub fn safe_for_royal(&self, from_bit: u128, targets: u128) -> u128 {
        let occ = self.occ ^ from_bit;
        let mut safe = targets;
        let mut t = targets;
        while t != 0 {
            let to_bit = t & t.wrapping_neg();
            if self.attacked(t.trailing_zeros() as usize, occ) {
                safe ^= to_bit;
            }
            t ^= to_bit;
        }
        safe
    }
}
