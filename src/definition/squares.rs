//! Sets of squares as a definition writes them: squares and rectangles (`"d1-f3 e4"`), as
//! white's (black's are the mirror image).
//!
//! ```
//! use fenboard::core::geometry::Geometry;
//! use fenboard::definition::squares;
//! let xiangqi = Geometry { width: 9, height: 10 };
//! assert_eq!(squares::parse("d1-f3", xiangqi).unwrap().count(), 9);
//! assert_eq!(squares::parse("a1 i10", xiangqi).unwrap().count(), 2);
//! assert!(squares::parse("d1-j3", xiangqi).unwrap_err().contains("'j3'"));
//! ```

use crate::core::bitboard::{bit, Set};
use crate::core::geometry::Geometry;

/// Reads a set of squares of board `g` as bits (`rank * width + file`): squares and
/// rectangles given by two corners (`d1-f3`), separated by spaces or commas.
pub fn parse(text: &str, g: Geometry) -> Result<Set, String> {
    let mut set = Set::EMPTY;
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
                set |= bit(g.bit_index(crate::core::geometry::Square::new(f, r)));
            }
        }
    }
    Ok(set)
}

/// Squares of each side as a definition gives them: one set, white's (black's the mirror
/// image), or one per side (`{ "white": "a8-d8 a5-a7", "black": "e1-h1 h2-h4" }`: Legan
/// chess's promotion zone, along two edges).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SideSquares {
    /// White's squares; black's are their mirror image.
    Mirrored(String),
    /// White's, then black's.
    Sides([String; 2]),
}

impl SideSquares {
    /// Reads the field `key` of `o`: a string, or an object with `white` and `black`.
    pub(crate) fn read(
        o: &crate::util::json::Object,
        key: &str,
    ) -> Result<SideSquares, super::DefinitionError> {
        if let Some(serde_json::Value::Object(_)) = o.get(key) {
            let sides = crate::util::json::Object::new(
                &o.path(key),
                o.required(key)?,
                &["white", "black"],
            )?;
            let side = |c: &str| sides.string(c).map(str::to_string);
            return Ok(SideSquares::Sides([side("white")?, side("black")?]));
        }
        Ok(SideSquares::Mirrored(o.string(key)?.to_string()))
    }

    /// The squares of each side on board `g`, white's first; an error names `path` (and the
    /// side, where given apart).
    pub fn bits(&self, g: Geometry, path: &str) -> Result<[Set; 2], super::DefinitionError> {
        let read = |text: &str, path: &str| {
            parse(text, g).map_err(|e| super::DefinitionError::new(path, e))
        };
        match self {
            SideSquares::Mirrored(text) => {
                let white = read(text, path)?;
                Ok([white, crate::core::bitboard::mirror(g, white)])
            }
            SideSquares::Sides([white, black]) => Ok([
                read(white, &format!("{path}.white"))?,
                read(black, &format!("{path}.black"))?,
            ]),
        }
    }
}
