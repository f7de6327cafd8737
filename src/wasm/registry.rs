//! The games the JavaScript API knows by id: the built-in games, then the games
//! `defineVariant` defined, in the order they were first defined. The crate's API has no such
//! registry (a Rust caller keeps its [`Variant`] values); JavaScript names games by id, so this
//! layer keeps them, one registry per wasm instance.
//!
//! ```
//! use fenboard::wasm::registry;
//! let knights = r#"{"id": "knights", "board": {"width": 5, "height": 5},
//!   "pieces": [{"letter": "k", "betza": "K", "royal": true}, {"letter": "n", "betza": "N"}],
//!   "start": "k3n/5/5/5/N3K w - - 0 1"}"#;
//! assert_eq!(registry::define(knights).unwrap().id(), "knights");
//! assert_eq!(registry::variant("knights").unwrap().geometry().width, 5);
//! let ids: Vec<String> = registry::variants().iter().map(|v| v.id().to_string()).collect();
//! assert_eq!(ids, ["chess", "coregal", "grand", "bario", "russian", "international", "brazilian", "english", "antidraughts", "breakthrough", "italian", "turkish", "frisian", "frysk", "canadian", "pool", "spanish", "czech", "knights"]);
//! let refused = registry::define(&knights.replace("knights", "chess")).unwrap_err();
//! assert!(refused.to_string().starts_with("id: 'chess' is a built-in game"));
//! assert!(registry::variant("shogi").unwrap_err().to_string().ends_with("turkish, frisian, frysk, canadian, pool, spanish, czech, knights"));
//! ```

use crate::definition::{self, DefinitionError};
use crate::game::{Error, Variant};
use serde_json::Value;
use std::cell::RefCell;

thread_local! {
    /// The games defined by data, each with its definition (its `extends` resolved), which a
    /// later definition may extend. The built-in games are not kept here:
    /// [`Variant::builtin`] compiles each once, on first use, so that a page of one game
    /// compiles no other.
    static DEFINED: RefCell<Vec<(Variant, Value)>> = const { RefCell::new(Vec::new()) };
}

/// The defined game of an id, through `pick` (its compiled game or its definition).
fn find_defined<T>(id: &str, pick: impl Fn(&(Variant, Value)) -> T) -> Option<T> {
    DEFINED.with(|d| d.borrow().iter().find(|(v, _)| v.id() == id).map(pick))
}

/// The game of an id: a built-in game, or one [`define`] defined.
pub fn variant(id: &str) -> Result<Variant, Error> {
    if Variant::BUILT_IN.contains(&id) {
        return Variant::builtin(id);
    }
    find_defined(id, |(v, _)| v.clone()).ok_or_else(|| {
        let known = variants().iter().map(|v| v.id().to_string()).collect();
        let shown: String = id.chars().take(40).collect();
        Error::UnknownVariant(shown, known)
    })
}

/// The definition of a game: a built-in game's as `variants/` ships it, a defined game's with
/// its `extends` resolved.
pub fn definition(id: &str) -> Result<Value, Error> {
    if let Some(json) = Variant::builtin_json(id) {
        return Ok(definition::parse(json)?);
    }
    match find_defined(id, |(_, json)| json.clone()) {
        Some(json) => Ok(json),
        // The error of an unknown id, naming the known ones.
        None => variant(id).map(|_| Value::Null),
    }
}

/// Every game: the built-in ones, then the defined ones.
pub fn variants() -> Vec<Variant> {
    let mut all: Vec<Variant> = Variant::BUILT_IN
        .iter()
        .filter_map(|id| Variant::builtin(id).ok())
        .collect();
    DEFINED.with(|d| all.extend(d.borrow().iter().map(|(v, _)| v.clone())));
    all
}

/// Reads, checks and compiles a definition (JSON text) and registers its game: a game
/// defined again under the same id is replaced, where it was in the list. A built-in game's
/// id is refused. It may extend a built-in game or one defined before. On error nothing
/// changes.
pub fn define(json: &str) -> Result<Variant, Error> {
    let source = |id: &str| find_defined(id, |(_, json)| json.clone());
    let resolved = Variant::resolve(json, &source)?;
    let id = resolved
        .get("id")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if Variant::BUILT_IN.contains(&id) {
        let reason = format!(
            "'{id}' is a built-in game, which a definition may not replace: choose another id"
        );
        return Err(DefinitionError::new("id", &reason).into());
    }
    // Either family: a draughts definition says so by its `family`.
    let v = Variant::from_value(&resolved)?;
    DEFINED.with(|defined| {
        let mut defined = defined.borrow_mut();
        let entry = (v.clone(), resolved);
        match defined.iter_mut().find(|(old, _)| old.id() == v.id()) {
            Some(old) => *old = entry,
            None => defined.push(entry),
        }
    });
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINI: &str = r#"{"id": "mini", "name": "Mini", "board": {"width": 4, "height": 4},
        "pieces": [{"letter": "k", "betza": "K", "royal": true}], "start": "k3/4/4/3K w - - 0 1"}"#;

    #[test]
    fn a_definition_replaces_the_one_of_its_id_in_place() {
        define(MINI).unwrap();
        define(&MINI.replace("mini", "other")).unwrap();
        let renamed = MINI.replace("\"Mini\"", "\"Mini again\"");
        define(&renamed).unwrap();
        let built_in = Variant::BUILT_IN.len();
        let games: Vec<(String, String)> = (variants()[built_in..].iter())
            .map(|v| (v.id().into(), v.name().into()))
            .collect();
        let expected = [("mini", "Mini again"), ("other", "Mini")];
        assert_eq!(games, expected.map(|(i, n)| (i.to_string(), n.to_string())));
        assert_eq!(variant("mini").unwrap().name(), "Mini again");
    }

    #[test]
    fn a_refused_definition_changes_nothing() {
        define(MINI).unwrap();
        let before = variant("mini").unwrap();
        let broken = MINI.replace("\"K\"", "\"K!\"");
        assert_eq!(
            define(&broken).unwrap_err().code().as_str(),
            "bad-definition"
        );
        assert_eq!(variant("mini").unwrap(), before);
        for id in Variant::BUILT_IN {
            let e = define(&MINI.replace("mini", id)).unwrap_err();
            assert!(e
                .to_string()
                .starts_with(&format!("id: '{id}' is a built-in")));
        }
        assert_eq!(variants().len(), Variant::BUILT_IN.len() + 1);
    }

    #[test]
    fn a_draughts_definition_is_defined_too() {
        // Told apart by its family: Brazilian draughts under another id, and one extending it.
        let json = Variant::builtin_json("brazilian")
            .unwrap()
            .replace("\"brazilian\"", "\"mine\"");
        let v = define(&json).unwrap();
        assert!(v.is_draughts());
        assert_eq!(
            variant("mine")
                .unwrap()
                .start_position()
                .legal_moves()
                .len(),
            7
        );
        let free = r#"{"id": "mine-free", "extends": "mine", "capture": {"choice": "free"}}"#;
        assert!(define(free).unwrap().is_draughts());
        // Its errors name the field; a built-in draughts game's id is refused.
        let e = define(&json.replace("\"width\": 8", "\"width\": 9")).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("board.width: 9 is not a draughts board size"),
            "{e}"
        );
        let e = define(&json.replace("\"mine\"", "\"russian\"")).unwrap_err();
        assert!(
            e.to_string().starts_with("id: 'russian' is a built-in"),
            "{e}"
        );
    }
}
