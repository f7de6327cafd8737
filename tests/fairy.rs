//! Fairy-Stockfish's pieces and rules as definitions (variants/*.json): hoppers, lame leapers,
//! kinds confined to a region or moving otherwise in a zone, the flying general, promotion
//! lists by side and on entering the zone, and the bare king. Each rule on a position built
//! for it; the whole games are compared with Fairy-Stockfish in tests/node/define-oracle.

use fenboard::core::outcome::OutcomeReason;
use fenboard::core::perft::perft;
use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
use fenboard::game::Variant;

mod common;
use common::{shipped as game, shipped_moves_from as from};

#[test]
fn xiangqi_perft_is_the_published_one() {
    let v = game("xiangqi");
    let start = v.start_position();
    let counts: Vec<u64> = (1..=3).map(|d| perft(start.chess().unwrap(), d)).collect();
    assert_eq!(counts, [44, 1920, 79666]);
}

#[test]
fn a_cannon_moves_as_a_rook_and_captures_over_one_screen() {
    // The cannon on b3: rook moves, and along the b-file it captures b10's horse over b8's.
    let fen = "1n2k4/9/1n7/9/9/9/9/1C7/9/3K5 w - - 0 1";
    let c = from("xiangqi", fen, "b3");
    assert!(c.contains(&"b3b7".to_string()) && c.contains(&"b3a3".to_string()));
    assert!(c.contains(&"b3b10".to_string()), "{c:?}");
    assert!(
        !c.contains(&"b3b8".to_string()),
        "no capture without a screen: {c:?}"
    );
}

#[test]
fn a_horse_is_blocked_at_its_leg_and_an_elephant_at_its_eye() {
    // The horse on b1 with a piece on b2: only its sideways leaps remain.
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1", "b1"),
        ["b1d2"]
    );
    // The elephant on c1 with a piece on d2: c1-e3 is blocked, c1-a3 is not.
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/9/9/9/9/3P5/2BK5 w - - 0 1", "c1"),
        ["c1a3"]
    );
    // An elephant on its side's river bank may not cross it.
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", "c5"),
        ["c5a3", "c5e3"]
    );
}

#[test]
fn the_general_stays_in_its_palace_and_may_not_face_the_other() {
    // The general on d1 may go to d2 or e1, not c1 (outside the palace); e1 would face the
    // other general on e10 across an open file.
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1"),
        ["d1d2"]
    );
    // The only piece between the generals may not leave the file: a horse, which only
    // leaves it, has no move.
    assert!(from("xiangqi", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1", "e6").is_empty());
}

#[test]
fn a_soldier_moves_sideways_only_across_the_river() {
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1", "e5"),
        ["e5e6"]
    );
    assert_eq!(
        from("xiangqi", "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6"),
        ["e6d6", "e6e7", "e6f6"]
    );
}

#[test]
fn a_grasshopper_lands_just_behind_its_hurdle() {
    // Over the pawn on d3 to d4, over its own king on e1 to f1.
    let g = from("grasshopper", "4k3/8/8/8/8/3P4/8/3GK3 w - - 0 1", "d1");
    assert_eq!(g, ["d1d4", "d1f1"]);
}

#[test]
fn a_pawn_promotes_by_its_side_s_list() {
    let white = from("chigorin", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7");
    assert_eq!(white, ["a7a8c", "a7a8n", "a7a8r"]);
    let black = from("chigorin", "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2");
    assert_eq!(black, ["a2a1b", "a2a1q", "a2a1r"]);
}

#[test]
fn a_makruk_pawn_must_promote_on_entering_the_zone() {
    assert_eq!(
        from("makruk", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", "a5"),
        ["a5a6m"]
    );
}

#[test]
fn a_bare_king_loses_unless_it_bares_the_other_at_once() {
    let v = game("shatranj");
    let status = |fen: &str| {
        let pos = v.parse(fen).unwrap();
        let pos = pos.chess().unwrap();
        pos.outcome(pos.legal_moves().len())
    };
    // Black to move, bare, against a king and two pieces: black has lost.
    let lost = status("4k3/8/8/8/8/8/8/RQ2K3 b - - 0 1").unwrap();
    assert_eq!(lost.reason, OutcomeReason::Extinction);
    assert_eq!(lost.winner, Some(fenboard::core::color::Color::White));
    // Against a king and one piece, black may still bare white's king in turn.
    assert_eq!(status("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"), None);
    // White to move, with black bare: white has won.
    let won = status("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    assert_eq!(won.winner, Some(fenboard::core::color::Color::White));
}

#[test]
fn the_explanations_say_why_a_hop_or_a_leap_is_refused() {
    let why = |fen: &str, from: &str, to: &str| {
        let o = Options {
            lang: Lang::En,
            ..Options::default()
        };
        match explain_move(&game("xiangqi"), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e.message,
            Verdict::Legal => panic!("{from}-{to} is legal"),
        }
    };
    let no_screen = why("1n2k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1", "b3", "b10");
    assert!(no_screen.contains("hopping over one piece"), "{no_screen}");
    let leg = why("4k4/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1", "b1", "c3");
    assert!(leg.contains("b2"), "{leg}");
    let palace = why("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1", "c1");
    assert!(palace.contains("may not leave"), "{palace}");
}

#[test]
fn bad_definitions_name_the_field() {
    let base = |piece: &str, extra: &str| {
        format!(
            r#"{{"id": "bad", "board": {{"width": 9, "height": 10}}, "pieces": [
            {{"letter": "k", "betza": "W", "royal": true}}, {piece}],
            "start": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"{extra}}}"#
        )
    };
    let error = |piece: &str, extra: &str| {
        Variant::from_json(&base(piece, extra))
            .err()
            .unwrap_or_else(|| panic!("{piece} {extra} is accepted"))
            .to_string()
    };
    assert_eq!(
        error(r#"{"letter": "c", "betza": "pW"}"#, ""),
        "pieces[1].betza: 'p' at 1 takes a riding atom (as pR, gQ)"
    );
    assert_eq!(
        error(r#"{"letter": "n", "betza": "nR"}"#, ""),
        "pieces[1].betza: 'n' at 1 takes a leaping atom (as nN, nA)"
    );
    assert_eq!(
        error(r#"{"letter": "a", "betza": "F", "region": "d1-j3"}"#, ""),
        "pieces[1].region: 'j3' is not a square of the 9x10 board"
    );
    assert_eq!(
        error(
            r#"{"letter": "p", "betza": "fW", "zoneMoves": {"squares": "a6-i10", "betza": "fsX"}}"#,
            ""
        ),
        "pieces[1].zoneMoves.betza: unknown Betza letter 'X' at 3 (read: W F D N A H C Z G K Q R B P)"
    );
    assert!(error(
        r#"{"letter": "a", "betza": "F"}"#,
        r#", "extinction": {"pieces": "all", "atMost": 65}"#
    )
    .starts_with("extinction.atMost: 65 is not"));
    assert!(error(
        r#"{"letter": "a", "betza": "F"}"#,
        r#", "flyingGeneral": 1"#
    )
    .starts_with("flyingGeneral: must be true or false"));
}

#[test]
fn squares_off_the_board_are_written_star_and_never_reached() {
    let v = game("troitzky");
    let start =
        "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1";
    // The knight on d2 may not land on b1, off the board (its other leaps are its own men).
    assert_eq!(from("troitzky", start, "d2"), ["d2c4", "d2e4"]);
    // A rook on the fourth rank stops before a4, off the board.
    let rook = "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*R7*/*8*/**6**/****QK**** w - - 0 1";
    let r = from("troitzky", rook, "b4");
    assert!(r.contains(&"b4i4".to_string()) && r.contains(&"b4b3".to_string()));
    assert!(
        !r.iter().any(|m| ["a4", "j4", "b2"].contains(&&m[2..])),
        "{r:?}"
    );
    // The FEN writes them '*', and reads nothing else there.
    let pos = v.parse(start).unwrap();
    assert_eq!(fenboard::formats::fen::write(pos.chess().unwrap()), start);
    let error = |fen: &str| v.parse(fen).err().unwrap().to_string();
    assert_eq!(
        error(&start.replacen("****qk", "4qk", 1)),
        "invalid FEN: a10 is not on the board: write it '*'"
    );
    assert_eq!(
        error(&start.replacen("10/10", "*9/10", 1)),
        "invalid FEN: '*' on a6, a square of the board: this game has no walls"
    );
}

#[test]
fn a_pawn_promotes_on_entering_a_zone_of_squares() {
    // Troitzky's zone is the far edge of each file: a6 on the a-file, e10 on the e-file.
    let a = from(
        "troitzky",
        "****1k****/**6**/*8*/*8*/10/P9/*8*/*8*/**6**/****QK**** w - - 0 1",
        "a5",
    );
    assert_eq!(a, ["a5a6b", "a5a6n", "a5a6q", "a5a6r"]);
}

#[test]
fn makruk_counts_once_no_pawn_is_left() {
    let v = game("makruk");
    let after = |fen: &str, uci: &str| {
        let mut pos = v.parse(fen).unwrap();
        pos.play(uci).unwrap();
        pos.fen()
    };
    // White takes the last pawn: Black, with its king and a met, counts to 64 moves (the
    // board's honour), written in plies where the en passant field stands, from 0.
    let counting = after("4k3/8/8/p7/8/3m4/8/R3K3 w - - 0 30", "a1a5");
    assert_eq!(counting, "4k3/8/8/R7/8/3m4/8/4K3 b - 128 0 30");
    assert_eq!(
        after(&counting, "e8f7"),
        "8/5k2/8/R7/8/3m4/8/4K3 w - 128 1 31"
    );
    // The met taken, Black's king is alone: the count starts again, to 16 moves against a
    // rook (the pieces' honour), from the number of pieces on the board.
    assert_eq!(
        after("4k3/8/8/R7/8/3m4/8/4K3 w - 128 10 35", "a5a3")
            .split(' ')
            .nth(3),
        Some("128")
    );
    assert_eq!(
        after("4k3/8/8/8/8/R2m4/8/4K3 w - 128 10 35", "a3d3"),
        "4k3/8/8/8/8/3R4/8/4K3 b - 32 6 35"
    );
    // Past the limit, the game is drawn.
    let o = v
        .parse("4k3/8/8/8/8/3R4/8/4K3 b - 32 33 50")
        .unwrap()
        .status()
        .outcome
        .unwrap();
    assert_eq!((o.winner, o.reason), (None, OutcomeReason::Counting));
}
