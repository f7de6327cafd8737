//! Koedem (variants/koedem.json), bughouse's game on one board: a king that is not royal,
//! `drops.beforeMoves` naming the kinds dropped first (a king in hand), extinction against two
//! kings, promoted pieces remembered though captures leave the board. Each rule on a position
//! built for it, with the moves Fairy-Stockfish gives there; the whole game is compared with
//! Fairy-Stockfish in tests/node/define-oracle.

use fenboard::core::outcome::{Outcome, OutcomeReason};
use fenboard::Color;

mod common;
use common::{shipped as game, shipped_after as after, shipped_moves as moves, shipped_perft};

fn outcome(fen: &str) -> Option<Outcome> {
    game("koedem").parse(fen).unwrap().status().outcome
}

#[test]
fn perft_from_the_start_is_fairy_stockfishs() {
    // The king may be taken: 197,742 at depth 4, not chess's 197,281.
    assert_eq!(shipped_perft("koedem", 4), [20, 400, 8902, 197742]);
}

#[test]
fn a_king_in_hand_is_dropped_before_anything_else() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[KNkn] w KQkq - 0 1";
    let all = moves("koedem", fen);
    // Only the king's drops, on the 32 empty squares: no move, no knight's drop.
    assert_eq!(all.len(), 32);
    assert!(all.iter().all(|m| m.starts_with("K@")));
    assert_eq!(
        after("koedem", fen, &["K@e3"]),
        "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR[Nkn] b KQkq - 0 1"
    );
    // Without a king in hand, a knight is dropped or not, as a side likes.
    let knight = moves("koedem", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    assert_eq!(knight.len(), 5 + 62);
}

#[test]
fn a_side_without_king_loses_only_against_two() {
    assert_eq!(outcome("4k3/8/8/8/8/8/8/4K2K[] b - - 0 1"), None);
    assert_eq!(
        outcome("8/8/8/8/8/8/8/4K2K[] b - - 0 1"),
        Some(Outcome {
            winner: Some(Color::White),
            reason: OutcomeReason::Extinction
        })
    );
    // Against one king, a side without one plays on: no check, no checkmate.
    assert_eq!(outcome("8/p7/8/8/8/8/8/R3K3[] b - - 0 1"), None);
}

#[test]
fn the_king_is_not_royal_and_a_promoted_piece_is_remembered() {
    // It castles through attacked squares (the rook on f2 attacks f1) and may be taken.
    let fen = "r3k2r/8/8/8/8/8/5r2/R3K2R[] w KQkq - 0 1";
    let all = moves("koedem", fen);
    assert!(all.contains(&"e1g1".to_string()) && all.contains(&"e1f1".to_string()));
    // A captured promoted piece would go to the partner's board as a pawn: the board marks it.
    assert_eq!(
        after("koedem", "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1", &["a7b8q"]),
        "1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1"
    );
}

#[test]
fn a_move_or_another_drop_while_a_king_is_in_hand_is_explained() {
    use fenboard::features::explain::{explain_move, Lang, Options, Reason, Verdict};
    let v = game("koedem");
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[KNkn] w KQkq - 0 1";
    let refused = |from: &str, to: &str, options: &Options| {
        let Verdict::Illegal(e) = explain_move(&v, fen, from, to, options).unwrap() else {
            panic!("{from}{to} is legal")
        };
        (e.reason, e.message)
    };
    let says = "While you hold a king in hand, you drop it before any other move.";
    assert_eq!(
        refused("e2", "e4", &Options::default()),
        (Reason::MustDrop, says.to_string())
    );
    let knight = Options {
        drop: Some('N'),
        ..Options::default()
    };
    assert_eq!(
        refused("e3", "e3", &knight),
        (Reason::MustDrop, says.to_string())
    );
    let fr = Options {
        lang: Lang::Fr,
        ..Options::default()
    };
    assert_eq!(
        refused("e2", "e4", &fr).1,
        "Tant que vous avez un roi en main, vous le posez avant tout autre coup."
    );
}
