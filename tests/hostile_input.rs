//! Bounded cost on hostile input: huge FENs, moves and documents, diagrams with thousands of
//! marks, games longer than the kept history. Each call must return (an answer or an error
//! saying why) and its output must stay proportionate to what is kept. No timing: the
//! bounds are on sizes, and a quadratic path would make these tests hang visibly.

use fenboard::core::outcome::OutcomeReason;
use fenboard::features::diagram::{self, RenderOptions};
use fenboard::formats::fen::{self, FenError, MAX_FEN_LEN};
use fenboard::game::{self, Game, Randomness, Variant, MAX_HISTORY, MAX_PERFT_DEPTH};
use fenboard::variants::russian;

mod common;

/// Every built-in game.
fn all() -> Vec<Variant> {
    Variant::BUILT_IN
        .iter()
        .map(|id| common::game(id))
        .collect()
}

const MB: usize = 1 << 20;

fn start(v: &Variant) -> String {
    game::start_fen(v.id(), 0, None).unwrap()
}

#[test]
fn megabyte_fens_are_refused_by_length() {
    let huge_rows = "8/".repeat(MB / 2);
    let huge_spaces = format!("{} w - - 0 1{}", "8/".repeat(7) + "K6k", " ".repeat(MB));
    let huge_digits = format!("{} w - - 0 {}", "8/".repeat(7) + "K6k", "9".repeat(MB));
    for text in [&huge_rows, &huge_spaces, &huge_digits] {
        for v in all() {
            let e = v.parse(text).unwrap_err().to_string();
            assert!(e.contains("long"), "{}: {e}", v.id());
            assert!(e.len() < 200, "the error quotes the input: {}", e.len());
            assert!(game::legal_moves(v.id(), text).is_err());
            assert!(game::status(v.id(), text).is_err());
            assert!(game::perft(v.id(), text, 3).is_err());
            assert!(Game::new(&v, Some(text)).is_err());
        }
        assert!(matches!(
            fen::parse(&common::rules("chess"), text),
            Err(FenError::TooLong(n)) if n == text.len()
        ));
        assert!(matches!(
            russian::Position::from_fen(text),
            Err(russian::FenError::TooLong { .. })
        ));
    }
}

#[test]
fn longest_accepted_fen_is_the_limit() {
    // A valid FEN padded with spaces up to the limit is read; one byte more is refused.
    let base = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let at_limit = format!("{base}{}", " ".repeat(MAX_FEN_LEN - base.len()));
    assert!(fen::parse(&common::rules("chess"), &at_limit).is_ok());
    let over = format!("{at_limit} ");
    assert_eq!(
        fen::parse(&common::rules("chess"), &over).unwrap_err(),
        FenError::TooLong(MAX_FEN_LEN + 1)
    );
    let d = "W:Wa1:Bh8";
    let at_limit = format!("{d}{}", " ".repeat(russian::MAX_FEN_LEN - d.len()));
    assert!(russian::Position::from_fen(&at_limit).is_ok());
    assert!(russian::Position::from_fen(&format!("{at_limit} ")).is_err());
}

#[test]
fn errors_quote_at_most_a_little_of_the_input() {
    let long_field = "x".repeat(MAX_FEN_LEN - 80);
    for v in all() {
        let s = start(&v);
        let (board, _) = s.split_once(' ').unwrap_or((&s, ""));
        for text in [
            format!("{board} {long_field}"),
            format!("{board} w {long_field}"),
            format!("{board} w - {long_field}"),
            format!("{board} w 0 {long_field}"),
            format!("{long_field}/{board}"),
            format!("{board}{long_field}"),
        ] {
            if let Err(e) = v.parse(&text) {
                let e = e.to_string();
                assert!(
                    e.len() < 300,
                    "{}: {} bytes of error for {text}",
                    v.id(),
                    e.len()
                );
            }
        }
    }
}

#[test]
fn megabyte_moves_are_refused() {
    let huge = "e2e4".repeat(MB / 4);
    let spaced = format!("{}e4{}", " ".repeat(MB / 2), " ".repeat(MB / 2));
    for v in all() {
        let s = start(&v);
        let e = game::play(v.id(), &s, &huge).unwrap_err().to_string();
        assert!(e.len() < 2000, "{}: {} bytes of error", v.id(), e.len());
        // Surrounding spaces are trimmed (or the text refused by length): either way an
        // answer, and an error says little.
        if let Err(e) = game::play(v.id(), &s, &spaced) {
            assert!(e.to_string().len() < 2000);
        }
        let mut g = Game::new(&v, None).unwrap();
        assert!(g.play(&huge).is_err());
        assert!(g.history().is_empty());
    }
}

#[test]
fn perft_depth_is_capped() {
    for v in all() {
        let e = game::perft(v.id(), &start(&v), MAX_PERFT_DEPTH + 1).unwrap_err();
        assert!(e.to_string().contains("too deep"), "{e}");
        assert!(game::perft(v.id(), &start(&v), u32::MAX).is_err());
    }
}

#[test]
fn diagram_with_ten_thousand_marks() {
    let marks: Vec<String> = (0..10_000)
        .map(|i| format!("{}{}", (b'a' + (i % 8) as u8) as char, i % 8 + 1))
        .collect();
    let text = format!("8/8/8/8/8/8/8/K6k {}", marks.join(","));
    let d = diagram::parse_diagram(&text, None).unwrap();
    assert!(d.marks.len() <= 64);
    let svg = diagram::render(&d, &RenderOptions::default());
    assert!(svg.len() < 64 * 1024, "{} bytes", svg.len());
    // Ten thousand shadow ranges, squares and files.
    let shadow = ["a8-h1", "e7-e2", "c", "4", "d5"].repeat(2_000).join(",");
    let text = format!("10/10/10/10/10/10/10/10/10/10 - b {shadow}");
    let d = diagram::parse_diagram(&text, None).unwrap();
    assert!(d.shadow.len() <= 100);
    let svg = diagram::render_diagram(&text, &RenderOptions::default()).unwrap();
    assert!(svg.len() < 64 * 1024, "{} bytes", svg.len());
    // Ten thousand draughts pieces are refused by count.
    let pieces = vec!["a1"; 10_000].join(",");
    let e = diagram::parse_diagram(&format!("W;W{pieces}"), None).unwrap_err();
    assert!(e.to_string().len() < 200);
}

#[test]
fn diagram_of_a_megabyte() {
    for text in [
        "p".repeat(MB),
        format!("8/8/8/8/8/8/8/{}", "1".repeat(MB)),
        format!("8/8/8/8/8/8/8/8 {}", "a1,".repeat(MB / 3)),
        format!("8/8/8/8/8/8/8/8 - w {}", "a1-h8,".repeat(MB / 6)),
        "/".repeat(MB),
        ";".repeat(MB),
    ] {
        for id in [None, Some("russian"), Some("grand")] {
            let game = id.map(|id| Variant::builtin(id).unwrap());
            if let Err(e) = diagram::parse_diagram(&text, game.as_ref()) {
                assert!(e.to_string().len() < 300);
            }
            if let Ok(svg) = diagram::render_diagram(&text, &RenderOptions::default()) {
                assert!(svg.len() < 64 * 1024);
            }
        }
    }
}

/// Total bytes of what `extract_diagrams` returns.
fn extracted_bytes(doc: &str) -> usize {
    diagram::extract_diagrams(doc)
        .iter()
        .map(|d| {
            d.text.len()
                + d.caption.as_ref().map_or(0, String::len)
                + d.classes.iter().map(String::len).sum::<usize>()
        })
        .sum()
}

#[test]
fn extracted_documents_stay_proportionate() {
    // Many diagrams on one line share the long caption that follows it.
    let doc = format!(
        "{}\nfigcaption {}\n",
        "fen:x:".repeat(100_000),
        "word ".repeat(200_000)
    );
    let n = diagram::extract_diagrams(&doc).len();
    assert_eq!(n, 100_000);
    assert!(
        extracted_bytes(&doc) < 100 * doc.len(),
        "{}",
        extracted_bytes(&doc)
    );
    // Ten thousand diagrams with block captions of forty long lines each.
    let block = format!(
        "figcaption.\n{}",
        format!("  {}\n", "z".repeat(1000)).repeat(40)
    );
    let doc = format!("fen:8/8/8/8/8/8/8/8:\n{block}").repeat(200);
    assert_eq!(diagram::extract_diagrams(&doc).len(), 200);
    assert!(extracted_bytes(&doc) < 100 * doc.len());
    // A line of ten thousand class names before each diagram.
    let doc = format!("{}\nfen:8/8/8/8/8/8/8/8:\n", ".c".repeat(10_000)).repeat(100);
    assert!(extracted_bytes(&doc) < 100 * doc.len());
}

#[test]
fn history_is_capped_and_play_stays_cheap() {
    // Kings shuffle in draughts: a cheap move, so the cap is reached quickly. A full game ends
    // at the repetition (no move after it); a diagram's game has no draw rule and plays on.
    let russian = common::game("russian");
    let mut full = Game::new(&russian, Some("W:WKa1:BKh2")).unwrap();
    let cycle = ["a1-b2", "h2-g1", "b2-a1", "g1-h2"];
    let mut played = 0;
    while full.status().outcome.is_none() {
        full.play(cycle[played % 4]).unwrap();
        played += 1;
    }
    assert_eq!(
        full.status().outcome.unwrap().reason,
        OutcomeReason::ThreefoldRepetition
    );
    assert!(full.play(cycle[played % 4]).is_err());
    let mut g = Game::new_partial(&russian, "W:WKa1:BKh2").unwrap();
    for i in 0..MAX_HISTORY + 1_000 {
        g.play(cycle[i % 4]).unwrap();
    }
    assert_eq!(g.history().len(), MAX_HISTORY);
    assert_eq!(g.history()[0].uci, cycle[1_000 % 4]);
    assert_eq!(
        g.history().last().unwrap().uci,
        cycle[(MAX_HISTORY + 999) % 4]
    );
    assert!(g.status().outcome.is_none());
    for _ in 0..MAX_HISTORY {
        g.undo().unwrap();
    }
    assert!(g.undo().is_none());
    assert!(g.history().is_empty());
    // The oldest kept position is the one after the first forgotten plies.
    assert_eq!(g.fen(), "W:WKa1:BKh2");
}

#[test]
fn long_chess_game_keeps_its_cap() {
    // A diagram's game (no draw rule): a full one would end at the first threefold repetition.
    let chess = common::game("chess");
    let mut g = Game::new_partial(&chess, &chess.start_fen(Randomness::Standard, 0)).unwrap();
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for i in 0..MAX_HISTORY + 8 {
        g.play(cycle[i % 4]).unwrap();
    }
    assert_eq!(g.history().len(), MAX_HISTORY);
    assert_eq!(g.repetitions(), MAX_HISTORY / 4 + 1);
    g.undo().unwrap();
    assert_eq!(g.history().len(), MAX_HISTORY - 1);
}
