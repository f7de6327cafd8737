//! The JavaScript layer: it converts between JS values and the games, and holds no rules.
//!
//! [`wire`] is the compact byte form in which moves and statuses cross to JavaScript,
//! [`json`] writes the answers that are JSON, [`heap`] is the allocator of the wasm build, and
//! the exports themselves (`exports`, and `teach` for the teaching module) exist only on `wasm32`.
//!
//! The default module must download within 64 KiB gzip; how it is kept small (the two modules,
//! the build settings, the conventions of the code, how to measure a change) is written once,
//! in `docs/size.md`.

pub mod heap;
pub mod json;
pub mod wire;

#[cfg(target_arch = "wasm32")]
mod exports;
#[cfg(all(target_arch = "wasm32", feature = "teach"))]
mod teach;
