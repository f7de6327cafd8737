//! Bario's two FEN fields, after the shared ones (the game's FEN hook): the reserve (white's
//! rooks, knights, bishops and queens, then black's) and the capture field (the square of a
//! captured undefined piece awaiting identification, or `-`).

use super::Error;
use crate::core::color::Color;
use crate::core::error::VariantError;
use crate::core::position::Position;
use crate::formats::fen::{clip, push_square};
use std::slice::Iter;

/// Each side's reserve at the start: 2 rooks, 2 knights, 2 bishops, 1 queen.
const FULL_RESERVE: [u8; 4] = [2, 2, 2, 1];

/// Reads the reserve field (missing: the full reserve) and the capture field (missing: `-`).
pub(super) fn read_fields(pos: &mut Position, fields: &mut Iter<&str>) -> Result<(), VariantError> {
    read(pos, fields).map_err(VariantError::from)
}

/// [`read_fields`], with Bario's error (converted once, rather than at each field).
fn read(pos: &mut Position, fields: &mut Iter<&str>) -> Result<(), Error> {
    let counts = match fields.next() {
        None => [FULL_RESERVE; 2],
        Some(r) => parse_reserve(r).ok_or_else(|| Error::ReserveField(clip(r)))?,
    };
    let roles = pos.rules().reserve.clone();
    for c in Color::ALL {
        for (&role, &n) in roles.iter().zip(&counts[c.index()]) {
            pos.reserves_mut().set_count(c, role, n);
        }
    }
    if let Some(&t) = fields.next().filter(|&&t| t != "-") {
        let square = pos.geometry().parse_square(t).ok();
        let square = square.ok_or_else(|| Error::CaptureField(clip(t)))?;
        pos.reserves_mut().set_pending(Some(square));
    }
    Ok(())
}

/// Appends the reserve and capture fields.
pub(super) fn write_fields(pos: &Position, out: &mut String) {
    out.push(' ');
    let counts: Vec<u8> = Color::ALL
        .iter()
        .flat_map(|&c| {
            pos.rules()
                .reserve
                .iter()
                .map(move |&r| pos.reserves().count(c, r))
        })
        .collect();
    write_reserve(&counts, out);
    out.push(' ');
    push_square(out, pos.reserves().pending());
}

/// Reads the reserve field: eight digits (vchess), or eight comma-separated numbers of
/// up to three digits (what [`write_fields`] gives when a count is above 9), each at most 255.
fn parse_reserve(text: &str) -> Option<[[u8; 4]; 2]> {
    let digits = text.len() == 8 && text.bytes().all(|b| b.is_ascii_digit());
    let numbers: Vec<u8> = if digits {
        text.bytes().map(|b| b - b'0').collect()
    } else {
        let parts: Vec<&str> = text.split(',').collect();
        let ok = parts
            .iter()
            .all(|p| (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
        if !ok {
            return None;
        }
        parts
            .iter()
            .map(|p| p.parse().ok())
            .collect::<Option<_>>()?
    };
    if numbers.len() != 8 {
        return None;
    }
    let mut reserve = [[0; 4]; 2];
    reserve[0].copy_from_slice(&numbers[..4]);
    reserve[1].copy_from_slice(&numbers[4..]);
    Some(reserve)
}

/// Writes the reserve field: eight digits, or eight comma-separated numbers when a
/// count does not fit in one digit (a side can hold ten rooks after promotions and a
/// reversion).
fn write_reserve(counts: &[u8], out: &mut String) {
    let separator = if counts.iter().all(|&n| n <= 9) {
        ""
    } else {
        ","
    };
    let parts: Vec<String> = counts.iter().map(u8::to_string).collect();
    out.push_str(&parts.join(separator));
}
