//! Square names on the dark squares of a board of side `n`: the dark-square index
//! (`rank * n/2 + file / 2`, a1 = 0) of a [`Square`] and back, and PDN numbers (1 = the top
//! left dark square as White sees it: b8 on 8x8, b10 on 10x10; counted along each rank
//! from the left, top rank first).

use crate::core::geometry::Square;

/// The dark-square index of a square (`rank * n/2 + file / 2`), if it is a dark square of
/// the board of side `n`.
///
/// ```
/// use fenboard::variants::draughts::dark_index;
/// assert_eq!(dark_index("c3".parse().unwrap(), 8), Some(9));
/// assert_eq!(dark_index("b1".parse().unwrap(), 8), None);
/// ```
pub fn to_idx(sq: Square, n: u8) -> Option<u8> {
    let (f, r) = (sq.file(), sq.rank());
    if f < n && r < n && (f + r) % 2 == 0 {
        Some(r * (n / 2) + f / 2)
    } else {
        None
    }
}

/// The square of dark-square index `i` on the board of side `n`.
pub(crate) fn to_sq(i: u8, n: u8) -> Square {
    let h = n / 2;
    let rank = i / h;
    Square::new(2 * (i % h) + rank % 2, rank)
}

/// The square of a PDN number, if the board of side `n` has it.
pub(crate) fn number_square(number: u32, n: u8) -> Option<Square> {
    let h = u32::from(n / 2);
    if !(1..=h * u32::from(n)).contains(&number) {
        return None;
    }
    let rank = u32::from(n) - 1 - (number - 1) / h;
    Some(to_sq((rank * h + (number - 1) % h) as u8, n))
}

/// The PDN number of a dark square.
pub(crate) fn square_number(sq: Square, n: u8) -> u32 {
    let h = u32::from(n / 2);
    let i = u32::from(to_idx(sq, n).unwrap_or(0));
    (u32::from(n) - 1 - i / h) * h + i % h + 1
}

/// Reads a square written algebraically (`a1`) or as a PDN number; `None` when it is
/// neither or off the board (light squares are returned: the caller decides).
pub(crate) fn parse_square(s: &str, n: u8) -> Option<Square> {
    let b = s.as_bytes();
    if b.is_empty() || b.len() > 3 {
        return None;
    }
    if b.iter().all(|c| c.is_ascii_digit()) {
        if b[0] == b'0' {
            return None;
        }
        return s.parse().ok().and_then(|number| number_square(number, n));
    }
    let sq: Square = s.parse().ok()?;
    (sq.file() < n && sq.rank() < n).then_some(sq)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_names() {
        let name = |n, size| number_square(n, size).unwrap().to_string();
        assert_eq!(
            (name(1, 8), name(29, 8), name(32, 8)),
            ("b8".into(), "a1".into(), "g1".into())
        );
        assert_eq!(
            (name(1, 10), name(46, 10), name(50, 10)),
            ("b10".into(), "a1".into(), "i1".into())
        );
        for size in [8u8, 10, 12] {
            for n in 1..=u32::from(size) * u32::from(size) / 2 {
                let sq = number_square(n, size).unwrap();
                assert_eq!(square_number(sq, size), n);
                assert_eq!(to_sq(to_idx(sq, size).unwrap(), size), sq);
            }
        }
    }
}
