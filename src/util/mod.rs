//! Small helpers shared by every layer.

pub(crate) mod json;
pub mod random;
pub(crate) mod text;
