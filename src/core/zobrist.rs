//! Zobrist keys: a 64-bit hash of what makes a position the same position for the rules
//! (the pieces and walls, the side to move, the castling rights, a usable en passant square, the
//! reserves), as shakmaty and Fairy-Stockfish key theirs. A game counts repetitions by keys.
//!
//! ```
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let a = chess.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
//! let b = chess.parse("4k3/8/8/8/8/8/8/4K2R w K - 7 30").unwrap();
//! let c = chess.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
//! assert_eq!(a.key(), b.key()); // the clocks do not count
//! assert_ne!(a.key(), c.key()); // the castling right does
//! ```

use crate::core::board::MAX_SQUARES;
use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::SQUARES;
use crate::core::position::Position;
use crate::core::role::MAX_ROLES;
use crate::util::random::Rng;
use std::sync::OnceLock;

/// Most files a castling right may name.
const FILES: usize = 16;

struct Keys {
    /// By colour, role and bit index.
    piece: Box<[[[u64; MAX_SQUARES]; MAX_ROLES]; 2]>,
    black: u64,
    /// By colour, wing and file: a rook's right, a royal's right.
    rook: [[[u64; FILES]; 2]; 2],
    royal: [[[u64; FILES]; 2]; 2],
    /// By bit index.
    ep: [u64; MAX_SQUARES],
    /// By colour and role, multiplied by the count.
    reserve: [[u64; MAX_ROLES]; 2],
    /// By square index.
    pending: [u64; SQUARES],
    /// By colour, multiplied by the checks it has left to give.
    checks: [u64; 2],
    /// By bit index: a gate (Seirawan).
    gate: [u64; MAX_SQUARES],
    /// By bit index: a wall (petrified).
    wall: [u64; MAX_SQUARES],
}

/// The keys, the same in every run (a fixed seed).
fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = Rng::new(0x5EED_F00D_C0FF_EE11);
        let mut next = || rng.next_u64() | 1;
        let mut piece = Box::new([[[0; MAX_SQUARES]; MAX_ROLES]; 2]);
        piece
            .iter_mut()
            .flatten()
            .flatten()
            .for_each(|k| *k = next());
        let mut table = |k: &mut [u64]| k.iter_mut().for_each(|k| *k = next());
        let mut rook = [[[0; FILES]; 2]; 2];
        let mut royal = [[[0; FILES]; 2]; 2];
        rook.iter_mut().flatten().for_each(|k| table(k));
        royal.iter_mut().flatten().for_each(|k| table(k));
        let mut ep = [0; MAX_SQUARES];
        table(&mut ep);
        let mut reserve = [[0; MAX_ROLES]; 2];
        reserve.iter_mut().for_each(|k| table(k));
        let mut pending = [0; SQUARES];
        table(&mut pending);
        let mut black = [0];
        table(&mut black);
        let mut checks = [0; 2];
        table(&mut checks);
        let mut gate = [0; MAX_SQUARES];
        table(&mut gate);
        let mut wall = [0; MAX_SQUARES];
        table(&mut wall);
        Keys {
            piece,
            black: black[0],
            rook,
            royal,
            ep,
            reserve,
            pending,
            checks,
            gate,
            wall,
        }
    })
}

impl Position {
    /// The position's Zobrist key: equal for positions that are the same for the rules
    /// (repetition), whatever their clocks.
    pub fn key(&self) -> u64 {
        let k = keys();
        let g = self.geometry();
        let mut h = 0;
        for (sq, p) in self.board.pieces() {
            h ^= k.piece[p.color.index()][p.role.index()][g.bit_index(sq) as usize];
        }
        if self.turn == Color::Black {
            h ^= k.black;
        }
        for c in Color::ALL {
            for w in Wing::ALL {
                if let Some(f) = self.castling.rook(c, w) {
                    h ^= k.rook[c.index()][w.index()][usize::from(f) % FILES];
                }
                if let Some(f) = self.castling.royal(c, w) {
                    h ^= k.royal[c.index()][w.index()][usize::from(f) % FILES];
                }
            }
            for role in self.rules.roles() {
                let n = self.reserve.count(c, role);
                h ^= k.reserve[c.index()][role.index()].wrapping_mul(u64::from(n));
            }
        }
        if let Some(ep) = self.effective_ep() {
            h ^= k.ep[g.bit_index(ep) as usize];
        }
        if let Some(sq) = self.reserve.pending() {
            h ^= k.pending[sq.index()];
        }
        for c in Color::ALL {
            h ^= k.checks[c.index()].wrapping_mul(u64::from(self.checks[c.index()]));
        }
        for i in crate::core::bitboard::WideBits::new(self.gates) {
            h ^= k.gate[i as usize];
        }
        for i in crate::core::bitboard::WideBits::new(self.board.walls()) {
            h ^= k.wall[i as usize];
        }
        h
    }
}

/// Positions are equal when they are the same for the rules: the same game, pieces and walls, side to
/// move, castling rights, usable en passant square, reserves, checks left and gates (the clocks
/// aside).
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        std::sync::Arc::ptr_eq(&self.rules, &other.rules)
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.reserve == other.reserve
            && self.checks == other.checks
            && self.gates == other.gates
            && self.effective_ep() == other.effective_ep()
    }
}
