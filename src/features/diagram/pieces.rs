//! Piece drawings, made for fenboard: simple vector shapes in a 100x100 box, and the letter on
//! a disc that draws a piece with none.
//!
//! Each shape uses the inherited `fill` (body) and `stroke` (outline); details are drawn
//! in `currentColor`. A white piece is a light body with a dark outline and dark details,
//! a black piece a dark body with light details, so one shape serves both colours.

use crate::core::color::Color;
use std::fmt::Write;

/// Presentation attributes of a piece colour: body, outline, details.
pub(crate) fn style(color: Color) -> &'static str {
    match color {
        Color::White => r##"fill="#fbfaf7" stroke="#1f1f1f" color="#1f1f1f""##,
        Color::Black => r##"fill="#2e2e2e" stroke="#0d0d0d" color="#ececec""##,
    }
}

/// Attributes shared by every piece.
pub(crate) const COMMON: &str =
    r#"stroke-width="3.6" stroke-linejoin="round" stroke-linecap="round""#;

// The chess pieces stand on a plinth at the bottom of the box and reach about 88% of its
// height, leaving the corners free for the coordinates that live boards draw in them.
const PLINTH: &str = r#"<rect x="22" y="83" width="56" height="11" rx="3.5"/>"#;

const PAWN: &str = concat!(
    r#"<rect x="26" y="83" width="48" height="11" rx="3.5"/>"#,
    r#"<path d="M33 84C33 71 38 62 45 57H55C62 62 67 71 67 84Z"/>"#,
    r#"<rect x="37" y="50" width="26" height="8" rx="4"/>"#,
    r#"<circle cx="50" cy="37" r="13.5"/>"#,
);

const ROOK: &str = concat!(
    r#"<path d="M30 84L34 46H66L70 84Z"/>"#,
    r#"<path d="M25 47V19H36V28H45V19H55V28H64V19H75V47Z"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M36 54H64M33 75H67"/>"#,
);

/// The bishop's skirt and collar, which the cardinal shares.
const BISHOP_BASE: &str = concat!(
    r#"<rect x="24" y="83" width="52" height="11" rx="3.5"/>"#,
    r#"<path d="M32 84C33 72.5 37.5 66 43 62.5H57C62.5 66 67 72.5 68 84Z"/>"#,
);

const BISHOP: &str = concat!(
    r#"<circle cx="50" cy="11" r="5.5"/>"#,
    r#"<path d="M50 16C36.5 26 31 38.5 33.5 47.5C35.5 53.5 39.5 56.5 43 56.5H57C60.5 56.5 64.5 53.5 66.5 47.5C69 38.5 63.5 26 50 16Z"/>"#,
    r#"<rect x="35.5" y="55.5" width="29" height="8" rx="4"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M56 28.5L45.5 43M50 70.5V77"/>"#,
);

/// The knight above its plinth: also the head of the marshall and the cardinal.
const KNIGHT: &str = concat!(
    r#"<path d="M28.5 84C27.5 73.5 33 66 42 59C45.5 56.5 46.5 53.5 45.5 51C40 55.5 32 59 25 60C19.5 60 15 56.5 16 51C17 46.5 23 40 28.5 33C33 27.5 38.5 23 45.5 19.5L49 8L57 17C69 21.5 77 37 78 57C78.5 67 78 76 77 84Z"/>"#,
    r#"<circle cx="37.5" cy="32" r="3.5" fill="currentColor" stroke="none"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M22 53L26.5 51.5M61.5 25C70 33 72 45.5 72 58C72 67 71.5 73.5 71 78"/>"#,
);

const QUEEN: &str = concat!(
    r#"<path d="M25 84L15 38L29 60L32 27L41 55L50 22L59 55L68 27L71 60L85 38L75 84Z"/>"#,
    r#"<circle cx="15" cy="36" r="5.5"/><circle cx="32" cy="25" r="5.5"/><circle cx="50" cy="19" r="5.5"/>"#,
    r#"<circle cx="68" cy="25" r="5.5"/><circle cx="85" cy="36" r="5.5"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M28 74H72"/>"#,
);

const KING: &str = concat!(
    r#"<path d="M46.5 5h7v8h8v7h-8v12.5h-7V20h-8v-7h8z"/>"#,
    r#"<path d="M50 66C43 55.5 41 44.5 50 34C59 44.5 57 55.5 50 66Z"/>"#,
    r#"<path d="M27.5 84C17 70.5 17 52 31 49C41 46.5 46.5 55.5 50 66C53.5 55.5 59 46.5 69 49C83 52 83 70.5 72.5 84Z"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M28.5 74H71.5M50 66V74"/>"#,
);

const UNDEFINED: &str = concat!(
    r#"<path d="M26.5 84C20.5 62.5 25 24 50 19.5C75 24 79.5 62.5 73.5 84Z"/>"#,
    r#"<path fill="none" stroke="currentColor" stroke-width="7" d="M38.5 42C38.5 29.5 61.5 29.5 61.5 42C61.5 51 50 52 50 61V63.5"/>"#,
    r#"<circle cx="50" cy="74" r="4.5" fill="currentColor" stroke="none"/>"#,
);

/// The rook's body and battlement, lowered for the knight's head to rise from it.
const MARSHALL: &str = concat!(
    r#"<path d="M31 84L34 62H66L69 84Z"/>"#,
    r#"<path d="M24 63V45H33V51H40V45H60V51H67V45H76V63Z"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M33 75H67"/>"#,
    r#"<g transform="translate(16 -2) scale(.68)" stroke-width="5.3">"#,
);

/// The bishop's collar, widened under the knight's head, which then wears the bishop's
/// ball and slit.
const CARDINAL: &str = concat!(
    r#"<rect x="33" y="56" width="34" height="8" rx="4"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M50 70.5V77"/>"#,
    r#"<g transform="translate(16 -1) scale(.68)" stroke-width="5.3">"#,
);
const CARDINAL_MITRE: &str = concat!(
    r#"</g><circle cx="50" cy="8" r="5"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M55 24L47 35"/>"#,
);

// Draughts are seen from above: a disc with grooves, the king with a crown.
const MAN: &str = concat!(
    r#"<circle cx="50" cy="50" r="42"/>"#,
    r#"<circle cx="50" cy="50" r="29" fill="none" stroke="currentColor"/>"#,
    r#"<circle cx="50" cy="50" r="17" fill="none" stroke="currentColor"/>"#,
);

const DRAUGHTS_KING: &str = concat!(
    r#"<circle cx="50" cy="50" r="42"/>"#,
    r#"<circle cx="50" cy="50" r="32" fill="none" stroke="currentColor"/>"#,
    r#"<path fill="currentColor" stroke="none" d="M31 62L27 38L39.5 47L50 32L60.5 47L73 38L69 62Z"/>"#,
);

/// A built-in drawing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    Marshall,
    Cardinal,
    Undefined,
    Man,
    DraughtsKing,
}

impl Shape {
    /// The drawing a definition names (`knight`, `marshall`: [`crate::definition::DRAWINGS`]).
    pub(crate) fn named(name: &str) -> Option<Shape> {
        Some(match name {
            "king" => Shape::King,
            "queen" => Shape::Queen,
            "rook" => Shape::Rook,
            "bishop" => Shape::Bishop,
            "knight" => Shape::Knight,
            "pawn" => Shape::Pawn,
            "marshall" => Shape::Marshall,
            "cardinal" => Shape::Cardinal,
            "undefined" => Shape::Undefined,
            _ => return None,
        })
    }

    /// The drawing of an orthodox letter (`k q r b n p`), either case: a piece that names no
    /// drawing of its own is drawn by its letter.
    pub(crate) fn of_letter(letter: char) -> Option<Shape> {
        Some(match letter.to_ascii_lowercase() {
            'k' => Shape::King,
            'q' => Shape::Queen,
            'r' => Shape::Rook,
            'b' => Shape::Bishop,
            'n' => Shape::Knight,
            'p' => Shape::Pawn,
            _ => return None,
        })
    }

    /// The id of the shape in a drawing (after its prefix): Grand chess's letter of the piece,
    /// `dm` and `dk` for draughts, as the live boards' sprites look them up (`js/sprite.js`).
    pub(crate) fn id(self) -> &'static str {
        match self {
            Shape::King => "k",
            Shape::Queen => "q",
            Shape::Rook => "r",
            Shape::Bishop => "b",
            Shape::Knight => "n",
            Shape::Pawn => "p",
            Shape::Marshall => "m",
            Shape::Cardinal => "c",
            Shape::Undefined => "u",
            Shape::Man => "dm",
            Shape::DraughtsKing => "dk",
        }
    }
}

/// Appends the drawing of a kind of piece, for a 100x100 box.
pub(crate) fn push_shape(out: &mut String, shape: Shape) {
    let parts: &[&str] = match shape {
        Shape::Pawn => &[PAWN],
        Shape::Knight => &[PLINTH, KNIGHT],
        Shape::Bishop => &[BISHOP_BASE, BISHOP],
        Shape::Rook => &[PLINTH, ROOK],
        Shape::Queen => &[PLINTH, QUEEN],
        Shape::King => &[PLINTH, KING],
        Shape::Undefined => &[PLINTH, UNDEFINED],
        Shape::Marshall => &[PLINTH, MARSHALL, KNIGHT, "</g>"],
        Shape::Cardinal => &[BISHOP_BASE, CARDINAL, KNIGHT, CARDINAL_MITRE],
        Shape::Man => &[MAN],
        Shape::DraughtsKing => &[DRAUGHTS_KING],
    };
    for part in parts {
        out.push_str(part);
    }
}

/// Appends a piece drawn by its letter (ASCII): a disc in the side's body and outline, the
/// capital letter on it in the detail colour, bold and as large as the disc allows, legible on
/// small squares (as the live boards draw a defined piece with no drawing: `js/sprite.js`).
pub(crate) fn push_glyph(out: &mut String, letter: char) {
    out.push_str(r#"<circle cx="50" cy="52" r="40"/><text x="50" y="52" dy=".36em" text-anchor="middle" font-family="Verdana, 'DejaVu Sans', sans-serif" font-weight="700" font-size="56" fill="currentColor" stroke="none">"#);
    out.push(letter.to_ascii_uppercase());
    out.push_str("</text>");
}

/// Appends a promoted form drawn by the letter of the kind it came from: a disc, `+` and the
/// capital letter on it in red (shogi's `+P`), as `js/sprite.js` draws it.
pub(crate) fn push_promoted_glyph(out: &mut String, letter: char) {
    out.push_str(r##"<circle cx="50" cy="52" r="40"/><text x="50" y="52" dy=".36em" text-anchor="middle" font-family="Verdana, 'DejaVu Sans', sans-serif" font-weight="700" font-size="44" fill="#d42a2a" stroke="none">+"##);
    out.push(letter.to_ascii_uppercase());
    out.push_str("</text>");
}

/// Fonts with Chinese and Japanese characters that Windows, macOS, Android and Linux (Noto)
/// have, then any: a piece's characters are text, not paths.
const CJK_FONTS: &str = "'Noto Serif CJK SC','Source Han Serif SC','Songti SC','SimSun','Hiragino Mincho ProN','Yu Mincho','Noto Sans CJK SC','Microsoft YaHei',serif";

/// Appends a piece drawn by its characters (`text`, one or two; `letter` its FEN letter, as
/// its title): on a disc, red on white's piece and black on black's, as xiangqi's; else on a
/// pentagon pointing at the opponent (black's turned), red for a `promoted` form, as shogi's.
pub(crate) fn push_characters(
    out: &mut String,
    text: &str,
    letter: char,
    color: Color,
    promoted: bool,
    pentagon: bool,
) {
    const RED: &str = "#c0161d";
    const BLACK: &str = "#1b1b1b";
    let (ink, centre, size) = if pentagon {
        out.push_str(match color {
            Color::White => "<g>",
            Color::Black => r#"<g transform="rotate(180 50 50)">"#,
        });
        out.push_str(r##"<path d="M50 6L78 18L86 93H14L22 18Z" fill="#f3d7a0" stroke="#6b4c2a" stroke-width="3" stroke-linejoin="round"/>"##);
        (if promoted { RED } else { BLACK }, 58, 46)
    } else {
        let ink = if color == Color::White { RED } else { BLACK };
        out.push_str(r##"<g><circle cx="50" cy="50" r="45" fill="#f5e3bd" stroke="#5b4226" stroke-width="3"/><circle cx="50" cy="50" r="38" fill="none" stroke-width="2.5" stroke=""##);
        out.push_str(ink);
        out.push_str(r#""/>"#);
        (ink, 50, 48)
    };
    // Two characters (shogi's 成銀) one above the other, smaller.
    let two = text.chars().count() == 2;
    let size = if two { size * 5 / 8 } else { size };
    let _ = write!(
        out,
        r#"<g text-anchor="middle" font-weight="700" font-family="{CJK_FONTS}" fill="{ink}" font-size="{size}"><title>{letter}</title>"#
    );
    for (i, c) in (0..).zip(text.chars()) {
        let y = if two { centre - 14 + 30 * i } else { centre };
        let _ = write!(out, r#"<text x="50" y="{y}" dy=".35em">"#);
        match c {
            '<' => out.push_str("&lt;"),
            '&' => out.push_str("&amp;"),
            c => out.push(c),
        }
        out.push_str("</text>");
    }
    out.push_str("</g></g>");
}

/// The filter that draws black's piece from white's image: light for dark, the hues kept.
pub(crate) const SWAP_FILTER: &str = concat!(
    r#"color-interpolation-filters="sRGB">"#,
    r#"<feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/>"#,
    r#"<feColorMatrix type="hueRotate" values="180"/></filter>"#,
);

/// The `href` of a definition's SVG image: a data URL, so that the image is a picture (its
/// scripts do not run, it loads nothing), with the SVG namespace it needs to be one.
pub(crate) fn image_href(svg: &str) -> String {
    const NS: &str = r#" xmlns="http://www.w3.org/2000/svg""#;
    let source = match svg.find("<svg") {
        Some(at) if !svg[at..].split('>').next().unwrap_or("").contains("xmlns=") => {
            format!("{}{NS}{}", &svg[..at + 4], &svg[at + 4..])
        }
        _ => svg.to_string(),
    };
    let mut href = String::from("data:image/svg+xml,");
    // encodeURIComponent: what a URL and an XML attribute both read as it is stays so.
    for b in source.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*()".contains(&b) {
            href.push(char::from(b));
        } else {
            href.push_str(&format!("%{b:02X}"));
        }
    }
    href
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_whole() {
        const ALL: [Shape; 11] = [
            Shape::King,
            Shape::Queen,
            Shape::Rook,
            Shape::Bishop,
            Shape::Knight,
            Shape::Pawn,
            Shape::Marshall,
            Shape::Cardinal,
            Shape::Undefined,
            Shape::Man,
            Shape::DraughtsKing,
        ];
        for shape in ALL {
            let mut s = String::new();
            push_shape(&mut s, shape);
            assert!(s.starts_with('<') && s.ends_with('>'), "{shape:?}");
            assert_eq!(s.matches('<').count(), s.matches('>').count());
            assert_eq!(
                s.matches("<g").count(),
                s.matches("</g>").count(),
                "{shape:?}"
            );
        }
        for name in crate::definition::DRAWINGS {
            assert!(Shape::named(name).is_some(), "{name}");
        }
    }

    #[test]
    fn images_are_data_urls_with_their_namespace() {
        let href = image_href("<svg viewBox='0 0 100 100'><circle r=\"40\"/></svg>");
        assert!(
            href.starts_with("data:image/svg+xml,%3Csvg%20xmlns%3D%22http"),
            "{href}"
        );
        assert!(!href.contains(['"', '<', '>', '\'', ' ']), "{href}");
    }
}
