//! Reads FENs of a draughts game on stdin, one per line, and prints one line per FEN: its
//! legal moves as full paths in algebraic squares (`c3-d4`, `c3:e5:c7`), space-separated,
//! or `ERROR <message>`. With `--after`, each move is followed by `=` and the FEN after it
//! as the game writes it (`c3:e5:c7=B:W...:B...`), and a position whose game is over ends
//! with `#winner=w` or `#winner=b`. The game is `--game <id>`, read from
//! `variants/draughts/<id>.json` (default `russian`). Used by
//! `tests/oracle/pydraughts_compare.py`.
use fenboard::variants::draughts::{Game, GamePosition};
use std::io::{self, BufRead, BufWriter, Write};
use std::sync::Arc;

fn lines(game: &Arc<Game>, after: bool) {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        let text = match GamePosition::from_fen(game, &line) {
            Ok(pos) => {
                let mut words: Vec<String> = pos
                    .legal_moves()
                    .iter()
                    .map(|m| {
                        if after {
                            format!("{}={}", m.uci(), pos.after(m).fen())
                        } else {
                            m.uci()
                        }
                    })
                    .collect();
                if let (true, Some((winner, _))) = (after, pos.outcome()) {
                    words.push(format!("#winner={}", winner.char()));
                }
                words.join(" ")
            }
            Err(e) => format!("ERROR {e}"),
        };
        writeln!(out, "{text}").expect("stdout");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let after = args.iter().any(|a| a == "--after");
    let id = args
        .iter()
        .position(|a| a == "--game")
        .and_then(|i| args.get(i + 1))
        .map_or("russian", String::as_str);
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let game = Game::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    lines(&Arc::new(game), after);
}
