//! One perft, for profiling: `cargo run --release --example perft_one -- <variant> <depth> [fen]`.
//! A variant given as a path to a JSON definition (`variants/capablanca.json`) runs that game.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("chess", |s| s.as_str());
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let path = if variant.ends_with(".json") {
        variant.to_string()
    } else {
        format!("variants/{variant}.json")
    };
    let rules = fenboard::definition::compile(&std::fs::read_to_string(path).unwrap()).unwrap();
    let fen = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| rules.start_fen.clone());
    let pos = fenboard::formats::fen::parse(&rules, &fen).unwrap();
    println!("{}", fenboard::core::perft::perft(&pos, depth));
}
