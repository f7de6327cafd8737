//! The ids of a diagram's picture: each starts with a prefix made from what is drawn, so
//! that several diagrams inlined in one HTML page keep their own.

use super::RenderOptions;
use crate::util::text::{owned, push, push_char, push_decimal};

/// A short id prefix from a hash of what is drawn (FNV-1a): the description, then the
/// options as [`options_text`] writes them; `fb` and the hash in 8 hex digits.
pub(super) fn id_prefix(description: &str, options: &RenderOptions) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in description
        .as_bytes()
        .iter()
        .chain(options_text(options).as_bytes())
    {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    let mut prefix = owned("fb");
    for k in (0..8).rev() {
        push_char(
            &mut prefix,
            char::from(b"0123456789abcdef"[(h >> (4 * k)) as usize & 15]),
        );
    }
    prefix
}

/// The options that change the drawing, as `{:?}` writes them (`true`, `Some(400)`, `None`,
/// `Some([[2, 2, 2, 1], [2, 2, 2, 1]])`), written without the Debug machinery. The ids of
/// the pages already made depend on this text.
fn options_text(options: &RenderOptions) -> String {
    let mut s = owned(if options.coordinates { "true" } else { "false" });
    match options.size {
        Some(n) => {
            push(&mut s, "Some(");
            push_decimal(&mut s, n.into());
            push(&mut s, ")");
        }
        None => push(&mut s, "None"),
    }
    match options.reserve {
        Some(r) => {
            let mut sep = "Some([[";
            for side in r {
                for n in side {
                    push(&mut s, sep);
                    sep = ", ";
                    push_decimal(&mut s, n.into());
                }
                sep = "], [";
            }
            push(&mut s, "]])");
        }
        None => push(&mut s, "None"),
    }
    s
}

#[cfg(test)]
mod tests {
    use super::super::render_diagram;
    use super::*;

    #[test]
    fn ids_differ_between_diagrams() {
        let o = RenderOptions::default();
        let a = render_diagram("8/8/8/8/8/8/8/K7", &o).unwrap();
        let b = render_diagram("8/8/8/8/8/8/8/k7", &o).unwrap();
        let id = |s: &str| s.split("id=\"").nth(1).unwrap()[..10].to_string();
        assert_ne!(id(&a), id(&b));
    }

    #[test]
    fn options_text_is_their_debug_text() {
        let options = [
            RenderOptions::default(),
            RenderOptions {
                coordinates: false,
                size: Some(400),
                reserve: Some([[2, 2, 2, 1], [0, 10, 255, 3]]),
                ..RenderOptions::default()
            },
        ];
        for o in options {
            let debug = format!("{:?}{:?}{:?}", o.coordinates, o.size, o.reserve);
            assert_eq!(options_text(&o), debug);
        }
    }
}
