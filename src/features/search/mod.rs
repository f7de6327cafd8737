//! Play on from any position: an alpha-beta search for every game, over the engine's
//! own positions (it generates nothing itself).
//!
//! Negamax with alpha-beta, iterative deepening, move ordering (the previous iteration's
//! best move first at the root, then captures by MVV-LVA, two killer moves per ply, the
//! history heuristic), and a quiescence search on captures (draughts: on compulsory
//! captures). The evaluation is material (each kind valued from its game's description,
//! [`piece_values`]; draughts men and kings, [`draughts_value`]) plus mobility (chess family:
//! pseudo-legal moves of each side; draughts: moves of the side to move) and a little
//! advancement for pawns and men. Every chess-family game, built in or defined by data, is
//! searched by the same code; what differs is its description (its pieces, how its games end).
//!
//! The core has no clock: the caller passes a `stop` function, polled at the first node and
//! every 16 after (the wasm layer builds it from `Date.now()`, native code from `Instant`),
//! and an optional node budget, which the count never passes. Both hold from the first
//! node, the capture search's included (it goes at most 6 plies below the horizon): an
//! interrupted search answers the best move it has, and always a legal move.
//!
//! ```
//! use fenboard::features::search::{best_move_fen, Limits};
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! // White mates in one: Ra8#.
//! let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
//! let r = best_move_fen(&chess, fen, Limits::depth(3), &mut || false).unwrap();
//! assert_eq!(r.best.uci, "a1a8");
//! assert_eq!(r.mate, Some(1));
//! ```

use crate::core::geometry::Square;
use crate::features::error::Error;
use crate::game::{AnyPosition, MoveInfo, Playable, Variant};
use crate::variants::draughts::{self, Bits, DraughtsMove, GamePosition, MoveList, Sized};

mod alphabeta;
mod node;
mod values;

use alphabeta::run;
use node::{Chess, Draughts};
pub use values::piece_values;

/// Value of a mate now; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 100_000;
/// Deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;

/// The value of a draughts piece in centipawns: a man 100, a king 300.
pub const fn draughts_value(role: draughts::Role) -> i32 {
    match role {
        draughts::Role::Man => 100,
        draughts::Role::King => 300,
    }
}

/// How far to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration (plies, before quiescence).
    pub depth: u32,
    /// Node budget: the search visits at most this many positions (quiescence included),
    /// then answers the best move found so far.
    pub nodes: u64,
}

impl Limits {
    /// Up to `depth` plies, no node budget.
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: u64::MAX,
        }
    }
    /// As deep as `stop` allows.
    pub const UNLIMITED: Limits = Limits {
        depth: MAX_DEPTH,
        nodes: u64::MAX,
    };
}

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move, as `legal_moves` describes it.
    pub best: MoveInfo,
    /// Score in centipawns from the side to move's view (mates: ±(MATE − plies); at depth 0,
    /// the evaluation of the position when no move was searched to the end).
    pub score: i32,
    /// Moves to mate (positive: the side to move mates; negative: it is mated), if a mate was found.
    pub mate: Option<i32>,
    /// Deepest completed iteration: 0 when the limits ended the first one (the move is then
    /// the best of those searched to the end, else the first in the search's order:
    /// captures first).
    pub depth: u32,
    /// Positions visited (quiescence included), never above [`Limits::nodes`].
    pub nodes: u64,
}

/// Searches a position of `variant` given by FEN (a position without royal pieces is read as
/// partial). `stop` is polled during the search: return true to stop (time is up).
pub fn best_move_fen(
    variant: &Variant,
    fen: &str,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Result<SearchResult, Error> {
    let pos = match variant.parse(fen) {
        Ok(p) => p,
        Err(e) => variant.parse_partial(fen).map_err(|_| e)?,
    };
    best_move(&pos, limits, stop).ok_or(Error::GameOver)
}

/// Searches a position; `None` when it has no legal move.
pub fn best_move(
    pos: &AnyPosition,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<SearchResult> {
    // The roots are the games' legal moves (`Playable`); only the chosen one is described.
    match pos {
        AnyPosition::Chess(p, _) => {
            let legal = Playable::legal_moves(p);
            let root = Chess::new(p);
            let (i, score, depth, nodes) = run(&root, legal.clone(), limits, stop)?;
            Some(result(
                p.describe(&legal[i], &legal, true),
                score,
                depth,
                nodes,
            ))
        }
        AnyPosition::Draughts(p) => match p.sized() {
            Sized::Eight(b) => search_draughts(p, *b, limits, stop),
            Sized::Ten(b) => search_draughts(p, *b, limits, stop),
            Sized::Twelve(b) => search_draughts(p, *b, limits, stop),
            Sized::Full(b) => search_draughts(p, *b, limits, stop),
        },
    }
}

fn result(best: MoveInfo, score: i32, depth: u32, nodes: u64) -> SearchResult {
    let mate = if score.abs() > MATE - 1000 {
        let plies = MATE - score.abs();
        let moves = (plies + 1) / 2;
        Some(if score > 0 { moves } else { -moves })
    } else {
        None
    };
    SearchResult {
        best,
        score,
        mate,
        depth,
        nodes,
    }
}

/// The search of a draughts position `p`, on its board of one size `b`.
fn search_draughts<B: Bits>(
    p: &GamePosition,
    b: draughts::Position<B>,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<SearchResult> {
    let rules = &p.game().rules;
    let mut fast = MoveList::new();
    b.generate(rules, &mut fast);
    let root = Draughts { pos: b, rules };
    let (i, score, depth, nodes) = run(&root, fast.clone(), limits, stop)?;
    let m = fast[i];
    let full = Playable::legal_moves(p);
    let board = p.game().board();
    let j = full.iter().position(|d| same_draughts_move(d, &m, board))?;
    Some(result(
        p.describe(&full[j], &full, true),
        score,
        depth,
        nodes,
    ))
}

/// Whether a move with its path, squares of `board`, is the compact move `m` (the engine's).
fn same_draughts_move<B: Bits>(
    d: &DraughtsMove,
    m: &draughts::FastMove<B>,
    board: draughts::Board,
) -> bool {
    let index = |sq: Square| B::index(board.to_engine(sq)).unwrap_or(0);
    let captured = d
        .captured
        .iter()
        .fold(B::ZERO, |acc, &s| acc | B::bit(index(s)));
    index(d.from) == m.from
        && index(d.to()) == m.to
        && captured == m.captured
        && d.promotes == m.promotes
}
