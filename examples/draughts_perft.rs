//! Perft of a draughts game with timing: `cargo run --release --example draughts_perft --
//! <id> [depth] [fen]`, the game read from `variants/draughts/<id>.json` (default
//! `international`, depth 7).
use fenboard::variants::draughts::{Bits, Full8, Game, Position};
use std::time::Instant;

fn run<B: Bits>(game: &Game, fen: &str, depth: u32) {
    // Squares named on the game's board (Italian draughts' a1 is light).
    let pos = Position::<B>::from_fen_on(fen, game.board()).unwrap_or_else(|e| panic!("{e}"));
    for d in 1..=depth {
        let t = Instant::now();
        let n = pos.perft(&game.rules, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft({d}) = {n}  {s:.3} s  {:.1} M leaves/s",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "international".into());
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(7);
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let game = Game::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let fen = args.next().unwrap_or_else(|| game.start.clone());
    match (game.size, game.all_squares) {
        (_, true) => run::<Full8>(&game, &fen, depth),
        (8, _) => run::<u32>(&game, &fen, depth),
        _ => run::<u64>(&game, &fen, depth),
    }
}
