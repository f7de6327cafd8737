//! The standard text traits of the game types: `Display` writes a variant by its id, a
//! position or game as FEN, a move in UCI and a step's kind by name; `FromStr` reads a
//! variant's id.

use super::{AnyPosition, Error, Game, MoveInfo, StepKind, Variant};
use std::fmt;

/// The game's id (`chess`, `coregal`, `grand`, `bario`, `russian`), as [`Variant::id`].
///
/// ```
/// use fenboard::Variant;
/// assert_eq!(Variant::builtin("grand").unwrap().to_string(), "grand");
/// ```
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Reads a built-in game's id, as [`Variant::builtin`] (exact, lowercase).
///
/// ```
/// use fenboard::Variant;
/// let v: Variant = "russian".parse().unwrap();
/// assert!(v.is_draughts());
/// assert!("shogi".parse::<Variant>().unwrap_err().to_string().contains("unknown variant"));
/// ```
impl std::str::FromStr for Variant {
    type Err = Error;
    fn from_str(id: &str) -> Result<Variant, Error> {
        Variant::builtin(id)
    }
}

/// The FEN, as [`AnyPosition::fen`]. A FEN alone does not say its game, so there is no
/// `FromStr`: [`Variant::parse`] reads one.
///
/// ```
/// use fenboard::Variant;
/// let pos = Variant::builtin("russian").unwrap().parse("W:Wa1,c3:Bh8").unwrap();
/// assert_eq!(pos.to_string(), "W:Wa1,c3:Bh8");
/// ```
impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The current FEN, as [`Game::fen`].
///
/// ```
/// use fenboard::{Game, Variant};
/// let mut g = Game::new(&Variant::builtin("chess").unwrap(), None).unwrap();
/// g.play("Nf3").unwrap();
/// assert_eq!(g.to_string(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
/// ```
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The move's [`MoveInfo::uci`]: UCI in the chess family (castling as UCI engines write it,
/// `e1g1`), the squares joined by `-` or, for a capture, by `:` in draughts (`c3-d4`,
/// `c3:e5:c7`). UCI rather than SAN because every move has it (the SAN is left empty by
/// [`AnyPosition::describe_legal_moves`]`(false)`), and [`AnyPosition::play`] and
/// [`Game::play`] read it back.
///
/// ```
/// use fenboard::{Game, Variant};
/// let mut g = Game::new(&Variant::builtin("chess").unwrap(), None).unwrap();
/// let m = g.play("Nf3").unwrap();
/// assert_eq!((m.to_string(), m.san.as_str()), ("g1f3".to_string(), "Nf3"));
/// let mut d = Game::new(&Variant::builtin("russian").unwrap(), None).unwrap();
/// assert_eq!(d.play("c3-d4").unwrap().to_string(), "c3-d4");
/// ```
impl fmt::Display for MoveInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci)
    }
}

/// The kind's name, as [`StepKind::as_str`] (`place`, `define`, `identify`, `move`).
///
/// ```
/// use fenboard::game::StepKind;
/// assert_eq!(StepKind::Identify.to_string(), "identify");
/// ```
impl fmt::Display for StepKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
