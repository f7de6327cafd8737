//! Plays draughts games with fenboard's `Game` and prints how each stands after every move,
//! for `tests/oracle/pydraughts_draws.py`. Each stdin line is a start FEN, a tab, and the
//! moves as full paths (`c3-d4`, `c3:e5:c7`), space-separated; each output line has one
//! word per position from the start to the last: `-` while the game goes on, else the
//! winner (`w`, `b`, or `draw`), a colon and the status reason (`draw:small-endgame`), or
//! `ERROR <message>` at the move that failed. The game is `--game <id>`, read from
//! `variants/draughts/<id>.json`.
use fenboard::variants::draughts::Game as Definition;
use fenboard::{Game, Variant};
use std::io::{self, BufRead, BufWriter, Write};
use std::sync::Arc;

fn status(g: &Game) -> String {
    match g.status().outcome {
        None => "-".to_string(),
        Some(o) => {
            let who = o
                .winner
                .map_or("draw".to_string(), |c| c.char().to_string());
            format!("{who}:{}", o.reason.as_str())
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args
        .iter()
        .position(|a| a == "--game")
        .and_then(|i| args.get(i + 1))
        .map_or("international", String::as_str);
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let def = Definition::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let variant = Variant::from_draughts(Arc::new(def));
    let mut out = BufWriter::new(io::stdout().lock());
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let (fen, moves) = line.split_once('\t').unwrap_or((&line, ""));
        let mut words = Vec::new();
        match Game::new(&variant, Some(fen)) {
            Err(e) => words.push(format!("ERROR {e}")),
            Ok(mut g) => {
                words.push(status(&g));
                for m in moves.split_whitespace() {
                    if let Err(e) = g.play(m) {
                        words.push(format!("ERROR {m}: {e}"));
                        break;
                    }
                    words.push(status(&g));
                }
            }
        }
        writeln!(out, "{}", words.join(" ")).expect("stdout");
    }
}
