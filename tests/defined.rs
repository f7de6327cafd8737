//! Games defined by data against the built-in games and published perft numbers.
#![cfg(feature = "define")]

use fenboard::game;
use fenboard::variants::defined;

const CHESS: &str = include_str!("../variants/chess-defined.json");
const GRAND: &str = include_str!("../variants/grand-defined.json");
const CAPABLANCA: &str = include_str!("../variants/capablanca.json");

fn perft(json: &str, fen: Option<&str>, depth: u32) -> u64 {
    let rules = defined::compile(json).unwrap();
    let pos = match fen {
        Some(f) => defined::fen::read(&rules, f, false).unwrap(),
        None => defined::start(&rules),
    };
    defined::perft(&pos, depth)
}

#[test]
fn capablanca_perft_from_the_start() {
    let counts: Vec<u64> = (1..=3).map(|d| perft(CAPABLANCA, None, d)).collect();
    assert_eq!(counts, [28, 784, 25_228]);
}

#[test]
fn chess_as_a_definition_is_chess() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        for depth in 1..=3 {
            assert_eq!(
                perft(CHESS, Some(fen), depth),
                game::perft("chess", fen, depth).unwrap(),
                "{fen} depth {depth}"
            );
        }
    }
}

#[test]
fn grand_as_a_definition_is_grand() {
    let builtin = game::start_fen("grand", 0, None).unwrap();
    for depth in 1..=3 {
        assert_eq!(
            perft(GRAND, None, depth),
            game::perft("grand", &builtin, depth).unwrap(),
            "depth {depth}"
        );
    }
}

#[test]
fn deeper_perft() {
    assert_eq!(perft(CAPABLANCA, None, 4), 805_128);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(perft(CHESS, Some(kiwipete), 4), 4_085_603);
    let t = std::time::Instant::now();
    let builtin = game::start_fen("grand", 0, None).unwrap();
    let n = game::perft("grand", &builtin, 4).unwrap();
    let b = t.elapsed();
    let t = std::time::Instant::now();
    assert_eq!(perft(GRAND, None, 4), n);
    eprintln!("grand d4 {n}: built-in {b:?}, defined {:?}", t.elapsed());
}

/// A definition of Capablanca chess with one field changed.
fn capablanca_with(from: &str, to: &str) -> String {
    assert!(CAPABLANCA.contains(from), "{from}");
    CAPABLANCA.replacen(from, to, 1)
}

fn refusal(json: &str) -> String {
    let e = game::define_variant(json).unwrap_err();
    assert_eq!(e.code().as_str(), "bad-definition");
    e.to_string()
}

#[test]
fn bad_definitions_name_the_field_and_the_reason() {
    assert_eq!(
        refusal(&capablanca_with("\"BN\"", "\"BX\"")),
        "pieces[2].betza: unknown Betza letter 'X' at 2 (read: W F D N A H C Z G K Q R B P)"
    );
    assert_eq!(
        refusal(&capablanca_with("\"K\", \"royal\": true", "\"K\"")),
        "pieces: no piece is royal (\"royal\": true): the game would never end"
    );
    assert_eq!(
        refusal(&capablanca_with("RNABQKBCNR w", "RNABQ1BCNR w")),
        "start: castling 'K': no castling royal piece on its side's first rank"
    );
    assert_eq!(
        refusal(&capablanca_with("RNABQKBCNR w KQkq", "RNABQ1BCNR w -")),
        "start: white has no royal piece"
    );
    assert_eq!(
        refusal(&capablanca_with("\"width\": 10", "\"width\": 12")),
        "board.width: 12 is not a board size from 2 to 10"
    );
    assert_eq!(
        refusal(&capablanca_with("[\"q\", \"a\", \"c\", \"r\", \"b\", \"n\"]", "[]")),
        "pawns.promotion.pieces: is empty: a pawn reaching the last rank would have nothing to become"
    );
    assert_eq!(
        refusal(&capablanca_with("\"letter\": \"a\"", "\"letter\": \"q\"")),
        "pieces[2].letter: 'q' is already the letter of pieces[1]"
    );
    assert_eq!(
        refusal(&capablanca_with(
            "\"id\": \"capablanca\"",
            "\"id\": \"chess\""
        )),
        "id: 'chess' is a built-in game"
    );
    assert_eq!(
        refusal(&capablanca_with("\"stalemate\"", "\"stalmate\"")),
        "stalmate: unknown field (the fields here: $schema, id, name, board, pieces, pawns, castling, start, stalemate, fiftyMoves, description)"
    );
    assert!(refusal("[1, 2").starts_with("not JSON: "));
}

#[test]
fn a_defined_game_answers_every_function() {
    let info = game::define_variant(CAPABLANCA).unwrap();
    let fen = game::start_fen("capablanca", 0, None).unwrap();
    assert_eq!(fen, info.start_fen);
    assert!(game::variants().iter().any(|v| v.id == "capablanca"));
    let after = game::play("capablanca", &fen, "Cg3").unwrap();
    assert_eq!(
        after,
        "rnabqkbcnr/pppppppppp/10/10/10/6C3/PPPPPPPPPP/RNABQKB1NR b KQkq - 1 1"
    );
    let status = game::status("capablanca", &after).unwrap();
    assert_eq!((status.legal_move_count, status.check), (28, false));
    let mut g = game::Game::new("capablanca", None).unwrap();
    for m in ["f4", "e5", "fxe5", "Qe6"] {
        g.play(m).unwrap();
    }
    assert!(!g.status().check);
    g.undo().unwrap();
    assert_eq!(
        g.fen(),
        "rnabqkbcnr/pppp1ppppp/10/4P5/10/10/PPPPP1PPPP/RNABQKBCNR b KQkq - 0 2"
    );
    let mate = "4k5/1R8/10/10/10/10/10/R6K2 w - - 0 1";
    let m = game::legal_moves("capablanca", mate).unwrap();
    assert!(m.iter().any(|m| m.san == "Ra8#"));
    let over = game::play("capablanca", mate, "Ra8").unwrap();
    let outcome = game::status("capablanca", &over).unwrap().outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(fenboard::Color::White), "checkmate")
    );
    let e = game::play("capablanca", &fen, "Ce4").unwrap_err();
    assert_eq!(e.code().as_str(), "illegal-move");
    let e = game::legal_moves(
        "capablanca",
        "rnabqkbcnr/ppppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    )
    .unwrap_err();
    assert_eq!(e.code().as_str(), "fen-board");
    assert!(e.to_string().contains("rank 7 has"), "{e}");
}

#[test]
fn a_double_step_the_pawn_can_leap_is_one_move() {
    // fmF with a double step (2, 2), and an A leap to the same square: one move, no en passant.
    let json = r#"{"id": "alfil-pawns", "board": {"width": 5, "height": 5},
      "pieces": [{"letter": "k", "betza": "K", "royal": true},
                 {"letter": "p", "betza": "fmFfmA", "pawn": true}, {"letter": "q", "betza": "Q"}],
      "pawns": {"doubleStep": [2], "promotion": {"ranks": 1, "pieces": ["q"]}},
      "start": "k4/5/5/1P3/4K w - - 0 1"}"#;
    let rules = defined::compile(json).unwrap();
    let pos = defined::start(&rules);
    let moves: Vec<String> = defined::legal_moves(&pos)
        .iter()
        .filter(|m| m.kind == 1)
        .map(|m| defined::notation::uci(&pos, m))
        .collect();
    assert_eq!(moves, ["b2a3", "b2c3", "b2d4"]);
}

#[test]
fn berolina_fen_names_the_pawn_that_passed_where_two_could_have() {
    game::define_variant(include_str!("../variants/berolina.json")).unwrap();
    // c7-e5 passes over d6, as e7-c5 would: with pawns on both c5 and e5, the FEN names e5.
    let start = "rnbqkbnr/ppp2ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3";
    let passed = game::play("berolina", start, "c7e5").unwrap();
    assert_eq!(
        passed,
        "rnbqkbnr/pp3ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq d6e5 0 4"
    );
    let taken = game::play("berolina", &passed, "d5d6").unwrap();
    assert_eq!(
        taken,
        "rnbqkbnr/pp3ppp/3P4/2p5/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4"
    );
    let other = game::play("berolina", &passed.replace("d6e5", "d6c5"), "d5d6").unwrap();
    assert_eq!(
        other,
        "rnbqkbnr/pp3ppp/3P4/4p3/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4"
    );
    assert!(game::legal_moves("berolina", &passed.replace("d6e5", "d6d5")).is_err());
}

#[test]
fn berolina_pawns_that_reach_the_same_square_are_told_apart_in_san() {
    game::define_variant(include_str!("../variants/berolina.json")).unwrap();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let san = |uci: &str| {
        let moves = game::legal_moves("berolina", start).unwrap();
        moves.into_iter().find(|m| m.uci == uci).unwrap().san
    };
    assert_eq!(
        [san("a2b3"), san("c2b3"), san("a2c4"), san("e2c4")],
        ["ab3", "cb3", "ac4", "ec4"]
    );
    assert_eq!(
        game::play("berolina", start, "cb3").unwrap(),
        game::play("berolina", start, "c2b3").unwrap()
    );
    // A square that one pawn only reaches keeps the short form.
    assert_eq!(san("b2a3"), "a3");
}
