//! Reading a move: UCI, SAN (with or without `x`, `=`, `+`, `#`, and `0-0` for `O-O`), long
//! algebraic, and castling in either UCI form (the royal piece's move, `e1g1`, or its square
//! then its rook's, `e1h1`); the error that says why a text names no legal move.

use super::write::{push_uci, san_body};
use super::{uci, MoveError};
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::util::text::first_chars;

fn normalize(s: &str) -> String {
    let s = s.trim().trim_end_matches(['+', '#', '!', '?']);
    let without_ep = s.replace("e.p.", "");
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
            out.push(if c == '0' || c == 'o' { 'O' } else { c });
        } else if c != 'x' && c != '=' && c != ':' {
            out.push(c);
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

/// The legal move whose UCI is `text` (in any case, or exactly); else the promotion into a
/// promoted form (`b2h8+`), or its turning back (`c3c4-`), named by the letter of the kind it
/// becomes, as a move object `{from, to, promotion}` gives it (`b2h8h`). Exact UCIs first: a
/// gating move's `e1d2a` is not a turning back named so.
fn find_uci(pos: &Position, legal: &[Move], text: &str, any_case: bool) -> Option<Move> {
    // The UCI of each move, written in one buffer.
    let mut uci = String::new();
    let same = |uci: &str| uci == text || (any_case && uci.eq_ignore_ascii_case(text));
    for m in legal {
        uci.clear();
        push_uci(pos, m, &mut uci);
        if same(&uci) {
            return Some(*m);
        }
    }
    for m in legal {
        let Some(p) = m.promotion else { continue };
        uci.clear();
        push_uci(pos, m, &mut uci);
        if uci.ends_with(['+', '-']) {
            uci.pop();
            uci.push(pos.rules().letter(p));
            if same(&uci) {
                return Some(*m);
            }
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
    // A pawn's drop as chessops writes it, without the pawn's letter (`@e4`).
    let bare = text.trim_end_matches(['+', '#']);
    if let (Some(square), Some(pawn)) = (bare.strip_prefix('@'), pos.rules().pawns.iter().next()) {
        let drop = |m: &&Move| m.is_drop() && m.role == pawn && m.to.name() == square;
        if let Some(m) = legal.iter().find(drop) {
            return Ok(*m);
        }
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
        if let Some(m) = find_long(pos, legal, text, &want, &mut found) {
            return Ok(m);
        }
        // SAN without the file or rank that tells two pieces apart (`Rd3` where both rooks
        // reach d3): each move as if it were the only one, so the error names both.
        if found.is_empty() {
            for m in legal {
                if normalize(&san_body(pos, m, std::slice::from_ref(m))) == want {
                    found.push(*m);
                }
            }
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => {
            Err(promotion_required(pos, text, &want, legal).unwrap_or_else(|| unmatched(pos, text)))
        }
        _ => {
            let mut candidates = Vec::new();
            for m in &found {
                candidates.push(uci(pos, m));
            }
            Err(MoveError::Ambiguous {
                text: text.to_string(),
                candidates,
            })
        }
    }
}

/// The squares of each move (`e1g1`), and its long algebraic form (`Ng1f3`): the moves
/// whose long form is `want` (the text normalized) go into `found`; gives a castle when its
/// squares in the other UCI form (the royal piece's move, or its square then its rook's) are
/// `text` and no other move has those squares.
fn find_long(
    pos: &Position,
    legal: &[Move],
    text: &str,
    want: &str,
    found: &mut Vec<Move>,
) -> Option<Move> {
    let rules = pos.rules();
    let want_long: String = want.chars().filter(|&c| c != '-').collect();
    let (mut castle, mut castles, mut others) = (None, 0, false);
    let mut long = String::new();
    // A move that takes a piece from the hand as it goes (gating) has no long form: the same
    // squares are the move without it.
    for m in legal.iter().filter(|m| m.gate.is_none()) {
        long.clear();
        if !rules.is_san_pawn(m.role) {
            long.push(rules.letter(m.role).to_ascii_uppercase());
        }
        let squares = long.len();
        long.push_str(m.from.name());
        long.push_str(m.to.name());
        let same = |s: &str| s.eq_ignore_ascii_case(text);
        if long.get(squares..).is_some_and(same) {
            if m.is_castle() {
                castle = Some(*m);
                castles += 1;
            } else {
                others = true;
            }
        } else if let MoveKind::Castle { rook, .. } = m.kind {
            if same(&format!("{}{}", m.from, rook)) {
                castle = Some(*m);
                castles += 1;
            }
        }
        if let Some(p) = m.promotion {
            long.push(rules.letter(p).to_ascii_uppercase());
        }
        // `long` is already normalized (no spaces, suffixes, `x`, `=`, `:` nor `-`). A move
        // with a step before it (an identification, a definition) has no long form.
        let steps = m.kind == MoveKind::Define || m.identify.is_some();
        if !steps && long == want_long {
            found.push(*m);
        }
    }
    match (castle, castles, others) {
        (Some(m), 1, false) => Some(m),
        _ => None,
    }
}

/// The error for a pawn move written without the piece it becomes (`a7a8`, `a8`, `bxa8`)
/// where the move is legal with one: its pieces listed, so that the caller can ask which.
fn promotion_required(pos: &Position, text: &str, want: &str, legal: &[Move]) -> Option<MoveError> {
    let rules = pos.rules();
    let (mut pieces, mut example) = (Vec::new(), None);
    for m in legal {
        let Some(p) = m.promotion else { continue };
        let letter = rules.letter(p).to_ascii_lowercase();
        // The move's squares (UCI), and its SAN, each without the promotion letter.
        let squares = text.eq_ignore_ascii_case(&format!("{}{}", m.from, m.to));
        let san = normalize(&san_body(pos, m, legal));
        let san_plain = san.strip_suffix(letter.to_ascii_uppercase()) == Some(want);
        if (squares || san_plain) && !pieces.contains(&letter) {
            pieces.push(letter);
            example.get_or_insert_with(|| uci(pos, m));
        }
    }
    Some(MoveError::PromotionRequired {
        text: text.to_string(),
        pieces,
        example: example?,
    })
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
        .any(|w| (b'a'..=b'l').contains(&w[0]) && w[1].is_ascii_digit());
    let castles = after_royal_letters(&normalize(text)).starts_with("O-O");
    let looks_like_move = (names_square || castles)
        && text.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(
                    b,
                    b'+' | b'#' | b'=' | b'-' | b'@' | b',' | b'!' | b'?' | b':' | b'.' | b'/'
                )
        });
    let error = if looks_like_move {
        MoveError::Illegal
    } else {
        MoveError::Syntax
    };
    error(text.to_string())
}
