//! The board of a game drawn otherwise than in light and dark squares ([`BoardStyle`]): one
//! colour ruled into squares (shogi's, its star points on a board in thirds), or lines whose
//! points the pieces stand on, the palaces marked by their diagonals and the river left
//! unlined (xiangqi's, janggi's).

use super::svg::{Svg, SQ};
use crate::core::geometry::{Geometry, Square};
use crate::core::position::Rules;
use crate::core::rules::BoardStyle;
use std::fmt::Write;

impl Svg<'_> {
    /// The board of a ruled `style`, `board_w` by `board_h`, as [`Svg::squares`] draws a
    /// chequered one: the wood, the lines as one path, the frame, the star points.
    pub(super) fn lines(&mut self, style: BoardStyle, rules: &Rules, board_w: u32, board_h: u32) {
        let g = self.geometry;
        let (w, h) = (u32::from(g.width), u32::from(g.height));
        // Squares are ruled on their edges; points are the squares' centres.
        let inset = if style.on_points() { SQ / 2 } else { 0 };
        let (left, top) = (self.left + inset, self.top + inset);
        let (width, height) = (board_w - 2 * inset, board_h - 2 * inset);
        // The river: the two middle ranks' points are not joined, but along the edges.
        let river = style == BoardStyle::River && h % 2 == 0;
        let mut d = String::new();
        for c in 1..width / SQ {
            let x = left + c * SQ;
            let _ = match river {
                true => write!(
                    d,
                    "M{x} {top}v{}m0 {SQ}v{}",
                    (h / 2 - 1) * SQ,
                    (h / 2 - 1) * SQ
                ),
                false => write!(d, "M{x} {top}v{height}"),
            };
        }
        for r in 1..height / SQ {
            let _ = write!(d, "M{left} {}h{width}", top + r * SQ);
        }
        if style.on_points() {
            for [a, b] in palaces(rules, g) {
                let [(ax, ay), (bx, by)] = [a, b].map(|s| {
                    let (x, y) = self.cell(s);
                    (x + SQ / 2, y + SQ / 2)
                });
                let _ = write!(d, "M{ax} {ay}L{bx} {by}M{ax} {by}L{bx} {ay}");
            }
        }
        let (x0, y0) = (self.left, self.top);
        let _ = write!(
            self.out,
            r##"<rect x="{x0}" y="{y0}" width="{board_w}" height="{board_h}" fill="#eecf94"/><g fill="none" stroke="#4a3320"><path stroke-width="2.5" d="{d}"/><rect stroke-width="5" x="{left}" y="{top}" width="{width}" height="{height}"/></g>"##,
        );
        // Shogi's star points, where the board's thirds meet.
        if style == BoardStyle::Grid && w % 3 == 0 && h % 3 == 0 && w > 3 {
            self.push(r##"<g fill="#4a3320">"##);
            for (i, j) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
                let (x, y) = (left + i * width / 3, top + j * height / 3);
                let _ = write!(self.out, r#"<circle r="7" cx="{x}" cy="{y}"/>"#);
            }
            self.push("</g>");
        }
    }
}

/// The palaces, each by two opposite corners: every royal kind's region that is a rectangle of
/// at least 2x2 squares and less than half the board, white's and black's (mirrored); in a game
/// with none, the three middle files of each side's three first ranks, on a board wide and
/// long enough.
fn palaces(rules: &Rules, g: Geometry) -> Vec<[Square; 2]> {
    let mut white: Vec<[u8; 4]> = Vec::new();
    for region in rules
        .pieces
        .iter()
        .filter(|k| k.royal)
        .filter_map(|k| k.region)
    {
        // The files and ranks it spans, and its squares.
        let ([mut f0, mut r0, mut f1, mut r1], mut n) = ([u8::MAX, u8::MAX, 0, 0], 0);
        for s in g.squares().filter(|&s| region.has(g.bit_index(s))) {
            (f0, r0, f1, r1, n) = (
                f0.min(s.file()),
                r0.min(s.rank()),
                f1.max(s.file()),
                r1.max(s.rank()),
                n + 1,
            );
        }
        let area = u32::from(f1.wrapping_sub(f0) + 1) * u32::from(r1.wrapping_sub(r0) + 1);
        let rectangle = [f0, r0, f1, r1];
        if f1 > f0
            && r1 > r0
            && area == n
            && 2 * area < u32::from(g.width) * u32::from(g.height)
            && !white.contains(&rectangle)
        {
            white.push(rectangle);
        }
    }
    if white.is_empty() && g.width % 2 == 1 && g.width >= 5 && g.height >= 6 {
        white.push([g.width / 2 - 1, 0, g.width / 2 + 1, 2]);
    }
    let top = g.height - 1;
    let sides = white
        .iter()
        .flat_map(|&[f0, r0, f1, r1]| [[f0, r0, f1, r1], [f0, top - r0, f1, top - r1]]);
    sides
        .map(|[f0, r0, f1, r1]| [Square::new(f0, r0), Square::new(f1, r1)])
        .collect()
}
