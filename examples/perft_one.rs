//! One perft, for profiling: `cargo run --release --example perft_one -- <variant> <depth> [fen]`.
//! The variant is a built-in game's id (`chess`, `russian`), the id of a definition in
//! `variants/` (`capablanca`), or a path to a JSON definition (`variants/capablanca.json`).
//! With `FENBOARD_LARGE=1`, a chess-family game plays in the sets of boards over 128 squares.
use fenboard::Variant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("chess", |s| s.as_str());
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let game = Variant::builtin(variant).unwrap_or_else(|_| {
        let path = if variant.ends_with(".json") {
            variant.to_string()
        } else {
            format!("variants/{variant}.json")
        };
        let json = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Variant::from_json(&json).unwrap_or_else(|e| panic!("{path}: {e}"))
    });
    let game = match game.rules() {
        Some(rules) if std::env::var_os("FENBOARD_LARGE").is_some() => {
            Variant::from_rules(std::sync::Arc::new(rules.with_large_tables()))
        }
        _ => game,
    };
    let fen = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| game.info().start_fen);
    let pos = game.parse(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    println!("{}", pos.perft(depth).unwrap_or_else(|e| panic!("{e}")));
}
