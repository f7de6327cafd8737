//! A slow reference move generator for games defined by data, independent of the crate's: it reads
//! the definition's JSON itself, knows each Betza text used by the tests as a list of vectors
//! written out by hand, generates moves square by square and tests each by playing it on a
//! plain array and looking for an attacked royal piece from every enemy piece.

use serde_json::Value;

/// Steps `(files, ranks)` for white, forward being `+ranks`; taken at most `range` times
/// (0: to the edge); for moves, captures or both.
struct Atom {
    vectors: Vec<(i32, i32)>,
    range: i32,
    moves: bool,
    captures: bool,
}

/// The 4 or 8 images of `(a, b)` by symmetry.
fn sym(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !out.contains(&(x * sx, y * sy)) {
                out.push((x * sx, y * sy));
            }
        }
    }
    out
}

fn atom(vectors: Vec<(i32, i32)>, range: i32, moves: bool, captures: bool) -> Atom {
    Atom {
        vectors,
        range,
        moves,
        captures,
    }
}

/// The Betza texts of the tests, by hand.
fn betza(text: &str) -> Vec<Atom> {
    let forward = |v: Vec<(i32, i32)>| v.into_iter().filter(|&(_, y)| y > 0).collect();
    match text {
        "K" => vec![atom([sym(1, 0), sym(1, 1)].concat(), 1, true, true)],
        "Q" => vec![atom([sym(1, 0), sym(1, 1)].concat(), 0, true, true)],
        "R" => vec![atom(sym(1, 0), 0, true, true)],
        "B" => vec![atom(sym(1, 1), 0, true, true)],
        "N" => vec![atom(sym(2, 1), 1, true, true)],
        "NN" => vec![atom(sym(2, 1), 0, true, true)],
        "DD" => vec![atom(sym(2, 0), 0, true, true)],
        "W3" => vec![atom(sym(1, 0), 3, true, true)],
        "BN" => vec![
            atom(sym(1, 1), 0, true, true),
            atom(sym(2, 1), 1, true, true),
        ],
        "mWWcFF" => vec![
            atom(sym(1, 0), 0, true, false),
            atom(sym(1, 1), 0, false, true),
        ],
        "fNbW" => vec![
            atom(forward(sym(2, 1)), 1, true, true),
            atom(vec![(0, -1)], 1, true, true),
        ],
        "fmWfcF" => vec![
            atom(vec![(0, 1)], 1, true, false),
            atom(forward(sym(1, 1)), 1, false, true),
        ],
        "fmW2fcFF" => vec![
            atom(vec![(0, 1)], 2, true, false),
            atom(forward(sym(1, 1)), 0, false, true),
        ],
        "fmWfmWWfcF" => vec![
            atom(vec![(0, 1)], 1, true, false),
            atom(vec![(0, 1)], 0, true, false),
            atom(forward(sym(1, 1)), 1, false, true),
        ],
        "mfFcfW" => vec![
            atom(forward(sym(1, 1)), 1, true, false),
            atom(vec![(0, 1)], 1, false, true),
        ],
        _ => panic!("the reference does not know the Betza text {text}"),
    }
}

struct Kind {
    letter: char,
    atoms: Vec<Atom>,
    royal: bool,
    pawn: bool,
}

/// A defined game as the reference reads it (no castling).
pub struct Game {
    width: i32,
    height: i32,
    kinds: Vec<Kind>,
    double_step: Vec<i32>,
    en_passant: bool,
    zone: i32,
    promotion: Vec<char>,
    only_captured: bool,
    start: Board,
}

/// A position: pieces by square (`rank * width + file`) as (white, letter), side to move,
/// en passant square and the pawn that passed over it.
#[derive(Clone)]
struct Board {
    squares: Vec<Option<(bool, char)>>,
    white: bool,
    ep: Option<i32>,
    victim: Option<i32>,
}

impl Game {
    pub fn new(json: &str) -> Game {
        let v: Value = serde_json::from_str(json).unwrap();
        assert!(v.get("castling").is_none(), "the reference has no castling");
        let kinds = v["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| Kind {
                letter: p["letter"].as_str().unwrap().chars().next().unwrap(),
                atoms: betza(p["betza"].as_str().unwrap()),
                royal: p["royal"].as_bool().unwrap_or(false),
                pawn: p["pawn"].as_bool().unwrap_or(false),
            })
            .collect();
        let pawns = &v["pawns"];
        let letters = |v: &Value| -> Vec<char> {
            v.as_array().map_or(vec![], |a| {
                a.iter()
                    .map(|l| l.as_str().unwrap().chars().next().unwrap())
                    .collect()
            })
        };
        let mut game = Game {
            width: v["board"]["width"].as_i64().unwrap() as i32,
            height: v["board"]["height"].as_i64().unwrap() as i32,
            kinds,
            double_step: pawns["doubleStep"].as_array().map_or(vec![], |a| {
                a.iter().map(|r| r.as_i64().unwrap() as i32 - 1).collect()
            }),
            en_passant: pawns["enPassant"].as_bool().unwrap_or(false),
            zone: pawns["promotion"]["ranks"].as_i64().unwrap_or(1) as i32,
            promotion: letters(&pawns["promotion"]["pieces"]),
            only_captured: pawns["promotion"]["onlyCaptured"]
                .as_bool()
                .unwrap_or(false),
            start: Board {
                squares: vec![],
                white: true,
                ep: None,
                victim: None,
            },
        };
        game.start = game.read(v["start"].as_str().unwrap());
        game
    }

    fn kind(&self, letter: char) -> &Kind {
        self.kinds.iter().find(|k| k.letter == letter).unwrap()
    }

    fn read(&self, fen: &str) -> Board {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut squares = vec![None; (self.width * self.height) as usize];
        for (row, text) in fields[0].split('/').enumerate() {
            let rank = self.height - 1 - row as i32;
            let (mut file, mut empty) = (0, 0);
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    empty = empty * 10 + d as i32;
                    continue;
                }
                file += empty;
                empty = 0;
                squares[(rank * self.width + file) as usize] =
                    Some((c.is_ascii_uppercase(), c.to_ascii_lowercase()));
                file += 1;
            }
        }
        let mut b = Board {
            squares,
            white: fields[1] == "w",
            ep: None,
            victim: None,
        };
        if fields[3] != "-" {
            // The square passed over, then the pawn that passed if two pawns could have.
            let second = fields[3][1..]
                .find(|c: char| c.is_ascii_lowercase())
                .map(|i| i + 1);
            let (ep, named) = fields[3].split_at(second.unwrap_or(fields[3].len()));
            let ep = self.index(ep);
            let victims = self.ep_victims(&b, ep);
            b.victim = Some(match named {
                "" if victims.len() == 1 => victims[0],
                "" => panic!("{fen}: the FEN does not say which pawn passed over {ep}"),
                named => self.index(named),
            });
            b.ep = Some(ep);
        }
        b
    }

    fn index(&self, name: &str) -> i32 {
        let file = name.as_bytes()[0] as i32 - 'a' as i32;
        let rank: i32 = name[1..].parse().unwrap();
        (rank - 1) * self.width + file
    }

    fn name(&self, i: i32) -> String {
        format!(
            "{}{}",
            (b'a' + (i % self.width) as u8) as char,
            i / self.width + 1
        )
    }

    /// The square `v` steps (white's vector, turned for black) from `i`, if on the board.
    fn step(&self, i: i32, (x, y): (i32, i32), white: bool) -> Option<i32> {
        let (f, r) = (
            i % self.width + x,
            i / self.width + if white { y } else { -y },
        );
        (f >= 0 && f < self.width && r >= 0 && r < self.height).then_some(r * self.width + f)
    }

    /// Every square an atom reaches from `i`, with whether it is the ride's end (a piece).
    fn reach(&self, b: &Board, i: i32, a: &Atom, white: bool, out: &mut Vec<i32>) {
        for &v in &a.vectors {
            let (mut at, mut n) = (i, 0);
            while let Some(to) = self.step(at, v, white) {
                out.push(to);
                n += 1;
                if b.squares[to as usize].is_some() || n == a.range {
                    break;
                }
                at = to;
            }
        }
    }

    fn attacked(&self, b: &Board, sq: i32, by_white: bool) -> bool {
        let mut out = Vec::new();
        (0..self.width * self.height).any(|i| match b.squares[i as usize] {
            Some((w, l)) if w == by_white => self.kind(l).atoms.iter().any(|a| {
                out.clear();
                a.captures && {
                    self.reach(b, i, a, w, &mut out);
                    out.contains(&sq)
                }
            }),
            _ => false,
        })
    }

    /// The legal moves of a FEN, as sorted UCI.
    pub fn legal_moves(&self, fen: &str) -> Vec<String> {
        let b = self.read(fen);
        let mut out = Vec::new();
        for from in 0..self.width * self.height {
            match b.squares[from as usize] {
                Some((w, l)) if w == b.white => self.piece_moves(&b, from, l, &mut out),
                _ => {}
            }
        }
        out.sort();
        out
    }

    fn piece_moves(&self, b: &Board, from: i32, letter: char, out: &mut Vec<String>) {
        let kind = self.kind(letter);
        let mut targets = Vec::new();
        for a in &kind.atoms {
            let mut reach = Vec::new();
            self.reach(b, from, a, b.white, &mut reach);
            for to in reach {
                match b.squares[to as usize] {
                    None if a.moves => targets.push((to, None)),
                    None if a.captures && kind.pawn && self.en_passant && b.ep == Some(to) => {
                        targets.push((to, b.victim))
                    }
                    Some((w, _)) if w != b.white && a.captures => targets.push((to, None)),
                    _ => {}
                }
            }
            let rank = if b.white {
                from / self.width
            } else {
                self.height - 1 - from / self.width
            };
            if kind.pawn
                && a.moves
                && !a.captures
                && a.range == 1
                && self.double_step.contains(&rank)
            {
                // Only a move-only step of one square forward, straight or diagonal, is taken
                // twice.
                for &v in a.vectors.iter().filter(|v| v.1 == 1 && v.0.abs() <= 1) {
                    let mid = self.step(from, v, b.white);
                    let to = mid.and_then(|m| self.step(m, v, b.white));
                    if let (Some(m), Some(t)) = (mid, to) {
                        if b.squares[m as usize].is_none() && b.squares[t as usize].is_none() {
                            targets.push((t, None));
                        }
                    }
                }
            }
        }
        targets.sort();
        targets.dedup();
        for (to, victim) in targets {
            for promotion in self.promotions(b, kind, to) {
                let mut after = b.clone();
                after.squares[from as usize] = None;
                if let Some(v) = victim {
                    after.squares[v as usize] = None;
                }
                after.squares[to as usize] = Some((b.white, promotion.unwrap_or(letter)));
                let safe = (0..self.width * self.height).all(|i| match after.squares[i as usize] {
                    Some((w, l)) if w == b.white && self.kind(l).royal => {
                        !self.attacked(&after, i, !b.white)
                    }
                    _ => true,
                });
                if safe {
                    let p = promotion.map_or(String::new(), |c| c.to_string());
                    out.push(format!("{}{}{p}", self.name(from), self.name(to)));
                }
            }
        }
    }

    /// The enemy pawns that may have passed over `ep`: one of their own forward move steps
    /// beyond it.
    fn ep_victims(&self, b: &Board, ep: i32) -> Vec<i32> {
        let mut out = Vec::new();
        for k in self.kinds.iter().filter(|k| k.pawn) {
            for a in k.atoms.iter().filter(|a| a.moves) {
                for &v in &a.vectors {
                    match self.step(ep, v, !b.white) {
                        Some(sq) if b.squares[sq as usize] == Some((!b.white, k.letter)) => {
                            out.push(sq)
                        }
                        _ => {}
                    }
                }
            }
        }
        out
    }

    /// What a piece landing on `to` may become: itself, or on the last ranks each kind of
    /// the promotion list (not itself on the last rank).
    fn promotions(&self, b: &Board, kind: &Kind, to: i32) -> Vec<Option<char>> {
        let rank = if b.white {
            to / self.width
        } else {
            self.height - 1 - to / self.width
        };
        if !kind.pawn || rank < self.height - self.zone {
            return vec![None];
        }
        let count = |board: &Board, l: char| {
            board
                .squares
                .iter()
                .filter(|s| **s == Some((b.white, l)))
                .count()
        };
        let mut out: Vec<Option<char>> = self
            .promotion
            .iter()
            .filter(|&&l| !self.only_captured || count(b, l) < count(&self.start, l))
            .map(|&l| Some(l))
            .collect();
        if rank < self.height - 1 {
            out.push(None);
        }
        out
    }
}
