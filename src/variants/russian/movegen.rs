//! Move generation on whole bitboards: the legal moves (captures first, as the rules make
//! them compulsory), counting them, perft.

use super::board::{
    bit, jump_origins, jumpers, man_steps, ray_until, to_idx, to_sq, JUMPS, NEXT, PROMO,
};
use super::capture::{Counter, FullSink, Search, Sink, Visit};
use super::moves::{DraughtsMove, FastMove, MoveList, SquareList};
use super::position::Position;
use crate::core::color::Color;

impl Position {
    /// Runs the capture search for every piece of the side to move that can capture;
    /// returns whether a capture exists. The men's single captures come first (handed to
    /// the sink together), then the men's longer captures by the direction of their first
    /// jump then by square, then the kings' captures by square.
    ///
    /// `c` is the side to move (`self.turn.index()`) here and in the generation functions
    /// below: perft passes it as a constant, and the colour's branches fold away.
    #[inline(always)]
    fn captures<S: Sink>(&self, c: usize, sink: &mut S) -> bool {
        let us = self.sides[c];
        let them = self.sides[c ^ 1];
        let empty = !(us | them);
        let men = us & !self.kings;
        let jumps = jumpers(them, empty);
        // The squares from which a jump exists, on this board. After its first jump a man
        // can go on exactly when it lands on one of them: the way back, the only jump that
        // the first one changes, is over the captured piece.
        let go_on = jumps[0] | jumps[1] | jumps[2] | jumps[3];
        let mut kings = us & self.kings;
        if men & go_on | kings == 0 {
            return false;
        }
        let mut found = men & go_on != 0;
        // Single captures: the first landing square ends the move (no jump from there,
        // not the last rank).
        let ends = jump_origins(!(go_on | PROMO[c]));
        let mut single = [0; 4];
        let mut longer = 0;
        for d in 0..4 {
            single[d] = men & jumps[d] & ends[d];
            longer |= men & jumps[d] & !ends[d];
        }
        sink.single_jumps(single);
        if longer != 0 {
            for (d, &jumps) in jumps.iter().enumerate() {
                let mut from = men & jumps & !ends[d];
                while from != 0 {
                    let p = from.trailing_zeros() as u8;
                    from &= from - 1;
                    let (over, land) = JUMPS[p as usize][d];
                    Search::new(p, them, empty, PROMO[c], sink).jump(d, over, land);
                }
            }
        }
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            let mut s = Search::new(p, them, empty, 0, sink);
            for d in 0..4 {
                found |= s.king_dir(p, d, false);
            }
        }
        found
    }

    /// Calls `f` with every quiet move of the side to move `c`: the men's steps direction by
    /// direction, then the kings' slides. (Quiet moves are only legal when there is no
    /// capture.)
    #[inline(always)]
    fn quiet(&self, c: usize, mut f: impl FnMut(FastMove)) {
        let us = self.sides[c];
        let empty = !(us | self.sides[c ^ 1]);
        let steps = man_steps(us & !self.kings, empty, c);
        #[allow(clippy::needless_range_loop)]
        for k in 0..2 {
            let mut to = steps[k];
            // The direction back to the origin.
            let back = (2 * c + k) ^ 3;
            while to != 0 {
                let q = to.trailing_zeros() as u8;
                to &= to - 1;
                f(FastMove::quiet(
                    NEXT[back][q as usize],
                    q,
                    PROMO[c] & bit(q) != 0,
                ));
            }
        }
        let mut kings = us & self.kings;
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            for d in 0..4 {
                let mut to = ray_until(p, d, !empty).0;
                while to != 0 {
                    let q = to.trailing_zeros() as u8;
                    to &= to - 1;
                    f(FastMove::quiet(p, q, false));
                }
            }
        }
    }

    /// Calls `f` with every legal move of the side to move `c`, in compact form: the
    /// captures if there is one, else the quiet moves.
    #[inline(always)]
    fn for_each_move(&self, c: usize, f: impl FnMut(FastMove)) {
        // `f` itself in the sink, not `&mut f`: one call less per move where calls are not
        // inlined.
        let mut visit = Visit(f);
        if !self.captures(c, &mut visit) {
            self.quiet(c, visit.0);
        }
    }

    /// Fills `out` (cleared first) with the legal moves in compact form; no allocation once
    /// `out` has grown. Captures that take the same pieces in another order appear once per
    /// order.
    ///
    /// ```
    /// use fenboard::variants::russian::{MoveList, Position};
    /// let mut out = MoveList::with_capacity(64);
    /// Position::start().generate(&mut out);
    /// assert_eq!(out.len(), 7);
    /// ```
    pub fn generate(&self, out: &mut MoveList) {
        out.clear();
        self.for_each_move(self.turn.index(), |m| out.push(m));
    }

    /// The number of legal moves, without building them: the capture search counts the
    /// captures; without one, the men's steps are counted a direction at a time and the
    /// kings' slides a ray at a time.
    pub fn count_moves(&self) -> u64 {
        if self.turn == Color::White {
            self.count_as::<0>()
        } else {
            self.count_as::<1>()
        }
    }

    /// [`Position::count_moves`] for the side to move `C`.
    #[inline(always)]
    fn count_as<const C: usize>(&self) -> u64 {
        let mut n = Counter(0);
        if self.captures(C, &mut n) {
            return n.0;
        }
        let us = self.sides[C];
        let empty = !(us | self.sides[C ^ 1]);
        let [a, b] = man_steps(us & !self.kings, empty, C);
        // One 64-bit population count for both directions.
        let mut count = (u64::from(a) << 32 | u64::from(b)).count_ones();
        let mut kings = us & self.kings;
        while kings != 0 {
            let p = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            for d in 0..4 {
                count += ray_until(p, d, !empty).0.count_ones();
            }
        }
        count as u64
    }

    /// The legal moves with their full paths, in a fixed order: captures by origin, each
    /// piece's in search order (by the direction of the first jump, up-right, up-left,
    /// down-right, down-left, and so on); quiet moves by origin, then destination. Squares
    /// are ordered by rank, then file.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let pos = Position::from_fen("W:Wc3:Bb4,d4,b6,d6").unwrap();
    /// let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
    /// assert_eq!(moves, ["c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"]);
    /// ```
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        let c = self.turn.index();
        let mut found = Vec::new();
        if self.captures(c, &mut FullSink(&mut found)) {
            // Into the documented order, keeping the search order of each piece and first
            // direction: a stable sort on (origin, first direction).
            found.sort_by_key(|m| {
                let first = m.path[0];
                let down = usize::from(first.rank() < m.from.rank());
                let left = usize::from(first.file() < m.from.file());
                4 * usize::from(to_idx(m.from).unwrap_or(0)) + 2 * down + left
            });
            return found;
        }
        // The destinations of each origin, and those where a man is crowned.
        let mut to = [0u32; 32];
        let mut crowned = [0u32; 32];
        self.quiet(c, |m| {
            to[m.from as usize] |= bit(m.to);
            if m.promotes {
                crowned[m.from as usize] |= bit(m.to);
            }
        });
        let mut out = Vec::new();
        for from in 0..32u8 {
            let mut dests = to[from as usize];
            while dests != 0 {
                let dest = dests.trailing_zeros() as u8;
                dests &= dests - 1;
                let mut path = SquareList::new();
                path.push(to_sq(dest));
                out.push(DraughtsMove {
                    from: to_sq(from),
                    path,
                    captured: SquareList::new(),
                    promotes: crowned[from as usize] & bit(dest) != 0,
                });
            }
        }
        out
    }

    /// Counts the leaves of the legal-move tree `depth` plies deep (bulk counting at the
    /// last ply; captures of the same pieces in another order count separately).
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// assert_eq!(Position::start().perft(5), 7482);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if self.turn == Color::White {
            self.perft_as::<0>(depth)
        } else {
            self.perft_as::<1>(depth)
        }
    }

    /// [`Position::perft`] for the side to move `C`, a constant in each of the two
    /// copies of the recursion. No move list: each move is played as it is generated.
    fn perft_as<const C: usize>(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_as::<C>(),
            _ => {
                let mut n = 0;
                self.for_each_move(C, |m| {
                    let mut child = *self;
                    child.play_as(C, &m);
                    // The child's side to move is the other colour, written out (a const
                    // argument cannot be computed from `C`). The last ply is counted here,
                    // without another call.
                    n += match (C, depth) {
                        (0, 2) => child.count_as::<1>(),
                        (_, 2) => child.count_as::<0>(),
                        (0, _) => child.perft_as::<1>(depth - 1),
                        _ => child.perft_as::<0>(depth - 1),
                    };
                });
                n
            }
        }
    }

    /// Perft split by first move: `(move, leaves)` for each legal move.
    ///
    /// ```
    /// use fenboard::variants::russian::Position;
    /// let d = Position::start().perft_divide(3);
    /// assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 302);
    /// ```
    pub fn perft_divide(&self, depth: u32) -> Vec<(DraughtsMove, u64)> {
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let n = if depth <= 1 {
                    1
                } else {
                    self.after(&m).perft(depth - 1)
                };
                (m, n)
            })
            .collect()
    }
}
