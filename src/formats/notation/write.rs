//! Writing a move: UCI, and SAN with its disambiguation and check mark. A game whose moves
//! read differently (Bario's turns) writes them with its hook
//! ([`crate::core::rules::Hooks::write_move`]), from the pieces here.

use crate::core::castling::Wing;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::rules::MoveText;

/// The UCI form of a move (see the module documentation).
pub fn uci(pos: &Position, m: &Move) -> String {
    let mut s = String::new();
    push_uci(pos, m, &mut s);
    s
}

/// Appends the UCI form of a move to `s`.
pub fn push_uci(pos: &Position, m: &Move, s: &mut String) {
    match pos.rules().hooks.write_move {
        Some(write) => write(
            pos,
            &mut MoveText {
                m,
                legal: &[],
                san: false,
                out: s,
            },
        ),
        None => push_plain_uci(pos, m, s),
    }
}

/// Appends the UCI of the move proper (after any identification): a placement `K@g1`, a
/// castle as the royal piece's move (`e1g1`) or, from other squares than the start's or where
/// that is a move of the piece's own, as its square then the rook's (`e1h1`), else the squares
/// and the promotion.
pub fn push_plain_uci(pos: &Position, m: &Move, s: &mut String) {
    match m.kind {
        MoveKind::Place | MoveKind::Drop => push_placement(pos, m, s),
        // A castle whose rook's square takes the piece from the hand: the rook's square,
        // then the royal piece's, then the piece (`h1e1h`), as Fairy-Stockfish writes it.
        MoveKind::Castle { rook, .. } if m.gate.is_some_and(|(_, sq)| sq == rook) => {
            s.push_str(rook.name());
            s.push_str(m.from.name());
        }
        MoveKind::Castle { rook, .. } => {
            s.push_str(m.from.name());
            if castles_as_royal_move(pos, m) {
                s.push_str(m.to.name());
            } else {
                s.push_str(rook.name());
            }
        }
        _ => {
            s.push_str(m.from.name());
            s.push_str(m.to.name());
            // A promotion into the piece's promoted form is a `+`, as Fairy-Stockfish writes
            // shogi's (`b2h8+`).
            // A promoted form's turning back is a `-` (Kyoto shogi's `c3c4-`).
            match m.promotion {
                Some(p) if pos.rules().promoted_form(m.role) == Some(p) => s.push('+'),
                Some(p) if pos.rules().is_demotion(m.role, Some(p)) => s.push('-'),
                Some(p) => s.push(pos.rules().letter(p)),
                None => {}
            }
        }
    }
    // Gating: the letter of the piece that enters (`b1c3h`).
    if let Some((role, _)) = m.gate {
        s.push(pos.rules().letter(role));
    }
    // A wall: `,`, the piece's destination and the wall's square (`d1d7,d7g7`), as
    // Fairy-Stockfish writes it.
    if let Some(wall) = m.wall {
        s.push(',');
        s.push_str(m.to.name());
        s.push_str(wall.name());
    }
}

/// Whether UCI writes a castle as the royal piece's own move (`e1g1`): the royal piece and the
/// rook stand where the game starts them, and the piece could not go there by its own
/// movement (Coregal's queen could: its castles are written `d1a1`).
pub fn castles_as_royal_move(pos: &Position, m: &Move) -> bool {
    let (MoveKind::Castle { rook, .. }, Some(table)) = (m.kind, pos.rules().castling) else {
        return false;
    };
    let c = pos.turn();
    let from_start = Wing::ALL
        .iter()
        .any(|&w| table.start.royal(c, w) == Some(m.from.file()))
        && Wing::ALL
            .iter()
            .any(|&w| table.start.rook(c, w) == Some(rook.file()));
    let df = i16::from(m.to.file()) - i16::from(m.from.file());
    from_start && df != 0 && !reaches_along_rank(pos, m, df)
}

/// Whether the castling piece's movement reaches `df` files along its rank on an empty board.
fn reaches_along_rank(pos: &Position, m: &Move, df: i16) -> bool {
    pos.rules().piece(m.role).movement.lines.iter().any(|l| {
        let (x, y) = (i16::from(l.vector.0), i16::from(l.vector.1));
        if y != 0 || x == 0 || df % x != 0 || df / x <= 0 {
            return false;
        }
        let steps = df / x;
        steps == 1 || (l.range != 1 && (l.range == 0 || steps <= i16::from(l.range)))
    })
}

/// Appends a placement or a drop: the piece's letter, `@`, the square (`K@g1`, `P@e4`), in
/// UCI and SAN alike, as Fairy-Stockfish writes them; a drop as the promoted form with a `+`
/// before (`+P@c3`).
fn push_placement(pos: &Position, m: &Move, s: &mut String) {
    if m.promotion.is_some() {
        s.push('+');
    }
    s.push(pos.rules().letter(m.role).to_ascii_uppercase());
    s.push('@');
    s.push_str(m.to.name());
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
/// suffix; a move tells the moving piece from the others of its kind that can go to the same
/// square if `disambiguate`.
pub fn push_plain_san(
    pos: &Position,
    m: &Move,
    legal: &[Move],
    disambiguate: bool,
    s: &mut String,
) {
    let rules = pos.rules();
    let letter = rules.letter(m.role).to_ascii_uppercase();
    match m.kind {
        MoveKind::Place | MoveKind::Drop => push_placement(pos, m, s),
        MoveKind::Castle { .. } => {
            if rules.castling.is_some_and(|t| t.primary != m.role) {
                s.push(letter);
            }
            s.push_str(if is_short_castle(pos, m) {
                "O-O"
            } else {
                "O-O-O"
            });
            // The piece that enters and where: the royal piece's square or the rook's.
            if let Some((role, sq)) = m.gate {
                s.push('/');
                s.push(rules.letter(role).to_ascii_uppercase());
                s.push_str(sq.name());
            }
        }
        _ => {
            let pawn = rules.is_san_pawn(m.role);
            if !pawn {
                s.push(letter);
            }
            // Sittuyin's promotion by a step names the pawn's square (`g6h5=F`), as
            // Fairy-Stockfish writes it: no pawn steps there otherwise.
            if pawn && rules.promotion.as_move && m.promotion.is_some() && m.from != m.to {
                s.push_str(m.from.name());
            } else if disambiguate || pawn {
                // Nor is such a promotion a rival of a step to the same square (`f5`).
                let apart = pawn && rules.promotion.as_move;
                push_disambiguation(s, m, legal, pawn && m.is_capture(), apart);
            }
            if m.is_capture() {
                s.push('x');
            }
            s.push_str(m.to.name());
            if let Some(p) = m.promotion {
                s.push('=');
                s.push(rules.letter(p).to_ascii_uppercase());
            }
            if let Some((role, _)) = m.gate {
                s.push('/');
                s.push(rules.letter(role).to_ascii_uppercase());
            }
        }
    }
    // A wall: `,` and its square (`Qd7,g7`), as Fairy-Stockfish writes it.
    if let Some(wall) = m.wall {
        s.push(',');
        s.push_str(wall.name());
    }
}

/// Appends what tells the moving piece from the others of its kind that can go to the same
/// square: its file if that is enough, else its rank, else its square. A pawn's capture
/// names its file anyway (`exd5`), and its square if the file is not enough (Berolina's
/// pawns: `b3xc4`). With `promotions_apart`, a promotion is no rival of a move that is none.
fn push_disambiguation(
    s: &mut String,
    m: &Move,
    legal: &[Move],
    file_anyway: bool,
    promotions_apart: bool,
) {
    // Moves of one class: a definition or a placement is no rival of a move.
    let class = |m: &Move| match m.kind {
        MoveKind::Define => 1,
        MoveKind::Place | MoveKind::Drop => 2,
        MoveKind::Castle { .. } => 3,
        _ => 0,
    };
    let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
    // A gating move's rivals gate the same kind of piece (`Nc6/E` needs no file where the
    // other knight cannot gate), and a walling move's place the same wall, as
    // Fairy-Stockfish writes them.
    let gate = |m: &Move| m.gate.map(|(role, _)| role);
    for o in legal {
        let alike = class(o) == class(m)
            && o.identify == m.identify
            && gate(o) == gate(m)
            && o.wall == m.wall
            && (!promotions_apart || o.promotion.is_some() == m.promotion.is_some());
        if alike && o.role == m.role && o.to == m.to && o.from != m.from {
            rivals = true;
            same_file |= o.from.file() == m.from.file();
            same_rank |= o.from.rank() == m.from.rank();
        }
    }
    let name = m.from.name();
    if (rivals || file_anyway) && !same_file {
        s.push(m.from.file_char());
    } else if rivals && !same_rank && !file_anyway {
        s.push_str(name.get(1..).unwrap_or(""));
    } else if rivals {
        s.push_str(name);
    }
}

/// The SAN of a move, with `+` when it attacks a royal piece and `#` when it mates.
/// `legal` is the list of legal moves (for disambiguation).
pub fn san(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = san_body(pos, m, legal);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        s.push(if after.count_legal_moves() == 0 {
            '#'
        } else {
            '+'
        });
    }
    s
}
