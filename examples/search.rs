//! Native search figures: nodes per second and depth reached in a given time, per game.
//!
//!     cargo run --release --example search [-- millis]
use fenboard::features::search::{best_move_fen, Limits};
use fenboard::{Randomness, Variant};
use std::time::{Duration, Instant};

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let start_of = |id: &str| {
        Variant::builtin(id)
            .unwrap()
            .start_fen(Randomness::Standard, 0)
    };
    let positions = [
        (
            "chess",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4".to_string(),
        ),
        ("coregal", start_of("coregal")),
        ("grand", start_of("grand")),
        (
            "bario",
            "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -".to_string(),
        ),
        ("russian", start_of("russian")),
    ];
    for (v, fen) in positions {
        let game = Variant::builtin(v).unwrap();
        let start = Instant::now();
        let deadline = start + Duration::from_millis(ms);
        let r = best_move_fen(&game, &fen, Limits::UNLIMITED, &mut || {
            Instant::now() >= deadline
        })
        .unwrap();
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{v:8} best {:10} score {:6} depth {:2} nodes {:9} {:8.0} nodes/s ({secs:.2}s)",
            r.best.san,
            r.score,
            r.depth,
            r.nodes,
            r.nodes as f64 / secs
        );
    }
}
