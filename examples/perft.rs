//! Native perft speed: `cargo run --release --example perft [-- --quick] [-- --runs N]`.
//! Prints nodes, time and nodes/second for chess (start, Kiwipete, position 3), Grand,
//! Coregal and Russian draughts from their starts; for chess, also shakmaty's perft on the
//! same positions (a dev-dependency, used only here) and the ratio. Each figure is the
//! median of N runs (default 5), fenboard and shakmaty alternating. `--quick` runs each
//! position one ply shallower.
//!
//! The last line compares Russian draughts with chess: Russian nodes/s over chess start's
//! nodes/s (the goal is at least 1), the median of N ratios, each from a chess start perft
//! and a Russian perft timed one right after the other, so that both see the same load on
//! a shared machine.
use fenboard::game::Variant;
use shakmaty::{fen::Fen, CastlingMode, Chess};
use std::time::Instant;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    xs[xs.len() / 2]
}

fn time(f: impl Fn() -> u64) -> (u64, f64) {
    let t = Instant::now();
    let nodes = f();
    (nodes, t.elapsed().as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let runs: usize = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(5);
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
        ("grand", "start", "", 4),
        ("coregal", "start", "", 5),
        ("russian", "start", "", 10),
    ];
    println!(
        "{:<8} {:<11} {:>5} {:>10} {:>8} {:>12} {:>14} {:>7}",
        "variant", "position", "depth", "nodes", "ms", "nodes/s", "shakmaty n/s", "ratio"
    );
    // Chess start and Russian draughts with their depths, for the comparison at the end.
    let (mut chess_start, mut russian) = (None, None);
    for &(variant, name, fen, depth) in cases {
        let fen = if fen.is_empty() {
            Variant::builtin(variant).unwrap().info().start_fen
        } else {
            fen.to_string()
        };
        let depth = if quick {
            depth.saturating_sub(1)
        } else {
            depth
        };
        let game = Variant::builtin(variant).unwrap().parse(&fen).unwrap();
        let shak: Option<Chess> = (variant == "chess").then(|| {
            fen.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Chess960)
                .unwrap()
        });
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let mut nodes = 0;
        for _ in 0..runs {
            let (n, s) = time(|| game.perft(depth).expect("valid position"));
            nodes = n;
            ours.push(s);
            if let Some(p) = &shak {
                let (n2, s2) = time(|| shakmaty::perft(p, depth));
                assert_eq!(n, n2, "shakmaty disagrees on {name}");
                theirs.push(s2);
            }
        }
        let secs = median(ours);
        let rate = nodes as f64 / secs;
        match (variant, name) {
            ("chess", "start") => chess_start = Some((game.clone(), depth)),
            ("russian", _) => russian = Some((game.clone(), depth)),
            _ => {}
        }
        let (shak_rate, ratio) = if theirs.is_empty() {
            ("-".to_string(), "-".to_string())
        } else {
            let r = nodes as f64 / median(theirs);
            (format!("{r:.0}"), format!("{:.2}", rate / r))
        };
        println!(
            "{variant:<8} {name:<11} {depth:>5} {nodes:>10} {:>8.1} {rate:>12.0} {shak_rate:>14} {ratio:>7}",
            secs * 1e3,
        );
    }
    let ((chess, dc), (russian, dr)) = (chess_start.unwrap(), russian.unwrap());
    let ratios = (0..runs)
        .map(|_| {
            let (nc, tc) = time(|| chess.perft(dc).expect("valid position"));
            let (nr, tr) = time(|| russian.perft(dr).expect("valid position"));
            (nr as f64 / tr) / (nc as f64 / tc)
        })
        .collect();
    println!(
        "russian start d{dr} nodes/s / chess start d{dc} nodes/s: {:.2} (median of {runs}, timed in turns)",
        median(ratios)
    );
}
