//! FEN of the chess family: standard FEN (`KQkq`, X-FEN and Shredder-FEN castling) and
//! vchess FEN (`<position> <turn> <movesCount> [flags] [ep]`, then a game's own fields: Bario's
//! `[reserve capture]`).
//! Parsing gives a validated [`Position`] or a [`FenError`] naming the field and the
//! reason; [`parse_styled`] also says which style the text was written in ([`FenStyle`]), so
//! that [`write_styled`] can answer in the same one.
//!
//! ```
//! use fenboard::{formats::fen, variants::chess};
//! let pos = fen::parse(&chess::RULES, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
//! assert_eq!(fen::write(&pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! let vchess = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b 1 ahah e3";
//! let (v, style) = fen::parse_styled(&chess::RULES, vchess, fen::Validation::Full).unwrap();
//! assert_eq!(fen::write_styled(&v, style), vchess);
//! assert!(fen::parse(&chess::RULES, "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").unwrap_err().to_string().contains("rows"));
//! ```
//!
//! The modules: `error` ([`FenError`] and its messages), `board` (the position field),
//! `castling` (the standard castling field: `KQkq`, X-FEN, Shredder-FEN), `vchess` (the
//! vchess fields: move count, castling flags); the fields and the dialects are put together
//! here, with a game's own fields read and written by its hook
//! ([`crate::core::rules::FenFields`]).

mod board;
mod castling;
mod error;
mod vchess;

pub use board::{parse_board, write_board};
pub(crate) use board::{push_empty_run, read_board_of_roles, role_set};
pub use error::FenError;

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::position::Rules;
use crate::core::rules::FenDialect;
use crate::util::text;
use castling::{parse_standard_castling, write_standard_castling};
use vchess::{parse_vchess_fields, write_vchess_flags};

/// Longest FEN read; anything longer is rejected before parsing.
pub const MAX_FEN_LEN: usize = 1024;

/// The first 24 characters of `s`, with `…` when it is longer: the text an error quotes.
pub(crate) fn clip(s: &str) -> String {
    text::clip(s, 24, "…")
}

/// Reads a move counter: any `u32`, so that every counter [`write`] produces reads back
/// (play saturates the counters at `u32::MAX`).
fn parse_counter(field: &'static str, text: &str) -> Result<u32, FenError> {
    text::read_u32(text).ok_or_else(|| FenError::Counter {
        field,
        text: clip(text),
    })
}

/// How a FEN was written, which [`write_styled`] keeps: the API answers in the style it was
/// given.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FenStyle {
    /// Standard FEN with `KQkq` (X-FEN file letters where needed).
    Standard,
    /// Standard FEN with Shredder file letters (`HAha`).
    Shredder,
    /// vchess FEN.
    Vchess,
}

impl FenStyle {
    /// The style a game writes unless told otherwise: standard FEN, or vchess FEN for the
    /// games that read only vchess FEN.
    pub fn of(rules: &Rules) -> FenStyle {
        match rules.fen {
            FenDialect::StandardOrVchess => FenStyle::Standard,
            FenDialect::Vchess => FenStyle::Vchess,
        }
    }
}

/// The standard start position of a game.
pub fn start(rules: &'static Rules) -> Position {
    parse(rules, rules.start_fen).expect("a game's start FEN is valid")
}

/// How much of its game's rules a position read from a FEN must obey.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Validation {
    /// All of them ([`Position::validate`]).
    Full,
    /// The shared rules only: royal pieces may be missing, as in a rules-page diagram
    /// ([`Position::validate_partial`]).
    Partial,
    /// None: the position as written.
    None,
}

/// Reads a FEN of `rules`' game into a validated position.
pub fn parse(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_styled(rules, fen, Validation::Full).map(|(pos, _)| pos)
}

/// Reads a FEN of a partial position (royal pieces may be missing, as in a rules-page
/// diagram), checking only the shared rules ([`Position::validate_partial`]).
pub fn parse_partial(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_styled(rules, fen, Validation::Partial).map(|(pos, _)| pos)
}

/// Reads a FEN without validating the position.
pub fn parse_unvalidated(rules: &'static Rules, fen: &str) -> Result<Position, FenError> {
    parse_styled(rules, fen, Validation::None).map(|(pos, _)| pos)
}

/// Reads a FEN, checked as `validation` says, with the style it is written in.
///
/// ```
/// use fenboard::formats::fen::{self, FenStyle, Validation};
/// use fenboard::variants::chess;
/// let text = "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1";
/// let (pos, style) = fen::parse_styled(&chess::RULES, text, Validation::Full).unwrap();
/// assert_eq!(style, FenStyle::Shredder);
/// assert_eq!(fen::write_styled(&pos, style), text);
/// assert_eq!(fen::write(&pos), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
/// ```
pub fn parse_styled(
    rules: &'static Rules,
    fen: &str,
    validation: Validation,
) -> Result<(Position, FenStyle), FenError> {
    let mut pos = Position::empty(rules);
    let mut style = FenStyle::of(rules);
    read(&mut pos, fen, &mut style)?;
    match validation {
        Validation::Full => pos.validate()?,
        Validation::Partial => pos.validate_partial()?,
        Validation::None => {}
    }
    Ok((pos, style))
}

/// Reads a FEN onto an empty position of its game, and the style it is written in.
fn read(pos: &mut Position, fen: &str, style: &mut FenStyle) -> Result<(), FenError> {
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
        *style = FenStyle::Vchess;
        parse_vchess_fields(pos, &fields[2.min(fields.len())..])?;
    } else {
        parse_standard_fields(pos, &fields[2.min(fields.len())..], style)?;
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

/// Reads the en passant field into the position (`-` or no field: no square).
fn parse_ep(pos: &mut Position, text: Option<&&str>) -> Result<(), FenError> {
    if let Some(&t) = text.filter(|&&t| t != "-") {
        let sq = pos.rules.geometry.parse_square(t).ok();
        pos.ep = Some(sq.ok_or_else(|| FenError::EnPassant(clip(t)))?);
    }
    Ok(())
}

fn parse_standard_fields(
    pos: &mut Position,
    fields: &[&str],
    style: &mut FenStyle,
) -> Result<(), FenError> {
    if let Some(c) = fields.first() {
        if let Some(s) = parse_standard_castling(pos, c)? {
            *style = s;
        }
    }
    parse_ep(pos, fields.get(1))?;
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

/// Appends a square's name, or `-` for no square.
pub(crate) fn push_square(out: &mut String, square: Option<Square>) {
    text::push(out, square.map_or("-", Square::name));
}

/// Writes the FEN of a position in its game's own style ([`FenStyle::of`]).
pub fn write(pos: &Position) -> String {
    write_styled(pos, FenStyle::of(pos.rules))
}

/// Writes the FEN of a position in a style.
pub fn write_styled(pos: &Position, style: FenStyle) -> String {
    let mut s = write_board(&pos.board);
    text::push_char(&mut s, ' ');
    text::push_char(&mut s, pos.turn.char());
    text::push_char(&mut s, ' ');
    match style {
        FenStyle::Vchess => {
            text::push_decimal(&mut s, pos.plies.into());
            write_vchess_flags(pos, &mut s);
            text::push_char(&mut s, ' ');
            push_square(&mut s, pos.ep);
            if let Some(own) = pos.rules.hooks.fen_fields {
                (own.write)(pos, &mut s);
            }
        }
        FenStyle::Standard | FenStyle::Shredder => {
            write_standard_castling(pos, style == FenStyle::Shredder, &mut s);
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
impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&write(self))
    }
}
