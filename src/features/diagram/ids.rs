//! The ids of a diagram's picture: each starts with a prefix made from what is drawn, so
//! that several diagrams inlined in one HTML page keep their own.

use super::RenderOptions;

/// A short id prefix from a hash of what is drawn (FNV-1a): the description, then the
/// options that change the drawing as `{:?}` writes them (`true`, `Some(400)`, `None`,
/// `Some([[2, 2, 2, 1], [2, 2, 2, 1]])`); `fb` and the hash in 8 hex digits. The ids of the
/// pages already made depend on this text.
pub(super) fn id_prefix(description: &str, options: &RenderOptions) -> String {
    let options = format!(
        "{:?}{:?}{:?}",
        options.coordinates, options.size, options.reserve
    );
    let mut h: u32 = 0x811c_9dc5;
    for &b in description.as_bytes().iter().chain(options.as_bytes()) {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("fb{h:08x}")
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
}
