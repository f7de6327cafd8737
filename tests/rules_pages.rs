//! The rules pages shipped in www/rules/: every diagram is found, parsed, drawn, and its
//! position is one the engine accepts (for the games the engine plays). A diagram that
//! gives a whole position is a full FEN of its game (its second field `w` or `b`, where a
//! diagram has its marks), as the live boards read it (js/state.js): the game loads it, and
//! its first field, the board, is drawn. A page of a game defined by data includes its
//! definition (`variants/<id>.json`), which is defined first.

use fenboard::features::diagram::{extract_diagrams, parse_diagram, render_diagram, RenderOptions};
use fenboard::game;

fn page_variant(text: &str) -> String {
    let at = text
        .find("data-variant=\"")
        .expect("a page names its variant")
        + 14;
    text[at..].split('"').next().unwrap().to_string()
}

/// Defines the game of a page that includes its definition (a `fenboard-variant` block);
/// returns whether it did.
fn define_page_game(text: &str) -> bool {
    let Some(at) = text.find("include ../../variants/") else {
        return false;
    };
    let file = text[at + "include ".len()..]
        .split_whitespace()
        .next()
        .unwrap();
    let json = std::fs::read_to_string(format!("www/rules/{file}")).unwrap();
    fenboard::define_variant(&json).unwrap_or_else(|e| panic!("{file}: {e}"));
    true
}

#[test]
fn every_diagram_of_every_rules_page_parses_renders_and_loads() {
    let mut pages = 0;
    for entry in std::fs::read_dir("www/rules").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("pug") {
            continue;
        }
        pages += 1;
        let text = std::fs::read_to_string(&path).unwrap();
        let variant = page_variant(&text);
        // A defined game's pieces are drawn by the live boards (js/sprite.js), not by render_diagram.
        let drawn = !define_page_game(&text);
        let diagrams = extract_diagrams(&text);
        assert!(!diagrams.is_empty(), "{} has diagrams", path.display());
        for d in diagrams {
            if matches!(d.text.split_ascii_whitespace().nth(1), Some("w" | "b")) {
                game::Game::new_partial(&variant, &d.text)
                    .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), d.text));
                assert!(game::legal_moves(&variant, &d.text).is_ok_and(|m| !m.is_empty()));
                let board = d.text.split_ascii_whitespace().next().unwrap();
                let opts = RenderOptions {
                    variant: Some(variant.clone()),
                    ..RenderOptions::default()
                };
                assert!(!drawn || render_diagram(board, &opts).unwrap().contains("<desc"));
                assert!(
                    d.caption.is_some(),
                    "{}: {} has a caption",
                    path.display(),
                    d.text
                );
                continue;
            }
            let parsed = parse_diagram(&d.text, Some(&variant))
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(
                d.caption.is_some(),
                "{}: diagram {} has a caption",
                path.display(),
                d.text
            );
            let opts = RenderOptions {
                variant: Some(variant.clone()),
                ..RenderOptions::default()
            };
            assert!(render_diagram(&d.text, &opts).unwrap().contains("<desc"));
            if game::Variant::from_id(&variant).is_ok()
                && parsed
                    .pieces()
                    .any(|(_, p)| p.role == fenboard::game::AnyRole::King)
            {
                let fen = parsed
                    .playable_fen()
                    .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), d.text));
                assert!(game::legal_moves(&variant, &fen).is_ok());
            }
        }
    }
    assert_eq!(pages, 6);
}
