//! Kinds of pieces and how they move, as data.
//!
//! A [`Role`] is the index of a kind of piece in its game's description
//! ([`crate::core::rules::Rules::pieces`]): what the kind is called, its letter and how it
//! moves are the game's, not the role's. A [`Movement`] is how a kind moves, as
//! Fairy-Stockfish and Betza's notation describe it: lines along vectors, each taken once (a
//! leap) or repeated (a ride), for moves, captures or both.
//!
//! ```
//! use fenboard::core::role::{Line, Mode, Movement, Path, Role, RoleSet};
//! let knight = Movement::of(&[(2, 1)], 1, Mode::Both);
//! assert_eq!(knight.lines.len(), 8);
//! let mut set = RoleSet::EMPTY;
//! set.insert(Role(3));
//! assert!(set.contains(Role(3)) && !set.contains(Role(2)));
//! # let _ = Line { vector: (1, 0), range: 0, mode: Mode::Both, path: Path::Open };
//! ```

use crate::core::color::Color;

/// Most kinds of pieces a game may have.
pub const MAX_ROLES: usize = 16;

/// A kind of piece: its index in the game's list of pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Role(pub u8);

impl Role {
    /// The index, for tables by role.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
}

/// A set of roles, a bit per role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct RoleSet(pub u16);

impl RoleSet {
    /// No role.
    pub const EMPTY: RoleSet = RoleSet(0);

    /// Whether `role` is in the set.
    #[inline]
    pub const fn contains(self, role: Role) -> bool {
        self.0 >> role.0 & 1 != 0
    }
    /// Adds `role`.
    #[inline]
    pub fn insert(&mut self, role: Role) {
        self.0 |= 1 << role.0;
    }
    /// Whether the set has no role.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the two sets share a role.
    #[inline]
    pub const fn intersects(self, other: RoleSet) -> bool {
        self.0 & other.0 != 0
    }
    /// The roles, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let r = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(Role(r))
        })
    }
}

/// Whether a line moves, captures, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// To an empty square or capturing.
    Both,
    /// To an empty square only (Betza's `m`).
    Move,
    /// Capturing only (Betza's `c`).
    Capture,
}

impl Mode {
    /// Whether the line goes to empty squares.
    pub const fn moves(self) -> bool {
        !matches!(self, Mode::Capture)
    }
    /// Whether the line captures.
    pub const fn captures(self) -> bool {
        !matches!(self, Mode::Move)
    }
}

/// How a line meets the pieces in its way (Betza's `p`, `g` and `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Path {
    /// A leap over anything, or a ride stopped by the first piece, which it may capture.
    #[default]
    Open,
    /// A ride over exactly one piece, the screen, then on beyond it (`p`: the cannon
    /// captures `cpR`); its range counts the squares beyond the screen.
    Hop,
    /// A ride to the first piece, landing just behind it (`g`: the grasshopper `gQ`).
    Grasshop,
    /// A leap blocked by a piece on its way ([`lame_path`]; `n`: xiangqi's horse `nN`).
    Lame,
}

/// The squares a lame leap of `vector` passes, as offsets from its start: a step along the
/// longer coordinate while the other is shorter, then diagonal steps (the horse's leg is the
/// orthogonal square next to it, the elephant's eye the diagonal one), as Fairy-Stockfish
/// walks them.
///
/// ```
/// use fenboard::core::role::lame_path;
/// assert_eq!(lame_path((1, 2)), [(0, 1)]);
/// assert_eq!(lame_path((-2, -2)), [(-1, -1)]);
/// assert_eq!(lame_path((3, 1)), [(1, 0), (2, 0)]);
/// ```
pub fn lame_path((x, y): (i8, i8)) -> Vec<(i8, i8)> {
    let (mut at, mut path) = ((0i8, 0i8), Vec::new());
    loop {
        let rest = (x - at.0, y - at.1);
        let diff = rest.0.abs() - rest.1.abs();
        if diff > 0 {
            at.0 += rest.0.signum();
        } else if diff < 0 {
            at.1 += rest.1.signum();
        } else {
            at = (at.0 + rest.0.signum(), at.1 + rest.1.signum());
        }
        if at == (x, y) {
            return path;
        }
        path.push(at);
    }
}

/// How many steps of vector `v` make the offset `d`, if a whole positive number of them does.
///
/// ```
/// use fenboard::core::role::steps_to;
/// assert_eq!(steps_to((1, 1), (3, 3)), Some(3));
/// assert_eq!(steps_to((2, 1), (2, 2)), None);
/// assert_eq!(steps_to((0, 1), (0, -2)), None);
/// ```
pub fn steps_to(v: (i8, i8), d: (i8, i8)) -> Option<i8> {
    let k = if v.0 != 0 { d.0 / v.0 } else { d.1 / v.1 };
    (k > 0 && (v.0 * k, v.1 * k) == d).then_some(k)
}

/// One line of a piece's movement, as White plays it (Black's is mirrored: forward is down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// The step `(files, ranks)`, forward being `+ranks`.
    pub vector: (i8, i8),
    /// 1 for a leap, `n` for a ride of at most `n` steps, 0 for a ride to the edge.
    pub range: u8,
    /// Moves, captures or both.
    pub mode: Mode,
    /// How it meets the pieces in its way.
    pub path: Path,
}

impl Line {
    /// The line as `color` plays it: Black's are White's turned half round, down the board
    /// and to its own left where White's go to White's left (Betza's directions are the
    /// player's, as Fairy-Stockfish reads them).
    #[inline]
    pub const fn vector_for(&self, color: Color) -> (i8, i8) {
        (
            self.vector.0 * color.forward(),
            self.vector.1 * color.forward(),
        )
    }
}

/// How a kind of piece moves: its lines. A kind with none does not move by itself (Bario's
/// undefined piece).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Movement {
    /// The lines, each vector at most once per mode.
    pub lines: Vec<Line>,
    /// The lines taken only from the double-step squares (Betza's `i`, as Fairy-Stockfish
    /// reads it: a pawn's first move, the hoplite's jump `imA`); only a pawn's move-only leaps.
    pub initial: Vec<Line>,
}

impl Movement {
    /// Every symmetric image of the basic vectors `basic` (`(2, 1)`: the eight knight leaps),
    /// each with `range` and `mode`.
    pub fn of(basic: &[(i8, i8)], range: u8, mode: Mode) -> Movement {
        let mut lines: Vec<Line> = Vec::new();
        for &(a, b) in basic {
            for (x, y) in [(a, b), (b, a)] {
                for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    let vector = (x * sx, y * sy);
                    if !lines.iter().any(|l| l.vector == vector) {
                        lines.push(Line {
                            vector,
                            range,
                            mode,
                            path: Path::Open,
                        });
                    }
                }
            }
        }
        Movement {
            lines,
            initial: Vec::new(),
        }
    }

    /// The steps a pawn of this movement may take twice from its double-step squares, both
    /// squares empty: its first moves' lame leaps (`ifmnD`) halved if it has first moves of
    /// its own, else its move-only steps one square forward, straight or diagonal.
    pub fn double_steps(&self) -> Vec<Line> {
        if self.initial.is_empty() {
            let doubles = |l: &&Line| {
                l.range == 1 && l.mode == Mode::Move && l.vector.1 == 1 && l.vector.0.abs() <= 1
            };
            return self.lines.iter().filter(doubles).copied().collect();
        }
        self.initial
            .iter()
            .filter(|l| l.path == Path::Lame)
            .map(|l| Line {
                vector: (l.vector.0 / 2, l.vector.1 / 2),
                path: Path::Open,
                ..*l
            })
            .collect()
    }

    /// Whether a line's squares on the way matter beyond its first piece (a hopper, a
    /// grasshopper, a lame leaper): such a kind's moves are found square by square.
    pub fn has_paths(&self) -> bool {
        self.lines.iter().any(|l| l.path != Path::Open)
    }

    /// Whether every line of the movement has this vector's mirror image (the moves are the
    /// same for both sides).
    pub fn is_symmetric(&self) -> bool {
        self.lines.iter().all(|l| {
            self.lines.iter().any(|o| {
                o.vector == (l.vector.0, -l.vector.1)
                    && o.range == l.range
                    && o.mode == l.mode
                    && o.path == l.path
            })
        })
    }

    /// Whether a piece moving so stays on squares of one colour (every vector has an even
    /// sum of coordinates: the bishop, the ferz, the alfil).
    pub fn is_color_bound(&self) -> bool {
        !self.lines.is_empty()
            && self
                .lines
                .iter()
                .all(|l| (l.vector.0 + l.vector.1).rem_euclid(2) == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_images() {
        assert_eq!(Movement::of(&[(1, 0)], 0, Mode::Both).lines.len(), 4);
        assert_eq!(Movement::of(&[(1, 1)], 1, Mode::Both).lines.len(), 4);
        assert_eq!(Movement::of(&[(3, 3)], 1, Mode::Both).lines.len(), 4);
        assert!(Movement::of(&[(2, 1)], 1, Mode::Both).is_symmetric());
        assert!(Movement::of(&[(1, 1)], 0, Mode::Both).is_color_bound());
        assert!(!Movement::of(&[(2, 1)], 1, Mode::Both).is_color_bound());
    }

    #[test]
    fn role_sets() {
        let mut s = RoleSet::EMPTY;
        s.insert(Role(0));
        s.insert(Role(15));
        assert_eq!(s.iter().collect::<Vec<_>>(), [Role(0), Role(15)]);
        assert!(s.intersects(RoleSet(1)));
    }
}
