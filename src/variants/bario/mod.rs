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
//!   owner's reserve would (knights included, README Q4): it is the game's stand-in.
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
//!
//! # Design
//!
//! Bario's code is all here. The core keeps only the general concepts it builds on, named
//! for what they are: each side's reserve of pieces held off the board with its pending
//! capture ([`crate::core::reserve`], as crazyhouse's pockets), a stand-in role that attacks
//! as every role left in its side's reserve (`Rules::stand_in`, data: the attack generator
//! has no Bario code, and potential checks cost nothing), and the move kinds `Place`,
//! `Define` and `Identify` ([`crate::core::moves::MoveKind`]). The chess family's one
//! `Position` type serves Bario too (a copy generic over a Bario state would double the
//! code). Where the game needs code, it is a hook of [`crate::core::rules::Hooks`], each in
//! its module: `turns` (legal moves: whole turns), `after_turn` (the pending capture,
//! reversion), `validate`, `fen` (the reserve and capture fields), `notation` (turns in UCI
//! and SAN, a type the reserve lacks); `error` holds Bario's errors, which the shared error
//! types carry through their `Variant` case with their codes and messages. The outcome is
//! the shared one.

mod after_turn;
mod error;
mod fen;
mod notation;
mod turns;
mod validate;

use crate::core::color::Color;
use crate::core::geometry::Geometry;
use crate::core::position::{Position, Rules};
use crate::core::role::Role::*;
use crate::core::rules::{FenDialect, FenFields, Hooks, Promotion};
use crate::util::text;
use after_turn::after_turn;
use turns::legal_turns;
use validate::validate;

pub use error::Error;

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
    promotion: Promotion::ORTHODOX,
    initial_counts: &[],
    fen: FenDialect::Vchess,
    insufficient_material: false,
    fifty_moves: false,
    reserve: Some(FULL_RESERVE),
    stand_in: Some(Undefined),
    hooks: Hooks {
        validate,
        legal_moves: Some(legal_turns),
        after_move: Some(after_turn),
        fen_fields: Some(FenFields {
            read: fen::read_fields,
            write: fen::write_fields,
        }),
        write_move: Some(notation::write_turn),
        refuse_move: Some(notation::refuse_move),
    },
};

/// Each side's reserve at the start: 2 rooks, 2 knights, 2 bishops, 1 queen.
const FULL_RESERVE: [u8; 4] = [2, 2, 2, 1];

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
