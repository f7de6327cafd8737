//! What the API says of a move ([`MoveInfo`], with a Bario turn's [`Step`]s) and of a
//! position ([`Status`]).

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::{Move, MoveKind};
use crate::core::outcome::Outcome;
use crate::core::position::Position;
use crate::formats::notation;
use crate::variants::russian;

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

pub(super) fn draughts_move_info(
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

/// The steps of a turn in a game with a reserve (identify, place, define, move), which its
/// boards play click by click; empty in the other games.
#[inline]
fn chess_steps(pos: &Position, m: &Move) -> Vec<Step> {
    let mut steps = Vec::new();
    if pos.rules().reserve.is_none() {
        return steps;
    }
    let color = pos.turn();
    let piece = crate::core::role::Piece::new(color, m.role).char();
    if let (Some(r), Some(sq)) = (m.identified(), pos.pending_identification()) {
        let p = crate::core::role::Piece::new(color, r).char();
        push_step(&mut steps, StepKind::Identify, p, None, sq);
    }
    if m.is_placement() {
        push_step(&mut steps, StepKind::Place, piece, None, m.to);
    } else {
        if m.is_definition() {
            push_step(&mut steps, StepKind::Define, piece, None, m.from);
        }
        push_step(&mut steps, StepKind::Move, piece, Some(m.from), m.to);
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

/// What the API says of a move of a game defined by data.
#[cfg(feature = "define")]
pub(super) fn defined_move_info(
    pos: &crate::variants::defined::Position,
    m: &crate::variants::defined::DefinedMove,
    legal: &[crate::variants::defined::DefinedMove],
    with_san: bool,
) -> MoveInfo {
    use crate::variants::defined::{notation, DefinedPiece, Special};
    let rules = pos.rules();
    let sq = |i: u8| rules.square(i.into());
    MoveInfo {
        uci: notation::uci(pos, m),
        san: if with_san {
            notation::san(pos, m, legal)
        } else {
            String::new()
        },
        from: sq(m.from),
        to: sq(m.to),
        piece: pos.letter(DefinedPiece {
            color: pos.turn(),
            kind: m.kind,
        }),
        promotion: m.promotion.map(|k| rules.kinds[k as usize].piece.letter),
        captured: match (m.special, m.capture) {
            (Special::EnPassant(victim), _) => vec![sq(victim)],
            (_, Some(_)) => vec![sq(m.to)],
            _ => Vec::new(),
        },
        castle: match m.special {
            Special::Castle(rook, rook_to) => Some((sq(rook), sq(rook_to))),
            _ => None,
        },
        path: Vec::new(),
        steps: Vec::new(),
    }
}
