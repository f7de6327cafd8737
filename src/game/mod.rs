//! The engine API, the same for every game: variants, start positions, legal moves, play,
//! status, perft, and [`Game`] with its history. The wasm layer only converts these.
//!
//! ```
//! use fenboard::game::{self, Variant};
//! let fen = game::start_fen("chess", 0, None).unwrap();
//! let moves = game::legal_moves("chess", &fen).unwrap();
//! assert_eq!(moves.len(), 20);
//! let after = game::play("chess", &fen, "e4").unwrap();
//! assert_eq!(after, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(game::status("chess", &after).unwrap().turn, fenboard::core::color::Color::Black);
//! assert!(game::legal_moves("shogi", &fen).unwrap_err().to_string().contains("unknown variant"));
//! # let _ = Variant::Chess;
//! ```

mod display;
mod playable;

pub use playable::Playable;

use crate::core::color::Color;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::position::Rules;
use crate::core::position::{Outcome, OutcomeReason, Position};
use crate::formats::fen::{self, FenError, FenStyle};
use crate::formats::notation::{self, MoveError};
use crate::util::random;
use crate::util::text::{first_chars, push, push_all, push_char, push_decimal, Message};
use crate::variants::{bario, chess, coregal, grand, russian, Randomness};
use std::collections::VecDeque;
use std::fmt;

/// Deepest perft the API runs (beyond it the count would take years).
pub const MAX_PERFT_DEPTH: u32 = 12;
/// Longest undo history a [`Game`] keeps; older plies are forgotten (repetition counts only
/// the kept ones).
pub const MAX_HISTORY: usize = 100_000;

/// Anything the engine API can refuse. Each error has a message ([`fmt::Display`]) and a
/// stable code ([`Error::code`]; the table of codes is in [`crate::core::error`]).
///
/// ```
/// use fenboard::core::error::ErrorCode;
/// use fenboard::game::{self, Error};
/// let e = game::start_fen("chess", 3, None).unwrap_err();
/// assert_eq!(e, Error::Randomness);
/// assert_eq!(e.code(), ErrorCode::BadOption);
/// assert_eq!(e.to_string(), "randomness must be 0, 1 or 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// No game has this id.
    UnknownVariant(String),
    /// The FEN cannot be read or the position is impossible.
    Fen(FenError),
    /// The draughts FEN cannot be read or the position is impossible.
    DraughtsFen(russian::FenError),
    /// The move cannot be played.
    Move(MoveError),
    /// The draughts move cannot be played.
    DraughtsMove(russian::MoveError),
    /// A randomness level other than 0, 1 or 2.
    Randomness,
    /// A perft depth above [`MAX_PERFT_DEPTH`].
    PerftDepth(u32),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl Message for Error {
    fn write_message(&self, out: &mut String) {
        match self {
            Error::UnknownVariant(v) => {
                push_all(out, &["unknown variant '", v, "': expected one of "]);
                for (i, variant) in Variant::ALL.iter().enumerate() {
                    if i > 0 {
                        push(out, ", ");
                    }
                    push(out, variant.id());
                }
            }
            Error::Fen(e) => e.write_message(out),
            Error::DraughtsFen(e) => e.write_message(out),
            Error::Move(e) => e.write_message(out),
            Error::DraughtsMove(e) => e.write_message(out),
            Error::Randomness => push(out, "randomness must be 0, 1 or 2"),
            Error::PerftDepth(depth) => {
                push(out, "perft depth ");
                push_decimal(out, (*depth).into());
                push(out, " is too deep (at most ");
                push_decimal(out, MAX_PERFT_DEPTH.into());
                push_char(out, ')');
            }
        }
    }
}

impl Error {
    /// The error's code, for programs (see [`crate::core::error`]).
    pub fn code(&self) -> ErrorCode {
        match self {
            Error::UnknownVariant(_) => ErrorCode::UnknownVariant,
            Error::Fen(e) => e.code(),
            Error::DraughtsFen(e) => e.code(),
            Error::Move(e) => e.code(),
            Error::DraughtsMove(e) => e.code(),
            Error::Randomness | Error::PerftDepth(_) => ErrorCode::BadOption,
        }
    }
}

impl std::error::Error for Error {}

impl From<FenError> for Error {
    fn from(e: FenError) -> Error {
        Error::Fen(e)
    }
}
impl From<MoveError> for Error {
    fn from(e: MoveError) -> Error {
        Error::Move(e)
    }
}
impl From<russian::FenError> for Error {
    fn from(e: russian::FenError) -> Error {
        Error::DraughtsFen(e)
    }
}
impl From<russian::MoveError> for Error {
    fn from(e: russian::MoveError) -> Error {
        Error::DraughtsMove(e)
    }
}

/// The games.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Variant {
    /// Orthodox chess.
    Chess,
    /// Coregal.
    Coregal,
    /// Grand chess.
    Grand,
    /// Bario.
    Bario,
    /// Russian draughts.
    Russian,
}

/// What `variants()` says of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// Identifier.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Standard start position.
    pub start_fen: String,
}

impl Variant {
    /// Every game, in the order `variants()` lists them.
    pub const ALL: [Variant; 5] = [
        Variant::Chess,
        Variant::Coregal,
        Variant::Grand,
        Variant::Bario,
        Variant::Russian,
    ];

    /// The game with this id (`chess`, `coregal`, `grand`, `bario`...).
    pub fn from_id(id: &str) -> Result<Variant, Error> {
        // A match on the text rather than comparing each game's id in turn (five inlined
        // comparisons): the same games, as `Variant::id` names them (a test checks).
        match id {
            "chess" => Ok(Variant::Chess),
            "coregal" => Ok(Variant::Coregal),
            "grand" => Ok(Variant::Grand),
            "bario" => Ok(Variant::Bario),
            "russian" => Ok(Variant::Russian),
            _ => Err(Error::UnknownVariant(first_chars(id, 40))),
        }
    }

    /// The rules table of a chess-family game (`None` for draughts).
    pub fn rules(self) -> Option<&'static Rules> {
        match self {
            Variant::Chess => Some(&chess::RULES),
            Variant::Coregal => Some(&coregal::RULES),
            Variant::Grand => Some(&grand::RULES),
            Variant::Bario => Some(&bario::RULES),
            Variant::Russian => None,
        }
    }

    /// Identifier.
    pub fn id(self) -> &'static str {
        self.rules().map_or(russian::ID, |r| r.id)
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        self.rules().map_or(russian::NAME, |r| r.name)
    }

    /// The kinds of piece this game uses.
    pub fn roles(self) -> &'static [crate::core::role::Role] {
        self.rules().map_or(russian::ROLES, |r| r.roles)
    }

    /// The piece letters of the game, for messages (`p n b r q k m c`).
    pub fn letters(self) -> String {
        let mut letters = String::new();
        for role in self.roles() {
            if !letters.is_empty() {
                push_char(&mut letters, ' ');
            }
            push_char(&mut letters, role.char());
        }
        letters
    }

    /// Board size.
    pub fn geometry(self) -> crate::core::geometry::Geometry {
        self.rules()
            .map_or(crate::core::geometry::Geometry::CHESS, |r| r.geometry)
    }

    /// Description for `variants()`.
    pub fn info(self) -> VariantInfo {
        let g = self.geometry();
        VariantInfo {
            id: self.id(),
            name: self.name(),
            width: g.width,
            height: g.height,
            start_fen: self.start_fen(Randomness::Standard, 0),
        }
    }

    /// A start FEN (Bario has no random starts: its fixed start for every level).
    pub fn start_fen(self, randomness: Randomness, seed: u64) -> String {
        match self {
            Variant::Chess => chess::start_fen(randomness, seed),
            Variant::Coregal => coregal::start_fen(randomness, seed),
            Variant::Grand => grand::start_fen(randomness, seed),
            Variant::Bario => bario::start_fen(),
            Variant::Russian => russian::Position::start().to_fen(),
        }
    }

    /// Reads a partial position of this game: royal pieces may be missing (a rules-page
    /// diagram showing how a lone piece moves). Draughts positions need no royal piece, so
    /// for draughts this is [`Variant::parse`].
    pub fn parse_partial(self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, true)
    }

    /// Reads a FEN of this game.
    pub fn parse(self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, false)
    }

    /// [`Variant::parse`] and [`Variant::parse_partial`]: one body for both.
    #[inline(never)]
    fn read(self, fen_text: &str, partial: bool) -> Result<AnyPosition, Error> {
        match self.rules() {
            Some(rules) => fen::parse_styled(rules, fen_text, partial)
                .map(|(pos, style)| AnyPosition::Chess(pos, style))
                .map_err(Error::Fen),
            None => Ok(AnyPosition::Draughts(russian::Position::from_fen(
                fen_text,
            )?)),
        }
    }
}

/// Every game, as `variants()` lists them.
pub fn variants() -> Vec<VariantInfo> {
    Variant::ALL.iter().map(|v| v.info()).collect()
}

/// One step of a turn, for boards that play a turn click by click (Bario).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What the step does.
    pub kind: StepKind,
    /// The piece's FEN letter, where the step names one.
    pub piece: Option<char>,
    /// Start square of a `move`.
    pub from: Option<Square>,
    /// Square the step acts on.
    pub to: Square,
}

/// What a [`Step`] of a turn does.
///
/// ```
/// use fenboard::game::{self, StepKind};
/// let fen = game::start_fen("bario", 0, None).unwrap();
/// let steps = &game::legal_moves("bario", &fen).unwrap()[0].steps;
/// assert_eq!(steps.iter().map(|s| s.kind).collect::<Vec<_>>(), [StepKind::Place]);
/// assert_eq!(StepKind::Place.as_str(), "place");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StepKind {
    /// `place`: the king is placed on its square (Bario).
    Place,
    /// `define`: an undefined piece becomes a piece of the reserve.
    Define,
    /// `identify`: a captured undefined piece is named as a piece of the reserve.
    Identify,
    /// `move`: a piece moves.
    Move,
}

impl StepKind {
    /// Every kind.
    pub const ALL: [StepKind; 4] = [
        StepKind::Place,
        StepKind::Define,
        StepKind::Identify,
        StepKind::Move,
    ];

    /// The kind as the JavaScript API gives it.
    pub const fn as_str(self) -> &'static str {
        match self {
            StepKind::Place => "place",
            StepKind::Define => "define",
            StepKind::Identify => "identify",
            StepKind::Move => "move",
        }
    }

    /// The first letter of [`StepKind::as_str`], which stands for the kind on the wire.
    pub const fn letter(self) -> char {
        match self {
            StepKind::Place => 'p',
            StepKind::Define => 'd',
            StepKind::Identify => 'i',
            StepKind::Move => 'm',
        }
    }
}

/// A legal move described for users: notation, squares, and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// UCI (or the game's path notation).
    pub uci: String,
    /// SAN (or the game's short notation).
    pub san: String,
    /// Start square.
    pub from: Square,
    /// Where the moving piece lands (the king's square for castling).
    pub to: Square,
    /// FEN letter of the moving piece (uppercase white).
    pub piece: char,
    /// Lowercase letter of the piece a pawn (or man) becomes.
    pub promotion: Option<char>,
    /// Squares of the captured pieces, in capture order.
    pub captured: Vec<Square>,
    /// For castling: the rook's square and where it lands.
    pub castle: Option<(Square, Square)>,
    /// Draughts: every square the piece lands on, `from` first.
    pub path: Vec<Square>,
    /// The steps of a turn (Bario).
    pub steps: Vec<Step>,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Side to move.
    pub turn: Color,
    /// Whether the side to move has an attacked royal piece.
    pub check: bool,
    /// The attacked royal pieces of the side to move.
    pub checked_squares: Vec<Square>,
    /// How many legal moves it has.
    pub legal_move_count: usize,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// Bario: each side's reserve (rooks, knights, bishops, queens).
    pub reserve: Option<[[u8; 4]; 2]>,
    /// Bario: a captured undefined piece awaiting identification.
    pub pending_identification: Option<Square>,
}

/// A position of any game.
// A game's history keeps positions by value; boxing the larger one would cost an
// allocation per ply for no gain.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum AnyPosition {
    /// Chess, Coregal, Grand, Bario, with the style its FEN was written in, which the FENs
    /// the API answers keep.
    Chess(Position, FenStyle),
    /// Russian draughts.
    Draughts(russian::Position),
}

fn draughts_move_info(
    pos: &russian::Position,
    m: &russian::DraughtsMove,
    all: &[russian::DraughtsMove],
    with_san: bool,
) -> MoveInfo {
    let piece = pos.piece_at(m.from).map_or('?', |p| p.char());
    let mut path = Vec::with_capacity(m.path.len() + 1);
    path.push(m.from);
    path.extend_from_slice(&m.path);
    MoveInfo {
        uci: m.uci(),
        san: if with_san {
            russian::san(pos, m, all)
        } else {
            String::new()
        },
        from: m.from,
        to: m.to(),
        piece,
        promotion: m.promotes.then_some('k'),
        captured: m.captured.to_vec(),
        castle: None,
        path,
        steps: Vec::new(),
    }
}

/// The steps of a Bario turn (identify, place, define, move); empty in the other games.
#[inline]
fn chess_steps(pos: &Position, m: &Move) -> Vec<Step> {
    let mut steps = Vec::new();
    if pos.rules().reserve.is_none() {
        return steps;
    }
    let color = pos.turn();
    let piece = crate::core::role::Piece::new(color, m.role).char();
    if let (Some(r), Some(sq)) = (m.identify, pos.pending_identification()) {
        let p = crate::core::role::Piece::new(color, r).char();
        push_step(&mut steps, StepKind::Identify, p, None, sq);
    }
    match m.kind {
        MoveKind::Place => push_step(&mut steps, StepKind::Place, piece, None, m.to),
        _ => {
            if m.define {
                push_step(&mut steps, StepKind::Define, piece, None, m.from);
            }
            push_step(&mut steps, StepKind::Move, piece, Some(m.from), m.to);
        }
    }
    steps
}

/// Appends a step naming its piece (one out-of-line push for the steps of a turn).
#[inline(never)]
fn push_step(steps: &mut Vec<Step>, kind: StepKind, piece: char, from: Option<Square>, to: Square) {
    steps.push(Step {
        kind,
        piece: Some(piece),
        from,
        to,
    });
}

/// The rook's square and where it lands, for a castling move.
pub(crate) fn castle_squares(m: &Move) -> Option<(Square, Square)> {
    match m.kind {
        MoveKind::Castle { rook, rook_to } => Some((rook, rook_to)),
        _ => None,
    }
}

pub(crate) fn chess_move_info(
    pos: &Position,
    m: &Move,
    legal: &[Move],
    with_san: bool,
) -> MoveInfo {
    MoveInfo {
        uci: notation::uci(pos, m),
        san: if with_san {
            notation::san(pos, m, legal)
        } else {
            String::new()
        },
        from: m.from,
        to: m.to,
        piece: crate::core::role::Piece::new(pos.turn(), m.role).char(),
        promotion: m.promotion.map(|r| r.char()),
        captured: match m.captured_square() {
            Some(sq) => vec![sq],
            None => Vec::new(),
        },
        castle: castle_squares(m),
        path: Vec::new(),
        steps: chess_steps(pos, m),
    }
}

/// Runs `$body` on the position inside an [`AnyPosition`], whichever game it is.
macro_rules! each {
    ($pos:expr, $p:ident => $body:expr) => {
        match $pos {
            AnyPosition::Chess($p, _) => $body,
            AnyPosition::Draughts($p) => $body,
        }
    };
}

impl AnyPosition {
    /// Side to move.
    pub fn turn(&self) -> Color {
        each!(self, p => p.turn())
    }

    /// The FEN, in the style it was read in.
    pub fn fen(&self) -> String {
        match self {
            AnyPosition::Chess(p, style) => fen::write_styled(p, *style),
            AnyPosition::Draughts(p) => p.to_fen(),
        }
    }

    /// Every legal move, described.
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        self.describe_legal_moves(true)
    }

    /// Every legal move, described; with `with_san` false the `san` fields are left empty
    /// (the costly part: each needs the move played to see check and mate), for callers
    /// that ask for them later (the list's order is the same with and without).
    pub fn describe_legal_moves(&self, with_san: bool) -> Vec<MoveInfo> {
        each!(self, p => p.describe_legal_moves(with_san))
    }

    /// Plays a move given in any accepted notation; on error the position is unchanged.
    pub fn play(&mut self, text: &str) -> Result<MoveInfo, Error> {
        each!(self, p => p.play_text(text))
    }

    /// In a partial position, gives the turn back when the side to move has no piece at all
    /// (a lone knight moves on and on).
    fn skip_absent_side(&mut self) {
        if let AnyPosition::Chess(p, _) = self {
            if p.board().color_bits(p.turn()) == 0 {
                p.pass_turn();
            }
        }
    }

    /// Turn, check, legal move count and outcome (without repetition, which needs history).
    pub fn status(&self) -> Status {
        each!(self, p => Playable::status(p))
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> Result<u64, Error> {
        each!(self, p => p.checked_perft(depth))
    }
}

/// A start FEN: `randomness` 0 (standard), 1 (random, mirrored) or 2 (random, independent);
/// the same seed gives the same position.
pub fn start_fen(variant: &str, randomness: u32, seed: Option<u64>) -> Result<String, Error> {
    let v = Variant::from_id(variant)?;
    let r = Randomness::from_level(randomness).ok_or(Error::Randomness)?;
    Ok(v.start_fen(r, seed.unwrap_or_else(random::clock_seed)))
}

/// A FEN of the game `variant` read: the first step of the calls below, one body out of line.
#[inline(never)]
pub(crate) fn position(variant: &str, fen_text: &str) -> Result<AnyPosition, Error> {
    Variant::from_id(variant)?.parse(fen_text)
}

/// The legal moves of a position.
pub fn legal_moves(variant: &str, fen_text: &str) -> Result<Vec<MoveInfo>, Error> {
    Ok(position(variant, fen_text)?.legal_moves())
}

/// The FEN after a move (UCI, SAN, or for standard castling the king's move `e1g1`).
pub fn play(variant: &str, fen_text: &str, mv: &str) -> Result<String, Error> {
    let mut pos = position(variant, fen_text)?;
    pos.play(mv)?;
    Ok(pos.fen())
}

/// Turn, check and outcome of a position.
pub fn status(variant: &str, fen_text: &str) -> Result<Status, Error> {
    Ok(position(variant, fen_text)?.status())
}

/// Perft of a position.
pub fn perft(variant: &str, fen_text: &str, depth: u32) -> Result<u64, Error> {
    position(variant, fen_text)?.perft(depth)
}

/// A game in progress: a position with its history, for undo and repetition.
///
/// ```
/// use fenboard::game::Game;
/// let mut g = Game::new("chess", None).unwrap();
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] { g.play(m).unwrap(); }
/// assert_eq!(g.status().outcome.unwrap().reason.as_str(), "threefold-repetition");
/// g.undo().unwrap();
/// assert!(g.status().outcome.is_none());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    /// The kept positions, the current one last (one more than the kept moves).
    positions: VecDeque<AnyPosition>,
    /// The moves played; the first `forgotten` are past [`MAX_HISTORY`] and no longer part
    /// of the history (they are dropped in blocks, so that `history` stays a slice and
    /// each play costs O(1) amortized).
    moves: Vec<MoveInfo>,
    forgotten: usize,
    /// A partial position (a diagram without royal pieces): no draw rules, and a side with
    /// no piece on the board does not take turns.
    partial: bool,
}

/// How many forgotten moves a [`Game`] holds before it drops them at once.
const FORGOTTEN_BLOCK: usize = 4096;

impl Game {
    /// A game from a partial position (royal pieces may be missing; see
    /// [`Variant::parse_partial`]), for playing on from a rules-page diagram.
    ///
    /// ```
    /// use fenboard::game::Game;
    /// let g = Game::new_partial("chess", "8/8/8/3N4/8/8/8/8 w - - 0 1").unwrap();
    /// assert_eq!(g.legal_moves().len(), 8);
    /// assert!(Game::new("chess", Some("8/8/8/3N4/8/8/8/8 w - - 0 1")).is_err());
    /// ```
    pub fn new_partial(variant: &str, fen_text: &str) -> Result<Game, Error> {
        Game::start(variant, Some(fen_text), true)
    }

    /// A game from a FEN, or from the standard start.
    pub fn new(variant: &str, fen_text: Option<&str>) -> Result<Game, Error> {
        Game::start(variant, fen_text, false)
    }

    /// [`Game::new`] and [`Game::new_partial`]: one body for both, out of line (the wasm
    /// constructor calls it).
    #[inline(never)]
    pub(crate) fn start(
        variant: &str,
        fen_text: Option<&str>,
        partial: bool,
    ) -> Result<Game, Error> {
        let v = Variant::from_id(variant)?;
        let standard;
        let fen_text = match fen_text {
            Some(f) => f,
            None => {
                standard = v.start_fen(Randomness::Standard, 0);
                &standard
            }
        };
        let start = v.read(fen_text, partial)?;
        let mut positions = VecDeque::new();
        positions.push_back(start);
        Ok(Game {
            variant: v,
            positions,
            moves: Vec::new(),
            forgotten: 0,
            partial,
        })
    }

    /// The game's id.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        self.positions.back().expect("a game always has a position")
    }

    /// Current FEN.
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// Legal moves now.
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        self.position().legal_moves()
    }

    /// Plays a move and returns it as the history records it; on error nothing changes.
    pub fn play(&mut self, mv: &str) -> Result<&MoveInfo, Error> {
        let mut next = self.position().clone();
        let info = next.play(mv)?;
        if self.partial {
            next.skip_absent_side();
        }
        if self.positions.len() > MAX_HISTORY {
            self.positions.pop_front();
            self.forgotten += 1;
            if self.forgotten >= FORGOTTEN_BLOCK {
                self.moves.drain(..self.forgotten);
                self.forgotten = 0;
            }
        }
        self.positions.push_back(next);
        self.moves.push(info);
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// Takes back the last move and returns it; `None` when there is none to take back.
    pub fn undo(&mut self) -> Option<MoveInfo> {
        if self.moves.len() == self.forgotten {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop_back();
        Some(m)
    }

    /// The moves played, first first.
    pub fn history(&self) -> &[MoveInfo] {
        &self.moves[self.forgotten..]
    }

    /// How many times the current position has occurred in this game.
    pub fn repetitions(&self) -> usize {
        // A plain loop: `filter().count()` folds the deque's two halves in two loops, with
        // the position comparison inlined in each.
        let now = self.position();
        let mut count = 0;
        for p in &self.positions {
            if p == now {
                count += 1;
            }
        }
        count
    }

    /// The status, with threefold repetition.
    pub fn status(&self) -> Status {
        let mut s = self.position().status();
        if self.partial {
            // An illustration ends only when the side to move cannot move.
            s.outcome = s.outcome.filter(|_| s.legal_move_count == 0);
            return s;
        }
        if s.outcome.is_some() {
            return s;
        }
        if let AnyPosition::Draughts(_) = self.position() {
            let mut history = Vec::new();
            for p in &self.positions {
                if let AnyPosition::Draughts(d) = p {
                    history.push(*d);
                }
            }
            s.outcome = russian::draw_reason(&history).map(|reason| Outcome {
                winner: None,
                reason,
            });
        } else if self.repetitions() >= 3 {
            s.outcome = Some(Outcome {
                winner: None,
                reason: OutcomeReason::ThreefoldRepetition,
            });
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_id_reads_every_id() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_id(v.id()), Ok(v));
        }
        assert!(Variant::from_id("Chess").is_err());
    }
}
