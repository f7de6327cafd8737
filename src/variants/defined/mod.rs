//! Games defined by data: a JSON [`Definition`] (board, pieces in Betza's notation, royal
//! pieces, pawn, promotion and castling rules, start position, stalemate) read, checked and
//! compiled into [`DefinedRules`], then registered under its id, which every function of the
//! API then takes as it takes a built-in game's.
//!
//! The modules: `definition` (the JSON read, through `json`: fields with their paths), `betza` (the notation of moves), `rules` (the
//! compiled game and its tables), `position` (positions and playing a move), `movegen` and
//! `castling` (legal moves), `fen` and `notation` (what is read and written), `query` (a
//! piece's reach, for explanations), `error`; the registry of defined games is here.
//!
//! ```
//! use fenboard::variants::defined;
//! let rules = defined::compile(r#"{
//!   "id": "mini-knights", "name": "Mini knights", "board": {"width": 5, "height": 5},
//!   "pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true},
//!              {"letter": "n", "name": "knight", "betza": "N"}],
//!   "start": "k3n/5/5/5/N3K w - - 0 1"}"#).unwrap();
//! let start = defined::start(&rules);
//! assert_eq!(defined::legal_moves(&start).len(), 2 + 3);
//! ```

pub mod betza;
mod castling;
pub mod definition;
mod error;
pub mod fen;
mod json;
mod movegen;
pub mod notation;
mod position;
mod query;
pub mod rules;

pub use definition::{Definition, Stalemate};
pub use error::DefinitionError;
pub use movegen::{count_legal, legal_moves, perft};
pub use position::{DefinedMove, DefinedPiece, Position, Special};
pub use query::{reach, Reach};
pub use rules::DefinedRules;

use crate::core::color::Color;
use crate::core::outcome::{Outcome, OutcomeReason};
use std::sync::{Arc, Mutex};

/// The ids of the built-in games, which a definition may not take.
pub const BUILT_IN: [&str; 5] = ["chess", "coregal", "grand", "bario", "russian"];

/// A defined game as registered: its id and name as `'static` text (interned: the API hands
/// them out as a built-in game's), and its rules.
struct Slot {
    id: &'static str,
    name: &'static str,
    rules: Arc<DefinedRules>,
}

/// The games defined so far, by slot; a redefinition takes its id's slot (positions of the
/// earlier game keep their rules until they are dropped).
static DEFINED: Mutex<Vec<Slot>> = Mutex::new(Vec::new());
/// Every id and name given so far, each kept once.
static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());

fn registry() -> std::sync::MutexGuard<'static, Vec<Slot>> {
    DEFINED.lock().unwrap_or_else(|e| e.into_inner())
}

/// The `'static` copy of a text, made once per distinct text.
fn intern(text: &str) -> &'static str {
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    match names.iter().find(|n| **n == text) {
        Some(n) => n,
        None => {
            let n: &'static str = Box::leak(text.to_string().into_boxed_str());
            names.push(n);
            n
        }
    }
}

/// Reads and checks a game's JSON definition, without registering it.
pub fn compile(json: &str) -> Result<Arc<DefinedRules>, DefinitionError> {
    let definition = Definition::from_json(json)?;
    if BUILT_IN.contains(&definition.id.as_str()) {
        return Err(DefinitionError::new(
            "id",
            &format!("'{}' is a built-in game", definition.id),
        ));
    }
    let mut rules = Arc::new(DefinedRules::new(definition)?);
    let counts = {
        let start = fen::read(&rules, &rules.definition.start, false)
            .map_err(|e| DefinitionError::new("start", &e.to_string()))?;
        [Color::White, Color::Black].map(|c| {
            (0..rules.kinds.len())
                .map(|k| (start.by_kind[k] & start.by_color[c.index()]).count_ones() as u8)
                .collect()
        })
    };
    if let Some(r) = Arc::get_mut(&mut rules) {
        r.set_initial(counts);
    }
    Ok(rules)
}

/// Reads, checks and registers a game from its JSON definition; returns its slot.
pub fn define(json: &str) -> Result<u16, DefinitionError> {
    let rules = compile(json)?;
    let entry = Slot {
        id: intern(rules.id()),
        name: intern(&rules.definition.name),
        rules,
    };
    let mut list = registry();
    match list.iter().position(|s| s.id == entry.id) {
        Some(slot) => {
            list[slot] = entry;
            Ok(slot as u16)
        }
        None if list.len() < usize::from(u16::MAX) => {
            list.push(entry);
            Ok((list.len() - 1) as u16)
        }
        None => Err(DefinitionError::new("id", "too many games defined")),
    }
}

/// The slot of a defined game's id.
pub fn slot(id: &str) -> Option<u16> {
    registry().iter().position(|s| s.id == id).map(|s| s as u16)
}

/// The rules of a slot.
pub fn rules(slot: u16) -> Option<Arc<DefinedRules>> {
    registry()
        .get(usize::from(slot))
        .map(|s| Arc::clone(&s.rules))
}

/// The id and name of a slot, as `'static` text.
pub fn names(slot: u16) -> (&'static str, &'static str) {
    registry()
        .get(usize::from(slot))
        .map_or(("", ""), |s| (s.id, s.name))
}

/// The slots of every defined game, in the order they were first defined.
pub fn slots() -> std::ops::Range<u16> {
    0..registry().len() as u16
}

/// Perft split by first move: each legal move's UCI and the leaves below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    legal_moves(pos)
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(m);
            (notation::uci(pos, m), perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}

/// The start position of a game.
pub fn start(rules: &Arc<DefinedRules>) -> Position {
    fen::read(rules, &rules.definition.start, false).unwrap_or_else(|_| Position::empty(rules))
}

impl Position {
    /// The royal pieces of the side to move that are attacked, as squares.
    pub fn checked_squares(&self) -> Vec<crate::core::geometry::Square> {
        let mut set = movegen::checked_royals(self);
        let mut out = Vec::new();
        while set != 0 {
            out.push(self.rules.square(set.trailing_zeros()));
            set &= set - 1;
        }
        out
    }

    /// How the game ended, given the number of legal moves: no move (checkmate, or
    /// stalemate as the game says), else fifty moves without a capture or pawn move.
    pub fn outcome(&self, legal_moves: usize) -> Option<Outcome> {
        let us = self.turn;
        if legal_moves == 0 {
            if movegen::checked_royals(self) != 0 {
                return Some(Outcome {
                    winner: Some(!us),
                    reason: OutcomeReason::Checkmate,
                });
            }
            let winner = match self.rules.stalemate {
                Stalemate::Draw => None,
                Stalemate::Loss => Some(!us),
                Stalemate::Win => Some(us),
            };
            return Some(Outcome {
                winner,
                reason: OutcomeReason::Stalemate,
            });
        }
        (self.rules.definition.fifty_moves && self.halfmoves >= 100).then_some(Outcome {
            winner: None,
            reason: OutcomeReason::FiftyMoves,
        })
    }
}
