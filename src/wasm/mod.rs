//! The JavaScript layer: it converts between JS values and the games, and holds no rules.
//!
//! [`wire`] is the compact byte form in which moves and statuses cross to JavaScript,
//! [`json`] writes the answers that are JSON, and the exports themselves (`exports`, and `teach`
//! for the teaching module) exist only on `wasm32`. The wasm build allocates with `lol_alloc`'s
//! free-list allocator rather than the standard library's dlmalloc.
//!
//! The default module must download within 64 KiB gzip; how it is kept small (the two modules,
//! the build settings, the conventions of the code, how to measure a change) is written once,
//! in `docs/size.md`.

pub mod json;
pub mod wire;

#[cfg(all(target_arch = "wasm32", feature = "define"))]
mod define;
#[cfg(target_arch = "wasm32")]
mod exports;
#[cfg(all(target_arch = "wasm32", feature = "teach"))]
mod teach;

/// The wasm build's allocator: a free list, smaller than dlmalloc (docs/size.md).
// SAFETY: wasm32 without the atomics feature runs one thread.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
