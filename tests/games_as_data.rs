//! Games as data: the built-in games are their definitions, and a user's copy of one under
//! another id plays the same game; games defined by data against published perft numbers and
//! against a slow reference generator written independently of the engine.

use fenboard::core::moves::MoveKind;
use fenboard::core::perft::perft as perft_of;
use fenboard::core::position::Position;
use fenboard::formats::{fen, notation};
use fenboard::game::{self, Game, Variant};

const CAPABLANCA: &str = include_str!("../variants/capablanca.json");

/// A game from its definition.
fn compile(json: &str) -> Variant {
    Variant::from_json(json).unwrap_or_else(|e| panic!("{e}"))
}

/// A position of a chess-family game (its start without a FEN).
fn position(v: &Variant, fen_text: Option<&str>) -> Position {
    let pos = match fen_text {
        Some(f) => v.parse(f).unwrap_or_else(|e| panic!("{f}: {e}")),
        None => v.start_position(),
    };
    pos.chess().unwrap().clone()
}

fn perft(json: &str, fen_text: Option<&str>, depth: u32) -> u64 {
    perft_of(&position(&compile(json), fen_text), depth)
}

#[test]
fn capablanca_perft_from_the_start() {
    let counts: Vec<u64> = (1..=3).map(|d| perft(CAPABLANCA, None, d)).collect();
    assert_eq!(counts, [28, 784, 25_228]);
}

/// The definition of a built-in game under another id.
fn copy_of(id: &str) -> (Variant, Variant) {
    let builtin = Variant::builtin(id).unwrap();
    let text = std::fs::read_to_string(format!("variants/{id}.json")).unwrap();
    let from = format!("\"id\": \"{id}\"");
    assert!(text.contains(&from), "{id}.json names its id");
    let copy = compile(&text.replacen(&from, &format!("\"id\": \"my-{id}\""), 1));
    assert_eq!(copy.id(), format!("my-{id}"));
    assert_ne!(copy, builtin, "another game, by its value");
    (builtin, copy)
}

/// The legal moves of a position, each in UCI and SAN, with the FEN after it.
fn described(pos: &fenboard::AnyPosition) -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = pos.clone();
            after.play(&m.uci).unwrap();
            (m.uci, m.san, after.fen())
        })
        .collect();
    out.sort();
    out
}

/// A user's copy of each built-in chess-family game under another id gives the same perft,
/// and the same moves in the same notation with the same FENs after them, along random games
/// and from random starts.
#[test]
fn a_copy_of_a_built_in_game_plays_the_same_game() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for id in ["chess", "coregal", "grand", "bario"] {
        let (builtin, copy) = copy_of(id);
        for depth in 1..=3 {
            assert_eq!(
                perft_of(&position(&copy, None), depth),
                perft_of(&position(&builtin, None), depth),
                "{id} depth {depth}"
            );
        }
        for randomness in 0..3 {
            let r = game::Randomness::from_level(randomness).unwrap();
            let start = builtin.start_fen(r, randomness.into());
            assert_eq!(copy.start_fen(r, randomness.into()), start, "{id}");
            let mut a = Game::new(&builtin, Some(&start)).unwrap();
            let mut b = Game::new(&copy, Some(&start)).unwrap();
            for _ in 0..60 {
                assert_eq!(a.fen(), b.fen());
                assert_eq!(a.status(), b.status(), "{}", a.fen());
                let moves = described(a.position());
                assert_eq!(moves, described(b.position()), "{}", a.fen());
                if moves.is_empty() {
                    break;
                }
                let (uci, _, _) = &moves[next(&mut seed) as usize % moves.len()];
                a.play(uci).unwrap();
                b.play(uci).unwrap();
            }
        }
    }
}

#[test]
fn deeper_perft() {
    assert_eq!(perft(CAPABLANCA, None, 4), 805_128);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let chess = include_str!("../variants/chess.json");
    assert_eq!(perft(chess, Some(kiwipete), 4), 4_085_603);
}

/// A definition of Capablanca chess with one field changed.
fn capablanca_with(from: &str, to: &str) -> String {
    assert!(CAPABLANCA.contains(from), "{from}");
    CAPABLANCA.replacen(from, to, 1)
}

fn refusal(json: &str) -> String {
    let e = Variant::from_json(json).unwrap_err();
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
        "pieces: no piece is royal (\"royal\": true), and no extinction, flag or checks rule nor a stalemate that wins or loses: no side could win"
    );
    assert_eq!(
        refusal(&capablanca_with("RNABQKBCNR w", "RNABQ1BCNR w")),
        "start: invalid FEN: castling field 'KQkq': 'K' but the white king is not on its first rank"
    );
    assert_eq!(
        refusal(&capablanca_with("RNABQKBCNR w KQkq", "RNABQ1BCNR w -")),
        "start: white has no royal piece"
    );
    assert_eq!(
        refusal(&capablanca_with("\"width\": 10", "\"width\": 13")),
        "board.width: 13 is not a board size from 2 to 12"
    );
    // 12x11 is a board (up to 12x12): the start's eight rows are what is wrong.
    assert_eq!(
        refusal(&capablanca_with(
            "\"width\": 10, \"height\": 8",
            "\"width\": 12, \"height\": 11"
        )),
        "start: invalid FEN: the position field has 8 rows separated by '/', the board has 11"
    );
    assert_eq!(
        refusal(&capablanca_with("\"height\": 8", "\"height\": 13")),
        "board.height: 13 is not a board size from 2 to 12"
    );
    assert_eq!(
        refusal(&capablanca_with("[\"q\", \"a\", \"c\", \"r\", \"b\", \"n\"]", "[]")),
        "pawns.promotion.pieces: is empty: a pawn reaching the last rank would have nothing to become"
    );
    assert_eq!(
        refusal(&capablanca_with("\"letter\": \"a\"", "\"letter\": \"q\"")),
        "pieces[2].letter: 'q' is already a letter of pieces[1]"
    );
    assert_eq!(
        refusal(&capablanca_with("\"stalemate\"", "\"stalmate\"")),
        "stalmate: unknown field (the fields here: $schema, id, name, description, board, pieces, pawns, castling, start, random, fen, hooks, checkmate, stalemate, moveRule, repetition, repetitionResult, perpetualCheckLoses, chasing, moveRepetitionLoses, moveRuleResult, insufficientMaterial, flyingGeneral, dupleCheck, diagonalLines, pass, bikjang, materialCounting, extinction, flag, checks, stalematePieceCount, mustCapture, checking, checkedRoyalCapturesOnly, explosions, petrifyOnCapture, walling, counting, mateRules, drops, piecePromotion, fiftyMoves, extends)"
    );
    assert_eq!(
        refusal(&capablanca_with("\"moveRule\": 50", "\"fiftyMoves\": true")),
        "fiftyMoves: is now moveRule: the number of moves (50), or false for none"
    );
    assert_eq!(
        refusal(&capablanca_with("\"drawing\": \"cardinal\"", "\"drawing\": \"dragon\"")),
        "pieces[2].drawing: 'dragon' is not a built-in image (these are: king, queen, rook, bishop, knight, pawn, marshall, cardinal, undefined)"
    );
    assert!(refusal("[1, 2").starts_with("not JSON: "));
}

#[test]
fn a_defined_game_answers_every_function() {
    let capablanca = compile(CAPABLANCA);
    let info = capablanca.info();
    let fen = capablanca.start_fen(game::Randomness::Standard, 0);
    assert_eq!(fen, info.start_fen);
    let play = |fen: &str, m: &str| {
        let mut pos = capablanca.parse(fen)?;
        pos.play(m)?;
        Ok::<String, game::Error>(pos.fen())
    };
    let after = play(&fen, "Cg3").unwrap();
    assert_eq!(
        after,
        "rnabqkbcnr/pppppppppp/10/10/10/6C3/PPPPPPPPPP/RNABQKB1NR b KQkq - 1 1"
    );
    let status = capablanca.parse(&after).unwrap().status();
    assert_eq!((status.legal_move_count, status.check), (28, false));
    let mut g = Game::new(&capablanca, None).unwrap();
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
    let m = capablanca.parse(mate).unwrap().legal_moves();
    assert!(m.iter().any(|m| m.san == "Ra8#"));
    let over = play(mate, "Ra8").unwrap();
    let outcome = capablanca.parse(&over).unwrap().status().outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason.as_str()),
        (Some(fenboard::Color::White), "checkmate")
    );
    let e = play(&fen, "Ce4").unwrap_err();
    assert_eq!(e.code().as_str(), "illegal-move");
    let e = capablanca
        .parse("rnabqkbcnr/ppppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
        .unwrap_err();
    assert_eq!(e.code().as_str(), "fen-board");
    assert!(e.to_string().contains("row 2 from the top"), "{e}");
    // Castling is the king's move in UCI from the start's squares (king f1), else the king's
    // square then the rook's.
    let ucis = |fen: &str| -> Vec<String> {
        let moves = capablanca.parse(fen).unwrap().legal_moves();
        moves
            .into_iter()
            .filter(|m| m.castle.is_some())
            .map(|m| m.uci)
            .collect()
    };
    assert_eq!(
        ucis("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1"),
        ["f1c1", "f1i1"]
    );
    assert_eq!(
        ucis("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1"),
        ["e1a1", "e1j1"]
    );
}

#[test]
fn a_double_step_the_pawn_can_leap_is_one_move() {
    // fmF with a double step (2, 2), and an A leap to the same square: one move, no en passant.
    let json = r#"{"id": "alfil-pawns", "board": {"width": 5, "height": 5},
      "pieces": [{"letter": "k", "betza": "K", "royal": true},
                 {"letter": "p", "betza": "fmFfmA", "pawn": true}, {"letter": "q", "betza": "Q"}],
      "pawns": {"doubleStep": [2], "promotion": {"ranks": 1, "pieces": ["q"]}},
      "start": "k4/5/5/1P3/4K w - - 0 1"}"#;
    let v = compile(json);
    let pos = position(&v, None);
    let pawn = v.rules().unwrap().role_of('p').unwrap();
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.role == pawn)
        .map(|m| notation::uci(&pos, m))
        .collect();
    moves.sort();
    assert_eq!(moves, ["b2a3", "b2c3", "b2d4"]);
}

#[test]
fn berolina_fen_names_the_pawn_that_passed_where_two_could_have() {
    let berolina = compile(include_str!("../variants/berolina.json"));
    let play = |fen: &str, m: &str| {
        let mut pos = berolina.parse(fen)?;
        pos.play(m)?;
        Ok::<String, game::Error>(pos.fen())
    };
    // c7-e5 passes over d6, as e7-c5 would: with pawns on both c5 and e5, the FEN names e5.
    let start = "rnbqkbnr/ppp2ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3";
    let passed = play(start, "c7e5").unwrap();
    assert_eq!(
        passed,
        "rnbqkbnr/pp3ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq d6e5 0 4"
    );
    let taken = play(&passed, "d5d6").unwrap();
    assert_eq!(
        taken,
        "rnbqkbnr/pp3ppp/3P4/2p5/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4"
    );
    let other = play(&passed.replace("d6e5", "d6c5"), "d5d6").unwrap();
    assert_eq!(
        other,
        "rnbqkbnr/pp3ppp/3P4/4p3/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4"
    );
    assert!(berolina.parse(&passed.replace("d6e5", "d6d5")).is_err());
}

#[test]
fn berolina_pawns_that_reach_the_same_square_are_told_apart_in_san() {
    let berolina = compile(include_str!("../variants/berolina.json"));
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let san = |uci: &str| {
        let moves = berolina.parse(start).unwrap().legal_moves();
        moves.into_iter().find(|m| m.uci == uci).unwrap().san
    };
    let play = |m: &str| {
        let mut pos = berolina.parse(start).unwrap();
        pos.play(m).unwrap();
        pos.fen()
    };
    assert_eq!(
        [san("a2b3"), san("c2b3"), san("a2c4"), san("e2c4")],
        ["ab3", "cb3", "ac4", "ec4"]
    );
    assert_eq!(play("cb3"), play("c2b3"));
    // A square that one pawn only reaches keeps the short form.
    assert_eq!(san("b2a3"), "a3");
}

/// Grand positions with promotions (to captured pieces only, optional before the last rank),
/// checks, double checks and pins, in both FEN dialects; the counts are those of the earlier
/// built-in Grand engine, checked against the definition engine then.
#[test]
fn grand_with_promotions_and_checks() {
    let grand = Variant::builtin("grand").unwrap();
    for (board, turn, depth, count) in [
        ("4k5/2P4P2/1P8/10/10/10/10/10/1p3p4/R3K4R", "w", 3, 3517),
        ("4k5/2P4P2/1P8/10/10/10/10/10/1p4p3/R3K4R", "b", 3, 10506),
        ("r3k4r/P3P3p1/10/4R5/10/10/4q5/10/2p1p5/4K5", "w", 3, 12895),
        ("4k5/10/4r5/10/10/1b8/10/3N6/4K5/10", "w", 4, 44919),
        ("q3k5/10/10/10/4m5/10/10/1P2c5/2PNKP4/10", "w", 3, 7715),
        (
            "r1b1k4r/1P1P1m2P1/c9/10/10/10/10/n8M/1pp3qp2/R1B1K4R",
            "b",
            3,
            26391,
        ),
    ] {
        for fen_text in [
            format!("{board} {turn} 0 -"),
            format!("{board} {turn} - - 0 1"),
        ] {
            assert_eq!(
                perft_of(&position(&grand, Some(&fen_text)), depth),
                count,
                "{fen_text}"
            );
        }
    }
    // vchess writes ten empty squares `91`: the same board.
    let vchess = "r8r/1nbqkmcbn1/pppppppppp/91/91/91/91/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -";
    assert_eq!(perft_of(&position(&grand, Some(vchess)), 2), 4_225);
    // On eight files a run of digits is one number too: `11` is eleven squares, not two.
    let chess = Variant::builtin("chess").unwrap();
    let e = chess
        .parse("rnbqkbnr/pppppppp/11/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        .unwrap_err();
    assert!(e.to_string().contains("describes 11 squares"), "{e}");
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

#[path = "games_as_data/reference.rs"]
mod reference;

/// A position's legal moves and bulk-counted perft against the reference generator, along
/// random games and from hand-made positions (double check answered by one interposition,
/// pins along nightrider and dabbabarider lines).
fn against_reference(json: &str, fens: &[&str], games: usize, seed: u64) {
    let v = compile(json);
    let game = reference::Game::new(json);
    let check = |pos: &Position| {
        let moves = pos.legal_moves();
        let mut ours: Vec<String> = moves.iter().map(|m| notation::uci(pos, m)).collect();
        ours.sort();
        let fen = fen::write(pos);
        assert_eq!(ours, game.legal_moves(&fen), "{fen}");
        let children: u64 = moves
            .iter()
            .map(|m| {
                let mut child = pos.clone();
                child.play_unchecked(m);
                game.legal_moves(&fen::write(&child)).len() as u64
            })
            .sum();
        assert_eq!(perft_of(pos, 2), children, "{fen}");
        moves
    };
    for fen in fens {
        check(&position(&v, Some(fen)));
    }
    let mut seed = seed;
    for _ in 0..games {
        let mut pos = position(&v, None);
        for _ in 0..120 {
            let moves = check(&pos);
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[next(&mut seed) as usize % moves.len()]);
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
            "u3k2u/8/8/8/8/2n5/8/r3K1UU w - - 0 1",
            "u3k2u/1P6/8/8/8/8/8/U3K2U w - - 0 1",
            "u3k2u/8/8/2Pp4/8/8/8/U2KU3 w - c6 0 1",
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
    let v = compile(json);
    let read = |fen: &str| position(&v, Some(fen));
    let (c5, e5) = ("4k3/8/8/2Pp4/8/8/8/4K3 w", "4k3/8/8/3pP3/8/8/8/4K3 w");
    assert!(read(&format!("{c5} - d6 0 2")) == read(&format!("{c5} - - 0 2")));
    assert_eq!(
        read(&format!("{c5} - d6 0 2")).key(),
        read(&format!("{c5} - - 0 2")).key()
    );
    assert!(read(&format!("{e5} - d6 0 2")) != read(&format!("{e5} - - 0 2")));
    assert_ne!(
        read(&format!("{e5} - d6 0 2")).key(),
        read(&format!("{e5} - - 0 2")).key()
    );
}

#[test]
fn a_pawns_knight_leap_is_never_a_double_step() {
    // fmWfcFmfN with double steps from the second rank: only the one-square step is taken
    // twice; the knight leap a2-b4 sets no en passant square (issue 32).
    let json = r#"{"id": "knight-pawns", "board": {"width": 8, "height": 8},
      "pieces": [{"letter": "k", "betza": "K", "royal": true},
                 {"letter": "p", "betza": "fmWfcFmfN", "pawn": true}, {"letter": "q", "betza": "Q"}],
      "pawns": {"doubleStep": [2], "promotion": {"ranks": 1, "pieces": ["q"]}},
      "start": "4k3/8/8/8/8/8/P7/4K3 w - - 0 1"}"#;
    let v = compile(json);
    let pos = position(&v, None);
    let mut ucis: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == "a2")
        .map(|m| notation::uci(&pos, m))
        .collect();
    ucis.sort();
    // fN is the four forward knight leaps; from a2, b4 and c3.
    assert_eq!(ucis, ["a2a3", "a2a4", "a2b4", "a2c3"]);
    let mut after = v.parse("4k3/8/8/8/8/8/P7/4K3 w - - 0 1").unwrap();
    after.play("a2b4").unwrap();
    assert_eq!(after.fen(), "4k3/8/8/8/1P6/8/8/4K3 b - - 0 1");
}

#[test]
fn a_pawn_riding_whole_lines_promotes_when_it_rides_into_the_zone() {
    // A pawn that rides like a rook (WW) from its first rank to the last in one move must
    // promote there: the squares whence a pawn may promote count its whole-line rides (found
    // by the property test of random pieces).
    let json = r#"{"id": "rook-pawns", "board": {"width": 4, "height": 5},
      "pieces": [{"letter": "k", "betza": "K", "royal": true},
                 {"letter": "a", "betza": "WWZ2", "pawn": true}, {"letter": "b", "betza": "cQ"}],
      "pawns": {"promotion": {"ranks": 1, "pieces": ["b"]}},
      "start": "kab1/4/4/4/KAB1 w - - 0 1"}"#;
    let v = compile(json);
    let pos = position(&v, None);
    let ucis: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from.to_string() == "b1")
        .map(|m| notation::uci(&pos, m))
        .collect();
    assert!(ucis.contains(&"b1b5b".to_string()), "{ucis:?}");
    assert!(!ucis.contains(&"b1b5".to_string()), "{ucis:?}");
}

#[test]
fn a_piece_that_only_moves_never_captures() {
    // mWW1 (one orthogonal step, moving only) is a leap that does not capture: the generator's
    // loop for kinds whose moves and captures are the same must not take it (found by the
    // property test of random pieces).
    let json = r#"{"id": "movers", "board": {"width": 2, "height": 3},
      "pieces": [{"letter": "k", "betza": "K", "royal": true}, {"letter": "a", "betza": "mWW1"}],
      "start": "ka/2/KA w - - 0 1"}"#;
    let v = compile(json);
    let pos = position(&v, Some("ka/1A/K1 b - - 0 1"));
    let ucis: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| notation::uci(&pos, m))
        .collect();
    assert!(!ucis.contains(&"b3b2".to_string()), "{ucis:?}");
}

/// A definition that extends another game takes its fields, each replaced where it gives one.
#[test]
fn a_game_extends_another() {
    let capablanca = |id: &str| (id == "capablanca").then(|| CAPABLANCA.to_string());
    let gothic = include_str!("../variants/gothic.json");
    let v = Variant::from_json_extending(gothic, &capablanca).unwrap();
    assert_eq!((v.id(), v.name()), ("gothic", "Gothic chess"));
    assert_eq!(v.geometry().width, 10);
    assert_eq!(perft_of(&position(&v, None), 2), 784);
    // A built-in game needs no lookup; `null` takes a field away.
    let no_castling = r#"{"id": "plain", "extends": "chess", "castling": null,
        "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"}"#;
    let plain = Variant::from_json(no_castling).unwrap();
    assert!(plain.rules().unwrap().castling.is_none());
    assert!(Variant::builtin("chess")
        .unwrap()
        .rules()
        .unwrap()
        .castling
        .is_some());
    // What it extends must be known, and the chain must end.
    for (json, error) in [
        (
            r#"{"id": "x", "extends": "capablanca"}"#,
            "extends: 'capablanca' is no game known here: a built-in game or one defined before",
        ),
        (
            r#"{"id": "x", "extends": 7}"#,
            "extends: must be the id of a game (a string)",
        ),
        (
            r#"{"id": "x", "extends": "russian", "pieces": []}"#,
            "pieces: unknown field",
        ),
    ] {
        let e = refusal(json);
        assert!(e.starts_with(error), "{e}");
    }
    let looping = |id: &str| Some(format!(r#"{{"id": "{id}", "extends": "{id}"}}"#));
    let e = Variant::from_json_extending(r#"{"id": "x", "extends": "y"}"#, &looping).unwrap_err();
    assert_eq!(
        e.to_string(),
        "extends: 'y' extends games through more than 8 steps: a loop?"
    );
}

/// A Chess960 game writes every castle as the king taking its rook, as Fairy-Stockfish's
/// fischerandom and lichess do; chess writes the standard start's castles as the king's move.
#[test]
fn chess960_castles_are_written_king_takes_rook() {
    let fischer = Variant::from_json(include_str!("../variants/fischerandom.json")).unwrap();
    let chess = Variant::builtin("chess").unwrap();
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let castles = |v: &Variant| {
        let pos = position(v, Some(fen));
        let mut out: Vec<String> = (pos.legal_moves().iter())
            .filter(|m| matches!(m.kind, MoveKind::Castle { .. }))
            .map(|m| notation::uci(&pos, m))
            .collect();
        out.sort();
        out
    };
    assert_eq!(castles(&chess), ["e1c1", "e1g1"]);
    assert_eq!(castles(&fischer), ["e1a1", "e1h1"]);
    let mut game = Game::new(&fischer, Some(fen)).unwrap();
    game.play("e1h1").unwrap();
    assert_eq!(game.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // Shredder-FEN, as Fairy-Stockfish writes Chess960, is read.
    let shredder = position(
        &fischer,
        Some("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
    );
    assert_eq!(perft_of(&shredder, 3), 12189);
}
