//! The walling games (Fairy-Stockfish's `wallingRule`, the definitions' `walling`): amazons,
//! duck chess, isolation, snailtrail, joust. Each rule on a position built for it, with what
//! Fairy-Stockfish (pyffish 0.0.90) gives there; whole games are compared with it by
//! tests/pyffish_oracle.rs, perft by tests/variant_perft.rs.

use fenboard::features::explain::{explain_move, Options, Verdict};

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves};

#[test]
fn a_move_names_its_wall_in_uci_and_san_as_fairy_stockfish() {
    let v = game("amazons");
    let pos = v.start_position();
    let pos = pos.chess().unwrap();
    let m = fenboard::formats::notation::parse_move(pos, "d1d7,d7g7").unwrap();
    assert_eq!(m.wall.map(|s| s.to_string()).as_deref(), Some("g7"));
    // The queen on a4 reaches d7 and g7 too: the file tells them apart.
    assert_eq!(
        fenboard::formats::notation::san(pos, &m, &pos.legal_moves()),
        "Qdd7,g7"
    );
    assert_eq!(
        fenboard::formats::notation::parse_move(pos, "Qdd7,g7"),
        Ok(m)
    );
    // A move without its wall is no move of the game.
    assert!(fenboard::formats::notation::parse_move(pos, "d1d7").is_err());
    let start = pos.to_string();
    assert_eq!(
        after("amazons", &start, &["d1d7,d7g7"]),
        "3q2q3/10/10/q2Q2*2q/10/10/Q8Q/10/10/6Q3 b - - 1 1"
    );
}

#[test]
fn an_arrow_flies_from_where_the_amazon_lands_as_it_moves() {
    // The amazon on a1, boxed in by walls but for b1 and b2: from b1 its arrow goes along
    // the first rank and the b-file and diagonals, through a1 which it left.
    let fen = "9q/10/10/10/10/10/10/**8/*1*7/Q1*7 w - - 0 1";
    let from_b1: Vec<String> = moves("amazons", fen)
        .into_iter()
        .filter(|m| m.starts_with("a1b1"))
        .collect();
    assert_eq!(from_b1, ["a1b1,b1a1", "a1b1,b1b2"]);
}

#[test]
fn the_duck_moves_every_turn_to_another_empty_square() {
    let start = game("duck").start_position().to_string();
    let fen = after("duck", &start, &["e2e4,e4e5"]);
    assert_eq!(
        fen,
        "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // Black's duck leaves e5 and may not stay there; no piece lands on it meanwhile.
    let black = moves("duck", &fen);
    assert!(black.iter().all(|m| !m.ends_with("e5")), "{black:?}");
    let fen = after("duck", &fen, &["d7d5,d5d4"]);
    assert_eq!(
        fen,
        "rnbqkbnr/ppp1pppp/8/3p4/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn a_duck_on_the_square_passed_over_leaves_no_capture_en_passant() {
    let fen = "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        after("duck", fen, &["e2e4,e4e3"]),
        "rnbqkbnr/ppp1pppp/8/8/3pP3/4*3/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let open = after("duck", fen, &["e2e4,e4h3"]);
    assert!(open.contains(" e3 "), "{open}");
    // Taken en passant, the pawn's square is free for the duck.
    assert!(moves("duck", &open).contains(&"d4e3,e3e4".to_string()));
}

#[test]
fn a_castle_walls_any_square_but_where_the_king_and_rook_land() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let castles: Vec<String> = moves("duck", fen)
        .into_iter()
        .filter(|m| m.starts_with("e1g1"))
        .collect();
    assert_eq!(castles.len(), 58);
    for square in ["d1", "e1", "h1"] {
        assert!(castles.contains(&format!("e1g1,g1{square}")), "{square}");
    }
    for square in ["f1", "g1"] {
        assert!(!castles.contains(&format!("e1g1,g1{square}")), "{square}");
    }
    let pos = game("duck").parse(fen).unwrap();
    let pos = pos.chess().unwrap();
    let m = fenboard::formats::notation::parse_move(pos, "e1g1,g1b1").unwrap();
    assert_eq!(
        fenboard::formats::notation::san(pos, &m, &pos.legal_moves()),
        "O-O,b1"
    );
}

#[test]
fn duck_chess_is_won_by_taking_the_king() {
    let status = |fen: &str| game("duck").parse(fen).unwrap().status();
    // The king is no royal piece: never in check, and taken.
    let taken = status("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1");
    let o = taken.outcome.expect("a side without king has lost");
    assert_eq!(o.winner, Some(fenboard::Color::White));
    assert!(!status("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1").check);
    let moves = moves("duck", "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
    assert!(moves.contains(&"e8e7,e7e8".to_string()));
}

#[test]
fn snailtrail_and_joust_wall_the_square_left_and_isolation_its_region() {
    let snail = moves("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1");
    assert_eq!(snail, ["a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"]);
    let joust = after("joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", &["d4c2,c2d4"]);
    assert_eq!(joust, "8/8/8/4n3/3*4/8/2N5/8 b - - 1 1");
    // No wall on either start square in isolation.
    let iso = moves("isolation", "3p2/6/6/6/6/6/6/2P3 w - - 0 1");
    assert_eq!(iso.len(), 225);
    assert!(iso.iter().all(|m| !m.ends_with("d8")));
    assert!(!iso.contains(&"c1b1,b1c1".to_string()));
    // The first move's wall: isolation7x7's white pawn leaves d1, where no wall may go.
    let fen = after(
        "isolation7x7",
        "3p3/7/7/7/7/7/3P3 w - - 0 1",
        &["d1c1,c1a1"],
    );
    assert_eq!(fen, "3p3/7/7/7/7/7/*1P4 b - - 1 1");
}

#[test]
fn a_side_that_cannot_move_loses_amazons_and_isolation() {
    let status = |id: &str, fen: &str| game(id).parse(fen).unwrap().status();
    let boxed = status("isolation", "3p2/6/6/6/6/6/***3/*P*3 w - - 0 1");
    assert_eq!(boxed.legal_move_count, 0);
    assert_eq!(
        boxed.outcome.map(|o| o.winner),
        Some(Some(fenboard::Color::Black))
    );
}

#[test]
fn walls_are_read_in_the_fen_of_walling_games() {
    let fen = "3q2q3/10/10/q2Q2*2q/10/10/Q8Q/10/10/6Q3 b - - 1 1";
    assert_eq!(game("amazons").parse(fen).unwrap().to_string(), fen);
    let pos = game("joust")
        .parse("8/8/8/4*3/3*4/3n4/2N5/8 w - - 2 2")
        .unwrap();
    assert_eq!(pos.chess().unwrap().board().walls().count(), 2);
}

#[test]
fn the_walling_field_names_its_errors() {
    let e = common::shipped_definition_error("amazons", |d| {
        d["walling"] = serde_json::json!({ "rule": "arrows" });
    });
    assert_eq!(
        e,
        "walling.rule: 'arrows' is not one of duck, arrow, past, static"
    );
    let e = common::shipped_definition_error("amazons", |d| {
        d["walling"] = serde_json::json!({ "rule": "static", "squares": "a1-k3" });
    });
    assert_eq!(
        e,
        "walling.squares: 'k3' is not a square of the 10x10 board"
    );
    let e = common::shipped_definition_error("amazons", |d| {
        d["walling"] = serde_json::json!({ "squares": "a1" });
    });
    assert_eq!(e, "walling.rule: is missing");
    let e = common::shipped_definition_error("amazons", |d| {
        d["walling"] = serde_json::json!({ "rule": "duck", "where": "a1" });
    });
    assert!(e.starts_with("walling.where: unknown field"), "{e}");
}

/// The explanation of an attempt with its wall, its reason's code and message.
fn explained(id: &str, fen: &str, from: &str, to: &str, wall: &str) -> (&'static str, String) {
    let v = game(id);
    let options = Options {
        wall: v.parse_square(wall),
        ..Options::default()
    };
    match explain_move(&v, fen, from, to, &options).unwrap() {
        Verdict::Illegal(e) => (e.reason.code(), e.message),
        Verdict::Legal => ("legal", String::new()),
    }
}

#[test]
fn a_wall_where_the_rule_forbids_it_is_explained() {
    let start = game("amazons").start_position().to_string();
    assert_eq!(explained("amazons", &start, "d1", "d7", "g7").0, "legal");
    assert_eq!(
        explained("amazons", &start, "d1", "d7", "a1"),
        (
            "wall-square",
            "The arrow must go on an empty square the amazon reaches from d7, as it moves: a1 is not one.".into()
        )
    );
    let duck = "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(
        explained("duck", duck, "d7", "d5", "e5"),
        (
            "wall-square",
            "The duck must move: it may not stay on e5.".into()
        )
    );
    assert_eq!(
        explained("snailtrail", "6p/7/7/7/7/7/P6 w - - 0 1", "a1", "a2", "b2").0,
        "wall-square"
    );
}
