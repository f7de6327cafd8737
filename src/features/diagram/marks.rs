//! The marks and the shadow of a diagram: lists of squares, and for the shadow ranks, files
//! and ranges walked as vchess walks them.

use super::parse::{is_number, small_number};
use super::{clip, DiagramError};
use crate::core::geometry::{Geometry, Square, MAX_SIDE, SQUARES};

/// The squares of the marks (`-` or `c5,f5`: in the order given, without repeats) or, with
/// `shadow`, of the shadow (`-` or a list of ranks, files, ranges and squares: in reading
/// order). One walk of the list for both.
pub(super) fn parse_squares(
    token: &str,
    g: Geometry,
    shadow: bool,
) -> Result<Vec<Square>, DiagramError> {
    let mut out = Vec::new();
    if token == "-" {
        return Ok(out);
    }
    // The squares seen, by square index.
    let mut set = [false; SQUARES];
    for item in token.split(',') {
        let range = if shadow {
            shadow_range(item, g)
        } else {
            g.parse_square(item).ok().map(|sq| (sq, sq))
        };
        let Some((from, to)) = range else {
            let item = clip(item);
            return Err(if shadow {
                DiagramError::BadShadow { item }
            } else {
                DiagramError::BadMark { token: item }
            });
        };
        if !shadow && !set[from.index()] {
            out.push(from);
        }
        shade_range(&mut set, from, to);
    }
    if shadow {
        // Reading order: top rank first, a-file first.
        for rank in (0..g.height).rev() {
            for file in 0..g.width {
                let sq = Square::new(file, rank);
                if set[sq.index()] {
                    out.push(sq);
                }
            }
        }
    }
    Ok(out)
}

/// The range a shadow item stands for, if it is one: a rank is the range from its a-square
/// to its last square, a file the range from its top square down, a square the range from
/// itself to itself.
fn shadow_range(item: &str, g: Geometry) -> Option<(Square, Square)> {
    let bytes = item.as_bytes();
    if is_number(item) {
        let rank = small_number(item).unwrap_or(0);
        if rank == 0 || rank > g.height {
            return None;
        }
        Some((Square::new(0, rank - 1), Square::new(g.width - 1, rank - 1)))
    } else if bytes.len() == 1 {
        let file = bytes[0].wrapping_sub(b'a');
        if file >= g.width {
            return None;
        }
        Some((Square::new(file, g.height - 1), Square::new(file, 0)))
    } else if let Some(dash) = bytes.iter().position(|&b| b == b'-') {
        let square = |s: Option<&str>| g.parse_square(s.unwrap_or_default()).ok();
        Some((square(item.get(..dash))?, square(item.get(dash + 1..))?))
    } else {
        let sq = g.parse_square(item).ok()?;
        Some((sq, sq))
    }
}

/// vchess's range walk in its own coordinates (x = row from the top, y = column): one step
/// towards `to` at a time, while x <= x(to) and y <= y(to). So a range going up or left
/// shades nothing, and the walk ends when the first of its moving coordinates reaches
/// `to`'s (computed here as a number of steps rather than walked and checked).
fn shade_range(shade: &mut [bool; SQUARES], from: Square, to: Square) {
    // Rows down and columns right from `from` to `to` (wrapped, so out of range, when
    // negative).
    let down = from.rank().wrapping_sub(to.rank());
    let right = to.file().wrapping_sub(from.file());
    if down >= MAX_SIDE || right >= MAX_SIDE {
        return;
    }
    let steps = match (down, right) {
        (0, n) | (n, 0) => n,
        (d, r) => d.min(r),
    };
    let (df, dr) = (u8::from(right > 0), u8::from(down > 0));
    for i in 0..=steps {
        shade[Square::new(from.file() + i * df, from.rank() - i * dr).index()] = true;
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_diagram;
    use super::*;

    fn names(sqs: &[Square]) -> Vec<String> {
        sqs.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn ranges_follow_vchess() {
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e7-e2", None).unwrap();
        assert_eq!(names(&d.shadow), ["e7", "e6", "e5", "e4", "e3", "e2"]);
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e2-e7,h6-b6", None).unwrap();
        assert!(d.shadow.is_empty());
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w a8-h1", None).unwrap();
        assert_eq!(d.shadow.len(), 8);
        let d = parse_diagram("8/8/8/8/8/8/8/8 - w e4-e4", None).unwrap();
        assert_eq!(names(&d.shadow), ["e4"]);
        // Twelve by twelve.
        let d = parse_diagram("12/12/12/12/12/12/12/12/12/12/12/12 l12,a1 w l", None).unwrap();
        assert_eq!(names(&d.marks), ["l12", "a1"]);
        assert_eq!(d.shadow.len(), 12);
    }
}
