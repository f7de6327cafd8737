//! Drawing a diagram as a standalone SVG: the options, and the picture's layout (the board,
//! the coordinates, Bario's reserve bands), whose parts `board` and `reserve` draw.

use super::describe::description;
use super::ids::id_prefix;
use super::reserve::RESERVE_BAND;
use super::svg::{Svg, COORD, SQ};
use super::{parse_diagram, Diagram, DiagramError, Reserve, Variant, FULL_BARIO_RESERVE};
use crate::core::color::Color;

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Variant id (`chess`, `coregal`, `grand`, `bario`, `russian`); `None` infers it.
    pub variant: Option<String>,
    /// Width in pixels; `None` gives only a `viewBox` (the SVG fills its container).
    pub size: Option<u32>,
    /// Draw file letters along the bottom and rank numbers along the left (default true).
    pub coordinates: bool,
    /// Overrides the diagram's orientation.
    pub orientation: Option<Color>,
    /// Bario reserves `[white, black]` as `[rooks, knights, bishops, queens]`;
    /// `None` is the diagram's (the full reserve 2, 2, 2, 1).
    pub reserve: Option<Reserve>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            variant: None,
            size: None,
            coordinates: true,
            orientation: None,
            reserve: None,
        }
    }
}

/// Parses a diagram and draws it: [`parse_diagram`] then [`render`].
///
/// ```
/// use fenboard::features::diagram::{render_diagram, RenderOptions};
/// let svg = render_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8 e8,c2", &RenderOptions::default()).unwrap();
/// assert!(svg.contains("<title"));
/// assert_eq!(svg.matches("class=\"piece\"").count(), 5);
/// assert_eq!(svg.matches("class=\"mark\"").count(), 2);
/// assert!(render_diagram("8/8/8", &RenderOptions::default()).is_err());
/// ```
pub fn render_diagram(text: &str, options: &RenderOptions) -> Result<String, DiagramError> {
    let diagram = parse_diagram(text, options.variant.as_deref())?;
    Ok(render(&diagram, options))
}

/// Draws a parsed diagram as a standalone SVG document (`options.variant` is not used:
/// the diagram already has its variant).
///
/// The picture has a `<title>` and a `<desc>` (see [`describe`](super::describe)),
/// `role="img"` and `aria-labelledby`. Ids are prefixed with a hash of the drawing, so
/// several diagrams can be inlined in one HTML page. Pieces are `<use class="piece">`,
/// marks `<use class="mark">`, shadows `<rect class="shadow">`.
///
/// ```
/// use fenboard::features::diagram::{parse_diagram, render, RenderOptions};
/// let d = parse_diagram("uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU", None).unwrap();
/// let svg = render(&d, &RenderOptions { size: Some(400), ..RenderOptions::default() });
/// assert!(svg.contains("width=\"400\""));
/// // 27 pieces on the board plus R N B Q in each reserve.
/// assert_eq!(svg.matches("class=\"piece\"").count(), 35);
/// ```
pub fn render(diagram: &Diagram, options: &RenderOptions) -> String {
    let d = diagram;
    let orientation = options.orientation.unwrap_or(d.orientation);
    let reserve = if d.variant == Variant::Bario {
        Some(options.reserve.or(d.reserve).unwrap_or(FULL_BARIO_RESERVE))
    } else {
        None
    };
    // The description is made of fixed words and square names: nothing to escape in XML.
    let description = description(d, orientation, reserve);
    let g = d.geometry;
    let (board_w, board_h) = (g.width as u32 * SQ, g.height as u32 * SQ);
    let left = if options.coordinates { COORD } else { 0 };
    // A reserve band above the board and one below it.
    let top = if reserve.is_some() { RESERVE_BAND } else { 0 };
    // The coordinates take as much room below the board as left of it.
    let (total_w, total_h) = (left + board_w, top + board_h + left + top);
    let mut s = Svg {
        out: String::new(),
        prefix: id_prefix(&description, options),
        geometry: g,
        orientation,
        left,
        top,
    };
    s.open(d, &description, options.size, total_w, total_h);
    s.defs(d, reserve.is_some());
    s.squares(board_w, board_h);
    s.contents(d);
    if options.coordinates {
        s.coordinates(left, top, board_h);
    }
    if let Some(r) = reserve {
        // The side at the bottom has its reserve below the board.
        let bottom_y = top + board_h + left + (RESERVE_BAND - 100);
        s.reserve(orientation, r[orientation.index()], bottom_y, board_w);
        s.reserve(!orientation, r[(!orientation).index()], 0, board_w);
    }
    s.push("</svg>");
    s.out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_orientation_flips_both_axes() {
        let o = RenderOptions {
            coordinates: false,
            ..RenderOptions::default()
        };
        let svg = render_diagram("8/8/8/8/8/8/8/R7 - b", &o).unwrap();
        // a1 is drawn in the top-right cell.
        assert!(svg.contains(r#"x="700" y="0" width="100""#));
    }
}
