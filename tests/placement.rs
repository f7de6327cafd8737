//! Pieces dropped before any move, as data (`drops.beforeMoves`, `drops.oppositeColors`,
//! `castling.dropped`: variants/placement.json): the kings start in hand, a side drops while it
//! can, its bishops on both colours, and a king and rooks dropped on their squares castle. The
//! whole game is compared with Fairy-Stockfish in tests/node/define-oracle; the positions here
//! are its answers (ffish 0.7.10).

mod common;
use common::{shipped as game, shipped_moves as moves};

const START: &str = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";

/// The FEN after playing moves (UCI or SAN) from a FEN of placement chess.
fn after(fen: &str, played: &[&str]) -> String {
    common::shipped_after("placement", fen, played)
}

/// The error of compiling placement's definition with the field at `path` replaced.
fn definition_error(path: &[&str], value: serde_json::Value) -> String {
    common::shipped_definition_error("placement", |def| {
        let mut at = def;
        for key in &path[..path.len() - 1] {
            at = &mut at[*key];
        }
        at[path[path.len() - 1]] = value;
    })
}

#[test]
fn perft_from_the_start_matches_fairy_stockfish() {
    assert_eq!(
        common::shipped_perft("placement", 4),
        [40, 1_600, 50_560, 1_597_696]
    );
}

#[test]
fn every_piece_is_dropped_on_the_first_rank_before_any_move() {
    let start = moves("placement", START);
    assert_eq!(start.len(), 40);
    assert!(start.iter().all(|m| m.contains('@') && m.ends_with('1')));
    // A pawn may not move while the hand holds a piece that may be dropped.
    let one_left = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR[R] w - - 0 1";
    assert_eq!(moves("placement", one_left), ["R@a1"]);
}

#[test]
fn bishops_go_on_both_colours_and_a_king_not_where_it_is_attacked() {
    // The bishop on c1 (dark) leaves the light squares to the other; the king may not go to
    // a1, which the rook attacks.
    let fen = "k7/1ppppppp/r7/8/8/8/1PPPPPPP/2B5[KB] w - - 0 1";
    assert_eq!(
        moves("placement", fen),
        ["B@b1", "B@d1", "B@f1", "B@h1", "K@b1", "K@d1", "K@e1", "K@f1", "K@g1", "K@h1"]
    );
    // Two bishops in hand, two light squares and one dark left: a knight may not take the
    // dark one.
    let last = "k7/pppppppp/8/8/8/8/PPPPPPPP/R2QKNR1[BBN] w - - 0 1";
    assert_eq!(
        moves("placement", last),
        ["B@b1", "B@c1", "B@h1", "N@b1", "N@h1"]
    );
}

#[test]
fn a_king_and_rooks_dropped_on_their_squares_castle() {
    assert_eq!(
        after(START, &["K@e1", "K@e8", "R@h1", "R@a8", "R@a1", "R@h8"]),
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNqbbnn] w KQkq - 0 4"
    );
    // A rook dropped before the king: the king's drop gives the right.
    assert_eq!(
        after(START, &["R@h1", "R@a8", "K@e1"]),
        "r7/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNkqrbbnn] b K - 0 2"
    );
    // Castled as in chess once the hands are empty, written as the king's move.
    let castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 9";
    assert!(moves("placement", castle).contains(&"e1g1".to_string()));
}

#[test]
fn bad_placement_rules_are_named_by_field() {
    let e = definition_error(
        &["castling", "dropped", "rooks"],
        serde_json::json!(["h", "a"]),
    );
    assert!(e.starts_with("castling.dropped.rooks:"), "{e}");
    let e = definition_error(&["castling", "dropped", "royal"], serde_json::json!("z"));
    assert!(e.starts_with("castling.dropped.royal:"), "{e}");
    let e = definition_error(&["drops", "oppositeColors"], serde_json::json!(["x"]));
    assert!(e.starts_with("drops.oppositeColors[0]:"), "{e}");
    let e = definition_error(&["drops", "beforeMoves"], serde_json::json!(false));
    assert!(e.starts_with("start:") && e.contains("royal"), "{e}");
}

#[test]
fn a_move_before_the_pieces_are_dropped_is_explained() {
    use fenboard::features::explain::{explain_move, Options, Reason, Verdict};
    let v = game("placement");
    let Verdict::Illegal(e) = explain_move(&v, START, "e2", "e4", &Options::default()).unwrap()
    else {
        panic!("e2e4 is legal")
    };
    assert_eq!(e.reason, Reason::MustDrop);
    assert_eq!(
        e.message,
        "While you hold pieces in hand, you drop one before any piece moves."
    );
}

#[test]
fn a_refused_drop_is_explained_by_its_rule() {
    use fenboard::features::explain::{explain_move, Options, Reason, Verdict};
    let v = game("placement");
    let why = |fen: &str, letter: char, to: &str| {
        let o = Options {
            drop: Some(letter),
            ..Options::default()
        };
        match explain_move(&v, fen, to, to, &o).unwrap() {
            Verdict::Legal => (Reason::GameOver, "legal".to_string()),
            Verdict::Illegal(e) => (e.reason, e.message),
        }
    };
    let fen = "k7/1ppppppp/r7/8/8/8/1PPPPPPP/2B5[KB] w - - 0 1";
    assert_eq!(
        why(fen, 'K', "a1"),
        (
            Reason::LeavesRoyalAttacked,
            "The king may not be dropped on a1, where it would be attacked.".to_string()
        )
    );
    assert_eq!(
        why(fen, 'B', "e1"),
        (
            Reason::DropColors,
            "Your bishops must stand on squares of both colours: not with a drop on e1."
                .to_string()
        )
    );
    assert_eq!(why(fen, 'B', "d1").1, "legal");
}
