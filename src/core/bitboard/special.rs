//! The kinds whose moves are found square by square rather than looked up: hoppers (Betza's
//! `p`, `g`), lame leapers (`n`), and kinds confined to a region or moving otherwise in a zone
//! (xiangqi's palace, its elephants' side of the river, its soldiers across it), moving along
//! diagonal lines from their squares (janggi's palace diagonals), or hopping over and capturing
//! only some kinds (janggi's cannon, which neither hops over a cannon nor takes one). A hop's
//! targets depend on two pieces of its line and a lame leap's on its leg, which the tables of
//! leaps and rides (the first piece of a line) cannot say; such kinds are few on a board.

use crate::core::bitboard::{bit, Set};
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{lame_path, steps_to, Line, Mode, Movement, Path, Role, RoleSet};

/// What the tables of a special kind are built from.
pub struct SpecialSpec<'a> {
    /// The kind.
    pub role: Role,
    /// The squares it may stand on, as white's, if it is confined.
    pub region: Option<Set>,
    /// A zone, as white's squares, and how it moves from there.
    pub zone: Option<(Set, &'a Movement)>,
    /// Diagonal lines, as their squares stand, and how it moves along them.
    pub diagonal: Option<(Set, &'a Movement)>,
    /// The kinds it may not hop over.
    pub cannot_hop: RoleSet,
    /// The kinds it may not capture.
    pub cannot_capture: RoleSet,
}

/// The squares of the pieces a special kind may not hop over, and of those it may not
/// capture ([`Special::shields`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shields {
    /// Pieces it may not hop over.
    pub hop: Set,
    /// Pieces it may not capture.
    pub capture: Set,
}

/// One line of a special kind, as one side plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SpecialLine {
    vector: (i8, i8),
    range: u8,
    mode: Mode,
    path: Path,
    /// The squares a lame leap passes, as offsets.
    leg: Vec<(i8, i8)>,
}

/// How a special kind of one side moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Special {
    /// The kind.
    pub role: Role,
    /// The squares it may go to (every square if it is not confined).
    region: Set,
    /// Its lines, and its lines from the squares of `zone`.
    lines: Vec<SpecialLine>,
    zone: Set,
    zone_lines: Vec<SpecialLine>,
    /// The squares of the diagonal lines, and its lines along them from there.
    diagonal: Set,
    diagonal_lines: Vec<SpecialLine>,
    /// The kinds it may not hop over, and those it may not capture.
    cannot_hop: RoleSet,
    cannot_capture: RoleSet,
    /// The squares off the board: they stop a line as a piece does, and are never reached.
    holes: Set,
    /// By square: every square it could attack from there, whatever stands between (to
    /// pass over the pieces that cannot attack a square without walking their lines).
    reach: Box<[Set]>,
    /// By square: every square it could attack that square from (`reach` reversed: an
    /// attack query looks at those pieces only).
    reach_to: Box<[Set]>,
    /// By (from, to) bit indices, `from * n + to`: how an attack from one on the other is
    /// tested (which of its lines points there found once, not at every query).
    tests: Box<[Test]>,
    /// The legs of the lame leaps of `tests`, as sets.
    legs: Box<[Set]>,
    /// By square: the squares where a piece standing or not may make or break an attack of
    /// the kind on it (what a move must touch to change it).
    sensitive: Box<[Set]>,
    /// By square: each of its lines from there, as the squares it passes (what the move
    /// generator walks).
    paths: Box<[Box<[LinePath]>]>,
}

/// One line of a special kind from one square: how it moves, its squares in order to the
/// edge of the board or of its diagonal lines (each a set of one square), and, for a lame
/// leap, its leg.
#[derive(Clone, Debug, PartialEq, Eq)]
struct LinePath {
    range: u8,
    mode: Mode,
    path: Path,
    squares: Box<[Set]>,
    leg: Set,
}

/// How a special kind on one square attacks another, as its lines say, whatever stands
/// between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Test {
    /// No line of it reaches there.
    Never,
    /// One leap: nothing between matters.
    Leap,
    /// Along an orthogonal or diagonal line, nothing between.
    Clear,
    /// Along such a line, over exactly one piece (a hop of unlimited range).
    Screen,
    /// Along such a line, just behind the one piece between (a grasshopper): the square
    /// before the target, as a bit index.
    Behind(u8),
    /// A lame leap, its leg (`legs[i]`) empty.
    Leg(u16),
    /// Along the lines, walked square by square (several lines there, a ranged hop, a ride
    /// along another vector).
    Walk,
}

impl Special {
    /// The kind of `spec` as side `c` plays it on board `g`, the squares `holes` off it.
    pub(super) fn new(
        g: Geometry,
        holes: Set,
        spec: &SpecialSpec,
        movement: &Movement,
        c: Color,
    ) -> Special {
        let lines = |m: &Movement| {
            m.lines
                .iter()
                .map(|l: &Line| {
                    let vector = l.vector_for(c);
                    SpecialLine {
                        vector,
                        range: l.range,
                        mode: l.mode,
                        path: l.path,
                        leg: if l.path == Path::Lame {
                            lame_path(vector)
                        } else {
                            Vec::new()
                        },
                    }
                })
                .collect()
        };
        let side = |set: Set| match c {
            Color::White => set,
            Color::Black => mirror(g, set),
        };
        let all = g.squares().fold(Set::EMPTY, |a, s| a | bit(g.bit_index(s))) & !holes;
        let mut special = Special {
            role: spec.role,
            region: spec.region.map_or(all, side),
            lines: lines(movement),
            zone: spec.zone.map_or(Set::EMPTY, |(z, _)| side(z)),
            zone_lines: spec.zone.map_or_else(Vec::new, |(_, m)| lines(m)),
            diagonal: spec.diagonal.map_or(Set::EMPTY, |(d, _)| d),
            diagonal_lines: spec.diagonal.map_or_else(Vec::new, |(_, m)| lines(m)),
            cannot_hop: spec.cannot_hop,
            cannot_capture: spec.cannot_capture,
            holes,
            reach: Box::default(),
            reach_to: Box::default(),
            tests: Box::default(),
            legs: Box::default(),
            sensitive: Box::default(),
            paths: Box::default(),
        };
        special.reach = g
            .squares()
            .map(|from| {
                let mut reach = Set::EMPTY;
                special.each_line(g, from, |l, inside| {
                    if !l.mode.captures() {
                        return;
                    }
                    // A hop's range counts beyond its screen, wherever that stands.
                    let range = match l.path {
                        Path::Open | Path::Lame => l.range,
                        Path::Hop | Path::Grasshop => 0,
                    };
                    let (mut at, mut steps) = (from, 0);
                    while let Some(next) = g.offset(at, l.vector.0, l.vector.1) {
                        if !has(inside, g.bit_index(next)) {
                            break;
                        }
                        at = next;
                        steps += 1;
                        reach |= bit(g.bit_index(at));
                        if steps == range {
                            break;
                        }
                    }
                });
                reach & special.region
            })
            .collect();
        let mut reach_to = vec![Set::EMPTY; special.reach.len()];
        for (from, &reach) in special.reach.iter().enumerate() {
            for (to, set) in reach_to.iter_mut().enumerate() {
                if has(reach, to as u32) {
                    *set |= bit(from as u32);
                }
            }
        }
        special.reach_to = reach_to.into_boxed_slice();
        special.tests_of(g);
        special.paths = g
            .squares()
            .map(|from| {
                let mut paths = Vec::new();
                special.each_line(g, from, |l, inside| {
                    let mut squares = Vec::new();
                    let mut at = from;
                    while let Some(next) = g.offset(at, l.vector.0, l.vector.1) {
                        if !has(inside, g.bit_index(next)) {
                            break;
                        }
                        at = next;
                        squares.push(bit(g.bit_index(at)));
                        if l.path == Path::Lame {
                            break;
                        }
                    }
                    let leg = l.leg.iter().fold(Set::EMPTY, |set, &(x, y)| {
                        set | g
                            .offset(from, x, y)
                            .map_or(Set::ALL, |s| bit(g.bit_index(s)))
                    });
                    paths.push(LinePath {
                        range: l.range,
                        mode: l.mode,
                        path: l.path,
                        squares: squares.into_boxed_slice(),
                        leg,
                    });
                });
                paths.into_boxed_slice()
            })
            .collect();
        special
    }

    /// Fills `tests`, `legs` and `sensitive`: for each pair of squares, the one line that may
    /// attack from one on the other and how its way is tested.
    fn tests_of(&mut self, g: Geometry) {
        let n = self.reach.len();
        let mut tests = vec![Test::Never; n * n];
        let mut legs: Vec<Set> = Vec::new();
        let mut sensitive = vec![Set::EMPTY; n];
        for from in g.squares() {
            let f = g.bit_index(from) as usize;
            for to in g.squares() {
                let t = g.bit_index(to);
                if !has(self.reach[f], t) {
                    continue;
                }
                let d = (
                    to.file() as i8 - from.file() as i8,
                    to.rank() as i8 - from.rank() as i8,
                );
                let mut lines = Vec::new();
                self.each_line(g, from, |l, inside| {
                    let Some(k) = steps_to(l.vector, d).filter(|_| l.mode.captures()) else {
                        return;
                    };
                    let within = (1..=k).all(|i| {
                        g.offset(from, i * l.vector.0, i * l.vector.1)
                            .is_some_and(|s| has(inside, g.bit_index(s)))
                    });
                    let reaches = match l.path {
                        Path::Open | Path::Lame => l.range == 0 || k <= l.range as i8,
                        Path::Hop | Path::Grasshop => k > 1,
                    };
                    if within && reaches {
                        lines.push(l.clone());
                    }
                });
                let [l] = lines.as_slice() else {
                    tests[f * n + t as usize] = Test::Walk;
                    sensitive[t as usize] = Set::ALL;
                    continue;
                };
                let unit = l.vector.0.abs() <= 1 && l.vector.1.abs() <= 1;
                let one = d == l.vector;
                // The squares strictly between, along the line.
                let way = (1..steps_to(l.vector, d).unwrap_or(0)).fold(Set::EMPTY, |set, k| {
                    let (x, y) = (k * l.vector.0, k * l.vector.1);
                    set | g
                        .offset(from, x, y)
                        .map_or(Set::EMPTY, |s| bit(g.bit_index(s)))
                });
                let test = match l.path {
                    Path::Open if one => Test::Leap,
                    Path::Lame => match u16::try_from(legs.len()) {
                        Ok(i) => {
                            legs.push(l.leg.iter().fold(Set::EMPTY, |set, &(x, y)| {
                                set | g
                                    .offset(from, x, y)
                                    .map_or(Set::EMPTY, |s| bit(g.bit_index(s)))
                            }));
                            Test::Leg(i)
                        }
                        Err(_) => Test::Walk,
                    },
                    Path::Open if unit => Test::Clear,
                    Path::Hop if unit && l.range == 0 => Test::Screen,
                    Path::Grasshop if unit => g
                        .offset(to, -l.vector.0, -l.vector.1)
                        .map_or(Test::Walk, |s| Test::Behind(g.bit_index(s) as u8)),
                    _ => Test::Walk,
                };
                sensitive[t as usize] |= match test {
                    Test::Never | Test::Leap => Set::EMPTY,
                    Test::Leg(i) => legs[usize::from(i)],
                    Test::Clear | Test::Screen | Test::Behind(_) => way,
                    Test::Walk => Set::ALL,
                };
                tests[f * n + t as usize] = test;
            }
        }
        self.tests = tests.into_boxed_slice();
        self.legs = legs.into_boxed_slice();
        self.sensitive = sensitive.into_boxed_slice();
    }

    /// The squares where a piece may make or break an attack of the kind on bit `sq` (every
    /// square if it is not known).
    #[inline]
    pub fn sensitive(&self, sq: u32) -> Set {
        self.sensitive[sq as usize]
    }

    /// The squares whence a piece of the kind could attack bit `sq`, whatever stands between.
    #[inline]
    pub fn reach_to(&self, sq: u32) -> Set {
        self.reach_to[sq as usize]
    }

    /// The lines of the kind from `from`: its zone's there.
    fn lines_from(&self, g: Geometry, from: Square) -> &[SpecialLine] {
        if has(self.zone, g.bit_index(from)) {
            &self.zone_lines
        } else {
            &self.lines
        }
    }

    /// Calls `f` with each line of the kind from `from` and the squares it may pass and land
    /// on: its lines (its zone's there) over the whole board, and along the diagonal lines
    /// when it stands on one of their squares.
    fn each_line(&self, g: Geometry, from: Square, mut f: impl FnMut(&SpecialLine, Set)) {
        for l in self.lines_from(g, from) {
            f(l, Set::ALL);
        }
        if has(self.diagonal, g.bit_index(from)) {
            for l in &self.diagonal_lines {
                f(l, self.diagonal);
            }
        }
    }

    /// The squares of the pieces it may not hop over and of those it may not capture, given
    /// the squares of the pieces of a set of kinds (`bits`).
    #[inline]
    pub fn shields(&self, bits: impl Fn(RoleSet) -> Set) -> Shields {
        let of = |set: RoleSet| {
            if set.is_empty() {
                Set::EMPTY
            } else {
                bits(set)
            }
        };
        Shields {
            hop: of(self.cannot_hop),
            capture: of(self.cannot_capture),
        }
    }

    /// Whether every line of the kind whose squares on the way matter runs along an orthogonal
    /// or diagonal line, or is a lame leap (whose leg is within three squares of its target).
    pub fn local(&self) -> bool {
        let lines = self.lines.iter().chain(&self.zone_lines);
        lines.chain(&self.diagonal_lines).all(|l| {
            let (x, y) = l.vector;
            let unit = x.abs() <= 1 && y.abs() <= 1;
            l.path == Path::Lame || (l.path == Path::Open && l.range == 1) || unit
        })
    }

    /// Whether a piece of the kind on bit `from` attacks bit `sq`, given the occupied squares,
    /// the pieces it may not hop over or capture, and `between`, the squares strictly between
    /// the two on their line (asked only of an orthogonal or diagonal line): the question of
    /// every legality test.
    #[inline]
    pub fn attacks_square(
        &self,
        g: Geometry,
        from: u32,
        sq: u32,
        occ: Set,
        shields: Shields,
        between: impl FnOnce() -> Set,
    ) -> bool {
        if has(shields.capture, sq) {
            return false;
        }
        let occ = occ | self.holes;
        let on_way = || between() & occ;
        match self.tests[from as usize * self.reach.len() + sq as usize] {
            Test::Never => false,
            Test::Leap => true,
            Test::Clear => on_way() == Set::EMPTY,
            Test::Screen => {
                let way = on_way();
                way.count() == 1 && way & shields.hop == Set::EMPTY
            }
            Test::Leg(i) => self.legs[usize::from(i)] & occ == Set::EMPTY,
            Test::Behind(hurdle) => {
                let way = on_way();
                way == bit(u32::from(hurdle)) && way & shields.hop == Set::EMPTY
            }
            Test::Walk => self.walk_attacks(g, g.square_at(from), sq, occ, shields.hop),
        }
    }

    /// [`Special::attacks_square`] by walking the lines that point at `sq` (`no_hop`: the
    /// pieces it may not hop over).
    fn walk_attacks(&self, g: Geometry, from: Square, sq: u32, occ: Set, no_hop: Set) -> bool {
        let to = g.square_at(sq);
        let d = (
            to.file() as i8 - from.file() as i8,
            to.rank() as i8 - from.rank() as i8,
        );
        let at = |k: i8, v: (i8, i8)| g.offset(from, k * v.0, k * v.1).map(|s| g.bit_index(s));
        let taken = |k: i8, v: (i8, i8)| at(k, v).is_some_and(|s| has(occ, s));
        let mut found = false;
        self.each_line(g, from, |l, inside| {
            let Some(k) = steps_to(l.vector, d).filter(|_| l.mode.captures()) else {
                return;
            };
            if found || !(1..=k).all(|i| at(i, l.vector).is_some_and(|s| has(inside, s))) {
                return;
            }
            let between = (1..k).filter(|&i| taken(i, l.vector)).count();
            found = match l.path {
                Path::Lame => {
                    k == 1
                        && l.leg.iter().all(|&(x, y)| {
                            g.offset(from, x, y)
                                .is_some_and(|s| !has(occ, g.bit_index(s)))
                        })
                }
                Path::Open => between == 0 && (l.range == 0 || k <= l.range as i8),
                Path::Grasshop => {
                    between == 1
                        && taken(k - 1, l.vector)
                        && !at(k - 1, l.vector).is_some_and(|s| has(no_hop, s))
                }
                Path::Hop => {
                    let screen = (1..k).find(|&i| taken(i, l.vector)).unwrap_or(0);
                    between == 1
                        && (l.range == 0 || k - screen <= l.range as i8)
                        && !at(screen, l.vector).is_some_and(|s| has(no_hop, s))
                }
            };
        });
        found
    }

    /// Where a piece of the kind on `from` may go to an empty square, and where it may
    /// capture, given the occupied squares (whatever stands on those squares) and the pieces
    /// it may not hop over or capture.
    pub fn targets(&self, g: Geometry, from: Square, occ: Set, shields: Shields) -> (Set, Set) {
        let (mut quiet, mut capture) = (Set::EMPTY, Set::EMPTY);
        self.walk(g, from, occ, shields.hop, |mode, bit| {
            if occ & bit != Set::EMPTY {
                if mode.captures() && shields.capture & bit == Set::EMPTY {
                    capture |= bit;
                }
            } else if mode.moves() {
                quiet |= bit;
            }
        });
        (quiet & self.region, capture & self.region)
    }

    /// The squares a piece of the kind on `from` attacks, given the occupied squares and the
    /// pieces it may not hop over or capture: where it would capture an enemy piece standing
    /// there (a grasshopper attacks the empty square behind its hurdle).
    pub fn attacks(&self, g: Geometry, from: Square, occ: Set, shields: Shields) -> Set {
        let mut attacked = Set::EMPTY;
        self.walk(g, from, occ, shields.hop, |mode, bit| {
            if mode.captures() {
                attacked |= bit;
            }
        });
        attacked & self.region & !shields.capture
    }

    /// Calls `f` with how each line of the kind from `from` moves (its zone's lines there, its
    /// diagonal lines' on their squares) and each square (as a bit) the line reaches given the
    /// occupied squares, the piece that stops it included (`no_hop`: the pieces it may not hop
    /// over, which stop a hop there).
    fn walk(&self, g: Geometry, from: Square, occ: Set, no_hop: Set, mut f: impl FnMut(Mode, Set)) {
        let occ = occ | self.holes;
        for p in self.paths[g.bit_index(from) as usize].iter() {
            if p.path == Path::Lame {
                // A leg off the board (a set of every square) blocks it.
                if let (Some(&to), Set::EMPTY) = (p.squares.first(), p.leg & occ) {
                    f(p.mode, to);
                }
                continue;
            }
            // Before a hopper's screen nothing is reached; after it (or from the start for an
            // open line) the squares count towards the range.
            let mut screened = p.path == Path::Open;
            let mut steps = 0;
            for &bit in p.squares.iter() {
                if !screened {
                    if occ & bit != Set::EMPTY {
                        if no_hop & bit != Set::EMPTY {
                            break;
                        }
                        screened = true;
                    }
                    continue;
                }
                steps += 1;
                f(p.mode, bit);
                if occ & bit != Set::EMPTY || steps == p.range {
                    break;
                }
            }
        }
    }
}

/// Whether bit `i` of a set is set (by halves: a variable `Set` shift is a library call in
/// wasm).
#[inline]
fn has(set: Set, i: u32) -> bool {
    set & bit(i) != Set::EMPTY
}

/// A set of squares of board `g` seen from the other side: each rank for its mirror image.
pub fn mirror(g: Geometry, set: Set) -> Set {
    g.squares()
        .filter(|&s| set.has(g.bit_index(s)))
        .fold(Set::EMPTY, |a, s| {
            a | bit(g.bit_index(Square::new(s.file(), g.height - 1 - s.rank())))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kind moving as `betza` says, unconfined, as side `c` plays it on board `g`.
    fn plain(betza: &str, g: Geometry, c: Color) -> Special {
        let m = crate::definition::betza::movement(betza).unwrap();
        let spec = SpecialSpec {
            role: Role(0),
            region: None,
            zone: None,
            diagonal: None,
            cannot_hop: RoleSet::EMPTY,
            cannot_capture: RoleSet::EMPTY,
        };
        Special::new(g, Set::EMPTY, &spec, &m, c)
    }

    fn targets(
        betza: &str,
        g: Geometry,
        from: &str,
        occupied: &[&str],
    ) -> (Vec<String>, Vec<String>) {
        let s = plain(betza, g, Color::White);
        let sq = |n: &str| g.parse_square(n).unwrap();
        let occ = occupied
            .iter()
            .fold(Set::EMPTY, |a, n| a | bit(g.bit_index(sq(n))));
        let (q, c) = s.targets(g, sq(from), occ, Shields::default());
        let names = |set: Set| {
            let mut v: Vec<String> = g
                .squares()
                .filter(|&s| set.has(g.bit_index(s)))
                .map(|s| s.name().to_string())
                .collect();
            v.sort();
            v
        };
        (names(q), names(c))
    }

    #[test]
    fn a_cannon_moves_as_a_rook_and_captures_over_a_screen() {
        let (q, c) = targets("mRcpR", Geometry::CHESS, "a1", &["a3", "a5", "a6", "c1"]);
        assert_eq!(q, ["a2", "b1"]);
        assert_eq!(c, ["a5"]);
    }

    #[test]
    fn a_grasshopper_lands_just_behind_its_hurdle() {
        let (q, c) = targets("gQ", Geometry::CHESS, "d4", &["d6", "f6", "g7", "b4"]);
        assert_eq!(q, ["a4", "d7"]);
        assert_eq!(c, ["g7"]);
    }

    #[test]
    fn a_lame_horse_is_blocked_at_its_leg() {
        let (q, _) = targets("nN", Geometry::CHESS, "d4", &["d5"]);
        assert_eq!(q, ["b3", "b5", "c2", "e2", "f3", "f5"]);
    }

    /// The squares strictly between two squares on one orthogonal or diagonal line.
    fn between(g: Geometry, a: u32, b: u32) -> Set {
        let (a, b) = (g.square_at(a), g.square_at(b));
        let (dx, dy) = (
            b.file() as i8 - a.file() as i8,
            b.rank() as i8 - a.rank() as i8,
        );
        if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
            return Set::EMPTY;
        }
        let n = dx.abs().max(dy.abs());
        (1..n).fold(Set::EMPTY, |set, k| {
            let s = g.offset(a, k * dx.signum(), k * dy.signum()).unwrap();
            set | bit(g.bit_index(s))
        })
    }

    #[test]
    fn the_precomputed_tests_agree_with_walking_the_lines() {
        let g = Geometry {
            width: 9,
            height: 10,
        };
        let mut rng = crate::util::random::Rng::new(28);
        for betza in [
            "mRcpR", "gQ", "nN", "nA", "pR", "RcpR", "pB2", "mNNcpNN", "WnD", "FA",
        ] {
            let s = plain(betza, g, Color::Black);
            let n = g.squares().count() as u32;
            let no = Shields::default();
            for _ in 0..40 {
                let occ = (0..n).fold(Set::EMPTY, |set, i| {
                    if rng.below(3) == 0 {
                        set | bit(i)
                    } else {
                        set
                    }
                });
                for from in 0..n {
                    for to in (0..n).filter(|&to| to != from) {
                        let fast = s.attacks_square(g, from, to, occ, no, || between(g, from, to));
                        let walked = s.walk_attacks(g, g.square_at(from), to, occ, Set::EMPTY);
                        assert_eq!(fast, walked, "{betza} from {from} to {to} occ {occ:?}");
                        // What no square of `sensitive` changes, nothing changes but the
                        // pieces on the two squares.
                        let other = rng.below(n as usize) as u32;
                        if other != from && other != to && !s.sensitive(to).has(other) {
                            let flipped = occ ^ bit(other);
                            let after =
                                s.attacks_square(g, from, to, flipped, no, || between(g, from, to));
                            assert_eq!(fast, after, "{betza} from {from} to {to}: {other} matters");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mirrored_sets() {
        let g = Geometry {
            width: 9,
            height: 10,
        };
        let d1 = bit(g.bit_index(Square::new(3, 0)));
        assert_eq!(mirror(g, d1), bit(g.bit_index(Square::new(3, 9))));
    }
}
