//! The letters a chess-family definition names pieces and files with (its objects are read
//! by [`crate::util::json`], shared with the draughts definitions).

use crate::util::json::DefinitionError;
pub(super) use crate::util::json::{shown, Object};
use serde_json::Value;

/// A piece letter: one of `a`..`z` (either case given, read as lowercase).
pub(super) fn letter(value: &Value, path: &str) -> Result<char, DefinitionError> {
    let text = value.as_str().unwrap_or("");
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(c.to_ascii_lowercase()),
        _ => Err(DefinitionError::new(
            path,
            format!("{} is not one letter a to z", shown(value)),
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
                    format!("{} is not a rank from 1 to {height}", shown(r)),
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
            format!("file '{c}' is not on a board {width} files wide"),
        ))
    }
}
