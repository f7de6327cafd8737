//! The PDN FEN (`W:Wa1,c1,Ke5:Bb8`, `W:W31,32,K33:B1,2`): reading, with [`FenError`]
//! saying why a text is not one, and writing.

use super::bits::Bits;
use super::notation::push_square;
use super::piece::{Piece, Role};
use super::position::Position;
use super::rules::SquareNames;
use super::squares::Board;
use crate::core::color::Color;
use crate::core::error::ErrorCode;
use crate::core::geometry::Square;

/// Longest FEN accepted, in bytes (a real one is under 200).
pub const MAX_FEN_LEN: usize = 4096;

/// Why a FEN could not be read. Each variant names the reason; `Display` says what and
/// where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_FEN_LEN`].
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// The first field is not `W` or `B`.
    BadSide {
        /// What was there (cut to 16 characters).
        found: String,
    },
    /// A colour field (`W...` or `B...`) is missing.
    MissingField {
        /// Whose field.
        color: Color,
    },
    /// A colour field appears twice.
    DuplicateField {
        /// Whose field.
        color: Color,
    },
    /// A piece token is not `[K]square` (a square's name or PDN number, or a range `n-m`
    /// of numbers).
    BadToken {
        /// In whose field.
        color: Color,
        /// The token (cut to 16 characters).
        token: String,
    },
    /// A piece on a light square.
    LightSquare {
        /// The square.
        square: Square,
    },
    /// A square listed twice.
    DuplicateSquare {
        /// The square.
        square: Square,
    },
    /// A man on its own promotion rank (it would have been crowned).
    ManOnPromotionRank {
        /// Whose man.
        color: Color,
        /// Where.
        square: Square,
    },
    /// More men for one side than the game starts with.
    TooManyMen {
        /// Whose.
        color: Color,
    },
    /// More pieces for one side than the game starts with.
    TooManyPieces {
        /// Whose.
        color: Color,
    },
    /// A king's run of non-capturing moves (`K46x2`: the king on 46 has made two in a row)
    /// that is malformed, or not on a king, or in a game without the limit, or past it.
    KingRun {
        /// The token (cut to 16 characters).
        token: String,
        /// What is wrong with it.
        why: &'static str,
    },
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty FEN: expected W:W<white pieces>:B<black pieces>"),
            FenError::TooLong { len } => {
                write!(f, "FEN too long ({len} bytes; at most {MAX_FEN_LEN})")
            }
            FenError::BadSide { found } => write!(
                f,
                "side to move must be W or B at the start of the FEN, found '{found}'"
            ),
            FenError::MissingField { color } => write!(
                f,
                "missing the {} pieces field ('{}' followed by squares, possibly none)",
                color.name(),
                if *color == Color::White { "W" } else { "B" }
            ),
            FenError::DuplicateField { color } => {
                write!(f, "the {} pieces field appears twice", color.name())
            }
            FenError::BadToken { color, token } => write!(
                f,
                "malformed piece '{token}' in the {} field: expected a square (its name or \
                 number), optionally prefixed by K",
                color.name()
            ),
            FenError::LightSquare { square } => write!(
                f,
                "{square} is a light square; draughts use the dark squares only"
            ),
            FenError::DuplicateSquare { square } => write!(f, "{square} is listed twice"),
            FenError::ManOnPromotionRank { color, square } => write!(
                f,
                "{} man on {square}, its own promotion rank: it would have been crowned (write \
                 K{square} for a king)",
                color.name()
            ),
            FenError::TooManyMen { color } => {
                write!(f, "{} has more men than the game starts with", color.name())
            }
            FenError::KingRun { token, why } => {
                write!(f, "king's run '{token}' in the K field: {why}")
            }
            FenError::TooManyPieces { color } => {
                write!(
                    f,
                    "{} has more pieces than the game starts with",
                    color.name()
                )
            }
        }
    }
}

impl FenError {
    /// The error's code, from the chess family's set (see [`crate::core::error`]):
    /// `fen-board` for a piece on a light square or listed twice, `impossible-position` for
    /// men on their promotion rank or more men or pieces than the start, `fen-syntax` for
    /// the rest.
    pub fn code(&self) -> ErrorCode {
        match self {
            FenError::LightSquare { .. } | FenError::DuplicateSquare { .. } => ErrorCode::FenBoard,
            FenError::ManOnPromotionRank { .. }
            | FenError::TooManyMen { .. }
            | FenError::TooManyPieces { .. } => ErrorCode::ImpossiblePosition,
            FenError::Empty
            | FenError::TooLong { .. }
            | FenError::BadSide { .. }
            | FenError::MissingField { .. }
            | FenError::DuplicateField { .. }
            | FenError::BadToken { .. }
            | FenError::KingRun { .. } => ErrorCode::FenSyntax,
        }
    }
}

impl std::error::Error for FenError {}

fn cut(s: &str) -> String {
    s.chars().take(16).collect()
}

impl<B: Bits> Position<B> {
    /// The most men a side has: those of the start position, on its first ranks up to
    /// two from the middle (12 on 8x8, 20 on 10x10, 30 on 12x12; 24 where every square of 8x8
    /// plays).
    pub const MAX_MEN: u32 = (B::SIZE as u32 / 2 - 1) * B::H;

    /// Reads a PDN FEN: `W:Wa1,c1,Ke5:Bb8,...`. Squares are algebraic or PDN numbers
    /// (number ranges `n-m` allowed); `K`/`k` marks a king. The colour fields may come in
    /// either order or be empty; extra fields (`H0`, `F1`), spaces and a trailing `.` are
    /// ignored.
    ///
    /// ```
    /// use fenboard::variants::draughts::{Position, SquareNames};
    /// let pos = Position::<u64>::from_fen("W:W31-33,K50:B1,2").unwrap();
    /// assert_eq!(pos.to_fen(SquareNames::Numeric), "W:W31,32,33,K50:B1,2");
    /// assert_eq!(pos.to_fen(SquareNames::Algebraic), "W:WKi1,b4,d4,f4:Bb10,d10");
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position<B>, FenError> {
        Position::from_fen_on(fen, B::BOARD)
    }

    /// [`Position::from_fen`] for a FEN whose squares are named on `board` (of this size),
    /// which may be the engine's board mirrored (a1 light).
    pub fn from_fen_on(fen: &str, board: Board) -> Result<Position<B>, FenError> {
        let mut pos = Position::<B>::empty(Color::White);
        let mut runs = Vec::new();
        pos.turn = read(fen, board, &mut runs, &mut |color, king, sq| {
            pos.add_piece(color, king, sq, board)
        })?;
        for (token, sq, moves) in runs {
            let error = |why| FenError::KingRun {
                token: cut(&token),
                why,
            };
            let i: u8 = B::index(board.to_engine(sq)).ok_or(error("not a playable square"))?;
            let b: B = B::bit(i);
            if (pos.kings & b).is_empty() {
                return Err(error("no king on its square"));
            }
            let c = usize::from(!(pos.sides[1] & b).is_empty());
            if pos.run(c).1 > 0 {
                return Err(error("a second run for one side"));
            }
            pos.set_run(c, (i, moves));
        }
        Ok(pos)
    }

    /// Adds a piece on `sq`, a square of `board`; errors name it so.
    fn add_piece(
        &mut self,
        color: Color,
        king: bool,
        sq: Square,
        board: Board,
    ) -> Result<(), FenError> {
        let i = B::index(board.to_engine(sq)).ok_or(FenError::LightSquare { square: sq })?;
        let b = B::bit(i);
        if !((self.sides[0] | self.sides[1]) & b).is_empty() {
            return Err(FenError::DuplicateSquare { square: sq });
        }
        let c = color.index();
        if !king && !(B::PROMO[c] & b).is_empty() {
            return Err(FenError::ManOnPromotionRank { color, square: sq });
        }
        let mine = self.sides[c];
        if !king && (mine & !self.kings).count() >= Self::MAX_MEN {
            return Err(FenError::TooManyMen { color });
        }
        if mine.count() >= Self::MAX_MEN {
            return Err(FenError::TooManyPieces { color });
        }
        self.sides[c] |= b;
        if king {
            self.kings |= b;
        }
        Ok(())
    }

    /// The canonical FEN: side, then white, then black; `K` before a king. Algebraic
    /// squares are sorted by (rank, file), numbers in increasing order.
    pub fn to_fen(&self, names: SquareNames) -> String {
        self.to_fen_on(names, B::BOARD)
    }

    /// [`Position::to_fen`] with the squares named on `board` (of this size).
    pub fn to_fen_on(&self, names: SquareNames, board: Board) -> String {
        let mut pieces = self.pieces();
        if board.a1_light {
            for (sq, _) in pieces.iter_mut() {
                *sq = board.to_engine(*sq);
            }
        }
        let mut fen = write(self.turn, &pieces, names, board);
        // The kings' runs, where the game keeps them: `:K46x2,5x1`, white's first.
        let runs: Vec<(Square, u8)> = self.runs().into_iter().flatten().collect();
        for (k, (sq, moves)) in runs.into_iter().enumerate() {
            fen.push_str(if k == 0 { ":K" } else { "," });
            let sq = board.to_engine(sq);
            push_square(&mut fen, sq, names, board);
            fen.push('x');
            fen.push_str(&moves.to_string());
        }
        fen
    }
}

/// Reads a FEN on the board of side `n`, handing each piece to `add` (which may refuse it)
/// as it is read; returns the side to move. The board's own checks are `add`'s; this
/// reader's are the text's, so that one copy of it serves every board size.
fn read(
    fen: &str,
    board: Board,
    runs: &mut Vec<(String, Square, u8)>,
    add: &mut dyn FnMut(Color, bool, Square) -> Result<(), FenError>,
) -> Result<Color, FenError> {
    if fen.len() > MAX_FEN_LEN {
        return Err(FenError::TooLong { len: fen.len() });
    }
    // Whitespace anywhere is left out; most FENs have none, and are read as they are.
    let mut kept = String::new();
    let compact = if fen.bytes().all(|b| b.is_ascii_graphic()) {
        fen
    } else {
        for c in fen.chars().filter(|c| !c.is_whitespace()) {
            kept.push(c);
        }
        &kept
    };
    let compact = compact.trim_end_matches('.');
    if compact.is_empty() {
        return Err(FenError::Empty);
    }
    let mut fields = compact.split(':');
    let side = fields.next().unwrap_or("");
    let turn = match side {
        "W" | "w" => Color::White,
        "B" | "b" => Color::Black,
        other => return Err(FenError::BadSide { found: cut(other) }),
    };
    let mut seen = [false; 2];
    for field in fields {
        let color = match field.as_bytes().first() {
            Some(b'W' | b'w') => Color::White,
            Some(b'B' | b'b') => Color::Black,
            Some(b'K') => {
                read_runs(field, board, runs)?;
                continue;
            }
            _ => continue, // H0, F1, ... or an empty field
        };
        if seen[color.index()] {
            return Err(FenError::DuplicateField { color });
        }
        seen[color.index()] = true;
        for token in field.get(1..).unwrap_or("").split(',') {
            if token.is_empty() {
                continue;
            }
            // One place makes the error of a malformed token.
            read_token(color, token, board, add).unwrap_or_else(|| {
                Err(FenError::BadToken {
                    color,
                    token: cut(token),
                })
            })?;
        }
    }
    for color in Color::ALL {
        if !seen[color.index()] {
            return Err(FenError::MissingField { color });
        }
    }
    Ok(turn)
}

/// The kings' runs of a `K` field (`K46x2,5x1`: the king on 46 has made two non-capturing
/// moves in a row, the one on 5 one), each `(token, square, moves)`, moves from 1 to 15.
fn read_runs(
    field: &str,
    board: Board,
    runs: &mut Vec<(String, Square, u8)>,
) -> Result<(), FenError> {
    for token in field.get(1..).unwrap_or("").split(',') {
        let run = token.split_once('x').and_then(|(sq, n)| {
            let moves = n.parse().ok().filter(|n| (1..=15).contains(n))?;
            Some((board.parse_square(sq)?, moves))
        });
        let Some((sq, moves)) = run else {
            return Err(FenError::KingRun {
                token: cut(token),
                why: "expected the king's square, 'x' and its moves in a row (1 to 15): K46x2",
            });
        };
        if runs.len() >= 2 {
            return Err(FenError::KingRun {
                token: cut(token),
                why: "at most one run a side",
            });
        }
        runs.push((token.to_string(), sq, moves));
    }
    Ok(())
}

/// The pieces of a token, `[K]square` or `[K]n-m`, handed to `add`; `None` if the token is
/// malformed.
fn read_token(
    color: Color,
    token: &str,
    board: Board,
    add: &mut dyn FnMut(Color, bool, Square) -> Result<(), FenError>,
) -> Option<Result<(), FenError>> {
    let n = board.size;
    // Where the board has a file k (12x12), a lowercase k is that file (`k3`): only `K`
    // marks a king there.
    let (king, rest) = match token.as_bytes()[0] {
        b'K' => (true, token.get(1..).unwrap_or("")),
        b'k' if n <= 10 => (true, token.get(1..).unwrap_or("")),
        _ => (false, token),
    };
    if let Some((a, b)) = rest.split_once(['-']) {
        let squares = u32::from(n) * u32::from(n) / if board.all { 1 } else { 2 };
        let num = |s: &str| {
            let digits = (1..=2).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit());
            s.parse()
                .ok()
                .filter(|k| digits && (1..=squares).contains(k))
        };
        let (a, b) = (num(a)?, num(b)?);
        if a > b {
            return None;
        }
        for k in a..=b {
            if let Err(e) = add(color, king, board.number_square(k)?) {
                return Some(Err(e));
            }
        }
        return Some(Ok(()));
    }
    Some(add(color, king, board.parse_square(rest)?))
}

/// The FEN of the pieces `pieces` (white's first, squares of `board`), `turn` to move.
fn write(turn: Color, pieces: &[(Square, Piece)], names: SquareNames, board: Board) -> String {
    let mut s = String::new();
    s.push(if turn == Color::White { 'W' } else { 'B' });
    for color in Color::ALL {
        s.push_str(if color == Color::White { ":W" } else { ":B" });
        // Each piece as a number to sort (the pieces come by rank and file, which is the
        // algebraic order) and to write: its square's index or PDN number, then whether it
        // is a king.
        let mut mine: Vec<u32> = (pieces.iter())
            .filter(|(_, p)| p.color == color)
            .map(|&(sq, p)| {
                let place = match names {
                    SquareNames::Algebraic => u32::from(sq.rank()) * 16 + u32::from(sq.file()),
                    SquareNames::Numeric => board.square_number(sq),
                };
                place << 1 | u32::from(p.role == Role::King)
            })
            .collect();
        mine.sort_unstable();
        for (k, piece) in mine.into_iter().enumerate() {
            if k > 0 {
                s.push(',');
            }
            if piece & 1 == 1 {
                s.push('K');
            }
            let place = piece >> 1;
            match names {
                SquareNames::Algebraic => {
                    Square::new((place % 16) as u8, (place / 16) as u8).push_name(&mut s)
                }
                SquareNames::Numeric => s.push_str(&place.to_string()),
            }
        }
    }
    s
}
