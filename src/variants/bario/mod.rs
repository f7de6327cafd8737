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
//! let bario = fenboard::Variant::builtin("bario").unwrap();
//! assert_eq!(bario.start_position().legal_moves().len(), 8);
//! ```
//!
//! # Design
//!
//! Bario is a definition (`variants/bario.json`: its board, pieces, pawns, start and FEN
//! dialect) whose `hooks` field names this code. The engine keeps only general concepts Bario
//! builds on, named for what they are: each side's reserve of pieces held off the board with
//! its pending capture ([`crate::core::reserve`], as crazyhouse's pockets), a stand-in kind
//! that attacks as every kind left in its side's reserve (`Rules::stand_in`, data: the attack
//! generator has no Bario code, and potential checks cost nothing), and the move kinds `Place`
//! and `Define` with a move's identification ([`crate::core::moves`]). Where the game needs
//! code, it is a hook of [`crate::core::rules::Hooks`], each in its module: `turns` (legal
//! moves: whole turns), `after_turn` (the pending capture, reversion), `validate`, `fen` (the
//! reserve and capture fields), `notation` (turns in UCI and SAN, a kind the reserve lacks);
//! `error` holds Bario's errors, which the shared error types carry through their `Variant`
//! case with their codes and messages. The outcome is the shared one.

mod after_turn;
mod error;
mod fen;
mod notation;
mod turns;
mod validate;

use crate::core::color::Color;
use crate::core::position::Position;
use crate::core::position::Rules;
use crate::core::role::Role;
use crate::core::rules::{FenFields, Hooks};
use after_turn::after_turn;
use turns::legal_turns;
use validate::validate;

pub use error::Error;

/// Bario's code, as the engine calls it.
const HOOKS: Hooks<Position> = Hooks {
    validate: Some(validate),
    legal_moves: Some(legal_turns),
    after_move: Some(after_turn),
    fen_fields: Some(FenFields {
        read: fen::read_fields,
        write: fen::write_fields,
    }),
    write_move: Some(notation::write_turn),
    refuse_move: Some(notation::refuse_move),
};

/// The letters of the kinds the reserve holds, in the order its FEN field counts them.
const RESERVE: [char; 4] = ['r', 'n', 'b', 'q'];

/// Gives a game Bario's code: its undefined piece (`u`) is the stand-in, its reserve holds
/// rooks, knights, bishops and queens, and it needs one royal kind (the king).
pub fn install(rules: &mut Rules) -> Result<(), String> {
    let missing = || {
        "bario needs the pieces k (its only royal piece), r, n, b, q and u (the undefined piece)"
            .to_string()
    };
    let u = rules.role_of('u').ok_or_else(missing)?;
    let mut reserve = Vec::new();
    for l in RESERVE {
        reserve.push(rules.role_of(l).ok_or_else(missing)?);
    }
    let king = rules.role_of('k').filter(|&k| rules.royals.0 == 1 << k.0);
    king.ok_or_else(missing)?;
    rules.stand_in = Some(u);
    rules.reserve = reserve;
    rules.hooks = HOOKS;
    Ok(())
}

/// The king's kind (the game's only royal kind).
fn king(pos: &Position) -> Role {
    pos.rules().royals.iter().next().unwrap_or(Role(0))
}

/// The undefined piece's kind.
fn undefined(pos: &Position) -> Role {
    pos.rules().stand_in.unwrap_or(Role(0))
}

fn has_king(pos: &Position, color: Color) -> bool {
    pos.board().find(color, king(pos)).next().is_some()
}

/// Number of undefined pieces of `color` on the board.
pub fn undefined_count(pos: &Position, color: Color) -> usize {
    pos.board().count(color, undefined(pos))
}
