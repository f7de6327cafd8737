//! Sets of squares as a definition writes them: squares and rectangles (`"d1-f3 e4"`), as
//! white's (black's are the mirror image).
//!
//! ```
//! use fenboard::core::geometry::Geometry;
//! use fenboard::definition::squares;
//! let xiangqi = Geometry { width: 9, height: 10 };
//! assert_eq!(squares::parse("d1-f3", xiangqi).unwrap().count_ones(), 9);
//! assert_eq!(squares::parse("a1 i10", xiangqi).unwrap().count_ones(), 2);
//! assert!(squares::parse("d1-j3", xiangqi).unwrap_err().contains("'j3'"));
//! ```

use crate::core::geometry::Geometry;

/// Reads a set of squares of board `g` as bits (`rank * width + file`): squares and
/// rectangles given by two corners (`d1-f3`), separated by spaces or commas.
pub fn parse(text: &str, g: Geometry) -> Result<u128, String> {
    let mut set = 0u128;
    let items: Vec<&str> = text.split([' ', ',']).filter(|s| !s.is_empty()).collect();
    if items.is_empty() {
        return Err("no square: write squares and rectangles, as \"d1-f3 e5\"".into());
    }
    for item in items {
        let (a, b) = item.split_once('-').unwrap_or((item, item));
        let corner = |s: &str| {
            g.parse_square(s).map_err(|_| {
                format!(
                    "'{s}' is not a square of the {}x{} board",
                    g.width, g.height
                )
            })
        };
        let (a, b) = (corner(a)?, corner(b)?);
        for f in a.file().min(b.file())..=a.file().max(b.file()) {
            for r in a.rank().min(b.rank())..=a.rank().max(b.rank()) {
                set |= 1 << g.bit_index(crate::core::geometry::Square::new(f, r));
            }
        }
    }
    Ok(set)
}
