//! FEN of the chess family, one reader and one writer for every game: standard FEN (with
//! `KQkq`, X-FEN and Shredder-FEN castling) and vchess FEN (`<position> <turn> <movesCount>
//! [flags] [ep]`), each followed by a game's own fields (Bario's `reserve capture`); in a
//! game with drops, the hands after the position field (`[Qn]`). Every
//! game reads both; it writes the one its description names, or the one it was given.
//! Parsing gives a validated [`Position`] or a [`FenError`] naming the field and the reason;
//! [`parse_styled`] also says which style the text was written in ([`FenStyle`]), so that
//! [`write_styled`] can answer in the same one.
//!
//! ```
//! use fenboard::formats::fen::{self, FenStyle, Validation};
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let rules = chess.rules().unwrap();
//! let text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
//! let pos = fen::parse(rules, text).unwrap();
//! assert_eq!(fen::write(&pos), text);
//! let vchess = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b 1 ahah e3";
//! let (v, style) = fen::parse_styled(rules, vchess, Validation::Full).unwrap();
//! assert_eq!((style, fen::write_styled(&v, style).as_str()), (FenStyle::Vchess, vchess));
//! assert!(fen::parse(rules, "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").unwrap_err().to_string().contains("rows"));
//! ```
//!
//! The modules: `error` ([`FenError`] and its messages), `board` (the position field), `hand`
//! (the hands and promoted pieces of a game with drops),
//! `castling` (the standard castling field: `KQkq`, X-FEN, Shredder-FEN), `vchess` (the
//! vchess fields: move count, castling flags); the fields and the dialects are put together
//! here, with a game's own fields read and written by its hook
//! ([`crate::core::rules::FenFields`]).

mod board;
mod castling;
mod error;
mod hand;
mod vchess;

pub use board::{parse_board, piece_of, write_board, write_board_with};
pub use error::FenError;
pub(crate) use hand::read_promoted_forms;

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Rules;
use crate::core::position::{EnPassant, Position};
use crate::core::rules::FenDialect;
use castling::{parse_standard_castling, write_standard_castling};
use std::sync::Arc;
use vchess::{parse_vchess_fields, write_vchess_flags};

/// Longest FEN read; anything longer is rejected before parsing.
pub const MAX_FEN_LEN: usize = 1024;

/// The first 24 characters of `s`, with `…` when it is longer: the text an error quotes.
pub(crate) fn clip(s: &str) -> String {
    crate::util::text::clip(s, 24, "…")
}

/// Reads a move counter: any `u32` written in digits, so that every counter [`write`]
/// produces reads back (play saturates the counters at `u32::MAX`).
fn parse_counter(field: &'static str, text: &str) -> Result<u32, FenError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits
        .then(|| text.parse().ok())
        .flatten()
        .ok_or_else(|| FenError::Counter {
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
    /// The style a game writes unless told otherwise.
    pub fn of(rules: &Rules) -> FenStyle {
        match rules.fen {
            FenDialect::Standard => FenStyle::Standard,
            FenDialect::Vchess => FenStyle::Vchess,
        }
    }
}

/// How much of its game's rules a position read from a FEN must obey.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Validation {
    /// All of them ([`Position::validate`]).
    Full,
    /// What every position obeys, royal pieces aside, as in a rules-page diagram
    /// ([`Position::validate_partial`]).
    Partial,
    /// None: the position as written.
    None,
}

/// Reads a FEN of `rules`' game into a validated position.
pub fn parse(rules: &Arc<Rules>, fen: &str) -> Result<Position, FenError> {
    parse_styled(rules, fen, Validation::Full).map(|(pos, _)| pos)
}

/// Reads a FEN, checked as `validation` says, with the style it is written in.
///
/// ```
/// use fenboard::formats::fen::{self, FenStyle, Validation};
/// let chess = fenboard::Variant::builtin("chess").unwrap();
/// let text = "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1";
/// let (pos, style) = fen::parse_styled(chess.rules().unwrap(), text, Validation::Full).unwrap();
/// assert_eq!(style, FenStyle::Shredder);
/// assert_eq!(fen::write_styled(&pos, style), text);
/// assert_eq!(fen::write(&pos), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
/// ```
pub fn parse_styled(
    rules: &Arc<Rules>,
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
    // keeping twelve is enough.
    let mut buf = [""; 12];
    let mut n = 0;
    for (slot, field) in buf.iter_mut().zip(fen.split_whitespace()) {
        *slot = field;
        n += 1;
    }
    let fields = &buf[..n];
    let Some(&board_text) = fields.first() else {
        return Err(FenError::Empty);
    };
    let rules = Arc::clone(&pos.rules);
    let (board_text, hands) = hand::split_hands(&rules, board_text)?;
    // Only a game whose captured promoted pieces go to the hand as pawns marks them (`Q~`).
    let (plain, promoted) = if rules.drops.as_ref().is_some_and(|d| d.demote.is_some()) {
        hand::strip_promoted(board_text, rules.geometry)?
    } else {
        (
            std::borrow::Cow::Borrowed(board_text),
            crate::core::bitboard::Set::EMPTY,
        )
    };
    let plain = match rules.piece_promotion {
        Some(_) => std::borrow::Cow::Owned(hand::read_promoted_forms(&rules, &plain)?.into_owned()),
        None => plain,
    };
    board::read_board_of(&mut pos.board, &rules, &plain, false)?;
    pos.promoted = promoted & pos.board.occupied();
    if let Some(h) = hands {
        hand::read_hands(&rules, h, &mut pos.reserve)?;
    }
    pos.turn = match fields.get(1) {
        None => Color::White,
        Some(t) => match t.as_bytes() {
            &[b] => Color::from_char(char::from(b)),
            _ => None,
        }
        .ok_or_else(|| FenError::Turn(clip(t)))?,
    };
    let rest = &fields[2.min(fields.len())..];
    // A vchess FEN has its move count third, where a standard FEN has its castling field,
    // which is never a number.
    let vchess = rest
        .first()
        .is_some_and(|f| f.bytes().all(|b| b.is_ascii_digit()));
    if vchess {
        *style = FenStyle::Vchess;
        parse_vchess_fields(pos, rest)
    } else {
        if *style == FenStyle::Vchess {
            *style = FenStyle::Standard;
        }
        parse_standard_fields(pos, rest, style)
    }
}

/// Reads the en passant field into the position (`-` or no field: no square). The pawn that
/// passed over the square is found on the board; where two pawns could have (Berolina's
/// pawns step diagonally), the field names it after the square (`d6e5`).
fn parse_ep(pos: &mut Position, text: Option<&&str>) -> Result<(), FenError> {
    let Some(&t) = text.filter(|&&t| t != "-") else {
        return Ok(());
    };
    let bad = || FenError::EnPassant(clip(t));
    let g = pos.rules.geometry;
    // The square, then the pawn's if named: split before the second file letter.
    let split = t
        .char_indices()
        .skip(1)
        .find(|&(_, c)| c.is_ascii_alphabetic())
        .map_or(t.len(), |(i, _)| i);
    let square = g.parse_square(&t[..split]).map_err(|_| bad())?;
    let named = match &t[split..] {
        "" => None,
        s => Some(g.parse_square(s).map_err(|_| bad())?),
    };
    let candidates = ep_candidates(pos, square);
    let victim = match named {
        Some(v) if candidates.contains(&v) => v,
        Some(_) => return Err(FenError::EnPassantPawn(clip(t))),
        None => match candidates.as_slice() {
            [v] => *v,
            // No pawn passed over it: the position's check says so.
            _ => square,
        },
    };
    pos.ep = Some(EnPassant { square, victim });
    Ok(())
}

/// The opponent's pawns that may have just passed over `ep` by a double step: a pawn beyond
/// it, the square before it empty and on a double-step rank.
fn ep_candidates(pos: &Position, ep: Square) -> Vec<Square> {
    let rules = &pos.rules;
    let g = rules.geometry;
    let them = !pos.turn;
    let mut out = Vec::new();
    for role in rules.pawns.iter() {
        for l in rules.piece(role).movement.double_steps() {
            let (dx, dy) = l.vector_for(them);
            let (Some(victim), Some(origin)) = (g.offset(ep, dx, dy), g.offset(ep, -dx, -dy))
            else {
                continue;
            };
            let double_rank = rules.double_steps_from(them, origin);
            let pawn = pos
                .board
                .get(victim)
                .is_some_and(|p| p.color == them && p.role == role);
            if double_rank && pawn && pos.board.get(origin).is_none() && !out.contains(&victim) {
                out.push(victim);
            }
        }
    }
    out
}

fn parse_standard_fields(
    pos: &mut Position,
    fields: &[&str],
    style: &mut FenStyle,
) -> Result<(), FenError> {
    let mut it = fields.iter();
    if let Some(c) = it.next() {
        if let Some(s) = parse_standard_castling(pos, c)? {
            *style = s;
        }
    }
    // Makruk's count stands in place of the en passant field (its limit) and of the halfmove
    // clock (the plies counted), as Fairy-Stockfish writes it.
    match it.next() {
        Some(t) if pos.rules.end.counting.is_some() && t.bytes().all(|b| b.is_ascii_digit()) => {
            let limit = parse_counter("counting limit", t)?;
            pos.count.0 = u16::try_from(limit).map_err(|_| FenError::Counter {
                field: "counting limit",
                text: clip(t),
            })?;
        }
        ep => parse_ep(pos, ep)?,
    }
    let counts_checks = pos.rules.end.checks > 0;
    if counts_checks && it.as_slice().first().is_some_and(|f| f.contains('+')) {
        let text = it.next().copied().unwrap_or_default();
        pos.checks = parse_checks(pos, text, false)?;
    }
    if let Some(h) = it.next() {
        pos.halfmoves = parse_counter("halfmove clock", h)?;
    }
    if pos.count.0 > 0 {
        pos.count.1 = u16::try_from(pos.halfmoves).unwrap_or(u16::MAX);
        pos.halfmoves = 0;
    }
    let turn = u32::from(pos.turn == Color::Black);
    pos.plies = match it.next() {
        Some(f) => {
            let full = parse_counter("fullmove number", f)?.max(1);
            (full - 1).saturating_mul(2).saturating_add(turn)
        }
        None => turn,
    };
    if counts_checks && it.as_slice().first().is_some_and(|f| f.starts_with('+')) {
        let text = it.next().copied().unwrap_or_default();
        pos.checks = parse_checks(pos, text, true)?;
    }
    read_own_fields(pos, &mut it)
}

/// Reads the checks field of a game that counts checks: the checks each side has left to
/// give (`3+3`, as Fairy-Stockfish and chessops write it), or, with `given`, the checks each
/// side has given (`+1+0`, lichess's form, after the move number).
fn parse_checks(pos: &Position, text: &str, given: bool) -> Result<[u8; 2], FenError> {
    let max = pos.rules.end.checks;
    let bad = || FenError::Checks {
        text: clip(text),
        max,
    };
    let body = if given {
        text.strip_prefix('+').ok_or_else(bad)?
    } else {
        text
    };
    let (w, b) = body.split_once('+').ok_or_else(bad)?;
    let count = |t: &str| {
        let n: u8 = (t.len() == 1)
            .then(|| t.parse().ok())
            .flatten()
            .ok_or_else(bad)?;
        if n > max {
            return Err(bad());
        }
        Ok(if given { max - n } else { n })
    };
    Ok([count(w)?, count(b)?])
}

/// The game's own fields, read by its hook, and nothing after them.
pub(super) fn read_own_fields(
    pos: &mut Position,
    it: &mut std::slice::Iter<'_, &str>,
) -> Result<(), FenError> {
    if let Some(own) = pos.rules.hooks.fen_fields {
        (own.read)(pos, it).map_err(FenError::Variant)?;
    }
    if let Some(extra) = it.next() {
        return Err(FenError::ExtraField(clip(extra)));
    }
    Ok(())
}

/// Appends a square's name, or `-` for no square.
pub(crate) fn push_square(out: &mut String, square: Option<Square>) {
    out.push_str(square.map_or("-", Square::name));
}

/// Writes the FEN of a position in its game's own style ([`FenStyle::of`]).
pub fn write(pos: &Position) -> String {
    write_styled(pos, FenStyle::of(&pos.rules))
}

/// Writes the FEN of a position in a style.
pub fn write_styled(pos: &Position, style: FenStyle) -> String {
    let mut s = board::write_board_marked(&pos.board, &pos.rules, pos.promoted);
    if pos.rules.drops.is_some() {
        hand::write_hands(pos, &mut s);
    }
    s.push(' ');
    s.push(pos.turn.char());
    s.push(' ');
    match style {
        FenStyle::Vchess => {
            s.push_str(&pos.plies.to_string());
            write_vchess_flags(pos, &mut s);
            s.push(' ');
            push_square(&mut s, pos.ep.map(|ep| ep.square));
        }
        FenStyle::Standard | FenStyle::Shredder => {
            write_standard_castling(pos, style == FenStyle::Shredder, &mut s);
            s.push(' ');
            let count = pos.counting();
            match (count, pos.effective_ep()) {
                (Some((limit, _)), _) => s.push_str(&limit.to_string()),
                (None, Some(square)) => {
                    s.push_str(square.name());
                    if let Some(ep) = pos.ep.filter(|_| ep_candidates(pos, square).len() > 1) {
                        s.push_str(ep.victim.name());
                    }
                }
                (None, None) => s.push('-'),
            }
            if pos.rules.end.checks > 0 {
                let [w, b] = pos.checks;
                s.push_str(&format!(" {w}+{b}"));
            }
            s.push(' ');
            match count {
                Some((_, ply)) => s.push_str(&ply.to_string()),
                None => s.push_str(&pos.halfmoves.to_string()),
            }
            s.push(' ');
            s.push_str(&pos.fullmoves().to_string());
        }
    }
    if let Some(own) = pos.rules.hooks.fen_fields {
        (own.write)(pos, &mut s);
    }
    s
}

/// The FEN, as [`write()`] gives it (in its game's style).
///
/// ```
/// let chess = fenboard::Variant::builtin("chess").unwrap();
/// let start = chess.start_position();
/// assert_eq!(start.chess().unwrap().to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&write(self))
    }
}
