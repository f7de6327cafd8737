//! The error codes: one stable, machine-readable name for each kind of failure. Every error
//! type of the crate gives one ([`crate::game::Error::code`], `FenError::code`, ...), and the
//! JavaScript API's errors carry it as `error.code` (the `FenboardErrorCode` type of the
//! package's TypeScript declarations lists the same names).
//!
//! | code | what failed | given by |
//! | --- | --- | --- |
//! | `unknown-variant` | no game has this id | `game::Error`, `DiagramError` |
//! | `fen-syntax` | the FEN cannot be read: empty, too long, a field that is not what it should be (side to move, en passant, counters, Bario's reserve and capture, the draughts colour fields), an extra field | `FenError`, `russian::FenError` |
//! | `fen-board` | the position field does not fit the board: rows, files, a letter that is no piece of the game, a draughts piece on a light square or listed twice | `FenError`, `russian::FenError` |
//! | `fen-castling` | the castling field cannot be read or does not match the pieces | `FenError` |
//! | `impossible-position` | the FEN reads, but the position cannot occur in the game (kings, pawns on the back rank, the side not to move in check, too many draughts men...) | `PositionError`, `FenError`, `russian::FenError` |
//! | `move-syntax` | the text is not a move in any notation the game reads | `MoveError`, `russian::MoveError` |
//! | `illegal-move` | a well-formed move that is not legal in the position | `MoveError`, `russian::MoveError` |
//! | `ambiguous-move` | a move that fits several legal moves | `MoveError`, `russian::MoveError` |
//! | `promotion-required` | a pawn move to the promotion zone that does not say which piece the pawn becomes (`a7a8`, `a8`); the message lists them | `MoveError` |
//! | `bad-option` | an option or argument out of range: randomness, perft depth, the JavaScript options objects | `game::Error`, the wasm layer |
//! | `bad-square` | a square argument that is not a square of the board (`explainMove`) | `game::Error` |
//! | `game-over` | a move played after the game's end (checkmate, stalemate, draughts' no moves, insufficient material, the move rule, a `Game`'s repetition, makruk's counting: any outcome of the status; a partial position ends only by no moves), or searched for where the side to move has none; the message names the reason | `game::Error`, `features::Error` |
//! | `diagram-syntax` | a `fen:...:` diagram cannot be read | `DiagramError` |
//! | `bad-definition` | a game definition that cannot be played: the message names the field (`pieces[2].betza`) and the reason | `DefinitionError` |
//! | `internal-error` | a bug: the engine produced something it cannot hand over | the wasm layer |
//!
//! ```
//! use fenboard::core::error::ErrorCode;
//! use fenboard::game;
//! let e = game::play("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e5").unwrap_err();
//! assert_eq!(e.code(), ErrorCode::IllegalMove);
//! assert_eq!(e.code().as_str(), "illegal-move");
//! ```

use std::fmt;

/// What kind of failure an error is; see the module documentation for the table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ErrorCode {
    /// `unknown-variant`: no game has this id.
    UnknownVariant,
    /// `fen-syntax`: the FEN cannot be read.
    FenSyntax,
    /// `fen-board`: the position field does not fit the board.
    FenBoard,
    /// `fen-castling`: the castling field cannot be read or does not match the pieces.
    FenCastling,
    /// `impossible-position`: the FEN reads, but the position cannot occur.
    ImpossiblePosition,
    /// `move-syntax`: not a move in any notation the game reads.
    MoveSyntax,
    /// `illegal-move`: a well-formed move that is not legal here.
    IllegalMove,
    /// `ambiguous-move`: a move that fits several legal moves.
    AmbiguousMove,
    /// `promotion-required`: a pawn move to the promotion zone without the piece it becomes.
    PromotionRequired,
    /// `bad-option`: an option or argument out of range.
    BadOption,
    /// `bad-square`: a square argument that is not a square of the board.
    BadSquare,
    /// `game-over`: the game is over (any outcome of the status), no move to play or search.
    GameOver,
    /// `diagram-syntax`: a diagram cannot be read.
    DiagramSyntax,
    /// A game definition that cannot be played (`defineVariant`).
    BadDefinition,
    /// `internal-error`: a bug in the engine.
    Internal,
}

impl ErrorCode {
    /// Every code, in the order of the module documentation's table.
    pub const ALL: [ErrorCode; 15] = [
        ErrorCode::UnknownVariant,
        ErrorCode::FenSyntax,
        ErrorCode::FenBoard,
        ErrorCode::FenCastling,
        ErrorCode::ImpossiblePosition,
        ErrorCode::MoveSyntax,
        ErrorCode::IllegalMove,
        ErrorCode::AmbiguousMove,
        ErrorCode::PromotionRequired,
        ErrorCode::BadOption,
        ErrorCode::BadSquare,
        ErrorCode::GameOver,
        ErrorCode::DiagramSyntax,
        ErrorCode::BadDefinition,
        ErrorCode::Internal,
    ];

    /// The code as the JavaScript API gives it (`error.code`): kebab-case, stable.
    ///
    /// ```
    /// use fenboard::core::error::ErrorCode;
    /// assert_eq!(ErrorCode::FenSyntax.as_str(), "fen-syntax");
    /// ```
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownVariant => "unknown-variant",
            ErrorCode::FenSyntax => "fen-syntax",
            ErrorCode::FenBoard => "fen-board",
            ErrorCode::FenCastling => "fen-castling",
            ErrorCode::ImpossiblePosition => "impossible-position",
            ErrorCode::MoveSyntax => "move-syntax",
            ErrorCode::IllegalMove => "illegal-move",
            ErrorCode::AmbiguousMove => "ambiguous-move",
            ErrorCode::PromotionRequired => "promotion-required",
            ErrorCode::BadOption => "bad-option",
            ErrorCode::BadSquare => "bad-square",
            ErrorCode::GameOver => "game-over",
            ErrorCode::DiagramSyntax => "diagram-syntax",
            ErrorCode::BadDefinition => "bad-definition",
            ErrorCode::Internal => "internal-error",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An error of one game's own rules (Bario's reserve and capture field), carried by the shared
/// error types through one case each (`PositionError::Variant`, `FenError::Variant`,
/// `MoveError::Variant`): its code and its message, both given by the game, which defines
/// its cases (`variants::bario::Error`). The message reads as the carrier's own cases do: a
/// `FenError` puts `invalid FEN: ` before it.
///
/// ```
/// use fenboard::core::error::ErrorCode;
/// let bario = fenboard::Variant::builtin("bario").unwrap();
/// let e = bario.parse("8/8/8/8/8/8/8/8 w 0 - 2221222 -").unwrap_err();
/// assert_eq!(e.code(), ErrorCode::FenSyntax);
/// assert!(e.to_string().starts_with("invalid FEN: the reserve field is '2221222'"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError {
    code: ErrorCode,
    message: String,
}

impl VariantError {
    /// An error with its code and its message.
    pub fn new(code: ErrorCode, message: String) -> VariantError {
        VariantError { code, message }
    }
    /// The error's code.
    pub fn code(&self) -> ErrorCode {
        self.code
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for VariantError {}

/// A definition's error (read in `util::json`, below this layer) has its code here.
impl crate::util::json::DefinitionError {
    /// Its code, `bad-definition`.
    pub fn code(&self) -> ErrorCode {
        ErrorCode::BadDefinition
    }
}
