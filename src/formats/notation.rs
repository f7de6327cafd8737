//! Move notation of the chess family: UCI and SAN, written and read.
//!
//! - UCI: `e2e4`, `e7e8q`, `a10a9`; castling is the royal piece's square then its rook's
//!   square (`e1h1`, Chess960 style). Bario's steps are joined by commas: `K@g1` places the
//!   king, `N@b1,b1c3` defines the undefined piece on b1 as a knight then moves it, and a
//!   turn that first identifies a captured undefined piece starts with `Q=d8`.
//! - SAN: `Nbd7`, `exd6`, `e8=Q+`, `O-O`, `Qxf7#`; Coregal's queen castles `QO-O`/`QO-O-O`;
//!   Bario's turns as vchess writes them: `K@g1`, `N@b1,Nc3`, `Qd8X,e5`.
//!
//! [`parse_move`] accepts UCI, SAN (with or without `x`, `=`, `+`, `#`, and `0-0` for
//! `O-O`), long algebraic (`Ng1f3`, `Ng1-f3`) and, for castling, the king's own move
//! (`e1g1`).
//!
//! ```
//! use fenboard::{formats::notation, variants::chess};
//! let pos = chess::start();
//! let m = notation::parse_move(&pos, "Nf3").unwrap();
//! assert_eq!(notation::uci(&pos, &m), "g1f3");
//! assert_eq!(notation::san(&pos, &m, &pos.legal_moves()), "Nf3");
//! assert!(notation::parse_move(&pos, "e2e5").is_err());
//! ```

use crate::core::castling::Wing;
use crate::core::error::{ErrorCode, VariantError};
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::Role;
use crate::util::text::{
    find, first_chars, owned, push, push_all, push_char, push_joined, Message,
};

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in any notation this game reads.
    Syntax(String),
    /// A well-formed move that is not legal here.
    Illegal(String),
    /// A move one game's own rules refuse for a reason of their own (Bario: a type its
    /// reserve lacks), with that game's message and code.
    Variant(VariantError),
    /// SAN that fits several legal moves.
    Ambiguous {
        /// What was given.
        text: String,
        /// The moves it could mean.
        candidates: Vec<String>,
    },
}

crate::util::text::display_by_message!(MoveError);

impl Message for MoveError {
    fn write_message(&self, out: &mut String) {
        match self {
            MoveError::Syntax(t) => push_all(
                out,
                &[
                    "'",
                    t,
                    "' is not a move: expected UCI (e2e4, e7e8q, e1h1 for castling) or SAN (Nf3, exd5, O-O)",
                ],
            ),
            MoveError::Illegal(t) => push_all(out, &["illegal move '", t, "' in this position"]),
            MoveError::Variant(e) => e.write_message(out),
            MoveError::Ambiguous { text, candidates } => {
                push_all(out, &["ambiguous move '", text, "': it could be "]);
                push_joined(out, candidates, " or ");
            }
        }
    }
}

impl MoveError {
    /// The error's code (see [`crate::core::error`]): `move-syntax`, `illegal-move`,
    /// `ambiguous-move`, or a game's own for [`MoveError::Variant`].
    pub fn code(&self) -> ErrorCode {
        match self {
            MoveError::Syntax(_) => ErrorCode::MoveSyntax,
            MoveError::Illegal(_) => ErrorCode::IllegalMove,
            MoveError::Variant(e) => e.code(),
            MoveError::Ambiguous { .. } => ErrorCode::AmbiguousMove,
        }
    }
}

impl std::error::Error for MoveError {}

/// The UCI form of a move (see the module documentation).
pub fn uci(pos: &Position, m: &Move) -> String {
    let mut s = String::new();
    push_uci(pos, m, &mut s);
    s
}

/// Appends the UCI form of a move to `s`.
pub fn push_uci(pos: &Position, m: &Move, s: &mut String) {
    if let Some(r) = m.identify {
        if let Some(sq) = pos.pending_identification() {
            push_char(s, r.upper_char());
            push_char(s, '=');
            sq.push_name(s);
            push_char(s, ',');
        }
    }
    match m.kind {
        MoveKind::Place => {
            push(s, "K@");
            m.to.push_name(s);
        }
        MoveKind::Castle { rook, .. } => {
            m.from.push_name(s);
            rook.push_name(s);
        }
        MoveKind::Normal | MoveKind::EnPassant { .. } => {
            if m.define {
                push_char(s, m.role.upper_char());
                push_char(s, '@');
                m.from.push_name(s);
                push_char(s, ',');
            }
            m.from.push_name(s);
            m.to.push_name(s);
            if let Some(p) = m.promotion {
                push_char(s, p.char());
            }
        }
    }
}

/// Whether a castle is "short" (with the rook on the royal piece's own side).
pub fn is_short_castle(pos: &Position, m: &Move) -> bool {
    let MoveKind::Castle { rook, .. } = m.kind else {
        return false;
    };
    let rights = pos.castling();
    let royal = rights
        .royal_wing(pos.turn(), m.from.file())
        .unwrap_or(Wing::Right);
    Wing::of(rook.file(), m.from.file()) == royal
}

/// SAN without the check suffix.
fn san_body(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = String::new();
    if let Some(r) = m.identify {
        if let Some(sq) = pos.pending_identification() {
            push_char(&mut s, r.upper_char());
            sq.push_name(&mut s);
            push(&mut s, "X,");
        }
    }
    match m.kind {
        MoveKind::Place => {
            push(&mut s, "K@");
            m.to.push_name(&mut s);
        }
        MoveKind::Castle { .. } => {
            if m.role != Role::King {
                push_char(&mut s, m.role.upper_char());
            }
            push(
                &mut s,
                if is_short_castle(pos, m) {
                    "O-O"
                } else {
                    "O-O-O"
                },
            );
        }
        MoveKind::Normal | MoveKind::EnPassant { .. } => {
            if m.define {
                push_char(&mut s, m.role.upper_char());
                push_char(&mut s, '@');
                m.from.push_name(&mut s);
                push_char(&mut s, ',');
            }
            if m.role == Role::Pawn {
                if m.is_capture() {
                    push_char(&mut s, m.from.file_char());
                    push_char(&mut s, 'x');
                }
                m.to.push_name(&mut s);
                if let Some(p) = m.promotion {
                    push_char(&mut s, '=');
                    push_char(&mut s, p.upper_char());
                }
            } else {
                push_char(&mut s, m.role.upper_char());
                if !m.define {
                    push_disambiguation(&mut s, m, legal);
                }
                if m.is_capture() {
                    push_char(&mut s, 'x');
                }
                m.to.push_name(&mut s);
            }
        }
    }
    s
}

/// Appends what tells the moving piece from the others of its kind that can go to the same
/// square: its file if that is enough, else its rank, else its square.
fn push_disambiguation(s: &mut String, m: &Move, legal: &[Move]) {
    // The other pieces of the kind that can go there: do any share the moving piece's
    // file, its rank?
    let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
    for o in legal {
        if o.role == m.role
            && o.to == m.to
            && o.from != m.from
            && !o.define
            && o.identify == m.identify
            && !o.is_castle()
            && o.kind != MoveKind::Place
        {
            rivals = true;
            same_file |= o.from.file() == m.from.file();
            same_rank |= o.from.rank() == m.from.rank();
        }
    }
    let name = m.from.name();
    if rivals && !same_file {
        push_char(s, m.from.file_char());
    } else if rivals && !same_rank {
        push(s, name.get(1..).unwrap_or(""));
    } else if rivals {
        push(s, name);
    }
}

/// The SAN of a move, with `+` when it attacks a royal piece and `#` when it mates.
/// `legal` is the list of legal moves (for disambiguation).
pub fn san(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = san_body(pos, m, legal);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        push_char(
            &mut s,
            if after.count_legal_moves() == 0 {
                '#'
            } else {
                '+'
            },
        );
    }
    s
}

fn normalize(s: &str) -> String {
    let mut s = s.trim();
    // Without the check, mate and comment marks at the end (`trim_end_matches` over a set).
    while let Some(t) = s.strip_suffix(|c| matches!(c, '+' | '#' | '!' | '?')) {
        s = t;
    }
    // Without "e.p." (as `replace("e.p.", "")`).
    let mut without_ep = String::new();
    let mut rest = s;
    while let Some(i) = find(rest, "e.p.") {
        push(&mut without_ep, rest.get(..i).unwrap_or(""));
        rest = rest.get(i + 4..).unwrap_or("");
    }
    push(&mut without_ep, rest);
    let s = without_ep.trim();
    let castle = after_royal_letters(s);
    let castles = castle.bytes().any(|b| b == b'-')
        && castle
            .bytes()
            .all(|b| b == b'0' || b == b'O' || b == b'o' || b == b'-');
    let mut out = String::new();
    for c in s.chars() {
        if castles {
            // The castling piece's letter, then `O-O` or `O-O-O` with letter O.
            push_char(&mut out, if c == '0' || c == 'o' { 'O' } else { c });
        } else if c != 'x' && c != '=' && c != ':' {
            push_char(&mut out, c);
        }
    }
    out
}

/// `s` without its leading `Q` and `K` letters (a castling royal piece's), as
/// `trim_start_matches(['Q', 'K'])` gives it.
fn after_royal_letters(s: &str) -> &str {
    let n = s.bytes().take_while(|&b| b == b'Q' || b == b'K').count();
    s.get(n..).unwrap_or("")
}

/// The legal move whose UCI is `text` (in any case, or exactly).
#[inline(never)]
fn find_uci(pos: &Position, legal: &[Move], text: &str, any_case: bool) -> Option<Move> {
    // The UCI of each move, written in one buffer.
    let mut uci = String::new();
    for m in legal {
        uci.clear();
        push_uci(pos, m, &mut uci);
        if uci == text || (any_case && uci.eq_ignore_ascii_case(text)) {
            return Some(*m);
        }
    }
    None
}

/// Reads a move in any notation the game accepts and returns the legal move it means.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_move_among(pos, text, &pos.legal_moves())
}

/// [`parse_move`] among the position's legal moves, already listed (`legal` must be
/// `pos.legal_moves()`): a caller that needs the list again lists it once.
pub fn parse_move_among(pos: &Position, text: &str, legal: &[Move]) -> Result<Move, MoveError> {
    let text = text.trim();
    if text.is_empty() || text.len() > 40 {
        return Err(MoveError::Syntax(first_chars(text, 40)));
    }
    if let Some(m) = find_uci(pos, legal, text, false) {
        return Ok(m);
    }
    // SAN before UCI in other cases: `B3b4` is a bishop from the third rank, not the pawn
    // move `b3b4`.
    let want = normalize(text);
    let mut found: Vec<Move> = Vec::new();
    for m in legal {
        if normalize(&san_body(pos, m, legal)) == want {
            found.push(*m);
        }
    }
    if found.is_empty() {
        // UCI with an uppercase promotion letter.
        if let Some(m) = find_uci(pos, legal, text, true) {
            return Ok(m);
        }
        if let Some(m) = find_long(legal, text, &want, &mut found) {
            return Ok(m);
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(unmatched(pos, text)),
        _ => {
            let mut candidates = Vec::new();
            for m in &found {
                candidates.push(uci(pos, m));
            }
            Err(MoveError::Ambiguous {
                text: owned(text),
                candidates,
            })
        }
    }
}

/// The squares of each move (`e1g1`), and its long algebraic form (`Ng1f3`): the moves
/// whose long form is `want` (the text normalized) go into `found`; gives the castling
/// king's own move when its squares are `text` and no other move has those squares.
fn find_long(legal: &[Move], text: &str, want: &str, found: &mut Vec<Move>) -> Option<Move> {
    let mut want_long = String::new();
    for c in want.chars() {
        if c != '-' {
            push_char(&mut want_long, c);
        }
    }
    let (mut castle, mut castles, mut others) = (None, 0, false);
    let mut long = String::new();
    for m in legal {
        long.clear();
        if m.role != Role::Pawn {
            push_char(&mut long, m.role.upper_char());
        }
        let squares = long.len();
        m.from.push_name(&mut long);
        m.to.push_name(&mut long);
        if long
            .get(squares..)
            .is_some_and(|s| s.eq_ignore_ascii_case(text))
        {
            if m.is_castle() {
                castle = Some(*m);
                castles += 1;
            } else {
                others = true;
            }
        }
        if let Some(p) = m.promotion {
            push_char(&mut long, p.upper_char());
        }
        // `long` is already normalized (no spaces, suffixes, `x`, `=`, `:` nor `-`).
        if !m.define && m.identify.is_none() && long == want_long {
            found.push(*m);
        }
    }
    match (castle, castles, others) {
        (Some(m), 1, false) => Some(m),
        _ => None,
    }
}

/// The error for a text that no legal move matches: the game's own reason if it has one
/// (Bario: a definition or identification the reserve cannot give), else an illegal move if
/// it looks like a move, else not a move.
fn unmatched(pos: &Position, text: &str) -> MoveError {
    if let Some(e) = pos
        .rules()
        .hooks
        .refuse_move
        .and_then(|refuse| refuse(pos, text))
    {
        return MoveError::Variant(e);
    }
    let names_square = text
        .as_bytes()
        .windows(2)
        .any(|w| (b'a'..=b'j').contains(&w[0]) && w[1].is_ascii_digit());
    let castles = after_royal_letters(&normalize(text)).starts_with("O-O");
    let looks_like_move = (names_square || castles)
        && text.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(
                    b,
                    b'+' | b'#' | b'=' | b'-' | b'@' | b',' | b'!' | b'?' | b':' | b'.'
                )
        });
    let error = if looks_like_move {
        MoveError::Illegal
    } else {
        MoveError::Syntax
    };
    error(owned(text))
}
