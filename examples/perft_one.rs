//! One perft, for profiling: `cargo run --release --example perft_one -- <variant> <depth> [fen]`.
//! A variant given as a path to a JSON definition (`variants/grand-defined.json`) runs that game
//! defined by data, from its start position or the FEN given.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("chess", |s| s.as_str());
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    if variant.ends_with(".json") {
        return defined(variant, depth, args.get(3));
    }
    let v = fenboard::game::Variant::from_id(variant).unwrap();
    let fen = args.get(3).cloned().unwrap_or_else(|| v.info().start_fen);
    println!("{}", fenboard::game::perft(variant, &fen, depth).unwrap());
}

#[cfg(feature = "define")]
fn defined(path: &str, depth: u32, fen: Option<&String>) {
    use fenboard::variants::defined;
    let rules = defined::compile(&std::fs::read_to_string(path).unwrap()).unwrap();
    let pos = match fen {
        Some(f) => defined::fen::read(&rules, f, false).unwrap(),
        None => defined::start(&rules),
    };
    println!("{}", defined::perft(&pos, depth));
}

#[cfg(not(feature = "define"))]
fn defined(_: &str, _: u32, _: Option<&String>) {
    panic!("games defined by data need the `define` feature");
}
