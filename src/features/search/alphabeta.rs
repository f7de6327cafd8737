//! Negamax with alpha-beta over any [`Node`], with iterative deepening at the root.

use super::node::Node;
use super::{Limits, MATE, MAX_DEPTH, MAX_PLY};
use crate::core::geometry::SQUARES;
use crate::util::sort::sort_by_key;

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
