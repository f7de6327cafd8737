//! Bario's reserves in a diagram's picture: a band above and below the board, each piece of
//! the reserve with its count.

use super::svg::Svg;
use super::RESERVE_ROLES;
use crate::core::color::Color;
use crate::game::{AnyPiece, AnyRole};

/// Height of a Bario reserve band (with its gap to the board).
pub(super) const RESERVE_BAND: u32 = 112;

/// The pieces of the Bario reserves, white's then black's.
pub(super) const RESERVE_PIECES: [AnyPiece; 8] = {
    let mut pieces = [AnyPiece::new(Color::White, AnyRole::Rook); 8];
    let mut i = 0;
    while i < 8 {
        let color = if i < 4 { Color::White } else { Color::Black };
        pieces[i] = AnyPiece::new(color, AnyRole::from_chess(RESERVE_ROLES[i % 4]));
        i += 1;
    }
    pieces
};

/// A reserve band.
impl Svg {
    /// A side's Bario reserve: a band at height `y`, as wide as the board, with each piece
    /// and its count.
    #[inline(never)]
    pub(super) fn reserve(&mut self, color: Color, counts: [u8; 4], y: u32, width: u32) {
        self.push(r#"<g class="reserve "#);
        self.push(color.name());
        self.push("\"><rect");
        self.attr("x", self.left);
        self.attr("y", y);
        self.attr("width", width);
        self.push(r##" height="100" rx="10" fill="#e9e4da"/>"##);
        let cell_w = width / 4;
        for (i, role) in RESERVE_ROLES.into_iter().enumerate() {
            let x = self.left + i as u32 * cell_w + (cell_w - 150) / 2;
            self.reserve_piece(AnyPiece::new(color, role.into()), counts[i], x, y);
        }
        self.push("</g>");
    }

    /// A piece of a reserve and its count, at `x` in the band at height `y` (faded when
    /// there is none).
    #[inline(never)]
    fn reserve_piece(&mut self, piece: AnyPiece, count: u8, x: u32, y: u32) {
        self.use_piece(piece);
        self.attr("x", x);
        self.attr("y", y + 8);
        self.push(r#" width="84" height="84""#);
        if count == 0 {
            self.push(r#" opacity=".35""#);
        }
        self.push("/><text");
        self.attr("x", x + 90);
        self.attr("y", y + 63);
        self.push(r##" font-family="sans-serif" font-size="36" fill="#333">×"##);
        self.num(count.into());
        self.push("</text>");
    }
}
