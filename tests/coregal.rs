//! Coregal: king and queens royal, castling with king or queen (vchess-variants.md §3 and
//! the decisions of shared/rules/README.md), through the public engine API.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::game;

fn moves(fen: &str) -> Vec<game::MoveInfo> {
    game::legal_moves("coregal", fen).unwrap()
}

fn has(fen: &str, uci: &str) -> bool {
    moves(fen).iter().any(|m| m.uci == uci)
}

fn squares(v: &[fenboard::core::geometry::Square]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn rules_page_first_diagram_is_a_loss_for_black() {
    // Knight d4 forks the black king (f3) and queen (c2): no move saves both.
    for fen in [
        "4Q3/4K3/8/8/3N4/5k2/2q5/8 b 0 iiiiiiii -",
        "4Q3/4K3/8/8/3N4/5k2/2q5/8 b",
    ] {
        let s = game::status("coregal", fen).unwrap();
        assert!(s.check);
        assert_eq!(squares(&s.checked_squares), vec!["c2", "f3"]);
        assert_eq!(s.legal_move_count, 0);
        let o = s.outcome.unwrap();
        assert_eq!(
            (o.winner, o.reason),
            (Some(Color::White), OutcomeReason::Checkmate)
        );
    }
}

#[test]
fn a_queen_may_not_move_to_an_attacked_square() {
    // The rook c8 attacks the c-file: the queen may not stop on c2 or c1, but it may pass
    // over c2 to b3.
    let fen = "2rqk3/8/8/8/8/8/3P4/3QK3 w 0 iiiiiiii -";
    assert!(!has(fen, "d1c2"));
    assert!(!has(fen, "d1c1"));
    assert!(has(fen, "d1b3"));
    assert!(has(fen, "d1e2"));
}

#[test]
fn a_piece_shielding_the_queen_is_pinned() {
    let fen = "q3k3/4r3/8/8/8/8/4N3/4QK2 w 0 iiiiiiii -";
    assert!(
        !moves(fen).iter().any(|m| m.from.to_string() == "e2"),
        "the knight shields the queen"
    );
}

#[test]
fn an_attacked_queen_must_be_rescued_and_check_is_shown_with_plus() {
    let fen = "q3k3/8/8/8/3n4/8/P7/Q3K3 b 0 iiiiiiii -";
    assert!(
        moves(fen).iter().any(|m| m.san == "Nb3+"),
        "attacking the queen is check"
    );
    let after = game::play("coregal", fen, "Nb3").unwrap();
    let s = game::status("coregal", &after).unwrap();
    assert!(s.check);
    assert_eq!(squares(&s.checked_squares), vec!["a1"]);
    for m in moves(&after) {
        assert!(
            m.from.to_string() == "a1" || m.uci == "a2b3",
            "{} does not rescue the queen",
            m.san
        );
    }
}

#[test]
fn forking_king_and_queen_mates() {
    let fen = "q3k3/8/8/8/3n4/8/P7/Q3K3 b 0 iiiiiiii -";
    assert!(moves(fen).iter().any(|m| m.san == "Nc2#"));
    let after = game::play("coregal", fen, "Nc2").unwrap();
    let s = game::status("coregal", &after).unwrap();
    assert_eq!(squares(&s.checked_squares), vec!["a1", "e1"]);
    assert_eq!(s.outcome.unwrap().winner, Some(Color::Black));
}

#[test]
fn promoted_queens_are_royal_so_underpromotion_may_be_the_only_way() {
    // e8 is attacked by the black rook on a8: =Q is illegal there, =R is fine.
    let fen = "r5k1/4P2q/8/8/8/8/8/3QK3 w 0 iiiiiiii -";
    assert!(!has(fen, "e7e8q"));
    assert!(has(fen, "e7e8r"));
    assert!(has(fen, "e7e8n"));
}

#[test]
fn castling_table_from_the_rules_page() {
    // vchess-variants.md §3.6: 0-0, ...Q0-0, Q0-0 gives the white back rank 1QR2RK1.
    let mut g = game::Game::new(
        &game::Variant::builtin("coregal").unwrap(),
        Some("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w 0 adehadeh -"),
    )
    .unwrap();
    let m = g.play("O-O").unwrap();
    assert_eq!(
        (m.uci.as_str(), m.to.to_string()),
        ("e1g1", "g1".to_string())
    );
    assert!(g.fen().contains(" adiiadeh "), "{}", g.fen());
    let m = g.play("QO-O").unwrap();
    assert_eq!(
        (m.uci.as_str(), m.to.to_string()),
        ("d8a8", "b8".to_string())
    );
    let m = g.play("Q0-0").unwrap();
    assert_eq!(m.uci, "d1a1");
    assert_eq!(
        g.fen(),
        "1qr1k2r/pppppppp/8/8/8/8/PPPPPPPP/1QR2RK1 b 3 iiiiiieh -"
    );
}

#[test]
fn long_castles_of_each_royal_land_as_the_table_says() {
    // Left royal (queen d1) with the right rook: queen f1, rook e1 (king gone from e1).
    let fen = "1q2k3/8/8/8/8/8/5K2/R2Q3R w 0 adihiiii -";
    let mv = moves(fen).into_iter().find(|m| m.uci == "d1h1").unwrap();
    assert_eq!(
        mv.san, "QO-O-O+",
        "the rook lands on e1, facing the black king"
    );
    assert_eq!(
        game::play("coregal", fen, "d1h1").unwrap(),
        "1q2k3/8/8/8/8/8/5K2/R3RQ2 b 1 iiiiiiii -"
    );
    // Right royal (king e1) with the left rook: king c1, rook d1, once the queen has left.
    // The king's castle is written as its move; the queen's, which it could make as a move of
    // its own, as its square then the rook's.
    let fen = "4kq2/8/8/8/8/8/3Q4/R3K2R w 0 aiehiiii -";
    let mv = moves(fen).into_iter().find(|m| m.uci == "e1c1").unwrap();
    assert_eq!(
        (mv.san.as_str(), mv.to.to_string()),
        ("O-O-O", "c1".to_string())
    );
}

#[test]
fn no_castling_while_the_other_royal_stays_attacked() {
    // The queen on d2 is attacked by the bishop b4; the king may not castle away.
    let fen = "4k3/8/2q5/8/1b6/8/3Q4/R3K2R w 0 aiehiiii -";
    assert!(!has(fen, "e1g1"));
    assert!(!has(fen, "e1c1"));
}

#[test]
fn a_moved_or_captured_rook_loses_its_right_even_after_returning() {
    let fen = "r2qk2r/pppppppp/8/8/8/8/1PPPPPPP/R2QK2R w 0 adehadeh -";
    let mut g = game::Game::new(&game::Variant::builtin("coregal").unwrap(), Some(fen)).unwrap();
    for m in ["Ra2", "h6", "Ra1", "h5"] {
        g.play(m).unwrap();
    }
    assert!(
        !g.legal_moves().iter().any(|m| m.uci == "d1a1"),
        "Q1 of §8: the rook moved, no castling"
    );
    assert!(g.legal_moves().iter().any(|m| m.uci == "e1g1"));
}

#[test]
fn castling_only_from_the_back_rank_and_only_with_a_rook() {
    // A knight on the flagged h1 square cannot be castled with (the flag is refused).
    let err = game::legal_moves("coregal", "3qk3/8/8/8/8/8/8/R2QK2N w 0 adehiiii -").unwrap_err();
    assert!(err.to_string().contains("no white rook on h1"), "{err}");
}

#[test]
fn stalemate_is_a_draw() {
    // The black bishop is pinned against its queen, the pawns and queen are boxed in, and
    // every king square is covered.
    let s = game::status("coregal", "k7/8/1K1Q4/8/8/8/pp6/qb5R b 0 iiiiiiii -").unwrap();
    assert!(!s.check);
    assert_eq!(s.legal_move_count, 0);
    let o = s.outcome.unwrap();
    assert_eq!((o.winner, o.reason), (None, OutcomeReason::Stalemate));
}

#[test]
fn bad_input_is_refused_clearly() {
    let e = |fen: &str| game::legal_moves("coregal", fen).unwrap_err().to_string();
    assert!(
        e("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 adehaieh -")
            .contains("black has no queen")
    );
    assert!(
        e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 adehade -")
            .contains("8 lowercase letters")
    );
    assert!(
        e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -").contains("8 lowercase letters")
    );
    assert!(
        e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 bdehadeh -")
            .contains("no white rook on b1")
    );
    assert!(
        e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 acehadeh -")
            .contains("no white king or queen on c1")
    );
}

#[test]
fn random_starts_follow_the_vchess_recipe() {
    for seed in 0..300u64 {
        for level in [1, 2] {
            let fen = game::start_fen("coregal", level, Some(seed)).unwrap();
            let fields: Vec<&str> = fen.split(' ').collect();
            let back = fields[0].rsplit('/').next().unwrap();
            let flags = fields[3];
            let f = |c: char| back.find(c).unwrap();
            let (k, q) = (f('K'), f('Q'));
            let (r1, r2) = (f('R'), back.rfind('R').unwrap());
            assert!((1..=6).contains(&k) && (1..=6).contains(&q), "{back}");
            assert!(r1 < k.min(q) && k.max(q) < r2, "{back}");
            let colors = [r1 % 2, k % 2, q % 2, r2 % 2];
            assert!(
                colors.iter().any(|&c| c != colors[0]),
                "not all four on one colour: {back}"
            );
            let (b1, b2) = (f('B'), back.rfind('B').unwrap());
            assert_ne!(b1 % 2, b2 % 2, "{back}");
            let want: String = [r1, k.min(q), k.max(q), r2]
                .iter()
                .map(|&i| (b'a' + i as u8) as char)
                .collect();
            assert_eq!(&flags[..4], want);
            if level == 1 {
                assert_eq!(fields[0].split('/').next().unwrap().to_uppercase(), back);
                assert_eq!(&flags[4..], want);
            }
            assert_eq!(
                game::status("coregal", &fen).unwrap().legal_move_count,
                moves(&fen).len()
            );
        }
    }
}
