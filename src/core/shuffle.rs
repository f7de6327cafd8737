//! Random starts, as data ([`RandomStart`]): the pieces of one rank of the start position
//! shuffled, as Chess960 shuffles chess's first rank. Pieces of the kinds that must stand on
//! both colours (bishops) go first, one on each colour in turn; then the others at random,
//! but the castling rooks and royal pieces, which take the files left in order: a rook, the
//! royal pieces (in random order), a rook, so that every royal piece can castle either way.
//! Black's rank mirrors White's, or is drawn on its own.
//!
//! ```
//! let chess = fenboard::Variant::builtin("chess").unwrap();
//! let fen = chess.start_fen(fenboard::Randomness::Mirrored, 960);
//! assert_eq!(fen, chess.start_fen(fenboard::Randomness::Mirrored, 960));
//! assert!(chess.parse(&fen).is_ok());
//! ```

use crate::core::castling::Wing;
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::core::position::Position;
use crate::core::role::{Piece, Role};
use crate::core::rules::RandomStart;
use crate::util::random::Rng;

/// The roles of a rank, by file (`None`: empty or left as it was).
type Rank = Vec<Option<Role>>;

impl Position {
    /// This position (a game's start) with the pieces of `rule`'s rank shuffled: each side's
    /// on its own if `independent`, else Black's mirroring White's. The castling rights follow
    /// the rooks and royal pieces.
    pub fn shuffled(&self, rule: RandomStart, independent: bool, rng: &mut Rng) -> Position {
        let mut pos = self.clone();
        let white = self.draw_rank(Color::White, rule, rng);
        let black = if independent {
            self.draw_rank(Color::Black, rule, rng)
        } else {
            white.clone()
        };
        for (color, rank) in [(Color::White, white), (Color::Black, black)] {
            let r = self.absolute_rank(color, rule.rank);
            for (f, role) in rank.iter().enumerate() {
                if let Some(role) = role {
                    pos.board
                        .set(Square::new(f as u8, r), Some(Piece::new(color, *role)));
                }
            }
        }
        pos.castle_from_board();
        pos
    }

    fn absolute_rank(&self, color: Color, rank: u8) -> u8 {
        match color {
            Color::White => rank,
            Color::Black => self.geometry().height - 1 - rank,
        }
    }

    /// A shuffled rank of `color`: its pieces on the same files, in a random order.
    fn draw_rank(&self, color: Color, rule: RandomStart, rng: &mut Rng) -> Rank {
        let g = self.geometry();
        let r = self.absolute_rank(color, rule.rank);
        let mut files = Vec::new();
        let mut roles = Vec::new();
        for f in 0..g.width {
            if let Some(p) = self.board.get(Square::new(f, r)) {
                files.push(f);
                roles.push(p.role);
            }
        }
        let mut rank: Rank = vec![None; usize::from(g.width)];
        // The files still free, in order (taking one keeps the others' order).
        let mut free = files.clone();
        let take = |rng: &mut Rng, free: &mut Vec<u8>, allowed: &dyn Fn(u8) -> bool| {
            let choices: Vec<usize> = (0..free.len()).filter(|&i| allowed(free[i])).collect();
            let pick = if choices.is_empty() {
                0
            } else {
                choices[rng.below(choices.len())]
            };
            free.remove(pick)
        };
        // Bishops (and the like) first, one on each colour in turn.
        for role in rule.opposite_colors.iter() {
            let mut dark = rng.below(2) == 0;
            for _ in roles.iter().filter(|&&x| x == role) {
                let f = take(rng, &mut free, &|f| g.is_dark(Square::new(f, r)) == dark);
                rank[usize::from(f)] = Some(role);
                dark = !dark;
            }
        }
        let castling = self.rules.castling.filter(|c| {
            roles.iter().filter(|&&x| x == c.rook).count() >= 2
                && roles.iter().any(|&x| c.royals.contains(x))
        });
        let last = |role: Role| castling.is_some_and(|c| role == c.rook || c.royals.contains(role));
        for &role in roles.iter() {
            if rule.opposite_colors.contains(role) || last(role) {
                continue;
            }
            let f = take(rng, &mut free, &|_| true);
            rank[usize::from(f)] = Some(role);
        }
        if let Some(c) = castling {
            // The files left, in order: a rook, the royal pieces in random order, a rook.
            let mut royals: Vec<Role> = roles
                .iter()
                .copied()
                .filter(|&x| c.royals.contains(x))
                .collect();
            let mut middle = Vec::new();
            while !royals.is_empty() {
                middle.push(royals.remove(rng.below(royals.len())));
            }
            let rooks = roles.iter().filter(|&&x| x == c.rook).count();
            let mut order = vec![c.rook; rooks / 2];
            order.extend(middle);
            order.extend(vec![c.rook; rooks - rooks / 2]);
            for (f, role) in free.iter().zip(order) {
                rank[usize::from(*f)] = Some(role);
            }
        }
        rank
    }

    /// The castling rights of a start position: for each side, the outermost castling rooks
    /// of its first rank and the castling royal pieces between them.
    pub(crate) fn castle_from_board(&mut self) {
        let Some(table) = self.rules.castling else {
            return;
        };
        for color in Color::ALL {
            let back = self.back_rank(color);
            let rooks = self.board.files_on_rank(color, table.rook, back);
            let mut royals = 0u16;
            for role in table.royals.iter() {
                royals |= self.board.files_on_rank(color, role, back);
            }
            self.castling.set_rook(color, Wing::Left, None);
            self.castling.set_rook(color, Wing::Right, None);
            self.castling.set_royal(color, Wing::Left, None);
            self.castling.set_royal(color, Wing::Right, None);
            if rooks.count_ones() < 2 || royals == 0 {
                continue;
            }
            let (left, right) = (
                rooks.trailing_zeros() as u8,
                15 - rooks.leading_zeros() as u8,
            );
            let between = royals & !((1u16 << (left + 1)) - 1) & ((1u16 << right) - 1);
            if between == 0 {
                continue;
            }
            self.castling.set_rook(color, Wing::Left, Some(left));
            self.castling.set_rook(color, Wing::Right, Some(right));
            let (low, high) = (
                between.trailing_zeros() as u8,
                15 - between.leading_zeros() as u8,
            );
            if table.several_royals() && low != high {
                self.castling.set_royal(color, Wing::Left, Some(low));
            }
            self.castling.set_royal(color, Wing::Right, Some(high));
        }
    }
}
