//! Drawing a diagram as a standalone SVG: the options, and the picture's layout (the board,
//! the coordinates, Bario's reserve bands), whose parts `board`, `lines` and `reserve` draw.

use super::describe::description;
use super::ids::id_prefix;
use super::reserve::{reserve_letters, CHECKS_BAND, RESERVE_BAND};
use super::svg::{look, Look, Svg, COORD, SQ};
use super::{parse_diagram, parse_picture, Diagram, DiagramError, Reserve, Variant};
use crate::core::color::Color;
use crate::core::rules::BoardStyle;

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq)]
pub struct RenderOptions {
    /// The game (built in or defined by data); `None` infers it from the diagram, else draws
    /// a picture.
    pub variant: Option<Variant>,
    /// Draw the diagram as a picture of a game the engine does not play, whatever its
    /// letters look like (`variant` is then not used).
    pub picture: bool,
    /// Width in pixels; `None` gives only a `viewBox` (the SVG fills its container).
    pub size: Option<u32>,
    /// Draw file letters along the bottom and rank numbers along the left (default true).
    pub coordinates: bool,
    /// Overrides the diagram's orientation.
    pub orientation: Option<Color>,
    /// For a game with reserves (Bario), the counts of each side's reserve kinds (Bario:
    /// `[rooks, knights, bishops, queens]`, white's then black's); `None` is the diagram's
    /// (what the pieces on the board leave of the start's).
    pub reserve: Option<Reserve>,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            variant: None,
            picture: false,
            size: None,
            coordinates: true,
            orientation: None,
            reserve: None,
        }
    }
}

/// Parses a diagram and draws it: [`parse_diagram`] (or [`parse_picture`]) then [`render`].
///
/// ```
/// use fenboard::features::diagram::{render_diagram, RenderOptions};
/// let svg = render_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8 e8,c2", &RenderOptions::default()).unwrap();
/// assert!(svg.contains("<title"));
/// assert_eq!(svg.matches("class=\"piece\"").count(), 5);
/// assert_eq!(svg.matches("class=\"mark\"").count(), 2);
/// assert!(render_diagram("8/8/8", &RenderOptions::default()).is_err());
/// // Xiangqi's cannons are not Grand chess's cardinals: a picture, its letters on discs.
/// let svg = render_diagram("4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9", &RenderOptions::default()).unwrap();
/// assert!(svg.contains(">Diagram</title>") && svg.contains(">C</text>"));
/// ```
pub fn render_diagram(text: &str, options: &RenderOptions) -> Result<String, DiagramError> {
    let diagram = if options.picture {
        parse_picture(text)?
    } else {
        parse_diagram(text, options.variant.as_ref())?
    };
    Ok(render(&diagram, options))
}

/// Draws a parsed diagram as a standalone SVG document (`options.variant` and
/// `options.picture` are not used: the diagram already has its game, or none).
///
/// The picture has a `<title>` and a `<desc>` (see [`describe`](super::describe)),
/// `role="img"` and `aria-labelledby`. Ids are prefixed with a hash of the drawing, so
/// several diagrams can be inlined in one HTML page. Pieces are `<use class="piece">`,
/// marks `<use class="mark">`, shadows `<rect class="shadow">`. Each kind of piece is drawn
/// as its game says (its own SVG as an image, its characters, its drawing, else its letter on
/// a disc); a picture's letters `k q r b n p` by their drawings, others on discs. The board is
/// drawn in its game's style: light and dark squares, ruled squares (shogi's), or lines whose
/// points the pieces stand on (xiangqi's).
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
    let rules = d.variant.as_ref().and_then(|v| v.rules());
    let reserve = d
        .reserve
        .as_ref()
        .map(|own| options.reserve.clone().unwrap_or_else(|| own.clone()));
    let description = description(d, orientation, reserve.as_ref());
    let title = match d.game_name() {
        Some(name) => format!("{name} diagram"),
        None => "Diagram".to_string(),
    };
    // The letters drawn, in order of first use: the board's, then the reserves'.
    let mut drawn: Vec<char> = d.pieces().map(|(_, p)| p).collect();
    if let (Some(rules), Some(_)) = (rules, &reserve) {
        drawn.extend(reserve_letters(rules));
    }
    let mut looks: Vec<Look> = Vec::new();
    for &letter in &drawn {
        if !looks
            .iter()
            .any(|l| l.letter == letter.to_ascii_lowercase())
        {
            looks.push(look(d, letter));
        }
    }
    let g = d.geometry;
    let (board_w, board_h) = (g.width as u32 * SQ, g.height as u32 * SQ);
    let left = if options.coordinates { COORD } else { 0 };
    // A band above the board and one below it: the reserves, or the checks left to give.
    let top = match (&reserve, d.checks_left) {
        (Some(_), _) => RESERVE_BAND,
        (None, Some(_)) => CHECKS_BAND,
        (None, None) => 0,
    };
    // The coordinates take as much room below the board as left of it.
    let (total_w, total_h) = (left + board_w, top + board_h + left + top);
    let mut s = Svg {
        out: String::new(),
        prefix: id_prefix(&description, options),
        geometry: g,
        orientation,
        left,
        top,
        looks,
    };
    s.open(&title, &description, options.size, total_w, total_h);
    s.defs(d, &drawn);
    // Italian draughts' board has a1 light: its dark squares are the others.
    let a1_light = (d.variant.as_ref())
        .and_then(|v| v.draughts())
        .is_some_and(|game| game.a1_light);
    match rules.map(|r| (r, r.board_style)) {
        Some((rules, style)) if style != BoardStyle::Squares => {
            s.lines(style, rules, board_w, board_h);
        }
        _ => s.squares(board_w, board_h, a1_light),
    }
    s.contents(d);
    if options.coordinates {
        s.coordinates(left, top, board_h);
    }
    if let (Some(r), Some(rules)) = (&reserve, rules) {
        // The side at the bottom has its reserve below the board.
        let bottom_y = top + board_h + left + (RESERVE_BAND - 100);
        s.reserve(
            rules,
            orientation,
            &r[orientation.index()],
            bottom_y,
            board_w,
        );
        s.reserve(rules, !orientation, &r[(!orientation).index()], 0, board_w);
    } else if let Some(counts) = d.checks_left {
        let bottom_y = top + board_h + left + (CHECKS_BAND - 56);
        s.checks_left(orientation, counts[orientation.index()], bottom_y, board_w);
        s.checks_left(!orientation, counts[(!orientation).index()], 0, board_w);
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
