//! Play on from any position: an alpha-beta search for all five games, over the engine's
//! own positions (it generates nothing itself).
//!
//! Negamax with alpha-beta, iterative deepening, move ordering (the previous iteration's
//! best move first at the root, then captures by MVV-LVA, two killer moves per ply, the
//! history heuristic), and a quiescence search on captures (draughts: on compulsory
//! captures). The evaluation is material (piece values as data, [`PIECE_VALUES`];
//! draughts men and kings) plus mobility (chess family: pseudo-legal moves of each side;
//! draughts: moves of the side to move) and a little advancement for pawns and men.
//!
//! The core has no clock: the caller passes a `stop` function, polled every 256 nodes and before each iteration
//! (the wasm layer builds it from `Date.now()`, native code from `Instant`), and an optional
//! node budget. The first iteration always completes, so there is always a move.
//!
//! ```
//! use fenboard::features::search::{best_move_fen, Limits};
//! // White mates in one: Ra8#.
//! let r = best_move_fen("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Limits::depth(3), &mut || false).unwrap();
//! assert_eq!(r.best.uci, "a1a8");
//! assert_eq!(r.mate, Some(1));
//! ```

use crate::core::geometry::{Square, SQUARES};
use crate::core::moves::Move;
use crate::core::position::Position;
use crate::core::role::Role;
use crate::features::error::Error;
use crate::game::{AnyPosition, MoveInfo, Playable, Variant};
use crate::util::sort::sort_by_key;
use crate::variants::russian::{self, FastMove, MoveList};

/// Value of a mate now; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 100_000;
/// Deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;
/// Deepest ply the search (quiescence included) reaches below the root.
const MAX_PLY: u32 = MAX_DEPTH + 32;

/// Piece values in centipawns, per role (draughts: a man 100, a king 300). Bario's
/// undefined piece is worth about the average of the reserve it stands for.
pub const PIECE_VALUES: &[(Role, i32)] = &[
    (Role::Pawn, 100),
    (Role::Knight, 300),
    (Role::Bishop, 325),
    (Role::Rook, 500),
    (Role::Queen, 900),
    (Role::King, 0),
    (Role::Marshall, 875),
    (Role::Cardinal, 800),
    (Role::Undefined, 450),
    (Role::Man, 100),
    (Role::DraughtsKing, 300),
];

/// Centipawns per pseudo-legal move of difference (chess family).
const MOBILITY: i32 = 4;

/// The value of a role.
pub fn value(role: Role) -> i32 {
    PIECE_VALUES
        .iter()
        .find(|&&(r, _)| r == role)
        .map_or(0, |&(_, v)| v)
}

/// How far to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration (plies, before quiescence).
    pub depth: u32,
    /// Node budget (the search stops past it, keeping the last complete iteration).
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
    /// Score in centipawns from the side to move's view (mates: ±(MATE − plies)).
    pub score: i32,
    /// Moves to mate (positive: the side to move mates; negative: it is mated), if a mate was found.
    pub mate: Option<i32>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Positions visited (quiescence included).
    pub nodes: u64,
}

/// Searches a position given by FEN (a position without royal pieces is read as partial).
/// `stop` is polled during the search: return true to stop (time is up).
pub fn best_move_fen(
    variant: &str,
    fen: &str,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Result<SearchResult, Error> {
    let v = Variant::from_id(variant)?;
    let pos = match v.parse(fen) {
        Ok(p) => p,
        Err(e) => v.parse_partial(fen).map_err(|_| e)?,
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
        AnyPosition::Chess(p) => {
            let legal = Playable::legal_moves(p);
            let (i, score, depth, nodes) = run(&Chess(p.clone()), legal.clone(), limits, stop)?;
            Some(result(
                p.describe(&legal[i], &legal, true),
                score,
                depth,
                nodes,
            ))
        }
        AnyPosition::Draughts(p) => {
            let mut fast = MoveList::new();
            p.generate(&mut fast);
            let (i, score, depth, nodes) = run(&Draughts(*p), fast.clone(), limits, stop)?;
            let m = fast[i];
            let full = Playable::legal_moves(p);
            let j = full.iter().position(|d| same_draughts_move(d, &m))?;
            Some(result(
                p.describe(&full[j], &full, true),
                score,
                depth,
                nodes,
            ))
        }
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

/// The dark-square index of the board's bitboards (`rank * 4 + file / 2`).
fn dark_index(sq: Square) -> u8 {
    sq.rank() * 4 + sq.file() / 2
}

fn same_draughts_move(d: &russian::DraughtsMove, m: &FastMove) -> bool {
    let captured = d
        .captured
        .iter()
        .fold(0u32, |acc, &s| acc | 1 << dark_index(s));
    dark_index(d.from) == m.from
        && dark_index(d.to()) == m.to
        && captured == m.captured
        && d.promotes == m.promotes
}

// ---------------------------------------------------------------------------------------
// The games, as the search sees them
// ---------------------------------------------------------------------------------------

trait Node: Sized {
    type M: Copy + PartialEq;
    /// Candidate moves: pseudo-legal where `play` checks legality, else legal.
    fn moves(&self, out: &mut Vec<Self::M>);
    /// The position after `m`, or `None` if `m` leaves a royal piece of the mover attacked.
    fn play(&self, m: &Self::M) -> Option<Self>;
    /// MVV-LVA key of a capture, `None` for a quiet move.
    fn capture(&self, m: &Self::M) -> Option<i32>;
    /// Static evaluation, from the side to move's view.
    fn eval(&self) -> i32;
    /// Whether a royal piece of the side to move is attacked.
    fn in_check(&self) -> bool;
    /// Score when the side to move has no legal move, `ply` plies from the root.
    fn terminal(&self, ply: u32) -> i32;
    /// Whether the game is drawn by rule here (fifty moves).
    fn drawn(&self) -> bool {
        false
    }
    /// Index for the history table.
    fn key(m: &Self::M) -> usize;
    /// Whether a capture, when there is one, is compulsory (no standing pat).
    const FORCED_CAPTURES: bool = false;
}

struct Chess(Position);

impl Node for Chess {
    type M = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        if self.0.rules().hooks.legal_moves.is_some() {
            // Bario's whole turns come only from the game's own generator.
            *out = self.0.legal_moves();
        } else {
            out.clear();
            self.0.pseudo_legal_moves(out);
        }
    }

    fn play(&self, m: &Move) -> Option<Chess> {
        let mut p = self.0.clone();
        p.play_unchecked(m);
        let legal = self.0.rules().hooks.legal_moves.is_some() || !p.royal_attacked(self.0.turn());
        legal.then_some(Chess(p))
    }

    fn in_check(&self) -> bool {
        self.0.is_check()
    }

    fn capture(&self, m: &Move) -> Option<i32> {
        let victim = m.capture?;
        Some(value(victim) * 16 - value(m.role) / 16 + m.promotion.map_or(0, value))
    }

    fn eval(&self) -> i32 {
        let p = &self.0;
        let us = p.turn();
        let height = p.rules().geometry.height as i32;
        let mut score = 0;
        for (sq, piece) in p.board().pieces() {
            let mut v = value(piece.role);
            if piece.role == Role::Pawn {
                // Closer to promotion, a little better (more in the last third).
                let rel = p.relative_rank(piece.color, sq) as i32;
                v += 4 * rel + if rel * 3 >= height * 2 { 12 * rel } else { 0 };
            }
            score += if piece.color == us { v } else { -v };
        }
        let mut moves = Vec::with_capacity(64);
        p.pseudo_legal_moves(&mut moves);
        let ours = moves.len() as i32;
        moves.clear();
        let mut them = p.clone();
        them.pass_turn();
        them.pseudo_legal_moves(&mut moves);
        score + MOBILITY * (ours - moves.len() as i32)
    }

    fn terminal(&self, ply: u32) -> i32 {
        if self.0.is_check() {
            -(MATE - ply as i32)
        } else {
            0
        }
    }

    fn drawn(&self) -> bool {
        self.0.rules().fifty_moves && self.0.halfmoves() >= 100
    }

    fn key(m: &Move) -> usize {
        m.from.index() * SQUARES + m.to.index()
    }
}

struct Draughts(russian::Position);

impl Node for Draughts {
    type M = FastMove;
    const FORCED_CAPTURES: bool = true;

    fn moves(&self, out: &mut Vec<FastMove>) {
        self.0.generate(out);
    }

    fn play(&self, m: &FastMove) -> Option<Draughts> {
        let mut p = self.0;
        p.play_fast(m);
        Some(Draughts(p))
    }

    fn in_check(&self) -> bool {
        false
    }

    fn capture(&self, m: &FastMove) -> Option<i32> {
        (m.captured != 0).then(|| {
            let (_, _, kings) = self.0.bitboards();
            (m.captured.count_ones() as i32) * 100 + (m.captured & kings).count_ones() as i32 * 200
        })
    }

    fn eval(&self) -> i32 {
        let (white, black, kings) = self.0.bitboards();
        let side = |bits: u32, white_side: bool| -> i32 {
            let men = bits & !kings;
            let mut v = (men.count_ones() as i32) * value(Role::Man)
                + ((bits & kings).count_ones() as i32) * value(Role::DraughtsKing);
            let mut m = men;
            while m != 0 {
                let i = m.trailing_zeros() as i32;
                m &= m - 1;
                let rank = i / 4;
                v += 3 * if white_side { rank } else { 7 - rank };
            }
            v
        };
        let w = side(white, true) - side(black, false);
        let mobility = self.0.count_moves().min(30) as i32 * 2;
        let material = if self.0.turn() == crate::core::color::Color::White {
            w
        } else {
            -w
        };
        material + mobility
    }

    fn terminal(&self, ply: u32) -> i32 {
        -(MATE - ply as i32)
    }

    fn key(m: &FastMove) -> usize {
        m.from as usize * 32 + m.to as usize
    }
}

// ---------------------------------------------------------------------------------------
// The search
// ---------------------------------------------------------------------------------------

struct Searcher<'a, N: Node> {
    nodes: u64,
    max_nodes: u64,
    stop: &'a mut dyn FnMut() -> bool,
    can_stop: bool,
    stopped: bool,
    killers: Vec<[Option<N::M>; 2]>,
    history: Vec<i32>,
}

/// Iterative deepening over the root moves; returns (index of the best root move, score,
/// depth, nodes).
fn run<N: Node>(
    root: &N,
    moves: Vec<N::M>,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<(usize, i32, u32, u64)> {
    if moves.is_empty() {
        return None;
    }
    let mut s = Searcher::<N> {
        nodes: 0,
        max_nodes: limits.nodes,
        stop,
        can_stop: false,
        stopped: false,
        killers: vec![[None; 2]; MAX_DEPTH as usize + 64],
        history: vec![0; SQUARES * SQUARES],
    };
    let mut order: Vec<usize> = (0..moves.len()).collect();
    // First iteration's order: captures first.
    sort_by_key(&mut order, |&i| -root.capture(&moves[i]).map_or(-1, |v| v));
    let mut best = (order[0], 0, 0);
    for depth in 1..=limits.depth.clamp(1, MAX_DEPTH) {
        s.can_stop = depth > 1;
        if s.can_stop && (s.nodes >= s.max_nodes || (s.stop)()) {
            break;
        }
        let mut alpha = -MATE - 1;
        let beta = MATE + 1;
        let mut best_here = order[0];
        for &i in &order {
            let Some(child) = root.play(&moves[i]) else {
                continue;
            };
            let score = -s.negamax(&child, depth as i32 - 1, -beta, -alpha, 1);
            if s.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best_here = i;
            }
        }
        if s.stopped {
            break;
        }
        best = (best_here, alpha, depth);
        // The best move first next time.
        order.retain(|&i| i != best_here);
        order.insert(0, best_here);
        if moves.len() == 1 || alpha.abs() > MATE - depth as i32 - 1 {
            break; // forced, or a mate found within the horizon: deeper changes nothing.
        }
    }
    Some((best.0, best.1, best.2, s.nodes))
}

impl<N: Node> Searcher<'_, N> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.can_stop && self.nodes & 255 == 0 && (self.nodes >= self.max_nodes || (self.stop)())
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn order(&self, pos: &N, moves: &[N::M], ply: usize) -> Vec<(i32, N::M)> {
        let killers = self.killers[ply.min(self.killers.len() - 1)];
        let mut scored: Vec<(i32, N::M)> = moves
            .iter()
            .map(|m| {
                let key = match pos.capture(m) {
                    Some(v) => 10_000_000 + v,
                    None if killers[0] == Some(*m) => 9_000_000,
                    None if killers[1] == Some(*m) => 8_999_999,
                    None => self.history[N::key(m) % self.history.len()].min(8_000_000),
                };
                (key, *m)
            })
            .collect();
        sort_by_key(&mut scored, |&(k, _)| -k);
        scored
    }

    fn negamax(&mut self, pos: &N, depth: i32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        if pos.drawn() {
            return 0;
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        if moves.is_empty() {
            return pos.terminal(ply);
        }
        let mut best = -MATE - 1;
        let mut any = false;
        for (_, m) in self.order(pos, &moves, ply as usize) {
            let Some(child) = pos.play(&m) else {
                continue;
            };
            any = true;
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if pos.capture(&m).is_none() {
                    let k = &mut self.killers[(ply as usize).min(MAX_DEPTH as usize + 63)];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                    let h = &mut self.history[N::key(&m) % (SQUARES * SQUARES)];
                    *h = h.saturating_add(depth * depth);
                }
                break;
            }
        }
        if !any {
            return pos.terminal(ply);
        }
        best
    }

    fn quiesce(&mut self, pos: &N, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        // Check evasions are searched in full, so checks given back and forth (Coregal's
        // queens can check without capturing) could go on for ever: stop at a fixed ply.
        if ply >= MAX_PLY {
            return pos.eval();
        }
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        // In check, every evasion is searched (and a mate is seen); else captures only.
        let evading = pos.in_check();
        let forced = N::FORCED_CAPTURES && moves.first().is_some_and(|m| pos.capture(m).is_some());
        let stand = if evading || forced || moves.is_empty() {
            -MATE - 1
        } else {
            pos.eval()
        };
        if stand >= beta {
            return stand;
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut tried: Vec<(i32, N::M)> = moves
            .iter()
            .filter_map(|m| match pos.capture(m) {
                Some(v) => Some((v, *m)),
                None if evading => Some((-1, *m)),
                None => None,
            })
            .collect();
        sort_by_key(&mut tried, |&(v, _)| -v);
        let mut best = stand;
        let mut any = false;
        for (_, m) in tried {
            let Some(child) = pos.play(&m) else {
                continue;
            };
            any = true;
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        if !any && (evading || forced || moves.is_empty()) {
            return if moves.is_empty() || evading {
                pos.terminal(ply)
            } else {
                best
            };
        }
        best
    }
}
