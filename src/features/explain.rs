//! Why is this move illegal? For any from/to a person might try on a board, the engine's
//! verdict: legal, or a typed [`Reason`] with the squares involved and a message in English
//! or French.
//!
//! It asks the engine and does not re-implement the move rules: the attempt is first
//! compared with the legal moves; only when none matches does it look for the reason, with
//! the position's attack queries (`attackers`, `checked_royals`, `is_attacked`), the
//! pseudo-legal moves played on a copy, the castling rights, the promotion roles, and the
//! piece's movement data (leaps and rides).
//!
//! ```
//! use fenboard::features::explain::{explain_move, Lang, Options, Reason, Verdict};
//! let fen = "4k3/8/8/8/8/8/R7/4K3 w - - 0 1";
//! let v = explain_move("chess", fen, "a2", "b3", &Options::default()).unwrap();
//! let Verdict::Illegal(e) = v else { panic!() };
//! assert_eq!(e.reason, Reason::CannotMoveThatWay);
//! assert_eq!(e.message, "A rook cannot move from a2 to b3.");
//! let fr = Options { lang: Lang::Fr, ..Options::default() };
//! let Verdict::Illegal(e) = explain_move("chess", fen, "a2", "b3", &fr).unwrap() else { panic!() };
//! assert_eq!(e.message, "Une tour ne peut pas aller de a2 à b3.");
//! assert_eq!(explain_move("chess", fen, "a2", "a7", &fr).unwrap(), Verdict::Legal);
//! ```

use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Position;
use crate::core::role::{Piece, Role};
use crate::features::error::Error;
use crate::game::{AnyPosition, Variant};
use crate::util::sort::sort_by_key;
use crate::variants::russian;

/// The language of the messages (the rules pages are in English and French).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// `en` or `fr` (anything starting with `fr` is French; anything else English).
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

/// Why a move is illegal: a stable code for programs, see [`Reason::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// There is no piece on the start square.
    NoPiece,
    /// The piece belongs to the side not to move.
    NotYourTurn,
    /// The destination holds a piece of the same side.
    OwnPiece,
    /// The piece does not move that way.
    CannotMoveThatWay,
    /// A piece stands in the way (the squares: the blocking pieces).
    PathBlocked,
    /// The move would leave the king (or, in Coregal, a queen) attacked.
    LeavesRoyalAttacked,
    /// Castling across an attacked square.
    CastleThroughCheck,
    /// Castling while the castling piece is attacked.
    CastleOutOfCheck,
    /// Castling after the royal piece or the rook has moved.
    CastleRightsLost,
    /// Draughts: another capture is compulsory.
    CaptureCompulsory,
    /// Draughts: the capture stops where it could go on.
    CaptureMustContinue,
    /// Grand: promotion to a piece that has not been captured.
    PromotionNotCaptured,
    /// A promotion to a piece the game does not allow (a king, a pawn).
    PromotionNotAllowed,
    /// Bario: an undefined piece moves only as a piece of its reserve, none of which fits.
    UndefinedMustBeDefined,
    /// Bario: the chosen definition leaves the piece without a legal move.
    DefinitionHasNoMove,
    /// Bario: the definition is not (or no longer) in the reserve.
    NotInReserve,
    /// Bario: the first move places the king.
    KingMustBePlaced,
    /// The game is over.
    GameOver,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 18] = [
        Reason::NoPiece,
        Reason::NotYourTurn,
        Reason::OwnPiece,
        Reason::CannotMoveThatWay,
        Reason::PathBlocked,
        Reason::LeavesRoyalAttacked,
        Reason::CastleThroughCheck,
        Reason::CastleOutOfCheck,
        Reason::CastleRightsLost,
        Reason::CaptureCompulsory,
        Reason::CaptureMustContinue,
        Reason::PromotionNotCaptured,
        Reason::PromotionNotAllowed,
        Reason::UndefinedMustBeDefined,
        Reason::DefinitionHasNoMove,
        Reason::NotInReserve,
        Reason::KingMustBePlaced,
        Reason::GameOver,
    ];

    /// The stable code (`path-blocked`, `leaves-royal-attacked`...).
    pub const fn code(self) -> &'static str {
        match self {
            Reason::NoPiece => "no-piece",
            Reason::NotYourTurn => "not-your-turn",
            Reason::OwnPiece => "own-piece",
            Reason::CannotMoveThatWay => "cannot-move-that-way",
            Reason::PathBlocked => "path-blocked",
            Reason::LeavesRoyalAttacked => "leaves-royal-attacked",
            Reason::CastleThroughCheck => "castle-through-check",
            Reason::CastleOutOfCheck => "castle-out-of-check",
            Reason::CastleRightsLost => "castle-rights-lost",
            Reason::CaptureCompulsory => "capture-compulsory",
            Reason::CaptureMustContinue => "capture-must-continue",
            Reason::PromotionNotCaptured => "promotion-not-captured",
            Reason::PromotionNotAllowed => "promotion-not-allowed",
            Reason::UndefinedMustBeDefined => "undefined-must-be-defined",
            Reason::DefinitionHasNoMove => "definition-has-no-move",
            Reason::NotInReserve => "not-in-reserve",
            Reason::KingMustBePlaced => "king-must-be-placed",
            Reason::GameOver => "game-over",
        }
    }
}

/// Why a move is illegal, for people and programs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The reason.
    pub reason: Reason,
    /// A sentence in the language asked for.
    pub message: String,
    /// The squares involved (the blocking piece, the attacker and the attacked royal, the
    /// capturing pieces...), to highlight.
    pub squares: Vec<Square>,
}

/// The engine's verdict on an attempted move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Some legal move goes from there to there.
    Legal,
    /// None does, and this is why.
    Illegal(Explanation),
}

/// What the attempt says beyond its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Options {
    /// Language of the message.
    pub lang: Lang,
    /// The piece a pawn promotes to (FEN letter, either case), if the attempt names one.
    pub promotion: Option<char>,
    /// Bario: the piece an undefined piece is defined as (FEN letter), if named.
    pub define: Option<char>,
}

/// Explains an attempt to move from `from` to `to` in a position given as a FEN (a
/// position without royal pieces, such as a rules-page diagram, is read as partial).
pub fn explain_move(
    variant: &str,
    fen: &str,
    from: &str,
    to: &str,
    options: &Options,
) -> Result<Verdict, Error> {
    let v = Variant::from_id(variant)?;
    let pos = match v.parse(fen) {
        Ok(p) => p,
        Err(e) => v.parse_partial(fen).map_err(|_| e)?,
    };
    let g = v.geometry();
    let square = |s: &str| {
        g.parse_square(s.trim())
            .map_err(|_| Error::BadSquare(cut(s)))
    };
    Ok(explain(&pos, square(from)?, square(to)?, options))
}

fn cut(s: &str) -> String {
    crate::util::text::first_chars(s, 12)
}

/// Explains an attempt on a position.
pub fn explain(pos: &AnyPosition, from: Square, to: Square, options: &Options) -> Verdict {
    let t = Text(options.lang);
    match pos {
        AnyPosition::Chess(p) => chess(p, from, to, options, t),
        AnyPosition::Draughts(p) => draughts(p, from, to, t),
    }
}

// ---------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------

#[derive(Clone, Copy)]
struct Text(Lang);

impl Text {
    fn pick(self, en: String, fr: String) -> String {
        match self.0 {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// `a knight` / `un cavalier`.
    fn a(self, role: Role) -> String {
        match self.0 {
            Lang::En => {
                let n = role.name();
                let art = if n.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                format!("{art} {n}")
            }
            Lang::Fr => format!(
                "{} {}",
                if feminine(role) { "une" } else { "un" },
                fr_name(role)
            ),
        }
    }

    /// `the knight` / `le cavalier`.
    fn the(self, role: Role) -> String {
        match self.0 {
            Lang::En => format!("the {}", role.name()),
            Lang::Fr => {
                let n = fr_name(role);
                if n.starts_with(['a', 'e', 'i', 'o', 'u', 'é']) {
                    format!("l'{n}")
                } else if feminine(role) {
                    format!("la {n}")
                } else {
                    format!("le {n}")
                }
            }
        }
    }

    fn name(self, role: Role) -> String {
        match self.0 {
            Lang::En => role.name().to_string(),
            Lang::Fr => fr_name(role).to_string(),
        }
    }

    /// `by the rook on e8` / `par la tour en e8`, for each attacker.
    fn by(self, attackers: &[(Role, Square)]) -> String {
        let parts: Vec<String> = attackers
            .iter()
            .map(|&(r, s)| match self.0 {
                Lang::En => format!("the {} on {s}", r.name()),
                Lang::Fr => format!("{} en {s}", self.the(r)),
            })
            .collect();
        join(&parts, self.0)
    }

    fn list(self, roles: &[Role]) -> String {
        let parts: Vec<String> = roles.iter().map(|&r| self.name(r)).collect();
        join(&parts, self.0)
    }

    fn squares(self, squares: &[Square]) -> String {
        let parts: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        join(&parts, self.0)
    }
}

fn join(parts: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{}{and}{}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

/// The message with its first letter in capitals. Messages start with an article or a
/// word in ASCII, so ASCII case mapping suffices (Unicode's would add 12 KB of tables to
/// the wasm module).
fn capital(mut s: String) -> String {
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}

fn fr_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pion",
        Role::Knight => "cavalier",
        Role::Bishop => "fou",
        Role::Rook => "tour",
        Role::Queen => "dame",
        Role::King => "roi",
        Role::Marshall => "maréchal",
        Role::Cardinal => "cardinal",
        Role::Undefined => "pièce indéfinie",
        Role::Man => "pion",
        Role::DraughtsKing => "dame",
    }
}

fn feminine(role: Role) -> bool {
    matches!(
        role,
        Role::Rook | Role::Queen | Role::Undefined | Role::DraughtsKing
    )
}

fn illegal(reason: Reason, message: String, squares: Vec<Square>) -> Verdict {
    let mut squares = squares;
    let mut seen = Vec::new();
    squares.retain(|s| {
        let new = !seen.contains(s);
        seen.push(*s);
        new
    });
    Verdict::Illegal(Explanation {
        reason,
        message,
        squares,
    })
}

fn no_piece(t: Text, at: Square) -> Verdict {
    illegal(
        Reason::NoPiece,
        t.pick(
            format!("There is no piece on {at}."),
            format!("Il n'y a pas de pièce en {at}."),
        ),
        vec![at],
    )
}

fn not_your_turn(t: Text, at: Square, turn: Color) -> Verdict {
    let (en, fr) = match turn {
        Color::White => ("White", "aux Blancs"),
        Color::Black => ("Black", "aux Noirs"),
    };
    illegal(
        Reason::NotYourTurn,
        t.pick(
            format!("It is {en}'s turn: the piece on {at} belongs to the other side."),
            format!("C'est {fr} de jouer : la pièce en {at} est à l'adversaire."),
        ),
        vec![at],
    )
}

fn cannot_move(t: Text, role: Role, from: Square, to: Square) -> Verdict {
    illegal(
        Reason::CannotMoveThatWay,
        t.pick(
            capital(format!("{} cannot move from {from} to {to}.", t.a(role))),
            capital(format!("{} ne peut pas aller de {from} à {to}.", t.a(role))),
        ),
        vec![from, to],
    )
}

fn blocked(t: Text, role: Role, from: Square, to: Square, blocks: Vec<Square>) -> Verdict {
    let list = t.squares(&blocks);
    let (en, fr) = if blocks.len() > 1 {
        (
            format!("the pieces on {list} stand"),
            format!("les pièces en {list} barrent"),
        )
    } else {
        (
            format!("the piece on {list} stands"),
            format!("la pièce en {list} barre"),
        )
    };
    let mut squares = blocks;
    squares.insert(0, from);
    illegal(
        Reason::PathBlocked,
        t.pick(
            capital(format!(
                "{} cannot go from {from} to {to}: {en} in the way.",
                t.the(role)
            )),
            capital(format!(
                "{} ne peut pas aller de {from} à {to} : {fr} le chemin.",
                t.the(role)
            )),
        ),
        squares,
    )
}

fn own_piece(t: Text, to: Square) -> Verdict {
    illegal(
        Reason::OwnPiece,
        t.pick(
            format!("The square {to} holds one of your own pieces: you cannot capture it."),
            format!("La case {to} porte une de vos pièces : on ne prend pas ses propres pièces."),
        ),
        vec![to],
    )
}

// ---------------------------------------------------------------------------------------
// Chess family
// ---------------------------------------------------------------------------------------

fn sign(x: i8) -> i8 {
    x.signum()
}

/// Whether `role` could go `from` -> `to` by its movement data on an empty board, and
/// the pieces in the way if it rides.
fn geometry(pos: &Position, role: Role, from: Square, to: Square) -> Option<Vec<Square>> {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let m = role.movement();
    if m.leaps.contains(&(df, dr)) {
        return Some(Vec::new());
    }
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let d = (sign(df), sign(dr));
    if !m.rides.contains(&d) {
        return None;
    }
    let g = pos.rules().geometry;
    let mut blocks = Vec::new();
    let mut cur = from;
    while let Some(s) = g.offset(cur, d.0, d.1) {
        if s == to {
            break;
        }
        if pos.board().get(s).is_some() {
            blocks.push(s);
        }
        cur = s;
    }
    Some(blocks)
}

fn promotion_char(role: Option<Role>) -> Option<char> {
    role.map(|r| r.char())
}

/// The checks every game makes first: a piece on `from`, of the side to move, in a game that
/// goes on. Gives the piece, or the verdict that stops there (`checked` gives the squares to
/// show when the game is over).
fn mover_piece(
    t: Text,
    from: Square,
    piece: Option<Piece>,
    turn: Color,
    no_legal_move: bool,
    checked: impl FnOnce() -> Vec<Square>,
) -> Result<Piece, Verdict> {
    let Some(piece) = piece else {
        return Err(no_piece(t, from));
    };
    if piece.color != turn {
        return Err(not_your_turn(t, from, turn));
    }
    if no_legal_move {
        return Err(illegal(
            Reason::GameOver,
            t.pick(
                "The game is over: there is no legal move.".into(),
                "La partie est finie : il n'y a aucun coup légal.".into(),
            ),
            checked(),
        ));
    }
    Ok(piece)
}

fn chess(pos: &Position, from: Square, to: Square, o: &Options, t: Text) -> Verdict {
    let legal = pos.legal_moves();
    let want_promo = o.promotion.map(|c| c.to_ascii_lowercase());
    let want_define = o.define.map(|c| c.to_ascii_lowercase());
    let reaches = |m: &Move| {
        let squares = match m.kind {
            MoveKind::Castle { rook, .. } => m.from == from && (m.to == to || rook == to),
            MoveKind::Place => m.to == to && (from == to || m.from == from),
            _ => m.from == from && m.to == to,
        };
        squares
            && want_promo.map_or(true, |p| promotion_char(m.promotion) == Some(p))
            && want_define.map_or(true, |d| m.define && m.role.char() == d)
    };
    if legal.iter().any(reaches) {
        return Verdict::Legal;
    }
    let c = pos.turn();
    let piece = match mover_piece(t, from, pos.board().get(from), c, legal.is_empty(), || {
        pos.checked_royals(c)
    }) {
        Ok(piece) => piece,
        Err(verdict) => return verdict,
    };
    let places: Vec<Square> = legal
        .iter()
        .filter(|m| m.kind == MoveKind::Place)
        .map(|m| m.to)
        .collect();
    if !places.is_empty() {
        return illegal(
            Reason::KingMustBePlaced,
            t.pick(
                "Your first move places your king on one of your undefined pieces of the first rank.".into(),
                "Votre premier coup place votre roi sur une de vos pièces indéfinies de la première rangée.".into(),
            ),
            places,
        );
    }
    if piece.role == Role::Undefined {
        return undefined(pos, &legal, from, to, o, t);
    }
    match castling(pos, piece, from, to, t) {
        Castling::Explained(v) => return v,
        Castling::Conditions => return safety(pos, from, to, None, true, t),
        Castling::No => {}
    }
    if pos.board().get(to).is_some_and(|p| p.color == c) {
        return own_piece(t, to);
    }
    if piece.role == Role::Pawn {
        if let Some(v) = pawn(pos, from, to, t) {
            return v;
        }
        if let Some(v) = promotion(pos, from, to, want_promo, t) {
            return v;
        }
    } else {
        match geometry(pos, piece.role, from, to) {
            None => return cannot_move(t, piece.role, from, to),
            Some(b) if !b.is_empty() => return blocked(t, piece.role, from, to, b),
            Some(_) => {}
        }
    }
    safety(pos, from, to, want_promo, false, t)
}

/// Pawn geometry: steps, double step, captures, en passant.
fn pawn(pos: &Position, from: Square, to: Square, t: Text) -> Option<Verdict> {
    let c = pos.turn();
    let fwd = c.forward();
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let g = pos.rules().geometry;
    let board = pos.board();
    if df == 0 && dr == fwd {
        if board.get(to).is_some() {
            return Some(pawn_blocked(t, from, to, vec![to]));
        }
        return None;
    }
    if df == 0 && dr == 2 * fwd {
        if pos.relative_rank(c, from) != pos.rules().pawn_double_rank {
            return Some(illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!("A pawn steps two squares only from its starting rank; the pawn on {from} has left it."),
                    format!("Un pion n'avance de deux cases que depuis sa rangée de départ ; celui de {from} l'a quittée."),
                ),
                vec![from, to],
            ));
        }
        let mid = g.offset(from, 0, fwd)?;
        let blocks: Vec<Square> = [mid, to]
            .into_iter()
            .filter(|&s| board.get(s).is_some())
            .collect();
        if !blocks.is_empty() {
            return Some(pawn_blocked(t, from, to, blocks));
        }
        return None;
    }
    if df.abs() == 1 && dr == fwd {
        if board.get(to).is_some_and(|p| p.color != c) || pos.effective_ep() == Some(to) {
            return None;
        }
        return Some(illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("A pawn moves diagonally only to capture, and there is nothing to capture on {to}."),
                format!("Un pion ne va en diagonale que pour prendre, et il n'y a rien à prendre en {to}."),
            ),
            vec![from, to],
        ));
    }
    Some(illegal(
        Reason::CannotMoveThatWay,
        t.pick(
            format!("A pawn cannot move from {from} to {to}: it goes straight forward, and captures one square diagonally forward."),
            format!("Un pion ne peut pas aller de {from} à {to} : il avance tout droit et prend d'une case en diagonale vers l'avant."),
        ),
        vec![from, to],
    ))
}

fn pawn_blocked(t: Text, from: Square, to: Square, blocks: Vec<Square>) -> Verdict {
    let list = t.squares(&blocks);
    let mut squares = vec![from];
    squares.extend(blocks);
    illegal(
        Reason::PathBlocked,
        t.pick(
            format!("The pawn cannot go from {from} to {to}: the way is blocked on {list} (a pawn does not capture straight ahead)."),
            format!("Le pion ne peut pas aller de {from} à {to} : le chemin est barré en {list} (un pion ne prend pas tout droit)."),
        ),
        squares,
    )
}

/// Promotion: to a piece the game allows, and in Grand to a piece already captured.
fn promotion(
    pos: &Position,
    from: Square,
    to: Square,
    want: Option<char>,
    t: Text,
) -> Option<Verdict> {
    let c = pos.turn();
    let rules = pos.rules();
    let height = rules.geometry.height;
    let rel = pos.relative_rank(c, to);
    if rel + rules.promotion.zone < height {
        return None;
    }
    let allowed = pos.promotion_roles(c);
    let last = rel + 1 == height;
    match want.and_then(Role::from_chess_char) {
        Some(role) if !rules.promotion.roles.contains(&role) => Some(illegal(
            Reason::PromotionNotAllowed,
            t.pick(
                format!(
                    "A pawn cannot become {}: it promotes to {}.",
                    t.a(role),
                    t.list(rules.promotion.roles)
                ),
                format!(
                    "Un pion ne peut pas devenir {} : il se promeut en {}.",
                    t.a(role),
                    t.list(rules.promotion.roles)
                ),
            ),
            vec![from, to],
        )),
        Some(role) if !allowed.contains(&role) => {
            Some(not_captured(t, from, to, Some(role), &allowed))
        }
        None if last && allowed.is_empty() => Some(not_captured(t, from, to, None, &allowed)),
        _ => None,
    }
}

fn not_captured(
    t: Text,
    from: Square,
    to: Square,
    role: Option<Role>,
    allowed: &[Role],
) -> Verdict {
    let (en, fr) = match role {
        Some(r) => (
            format!(
                "A pawn promotes only to a piece that has been captured, and no {} of yours has been.",
                r.name()
            ),
            format!(
                "Un pion ne se promeut qu'en une pièce déjà prise, et aucun(e) {} des vôtres ne l'a été.",
                t.name(r)
            ),
        ),
        None => (
            "A pawn promotes only to a piece that has been captured, and none of yours has been: it cannot reach the last rank yet.".to_string(),
            "Un pion ne se promeut qu'en une pièce déjà prise, et aucune des vôtres ne l'a été : il ne peut pas encore atteindre la dernière rangée.".to_string(),
        ),
    };
    let (en2, fr2) = if allowed.is_empty() || role.is_none() {
        (String::new(), String::new())
    } else {
        (
            format!(" It may become: {}.", t.list(allowed)),
            format!(" Il peut devenir : {}.", t.list(allowed)),
        )
    };
    illegal(
        Reason::PromotionNotCaptured,
        t.pick(en + &en2, fr + &fr2),
        vec![from, to],
    )
}

enum Castling {
    /// Not a castling attempt.
    No,
    /// A castling attempt that fails for this reason.
    Explained(Verdict),
    /// A castling attempt whose own conditions hold (what is left: royal safety).
    Conditions,
}

fn castling(pos: &Position, piece: Piece, from: Square, to: Square, t: Text) -> Castling {
    let Some(table) = pos.rules().castling else {
        return Castling::No;
    };
    let c = pos.turn();
    let back = pos.back_rank(c);
    if !table.royals.contains(&piece.role) || from.rank() != back || to.rank() != back {
        return Castling::No;
    }
    let board = pos.board();
    let rook_piece = Piece::new(c, Role::Rook);
    let at_rook = board.get(to) == Some(rook_piece);
    let rights = pos.castling();
    let slot = rights.royal_wing(c, from.file());
    let lands = |s: Wing| {
        Wing::ALL
            .into_iter()
            .find(|&side| table.land(s, side).0 == to.file())
    };
    if !at_rook {
        // A landing square the piece could not reach by its own move.
        if geometry(pos, piece.role, from, to).is_some() {
            return Castling::No;
        }
        let any = match slot {
            Some(s) => lands(s).is_some(),
            None => Wing::ALL.into_iter().any(|s| lands(s).is_some()),
        };
        if !any {
            return Castling::No;
        }
    }
    let side = if at_rook {
        Wing::of(to.file(), from.file())
    } else {
        match slot {
            Some(s) => lands(s).unwrap_or(Wing::Left),
            None => Wing::ALL.into_iter().find_map(lands).unwrap_or(Wing::Left),
        }
    };
    let name = t.the(piece.role);
    let Some(slot) = slot else {
        return Castling::Explained(illegal(
            Reason::CastleRightsLost,
            t.pick(
                capital(format!("{name} can no longer castle: it has moved.")),
                capital(format!(
                    "{name} ne peut plus roquer : {} a déjà bougé.",
                    if feminine(piece.role) { "elle" } else { "il" }
                )),
            ),
            vec![from],
        ));
    };
    let rook_file = rights
        .rook(c, side)
        .filter(|&kf| Wing::of(kf, from.file()) == side);
    let Some(kf) = rook_file else {
        let rooks: Vec<Square> = (0..pos.rules().geometry.width)
            .filter(|&f| Wing::of(f, from.file()) == side)
            .map(|f| Square::new(f, back))
            .filter(|&s| board.get(s) == Some(rook_piece))
            .collect();
        let mut squares = vec![from];
        squares.extend(rooks);
        return Castling::Explained(illegal(
            Reason::CastleRightsLost,
            t.pick(
                capital(format!(
                    "{name} cannot castle on this side: the rook has moved (or been taken)."
                )),
                capital(format!(
                    "{name} ne peut pas roquer de ce côté : la tour a bougé (ou a été prise)."
                )),
            ),
            squares,
        ));
    };
    let rook = Square::new(kf, back);
    if pos.is_attacked(from, !c) {
        let attackers = pos.attackers(from, !c);
        let by = t.by(&roles_on(pos, &attackers));
        let mut squares = vec![from];
        squares.extend(attackers);
        return Castling::Explained(illegal(
            Reason::CastleOutOfCheck,
            t.pick(
                capital(format!(
                    "{name} cannot castle out of check: it is attacked by {by}."
                )),
                capital(format!(
                    "{name} ne peut pas roquer pour échapper à un échec : {} est {} par {by}.",
                    if feminine(piece.role) { "elle" } else { "il" },
                    if feminine(piece.role) {
                        "attaquée"
                    } else {
                        "attaqué"
                    }
                )),
            ),
            squares,
        ));
    }
    let (royal_file, rook_to) = table.land(slot, side);
    let span = |a: u8, b: u8| a.min(b)..=a.max(b);
    let blocks: Vec<Square> = span(from.file(), royal_file)
        .chain(span(kf, rook_to))
        .filter(|&f| f != from.file() && f != kf)
        .map(|f| Square::new(f, back))
        .filter(|&s| board.get(s).is_some())
        .collect();
    if !blocks.is_empty() {
        let mut blocks = blocks;
        sort_by_key(&mut blocks, |&s| s);
        blocks.dedup();
        let list = t.squares(&blocks);
        let mut squares = vec![from, rook];
        squares.extend(blocks);
        return Castling::Explained(illegal(
            Reason::PathBlocked,
            t.pick(
                format!("Castling needs the squares between {name} and the rook empty, and {list} is not."),
                format!("Le roque demande des cases vides entre {name} et la tour, et {list} ne l'est pas."),
            ),
            squares,
        ));
    }
    for f in span(from.file(), royal_file) {
        let s = Square::new(f, back);
        if f != from.file() && pos.is_attacked(s, !c) {
            let attackers = pos.attackers(s, !c);
            let by = t.by(&roles_on(pos, &attackers));
            let mut squares = vec![from, s];
            squares.extend(attackers);
            return Castling::Explained(illegal(
                Reason::CastleThroughCheck,
                t.pick(
                    capital(format!("{name} cannot castle through check: {s} is attacked by {by}.")),
                    capital(format!("{name} ne peut pas roquer en passant par une case attaquée : {s} est attaquée par {by}.")),
                ),
                squares,
            ));
        }
    }
    Castling::Conditions
}

fn roles_on(pos: &Position, squares: &[Square]) -> Vec<(Role, Square)> {
    squares
        .iter()
        .filter_map(|&s| pos.board().get(s).map(|p| (p.role, s)))
        .collect()
}

/// The attempt obeys how the piece moves: find the royal it leaves attacked.
fn safety(
    pos: &Position,
    from: Square,
    to: Square,
    want_promo: Option<char>,
    castle: bool,
    t: Text,
) -> Verdict {
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let candidate = pseudo.iter().find(|m| {
        m.from == from
            && match m.kind {
                MoveKind::Castle { rook, .. } => castle && (m.to == to || rook == to),
                _ => !castle && m.to == to,
            }
            && want_promo.map_or(true, |p| promotion_char(m.promotion) == Some(p))
    });
    let role = pos.board().get(from).map_or(Role::Pawn, |p| p.role);
    match candidate {
        Some(m) => leaves_royal(pos, m, t).unwrap_or_else(|| cannot_move(t, role, from, to)),
        None => cannot_move(t, role, from, to),
    }
}

/// After `m`, which royal of the mover is attacked, and by what.
fn leaves_royal(pos: &Position, m: &Move, t: Text) -> Option<Verdict> {
    let c = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    let checked = after.checked_royals(c);
    let royal_sq = *checked.first()?;
    let royal = after.board().get(royal_sq).map_or(Role::King, |p| p.role);
    let attackers = after.attackers(royal_sq, !c);
    let by = t.by(&roles_on(&after, &attackers));
    let was_checked = pos.checked_royals(c).contains(&royal_sq) && m.from != royal_sq;
    let mut squares = vec![royal_sq];
    squares.extend(attackers.iter().copied());
    squares.push(m.from);
    let fem = feminine(royal);
    let what = t.the(royal);
    let (en, fr) = if was_checked {
        (
            format!(
                "Your {} on {royal_sq} is in check from {by}, and this move does not parry it.",
                royal.name()
            ),
            format!(
                "Votre {} en {royal_sq} est {} par {by}, et ce coup ne pare pas l'échec.",
                fr_name(royal),
                if fem { "attaquée" } else { "attaqué" }
            ),
        )
    } else if m.from == royal_sq || m.to == royal_sq {
        (
            capital(format!("{what} would be attacked on {royal_sq} by {by}.")),
            capital(format!(
                "{what} serait {} en {royal_sq} par {by}.",
                if fem { "attaquée" } else { "attaqué" }
            )),
        )
    } else {
        (
            format!(
                "This move would leave your {} on {royal_sq} attacked by {by}.",
                royal.name()
            ),
            format!(
                "Ce coup laisserait votre {} en {royal_sq} {} par {by}.",
                fr_name(royal),
                if fem { "attaquée" } else { "attaqué" }
            ),
        )
    };
    Some(illegal(
        Reason::LeavesRoyalAttacked,
        t.pick(en, fr),
        squares,
    ))
}

/// Bario: an undefined piece moves only once defined as a piece of its reserve.
fn undefined(
    pos: &Position,
    legal: &[Move],
    from: Square,
    to: Square,
    o: &Options,
    t: Text,
) -> Verdict {
    let c = pos.turn();
    let reserve: Vec<Role> = pos.potential_roles(c).collect();
    let has_moves = |r: Role| {
        legal
            .iter()
            .any(|m| m.from == from && m.define && m.role == r)
    };
    let roles: Vec<Role> = match o.define.and_then(Role::from_chess_char) {
        Some(r) => {
            if !reserve.contains(&r) {
                return illegal(
                    Reason::NotInReserve,
                    t.pick(
                        format!(
                            "There is no {} left in your reserve; it holds: {}.",
                            r.name(),
                            t.list(&reserve)
                        ),
                        format!(
                            "Il ne reste pas de {} dans votre réserve ; elle contient : {}.",
                            fr_name(r),
                            t.list(&reserve)
                        ),
                    ),
                    vec![from],
                );
            }
            if !has_moves(r) {
                return no_move(t, r, from);
            }
            vec![r]
        }
        None => reserve.clone(),
    };
    if pos.board().get(to).is_some_and(|p| p.color == c) {
        return own_piece(t, to);
    }
    let mut reaching = Vec::new();
    let mut blocks = Vec::new();
    for &r in &roles {
        match geometry(pos, r, from, to) {
            Some(b) if b.is_empty() => reaching.push(r),
            Some(b) => blocks.extend(b),
            None => {}
        }
    }
    if reaching.is_empty() {
        if o.define.is_some() && !blocks.is_empty() {
            return blocked(t, roles[0], from, to, blocks);
        }
        if let [r] = roles[..] {
            return cannot_move(t, r, from, to);
        }
        let mut squares = vec![from, to];
        squares.extend(blocks);
        return illegal(
            Reason::UndefinedMustBeDefined,
            t.pick(
                format!(
                    "An undefined piece cannot move until it is defined, and none of the pieces left in your reserve ({}) could go from {from} to {to}.",
                    t.list(&reserve)
                ),
                format!(
                    "Une pièce indéfinie ne bouge qu'une fois définie, et aucune des pièces de votre réserve ({}) ne pourrait aller de {from} à {to}.",
                    t.list(&reserve)
                ),
            ),
            squares,
        );
    }
    for &r in &reaching {
        if !has_moves(r) {
            return no_move(t, r, from);
        }
    }
    let r = reaching[0];
    let m = Move {
        define: true,
        ..Move::normal(r, from, to, pos.board().get(to).map(|p| p.role))
    };
    leaves_royal(pos, &m, t).unwrap_or_else(|| cannot_move(t, r, from, to))
}

fn no_move(t: Text, r: Role, from: Square) -> Verdict {
    illegal(
        Reason::DefinitionHasNoMove,
        t.pick(
            format!(
                "Defined as {}, the piece on {from} would have no legal move: a definition must be followed by a move of that piece.",
                t.a(r)
            ),
            format!(
                "Définie comme {}, la pièce en {from} n'aurait aucun coup légal : une définition doit être suivie d'un coup de cette pièce.",
                t.a(r)
            ),
        ),
        vec![from],
    )
}

// ---------------------------------------------------------------------------------------
// Draughts
// ---------------------------------------------------------------------------------------

fn draughts(pos: &russian::Position, from: Square, to: Square, t: Text) -> Verdict {
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from == from && m.to() == to) {
        return Verdict::Legal;
    }
    let c = pos.turn();
    let piece = match mover_piece(t, from, pos.piece_at(from), c, legal.is_empty(), Vec::new) {
        Ok(piece) => piece,
        Err(verdict) => return verdict,
    };
    let name = t.the(piece.role);
    if let Some(m) = legal
        .iter()
        .find(|m| m.from == from && m.path[..m.path.len() - 1].contains(&to))
    {
        let at = m.path.iter().position(|&s| s == to).unwrap_or(0);
        let rest: Vec<Square> = m.captured[at + 1..].to_vec();
        let mut squares = vec![from, to];
        squares.extend(rest.iter().copied());
        return illegal(
            Reason::CaptureMustContinue,
            t.pick(
                capital(format!(
                    "{name} cannot stop on {to}: a capture goes on while it can, and it can still take on {}.",
                    t.squares(&rest)
                )),
                capital(format!(
                    "{name} ne peut pas s'arrêter en {to} : une prise continue tant qu'elle le peut, et elle peut encore prendre en {}.",
                    t.squares(&rest)
                )),
            ),
            squares,
        );
    }
    let captures: Vec<&russian::DraughtsMove> = legal.iter().filter(|m| m.is_capture()).collect();
    if !captures.is_empty() {
        let own: Vec<&&russian::DraughtsMove> =
            captures.iter().filter(|m| m.from == from).collect();
        if !own.is_empty() {
            let mut taken: Vec<Square> = own.iter().flat_map(|m| m.captured.to_vec()).collect();
            sort_by_key(&mut taken, |&s| s);
            taken.dedup();
            let mut squares = vec![from];
            squares.extend(taken.iter().copied());
            return illegal(
                Reason::CaptureCompulsory,
                t.pick(
                    capital(format!(
                        "Capturing is compulsory: {name} on {from} must take on {}.",
                        t.squares(&taken)
                    )),
                    capital(format!(
                        "La prise est obligatoire : {name} en {from} doit prendre en {}.",
                        t.squares(&taken)
                    )),
                ),
                squares,
            );
        }
        let mut froms: Vec<Square> = captures.iter().map(|m| m.from).collect();
        sort_by_key(&mut froms, |&s| s);
        froms.dedup();
        let list = t.squares(&froms);
        let (en, fr) = if froms.len() > 1 {
            (
                format!("Capturing is compulsory: the pieces on {list} can capture, so one of them must."),
                format!("La prise est obligatoire : les pièces en {list} peuvent prendre, l'une d'elles doit le faire."),
            )
        } else {
            (
                format!("Capturing is compulsory: the piece on {list} can capture, so it must."),
                format!("La prise est obligatoire : la pièce en {list} peut prendre, elle doit le faire."),
            )
        };
        return illegal(Reason::CaptureCompulsory, t.pick(en, fr), froms);
    }
    if let Some(p) = pos.piece_at(to) {
        if p.color == c {
            return own_piece(t, to);
        }
        return blocked(t, piece.role, from, to, vec![to]);
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    if df == 0 || df.abs() != dr.abs() {
        return illegal(
            Reason::CannotMoveThatWay,
            t.pick(
                format!("Draughts pieces move diagonally, on the dark squares: {from} to {to} is not a diagonal move."),
                format!("Les pièces se déplacent en diagonale, sur les cases foncées : de {from} à {to} n'est pas un coup en diagonale."),
            ),
            vec![from, to],
        );
    }
    if piece.role == Role::Man {
        if dr != c.forward() || df.abs() != 1 {
            return illegal(
                Reason::CannotMoveThatWay,
                t.pick(
                    format!("A man moves one square diagonally forward (it captures in every direction): it cannot go from {from} to {to}."),
                    format!("Un pion avance d'une case en diagonale (il prend dans toutes les directions) : il ne peut pas aller de {from} à {to}."),
                ),
                vec![from, to],
            );
        }
        return cannot_move(t, piece.role, from, to);
    }
    let mut blocks = Vec::new();
    let (sf, sr) = (sign(df), sign(dr));
    for k in 1..df.abs() {
        let s = Square::new(
            (from.file() as i8 + sf * k) as u8,
            (from.rank() as i8 + sr * k) as u8,
        );
        if pos.piece_at(s).is_some() {
            blocks.push(s);
        }
    }
    if !blocks.is_empty() {
        return blocked(t, piece.role, from, to, blocks);
    }
    cannot_move(t, piece.role, from, to)
}
