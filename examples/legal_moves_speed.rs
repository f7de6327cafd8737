//! Native time of the API's `legal_moves` (FEN in, described moves out) and its parts:
//! `cargo run --release --example legal_moves_speed`.
use fenboard::game::{self, Variant};
use std::time::Instant;

fn time<T>(label: &str, n: u32, mut f: impl FnMut() -> T) {
    let t = Instant::now();
    for _ in 0..n {
        std::hint::black_box(f());
    }
    println!(
        "{label:<40} {:>8.2} µs",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
}

fn main() {
    for (name, fen) in [
        (
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ),
    ] {
        let n = 2000;
        let chess = Variant::builtin("chess").unwrap();
        time(&format!("{name}: parse"), n, || chess.parse(fen).unwrap());
        let pos = chess.parse(fen).unwrap();
        time(&format!("{name}: legal move infos"), n, || {
            pos.legal_moves()
        });
        time(&format!("{name}: game::legal_moves"), n, || {
            game::legal_moves("chess", fen).unwrap()
        });
        time(&format!("{name}: status"), n, || {
            game::status("chess", fen).unwrap()
        });
    }
}
