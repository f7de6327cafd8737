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

/// A game from xiangqi's start position without soldiers ([`NO_SOLDIERS`]), without captures
/// nor repetition, in which white checks
/// 17 times in the last 100 plies (made with pyffish, choosing checks for white).
const NO_SOLDIERS: &str = "rnbakabnr/9/1c5c1/9/9/9/9/1C5C1/9/RNBAKABNR w - - 0 1";
const CHECKING: &str = "b3e3 b8d8 a1a4 d8d3 e3e6 d3d7 e6e9 d7b7 a4a8 h10g8 a8a6 h8h9 h3e3 g10e8 e9c9 d10e9 c9c8 h9g9 a6a2 b7b2 i1i8 a10a7 e3f3 b2b5 f3f6 a7d7 i8i6 b5a5 i6i9 g8h6 c8c7 i10g10 f6f9 a5a8 c7c4 g9g4 i9i3 d7d5 f9f8 g4g8 c1a3 d5d2 i3b3 e10d10 g1e3 b10c8 b3d3 c8d6 c4d4 d6c8 d4g4 e9d8 g4d4 c8d6 a2c2 g10g9 d4h4 g8i8 f8f6 g9g2 h4b4 i8i9 b4b10 d10d9 b1c3 g2g9 e3g1 d6e4 f6d6 d8e9 d6b6 a8d8 b6d6 d8c8 d6g6 c8d8 b10b6 d2i2 b6d6 d8c8 c2f2 c10a8 g6g3 h6f7 d6f6 f7d8 d3d4 d9d10 g3g4 d10d9 f6f9 e9f8 a3c1 c8c9 f2g2 c9c8 d4d2 e4f2 g4d4 d9e9 d4e4 e9d9 g2g7 i9i5 e4d4 i5d5 d2e2 i2i6 g7g2 i6i8 e2c2 c8b8 g1i3 i8g8";

#[test]
fn checks_past_ten_lengthen_the_move_rule() {
    // 100 plies without a capture would draw; white's 7 checks past ten add 14 plies, after
    // which the game is drawn (Fairy-Stockfish ends it at ply 114 too).
    let mut g = Game::new(&shipped("xiangqi"), Some(NO_SOLDIERS)).unwrap();
    for (i, m) in CHECKING.split(' ').enumerate() {
        assert_eq!(g.status().outcome, None, "ply {i}");
        g.play(m).unwrap();
    }
    assert_eq!(g.history().len(), 114);
    let end = g.status().outcome.unwrap();
    assert_eq!((end.winner, end.reason), (None, OutcomeReason::FiftyMoves));
    // Without the rule on chasing, the move rule ends it at ply 100.
    let mut def: serde_json::Value =
        serde_json::from_str(&common::shipped_json("xiangqi").unwrap()).unwrap();
    def["id"] = "xiangqi-no-chasing".into();
    def.as_object_mut().unwrap().remove("chasing");
    let mut g = Game::new(
        &fenboard::Variant::from_json(&def.to_string()).unwrap(),
        Some(NO_SOLDIERS),
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
