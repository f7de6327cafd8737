//! How a piece would go from one square to another by its movement (its leaps and rides, each
//! for moves, captures or both, and a pawn's double step), the legality of the position aside:
//! what the explanations say when no legal move goes there.

use crate::core::bitboard::Set;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::{Line, Mode, Path, Role};

/// Whether, and how, a piece's movement takes it from one square to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Reach {
    /// Its movement never goes there.
    Never,
    /// Only by its double step, which it may not take from this rank.
    DoubleStepRank,
    /// It would, but pieces stand in the way (along `line`; a double step's are its two
    /// squares).
    Blocked(Vec<Square>, Line),
    /// Only by `line`, which captures, and there is nothing to capture.
    CapturesOnly(Line),
    /// Only by `line`, which does not capture, and a piece stands there.
    MovesOnly(Line),
    /// Only by `line`, a hop over exactly one piece, and this many stand between (a
    /// grasshopper's: just before the square).
    Screens(Line, usize),
    /// Only by `line`, a hop whose one screen, on this square, is of a kind it may not hop
    /// over (janggi's cannon over a cannon).
    Unscreened(Line, Square),
    /// Only by `line`, and the piece there is of a kind it may not capture (janggi's cannon
    /// taking a cannon).
    Immune(Line),
    /// Only by `line`, one of its moves along the game's diagonal lines (janggi's palace),
    /// and the way leaves them.
    OffLines(Line),
    /// It would, but it may not leave its region (xiangqi's palace).
    Outside,
    /// It goes there (the move may still leave a royal piece attacked).
    Yes,
}

impl Reach {
    /// How close the answer is to a move: an open way first, then a hop with the wrong
    /// number of screens (a cannon's capture says more than its rook move), then a way for the
    /// other kind of move, then a blocked way.
    fn rank(&self) -> u8 {
        match self {
            Reach::Never => 0,
            Reach::DoubleStepRank | Reach::Outside | Reach::OffLines(_) => 1,
            Reach::Blocked(..) => 2,
            Reach::CapturesOnly(_) | Reach::MovesOnly(_) | Reach::Immune(_) => 3,
            Reach::Screens(..) | Reach::Unscreened(..) => 4,
            Reach::Yes => 5,
        }
    }

    /// Keeps `found` if it is closer to a move.
    fn keep_better(&mut self, found: Reach) {
        if found.rank() > self.rank() {
            *self = found;
        }
    }

    /// Whether the movement goes there at all (blocked or not, whatever stands there).
    pub(super) fn goes(&self) -> bool {
        !matches!(
            self,
            Reach::Never | Reach::DoubleStepRank | Reach::Outside | Reach::OffLines(_)
        )
    }
}

/// How a piece of `role` of `color` on `from` reaches `to` by its movement.
pub(super) fn reach(pos: &Position, role: Role, color: Color, from: Square, to: Square) -> Reach {
    let rules = pos.rules();
    let g = rules.geometry;
    if !g.contains(from) || !g.contains(to) || from == to {
        return Reach::Never;
    }
    let board = pos.board();
    let occupied = board.get(to).is_some();
    let pawn = rules.is_pawn(role);
    let en_passant = pawn && rules.en_passant && pos.en_passant().is_some_and(|e| e.square == to);
    let enemy = board.get(to).is_some_and(|p| p.color != color) || en_passant;
    let d = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    // A piece or a wall: what blocks a ride and screens a hop.
    let filled = |s: &Square| board.occupied().has(g.bit_index(*s));
    let between = |v: (i8, i8), k: i8| -> Vec<Square> {
        (1..k)
            .filter_map(|i| g.offset(from, v.0 * i, v.1 * i))
            .filter(filled)
            .collect()
    };
    let mut best = Reach::Never;
    let kind = rules.piece(role);
    let side = |set: Set| match color {
        Color::White => set,
        Color::Black => crate::core::bitboard::mirror(g, set),
    };
    let inside = |sq: Square, set: Set| side(set).has(g.bit_index(sq));
    let lines = match &kind.zone_moves {
        Some(z) if inside(from, z.squares) => &z.movement.lines,
        _ => &kind.movement.lines,
    };
    let kind_on = |sq: Square, set: crate::core::role::RoleSet| {
        board.get(sq).is_some_and(|p| set.contains(p.role))
    };
    let diagonal = kind.diagonal_moves.iter().flat_map(|z| &z.movement.lines);
    for (line, along) in lines
        .iter()
        .map(|l| (l, false))
        .chain(diagonal.map(|l| (l, true)))
    {
        let v = line.vector_for(color);
        let range = match line.path {
            Path::Hop | Path::Grasshop => 0,
            _ => line.range,
        };
        let Some(k) = steps(v, d, range) else {
            continue;
        };
        let on_lines =
            |sq: Option<Square>| sq.is_some_and(|s| rules.diagonal_lines.has(g.bit_index(s)));
        if along && !(0..=k).all(|i| on_lines(g.offset(from, v.0 * i, v.1 * i))) {
            best.keep_better(Reach::OffLines(*line));
            continue;
        }
        let blocks = match line.path {
            Path::Lame => crate::core::role::lame_path(v)
                .into_iter()
                .filter_map(|(x, y)| g.offset(from, x, y))
                .filter(filled)
                .collect(),
            _ => between(v, k),
        };
        let screened = match line.path {
            Path::Hop => {
                blocks.len() == 1
                    && (line.range == 0 || k - steps_to(from, blocks[0]) <= line.range as i8)
            }
            Path::Grasshop => blocks.len() == 1 && g.offset(to, -v.0, -v.1) == Some(blocks[0]),
            _ => true,
        };
        let hopper = matches!(line.path, Path::Hop | Path::Grasshop);
        best.keep_better(if !screened {
            Reach::Screens(*line, blocks.len())
        } else if hopper && kind_on(blocks[0], kind.cannot_hop) {
            Reach::Unscreened(*line, blocks[0])
        } else if !blocks.is_empty() && !hopper {
            Reach::Blocked(blocks, *line)
        } else {
            match line.mode {
                _ if enemy && line.mode.captures() && kind_on(to, kind.cannot_capture) => {
                    Reach::Immune(*line)
                }
                Mode::Both => Reach::Yes,
                Mode::Move if occupied => Reach::MovesOnly(*line),
                Mode::Capture if !enemy => Reach::CapturesOnly(*line),
                _ => Reach::Yes,
            }
        });
    }
    if pawn && best == Reach::Never {
        for line in &kind.movement.double_steps() {
            let v = line.vector_for(color);
            if d != (2 * v.0, 2 * v.1) {
                continue;
            }
            if !rules.double_steps_from(color, from) {
                best.keep_better(Reach::DoubleStepRank);
                continue;
            }
            let mut blocks = between(v, 2);
            if occupied {
                blocks.push(to);
            }
            best.keep_better(if blocks.is_empty() {
                Reach::Yes
            } else {
                Reach::Blocked(blocks, *line)
            });
        }
        // The first moves that leap (the hoplite's two squares diagonally forward).
        for line in kind
            .movement
            .initial
            .iter()
            .filter(|l| l.path == Path::Open)
        {
            if line.vector_for(color) != d {
                continue;
            }
            best.keep_better(if !rules.double_steps_from(color, from) {
                Reach::DoubleStepRank
            } else if occupied {
                Reach::MovesOnly(*line)
            } else {
                Reach::Yes
            });
        }
    }
    if best.goes() && kind.region.is_some_and(|r| !inside(to, r)) {
        return Reach::Outside;
    }
    best
}

/// The number of steps from `from` to `sq` along their line (the larger coordinate's
/// distance).
fn steps_to(from: Square, sq: Square) -> i8 {
    let df = (sq.file() as i8 - from.file() as i8).abs();
    let dr = (sq.rank() as i8 - from.rank() as i8).abs();
    df.max(dr)
}

/// How many steps of `v` make `d`, if a whole number of them within `range` (0: any) does.
fn steps(v: (i8, i8), d: (i8, i8), range: u8) -> Option<i8> {
    let along = |v: i8, d: i8| -> Option<Option<i8>> {
        match (v, d) {
            (0, 0) => Some(None),
            (0, _) => None,
            _ if d % v == 0 && d / v > 0 => Some(Some(d / v)),
            _ => None,
        }
    };
    let k = match (along(v.0, d.0)?, along(v.1, d.1)?) {
        (Some(a), Some(b)) if a == b => a,
        (Some(a), None) | (None, Some(a)) => a,
        _ => return None,
    };
    (range == 0 || k <= range as i8).then_some(k)
}

/// Whether `squares` are walls, every one (and there is one).
pub(super) fn walls_only(pos: &Position, squares: &[Square]) -> bool {
    let g = pos.geometry();
    !squares.is_empty() && (squares.iter()).all(|&s| pos.board().walls().has(g.bit_index(s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_along_a_line() {
        assert_eq!(steps((1, 0), (5, 0), 0), Some(5));
        assert_eq!(steps((1, 1), (3, 3), 2), None);
        assert_eq!(steps((1, 1), (2, 2), 2), Some(2));
        assert_eq!(steps((2, 1), (4, 2), 0), Some(2));
        assert_eq!(steps((2, 1), (2, 1), 1), Some(1));
        assert_eq!(steps((1, 0), (-2, 0), 0), None);
        assert_eq!(steps((0, 1), (1, 1), 0), None);
    }
}
