//! Native perft speed: `cargo run --release --example perft [-- --quick]`.
//! Prints nodes, time and nodes/second for chess (start, Kiwipete, position 3), Grand and
//! Coregal from their starts.
use fenboard::engine::{self, Variant};
use std::time::Instant;

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let cases: &[(&str, &str, &str, u32)] = &[
        (
            "chess",
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            5,
        ),
        (
            "chess",
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            4,
        ),
        (
            "chess",
            "position 3",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            5,
        ),
        ("grand", "start", "", 3),
        ("coregal", "start", "", 4),
    ];
    println!(
        "{:<8} {:<11} {:>5} {:>12} {:>9} {:>14}",
        "variant", "position", "depth", "nodes", "ms", "nodes/s"
    );
    for &(variant, name, fen, depth) in cases {
        let fen = if fen.is_empty() {
            Variant::from_id(variant).unwrap().info().start_fen
        } else {
            fen.to_string()
        };
        let depth = if quick {
            depth.saturating_sub(1)
        } else {
            depth
        };
        let t = Instant::now();
        let nodes = engine::perft(variant, &fen, depth).expect("valid position");
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{variant:<8} {name:<11} {depth:>5} {nodes:>12} {:>9.1} {:>14.0}",
            secs * 1e3,
            nodes as f64 / secs
        );
    }
}
