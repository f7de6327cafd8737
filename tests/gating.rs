//! Gating as data (`drops.gating` in a definition: variants/seirawan.json, shouse.json): a piece
//! of the hand enters on the square a first-rank piece leaves on its first move, castling gates
//! on the royal piece's or the rook's square, the castling field carries the gates, the moves
//! are written as Fairy-Stockfish writes them. The whole games are compared with
//! Fairy-Stockfish in tests/node/define-oracle; the positions after a move here are its FENs
//! (ffish 0.7.10).

use fenboard::formats::notation;

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1";
const CASTLES: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1";

/// The SAN of the legal move whose UCI is `uci`.
fn san(id: &str, fen: &str, uci: &str) -> String {
    let v = game(id);
    let pos = v.parse(fen).unwrap().chess().unwrap().clone();
    let legal = pos.legal_moves();
    let m = legal
        .iter()
        .find(|m| notation::uci(&pos, m) == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
    notation::san(&pos, m, &legal)
}

/// The error of compiling Seirawan's definition with fields replaced.
fn definition_error(changes: &[(&str, serde_json::Value)]) -> String {
    common::shipped_definition_error("seirawan", |def| {
        for (k, v) in changes {
            def[*k] = v.clone();
        }
    })
}

#[test]
fn perft_from_the_start_matches_fairy_stockfish() {
    assert_eq!(
        common::shipped_perft("seirawan", 4),
        [28, 784, 24_830, 782_599]
    );
    assert_eq!(common::shipped_perft("shouse", 3), [92, 7_944, 546_694]);
}

#[test]
fn a_piece_of_the_hand_enters_where_a_first_rank_piece_leaves() {
    let from_b1: Vec<String> = moves("seirawan", START)
        .into_iter()
        .filter(|m| m.starts_with("b1"))
        .collect();
    assert_eq!(
        from_b1,
        ["b1a3", "b1a3e", "b1a3h", "b1c3", "b1c3e", "b1c3h"]
    );
    // The hawk on b1, the gate of b1 gone; then the elephant on g1, and with White's hand
    // empty its gates are gone too (the castling rights stay).
    let once = after("seirawan", START, &["b1c3h"]);
    assert_eq!(
        once,
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1"
    );
    assert_eq!(
        after("seirawan", &once, &["e5", "Nf3/E", "d6"]),
        "rnbqkbnr/ppp2ppp/3p4/4p3/8/2N2N2/PPPPPPPP/RHBQKBER[eh] w KQkqbcdfg - 0 3"
    );
    // A pawn's move, or a piece's second move, gates nothing.
    let second = after("seirawan", &once, &["e5"]);
    let gated: Vec<String> = moves("seirawan", &second)
        .into_iter()
        .filter(|m| m.len() == 5 && !m.starts_with('g'))
        .collect();
    assert!(gated.is_empty(), "{gated:?}");
}

#[test]
fn moves_are_written_as_fairy_stockfish_writes_them() {
    assert_eq!(san("seirawan", START, "b1c3h"), "Nc3/H");
    // Castling gates on the king's square (the castle's own UCI, then the letter) or on the
    // rook's (the rook's square, then the king's).
    for (uci, want_san, fen) in [
        (
            "e1g1h",
            "O-O/He1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HRK1[Eeh] b Akq - 1 1",
        ),
        (
            "h1e1e",
            "O-O/Eh1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKE[Heh] b Akq - 1 1",
        ),
        (
            "e1c1e",
            "O-O-O/Ee1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KRE2R[Heh] b Hkq - 1 1",
        ),
        (
            "a1e1h",
            "O-O-O/Ha1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/H1KR3R[Eeh] b Hkq - 1 1",
        ),
        (
            "e1d1h",
            "Kd1/H",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2KH2R[Eeh] b AHkq - 1 1",
        ),
        (
            "e1d1",
            "Kd1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R[EHeh] b AHkq - 1 1",
        ),
    ] {
        assert_eq!(san("seirawan", CASTLES, uci), want_san);
        assert_eq!(after("seirawan", CASTLES, &[uci]), fen, "{uci}");
        assert_eq!(after("seirawan", CASTLES, &[want_san]), fen, "{want_san}");
    }
    // The castle without gating, in either UCI form and in SAN.
    let plain = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1[EHeh] b Akq - 1 1";
    for text in ["e1g1", "e1h1", "O-O"] {
        assert_eq!(after("seirawan", CASTLES, &[text]), plain, "{text}");
    }
}

#[test]
fn the_castling_field_carries_the_gates() {
    // A gate is lost when its piece is taken there; a king that moved keeps its rooks' gates
    // (written as their files), and rooks that castle no more keep theirs.
    let fen = "r3k2r/ppppppp1/8/8/8/8/PPPPPPP1/R3K2R[EHeh] b KQkq - 0 1";
    assert_eq!(
        after("seirawan", fen, &["Rxh1"]),
        "r3k3/ppppppp1/8/8/8/8/PPPPPPP1/R3K2r[EHeh] w Qq - 0 2"
    );
    // A king and rooks that are gates castle, as Fairy-Stockfish reads them.
    let v = game("seirawan");
    let pos = v
        .parse("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w AEHkq - 0 1")
        .unwrap();
    assert_eq!(
        pos.fen(),
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1"
    );
    // A gate where no piece of the side stands is an error naming the field.
    let e = v
        .parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[EHeh] w KQBkq - 0 1")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("castling field 'KQBkq'") && e.contains("b1"),
        "{e}"
    );
    // With its hand empty, a Seirawan side has no gate: its file letters are castling rights.
    let empty = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[eh] w AHkq - 0 1";
    assert_eq!(
        v.parse(empty).unwrap().fen(),
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[eh] w KQkq - 0 1"
    );
}

#[test]
fn the_move_must_be_legal_without_the_piece_that_enters() {
    // The bishop on c1 is pinned by the queen on b1: the hawk entering on c1 would shield the
    // king, but the move is illegal without it (Seirawan chess's rule).
    let pinned = "r1b1k1nr/ppp1hppp/8/1n2N3/QPP5/5P2/P2EP1PP/RqB1KB1R[He] w KQCFkqcg - 0 11";
    assert!(!moves("seirawan", pinned)
        .iter()
        .any(|m| m.starts_with("c1")));
    // In check, a first-rank piece's evasion may gate: the king's step, and the knight's
    // capture of the checker.
    let check = "rnb1kbnr/pppp1ppp/8/4p3/8/3P1q2/PPP1PPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcfg - 0 3";
    let evasions = moves("seirawan", check);
    for m in ["g1f3", "g1f3e", "g1f3h", "e2f3", "e1d2", "e1d2h", "e1d2e"] {
        assert!(evasions.contains(&m.to_string()), "{m} in {evasions:?}");
    }
}

#[test]
fn shouse_drops_and_gates_and_keeps_its_gates_with_an_empty_hand() {
    let start_moves = moves("shouse", START);
    assert_eq!(start_moves.len(), 92);
    assert!(
        start_moves.contains(&"H@e4".to_string()) && start_moves.contains(&"b1c3h".to_string())
    );
    // A pawn of the hand is never gated on the first rank (it may not be dropped there).
    let pawn = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR[P] w KQBCDFGkqbcdfg - 0 1";
    let gated: Vec<String> = moves("shouse", pawn)
        .into_iter()
        .filter(|m| m.len() == 5)
        .collect();
    assert!(gated.is_empty(), "{gated:?}");
    // With an empty hand, the gates stay: a capture may fill it again.
    let empty = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQBCDFGkqbcdfg - 0 1";
    assert_eq!(
        after("shouse", empty, &["Nc3"]),
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[] b KQCDFGkqbcdfg - 1 1"
    );
}

#[test]
fn bad_gating_rules_are_named_by_field() {
    let e = definition_error(&[(
        "drops",
        serde_json::json!({ "capturesToHand": false, "asMoves": false }),
    )]);
    assert!(e.starts_with("drops.asMoves:"), "{e}");
    let e = definition_error(&[("fen", "vchess".into())]);
    assert!(e.starts_with("drops.gating:"), "{e}");
    let e = definition_error(&[("drops", serde_json::json!({ "gating": "yes" }))]);
    assert!(e.starts_with("drops.gating:"), "{e}");
}

#[test]
fn a_refused_gating_is_explained_in_words() {
    use fenboard::features::explain::{explain_move, Options, Reason, Verdict};
    let v = game("seirawan");
    let why = |fen: &str, from: &str, to: &str, gate: char| {
        let o = Options {
            gate: Some(gate),
            ..Options::default()
        };
        match explain_move(&v, fen, from, to, &o).unwrap() {
            Verdict::Legal => (Reason::GameOver, "legal".to_string()),
            Verdict::Illegal(e) => (e.reason, e.message),
        }
    };
    assert_eq!(why(START, "b1", "c3", 'h').1, "legal");
    let moved = "rnbqkbnr/pppp1ppp/8/4p3/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] w KQCDFGkqbcdfg - 0 2";
    assert_eq!(
        why(moved, "c3", "d5", 'e'),
        (
            Reason::NotAGate,
            "A piece enters from the hand only where a piece leaves its first-rank square for the first time: c3 is not on your first rank.".to_string()
        )
    );
    assert_eq!(
        why(moved, "g1", "f3", 'h'),
        (Reason::NotInHand, "You have no hawk in hand.".to_string())
    );
    // The move itself illegal: explained as the move.
    let pinned = "r1b1k1nr/ppp1hppp/8/1n2N3/QPP5/5P2/P2EP1PP/RqB1KB1R[He] w KQCFkqcg - 0 11";
    assert_eq!(why(pinned, "c1", "b2", 'h').0, Reason::LeavesRoyalAttacked);
    // A knight back on its square has moved before.
    let back = "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQCDFGkqbcdfg - 0 3";
    assert_eq!(why(back, "b1", "c3", 'h').0, Reason::NotAGate);
}

#[test]
fn a_piece_that_enters_may_not_screen_a_cannon_onto_its_king() {
    // The black cannon leaves b3: its move is legal, but the cannon entering behind it would be
    // the screen over which White's cannon takes the king.
    let v = fenboard::Variant::from_json(
        r#"{"id": "gating-cannons", "board": {"width": 4, "height": 3},
            "pieces": [{"letter": "k", "betza": "K", "royal": true}, {"letter": "c", "betza": "mRcpR"}],
            "drops": {"capturesToHand": false, "asMoves": false, "gating": true},
            "start": "kc1C/4/K3[Cc] b Ab - 0 1"}"#,
    )
    .unwrap();
    let pos = v.start_position();
    let from_b3: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| m.uci)
        .filter(|m| m.starts_with("b3"))
        .collect();
    assert_eq!(from_b3, ["b3b2", "b3b1"]);
}

#[test]
fn a_hand_shows_only_the_kinds_it_can_hold() {
    // Captured pieces do not go to the hand: it holds what it starts with, and a diagram or
    // a live board shows those kinds only. Crazyhouse's hand may hold any kind captured.
    let kinds = |id: &str, fen: &str| -> Vec<Vec<(char, u8)>> {
        let status = game(id).parse(fen).unwrap().status();
        status.reserve.expect("a hand").to_vec()
    };
    let gated = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Heh] w KQBCDFGkqbcdfg - 0 1";
    assert_eq!(
        kinds("seirawan", gated),
        [vec![('e', 0), ('h', 1)], vec![('e', 1), ('h', 1)]]
    );
    let start = game("placement").start_fen(fenboard::Randomness::Standard, 0);
    let placement = kinds("placement", &start);
    assert!(placement[0]
        .iter()
        .all(|&(letter, n)| letter != 'p' && n > 0));
    let crazyhouse = kinds(
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    );
    assert_eq!(crazyhouse[0].len(), 5);
}
