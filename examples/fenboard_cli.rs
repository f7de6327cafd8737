//! A small command line: `cargo run --example fenboard_cli -- <variant> <fen> [moves|status|perft N|play MOVE]`.
use fenboard::game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: fenboard_cli <variant> <fen> [moves|status|perft N|divide N|play MOVE]");
        std::process::exit(2);
    }
    let (variant, fen) = (&args[0], &args[1]);
    let cmd = args.get(2).map_or("moves", String::as_str);
    let result = match cmd {
        "moves" => game::legal_moves(variant, fen).map(|ms| {
            ms.iter()
                .map(|m| format!("{} {}", m.uci, m.san))
                .collect::<Vec<_>>()
                .join("\n")
        }),
        "status" => game::status(variant, fen).map(|s| format!("{s:?}")),
        "perft" => game::perft(
            variant,
            fen,
            args.get(3).and_then(|d| d.parse().ok()).unwrap_or(1),
        )
        .map(|n| n.to_string()),
        "play" => game::play(variant, fen, args.get(3).map_or("", String::as_str)),
        other => Ok(format!("unknown command {other}")),
    };
    match result {
        Ok(s) => println!("{s}"),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}
