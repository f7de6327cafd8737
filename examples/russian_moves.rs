//! Reads Russian-draughts FENs on stdin, one per line, and prints one line per FEN: its
//! legal moves as full paths (`c3-d4`, `c3:e5:c7`), space-separated, or `ERROR <message>`.
//! With `--after`, each move is followed by `=` and the canonical FEN after it
//! (`c3:e5:c7=B:W...:B...`). Used by `tests/oracle/pydraughts_compare.py`.
use fenboard::variants::russian::Position;
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let after = std::env::args().any(|a| a == "--after");
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        let text = match Position::from_fen(&line) {
            Ok(pos) => pos
                .legal_moves()
                .iter()
                .map(|m| {
                    if after {
                        format!("{}={}", m.uci(), pos.after(m).to_fen())
                    } else {
                        m.uci()
                    }
                })
                .collect::<Vec<_>>()
                .join(" "),
            Err(e) => format!("ERROR {e}"),
        };
        writeln!(out, "{text}").expect("stdout");
    }
}
