//! Janggi's modern rule on repeated moves, as Fairy-Stockfish plays it (its
//! `moveRepetitionIllegal`, for Kakao Janggi's rules): a side that moves the same piece
//! back and forth loses, whether or not the position repeats.
//!
//! In a player's terms: a piece arrives on a point `b` without capturing, then goes to a
//! point `a`, back to `b`, to `a` again and back to `b`: with that fifth move in a row of the
//! piece (four between the same two points), its side loses. One pass may stand between
//! the last two moves (`b` to `a`, pass, `a` to `b`), nowhere else. It counts only where:
//!
//! * the piece is of a kind that may enter the other side's palace (where its general may
//!   stand): not the general nor the advisors, which never leave their own;
//! * the side moving it was never in check before any of those moves (a check by the other
//!   side between them ends the count);
//! * nothing was captured and no move reset the move rule's count from the arrival on `b`
//!   on (so that the arrival itself is a move of the game: a piece that stood on `b` in the
//!   start position never arrived there).
//!
//! Fairy-Stockfish reads the count off its game history at each position
//! (`Position::is_optional_game_end`); here the same is read off a [`crate::game::Game`]'s
//! positions and moves, when its status is asked for.
//!
//! One difference: where the arrival on `b` would be the move before the game's first,
//! Fairy-Stockfish reads that move as none, whose square of arrival is its first square
//! (`a1`), so that a piece that stood on `a1` in the start position and moves `a1`, `a2`,
//! `a1`, `a2`, `a1` as its side's first moves loses there; here it does not, as it does not
//! from any other square.

use crate::core::bitboard::{mirror, Set};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::Role;

/// One move of a game as the rule reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ply {
    /// Where the piece left.
    pub from: Square,
    /// Where it arrived.
    pub to: Square,
    /// Whether the move was a pass.
    pub pass: bool,
    /// Whether it moved a piece on the board from one square to another and did nothing
    /// more: not a pass, a drop, a promotion, castling or gating.
    pub plain: bool,
    /// Whether it captured.
    pub capture: bool,
}

impl Ply {
    /// Whether this move is `other` played backwards.
    fn reverses(&self, other: &Ply) -> bool {
        self.plain && other.plain && self.from == other.to && self.to == other.from
    }
}

/// Whether the side that has just moved loses by the rule, in a game whose positions are
/// `back(i)` (`i` plies back, 0 the current one) reached by the moves `ply(i)` (the move
/// that led to `back(i)`), where the last `end` plies may be looked at: those since the
/// last capture or move that reset the move rule's count, and kept in the game.
///
/// The moves of the side that has just moved are `ply(0)`, `ply(2)`, `ply(4)`...; the
/// other side's `ply(1)`, `ply(3)`..., and `back(1)`, `back(3)`... are the positions where
/// the side that has just moved was to move. Reading back from `ply(0)` (from `a` to `b`):
/// `ply(2)` is its reverse, or a pass; then each move of the side two plies further back is
/// the reverse of the one after it (after a pass, of `ply(0)` first), four moves in all;
/// then the move before those arrived on `b` without capturing. The side was never in
/// check before any of those moves (`back(1)`, `back(3)`..., each only within `end` past
/// the first two).
pub(crate) fn lost<'a>(
    back: impl Fn(usize) -> Option<&'a Position>,
    ply: impl Fn(usize) -> Option<Ply>,
    end: usize,
) -> bool {
    if end < 4 {
        return false;
    }
    let (Some(now), Some(last), Some(before)) = (back(0), ply(0), ply(2)) else {
        return false;
    };
    let checked = |i: usize| back(i).is_some_and(Position::is_check);
    if !last.plain || checked(1) || checked(3) || !may_enter_palace(now, last.to) {
        return false;
    }
    // How many of the moves read so far go back and forth (a pass counting as one).
    let mut count = if before.reverses(&last) {
        2
    } else if before.pass {
        1
    } else {
        return false;
    };
    for i in (4..=end).step_by(2) {
        if i < end && checked(i + 1) {
            return false;
        }
        let Some(earlier) = ply(i) else {
            return false;
        };
        if count < 4 {
            // After a pass, the move before it reverses the last one.
            let later = if count == 1 { Some(last) } else { ply(i - 2) };
            if !later.is_some_and(|l| earlier.reverses(&l)) {
                return false;
            }
            count += 1;
        } else {
            return !earlier.capture && ply(i - 2).is_some_and(|l| l.from == earlier.to);
        }
    }
    false
}

/// Whether the piece on `to` in `pos`, of the side that has just moved, is of a kind that
/// may stand where the other side's royal pieces may (Fairy-Stockfish's mobility regions).
fn may_enter_palace(pos: &Position, to: Square) -> bool {
    let g = pos.geometry();
    let all = if g.size() >= 128 {
        Set::ALL
    } else {
        Set::below(g.size() as u32)
    };
    let region = |role: Role, color: Color| match pos.rules().piece(role).region {
        None => all,
        Some(white) if color == Color::White => white,
        Some(white) => mirror(g, white),
    };
    let Some(role) = pos.board().get(to).map(|p| p.role) else {
        return false;
    };
    let us = pos.turn();
    let palace = (pos.rules().roles())
        .filter(|&r| pos.rules().piece(r).royal)
        .fold(Set::EMPTY, |s, r| s | region(r, us));
    let palace = if palace == Set::EMPTY { all } else { palace };
    region(role, !us) & palace != Set::EMPTY
}
