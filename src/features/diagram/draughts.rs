//! The PDN-like draughts form of a diagram, `W;Wa1,c3,Kd4;Bb6,d8` (of the draughts game
//! given, else Russian draughts), on its board: 8x8, 10x10, 12x12.

use super::parse::is_number;
use super::{clip, Diagram, DiagramError};
use crate::core::color::Color;
use crate::variants::draughts::Board;

/// Pieces per colour in the PDN draughts form (the dark squares of 8x8).
const MAX_DRAUGHTS: usize = 32;

/// The PDN-like draughts form, `W;Wa1,c3,Kd4;Bb6,d8` (or a PDN FEN given whole, with its
/// `:`), read into `d` (a draughts diagram on `d.geometry`: men `m`, kings `k`).
pub(super) fn read_draughts(d: &mut Diagram, position: &str) -> Result<(), DiagramError> {
    let g = d.geometry;
    // The game's board names the squares (Italian draughts' a1 is light).
    let board = (d.variant.as_ref())
        .and_then(|v| v.draughts())
        .map_or(Board::from(g.width), |game| game.board());
    let mut seen_field = [false; 2];
    for (k, field) in position.split([';', ':']).enumerate() {
        let field = field.strip_suffix('.').unwrap_or(field);
        let Some(&first) = field.as_bytes().first() else {
            continue;
        };
        // After an ASCII letter (anything else is not a field).
        let rest = field.get(1..).unwrap_or_default();
        let color = match first {
            b'W' | b'w' => Color::White,
            b'B' | b'b' => Color::Black,
            b'H' | b'F' if is_number(rest) => continue,
            _ => return Err(bad_draughts(
                field,
                "is not a field: expected W (white pieces), B (black pieces) or the side to move",
            )),
        };
        if k == 0 && rest.is_empty() {
            d.side_to_move = Some(color);
            continue;
        }
        if seen_field[color.index()] {
            return Err(bad_draughts(field, "repeats a colour field"));
        }
        seen_field[color.index()] = true;
        if rest.is_empty() {
            continue;
        }
        for (n, item) in rest.split(',').enumerate() {
            if n >= MAX_DRAUGHTS && g.width == 8 {
                return Err(bad_draughts(field, "lists more than 32 pieces"));
            }
            if n >= usize::from(g.width) * usize::from(g.height) / 2 {
                return Err(bad_draughts(
                    field,
                    "lists more pieces than the board has dark squares",
                ));
            }
            // On 12x12 a lowercase k is the file k (`k3`), as the FEN reader has it.
            let prefix: &[char] = if g.width > 10 { &['K'] } else { &['K', 'k'] };
            let (king, name) = match item.strip_prefix(prefix) {
                Some(s) => (true, s),
                None => (false, item),
            };
            let sq = board.parse_square(name).ok_or_else(|| {
                let reason = match g.width {
                    8 => "is not a square (a1..h8 or 1..32, K before a king)",
                    10 => "is not a square (a1..j10 or 1..50, K before a king)",
                    _ => "is not a square (a1..l12 or 1..72, K before a king)",
                };
                bad_draughts(item, reason)
            })?;
            if !board.is_playable(sq) {
                return Err(DiagramError::LightSquare { square: sq });
            }
            if let Some(slot) = d.board.get_mut(sq.index()) {
                if slot.is_some() {
                    return Err(DiagramError::DuplicateSquare { square: sq });
                }
                let letter = if king { 'k' } else { 'm' };
                *slot = Some(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
    }
    Ok(())
}

/// The error for a field or piece of the draughts form.
fn bad_draughts(token: &str, reason: &'static str) -> DiagramError {
    DiagramError::BadDraughts {
        token: clip(token),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{parse_diagram, Variant};
    use super::*;
    use crate::core::geometry::Square;

    #[test]
    fn draughts_forms() {
        let d = parse_diagram("W;Wa1,c3,Kd4;Bb6,d8", None).unwrap();
        assert!(d.variant.as_ref().is_some_and(|v| v.is_draughts()));
        assert_eq!(d.side_to_move, Some(Color::White));
        assert_eq!(d.count(Color::White), 3);
        assert_eq!(d.count(Color::Black), 2);
        let sq: Square = "d4".parse().unwrap();
        assert_eq!(d.board[sq.index()], Some('K'));
        let d = parse_diagram("B;B1,K32;W29.", None).unwrap();
        let at = |s: &str| d.letter_at(s.parse().unwrap());
        assert_eq!(
            (at("b8"), at("g1"), at("a1")),
            (Some('m'), Some('k'), Some('M'))
        );
        let russian = Variant::builtin("russian").unwrap();
        let chess = Variant::builtin("chess").unwrap();
        let d = parse_diagram("8/8/8/8/8/2m5/1M6/K7", Some(&russian)).unwrap();
        assert_eq!(d.count(Color::White), 2);
        // Italian draughts: a1 is light, 1 is a8.
        let italian = Variant::builtin("italian").unwrap();
        let d = parse_diagram("W;W29,Kh1;B1", Some(&italian)).unwrap();
        let at = |s: &str| d.letter_at(s.parse().unwrap());
        assert_eq!(
            (at("b1"), at("h1"), at("a8")),
            (Some('M'), Some('K'), Some('m'))
        );
        assert!(matches!(
            parse_diagram("W;Wa1", Some(&italian)),
            Err(DiagramError::LightSquare { .. })
        ));
        assert!(matches!(
            parse_diagram("W;Wa2", None),
            Err(DiagramError::LightSquare { .. })
        ));
        assert!(matches!(
            parse_diagram("W;Wa1,a1", None),
            Err(DiagramError::DuplicateSquare { .. })
        ));
        assert!(matches!(
            parse_diagram("W;Wa1", Some(&chess)),
            Err(DiagramError::WrongVariant { .. })
        ));
        assert!(matches!(
            parse_diagram("8/8/8/8/8/8/8/1m6", Some(&russian)),
            Err(DiagramError::LightSquare { .. })
        ));
    }
}
