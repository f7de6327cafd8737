//! The draughts games other than Russian against pydraughts (Russian's own run is in
//! `tests/russian.rs`): a seeded sample of positions from random games of each, their legal
//! moves with the captured squares, the position after every move and the end of the game
//! compared by `tests/oracle/pydraughts_compare.py`, whose docstring explains each
//! disagreement it accepts. `npm run oracle` runs the full sweep (2,000 positions a game).

/// Runs the oracle on `positions` positions of `game`; panics unless every one agrees.
fn oracle(game: &str, positions: usize) {
    let check = std::process::Command::new("python3")
        .args(["-c", "import draughts"])
        .output();
    assert!(
        check.is_ok_and(|o| o.status.success()),
        "the draughts oracle pydraughts is missing (python3 -c 'import draughts' failed); \
         `bash scripts/setup.sh` installs it (pip install pydraughts==0.6.7)"
    );
    let root = env!("CARGO_MANIFEST_DIR");
    let out = std::process::Command::new("python3")
        .arg(format!("{root}/tests/oracle/pydraughts_compare.py"))
        .args(["--game", game, "--positions", &positions.to_string()])
        .current_dir(root)
        .output()
        .expect("run the oracle script");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}");
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let passed: usize = stdout
        .lines()
        .rev()
        .find_map(|l| l.strip_suffix(" passed, 0 failed")?.parse().ok())
        .unwrap_or_else(|| panic!("no 'N passed, 0 failed' line:\n{stdout}"));
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
