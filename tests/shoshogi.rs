//! Sho shogi (variants/shoshogi.json): the drunk elephant promoting to a crown prince, a
//! second king, and `extinction` with `together` and `pseudoRoyal`: a side loses when it has
//! neither left, and whichever it has alone is royal. Each rule on a position built for it,
//! with the moves Fairy-Stockfish gives there; the whole game is compared with Fairy-Stockfish
//! in tests/node/define-oracle.

use fenboard::core::outcome::{Outcome, OutcomeReason};
use fenboard::features::explain::{explain_move, Options, Reason, Verdict};
use fenboard::Color;

mod common;
use common::{
    shipped as game, shipped_after as after, shipped_json, shipped_moves as moves, shipped_perft,
};

/// The error of Sho shogi's definition changed by `change` (under another id).
fn definition_error(change: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut def: serde_json::Value =
        serde_json::from_str(&shipped_json("shoshogi").unwrap()).unwrap();
    def["id"] = "shoshogi-test".into();
    change(&mut def);
    match fenboard::Variant::from_json_extending(&def.to_string(), &shipped_json) {
        Ok(_) => panic!("the changed definition compiled"),
        Err(e) => e.to_string(),
    }
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

fn check(fen: &str) -> bool {
    game("shoshogi").parse(fen).unwrap().status().check
}

fn outcome(fen: &str) -> Option<Outcome> {
    game("shoshogi").parse(fen).unwrap().status().outcome
}

#[test]
fn perft_from_the_start_is_fairy_stockfishs() {
    assert_eq!(shipped_perft("shoshogi", 3), [26, 676, 17368]);
}

#[test]
fn a_lone_king_is_royal_and_a_king_with_its_crown_prince_is_not() {
    // Alone, the king attacked by the rook is in check.
    let alone = "4k4/9/9/9/9/9/9/4r4/4K4 w - - 0 1";
    assert!(check(alone));
    assert_eq!(moves("shoshogi", alone), sorted(&["e1d1", "e1f1", "e1e2"]));
    // With the crown prince (the promoted drunk elephant, `+E`), neither is royal: no check,
    // and the king may stay attacked or step to an attacked square.
    let both = "4k4/9/9/9/9/9/9/4r4/+E3K4 w - - 0 1";
    assert!(!check(both));
    let all = [
        "a1b1", "a1a2", "a1b2", "e1d1", "e1f1", "e1d2", "e1e2", "e1f2",
    ];
    assert_eq!(moves("shoshogi", both), sorted(&all));
    // The king taken, the crown prince alone is royal, and in check.
    let taken = after("shoshogi", &both.replace(" w ", " b "), &["e2e1"]);
    assert_eq!(taken, "4k4/9/9/9/9/9/9/9/+E3r4 w - - 0 2");
    assert!(check(&taken));
    assert_eq!(moves("shoshogi", &taken), sorted(&["a1a2", "a1b2"]));
}

#[test]
fn the_kings_royalty_is_the_one_before_the_move() {
    // The elephant may promote on e9, but not while it leaves the lone king attacked: the
    // king is royal as the move is played (Fairy-Stockfish's rule).
    let fen = "k8/4E4/9/9/9/9/9/9/r3K4 w - - 0 1";
    assert_eq!(moves("shoshogi", fen), sorted(&["e1f2", "e1e2", "e1d2"]));
    let v = game("shoshogi");
    let Verdict::Illegal(e) = explain_move(&v, fen, "e8", "e9", &Options::default()).unwrap()
    else {
        panic!("e8e9 is legal")
    };
    assert_eq!(e.reason, Reason::LeavesRoyalAttacked);
    assert_eq!(
        e.message,
        "Your king on e1 is in check from the rook on a1, and this move does not parry it."
    );
    // Safe, the elephant promotes into the crown prince, written `+E`.
    let safe = "k8/4E4/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(
        after("shoshogi", safe, &["e8e9+"]),
        "k3+E4/9/9/9/9/9/9/9/4K4 b - - 0 1"
    );
}

#[test]
fn a_side_with_neither_king_nor_prince_has_lost() {
    assert_eq!(
        outcome("9/9/9/9/9/9/9/9/4K4 b - - 0 1"),
        Some(Outcome {
            winner: Some(Color::White),
            reason: OutcomeReason::Extinction
        })
    );
    assert_eq!(outcome("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1"), None);
}

#[test]
fn the_new_fields_are_named_when_wrong() {
    assert_eq!(
        definition_error(|d| d["extinction"]["pseudoRoyal"] = "yes".into()),
        "extinction.pseudoRoyal: must be true or false"
    );
    assert_eq!(
        definition_error(|d| d["extinction"]["pieces"] = "all".into()),
        "extinction.together: is true, but pieces names no kinds to count together"
    );
}
