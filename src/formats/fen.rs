//! FEN of the chess family: standard FEN (`KQkq`, X-FEN and Shredder-FEN castling) and
//! vchess FEN (`<position> <turn> <movesCount> [flags] [ep] [reserve capture]`).
//! Parsing gives a validated [`Position`] or a [`FenError`] naming the field and the
//! reason; writing keeps the input's style.
//!
//! ```
//! use fenboard::{formats::fen, variants::chess};
//! let pos = fen::parse(&chess::RULES, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
//! assert_eq!(fen::write(&pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! let v = fen::parse(&chess::RULES, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b 1 ahah e3").unwrap();
//! assert_eq!(fen::write(&v), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b 1 ahah e3");
//! assert!(fen::parse(&chess::RULES, "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").unwrap_err().to_string().contains("rows"));
//! ```

use crate::core::board::Board;
use crate::core::color::Color;
use crate::core::geometry::{Geometry, Square};
use crate::core::position::Rules;
use crate::core::position::{Castling, FenStyle, Position, PositionError};
use crate::core::role::{Piece, Role};
use crate::core::rules::FenDialect;
use crate::util::text::{self, push, push_all, push_char, push_decimal, Message};
use std::fmt;

/// Longest FEN read; anything longer is rejected before parsing.
pub const MAX_FEN_LEN: usize = 1024;

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing to read.
    Empty,
    /// The FEN is longer than [`MAX_FEN_LEN`].
    TooLong(usize),
    /// Wrong number of rows.
    RowCount {
        /// Rows found.
        found: usize,
        /// Rows the board has.
        expected: u8,
    },
    /// A row does not fill the board's width.
    RowWidth {
        /// Row number, 1 = the top row.
        row: usize,
        /// The row's text.
        text: String,
        /// Squares it describes.
        found: usize,
        /// Files of the board.
        expected: u8,
    },
    /// An unknown character in a row.
    BadPiece {
        /// Row number, 1 = the top row.
        row: usize,
        /// The character.
        letter: char,
    },
    /// A `0` counted as empty squares.
    ZeroCount {
        /// Row number, 1 = the top row.
        row: usize,
    },
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The castling field cannot be read or does not fit the board.
    Castling {
        /// The field.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// The en passant field is not `-` or a square.
    EnPassant(String),
    /// A move counter is not a number.
    Counter {
        /// Which field.
        field: &'static str,
        /// Its text.
        text: String,
    },
    /// Bario's reserve field is not eight digits (or eight comma-separated numbers).
    Reserve(String),
    /// Bario's capture field is not `-` or a square.
    Capture(String),
    /// More fields than the dialect has.
    ExtraField(String),
    /// The FEN reads, but the position is impossible.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl Message for FenError {
    fn write_message(&self, out: &mut String) {
        push(out, "invalid FEN: ");
        match self {
            FenError::Empty => push(out, "it is empty"),
            FenError::TooLong(n) => {
                push(out, "it is ");
                push_decimal(out, *n as u64);
                push(out, " characters long, more than the ");
                push_decimal(out, MAX_FEN_LEN as u64);
                push(out, " allowed");
            }
            FenError::RowCount { found, expected } => {
                push(out, "the position field has ");
                push_decimal(out, *found as u64);
                push(out, " rows separated by '/', the board has ");
                push_decimal(out, (*expected).into());
            }
            FenError::RowWidth {
                row,
                text,
                found,
                expected,
            } => {
                push_row(out, *row);
                push_all(out, &[" ('", text, "') describes "]);
                push_decimal(out, *found as u64);
                push(out, " squares, the board has ");
                push_decimal(out, (*expected).into());
                push(out, " files");
            }
            FenError::BadPiece { row, letter } => {
                push_row(out, *row);
                push(out, " has '");
                push_char(out, *letter);
                push(out, "', which is not a piece of this game");
            }
            FenError::ZeroCount { row } => {
                push_row(out, *row);
                push(out, " counts 0 empty squares");
            }
            FenError::Turn(t) => push_all(
                out,
                &["the side to move is '", t, "', expected 'w' or 'b'"],
            ),
            FenError::Castling { text, reason } => {
                push_all(out, &["castling field '", text, "': ", reason])
            }
            FenError::EnPassant(t) => push_all(
                out,
                &[
                    "the en passant field is '",
                    t,
                    "', expected '-' or a square such as e3",
                ],
            ),
            FenError::Counter { field, text } => {
                push_all(out, &["the ", field, " is '", text, "', expected a whole number up to "]);
                push_decimal(out, u32::MAX.into());
            }
            FenError::Reserve(t) => push_all(
                out,
                &[
                    "the reserve field is '",
                    t,
                    "', expected 8 digits (white R N B Q, then black R N B Q), or 8 numbers separated by commas",
                ],
            ),
            FenError::Capture(t) => push_all(
                out,
                &["the capture field is '", t, "', expected '-' or a square"],
            ),
            FenError::ExtraField(t) => push_all(out, &["unexpected extra field '", t, "'"]),
            FenError::Position(e) => e.write_message(out),
        }
    }
}

/// Appends `row <row> from the top`, how the messages name a row.
fn push_row(out: &mut String, row: usize) {
    push(out, "row ");
    push_decimal(out, row as u64);
    push(out, " from the top");
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// The first 24 characters of `s`, with `…` when it is longer: the text an error quotes.
fn clip(s: &str) -> String {
    text::clip(s, 24, "…")
}

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
        // Plain loops over the bytes here and below: the iterator forms are not inlined in wasm.
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
    let geometry = board.geometry();
    let height = geometry.height as usize;
    let bytes = text.as_bytes();
    let width = geometry.width as usize;
    // The squares a row describes, counted to its end (for the message).
    let too_wide = |i: usize, row_start: usize, file: usize, from: usize| {
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
            expected: geometry.width,
        }
    };
    // One pass over the field, row by row (`i` = 0 the top row).
    let mut j = 0;
    for i in 0..height {
        if j > bytes.len() {
            // Fewer rows than the board has.
            return Ok(false);
        }
        let rank = (height - 1 - i) as u8;
        let (row_start, mut file) = (j, 0usize);
        while j < bytes.len() && bytes[j] != b'/' {
            let b = bytes[j];
            if b.is_ascii_digit() {
                let d = (b - b'0') as usize;
                if d == 0 {
                    if pad {
                        // Diagrams read digits one by one, as vchess draws them: 0 adds nothing.
                        j += 1;
                        continue;
                    }
                    return Err(FenError::ZeroCount { row: i + 1 });
                }
                // A run of digits is one number if it fits in the row, else digit by digit
                // (on boards narrower than 10 files, a run is always too much).
                let (mut n, mut len) = (d, 1);
                if width > 9 {
                    let (mut run, mut run_len) = (d, 1);
                    while run_len < 3 && bytes.get(j + run_len).is_some_and(u8::is_ascii_digit) {
                        run = run * 10 + (bytes[j + run_len] - b'0') as usize;
                        run_len += 1;
                    }
                    if run_len > 1 && file + run <= width {
                        (n, len) = (run, run_len);
                    }
                }
                if file + n > width {
                    return Err(too_wide(i, row_start, file, j));
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
                return Err(too_wide(i, row_start, file, j));
            }
            board.put(file as u8, rank, p);
            file += 1;
            j += ch.len_utf8();
        }
        if file != width && !(pad && file < width) {
            return Err(too_wide(i, row_start, file, j));
        }
        // Past the '/' (or the end, after the last row).
        j += 1;
    }
    // Past the end: no more rows than the board has.
    Ok(j > bytes.len())
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

/// Reads a move counter: any `u32`, so that every counter [`write`] produces reads back
/// (play saturates the counters at `u32::MAX`).
fn parse_counter(field: &'static str, text: &str) -> Result<u32, FenError> {
    text::read_u32(text).ok_or_else(|| FenError::Counter {
        field,
        text: clip(text),
    })
}

/// The standard start position of a game.
pub fn start(rules: &'static Rules) -> Position {
    parse(rules, rules.start_fen).expect("a game's start FEN is valid")
}

/// Reads a FEN of `rules`' game into a validated position.
pub fn parse(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_checked(rules, fen, Position::validate)
}

/// Reads a FEN of a partial position (royal pieces may be missing, as in a rules-page
/// diagram), checking only the shared rules ([`Position::validate_partial`]).
pub fn parse_partial(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_checked(rules, fen, Position::validate_partial)
}

/// Reads a FEN without validating the position.
pub fn parse_unvalidated(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_checked(rules, fen, |_| Ok(()))
}

/// Reads a FEN, then checks the position with `check`.
#[inline(always)]
fn parse_checked(
    rules: &'static Rules,
    fen: &str,
    check: impl Fn(&Position) -> Result<(), PositionError>,
) -> Result<Position, FenError> {
    // The position is read in place in the result, the one value returned on every path
    // (so it is not copied out: a position is a few hundred bytes).
    let mut result = Ok(Position::empty(rules));
    if let Ok(pos) = &mut result {
        if let Err(e) = read(pos, fen).and_then(|()| Ok(check(pos)?)) {
            result = Err(e);
        }
    }
    result
}

/// Reads a FEN onto an empty position of its game.
fn read(pos: &mut Position, fen: &str) -> Result<(), FenError> {
    if fen.len() > MAX_FEN_LEN {
        return Err(FenError::TooLong(fen.len()));
    }
    // More fields than any dialect has are an error reported on the first extra one, so
    // keeping eight is enough (and needs no allocation).
    let mut buf = [""; 8];
    let count = split_fields(fen, &mut buf);
    let fields = &buf[..count];
    let Some(&board_text) = fields.first() else {
        return Err(FenError::Empty);
    };
    let rules = pos.rules;
    read_board_of_roles(&mut pos.board, board_text, false, role_set(rules.roles))?;
    pos.turn = match fields.get(1) {
        None => Color::White,
        Some(t) => match t.as_bytes() {
            &[b] => Color::from_char(char::from(b)),
            _ => None,
        }
        .ok_or_else(|| FenError::Turn(clip(t)))?,
    };
    let vchess = rules.fen == FenDialect::Vchess
        || fields
            .get(2)
            .is_some_and(|f| f.bytes().all(|b| b.is_ascii_digit()));
    if vchess {
        parse_vchess_fields(pos, &fields[2.min(fields.len())..])?;
    } else {
        parse_standard_fields(pos, &fields[2.min(fields.len())..])?;
    }
    Ok(())
}

/// Splits `fen` at whitespace (as [`str::split_whitespace`]) into its first fields, as many
/// as `fields` holds; returns how many there are.
fn split_fields<'a>(fen: &'a str, fields: &mut [&'a str]) -> usize {
    // ASCII whitespace, with the vertical tab (whitespace for Rust, not for ASCII).
    let space = |b: u8| b == b' ' || (b'\t'..=b'\r').contains(&b);
    // Printable characters first, then control characters (not whitespace) and DEL.
    let in_field = |b: u8| b.wrapping_sub(b'!') < 0x5e || (b.is_ascii() && !space(b));
    let bytes = fen.as_bytes();
    let (mut count, mut j) = (0, 0);
    while j < bytes.len() && count < fields.len() {
        let start = j;
        // Eight bytes at a time while all are printable ASCII (none below '!' nor above
        // 0x7f: the classic test for a byte below n, `(w - n * ONES) & !w & HIGH`, exact
        // for n <= 0x80), then byte by byte.
        const ONES: u64 = u64::from_le_bytes([1; 8]);
        const HIGH: u64 = ONES << 7;
        while let Some(chunk) = bytes.get(j..j + 8) {
            let w = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
            if (w.wrapping_sub(ONES * b'!' as u64) & !w | w) & HIGH != 0 {
                break;
            }
            j += 8;
        }
        while j < bytes.len() && in_field(bytes[j]) {
            j += 1;
        }
        if j < bytes.len() && !bytes[j].is_ascii() {
            // ASCII text (the usual case) is split byte by byte; text with other characters
            // (some of them whitespace) takes the general split.
            let mut count = 0;
            for field in fen.split_whitespace().take(fields.len()) {
                fields[count] = field;
                count += 1;
            }
            return count;
        }
        if j > start {
            fields[count] = fen.get(start..j).unwrap_or("");
            count += 1;
        }
        j += 1;
    }
    count
}

/// Reads the en passant field, or with `capture` Bario's capture field, into the position
/// (`-` or no field: no square).
fn parse_ep(pos: &mut Position, text: Option<&&str>, capture: bool) -> Result<(), FenError> {
    if let Some(&t) = text.filter(|&&t| t != "-") {
        let sq = pos.rules.geometry.parse_square(t).ok();
        let error = if capture {
            FenError::Capture
        } else {
            FenError::EnPassant
        };
        *(if capture {
            &mut pos.pending
        } else {
            &mut pos.ep
        }) = Some(sq.ok_or_else(|| error(clip(t)))?);
    }
    Ok(())
}

fn parse_standard_fields(pos: &mut Position, fields: &[&str]) -> Result<(), FenError> {
    if let Some(c) = fields.first() {
        parse_standard_castling(pos, c)?;
    }
    parse_ep(pos, fields.get(1), false)?;
    if let Some(h) = fields.get(2) {
        pos.halfmoves = parse_counter("halfmove clock", h)?;
    }
    if let Some(f) = fields.get(3) {
        let full = parse_counter("fullmove number", f)?.max(1);
        pos.plies = (full - 1)
            .saturating_mul(2)
            .saturating_add((pos.turn == Color::Black) as u32);
    } else {
        pos.plies = (pos.turn == Color::Black) as u32;
    }
    if let Some(extra) = fields.get(4) {
        return Err(FenError::ExtraField(clip(extra)));
    }
    Ok(())
}

/// The castling error of the field `text`, its reason written from `reason`'s pieces, after
/// the quoted `letter` when there is one. Out of line: the castling readers have a dozen
/// errors.
#[inline(never)]
fn castling_error(text: &str, letter: Option<char>, reason: &[&str]) -> FenError {
    let mut r = String::new();
    if let Some(c) = letter {
        push_char(&mut r, '\'');
        push_char(&mut r, c);
        push_char(&mut r, '\'');
    }
    for part in reason {
        push(&mut r, part);
    }
    FenError::Castling {
        text: clip(text),
        reason: r,
    }
}

fn parse_standard_castling(pos: &mut Position, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    if pos.rules.castling.is_none() {
        return Err(castling_error(text, None, &["this game has no castling"]));
    }
    let width = pos.rules.geometry.width;
    let shredder = !text.chars().any(|c| matches!(c, 'K' | 'Q' | 'k' | 'q'));
    for ch in text.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = pos.back_rank(color);
        let kings = pos.board.files_on_rank(color, Role::King, back);
        if kings == 0 {
            return Err(castling_error(
                text,
                Some(ch),
                &[" but the ", color.name(), " king is not on its first rank"],
            ));
        }
        let king = kings.trailing_zeros() as u8;
        // The files of the rooks on the first rank: the outermost on a side, or the one named.
        let rooks = pos.board.files_on_rank(color, Role::Rook, back);
        let right = rooks & !((2 << king) - 1);
        let left = rooks & ((1 << king) - 1);
        let rook_file = match ch.to_ascii_lowercase() {
            'k' => (right != 0).then(|| 15 - right.leading_zeros() as u8),
            'q' => (left != 0).then(|| left.trailing_zeros() as u8),
            l @ 'a'..='j' if ((l as u8 - b'a') < width) => {
                let f = l as u8 - b'a';
                (rooks & 1 << f != 0).then_some(f)
            }
            _ => {
                return Err(castling_error(
                    text,
                    Some(ch),
                    &[" is not a castling letter (KQkq or a file)"],
                ))
            }
        };
        let rf = rook_file.ok_or_else(|| {
            castling_error(
                text,
                Some(ch),
                &[" but there is no ", color.name(), " rook to castle with"],
            )
        })?;
        let side = usize::from(rf > king);
        let ci = color.index();
        if pos.castling.rook[ci][side].is_some_and(|f| f != rf) {
            return Err(castling_error(
                text,
                None,
                &["two ", color.name(), " rooks on the same side"],
            ));
        }
        pos.castling.rook[ci][side] = Some(rf);
        pos.castling.royal[ci][1] = Some(king);
    }
    pos.fen_style = if shredder {
        FenStyle::Shredder
    } else {
        FenStyle::Standard
    };
    Ok(())
}

fn parse_vchess_fields(pos: &mut Position, fields: &[&str]) -> Result<(), FenError> {
    pos.fen_style = FenStyle::Vchess;
    let mut it = fields.iter();
    if let Some(count) = it.next() {
        pos.plies = parse_counter("move count", count)?;
    }
    if pos.rules.castling.is_some() {
        if let Some(flags) = it.next() {
            parse_vchess_flags(pos, flags)?;
        }
    }
    parse_ep(pos, it.next(), false)?;
    if let Some(full) = pos.rules.reserve {
        match it.next() {
            None => pos.reserve = [full; 2],
            Some(r) => pos.reserve = parse_reserve(r).ok_or_else(|| FenError::Reserve(clip(r)))?,
        }
        parse_ep(pos, it.next(), true)?;
    }
    if let Some(extra) = it.next() {
        return Err(FenError::ExtraField(clip(extra)));
    }
    Ok(())
}

/// Reads Bario's reserve field: eight digits (vchess), or eight comma-separated numbers of
/// up to three digits (what [`write`] gives when a count is above 9), each at most 255.
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

/// Writes Bario's reserve field: eight digits, or eight comma-separated numbers when a
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

/// vchess flags: per colour, one letter per castling piece (a file; the letter after the
/// last file means the right is lost). Chess: `[left rook][right rook]`; Coregal:
/// `[left rook][left royal][right royal][right rook]`.
fn parse_vchess_flags(pos: &mut Position, text: &str) -> Result<(), FenError> {
    let Some(table) = pos.rules.castling else {
        return Ok(());
    };
    let width = pos.rules.geometry.width;
    let per_side = if table.royals.len() > 1 { 4 } else { 2 };
    let letters = text.as_bytes();
    if letters.len() != 2 * per_side || !letters.iter().all(|b| b.is_ascii_lowercase()) {
        let mut reason = String::from("expected ");
        push_decimal(&mut reason, (2 * per_side) as u64);
        push(&mut reason, " lowercase letters (files, or '");
        push_char(&mut reason, char::from(b'a' + width));
        push(&mut reason, "' for none)");
        return Err(FenError::Castling {
            text: clip(text),
            reason,
        });
    }
    for color in Color::ALL {
        read_vchess_side(pos, text, color, table, per_side)?;
    }
    pos.castling.canonicalize();
    Ok(())
}

/// The flags of one side in [`parse_vchess_flags`] (its `per_side` letters of `text`, already
/// checked to be lowercase). Out of line: called for each colour, it would be copied for each.
#[inline(never)]
fn read_vchess_side(
    pos: &mut Position,
    text: &str,
    color: Color,
    table: crate::core::rules::CastleTable,
    per_side: usize,
) -> Result<(), FenError> {
    let width = pos.rules.geometry.width;
    let letters = text.as_bytes();
    let back = pos.back_rank(color);
    let ci = color.index();
    let group = &letters[ci * per_side..(ci + 1) * per_side];
    let file = |b: u8| (b - b'a' < width).then_some(b - b'a');
    let (left_rook, royals, right_rook) = if per_side == 4 {
        (
            file(group[0]),
            [file(group[1]), file(group[2])],
            file(group[3]),
        )
    } else {
        let king = pos
            .board
            .find(color, Role::King)
            .find(|s| s.rank() == back)
            .map(|s| s.file());
        (file(group[0]), [None, king], file(group[1]))
    };
    for (side, rf) in [left_rook, right_rook].into_iter().enumerate() {
        if let Some(f) = rf {
            if pos.board.get(Square::new(f, back)) != Some(Piece::new(color, Role::Rook)) {
                return Err(castling_error(
                    text,
                    None,
                    &[
                        "no ",
                        color.name(),
                        " rook on ",
                        Square::new(f, back).name(),
                    ],
                ));
            }
            pos.castling.rook[ci][side] = Some(f);
        }
    }
    for (slot, rf) in royals.into_iter().enumerate() {
        if let Some(f) = rf {
            let ok = pos
                .board
                .get(Square::new(f, back))
                .is_some_and(|p| p.color == color && table.royals.contains(&p.role));
            if !ok {
                if per_side == 2 {
                    continue;
                }
                return Err(castling_error(
                    text,
                    None,
                    &[
                        "no ",
                        color.name(),
                        " king or queen on ",
                        Square::new(f, back).name(),
                    ],
                ));
            }
            pos.castling.royal[ci][slot] = Some(f);
        }
    }
    if per_side == 2
        && pos.castling.rook[ci].iter().any(Option::is_some)
        && pos.castling.royal[ci][1].is_none()
    {
        return Err(castling_error(
            text,
            None,
            &[
                color.name(),
                " rook flags but no ",
                color.name(),
                " king on its first rank",
            ],
        ));
    }
    // A left rook must stand left of the royal pieces it castles with, a right rook right of them.
    let [left, right] = pos.castling.rook[ci];
    for royal in pos.castling.royal[ci].into_iter().flatten() {
        if left.is_some_and(|l| l >= royal) || right.is_some_and(|r| r <= royal) {
            return Err(castling_error(
                text,
                None,
                &[
                    "the ",
                    color.name(),
                    " rook flags must be a file left and a file right of the castling royal on ",
                    Square::new(royal, back).name(),
                ],
            ));
        }
    }
    if per_side == 4 {
        if let [Some(a), Some(b)] = pos.castling.royal[ci] {
            if a > b {
                return Err(castling_error(
                    text,
                    None,
                    &["the left royal file comes after the right one"],
                ));
            }
        }
    }
    Ok(())
}

fn write_vchess_flags(pos: &Position, out: &mut String) {
    let Some(table) = pos.rules.castling else {
        return;
    };
    let none = (b'a' + pos.rules.geometry.width) as char;
    let letter = |f: Option<u8>| f.map_or(none, |f| (b'a' + f) as char);
    text::push_char(out, ' ');
    for ci in 0..2 {
        let c: &Castling = &pos.castling;
        text::push_char(out, letter(c.rook[ci][0]));
        if table.royals.len() > 1 {
            text::push_char(out, letter(c.royal[ci][0]));
            text::push_char(out, letter(c.royal[ci][1]));
        }
        text::push_char(out, letter(c.rook[ci][1]));
    }
}

/// Writes the standard castling field: `K`/`Q` (`k`/`q` for Black) for the outermost rook
/// on its side of the king, the rook's file letter (X-FEN) for another rook or for every
/// rook in Shredder-FEN style, `-` for no right.
fn write_standard_castling(pos: &Position, out: &mut String) {
    let start = out.len();
    for color in Color::ALL {
        let ci = color.index();
        let Some(kf) = pos.castling.royal[ci][1] else {
            continue;
        };
        let rooks = pos
            .board
            .files_on_rank(color, Role::Rook, pos.back_rank(color));
        for side in [1, 0] {
            let Some(rf) = pos.castling.rook[ci][side] else {
                continue;
            };
            // The rooks (as files) further from the king than this one.
            let beyond = if side == 1 {
                rooks >> rf >> 1
            } else {
                rooks & ((1 << rf) - 1)
            };
            let on_its_side = if side == 1 { rf > kf } else { rf < kf };
            let outermost = on_its_side && rooks & (1 << rf) != 0 && beyond == 0;
            let letter = if pos.fen_style == FenStyle::Shredder || !outermost {
                b'a' + rf
            } else if side == 1 {
                b'k'
            } else {
                b'q'
            };
            text::push_char(
                out,
                char::from(if color == Color::White {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                }),
            );
        }
    }
    if out.len() == start {
        text::push_char(out, '-');
    }
}

/// Appends a square's name, or `-` for no square.
fn push_square(out: &mut String, square: Option<Square>) {
    text::push(out, square.map_or("-", Square::name));
}

/// Writes the FEN of a position in its style.
pub fn write(pos: &Position) -> String {
    let mut s = write_board(&pos.board);
    text::push_char(&mut s, ' ');
    text::push_char(&mut s, pos.turn.char());
    text::push_char(&mut s, ' ');
    match pos.fen_style {
        FenStyle::Vchess => {
            text::push_decimal(&mut s, pos.plies.into());
            write_vchess_flags(pos, &mut s);
            text::push_char(&mut s, ' ');
            push_square(&mut s, pos.ep);
            if pos.rules.reserve.is_some() {
                text::push_char(&mut s, ' ');
                write_reserve(&pos.reserve, &mut s);
                text::push_char(&mut s, ' ');
                push_square(&mut s, pos.pending);
            }
        }
        FenStyle::Standard | FenStyle::Shredder => {
            write_standard_castling(pos, &mut s);
            text::push_char(&mut s, ' ');
            push_square(&mut s, pos.effective_ep());
            text::push_char(&mut s, ' ');
            text::push_decimal(&mut s, pos.halfmoves.into());
            text::push_char(&mut s, ' ');
            text::push_decimal(&mut s, pos.fullmoves().into());
        }
    }
    s
}

/// The FEN, as [`write()`] gives it (in the style it was read in).
///
/// ```
/// use fenboard::variants::chess;
/// assert_eq!(chess::start().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self))
    }
}
