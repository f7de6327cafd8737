//! Questions about one piece's movement, for explanations and the search: can it go from one square to
//! another at all, and if not now, what stands in the way.

use super::betza::Mode;
use super::position::Position;
use crate::core::geometry::Square;

/// Whether a piece's movement takes it from one square to another, the legality of the
/// position aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Its movement never goes there.
    Never,
    /// It would, but these pieces stand in the way.
    Blocked(Vec<Square>),
    /// It goes there only to capture, and the square is empty.
    CapturesOnly,
    /// It goes there only without capturing, and a piece stands there.
    MovesOnly,
    /// It goes there (the move may still leave a royal piece attacked).
    Yes,
}

/// How the piece on `from` (which must be there) reaches `to`.
pub fn reach(pos: &Position, from: Square, to: Square) -> Reach {
    let rules = &*pos.rules;
    let Some(piece) = pos.piece_at(from) else {
        return Reach::Never;
    };
    if !rules.geometry.contains(to) {
        return Reach::Never;
    }
    let (f, t) = (rules.index(from) as usize, rules.index(to));
    let target = 1u128 << t;
    let occupied = pos.piece_at(to).is_some();
    let occ = pos.by_color[0] | pos.by_color[1];
    let moves = &rules.kinds[piece.kind as usize].moves[piece.color.index()];
    let mut best = Reach::Never;
    let mut consider = |mode: Mode, blockers: u128| {
        let found = if blockers != 0 {
            let mut squares = Vec::new();
            let mut b = blockers;
            while b != 0 {
                squares.push(rules.square(b.trailing_zeros()));
                b &= b - 1;
            }
            Reach::Blocked(squares)
        } else {
            match (mode, occupied) {
                (Mode::Move, true) => Reach::MovesOnly,
                (Mode::Capture, false) => Reach::CapturesOnly,
                _ => Reach::Yes,
            }
        };
        if rank(&found) > rank(&best) {
            best = found;
        }
    };
    if moves.leap_move[f] & target != 0 {
        consider(Mode::Move, 0);
    }
    if moves.leap_capture[f] & target != 0 {
        consider(Mode::Capture, 0);
    }
    for ride in &moves.rides {
        if rules.lines.reach(ride, f) & target != 0 {
            let before = rules.lines.up_to(ride, f, t) & !target;
            consider(ride.mode, before & occ);
        }
    }
    for step in &moves.steps {
        if step.double >> f & 1 != 0 && f as i32 + 2 * step.delta == t as i32 {
            consider(Mode::Move, occ & (1u128 << (f as i32 + step.delta)));
        }
    }
    best
}

/// How good an answer is: an open way first, then a way for the other kind of move, then a
/// blocked way.
fn rank(r: &Reach) -> u8 {
    match r {
        Reach::Never => 0,
        Reach::Blocked(_) => 1,
        Reach::CapturesOnly | Reach::MovesOnly => 2,
        Reach::Yes => 3,
    }
}

impl Position {
    /// The pieces of the side not to move that would attack a royal piece of the side to
    /// move after `m`, a legal-looking move.
    pub fn attackers_after(&self, m: &super::DefinedMove) -> Vec<Square> {
        let mut after = self.clone();
        after.play(m);
        let us = self.turn;
        let mut found = Vec::new();
        let mut royals = after.royals(us);
        while royals != 0 {
            let r = royals.trailing_zeros() as usize;
            let mut a = super::movegen::attackers(&after, !us, r);
            while a != 0 {
                found.push(self.rules.square(a.trailing_zeros()));
                a &= a - 1;
            }
            royals &= royals - 1;
        }
        found
    }

    /// The value of a kind for the search, in centipawns: a pawn 100, a royal piece 0, any
    /// other piece by how many squares it attacks on average from the squares of an empty
    /// board (about 230 for a knight and 450 for a rook on 8x8).
    pub fn kind_value(&self, kind: u8) -> i32 {
        let k = &self.rules.kinds[kind as usize];
        if k.piece.royal {
            return 0;
        }
        if k.piece.pawn {
            return 100;
        }
        let m = &k.moves[0];
        let n = m.leap_capture.len();
        let mut total = 0u32;
        for sq in 0..n {
            let mut set = m.leap_capture[sq] | m.leap_move[sq];
            for ride in &m.rides {
                set |= self.rules.lines.reach(ride, sq);
            }
            total += set.count_ones();
        }
        100 + (25 * total / n.max(1) as u32) as i32
    }
}
