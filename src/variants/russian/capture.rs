//! The capture search: every capture sequence of one piece, with the rules of
//! `russian-draughts.md` §0 (captured pieces stay on the board until the move ends and
//! block; a king stops where it can go on capturing, if it can; a man crowned mid-capture
//! goes on as a king). The moves found go to a [`Sink`], which counts them, hands them on
//! in compact form, or collects them with their paths.

use super::board::{bit, ray_until, to_sq, JUMPS, NEXT, NONE};
use super::moves::{DraughtsMove, FastMove, SquareList, MAX_CAPTURES};

/// A move collector for the capture search.
pub(super) trait Sink {
    /// Whether to track paths and capture order.
    const FULL: bool;
    fn push(&mut self, from: u8, to: u8, captured: u32, promotes: bool, path: &[u8], caps: &[u8]);

    /// Takes the single captures of the men on `from[d]` in each direction `d`: moves
    /// that end on their first landing square.
    #[inline(always)]
    fn single_jumps(&mut self, from: [u32; 4]) {
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            single_jumps_toward(self, d, from[d]);
        }
    }
}

/// The single captures of the men on `from` in direction `d` (see [`Sink::single_jumps`]).
#[inline(always)]
fn single_jumps_toward<S: Sink + ?Sized>(sink: &mut S, d: usize, mut from: u32) {
    while from != 0 {
        let p = from.trailing_zeros() as u8;
        from &= from - 1;
        let (over, land) = JUMPS[p as usize][d];
        let (o, l) = (over.trailing_zeros() as u8, land.trailing_zeros() as u8);
        sink.push(p, l, over, false, &[l], &[o]);
    }
}

/// Counts the moves.
pub(super) struct Counter(pub(super) u64);
impl Sink for Counter {
    const FULL: bool = false;
    #[inline]
    fn push(&mut self, _: u8, _: u8, _: u32, _: bool, _: &[u8], _: &[u8]) {
        self.0 += 1;
    }
    #[inline(always)]
    fn single_jumps(&mut self, from: [u32; 4]) {
        // All at once, without a branch: two 64-bit population counts.
        let pair = |a: u32, b: u32| (u64::from(a) << 32 | u64::from(b)).count_ones();
        self.0 += u64::from(pair(from[0], from[1]) + pair(from[2], from[3]));
    }
}

/// Hands each move, in compact form, to a closure.
pub(super) struct Visit<F>(pub(super) F);
impl<F: FnMut(FastMove)> Sink for Visit<F> {
    const FULL: bool = false;
    #[inline(always)]
    fn push(&mut self, from: u8, to: u8, captured: u32, promotes: bool, _: &[u8], _: &[u8]) {
        (self.0)(FastMove {
            from,
            to,
            promotes,
            captured,
        });
    }
}

/// Collects the moves with their paths.
pub(super) struct FullSink<'a>(pub(super) &'a mut Vec<DraughtsMove>);
impl Sink for FullSink<'_> {
    const FULL: bool = true;
    fn push(
        &mut self,
        from: u8,
        _to: u8,
        _captured: u32,
        promotes: bool,
        path: &[u8],
        caps: &[u8],
    ) {
        let mut m = DraughtsMove {
            from: to_sq(from),
            path: SquareList::new(),
            captured: SquareList::new(),
            promotes,
        };
        for &p in path {
            m.path.push(to_sq(p));
        }
        for &c in caps {
            m.captured.push(to_sq(c));
        }
        self.0.push(m);
    }

    fn single_jumps(&mut self, from: [u32; 4]) {
        for (d, &from) in from.iter().enumerate() {
            single_jumps_toward(self, d, from);
        }
    }
}

/// State of one capture search (one moving piece).
pub(super) struct Search<'s, S: Sink> {
    from: u8,
    /// Enemy pieces not yet captured.
    enemy: u32,
    /// Empty squares (the mover's origin included; captured pieces are not empty).
    empty: u32,
    /// The mover's promotion rank.
    promo: u32,
    captured: u32,
    path: [u8; MAX_CAPTURES],
    caps: [u8; MAX_CAPTURES],
    depth: usize,
    sink: &'s mut S,
}

impl<'s, S: Sink> Search<'s, S> {
    /// A search for the piece on `from`; `promo` is the promotion rank for a man, 0 for a
    /// king.
    #[inline(always)]
    pub(super) fn new(from: u8, enemy: u32, empty: u32, promo: u32, sink: &'s mut S) -> Self {
        Search {
            from,
            enemy,
            empty: empty | bit(from),
            promo,
            captured: 0,
            path: [0; MAX_CAPTURES],
            caps: [0; MAX_CAPTURES],
            depth: 0,
            sink,
        }
    }

    #[inline]
    fn emit(&mut self, to: u8, promotes: bool) {
        // The path only for the sinks that use it; the others skip the slicing.
        let n = if S::FULL { self.depth } else { 0 };
        self.sink.push(
            self.from,
            to,
            self.captured,
            promotes,
            &self.path[..n],
            &self.caps[..n],
        );
    }

    /// A man on `sq` tries every jump. Returns whether it found one. (The way back is
    /// never a jump: the piece it jumped is no longer an enemy piece.)
    fn man(&mut self, sq: u8) -> bool {
        let mut found = false;
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            let (over, land) = JUMPS[sq as usize][d];
            if self.enemy & over != 0 && self.empty & land != 0 {
                found = true;
                self.jump(d, over, land);
            }
        }
        found
    }

    /// A man jumps the piece on `over` in direction `d`, landing on `land`, and goes on
    /// capturing if it can (crowned, as a king, on the last rank); the move ends where it
    /// cannot.
    #[inline(always)]
    pub(super) fn jump(&mut self, d: usize, over: u32, land: u32) {
        let to = land.trailing_zeros() as u8;
        self.enemy ^= over;
        self.captured |= over;
        if S::FULL {
            self.path[self.depth] = to;
            self.caps[self.depth] = over.trailing_zeros() as u8;
        }
        self.depth += 1;
        if self.promo & land != 0 {
            // Crowned at once: go on as a king (straight on runs off the board).
            let mut more = self.king_dir(to, d ^ 1, true);
            more |= self.king_dir(to, d ^ 2, true);
            more |= self.king_dir(to, d, true);
            if !more {
                self.emit(to, true);
            }
        } else if !self.man(to) {
            self.emit(to, false);
        }
        self.depth -= 1;
        self.enemy ^= over;
        self.captured ^= over;
    }

    /// A king on `sq` tries to capture in direction `d`, then goes on as the rules say.
    /// Returns whether a capture exists in that direction.
    #[inline]
    pub(super) fn king_dir(&mut self, sq: u8, d: usize, promotes: bool) -> bool {
        let next = &NEXT[d & 3];
        // The first piece on the ray (captured pieces stay on the board until the end).
        let over = ray_until(sq, d, !self.empty).1;
        if over == NONE || self.enemy & bit(over) == 0 {
            return false;
        }
        let first = next[over as usize];
        if first == NONE || self.empty & bit(first) == 0 {
            return false;
        }
        self.enemy ^= bit(over);
        self.captured |= bit(over);
        if S::FULL {
            if let Some(slot) = self.caps.get_mut(self.depth) {
                *slot = over;
            }
        }
        self.depth += 1;
        // Is there a continuation from some landing square?
        let mut more = false;
        let mut land = first;
        while land != NONE && self.empty & bit(land) != 0 {
            if S::FULL {
                if let Some(slot) = self.path.get_mut(self.depth - 1) {
                    *slot = land;
                }
            }
            more |= self.king_dir(land, d ^ 1, promotes);
            more |= self.king_dir(land, d ^ 2, promotes);
            if land == first {
                more |= self.king_dir(land, d, promotes);
            }
            land = next[land as usize];
        }
        if !more {
            let mut land = first;
            while land != NONE && self.empty & bit(land) != 0 {
                if S::FULL {
                    if let Some(slot) = self.path.get_mut(self.depth - 1) {
                        *slot = land;
                    }
                }
                self.emit(land, promotes);
                land = next[land as usize];
            }
        }
        self.depth -= 1;
        self.enemy ^= bit(over);
        self.captured ^= bit(over);
        true
    }
}
