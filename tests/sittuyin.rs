//! Sittuyin (Burmese chess) as data (variants/sittuyin.json): pieces dropped on the own three
//! ranks before any move (`drops.beforeMoves`, rooks on the first: `notOnRanks`), and
//! promotion as a move of its own (`pawns.promotion.asMove`). The whole game is compared with
//! Fairy-Stockfish in tests/node/define-oracle; the positions here are its answers (ffish
//! 0.7.10).

use fenboard::core::outcome::OutcomeReason;
use fenboard::features::explain::{explain_move, Options, Reason, Verdict};

mod common;
use common::{
    shipped as game, shipped_after as after, shipped_definition_error as definition_error,
    shipped_moves as moves, shipped_perft,
};

const START: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";

/// The outcome of a position: whether it is drawn, and the reason.
fn outcome(fen: &str) -> Option<(bool, OutcomeReason)> {
    let o = game("sittuyin").parse(fen).unwrap().status().outcome?;
    Some((o.winner.is_none(), o.reason))
}

#[test]
fn perft_from_the_start_matches_fairy_stockfish() {
    assert_eq!(shipped_perft("sittuyin", 3), [88, 7_744, 580_096]);
}

#[test]
fn a_pawn_on_its_diagonals_becomes_a_general_in_place_or_a_step_away() {
    // Fairy-Stockfish's moves: the pawn on c6 (a square of white's diagonals) steps, or
    // becomes a general on c6 or a diagonal step away; the one on a2 only steps.
    assert_eq!(
        moves("sittuyin", "4k3/8/2P5/8/8/8/P7/4K3[] w - - 0 1"),
        [
            "a2a3", "c6b5f", "c6b7f", "c6c6f", "c6c7", "c6d5f", "e1d1", "e1d2", "e1e2", "e1f1",
            "e1f2"
        ]
    );
    // The general may attack no enemy piece: not on c6 nor b... where it would attack the
    // rook on b5 (c6, and b5 itself is taken); nor on d7, next to the king on e8.
    assert_eq!(
        moves("sittuyin", "4k3/8/2P5/1r6/8/8/P7/4K3[] w - - 0 1"),
        ["a2a3", "c6b7f", "c6c7", "c6d5f", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]
    );
    // With the king on d8, d7 attacks no piece: the promotion there is legal, gives no check.
    assert!(moves("sittuyin", "3k4/8/2P5/8/8/8/P7/4K3[] w - - 0 1").contains(&"c6d7f".to_string()));
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn perft_from_the_start_to_depth_4_matches_fairy_stockfish() {
    assert_eq!(
        shipped_perft("sittuyin", 4),
        [88, 7_744, 580_096, 43_454_464]
    );
}

#[test]
fn every_piece_is_dropped_on_the_own_three_ranks_the_rooks_on_the_first() {
    let start = moves("sittuyin", START);
    assert_eq!(start.len(), 88);
    assert!(start.iter().all(|m| m.contains('@')));
    let rooks: Vec<_> = start.iter().filter(|m| m.starts_with("R@")).collect();
    assert_eq!(rooks.len(), 8);
    assert!(rooks.iter().all(|m| m.ends_with('1')));
    // A pawn may not move while a piece of the hand may be dropped; black drops on its side.
    let black = after("sittuyin", START, &["K@e2"]);
    let theirs = moves("sittuyin", &black);
    assert!(theirs.iter().all(|m| m.contains('@') && !m.ends_with('4')));
    assert!(theirs.contains(&"K@d6".to_string()) && !theirs.contains(&"K@d5".to_string()));
}

#[test]
fn a_side_with_its_king_and_a_pawn_that_can_only_promote_is_drawn() {
    // Fairy-Stockfish's sittuyin stalemate by optional promotion: the pawn on c6 is blocked
    // and the king has no move; every legal move is a promotion.
    let fen = "8/2n5/2P5/8/8/1kn5/8/K7[] w - - 0 1";
    assert_eq!(
        moves("sittuyin", fen),
        ["c6b5f", "c6b7f", "c6c6f", "c6d5f", "c6d7f"]
    );
    assert_eq!(outcome(fen), Some((true, OutcomeReason::Stalemate)));
    // With a second pawn that can step, the game goes on.
    assert_eq!(outcome("8/2n5/2P5/8/8/1kn5/7P/K7[] w - - 0 1"), None);
}

#[test]
fn a_pawn_promotes_only_while_its_side_has_no_general_and_stays_on_the_last_rank() {
    // A general on the board: the pawn on c6 only steps. The pawn on b8 stays there, with no
    // move (b8 is not a square of the diagonals).
    assert_eq!(
        moves("sittuyin", "1P2k3/8/2P5/8/8/8/F7/4K3[] w - - 0 1"),
        ["a2b1", "a2b3", "c6c7", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]
    );
    // The last pawn promotes wherever it stands.
    assert!(moves("sittuyin", "4k3/8/8/8/1P6/8/8/4K3[] w - - 0 1").contains(&"b4b4f".to_string()));
    // In place, in UCI and SAN; the move rule's count starts again.
    assert_eq!(
        after(
            "sittuyin",
            "4k3/8/2P5/8/8/8/P7/4K3[] w - - 3 40",
            &["c6c6f"]
        ),
        "4k3/8/2F5/8/8/8/P7/4K3[] b - - 0 40"
    );
    assert_eq!(
        after("sittuyin", "4k3/8/2P5/8/8/8/P7/4K3[] w - - 3 40", &["c6=F"]),
        "4k3/8/2F5/8/8/8/P7/4K3[] b - - 0 40"
    );
}

#[test]
fn as_move_is_a_flag() {
    let e = definition_error("sittuyin", |d| {
        d["pawns"]["promotion"]["asMove"] = "yes".into();
    });
    assert!(e.contains("pawns.promotion.asMove"), "{e}");
}

/// Why `from` -> `to` is refused, and the message.
fn refused(fen: &str, from: &str, to: &str) -> (Reason, String) {
    match explain_move(&game("sittuyin"), fen, from, to, &Options::default()).unwrap() {
        Verdict::Illegal(e) => (e.reason, e.message),
        Verdict::Legal => panic!("{from}-{to} is legal in {fen}"),
    }
}

#[test]
fn a_refused_promotion_is_explained() {
    // A general on the board already.
    let (reason, message) = refused("4k3/8/2P5/8/8/8/F7/4K3[] w - - 0 1", "c6", "c6");
    assert_eq!(reason, Reason::PromotionNotAllowed);
    assert!(message.contains("cannot become a general"), "{message}");
    // Off the diagonals, with another pawn on the board.
    let (reason, message) = refused("4k3/8/8/2P5/8/8/P7/4K3[] w - - 0 1", "c5", "b4");
    assert_eq!(reason, Reason::PromotionNotAllowed);
    assert!(message.contains("promotion zone"), "{message}");
    // The general on c6 would attack the rook on b5.
    let (reason, message) = refused("4k3/8/2P5/1r6/8/8/P7/4K3[] w - - 0 1", "c6", "c6");
    assert_eq!(reason, Reason::PromotionNotAllowed);
    assert!(
        message.contains("would attack an enemy piece (on b5)"),
        "{message}"
    );
    // On d7 it would check the king on e8.
    let (reason, message) = refused("4k3/8/2P5/8/8/8/P7/4K3[] w - - 0 1", "c6", "d7");
    assert_eq!(reason, Reason::GivesCheck);
    assert!(message.contains("on e8"), "{message}");
    // The pawn on d5 shields its king on h5 from the chariot on a5: its step away leaves the
    // king attacked.
    let (reason, _) = refused("4k3/8/8/r2P3K/8/8/P7/8[] w - - 0 1", "d5", "c4");
    assert_eq!(reason, Reason::LeavesRoyalAttacked);
}

#[test]
fn a_promotion_by_a_step_names_the_pawn_s_square_in_san_as_fairy_stockfish() {
    let v = game("sittuyin");
    let pos = v.parse("4k3/8/2P5/8/8/8/P7/4K3[] w - - 0 1").unwrap();
    let pos = pos.chess().unwrap();
    let legal = pos.legal_moves();
    let mut san: Vec<String> = legal
        .iter()
        .filter(|m| m.promotion.is_some())
        .map(|m| fenboard::formats::notation::san(pos, m, &legal))
        .collect();
    san.sort();
    assert_eq!(san, ["c6=F", "c6b5=F", "c6b7=F", "c6d5=F"]);
    assert_eq!(
        after(
            "sittuyin",
            "4k3/8/2P5/8/8/8/P7/4K3[] w - - 0 1",
            &["c6b5=F"]
        ),
        "4k3/8/8/1F6/8/8/P7/4K3[] b - - 0 1"
    );
}

#[test]
fn a_step_is_no_rival_of_a_promotion_to_the_same_square_in_san() {
    // Black's pawn on f6 steps to f5, where the pawn on e4 (a square of black's diagonals)
    // could step as a general: Fairy-Stockfish writes f5, not ff5 (a position of the oracle's
    // sample).
    let fen = "3nn3/3k1s2/sP2pp2/p7/R3pP2/2P1S1p1/2FS4/4KR2[] b - - 0 25";
    let v = game("sittuyin");
    let pos = v.parse(fen).unwrap();
    let pos = pos.chess().unwrap();
    let legal = pos.legal_moves();
    let step = legal
        .iter()
        .find(|m| m.from.name() == "f6" && m.to.name() == "f5")
        .unwrap();
    assert_eq!(fenboard::formats::notation::san(pos, step, &legal), "f5");
}
