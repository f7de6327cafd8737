//! [`Rules`]: what differs between the games of the draughts family, as data the engine
//! reads while it generates moves: how men capture, how kings move, which captures are
//! allowed, when a man is crowned, what makes two captures the same move, how squares are
//! written, how the game is won.

/// Which of the legal captures a player may choose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CaptureChoice {
    /// Any capture (Russian, English): the capture is compulsory, not the longest one.
    Free,
    /// One that takes the most pieces, kings and men alike (international, Brazilian).
    Most,
    /// One that takes the highest value, a man worth 100 and a king the number given
    /// (Frisian draughts: 150, a king worth more than one man and less than two).
    Value(u16),
}

/// How squares are written in FEN and in moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SquareNames {
    /// `c3`, `e5` (Russian, Brazilian); PDN numbers are read too.
    Algebraic,
    /// PDN numbers, 1 the top left dark square seen by White (international, English);
    /// captures written with `x` (`19x28`).
    Numeric,
}

/// A preference among the captures that take the most pieces (Italian draughts' order),
/// each applied to the captures the ones before it left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Preference {
    /// A capture made by a king, rather than by a man.
    WithKing,
    /// The capture that takes the most kings.
    MostKings,
    /// The capture that meets a king earliest in its order.
    EarliestKing,
}

/// What the side to move gets when it has no legal move (no piece left, or all blocked).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NoMoves {
    /// It loses (every game but antidraughts).
    Loses,
    /// It wins (antidraughts: the aim is to lose every piece or be blocked).
    Wins,
}

/// Why a game is over ([`Position::outcome`](super::Position::outcome)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// The side to move has no legal move; [`NoMoves`] says who wins.
    NoMoves,
    /// A man was crowned, in a game where the first king wins.
    Crowned,
}

/// The rules of one draughts game. `Copy`: the generator reads its fields in the inner
/// loops.
///
/// ```
/// use fenboard::variants::draughts::{CaptureChoice, NoMoves, Rules, SquareNames};
/// let rules = Rules {
///     men_capture_backward: true,
///     men_capture_kings: true,
///     flying_kings: true,
///     capture: CaptureChoice::Free,
///     preferences: [None; 3],
///     crown_mid_capture: true,
///     ordered_captures: true,
///     remove_at_once: false,
///     orthogonal_captures: false,
///     king_quiet_moves: 0,
///     squares: SquareNames::Algebraic,
///     no_moves: NoMoves::Loses,
///     crowning_wins: false,
/// };
/// assert!(rules.streams());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Whether men capture backward as well as forward (they always step forward).
    pub men_capture_backward: bool,
    /// Whether men may capture kings (not in Italian draughts).
    pub men_capture_kings: bool,
    /// Whether kings fly (move and capture along whole diagonals) or step one square.
    pub flying_kings: bool,
    /// Which captures may be chosen.
    pub capture: CaptureChoice,
    /// The preferences among the captures the choice leaves, in order (Italian draughts:
    /// with a king, the most kings, the earliest king).
    pub preferences: [Option<Preference>; 3],
    /// Whether a man reaching the last rank during a capture is crowned at once and goes
    /// on capturing as a king (Russian); otherwise it goes on as a man and is crowned only
    /// if the capture ends there.
    pub crown_mid_capture: bool,
    /// Whether the same pieces taken in another order, from the same square to the same
    /// square, is another move (the Russian perft convention); otherwise it is one move.
    pub ordered_captures: bool,
    /// Whether each captured piece leaves the board as it is taken (Turkish draughts), so
    /// that the capturing piece may cross its square again, and a jump it opens may be
    /// made; the last piece taken still blocks the way back, as no capture may turn 180
    /// degrees. Otherwise captured pieces leave when the move ends and block until then.
    /// Read only on boards of every square ([`Full8`](super::Full8)).
    pub remove_at_once: bool,
    /// Whether men and kings also capture along ranks and files (Frisian draughts): on the
    /// dark squares, over the piece on the next dark square of the rank or file (two
    /// squares away) to the one after it; kings fly along them as along diagonals. Quiet
    /// moves stay diagonal. Read only on the dark squares (every square's games capture
    /// along ranks and files alone).
    pub orthogonal_captures: bool,
    /// How many non-capturing moves in a row one king may make while its side has men
    /// (Frisian draughts: 3), 1 to 15; 0 for no limit. The position keeps each side's run
    /// ([`Position`](super::Position)).
    pub king_quiet_moves: u8,
    /// How squares are written.
    pub squares: SquareNames,
    /// What a side without a legal move gets.
    pub no_moves: NoMoves,
    /// Whether the first side to crown a man wins (breakthrough): a position with a king
    /// on the board is over, and has no legal move.
    pub crowning_wins: bool,
}

impl Rules {
    /// The rules of Russian draughts' moves: men capturing backward, flying kings, free
    /// choice, crowning during a capture, every order its own move. The generator keeps a
    /// copy of its inner loops with these as constants, for the games that have them.
    pub const FLYING_FREE: Rules = Rules {
        men_capture_backward: true,
        men_capture_kings: true,
        flying_kings: true,
        capture: CaptureChoice::Free,
        preferences: [None; 3],
        crown_mid_capture: true,
        ordered_captures: true,
        remove_at_once: false,
        orthogonal_captures: false,
        king_quiet_moves: 0,
        squares: SquareNames::Algebraic,
        no_moves: NoMoves::Loses,
        crowning_wins: false,
    };

    /// Whether the moves follow [`Rules::FLYING_FREE`] (however squares are written and
    /// whoever wins without a move).
    pub const fn is_flying_free(&self) -> bool {
        let f = Rules::FLYING_FREE;
        self.men_capture_backward == f.men_capture_backward
            && self.men_capture_kings == f.men_capture_kings
            && self.preferences[0].is_none()
            && self.flying_kings == f.flying_kings
            && matches!(self.capture, CaptureChoice::Free)
            && self.crown_mid_capture == f.crown_mid_capture
            && self.ordered_captures == f.ordered_captures
            && self.remove_at_once == f.remove_at_once
            && self.orthogonal_captures == f.orthogonal_captures
            && self.king_quiet_moves == f.king_quiet_moves
            && self.crowning_wins == f.crowning_wins
    }

    /// Whether every capture the search finds is a legal move as it is found: a free choice
    /// without preferences, and every order its own move. The generator then hands moves on without a list.
    #[inline]
    pub const fn streams(&self) -> bool {
        // One test of the two fields, where the generator asks at every node.
        self.ordered_captures
            & matches!(self.capture, CaptureChoice::Free)
            & self.preferences[0].is_none()
    }

    /// Whether some captures are to be preferred to others (the most pieces, the highest
    /// value, or one of [`Preference`]).
    #[inline]
    pub const fn ranks_captures(&self) -> bool {
        !matches!(self.capture, CaptureChoice::Free) || self.preferences[0].is_some()
    }
}
