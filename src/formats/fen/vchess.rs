//! The vchess fields after the side to move: the move count, the castling flags (one file
//! letter per castling piece), the en passant square; then a game's own fields, which its
//! hook reads (Bario's reserve and capture).

use super::castling::castling_error;
use super::{clip, parse_counter, parse_ep, read_own_fields, FenError};
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::{Castling, Position};
use crate::core::role::Piece;
use crate::core::rules::CastlingRules;

pub(super) fn parse_vchess_fields(pos: &mut Position, fields: &[&str]) -> Result<(), FenError> {
    let mut it = fields.iter();
    if let Some(count) = it.next() {
        pos.plies = parse_counter("move count", count)?;
    }
    if pos.rules.castling.is_some() {
        if let Some(flags) = it.next() {
            parse_vchess_flags(pos, flags)?;
        }
    }
    parse_ep(pos, it.next())?;
    read_own_fields(pos, &mut it)
}

/// vchess flags: per colour, one letter per castling piece (a file; the letter after the
/// last file means the right is lost). Chess: `[left rook][right rook]`; Coregal:
/// `[left rook][left royal][right royal][right rook]`.
fn parse_vchess_flags(pos: &mut Position, text: &str) -> Result<(), FenError> {
    let Some(table) = pos.rules.castling else {
        return Ok(());
    };
    let width = pos.rules.geometry.width;
    let per_side = if table.several_royals() { 4 } else { 2 };
    let letters = text.as_bytes();
    if letters.len() != 2 * per_side || !letters.iter().all(|b| b.is_ascii_lowercase()) {
        let none = char::from(b'a' + width);
        return Err(FenError::Castling {
            text: clip(text),
            reason: format!(
                "expected {} lowercase letters (files, or '{none}' for none)",
                2 * per_side
            ),
        });
    }
    for color in Color::ALL {
        read_vchess_side(pos, text, color, table, per_side)?;
    }
    pos.castling.canonicalize();
    Ok(())
}

/// The flags of one side in [`parse_vchess_flags`] (its `per_side` letters of `text`, already
/// checked to be lowercase), checked against the board.
fn read_vchess_side(
    pos: &mut Position,
    text: &str,
    color: Color,
    table: CastlingRules,
    per_side: usize,
) -> Result<(), FenError> {
    let rook_name = pos.rules.piece(table.rook).name.clone();
    let width = pos.rules.geometry.width;
    let letters = text.as_bytes();
    let back = pos.back_rank(color);
    let start = if color == Color::White { 0 } else { per_side };
    let group = &letters[start..start + per_side];
    let file = |b: u8| (b - b'a' < width).then_some(b - b'a');
    let (left_rook, royals, right_rook) = if per_side == 4 {
        (
            file(group[0]),
            [file(group[1]), file(group[2])],
            file(group[3]),
        )
    } else {
        let king = table
            .royals
            .iter()
            .flat_map(|r| pos.board.find(color, r))
            .find(|s| s.rank() == back)
            .map(|s| s.file());
        (file(group[0]), [None, king], file(group[1]))
    };
    for (wing, rf) in Wing::ALL.into_iter().zip([left_rook, right_rook]) {
        if let Some(f) = rf {
            if pos.board.get(Square::new(f, back)) != Some(Piece::new(color, table.rook)) {
                return Err(castling_error(
                    text,
                    None,
                    &format!("no {color} {rook_name} on {}", Square::new(f, back)),
                ));
            }
            pos.castling.set_rook(color, wing, Some(f));
        }
    }
    for (wing, rf) in Wing::ALL.into_iter().zip(royals) {
        if let Some(f) = rf {
            let ok = pos
                .board
                .get(Square::new(f, back))
                .is_some_and(|p| p.color == color && table.royals.contains(p.role));
            if !ok {
                if per_side == 2 {
                    continue;
                }
                // The castling royals, the first one (the king) first.
                let others = table.royals.iter().filter(|&r| r != table.primary);
                let names: Vec<&str> = std::iter::once(table.primary)
                    .chain(others)
                    .map(|r| pos.rules.piece(r).name.as_str())
                    .collect();
                return Err(castling_error(
                    text,
                    None,
                    &format!(
                        "no {color} {} on {}",
                        names.join(" or "),
                        Square::new(f, back)
                    ),
                ));
            }
            pos.castling.set_royal(color, wing, Some(f));
        }
    }
    check_vchess_side(pos, text, color, per_side)
}

/// The rights of one side fit together: rook rights need a king on the back rank, a left
/// rook stands left of the royals it castles with and a right rook right of them, and the
/// left royal comes first.
fn check_vchess_side(
    pos: &Position,
    text: &str,
    color: Color,
    per_side: usize,
) -> Result<(), FenError> {
    if per_side == 2 && pos.castling.any(color) && pos.castling.royal(color, Wing::Right).is_none()
    {
        let royal = pos
            .rules
            .castling
            .and_then(|t| t.royals.iter().next())
            .map_or("king".to_string(), |r| pos.rules.piece(r).name.clone());
        return Err(castling_error(
            text,
            None,
            &format!("{color} rook flags but no {color} {royal} on its first rank"),
        ));
    }
    let [left, right] = Wing::ALL.map(|w| pos.castling.rook(color, w));
    for royal in Wing::ALL
        .into_iter()
        .filter_map(|w| pos.castling.royal(color, w))
    {
        if left.is_some_and(|l| l >= royal) || right.is_some_and(|r| r <= royal) {
            return Err(castling_error(
                text,
                None,
                &format!(
                    "the {color} rook flags must be a file left and a file right of the castling royal on {}",
                    Square::new(royal, pos.back_rank(color))
                ),
            ));
        }
    }
    if per_side == 4 {
        if let [Some(a), Some(b)] = Wing::ALL.map(|w| pos.castling.royal(color, w)) {
            if a > b {
                return Err(castling_error(
                    text,
                    None,
                    "the left royal file comes after the right one",
                ));
            }
        }
    }
    Ok(())
}

pub(super) fn write_vchess_flags(pos: &Position, out: &mut String) {
    let Some(table) = pos.rules.castling else {
        return;
    };
    let none = (b'a' + pos.rules.geometry.width) as char;
    let letter = |f: Option<u8>| f.map_or(none, |f| (b'a' + f) as char);
    out.push(' ');
    for color in Color::ALL {
        let c: &Castling = &pos.castling;
        out.push(letter(c.rook(color, Wing::Left)));
        if table.several_royals() {
            out.push(letter(c.royal(color, Wing::Left)));
            out.push(letter(c.royal(color, Wing::Right)));
        }
        out.push(letter(c.rook(color, Wing::Right)));
    }
}
