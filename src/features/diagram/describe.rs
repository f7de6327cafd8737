//! The text description of a diagram: the game, the pieces of each side grouped by kind
//! (named as the game names them; a picture's by their letters), marks, shadows, orientation,
//! side to move, reserves.

use super::{letter_color, Diagram, Reserve};
use crate::core::color::Color;
use crate::core::position::Rules;
use crate::features::search::piece_values;
use std::fmt::Write;
use std::sync::Arc;

/// The text description of a diagram, as in the SVG's `<desc>`: the game, the pieces of each
/// side grouped by kind (the royal ones first, then the strongest, pawns last), marks,
/// shadows, orientation, side to move, reserves.
///
/// ```
/// use fenboard::features::diagram::{parse_diagram, describe};
/// let d = parse_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5", None).unwrap();
/// assert_eq!(
///     describe(&d),
///     "Grand chess diagram. White: queen f5, rook c5. Black: cardinal e3. Marked: c5, f5."
/// );
/// // A picture: its pieces by their letters.
/// let d = parse_diagram("4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9", None).unwrap();
/// assert_eq!(
///     describe(&d),
///     "Diagram of a board of 9 files and 10 ranks. White: C e3, e5. Black: R c5, f5, e10, N e8, C i5."
/// );
/// ```
pub fn describe(diagram: &Diagram) -> String {
    description(diagram, diagram.orientation, diagram.reserve.as_ref())
}

pub(super) fn description(d: &Diagram, orientation: Color, reserve: Option<&Reserve>) -> String {
    let mut s = match d.game_name() {
        Some(name) => format!("{name} diagram."),
        None => format!(
            "Diagram of a board of {} files and {} ranks.",
            d.geometry.width, d.geometry.height
        ),
    };
    let kinds = kinds(d);
    for color in Color::ALL {
        let groups: Vec<String> = kinds
            .iter()
            .filter_map(|kind| group(d, color, kind))
            .collect();
        let pieces = if groups.is_empty() {
            " no pieces".to_string()
        } else {
            format!(" {}", groups.join(", "))
        };
        let _ = write!(s, " {}:{pieces}.", side_name(color));
    }
    if let (Some(r), Some(rules)) = (reserve, d.variant.as_ref().and_then(|v| v.rules())) {
        for color in Color::ALL {
            push_reserve(&mut s, rules, color, &r[color.index()]);
        }
    }
    if let Some([w, b]) = d.checks_left {
        let _ = write!(s, " Checks left to give: White {w}, Black {b}.");
    }
    for (label, squares) in [("Marked", &d.marks), ("Shadowed", &d.shadow)] {
        if !squares.is_empty() {
            let names: Vec<&str> = squares.iter().map(|sq| sq.name()).collect();
            let _ = write!(s, " {label}: {}.", names.join(", "));
        }
    }
    if let Some(c) = d.side_to_move {
        let _ = write!(s, " {} to move.", side_name(c));
    }
    if orientation == Color::Black {
        s.push_str(" Seen from Black's side.");
    }
    s
}

/// A kind of piece as the description groups them: its lowercase letter and its name, in
/// the singular and the plural (a picture's: its capital letter, once).
struct Kind {
    letter: char,
    one: String,
    many: String,
}

/// The kinds of the diagram's game in the description's order: royal kinds first (the one
/// that castles first: Coregal's king before its queen), then the others by worth (the
/// search's), then stand-ins, pawns last; a picture's letters, the
/// orthodox ones first (`k q r b n p`), then the others in alphabetical order.
fn kinds(d: &Diagram) -> Vec<Kind> {
    match d.variant.as_ref().map(|v| v.rules()) {
        Some(Some(rules)) => game_kinds(rules),
        Some(None) => vec![
            Kind {
                letter: 'k',
                one: "king".into(),
                many: "kings".into(),
            },
            Kind {
                letter: 'm',
                one: "man".into(),
                many: "men".into(),
            },
        ],
        None => {
            let mut letters: Vec<char> = d.pieces().map(|(_, p)| p.to_ascii_lowercase()).collect();
            letters.sort_by_key(|&l| ("kqrbnp".find(l).unwrap_or(6), l));
            letters.dedup();
            letters
                .into_iter()
                .map(|l| {
                    let name = l.to_ascii_uppercase().to_string();
                    Kind {
                        letter: l,
                        one: name.clone(),
                        many: name,
                    }
                })
                .collect()
        }
    }
}

/// [`kinds`] of a chess-family game.
fn game_kinds(rules: &Arc<Rules>) -> Vec<Kind> {
    let values = piece_values(rules);
    let castles = rules.castling.map(|c| c.primary);
    let mut roles: Vec<_> = rules.roles().collect();
    roles.sort_by_key(|&r| {
        let class = if castles == Some(r) {
            0
        } else if rules.is_royal(r) {
            1
        } else if rules.is_pawn(r) {
            4
        } else if rules.stand_in == Some(r) {
            3
        } else {
            2
        };
        (class, -values[r.index()], r)
    });
    roles
        .into_iter()
        .map(|r| {
            let name = &rules.piece(r).name;
            Kind {
                letter: rules.letter(r),
                one: name.clone(),
                many: format!("{name}s"),
            }
        })
        .collect()
}

/// The group of a side's pieces of a kind: the kind (plural for several) and their squares,
/// `rooks a1, h1`; `None` if there are none.
fn group(d: &Diagram, color: Color, kind: &Kind) -> Option<String> {
    let squares: Vec<&str> = d
        .pieces()
        .filter(|&(_, p)| letter_color(p) == color && p.to_ascii_lowercase() == kind.letter)
        .map(|(sq, _)| sq.name())
        .collect();
    let name = match squares.len() {
        0 => return None,
        1 => &kind.one,
        _ => &kind.many,
    };
    Some(format!("{name} {}", squares.join(", ")))
}

/// Appends the sentence of a side's reserve: ` White reserve: 2 rooks, 1 queen.`
fn push_reserve(s: &mut String, rules: &Rules, color: Color, counts: &[u8]) {
    let parts: Vec<String> = rules
        .hand_kinds()
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(&r, &n)| {
            let name = &rules.piece(r).name;
            let plural = if n == 1 { "" } else { "s" };
            format!("{n} {name}{plural}")
        })
        .collect();
    let held = if parts.is_empty() {
        "empty".to_string()
    } else {
        parts.join(", ")
    };
    let _ = write!(s, " {} reserve: {held}.", side_name(color));
}

/// `White` or `Black`, as the description starts a sentence of a side.
fn side_name(color: Color) -> &'static str {
    if color == Color::White {
        "White"
    } else {
        "Black"
    }
}
