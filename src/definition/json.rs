//! Reading a JSON definition: an object's fields with the path of each for errors, and the
//! letters a definition names pieces and files with.

use super::error::DefinitionError;
use serde_json::{Map, Value};

/// A JSON object being read, with its path for errors and the fields it may have.
pub(super) struct Object<'a> {
    path: String,
    map: &'a Map<String, Value>,
    known: &'static [&'static str],
}

impl<'a> Object<'a> {
    pub(super) fn new(
        path: &str,
        value: &'a Value,
        known: &'static [&'static str],
    ) -> Result<Self, DefinitionError> {
        let Value::Object(map) = value else {
            return Err(DefinitionError::new(path, "must be an object"));
        };
        for key in map.keys() {
            if !known.contains(&key.as_str()) {
                let field = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                return Err(DefinitionError::new(
                    &field,
                    &format!("unknown field (the fields here: {})", known.join(", ")),
                ));
            }
        }
        Ok(Object {
            path: path.to_string(),
            map,
            known,
        })
    }

    pub(super) fn path(&self, key: &str) -> String {
        debug_assert!(self.known.contains(&key));
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    pub(super) fn get(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    pub(super) fn required(&self, key: &str) -> Result<&'a Value, DefinitionError> {
        self.get(key)
            .ok_or_else(|| DefinitionError::new(&self.path(key), "is missing"))
    }

    pub(super) fn string(&self, key: &str) -> Result<&'a str, DefinitionError> {
        self.required(key)?
            .as_str()
            .ok_or_else(|| DefinitionError::new(&self.path(key), "must be a string"))
    }

    pub(super) fn optional_string(&self, key: &str) -> Result<Option<&'a str>, DefinitionError> {
        match self.get(key) {
            None => Ok(None),
            Some(_) => self.string(key).map(Some),
        }
    }

    pub(super) fn flag(&self, key: &str, default: bool) -> Result<bool, DefinitionError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| DefinitionError::new(&self.path(key), "must be true or false")),
        }
    }

    pub(super) fn number(
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
                &format!("{} is not {what} from {low} to {high}", shown(v)),
            )),
        }
    }

    pub(super) fn array(&self, key: &str) -> Result<&'a Vec<Value>, DefinitionError> {
        self.required(key)?
            .as_array()
            .ok_or_else(|| DefinitionError::new(&self.path(key), "must be an array"))
    }
}

/// A value as an error message names it: a whole number, a boolean or `null` as JSON writes
/// it, a string quoted (its first 24 characters), anything else by its kind.
pub(super) fn shown(value: &Value) -> String {
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

/// A piece letter: one of `a`..`z` (either case given, read as lowercase).
pub(super) fn letter(value: &Value, path: &str) -> Result<char, DefinitionError> {
    let text = value.as_str().unwrap_or("");
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(c.to_ascii_lowercase()),
        _ => Err(DefinitionError::new(
            path,
            &format!("{} is not one letter a to z", shown(value)),
        )),
    }
}

/// A list of ranks at `path`, each 1 to `height` (from each side's own edge), 0-based.
pub(super) fn ranks(list: &[Value], path: &str, height: u8) -> Result<Vec<u8>, DefinitionError> {
    let mut out = Vec::with_capacity(list.len());
    for (i, r) in list.iter().enumerate() {
        match r.as_u64() {
            Some(n) if n >= 1 && n <= u64::from(height) => out.push(n as u8 - 1),
            _ => {
                return Err(DefinitionError::new(
                    &format!("{path}[{i}]"),
                    &format!("{} is not a rank from 1 to {height}", shown(r)),
                ))
            }
        }
    }
    Ok(out)
}

/// A file letter of a board `width` wide.
pub(super) fn file(value: &Value, path: &str, width: u8) -> Result<u8, DefinitionError> {
    let c = letter(value, path)?;
    let f = c as u8 - b'a';
    if f < width {
        Ok(f)
    } else {
        Err(DefinitionError::new(
            path,
            &format!("file '{c}' is not on a board {width} files wide"),
        ))
    }
}
