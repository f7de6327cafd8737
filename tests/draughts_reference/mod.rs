//! An independent draughts generator for the games of the dark squares, written for the
//! tests from the rules as stated: a plain array of `n * n` cells (`file + n * rank`) in
//! the game's own frame, each 0 (empty), 1 / 2 (white man / king) or -1 / -2 (black man /
//! king), white moving up. It shares nothing with the engine but the rules, which it takes
//! as a [`Spec`] of its own.
#![allow(dead_code)]

/// The rules the generator plays.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// The board's side.
    pub n: usize,
    /// Whether a1 is light (the board turned: the playable squares are the others).
    pub a1_light: bool,
    /// Ranks of men each side starts with.
    pub rows: usize,
    /// Whether White moves first.
    pub white_first: bool,
    /// Whether men capture backward.
    pub men_back: bool,
    /// Whether kings fly.
    pub flying: bool,
    /// Whether a man reaching the last rank during a capture goes on as a king.
    pub crown_mid: bool,
    /// The filters applied to the captures, in order.
    pub filters: &'static [Filter],
}

/// A rule choosing among captures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Filter {
    /// The captures taking the most pieces.
    Most,
    /// The captures taking the most kings.
    MostKings,
    /// The captures made by a king, if there are any.
    WithKing,
}

pub type Board = Vec<i8>;

/// A move: its origin, destination and captured cells (in order).
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    pub from: usize,
    pub to: usize,
    pub captured: Vec<usize>,
}

impl Move {
    /// The move as `(from, to, captured sorted)`: how two moves are told apart.
    pub fn key(&self) -> (usize, usize, Vec<usize>) {
        let mut c = self.captured.clone();
        c.sort();
        (self.from, self.to, c)
    }
}

const DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

impl Spec {
    fn at(&self, f: i32, r: i32) -> Option<usize> {
        let n = self.n as i32;
        ((0..n).contains(&f) && (0..n).contains(&r)).then(|| (f + n * r) as usize)
    }

    /// Whether a cell is one of the playable squares.
    pub fn playable(&self, cell: usize) -> bool {
        let (f, r) = (cell % self.n, cell / self.n);
        (f + r) % 2 == usize::from(self.a1_light)
    }

    /// The start: `rows` ranks of men on each side's playable squares.
    pub fn start(&self) -> Board {
        let n = self.n;
        let mut b = vec![0; n * n];
        for (cell, v) in b.iter_mut().enumerate() {
            let rank = cell / n;
            if self.playable(cell) {
                if rank < self.rows {
                    *v = 1;
                } else if rank >= n - self.rows {
                    *v = -1;
                }
            }
        }
        b
    }

    /// The side that moves first (1 White, -1 Black).
    pub fn first(&self) -> i8 {
        if self.white_first {
            1
        } else {
            -1
        }
    }

    fn last_rank(&self, side: i8) -> usize {
        if side > 0 {
            self.n - 1
        } else {
            0
        }
    }

    /// Every capture of the piece that left `from`, now on `at` (`king` whether it moves as
    /// a king), having taken `taken`: each sequence played to its end.
    fn captures(
        &self,
        b: &Board,
        from: usize,
        at: usize,
        king: bool,
        taken: &mut Vec<usize>,
    ) -> Vec<Move> {
        let side = b[from].signum();
        let (f, r) = ((at % self.n) as i32, (at / self.n) as i32);
        let mut out = Vec::new();
        for (df, dr) in DIRS {
            if !king && !self.men_back && dr != i32::from(side) {
                continue;
            }
            // The first piece along the line (next to the piece unless a king flies).
            let mut k = 1;
            let mut over = None;
            while let Some(c) = self.at(f + k * df, r + k * dr) {
                if b[c] != 0 && c != from {
                    over = Some(c);
                    break;
                }
                if !(king && self.flying) {
                    break;
                }
                k += 1;
            }
            let Some(over) = over else { continue };
            if b[over].signum() != -side || taken.contains(&over) {
                continue;
            }
            // The landing squares beyond it: one, or every empty one where a king flies.
            let mut lands = Vec::new();
            let mut j = k + 1;
            while let Some(c) = self.at(f + j * df, r + j * dr) {
                if b[c] != 0 && c != from {
                    break;
                }
                lands.push(c);
                if !(king && self.flying) {
                    break;
                }
                j += 1;
            }
            taken.push(over);
            let mut found: Vec<(bool, Vec<Move>)> = Vec::new();
            for land in lands {
                let crowned = !king && land / self.n == self.last_rank(side) && self.crown_mid;
                let more = self.captures(b, from, land, king || crowned, taken);
                if more.is_empty() {
                    found.push((
                        false,
                        vec![Move {
                            from,
                            to: land,
                            captured: taken.clone(),
                        }],
                    ));
                } else {
                    found.push((true, more));
                }
            }
            taken.pop();
            // A piece must stop where it can go on capturing, if it can.
            let goes_on = found.iter().any(|(more, _)| *more);
            for (more, moves) in found {
                if more == goes_on {
                    out.extend(moves);
                }
            }
        }
        out
    }

    /// The legal moves of `side` (1 White, -1 Black).
    pub fn legal(&self, b: &Board, side: i8) -> Vec<Move> {
        let mut caps = Vec::new();
        for cell in 0..b.len() {
            if b[cell].signum() == side {
                caps.extend(self.captures(b, cell, cell, b[cell].abs() == 2, &mut Vec::new()));
            }
        }
        if !caps.is_empty() {
            for filter in self.filters {
                let score = |m: &Move| match filter {
                    Filter::Most => m.captured.len(),
                    Filter::MostKings => m.captured.iter().filter(|&&c| b[c].abs() == 2).count(),
                    Filter::WithKing => usize::from(b[m.from].abs() == 2),
                };
                let best = caps.iter().map(score).max().unwrap_or(0);
                caps.retain(|m| score(m) == best);
            }
            let mut kept: Vec<Move> = Vec::new();
            for m in caps {
                if !kept.iter().any(|k| k.key() == m.key()) {
                    kept.push(m);
                }
            }
            return kept;
        }
        let mut quiet = Vec::new();
        for from in 0..b.len() {
            if b[from].signum() != side {
                continue;
            }
            let king = b[from].abs() == 2;
            let (f, r) = ((from % self.n) as i32, (from / self.n) as i32);
            for (df, dr) in DIRS {
                if !king && dr != i32::from(side) {
                    continue;
                }
                let mut k = 1;
                while let Some(to) = self.at(f + k * df, r + k * dr) {
                    if b[to] != 0 {
                        break;
                    }
                    quiet.push(Move {
                        from,
                        to,
                        captured: Vec::new(),
                    });
                    if !(king && self.flying) {
                        break;
                    }
                    k += 1;
                }
            }
        }
        quiet
    }

    /// The board after a move.
    pub fn play(&self, b: &Board, m: &Move) -> Board {
        let mut next = b.clone();
        let piece = next[m.from];
        next[m.from] = 0;
        for &c in &m.captured {
            next[c] = 0;
        }
        let crowned = piece.abs() == 1 && m.to / self.n == self.last_rank(piece.signum());
        next[m.to] = if crowned { 2 * piece } else { piece };
        next
    }

    /// Perft from `b` with `side` to move.
    pub fn perft(&self, b: &Board, side: i8, depth: u32) -> u64 {
        let moves = self.legal(b, side);
        if depth <= 1 {
            return if depth == 0 { 1 } else { moves.len() as u64 };
        }
        moves
            .iter()
            .map(|m| self.perft(&self.play(b, m), -side, depth - 1))
            .sum()
    }
}

/// A small seeded generator for the random games (xorshift).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
