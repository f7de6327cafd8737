//! Piece drawings, made for fenboard: simple vector shapes in a 100x100 box.
//!
//! Each shape uses the inherited `fill` (body) and `stroke` (outline); details are drawn
//! in `currentColor`. A white piece is a light body with a dark outline and dark details,
//! a black piece a dark body with light details, so one shape serves both colours.

use crate::core::color::Color;
use crate::game::AnyRole;
use crate::util::text::push;

/// Presentation attributes of a piece colour: body, outline, details.
pub(crate) fn style(color: Color) -> &'static str {
    match color {
        Color::White => r##"fill="#fbfaf7" stroke="#1f1f1f" color="#1f1f1f""##,
        Color::Black => r##"fill="#2e2e2e" stroke="#0d0d0d" color="#ececec""##,
    }
}

/// Attributes shared by every piece.
pub(crate) const COMMON: &str =
    r#"stroke-width="3" stroke-linejoin="round" stroke-linecap="round""#;

const PAWN: &str = concat!(
    r#"<rect x="27" y="78" width="46" height="10" rx="3"/>"#,
    r#"<path d="M34 79C34 67 39 59 45 55H55C61 59 66 67 66 79Z"/>"#,
    r#"<circle cx="50" cy="37" r="12.5"/>"#,
    r#"<rect x="38" y="49" width="24" height="7" rx="3.5"/>"#,
);

const ROOK: &str = concat!(
    r#"<rect x="24" y="78" width="52" height="10" rx="3"/>"#,
    r#"<path d="M32 79L35.5 45H64.5L68 79Z"/>"#,
    r#"<path d="M28 46V21H37.5V29H45.5V21H54.5V29H62.5V21H72V46Z"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M37 52H63M35 71H65"/>"#,
);

const BISHOP: &str = concat!(
    r#"<rect x="26" y="78" width="48" height="10" rx="3"/>"#,
    r#"<path d="M34 79C35 69 39 63 44 60H56C61 63 65 69 66 79Z"/>"#,
    r#"<circle cx="50" cy="14.5" r="5"/>"#,
    r#"<path d="M50 19C38 28 33 39 35.5 47C37 52 40.5 55 44 55H56C59.5 55 63 52 64.5 47C67 39 62 28 50 19Z"/>"#,
    r#"<rect x="37" y="54" width="26" height="7" rx="3.5"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M55.5 30L46 43M50 67V73"/>"#,
);

const KNIGHT: &str = concat!(
    r#"<rect x="24" y="78" width="52" height="10" rx="3"/>"#,
    r#"<path d="M31 79C30 70 35 63 43 57C46 55 47 52 46 50C41 54 34 57 28 58C23 58 19 55 20 50C21 46 26 40 31 34C35 29 40 25 46 22L49 12L56 20C68 24 76 38 77 56C77.5 64 77 72 76 79Z"/>"#,
    r#"<circle cx="39" cy="33" r="3.2" fill="currentColor" stroke="none"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M25 51.5L29 50.5M60 27C68 34 71 45 71 57C71 64 70.5 70 70 74"/>"#,
);

const QUEEN: &str = concat!(
    r#"<rect x="24" y="78" width="52" height="10" rx="3"/>"#,
    r#"<path d="M28 79L18 37L31 58L34 28L42 54L50 24L58 54L66 28L69 58L82 37L72 79Z"/>"#,
    r#"<circle cx="18" cy="35" r="5"/><circle cx="34" cy="26" r="5"/><circle cx="50" cy="21" r="5"/>"#,
    r#"<circle cx="66" cy="26" r="5"/><circle cx="82" cy="35" r="5"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M30 70H70"/>"#,
);

const KING: &str = concat!(
    r#"<rect x="24" y="78" width="52" height="10" rx="3"/>"#,
    r#"<path d="M47 10h6v7h7v6h-7v11h-6V23h-7v-6h7z"/>"#,
    r#"<path d="M50 63C44 54 42 44 50 35C58 44 56 54 50 63Z"/>"#,
    r#"<path d="M30 79C21 67 21 51 33 48C42 46 47 54 50 63C53 54 58 46 67 48C79 51 79 67 70 79Z"/>"#,
    r#"<path fill="none" stroke="currentColor" d="M31 70H69M50 63V70"/>"#,
);

const UNDEFINED: &str = concat!(
    r#"<rect x="24" y="78" width="52" height="10" rx="3"/>"#,
    r#"<path d="M29 79C24 60 28 26 50 22C72 26 76 60 71 79Z"/>"#,
    r#"<path fill="none" stroke="currentColor" stroke-width="7" d="M40 42C40 31 60 31 60 42C60 50 50 51 50 59V61"/>"#,
    r#"<circle cx="50" cy="70.5" r="4" fill="currentColor" stroke="none"/>"#,
);

const MAN: &str = concat!(
    r#"<path d="M13 53V64C13 72 30 79 50 79S87 72 87 64V53Z"/>"#,
    r#"<ellipse cx="50" cy="53" rx="37" ry="14"/>"#,
    r#"<ellipse cx="50" cy="53" rx="24" ry="8.5" fill="none" stroke="currentColor"/>"#,
);

const DRAUGHTS_KING: &str = concat!(
    r#"<path d="M13 62V73C13 81 30 88 50 88S87 81 87 73V62Z"/>"#,
    r#"<path d="M13 45V60C13 68 30 75 50 75S87 68 87 60V45Z"/>"#,
    r#"<ellipse cx="50" cy="45" rx="37" ry="14"/>"#,
    r#"<path fill="currentColor" stroke="none" d="M37 51L34 37L42.5 43L50 33L57.5 43L66 37L63 51Z"/>"#,
);

/// Appends the drawing of a kind of piece, for a 100x100 box.
pub(crate) fn push_shape(out: &mut String, role: AnyRole) {
    let simple = match role {
        AnyRole::Pawn => PAWN,
        AnyRole::Knight => KNIGHT,
        AnyRole::Bishop => BISHOP,
        AnyRole::Rook => ROOK,
        AnyRole::Queen => QUEEN,
        AnyRole::King => KING,
        AnyRole::Undefined => UNDEFINED,
        AnyRole::Man => MAN,
        AnyRole::DraughtsKing => DRAUGHTS_KING,
        // Compounds: the knight in front of the rook or bishop it combines with.
        AnyRole::Marshall | AnyRole::Cardinal => {
            push(out, r#"<g transform="translate(-7 6) scale(.86)">"#);
            let line_piece = if role == AnyRole::Marshall {
                ROOK
            } else {
                BISHOP
            };
            push(out, line_piece);
            push(out, r#"</g><g transform="translate(21 12) scale(.86)">"#);
            push(out, KNIGHT);
            push(out, "</g>");
            return;
        }
    };
    push(out, simple);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_has_a_shape() {
        for role in AnyRole::ALL {
            let mut s = String::new();
            push_shape(&mut s, role);
            assert!(
                s.starts_with('<') && s.ends_with("/>") || s.ends_with("</g>"),
                "{role:?}"
            );
            assert_eq!(s.matches('<').count(), s.matches('>').count());
        }
    }
}
