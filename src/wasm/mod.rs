//! The JavaScript layer: it converts between JS values and the games, and holds no rules.
//!
//! [`registry`] keeps the games JavaScript names by id (the built-in ones and those
//! `defineVariant` defined), [`wire`] is the compact byte form in which moves and statuses
//! cross to JavaScript, and the exports themselves (`exports`, and `teach` for the teaching
//! module) exist only on `wasm32` with the cargo feature `rules` (off by default: the npm
//! build turns it on); the other answers are JSON written by `serde_json`. With them, the
//! wasm build allocates with `lol_alloc`'s free-list allocator rather than the standard
//! library's dlmalloc.
//!
//! How the default module is kept within its budget (the two modules, the build settings,
//! how to measure a change) is written once, in `docs/size.md`.

pub mod registry;
pub mod wire;

#[cfg(all(target_arch = "wasm32", feature = "rules"))]
mod exports;
#[cfg(all(target_arch = "wasm32", feature = "teach"))]
mod teach;

/// The wasm module's allocator: a free list, smaller than dlmalloc (docs/size.md). Only with
/// the module's exports (feature `rules`): a wasm app that uses the crate as a library keeps
/// its own.
// SAFETY: wasm32 without the atomics feature runs one thread.
#[cfg(all(
    target_arch = "wasm32",
    feature = "rules",
    not(target_feature = "atomics")
))]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
