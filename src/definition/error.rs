//! [`DefinitionError`]: why a game's definition was refused, naming the field.

use crate::core::error::ErrorCode;
use std::fmt;

/// A definition that cannot be played: the field (`pieces[2].betza`, empty for the whole
/// text) and the reason.
///
/// ```
/// use fenboard::definition::Definition;
/// let e = Definition::from_json("{").unwrap_err();
/// assert!(e.to_string().starts_with("not JSON"));
/// assert_eq!(e.code().as_str(), "bad-definition");
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
    pub fn new(field: &str, reason: &str) -> DefinitionError {
        DefinitionError {
            field: field.to_string(),
            reason: reason.to_string(),
        }
    }

    /// Its code, `bad-definition`.
    pub fn code(&self) -> ErrorCode {
        ErrorCode::BadDefinition
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
