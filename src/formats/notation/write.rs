//! Writing a move: UCI, and SAN with its disambiguation and check mark. A game whose moves
//! read differently (Bario's turns) writes them with its hook
//! ([`crate::core::rules::Hooks::write_move`]), from the pieces here.

use crate::core::castling::Wing;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;
use crate::core::rules::MoveText;
use crate::util::text::{push, push_char};

/// The UCI form of a move (see the module documentation).
pub fn uci(pos: &Position, m: &Move) -> String {
    let mut s = String::new();
    push_uci(pos, m, &mut s);
    s
}

/// Appends the UCI form of a move to `s`.
pub fn push_uci(pos: &Position, m: &Move, s: &mut String) {
    match pos.rules().hooks.write_move {
        Some(write) => {
            let legal = &[];
            write(
                pos,
                &mut MoveText {
                    m,
                    legal,
                    san: false,
                    out: s,
                },
            )
        }
        None => push_plain_uci(m, s),
    }
}

/// Appends the UCI of the move proper (after any identification): a placement `K@g1`, a
/// castle as the royal piece's square then the rook's, else the squares and the promotion.
pub fn push_plain_uci(m: &Move, s: &mut String) {
    match m.kind {
        _ if m.is_placement() => push_placement(m, s),
        MoveKind::Castle { rook, .. } => {
            m.from.push_name(s);
            rook.push_name(s);
        }
        _ => {
            m.from.push_name(s);
            m.to.push_name(s);
            if let Some(p) = m.promotion {
                push_char(s, p.char());
            }
        }
    }
}

/// Appends a placement: the piece's letter, `@`, the square (`K@g1`).
fn push_placement(m: &Move, s: &mut String) {
    push_char(s, m.role.upper_char());
    push_char(s, '@');
    m.to.push_name(s);
}

/// Whether a castle is "short" (with the rook on the royal piece's own side).
pub fn is_short_castle(pos: &Position, m: &Move) -> bool {
    let MoveKind::Castle { rook, .. } = m.kind else {
        return false;
    };
    let rights = pos.castling();
    let royal = rights
        .royal_wing(pos.turn(), m.from.file())
        .unwrap_or(Wing::Right);
    Wing::of(rook.file(), m.from.file()) == royal
}

/// SAN without the check suffix.
pub(super) fn san_body(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = String::new();
    match pos.rules().hooks.write_move {
        Some(write) => write(
            pos,
            &mut MoveText {
                m,
                legal,
                san: true,
                out: &mut s,
            },
        ),
        None => push_plain_san(pos, m, legal, true, &mut s),
    }
    s
}

/// Appends the SAN of the move proper (after any identification), without the check
/// suffix; a piece's move tells it from the others of its kind that can go to the same
/// square if `disambiguate`.
pub fn push_plain_san(
    pos: &Position,
    m: &Move,
    legal: &[Move],
    disambiguate: bool,
    s: &mut String,
) {
    match m.kind {
        _ if m.is_placement() => push_placement(m, s),
        MoveKind::Castle { .. } => {
            if m.role != Role::King {
                push_char(s, m.role.upper_char());
            }
            push(
                s,
                if is_short_castle(pos, m) {
                    "O-O"
                } else {
                    "O-O-O"
                },
            );
        }
        _ if m.role == Role::Pawn => {
            if m.is_capture() {
                push_char(s, m.from.file_char());
                push_char(s, 'x');
            }
            m.to.push_name(s);
            if let Some(p) = m.promotion {
                push_char(s, '=');
                push_char(s, p.upper_char());
            }
        }
        _ => {
            push_char(s, m.role.upper_char());
            if disambiguate {
                push_disambiguation(s, m, legal);
            }
            if m.is_capture() {
                push_char(s, 'x');
            }
            m.to.push_name(s);
        }
    }
}

/// Appends what tells the moving piece from the others of its kind that can go to the same
/// square with a move of the same kind: its file if that is enough, else its rank, else its
/// square.
fn push_disambiguation(s: &mut String, m: &Move, legal: &[Move]) {
    // The other pieces of the kind that can go there: do any share the moving piece's
    // file, its rank?
    let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
    for o in legal {
        if o.role == m.role && o.to == m.to && o.from != m.from && o.kind == m.kind {
            rivals = true;
            same_file |= o.from.file() == m.from.file();
            same_rank |= o.from.rank() == m.from.rank();
        }
    }
    let name = m.from.name();
    if rivals && !same_file {
        push_char(s, m.from.file_char());
    } else if rivals && !same_rank {
        push(s, name.get(1..).unwrap_or(""));
    } else if rivals {
        push(s, name);
    }
}

/// The SAN of a move, with `+` when it attacks a royal piece and `#` when it mates.
/// `legal` is the list of legal moves (for disambiguation).
pub fn san(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = san_body(pos, m, legal);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        push_char(
            &mut s,
            if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            },
        );
    }
    s
}
