//! The shogi family as data (`promoted` forms and `piecePromotion` in a definition:
//! variants/shogi.json, minishogi.json...): each rule on a position built for it, promoted
//! forms in FEN (`+P`), UCI (`b2h8+`) and SAN, demotion to the hand, and bad definitions named
//! by their field. The whole games are compared with Fairy-Stockfish in
//! tests/node/define-oracle.

use fenboard::core::perft::perft;
use fenboard::formats::notation;
use fenboard::game::Variant;

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves};

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1";

/// The SAN of a move given in UCI.
fn san(id: &str, fen: &str, uci: &str) -> String {
    let v = game(id);
    let pos = v.parse(fen).unwrap().chess().unwrap().clone();
    let m = notation::parse_move(&pos, uci).unwrap();
    notation::san(&pos, &m, &pos.legal_moves())
}

/// Shogi's definition with `change` applied to its JSON, under another id.
fn shogi_with(change: impl Fn(&mut serde_json::Value)) -> Result<Variant, String> {
    let path = format!("{}/variants/shogi.json", env!("CARGO_MANIFEST_DIR"));
    let mut def: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    def["id"] = "shogi-test".into();
    change(&mut def);
    Variant::from_json(&def.to_string()).map_err(|e| e.to_string())
}

#[test]
fn perft_from_the_start_is_the_published_one() {
    let v = game("shogi");
    let pos = v.parse(START).unwrap();
    let pos = pos.chess().unwrap();
    assert_eq!(
        (1..=3).map(|d| perft(pos, d)).collect::<Vec<_>>(),
        [30, 900, 25470]
    );
    let mini = game("minishogi");
    let pos = mini.parse("rbsgk/4p/5/P4/KGSBR[] w - - 0 1").unwrap();
    assert_eq!(
        (1..=4)
            .map(|d| perft(pos.chess().unwrap(), d))
            .collect::<Vec<_>>(),
        [14, 181, 2512, 35401]
    );
}

#[test]
fn a_dropped_pawn_may_check_but_not_mate() {
    // The gold on e7 guards e8, d8 and f8; the knights on d9 and f9 box the king in.
    let mate = "3nkn3/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1";
    assert!(!moves("shogi", mate).contains(&"P@e8".to_string()));
    assert!(moves("shogi", mate).contains(&"P@a5".to_string()));
    // Unguarded, the king takes the pawn: a check, not a mate, and legal.
    let check = "3nkn3/9/9/4G4/9/9/9/9/4K4[P] w - - 0 1";
    assert!(moves("shogi", check).contains(&"P@e8".to_string()));
    // Another piece dropped to mate is no pawn.
    assert!(moves("shogi", "3nkn3/9/4G4/9/9/9/9/9/4K4[L] w - - 0 1").contains(&"L@e8".to_string()));
}

#[test]
fn one_pawn_per_file() {
    let fen = "4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1";
    let drops: Vec<String> = moves("shogi", fen)
        .into_iter()
        .filter(|m| m.starts_with("P@"))
        .collect();
    assert!(!drops.iter().any(|m| m.starts_with("P@e")));
    // Eight files, ranks 1 to 8 (never the last).
    assert_eq!(drops.len(), 8 * 8);
    // A tokin is no pawn: its file is open to a drop.
    let tokin = "4k4/9/9/9/9/9/4+P4/9/4K4[P] w - - 0 1";
    assert!(moves("shogi", tokin).contains(&"P@e5".to_string()));
}

#[test]
fn promotion_in_the_zone_is_optional_unless_the_piece_could_not_move_again() {
    let fen = "8k/4P4/2P6/9/9/9/L8/9/4K4[] w - - 0 1";
    let m = moves("shogi", fen);
    let has = |u: &str| m.contains(&u.to_string());
    // A pawn on the last rank could not move again: it must promote; before it, it may.
    assert!(has("e8e9+") && !has("e8e9"));
    assert!(has("c7c8+") && has("c7c8"));
    // A lance reaches the last rank only promoted, the ranks before either way.
    assert!(has("a3a9+") && !has("a3a9") && has("a3a8") && has("a3a8+") && has("a3a7+"));
    // Entering the zone may promote; a move outside it may not.
    assert!(has("a3a6") && !has("a3a6+"));
    // A knight on the last two ranks must promote.
    let knight = "8k/9/9/4N4/9/9/9/9/4K4[] w - - 0 1";
    let m = moves("shogi", knight);
    assert!(m.contains(&"e6d8+".to_string()) && !m.contains(&"e6d8".to_string()));
    // A move that starts in the zone may promote wherever it ends.
    let from_zone = "8k/4S4/9/9/9/9/9/9/4K4[] w - - 0 1";
    assert!(moves("shogi", from_zone).contains(&"e8d7+".to_string()));
    assert_eq!(
        after("shogi", fen, &["e8e9+"]),
        "4+P3k/9/2P6/9/9/9/L8/9/4K4[] b - - 0 1"
    );
}

#[test]
fn two_swallows_to_a_file_in_tori_shogi() {
    let drops = |fen: &str| -> Vec<String> {
        moves("torishogi", fen)
            .into_iter()
            .filter(|m| m.starts_with("S@c"))
            .collect()
    };
    // One swallow on the c-file: another may be dropped there; two: no third.
    assert!(!drops("3k3/7/7/7/2S4/7/3K3[S] w - - 0 1").is_empty());
    assert!(drops("3k3/7/7/2S4/2S4/7/3K3[S] w - - 0 1").is_empty());
    assert!(!drops("3k3/7/7/7/7/7/3K3[S] w - - 0 1").is_empty());
}

#[test]
fn blacks_quails_are_whites_turned_half_round() {
    // The right quail (`fRlbBrbF`) rides back to its left: for Black on a1, up the long
    // diagonal; it steps back to its right off the board, and cannot go forward.
    let fen = "3k3/7/7/7/7/7/r2K3[] b - - 0 1";
    let quail: Vec<String> = moves("torishogi", fen)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(quail, ["a1b2", "a1c3", "a1d4", "a1e5", "a1f6", "a1g7"]);
    // White's on g7 rides back to its left: down the same diagonal.
    let fen = "3k2R/7/7/7/7/7/3K3[] w - - 0 1";
    assert!(moves("torishogi", fen).contains(&"g7a1".to_string()));
}

#[test]
fn compulsory_promotion_where_the_definition_says_so() {
    // EuroShogi: a move into the zone or from it always promotes.
    let fen = "k7/8/8/8/4P3/8/8/4K3[] w - - 0 1";
    let m = moves("euroshogi", fen);
    assert!(m.contains(&"e4e5".to_string()));
    let fen = "k7/8/8/4P3/8/8/8/4K3[] w - - 0 1";
    let m = moves("euroshogi", fen);
    assert!(m.contains(&"e5e6+".to_string()) && !m.contains(&"e5e6".to_string()));
}

#[test]
fn a_captured_promoted_piece_goes_to_the_hand_demoted() {
    let fen = "4k4/9/9/9/9/4+p4/4G4/9/4K4[] w - - 0 1";
    assert_eq!(
        after("shogi", fen, &["e3e4"]),
        "4k4/9/9/9/9/4G4/9/9/4K4[P] b - - 0 1"
    );
    let horse = "4k4/9/9/9/9/4+b4/4R4/9/4K4[] w - - 0 1";
    assert_eq!(
        after("shogi", horse, &["Rxe4"]),
        "4k4/9/9/9/9/4R4/9/9/4K4[B] b - - 0 1"
    );
    // Dropped, it is the piece it was, unpromoted.
    assert_eq!(
        after("shogi", "4k4/9/9/9/9/9/9/9/4K4[B] w - - 0 1", &["B@e5"]),
        "4k4/9/9/9/4B4/9/9/9/4K4[] b - - 0 1"
    );
}

#[test]
fn promotions_in_uci_and_san() {
    let fen = "lnsgkgsnl/1r5b1/1pppppppp/p8/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 2 2";
    assert_eq!(san("shogi", fen, "b2g7+"), "Bxg7=H+");
    assert_eq!(san("shogi", fen, "b2g7"), "Bxg7+");
    assert_eq!(
        after("shogi", fen, &["Bxg7=H"]),
        "lnsgkgsnl/1r5b1/1ppppp+Bpp/p8/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[P] b - - 0 2"
    );
    assert_eq!(
        after("shogi", fen, &["b2g7+", "h8g7"]),
        "lnsgkgsnl/1r7/1pppppbpp/p8/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Pb] w - - 0 3"
    );
    // The promoted form's letter names the promotion too, as a move object gives it.
    assert_eq!(
        after("shogi", fen, &["b2g7h"]),
        after("shogi", fen, &["b2g7+"])
    );
    // A promoted piece moves as its promoted form, named by its own letter in SAN.
    let tokin = "4k4/9/9/9/9/9/9/4+P4/4K4[] w - - 0 1";
    assert_eq!(san("shogi", tokin, "e2d3"), "Td3");
    // A pawn that must promote, written without it: the error says so.
    let e = notation::parse_move(
        game("shogi")
            .parse("k8/4P4/9/9/9/9/9/9/4K4[] w - - 0 1")
            .unwrap()
            .chess()
            .unwrap(),
        "e8e9",
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("e8e9+"), "{e}");
}

#[test]
fn promoted_forms_in_fen() {
    let v = game("shogi");
    let fen = "4k4/9/9/9/9/4+p4/4+L4/9/4K4[] w - - 0 1";
    assert_eq!(v.parse(fen).unwrap().to_string(), fen);
    // The promoted form's own letter reads as it too, and is written as FEN writes it.
    assert_eq!(
        v.parse("4k4/9/9/9/9/4t4/4Y4/9/4K4[] w - - 0 1")
            .unwrap()
            .to_string(),
        fen
    );
    let error = |fen: &str| v.parse(fen).map(|_| ()).unwrap_err().to_string();
    assert_eq!(
        error("4k4/9/9/9/9/4+g4/9/9/4K4[] w - - 0 1"),
        "invalid FEN: row 6 from the top has '+g', but 'g' is no piece of this game with a promoted form"
    );
    assert_eq!(
        error("4k4/9/9/9/9/4+/9/9/4K4[] w - - 0 1"),
        "invalid FEN: row 6 from the top has a '+' (a promoted piece) before no piece's letter"
    );
    assert_eq!(
        error("4k4/9/9/9/9/9/9/9/4K4[T] w - - 0 1"),
        "invalid FEN: the hands 'T': holds a promoted piece, which goes to the hand as the kind it came from"
    );
}

#[test]
fn bad_promoted_forms_are_named_by_their_field() {
    let set = |i: usize, letter: &str| {
        let letter = letter.to_string();
        move |d: &mut serde_json::Value| d["pieces"][i]["promoted"] = letter.clone().into()
    };
    assert_eq!(
        shogi_with(set(3, "z")).unwrap_err(),
        "pieces[3].promoted: 'z' is no piece of the game"
    );
    assert_eq!(
        shogi_with(set(3, "p")).unwrap_err(),
        "pieces[3].promoted: 'p' may not be its promoted form: it is itself"
    );
    assert_eq!(
        shogi_with(set(3, "k")).unwrap_err(),
        "pieces[3].promoted: 'k' may not be its promoted form: it is a royal piece or a pawn (neither promotes so)"
    );
    assert_eq!(
        shogi_with(set(3, "a")).unwrap_err(),
        "pieces[4].promoted: 'a' may not be its promoted form: it is already the promoted form of pieces[3]"
    );
    assert_eq!(
        shogi_with(set(3, "n")).unwrap_err(),
        "pieces[3].promoted: 'n' may not be its promoted form: it is pieces[1], which has a promoted form of its own"
    );
    assert_eq!(
        shogi_with(|d| {
            d.as_object_mut().unwrap().remove("piecePromotion");
        })
        .unwrap_err(),
        "piecePromotion: is missing: pieces[1] has a promoted form, which needs a zone"
    );
    assert_eq!(
        shogi_with(|d| d["piecePromotion"] = serde_json::json!({ "ranks": 10 })).unwrap_err(),
        "piecePromotion.ranks: 10 is not a number of ranks from 1 to 9"
    );
    assert_eq!(
        shogi_with(|d| d["piecePromotion"] = serde_json::json!({})).unwrap_err(),
        "piecePromotion: names no zone: give its ranks or its squares"
    );
    assert_eq!(
        shogi_with(|d| d["piecePromotion"] = serde_json::json!({ "squares": "a7-j9" }))
            .unwrap_err(),
        "piecePromotion.squares: 'j9' is not a square of the 9x9 board"
    );
    // A zone of squares works as ranks do.
    let v =
        shogi_with(|d| d["piecePromotion"] = serde_json::json!({ "squares": "a7-i9" })).unwrap();
    let pos = v.parse(START).unwrap();
    assert_eq!(perft(pos.chess().unwrap(), 3), 25470);
}

/// The outcome of a `Game` of `id` from `fen` after `moves` (UCI), as (winner, reason).
fn ends_after(id: &str, fen: &str, moves: &[&str]) -> Option<(Option<char>, &'static str)> {
    let mut g = fenboard::game::Game::new(&game(id), Some(fen)).unwrap();
    for m in moves {
        assert!(g.status().outcome.is_none(), "{id}: ended before {m}");
        g.play(m).unwrap_or_else(|e| panic!("{id}: {m}: {e}"));
    }
    let o = g.status().outcome?;
    Some((o.winner.map(|c| c.char()), o.reason.as_str()))
}

/// A rook that checks on every move while the king steps aside: the position after the first
/// check comes back for the fourth time on the 13th move.
const PERPETUAL: [&str; 13] = [
    "a1a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9",
    "a8a9",
];

#[test]
fn four_repetitions_draw_unless_a_side_checked_with_every_move() {
    let checks = "4k4/9/9/9/9/9/9/9/R3K4[] w - - 0 1";
    // White checked with every move: white loses, as Fairy-Stockfish's shogi rules it.
    assert_eq!(
        ends_after("shogi", checks, &PERPETUAL),
        Some((Some('b'), "perpetual-check"))
    );
    assert_eq!(ends_after("shogi", checks, &PERPETUAL[..12]), None);
    // Kings stepping aside and back: a draw by repetition.
    let shuffle = [
        "e1d1", "e9d9", "d1e1", "d9e9", "e1d1", "e9d9", "d1e1", "d9e9", "e1d1", "e9d9", "d1e1",
        "d9e9",
    ];
    let kings = "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1";
    assert_eq!(
        ends_after("shogi", kings, &shuffle),
        Some((None, "threefold-repetition"))
    );
    // Minishogi: the fourth time loses for white, whoever is to move.
    let mini = ["e1d1", "a5b5", "d1e1", "b5a5"].repeat(3);
    assert_eq!(
        ends_after("minishogi", "k4/5/5/5/4K[] w - - 0 1", &mini),
        Some((Some('b'), "threefold-repetition"))
    );
    assert_eq!(
        ends_after("minishogi", "k4/5/5/5/4K[] w - - 0 1", &mini[..11]),
        None
    );
}
