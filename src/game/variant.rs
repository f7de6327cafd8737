//! The games: [`Variant`], what each one is ([`VariantInfo`]), and reading its FENs.

use super::{AnyPosition, Error};
use crate::core::position::Rules;
use crate::formats::fen;
use crate::util::text::{first_chars, push_char};
#[cfg(feature = "define")]
use crate::variants::defined;
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
    /// A game defined by data ([`crate::variants::defined`]), by its slot.
    #[cfg(feature = "define")]
    Defined(u16),
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
            _ => {
                #[cfg(feature = "define")]
                if let Some(slot) = defined::slot(id) {
                    return Ok(Variant::Defined(slot));
                }
                Err(Error::UnknownVariant(first_chars(id, 40)))
            }
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
            #[cfg(feature = "define")]
            Variant::Defined(_) => None,
        }
    }

    /// The rules of a game defined by data.
    #[cfg(feature = "define")]
    pub fn defined(self) -> Option<std::sync::Arc<defined::DefinedRules>> {
        match self {
            Variant::Defined(slot) => defined::rules(slot),
            _ => None,
        }
    }

    /// Identifier.
    pub fn id(self) -> &'static str {
        #[cfg(feature = "define")]
        if let Variant::Defined(slot) = self {
            return defined::names(slot).0;
        }
        self.rules().map_or(russian::ID, |r| r.id)
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        #[cfg(feature = "define")]
        if let Variant::Defined(slot) = self {
            return defined::names(slot).1;
        }
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
        #[cfg(feature = "define")]
        if let Some(rules) = self.defined() {
            rules.kinds.iter().for_each(|k| add(k.piece.letter));
            return letters;
        }
        match self.rules() {
            Some(r) => r.roles.iter().for_each(|r| add(r.char())),
            None => russian::Role::ALL.iter().for_each(|r| add(r.char())),
        }
        letters
    }

    /// Board size.
    pub fn geometry(self) -> crate::core::geometry::Geometry {
        #[cfg(feature = "define")]
        if let Some(rules) = self.defined() {
            return rules.geometry;
        }
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

    /// A start FEN (Bario and games defined by data have no random starts: their fixed start
    /// for every level).
    pub fn start_fen(self, randomness: Randomness, seed: u64) -> String {
        match self {
            #[cfg(feature = "define")]
            Variant::Defined(_) => self
                .defined()
                .map_or_else(String::new, |r| r.definition.start.clone()),
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
        #[cfg(feature = "define")]
        if let Some(rules) = self.defined() {
            return defined::fen::read(&rules, fen_text, partial)
                .map(AnyPosition::Defined)
                .map_err(Error::Defined);
        }
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

/// Every game, as `variants()` lists them: the built-in games, then the games defined by data.
pub fn variants() -> Vec<VariantInfo> {
    let list = Variant::ALL.iter().map(|v| v.info());
    #[cfg(feature = "define")]
    let list = list.chain(defined::slots().map(|s| Variant::Defined(s).info()));
    list.collect()
}

/// Reads, checks and registers a game defined by data from its JSON text ([`defined`]); its
/// id then works in every function. Defining an id again replaces its game.
///
/// ```
/// use fenboard::game;
/// let json = include_str!("../../variants/capablanca.json");
/// let info = game::define_variant(json).unwrap();
/// assert_eq!((info.id, info.width, info.height), ("capablanca", 10, 8));
/// assert_eq!(game::legal_moves("capablanca", &info.start_fen).unwrap().len(), 28);
/// let e = game::define_variant(&json.replace("\"BN\"", "\"BX\"")).unwrap_err();
/// assert_eq!(e.to_string(), "pieces[2].betza: unknown Betza letter 'X' at 2 (read: W F D N A H C Z G K Q R B P)");
/// ```
#[cfg(feature = "define")]
pub fn define_variant(json: &str) -> Result<VariantInfo, Error> {
    let slot = defined::define(json).map_err(Error::Definition)?;
    Ok(Variant::Defined(slot).info())
}
