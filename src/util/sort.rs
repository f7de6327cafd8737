//! Sorting the short lists of the engine (move orderings, square lists of explanations).
//!
//! One small insertion sort instead of the standard library's sorts: the lists are a few
//! dozen items at most, and `slice::sort_by_key` adds code for each element type it is given,
//! far past what the project allows (`docs/size.md` has the figures).

/// Sorts `v` by `key`, stably (equal keys keep their order), like `slice::sort_by_key`.
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_by_key(&mut v, |&(k, _)| k);
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        sort_by_key(&mut empty, |&x| x);
    }
}
