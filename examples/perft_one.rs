//! One perft, for profiling: `cargo run --release --example perft_one -- <variant> <depth> [fen]`.
//! A variant is a built-in id (`chess`, `grand`) or a path to a JSON definition (`variants/capablanca.json`).
use fenboard::Variant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("chess", |s| s.as_str());
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let variant = if variant.ends_with(".json") {
        Variant::from_json(&std::fs::read_to_string(variant).expect("a readable definition"))
    } else {
        Variant::builtin(variant)
    }
    .unwrap_or_else(|e| panic!("{e}"));
    let rules = variant.rules().expect("a chess-family game");
    let fen = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| rules.start_fen.clone());
    let pos = fenboard::formats::fen::parse(rules, &fen).unwrap_or_else(|e| panic!("{e}"));
    println!("{}", fenboard::core::perft::perft(&pos, depth));
}
