//! Small helpers shared by every layer.

pub mod random;
pub(crate) mod sort;
pub(crate) mod text;
