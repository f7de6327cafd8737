//! The rules pages shipped in www/rules/: every diagram is found, parsed, drawn, and its
//! position is one the engine accepts. A diagram that gives a whole position is a full FEN
//! of its game (its second field `w` or `b`, where a diagram has its marks), as the live
//! boards read it (js/state.js): the game loads it, and its first field, the board, is
//! drawn. A page of a game defined by data includes its definition (`variants/<id>.json`):
//! its diagrams are read, drawn and played as the built-in games' are.

use fenboard::features::diagram::{extract_diagrams, parse_diagram, render_diagram, RenderOptions};
use fenboard::game::{Game, Variant};

/// The game of a page: the definition it includes, else the built-in game it names.
fn page_game(text: &str) -> Variant {
    if let Some(at) = text.find("include ../../variants/") {
        let file = text[at + "include ".len()..]
            .split_whitespace()
            .next()
            .unwrap();
        let json = std::fs::read_to_string(format!("www/rules/{file}")).unwrap();
        return Variant::from_json(&json).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
    let at = text
        .find("data-variant=\"")
        .expect("a page names its variant")
        + 14;
    let id = text[at..].split('"').next().unwrap();
    Variant::builtin(id).unwrap()
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
        let game = page_game(&text);
        let diagrams = extract_diagrams(&text);
        assert!(!diagrams.is_empty(), "{} has diagrams", path.display());
        let opts = RenderOptions {
            variant: Some(game.clone()),
            ..RenderOptions::default()
        };
        for d in diagrams {
            let place = format!("{}: {}", path.display(), d.text);
            assert!(d.caption.is_some(), "{place} has a caption");
            if matches!(d.text.split_ascii_whitespace().nth(1), Some("w" | "b")) {
                Game::new_partial(&game, &d.text).unwrap_or_else(|e| panic!("{place}: {e}"));
                let pos = game.parse_partial(&d.text).unwrap();
                assert!(!pos.legal_moves().is_empty(), "{place}");
                let board = d.text.split_ascii_whitespace().next().unwrap();
                assert!(render_diagram(board, &opts).unwrap().contains("<desc"));
                continue;
            }
            let parsed =
                parse_diagram(&d.text, Some(&game)).unwrap_or_else(|e| panic!("{place}: {e}"));
            assert!(render_diagram(&d.text, &opts).unwrap().contains("<desc"));
            // Every diagram is a position of its game, a partial one (a lone piece) included,
            // with the side to move it implies.
            let fen = parsed
                .playable_fen()
                .unwrap_or_else(|e| panic!("{place}: {e}"));
            Game::new_partial(&game, &fen).unwrap_or_else(|e| panic!("{place}: {fen}: {e}"));
        }
    }
    assert_eq!(pages, 7);
}
