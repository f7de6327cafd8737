//! The games: [`Variant`], what each one is ([`VariantInfo`]), and reading its FENs.

use super::{AnyPosition, Error};
use crate::core::position::Rules;
use crate::formats::fen;
use crate::util::text::{first_chars, push_char};
use crate::variants::{bario, chess, coregal, grand, russian, Randomness};

/// The games.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Variant {
    /// Orthodox chess.
    Chess,
    /// Coregal.
    Coregal,
    /// Grand chess.
    Grand,
    /// Bario.
    Bario,
    /// Russian draughts.
    Russian,
}

/// What `variants()` says of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// Identifier.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Standard start position.
    pub start_fen: String,
}

impl Variant {
    /// Every game, in the order `variants()` lists them.
    pub const ALL: [Variant; 5] = [
        Variant::Chess,
        Variant::Coregal,
        Variant::Grand,
        Variant::Bario,
        Variant::Russian,
    ];

    /// The game with this id (`chess`, `coregal`, `grand`, `bario`...).
    pub fn from_id(id: &str) -> Result<Variant, Error> {
        // A match on the text rather than comparing each game's id in turn (five inlined
        // comparisons): the same games, as `Variant::id` names them (a test checks).
        match id {
            "chess" => Ok(Variant::Chess),
            "coregal" => Ok(Variant::Coregal),
            "grand" => Ok(Variant::Grand),
            "bario" => Ok(Variant::Bario),
            "russian" => Ok(Variant::Russian),
            _ => Err(Error::UnknownVariant(first_chars(id, 40))),
        }
    }

    /// The rules table of a chess-family game (`None` for draughts).
    pub fn rules(self) -> Option<&'static Rules> {
        match self {
            Variant::Chess => Some(&chess::RULES),
            Variant::Coregal => Some(&coregal::RULES),
            Variant::Grand => Some(&grand::RULES),
            Variant::Bario => Some(&bario::RULES),
            Variant::Russian => None,
        }
    }

    /// Identifier.
    pub fn id(self) -> &'static str {
        self.rules().map_or(russian::ID, |r| r.id)
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        self.rules().map_or(russian::NAME, |r| r.name)
    }

    /// The piece letters of the game, for messages (`p n b r q k m c`; draughts `m k`).
    pub fn letters(self) -> String {
        let mut letters = String::new();
        let mut add = |c| {
            if !letters.is_empty() {
                push_char(&mut letters, ' ');
            }
            push_char(&mut letters, c);
        };
        match self.rules() {
            Some(r) => r.roles.iter().for_each(|r| add(r.char())),
            None => russian::Role::ALL.iter().for_each(|r| add(r.char())),
        }
        letters
    }

    /// Board size.
    pub fn geometry(self) -> crate::core::geometry::Geometry {
        self.rules()
            .map_or(crate::core::geometry::Geometry::CHESS, |r| r.geometry)
    }

    /// Description for `variants()`.
    pub fn info(self) -> VariantInfo {
        let g = self.geometry();
        VariantInfo {
            id: self.id(),
            name: self.name(),
            width: g.width,
            height: g.height,
            start_fen: self.start_fen(Randomness::Standard, 0),
        }
    }

    /// A start FEN (Bario has no random starts: its fixed start for every level).
    pub fn start_fen(self, randomness: Randomness, seed: u64) -> String {
        match self {
            Variant::Chess => chess::start_fen(randomness, seed),
            Variant::Coregal => coregal::start_fen(randomness, seed),
            Variant::Grand => grand::start_fen(randomness, seed),
            Variant::Bario => bario::start_fen(),
            Variant::Russian => russian::Position::start().to_fen(),
        }
    }

    /// Reads a partial position of this game: royal pieces may be missing (a rules-page
    /// diagram showing how a lone piece moves). Draughts positions need no royal piece, so
    /// for draughts this is [`Variant::parse`].
    pub fn parse_partial(self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, true)
    }

    /// Reads a FEN of this game.
    pub fn parse(self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, false)
    }

    /// [`Variant::parse`] and [`Variant::parse_partial`]: one body for both.
    #[inline(never)]
    pub(super) fn read(self, fen_text: &str, partial: bool) -> Result<AnyPosition, Error> {
        match self.rules() {
            Some(rules) => fen::parse_styled(
                rules,
                fen_text,
                if partial {
                    fen::Validation::Partial
                } else {
                    fen::Validation::Full
                },
            )
            .map(|(pos, style)| AnyPosition::Chess(pos, style))
            .map_err(Error::Fen),
            None => Ok(AnyPosition::Draughts(russian::Position::from_fen(
                fen_text,
            )?)),
        }
    }
}

/// Every game, as `variants()` lists them.
pub fn variants() -> Vec<VariantInfo> {
    Variant::ALL.iter().map(|v| v.info()).collect()
}
