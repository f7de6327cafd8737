//! FEN of defined games: `<board> <turn> <castling> <en passant> <halfmoves> <fullmoves>`,
//! the last four optional; castling `KQkq` (the outermost rooks) or rook files (`A`..`J`,
//! `a`..`j`), en passant written after every double step, followed by the square of the pawn
//! that made it where two pawns could have (Berolina pawns, which step diagonally: `d6e5`).

use super::movegen;
use super::position::{DefinedPiece, Position};
use super::rules::DefinedRules;
use crate::core::color::Color;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::geometry::Square;
use crate::util::text::first_chars;
use std::sync::Arc;

fn error(code: ErrorCode, message: String) -> VariantError {
    VariantError::new(code, message)
}

/// Reads a FEN of a defined game; with `partial`, royal pieces may be missing (a diagram).
pub fn read(
    rules: &Arc<DefinedRules>,
    text: &str,
    partial: bool,
) -> Result<Position, VariantError> {
    if text.len() > 400 {
        return Err(error(
            ErrorCode::FenSyntax,
            "the FEN is too long (more than 400 characters)".into(),
        ));
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    let Some(board) = fields.first() else {
        return Err(error(ErrorCode::FenSyntax, "the FEN is empty".into()));
    };
    if fields.len() > 6 {
        return Err(error(
            ErrorCode::FenSyntax,
            format!("the FEN has {} fields, at most 6", fields.len()),
        ));
    }
    let mut pos = Position::empty(rules);
    read_board(&mut pos, board)?;
    pos.turn = match fields.get(1).copied() {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(t) => {
            return Err(error(
                ErrorCode::FenSyntax,
                format!("side to move '{}' is not w or b", first_chars(t, 8)),
            ))
        }
    };
    read_castling(&mut pos, fields.get(2).copied().unwrap_or("-"))?;
    read_ep(&mut pos, fields.get(3).copied().unwrap_or("-"))?;
    for (i, name) in [(4, "halfmove clock"), (5, "fullmove number")] {
        if let Some(f) = fields.get(i) {
            let n: u32 = f.parse().map_err(|_| {
                error(
                    ErrorCode::FenSyntax,
                    format!("{name} '{}' is not a number", first_chars(f, 8)),
                )
            })?;
            if i == 4 {
                pos.halfmoves = n;
            } else {
                pos.fullmoves = n.max(1);
            }
        }
    }
    validate(&pos, partial)?;
    Ok(pos)
}

fn read_board(pos: &mut Position, board: &str) -> Result<(), VariantError> {
    let rules = Arc::clone(&pos.rules);
    let g = rules.geometry;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != g.height as usize {
        return Err(error(
            ErrorCode::FenBoard,
            format!("{} rows, but the board has {} ranks", rows.len(), g.height),
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        let rank = g.height - 1 - r as u8;
        let mut file = 0u32;
        let mut digits = 0u32;
        let bytes = row.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            if b.is_ascii_digit() {
                digits = digits * 10 + u32::from(b - b'0');
                if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
                    continue;
                }
                if digits == 0 {
                    return Err(error(
                        ErrorCode::FenBoard,
                        format!("rank {}: an empty run of 0 squares", rank + 1),
                    ));
                }
                file += digits;
                digits = 0;
            } else {
                let c = b as char;
                let Some(kind) = rules.kind_of(c).filter(|_| c.is_ascii_alphabetic()) else {
                    let letters: String = rules.kinds.iter().map(|k| k.piece.letter).collect();
                    return Err(error(
                        ErrorCode::FenBoard,
                        format!(
                            "rank {}: '{}' is no piece of {} (its letters: {letters})",
                            rank + 1,
                            row.chars().nth(i).unwrap_or('?'),
                            rules.definition.name
                        ),
                    ));
                };
                if file < u32::from(g.width) {
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    pos.set(
                        u32::from(rank) * u32::from(g.width) + file,
                        Some(DefinedPiece { color, kind }),
                    );
                }
                file += 1;
            }
            if file > u32::from(g.width) {
                break;
            }
        }
        if file != u32::from(g.width) {
            return Err(error(
                ErrorCode::FenBoard,
                format!("rank {} has {file} files, the board {}", rank + 1, g.width),
            ));
        }
    }
    Ok(())
}

fn read_castling(pos: &mut Position, field: &str) -> Result<(), VariantError> {
    if field == "-" {
        return Ok(());
    }
    let rules = Arc::clone(&pos.rules);
    let Some(castle) = &rules.castle else {
        return Err(error(
            ErrorCode::FenCastling,
            format!(
                "'{}': {} has no castling",
                first_chars(field, 12),
                rules.definition.name
            ),
        ));
    };
    let g = rules.geometry;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let home = if color == Color::White {
            0
        } else {
            g.height - 1
        };
        let piece_on = |f: u8| pos.piece_at(Square::new(f, home));
        let royal_file = (0..g.width).find(|&f| {
            piece_on(f)
                == Some(DefinedPiece {
                    color,
                    kind: castle.royal,
                })
        });
        let bad = |why: &str| error(ErrorCode::FenCastling, format!("castling '{c}': {why}"));
        let Some(royal_file) = royal_file else {
            return Err(bad("no castling royal piece on its side's first rank"));
        };
        let rook = Some(DefinedPiece {
            color,
            kind: castle.rook,
        });
        let file = match c.to_ascii_lowercase() {
            'k' => (royal_file + 1..g.width)
                .rev()
                .find(|&f| piece_on(f) == rook),
            'q' => (0..royal_file).find(|&f| piece_on(f) == rook),
            l @ 'a'..='j' if (l as u8 - b'a') < g.width => {
                Some(l as u8 - b'a').filter(|&f| piece_on(f) == rook)
            }
            _ => return Err(bad("not K, Q or a file letter")),
        };
        let Some(file) = file else {
            return Err(bad("no rook there to castle with"));
        };
        let wing = usize::from(file > royal_file);
        pos.castling[color.index()][wing] = Some(file);
    }
    Ok(())
}

fn read_ep(pos: &mut Position, field: &str) -> Result<(), VariantError> {
    if field == "-" {
        return Ok(());
    }
    let rules = Arc::clone(&pos.rules);
    // `d6`, or `d6e5` where several pawns stand beyond d6: the square passed over, then the pawn's.
    let split = field
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map_or(field.len(), |(i, _)| i);
    let square = |text: &str| {
        rules
            .geometry
            .parse_square(text)
            .map(|sq| rules.index(sq) as u8)
            .map_err(|_| {
                error(
                    ErrorCode::FenSyntax,
                    format!(
                        "en passant '{}' is not a square of the board",
                        first_chars(field, 8)
                    ),
                )
            })
    };
    let ep = square(&field[..split])?;
    let named = match &field[split..] {
        "" => None,
        text => Some(square(text)?),
    };
    let pawns = ep_pawns(pos, ep);
    let victim = match named {
        Some(v) if pawns & (1 << v) != 0 => Some(v),
        Some(_) => None,
        None => (pawns != 0).then(|| pawns.trailing_zeros() as u8),
    };
    match victim {
        Some(v) if pos.piece_at_index(ep.into()).is_none() => {
            pos.ep = Some((ep, v));
            Ok(())
        }
        _ => Err(error(
            ErrorCode::ImpossiblePosition,
            format!("en passant {field}: no pawn has just passed over it"),
        )),
    }
}

/// The pawns that may have just passed over `ep`: the opponent's, one of their forward move
/// steps beyond it. Berolina pawns may be two, whence the pawn's square in the FEN then.
fn ep_pawns(pos: &Position, ep: u8) -> u128 {
    let them = !pos.turn;
    pos.rules
        .kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| k.piece.pawn)
        .fold(0, |set, (k, kind)| {
            let m = &kind.moves[them.index()];
            set | (m.leap_move[ep as usize] & pos.by_kind[k] & pos.by_color[them.index()])
        })
}

fn validate(pos: &Position, partial: bool) -> Result<(), VariantError> {
    let impossible = |m: String| error(ErrorCode::ImpossiblePosition, m);
    if !partial {
        for c in Color::ALL {
            if pos.royals(c) == 0 {
                return Err(impossible(format!("{} has no royal piece", c.name())));
            }
        }
    }
    if let Some(promo) = &pos.rules.promotion {
        for c in Color::ALL {
            for (k, kind) in pos.rules.kinds.iter().enumerate() {
                if kind.piece.pawn
                    && pos.by_kind[k] & pos.by_color[c.index()] & promo.last[c.index()] != 0
                {
                    return Err(impossible(format!(
                        "a {} {} stands on its last rank",
                        c.name(),
                        kind.piece.name
                    )));
                }
            }
        }
    }
    let mut other = pos.clone();
    other.turn = !pos.turn;
    if movegen::checked_royals(&other) != 0 {
        return Err(impossible(format!(
            "{} is in check, but it is not its move",
            (!pos.turn).name()
        )));
    }
    Ok(())
}

/// Writes the FEN of a position.
pub fn write(pos: &Position) -> String {
    let rules = &*pos.rules;
    let g = rules.geometry;
    let mut out = String::with_capacity(80);
    for rank in (0..g.height).rev() {
        let mut empty = 0;
        for file in 0..g.width {
            match pos.piece_at(Square::new(file, rank)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(pos.letter(p));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(pos.turn.char());
    out.push(' ');
    let before = out.len();
    for c in Color::ALL {
        for wing in [1, 0] {
            if let Some(file) = pos.castling[c.index()][wing] {
                let outermost = match wing {
                    1 => (file + 1..g.width).all(|f| !is_rook(pos, c, f)),
                    _ => (0..file).all(|f| !is_rook(pos, c, f)),
                };
                let l = if outermost {
                    if wing == 1 {
                        'k'
                    } else {
                        'q'
                    }
                } else {
                    (b'a' + file) as char
                };
                out.push(if c == Color::White {
                    l.to_ascii_uppercase()
                } else {
                    l
                });
            }
        }
    }
    if out.len() == before {
        out.push('-');
    }
    out.push(' ');
    match pos.ep {
        Some((ep, pawn)) => {
            out.push_str(rules.square(ep.into()).name());
            if ep_pawns(pos, ep).count_ones() > 1 {
                out.push_str(rules.square(pawn.into()).name());
            }
        }
        None => out.push('-'),
    }
    out.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    out
}

fn is_rook(pos: &Position, c: Color, file: u8) -> bool {
    let home = if c == Color::White {
        0
    } else {
        pos.rules.geometry.height - 1
    };
    let rook = pos.rules.castle.as_ref().map(|k| k.rook);
    pos.piece_at(Square::new(file, home))
        .is_some_and(|p| p.color == c && Some(p.kind) == rook)
}
