//! What the API says of a move ([`MoveInfo`], with a Bario turn's [`Step`]s) and of a
//! position ([`Status`]).

use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::moves::Move;
use crate::core::outcome::Outcome;
use crate::core::position::Position;
use crate::core::role::Piece;
use crate::formats::notation;
use crate::variants::draughts::{DraughtsMove, GamePosition};

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
    /// `hand`: a piece leaves its side's hand for the square (a drop: crazyhouse's `P@e4`).
    Hand,
}

impl StepKind {
    /// Every kind.
    pub const ALL: [StepKind; 5] = [
        StepKind::Place,
        StepKind::Define,
        StepKind::Identify,
        StepKind::Move,
        StepKind::Hand,
    ];

    /// The kind as the JavaScript API gives it.
    pub const fn as_str(self) -> &'static str {
        match self {
            StepKind::Place => "place",
            StepKind::Define => "define",
            StepKind::Identify => "identify",
            StepKind::Move => "move",
            StepKind::Hand => "hand",
        }
    }

    /// The first letter of [`StepKind::as_str`], which stands for the kind on the wire.
    pub const fn letter(self) -> char {
        match self {
            StepKind::Place => 'p',
            StepKind::Define => 'd',
            StepKind::Identify => 'i',
            StepKind::Move => 'm',
            StepKind::Hand => 'h',
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
    /// Gating (Seirawan): the lowercase letter of the piece that enters from the hand, and
    /// the square it enters on.
    pub gate: Option<(char, Square)>,
    /// A walling game's move (amazons, duck chess): the square it turns into a wall.
    pub wall: Option<Square>,
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
    /// A game with a reserve (Bario) or hands (crazyhouse): each side's, as (lowercase
    /// letter, count) in the order its FEN writes them.
    pub reserve: Option<[Vec<(char, u8)>; 2]>,
    /// A captured stand-in awaiting identification (Bario).
    pub pending_identification: Option<Square>,
    /// A game that counts checks (three-check): the checks white and black have left to
    /// give.
    pub checks_left: Option<[u8; 2]>,
}

pub(super) fn draughts_move_info(
    pos: &GamePosition,
    m: &DraughtsMove,
    all: &[DraughtsMove],
    with_san: bool,
) -> MoveInfo {
    let piece = pos.piece_at(m.from).map_or('?', |p| p.char());
    let mut path = Vec::with_capacity(m.path.len() + 1);
    path.push(m.from);
    path.extend_from_slice(&m.path);
    MoveInfo {
        uci: pos.path_text(m),
        san: if with_san {
            pos.san(m, all)
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
        gate: None,
        wall: None,
    }
}

/// The steps of a turn in a game with a reserve (identify, place, define, move), which its
/// boards play click by click, and of a drop (a piece of the hand, then its square); empty
/// for the other moves.
fn chess_steps(pos: &Position, m: &Move) -> Vec<Step> {
    let mut steps = Vec::new();
    if m.is_drop() {
        steps.push(Step {
            kind: StepKind::Hand,
            piece: Some(pos.letter(Piece::new(pos.turn(), m.role))),
            from: None,
            to: m.to,
        });
        return steps;
    }
    if pos.rules().reserve.is_empty() {
        return steps;
    }
    let color = pos.turn();
    let letter = |role| Some(pos.letter(Piece::new(color, role)));
    let step = |kind, piece, from, to| Step {
        kind,
        piece,
        from,
        to,
    };
    if let (Some(r), Some(sq)) = (m.identify, pos.pending_identification()) {
        steps.push(step(StepKind::Identify, letter(r), None, sq));
    }
    if m.is_placement() {
        steps.push(step(StepKind::Place, letter(m.role), None, m.to));
    } else {
        if m.is_definition() {
            steps.push(step(StepKind::Define, letter(m.role), None, m.from));
        }
        steps.push(step(StepKind::Move, letter(m.role), Some(m.from), m.to));
    }
    steps
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
        piece: pos.letter(Piece::new(pos.turn(), m.role)),
        promotion: m.promotion.map(|r| pos.rules().letter(r)),
        captured: m.captured_square().into_iter().collect(),
        castle: m.castle_squares(),
        path: Vec::new(),
        steps: chess_steps(pos, m),
        gate: m.gate.map(|(r, sq)| (pos.rules().letter(r), sq)),
        wall: m.wall,
    }
}
