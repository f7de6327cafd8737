//! Petrified (variants/petrified.json): pawn sideways whose king is a commoner, lost when
//! taken and royal while alone (`extinction` with `pseudoRoyal`), and whose queens, rooks,
//! bishops, knights and kings turn to stone when they capture (`petrifyOnCapture`): the piece
//! leaves the board and its square becomes a wall, which no piece enters, captures or passes.
//! Each rule on a position built for it, with the moves Fairy-Stockfish (pyffish 0.0.90)
//! gives there; the whole game is compared with it by tests/pyffish_oracle.rs.

use fenboard::core::outcome::OutcomeReason;
use fenboard::Color;

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves};

fn sorted(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

fn status(fen: &str) -> fenboard::Status {
    game("petrified").parse(fen).unwrap().status()
}

#[test]
fn a_piece_that_captures_turns_to_stone_where_it_lands() {
    let start = game("petrified").start_position().to_string();
    // Fairy-Stockfish's FEN after the knight takes on d5: a wall there, the knight gone.
    let fen = after(
        "petrified",
        &start,
        &["e2e4", "d7d5", "b1c3", "g8f6", "e4d5", "f6d5"],
    );
    assert_eq!(
        fen,
        "rnbqkb1r/ppp1pppp/8/3*4/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4"
    );
    // A rook likewise; a pawn does not, even as it promotes by capturing.
    let rook = after("petrified", "4k3/8/8/3p4/8/3R4/8/4K3 w - - 0 1", &["d3d5"]);
    assert_eq!(rook, "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    let pawn = after("petrified", "3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", &["c7d8q"]);
    assert_eq!(pawn, "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(status(&pawn).check);
}

#[test]
fn walls_round_trip_through_the_fen_and_count_in_the_key() {
    let fen = "rnbqkb1r/ppp1pppp/8/3*4/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4";
    let v = game("petrified");
    let pos = v.parse(fen).unwrap();
    assert_eq!(pos.to_string(), fen);
    let chess = pos.chess().unwrap();
    assert_eq!(chess.board().walls().count(), 1);
    // The same pieces without the wall, or with it elsewhere, are another position.
    let open = v.parse(&fen.replace("3*4", "8")).unwrap();
    let moved = v.parse(&fen.replace("3*4", "4*3")).unwrap();
    let key = |p: &fenboard::AnyPosition| p.chess().unwrap().key();
    assert_ne!(key(&pos), key(&open));
    assert_ne!(key(&pos), key(&moved));
    assert_eq!(key(&pos), key(&v.parse(fen).unwrap()));
    assert_ne!(chess, open.chess().unwrap());
}

#[test]
fn a_wall_blocks_riders_castling_and_is_never_landed_on() {
    // The queen's file ends before the wall on d4 (Fairy-Stockfish's moves).
    assert_eq!(
        moves("petrified", "4k3/8/8/8/3*4/8/8/R2QK3 w Q - 0 1"),
        sorted(&[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "d1a4", "d1b1",
            "d1b3", "d1c1", "d1c2", "d1d2", "d1d3", "d1e2", "d1f3", "d1g4", "d1h5", "e1d2", "e1e2",
            "e1f1", "e1f2"
        ])
    );
    // A wall on the castling path blocks the castle as a piece does.
    assert!(moves("petrified", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").contains(&"e1c1".to_string()));
    let no_castle = moves("petrified", "4k3/8/8/8/3*4/8/8/R2*K3 w Q - 0 1");
    assert_eq!(
        no_castle,
        sorted(&[
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "e1d2", "e1e2",
            "e1f1", "e1f2"
        ])
    );
    // A knight may not land on a wall, nor a pawn step or double-step through one.
    assert_eq!(
        moves("petrified", "4k3/8/8/8/8/2*5/8/1N2K3 w - - 0 1"),
        sorted(&["b1a3", "b1d2", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
    let pawn = moves("petrified", "4k3/8/8/8/8/4*3/4P3/4K3 w - - 0 1");
    assert!(!pawn.iter().any(|m| m.starts_with("e2e")));
    // A commoner may not step onto one.
    assert_eq!(
        moves("petrified", "4k3/8/8/8/3*4/8/8/4K3 w - - 0 1")
            .iter()
            .filter(|m| m.ends_with("d2"))
            .count(),
        1
    );
}

#[test]
fn a_lone_commoner_may_not_capture_and_is_checked_as_a_king() {
    // Alone, the commoner may not take the pawn (it would turn to stone, and its side lose
    // it); it is in check from the pawn, and leaves it.
    let fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
    assert_eq!(
        moves("petrified", fen),
        sorted(&["e1d1", "e1e2", "e1f1", "e1f2"])
    );
    assert!(status(fen).check);
    // One of two may: it turns to stone, the other one left.
    let two = "4k3/8/8/8/8/8/3p4/3KK3 w - - 0 1";
    assert!(moves("petrified", two).contains(&"e1d2".to_string()));
    assert_eq!(
        after("petrified", two, &["e1d2"]),
        "4k3/8/8/8/8/8/3*4/3K4 b - - 0 1"
    );
}

#[test]
fn an_enemy_commoner_next_to_a_lone_one_checks_it_but_may_not_take_it() {
    // As Fairy-Stockfish: the commoner next to the enemy one is in check (attacked), but
    // the enemy commoner could only take it by turning to stone: every step is legal.
    let fen = "8/8/8/4k3/4K3/8/8/8 b - - 0 1";
    assert!(status(fen).check);
    assert_eq!(
        moves("petrified", fen),
        sorted(&["e5d4", "e5d5", "e5d6", "e5e6", "e5f4", "e5f5", "e5f6"])
    );
}

#[test]
fn a_side_without_commoner_has_lost() {
    // Black's lone commoner steps next to White's two; one takes it, turning to stone.
    let fen = after(
        "petrified",
        "8/8/8/8/3k4/8/2KK4/8 b - - 0 1",
        &["d4d3", "d2d3"],
    );
    assert_eq!(fen, "8/8/8/8/8/3*4/2K5/8 b - - 0 2");
    let s = status(&fen);
    let outcome = s.outcome.unwrap();
    assert_eq!(outcome.reason, OutcomeReason::Extinction);
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(s.legal_move_count, 0);
}

#[test]
fn a_wall_in_the_fen_is_read_only_where_the_game_has_walls() {
    let error = |id: &str, fen: &str| game(id).parse(fen).err().unwrap().to_string();
    assert_eq!(
        error("pawnsideways", "4k3/8/8/8/3*4/8/8/4K3 w - - 0 1"),
        "invalid FEN: '*' on d4, a square of the board: this game has no walls"
    );
    // A row with a wall counts it as a square.
    assert!(error("petrified", "4k3/8/8/8/3*5/8/8/4K3 w - - 0 1").contains("row 5"));
}

#[test]
fn petrify_on_capture_names_kinds_of_the_game() {
    let e = common::shipped_definition_error("pawnsideways", |d| {
        d["petrifyOnCapture"] = serde_json::json!(["q", "x"]);
    });
    assert_eq!(e, "petrifyOnCapture[1]: 'x' is no piece of the game");
    let e = common::shipped_definition_error("pawnsideways", |d| {
        d["petrifyOnCapture"] = serde_json::json!("q");
    });
    assert!(e.starts_with("petrifyOnCapture"), "{e}");
}

/// The explanation of an attempt, its reason's code and message.
fn explained(fen: &str, from: &str, to: &str) -> (&'static str, String) {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    match explain_move(&game("petrified"), fen, from, to, &Options::default()).unwrap() {
        Verdict::Illegal(e) => (e.reason.code(), e.message),
        Verdict::Legal => ("legal", String::new()),
    }
}

#[test]
fn moves_onto_or_through_a_wall_and_a_lone_kings_capture_are_explained() {
    let fen = "4k3/8/8/8/3*4/8/8/R2QK3 w Q - 0 1";
    assert_eq!(
        explained(fen, "d1", "d4"),
        (
            "wall",
            "The square d4 is a wall, a piece turned to stone: no piece may enter it.".into()
        )
    );
    assert_eq!(
        explained(fen, "d1", "d6"),
        (
            "path-blocked",
            "The queen cannot go from d1 to d6: the wall on d4 stands in the way.".into()
        )
    );
    assert_eq!(
        explained("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1", "d2"),
        (
            "petrifies-royal",
            "The king on e1 may not capture on d2: a piece of its kind that captures turns to stone, and your side would lose it.".into()
        )
    );
}

#[test]
fn a_diagram_draws_a_wall_and_gives_it_to_the_board() {
    use fenboard::features::diagram::{parse_diagram, render, RenderOptions};
    let v = game("petrified");
    let d = parse_diagram("rnbqkb1r/ppp1pppp/8/3*4/8/2N5/PPPP1PPP/R1BQKBNR", Some(&v)).unwrap();
    assert_eq!(d.walls.len(), 1);
    assert_eq!(d.pieces().count(), 29);
    assert_eq!(
        d.playable_fen().unwrap(),
        "rnbqkb1r/ppp1pppp/8/3*4/8/2N5/PPPP1PPP/R1BQKBNR w - - 0 1"
    );
    let svg = render(&d, &RenderOptions::default());
    assert_eq!(svg.matches("class=\"wall\"").count(), 1);
    // In a game without walls, a '*' is no piece of it.
    assert!(parse_diagram("8/8/8/3*4/8/8/8/8", Some(&game("pawnsideways"))).is_err());
}

#[test]
fn walls_anywhere_in_a_fen_are_read_or_refused_never_a_panic() {
    let v = game("petrified");
    let rows = [
        "*******",
        "********",
        "*********",
        "*7",
        "7*",
        "4*4",
        "**6",
        "8*",
        "*",
    ];
    for row in rows {
        for rank in 0..8 {
            let mut all = ["8"; 8];
            all[0] = "4k3";
            all[7] = "4K3";
            all[rank] = row;
            let fen = format!("{} w - - 0 1", all.join("/"));
            if let Ok(p) = v.parse(&fen) {
                // What is read is written back as read.
                assert_eq!(v.parse(&p.to_string()).unwrap().to_string(), p.to_string());
            }
        }
    }
    // Walls only, no king: a side without king has lost; the wall round-trips.
    let bare = v.parse("8/8/8/3*4/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(bare.to_string(), "8/8/8/3*4/8/8/8/4K3 w - - 0 1");
}
