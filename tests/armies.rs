//! Armies with pawns and kings of their own, as Fairy-Stockfish's games have them
//! (variants/*.json): pawns confined to a region (pawnback's, which step back but never to
//! their first rank), first moves (Betza's `i`: the hoplite's jump, the sergeant's double
//! step), a move rule that pawns' moves do not reset, promotion limits, duple check (Spartan
//! chess's two kings), double steps from squares, en passant by some pawn kinds and a pawn's
//! own promoted form (Wolf chess's sergeants and elephant). Each rule
//! on a position built for it; the whole games are compared with Fairy-Stockfish in
//! tests/node/define-oracle.

use fenboard::core::outcome::OutcomeReason;
use fenboard::features::explain::{explain_move, Lang, Options, Verdict};

mod common;
use common::{
    shipped as game, shipped_after as after, shipped_definition_error as definition_error,
    shipped_moves as moves, shipped_moves_from as from, shipped_perft,
};

#[test]
fn pawnback_perft_is_fairy_stockfish_s() {
    // Fairy-Stockfish's own pawnback (tests/node/define-oracle.test.mjs compares depth 5 too).
    assert_eq!(shipped_perft("pawnback", 4), [20, 400, 9222, 211739]);
}

#[test]
fn a_pawn_steps_back_but_never_to_its_first_rank() {
    // The e3 pawn may step back to e2; the pawns of the second rank may not step back to the
    // first, nor, stepped back, double step from where they never stood.
    let fen = "4k3/4p3/8/8/8/4P3/3P4/4K3 w - - 0 1";
    assert_eq!(from("pawnback", fen, "e3"), ["e3e2", "e3e4"]);
    assert_eq!(from("pawnback", fen, "d2"), ["d2d3", "d2d4"]);
    // Black's likewise, towards the eighth rank but not onto it.
    let fen = "4k3/4p3/3p4/8/8/8/8/4K3 b - - 0 1";
    assert_eq!(from("pawnback", fen, "d6"), ["d6d5", "d6d7"]);
    assert_eq!(from("pawnback", fen, "e7"), ["e7e5", "e7e6"]);
    // A pawn back on its second rank may double step again.
    assert_eq!(
        after(
            "pawnback",
            "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
            &["e3e2", "e8d8", "e2e4"]
        ),
        "3k4/8/8/8/4P3/8/8/4K3 b - - 3 2"
    );
    // A pawn on its first rank, where it could never stand, is refused.
    let v = game("pawnback");
    let e = v.parse("4k3/8/8/8/8/8/8/3PK3 w - - 0 1").unwrap_err();
    assert!(e.to_string().contains("d1"), "{e}");
}

#[test]
fn a_pawn_s_move_does_not_reset_the_fifty_move_count() {
    // Forward, back, a double step: the count goes on; a capture resets it.
    let fen = "4k3/8/3p4/8/8/8/4P3/4K3 w - - 7 10";
    assert_eq!(
        after("pawnback", fen, &["e2e4", "d6d5"]),
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 9 11"
    );
    assert_eq!(
        after("pawnback", fen, &["e2e4", "d6d5", "e4d5"]),
        "4k3/8/8/3P4/8/8/8/4K3 b - - 0 11"
    );
    // Chess's pawns reset it.
    assert_eq!(
        after("chess", fen, &["e2e4"]),
        "4k3/8/3p4/8/4P3/8/8/4K3 b - - 0 10"
    );
}

#[test]
fn spartan_perft_is_fairy_stockfish_s() {
    assert_eq!(shipped_perft("spartan", 4), [20, 640, 14244, 473282]);
}

#[test]
fn a_hoplite_moves_diagonally_captures_straight_and_jumps_on_its_first_move() {
    // The d7 hoplite: d7-c6 and d7-e6, the jumps d7-b5 and d7-f5 over whatever stands
    // between, and the capture d7xd6; a hoplite off its second rank no longer jumps.
    let fen = "4k3/3h4/2PP4/8/5h2/8/8/4K3 b - - 0 1";
    assert_eq!(from("spartan", fen, "d7"), ["d7b5", "d7d6", "d7e6", "d7f5"]);
    assert_eq!(from("spartan", fen, "f4"), ["f4e3", "f4g3"]);
}

#[test]
fn two_kings_are_in_check_only_when_both_are_attacked() {
    // The rook attacks the king on d8 alone: black is not in check, and may leave it there.
    let fen = "3k3k/8/8/8/8/8/8/R2RK3 b - - 0 1";
    let v = game("spartan");
    let pos = v.parse(fen).unwrap();
    let pos = pos.chess().unwrap();
    assert!(!pos.is_check());
    assert!(moves("spartan", fen).contains(&"h8h7".to_string()));
    // Taken, the other king is royal alone.
    let taken = after("spartan", fen, &["h8h7", "d1d8"]);
    assert_eq!(taken, "3R4/7k/8/8/8/8/8/R3K3 b - - 0 2");
    let pos = v.parse(&taken).unwrap();
    assert!(!pos.chess().unwrap().is_check());
    // Both attacked: check, and every answer must leave one of them unattacked.
    let both = "k6k/8/8/8/8/8/8/R3K2R b - - 0 1";
    let pos = v.parse(both).unwrap();
    let pos = pos.chess().unwrap();
    assert!(pos.is_check());
    assert_eq!(moves("spartan", both), ["a8b7", "a8b8", "h8g7", "h8g8"]);
    // Both attacked with no way out: checkmate.
    let mate = "k6k/8/8/8/8/8/RR4RR/4K3 b - - 0 1";
    let pos = v.parse(mate).unwrap();
    let outcome = pos.chess().unwrap().outcome(0).unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Checkmate);
}

#[test]
fn a_hoplite_becomes_a_king_only_while_its_side_has_fewer_than_two() {
    let promotions = |fen: &str| -> Vec<String> {
        from("spartan", fen, "a2")
            .into_iter()
            .map(|m| m[4..].to_string())
            .collect()
    };
    assert_eq!(
        promotions("4k2k/8/8/8/8/8/h7/4K3 b - - 0 1"),
        ["c", "g", "l", "w"]
    );
    assert_eq!(
        promotions("7k/8/8/8/8/8/h7/4K3 b - - 0 1"),
        ["c", "g", "k", "l", "w"]
    );
}

#[test]
fn bad_uses_of_the_new_fields_name_the_field() {
    assert_eq!(
        definition_error("spartan", |d| d["pieces"][7]["betza"] = "imA".into()),
        "pieces[7].betza: 'i' (a first move) is for a pawn's moves only"
    );
    assert_eq!(
        definition_error("spartan", |d| d["pieces"][6]["betza"] = "fmFicA".into()),
        "pieces[6].betza: 'i' takes a move-only leap (as imA, ifmnD)"
    );
    assert_eq!(
        definition_error("spartan", |d| d["pieces"][6]["betza"] = "fmFinmN".into()),
        "pieces[6].betza: a pawn's lame first move is twice a step (as ifmnD)"
    );
    assert_eq!(
        definition_error("pawnback", |d| d["pieces"][0]["betza"] = "fmRfcF".into()),
        "pieces[0].region: a pawn confined to a region may only leap (its steps), not ride"
    );
    assert_eq!(
        definition_error("spartan", |d| d["pawns"]["promotion"]["limits"] =
            serde_json::json!({ "p": 2 })),
        "pawns.promotion.limits.p: 'p' is not a piece a pawn may become"
    );
    assert_eq!(
        definition_error("spartan", |d| d["pawns"]["promotion"]["limits"] =
            serde_json::json!({ "k": 0 })),
        "pawns.promotion.limits.k: 0 is not a number of pieces from 1 to 64"
    );
    assert!(definition_error("spartan", |d| d["dupleCheck"] = 1.into())
        .starts_with("dupleCheck: must be true or false"));
    assert!(
        definition_error("pawnback", |d| d["pawns"]["resetMoveRule"] = "no".into())
            .starts_with("pawns.resetMoveRule: must be true or false")
    );
}

#[test]
fn a_hoplite_may_become_a_king_where_it_is_attacked_while_the_other_is_not() {
    // The new king on e1 stands attacked by the rook, the old one on d8 does not: no check.
    let fen = "3k4/8/8/8/8/8/3h4/2R4K b - - 0 1";
    assert!(moves("spartan", fen).contains(&"d2e1k".to_string()));
    // The old king attacked too (by the queen on a8): the new one must not land attacked.
    let fen = "Q2k4/8/8/8/8/8/3h4/2R4K b - - 0 1";
    assert!(!moves("spartan", fen).contains(&"d2e1k".to_string()));
}

#[test]
fn wolf_perft_is_fairy_stockfish_s() {
    assert_eq!(shipped_perft("wolf", 4), [23, 529, 13722, 353804]);
}

#[test]
fn pawns_double_step_from_their_squares_and_sergeants_too() {
    // The pawns of b3 and a2 double step, the sergeant of b2 too (straight, both squares
    // empty), not diagonally; a pawn or sergeant elsewhere does not.
    let fen = "7k/8/8/8/8/8/8/1P6/PS6/7K w - - 0 1";
    assert_eq!(from("wolf", fen, "b3"), ["b3b4", "b3b5"]);
    assert_eq!(from("wolf", fen, "a2"), ["a2a3", "a2a4"]);
    assert_eq!(from("wolf", fen, "b2"), ["b2a3", "b2c3"]);
    assert_eq!(
        from("wolf", "7k/8/8/8/8/8/8/8/1S6/7K w - - 0 1", "b2"),
        ["b2a3", "b2b3", "b2b4", "b2c3"]
    );
    assert_eq!(
        from("wolf", "7k/8/8/8/8/8/1S6/8/8/7K w - - 0 1", "b4"),
        ["b4a5", "b4b5", "b4c5"]
    );
}

#[test]
fn a_sergeant_does_not_take_en_passant_but_a_pawn_takes_a_sergeant_so() {
    // White's e2-e4 passes e3: the black pawn on d4 may take en passant, the sergeant on f4
    // only steps there.
    let fen = "7k/8/8/8/8/8/3p1s2/8/4P3/7K w - - 0 1";
    let passed = after("wolf", fen, &["e2e4"]);
    assert_eq!(passed, "7k/8/8/8/8/8/3pPs2/8/8/7K b - e3 0 1");
    assert_eq!(
        after("wolf", &passed, &["d4e3"]),
        "7k/8/8/8/8/8/5s2/4p3/8/7K w - - 0 2"
    );
    assert_eq!(
        after("wolf", &passed, &["f4e3"]),
        "7k/8/8/8/8/8/3pP3/4s3/8/7K w - - 0 2"
    );
    // With the sergeant alone beside the passed square, no en passant is written.
    let fen = "7k/8/8/8/8/8/5s2/8/4P3/7K w - - 0 1";
    assert_eq!(
        after("wolf", fen, &["e2e4"]),
        "7k/8/8/8/8/8/4Ps2/8/8/7K b - - 0 1"
    );
    // A sergeant's double step may be taken en passant by a pawn.
    let fen = "7k/8/8/8/8/8/3p4/8/4S3/7K w - - 0 1";
    let passed = after("wolf", fen, &["e2e4"]);
    assert_eq!(passed, "7k/8/8/8/8/8/3pS3/8/8/7K b - e3 0 1");
    assert_eq!(
        after("wolf", &passed, &["d4e3"]),
        "7k/8/8/8/8/8/8/4p3/8/7K w - - 0 2"
    );
}

#[test]
fn a_pawn_may_become_an_elephant_written_as_its_promoted_form() {
    let fen = "7k/P7/8/8/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(
        from("wolf", fen, "a9"),
        ["a9a10+", "a9a10b", "a9a10f", "a9a10q", "a9a10r", "a9a10w"]
    );
    assert_eq!(
        after("wolf", fen, &["a9a10+"]),
        "+P6k/8/8/8/8/8/8/8/8/K7 b - - 0 1"
    );
    // A sergeant has no such form.
    assert_eq!(
        from("wolf", "7k/S7/8/8/8/8/8/8/8/K7 w - - 0 1", "a9"),
        [
            "a9a10b", "a9a10f", "a9a10q", "a9a10r", "a9a10w", "a9b10b", "a9b10f", "a9b10q",
            "a9b10r", "a9b10w"
        ]
    );
}

#[test]
fn the_explanations_say_why_a_pawn_may_not_go_back_or_jump() {
    let why = |id: &str, fen: &str, from: &str, to: &str| {
        let o = Options {
            lang: Lang::En,
            ..Options::default()
        };
        match explain_move(&game(id), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e.message,
            Verdict::Legal => panic!("{from}-{to} is legal"),
        }
    };
    let back = why("pawnback", "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "d2", "d1");
    assert!(back.contains("d1 is outside"), "{back}");
    let jump = why("spartan", "4k3/8/3h4/8/8/8/8/4K3 b - - 0 1", "d6", "b4");
    assert!(jump.contains("starting rank"), "{jump}");
    let onto = why("spartan", "4k3/3h4/8/1P6/8/8/8/4K3 b - - 0 1", "d7", "b5");
    assert!(onto.contains("blocked on b5"), "{onto}");
    let sergeant = why("wolf", "7k/8/8/8/8/8/8/3S4/8/7K w - - 0 1", "d3", "d5");
    assert!(sergeant.contains("starting rank"), "{sergeant}");
    let attacked = why("spartan", "k6k/8/8/8/8/8/8/R3K2R b - - 0 1", "a8", "a7");
    assert!(attacked.contains("attacked"), "{attacked}");
}
