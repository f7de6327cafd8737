//! temp
pub mod core;
pub mod definition;
pub mod formats;
pub mod util;
pub mod variants;
