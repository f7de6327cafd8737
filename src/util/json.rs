//! Reading a game's JSON definition, for both families (`crate::definition` for the chess
//! family, `crate::variants::draughts` for draughts): [`DefinitionError`], naming the field
//! that is wrong, and [`Object`], an object's fields read with the path of each.

use serde_json::{Map, Value};
use std::fmt;

/// A definition that cannot be played: the field (`pieces[2].betza`, empty for the whole
/// text) and the reason. Its error code (`bad-definition`) is given by
/// [`crate::core::error`].
///
/// ```
/// use fenboard::definition::Definition;
/// let e = Definition::from_json("{").unwrap_err();
/// assert!(e.to_string().starts_with("not JSON"));
/// assert_eq!(e.code().as_str(), "bad-definition");
/// let e = fenboard::variants::draughts::Game::from_json(r#"{"family": "draughts"}"#).unwrap_err();
/// assert_eq!((e.field.as_str(), e.to_string().as_str()), ("id", "id: is missing"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionError {
    /// The field, as a path (`castling.kingside[0]`).
    pub field: String,
    /// What is wrong with it.
    pub reason: String,
}

impl DefinitionError {
    /// An error about `field`.
    pub fn new(field: &str, reason: impl Into<String>) -> DefinitionError {
        DefinitionError {
            field: field.to_string(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.reason)
        } else {
            write!(f, "{}: {}", self.field, self.reason)
        }
    }
}

impl std::error::Error for DefinitionError {}

/// A JSON object being read, with its path for errors and the fields it may have (any
/// other is an error). A field set to `null` is a field left out.
pub(crate) struct Object<'a> {
    path: String,
    map: &'a Map<String, Value>,
    known: &'static [&'static str],
}

impl<'a> Object<'a> {
    /// The object `value` at `path`.
    pub(crate) fn new(
        path: &str,
        value: &'a Value,
        known: &'static [&'static str],
    ) -> Result<Self, DefinitionError> {
        let Value::Object(map) = value else {
            return Err(DefinitionError::new(path, "must be an object"));
        };
        if let Some(key) = map.keys().find(|k| !known.contains(&k.as_str())) {
            let field = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            return Err(DefinitionError::new(
                &field,
                format!("unknown field (the fields here: {})", known.join(", ")),
            ));
        }
        Ok(Object {
            path: path.to_string(),
            map,
            known,
        })
    }

    /// An object that may be left out (`None` or `null`: read as an empty one, every field
    /// taking its default).
    pub(crate) fn optional(
        path: &str,
        value: Option<&'a Value>,
        known: &'static [&'static str],
    ) -> Result<Self, DefinitionError> {
        static EMPTY: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
        match value {
            None | Some(Value::Null) => {
                Object::new(path, EMPTY.get_or_init(|| Value::Object(Map::new())), known)
            }
            Some(v) => Object::new(path, v, known),
        }
    }

    /// The path of one of its fields.
    pub(crate) fn path(&self, key: &str) -> String {
        debug_assert!(self.known.contains(&key));
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// A field, if given (not `null`).
    pub(crate) fn get(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    /// A field that must be given.
    pub(crate) fn required(&self, key: &str) -> Result<&'a Value, DefinitionError> {
        self.get(key)
            .ok_or_else(|| DefinitionError::new(&self.path(key), "is missing"))
    }

    /// A string field that must be given.
    pub(crate) fn string(&self, key: &str) -> Result<&'a str, DefinitionError> {
        self.required(key)?
            .as_str()
            .ok_or_else(|| DefinitionError::new(&self.path(key), "must be a string"))
    }

    /// A string field that may be left out.
    pub(crate) fn optional_string(&self, key: &str) -> Result<Option<&'a str>, DefinitionError> {
        match self.get(key) {
            None => Ok(None),
            Some(_) => self.string(key).map(Some),
        }
    }

    /// A true-or-false field, `default` where left out.
    pub(crate) fn flag(&self, key: &str, default: bool) -> Result<bool, DefinitionError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| DefinitionError::new(&self.path(key), "must be true or false")),
        }
    }

    /// A string field that must be one of `choices`, `default` where left out.
    pub(crate) fn choice(
        &self,
        key: &str,
        choices: &[&'static str],
        default: &'static str,
    ) -> Result<&'static str, DefinitionError> {
        let Some(value) = self.get(key) else {
            return Ok(default);
        };
        let given = self.string(key)?;
        (choices.iter().find(|&&c| c == given).copied()).ok_or_else(|| {
            DefinitionError::new(
                &self.path(key),
                format!("{} is not one of {}", shown(value), choices.join(", ")),
            )
        })
    }

    /// A whole number field from `low` to `high` that must be given (`what` names it in the
    /// error).
    pub(crate) fn number(
        &self,
        key: &str,
        low: u64,
        high: u64,
        what: &str,
    ) -> Result<u8, DefinitionError> {
        let v = self.required(key)?;
        match v.as_u64() {
            Some(n) if (low..=high).contains(&n) => Ok(n as u8),
            _ => Err(DefinitionError::new(
                &self.path(key),
                format!("{} is not {what} from {low} to {high}", shown(v)),
            )),
        }
    }

    /// An array field that must be given.
    pub(crate) fn array(&self, key: &str) -> Result<&'a Vec<Value>, DefinitionError> {
        self.required(key)?
            .as_array()
            .ok_or_else(|| DefinitionError::new(&self.path(key), "must be an array"))
    }
}

/// A value as an error message names it: a whole number, a boolean or `null` as JSON writes
/// it, a string quoted (its first 24 characters), anything else by its kind.
pub(crate) fn shown(value: &Value) -> String {
    match value {
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.to_string(),
            (None, Some(u)) => u.to_string(),
            (None, None) => "a number with a fraction".to_string(),
        },
        Value::String(s) => format!("'{}'", s.chars().take(24).collect::<String>()),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".to_string(),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    }
}

/// How many games a chain of `extends` may go through: more is surely a loop.
const MAX_EXTENDS: usize = 8;

/// A definition with its `extends` resolved: the base game's fields (its definition, which
/// `base` gives by id, itself resolved), each replaced by the definition's own where it gives
/// one, as Fairy-Stockfish's `[fischerandom:chess]` sections inherit. A field set to `null`
/// takes the base's away.
///
/// ```
/// use fenboard::definition::extend;
/// let base = |id: &str| (id == "mini").then(|| serde_json::json!({"id": "mini", "start": "k/K w"}));
/// let mine = serde_json::json!({"id": "mine", "extends": "mini", "name": "Mine"});
/// let resolved = extend(mine, &base).unwrap();
/// assert_eq!(resolved, serde_json::json!({"id": "mine", "start": "k/K w", "name": "Mine"}));
/// let wrong = serde_json::json!({"id": "x", "extends": "nothing"});
/// assert!(extend(wrong, &base).unwrap_err().to_string().starts_with("extends: 'nothing' is no game"));
/// ```
pub fn extend(
    value: Value,
    base: &dyn Fn(&str) -> Option<Value>,
) -> Result<Value, DefinitionError> {
    extend_within(value, base, MAX_EXTENDS)
}

fn extend_within(
    value: Value,
    base: &dyn Fn(&str) -> Option<Value>,
    depth: usize,
) -> Result<Value, DefinitionError> {
    let Value::Object(mut own) = value else {
        return Ok(value);
    };
    let Some(parent) = own.remove("extends") else {
        return Ok(Value::Object(own));
    };
    let Some(id) = parent.as_str() else {
        return Err(DefinitionError::new(
            "extends",
            "must be the id of a game (a string)",
        ));
    };
    let Some(parsed) = base(id) else {
        return Err(DefinitionError::new(
            "extends",
            format!(
                "'{}' is no game known here: a built-in game or one defined before",
                crate::util::text::first_chars(id, 40)
            ),
        ));
    };
    if depth == 0 {
        return Err(DefinitionError::new(
            "extends",
            format!(
                "'{}' extends games through more than {MAX_EXTENDS} steps: a loop?",
                crate::util::text::first_chars(id, 40)
            ),
        ));
    }
    let Value::Object(mut fields) = extend_within(parsed, base, depth - 1)? else {
        return Err(DefinitionError::new(
            "extends",
            format!("'{id}' is not a definition (an object)"),
        ));
    };
    // Free text about the base game is not this game's.
    fields.remove("description");
    fields.extend(own);
    Ok(Value::Object(fields))
}
