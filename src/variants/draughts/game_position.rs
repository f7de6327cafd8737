//! [`GamePosition`]: a position of a draughts game whatever its board size, with the game
//! it belongs to, for the code that serves every game (the API, the search, the
//! explanations).

use super::definition::Game;
use super::fen::FenError;
use super::full::Full8;
use super::moves::DraughtsMove;
use super::notation::{parse_among, path_text, push_square, san, MoveError};
use super::piece::Piece;
use super::position::Position;
use super::rules::End;
use crate::core::color::Color;
use crate::core::geometry::Square;
use std::sync::Arc;

/// A position of one board size (the generator works on one size at a time).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Sized {
    /// 8x8.
    Eight(Position<u32>),
    /// 10x10.
    Ten(Position<u64>),
    /// 12x12.
    Twelve(Position<u128>),
    /// Every square of 8x8 (Turkish draughts).
    Full(Position<Full8>),
}

/// Runs `$body` on the position inside a [`Sized`], whatever its size.
macro_rules! each {
    ($sized:expr, $p:ident => $body:expr) => {
        match $sized {
            Sized::Eight($p) => $body,
            Sized::Ten($p) => $body,
            Sized::Twelve($p) => $body,
            Sized::Full($p) => $body,
        }
    };
}

/// A position of a draughts game: its pieces, side to move, and rules.
///
/// ```
/// use std::sync::Arc;
/// use fenboard::variants::draughts::{Game, GamePosition};
/// let game = Arc::new(Game::from_json(include_str!("../../../variants/draughts/international.json")).unwrap());
/// let pos = GamePosition::start(&game);
/// assert_eq!(pos.legal_moves().len(), 9);
/// let m = pos.parse_move("32-28").unwrap();
/// assert_eq!(pos.after(&m).fen(), "B:W28,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
/// ```
#[derive(Clone, Debug)]
pub struct GamePosition {
    game: Arc<Game>,
    board: Sized,
}

impl GamePosition {
    /// Reads a FEN of `game`.
    pub fn from_fen(game: &Arc<Game>, fen: &str) -> Result<GamePosition, FenError> {
        let on = game.board();
        let board = match (game.size, game.all_squares) {
            (_, true) => Sized::Full(Position::from_fen_on(fen, on)?),
            (8, _) => Sized::Eight(Position::from_fen_on(fen, on)?),
            (10, _) => Sized::Ten(Position::from_fen_on(fen, on)?),
            _ => Sized::Twelve(Position::from_fen_on(fen, on)?),
        };
        // A king's run is read on every board; only the games that limit it keep one.
        let limit = game.rules.king_quiet_moves;
        for (sq, moves) in each!(&board, p => p.runs()).into_iter().flatten() {
            if limit == 0 || moves > limit {
                let mut square = String::new();
                push_square(&mut square, sq, game.rules.squares, game.board());
                return Err(FenError::KingRun {
                    token: format!("{square}x{moves}"),
                    why: if limit == 0 {
                        "this game does not limit a king's non-capturing moves in a row"
                    } else {
                        "more non-capturing moves in a row than the game allows a king"
                    },
                });
            }
        }
        Ok(GamePosition {
            game: Arc::clone(game),
            board,
        })
    }

    /// The start position of `game`.
    pub fn start(game: &Arc<Game>) -> GamePosition {
        // The definition's reader has read it.
        GamePosition::from_fen(game, &game.start)
            .unwrap_or_else(|e| unreachable!("a game's start position reads: {e}"))
    }

    /// The game.
    pub fn game(&self) -> &Arc<Game> {
        &self.game
    }

    /// The position on one board size, in the engine's frame (a1 dark: where the game's a1
    /// is light, squares are mirrored, see [`Board`](super::Board)).
    pub fn sized(&self) -> &Sized {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        each!(&self.board, p => p.turn())
    }

    /// The piece on a square (`None` on empty and light squares).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let sq = self.game.board().to_engine(sq);
        each!(&self.board, p => p.piece_at(sq))
    }

    /// Every piece with its square.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        let board = self.game.board();
        let mut pieces = each!(&self.board, p => p.pieces());
        if board.a1_light {
            // By (rank, file) in the game's frame, as the engine's are in its own.
            for (sq, _) in pieces.iter_mut() {
                *sq = board.to_engine(*sq);
            }
            pieces.sort_by_key(|&(sq, piece)| (piece.color.index(), sq.rank(), sq.file()));
        }
        pieces
    }

    /// The men and kings of each side: `[(white men, white kings), (black men, black kings)]`.
    pub fn material(&self) -> [(u32, u32); 2] {
        each!(&self.board, p => p.material())
    }

    /// How many pieces are on the board.
    pub fn piece_count(&self) -> u32 {
        self.material().iter().map(|(m, k)| m + k).sum()
    }

    /// Whether `after` follows this position by a king move without capture: no piece
    /// taken, the men where they were, a king moved (read off the two positions, so that a
    /// history of positions is enough to count such moves).
    pub fn is_king_quiet_step(&self, after: &GamePosition) -> bool {
        fn step<B: super::Bits>(a: &Position<B>, b: &Position<B>) -> bool {
            let (aw, ab, ak) = a.bitboards();
            let (bw, bb, bk) = b.bitboards();
            (aw | ab).count() == (bw | bb).count()
                && aw & !ak == bw & !bk
                && ab & !ak == bb & !bk
                && ak != bk
        }
        match (&self.board, &after.board) {
            (Sized::Eight(a), Sized::Eight(b)) => step(a, b),
            (Sized::Ten(a), Sized::Ten(b)) => step(a, b),
            (Sized::Twelve(a), Sized::Twelve(b)) => step(a, b),
            (Sized::Full(a), Sized::Full(b)) => step(a, b),
            _ => false,
        }
    }

    /// The FEN, its squares written as the game writes them.
    pub fn fen(&self) -> String {
        each!(&self.board, p => p.to_fen_on(self.game.rules.squares, self.game.board()))
    }

    /// The legal moves with their full paths.
    pub fn legal_moves(&self) -> Vec<DraughtsMove> {
        let mut moves = each!(&self.board, p => p.legal_moves(&self.game.rules));
        if self.game.a1_light {
            for m in moves.iter_mut() {
                *m = self.mirrored(m);
            }
        }
        moves
    }

    /// A move of the game's frame in the engine's, or back (the mirror where a1 is light).
    fn mirrored(&self, m: &DraughtsMove) -> DraughtsMove {
        let board = self.game.board();
        if !board.a1_light {
            return *m;
        }
        let mut out = *m;
        out.from = board.to_engine(m.from);
        out.path = m.path.iter().map(|&sq| board.to_engine(sq)).collect();
        out.captured = m.captured.iter().map(|&sq| board.to_engine(sq)).collect();
        out
    }

    /// The number of legal moves.
    pub fn count_moves(&self) -> u64 {
        each!(&self.board, p => p.count_moves(&self.game.rules))
    }

    /// The winner and why, once the game is over (see [`Position::outcome`]).
    pub fn outcome(&self) -> Option<(Color, End)> {
        each!(&self.board, p => p.outcome(&self.game.rules))
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> u64 {
        each!(&self.board, p => p.perft(&self.game.rules, depth))
    }

    /// Perft split by first move: `(move, leaves)` for each legal move.
    pub fn perft_divide(&self, depth: u32) -> Vec<(DraughtsMove, u64)> {
        let mut divided = each!(&self.board, p => p.perft_divide(&self.game.rules, depth));
        for (m, _) in divided.iter_mut() {
            *m = self.mirrored(m);
        }
        divided
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: &DraughtsMove) {
        let m = self.mirrored(m);
        let rules = &self.game.rules;
        each!(&mut self.board, p => p.play_with(rules, &m))
    }

    /// The position after a legal move.
    pub fn after(&self, m: &DraughtsMove) -> GamePosition {
        let mut next = self.clone();
        next.play(m);
        next
    }

    /// Reads a move (see [`Position::parse_move`]).
    pub fn parse_move(&self, s: &str) -> Result<DraughtsMove, MoveError> {
        self.parse_move_among(s, &self.legal_moves())
    }

    /// Reads a move among the legal moves, already listed.
    pub fn parse_move_among(
        &self,
        s: &str,
        moves: &[DraughtsMove],
    ) -> Result<DraughtsMove, MoveError> {
        parse_among(s, moves, self.game.board())
    }

    /// The king of the side to move that may make no non-capturing move, its run having
    /// reached the rules' limit while its side has men (Frisian draughts), if there is one.
    pub fn held_king(&self) -> Option<Square> {
        let rules = &self.game.rules;
        let held = each!(&self.board, p => p.held_square(rules));
        held.map(|sq| self.game.board().to_engine(sq))
    }

    /// Whether `m` is a king move without capture.
    pub fn is_king_quiet_move(&self, m: &DraughtsMove) -> bool {
        let m = self.mirrored(m);
        each!(&self.board, p => p.is_king_quiet_move(&m))
    }

    /// The short notation of a move among the legal moves `all`, as the game writes it.
    pub fn san(&self, m: &DraughtsMove, all: &[DraughtsMove]) -> String {
        san(m, all, self.game.rules.squares, self.game.board())
    }

    /// A move's full path as the game writes it.
    pub fn path_text(&self, m: &DraughtsMove) -> String {
        path_text(m, self.game.rules.squares, self.game.board())
    }
}

/// Two positions are equal when they are the same pieces and side to move of the same game.
impl PartialEq for GamePosition {
    fn eq(&self, other: &GamePosition) -> bool {
        self.board == other.board
            && (Arc::ptr_eq(&self.game, &other.game) || self.game == other.game)
    }
}

impl Eq for GamePosition {}

impl std::hash::Hash for GamePosition {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.board.hash(state);
    }
}
