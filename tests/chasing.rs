//! Xiangqi's rule on chasing (variants/xiangqi.json's `chasing`), as Fairy-Stockfish plays it:
//! each game here is a hand-made repetition whose end pyffish (Fairy-Stockfish 0.0.90) gives
//! alike; tests/node/repetition-oracle compares thousands of random chases with ffish. Which
//! pieces a single move chases is tested in src/core/chasing.rs.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::game::Game;

mod common;
use common::{shipped, shipped_definition_error as error};

/// The outcome of a game of xiangqi from `fen` after `played` (UCI, spaced), and how many
/// moves were played before it ended.
fn outcome(fen: &str, played: &str) -> (usize, Option<(Option<Color>, OutcomeReason)>) {
    let mut g = Game::new(&shipped("xiangqi"), Some(fen)).unwrap();
    for (i, m) in played.split(' ').enumerate() {
        if g.status().outcome.is_some() {
            return (i, g.status().outcome.map(|o| (o.winner, o.reason)));
        }
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let n = g.history().len();
    (n, g.status().outcome.map(|o| (o.winner, o.reason)))
}

/// A chariot (i7, i8) attacks a horse that flees between a8 and c7, back and forth.
const CHASE: &str = "i7i8 a8c7 i8i7 c7a8 i7i8 a8c7 i8i7 c7a8 i7i8";

#[test]
fn a_chariot_chasing_an_unprotected_horse_loses() {
    // The third occurrence comes after 8 plies: white, to move, chased with every move.
    assert_eq!(
        outcome("5k3/9/n8/8R/9/9/9/9/9/3K5 w - - 0 1", CHASE),
        (8, Some((Some(Color::Black), OutcomeReason::Chasing)))
    );
}

#[test]
fn a_protected_piece_is_not_chased() {
    // The chariots on a10 and c10 protect a8 and c7: a plain repetition, drawn.
    assert_eq!(
        outcome("r1r2k3/9/n8/8R/9/9/9/9/9/3K5 w - - 0 1", CHASE),
        (8, Some((None, OutcomeReason::ThreefoldRepetition)))
    );
}

#[test]
fn a_soldier_across_the_river_is_chased() {
    // The black soldier on a4 and b4 is across the river (a soldier on its own side cannot go
    // back and forth, so that no repetition chases it: src/core/chasing.rs tests that one move
    // does not).
    assert_eq!(
        outcome(
            "5k3/1R7/9/9/9/9/p8/9/9/3K5 w - - 0 1",
            "b9a9 a4b4 a9b9 b4a4 b9a9 a4b4 a9b9 b4a4 b9a9"
        ),
        (8, Some((Some(Color::Black), OutcomeReason::Chasing)))
    );
}

#[test]
fn attacks_of_a_kind_on_its_own_kind_are_no_chase() {
    // The chariots attack each other: no chase, a draw; a cannon in the chariot's place, which
    // does not attack back, is chased.
    let moves = "i6i8 a8a6 i8i6 a6a8 i6i8 a8a6 i8i6 a6a8 i6i8";
    assert_eq!(
        outcome("5k3/9/r8/9/8R/9/9/9/9/3K5 w - - 0 1", moves),
        (8, Some((None, OutcomeReason::ThreefoldRepetition)))
    );
    assert_eq!(
        outcome("5k3/9/c8/9/8R/9/9/9/9/3K5 w - - 0 1", moves),
        (8, Some((Some(Color::Black), OutcomeReason::Chasing)))
    );
}

#[test]
fn both_sides_chasing_draw() {
    // Each chariot on a3 and i8 steps aside, uncovering the chariot behind it on the horse
    // across the board (a7, i4), and back, attacking that horse itself: each side chases with
    // every move. Both: a draw; either alone loses.
    let moves = "a3b3 i8h8 b3a3 h8i8 a3b3 i8h8 b3a3 h8i8 a3b3";
    assert_eq!(
        outcome("5k2r/9/8r/n8/9/9/8N/R8/9/R2K5 w - - 0 1", moves),
        (8, Some((None, OutcomeReason::Chasing)))
    );
    assert_eq!(
        outcome("5k2r/9/8r/n8/9/9/9/R8/9/R2K5 w - - 0 1", moves),
        (8, Some((Some(Color::Black), OutcomeReason::Chasing)))
    );
    assert_eq!(
        outcome("5k2r/9/8r/9/9/9/8N/R8/9/R2K5 w - - 0 1", moves),
        (8, Some((Some(Color::White), OutcomeReason::Chasing)))
    );
}

#[test]
fn perpetual_check_goes_before_a_chase() {
    // White's chariot checks with every move; each move of the black general uncovers a cannon
    // attacking the chariot (a cannon chases a chariot, protected or not): the checks lose.
    assert_eq!(
        outcome(
            "cn1k5/cn5R1/9/9/9/9/9/9/9/4K4 w - - 0 1",
            "h9h10 d10d9 h10h9 d9d10 h9h10 d10d9 h10h9 d9d10 h9h10"
        ),
        (8, Some((Some(Color::Black), OutcomeReason::PerpetualCheck)))
    );
}

/// Xiangqi's start without soldiers but the middle ones (which keep the generals apart).
const FEW_SOLDIERS: &str = "rnbakabnr/9/1c5c1/4p4/9/9/4P4/1C5C1/9/RNBAKABNR w - - 0 1";
/// A game from [`FEW_SOLDIERS`] without captures nor repetition, white checking where it can
/// most of the time, that Fairy-Stockfish draws by the move rule at ply 118.
const CHECKING: &str = "i1i7 b8b9 b3b8 i10i9 h3e3 h8h4 h1g3 h4h1 b8d8 h1h6 d8d5 b9b8 d5e5 i9e9 e3e2 h6h4 i7i4 h4h1 a1a9 b8b9 e5i5 g10i8 i4i2 h1h8 i2g2 i8g6 i5i4 c10e8 e2a2 e9f9 a9a6 f10e9 i4i10 e9f10 i10i6 b9b6 g2i2 h8h2 a2a3 a10a7 a3a2 h2h5 i2h2 a7b7 e1e2 f9h9 a2c2 h10f9 a6a1 e10e9 a1a9 b10d9 h2h1 b6e6 e2f2 h5a5 c2c9 e9e10 c9c10 e10e9 i6i5 b7b3 i5i9 a5a3 c10c9 e9e10 i9i7 h9h5 i7i10 f9h10 c9c10 e10e9 c10c9 d9c7 c9c10 c7b9 c10c5 a3a2 a9a4 b3b7 c5c6 e9e10 c6c10 d10e9 h1h4 h5h9 c10c9 a2d2 a4a10 e9d10 c9c3 e6f6 c3c10 d10e9 c10c3 b9d10 c3c10 d10c8 c10c9 e9d10 c9c10 e10e9 a10a9 b7b9 i10i9 h9h6 e4e5 h10g8 h4a4 h6h1 g3e4 c8b10 i9h9 f6e6 b1a3 e6b6 a3c2 b9c9";

#[test]
fn checks_past_ten_lengthen_the_move_rule() {
    // 100 plies without a capture would draw; white's checks past ten lengthen the count to
    // ply 118, where Fairy-Stockfish ends it too.
    let mut g = Game::new(&shipped("xiangqi"), Some(FEW_SOLDIERS)).unwrap();
    for (i, m) in CHECKING.split(' ').enumerate() {
        assert_eq!(g.status().outcome, None, "ply {i}");
        g.play(m).unwrap();
    }
    assert_eq!(g.history().len(), 118);
    let end = g.status().outcome.unwrap();
    assert_eq!((end.winner, end.reason), (None, OutcomeReason::FiftyMoves));
    // Without the rule on chasing, the move rule ends it at ply 100.
    let mut def: serde_json::Value =
        serde_json::from_str(&common::shipped_json("xiangqi").unwrap()).unwrap();
    def["id"] = "xiangqi-no-chasing".into();
    def.as_object_mut().unwrap().remove("chasing");
    let mut g = Game::new(
        &fenboard::Variant::from_json(&def.to_string()).unwrap(),
        Some(FEW_SOLDIERS),
    )
    .unwrap();
    for m in CHECKING.split(' ') {
        if g.status().outcome.is_some() {
            break;
        }
        g.play(m).unwrap();
    }
    assert_eq!(g.history().len(), 100);
    assert_eq!(
        g.status().outcome.unwrap().reason,
        OutcomeReason::FiftyMoves
    );
}

#[test]
fn the_field_names_its_errors() {
    assert_eq!(
        error("xiangqi", |d| d["chasing"]["horse"] = "x".into()),
        "chasing.horse: 'x' is no piece of the game"
    );
    assert_eq!(
        error("xiangqi", |d| d["chasing"]["rule"] = "asian".into()),
        "chasing.rule: 'asian' is not \"axf\" (the only rule on chasing: Fairy-Stockfish's)"
    );
    assert_eq!(
        error("xiangqi", |d| d["chasing"]["cannon"] = "r".into()),
        "chasing.cannon: 'r' is the chariot already"
    );
    assert!(error("xiangqi", |d| {
        d["chasing"].as_object_mut().unwrap().remove("soldier");
    })
    .starts_with("chasing.soldier: "),);
    let mut manchu: serde_json::Value =
        serde_json::from_str(&common::shipped_json("manchu").unwrap()).unwrap();
    manchu["id"] = "manchu-chasing".into();
    manchu["chasing"] = serde_json::from_str(
        r#"{"rule": "axf", "general": "k", "advisor": "a", "elephant": "b", "horse": "n", "chariot": "r", "cannon": "c", "soldier": "p"}"#,
    )
    .unwrap();
    let e = fenboard::Variant::from_json(&manchu.to_string()).unwrap_err();
    assert!(
        e.to_string().starts_with("chasing: 'm' (")
            && e.to_string().contains("is none of the kinds"),
        "{e}"
    );
}
