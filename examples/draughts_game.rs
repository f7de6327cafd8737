//! Plays draughts games with fenboard's `Game` and prints how each stands after every move,
//! for `tests/oracle/pydraughts_draws.py`. Each stdin line is a start FEN, a tab, and the
//! moves as full paths (`c3-d4`, `c3:e5:c7`), space-separated, a capture's path followed by
//! `/` and its captured squares (`c3:e5:c7/d4,d6`); each output line has one word per
//! position from the start to the last: `-` while the game goes on, else the winner (`w`,
//! `b`, or `draw`), a colon and the status reason (`draw:small-endgame`), or `ERROR
//! <message>` at the move that failed. A capture whose path is not fenboard's (pydraughts
//! writes some through other landing squares, or takes the same pieces in another order) is
//! played as fenboard's move with the same origin, destination and captured pieces, and its
//! word is marked with a final `~`. The game is `--game <id>`, read from
//! `variants/draughts/<id>.json`.
use fenboard::variants::draughts::Game as Definition;
use fenboard::{AnyPosition, Game, Variant};
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

/// The legal move with the same origin, destination and captured squares as `path` (and
/// `captured`, sorted names), in fenboard's own path.
fn same_capture(g: &Game, path: &str, captured: &str) -> Option<String> {
    let AnyPosition::Draughts(p) = g.position() else {
        return None;
    };
    let squares: Vec<&str> = path.split(':').collect();
    let mut want: Vec<&str> = captured.split(',').collect();
    want.sort_unstable();
    p.legal_moves().iter().map(|m| m.uci()).find(|uci| {
        let theirs: Vec<&str> = uci.split(':').collect();
        theirs.first() == squares.first() && theirs.last() == squares.last() && {
            let m = p.parse_move(uci).expect("a legal move reads");
            let mut names: Vec<String> = m
                .captured
                .iter()
                .map(|sq| {
                    let mut s = String::new();
                    sq.push_name(&mut s);
                    s
                })
                .collect();
            names.sort_unstable();
            names == want
        }
    })
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
                for word in moves.split_whitespace() {
                    let (m, captured) = word.split_once('/').unwrap_or((word, ""));
                    let played = match g.play(m).map(|_| ()) {
                        Ok(()) => Ok(""),
                        Err(e) => match same_capture(&g, m, captured) {
                            Some(ours) if !captured.is_empty() => g.play(&ours).map(|_| "~"),
                            _ => Err(e),
                        },
                    };
                    let mark = match played {
                        Ok(mark) => mark,
                        Err(e) => {
                            words.push(format!("ERROR {m}: {e}"));
                            break;
                        }
                    };
                    words.push(format!("{}{mark}", status(&g)));
                }
            }
        }
        writeln!(out, "{}", words.join(" ")).expect("stdout");
    }
}
