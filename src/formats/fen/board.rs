//! The position field: rows of pieces and counts of empty squares, read onto a board and
//! written from one.

use super::{clip, FenError};
use crate::core::bitboard::{bit, Set, WideBits};
use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::position::Rules;
use crate::core::role::Piece;

/// Reads the position field into a board of `geometry`. A run of digits counts empty squares
/// as one number (`10`, `12`); vchess's way of writing ten to eighteen, a `9` and the rest
/// (`91` = ten), reads so on every board (no board is 90 squares wide, so the text has no
/// other meaning). With `pad`, short rows are filled with empty squares (diagrams).
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
        let found = (1 + text.bytes().filter(|&b| b == b'/').count()).min(height as usize + 1);
        if found != height as usize {
            return Err(FenError::RowCount {
                found,
                expected: height,
            });
        }
    }
    rows.map(|_| ())
}

/// The piece a FEN letter stands for in a game: its kind (by letter or alias), uppercase for
/// white.
pub fn piece_of(rules: &Rules, c: char) -> Option<Piece> {
    if !c.is_ascii_alphabetic() {
        return None;
    }
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    rules.role_of(c).map(|role| Piece::new(color, role))
}

/// [`parse_board`] onto an empty board of a game, with its letters.
pub(crate) fn read_board_of(
    board: &mut Board,
    rules: &Rules,
    text: &str,
    pad: bool,
) -> Result<(), FenError> {
    if rules.holes == Set::EMPTY && !text.contains('*') {
        return read_board(board, text, pad, |c| piece_of(rules, c));
    }
    let g = board.geometry();
    let (plain, stars) = holes_read(text, g);
    // The rows' count and widths first: a misplaced '*' says less than a row too wide.
    read_board(board, &plain, pad, |c| piece_of(rules, c))?;
    // A '*' on a hole is the hole; elsewhere a wall, in a game that may have them.
    let walls = stars & !rules.holes;
    let stray = if !rules.has_walls() {
        walls
    } else {
        Set::EMPTY
    };
    let wrong = rules.holes & !stars | stray;
    if wrong != Set::EMPTY {
        let i = WideBits::new(wrong).next().unwrap_or(0);
        return Err(FenError::Hole {
            square: g.square_at(i).to_string(),
            off: rules.holes.has(i),
        });
    }
    for i in WideBits::new(walls) {
        board.set_wall(i);
    }
    Ok(())
}

/// The position field with each `*` (a square off the board) written as an empty square, and
/// the squares so written. Rows without `*` are kept as they are (vchess's digit runs with
/// them).
fn holes_read(text: &str, g: Geometry) -> (String, Set) {
    let mut out = String::with_capacity(text.len());
    let mut stars = Set::EMPTY;
    for (i, row) in text.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let rank = usize::from(g.height).checked_sub(i + 1);
        if !row.contains('*') || rank.is_none() {
            out.push_str(row);
            continue;
        }
        let (mut file, mut empty) = (0usize, 0usize);
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut n = c.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    n = n * 10 + d as usize;
                    chars.next();
                }
                if n == 0 {
                    // Kept for the reader to refuse.
                    out.push('0');
                }
                empty += n;
                file += n;
            } else if c == '*' {
                if let (Some(r), true) = (rank, file < usize::from(g.width)) {
                    stars |= bit((r * usize::from(g.width) + file) as u32);
                }
                empty += 1;
                file += 1;
            } else {
                push_empty_run(&mut out, empty as u64);
                empty = 0;
                out.push(c);
                file += 1;
            }
        }
        push_empty_run(&mut out, empty as u64);
    }
    (out, stars)
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
                return Err(FenError::ZeroCount { row: i + 1 });
            }
            let (n, len) = empty_run(bytes, j);
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
        board.set(Square::new(file as u8, rank), Some(p));
        file += 1;
        j += ch.len_utf8();
    }
    if file != width && !(pad && file < width) {
        return Err(too_wide(text, geometry.width, i, start, file, j));
    }
    Ok(j)
}

/// The empty squares counted by the run of digits at byte `j` (a nonzero digit): `(count,
/// digits read)`. The run is one number, but a `9` followed by more digits, which is nine and
/// the rest (vchess writes ten as `91`).
fn empty_run(bytes: &[u8], j: usize) -> (usize, usize) {
    let len = bytes[j..].iter().take_while(|b| b.is_ascii_digit()).count();
    let digits = &bytes[j..j + len.min(4)];
    let number = |d: &[u8]| {
        d.iter()
            .fold(0usize, |n, &b| n * 10 + usize::from(b - b'0'))
    };
    match digits {
        [b'9', rest @ ..] if !rest.is_empty() => (9 + number(rest), len),
        _ => (number(digits), len),
    }
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
    // The row runs to the next '/' (or the end); a character counts once, at its first byte
    // (UTF-8 continuation bytes are 0b10xxxxxx), a run of digits for its count.
    let mut end = from;
    let mut found = file;
    while end < bytes.len() && bytes[end] != b'/' {
        if bytes[end].is_ascii_digit() {
            let (n, len) = empty_run(bytes, end);
            found += n;
            end += len;
        } else {
            found += usize::from(bytes[end] & 0xc0 != 0x80);
            end += 1;
        }
    }
    FenError::RowWidth {
        row: i + 1,
        text: clip(text.get(row_start..end).unwrap_or("")),
        found,
        expected: width,
    }
}

/// Writes the position field with the letters of `rules`' game; runs of empty squares are
/// written as one number (`10`).
pub fn write_board(board: &Board, rules: &Rules) -> String {
    write_board_holes(board, rules.holes | board.walls(), Set::EMPTY, |p, s| {
        rules.push_fen_piece(p, s)
    })
}

/// [`write_board`], each piece on a square of `promoted` (bit indices) followed by `~`.
pub(super) fn write_board_marked(board: &Board, rules: &Rules, promoted: Set) -> String {
    write_board_holes(board, rules.holes | board.walls(), promoted, |p, s| {
        rules.push_fen_piece(p, s)
    })
}

/// Writes the position field, each piece's letter given by `letter`.
pub fn write_board_with(board: &Board, letter: impl Fn(Piece) -> char) -> String {
    write_board_holes(board, board.walls(), Set::EMPTY, |p, s| s.push(letter(p)))
}

/// Writes the position field, the squares of `holes` (off the board, or walls) as `*`, a `~` after each
/// piece on a square of `promoted`, each piece as `letter` writes it.
fn write_board_holes(
    board: &Board,
    holes: Set,
    promoted: Set,
    letter: impl Fn(Piece, &mut String),
) -> String {
    let g = board.geometry();
    let mut s = String::with_capacity(80);
    for rank in (0..g.height).rev() {
        let mut empty = 0;
        for file in 0..g.width {
            let sq = Square::new(file, rank);
            if holes.has(g.bit_index(sq)) {
                push_empty_run(&mut s, empty);
                empty = 0;
                s.push('*');
                continue;
            }
            match board.get(sq) {
                None => empty += 1,
                Some(p) => {
                    push_empty_run(&mut s, empty);
                    empty = 0;
                    letter(p, &mut s);
                    if promoted.has(g.bit_index(sq)) {
                        s.push('~');
                    }
                }
            }
        }
        push_empty_run(&mut s, empty);
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

/// Appends the count of a run of empty squares (nothing when there is none).
fn push_empty_run(out: &mut String, empty: u64) {
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}
