//! Partial positions: rules-page diagrams without royal pieces still show how pieces move.

use fenboard::game::{Game, Variant};

#[test]
fn a_lone_knight_moves_on_and_on() {
    let mut g = Game::new_partial(
        &Variant::builtin("chess").unwrap(),
        "8/8/8/3N4/8/8/8/8 w - - 0 1",
    )
    .unwrap();
    assert_eq!(g.legal_moves().len(), 8);
    g.play("Nf6").unwrap();
    // Black has no piece: the turn comes back to white.
    assert_eq!(g.status().turn, fenboard::core::color::Color::White);
    assert!(
        g.status().outcome.is_none(),
        "an illustration has no insufficient-material draw"
    );
    g.play("Ng8").unwrap();
    g.undo().unwrap();
    assert_eq!(g.fen(), "8/8/5N2/8/8/8/8/8 w - - 1 1");
}

#[test]
fn the_grand_cardinal_diagram_is_playable() {
    let g = Game::new_partial(
        &Variant::builtin("grand").unwrap(),
        "10/10/10/10/10/2R2Q4/10/4c5/10/10 b 0 -",
    )
    .unwrap();
    let mut caps: Vec<String> = g
        .legal_moves()
        .into_iter()
        .filter(|m| !m.captured.is_empty())
        .map(|m| m.san)
        .collect();
    caps.sort();
    assert_eq!(caps, ["Cxc5", "Cxf5"]);
}

#[test]
fn partial_positions_still_obey_the_shared_rules() {
    let err = Variant::builtin("chess")
        .unwrap()
        .parse_partial("8/8/8/8/8/8/8/P7 w - - 0 1")
        .unwrap_err();
    assert!(err.to_string().contains("pawn stands on a1"));
    assert!(
        Game::new(
            &Variant::builtin("chess").unwrap(),
            Some("8/8/8/3N4/8/8/8/8 w - - 0 1")
        )
        .is_err(),
        "a full game still needs kings"
    );
}
