//! Move generation on whole bitboards: the legal moves (captures first, as the rules make
//! them compulsory, then only those the capture rule allows), counting them, perft.

use super::bits::Bits;
use super::capture::{orthogonal, Counter, FullSink, Search, Sink, Visit};
use super::moves::MAX_CAPTURES;
use super::moves::{DraughtsMove, FastMove, MoveList, SquareList};
use super::position::Position;
use super::rules::{CaptureChoice, End, NoMoves, Preference, Rules};
use super::squares::Board;
use crate::core::color::Color;

/// The directions in which the men of side `c` step: the two forward diagonals, or
/// forward and both ways sideways along ranks and files (the third unused on the dark
/// squares).
#[inline(always)]
const fn man_step_dirs<B: Bits>(c: usize) -> [usize; 3] {
    if B::BOARD.all {
        [3 * c, 1, 2]
    } else {
        [2 * c, 2 * c + 1, 0]
    }
}

/// How many directions the men step in.
const fn man_step_count<B: Bits>() -> usize {
    if B::BOARD.all {
        3
    } else {
        2
    }
}

/// The empty squares the men of `men` step to, one set per direction of
/// [`man_step_dirs`] (the third empty on the dark squares).
#[inline(always)]
fn man_steps<B: Bits>(men: B, empty: B, c: usize) -> [B; 3] {
    let [a, b, side] = man_step_dirs::<B>(c);
    let third = if B::BOARD.all {
        men.step(side) & empty
    } else {
        B::ZERO
    };
    [men.step(a) & empty, men.step(b) & empty, third]
}

impl<B: Bits> Position<B> {
    /// Runs the capture search for every piece of the side to move that can capture;
    /// returns whether a capture exists. Every capture sequence is found, before the
    /// capture rule chooses among them. The men's single captures come first (handed to
    /// the sink together), then the men's longer captures by the direction of their first
    /// jump then by square, then the kings' captures by square.
    ///
    /// `c` is the side to move (`self.turn.index()`) here and in the generation functions
    /// below: perft passes it as a constant, and the colour's branches fold away.
    #[inline(always)]
    fn captures<S: Sink<B>>(&self, rules: &Rules, c: usize, sink: &mut S) -> bool {
        let us = self.sides[c];
        let them = self.sides[c ^ 1];
        let empty = B::ALL & !(us | them);
        let men = us & !self.kings;
        // The pieces a man may take: all, or the men only (Italian draughts); a mask.
        let safe = if rules.men_capture_kings {
            B::ZERO
        } else {
            self.kings
        };
        let prey = them & !safe;
        if orthogonal::<B>(rules) {
            return self.captures_one_by_one(rules, c, sink);
        }
        let mut jumps = B::jumpers(prey, empty);
        // Black's forward directions are white's backward ones; a mask, not a branch.
        let back = if rules.men_capture_backward {
            B::ALL
        } else {
            B::ZERO
        };
        if B::BOARD.all {
            // Along ranks and files the one way back is down for White, up for Black.
            jumps[3 - 3 * c] &= back;
        } else {
            jumps[2 - 2 * c] &= back;
            jumps[3 - 2 * c] &= back;
        }
        // The squares from which a man's jump exists, on this board. After its first jump a
        // man can go on exactly when it lands on one of them: the way back, the only jump
        // that the first one changes, is over the captured piece.
        let go_on = jumps[0] | jumps[1] | jumps[2] | jumps[3];
        let mut kings = us & self.kings;
        if ((men & go_on) | kings).is_empty() {
            return false;
        }
        let mut found = !(men & go_on).is_empty();
        // Single captures: the first landing square ends the move (no jump from there,
        // not the last rank).
        let ends = B::jump_origins(B::ALL & !(go_on | B::PROMO[c]));
        let mut single = [B::ZERO; 4];
        let mut longer = B::ZERO;
        for d in 0..4 {
            single[d] = men & jumps[d] & ends[d];
            longer |= men & jumps[d] & !ends[d];
        }
        sink.single_jumps(single);
        if !longer.is_empty() {
            for (d, &jumps) in jumps.iter().enumerate() {
                let mut from = men & jumps & !ends[d];
                while !from.is_empty() {
                    let p = from.pop();
                    let (over, land) = B::jump(p, d);
                    Search::<B, S>::new(rules, c, p, prey, empty, sink).jump(d, over, land);
                }
            }
        }
        while !kings.is_empty() {
            let p = kings.pop();
            let mut s = Search::<B, S>::new(rules, c, p, them, empty, sink);
            if rules.flying_kings {
                for d in 0..4 {
                    found |= s.king_dir(p, d, false);
                }
            } else {
                found |= s.short_king(p);
            }
        }
        found
    }

    /// [`Position::captures`] where pieces capture along ranks and files too (Frisian
    /// draughts), whose captures the bulk tests above do not see: found with their paths,
    /// as `legal_moves` finds them, then handed to `sink`. One copy of the search along
    /// ranks and files for each board size, not one for each sink (which would cost the
    /// module about 20 KiB).
    #[inline(never)]
    fn captures_one_by_one<S: Sink<B>>(&self, rules: &Rules, c: usize, sink: &mut S) -> bool {
        let found = self.capture_paths(rules, c);
        let index = |sq| B::index(sq).unwrap_or(0);
        for m in &found {
            let (mut path, mut caps) = ([0; MAX_CAPTURES], [0; MAX_CAPTURES]);
            for (slot, &sq) in path.iter_mut().zip(m.path.iter()) {
                *slot = index(sq);
            }
            let mut captured = B::ZERO;
            for (slot, &sq) in caps.iter_mut().zip(m.captured.iter()) {
                *slot = index(sq);
                captured |= B::bit(*slot);
            }
            let n = m.captured.len();
            sink.push(
                index(m.from),
                index(m.to()),
                captured,
                m.promotes,
                &path[..n],
                &caps[..n],
            );
        }
        !found.is_empty()
    }

    /// The capture search of the piece of side `c` on `p`; `prey` is what a man may take,
    /// `empty` the empty squares; `ORTH` whether pieces capture along ranks and files too.
    /// Returns whether it found a capture.
    #[inline(always)]
    fn search_from<S: Sink<B>, const ORTH: bool>(
        &self,
        rules: &Rules,
        c: usize,
        p: u8,
        prey: B,
        empty: B,
        sink: &mut S,
    ) -> bool {
        let them = self.sides[c ^ 1];
        if (self.kings & B::bit(p)).is_empty() {
            return Search::<B, S, ORTH>::new(rules, c, p, prey, empty, sink).man_from(p);
        }
        let mut s = Search::<B, S, ORTH>::new(rules, c, p, them, empty, sink);
        if !rules.flying_kings {
            return s.short_king(p);
        }
        let mut found = false;
        for d in 0..if ORTH { 8 } else { 4 } {
            found |= s.king_dir(p, d, false);
        }
        found
    }

    /// Calls `f` with every quiet move of the side to move `c`: the men's steps direction by
    /// direction, then the kings' moves. (Quiet moves are only legal when there is no
    /// capture.)
    #[inline(always)]
    fn quiet(&self, rules: &Rules, c: usize, mut f: impl FnMut(FastMove<B>)) {
        let us = self.sides[c];
        let empty = B::ALL & !(us | self.sides[c ^ 1]);
        let steps = man_steps(us & !self.kings, empty, c);
        let dirs = man_step_dirs::<B>(c);
        #[allow(clippy::needless_range_loop)]
        for k in 0..man_step_count::<B>() {
            let mut to = steps[k];
            // The direction back to the origin.
            let back = dirs[k] ^ 3;
            while !to.is_empty() {
                let q = to.pop();
                let promotes = !(B::PROMO[c] & B::bit(q)).is_empty();
                f(FastMove::quiet(B::next(back, q), q, promotes));
            }
        }
        let mut kings = us & self.kings & !self.held(rules, c);
        while !kings.is_empty() {
            let p = kings.pop();
            for d in 0..4 {
                let mut to = self.king_reach(rules, p, d, empty);
                while !to.is_empty() {
                    let q = to.pop();
                    f(FastMove::quiet(p, q, false));
                }
            }
        }
    }

    /// The king of side `c` that may make no non-capturing move, as a set (empty but where
    /// the rules limit kings' runs, see [`Position::king_held`]).
    #[inline(always)]
    fn held(&self, rules: &Rules, c: usize) -> B {
        if rules.king_quiet_moves == 0 {
            return B::ZERO;
        }
        self.king_held(rules, c).map_or(B::ZERO, B::bit)
    }

    /// The empty squares a king on `p` moves to in direction `d`.
    #[inline(always)]
    fn king_reach(&self, rules: &Rules, p: u8, d: usize, empty: B) -> B {
        if rules.flying_kings {
            B::ray_until(p, d, !empty).0
        } else {
            B::bit(p).step(d) & empty
        }
    }

    /// Calls `f` with every legal move of the side to move `c`, in compact form: the
    /// captures the rules allow if there is one, else the quiet moves.
    #[inline(always)]
    fn for_each_move(&self, rules: &Rules, c: usize, f: impl FnMut(FastMove<B>)) {
        // `f` itself in the sink, not `&mut f`: one call less per move where calls are not
        // inlined.
        let mut visit = Visit(f);
        if rules.streams() {
            if !self.captures(rules, c, &mut visit) {
                self.quiet(rules, c, visit.0);
            }
            return;
        }
        match self.chosen_captures(rules, c) {
            Some(found) => found.into_iter().for_each(visit.0),
            None => self.quiet(rules, c, visit.0),
        }
    }

    /// The captures the rules allow, listed (`None` without a capture): every capture
    /// found, then those the capture rule chooses. Out of line: inlined into the
    /// generator's loops, it slowed the games whose captures need no list by a tenth.
    #[inline(never)]
    fn chosen_captures(&self, rules: &Rules, c: usize) -> Option<MoveList<B>> {
        if rules.preferences[0].is_some() {
            return self.preferred_captures(rules, c);
        }
        let mut found = MoveList::new();
        if !self.captures(rules, c, &mut Visit(|m| found.push(m))) {
            return None;
        }
        // Without preferences a capture ranks by the pieces it takes alone.
        let rank = |m: &FastMove<B>| weight(rules, self.kings, m.captured);
        choose(
            rules,
            &mut found,
            rank,
            |m| m.captured.count(),
            |a, b| a == b,
        );
        Some(found)
    }

    /// [`Position::chosen_captures`] where the rules have preferences: they need each
    /// capture's order, so the captures are found with their paths (the search of
    /// `legal_moves`: one copy of the search less in the module). Out of line, as the
    /// games without preferences never come here.
    #[inline(never)]
    fn preferred_captures(&self, rules: &Rules, c: usize) -> Option<MoveList<B>> {
        let found = self.chosen_with_paths(rules, c);
        let index = |sq| B::index(sq).unwrap_or(0);
        let fast = |m: &DraughtsMove| FastMove {
            from: index(m.from),
            to: index(m.to()),
            promotes: m.promotes,
            captured: (m.captured.iter()).fold(B::ZERO, |set, &sq| set | B::bit(index(sq))),
        };
        (!found.is_empty()).then(|| found.iter().map(fast).collect())
    }

    /// Fills `out` (cleared first) with the legal moves in compact form; no allocation once
    /// `out` has grown (for a game whose every capture is a move). Where the rules make
    /// captures of the same pieces in another order one move, it appears once.
    pub fn generate(&self, rules: &Rules, out: &mut MoveList<B>) {
        out.clear();
        if !self.is_crowned(rules) {
            self.for_each_move(rules, self.turn.index(), |m| out.push(m));
        }
    }

    /// The number of legal moves, without building them where the rules allow: the capture
    /// search counts the captures; without one, the men's steps are counted a direction at
    /// a time and the kings' moves a ray at a time.
    pub fn count_moves(&self, rules: &Rules) -> u64 {
        if self.is_crowned(rules) {
            0
        } else if self.turn == Color::White {
            self.count_as::<0, false>(rules)
        } else {
            self.count_as::<1, false>(rules)
        }
    }

    /// [`Position::count_moves`] for the side to move `C`.
    /// Where `FIXED`, for the rules of [`Rules::FLYING_FREE`] as constants.
    #[inline(always)]
    fn count_as<const C: usize, const FIXED: bool>(&self, rules: &Rules) -> u64 {
        // A reference to the constant, not a copy of it: its fields fold away.
        let rules: &Rules = if FIXED { &Rules::FLYING_FREE } else { rules };
        if rules.streams() {
            let mut n = Counter(0);
            if self.captures(rules, C, &mut n) {
                return n.0;
            }
        } else if let Some(found) = self.chosen_captures(rules, C) {
            return found.len() as u64;
        }
        let us = self.sides[C];
        let empty = B::ALL & !(us | self.sides[C ^ 1]);
        let [a, b, side] = man_steps(us & !self.kings, empty, C);
        let mut count = B::count_pair(a, b);
        if B::BOARD.all {
            count += side.count();
        }
        let mut kings = us & self.kings & !self.held(rules, C);
        while !kings.is_empty() {
            let p = kings.pop();
            for d in 0..4 {
                count += self.king_reach(rules, p, d, empty).count();
            }
        }
        u64::from(count)
    }

    /// Whether the side to move has no legal move (no pieces, or all blocked, or the game
    /// over by a crowning where the first king wins).
    pub fn is_lost(&self, rules: &Rules) -> bool {
        self.count_moves(rules) == 0
    }

    /// Whether a king is on the board in a game the first king wins: the game is over.
    #[inline(always)]
    fn is_crowned(&self, rules: &Rules) -> bool {
        rules.crowning_wins && !self.kings.is_empty()
    }

    /// The winner and why, once the game is over; `None` while it goes on. Where the first
    /// king wins, the side with a king has won (the side that has just moved, if both
    /// have one: only a set-up position can give both). Otherwise the side to move
    /// without a legal move loses, or wins where the rules say so (antidraughts).
    ///
    /// ```
    /// use fenboard::variants::draughts::{End, Game, Position};
    /// use fenboard::core::color::Color;
    /// let anti = Game::from_json(include_str!("../../../variants/draughts/antidraughts.json")).unwrap();
    /// // White has no piece left: in antidraughts it has won.
    /// let p = Position::<u64>::from_fen("W:W:B1").unwrap();
    /// assert_eq!(p.outcome(&anti.rules), Some((Color::White, End::NoMoves)));
    /// let first = Game::from_json(include_str!("../../../variants/draughts/breakthrough.json")).unwrap();
    /// let p = Position::<u64>::from_fen("B:WK3,31:B20").unwrap();
    /// assert_eq!(p.outcome(&first.rules), Some((Color::White, End::Crowned)));
    /// assert!(p.legal_moves(&first.rules).is_empty());
    /// ```
    pub fn outcome(&self, rules: &Rules) -> Option<(Color, End)> {
        if self.is_crowned(rules) {
            let last = !self.turn;
            let winner = if (self.kings & self.sides[last.index()]).is_empty() {
                self.turn
            } else {
                last
            };
            return Some((winner, End::Crowned));
        }
        // The moves listed, not counted: the counter, inlined where it is used, would add
        // copies of the capture search to the module for a test made once a position.
        if !self.legal_moves(rules).is_empty() {
            return None;
        }
        let winner = match rules.no_moves {
            NoMoves::Loses => !self.turn,
            NoMoves::Wins => self.turn,
        };
        Some((winner, End::NoMoves))
    }

    /// The legal moves with their full paths, in a fixed order: captures by origin, each
    /// piece's in search order (by the direction of the first jump, up-right, up-left,
    /// down-right, down-left, and so on); quiet moves by origin, then destination. Squares
    /// are ordered by rank, then file.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<DraughtsMove> {
        if self.is_crowned(rules) {
            return Vec::new();
        }
        let c = self.turn.index();
        let found = self.chosen_with_paths(rules, c);
        if !found.is_empty() {
            return found;
        }
        let mut quiet = Vec::new();
        self.quiet(rules, c, |m| {
            quiet.push((u32::from(m.from) << 8 | u32::from(m.to)) << 1 | u32::from(m.promotes))
        });
        quiet_moves(quiet, B::BOARD)
    }

    /// The captures of side `c` the rules allow, with their paths, in the order of
    /// [`Position::legal_moves`]; empty without a capture.
    fn chosen_with_paths(&self, rules: &Rules, c: usize) -> Vec<DraughtsMove> {
        let mut found = self.capture_paths(rules, c);
        if !found.is_empty() {
            let index = |sq| B::index(sq).unwrap_or(0);
            let rank = |m: &DraughtsMove| {
                let caps = m.captured.iter().map(|&sq| index(sq));
                rank(rules, self.kings, index(m.from), caps)
            };
            choose(
                rules,
                &mut found,
                rank,
                |m| m.captured.len() as u32,
                same_move,
            );
        }
        found
    }

    /// Every capture of side `c`, with its path, before the capture rule chooses, in the
    /// order of [`Position::legal_moves`].
    #[inline(never)]
    fn capture_paths(&self, rules: &Rules, c: usize) -> Vec<DraughtsMove> {
        let (mut us, them) = (self.sides[c], self.sides[c ^ 1]);
        let empty = B::ALL & !(us | them);
        // Piece by piece and direction by direction, which is the documented order: no
        // bulk test first (the moves of a position are listed once, not counted by the
        // million), so that this code, one copy per board size, stays small.
        let mut found = Vec::new();
        let mut sink = FullSink(&mut found);
        let prey = if rules.men_capture_kings {
            them
        } else {
            them & !self.kings
        };
        let orthogonal = orthogonal::<B>(rules);
        while !us.is_empty() {
            let p = us.pop();
            if orthogonal {
                self.search_from::<_, true>(rules, c, p, prey, empty, &mut sink);
            } else {
                self.search_from::<_, false>(rules, c, p, prey, empty, &mut sink);
            }
        }
        found
    }

    /// Counts the leaves of the legal-move tree `depth` plies deep (bulk counting at the
    /// last ply).
    pub fn perft(&self, rules: &Rules, depth: u32) -> u64 {
        if depth > 0 && self.is_crowned(rules) {
            return 0;
        }
        match (self.turn, rules.is_flying_free()) {
            (Color::White, true) => self.perft_as::<0, true>(rules, depth),
            (Color::White, false) => self.perft_as::<0, false>(rules, depth),
            (Color::Black, true) => self.perft_as::<1, true>(rules, depth),
            (Color::Black, false) => self.perft_as::<1, false>(rules, depth),
        }
    }

    /// [`Position::perft`] for the side to move `C`, a constant in each copy of the
    /// recursion, and where `FIXED` for the rules of [`Rules::FLYING_FREE`] as constants,
    /// whose tests then fold away (they cost a tenth of the time of Russian's perft). No
    /// move list where every capture is a move: each move is played as it is generated.
    fn perft_as<const C: usize, const FIXED: bool>(&self, rules: &Rules, depth: u32) -> u64 {
        // A reference to the constant, not a copy of it: its fields fold away.
        let rules: &Rules = if FIXED { &Rules::FLYING_FREE } else { rules };
        match depth {
            0 => 1,
            1 => self.count_as::<C, FIXED>(rules),
            _ => {
                let mut n = 0;
                self.for_each_move(rules, C, |m| {
                    if !FIXED && rules.crowning_wins && m.promotes {
                        // The game is over: no move follows (checked here, once a move, and
                        // not in every count).
                        return;
                    }
                    let mut child = *self;
                    if !FIXED && rules.king_quiet_moves > 0 {
                        child.track_run(C, &m, rules.king_quiet_moves);
                    }
                    child.play_as(C, &m);
                    // The child's side to move is the other colour, written out (a const
                    // argument cannot be computed from `C`). The last ply is counted here,
                    // without another call.
                    n += match (C, depth) {
                        (0, 2) => child.count_as::<1, FIXED>(rules),
                        (_, 2) => child.count_as::<0, FIXED>(rules),
                        (0, _) => child.perft_as::<1, FIXED>(rules, depth - 1),
                        _ => child.perft_as::<0, FIXED>(rules, depth - 1),
                    };
                });
                n
            }
        }
    }

    /// Perft split by first move: `(move, leaves)` for each legal move.
    pub fn perft_divide(&self, rules: &Rules, depth: u32) -> Vec<(DraughtsMove, u64)> {
        self.legal_moves(rules)
            .into_iter()
            .map(|m| {
                let n = if depth <= 1 {
                    1
                } else {
                    self.after_with(rules, &m).perft(rules, depth - 1)
                };
                (m, n)
            })
            .collect()
    }
}

/// The quiet moves, each `(origin << 8 | destination) << 1 | crowned` (dark-square indices
/// on the board of side `size`), by origin then destination.
fn quiet_moves(mut quiet: Vec<u32>, board: Board) -> Vec<DraughtsMove> {
    quiet.sort_unstable();
    (quiet.into_iter())
        .map(|m| {
            let mut path = SquareList::new();
            path.push(board.square((m >> 1) as u8));
            DraughtsMove {
                from: board.square((m >> 9) as u8),
                path,
                captured: SquareList::new(),
                promotes: m & 1 == 1,
            }
        })
        .collect()
}

/// Whether two captures are one move where the order does not count: the same origin,
/// destination and captured pieces.
fn same_move(a: &DraughtsMove, b: &DraughtsMove) -> bool {
    a.from == b.from
        && a.to() == b.to()
        && a.captured.len() == b.captured.len()
        && a.captured.iter().all(|s| b.captured.contains(s))
}

/// How a capture ranks under the rules (compared in order, the highest chosen): how many
/// pieces it takes where the most must be taken, then its value for each [`Preference`].
type Rank = [u32; 4];

/// The rank of the capture from `from` taking the pieces `caps` in that order (dark-square
/// indices), on a board whose kings are `kings`.
fn rank<B: Bits>(rules: &Rules, kings: B, from: u8, caps: impl Iterator<Item = u8>) -> Rank {
    let mut taken = B::ZERO;
    let mut first_king = None;
    for (k, c) in caps.enumerate() {
        taken |= B::bit(c);
        if !(kings & B::bit(c)).is_empty() {
            first_king.get_or_insert(k as u32);
        }
    }
    let kings_taken = (taken & kings).count();
    let mut r = [0; 4];
    r[0] = weight(rules, kings, taken);
    for (slot, p) in r[1..].iter_mut().zip(rules.preferences) {
        *slot = match p {
            None => 0,
            Some(Preference::WithKing) => u32::from(!(kings & B::bit(from)).is_empty()),
            Some(Preference::MostKings) => kings_taken,
            // Earlier is better; a capture without a king comes last.
            Some(Preference::EarliestKing) => first_king.map_or(0, |k| MAX_CAPTURES as u32 - k),
        };
    }
    r
}

/// What a capture of the pieces `taken` weighs under the capture choice, on a board whose
/// kings are `kings`: nothing where the choice is free, the pieces where the most must be
/// taken, their value where the highest value must (a man 100, a king as the rules say).
fn weight<B: Bits>(rules: &Rules, kings: B, taken: B) -> u32 {
    match rules.capture {
        CaptureChoice::Free => 0,
        CaptureChoice::Most => taken.count(),
        CaptureChoice::Value(king) => {
            (taken & !kings).count() * 100 + (taken & kings).count() * u32::from(king)
        }
    }
}

/// Keeps, of the captures `found`, those the rules allow: the ones of the highest `rank`
/// (the most pieces under [`CaptureChoice::Most`], then the [`Preference`]s), and the first
/// of each group of `same` moves where the order of the captures does not count. `taken`
/// is how many pieces a move takes.
fn choose<M, K: Ord + Default>(
    rules: &Rules,
    found: &mut Vec<M>,
    rank: impl Fn(&M) -> K,
    taken: impl Fn(&M) -> u32,
    same: impl Fn(&M, &M) -> bool,
) {
    if rules.ranks_captures() {
        let best = found.iter().map(&rank).max().unwrap_or_default();
        found.retain(|m| rank(m) == best);
    }
    if !rules.ordered_captures {
        let mut kept: Vec<M> = Vec::with_capacity(found.len());
        for m in found.drain(..) {
            // Only captures of several pieces can be the same pieces in another order.
            if taken(&m) < 2 || !kept.iter().any(|k| same(k, &m)) {
                kept.push(m);
            }
        }
        *found = kept;
    }
}
