//! The position field: rows of pieces and counts of empty squares, read onto a board and
//! written from one.

use super::{clip, FenError};
use crate::core::board::Board;
use crate::core::geometry::{Geometry, Square};
use crate::core::role::{Piece, Role};
use crate::util::text;

/// Reads the position field into a board of `geometry`. Digits count empty squares; on
/// boards wider than 9, a run of digits is one number (`10`) unless it would overflow the
/// row, in which case it is read digit by digit (`91` = 9 + 1, as vchess writes it).
/// With `pad`, short rows are filled with empty squares (diagrams).
pub fn parse_board(
    geometry: Geometry,
    text: &str,
    pad: bool,
    piece: impl Fn(char) -> Option<Piece>,
) -> Result<Board, FenError> {
    let mut board = Board::empty(geometry);
    read_board(&mut board, text, pad, piece)?;
    Ok(board)
}

/// [`parse_board`] onto an empty board (filled in place, not copied out).
fn read_board(
    board: &mut Board,
    text: &str,
    pad: bool,
    piece: impl Fn(char) -> Option<Piece>,
) -> Result<(), FenError> {
    let rows = read_rows(board, text, pad, piece);
    if !matches!(rows, Ok(true)) {
        // A wrong number of rows is reported first, before what is wrong inside a row.
        let height = board.geometry().height;
        // A plain loop over the bytes: the iterator form is not inlined in wasm.
        let mut found = 1;
        for &b in text.as_bytes() {
            found += usize::from(b == b'/');
        }
        let found = found.min(height as usize + 1);
        if found != height as usize {
            return Err(FenError::RowCount {
                found,
                expected: height,
            });
        }
    }
    rows.map(|_| ())
}

/// A set of roles as bits `1 << role`.
pub(crate) fn role_set(roles: &[Role]) -> u32 {
    let mut set = 0;
    for &r in roles {
        set |= 1 << r as u32;
    }
    set
}

/// [`read_board`] with the chess-family letters of the roles in `roles` (a [`role_set`]):
/// positions and diagrams read their rows with this one function.
pub(crate) fn read_board_of_roles(
    board: &mut Board,
    text: &str,
    pad: bool,
    roles: u32,
) -> Result<(), FenError> {
    read_board(board, text, pad, move |c| {
        Piece::from_chess_char(c).filter(|p| roles & 1 << p.role as u32 != 0)
    })
}

/// Reads the rows of the position field onto an empty board: `Ok(false)` if the field has
/// fewer or more rows than the board (which [`read_board`] reports), else the first error
/// inside a row, if any.
fn read_rows(
    board: &mut Board,
    text: &str,
    pad: bool,
    piece: impl Fn(char) -> Option<Piece>,
) -> Result<bool, FenError> {
    let height = board.geometry().height as usize;
    let len = text.len();
    // One pass over the field, row by row (`i` = 0 the top row).
    let mut j = 0;
    for i in 0..height {
        if j > len {
            // Fewer rows than the board has.
            return Ok(false);
        }
        // Past the '/' (or the end, after the last row).
        j = read_row(board, text, i, j, pad, &piece)? + 1;
    }
    // Past the end: no more rows than the board has.
    Ok(j > len)
}

/// Reads row `i` (0 = the top row), which starts at byte `start` of `text`, onto the board;
/// gives where it ends (at a '/' or the end of the text).
fn read_row(
    board: &mut Board,
    text: &str,
    i: usize,
    start: usize,
    pad: bool,
    piece: &impl Fn(char) -> Option<Piece>,
) -> Result<usize, FenError> {
    let geometry = board.geometry();
    let rank = geometry.height - 1 - i as u8;
    let width = geometry.width as usize;
    let bytes = text.as_bytes();
    let (mut j, mut file) = (start, 0usize);
    while j < bytes.len() && bytes[j] != b'/' {
        let b = bytes[j];
        if b.is_ascii_digit() {
            if b == b'0' {
                if pad {
                    // Diagrams read digits one by one, as vchess draws them: 0 adds nothing.
                    j += 1;
                    continue;
                }
                return Err(FenError::ZeroCount { row: i + 1 });
            }
            let (n, len) = empty_run(bytes, j, file, width);
            if file + n > width {
                return Err(too_wide(text, geometry.width, i, start, file, j));
            }
            file += n;
            j += len;
            continue;
        }
        let ch = if b.is_ascii() {
            char::from(b)
        } else {
            text.get(j..).and_then(|t| t.chars().next()).unwrap_or('?')
        };
        let Some(p) = piece(ch) else {
            return Err(FenError::BadPiece {
                row: i + 1,
                letter: ch,
            });
        };
        if file >= width {
            return Err(too_wide(text, geometry.width, i, start, file, j));
        }
        board.put(file as u8, rank, p);
        file += 1;
        j += ch.len_utf8();
    }
    if file != width && !(pad && file < width) {
        return Err(too_wide(text, geometry.width, i, start, file, j));
    }
    Ok(j)
}

/// The empty squares counted by the digits at byte `j` (a nonzero digit), in a row where
/// `file` squares are already described: `(count, digits read)`. A run of digits is one
/// number if it fits in the row, else digit by digit (on boards narrower than 10 files, a
/// run is always too much).
fn empty_run(bytes: &[u8], j: usize, file: usize, width: usize) -> (usize, usize) {
    let d = (bytes[j] - b'0') as usize;
    if width > 9 {
        let (mut run, mut run_len) = (d, 1);
        while run_len < 3 && bytes.get(j + run_len).is_some_and(u8::is_ascii_digit) {
            run = run * 10 + (bytes[j + run_len] - b'0') as usize;
            run_len += 1;
        }
        if run_len > 1 && file + run <= width {
            return (run, run_len);
        }
    }
    (d, 1)
}

/// The error of row `i`, starting at byte `row_start`, that describes more than `width`
/// squares: `file` squares up to byte `from`, the rest counted to the row's end (for the
/// message).
fn too_wide(
    text: &str,
    width: u8,
    i: usize,
    row_start: usize,
    file: usize,
    from: usize,
) -> FenError {
    let bytes = text.as_bytes();
    // The row runs to the next '/' (or the end); a byte loop: a character counts once,
    // at its first byte (UTF-8 continuation bytes are 0b10xxxxxx), a digit for its value.
    let mut end = row_start;
    let mut found = file;
    while end < bytes.len() && bytes[end] != b'/' {
        let b = bytes[end];
        if end >= from {
            found += if b.is_ascii_digit() {
                (b - b'0') as usize
            } else {
                usize::from(b & 0xc0 != 0x80)
            };
        }
        end += 1;
    }
    FenError::RowWidth {
        row: i + 1,
        text: clip(text.get(row_start..end).unwrap_or("")),
        found,
        expected: width,
    }
}

/// Writes the position field; runs of empty squares are written as one number (`10`).
pub fn write_board(board: &Board) -> String {
    let g = board.geometry();
    let mut s = String::with_capacity(80);
    for rank in (0..g.height).rev() {
        let mut empty = 0;
        for file in 0..g.width {
            match board.get(Square::new(file, rank)) {
                None => empty += 1,
                Some(p) => {
                    push_empty_run(&mut s, empty);
                    empty = 0;
                    text::push_char(&mut s, p.char());
                }
            }
        }
        push_empty_run(&mut s, empty);
        if rank > 0 {
            text::push_char(&mut s, '/');
        }
    }
    s
}

/// Appends the count of a run of empty squares (nothing when there is none).
pub(crate) fn push_empty_run(out: &mut String, empty: u64) {
    if empty > 0 {
        text::push_decimal(out, empty);
    }
}
