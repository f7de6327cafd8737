//! Perft of Russian draughts with timing: `cargo run --release --example russian_perft -- [depth] [fen]`.
use fenboard::variants::russian::Position;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(10);
    let pos = match args.next() {
        Some(fen) => Position::from_fen(&fen).unwrap_or_else(|e| panic!("{e}")),
        None => Position::start(),
    };
    for d in 1..=depth {
        let t = Instant::now();
        let n = pos.perft(d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft({d}) = {n}  {s:.3} s  {:.1} M leaves/s",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}
