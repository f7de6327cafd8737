//! The text description of a diagram: the variant, the pieces of each side grouped by
//! kind, marks, shadows, orientation, side to move, reserves.

use super::{Diagram, Reserve, RESERVE_ROLES};
use crate::core::color::Color;
use crate::core::geometry::Square;
use crate::game::{AnyPiece, AnyRole};
use crate::util::text::{push, push_decimal};

/// The text description of a diagram, as in the SVG's `<desc>`: the variant, the pieces
/// of each side grouped by kind, marks, shadows, orientation, side to move, reserves.
///
/// ```
/// use fenboard::features::diagram::{parse_diagram, describe};
/// let d = parse_diagram("10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5", None).unwrap();
/// assert_eq!(
///     describe(&d),
///     "Grand chess diagram. White: queen f5, rook c5. Black: cardinal e3. Marked: c5, f5."
/// );
/// ```
pub fn describe(diagram: &Diagram) -> String {
    description(diagram, diagram.orientation, diagram.reserve)
}

pub(super) fn description(d: &Diagram, orientation: Color, reserve: Option<Reserve>) -> String {
    /// The order of the groups of a side.
    const ORDER: [AnyRole; 11] = [
        AnyRole::King,
        AnyRole::Queen,
        AnyRole::Marshall,
        AnyRole::Cardinal,
        AnyRole::Rook,
        AnyRole::Bishop,
        AnyRole::Knight,
        AnyRole::Undefined,
        AnyRole::Pawn,
        AnyRole::DraughtsKing,
        AnyRole::Man,
    ];
    let mut s = String::new();
    push(&mut s, d.variant.name());
    push(&mut s, " diagram.");
    for color in Color::ALL {
        push(&mut s, side_name(color));
        push(&mut s, ":");
        // Groups of a kind: " queen f5, rook c5", " rooks a1, h1".
        let mut sep = " ";
        for role in ORDER {
            if push_group(&mut s, d, AnyPiece::new(color, role), sep) {
                sep = ", ";
            }
        }
        push(&mut s, if sep == " " { " no pieces." } else { "." });
    }
    if let Some(r) = reserve {
        for color in Color::ALL {
            push_reserve(&mut s, color, r[color.index()]);
        }
    }
    for (label, squares) in [(" Marked: ", &d.marks), (" Shadowed: ", &d.shadow)] {
        if !squares.is_empty() {
            let mut sep = label;
            for &sq in squares {
                push_square(&mut s, sep, sq);
                sep = ", ";
            }
            push(&mut s, ".");
        }
    }
    if let Some(c) = d.side_to_move {
        push(&mut s, side_name(c));
        push(&mut s, " to move.");
    }
    if orientation == Color::Black {
        push(&mut s, " Seen from Black's side.");
    }
    s
}

/// Appends the group of the pieces of a kind, after `sep`: the kind (plural for several)
/// and their squares, `rooks a1, h1`. Returns whether there is one.
#[inline(never)]
fn push_group(s: &mut String, d: &Diagram, piece: AnyPiece, sep: &str) -> bool {
    let mut count = 0;
    for (_, p) in d.pieces() {
        count += usize::from(p == piece);
    }
    if count == 0 {
        return false;
    }
    push(s, sep);
    push_role_name(s, piece.role, count);
    let mut sep = " ";
    for (sq, p) in d.pieces() {
        if p == piece {
            push_square(s, sep, sq);
            sep = ", ";
        }
    }
    true
}

/// Appends `sep` and the name of `sq` (out of line: one copy of the name's lookup).
#[inline(never)]
fn push_square(s: &mut String, sep: &str, sq: Square) {
    push(s, sep);
    push(s, sq.name());
}

/// Appends the sentence of a side's reserve: ` White reserve: 2 rooks, 1 queen.`
#[inline(never)]
fn push_reserve(s: &mut String, color: Color, counts: [u8; 4]) {
    push(s, side_name(color));
    push(s, " reserve: ");
    let mut sep = "";
    for (i, &role) in RESERVE_ROLES.iter().enumerate() {
        let n = counts[i];
        if n > 0 {
            push(s, sep);
            sep = ", ";
            push_decimal(s, n.into());
            push(s, " ");
            push_role_name(s, role.into(), n.into());
        }
    }
    push(s, if sep.is_empty() { "empty." } else { "." });
}

/// " White" or " Black", as the description starts a sentence of a side.
fn side_name(color: Color) -> &'static str {
    if color == Color::White {
        " White"
    } else {
        " Black"
    }
}

/// The name of a kind of piece, plural unless `count` is 1 ("rook", "rooks", "men").
fn push_role_name(s: &mut String, role: AnyRole, count: usize) {
    if count != 1 && role == AnyRole::Man {
        push(s, "men");
    } else {
        push(s, role.name());
        if count != 1 {
            push(s, "s");
        }
    }
}
