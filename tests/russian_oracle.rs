//! Russian draughts: the move generator against a frozen reference.
//!
//! `reference` below is the square-by-square generator the crate used before its bitboard
//! rewrite (neighbour tables, one capture search per piece, kings stepped one square at a
//! time), kept here unchanged in substance as an oracle. The tests compare the crate's full
//! moves, compact moves, move counts, `play` and perft with it, over positions from random
//! games (from the start and from random set-ups) and random legal set-ups with kings.

use fenboard::variants::russian::{MoveList, Position};

/// The reference generator, over dark-square indices (`rank * 4 + file / 2`).
mod reference {
    const NONE: u8 = 32;
    const DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    const PROMO: [u32; 2] = [0xF000_0000, 0x0000_000F];

    /// A position: pieces of each colour, kings, side to move (0 white, 1 black).
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub struct Pos {
        pub sides: [u32; 2],
        pub kings: u32,
        pub turn: usize,
    }

    /// A move: origin, landing squares, captured squares in order, crowning.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
    pub struct Move {
        pub from: u8,
        pub path: Vec<u8>,
        pub caps: Vec<u8>,
        pub promotes: bool,
    }

    fn next(d: usize, i: u8) -> u8 {
        if i == NONE {
            return NONE;
        }
        let rank = (i / 4) as i8;
        let file = (2 * (i % 4)) as i8 + rank % 2;
        let (f, r) = (file + DIRS[d].0, rank + DIRS[d].1);
        if (0..8).contains(&f) && (0..8).contains(&r) {
            (r * 4 + f / 2) as u8
        } else {
            NONE
        }
    }

    fn bit(i: u8) -> u32 {
        1 << i
    }

    struct Search<'a> {
        from: u8,
        enemy: u32,
        empty: u32,
        promo: u32,
        path: Vec<u8>,
        caps: Vec<u8>,
        out: &'a mut Vec<Move>,
    }

    impl Search<'_> {
        fn emit(&mut self, promotes: bool) {
            self.out.push(Move {
                from: self.from,
                path: self.path.clone(),
                caps: self.caps.clone(),
                promotes,
            });
        }

        fn man(&mut self, sq: u8, came: usize) -> bool {
            let mut found = false;
            for d in 0..4 {
                if d == (came ^ 3) {
                    continue;
                }
                let over = next(d, sq);
                if over == NONE || self.enemy & bit(over) == 0 {
                    continue;
                }
                let land = next(d, over);
                if land == NONE || self.empty & bit(land) == 0 {
                    continue;
                }
                found = true;
                self.enemy ^= bit(over);
                self.path.push(land);
                self.caps.push(over);
                if self.promo & bit(land) != 0 {
                    let mut more = self.king_dir(land, d ^ 1);
                    more |= self.king_dir(land, d ^ 2);
                    more |= self.king_dir(land, d);
                    if !more {
                        self.emit(true);
                    }
                } else if !self.man(land, d) {
                    self.emit(false);
                }
                self.path.pop();
                self.caps.pop();
                self.enemy ^= bit(over);
            }
            found
        }

        fn king_dir(&mut self, sq: u8, d: usize) -> bool {
            let mut s = next(d, sq);
            while s != NONE && self.empty & bit(s) != 0 {
                s = next(d, s);
            }
            if s == NONE || self.enemy & bit(s) == 0 {
                return false;
            }
            let over = s;
            let first = next(d, over);
            if first == NONE || self.empty & bit(first) == 0 {
                return false;
            }
            self.enemy ^= bit(over);
            self.caps.push(over);
            self.path.push(first);
            let promotes = self.promo != 0;
            let mut more = false;
            let mut land = first;
            while land != NONE && self.empty & bit(land) != 0 {
                *self.path.last_mut().unwrap() = land;
                more |= self.king_dir(land, d ^ 1);
                more |= self.king_dir(land, d ^ 2);
                if land == first {
                    more |= self.king_dir(land, d);
                }
                land = next(d, land);
            }
            if !more {
                let mut land = first;
                while land != NONE && self.empty & bit(land) != 0 {
                    *self.path.last_mut().unwrap() = land;
                    self.emit(promotes);
                    land = next(d, land);
                }
            }
            self.path.pop();
            self.caps.pop();
            self.enemy ^= bit(over);
            true
        }
    }

    /// The legal moves: captures by origin, each piece's in search order (first direction
    /// up-right, up-left, down-right, down-left); else quiet moves by origin, direction and
    /// distance.
    pub fn moves(p: &Pos) -> Vec<Move> {
        let us = p.sides[p.turn];
        let them = p.sides[p.turn ^ 1];
        let empty = !(us | them);
        let mut out = Vec::new();
        for i in 0..32u8 {
            if us & bit(i) == 0 {
                continue;
            }
            let king = p.kings & bit(i) != 0;
            let mut s = Search {
                from: i,
                enemy: them,
                empty: empty | bit(i),
                // A man that reaches the last rank goes on as a king and is crowned; a
                // king's moves never crown (`promo` is only read for that).
                promo: if king { 0 } else { PROMO[p.turn] },
                path: Vec::new(),
                caps: Vec::new(),
                out: &mut out,
            };
            if king {
                for d in 0..4 {
                    s.king_dir(i, d);
                }
            } else {
                s.man(i, 4);
            }
        }
        if !out.is_empty() {
            return out;
        }
        for i in 0..32u8 {
            if us & bit(i) == 0 {
                continue;
            }
            if p.kings & bit(i) != 0 {
                for d in 0..4 {
                    let mut q = next(d, i);
                    while q != NONE && empty & bit(q) != 0 {
                        out.push(Move {
                            from: i,
                            path: vec![q],
                            caps: vec![],
                            promotes: false,
                        });
                        q = next(d, q);
                    }
                }
            } else {
                let dirs = if p.turn == 0 { [0, 1] } else { [2, 3] };
                for d in dirs {
                    let q = next(d, i);
                    if q != NONE && empty & bit(q) != 0 {
                        out.push(Move {
                            from: i,
                            path: vec![q],
                            caps: vec![],
                            promotes: PROMO[p.turn] & bit(q) != 0,
                        });
                    }
                }
            }
        }
        out
    }

    /// The position after a move.
    pub fn play(p: &Pos, m: &Move) -> Pos {
        let to = *m.path.last().unwrap();
        let captured: u32 = m.caps.iter().map(|&c| bit(c)).sum();
        let king = p.kings & bit(m.from) != 0 || m.promotes;
        let mut q = *p;
        q.sides[p.turn] = (q.sides[p.turn] & !bit(m.from)) | bit(to);
        q.sides[p.turn ^ 1] &= !captured;
        q.kings &= !(captured | bit(m.from));
        if king {
            q.kings |= bit(to);
        }
        q.turn ^= 1;
        q
    }

    pub fn perft(p: &Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        moves(p).iter().map(|m| perft(&play(p, m), depth - 1)).sum()
    }
}

/// Xorshift64: deterministic random numbers.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn idx(sq: fenboard::core::geometry::Square) -> u8 {
    sq.rank() * 4 + sq.file() / 2
}

fn to_ref(p: &Position) -> reference::Pos {
    let (w, b, k) = p.bitboards();
    reference::Pos {
        sides: [w, b],
        kings: k,
        turn: p.turn().index(),
    }
}

/// A random legal set-up: 1 to 12 pieces a side, men off their own promotion rank, each
/// piece a king with probability `king_percent`.
fn random_setup(rng: &mut Rng, king_percent: usize) -> Position {
    let mut fields = [String::new(), String::new()];
    let mut taken = 0u32;
    for (c, field) in fields.iter_mut().enumerate() {
        let n = 1 + rng.below(12);
        let mut placed = 0;
        while placed < n {
            let i = rng.below(32) as u8;
            let king = rng.below(100) < king_percent;
            let promo_rank = if c == 0 { 7 } else { 0 };
            if taken & (1 << i) != 0 || (!king && i / 4 == promo_rank) {
                continue;
            }
            taken |= 1 << i;
            placed += 1;
            let rank = i / 4;
            let file = 2 * (i % 4) + rank % 2;
            if !field.is_empty() {
                field.push(',');
            }
            if king {
                field.push('K');
            }
            field.push((b'a' + file) as char);
            field.push((b'1' + rank) as char);
        }
    }
    let side = if rng.below(2) == 0 { 'W' } else { 'B' };
    let fen = format!("{side}:W{}:B{}", fields[0], fields[1]);
    Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Compares every generator of the crate with the reference on `p`; returns the reference
/// moves.
fn check(p: &Position, buf: &mut MoveList) -> Vec<reference::Move> {
    let r = to_ref(p);
    let mut expected = reference::moves(&r);
    let mut full: Vec<reference::Move> = p
        .legal_moves()
        .iter()
        .map(|m| reference::Move {
            from: idx(m.from),
            path: m.path.iter().map(|&s| idx(s)).collect(),
            caps: m.captured.iter().map(|&s| idx(s)).collect(),
            promotes: m.promotes,
        })
        .collect();
    if expected.first().is_some_and(|m| !m.caps.is_empty()) {
        // The documented order of captures: by origin, then in search order.
        assert_eq!(full, expected, "{p}: legal_moves, captures in order");
    }
    full.sort();
    expected.sort();
    assert_eq!(full, expected, "{p}: legal_moves");
    assert_eq!(p.count_moves(), expected.len() as u64, "{p}: count_moves");
    p.generate(buf);
    let mut compact: Vec<(u8, u8, u32, bool)> = buf
        .iter()
        .map(|m| (m.from, m.to, m.captured, m.promotes))
        .collect();
    let mut want: Vec<(u8, u8, u32, bool)> = expected
        .iter()
        .map(|m| {
            let caps = m.caps.iter().map(|&c| 1u32 << c).sum();
            (m.from, *m.path.last().unwrap(), caps, m.promotes)
        })
        .collect();
    compact.sort();
    want.sort();
    assert_eq!(compact, want, "{p}: generate");
    for m in buf.iter() {
        let mut q = *p;
        q.play_fast(m);
        let e = expected
            .iter()
            .find(|e| {
                e.from == m.from
                    && *e.path.last().unwrap() == m.to
                    && e.caps.iter().map(|&c| 1u32 << c).sum::<u32>() == m.captured
            })
            .expect("found above");
        assert_eq!(to_ref(&q), reference::play(&r, e), "{p}: play_fast");
    }
    for m in p.legal_moves() {
        let e = reference::Move {
            from: idx(m.from),
            path: m.path.iter().map(|&s| idx(s)).collect(),
            caps: m.captured.iter().map(|&s| idx(s)).collect(),
            promotes: m.promotes,
        };
        assert_eq!(to_ref(&p.after(&m)), reference::play(&r, &e), "{p}: play");
    }
    expected
}

/// How often the checked positions had moves of the kinds that are easy to get wrong, so
/// that the tests can require each to have been compared many times.
#[derive(Default, Debug)]
struct Coverage {
    /// Captures of two pieces or more.
    multi: usize,
    /// Men crowned during a capture that went on as kings.
    crowned_went_on: usize,
    /// Captures ending on their origin square.
    back_to_origin: usize,
    /// Captures taking the same pieces as another move of the position, in another order.
    other_order: usize,
    /// King captures with several stopping squares for the same pieces.
    king_stops: usize,
    /// Quiet king moves.
    king_quiet: usize,
}

impl Coverage {
    fn add(&mut self, p: &Position, moves: &[reference::Move]) {
        let (.., kings) = p.bitboards();
        let king = |m: &reference::Move| kings & (1 << m.from) != 0;
        let set = |m: &reference::Move| m.caps.iter().map(|&c| 1u32 << c).sum::<u32>();
        for m in moves {
            let last = *m.path.last().unwrap();
            self.multi += usize::from(m.caps.len() >= 2);
            self.crowned_went_on += usize::from(
                !king(m)
                    && m.path[..m.path.len() - 1]
                        .iter()
                        .any(|&q| q / 4 == 0 || q / 4 == 7),
            );
            self.back_to_origin += usize::from(!m.caps.is_empty() && last == m.from);
            self.other_order += usize::from(
                moves
                    .iter()
                    .any(|o| o.from == m.from && o.caps != m.caps && set(o) == set(m)),
            );
            self.king_stops += usize::from(
                king(m)
                    && !m.caps.is_empty()
                    && moves.iter().any(|o| o.caps == m.caps && o.path != m.path),
            );
            self.king_quiet += usize::from(king(m) && m.caps.is_empty());
        }
    }

    /// Panics unless every kind was seen at least `n` times.
    fn at_least(&self, n: usize) {
        let c = self;
        for (name, k) in [
            ("multi", c.multi),
            ("crowned_went_on", c.crowned_went_on),
            ("back_to_origin", c.back_to_origin),
            ("other_order", c.other_order),
            ("king_stops", c.king_stops),
            ("king_quiet", c.king_quiet),
        ] {
            assert!(k >= n, "only {k} moves of kind {name}: {c:?}");
        }
    }
}

/// Plays a random game from `p`, checking each position; returns the number checked.
fn random_game(
    mut p: Position,
    rng: &mut Rng,
    buf: &mut MoveList,
    plies: usize,
    coverage: &mut Coverage,
) -> usize {
    for n in 0..plies {
        let moves = check(&p, buf);
        coverage.add(&p, &moves);
        if moves.is_empty() {
            return n + 1;
        }
        let m = &moves[rng.below(moves.len())];
        let mut r = to_ref(&p);
        r = reference::play(&r, m);
        let mut next = p;
        let chosen = p
            .legal_moves()
            .into_iter()
            .find(|x| {
                idx(x.from) == m.from
                    && x.path.iter().map(|&s| idx(s)).eq(m.path.iter().copied())
                    && x.captured
                        .iter()
                        .map(|&s| idx(s))
                        .eq(m.caps.iter().copied())
            })
            .expect("the same move");
        next.play(&chosen);
        assert_eq!(to_ref(&next), r);
        p = next;
    }
    plies
}

#[test]
fn random_games_from_the_start_agree_with_the_reference() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut buf = MoveList::new();
    let mut positions = 0;
    let mut coverage = Coverage::default();
    for _ in 0..2000 {
        positions += random_game(Position::start(), &mut rng, &mut buf, 200, &mut coverage);
    }
    assert!(positions > 50_000, "{positions}");
    println!("{positions} positions, {coverage:?}");
    coverage.at_least(5);
}

#[test]
fn random_setups_with_kings_agree_with_the_reference() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let mut buf = MoveList::new();
    let mut positions = 0;
    let mut coverage = Coverage::default();
    for i in 0..20_000 {
        let p = random_setup(&mut rng, [0, 10, 30, 60, 100][i % 5]);
        positions += random_game(p, &mut rng, &mut buf, 40, &mut coverage);
    }
    assert!(positions > 200_000, "{positions}");
    println!("{positions} positions, {coverage:?}");
    coverage.at_least(500);
}

#[test]
fn perft_agrees_with_the_reference_on_random_setups() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for i in 0..1000 {
        let p = random_setup(&mut rng, [0, 20, 50][i % 3]);
        let r = to_ref(&p);
        for depth in 1..=3 {
            assert_eq!(
                p.perft(depth),
                reference::perft(&r, depth),
                "{p} perft({depth})"
            );
        }
    }
}

#[test]
fn perft_agrees_with_the_reference_from_the_start() {
    let r = to_ref(&Position::start());
    for depth in 1..=7 {
        assert_eq!(
            Position::start().perft(depth),
            reference::perft(&r, depth),
            "perft({depth})"
        );
    }
}
