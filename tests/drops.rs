//! Hands and drops as data (`drops` in a definition: variants/crazyhouse.json, loop.json,
//! chessgi.json, pocketknight.json, capahouse.json): each rule on a position built for it, the
//! hands in FEN, drops in UCI and SAN, bad hands and bad drop rules named by their field. The
//! whole games are compared with Fairy-Stockfish in tests/node/define-oracle.

use fenboard::core::perft::perft;
use fenboard::formats::notation;
use fenboard::game::Variant;

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves};

/// The drops among the legal moves.
fn drops(id: &str, fen: &str) -> Vec<String> {
    moves(id, fen)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect()
}

/// The error of reading a FEN of a game.
fn fen_error(id: &str, fen: &str) -> String {
    game(id).parse(fen).map(|_| ()).unwrap_err().to_string()
}

/// Crazyhouse's definition with its `drops` replaced, under another id.
fn definition(drops: &str) -> String {
    let path = format!("{}/variants/crazyhouse.json", env!("CARGO_MANIFEST_DIR"));
    let mut def: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    def["id"] = "drops-test".into();
    if drops.is_empty() {
        def.as_object_mut().unwrap().remove("drops");
        def["start"] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into();
    } else {
        def["drops"] = serde_json::from_str(drops).unwrap();
    }
    def.to_string()
}

/// Crazyhouse with other drop rules.
fn with_drops(drops: &str) -> Variant {
    Variant::from_json(&definition(drops)).unwrap()
}

/// The error of compiling crazyhouse with its `drops` replaced.
fn drops_error(drops: &str) -> String {
    match Variant::from_json(&definition(drops)) {
        Ok(_) => panic!("{drops} compiled"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn perft_from_the_start_matches_fairy_stockfish() {
    // Fairy-Stockfish's perft (ffish 0.7.10) from each start position.
    for (id, want) in [
        ("crazyhouse", &[20u64, 400, 8902, 197_281][..]),
        ("pocketknight", &[52, 2_565, 88_617][..]),
        ("capahouse", &[28, 784, 25_228][..]),
        ("dragon", &[20, 400, 8_982][..]),
    ] {
        let v = game(id);
        let pos = v.start_position().chess().unwrap().clone();
        let got: Vec<u64> = (1..=want.len()).map(|d| perft(&pos, d as u32)).collect();
        assert_eq!(got, want, "{id}");
    }
}

#[test]
fn a_captured_piece_goes_to_the_capturers_hand() {
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2";
    assert_eq!(
        after("crazyhouse", fen, &["exd5"]),
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2"
    );
    // Pocket knight's hands hold only what the game starts with.
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[Nn] w KQkq - 0 2";
    assert_eq!(
        after("pocketknight", fen, &["exd5"]),
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[Nn] b KQkq - 0 2"
    );
}

#[test]
fn a_drop_is_a_move_from_the_hand_in_uci_and_san() {
    let fen = "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3";
    // UCI `P@e4`, SAN as Fairy-Stockfish writes it (`P@e4`), and chessops's `@e4`.
    for text in ["P@e4", "@e4"] {
        assert_eq!(
            after("crazyhouse", fen, &[text]),
            "rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3"
        );
    }
    let v = game("crazyhouse");
    let pos = v.parse(fen).unwrap().chess().unwrap().clone();
    let m = notation::parse_move(&pos, "P@e4").unwrap();
    assert!(m.is_drop());
    assert_eq!(notation::san(&pos, &m, &pos.legal_moves()), "P@e4");
    assert_eq!(notation::uci(&pos, &m), "P@e4");
    // A drop resets the move-rule count, as Fairy-Stockfish's does.
    let fen = "4k3/8/8/8/8/8/8/4K3[N] w - - 7 30";
    assert_eq!(
        after("crazyhouse", fen, &["N@c3"]),
        "4k3/8/8/8/8/2N5/8/4K3[] b - - 0 30"
    );
    // Nothing held, nothing dropped.
    assert!(notation::parse_move(&pos, "Q@e4").is_err());
}

#[test]
fn a_pawn_is_not_dropped_on_the_first_or_last_rank() {
    let fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    let d = drops("crazyhouse", fen);
    assert_eq!(d.len(), 6 * 8);
    assert!(d.iter().all(|m| !m.ends_with('1') && !m.ends_with('8')));
    // Chessgi allows the first rank, not the last.
    let d = drops("chessgi", fen);
    assert!(d.contains(&"P@a1".to_string()) && !d.contains(&"P@a8".to_string()));
    // Black's first rank is the eighth.
    let d = drops("chessgi", "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1");
    assert!(d.contains(&"P@a8".to_string()) && !d.contains(&"P@a1".to_string()));
    // A pawn dropped there may stand there, and moves on from it; in crazyhouse it may not.
    let first = "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1";
    assert_eq!(
        after("chessgi", first, &["a2"]),
        "4k3/8/8/8/8/8/P7/4K3[] b - - 0 1"
    );
    assert!(fen_error("crazyhouse", first).contains("a pawn stands on a1"));
}

#[test]
fn a_drop_may_block_a_check_and_nothing_else_answers_it() {
    // The rook on a1 checks the king on h1 along the rank: a drop must land between.
    let fen = "4k3/8/8/8/8/8/7P/r6K[N] w - - 0 1";
    assert_eq!(
        drops("crazyhouse", fen),
        ["N@b1", "N@c1", "N@d1", "N@e1", "N@f1", "N@g1"]
    );
    // A knight's check cannot be blocked: no drop.
    assert!(drops("crazyhouse", "4k3/8/8/8/8/6n1/7P/7K[N] w - - 0 1").is_empty());
}

#[test]
fn a_captured_promoted_piece_returns_as_a_pawn_in_crazyhouse_as_itself_in_loop() {
    let fen = "1r2k3/P7/2n5/8/8/8/8/4K3[] w - - 0 1";
    assert_eq!(
        after("crazyhouse", fen, &["axb8=Q"]),
        "1Q~2k3/8/2n5/8/8/8/8/4K3[R] b - - 0 1"
    );
    // The mark follows the queen; taken, it is a pawn in hand.
    assert_eq!(
        after("crazyhouse", fen, &["axb8=Q", "Kf7", "Qa8", "Nb8"]),
        "Q~n6/5k2/8/8/8/8/8/4K3[R] w - - 3 3"
    );
    assert_eq!(
        after("crazyhouse", fen, &["axb8=Q", "Nxb8"]),
        "1n2k3/8/8/8/8/8/8/4K3[Rp] w - - 0 2"
    );
    // Loop chess writes no mark and hands the queen back.
    assert_eq!(
        after("loop", fen, &["axb8=Q", "Nxb8"]),
        "1n2k3/8/8/8/8/8/8/4K3[Rq] w - - 0 2"
    );
    // A mark is read back.
    assert_eq!(
        after(
            "crazyhouse",
            "4k3/8/8/8/8/8/8/4K1Q~r[] b - - 0 1",
            &["Rxg1"]
        ),
        "4k3/8/8/8/8/8/8/4K1r1[p] w - - 0 2"
    );
}

#[test]
fn hands_in_fen_as_fairy_stockfish_writes_them() {
    let v = game("capahouse");
    // In the order of the game's kinds, white's first; the `/` form is read too.
    let fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[PQCpa] w KQkq - 0 1";
    let written = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[CQPap] w KQkq - 0 1";
    assert_eq!(v.parse(fen).unwrap().chess().unwrap().to_string(), written);
    let slash = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR/PQCpa w KQkq - 0 1";
    assert_eq!(
        v.parse(slash).unwrap().chess().unwrap().to_string(),
        written
    );
    // No hand written: both empty.
    let bare = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    assert!(v
        .parse(bare)
        .unwrap()
        .chess()
        .unwrap()
        .to_string()
        .contains("[]"));
}

#[test]
fn bad_hands_are_named() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    assert_eq!(
        fen_error("crazyhouse", &format!("{start}[Qz] w KQkq - 0 1")),
        "invalid FEN: the hands 'Qz': holds a letter that is no piece of this game"
    );
    assert_eq!(
        fen_error("crazyhouse", &format!("{start}[Q w KQkq - 0 1")),
        "invalid FEN: the hands '[Q': a hand opened by '[' must close with ']' at the end of the field"
    );
    assert_eq!(
        fen_error("crazyhouse", &format!("{start}[K] w KQkq - 0 1")),
        "invalid FEN: the hands 'K': holds a royal piece, which is never captured nor dropped"
    );
    assert_eq!(
        fen_error("crazyhouse", &format!("{start}[Q2] w KQkq - 0 1")),
        "invalid FEN: the hands 'Q2': holds a letter that is no piece of this game"
    );
    assert_eq!(
        fen_error(
            "crazyhouse",
            "~nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
        ),
        "invalid FEN: row 1 from the top has a '~' (a promoted piece) after no piece's letter"
    );
    // A game without drops has no hands.
    let chess = Variant::from_json(&definition("")).unwrap();
    assert!(chess.parse(&format!("{start}[Q] w KQkq - 0 1")).is_err());
}

#[test]
fn one_pawn_per_file_and_no_mate_by_a_dropped_pawn() {
    // The rules shogi needs, on a crazyhouse board: pawns not dropped on a file where their
    // side has one, nor to mate.
    let v = with_drops(r#"{"notOnRanks": {"p": [8]}, "onePerFile": ["p"], "noMate": ["p"]}"#);
    let pos = v
        .parse("7k/4N3/6K1/8/8/8/4P3/8[P] w - - 0 1")
        .unwrap()
        .chess()
        .unwrap()
        .clone();
    let drops: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_drop())
        .map(|m| notation::uci(&pos, m))
        .collect();
    assert!(!drops.iter().any(|m| m.starts_with("P@e")), "{drops:?}");
    // P@g7 would be mate (the king on g6 guards g7 and h7, the knight g8): refused; a
    // pawn's drop that does not mate is legal.
    assert!(!drops.contains(&"P@g7".to_string()));
    assert!(drops.contains(&"P@h7".to_string()));
    // Without the rule, it is mate.
    let plain = with_drops(r#"{"notOnRanks": {"p": [8]}}"#);
    let p2 = plain
        .parse("7k/4N3/6K1/8/8/8/4P3/8[P] w - - 0 1")
        .unwrap()
        .chess()
        .unwrap()
        .clone();
    let m = notation::parse_move(&p2, "P@g7").unwrap();
    assert_eq!(notation::san(&p2, &m, &p2.legal_moves()), "P@g7#");
}

#[test]
fn drops_only_in_a_zone() {
    // Own half: white's ranks 1 to 4, black's 5 to 8.
    let v = with_drops(r#"{"zone": "a1-h4"}"#);
    let pos = v
        .parse("4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1")
        .unwrap()
        .chess()
        .unwrap()
        .clone();
    let ranks: Vec<char> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_drop())
        .map(|m| notation::uci(&pos, m).chars().last().unwrap())
        .collect();
    assert_eq!(ranks.len(), 31);
    assert!(ranks.iter().all(|&r| ('1'..='4').contains(&r)));
    let black = v
        .parse("4k3/8/8/8/8/8/8/4K3[Nn] b - - 0 1")
        .unwrap()
        .chess()
        .unwrap()
        .clone();
    assert!(black
        .legal_moves()
        .iter()
        .filter(|m| m.is_drop())
        .all(|m| m.to.rank() >= 4));
}

#[test]
fn bad_drop_rules_are_named_by_field() {
    assert_eq!(
        drops_error(r#"{"notOnRanks": {"p": [9]}}"#),
        "drops.notOnRanks.p[0]: 9 is not a rank from 1 to 8"
    );
    assert_eq!(
        drops_error(r#"{"notOnRanks": {"x": [1]}}"#),
        "drops.notOnRanks.x: 'x' is no piece of the game"
    );
    assert_eq!(
        drops_error(r#"{"onePerFile": ["z"]}"#),
        "drops.onePerFile[0]: 'z' is no piece of the game"
    );
    assert_eq!(
        drops_error(r#"{"zone": "a1-z9"}"#).split(':').next(),
        Some("drops.zone")
    );
    assert_eq!(
        drops_error(r#"{"dropOnTop": true}"#).split(':').next(),
        Some("drops.dropOnTop")
    );
}

/// The reason and English message of an attempted drop.
fn why_drop(v: &Variant, fen: &str, letter: char, to: &str) -> (String, String) {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    let o = Options {
        drop: Some(letter),
        ..Options::default()
    };
    match explain_move(v, fen, to, to, &o).unwrap() {
        Verdict::Legal => ("legal".into(), String::new()),
        Verdict::Illegal(e) => (e.reason.code().to_string(), e.message),
    }
}

#[test]
fn a_refused_drop_is_explained_in_words() {
    let v = game("crazyhouse");
    let fen = "4k3/8/8/8/8/8/4P3/4K3[P] w - - 0 1";
    assert_eq!(why_drop(&v, fen, 'p', "e4").0, "legal");
    assert_eq!(
        why_drop(&v, fen, 'p', "a8"),
        (
            "drop-rank".into(),
            "A pawn may not be dropped on the first or last rank.".into()
        )
    );
    assert_eq!(
        why_drop(&v, fen, 'n', "e4"),
        ("not-in-hand".into(), "You have no knight in hand.".into())
    );
    assert_eq!(why_drop(&v, fen, 'p', "e2").0, "drop-occupied");
    // In check by a rook along the first rank: only a drop between answers it.
    let check = "4k3/8/8/8/8/8/7P/r6K[N] w - - 0 1";
    assert_eq!(why_drop(&v, check, 'n', "c1").0, "legal");
    assert_eq!(
        why_drop(&v, check, 'n', "e4"),
        (
            "leaves-royal-attacked".into(),
            "A drop on e4 would not answer the check.".into()
        )
    );
    // Chessgi: the first rank is open, the last is not.
    assert_eq!(
        why_drop(&game("chessgi"), fen, 'p', "a8").1,
        "A pawn may not be dropped on the last rank."
    );
    // One per file, no mate, the zone.
    let shogiish = with_drops(
        r#"{"notOnRanks": {"p": [8]}, "onePerFile": ["p"], "noMate": ["p"], "zone": "a1-h7"}"#,
    );
    let fen = "7k/4N3/6K1/8/8/8/4P3/8[P] w - - 0 1";
    assert_eq!(
        why_drop(&shogiish, fen, 'p', "e5"),
        (
            "drop-file".into(),
            "A pawn may not be dropped on a file where you have one (on e2).".into()
        )
    );
    assert_eq!(why_drop(&shogiish, fen, 'p', "g7").0, "drop-mate");
    // A zone of whole ranks (the own half) is told by its ranks, another by the zone.
    let half = with_drops(r#"{"zone": "a1-h4"}"#);
    assert_eq!(
        why_drop(&half, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", 'n', "e6").1,
        "A knight may not be dropped on rank 6 of its side."
    );
    let files = with_drops(r#"{"zone": "a1-d8"}"#);
    assert_eq!(
        why_drop(&files, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", 'n', "f6"),
        (
            "drop-zone".into(),
            "A knight may not be dropped on f6: drops land only in the game's drop zone.".into()
        )
    );
}

#[test]
fn a_diagram_draws_the_hands_beside_the_board() {
    use fenboard::features::diagram::{parse_diagram, render, RenderOptions};
    let v = game("crazyhouse");
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q~2/PPPP1PPP/RNB1KBNR[QPPnb] w KQkq - 0 4";
    let d = parse_diagram(fen, Some(&v)).unwrap();
    // The hands in the order of the game's kinds but the king: queen, rook, bishop, knight, pawn.
    assert_eq!(d.reserve, Some([vec![1, 0, 0, 0, 2], vec![0, 0, 1, 1, 0]]));
    assert_eq!(d.letter_at("f3".parse().unwrap()), Some('Q'));
    let svg = render(&d, &RenderOptions::default());
    assert!(svg.contains("White reserve: 1 queen, 2 pawns. Black reserve: 1 bishop, 1 knight."));
    assert!(svg.contains(r#"class="reserve white""#) && svg.contains("×2"));
    // Empty hands are drawn too.
    let start = v.start_position().chess().unwrap().to_string();
    let start = parse_diagram(&start, Some(&v)).unwrap();
    assert_eq!(start.reserve, Some([vec![0; 5], vec![0; 5]]));
}

#[test]
fn hostile_hands_and_marks_never_panic_and_what_reads_writes_back() {
    // Mutations of a crazyhouse FEN with hands and a promoted piece: each reads into a position
    // whose FEN reads back to itself, or is an error; none panics.
    let v = game("crazyhouse");
    let base = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q~2/PPPP1PPP/RNB1KBNR[QPPnb] w KQkq - 0 4";
    let alphabet: Vec<char> = "[]~/PpQqKkNnXx0123456789 -wb@".chars().collect();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut read, mut refused) = (0, 0);
    for _ in 0..5000 {
        let mut text: Vec<char> = base.chars().collect();
        for _ in 0..1 + next(3) {
            let i = next(text.len() + 1);
            match next(3) {
                0 if i < text.len() => {
                    text.remove(i);
                }
                1 if i < text.len() => text[i] = alphabet[next(alphabet.len())],
                _ => text.insert(i, alphabet[next(alphabet.len())]),
            }
        }
        let text: String = text.into_iter().collect();
        match v.parse(&text) {
            Ok(p) => {
                read += 1;
                let written = p.chess().unwrap().to_string();
                let again = v
                    .parse(&written)
                    .unwrap_or_else(|e| panic!("{text} -> {written}: {e}"));
                assert_eq!(again.chess().unwrap().to_string(), written, "{text}");
            }
            Err(_) => refused += 1,
        }
    }
    assert!(
        read > 100 && refused > 100,
        "{read} read, {refused} refused"
    );
}
