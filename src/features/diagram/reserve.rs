//! A game's reserves in a diagram's picture (Bario's, or the hands of a game with drops): a
//! band above and below the board, each kind of the reserve with its count; or, in a game
//! that counts checks, the checks each side has left to give.

use super::svg::Svg;
use crate::core::color::Color;
use crate::core::position::Rules;

/// Height of a reserve band (with its gap to the board).
pub(super) const RESERVE_BAND: u32 = 112;
/// Height of a band of the checks left (with its gap to the board).
pub(super) const CHECKS_BAND: u32 = 64;

/// The letters of the pieces of a game's reserves, white's then black's.
pub(super) fn reserve_letters(rules: &Rules) -> Vec<char> {
    let kinds = rules.hand_kinds();
    let white = kinds.iter().map(|&r| rules.letter(r).to_ascii_uppercase());
    let black = kinds.iter().map(|&r| rules.letter(r));
    white.chain(black).collect()
}

/// A reserve band.
impl Svg<'_> {
    /// A side's reserve: a band at height `y`, as wide as the board, with each kind (of
    /// [`Rules::hand_kinds`]) and its count.
    pub(super) fn reserve(
        &mut self,
        rules: &Rules,
        color: Color,
        counts: &[u8],
        y: u32,
        width: u32,
    ) {
        self.push(r#"<g class="reserve "#);
        self.push(color.name());
        self.push("\"><rect");
        self.attr("x", self.left);
        self.attr("y", y);
        self.attr("width", width);
        self.push(r##" height="100" rx="10" fill="#e9e4da"/>"##);
        let hand = rules.hand_kinds();
        let kinds = hand.len().max(1) as u32;
        let cell_w = width / kinds;
        for (i, &role) in hand.iter().enumerate() {
            let x = self.left + i as u32 * cell_w + cell_w.saturating_sub(150) / 2;
            let letter = match color {
                Color::White => rules.letter(role).to_ascii_uppercase(),
                Color::Black => rules.letter(role),
            };
            self.reserve_piece(letter, counts.get(i).copied().unwrap_or(0), x, y);
        }
        self.push("</g>");
    }

    /// A piece of a reserve and its count, at `x` in the band at height `y` (faded when
    /// there is none).
    fn reserve_piece(&mut self, letter: char, count: u8, x: u32, y: u32) {
        self.use_piece(letter);
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

    /// A side's checks left to give (three-check): a band at height `y`, as wide as the board,
    /// that says how many.
    pub(super) fn checks_left(&mut self, color: Color, left: u8, y: u32, width: u32) {
        self.push(r#"<g class="checks "#);
        self.push(color.name());
        self.push("\"><rect");
        self.attr("x", self.left);
        self.attr("y", y);
        self.attr("width", width);
        self.push(r##" height="56" rx="10" fill="#e9e4da"/><text"##);
        self.attr("x", self.left + 20);
        self.attr("y", y + 40);
        self.push(r##" font-family="sans-serif" font-size="32" fill="#333">"##);
        self.push(match color {
            Color::White => "White",
            Color::Black => "Black",
        });
        self.push(": ");
        self.num(left.into());
        self.push(if left == 1 { " check" } else { " checks" });
        self.push(" left to give</text></g>");
    }
}
