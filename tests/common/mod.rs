//! What the integration tests share: the built-in games and their positions, read the way
//! the API reads them.
#![allow(dead_code)]

use fenboard::core::position::Position;
use fenboard::core::position::Rules;
use fenboard::core::role::{Piece, Role};
use fenboard::{Color, Variant};
use std::sync::Arc;

/// A built-in game.
pub fn game(id: &str) -> Variant {
    Variant::builtin(id).unwrap()
}

/// A built-in chess-family game's compiled description.
pub fn rules(id: &str) -> Arc<Rules> {
    Arc::clone(game(id).rules().unwrap())
}

/// A built-in chess-family game's start position.
pub fn start(id: &str) -> Position {
    game(id).start_position().chess().unwrap().clone()
}

/// A position of a built-in chess-family game, read from its FEN (which must be valid).
pub fn pos(id: &str, fen: &str) -> Position {
    fenboard::formats::fen::parse(&rules(id), fen).unwrap()
}

/// The kind with this letter in a built-in chess-family game.
pub fn role(id: &str, letter: char) -> Role {
    rules(id).role_of(letter).unwrap()
}

/// The piece with this FEN letter (uppercase white) in a built-in chess-family game.
pub fn piece(id: &str, letter: char) -> Piece {
    let color = if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Piece::new(color, role(id, letter))
}

/// A game shipped as a definition, `variants/<id>.json`, read as a user's definition is (the
/// shipped game it extends, if it does, read first).
pub fn shipped(id: &str) -> Variant {
    let json = shipped_json(id).unwrap_or_else(|| panic!("no variants/{id}.json"));
    let base = |id: &str| shipped_json(id);
    Variant::from_json_extending(&json, &base).unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// The text of `variants/<id>.json`.
pub fn shipped_json(id: &str) -> Option<String> {
    std::fs::read_to_string(format!("{}/variants/{id}.json", env!("CARGO_MANIFEST_DIR"))).ok()
}

/// The legal moves of a position of a shipped game, in UCI, sorted.
pub fn shipped_moves(id: &str, fen: &str) -> Vec<String> {
    let v = shipped(id);
    let pos = v.parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let pos = pos.chess().unwrap();
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| fenboard::formats::notation::uci(pos, m))
        .collect();
    out.sort();
    out
}

/// The legal moves (UCI) of a shipped game from one square.
pub fn shipped_moves_from(id: &str, fen: &str, square: &str) -> Vec<String> {
    shipped_moves(id, fen)
        .into_iter()
        .filter(|m| m.starts_with(square))
        .collect()
}

/// Perft from the start of a shipped game, to each depth from 1 to `depth`.
pub fn shipped_perft(id: &str, depth: u32) -> Vec<u64> {
    let v = shipped(id);
    let pos = v.start_position().chess().unwrap().clone();
    (1..=depth)
        .map(|d| fenboard::core::perft::perft(&pos, d))
        .collect()
}

/// The error of compiling a shipped definition changed by `change` (under another id).
pub fn shipped_definition_error(id: &str, change: impl FnOnce(&mut serde_json::Value)) -> String {
    let path = format!("{}/variants/{id}.json", env!("CARGO_MANIFEST_DIR"));
    let mut def: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    def["id"] = format!("{id}-test").into();
    change(&mut def);
    match Variant::from_json(&def.to_string()) {
        Ok(_) => panic!("{id} changed compiled"),
        Err(e) => e.to_string(),
    }
}

/// The FEN after playing moves (UCI or SAN) from a FEN of a shipped game.
pub fn shipped_after(id: &str, fen: &str, played: &[&str]) -> String {
    let v = shipped(id);
    let mut pos = v.parse(fen).unwrap().chess().unwrap().clone();
    for text in played {
        let m = fenboard::formats::notation::parse_move(&pos, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.play(&m).unwrap();
    }
    pos.to_string()
}

/// Runs `tests/oracle/<script>` (a pydraughts oracle) with `args` and returns its output
/// and the `N` of its last `N passed, 0 failed` line, failing when pydraughts is missing (a
/// comparison that did not run must not pass), when the script fails, or when no such line
/// ends its output. The output is printed, for `--nocapture`.
pub fn pydraughts(script: &str, args: &[&str]) -> (String, usize) {
    let stdout = python_oracle("draughts", "pip install pydraughts==0.6.7", script, args);
    println!("{stdout}");
    let passed = (stdout.lines().rev())
        .find_map(|l| l.strip_suffix(" passed, 0 failed")?.parse().ok())
        .unwrap_or_else(|| panic!("no 'N passed, 0 failed' line:\n{stdout}"));
    (stdout, passed)
}

/// Runs `tests/oracle/<script>`, a Python oracle that needs the module `module`, with
/// `args`, and returns its output; fails when the module is missing (a comparison that did
/// not run must not pass; `scripts/setup.sh` installs it, as `install` says) or when the
/// script fails.
pub fn python_oracle(module: &str, install: &str, script: &str, args: &[&str]) -> String {
    let check = std::process::Command::new("python3")
        .args(["-c", &format!("import {module}")])
        .output();
    let missing = match &check {
        Ok(o) if o.status.success() => None,
        Ok(o) => Some(String::from_utf8_lossy(&o.stderr).into_owned()),
        Err(e) => Some(format!("python3 did not start: {e}")),
    };
    if let Some(why) = missing {
        panic!(
            "the oracle's module {module} is missing (python3 -c 'import {module}' failed); \
             `bash scripts/setup.sh` installs it ({install}):\n{why}"
        );
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let out = std::process::Command::new("python3")
        .arg(format!("{root}/tests/oracle/{script}"))
        .args(args)
        .current_dir(root)
        .output()
        .expect("run the oracle script");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}
