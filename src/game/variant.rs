//! [`Variant`]: a game, as a value: a chess-family game compiled from its definition, or a
//! draughts game read from its own. The built-in games are their definitions in `variants/`
//! (`variants/draughts/` for draughts), compiled on first use; a user's definition is read by
//! [`Variant::from_json`] and played the same way.

use super::{AnyPosition, Error};
use crate::core::geometry::{Geometry, Square};
use crate::core::position::Rules;
use crate::definition;
use crate::formats::fen::{self, FenStyle, Validation};
use crate::util::random::Rng;
use crate::variants::draughts::{self, GamePosition, Role};
use std::sync::{Arc, OnceLock};

/// A game: what reads its positions, and what they play by.
///
/// ```
/// use fenboard::Variant;
/// let chess = Variant::builtin("chess").unwrap();
/// assert_eq!(chess.start_position().legal_moves().len(), 20);
/// let capablanca = Variant::from_json(include_str!("../../variants/capablanca.json")).unwrap();
/// assert_eq!((capablanca.id(), capablanca.geometry().width), ("capablanca", 10));
/// ```
#[derive(Clone, Debug)]
pub struct Variant(Kind);

#[derive(Clone, Debug)]
enum Kind {
    Chess(Arc<Rules>),
    Draughts(Arc<draughts::Game>),
}

/// How a start position is chosen (`randomness` of vchess).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Randomness {
    /// The standard array.
    Standard,
    /// A random array, the same for both sides (mirrored).
    Mirrored,
    /// A random array for each side independently.
    Independent,
}

impl Randomness {
    /// From the API's `0 | 1 | 2`.
    pub fn from_level(level: u32) -> Option<Randomness> {
        match level {
            0 => Some(Randomness::Standard),
            1 => Some(Randomness::Mirrored),
            2 => Some(Randomness::Independent),
            _ => None,
        }
    }
}

/// What `variants()` says of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// Identifier.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Standard start position.
    pub start_fen: String,
}

/// The built-in chess-family games: their ids and definitions.
const BUILT_IN: [(&str, &str); 4] = [
    ("chess", include_str!("../../variants/chess.json")),
    ("coregal", include_str!("../../variants/coregal.json")),
    ("grand", include_str!("../../variants/grand.json")),
    ("bario", include_str!("../../variants/bario.json")),
];

/// The built-in draughts games: their ids and definitions.
const BUILT_IN_DRAUGHTS: [(&str, &str); 14] = [
    (
        "russian",
        include_str!("../../variants/draughts/russian.json"),
    ),
    (
        "international",
        include_str!("../../variants/draughts/international.json"),
    ),
    (
        "brazilian",
        include_str!("../../variants/draughts/brazilian.json"),
    ),
    (
        "english",
        include_str!("../../variants/draughts/english.json"),
    ),
    (
        "antidraughts",
        include_str!("../../variants/draughts/antidraughts.json"),
    ),
    (
        "breakthrough",
        include_str!("../../variants/draughts/breakthrough.json"),
    ),
    (
        "italian",
        include_str!("../../variants/draughts/italian.json"),
    ),
    (
        "turkish",
        include_str!("../../variants/draughts/turkish.json"),
    ),
    (
        "frisian",
        include_str!("../../variants/draughts/frisian.json"),
    ),
    ("frysk", include_str!("../../variants/draughts/frysk.json")),
    (
        "canadian",
        include_str!("../../variants/draughts/canadian.json"),
    ),
    ("pool", include_str!("../../variants/draughts/pool.json")),
    (
        "spanish",
        include_str!("../../variants/draughts/spanish.json"),
    ),
    ("czech", include_str!("../../variants/draughts/czech.json")),
];

impl Variant {
    /// The ids of the built-in games, in the order [`variants`] lists them.
    pub const BUILT_IN: [&'static str; 18] = [
        "chess",
        "coregal",
        "grand",
        "bario",
        "russian",
        "international",
        "brazilian",
        "english",
        "antidraughts",
        "breakthrough",
        "italian",
        "turkish",
        "frisian",
        "frysk",
        "canadian",
        "pool",
        "spanish",
        "czech",
    ];

    /// A built-in game (`chess`, `coregal`, `grand`, `bario`, and the draughts games
    /// `russian`, `international`, `brazilian`, `english`, `antidraughts`, `breakthrough`, `italian`, `turkish`, `frisian`, `frysk`, `canadian`, `pool`, `spanish`, `czech`), compiled once.
    pub fn builtin(id: &str) -> Result<Variant, Error> {
        static COMPILED: [OnceLock<Arc<Rules>>; 4] = [const { OnceLock::new() }; 4];
        static DRAUGHTS: [OnceLock<Arc<draughts::Game>>; 14] = [const { OnceLock::new() }; 14];
        if let Some(i) = BUILT_IN_DRAUGHTS.iter().position(|&(b, _)| b == id) {
            let game = DRAUGHTS[i].get_or_init(|| {
                let game = draughts::Game::from_json(BUILT_IN_DRAUGHTS[i].1);
                Arc::new(game.expect("a built-in definition reads"))
            });
            return Ok(Variant(Kind::Draughts(Arc::clone(game))));
        }
        let Some(i) = BUILT_IN.iter().position(|&(b, _)| b == id) else {
            return Err(Error::UnknownVariant(
                crate::util::text::first_chars(id, 40),
                Variant::BUILT_IN.iter().map(|s| s.to_string()).collect(),
            ));
        };
        let rules = COMPILED[i].get_or_init(|| {
            definition::compile(BUILT_IN[i].1).expect("a built-in definition compiles")
        });
        Ok(Variant(Kind::Chess(Arc::clone(rules))))
    }

    /// A game from its JSON definition: a chess-family game ([`crate::definition`]), or a
    /// draughts game where it says `"family": "draughts"` ([`draughts::Game`]); the error
    /// names the field. A definition may `extend` a built-in game.
    ///
    /// ```
    /// use fenboard::Variant;
    /// let json = include_str!("../../variants/draughts/brazilian.json").replace("brazilian", "mine");
    /// let v = Variant::from_json(&json).unwrap();
    /// assert!(v.is_draughts());
    /// assert_eq!(v.start_position().legal_moves().len(), 7);
    /// let fischer = Variant::from_json(r#"{"id": "fischer", "extends": "chess", "castling": {
    ///   "royal": "k", "rook": "r", "kingside": ["g", "f"], "queenside": ["c", "d"], "chess960": true}}"#).unwrap();
    /// assert_eq!(fischer.start_position().legal_moves().len(), 20);
    /// ```
    pub fn from_json(json: &str) -> Result<Variant, Error> {
        Variant::from_json_extending(json, &|_| None)
    }

    /// A game from its JSON definition, whose `extends` may name, beside the built-in games,
    /// a game whose definition `base` gives (its JSON text, by id).
    pub fn from_json_extending(
        json: &str,
        base: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Variant, Error> {
        let base = |id: &str| base(id).and_then(|text| definition::parse(&text).ok());
        Variant::from_value(&Variant::resolve(json, &base)?)
    }

    /// A game from its definition already parsed, its `extends` resolved
    /// ([`Variant::resolve`]): a draughts game where it says `"family": "draughts"`, else a
    /// chess-family game.
    pub fn from_value(value: &serde_json::Value) -> Result<Variant, Error> {
        if value.get("family").and_then(|f| f.as_str()) == Some("draughts") {
            let game = draughts::Game::from_value(value).map_err(Error::Definition)?;
            return Ok(Variant::from_draughts(Arc::new(game)));
        }
        let d = definition::Definition::from_value(value)?;
        Ok(Variant(Kind::Chess(definition::compile_definition(&d)?)))
    }

    /// The definition of a built-in game (its JSON text), as `variants/` ships it.
    pub fn builtin_json(id: &str) -> Option<&'static str> {
        (BUILT_IN.iter().chain(BUILT_IN_DRAUGHTS.iter()))
            .find(|&&(b, _)| b == id)
            .map(|&(_, json)| json)
    }

    /// A definition's JSON with its `extends` resolved ([`definition::extend`]) against the
    /// built-in games and the games `base` gives.
    pub fn resolve(
        json: &str,
        base: &dyn Fn(&str) -> Option<serde_json::Value>,
    ) -> Result<serde_json::Value, Error> {
        let known = |id: &str| {
            let built_in = Variant::builtin_json(id).and_then(|j| definition::parse(j).ok());
            built_in.or_else(|| base(id))
        };
        Ok(definition::extend(definition::parse(json)?, &known)?)
    }

    /// A draughts game.
    pub fn from_draughts(game: Arc<draughts::Game>) -> Variant {
        Variant(Kind::Draughts(game))
    }

    /// The draughts game, if it is one.
    pub fn draughts(&self) -> Option<&Arc<draughts::Game>> {
        match &self.0 {
            Kind::Draughts(g) => Some(g),
            Kind::Chess(_) => None,
        }
    }

    /// A chess-family game from its compiled description.
    pub fn from_rules(rules: Arc<Rules>) -> Variant {
        Variant(Kind::Chess(rules))
    }

    /// The compiled description of a chess-family game (`None` for draughts).
    pub fn rules(&self) -> Option<&Arc<Rules>> {
        match &self.0 {
            Kind::Chess(r) => Some(r),
            Kind::Draughts(_) => None,
        }
    }

    /// Whether it is a draughts game.
    pub fn is_draughts(&self) -> bool {
        matches!(self.0, Kind::Draughts(_))
    }

    /// Identifier.
    pub fn id(&self) -> &str {
        match &self.0 {
            Kind::Chess(r) => &r.id,
            Kind::Draughts(g) => &g.id,
        }
    }

    /// Display name.
    pub fn name(&self) -> &str {
        match &self.0 {
            Kind::Chess(r) => &r.name,
            Kind::Draughts(g) => &g.name,
        }
    }

    /// The piece letters of the game, for messages (`p n b r q k`; draughts `m k`).
    pub fn letters(&self) -> String {
        match &self.0 {
            Kind::Chess(r) => r.letters(),
            Kind::Draughts(_) => {
                let letters: Vec<String> = Role::ALL.iter().map(|r| r.char().to_string()).collect();
                letters.join(" ")
            }
        }
    }

    /// Board size.
    pub fn geometry(&self) -> Geometry {
        match &self.0 {
            Kind::Chess(r) => r.geometry,
            Kind::Draughts(g) => Geometry {
                width: g.size,
                height: g.size,
            },
        }
    }

    /// A square as the game writes it: its name (`e4`), or in a game whose squares are
    /// numbered its number too (international draughts' `32`); `None` if it is neither or off
    /// the board.
    ///
    /// ```
    /// use fenboard::Variant;
    /// let international = Variant::builtin("international").unwrap();
    /// assert_eq!(international.parse_square("32").unwrap().name(), "d4");
    /// assert_eq!(international.parse_square("d4").unwrap().name(), "d4");
    /// assert!(Variant::builtin("chess").unwrap().parse_square("32").is_none());
    /// ```
    pub fn parse_square(&self, s: &str) -> Option<Square> {
        match &self.0 {
            Kind::Chess(r) => r.geometry.parse_square(s).ok(),
            Kind::Draughts(g) => g.board().parse_square(s),
        }
    }

    /// Description for `variants()`.
    pub fn info(&self) -> VariantInfo {
        let g = self.geometry();
        VariantInfo {
            id: self.id().to_string(),
            name: self.name().to_string(),
            width: g.width,
            height: g.height,
            start_fen: self.start_fen(Randomness::Standard, 0),
        }
    }

    /// A start FEN: the standard one, or for a game with random starts a random one (the same
    /// seed gives the same position); a game without random starts gives its standard one.
    pub fn start_fen(&self, randomness: Randomness, seed: u64) -> String {
        match &self.0 {
            Kind::Draughts(g) => g.start.clone(),
            Kind::Chess(r) => match r.random_start {
                Some(rule) if randomness != Randomness::Standard => {
                    let Ok((start, style)) = fen::parse_styled(r, &r.start_fen, Validation::None)
                    else {
                        return r.start_fen.clone();
                    };
                    let independent = randomness == Randomness::Independent;
                    let pos = start.shuffled(rule, independent, &mut Rng::new(seed));
                    fen::write_styled(&pos, style)
                }
                _ => r.start_fen.clone(),
            },
        }
    }

    /// The standard start position.
    pub fn start_position(&self) -> AnyPosition {
        match &self.0 {
            Kind::Draughts(g) => AnyPosition::Draughts(GamePosition::start(g)),
            Kind::Chess(r) => {
                let (pos, style) = fen::parse_styled(r, &r.start_fen, Validation::Full)
                    .expect("a compiled game's start position reads");
                AnyPosition::Chess(pos, style)
            }
        }
    }

    /// Reads a FEN of this game.
    pub fn parse(&self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, false)
    }

    /// Reads a partial position of this game: royal pieces may be missing (a rules-page
    /// diagram showing how a lone piece moves). Draughts positions need no royal piece, so
    /// for draughts this is [`Variant::parse`].
    pub fn parse_partial(&self, fen_text: &str) -> Result<AnyPosition, Error> {
        self.read(fen_text, true)
    }

    /// [`Variant::parse`] and [`Variant::parse_partial`].
    pub(super) fn read(&self, fen_text: &str, partial: bool) -> Result<AnyPosition, Error> {
        match &self.0 {
            Kind::Chess(rules) => {
                let validation = if partial {
                    Validation::Partial
                } else {
                    Validation::Full
                };
                let (pos, style) = fen::parse_styled(rules, fen_text, validation)?;
                Ok(AnyPosition::Chess(pos, style))
            }
            Kind::Draughts(g) => Ok(AnyPosition::Draughts(GamePosition::from_fen(g, fen_text)?)),
        }
    }

    /// The style of FEN the game writes.
    pub fn fen_style(&self) -> Option<FenStyle> {
        self.rules().map(|r| FenStyle::of(r))
    }
}

/// Two variants are the same game when they are the same compiled game (a copy of a
/// definition under another id is another game), the same for draughts.
impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        match (&self.0, &other.0) {
            (Kind::Chess(a), Kind::Chess(b)) => Arc::ptr_eq(a, b),
            (Kind::Draughts(a), Kind::Draughts(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// Every built-in game, as `variants()` lists them.
pub fn variants() -> Vec<VariantInfo> {
    Variant::BUILT_IN
        .iter()
        .filter_map(|id| Variant::builtin(id).ok())
        .map(|v| v.info())
        .collect()
}
