//! Bario: the officers start undefined (`u`/`U`) on the back ranks, their types in a
//! reserve; a turn defines one of them and moves it, or moves a defined piece.
//!
//! Rules: vchess (`shared/rules/vchess-variants.md` §5) with the decisions of
//! `shared/rules/README.md`:
//!
//! - **First turn** of each side: the king is placed on one of its back-rank undefined
//!   pieces (`K@g1`).
//! - **A turn** moves a defined piece (pawn, king, rook, knight, bishop, queen), or defines
//!   one undefined piece with a reserve piece and moves that same piece (`N@b1,Nc3`). A
//!   definition that leaves the piece no legal move is never offered, since
//!   [`crate::core::position::Position::legal_moves`] lists whole turns.
//! - **Capture of an undefined piece**: its owner's next turn starts by saying which
//!   reserve piece it was (`Qd8X,...` in SAN, `Q=d8,...` in UCI), then goes on as a normal
//!   turn; an identification is offered only when a legal turn follows it. Until then the
//!   captured piece still counts in its owner's reserve (the FEN's capture field marks it).
//! - **Potential check**: an undefined piece attacks a square if any role left in its
//!   owner's reserve would (knights included, README Q4); the shared attack code does this.
//! - **Reversion** (README Q5): when a turn defines the mover's last undefined piece, every
//!   rook, knight, bishop and queen of the mover on the board becomes undefined again and
//!   returns to its reserve, unless all the mover's pieces (board and reserve) are of one
//!   type; the opponent's do too, unless all of the opponent's pieces (board and reserve)
//!   are of one type (§5.6). Only a definition can define the last undefined piece, so a
//!   king move (or any move of a defined piece) never causes one.
//! - **Legality**: after the whole turn and any reversion it causes, the mover's king is
//!   attacked neither actually nor potentially.
//! - **End**: a side with no legal turn loses if its king is (potentially) attacked, else
//!   the game is drawn. Pawns promote freely to rook, knight, bishop or queen.
//!
//! Position checks (beyond the shared ones): at most one king per side; a side may lack its
//! king only before its first turn, i.e. while its first rank still holds its eight
//! undefined pieces, and only in placement order (White first: a kingless White must be to
//! move, a kingless Black needs Black to move or White kingless too); the reserve must
//! hold one piece per undefined piece on the board, one fewer while the king is not placed
//! and one more while a captured undefined piece awaits identification; the capture field
//! must name a piece of the side that just moved.
//!
//! ```
//! use fenboard::variants::bario;
//! let pos = bario::start();
//! assert_eq!(pos.legal_moves().len(), 8);
//! ```

use crate::core::bitboard::Bits;
use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::movegen;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Rules;
use crate::core::position::{reserve_index, Position, PositionError, RESERVE_ROLES};
use crate::core::role::Role::*;
use crate::core::role::{Piece, Role};
use crate::core::rules::{FenDialect, Hooks, Promotion};
use crate::util::text;

/// The start position (vchess FEN): eight undefined pieces per side, reserve 2 rooks,
/// 2 knights, 2 bishops, 1 queen each, no pending capture.
pub const START_FEN: &str = "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -";

/// Bario.
pub static RULES: Rules = Rules {
    id: "bario",
    name: "Bario",
    start_fen: START_FEN,
    geometry: Geometry::CHESS,
    roles: &[Pawn, Knight, Bishop, Rook, Queen, King, Undefined],
    royals: &[King],
    castling: None,
    pawn_double_rank: 1,
    promotion: Promotion {
        roles: &[Queen, Rook, Bishop, Knight],
        zone: 1,
        only_captured: false,
    },
    initial_counts: &[],
    fen: FenDialect::Vchess,
    insufficient_material: false,
    fifty_moves: false,
    reserve: Some([2, 2, 2, 1]),
    hooks: Hooks {
        validate,
        legal_moves: Some(legal_turns),
        after_move: Some(revert),
    },
};

/// The start position.
pub fn start() -> Position {
    crate::formats::fen::start(&RULES)
}

/// The start FEN (Bario has no random starts: the same for every randomness level).
pub fn start_fen() -> String {
    text::owned(START_FEN)
}

fn has_king(pos: &Position, color: Color) -> bool {
    pos.board.find(color, King).next().is_some()
}

/// Number of undefined pieces of `color` on the board.
pub fn undefined_count(pos: &Position, color: Color) -> usize {
    pos.board.count(color, Undefined)
}

/// Every legal whole turn of the side to move.
fn legal_turns(pos: &Position, out: &mut Vec<Move>) {
    if pos.pending.is_none() {
        turns(pos, out);
        return;
    }
    // First say which reserve piece the captured undefined piece was, then play a turn.
    for (i, role) in RESERVE_ROLES.into_iter().enumerate() {
        if pos.reserve[pos.turn.index()][i] > 0 {
            identified_turns(pos, i, role, out);
        }
    }
}

/// The turns that start by identifying the pending captured piece as `role` (reserve
/// index `i`).
#[inline(never)]
fn identified_turns(pos: &Position, i: usize, role: Role, out: &mut Vec<Move>) {
    let mut identified = pos.clone();
    identified.reserve[pos.turn.index()][i] -= 1;
    identified.pending = None;
    let start = out.len();
    turns(&identified, out);
    for m in &mut out[start..] {
        m.identify = Some(role);
    }
}

/// The legal turns of a position with no pending identification.
fn turns(pos: &Position, out: &mut Vec<Move>) {
    let c = pos.turn;
    let mut cands = Vec::with_capacity(64);
    if !has_king(pos, c) {
        let back = pos.back_rank(c);
        for sq in pos.board.find(c, Undefined) {
            if sq.rank() == back {
                cands.push(Move {
                    kind: MoveKind::Place,
                    ..Move::normal(King, sq, sq, None)
                });
            }
        }
    } else {
        pos.pseudo_legal_moves(&mut cands);
        for role in pos.potential_roles(c) {
            definitions(pos, role, &mut cands);
        }
    }
    for m in cands {
        if pos.is_safe(&m) {
            out.push(m);
        }
    }
}

/// Adds the moves of every undefined piece of the side to move defined as `role` (not
/// checked for safety).
#[inline(never)]
fn definitions(pos: &Position, role: Role, out: &mut Vec<Move>) {
    let piece = Piece::new(pos.turn, role);
    for sq in pos.board.find(pos.turn, Undefined) {
        let start = out.len();
        // Bario is played on the 8x8 board, whose bitboards are `u64`.
        debug_assert_eq!(pos.rules.geometry, <u64 as Bits>::GEOMETRY);
        movegen::table_piece_moves::<u64>(pos, sq, piece, out);
        for m in &mut out[start..] {
            m.define = true;
        }
    }
}

/// Whether every piece of `color` (rooks, knights, bishops, queens on the board and in the
/// reserve) is of one type.
fn all_one_type(pos: &Position, color: Color) -> bool {
    let mut kinds = 0;
    for (i, role) in RESERVE_ROLES.into_iter().enumerate() {
        if pos.board.count(color, role) > 0 || pos.reserve[color.index()][i] > 0 {
            kinds += 1;
        }
    }
    kinds <= 1
}

/// Turns every rook, knight, bishop and queen of `color` back into an undefined piece and
/// returns it to the reserve.
fn undefine_all(pos: &mut Position, color: Color) {
    for sq in pos.board.squares_of(pos.board.color_bits(color)) {
        if let Some(i) = pos.board.get(sq).and_then(|p| reserve_index(p.role)) {
            pos.board.set(sq, Some(Piece::new(color, Undefined)));
            let n = &mut pos.reserve[color.index()][i];
            *n = n.saturating_add(1);
        }
    }
}

/// Reversion, after a turn (the side to move is already the opponent).
fn revert(pos: &mut Position, m: &Move) {
    let mover = !pos.turn;
    // Only a definition can leave the mover with no undefined piece when it had one before.
    if !m.define || undefined_count(pos, mover) > 0 {
        return;
    }
    let revert_mover = !all_one_type(pos, mover);
    let revert_opponent = !all_one_type(pos, pos.turn);
    if revert_mover {
        undefine_all(pos, mover);
    }
    if revert_opponent {
        undefine_all(pos, pos.turn);
    }
}

fn validate(pos: &Position) -> Result<(), PositionError> {
    for color in Color::ALL {
        let count = pos.board.count(color, King);
        if count > 1 {
            return Err(PositionError::Kings { color, count });
        }
    }
    for color in Color::ALL {
        if has_king(pos, color) {
            continue;
        }
        let back = pos.back_rank(color);
        let all_files = (1 << pos.rules.geometry.width) - 1;
        if pos.board.files_on_rank(color, Undefined, back) != all_files {
            return Err(PositionError::KingNotPlaced {
                color,
                reason: "but its first rank does not hold its eight undefined pieces, so it has already played and must have placed its king",
            });
        }
        let in_order = match color {
            Color::White => pos.turn == Color::White,
            Color::Black => pos.turn == Color::Black || !has_king(pos, Color::White),
        };
        if !in_order {
            return Err(PositionError::KingNotPlaced {
                color,
                reason: "but White places its king first and Black next, so it must already have placed it",
            });
        }
    }
    if let Some(square) = pos.pending {
        match pos.board.get(square) {
            None => {
                return Err(PositionError::BadCapture {
                    square,
                    reason: "which is empty: it must hold the piece that captured there",
                })
            }
            Some(p) if p.color == pos.turn => {
                return Err(PositionError::BadCapture {
                    square,
                    reason: "which holds a piece of the side to move: it must hold a piece of the side that just moved",
                })
            }
            _ => {}
        }
    }
    for color in Color::ALL {
        let undefined = undefined_count(pos, color);
        let reserve: usize = pos.reserve[color.index()].iter().map(|&n| n as usize).sum();
        let unplaced = usize::from(!has_king(pos, color));
        let pending = usize::from(pos.pending.is_some() && pos.turn == color);
        let expected = (undefined + pending).saturating_sub(unplaced);
        if reserve != expected || undefined + pending < unplaced {
            return Err(PositionError::ReserveMismatch {
                color,
                undefined,
                reserve,
                expected,
            });
        }
    }
    Ok(())
}
