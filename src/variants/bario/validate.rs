//! Whether a Bario position can occur (the checks beyond the shared ones): kings, the reserve
//! against the undefined pieces, the capture field.

use super::{has_king, king, undefined, undefined_count, Error};
use crate::core::color::Color;
use crate::core::position::{Position, PositionError};

/// The game's validation hook.
pub(super) fn validate(pos: &Position) -> Result<(), PositionError> {
    for color in Color::ALL {
        let count = pos.board().count(color, king(pos));
        if count > 1 {
            return Err(PositionError::Royals {
                color,
                name: pos.rules().piece(king(pos)).name.clone(),
                count,
                expected: 1,
                at_least: false,
            });
        }
    }
    check(pos).map_err(PositionError::from)
}

/// The checks of Bario's own (one conversion of their error, rather than one per check).
fn check(pos: &Position) -> Result<(), Error> {
    for color in Color::ALL {
        if has_king(pos, color) {
            continue;
        }
        let back = pos.back_rank(color);
        let all_files = (1 << pos.geometry().width) - 1;
        if pos.board().files_on_rank(color, undefined(pos), back) != all_files {
            return Err(Error::KingNotPlaced {
                color,
                reason: "but its first rank does not hold its eight undefined pieces, so it has already played and must have placed its king",
            });
        }
        let in_order = match color {
            Color::White => pos.turn() == Color::White,
            Color::Black => pos.turn() == Color::Black || !has_king(pos, Color::White),
        };
        if !in_order {
            return Err(Error::KingNotPlaced {
                color,
                reason: "but White places its king first and Black next, so it must already have placed it",
            });
        }
    }
    if let Some(square) = pos.reserves().pending() {
        match pos.board().get(square) {
            None => {
                return Err(Error::BadCapture {
                    square,
                    reason: "which is empty: it must hold the piece that captured there",
                })
            }
            Some(p) if p.color == pos.turn() => {
                return Err(Error::BadCapture {
                    square,
                    reason: "which holds a piece of the side to move: it must hold a piece of the side that just moved",
                })
            }
            _ => {}
        }
    }
    for color in Color::ALL {
        let undefined = undefined_count(pos, color);
        let reserve = pos.reserves().total(color);
        let unplaced = usize::from(!has_king(pos, color));
        let pending = usize::from(pos.reserves().pending().is_some() && pos.turn() == color);
        let expected = (undefined + pending).saturating_sub(unplaced);
        if reserve != expected || undefined + pending < unplaced {
            return Err(Error::ReserveMismatch {
                color,
                undefined,
                reserve,
                expected,
            });
        }
    }
    Ok(())
}
