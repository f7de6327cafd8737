//! Janggi's modern rules (variants/janggimodern.json, Fairy-Stockfish's janggimodern) against
//! Fairy-Stockfish: its rule on a piece moved back and forth (`moveRepetitionLoses`,
//! [`fenboard::core::move_repetition`]), the fourth repetition and the move rule of a hundred
//! moves, both decided by the count of material.
//!
//! npm's ffish 0.7.10 has no janggimodern: pyffish 0.0.90 is the judge. Each hand-made game
//! below says what pyffish says of it (`tests/oracle/pyffish_repetition.py`'s functions, or
//! `pyffish.is_optional_game_end` after each move); the random games of that script are
//! compared ply by ply: `cargo test` a seeded sample (12 games), `FENBOARD_ORACLE=full` 300.
//!
//! One difference is explained, and accepted only where it applies (counted and printed):
//!
//! * `no-arrival`: Fairy-Stockfish looks for the move that brought the piece onto its square
//!   before its four moves back and forth; where that would be the move before the game's
//!   first, it reads a move that is none, whose square of arrival is `a1`, so that a piece
//!   that stood on `a1` at the start and goes `a1`, `a2`, `a1`, `a2`, `a1` as its side's
//!   first moves loses there (`a_piece_on_a1_at_the_start_loses_in_fairy_stockfish_only`).
//!   fenboard looks for a move of the game, as from every other square. Accepted where
//!   pyffish ends the game by a loss of the side that has just moved, fenboard does not, and
//!   the last nine plies are the whole game from its start; the random games stop there.
//!
//! Any other difference fails, naming the game and the ply.

use fenboard::core::color::Color;
use fenboard::core::outcome::OutcomeReason;
use fenboard::game::Game;
use serde_json::Value;
use std::collections::BTreeMap;

mod common;
use common::{shipped, shipped_definition_error as error};

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

/// The first end of a game of janggimodern from `fen` (`None`: the start) after `played`:
/// after how many moves, the winner and the reason.
fn first_end(fen: Option<&str>, played: &str) -> Option<(usize, Option<Color>, OutcomeReason)> {
    let mut g = Game::new(&shipped("janggimodern"), fen).unwrap();
    for (i, m) in played.split_whitespace().enumerate() {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        if let Some(o) = g.status().outcome {
            return Some((i + 1, o.winner, o.reason));
        }
    }
    None
}

const LOST_BY_WHITE: Option<Color> = Some(Color::Black);
const LOST_BY_BLACK: Option<Color> = Some(Color::White);

#[test]
fn a_piece_moved_back_and_forth_loses_for_its_side() {
    // White's horse arrives on c3, then goes b1, c3, b1, c3: with that fifth move in a row
    // white loses (pyffish: the side to move wins after the ninth ply, not before).
    let horse = "b1c3 a7b7 c3b1 c7d7 b1c3 g7h7 c3b1 i7i6 b1c3";
    assert_eq!(
        first_end(None, horse),
        Some((9, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
    // Both sides doing it: white, a move ahead, loses first.
    let both = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10 b1c3";
    assert_eq!(
        first_end(None, both),
        Some((9, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
    // Black's turn comes the same (pyffish: after the tenth ply).
    let black = "a4b4 b10c8 b4b5 c8b10 b5b6 b10c8 i4h4 c8b10 h4h5 b10c8";
    assert_eq!(
        first_end(None, black),
        Some((10, LOST_BY_BLACK, OutcomeReason::MoveRepetition))
    );
}

#[test]
fn one_pass_may_stand_before_the_last_move_only() {
    // A pass between the last two moves: the sixth move of the side (pyffish: 11th ply).
    let pass = "b1c3 a7b7 c3b1 c7d7 b1c3 g7h7 c3b1 i7i6 e2e2 b7b6 b1c3";
    assert_eq!(
        first_end(None, pass),
        Some((11, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
    // Elsewhere it breaks the count: the horse must go back and forth four times after it
    // (pyffish: the 15th ply, not the 11th nor the 13th).
    let earlier = "b1c3 a7b7 c3b1 c7d7 e2e2 g7h7 b1c3 i7i6 c3b1 b7b6 b1c3 d7d6 c3b1 e7f7 b1c3";
    assert_eq!(
        first_end(None, earlier),
        Some((15, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
}

/// White's chariot goes c4 to e4, then between e4 and d4, where black's chariot checks on the
/// e file: a white move out of check breaks the count.
const CHARIOTS: &str = "5k3/9/9/p6r1/9/9/2R6/9/4K4/9 w - - 0 1";

#[test]
fn a_check_in_between_breaks_the_count() {
    // No check: white loses on its fifth chariot move (pyffish: 9th ply).
    let quiet = "c4e4 a7a6 e4d4 h7g7 d4e4 g7h7 e4d4 a6a5 d4e4";
    assert_eq!(
        first_end(Some(CHARIOTS), quiet),
        Some((9, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
    // Black checks with h7e7, d4e4 parries it: no loss then (pyffish: none by the 9th ply),
    // nor on the next two moves, whose counts reach back to that check (11th, 13th); on the
    // one after, the four moves back and forth and the arrival are all after it (15th).
    let checked = "c4e4 a7a6 e4d4 h7e7 d4e4 e7h7 e4d4 a6a5 d4e4 a5a4 e4d4 a4a3 d4e4 f10f9 e4d4";
    assert_eq!(
        first_end(Some(CHARIOTS), checked),
        Some((15, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
    // Checks on both: none (pyffish: none by the 9th ply).
    let twice = "c4e4 a7a6 e4d4 h7e7 d4e4 e7h7 e4d4 h7e7 d4e4";
    assert_eq!(first_end(Some(CHARIOTS), twice), None);
}

#[test]
fn checks_given_by_the_side_that_repeats_do_not_save_it() {
    // White's chariot checks with every move, between f4 and e4, the general fleeing between
    // f10 and e10: white loses on its fifth chariot move, before any fourth repetition
    // (pyffish: the 9th ply, won by black).
    let fen = "5k3/9/9/9/9/9/2R6/9/4K4/9 w - - 0 1";
    let checking = "c4f4 f10e10 f4e4 e10f10 e4f4 f10e10 f4e4 e10f10 e4f4";
    assert_eq!(
        first_end(Some(fen), checking),
        Some((9, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
}

#[test]
fn the_arrival_must_not_capture() {
    // The chariot arrives on e4 taking a soldier: the count starts on its next move, and the
    // move after that completes it (pyffish: the 11th ply, not the 9th).
    let fen = "5k3/9/9/p6r1/9/9/2R1p4/9/4K4/9 w - - 0 1";
    let taking = "c4e4 a7a6 e4d4 h7g7 d4e4 g7h7 e4d4 a6a5 d4e4 a5a4 e4d4";
    assert_eq!(
        first_end(Some(fen), taking),
        Some((11, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
}

#[test]
fn advisors_and_generals_which_never_leave_their_palace_do_not_count() {
    // Both sides' advisors back and forth: the start position a fourth time, decided by the
    // count of material, black's komi winning (pyffish: the 12th ply, lost for white).
    let advisors = "d1e1 d10e10 e1d1 e10d10 d1e1 d10e10 e1d1 e10d10 d1e1 d10e10 e1d1 e10d10";
    assert_eq!(
        first_end(None, advisors),
        Some((12, LOST_BY_WHITE, OutcomeReason::ThreefoldRepetition))
    );
    // The generals likewise.
    let generals = "e2e1 e9e10 e1e2 e10e9 e2e1 e9e10 e1e2 e10e9 e2e1 e9e10 e1e2 e10e9";
    assert_eq!(
        first_end(None, generals),
        Some((12, LOST_BY_WHITE, OutcomeReason::ThreefoldRepetition))
    );
}

#[test]
fn the_move_rule_comes_after_a_hundred_moves_and_is_counted() {
    // 199 plies without a capture: the game goes on; at 200 the count decides (pyffish: the
    // position with 200 after the side to move's count, won by black's komi).
    let v = shipped("janggimodern");
    let fen = |n| format!("{} b - - {n} 150", START.split(' ').next().unwrap());
    let status = |n| {
        Game::new(&v, Some(&fen(n)))
            .unwrap()
            .status()
            .outcome
            .map(|o| (o.winner, o.reason))
    };
    assert_eq!(status(199), None);
    assert_eq!(
        status(200),
        Some((Some(Color::Black), OutcomeReason::FiftyMoves))
    );
}

#[test]
fn a_piece_on_a1_at_the_start_loses_in_fairy_stockfish_only() {
    // `no-arrival`: pyffish ends this game after the 8th ply (white's fourth move), a loss
    // for white; fenboard on its fifth, as it would from any other square.
    let fen = START.replace(" w ", " b ");
    let played = "a7a6 a1a2 c7c6 a2a1 e7e6 a1a2 g7g6 a2a1 i7i6 a1a2";
    assert_eq!(
        first_end(Some(&fen), played),
        Some((10, LOST_BY_WHITE, OutcomeReason::MoveRepetition))
    );
}

#[test]
fn the_field_is_a_flag_that_needs_a_repetition_rule() {
    let e = error("janggi", |d| d["moveRepetitionLoses"] = 1.into());
    assert!(e.starts_with("moveRepetitionLoses: "), "{e}");
    let e = error("janggi", |d| {
        d["moveRepetitionLoses"] = true.into();
        d["repetition"] = 2.into();
    });
    assert_eq!(
        e,
        "moveRepetitionLoses: needs a repetition rule of three times or more (repetition)"
    );
    let e = error("janggi", |d| {
        d["moveRepetitionLoses"] = true.into();
        d["repetition"] = false.into();
    });
    assert!(e.starts_with("moveRepetitionLoses: needs"), "{e}");
}

/// How many random games are compared.
fn games() -> usize {
    if std::env::var("FENBOARD_ORACLE").as_deref() == Ok("full") {
        300
    } else {
        12
    }
}

/// How fenboard's outcome reads in pyffish's terms: the value for the side to move (-1 lost,
/// 0 drawn, 1 won) and which of pyffish's functions says it.
fn in_pyffish_terms(
    turn: Color,
    winner: Option<Color>,
    reason: OutcomeReason,
) -> (i64, &'static str) {
    let value = match winner {
        None => 0,
        Some(c) if c == turn => 1,
        Some(_) => -1,
    };
    let how = match reason {
        OutcomeReason::Passes | OutcomeReason::Bikjang => "immediate",
        OutcomeReason::Checkmate | OutcomeReason::Stalemate => "no-moves",
        _ => "optional",
    };
    (value, how)
}

#[test]
fn fairy_stockfish_agrees_on_random_games_that_repeat_moves() {
    let n = games().to_string();
    let stdout = common::python_oracle(
        "pyffish",
        "pip install pyffish==0.0.90",
        "pyffish_repetition.py",
        &["--variant", "janggimodern", "--games", &n, "--seed", "1"],
    );
    let v = shipped("janggimodern");
    let (mut compared, mut plies, mut no_arrival) = (0, 0, 0);
    let mut reasons: BTreeMap<&str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    'games: for text in stdout.lines().filter(|l| l.starts_with('{')) {
        let line: Value = serde_json::from_str(text).unwrap();
        compared += 1;
        let fen = line["fen"].as_str().unwrap();
        let mut g = Game::new(&v, Some(fen)).unwrap();
        let moves = line["moves"].as_array().unwrap();
        let ends = line["ends"].as_array().unwrap();
        for (i, (m, theirs)) in moves.iter().zip(ends).enumerate() {
            let m = m.as_str().unwrap();
            let so_far = || {
                let played: Vec<&str> = moves[..=i].iter().map(|m| m.as_str().unwrap()).collect();
                format!("{fen} {}", played.join(" "))
            };
            if let Err(e) = g.play(m) {
                failures.push(format!("{}: fenboard refuses {m}: {e}", so_far()));
                continue 'games;
            }
            plies += 1;
            let status = g.status();
            let ours = status
                .outcome
                .map(|o| in_pyffish_terms(status.turn, o.winner, o.reason));
            let theirs = theirs
                .as_object()
                .map(|e| (e["value"].as_i64().unwrap(), e["how"].as_str().unwrap()));
            if ours == theirs {
                if let Some(o) = status.outcome {
                    *reasons.entry(o.reason.as_str()).or_default() += 1;
                }
                continue;
            }
            if ours.is_none() && theirs == Some((1, "optional")) && i + 1 == 8 {
                no_arrival += 1;
                continue 'games;
            }
            failures.push(format!(
                "{}: fenboard {:?}, Fairy-Stockfish {theirs:?}",
                so_far(),
                status.outcome
            ));
            continue 'games;
        }
    }
    println!(
        "{compared} games, {plies} plies compared; ends {reasons:?}; explained: {no_arrival} \
         (no-arrival)"
    );
    assert!(compared >= games(), "only {compared} games");
    assert!(
        failures.is_empty(),
        "{} of {compared} games differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The sample reaches the rules it proves.
    let ended = |r: &str| reasons.get(r).copied().unwrap_or(0);
    assert!(ended("move-repetition") >= games() / 3, "{reasons:?}");
    assert!(ended("fifty-moves") >= 1, "{reasons:?}");
}
