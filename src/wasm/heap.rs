//! The wasm module's memory allocator: blocks of power-of-two sizes, one free list per size.
//!
//! Smaller than the standard library's allocator for `wasm32-unknown-unknown` (dlmalloc), and
//! suited to how the engine uses memory: small, short-lived buffers (a FEN, a move list, an
//! SVG) of a few recurring sizes.
//!
//! - A request of `n` bytes gets a block of the next power of two, at least 16 bytes, aligned
//!   to its size (up to a 64 KiB page). Every block of a size class is therefore
//!   interchangeable with every other.
//! - A freed block goes to the front of its class's free list; the next request of that class
//!   takes it back. Blocks are never split or merged.
//! - A request with no free block takes fresh memory from the end of the heap, which grows by
//!   whole pages (`memory.grow`), as dlmalloc's does; wasm memory never shrinks anyway.
//! - `realloc` within the same class returns the same block.
//!
//! What it costs: up to half of a block unused (a 600-byte string takes 1 KiB), and memory
//! freed in one class is not reused by another. The heap is bounded by the peak of each class
//! rather than the peak of the sum: no leak, since every freed block is reused by its class.
//!
//! The heap logic ([`Heap`]) takes fresh memory from a function it is given, so it is tested
//! natively on ordinary memory; only the wasm build installs it as the global allocator, with
//! `memory.grow` as that function.

use std::alloc::Layout;

/// The smallest block: 16 bytes (class 4), room for the free list's link and the alignment
/// every Rust type of the engine needs.
const MIN_CLASS: u32 = 4;
/// One class per power of two that a `usize` can hold.
const CLASSES: usize = usize::BITS as usize;
/// The wasm page, the unit in which memory grows; blocks are aligned to at most this.
pub const PAGE: usize = 65536;

/// Free lists and the unused end of the heap.
#[derive(Debug)]
pub struct Heap {
    /// The first free block of each class (0: none); each free block holds the next one's address.
    free: [usize; CLASSES],
    /// Where fresh memory starts, and where it ends.
    next: usize,
    end: usize,
}

/// The class of a layout: the power of two of its block size, or `None` if no block can hold it.
fn class(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(1 << MIN_CLASS);
    let class = usize::BITS - (size - 1).leading_zeros();
    (class < usize::BITS).then_some(class as usize)
}

impl Default for Heap {
    fn default() -> Heap {
        Heap::new()
    }
}

impl Heap {
    /// An empty heap: it takes its first memory on its first allocation.
    pub const fn new() -> Heap {
        Heap {
            free: [0; CLASSES],
            next: 0,
            end: 0,
        }
    }

    /// A block for `layout`, or null when there is no memory left. `grow(pages)` must add
    /// `pages` pages of fresh memory and return where they start (`None` if it cannot).
    ///
    /// # Safety
    /// The free lists must hold only blocks this heap returned and that were given back
    /// with [`Heap::dealloc`]; `grow` must hand out memory nothing else uses.
    pub unsafe fn alloc(
        &mut self,
        layout: Layout,
        mut grow: impl FnMut(usize) -> Option<usize>,
    ) -> *mut u8 {
        let Some(class) = class(layout) else {
            return std::ptr::null_mut();
        };
        let head = self.free[class];
        if head != 0 {
            // SAFETY: a free block holds the address of the next free block of its class.
            self.free[class] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        let size = 1usize << class;
        let align = size.min(PAGE);
        loop {
            let start = (self.next + align - 1) & !(align - 1);
            if let Some(stop) = start.checked_add(size).filter(|&stop| stop <= self.end) {
                self.next = stop;
                return start as *mut u8;
            }
            // Enough pages for the block at any alignment of the memory's end.
            let Some(pages) = size.checked_add(align).map(|n| n.div_ceil(PAGE)) else {
                return std::ptr::null_mut();
            };
            let Some(base) = grow(pages) else {
                return std::ptr::null_mut();
            };
            if base != self.end {
                // Not contiguous with the heap's end (the first growth): start over at `base`.
                self.next = base;
            }
            self.end = base + pages * PAGE;
        }
    }

    /// Gives back a block that [`Heap::alloc`] returned for the same `layout`.
    ///
    /// # Safety
    /// `ptr` must come from this heap's `alloc` with `layout`, and not be used afterwards.
    pub unsafe fn dealloc(&mut self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = class(layout) {
            // SAFETY: the block is at least 16 bytes, aligned, and no longer used.
            unsafe { *(ptr as *mut usize) = self.free[class] };
            self.free[class] = ptr as usize;
        }
    }

    /// Resizes a block: the same block when the new size is in the same class, else a new one
    /// with the contents copied (null, and the old block untouched, if there is no memory).
    ///
    /// # Safety
    /// As for [`Heap::dealloc`]; `new_size` must be valid for a `Layout` of `layout.align()`.
    pub unsafe fn realloc(
        &mut self,
        ptr: *mut u8,
        layout: Layout,
        new_size: usize,
        grow: impl FnMut(usize) -> Option<usize>,
    ) -> *mut u8 {
        // SAFETY: the caller gives a valid size for the alignment (GlobalAlloc::realloc).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(new_layout) == class(layout) {
            return ptr;
        }
        // SAFETY: fresh memory from this heap; the copy stays within both blocks.
        unsafe {
            let new = self.alloc(new_layout, grow);
            if !new.is_null() {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            new
        }
    }
}

/// The global allocator of the wasm build: a [`Heap`] growing the module's memory.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
mod global {
    use super::{Heap, PAGE};
    use std::alloc::{GlobalAlloc, Layout};
    use std::cell::UnsafeCell;

    struct Global(UnsafeCell<Heap>);

    // SAFETY: wasm32 without the atomics feature has one thread.
    unsafe impl Sync for Global {}

    /// `memory.grow` by `pages`: where the new pages start.
    fn grow(pages: usize) -> Option<usize> {
        let previous = core::arch::wasm32::memory_grow(0, pages);
        (previous != usize::MAX).then(|| previous * PAGE)
    }

    // SAFETY: one thread, and no allocator call runs inside another, so each `&mut Heap` is
    // the only one while it lives.
    unsafe impl GlobalAlloc for Global {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            unsafe { (*self.0.get()).alloc(layout, grow) }
        }
        // Not inlined: freeing happens at every drop, where a call is smaller than the body.
        #[inline(never)]
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            unsafe { (*self.0.get()).dealloc(ptr, layout) }
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            unsafe { (*self.0.get()).realloc(ptr, layout, new_size, grow) }
        }
    }

    #[global_allocator]
    static GLOBAL: Global = Global(UnsafeCell::new(Heap::new()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::random::Rng;

    /// A heap over `pages` pages of ordinary memory, handed out as `memory.grow` would.
    struct Memory {
        heap: Heap,
        bytes: Vec<u8>,
        base: usize,
        used: usize,
    }

    impl Memory {
        fn new(pages: usize) -> Memory {
            let bytes = vec![0u8; (pages + 1) * PAGE];
            // Pages start at a multiple of PAGE, as in wasm memory.
            let base = (bytes.as_ptr() as usize).next_multiple_of(PAGE);
            Memory {
                heap: Heap::new(),
                bytes,
                base,
                used: 0,
            }
        }
        fn grow_fn(
            base: usize,
            used: &mut usize,
            limit: usize,
        ) -> impl FnMut(usize) -> Option<usize> + '_ {
            move |pages| {
                (*used + pages * PAGE <= limit).then(|| {
                    let start = base + *used;
                    *used += pages * PAGE;
                    start
                })
            }
        }
        fn limit(&self) -> usize {
            self.bytes.len() - PAGE
        }
        fn alloc(&mut self, layout: Layout) -> *mut u8 {
            let limit = self.limit();
            let grow = Self::grow_fn(self.base, &mut self.used, limit);
            unsafe { self.heap.alloc(layout, grow) }
        }
        fn realloc(&mut self, ptr: *mut u8, layout: Layout, size: usize) -> *mut u8 {
            let limit = self.limit();
            let grow = Self::grow_fn(self.base, &mut self.used, limit);
            unsafe { self.heap.realloc(ptr, layout, size, grow) }
        }
    }

    #[test]
    fn sizes_go_to_power_of_two_classes() {
        let l = |size, align| Layout::from_size_align(size, align).unwrap();
        assert_eq!(class(l(1, 1)), Some(4));
        assert_eq!(class(l(16, 1)), Some(4));
        assert_eq!(class(l(17, 1)), Some(5));
        assert_eq!(class(l(4, 64)), Some(6));
        assert_eq!(class(l(PAGE + 1, 8)), Some(17));
        assert_eq!(class(l(usize::MAX / 2, 1)), Some(usize::BITS as usize - 1));
    }

    #[test]
    fn a_freed_block_is_reused_and_realloc_keeps_its_class() {
        let mut m = Memory::new(4);
        let layout = Layout::from_size_align(24, 8).unwrap();
        let a = m.alloc(layout);
        let b = m.alloc(layout);
        assert_ne!(a, b);
        unsafe { m.heap.dealloc(a, layout) };
        assert_eq!(m.alloc(layout), a);
        // 24 -> 30 bytes stays in the 32-byte class; 30 -> 33 moves and keeps the contents.
        unsafe { a.write_bytes(7, 24) };
        assert_eq!(m.realloc(a, layout, 30), a);
        let moved = m.realloc(a, Layout::from_size_align(30, 8).unwrap(), 33);
        assert_ne!(moved, a);
        assert!((0..30).all(|i| unsafe { *moved.add(i) } == if i < 24 { 7 } else { 0 }));
        // The old block went back to its class.
        assert_eq!(m.alloc(layout), a);
    }

    #[test]
    fn out_of_memory_gives_null() {
        let mut m = Memory::new(2);
        assert!(m
            .alloc(Layout::from_size_align(3 * PAGE, 1).unwrap())
            .is_null());
        assert!(!m.alloc(Layout::from_size_align(100, 1).unwrap()).is_null());
    }

    /// Random allocations, frees and resizes: each live block is aligned, filled with its own
    /// byte and checked intact before it is freed (overlapping blocks would clobber each
    /// other), and the heap stays within the sum of the peaks of each class.
    #[test]
    fn random_use_keeps_blocks_apart_aligned_and_bounded() {
        let mut m = Memory::new(512);
        let mut rng = Rng::new(7);
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        let mut peak = [0usize; CLASSES];
        for step in 0..20_000u32 {
            let r = rng.next_u64();
            if live.is_empty() || (live.len() < 300 && r % 2 == 0) {
                let size = match r % 100 {
                    0 => (r >> 8) as usize % 70_000 + 1,
                    1..=30 => (r >> 8) as usize % 2_000 + 1,
                    _ => (r >> 8) as usize % 100 + 1,
                };
                let layout = Layout::from_size_align(size, 1 << ((r >> 40) % 5)).unwrap();
                let p = m.alloc(layout);
                assert!(!p.is_null(), "out of memory at step {step}");
                assert_eq!(p as usize % layout.align(), 0);
                let fill = step as u8;
                unsafe { p.write_bytes(fill, size) };
                live.push((p, layout, fill));
            } else {
                let i = (r >> 8) as usize % live.len();
                let (p, layout, fill) = live.swap_remove(i);
                let s = unsafe { std::slice::from_raw_parts(p, layout.size()) };
                assert!(
                    s.iter().all(|&b| b == fill),
                    "block clobbered at step {step}"
                );
                if r % 2 == 0 {
                    unsafe { m.heap.dealloc(p, layout) };
                } else {
                    let size = (r >> 20) as usize % 5_000 + 1;
                    let q = m.realloc(p, layout, size);
                    let kept = layout.size().min(size);
                    let s = unsafe { std::slice::from_raw_parts(q, kept) };
                    assert!(
                        s.iter().all(|&b| b == fill),
                        "realloc lost data at step {step}"
                    );
                    unsafe { q.write_bytes(fill, size) };
                    live.push((
                        q,
                        Layout::from_size_align(size, layout.align()).unwrap(),
                        fill,
                    ));
                }
            }
            let mut count = [0usize; CLASSES];
            for (_, layout, _) in &live {
                count[class(*layout).unwrap()] += 1;
            }
            for c in 0..CLASSES {
                peak[c] = peak[c].max(count[c]);
            }
        }
        // Fresh memory is only taken when a class has no free block: the heap never holds more
        // than each class's peak, plus alignment padding and the last page.
        let bound: usize = (0..CLASSES).map(|c| peak[c] * 2 * (1 << c)).sum::<usize>() + PAGE;
        assert!(m.used <= bound, "heap {} bytes, bound {bound}", m.used);
    }
}
