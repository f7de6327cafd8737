//! The capture search: every capture sequence of one piece. Captured pieces stay on the
//! board until the move ends and block, and none is taken twice (where the rules remove
//! them at once, each leaves as it is taken, the last one blocking the way back); a capture goes on while it
//! can; a flying king stops where it can go on capturing, if it can; a man that reaches the
//! last rank during a capture is crowned and goes on as a king where the rules say so, else
//! goes on as a man. The moves found go to a [`Sink`], which counts them, hands them on in
//! compact form, or collects them with their paths.

use super::bits::{Bits, NONE};
use super::moves::{DraughtsMove, FastMove, SquareList, MAX_CAPTURES};
use super::rules::Rules;
use super::squares::Board;

/// A move collector for the capture search.
pub(super) trait Sink<B: Bits> {
    /// Whether to track paths and capture order.
    const FULL: bool;
    fn push(&mut self, from: u8, to: u8, captured: B, promotes: bool, path: &[u8], caps: &[u8]);

    /// Takes the single captures of the men on `from[d]` in each direction `d`: moves
    /// that end on their first landing square.
    #[inline(always)]
    fn single_jumps(&mut self, from: [B; 4]) {
        #[allow(clippy::needless_range_loop)]
        for d in 0..4 {
            single_jumps_toward(self, d, from[d]);
        }
    }
}

/// The single captures of the men on `from` in direction `d` (see [`Sink::single_jumps`]).
#[inline(always)]
fn single_jumps_toward<B: Bits, S: Sink<B> + ?Sized>(sink: &mut S, d: usize, mut from: B) {
    while !from.is_empty() {
        let p = from.pop();
        let (over, land) = B::jump(p, d);
        let (o, l) = (over.first(), land.first());
        sink.push(p, l, over, false, &[l], &[o]);
    }
}

/// Counts the moves.
pub(super) struct Counter(pub(super) u64);
impl<B: Bits> Sink<B> for Counter {
    const FULL: bool = false;
    #[inline]
    fn push(&mut self, _: u8, _: u8, _: B, _: bool, _: &[u8], _: &[u8]) {
        self.0 += 1;
    }
    #[inline(always)]
    fn single_jumps(&mut self, from: [B; 4]) {
        // All at once, without a branch.
        self.0 += u64::from(B::count_pair(from[0], from[1]) + B::count_pair(from[2], from[3]));
    }
}

/// Hands each move, in compact form, to a closure.
pub(super) struct Visit<F>(pub(super) F);
impl<B: Bits, F: FnMut(FastMove<B>)> Sink<B> for Visit<F> {
    const FULL: bool = false;
    #[inline(always)]
    fn push(&mut self, from: u8, to: u8, captured: B, promotes: bool, _: &[u8], _: &[u8]) {
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

impl FullSink<'_> {
    /// Adds a move found on `board` (one copy for every size).
    fn add(&mut self, board: Board, from: u8, promotes: bool, path: &[u8], caps: &[u8]) {
        let mut m = DraughtsMove {
            from: board.square(from),
            path: SquareList::new(),
            captured: SquareList::new(),
            promotes,
        };
        for &p in path {
            m.path.push(board.square(p));
        }
        for &c in caps {
            m.captured.push(board.square(c));
        }
        self.0.push(m);
    }
}
impl<B: Bits> Sink<B> for FullSink<'_> {
    const FULL: bool = true;
    fn push(&mut self, from: u8, _to: u8, _captured: B, promotes: bool, path: &[u8], caps: &[u8]) {
        self.add(B::BOARD, from, promotes, path, caps);
    }

    fn single_jumps(&mut self, from: [B; 4]) {
        for (d, &from) in from.iter().enumerate() {
            single_jumps_toward(self, d, from);
        }
    }
}

/// The directions in which the men of side `c` capture, as a mask (bit `d` for direction
/// `d`): all four, or forward only (on the dark squares), or forward and sideways (along
/// ranks and files: all but down for White, all but up for Black); where the dark squares'
/// games capture along ranks and files too, the same along them (bits 4 to 7, see
/// [`Bits::next8`]).
#[inline(always)]
pub(super) const fn man_capture_dirs<B: Bits>(rules: &Rules, c: usize) -> u8 {
    let lines = [0b0111, 0b1110][c];
    let diagonals = if rules.men_capture_backward {
        0b1111
    } else if B::BOARD.all {
        lines
    } else if c == 0 {
        0b0011
    } else {
        0b1100
    };
    let orthogonal = match (orthogonal::<B>(rules), rules.men_capture_backward) {
        (false, _) => 0,
        (true, true) => 0b1111,
        (true, false) => lines,
    };
    diagonals | orthogonal << 4
}

/// Whether pieces capture along ranks and files as well as diagonals: on the dark squares
/// only, where the rules say so (Frisian draughts).
#[inline(always)]
pub(super) const fn orthogonal<B: Bits>(rules: &Rules) -> bool {
    !B::BOARD.all && rules.orthogonal_captures
}

/// State of one capture search (one moving piece). `ORTH`: whether pieces capture along
/// ranks and files too ([`orthogonal`]), a constant so that the other games' searches hold
/// none of its tests.
pub(super) struct Search<'s, B: Bits, S: Sink<B>, const ORTH: bool = false> {
    from: u8,
    /// Enemy pieces not yet captured that the mover may take (a man's search leaves out
    /// the kings where men cannot take them: Italian draughts).
    enemy: B,
    /// Empty squares (the mover's origin included; captured pieces are not empty).
    empty: B,
    /// The mover's promotion rank.
    promo: B,
    /// The directions in which a man captures.
    man_dirs: u8,
    /// Whether a man reaching the last rank mid-capture goes on as a king.
    crown_mid: bool,
    /// Whether kings fly.
    flying: bool,
    /// Whether captured pieces leave as they are taken; then `last` is the last one
    /// taken, which alone still blocks (no turning back over it). Only where every square
    /// plays (the definition's reader allows no other), so that on the dark squares the
    /// test folds away: Russian perft does not pay for it.
    at_once: bool,
    last: B,
    captured: B,
    path: [u8; MAX_CAPTURES],
    caps: [u8; MAX_CAPTURES],
    depth: usize,
    sink: &'s mut S,
}

impl<'s, B: Bits, S: Sink<B>, const ORTH: bool> Search<'s, B, S, ORTH> {
    /// How many directions pieces capture in: 4, or 8 along ranks and files too
    /// ([`Bits::next8`]).
    const DIRS: usize = if ORTH { 8 } else { 4 };

    /// The neighbour of `i` in direction `d` of [`Search::DIRS`].
    #[inline(always)]
    fn next(d: usize, i: u8) -> u8 {
        if ORTH {
            B::next8(d, i)
        } else {
            B::next(d, i)
        }
    }

    /// A search for the piece of side `c` on `from`, which may take the pieces of `enemy`.
    #[inline(always)]
    pub(super) fn new(
        rules: &Rules,
        c: usize,
        from: u8,
        enemy: B,
        empty: B,
        sink: &'s mut S,
    ) -> Self {
        Search {
            from,
            enemy,
            empty: empty | B::bit(from),
            promo: B::PROMO[c],
            man_dirs: man_capture_dirs::<B>(rules, c),
            crown_mid: rules.crown_mid_capture,
            flying: rules.flying_kings,
            at_once: B::BOARD.all && rules.remove_at_once,
            last: B::ZERO,
            captured: B::ZERO,
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

    /// Records the piece on `over` (a set of one square) as taken, landing on `to` (the
    /// path's next square). Returns the piece taken before, for [`Search::untake`].
    #[inline(always)]
    fn take(&mut self, over: B, to: u8) -> B {
        let before = self.last;
        if B::BOARD.all && self.at_once {
            // The piece taken before leaves the board; this one blocks the way back.
            self.empty |= before;
            self.last = over;
        }
        self.enemy ^= over;
        self.captured |= over;
        if S::FULL {
            if let Some(slot) = self.path.get_mut(self.depth) {
                *slot = to;
            }
            if let Some(slot) = self.caps.get_mut(self.depth) {
                *slot = over.first();
            }
        }
        self.depth += 1;
        before
    }

    /// Undoes [`Search::take`], given what it returned.
    #[inline(always)]
    fn untake(&mut self, over: B, before: B) {
        self.depth -= 1;
        self.enemy ^= over;
        self.captured ^= over;
        if B::BOARD.all && self.at_once {
            self.last = before;
            self.empty &= !before;
        }
    }

    /// The man on the search's origin, `sq`, tries every capture it may make.
    pub(super) fn man_from(&mut self, sq: u8) -> bool {
        self.man(sq)
    }

    /// A man on `sq` tries every jump it may make. Returns whether it found one. (The way
    /// back is never a jump: the piece it jumped is no longer an enemy piece.)
    fn man(&mut self, sq: u8) -> bool {
        let mut found = false;
        // One loop for each case, each unrolled: no test of the direction inside.
        if ORTH {
            // Along ranks and files as well (Frisian draughts).
            for d in 0..8 {
                if self.man_dirs & (1 << d) != 0 {
                    found |= self.man_toward(sq, d);
                }
            }
        } else if self.man_dirs == 0b1111 {
            for d in 0..4 {
                found |= self.man_toward(sq, d);
            }
        } else if B::BOARD.all {
            // Forward and both ways sideways: the three directions but the one back.
            for d in 0..4 {
                if self.man_dirs & (1 << d) != 0 {
                    found |= self.man_toward(sq, d);
                }
            }
        } else {
            let first = self.man_dirs.trailing_zeros() as usize;
            for d in first..first + 2 {
                found |= self.man_toward(sq, d);
            }
        }
        found
    }

    /// A man on `sq` jumps in direction `d` if it can. Returns whether it could.
    #[inline(always)]
    fn man_toward(&mut self, sq: u8, d: usize) -> bool {
        let (over, land) = B::jump8(sq, d);
        let can = !(self.enemy & over).is_empty() && !(self.empty & land).is_empty();
        if can {
            self.jump(d, over, land);
        }
        can
    }

    /// A short king on `sq` tries every capture, and goes on from where it lands while it
    /// can. Returns whether it found one.
    pub(super) fn short_king(&mut self, sq: u8) -> bool {
        let mut found = false;
        for d in 0..Self::DIRS {
            let (over, land) = B::jump8(sq, d);
            if !(self.enemy & over).is_empty() && !(self.empty & land).is_empty() {
                found = true;
                let to = land.first();
                let before = self.take(over, to);
                if !self.short_king(to) {
                    self.emit(to, false);
                }
                self.untake(over, before);
            }
        }
        found
    }

    /// A man jumps the piece on `over` in direction `d`, landing on `land`, and goes on
    /// capturing if it can (as a king when crowned on the last rank, where the rules say
    /// so); the move ends where it cannot.
    #[inline(always)]
    pub(super) fn jump(&mut self, d: usize, over: B, land: B) {
        let to = land.first();
        let before = self.take(over, to);
        let crowned = !(self.promo & land).is_empty();
        if crowned && self.crown_mid {
            // Crowned at once: go on as a king (straight on runs off the board).
            let more = if self.flying {
                self.king_onward(to, d, true, true)
            } else {
                self.short_king(to)
            };
            if !more {
                self.emit(to, true);
            }
        } else if !self.man(to) {
            self.emit(to, crowned);
        }
        self.untake(over, before);
    }

    /// A flying king that has just taken in direction `d`, landing on `land`, tries to go
    /// on capturing: in the two perpendicular directions, straight on where `straight` (from
    /// the first landing square only: from the others the same captures would be found
    /// again), and where pieces capture along ranks and files too, in the four directions of
    /// the other kind. Never back: the piece just taken blocks the way. Returns whether it
    /// could.
    #[inline(always)]
    fn king_onward(&mut self, land: u8, d: usize, straight: bool, promotes: bool) -> bool {
        let mut more = self.king_dir(land, d ^ 1, promotes);
        more |= self.king_dir(land, d ^ 2, promotes);
        if straight {
            more |= self.king_dir(land, d, promotes);
        }
        if ORTH {
            // Diagonals 0..4 after a capture along a line, lines 4..8 after a diagonal one.
            let other = if d < 4 { 4 } else { 0 };
            for e in other..other + 4 {
                more |= self.king_dir(land, e, promotes);
            }
        }
        more
    }

    /// A flying king on `sq` tries to capture in direction `d` (of eight where pieces
    /// capture along ranks and files, see [`Bits::next8`]), then goes on as the rules say.
    /// Returns whether a capture exists in that direction.
    #[inline]
    pub(super) fn king_dir(&mut self, sq: u8, d: usize, promotes: bool) -> bool {
        // The first piece on the ray (captured pieces stay on the board until the end).
        let over = if !ORTH || d < 4 {
            B::ray_until(sq, d, !self.empty).1
        } else {
            let mut s = B::next8(d, sq);
            while s != NONE && !(self.empty & B::bit(s)).is_empty() {
                s = B::next8(d, s);
            }
            s
        };
        if over == NONE || (self.enemy & B::bit(over)).is_empty() {
            return false;
        }
        let first = Self::next(d, over);
        if first == NONE || (self.empty & B::bit(first)).is_empty() {
            return false;
        }
        let before = self.take(B::bit(over), first);
        // Is there a continuation from some landing square?
        let mut more = false;
        let mut land = first;
        while land != NONE && !(self.empty & B::bit(land)).is_empty() {
            self.set_landing(land);
            more |= self.king_onward(land, d, land == first, promotes);
            land = Self::next(d, land);
        }
        if !more {
            let mut land = first;
            while land != NONE && !(self.empty & B::bit(land)).is_empty() {
                self.set_landing(land);
                self.emit(land, promotes);
                land = Self::next(d, land);
            }
        }
        self.untake(B::bit(over), before);
        true
    }

    /// Sets the landing square of the last capture in the path.
    #[inline(always)]
    fn set_landing(&mut self, land: u8) {
        if S::FULL {
            if let Some(slot) = self.path.get_mut(self.depth - 1) {
                *slot = land;
            }
        }
    }
}
