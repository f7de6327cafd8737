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
    assert_eq!(
        refusal(&capablanca_with("\"drawing\": \"cardinal\"", "\"drawing\": \"dragon\"")),
        "pieces[2].drawing: 'dragon' is not a built-in image (these are: king, queen, rook, bishop, knight, pawn, marshall, cardinal)"
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
    let mut moves: Vec<String> = defined::legal_moves(&pos)
        .iter()
        .filter(|m| m.kind == 1)
        .map(|m| defined::notation::uci(&pos, m))
        .collect();
    moves.sort();
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

/// The chessprogramming.org perft positions 1 to 6 at depth 4, chess as a definition
/// against the built-in chess (bulk counting, pins, checks, castling, en passant, promotion).
#[test]
fn chess_as_a_definition_is_chess_at_depth_4() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2",
        "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
    ] {
        assert_eq!(
            perft(CHESS, Some(fen), 4),
            game::perft("chess", fen, 4).unwrap(),
            "{fen}"
        );
    }
}

/// Grand positions with promotions (to captured pieces only, optional before the last rank),
/// checks, double checks and pins: the definition's perft is the built-in game's.
#[test]
fn grand_as_a_definition_is_grand_with_promotions_and_checks() {
    for (board, turn, depth) in [
        ("4k5/2P4P2/1P8/10/10/10/10/10/1p3p4/R3K4R", "w", 3),
        ("4k5/2P4P2/1P8/10/10/10/10/10/1p4p3/R3K4R", "b", 3),
        ("r3k4r/P3P3p1/10/4R5/10/10/4q5/10/2p1p5/4K5", "w", 3),
        ("4k5/10/4r5/10/10/1b8/10/3N6/4K5/10", "w", 4),
        ("q3k5/10/10/10/4m5/10/10/1P2c5/2PNKP4/10", "w", 3),
        (
            "r1b1k4r/1P1P1m2P1/c9/10/10/10/10/n8M/1pp3qp2/R1B1K4R",
            "b",
            3,
        ),
    ] {
        let builtin = format!("{board} {turn} 0 -");
        let defined_fen = format!("{board} {turn} - - 0 1");
        assert_eq!(
            perft(GRAND, Some(&defined_fen), depth),
            game::perft("grand", &builtin, depth).unwrap(),
            "{builtin}"
        );
    }
}

/// Random games of Grand chess played in both engines: the same legal moves at every position.
#[test]
fn grand_as_a_definition_has_grands_moves_along_random_games() {
    let rules = defined::compile(GRAND).unwrap();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..12 {
        let mut fen = game::start_fen("grand", 0, None).unwrap();
        let mut pos = defined::start(&rules);
        for _ in 0..160 {
            let mut builtin: Vec<String> = game::legal_moves("grand", &fen)
                .unwrap()
                .into_iter()
                .map(|m| m.uci)
                .collect();
            let moves = defined::legal_moves(&pos);
            let mut ours: Vec<String> = moves
                .iter()
                .map(|m| defined::notation::uci(&pos, m))
                .collect();
            builtin.sort();
            ours.sort();
            assert_eq!(ours, builtin, "{fen}");
            if moves.is_empty() {
                break;
            }
            let m = moves[next(&mut seed) as usize % moves.len()];
            fen = game::play("grand", &fen, &defined::notation::uci(&pos, &m)).unwrap();
            pos.play(&m);
        }
    }
}

fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

/// Riders of every shape, move-only and capture-only atoms, a range-limited rider, an
/// asymmetric leaper, pawns that ride (one of them also double steps, to a square its ride
/// reaches: one move) and promotion on two ranks, against the reference generator below.
const RIDERS: &str = r#"{
  "id": "riders", "name": "Riders", "board": {"width": 9, "height": 9},
  "pieces": [
    {"letter": "k", "name": "king", "betza": "K", "royal": true},
    {"letter": "n", "name": "nightrider", "betza": "NN"},
    {"letter": "d", "name": "dabbabarider", "betza": "DD"},
    {"letter": "x", "name": "crab", "betza": "mWWcFF"},
    {"letter": "w", "name": "short rook", "betza": "W3"},
    {"letter": "f", "name": "forward knight", "betza": "fNbW"},
    {"letter": "a", "name": "archbishop", "betza": "BN"},
    {"letter": "b", "name": "bishop", "betza": "B"},
    {"letter": "r", "name": "rook", "betza": "R"},
    {"letter": "p", "name": "pawn", "betza": "fmWfcF", "pawn": true},
    {"letter": "o", "name": "lance pawn", "betza": "fmW2fcFF", "pawn": true},
    {"letter": "l", "name": "long pawn", "betza": "fmWfmWWfcF", "pawn": true}
  ],
  "pawns": {"doubleStep": [2], "enPassant": true,
            "promotion": {"ranks": 2, "pieces": ["n", "d", "x", "w", "f", "a"]}},
  "start": "rndxkwfab/poplpplop/9/9/9/9/9/POPLPPLOP/BAFWKXDNR w - - 0 1"
}"#;

/// Two royal pieces (a king and a royal nightrider), Berolina pawns (diagonal double steps,
/// en passant, promotion to captured pieces only), and a queen.
const ROYALS: &str = r#"{
  "id": "royals", "name": "Royals", "board": {"width": 8, "height": 8},
  "pieces": [
    {"letter": "k", "name": "king", "betza": "K", "royal": true},
    {"letter": "u", "name": "royal nightrider", "betza": "NN", "royal": true},
    {"letter": "q", "name": "queen", "betza": "Q"},
    {"letter": "r", "name": "rook", "betza": "R"},
    {"letter": "n", "name": "knight", "betza": "N"},
    {"letter": "p", "name": "pawn", "betza": "mfFcfW", "pawn": true}
  ],
  "pawns": {"doubleStep": [2], "enPassant": true,
            "promotion": {"ranks": 1, "pieces": ["q", "r", "n"], "onlyCaptured": true}},
  "start": "rnuqkunr/pppppppp/8/8/8/8/PPPPPPPP/RNUQKUNR w - - 0 1"
}"#;

/// A lone royal piece that rides (a royal nightrider), which may not step back along the
/// line of the nightrider checking it.
const ROYAL_RIDER: &str = r#"{
  "id": "royal-rider", "name": "Royal rider", "board": {"width": 8, "height": 8},
  "pieces": [
    {"letter": "u", "name": "royal nightrider", "betza": "NN", "royal": true},
    {"letter": "q", "name": "queen", "betza": "Q"},
    {"letter": "r", "name": "rook", "betza": "R"},
    {"letter": "n", "name": "nightrider", "betza": "NN"},
    {"letter": "p", "name": "pawn", "betza": "fmWfcF", "pawn": true}
  ],
  "pawns": {"doubleStep": [2], "enPassant": true,
            "promotion": {"ranks": 1, "pieces": ["q", "r", "n"]}},
  "start": "rnnquqnr/pppppppp/8/8/8/8/PPPPPPPP/RNNQUQNR w - - 0 1"
}"#;

#[path = "defined/reference.rs"]
mod reference;

/// A position's legal moves and bulk-counted perft against the reference generator, along
/// random games and from hand-made positions (double check answered by one interposition,
/// pins along nightrider and dabbabarider lines).
fn against_reference(json: &str, fens: &[&str], games: usize, seed: u64) {
    let rules = defined::compile(json).unwrap();
    let game = reference::Game::new(json);
    let check = |pos: &defined::Position| {
        let moves = defined::legal_moves(pos);
        let mut ours: Vec<String> = moves
            .iter()
            .map(|m| defined::notation::uci(pos, m))
            .collect();
        ours.sort();
        let fen = defined::fen::write(pos);
        assert_eq!(ours, game.legal_moves(&fen), "{fen}");
        let children: u64 = moves
            .iter()
            .map(|m| {
                let mut child = pos.clone();
                child.play(m);
                game.legal_moves(&defined::fen::write(&child)).len() as u64
            })
            .sum();
        assert_eq!(defined::perft(pos, 2), children, "{fen}");
        moves
    };
    for fen in fens {
        check(&defined::fen::read(&rules, fen, false).unwrap());
    }
    let mut seed = seed;
    for _ in 0..games {
        let mut pos = defined::start(&rules);
        for _ in 0..120 {
            let moves = check(&pos);
            if moves.is_empty() {
                break;
            }
            pos.play(&moves[next(&mut seed) as usize % moves.len()]);
        }
    }
}

#[test]
fn riders_against_the_reference_generator() {
    against_reference(
        RIDERS,
        &[
            "4k4/9/9/9/3Nd4/4r4/9/9/4K4 w - - 0 1",
            "4k4/9/9/2n6/9/1N7/9/9/K8 w - - 0 1",
            "4k4/9/9/4d4/9/4X4/9/4P4/4K4 w - - 0 1",
            "4k4/4r4/9/4w4/9/4D4/9/9/4K4 w - - 0 1",
            "k8/9/9/1pP6/9/9/9/9/8K w - b7 0 1",
            "4k4/3R5/9/9/9/9/3f5/6a2/4K4 w - - 0 1",
            "k8/9/9/1p7/3O5/9/9/9/8K w - b7 0 1",
        ],
        6,
        7,
    );
}

#[test]
fn several_royals_against_the_reference_generator() {
    against_reference(
        ROYALS,
        &[
            "4k3/8/8/8/8/2n5/8/r3K1U1 w - - 0 1",
            "4k3/1P6/8/8/8/8/8/U3K3 w - - 0 1",
            "4k3/8/8/2Pp4/8/8/8/3KU3 w - c6 0 1",
        ],
        6,
        11,
    );
}

#[test]
fn a_lone_royal_rider_against_the_reference_generator() {
    against_reference(
        ROYAL_RIDER,
        &[
            "8/8/8/8/6n1/8/2U5/7u w - - 0 1",
            "4u3/8/8/8/2q5/8/1N6/U7 w - - 0 1",
        ],
        6,
        13,
    );
}

#[test]
fn en_passant_counts_for_repetition_only_where_a_pawn_can_take() {
    // Pawns that capture forward-left only: after d7-d5, the white pawn on c5 cannot take on
    // d6 (its capture goes to b6), the one on e5 can.
    let json = r#"{"id": "left-pawns", "board": {"width": 8, "height": 8},
      "pieces": [{"letter": "k", "betza": "K", "royal": true},
                 {"letter": "p", "betza": "fmWlfcF", "pawn": true}, {"letter": "q", "betza": "Q"}],
      "pawns": {"doubleStep": [2], "promotion": {"ranks": 1, "pieces": ["q"]}},
      "start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}"#;
    let rules = defined::compile(json).unwrap();
    let read = |fen: &str| defined::fen::read(&rules, fen, false).unwrap();
    let (c5, e5) = ("4k3/8/8/2Pp4/8/8/8/4K3 w", "4k3/8/8/3pP3/8/8/8/4K3 w");
    assert!(read(&format!("{c5} - d6 0 2")) == read(&format!("{c5} - - 0 2")));
    assert!(read(&format!("{e5} - d6 0 2")) != read(&format!("{e5} - - 0 2")));
}

#[test]
fn no_definition_takes_a_built_in_games_id() {
    // The ids a definition may not take are the built-in games' (variants cannot name the game
    // layer's `Variant`, so the list is written there too; this keeps both the same).
    let ids: Vec<&str> = game::Variant::ALL.iter().map(|v| v.id()).collect();
    assert_eq!(ids, defined::BUILT_IN);
}

#[test]
fn a_promotion_with_nothing_to_become_is_explained_as_such() {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    game::define_variant(GRAND).unwrap();
    // Every piece of white's is on the board: the pawn on b9 may not step to b10.
    let fen = "r8r/1P1qkmcbn1/pppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1";
    let Verdict::Illegal(e) =
        explain_move("grand-defined", fen, "b9", "b10", &Options::default()).unwrap()
    else {
        panic!("b9-b10 is illegal");
    };
    assert_eq!(
        e.reason,
        fenboard::features::explain::Reason::PromotionNotCaptured
    );
    assert_eq!(
        e.message,
        "A pawn reaching b10 must become a piece its side has lost, and none is left to choose."
    );
}
