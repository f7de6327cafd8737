//! Janggi's rules as definition fields (variants/janggi.json): the palace's diagonal lines, the
//! cannon that neither hops over nor takes a cannon, the elephant blocked on its way, the
//! soldier, passing, bikjang and the count of material. Each rule on a position built for it;
//! the whole game is compared with Fairy-Stockfish's janggi in tests/node/define-oracle and
//! tests/node/repetition-oracle.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::game::Game;

mod common;
use common::{
    shipped, shipped_definition_error as error, shipped_moves as moves, shipped_moves_from as from,
};

/// The outcome of a game of janggi from `fen` after `played`.
fn outcome(fen: &str, played: &[&str]) -> Option<(Option<Color>, OutcomeReason)> {
    let mut g = Game::new(&shipped("janggi"), Some(fen)).unwrap();
    for m in played {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g.status().outcome.map(|o| (o.winner, o.reason))
}

#[test]
fn a_chariot_rides_the_palace_diagonals_from_their_squares_only() {
    let fen = "4k4/9/9/9/9/9/9/9/5K3/3R5 w - - 0 1";
    let d1 = from("janggi", fen, "d1");
    assert!(
        d1.contains(&"d1e2".into()) && d1.contains(&"d1f3".into()),
        "{d1:?}"
    );
    // A piece on the palace's centre blocks the diagonal.
    let blocked = from("janggi", "4k4/9/9/9/9/9/9/9/4AK3/3R5 w - - 0 1", "d1");
    assert!(
        !blocked.iter().any(|m| m == "d1f3" || m == "d1e2"),
        "{blocked:?}"
    );
    // From d2, not a square of the diagonal lines, only along files and ranks.
    let d2 = from("janggi", "4k4/9/9/9/9/9/9/9/3R1K3/9 w - - 0 1", "d2");
    assert!(
        !d2.iter().any(|m| m == "d2e3" || m == "d2e1" || m == "d2c1"),
        "{d2:?}"
    );
}

#[test]
fn a_cannon_neither_hops_over_a_cannon_nor_takes_one() {
    // Over the soldier on a3: a4 and a5, not the black cannon on a6.
    assert_eq!(
        from("janggi", "4k4/9/9/9/c8/9/9/P8/5K3/C8 w - - 0 1", "a1"),
        ["a1a4", "a1a5"]
    );
    // A horse there it takes.
    assert_eq!(
        from("janggi", "4k4/9/9/9/n8/9/9/P8/5K3/C8 w - - 0 1", "a1"),
        ["a1a4", "a1a5", "a1a6"]
    );
    // With a cannon as the only screen it has no move at all; without a screen neither.
    assert!(from("janggi", "4k4/9/9/9/n8/9/9/C8/5K3/C8 w - - 0 1", "a1").is_empty());
    // Across the palace, over its centre, from corner to corner.
    assert_eq!(
        from("janggi", "4k4/9/9/9/9/9/9/9/4AK3/3C5 w - - 0 1", "d1"),
        ["d1f3"]
    );
    assert!(from("janggi", "4k4/9/9/9/9/9/9/5c3/4AK3/3C5 w - - 0 1", "d1").is_empty());
    assert!(from("janggi", "4k4/9/9/9/9/9/9/9/4CK3/3C5 w - - 0 1", "d1").is_empty());
}

#[test]
fn a_cannon_gives_check_over_any_piece_but_a_cannon() {
    let checked = |fen: &str| {
        let v = shipped("janggi");
        v.parse(fen).unwrap().chess().unwrap().is_check()
    };
    assert!(checked("4k4/9/9/4p4/9/9/9/9/3K5/4C4 b - - 0 1"));
    assert!(!checked("4k4/9/9/4c4/9/9/9/9/3K5/4C4 b - - 0 1"));
}

#[test]
fn an_elephant_steps_straight_then_twice_diagonally_blocked_on_the_way() {
    assert_eq!(
        from("janggi", "4k4/9/9/9/9/9/9/9/5K3/2B6 w - - 0 1", "c1"),
        ["c1a4", "c1e4", "c1f3"]
    );
    // Blocked at its first step (c2), at its second (e2).
    assert_eq!(
        from("janggi", "4k4/9/9/9/9/9/9/9/2P2K3/2B6 w - - 0 1", "c1"),
        ["c1f3"]
    );
    assert_eq!(
        from("janggi", "4k4/9/9/9/9/9/9/9/4PK3/2B6 w - - 0 1", "c1"),
        ["c1a4", "c1e4"]
    );
}

#[test]
fn a_soldier_moves_forward_and_sideways_and_forward_along_the_palace_diagonals() {
    assert_eq!(
        from("janggi", "5k3/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1", "d8"),
        ["d8c8", "d8d9", "d8e8", "d8e9"]
    );
    assert_eq!(
        from("janggi", "5k3/9/9/9/9/3P5/9/9/4K4/9 w - - 0 1", "d5"),
        ["d5c5", "d5d6", "d5e5"]
    );
}

#[test]
fn a_side_not_in_check_may_pass_and_two_passes_end_the_game_on_material() {
    let start = shipped("janggi").start_position().fen();
    assert!(moves("janggi", &start).contains(&"e2e2".into()));
    let mut g = Game::new(&shipped("janggi"), None).unwrap();
    assert_eq!(g.play("e2e2").unwrap().san, "Ke2");
    assert_eq!(
        g.fen(),
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1"
    );
    g.play("Ke9").unwrap();
    // Even material: black's 1.5 points decide.
    let o = g.status().outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), OutcomeReason::Passes)
    );
    // A pass and a move, then a pass: the game goes on.
    assert_eq!(outcome(&start, &["e2e2", "a7a6", "e2e2"]), None);
    // In check, no pass.
    let checked = "3kr4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
    assert!(!moves("janggi", checked).contains(&"e2e2".into()));
}

#[test]
fn bikjang_must_be_broken_or_the_pass_ends_the_game_on_material() {
    // The generals face each other on the e-file: white must part them or pass.
    let fen = "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1";
    let all = moves("janggi", fen);
    assert!(
        all.contains(&"e2e2".into())
            && all.contains(&"a5e5".into())
            && all.contains(&"e2d2".into())
    );
    assert!(
        !all.contains(&"a5a6".into()) && !all.contains(&"e2e3".into()),
        "{all:?}"
    );
    // White passes: bikjang, white's chariot (13) against black's 1.5.
    assert_eq!(
        outcome(fen, &["e2e2"]),
        Some((Some(Color::White), OutcomeReason::Bikjang))
    );
    // Parting them, the game goes on; facing again later is bikjang anew.
    assert_eq!(outcome(fen, &["a5e5"]), None);
}

#[test]
fn the_move_rule_is_decided_by_the_count_of_material() {
    assert_eq!(
        outcome("4k4/9/9/9/9/R8/9/9/3K5/9 b - - 100 80", &[]),
        Some((Some(Color::White), OutcomeReason::FiftyMoves))
    );
    // A soldier each: black's komi wins.
    assert_eq!(
        outcome("4k4/9/9/9/p8/P8/9/9/3K5/9 b - - 100 80", &[]),
        Some((Some(Color::Black), OutcomeReason::FiftyMoves))
    );
}

#[test]
fn the_fields_errors_name_them() {
    let e = error("janggi", |d| {
        d.as_object_mut().unwrap().remove("diagonalLines");
    });
    assert!(
        e.starts_with("pieces[0].diagonalMoves: needs the game's diagonalLines"),
        "{e}"
    );
    let e = error("janggi", |d| d["pieces"][4]["diagonalMoves"] = "R".into());
    assert!(
        e.starts_with("pieces[4].diagonalMoves: 'R': moves along diagonal lines"),
        "{e}"
    );
    let e = error("janggi", |d| d["diagonalLines"] = "d1 z9".into());
    assert!(e.starts_with("diagonalLines: 'z9' is not a square"), "{e}");
    let e = error("janggi", |d| {
        d["pieces"][5]["cannotHop"] = serde_json::json!(["x"])
    });
    assert_eq!(e, "pieces[5].cannotHop[0]: 'x' is no piece of the game");
    let e = error("janggi", |d| d["flyingGeneral"] = true.into());
    assert!(e.starts_with("bikjang: and flyingGeneral"), "{e}");
    let e = error("janggi", |d| d["materialCounting"]["komi"] = 1.25.into());
    assert!(
        e.starts_with("materialCounting.komi: ")
            && e.ends_with("is not a number of points from 0 to 1000, in halves"),
        "{e}"
    );
    let e = error("janggi", |d| {
        d["materialCounting"]["values"]["x"] = 1.into()
    });
    assert_eq!(e, "materialCounting.values.x: 'x' is no piece of the game");
}

#[test]
fn the_explanations_say_the_cannon_and_palace_rules_in_words() {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let why = |fen: &str, from: &str, to: &str, lang: Lang| {
        let o = Options {
            lang,
            ..Options::default()
        };
        match explain_move(&shipped("janggi"), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e.message,
            Verdict::Legal => panic!("{from}-{to} is legal"),
        }
    };
    let over = why("4k4/9/9/9/n8/9/9/C8/5K3/C8 w - - 0 1", "a1", "a6", Lang::En);
    assert_eq!(over, "The cannon goes from a1 to a6 only by hopping over the piece on a3, and it never hops over a cannon.");
    let take = why("4k4/9/9/9/c8/9/9/P8/5K3/C8 w - - 0 1", "a1", "a6", Lang::En);
    assert_eq!(
        take,
        "The cannon may not capture the piece on a6: it never captures a cannon."
    );
    let fr = why("4k4/9/9/9/c8/9/9/P8/5K3/C8 w - - 0 1", "a1", "a6", Lang::Fr);
    assert_eq!(
        fr,
        "Le canon ne prend jamais un canon, et c'en est un qui se trouve en a6."
    );
    let checked = why("3kr4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2", "e2", Lang::En);
    assert_eq!(checked, "A side in check may not pass.");
    let facing = why("4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "a5", "a6", Lang::En);
    assert_eq!(facing, "The general faces the other on an open file (bikjang): the side to move must part them or pass, and the move from a5 to a6 does not part them.");
    let off = why("4k4/9/9/9/9/9/9/9/5K3/2R6 w - - 0 1", "c1", "d2", Lang::En);
    assert!(off.contains("only along the diagonal lines"), "{off}");
}

#[test]
fn generals_and_advisors_alone_draw() {
    // The advisors never leave their palace: they never reach the other general.
    assert_eq!(
        outcome("3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", &[]),
        Some((None, OutcomeReason::InsufficientMaterial))
    );
    assert_eq!(
        outcome("3k5/4a4/9/9/9/9/9/9/4A4/4K1P2 w - - 0 1", &[]),
        None
    );
}
