//! One test per robustness finding (fuzzing, property tests, hostile input), named after
//! what went wrong. See `docs/robustness.md` for the table of findings.

use fenboard::features::diagram::{extract_diagrams, MAX_CAPTION_LEN};
use fenboard::game::{Game, Variant, MAX_HISTORY};

/// `extract_diagrams` gives every diagram of a line the caption that follows the line; it
/// copied that caption once per diagram, so a line of many diagrams before a long caption
/// took time and memory of (diagrams x caption length): a 2 MB document asked for tens of
/// gigabytes. Captions are now cut to `MAX_CAPTION_LEN` bytes (the scale case is in
/// `hostile_input.rs`).
#[test]
fn shared_caption_is_cut_not_copied_whole() {
    let doc = format!(
        "{}\nfigcaption {}\n",
        "fen:x:".repeat(100),
        "mot ".repeat(250_000)
    );
    let found = extract_diagrams(&doc);
    assert_eq!(found.len(), 100);
    for d in &found {
        let c = d.caption.as_deref().unwrap();
        assert!(c.len() <= MAX_CAPTION_LEN, "{}", c.len());
        assert!(c.starts_with("mot mot") && c.ends_with('…'));
    }
    // Multi-byte text is cut on a character boundary; short captions are untouched.
    let doc = format!("fen:x:\nfigcaption {}", "é".repeat(MAX_CAPTION_LEN));
    let c = extract_diagrams(&doc)[0].caption.clone().unwrap();
    assert!(c.len() <= MAX_CAPTION_LEN && c.ends_with("é…"));
    let doc = "fen:x:\nfigcaption Les blancs gagnent.";
    assert_eq!(
        extract_diagrams(doc)[0].caption.as_deref(),
        Some("Les blancs gagnent.")
    );
}

/// `Game::play` dropped the oldest ply with `Vec::remove(0)` once `MAX_HISTORY` plies were
/// kept: every further play moved the whole history (about 10 ms a ply, so a long game
/// slowed to a crawl). The history now forgets in O(1) amortized; this checks that it
/// still keeps exactly the last `MAX_HISTORY` plies across undo and replay at the cap.
#[test]
fn history_past_the_cap_keeps_exactly_the_last_plies() {
    // A diagram's game: the kings may repeat without the game ending by repetition.
    let mut g = Game::new_partial(&Variant::builtin("russian").unwrap(), "W:WKa1:BKh2").unwrap();
    let cycle = ["a1-b2", "h2-g1", "b2-a1", "g1-h2"];
    let extra = 10_000;
    for i in 0..MAX_HISTORY + extra {
        g.play(cycle[i % 4]).unwrap();
    }
    assert_eq!(g.history().len(), MAX_HISTORY);
    assert_eq!(g.history()[0].uci, cycle[extra % 4]);
    // Undo a few, play again: still the last MAX_HISTORY plies.
    for _ in 0..3 {
        g.undo().unwrap();
    }
    for i in 0..5 {
        g.play(cycle[(MAX_HISTORY + extra - 3 + i) % 4]).unwrap();
    }
    assert_eq!(g.history().len(), MAX_HISTORY);
    assert_eq!(g.history()[0].uci, cycle[(extra + 2) % 4]);
    // Undo everything kept, then play from the oldest kept position.
    while g.undo().is_some() {}
    assert!(g.history().is_empty());
    g.play(cycle[(extra + 2) % 4]).unwrap();
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.history()[0].uci, cycle[(extra + 2) % 4]);
}

/// The FEN reader took counters of at most 9 digits, but play counts on: a position with a
/// clock of 999999999 gave, one move later, a FEN the engine refused ("the halfmove clock
/// is '1000000000'"). Counters now read up to `u32::MAX` and play saturates there. (A
/// halfmove clock that high has ended the game by the move rule: such a FEN reads, and its
/// status says so.)
#[test]
fn counters_at_the_limit_give_fens_that_read_back() {
    use fenboard::game;
    for fen in [
        "4k3/8/8/8/8/8/8/R3K3 w - - 999999999 5",
        "4k3/8/8/8/8/8/8/R3K3 b - - 4294967295 4294967295",
    ] {
        let outcome = game::status("chess", fen).unwrap().outcome.unwrap();
        assert_eq!(outcome.reason.as_str(), "fifty-moves", "{fen}");
    }
    for (variant, fen, mv) in [
        ("chess", "4k3/8/8/8/8/8/8/R3K3 b - - 0 999999999", "Kd8"),
        ("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 4294967295", "Kd1"),
        ("chess", "4k3/8/8/8/8/8/8/R3K3 b - - 0 4294967295", "Kd8"),
        ("chess", "r3k3/8/8/8/8/8/8/4K2R w 999999999 ihai -", "Kd1"),
        (
            "coregal",
            "q3k3/8/8/8/8/8/8/3QK3 w 4294967295 iiiiiiii -",
            "Kf1",
        ),
        (
            "grand",
            "9k/10/10/10/10/10/10/10/10/KR8 w 999999999 -",
            "a1a2",
        ),
        (
            "grand",
            "9k/10/10/10/10/10/10/10/10/KR8 w 4294967295 -",
            "a1a2",
        ),
    ] {
        let mut fen = fen.to_string();
        let mut mv = mv.to_string();
        for _ in 0..3 {
            let after = game::play(variant, &fen, &mv)
                .unwrap_or_else(|e| panic!("{variant} {fen} {mv}: {e}"));
            let moves = game::legal_moves(variant, &after).unwrap_or_else(|e| {
                panic!("{variant}: the engine wrote '{after}' and refuses it: {e}")
            });
            // The FEN read back; a game that has just ended (a Coregal mate is one move
            // away in one of these positions, whatever the move order) has no next move.
            let Some(next) = moves.first() else { break };
            mv = next.uci.clone();
            fen = after;
        }
    }
    // One more than u32::MAX is refused with the reason.
    let e = game::status("chess", "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1").unwrap_err();
    assert!(e.to_string().contains("up to 4294967295"), "{e}");
}

/// Bario: a reversion puts every defined piece back in the reserve, so a side with ten
/// rooks (two plus eight promoted) gets a reserve count of 10, which the FEN writer clipped
/// to the digit 9: the written FEN failed validation (reserve 10 for 11 undefined pieces).
/// Counts above 9 are now written as eight comma-separated numbers, which the reader takes.
#[test]
fn bario_reserve_above_nine_reads_back() {
    use fenboard::game;
    let fen = "7k/pppppppp/8/8/RRRRRRRR/RR6/8/U3K3 w 0 - 01000000 -";
    let after = game::play("bario", fen, "N@a1,a1c2").unwrap();
    assert_eq!(
        after,
        "7k/pppppppp/8/8/UUUUUUUU/UU6/2U5/4K3 b 1 - 10,1,0,0,0,0,0,0 -"
    );
    let status = game::status("bario", &after).unwrap();
    let counts = |side: &[(char, u8)]| side.iter().map(|&(_, n)| n).collect::<Vec<u8>>();
    let reserve = status.reserve.unwrap();
    assert_eq!(
        [counts(&reserve[0]), counts(&reserve[1])],
        [[10, 1, 0, 0], [0, 0, 0, 0]]
    );
    // The digit form is still what is written when every count fits.
    let start = game::start_fen("bario", 0, None).unwrap();
    assert!(start.contains(" 22212221 "));
    let e = game::status("bario", "7k/8/8/8/8/8/8/U3K3 w 0 - 1,0,0 -").unwrap_err();
    assert!(
        e.to_string().contains("8 numbers separated by commas"),
        "{e}"
    );
}

/// Found by the `game` fuzz target in Bario (two bishops on the c-file): the SAN `B3b4`
/// (the bishop from the third rank to b4) was read as the UCI `b3b4` of the pawn on b3,
/// because UCI was matched case-insensitively before SAN. SAN is now tried first; the
/// lowercase UCI still means the pawn.
#[test]
fn san_with_a_file_letter_piece_is_not_read_as_uci() {
    use fenboard::formats::fen;
    use fenboard::formats::notation;
    use fenboard::game;
    for (variant, fen_text) in [
        (
            "bario",
            "u1uu4/qpp1p1kp/p2p3b/2Bnbpp1/P2P4/1PB1NN2/2PQPPPP/1U3U1K w 24 - 20002100 -",
        ),
        ("chess", "4k3/8/8/2B5/8/1PB5/8/4K3 w - - 0 1"),
        ("grand", "9k/10/10/10/10/10/10/10/10/K9 w 0 -"),
    ] {
        let v = Variant::builtin(variant).unwrap();
        let pos = fen::parse(v.rules().unwrap(), fen_text).unwrap();
        let legal = pos.legal_moves();
        for m in &legal {
            let san = notation::san(&pos, m, &legal);
            assert_eq!(
                notation::parse_move(&pos, &san).unwrap(),
                *m,
                "{san} in {fen_text}"
            );
            let uci = notation::uci(&pos, m);
            assert_eq!(
                notation::parse_move(&pos, &uci).unwrap(),
                *m,
                "{uci} in {fen_text}"
            );
        }
        if variant != "grand" {
            let bishop = game::play(variant, fen_text, "B3b4").unwrap();
            let pawn = game::play(variant, fen_text, "b3b4").unwrap();
            let on_b4 = |f: &str| {
                let p = fen::parse(v.rules().unwrap(), f).unwrap();
                p.letter(p.board().get("b4".parse().unwrap()).unwrap())
            };
            assert_eq!((on_b4(&bishop), on_b4(&pawn)), ('B', 'P'));
            // Uppercase UCI is still read when no SAN matches.
            assert_eq!(game::play(variant, fen_text, "B3B4").unwrap(), pawn);
        }
    }
}

#[test]
fn a_position_equals_itself_read_back_whatever_style_its_fen_was_in() {
    // Read from a Shredder FEN, the position keeps that style for the FENs it writes; once
    // its rights are gone it writes `-`, which reads back in the standard style: still the
    // same position (found by the fen_chess fuzz target).
    let chess = Variant::builtin("chess").unwrap();
    let mut pos = chess.parse("r3k2r/8/8/8/8/8/8/R3K2R w a - 0 1").unwrap();
    pos.play("a1b1").unwrap();
    pos.play("a8b8").unwrap();
    let written = pos.fen();
    assert_eq!(written, "1r2k2r/8/8/8/8/8/8/1R2K2R w - - 2 2");
    assert_eq!(chess.parse(&written).unwrap(), pos);
}

/// A castling field of file letters naming inner rooks only (`d`: Black's rook on d8 with
/// another beyond it on g8) is X-FEN as much as Shredder-FEN. It was read as Shredder-FEN, so
/// a FEN written by a `Game` and played from with `play` kept `d` once the g8 rook had gone,
/// where the `Game` wrote `k` (found by the SAN round trip of `tests/properties.rs`). It is
/// read as X-FEN; letters that X-FEN would write `KQkq` still say Shredder-FEN.
#[test]
fn inner_rooks_castling_letters_read_as_x_fen() {
    let before = "2krb1rb/3p1p2/2NB4/1pp2p1p/p1P4P/P3pP2/1P1P4/QBRK1R2 b d - 0 29";
    let after = "2krb2b/3p1p2/2NB4/1pp2prp/p1P4P/P3pP2/1P1P4/QBRK1R2 w k - 1 30";
    assert_eq!(fenboard::game::play("chess", before, "Rg5").unwrap(), after);
    let mut game = Game::new(&Variant::builtin("chess").unwrap(), Some(before)).unwrap();
    game.play("g8g5").unwrap();
    assert_eq!(game.fen(), after);
    // Shredder-FEN stays Shredder-FEN.
    let shredder = "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1";
    assert_eq!(
        fenboard::game::play("chess", shredder, "a1a2").unwrap(),
        "4k3/8/8/8/8/8/R7/4K2R b H - 1 1"
    );
}
