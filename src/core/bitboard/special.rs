//! The kinds whose moves are found square by square rather than looked up: hoppers (Betza's
//! `p`, `g`), lame leapers (`n`), and kinds confined to a region or moving otherwise in a zone
//! (xiangqi's palace, its elephants' side of the river, its soldiers across it), moving along
//! diagonal lines from their squares (janggi's palace diagonals), or hopping over and capturing
//! only some kinds (janggi's cannon, which neither hops over a cannon nor takes one). A hop's
//! targets depend on two pieces of its line and a lame leap's on its leg, which the tables of
//! leaps and rides (the first piece of a line) cannot say; such kinds are few on a board.

use super::bit;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{lame_path, steps_to, Line, Mode, Movement, Path, Role, RoleSet};

/// What the tables of a special kind are built from.
pub struct SpecialSpec<'a> {
    /// The kind.
    pub role: Role,
    /// The squares it may stand on, as white's, if it is confined.
    pub region: Option<u128>,
    /// A zone, as white's squares, and how it moves from there.
    pub zone: Option<(u128, &'a Movement)>,
    /// Diagonal lines, as their squares stand, and how it moves along them.
    pub diagonal: Option<(u128, &'a Movement)>,
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
    pub hop: u128,
    /// Pieces it may not capture.
    pub capture: u128,
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
    region: u128,
    /// Its lines, and its lines from the squares of `zone`.
    lines: Vec<SpecialLine>,
    zone: u128,
    zone_lines: Vec<SpecialLine>,
    /// The squares of the diagonal lines, and its lines along them from there.
    diagonal: u128,
    diagonal_lines: Vec<SpecialLine>,
    /// The kinds it may not hop over, and those it may not capture.
    cannot_hop: RoleSet,
    cannot_capture: RoleSet,
    /// The squares off the board: they stop a line as a piece does, and are never reached.
    holes: u128,
    /// By square: every square it could attack from there, whatever stands between (to
    /// pass over the pieces that cannot attack a square without walking their lines).
    reach: Box<[u128]>,
}

impl Special {
    /// The kind of `spec` as side `c` plays it on board `g`, the squares `holes` off it.
    pub(super) fn new(
        g: Geometry,
        holes: u128,
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
        let side = |set: u128| match c {
            Color::White => set,
            Color::Black => mirror(g, set),
        };
        let all = g.squares().fold(0u128, |a, s| a | 1 << g.bit_index(s)) & !holes;
        let mut special = Special {
            role: spec.role,
            region: spec.region.map_or(all, side),
            lines: lines(movement),
            zone: spec.zone.map_or(0, |(z, _)| side(z)),
            zone_lines: spec.zone.map_or_else(Vec::new, |(_, m)| lines(m)),
            diagonal: spec.diagonal.map_or(0, |(d, _)| d),
            diagonal_lines: spec.diagonal.map_or_else(Vec::new, |(_, m)| lines(m)),
            cannot_hop: spec.cannot_hop,
            cannot_capture: spec.cannot_capture,
            holes,
            reach: Box::default(),
        };
        special.reach = g
            .squares()
            .map(|from| {
                let mut reach = 0u128;
                special.each_line(g, from, |l, inside| {
                    if !l.mode.captures() {
                        return;
                    }
                    let range = if l.path == Path::Open { l.range } else { 0 };
                    let (mut at, mut steps) = (from, 0);
                    while let Some(next) = g.offset(at, l.vector.0, l.vector.1) {
                        if !has(inside, g.bit_index(next)) {
                            break;
                        }
                        at = next;
                        steps += 1;
                        reach |= 1 << g.bit_index(at);
                        if steps == range {
                            break;
                        }
                    }
                });
                reach & special.region
            })
            .collect();
        special
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
    fn each_line(&self, g: Geometry, from: Square, mut f: impl FnMut(&SpecialLine, u128)) {
        for l in self.lines_from(g, from) {
            f(l, u128::MAX);
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
    pub fn shields(&self, bits: impl Fn(RoleSet) -> u128) -> Shields {
        let of = |set: RoleSet| if set.is_empty() { 0 } else { bits(set) };
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

    /// Whether a piece of the kind on bit `from` attacks bit `sq`, given the occupied squares
    /// and the pieces it may not hop over or capture: only the line that points at it is
    /// looked along (the question of every legality test).
    pub fn attacks_square(
        &self,
        g: Geometry,
        from: Square,
        sq: u32,
        occ: u128,
        shields: Shields,
    ) -> bool {
        if !has(self.reach[g.bit_index(from) as usize], sq) || has(shields.capture, sq) {
            return false;
        }
        let occ = occ | self.holes;
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
                        && !at(k - 1, l.vector).is_some_and(|s| has(shields.hop, s))
                }
                Path::Hop => {
                    let screen = (1..k).find(|&i| taken(i, l.vector)).unwrap_or(0);
                    between == 1
                        && (l.range == 0 || k - screen <= l.range as i8)
                        && !at(screen, l.vector).is_some_and(|s| has(shields.hop, s))
                }
            };
        });
        found
    }

    /// Where a piece of the kind on `from` may go to an empty square, and where it may
    /// capture, given the occupied squares (whatever stands on those squares).
    pub fn targets(&self, g: Geometry, from: Square, occ: u128, shields: Shields) -> (u128, u128) {
        let (mut quiet, mut capture) = (0u128, 0u128);
        self.walk(g, from, occ, shields.hop, |l, bit| {
            if occ & bit != 0 {
                if l.mode.captures() && shields.capture & bit == 0 {
                    capture |= bit;
                }
            } else if l.mode.moves() {
                quiet |= bit;
            }
        });
        (quiet & self.region, capture & self.region)
    }

    /// The squares a piece of the kind on `from` attacks, given the occupied squares: where
    /// it would capture an enemy piece standing there (a grasshopper attacks the empty square
    /// behind its hurdle).
    pub fn attacks(&self, g: Geometry, from: Square, occ: u128, shields: Shields) -> u128 {
        let mut attacked = 0u128;
        self.walk(g, from, occ, shields.hop, |l, bit| {
            if l.mode.captures() {
                attacked |= bit;
            }
        });
        attacked & self.region & !shields.capture
    }

    /// Calls `f` with each line of the kind from `from` (its zone's lines there, the diagonal
    /// lines' from their squares) and each square (as a bit) the line reaches given the
    /// occupied squares, the piece that stops it included; a hop over a piece of `no_hop`
    /// reaches nothing.
    fn walk(
        &self,
        g: Geometry,
        from: Square,
        occ: u128,
        no_hop: u128,
        mut f: impl FnMut(&SpecialLine, u128),
    ) {
        let occ = occ | self.holes;
        self.each_line(g, from, |l, inside| {
            let mut add = |sq: Square| {
                let bit = bit(g.bit_index(sq));
                f(l, bit);
                occ & bit != 0
            };
            let empty = |sq: Option<Square>| sq.is_some_and(|s| !has(occ, g.bit_index(s)));
            let (dx, dy) = l.vector;
            match l.path {
                Path::Lame => {
                    if let Some(to) = g.offset(from, dx, dy) {
                        if l.leg.iter().all(|&(x, y)| empty(g.offset(from, x, y))) {
                            add(to);
                        }
                    }
                }
                Path::Open | Path::Hop | Path::Grasshop => {
                    // Before a hopper's screen nothing is reached; after it (or from the start
                    // for an open line) the squares count towards the range.
                    let mut screened = l.path == Path::Open;
                    let (mut at, mut steps) = (from, 0);
                    while let Some(next) = g.offset(at, dx, dy) {
                        if !has(inside, g.bit_index(next)) {
                            break;
                        }
                        at = next;
                        if !screened {
                            if !empty(Some(at)) {
                                if has(no_hop, g.bit_index(at)) {
                                    break;
                                }
                                screened = true;
                            }
                            continue;
                        }
                        steps += 1;
                        if add(at) || steps == l.range {
                            break;
                        }
                    }
                }
            }
        });
    }
}

/// Whether bit `i` of a set is set (by halves: a variable `u128` shift is a library call in
/// wasm).
#[inline]
fn has(set: u128, i: u32) -> bool {
    set & bit(i) != 0
}

/// A set of squares of board `g` seen from the other side: each rank for its mirror image.
pub fn mirror(g: Geometry, set: u128) -> u128 {
    g.squares()
        .filter(|&s| set >> g.bit_index(s) & 1 != 0)
        .fold(0, |a, s| {
            a | 1 << g.bit_index(Square::new(s.file(), g.height - 1 - s.rank()))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn targets(
        betza: &str,
        g: Geometry,
        from: &str,
        occupied: &[&str],
    ) -> (Vec<String>, Vec<String>) {
        let m = crate::definition::betza::movement(betza).unwrap();
        let spec = SpecialSpec {
            role: Role(0),
            region: None,
            zone: None,
            diagonal: None,
            cannot_hop: RoleSet::EMPTY,
            cannot_capture: RoleSet::EMPTY,
        };
        let s = Special::new(g, 0, &spec, &m, Color::White);
        let sq = |n: &str| g.parse_square(n).unwrap();
        let occ = occupied
            .iter()
            .fold(0u128, |a, n| a | 1 << g.bit_index(sq(n)));
        let (q, c) = s.targets(g, sq(from), occ, Shields::default());
        let names = |set: u128| {
            let mut v: Vec<String> = g
                .squares()
                .filter(|&s| set >> g.bit_index(s) & 1 != 0)
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

    #[test]
    fn mirrored_sets() {
        let g = Geometry {
            width: 9,
            height: 10,
        };
        let d1 = 1u128 << g.bit_index(Square::new(3, 0));
        assert_eq!(mirror(g, d1), 1u128 << g.bit_index(Square::new(3, 9)));
    }
}
