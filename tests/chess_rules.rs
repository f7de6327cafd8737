//! Orthodox chess rules, one test per rule, through the public engine API.

use fenboard::core::outcome::OutcomeReason;
use fenboard::game::{self, Game};

fn ucis(fen: &str) -> Vec<String> {
    let mut v: Vec<String> = game::legal_moves("chess", fen)
        .unwrap()
        .into_iter()
        .map(|m| m.uci)
        .collect();
    v.sort();
    v
}

fn sans(fen: &str) -> Vec<String> {
    game::legal_moves("chess", fen)
        .unwrap()
        .into_iter()
        .map(|m| m.san)
        .collect()
}

fn err(fen: &str) -> String {
    game::legal_moves("chess", fen).unwrap_err().to_string()
}

#[test]
fn castling_is_written_as_the_kings_move_and_lands_on_g1_c1() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let moves = game::legal_moves("chess", fen).unwrap();
    let short = moves.iter().find(|m| m.uci == "e1g1").unwrap();
    assert_eq!(short.san, "O-O");
    assert_eq!(short.to.to_string(), "g1");
    assert_eq!(
        short.castle.map(|(r, t)| (r.to_string(), t.to_string())),
        Some(("h1".into(), "f1".into()))
    );
    let long = moves.iter().find(|m| m.uci == "e1c1").unwrap();
    assert_eq!(long.san, "O-O-O");
    assert_eq!(long.to.to_string(), "c1");
}

#[test]
fn castling_accepts_king_move_san_and_zeros() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let after = "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1";
    for mv in ["e1g1", "e1h1", "O-O", "0-0", "O-O+"] {
        assert_eq!(game::play("chess", fen, mv).unwrap(), after, "{mv}");
    }
    assert_eq!(
        game::play("chess", fen, "e1c1").unwrap(),
        "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
}

#[test]
fn no_castling_out_of_through_or_into_check() {
    // Out of check: the rook on e8 attacks the king.
    assert!(!ucis("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        .iter()
        .any(|m| m == "e1g1" || m == "e1c1"));
    // Through check: f1 is attacked by the rook on f8.
    let through = ucis("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!through.contains(&"e1g1".to_string()));
    assert!(through.contains(&"e1c1".to_string()));
    // Into check: g1 attacked by the rook on g8.
    assert!(!ucis("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1").contains(&"e1g1".to_string()));
    // b1 attacked does not stop the long castle (the king does not cross b1).
    assert!(ucis("1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1").contains(&"e1c1".to_string()));
}

#[test]
fn castling_rights_lost_when_king_or_rook_moves_or_rook_is_captured() {
    let fen = "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1";
    // Bishop takes the h1 rook: white loses K.
    assert_eq!(
        game::play("chess", fen, "Bxh1").unwrap(),
        "r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2"
    );
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        game::play("chess", fen, "Ra2").unwrap(),
        "r3k2r/8/8/8/8/8/R7/4K2R b Kkq - 1 1"
    );
    assert_eq!(
        game::play("chess", fen, "Kf1").unwrap(),
        "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1"
    );
}

#[test]
fn chess960_castling_with_king_next_to_rook() {
    // King b1, rook a1: O-O-O puts the king on c1 and the rook on d1.
    let fen = "r5kr/8/8/8/8/8/8/RK5R w HAha - 0 1";
    let moves = game::legal_moves("chess", fen).unwrap();
    let long = moves.iter().find(|m| m.san == "O-O-O").unwrap();
    assert_eq!(long.uci, "b1a1");
    assert_eq!(
        game::play("chess", fen, "b1a1").unwrap(),
        "r5kr/8/8/8/8/8/8/2KR3R b ha - 1 1"
    );
}

#[test]
fn chess960_castling_is_illegal_when_the_rook_shielded_the_landing_square() {
    // King c1, rook b1, queen a1: the long castle keeps the king on c1 and sends the rook to
    // d1, which opens the rank to the queen. Every square is safe before the move.
    let castle = |fen: &str| ucis(fen).contains(&"c1b1".to_string());
    assert!(!castle("7k/8/8/8/8/8/8/qRK5 w B - 0 1"));
    // With the queen off the rank, the same castle is legal.
    assert!(castle("7k/8/8/8/8/8/q7/1RK5 w B - 0 1"));
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    let moves = game::legal_moves("chess", fen).unwrap();
    let ep = moves.iter().find(|m| m.uci == "e5d6").unwrap();
    assert_eq!(ep.san, "exd6");
    assert_eq!(
        ep.captured
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        vec!["d5"]
    );
    assert_eq!(
        game::play("chess", fen, "exd6 e.p.").unwrap(),
        "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"
    );
    // Without the ep square there is no such capture.
    assert!(!ucis("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2").contains(&"e5d6".to_string()));
}

#[test]
fn en_passant_that_exposes_the_king_along_the_rank_is_illegal() {
    let fen = "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2";
    assert!(!ucis(fen).contains(&"e5d6".to_string()));
}

#[test]
fn promotion_to_four_pieces_with_san() {
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let mut promos: Vec<String> = sans(fen)
        .into_iter()
        .filter(|s| s.starts_with("e8"))
        .collect();
    promos.sort();
    assert_eq!(promos, vec!["e8=B", "e8=N", "e8=Q", "e8=R"]);
    assert_eq!(
        game::play("chess", fen, "e7e8n").unwrap(),
        "4N3/8/8/8/8/8/k7/4K3 b - - 0 1"
    );
    assert_eq!(
        game::play("chess", fen, "e8=Q").unwrap(),
        "4Q3/8/8/8/8/8/k7/4K3 b - - 0 1"
    );
    assert_eq!(
        game::play("chess", fen, "e8Q").unwrap(),
        "4Q3/8/8/8/8/8/k7/4K3 b - - 0 1"
    );
}

#[test]
fn san_disambiguates_by_file_then_rank_then_square() {
    let fen = "k7/8/8/8/8/8/8/KN3N2 w - - 0 1";
    assert!(sans(fen).contains(&"Nbd2".to_string()));
    let fen = "7k/8/8/R7/8/8/8/R5K1 w - - 0 1";
    assert!(sans(fen).contains(&"R1a3".to_string()));
    let fen = "k7/8/8/8/8/2Q1Q3/8/2Q4K w - - 0 1";
    assert!(sans(fen).contains(&"Qc3d2".to_string()));
    assert!(sans(fen).contains(&"Q1d2".to_string()));
    assert!(sans(fen).contains(&"Qed2".to_string()));
}

#[test]
fn san_marks_check_and_mate() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    assert!(sans(fen).contains(&"Ra8#".to_string()));
    assert!(sans("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").contains(&"Ra8+".to_string()));
}

#[test]
fn checkmate_and_stalemate_outcomes() {
    let mate = game::status(
        "chess",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    )
    .unwrap();
    assert!(mate.check);
    assert_eq!(mate.outcome.unwrap().reason, OutcomeReason::Checkmate);
    assert_eq!(
        mate.outcome.unwrap().winner,
        Some(fenboard::core::color::Color::Black)
    );
    let stale = game::status("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(!stale.check);
    assert_eq!(stale.outcome.unwrap().reason, OutcomeReason::Stalemate);
    assert_eq!(stale.outcome.unwrap().winner, None);
}

#[test]
fn insufficient_material_draws() {
    for fen in [
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/4KB2 w - - 0 1",
        "8/8/8/4k3/8/8/8/4KN2 w - - 0 1",
        "8/8/8/3bk3/8/8/8/4KB2 w - - 0 1",
    ] {
        assert_eq!(
            game::status("chess", fen).unwrap().outcome.unwrap().reason,
            OutcomeReason::InsufficientMaterial,
            "{fen}"
        );
    }
    for fen in [
        "8/8/8/2b1k3/8/8/8/4KB2 w - - 0 1",
        "8/8/8/4k3/8/8/8/3NKN2 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    ] {
        assert!(
            game::status("chess", fen).unwrap().outcome.is_none(),
            "{fen}"
        );
    }
}

#[test]
fn fifty_move_rule() {
    assert_eq!(
        game::status("chess", "8/8/8/4k3/8/8/8/R3K3 w - - 100 80")
            .unwrap()
            .outcome
            .unwrap()
            .reason,
        OutcomeReason::FiftyMoves
    );
    assert!(game::status("chess", "8/8/8/4k3/8/8/8/R3K3 w - - 99 80")
        .unwrap()
        .outcome
        .is_none());
    // Mate on the hundredth ply is still mate.
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80";
    let after = game::play("chess", fen, "Ra8").unwrap();
    assert_eq!(
        game::status("chess", &after)
            .unwrap()
            .outcome
            .unwrap()
            .reason,
        OutcomeReason::Checkmate
    );
}

#[test]
fn threefold_repetition_in_game() {
    let mut g = Game::new(&game::Variant::builtin("chess").unwrap(), None).unwrap();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        g.play(m).unwrap();
        assert!(g.status().outcome.is_none());
    }
    g.play("Ng8").unwrap();
    assert_eq!(
        g.status().outcome.unwrap().reason,
        OutcomeReason::ThreefoldRepetition
    );
    assert_eq!(g.history().len(), 8);
}

#[test]
fn game_failed_play_changes_nothing_and_undo_restores() {
    let mut g = Game::new(&game::Variant::builtin("chess").unwrap(), None).unwrap();
    g.play("e4").unwrap();
    let before = g.fen();
    assert!(g.play("e5e4").is_err());
    assert!(g.play("Ke2").is_err());
    assert_eq!(g.fen(), before);
    assert_eq!(g.history().len(), 1);
    g.undo().unwrap();
    assert_eq!(g.fen(), game::start_fen("chess", 0, None).unwrap());
    assert!(g.undo().is_none());
}

#[test]
fn fen_styles_are_kept() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ihai -",
        "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
    ] {
        let pos = game::Variant::builtin("chess").unwrap().parse(fen).unwrap();
        assert_eq!(pos.fen(), fen);
    }
    // vchess after 1.e4: ep always written, move count in plies.
    let v = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -";
    assert_eq!(
        game::play("chess", v, "e4").unwrap(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b 1 ahah e3"
    );
    // Clocks may be left out.
    assert!(game::legal_moves(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    )
    .is_ok());
}

#[test]
fn bad_fen_errors_name_the_field() {
    assert!(err("").contains("empty"));
    assert!(err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").contains("7 rows"));
    assert!(err("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").contains("row 2"));
    assert!(err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").contains("'X'"));
    assert!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").contains("side to move")
    );
    assert!(err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1").contains("castling"));
    assert!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1").contains("en passant")
    );
    assert!(err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1").contains("halfmove"));
    assert!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra").contains("extra")
    );
    assert!(err(&"x".repeat(1 << 20)).contains("characters long"));
}

#[test]
fn impossible_positions_are_refused() {
    assert!(err("8/8/8/8/8/8/8/4K3 w - - 0 1").contains("black has 0 kings"));
    assert!(err("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").contains("white has 2 kings"));
    assert!(err("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").contains("pawn stands on a1"));
    assert!(err("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").contains("not to move is in check"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("no white rook"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").contains("en passant square e6"));
}

#[test]
fn bad_moves_are_refused_with_a_reason() {
    let start = game::start_fen("chess", 0, None).unwrap();
    assert!(game::play("chess", &start, "e2e5")
        .unwrap_err()
        .to_string()
        .contains("illegal move 'e2e5'"));
    assert!(game::play("chess", &start, "hello!")
        .unwrap_err()
        .to_string()
        .contains("not a move"));
    assert!(game::play("chess", &start, "")
        .unwrap_err()
        .to_string()
        .contains("not a move"));
    assert!(game::play("chess", &start, "Nd2")
        .unwrap_err()
        .to_string()
        .contains("illegal"));
}

#[test]
fn random_starts_are_reproducible_and_valid() {
    for seed in 0..200u64 {
        let mirrored = game::start_fen("chess", 1, Some(seed)).unwrap();
        assert_eq!(mirrored, game::start_fen("chess", 1, Some(seed)).unwrap());
        let ranks: Vec<&str> = mirrored.split(['/', ' ']).collect();
        assert_eq!(ranks[0].to_uppercase(), ranks[7]);
        assert_eq!(
            game::legal_moves("chess", &mirrored).unwrap().len(),
            game::status("chess", &mirrored).unwrap().legal_move_count
        );
        let independent = game::start_fen("chess", 2, Some(seed)).unwrap();
        assert!(game::legal_moves("chess", &independent).is_ok());
        let back = ranks[7];
        let b1 = back.find('B').unwrap();
        let b2 = back.rfind('B').unwrap();
        assert_ne!(b1 % 2, b2 % 2, "bishops on opposite colours in {back}");
        let (r1, k, r2) = (
            back.find('R').unwrap(),
            back.find('K').unwrap(),
            back.rfind('R').unwrap(),
        );
        assert!(r1 < k && k < r2, "king between the rooks in {back}");
    }
    assert!(game::start_fen("chess", 3, None).is_err());
}

#[test]
fn unknown_variant_is_refused() {
    assert!(game::legal_moves("shogi", "x")
        .unwrap_err()
        .to_string()
        .contains("unknown variant 'shogi'"));
}
