//! Small helpers shared by every layer.

pub mod random;
pub(crate) mod text;
