//! One perft, for profiling: `cargo run --release --example perft_one -- <variant> <depth> [fen]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("chess", |s| s.as_str());
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let v = fenboard::game::Variant::from_id(variant).unwrap();
    let fen = args.get(3).cloned().unwrap_or_else(|| v.info().start_fen);
    println!("{}", fenboard::game::perft(variant, &fen, depth).unwrap());
}
