//! The draughts games other than Russian against pydraughts (Russian's own run is in
//! `tests/russian.rs`): a seeded sample of positions from random games of each, their legal
//! moves with the captured squares, the position after every move and the end of the game
//! compared by `tests/oracle/pydraughts_compare.py`, whose docstring explains each
//! disagreement it accepts. `npm run oracle` runs the full sweep (2,000 positions a game).

mod common;

/// Runs the oracle on `positions` positions of `game`; panics unless every one agrees.
fn oracle(game: &str, positions: usize) {
    let positions_arg = positions.to_string();
    let (stdout, passed) = common::pydraughts(
        "pydraughts_compare.py",
        &["--game", game, "--positions", &positions_arg],
    );
    assert!(passed >= positions, "only {passed} positions compared");
    // Each kind of position the rules differ on was met.
    for kind in ["a multi-capture", "kings", "no legal move"] {
        assert!(
            stdout.contains(&format!("{game} coverage: positions with {kind}")),
            "no position with {kind}:\n{stdout}"
        );
    }
}

#[test]
fn pydraughts_agrees_on_international() {
    oracle("international", 300);
}

#[test]
fn pydraughts_agrees_on_brazilian() {
    oracle("brazilian", 300);
}

#[test]
fn pydraughts_agrees_on_english() {
    oracle("english", 300);
}

#[test]
fn pydraughts_agrees_on_antidraughts() {
    oracle("antidraughts", 300);
}

#[test]
fn pydraughts_agrees_on_breakthrough() {
    oracle("breakthrough", 300);
}

#[test]
fn pydraughts_agrees_on_italian() {
    oracle("italian", 300);
}

#[test]
fn pydraughts_agrees_on_turkish() {
    // Turkish draughts: pydraughts' kings' quiet moves pass over pieces, which the script
    // explains (pydraughts-king-through-pieces); every other move, capture and position
    // after it agrees.
    oracle("turkish", 300);
}

#[test]
fn pydraughts_agrees_on_frisian() {
    // Frisian draughts: positions from pydraughts' own random games, whose history holds the
    // kings' runs (fenboard reads them from its FEN's K field, see the script).
    oracle("frisian", 300);
}

#[test]
fn pydraughts_agrees_on_frysk() {
    // frysk! (pydraughts' "frysk!"): Frisian draughts from five men a side.
    oracle("frysk", 300);
}
