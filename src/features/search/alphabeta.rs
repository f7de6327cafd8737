//! Negamax with alpha-beta over any [`Node`], with iterative deepening at the root.

use super::node::Node;
use super::{Limits, MATE, MAX_DEPTH};
use crate::core::geometry::SQUARES;

/// Nodes between two polls of `stop`: often enough that a time limit is kept within a few
/// nodes' work, rarely enough that the clock costs nothing measurable.
const POLL_EVERY: u64 = 16;
/// Plies the capture search goes below the horizon: captures run out in the end, but on a
/// board where everything attacks everything the tree is too wide to follow them all.
const QUIESCE_PLIES: u32 = 6;
/// Plies of the capture search in which every check evasion is searched (to see mates);
/// deeper, a side in check stands pat like any other.
const EVASION_PLIES: u32 = 2;
/// Deepest ply the search (quiescence included) reaches below the root.
const MAX_PLY: u32 = MAX_DEPTH + QUIESCE_PLIES;

struct Searcher<'a, N: Node> {
    nodes: u64,
    max_nodes: u64,
    stop: &'a mut dyn FnMut() -> bool,
    stopped: bool,
    killers: Vec<[Option<N::M>; 2]>,
    history: Vec<i32>,
}

/// Iterative deepening over the root moves; returns (index of the best root move, score,
/// depth, nodes). The limits hold from the first node: when they end the search, the
/// answer is the last complete iteration's move, or a move that beat it in the interrupted
/// one; if no iteration completed, the best move searched to the end, else the first in
/// order (captures first), scored by the evaluation, at depth 0.
pub(super) fn run<N: Node>(
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
        stopped: false,
        killers: vec![[None; 2]; MAX_PLY as usize + 1],
        history: vec![0; SQUARES * SQUARES],
    };
    let mut order: Vec<usize> = (0..moves.len()).collect();
    // First iteration's order: captures first.
    order.sort_by_key(|&i| -root.capture(&moves[i]).map_or(-1, |v| v));
    let mut best: Option<(usize, i32)> = None;
    let mut done = 0;
    for depth in 1..=limits.depth.clamp(1, MAX_DEPTH) {
        let (found, complete) = s.root(root, &moves, &order, depth);
        if let Some((i, score)) = found {
            // Interrupted, a move counts only if it beat the previous best, searched first.
            if complete || best.is_none() || i != order[0] {
                best = Some((i, score));
            }
        }
        if !complete {
            break;
        }
        done = depth;
        let Some((i, score)) = best else { break };
        // The best move first next time.
        order.retain(|&j| j != i);
        order.insert(0, i);
        if moves.len() == 1 || score.abs() > MATE - depth as i32 - 1 {
            break; // forced, or a mate found within the horizon: deeper changes nothing.
        }
    }
    let (i, score) = best.unwrap_or_else(|| (order[0], root.eval()));
    Some((i, score, done, s.nodes))
}

impl<N: Node> Searcher<'_, N> {
    /// Counts a node, or stops the search: at the node budget (never passed), or when `stop`
    /// says so (polled at the first node, then every [`POLL_EVERY`]).
    fn tick(&mut self) -> bool {
        if !self.stopped
            && (self.nodes >= self.max_nodes || (self.nodes % POLL_EVERY == 0 && (self.stop)()))
        {
            self.stopped = true;
        }
        if !self.stopped {
            self.nodes += 1;
        }
        self.stopped
    }

    /// One iteration at the root, in `order`: the best move searched to the end with its
    /// score, and whether every move was.
    fn root(
        &mut self,
        root: &N,
        moves: &[N::M],
        order: &[usize],
        depth: u32,
    ) -> (Option<(usize, i32)>, bool) {
        let mut alpha = -MATE - 1;
        let mut best = None;
        for &i in order {
            let Some(child) = root.play(&moves[i]) else {
                continue;
            };
            let score = -self.negamax(&child, depth as i32 - 1, -MATE - 1, -alpha, 1);
            if self.stopped {
                return (best, false);
            }
            if score > alpha {
                alpha = score;
                best = Some((i, score));
            }
        }
        (best, true)
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
        scored.sort_by_key(|&(k, _)| -k);
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
            return self.quiesce(pos, alpha, beta, ply, 0);
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
                    let k = &mut self.killers[(ply as usize).min(MAX_PLY as usize)];
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

    /// The capture search, `qply` plies below the horizon.
    fn quiesce(&mut self, pos: &N, mut alpha: i32, beta: i32, ply: u32, qply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        // Bounded: checks given back and forth (Coregal's queens can check without
        // capturing) could go on for ever, and captures go on for a long time.
        if qply >= QUIESCE_PLIES {
            return pos.eval();
        }
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        // In check near the horizon, every evasion is searched (and a mate is seen); else
        // captures only.
        let evading = qply < EVASION_PLIES && pos.in_check();
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
        tried.sort_by_key(|&(v, _)| -v);
        let mut best = stand;
        let mut any = false;
        for (_, m) in tried {
            let Some(child) = pos.play(&m) else {
                continue;
            };
            any = true;
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1);
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
