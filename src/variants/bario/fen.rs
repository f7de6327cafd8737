//! Bario's two FEN fields, after the vchess ones (the game's FEN hook): the reserve (white's
//! rooks, knights, bishops and queens, then black's) and the capture field (the square of a
//! captured undefined piece awaiting identification, or `-`).

use super::Error;
use crate::core::error::VariantError;
use crate::core::position::Position;
use crate::core::reserve::Reserves;
use crate::formats::fen::{clip, push_square};
use crate::util::text;
use std::slice::Iter;

/// Reads the reserve field (missing: the full reserve) and the capture field (missing: `-`).
pub(super) fn read_fields(pos: &mut Position, fields: &mut Iter<&str>) -> Result<(), VariantError> {
    read(pos, fields).map_err(VariantError::from)
}

/// [`read_fields`], with Bario's error (converted once, rather than at each field).
fn read(pos: &mut Position, fields: &mut Iter<&str>) -> Result<(), Error> {
    match fields.next() {
        None => pos.reserve = Reserves::full(super::FULL_RESERVE),
        Some(r) => {
            let counts = parse_reserve(r).ok_or_else(|| Error::ReserveField(clip(r)))?;
            pos.reserve.set_counts(counts);
        }
    }
    if let Some(&t) = fields.next().filter(|&&t| t != "-") {
        let square = pos.rules.geometry.parse_square(t).ok();
        let square = square.ok_or_else(|| Error::CaptureField(clip(t)))?;
        pos.reserve.set_pending(Some(square));
    }
    Ok(())
}

/// Appends the reserve and capture fields.
pub(super) fn write_fields(pos: &Position, out: &mut String) {
    text::push_char(out, ' ');
    write_reserve(&pos.reserve.all_counts(), out);
    text::push_char(out, ' ');
    push_square(out, pos.reserve.pending());
}

/// Reads the reserve field: eight digits (vchess), or eight comma-separated numbers of
/// up to three digits (what [`write_fields`] gives when a count is above 9), each at most 255.
fn parse_reserve(text: &str) -> Option<[[u8; 4]; 2]> {
    let mut reserve = [[0; 4]; 2];
    let bytes = text.as_bytes();
    let digits = bytes.len() == 8 && bytes.iter().all(u8::is_ascii_digit);
    let longest = if digits { 1 } else { 3 };
    let mut j = 0;
    for (i, count) in reserve.as_flattened_mut().iter_mut().enumerate() {
        if i > 0 && !digits {
            if bytes.get(j) != Some(&b',') {
                return None;
            }
            j += 1;
        }
        let (start, mut n) = (j, 0u32);
        while j - start < longest && bytes.get(j).is_some_and(u8::is_ascii_digit) {
            n = n * 10 + u32::from(bytes[j] - b'0');
            j += 1;
        }
        if j == start {
            return None;
        }
        *count = u8::try_from(n).ok()?;
    }
    (j == bytes.len()).then_some(reserve)
}

/// Writes the reserve field: eight digits, or eight comma-separated numbers when a
/// count does not fit in one digit (a side can hold ten rooks after promotions and a
/// reversion).
fn write_reserve(reserve: &[[u8; 4]; 2], out: &mut String) {
    let counts = reserve.as_flattened();
    let separator = if counts.iter().all(|&n| n <= 9) {
        ""
    } else {
        ","
    };
    for (i, &n) in counts.iter().enumerate() {
        if i > 0 {
            text::push(out, separator);
        }
        text::push_decimal(out, n.into());
    }
}
