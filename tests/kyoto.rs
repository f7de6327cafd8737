//! Pieces that turn over (variants/kyotoshogi.json, micro.json): promoted forms that turn back
//! (`piecePromotion.demotion`), promotion only by capturing (`piecePromotion.onCapture`) and
//! drops as the promoted form (`drops.promoted`), each on a position built for it, with the
//! moves Fairy-Stockfish gives there. The whole games are compared with Fairy-Stockfish in
//! tests/node/define-oracle.

use fenboard::formats::notation;

mod common;
use common::{
    shipped as game, shipped_after as after, shipped_definition_error as definition_error,
    shipped_moves as moves, shipped_perft,
};

const KYOTO: &str = "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1";
const MICRO: &str = "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1";

/// The SAN of a move given in UCI.
fn san(id: &str, fen: &str, uci: &str) -> String {
    let v = game(id);
    let pos = v.parse(fen).unwrap().chess().unwrap().clone();
    let m = notation::parse_move(&pos, uci).unwrap();
    notation::san(&pos, &m, &pos.legal_moves())
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

#[test]
fn perft_from_the_start_is_fairy_stockfishs() {
    assert_eq!(shipped_perft("kyotoshogi", 4), [12, 137, 1636, 18268]);
    assert_eq!(shipped_perft("micro", 5), [9, 80, 767, 7256, 71328]);
    // mini is minishogi under Fairy-Stockfish's other name.
    assert_eq!(shipped_perft("mini", 4), shipped_perft("minishogi", 4));
}

#[test]
fn in_kyoto_shogi_every_piece_but_the_king_turns_over_at_each_move() {
    // Fairy-Stockfish's twelve moves: the unpromoted pieces promote (`+`), the promoted ones
    // turn back (`-`), the king alone moves as it is.
    let start = [
        "b1a2+", "b1b2+", "b1c2+", "e1e2+", "a1a2-", "a1b2-", "d1c2-", "d1d2-", "d1e2-", "c1b2",
        "c1c2", "c1d2",
    ];
    assert_eq!(moves("kyotoshogi", KYOTO), sorted(&start));
    // The tokin on a1 turns back into a lance; turning over is no irreversible move: the
    // halfmove clock counts on.
    assert_eq!(
        after("kyotoshogi", KYOTO, &["a1a2-"]),
        "p+nks+l/5/5/L4/1SK+NP[] b - - 1 1"
    );
    assert_eq!(
        after("kyotoshogi", KYOTO, &["a1a2-", "a5a4+", "b1b2+", "e5e4-"]),
        "1+nks1/+p3l/5/L+S3/2K+NP[] w - - 4 3"
    );
    // The kind a piece becomes names the move too, as a move object gives it.
    assert_eq!(
        after("kyotoshogi", KYOTO, &["a1a2l"]),
        after("kyotoshogi", KYOTO, &["a1a2-"])
    );
    assert_eq!(san("kyotoshogi", KYOTO, "a1a2-"), "Ta2=L");
    assert_eq!(san("kyotoshogi", KYOTO, "b1b2+"), "Sb2=B");
}

#[test]
fn a_piece_of_the_hand_is_dropped_as_either_form() {
    let fen = "2k2/5/5/5/2K2[Pp] w - - 3 10";
    let drops: Vec<String> = moves("kyotoshogi", fen)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect();
    // 23 empty squares, each as the pawn and as the rook.
    assert_eq!(drops.len(), 46);
    assert!(drops.contains(&"+P@c3".to_string()) && drops.contains(&"P@c3".to_string()));
    // Dropped as a rook, written `+P`; a drop resets the halfmove clock.
    assert_eq!(
        after("kyotoshogi", fen, &["+P@c3"]),
        "2k2/5/2+P2/5/2K2[p] b - - 0 10"
    );
    // The rook checks the king on c5.
    assert_eq!(san("kyotoshogi", fen, "+P@c3"), "+P@c3+");
    // Taken, the rook goes to the hand as the pawn it was.
    assert_eq!(
        after("kyotoshogi", fen, &["+P@c3", "P@c4", "c3c4-"]),
        "2k2/2P2/5/5/2K2[P] b - - 0 11"
    );
}

#[test]
fn in_micro_shogi_only_a_capture_turns_a_piece_over() {
    // The pawn steps quietly as a pawn, even onto the last rank, where it stays, unable to
    // move (Fairy-Stockfish's micro shogi allows it).
    assert_eq!(
        after("micro", MICRO, &["d2d3"]),
        "kb+r+l/p3/3P/4/+L+RBK[] b - - 1 1"
    );
    let fen = "k3/4/3P/4/3K[] w - - 0 1";
    assert_eq!(
        after("micro", fen, &["d3d4", "a5b5", "d4d5"]),
        "1k1P/4/4/4/3K[] b - - 3 2"
    );
    // A capture must turn it over: the pawn becomes a knight, the lance a silver.
    assert_eq!(
        moves("micro", "k3/3p/3P/4/3K[] w - - 0 1"),
        sorted(&["d3d4+", "d1c1", "d1c2", "d1d2"])
    );
    assert_eq!(
        moves("micro", "1k2/3p/3L/4/3K[] w - - 0 1"),
        sorted(&["d3d4+", "d1c1", "d1c2", "d1d2"])
    );
    // The promoted bishop, a tokin, turns back into a bishop as it captures.
    assert_eq!(
        after("micro", "k3/4/4/p3/1+B1K[] w - - 0 1", &["b1a2-"]),
        "k3/4/4/B3/3K[P] b - - 0 1"
    );
}

#[test]
fn the_new_fields_are_named_when_wrong() {
    assert_eq!(
        definition_error("kyotoshogi", |d| d["piecePromotion"]["demotion"] =
            "yes".into()),
        "piecePromotion.demotion: must be true or false"
    );
    assert_eq!(
        definition_error("micro", |d| d["piecePromotion"]["onCapture"] = 1.into()),
        "piecePromotion.onCapture: must be true or false"
    );
    // Dropped as a promoted form where no piece has one.
    assert_eq!(
        definition_error("crazyhouse", |d| d["drops"]["promoted"] = true.into()),
        "drops.promoted: is true, but no piece has a promoted form (\"promoted\") to be dropped as"
    );
}
