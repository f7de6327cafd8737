//! The makruk family and shatar as definitions (variants/*.json): makpong's king kept in place
//! when in check, Cambodian chess's first moves and their rights in the castling field, the
//! Cambodian and ASEAN counting rules, kar ouk's first check, and shatar's mate rules. Each
//! rule on a position built for it (the results are Fairy-Stockfish's, npm ffish 0.7.10); the
//! whole games are compared with Fairy-Stockfish in tests/node/define-oracle.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
use serde_json::json;

mod common;
use common::{
    shipped as game, shipped_after as after, shipped_definition_error as definition_error,
    shipped_moves as moves, shipped_perft,
};

/// The outcome of a position: the winner and the reason.
fn outcome(id: &str, fen: &str) -> Option<(Option<Color>, OutcomeReason)> {
    let o = game(id).parse(fen).unwrap().status().outcome?;
    Some((o.winner, o.reason))
}

#[test]
fn perft_from_the_start_is_fairy_stockfish_s() {
    // ffish's perft of its own games, through its public API.
    assert_eq!(shipped_perft("makpong", 3), [23, 529, 12012]);
    assert_eq!(shipped_perft("cambodian", 3), [25, 625, 15031]);
    assert_eq!(shipped_perft("karouk", 3), [25, 625, 15031]);
    assert_eq!(shipped_perft("asean", 3), [23, 529, 12012]);
    assert_eq!(shipped_perft("shatar", 3), [20, 400, 8426]);
}

#[test]
fn a_makpong_king_in_check_only_takes_its_one_checker() {
    let fen = "4k3/8/8/8/8/8/8/2rK4 w - - 0 1";
    assert_eq!(moves("makruk", fen), ["d1c1", "d1d2", "d1e2"]);
    assert_eq!(moves("makpong", fen), ["d1c1"]);
    // Two checkers: the king may take neither, and is mated where it could have fled.
    let two = "4k3/8/8/8/8/8/2n5/r2K4 w - - 0 1";
    assert!(moves("makpong", two).is_empty());
    assert_eq!(
        outcome("makpong", two),
        Some((Some(Color::Black), OutcomeReason::Checkmate))
    );
    let o = Options {
        lang: Lang::En,
        ..Options::default()
    };
    match explain_move(&game("makpong"), fen, "d1", "d2", &o).unwrap() {
        Verdict::Illegal(e) => {
            assert!(e.message.contains("in check may not move"), "{}", e.message)
        }
        Verdict::Legal => panic!("d1-d2 is legal"),
    }
}

#[test]
fn cambodian_first_moves_are_kept_in_the_castling_field() {
    let start = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";
    // The king leaps as a knight to the rank ahead; the met's double step waits for e3 to empty.
    let first: Vec<String> = moves("cambodian", start)
        .into_iter()
        .filter(|m| ["d1b2", "d1f2", "e1e3"].contains(&m.as_str()))
        .collect();
    assert_eq!(first, ["d1b2", "d1f2"]);
    assert_eq!(
        after("cambodian", start, &["d1b2"]),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1"
    );
    // The met steps two squares forward, here to block a check... and a king in check does not leap.
    let checked = "4k3/8/8/8/8/8/4r3/3KM3 w DE - 0 1";
    assert_eq!(
        moves("cambodian", checked),
        ["d1c1", "d1e2", "e1d2", "e1e3", "e1f2"]
    );
    assert_eq!(
        moves("cambodian", "3rk3/8/8/8/8/8/8/3KM3 w DE - 0 1"),
        ["d1c1", "d1c2", "d1e2", "e1d2"]
    );
    // A rook that comes to the king's file or rank takes its right away, whatever stands between;
    // White, with two pieces against two, then counts the board's honour (63 moves).
    let aimed = "4k3/8/8/r7/8/8/8/3KM3 b DE - 0 1";
    assert_eq!(
        after("cambodian", aimed, &["a5d5"]),
        "4k3/8/8/3r4/8/8/8/3KM3 w E 126 0 2"
    );
    assert_eq!(
        after("cambodian", aimed, &["a5a1"]),
        "4k3/8/8/8/8/8/8/r2KM3 w E 126 0 2"
    );
    // A first move refused says why: the right lost, or the king in check.
    let why = |fen: &str, from: &str, to: &str| {
        let o = Options {
            lang: Lang::En,
            ..Options::default()
        };
        match explain_move(&game("cambodian"), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => (e.reason.code(), e.message),
            Verdict::Legal => panic!("{from}-{to} is legal"),
        }
    };
    assert_eq!(
        why("r3k3/8/8/8/8/8/8/3KM3 w E - 0 1", "d1", "b2"),
        (
            "first-move-lost",
            "The king may move so only as its first move, and has lost that right.".to_string()
        )
    );
    assert_eq!(
        why("3rk3/8/8/8/8/8/8/3KM3 w DE - 0 1", "d1", "b2"),
        (
            "first-move-lost",
            "The king may not make its first move while in check.".to_string()
        )
    );
    // A right on a square where no piece with first moves stands is an error naming it.
    let err = game("cambodian")
        .parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w ADEde - 0 1")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("'A' but no white piece with first moves stands on a1"),
        "{err}"
    );
}

#[test]
fn the_counting_rules_of_cambodia_and_asean() {
    // Cambodian: a side with three pieces or fewer counts the board's honour, pawns or not.
    let fen = "4k3/4p3/8/8/8/8/3PP3/R2K1R2 w - - 0 1";
    assert_eq!(
        after("cambodian", fen, &["a1a2"]),
        "4k3/4p3/8/8/8/8/R2PP3/3K1R2 b - 126 0 1"
    );
    assert_eq!(
        after("makruk", fen, &["a1a2"]),
        "4k3/4p3/8/8/8/8/R2PP3/3K1R2 b - - 1 1"
    );
    // ASEAN: a bare king against a rook counts 16 moves, from nothing.
    assert_eq!(
        after("asean", "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", &["a1a2"]),
        "4k3/8/8/8/8/8/R7/3K4 b - 32 0 1"
    );
    assert_eq!(outcome("asean", "4k3/8/8/8/8/8/8/R2K4 b - 32 30 1"), None);
    assert_eq!(
        outcome("asean", "4k3/8/8/8/8/8/8/R2K4 b - 32 33 1"),
        Some((None, OutcomeReason::Counting))
    );
}

#[test]
fn kar_ouk_is_won_by_the_first_check() {
    let fen = "4k3/8/8/8/8/8/8/R2K4 w - - 1+1 0 1";
    assert_eq!(
        after("karouk", fen, &["a1a8"]),
        "R3k3/8/8/8/8/8/8/3K4 b - 30 0+1 6 1"
    );
    assert_eq!(
        outcome("karouk", "R3k3/8/8/8/8/8/8/3K4 b - 30 0+1 6 1"),
        Some((Some(Color::White), OutcomeReason::Checks))
    );
}

#[test]
fn shatar_mates_win_only_after_a_shak_and_never_by_knights_alone() {
    // A rook's mate wins; a knight's alone is forbidden and wins for the side mated.
    assert_eq!(
        outcome("shatar", "R5k1/8/6K1/8/8/p7/P7/8 b - - 0 1"),
        Some((Some(Color::White), OutcomeReason::Checkmate))
    );
    assert_eq!(
        outcome("shatar", "7k/4NN2/6K1/8/8/p7/P7/8 b - - 0 1"),
        Some((Some(Color::Black), OutcomeReason::ForbiddenMate))
    );
    // A bishop's mate with no shak before it is a draw (niol)...
    let niol = "6k1/3N4/6K1/3B4/8/p7/P7/7R b - - 0 1";
    assert_eq!(outcome("shatar", niol), Some((None, OutcomeReason::Niol)));
    // ...but it wins when it ends checks in a row that began with a rook's.
    let v = game("shatar");
    let mut g =
        fenboard::game::Game::new(&v, Some("7k/3N4/6K1/8/4B3/p7/P7/6R1 w - - 0 1")).unwrap();
    for m in ["g1h1", "h8g8", "e4d5"] {
        g.play(m).unwrap();
    }
    let o = g.status().outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::White), OutcomeReason::Checkmate)
    );
    // A bare king draws (robado).
    assert_eq!(
        outcome("shatar", "7k/8/6K1/8/8/8/8/8 w - - 0 1"),
        Some((None, OutcomeReason::Extinction))
    );
}

#[test]
fn bad_rules_of_these_games_name_their_field() {
    let refusal = |extra: &str| {
        let json = format!(
            r#"{{"id": "bad", "board": {{"width": 4, "height": 4}}, "start": "k3/4/4/3K w - - 0 1",
            "pieces": [{{"letter": "k", "betza": "K", "royal": true{extra}}}, {{"letter": "r", "betza": "R"}}]}}"#
        );
        fenboard::game::Variant::from_json(&json)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refusal(r#", "firstMoves": {"betza": "fD"}"#),
        "pieces[0].firstMoves.betza: 'fD': first moves go to empty squares (m), leaping or riding, never capturing or hopping"
    );
    assert_eq!(
        refusal(r#", "firstMoves": {"betza": "mfD", "lostTo": ["q"]}"#),
        "pieces[0].firstMoves.lostTo[0]: 'q' is no piece of the game"
    );
    assert_eq!(
        refusal(r#", "firstMoves": {"betza": "mfD", "lostTo": "r"}"#),
        "pieces[0].firstMoves.lostTo: must be an array"
    );
    let mate = definition_error("shatar", |d| d["mateRules"]["notOnlyBy"] = json!(["x"]));
    assert_eq!(mate, "mateRules.notOnlyBy[0]: 'x' is no piece of the game");
    let few = definition_error("asean", |d| d["counting"]["boardAtMost"] = json!(1));
    assert!(few.starts_with("counting.boardAtMost: 1 is not"), "{few}");
    let honour = definition_error("asean", |d| d["counting"]["otherwise"] = json!(true));
    assert!(honour.starts_with("counting.otherwise: "), "{honour}");
}
