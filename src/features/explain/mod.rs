//! Why is this move illegal? For any from/to a person might try on a board, the engine's
//! verdict: legal, or a typed [`Reason`] with the squares involved and a message in English
//! or French.
//!
//! It asks the engine and does not re-implement the move rules: the attempt is first
//! compared with the legal moves; only when none matches does it look for the reason, with
//! the position's attack queries (`attackers`, `checked_royals`, `is_attacked`), the
//! pseudo-legal moves played on a copy, the castling rights, the promotion roles, and the
//! piece's movement data (leaps and rides, for moves, captures or both). Every chess-family
//! game, built in or defined by data, is explained by the same code: the names of its pieces
//! (English, and French where its definition gives them, else English), their movement, its
//! castling royals, pawn kinds and stand-in come from its description.
//!
//! ```
//! use fenboard::features::explain::{explain_move, Lang, Options, Reason, Verdict};
//! use fenboard::Variant;
//! let chess = Variant::builtin("chess").unwrap();
//! let fen = "4k3/8/8/8/8/8/R7/4K3 w - - 0 1";
//! let v = explain_move(&chess, fen, "a2", "b3", &Options::default()).unwrap();
//! let Verdict::Illegal(e) = v else { panic!() };
//! assert_eq!(e.reason, Reason::CannotMoveThatWay);
//! assert_eq!(e.message, "A rook cannot move from a2 to b3.");
//! let fr = Options { lang: Lang::Fr, ..Options::default() };
//! let Verdict::Illegal(e) = explain_move(&chess, fen, "a2", "b3", &fr).unwrap() else { panic!() };
//! assert_eq!(e.message, "Une tour ne peut pas aller de a2 à b3.");
//! assert_eq!(explain_move(&chess, fen, "a2", "a7", &fr).unwrap(), Verdict::Legal);
//! ```

//! The module by concept: `text` (the words of the messages, in both languages),
//! `verdict` (the verdicts every game shares: no piece, not your turn, blocked...), `reach`
//! (where a piece's movement takes it), then one module per family of rules: `chess` (the
//! order of the checks, royal safety), `pawn` (steps, en passant and promotion), `castling`,
//! `stand_in` (Bario's undefined pieces and their reserve), `drops` (a drop from the hand
//! refused by the game's drop rules), `draughts`.

mod castling;
mod chess;
mod draughts;
mod drops;
mod pawn;
mod promotion_moves;
mod reach;
mod stand_in;
mod text;
mod verdict;
mod walls;

use crate::core::geometry::Square;
use crate::features::error::Error;
use crate::game::{AnyPosition, Variant};
use text::Text;

/// The language of the messages (the rules pages are in English and French).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// `en` or `fr` (anything starting with `fr` is French; anything else English).
    pub fn from_code(code: &str) -> Lang {
        if code.to_ascii_lowercase().starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

/// Why a move is illegal: a stable code for programs, see [`Reason::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// There is no piece on the start square.
    NoPiece,
    /// The piece belongs to the side not to move.
    NotYourTurn,
    /// The destination holds a piece of the same side.
    OwnPiece,
    /// The piece does not move that way.
    CannotMoveThatWay,
    /// A piece stands in the way (the squares: the blocking pieces).
    PathBlocked,
    /// The move would leave the king (or, in Coregal, a queen) attacked.
    LeavesRoyalAttacked,
    /// Castling across an attacked square.
    CastleThroughCheck,
    /// Castling while the castling piece is attacked.
    CastleOutOfCheck,
    /// Castling after the royal piece or the rook has moved.
    CastleRightsLost,
    /// Draughts: another capture is compulsory.
    CaptureCompulsory,
    /// Draughts: the capture stops where it could go on.
    CaptureMustContinue,
    /// Grand: promotion to a piece that has not been captured.
    PromotionNotCaptured,
    /// A promotion to a piece the game does not allow (a king, a pawn).
    PromotionNotAllowed,
    /// Bario: an undefined piece moves only as a piece of its reserve, none of which fits.
    UndefinedMustBeDefined,
    /// Bario: the chosen definition leaves the piece without a legal move.
    DefinitionHasNoMove,
    /// Bario: the definition is not (or no longer) in the reserve.
    NotInReserve,
    /// Bario: the first move places the king.
    KingMustBePlaced,
    /// The game is over.
    GameOver,
    /// The move would give check, which the game forbids (racing kings).
    GivesCheck,
    /// The capture would blow up the mover's own royal piece (atomic), or capture a piece of
    /// a kind that may not take its own.
    ExplodesOwnRoyal,
    /// A drop of a kind the side has none of in hand (or a game without drops).
    NotInHand,
    /// A drop on a square that is not empty.
    DropOccupied,
    /// A drop on a rank where that kind may not be dropped (crazyhouse's pawn on the last).
    DropRank,
    /// A drop outside the game's drop zone.
    DropZone,
    /// A drop on a file where the side has one of that kind (shogi's nifu).
    DropFile,
    /// A drop that would checkmate with a kind that may not (shogi's pawn).
    DropMate,
    /// Gating (Seirawan) from a piece that has moved before or stands off its first rank.
    NotAGate,
    /// A move of a piece while the side must drop one from its hand (placement chess).
    MustDrop,
    /// A drop that would leave a kind that must stand on both colours (placement chess's
    /// bishops) without squares of one of them.
    DropColors,
    /// A royal piece in check that moves but for taking the one piece checking it, which the
    /// game forbids (makpong).
    RoyalInCheckStays,
    /// A first move (Cambodian chess's king's leap) whose right is lost, or a royal piece's
    /// out of check.
    FirstMoveLost,
    /// A move that leaves the royal pieces facing each other on an open file, which a side in
    /// bikjang must part (janggi).
    Bikjang,
    /// A move onto a wall, a square no piece enters (petrified's pieces turned to stone).
    Wall,
    /// A capture by a royal piece of a kind that turns to stone when it captures: its side
    /// would lose it (petrified's king).
    PetrifiesRoyal,
    /// A walling game's wall on a square its rule forbids (amazons' arrow off the amazon's
    /// lines, the duck left where it stood).
    WallSquare,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 35] = [
        Reason::NoPiece,
        Reason::NotYourTurn,
        Reason::OwnPiece,
        Reason::CannotMoveThatWay,
        Reason::PathBlocked,
        Reason::LeavesRoyalAttacked,
        Reason::CastleThroughCheck,
        Reason::CastleOutOfCheck,
        Reason::CastleRightsLost,
        Reason::CaptureCompulsory,
        Reason::CaptureMustContinue,
        Reason::PromotionNotCaptured,
        Reason::PromotionNotAllowed,
        Reason::UndefinedMustBeDefined,
        Reason::DefinitionHasNoMove,
        Reason::NotInReserve,
        Reason::KingMustBePlaced,
        Reason::GameOver,
        Reason::GivesCheck,
        Reason::ExplodesOwnRoyal,
        Reason::NotInHand,
        Reason::DropOccupied,
        Reason::DropRank,
        Reason::DropZone,
        Reason::DropFile,
        Reason::DropMate,
        Reason::NotAGate,
        Reason::MustDrop,
        Reason::DropColors,
        Reason::RoyalInCheckStays,
        Reason::FirstMoveLost,
        Reason::Bikjang,
        Reason::Wall,
        Reason::PetrifiesRoyal,
        Reason::WallSquare,
    ];

    /// The stable code (`path-blocked`, `leaves-royal-attacked`...).
    pub const fn code(self) -> &'static str {
        match self {
            Reason::NoPiece => "no-piece",
            Reason::NotYourTurn => "not-your-turn",
            Reason::OwnPiece => "own-piece",
            Reason::CannotMoveThatWay => "cannot-move-that-way",
            Reason::PathBlocked => "path-blocked",
            Reason::LeavesRoyalAttacked => "leaves-royal-attacked",
            Reason::CastleThroughCheck => "castle-through-check",
            Reason::CastleOutOfCheck => "castle-out-of-check",
            Reason::CastleRightsLost => "castle-rights-lost",
            Reason::CaptureCompulsory => "capture-compulsory",
            Reason::CaptureMustContinue => "capture-must-continue",
            Reason::PromotionNotCaptured => "promotion-not-captured",
            Reason::PromotionNotAllowed => "promotion-not-allowed",
            Reason::UndefinedMustBeDefined => "undefined-must-be-defined",
            Reason::DefinitionHasNoMove => "definition-has-no-move",
            Reason::NotInReserve => "not-in-reserve",
            Reason::KingMustBePlaced => "king-must-be-placed",
            Reason::GameOver => "game-over",
            Reason::GivesCheck => "gives-check",
            Reason::ExplodesOwnRoyal => "explodes-own-royal",
            Reason::NotInHand => "not-in-hand",
            Reason::DropOccupied => "drop-occupied",
            Reason::DropRank => "drop-rank",
            Reason::DropZone => "drop-zone",
            Reason::DropFile => "drop-file",
            Reason::DropMate => "drop-mate",
            Reason::NotAGate => "not-a-gate",
            Reason::MustDrop => "must-drop",
            Reason::DropColors => "drop-colors",
            Reason::RoyalInCheckStays => "royal-in-check-stays",
            Reason::FirstMoveLost => "first-move-lost",
            Reason::Bikjang => "bikjang",
            Reason::Wall => "wall",
            Reason::PetrifiesRoyal => "petrifies-royal",
            Reason::WallSquare => "wall-square",
        }
    }
}

/// Why a move is illegal, for people and programs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The reason.
    pub reason: Reason,
    /// A sentence in the language asked for.
    pub message: String,
    /// The squares involved (the blocking piece, the attacker and the attacked royal, the
    /// capturing pieces...), to highlight.
    pub squares: Vec<Square>,
}

/// The engine's verdict on an attempted move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Some legal move goes from there to there.
    Legal,
    /// None does, and this is why.
    Illegal(Explanation),
}

/// What the attempt says beyond its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Options {
    /// Language of the message.
    pub lang: Lang,
    /// The piece a pawn promotes to (FEN letter, either case), if the attempt names one.
    pub promotion: Option<char>,
    /// Bario: the piece an undefined piece is defined as (FEN letter), if named.
    pub define: Option<char>,
    /// The kind dropped from the hand (FEN letter, either case): the attempt is a drop on
    /// `to` (`from` is not read).
    pub drop: Option<char>,
    /// The kind that enters from the hand on the square the move leaves (Seirawan's gating,
    /// FEN letter, either case).
    pub gate: Option<char>,
    /// In a walling game, the square the move places its wall on (amazons' arrow, the duck).
    pub wall: Option<Square>,
    /// The position is a diagram of the board alone (`fen:<rows>:`), which gives no castling
    /// or en passant right: a castle or a capture en passant tried on it is explained so
    /// (a diagram written as a whole FEN gives them).
    pub board_only: bool,
}

/// Explains an attempt to move from `from` to `to` (squares as the game writes them: names,
/// or numbers in a game whose squares are numbered) in a position of `variant` given as a FEN
/// (a position without royal pieces, such as a rules-page diagram, is read as partial).
pub fn explain_move(
    variant: &Variant,
    fen: &str,
    from: &str,
    to: &str,
    options: &Options,
) -> Result<Verdict, Error> {
    let (pos, full) = match variant.parse(fen) {
        Ok(p) => (p, true),
        Err(e) => (variant.parse_partial(fen).map_err(|_| e)?, false),
    };
    // The square as the message quotes it: its first characters.
    let square = |s: &str| {
        variant
            .parse_square(s.trim())
            .ok_or_else(|| Error::BadSquare(s.chars().take(12).collect()))
    };
    let (from, to) = (square(from)?, square(to)?);
    // A game ended with moves left (a draw by material, the move rule, counting) refuses them
    // all, as playing does; a partial position (a diagram) ends only when no move is left.
    let status = pos.status();
    if let Some(end) = status
        .outcome
        .filter(|_| full && status.legal_move_count > 0)
    {
        let t = Text::new(options.lang);
        let reason = end.reason.as_str();
        return Ok(verdict::illegal(
            Reason::GameOver,
            t.pick(
                format!("The game is over ({reason}): no move can be played."),
                format!("La partie est finie ({reason}) : aucun coup ne peut être joué."),
            ),
            Vec::new(),
        ));
    }
    Ok(explain(&pos, from, to, options))
}

/// Explains an attempt on a position.
pub fn explain(pos: &AnyPosition, from: Square, to: Square, options: &Options) -> Verdict {
    match pos {
        AnyPosition::Chess(p, _) => chess::chess(p, from, to, options, Text::new(options.lang)),
        AnyPosition::Draughts(p) => {
            draughts::draughts(p, from, to, Text::draughts(options.lang, p.game()))
        }
    }
}
