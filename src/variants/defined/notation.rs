//! Moves of defined games written and read: UCI (`e2e4`, `e7e8q`; castling as the royal
//! piece's move, `f1i1`) and SAN (`Nf3`, `axb5`, `e8=Q`, `O-O`, with `+` and `#`).

use super::movegen;
use super::position::{DefinedMove, Position, Special};
use crate::core::error::{ErrorCode, VariantError};
use crate::util::text::first_chars;

/// UCI of a move.
pub fn uci(pos: &Position, m: &DefinedMove) -> String {
    let r = &*pos.rules;
    let mut s = String::with_capacity(6);
    s.push_str(r.square(m.from.into()).name());
    s.push_str(r.square(m.to.into()).name());
    if let Some(k) = m.promotion {
        s.push(r.kinds[k as usize].piece.letter);
    }
    s
}

/// SAN of a legal move, without its check mark.
pub fn san_without_check(pos: &Position, m: &DefinedMove, legal: &[DefinedMove]) -> String {
    let r = &*pos.rules;
    if let Special::Castle(rook, _) = m.special {
        return if rook > m.from {
            "O-O".into()
        } else {
            "O-O-O".into()
        };
    }
    let from = r.square(m.from.into());
    let to = r.square(m.to.into());
    let mut s = String::with_capacity(8);
    let kind = &r.kinds[m.kind as usize];
    let rivals: Vec<_> = legal
        .iter()
        .filter(|o| o.kind == m.kind && o.to == m.to && o.from != m.from)
        .filter(|o| !matches!(o.special, Special::Castle(..)))
        .map(|o| r.square(o.from.into()))
        .collect();
    // A pawn's capture names its file (`exd5`); any move that another piece of its kind
    // could make names its file, else its rank, else its square (`Nbd2`, `R1a3`, Berolina's
    // `bc4`).
    let file_named = kind.piece.pawn && m.capture.is_some();
    if !kind.piece.pawn {
        s.push(kind.piece.letter.to_ascii_uppercase());
    }
    if file_named || !rivals.is_empty() {
        if rivals.iter().all(|o| o.file() != from.file()) {
            s.push(from.file_char());
        } else if !file_named && rivals.iter().all(|o| o.rank() != from.rank()) {
            s.push_str(&from.name()[1..]);
        } else {
            s.push_str(from.name());
        }
    }
    if m.capture.is_some() {
        s.push('x');
    }
    s.push_str(to.name());
    if let Some(k) = m.promotion {
        s.push('=');
        s.push(r.kinds[k as usize].piece.letter.to_ascii_uppercase());
    }
    s
}

/// SAN of a legal move with `+` or `#`.
pub fn san(pos: &Position, m: &DefinedMove, legal: &[DefinedMove]) -> String {
    let mut s = san_without_check(pos, m, legal);
    let mut after = pos.clone();
    after.play(m);
    if movegen::checked_royals(&after) != 0 {
        s.push(if movegen::count_legal(&after) == 0 {
            '#'
        } else {
            '+'
        });
    }
    s
}

/// The legal move a text names: UCI (castling also as the royal piece's square and its
/// rook's), or SAN (check marks optional).
pub fn parse(
    pos: &Position,
    text: &str,
    legal: &[DefinedMove],
) -> Result<DefinedMove, VariantError> {
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if t.is_empty() || t.len() > 12 || !t.is_ascii() {
        return Err(VariantError::new(
            ErrorCode::MoveSyntax,
            format!("'{}' is not a move", first_chars(text, 16)),
        ));
    }
    let by_uci: Vec<&DefinedMove> = legal
        .iter()
        .filter(|m| {
            uci(pos, m) == t.to_ascii_lowercase()
                || matches!(m.special, Special::Castle(rook, _) if {
                    let r = &*pos.rules;
                    format!("{}{}", r.square(m.from.into()).name(), r.square(rook.into()).name()) == t
                })
        })
        .collect();
    if let [m] = by_uci.as_slice() {
        return Ok(**m);
    }
    let castle = t.replace('0', "O");
    let by_san: Vec<&DefinedMove> = legal
        .iter()
        .filter(|m| {
            let s = san_without_check(pos, m, legal);
            s == t || s == castle || s.replace('=', "") == t
        })
        .collect();
    match by_san.as_slice() {
        [m] => Ok(**m),
        [] => {
            let syntax = t
                .bytes()
                .any(|b| !(b.is_ascii_alphanumeric() || b"=-x".contains(&b)));
            if syntax {
                Err(VariantError::new(
                    ErrorCode::MoveSyntax,
                    format!("'{}' is not a move", first_chars(text, 16)),
                ))
            } else {
                Err(VariantError::new(
                    ErrorCode::IllegalMove,
                    format!(
                        "'{}' is not a legal move of {} here",
                        first_chars(text, 16),
                        pos.rules.definition.name
                    ),
                ))
            }
        }
        several => Err(VariantError::new(
            ErrorCode::AmbiguousMove,
            format!(
                "'{}' fits several moves: {}",
                first_chars(text, 16),
                several
                    .iter()
                    .map(|m| uci(pos, m))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
    }
}
