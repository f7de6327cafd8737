//! Russian draughts: one test per rule (russian-draughts.md §0-§11), perft, FEN, notation,
//! draw rules, and the pydraughts oracle.

mod common;

use fenboard::core::color::Color;
use fenboard::core::geometry::Square;
use fenboard::core::outcome::OutcomeReason;
use fenboard::variants::russian::{
    draw_reason, san, FenError, MoveError, MoveList, Position, Role, MAX_FEN_LEN,
};
use std::collections::HashSet;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The legal moves as full paths, sorted.
fn moves(fen: &str) -> Vec<String> {
    let mut v: Vec<String> = pos(fen).legal_moves().iter().map(|m| m.uci()).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ----------------------------------------------------------------------------------------
// Perft (§9)
// ----------------------------------------------------------------------------------------

#[test]
fn perft_from_the_start_to_depth_8() {
    let expected = [7, 49, 302, 1_469, 7_482, 37_986, 190_146, 929_905];
    let start = Position::start();
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(start.perft(d as u32 + 1), n, "perft({})", d + 1);
    }
    assert_eq!(start.perft(0), 1);
}

/// Perft where moves reaching the same position count once ("Avrora" column of §9).
fn perft_unique(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buf = MoveList::new();
    p.generate(&mut buf);
    let mut seen = HashSet::new();
    let mut n = 0;
    for m in &buf {
        let mut c = *p;
        c.play_fast(m);
        if seen.insert(c) {
            n += perft_unique(&c, depth - 1);
        }
    }
    n
}

#[test]
fn perft_with_duplicates_removed_matches_the_avrora_column() {
    assert_eq!(perft_unique(&Position::start(), 7), 190_146);
    assert_eq!(perft_unique(&Position::start(), 8), 929_899);
}

#[test]
#[ignore]
fn perft_depth_9_to_11_with_divide() {
    let start = Position::start();
    assert_eq!(start.perft(9), 4_570_667);
    let t = std::time::Instant::now();
    assert_eq!(start.perft(10), 22_450_628);
    let s = t.elapsed().as_secs_f64();
    println!(
        "perft(10) in {s:.3} s: {:.1} M leaves/s",
        22_450_628.0 / s / 1e6
    );
    let divide: Vec<(String, u64)> = start
        .perft_divide(10)
        .into_iter()
        .map(|(m, n)| (m.uci(), n))
        .collect();
    let mut expected = vec![
        ("a3-b4", 3_669_374),
        ("c3-d4", 2_757_668),
        ("c3-b4", 4_202_735),
        ("e3-f4", 2_505_609),
        ("e3-d4", 3_125_789),
        ("g3-h4", 3_696_684),
        ("g3-f4", 2_492_769),
    ];
    expected.sort();
    let mut divide = divide;
    divide.sort();
    assert_eq!(
        divide,
        expected
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect::<Vec<_>>()
    );
    assert_eq!(perft_unique(&start, 9), 4_570_586);
    assert_eq!(start.perft(11), 110_961_169);
}

/// The three move generators (full, compact, count) agree along random games, and `play`
/// agrees with `play_fast` (the reached positions are the same).
#[test]
fn generators_agree_along_random_games() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut rand = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut buf = MoveList::new();
    let mut positions = 0;
    for _ in 0..200 {
        let mut p = Position::start();
        for _ in 0..200 {
            let full = p.legal_moves();
            p.generate(&mut buf);
            assert_eq!(full.len(), buf.len(), "{p}");
            assert_eq!(full.len() as u64, p.count_moves(), "{p}");
            // The two lists may come in different orders: compare the positions they reach.
            let mut a: Vec<_> = full.iter().map(|m| p.after(m).bitboards()).collect();
            let mut b: Vec<_> = buf
                .iter()
                .map(|f| {
                    let mut b = p;
                    b.play_fast(f);
                    b.bitboards()
                })
                .collect();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{p}");
            for m in &full {
                assert_eq!(m.path.len(), m.captured.len().max(1), "{p} {m}");
            }
            assert_eq!(pos(&p.to_fen()), p);
            positions += 1;
            if full.is_empty() {
                assert_eq!(p.outcome(), Some(!p.turn()));
                break;
            }
            p.play(&full[rand() as usize % full.len()]);
        }
    }
    assert!(positions > 1000);
}

// ----------------------------------------------------------------------------------------
// Rules (§3, §4)
// ----------------------------------------------------------------------------------------

#[test]
fn white_moves_first_from_the_start() {
    let p = Position::start();
    assert_eq!(p.turn(), Color::White);
    assert_eq!(
        moves(&p.to_fen()),
        sorted(&["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"])
    );
}

#[test]
fn men_move_one_step_forward_only() {
    assert_eq!(moves("W:Wd4:B"), sorted(&["d4-c5", "d4-e5"]));
    assert_eq!(moves("B:W:Bd4"), sorted(&["d4-c3", "d4-e3"]));
    assert_eq!(moves("W:Wa1:B"), sorted(&["a1-b2"]));
}

#[test]
fn men_do_not_move_backwards() {
    // Blocked forward, empty behind: no move.
    assert_eq!(moves("W:Wd4:Bc5,e5,b6,f6"), Vec::<String>::new());
}

#[test]
fn men_capture_backwards() {
    assert_eq!(moves("W:Wd4:Bc3"), sorted(&["d4:b2"]));
    assert_eq!(moves("B:We5:Bd4"), sorted(&["d4:f6"]));
}

#[test]
fn capture_is_compulsory() {
    // c3 could step to b4, g3 to f4/h4, but d4 must be taken.
    assert_eq!(moves("W:Wc3,g3:Bd4"), sorted(&["c3:e5"]));
}

#[test]
fn free_choice_a_shorter_capture_is_allowed() {
    // §5: three pieces or one; any may be chosen (no majority rule).
    assert_eq!(
        moves("W:Wh4,h6:Bc5,g5,e7,g7,d8,h8"),
        sorted(&["h6:f8:d6:b4", "h6:f8:d6:a3", "h6:f4", "h4:f6"])
    );
}

#[test]
fn free_choice_man_or_king() {
    assert_eq!(
        moves("W:Wa1,Kh2:Bb2,g3"),
        sorted(&["a1:c3", "h2:f4", "h2:e5", "h2:d6", "h2:c7", "h2:b8"])
    );
}

#[test]
fn capture_is_played_to_the_end() {
    assert_eq!(moves("W:Wc3:Bd4,f6"), sorted(&["c3:e5:g7"]));
    assert_eq!(moves("W:Wc1:Bd2,d4,f6"), sorted(&["c1:e3:c5"]));
}

#[test]
fn turkish_strike_captured_pieces_block_until_the_end() {
    // After a3:d6:b8 the dead c7 blocks b8-h2; were it removed, b8:h2 would follow.
    assert_eq!(moves("W:WKa3:Bg3,c5,c7"), sorted(&["a3:d6:b8", "a3:d6:h2"]));
}

#[test]
fn turkish_strike_no_piece_is_jumped_twice() {
    // A man could loop d4 twice; d4's piece is taken only once, so the loop ends on e3.
    let ms = moves("W:Wc3:Bd4,b4,b6,d6,f4");
    for m in &ms {
        let p = pos("W:Wc3:Bd4,b4,b6,d6,f4");
        let mv = p.parse_move(m).unwrap();
        let caps: HashSet<_> = mv.captured.iter().collect();
        assert_eq!(caps.len(), mv.captured.len(), "{m} takes a piece twice");
    }
    assert!(ms.contains(&"c3:e5:c7:a5:c3".to_string()), "{ms:?}");
}

#[test]
fn the_start_square_counts_as_empty() {
    assert_eq!(
        moves("W:Wc3:Bb4,d4,b6,d6"),
        sorted(&["c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"])
    );
    let p = pos("W:Wc3:Bb4,d4,b6,d6");
    let after = p.after(&p.legal_moves()[0]);
    assert_eq!(after.to_fen(), "B:Wc3:B");
}

#[test]
fn flying_king_moves_any_distance() {
    assert_eq!(pos("W:WKd4:B").legal_moves().len(), 13);
    assert_eq!(
        moves("W:WKa1:Bf6"),
        sorted(&["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1:g7", "a1:h8"])
            .into_iter()
            .filter(|m| m.contains(':'))
            .collect::<Vec<_>>()
    );
}

#[test]
fn flying_king_captures_at_a_distance_and_lands_anywhere_behind() {
    assert_eq!(
        moves("W:WKa1:Bd4"),
        sorted(&["a1:e5", "a1:f6", "a1:g7", "a1:h8"])
    );
}

#[test]
fn king_cannot_jump_two_adjacent_pieces_or_its_own() {
    assert_eq!(moves("W:WKa1:Bc3,d4"), sorted(&["a1-b2"]));
    assert_eq!(moves("W:WKa1,c3:Bd4"), sorted(&["c3:e5"]));
}

#[test]
fn king_must_stop_where_it_can_continue() {
    // After a1xc3 the king may land d4..h8, but only f6 lets it go on (xg5).
    assert_eq!(moves("W:WKa1:Bc3,g5"), sorted(&["a1:f6:h4"]));
    // Where no landing square continues, every one is a stop.
    assert_eq!(
        moves("W:WKa1:Bc3"),
        sorted(&["a1:d4", "a1:e5", "a1:f6", "a1:g7", "a1:h8"])
    );
}

#[test]
fn promotion_during_a_capture_continues_as_a_king() {
    // Seed rule (5).
    let p = pos("W:Wh2:Bd2,g3,g5,d6,g7");
    let ms = p.legal_moves();
    assert_eq!(ms.len(), 1);
    assert_eq!(ms[0].uci(), "h2:f4:h6:f8:b4:e1");
    assert!(ms[0].promotes);
    assert_eq!(
        ms[0]
            .captured
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["g3", "g5", "g7", "d6", "d2"]
    );
    let after = p.after(&ms[0]);
    assert_eq!(after.to_fen(), "B:WKe1:B");
    assert_eq!(after.piece_at(sq("e1")).unwrap().role, Role::King);
}

#[test]
fn promotion_ends_the_move_when_the_new_king_cannot_continue() {
    let p = pos("W:Wb6:Bc7");
    let ms = p.legal_moves();
    assert_eq!(ms.iter().map(|m| m.uci()).collect::<Vec<_>>(), ["b6:d8"]);
    assert!(ms[0].promotes);
    assert_eq!(p.after(&ms[0]).to_fen(), "B:WKd8:B");
}

#[test]
fn promotion_by_a_quiet_move() {
    let p = pos("W:Wc7:B");
    for m in p.legal_moves() {
        assert!(m.promotes);
        assert_eq!(p.after(&m).piece_at(m.to()).unwrap().role, Role::King);
    }
    let p = pos("B:W:Bd2");
    assert!(p.legal_moves().iter().all(|m| m.promotes));
}

#[test]
fn same_pieces_in_another_order_are_two_moves() {
    let p = pos("W:Wc3:Bb4,d4,b6,d6");
    let ms = p.legal_moves();
    assert_eq!(ms.len(), 2);
    let a: HashSet<_> = ms[0].captured.iter().collect();
    let b: HashSet<_> = ms[1].captured.iter().collect();
    assert_eq!(a, b);
    assert_ne!(ms[0].captured, ms[1].captured);
    assert_eq!(p.after(&ms[0]), p.after(&ms[1]));
    assert_eq!(p.perft(1), 2);
}

#[test]
fn a_straight_king_continuation_is_one_move() {
    // a1xb2 lands only on c3 (d4 is next), then xd4: one move per final square.
    assert_eq!(
        moves("W:WKa1:Bb2,d4"),
        sorted(&["a1:c3:e5", "a1:c3:f6", "a1:c3:g7", "a1:c3:h8"])
    );
    // §11: pydraughts lists a1:c3:f6 and a1:d4:f6; the path convention gives a1:c3:f6 once.
    assert_eq!(
        moves("W:WKa1:Bb2,c5,e5"),
        sorted(&["a1:c3:f6", "a1:c3:g7", "a1:c3:h8", "a1:d4:b6", "a1:d4:a7"])
    );
}

#[test]
fn no_legal_move_loses() {
    assert_eq!(pos("W:Wa1:Bb2,c3").outcome(), Some(Color::Black));
    assert_eq!(pos("B:Wa1:B").outcome(), Some(Color::White));
    assert_eq!(pos("W:W:Bb6").outcome(), Some(Color::Black));
    assert_eq!(pos("W:Wa1:Bb6").outcome(), None);
}

// ----------------------------------------------------------------------------------------
// FEN (§8)
// ----------------------------------------------------------------------------------------

#[test]
fn fen_start_in_every_spelling() {
    let canonical = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    assert_eq!(Position::start().to_fen(), canonical);
    for fen in [
        canonical,
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1",
        "W:B1-12:W21-32",
        "W : B b6, d6, f6, h6, a7, c7, e7, g7, b8, d8, f8, h8 : W a1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3.",
        "w:wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
    ] {
        assert_eq!(pos(fen), Position::start(), "{fen}");
    }
}

#[test]
fn fen_kings_numbers_and_empty_fields() {
    assert_eq!(pos("B:WK29:BK4,k1").to_fen(), "B:WKa1:BKb8,Kh8");
    assert_eq!(pos("B:Wa1:B").to_fen(), "B:Wa1:B");
    assert_eq!(pos("W:W:B").to_fen(), "W:W:B");
    assert_eq!(pos("W:Wg1,a1,Kc3:Bh8").to_fen(), "W:Wa1,g1,Kc3:Bh8");
    let p = pos("W:WKc3:B12");
    assert_eq!(p.piece_at(sq("c3")).unwrap().role, Role::King);
    assert_eq!(p.piece_at(sq("h6")).unwrap().color, Color::Black);
    assert_eq!(p.piece_at(sq("b1")), None);
}

#[test]
fn fen_round_trips() {
    for fen in [
        "W:Wh2:Bd2,g3,g5,d6,g7",
        "B:WKa1,c3,Kh6:Bf2,b6,Kd8",
        "W:W:B",
        "B:Wa1:B",
    ] {
        let p = pos(fen);
        assert_eq!(p.to_fen(), fen);
        assert_eq!(pos(&p.to_fen()), p);
        assert_eq!(fen.parse::<Position>().unwrap(), p);
    }
}

fn err(fen: &str) -> FenError {
    Position::from_fen(fen).expect_err(fen)
}

#[test]
fn fen_errors_name_the_reason_and_the_place() {
    let e = err("W:Wb1:B");
    assert_eq!(e, FenError::LightSquare { square: sq("b1") });
    assert_eq!(
        e.to_string(),
        "b1 is a light square; draughts use the dark squares only"
    );

    let e = err("W:Wa1,c3:Bc3");
    assert_eq!(e, FenError::DuplicateSquare { square: sq("c3") });
    assert!(e.to_string().contains("c3"));
    assert_eq!(
        err("W:Wa1,29:B"),
        FenError::DuplicateSquare { square: sq("a1") }
    );

    let e = err("W:W21-32,17:B");
    assert_eq!(
        e,
        FenError::TooManyMen {
            color: Color::White
        }
    );
    assert!(e.to_string().contains("white"));
    let e = err("W:W:BK1,K2,K3,K4,5,6,7,8,9,10,11,12,13");
    assert_eq!(
        e,
        FenError::TooManyPieces {
            color: Color::Black
        }
    );
    assert!(e.to_string().contains("black"));

    let e = err("W:Wb8:B");
    assert_eq!(
        e,
        FenError::ManOnPromotionRank {
            color: Color::White,
            square: sq("b8")
        }
    );
    assert!(e.to_string().contains("b8"));
    assert_eq!(
        err("W:W:Bc1"),
        FenError::ManOnPromotionRank {
            color: Color::Black,
            square: sq("c1")
        }
    );
    assert!(Position::from_fen("W:WKb8:BKc1").is_ok());

    for (fen, token) in [
        ("W:Wz9:B", "z9"),
        ("W:Wa1,33:B", "33"),
        ("W:Wa1:B0", "0"),
        ("W:Wi1:B", "i1"),
        ("W:WKK1:B", "KK1"),
        ("W:WGa1:B", "Ga1"),
        ("W:W5-2:B", "5-2"),
        ("W:W1-40:B", "1-40"),
    ] {
        let e = err(fen);
        let color = if fen.contains(":B0") {
            Color::Black
        } else {
            Color::White
        };
        assert_eq!(
            e,
            FenError::BadToken {
                color,
                token: token.to_string()
            },
            "{fen}"
        );
        assert!(e.to_string().contains(token), "{e}");
    }

    let e = err("X:Wa1:Bb8");
    assert_eq!(e, FenError::BadSide { found: "X".into() });
    assert!(e.to_string().contains("'X'"));
    assert_eq!(
        err("Wa1:Bb6"),
        FenError::BadSide {
            found: "Wa1".into()
        }
    );
    assert_eq!(
        err("W"),
        FenError::MissingField {
            color: Color::White
        }
    );
    assert_eq!(
        err("W:Wa1"),
        FenError::MissingField {
            color: Color::Black
        }
    );
    assert_eq!(
        err("W:Bb6:H0"),
        FenError::MissingField {
            color: Color::White
        }
    );
    assert_eq!(
        err("W:Wa1:Wc3:B"),
        FenError::DuplicateField {
            color: Color::White
        }
    );
    assert_eq!(err(""), FenError::Empty);
    assert_eq!(err("  . "), FenError::Empty);
}

#[test]
fn fen_hostile_input_is_rejected_quickly() {
    let t = std::time::Instant::now();
    let big = "W:W".to_string() + &"a1,".repeat(350_000);
    assert_eq!(err(&big), FenError::TooLong { len: big.len() });
    let big = "W".repeat(1 << 20);
    assert!(matches!(err(&big), FenError::TooLong { .. }));
    // Just under the limit: parsed, stopped at the first problem.
    let near = "W:W".to_string() + &"a1,".repeat((MAX_FEN_LEN - 4) / 3);
    assert_eq!(err(&near), FenError::DuplicateSquare { square: sq("a1") });
    let spaces = "W:W".to_string() + &" ".repeat(MAX_FEN_LEN - 10) + ":B";
    assert!(Position::from_fen(&spaces).is_ok());
    let junk = "\u{1F600}:".repeat(500);
    assert!(Position::from_fen(&junk).is_err());
    for s in [
        "K",
        ":",
        "::::",
        "W:K",
        "W:W,,,:B",
        "W:W-:B",
        "W:W1-:B",
        "W:W\u{e9}:B",
    ] {
        let _ = Position::from_fen(s);
    }
    assert!(t.elapsed().as_secs() < 2);
}

// ----------------------------------------------------------------------------------------
// Notation (§7)
// ----------------------------------------------------------------------------------------

#[test]
fn parse_move_accepts_full_paths_x_and_short_forms() {
    let p = pos("W:Wh2:Bd2,g3,g5,d6,g7");
    for s in [
        "h2:f4:h6:f8:b4:e1",
        "h2xf4xh6xf8xb4xe1",
        "h2:e1",
        "h2xe1",
        "h2:f8:e1",
        " h2:e1 ",
    ] {
        assert_eq!(p.parse_move(s).unwrap().uci(), "h2:f4:h6:f8:b4:e1", "{s}");
    }
    let p = Position::start();
    assert_eq!(p.parse_move("c3-d4").unwrap().uci(), "c3-d4");
    assert_eq!(p.parse_move("22-18").unwrap().uci(), "c3-d4");
    let p = pos("W:WKa1:Bb2,d4");
    assert_eq!(p.parse_move("a1:f6").unwrap().uci(), "a1:c3:f6");
    assert_eq!(p.parse_move("a1xf6").unwrap().uci(), "a1:c3:f6");
}

#[test]
fn parse_move_errors() {
    let p = pos("W:Wc3:Bb4,d4,b6,d6");
    match p.parse_move("c3:c3") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["c3:e5:c7:a5:c3", "c3:a5:c7:e5:c3"])
        }
        other => panic!("{other:?}"),
    }
    let e = p.parse_move("c3:c3").unwrap_err().to_string();
    assert!(
        e.contains("c3:e5:c7:a5:c3") && e.contains("c3:a5:c7:e5:c3"),
        "{e}"
    );
    assert_eq!(
        p.parse_move("c3:e5:c7:a5:c3").unwrap().uci(),
        "c3:e5:c7:a5:c3"
    );
    assert_eq!(p.parse_move("c3:a5:c7:c3").unwrap().uci(), "c3:a5:c7:e5:c3");
    assert!(matches!(
        p.parse_move("c3-d4"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(matches!(p.parse_move("c3"), Err(MoveError::Syntax { .. })));
    assert!(matches!(
        p.parse_move("c3-b3"),
        Err(MoveError::Syntax { .. })
    ));
    assert!(matches!(
        p.parse_move("hello"),
        Err(MoveError::Syntax { .. })
    ));
    assert!(matches!(p.parse_move(""), Err(MoveError::Syntax { .. })));
    assert!(p.parse_move(&"c3:".repeat(100_000)).is_err());
}

#[test]
fn san_uses_the_short_form_when_unique() {
    let p = pos("W:Wh2:Bd2,g3,g5,d6,g7");
    let all = p.legal_moves();
    assert_eq!(san(&p, &all[0], &all), "h2:e1");
    let p = pos("W:Wc3:Bb4,d4,b6,d6");
    let all = p.legal_moves();
    assert_eq!(san(&p, &all[0], &all), "c3:e5:c7:a5:c3");
    let p = Position::start();
    let all = p.legal_moves();
    assert_eq!(san(&p, &all[0], &all), "a3-b4");
    // Every SAN reads back as its own move.
    for fen in [
        "W:WKa1:Bb2,c5,e5",
        "W:Wh4,h6:Bc5,g5,e7,g7,d8,h8",
        "W:WKa3:Bg3,c5,c7",
    ] {
        let p = pos(fen);
        let all = p.legal_moves();
        for m in &all {
            assert_eq!(p.parse_move(&san(&p, m, &all)).unwrap(), *m, "{fen} {m}");
            assert_eq!(p.parse_move(&m.uci()).unwrap(), *m, "{fen} {m}");
        }
    }
}

// ----------------------------------------------------------------------------------------
// Draw rules (§6), for the game layer
// ----------------------------------------------------------------------------------------

fn play_line(start: &str, line: &[&str]) -> Vec<Position> {
    let mut history = vec![pos(start)];
    for m in line {
        let last = *history.last().unwrap();
        let mv = last.parse_move(m).unwrap_or_else(|e| panic!("{e}"));
        history.push(last.after(&mv));
    }
    history
}

#[test]
fn draw_by_threefold_repetition() {
    let line = ["a1-b2", "d8-e7", "b2-a1", "e7-d8"];
    let h = play_line("W:WKa1,c1:BKd8,f8", &line);
    assert_eq!(draw_reason(&h), None);
    let twice: Vec<&str> = line.iter().chain(line.iter()).copied().collect();
    let h = play_line("W:WKa1,c1:BKd8,f8", &twice);
    assert_eq!(draw_reason(&h), Some(OutcomeReason::ThreefoldRepetition));
    assert_eq!(h[0].repetition_key(), h[8].repetition_key());
    assert_ne!(h[0].repetition_key(), h[1].repetition_key());
}

/// A seeded walk of king moves without capture, where no capture ever becomes possible and
/// no position occurs three times.
fn quiet_king_walk(start: &str, plies: usize) -> Vec<Position> {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _attempt in 0..1000 {
        let mut h = vec![pos(start)];
        while h.len() <= plies {
            let last = *h.last().unwrap();
            let options: Vec<Position> = last
                .legal_moves()
                .iter()
                .filter(|m| last.is_king_quiet_move(m))
                .map(|m| last.after(m))
                .filter(|p| !p.legal_moves().iter().any(|m| m.is_capture()))
                .filter(|p| h.iter().filter(|q| *q == p).count() < 2)
                .collect();
            if options.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            h.push(options[seed as usize % options.len()]);
        }
        if h.len() > plies {
            return h;
        }
    }
    panic!("no quiet king walk from {start}");
}

#[test]
fn draw_after_15_moves_of_kings_only() {
    let h = quiet_king_walk("W:WKc1,e1:BKf8,d8", 30);
    for ply in 1..30 {
        assert_eq!(draw_reason(&h[..=ply]), None, "ply {ply}");
    }
    assert_eq!(draw_reason(&h), Some(OutcomeReason::KingsOnly15Moves));
    // A man move resets the count.
    let mut h = h;
    let last = *h.last().unwrap();
    let m = last
        .legal_moves()
        .into_iter()
        .find(|m| !last.is_king_quiet_move(m))
        .expect("a man move");
    h.push(last.after(&m));
    assert_eq!(draw_reason(&h), None);
}

#[test]
fn draw_three_kings_against_a_lone_king() {
    let h = quiet_king_walk("W:WKc1,Ke1,Kg1:BKb8", 30);
    for ply in 1..30 {
        assert_eq!(draw_reason(&h[..=ply]), None, "ply {ply}");
    }
    assert_eq!(draw_reason(&h), Some(OutcomeReason::ThreeKingsAgainstOne));
}

// ----------------------------------------------------------------------------------------
// Oracle: pydraughts 0.6.7
// ----------------------------------------------------------------------------------------

/// Fails when the oracle is missing: a comparison that did not run must not pass.
#[test]
fn pydraughts_agrees_on_random_positions() {
    // Every one of the script's positions (600 random ones by default, and the hand-made
    // ones) compared, and none failed.
    let (_, passed) = common::pydraughts("pydraughts_compare.py", &[]);
    assert!(passed >= 600, "only {passed} positions compared");
}
