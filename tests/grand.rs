//! Grand chess (vchess-variants.md §4 and shared/rules/README.md), through the engine API.

use fenboard::game;

fn moves(fen: &str) -> Vec<game::MoveInfo> {
    game::legal_moves("grand", fen).unwrap()
}

fn ucis_from(fen: &str, from: &str) -> Vec<String> {
    let mut v: Vec<String> = moves(fen)
        .into_iter()
        .filter(|m| m.from.to_string() == from)
        .map(|m| m.uci)
        .collect();
    v.sort();
    v
}

#[test]
fn rules_page_diagram_cardinal_takes_on_c5_and_f5() {
    // The page's diagram 10/10/10/10/10/2R2Q4/10/4c5/10/10 with kings added: the cardinal
    // on e3 takes the rook as a bishop and the queen as a knight.
    let fen = "9k/10/10/10/10/2R2Q4/10/4c5/10/K9 b 0 -";
    let mut caps: Vec<String> = moves(fen)
        .into_iter()
        .filter(|m| !m.captured.is_empty())
        .map(|m| m.san)
        .collect();
    caps.sort();
    assert_eq!(caps, vec!["Cxc5", "Cxf5"]);
}

#[test]
fn marshall_moves_as_rook_and_knight() {
    let fen = "9k/10/10/10/10/10/10/10/10/M8K w 0 -";
    // From a1: 9 up the file, 8 along the rank (j1 holds the king), 2 knight jumps.
    assert_eq!(ucis_from(fen, "a1").len(), 9 + 8 + 2);
}

#[test]
fn empty_rows_may_be_written_10_or_91_and_are_written_10() {
    let vchess = "r8r/1nbqkmcbn1/pppppppppp/91/91/91/91/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -";
    let pos = game::Variant::builtin("grand")
        .unwrap()
        .parse(vchess)
        .unwrap();
    assert_eq!(pos.fen(), game::start_fen("grand", 0, None).unwrap());
    assert!(pos.fen().contains("/10/10/10/10/"));
}

#[test]
fn pawns_step_twice_only_from_the_third_rank_and_take_en_passant() {
    let start = game::start_fen("grand", 0, None).unwrap();
    assert_eq!(ucis_from(&start, "e3"), vec!["e3e4", "e3e5"]);
    let fen = "9k/10/10/10/10/10/4P5/10/10/K9 w 0 -";
    assert_eq!(
        ucis_from(fen, "e4"),
        vec!["e4e5"],
        "no double step from the fourth rank"
    );
    // Black d8-d6 passes d7; the e6 pawn takes en passant.
    let fen = "9k/10/3p6/10/4P5/10/10/10/10/K9 b 0 -";
    let after = game::play("grand", fen, "d6").unwrap();
    assert_eq!(after, "9k/10/10/10/3pP5/10/10/10/10/K9 w 1 d7");
    let ep = moves(&after).into_iter().find(|m| m.uci == "e6d7").unwrap();
    assert_eq!(
        ep.captured
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        vec!["d6"]
    );
}

#[test]
fn promotion_only_to_captured_pieces_optional_on_8_and_9_mandatory_on_10() {
    // White has all its pieces but a rook and the cardinal: only those two come back.
    let all_but = "9k/10/3P6/10/10/10/10/10/1NBQKM1BN1/R9 w 0 -";
    let mut on9: Vec<String> = ucis_from(all_but, "d8");
    on9.sort();
    assert_eq!(
        on9,
        vec!["d8d9", "d8d9c", "d8d9r"],
        "optional: stay a pawn, or a rook, or a cardinal"
    );
    let at9 = "9k/3P6/10/10/10/10/10/10/1NBQKM1BN1/R9 w 0 -";
    assert_eq!(
        ucis_from(at9, "d9"),
        vec!["d9d10c", "d9d10r"],
        "mandatory on the last rank"
    );
}

#[test]
fn a_pawn_that_cannot_promote_cannot_reach_the_last_rank_but_still_gives_check() {
    // Every white piece is on the board: the d9 pawn has nowhere to go.
    let full = "6k3/3P6/10/10/10/10/10/10/1NBQKMCBN1/R8R w 0 -";
    assert!(ucis_from(full, "d9").is_empty());
    // The stuck pawn on d9 still attacks e10: the black king is in check there.
    let check = "4k5/3P6/10/10/10/10/10/10/1NBQKMCBN1/R8R b 0 -";
    let s = game::status("grand", check).unwrap();
    assert!(s.check);
    assert_eq!(
        s.checked_squares
            .iter()
            .map(|q| q.to_string())
            .collect::<Vec<_>>(),
        vec!["e10"]
    );
}

#[test]
fn no_castling_in_grand_chess() {
    let fen = "r3k4r/10/10/10/10/10/10/10/10/R3K4R w 0 -";
    assert!(moves(fen).iter().all(|m| m.castle.is_none()));
}

#[test]
fn bad_boards_are_refused() {
    let e = |fen: &str| game::legal_moves("grand", fen).unwrap_err().to_string();
    assert!(
        e("r7r/1nbqkmcbn/ppppppppp/9/9/9/9/PPPPPPPPP/1NBQKMCBN/R7R w 0 -").contains("9 squares")
    );
    assert!(
        e("r9r/1nbqkmcbn2/ppppppppppp/11/11/11/11/PPPPPPPPPPP/1NBQKMCBN2/R9R w 0 -")
            .contains("11 squares")
    );
    assert!(e("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 -").contains("8 rows"));
    assert!(
        e("r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 ahah -")
            .contains("en passant")
    );
    assert!(
        e("r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8X w 0 -").contains("'X'")
    );
}

#[test]
fn random_starts_shuffle_the_second_rank() {
    for seed in 0..200u64 {
        for level in [1, 2] {
            let fen = game::start_fen("grand", level, Some(seed)).unwrap();
            let rows: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
            assert_eq!(rows[0], "r8r");
            assert_eq!(rows[9], "R8R");
            let second = rows[8];
            assert!(second.starts_with('1') && second.ends_with('1'), "{second}");
            let inner = &second[1..9];
            let mut letters: Vec<char> = inner.chars().collect();
            letters.sort();
            assert_eq!(letters.iter().collect::<String>(), "BBCKMNNQ");
            let (b1, b2) = (inner.find('B').unwrap(), inner.rfind('B').unwrap());
            assert_ne!(b1 % 2, b2 % 2, "bishops on opposite colours: {second}");
            if level == 1 {
                assert_eq!(rows[1].to_uppercase(), second);
            }
            let count = moves(&fen).len();
            assert_eq!(game::status("grand", &fen).unwrap().legal_move_count, count);
            assert!((60..=70).contains(&count), "{count} first moves in {fen}");
        }
    }
}
