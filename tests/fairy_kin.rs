//! The rules Fairy-Stockfish's chess kin brought to the definitions, each on a position built
//! for it: black's draw odds (armageddon's `materialCounting`), a castling rook of several kinds
//! (perfect chess's chancellor). The games are compared whole with Fairy-Stockfish's in
//! tests/node/define-oracle and by perft in tests/variant_perft.rs.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::game::Game;

mod common;
use common::{shipped, shipped_after as after, shipped_definition_error as error, shipped_moves};

/// The outcome of a game of `id` from `fen` after `played`.
fn outcome(id: &str, fen: &str, played: &[&str]) -> Option<(Option<Color>, OutcomeReason)> {
    let mut g = Game::new(&shipped(id), Some(fen)).unwrap();
    for m in played {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g.status().outcome.map(|o| (o.winner, o.reason))
}

#[test]
fn armageddon_gives_black_the_games_stalemate_would_draw_whoever_is_stalemated() {
    let black = Some((Some(Color::Black), OutcomeReason::Stalemate));
    assert_eq!(
        outcome("armageddon", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[]),
        black
    );
    assert_eq!(
        outcome("armageddon", "8/8/8/8/8/6k1/5q2/7K w - - 0 1", &[]),
        black
    );
    // Chess draws both.
    assert_eq!(
        outcome("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[]),
        Some((None, OutcomeReason::Stalemate))
    );
}

#[test]
fn armageddon_gives_black_the_fifty_move_rule_and_repetition() {
    assert_eq!(
        outcome("armageddon", "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80", &["Ra2"]),
        Some((Some(Color::Black), OutcomeReason::FiftyMoves))
    );
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    assert_eq!(
        outcome("armageddon", start, &shuffle),
        Some((Some(Color::Black), OutcomeReason::ThreefoldRepetition))
    );
    // A checkmate is still won by the side that mates; bare kings play on (no draw for want of
    // material, which Fairy-Stockfish's engine does not know either).
    assert_eq!(
        outcome("armageddon", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", &[]),
        Some((Some(Color::White), OutcomeReason::Checkmate))
    );
    assert_eq!(
        outcome("armageddon", "k7/8/1K6/8/8/8/8/8 b - - 0 1", &[]),
        None
    );
}

#[test]
fn draw_odds_are_named_or_refused_naming_the_field() {
    let e = error("janggi", |d| d["materialCounting"] = "red-draw-odds".into());
    assert_eq!(
        e,
        "materialCounting: 'red-draw-odds' is not \"white-draw-odds\", \"black-draw-odds\" or a count of material"
    );
}

#[test]
fn perfect_chess_castles_with_its_chancellor_as_with_its_rook() {
    let fen = "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1";
    let moves = shipped_moves("perfect", fen);
    assert!(moves.contains(&"e1c1".into()) && moves.contains(&"e1g1".into()));
    assert_eq!(
        after("perfect", fen, &["O-O-O"]),
        "c3k2r/8/8/8/8/8/8/2KC3R b kq - 1 1"
    );
    // The chancellor's right is lost when it moves, as a rook's.
    assert_eq!(
        after("perfect", fen, &["Ca2"]),
        "c3k2r/8/8/8/8/8/C7/4K2R b Kkq - 1 1"
    );
    // A rook beside the chancellor: `Q` names the outermost of them, the chancellor, and goes
    // with it (as Fairy-Stockfish reads it); the rook had no right.
    assert_eq!(
        after("perfect", "c3k2r/8/8/8/8/8/8/CR2K2R w KQkq - 0 1", &["Ca2"]),
        "c3k2r/8/8/8/8/8/C7/1R2K2R b Kkq - 1 1"
    );
}

#[test]
fn a_castling_rook_that_is_no_piece_is_refused_naming_it() {
    let e = error("perfect", |d| {
        d["castling"]["rook"] = serde_json::json!(["r", "x"])
    });
    assert_eq!(e, "castling.rook[1]: 'x' is no piece of the game");
    let e = error("perfect", |d| {
        d["castling"]["rook"] = serde_json::json!(["r", "k"])
    });
    assert_eq!(e, "castling.rook: is the royal piece itself");
}
