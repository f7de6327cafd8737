//! A small command line over the crate's API:
//!
//! ```text
//! cargo run --example fenboard_cli -- <variant> <fen> [command]
//! cargo run --example fenboard_cli -- variants/capablanca.json <fen> [command]   (a game defined by data)
//!
//! moves       every legal move, UCI then SAN, one a line (the default command)
//! status      turn, check, legal move count and outcome
//! perft N     the number of move sequences N plies deep (N = 1 if left out)
//! divide N    perft N split by first move, `move: count` a line, then the total, as
//!             Stockfish's `go perft` writes it: to find where two move generators disagree
//! play MOVE   the FEN after MOVE (UCI or SAN)
//! ```
//!
//! Exits with 1 when the engine refuses (bad FEN, illegal move), 2 on a usage error.
//! `cargo test` runs the tests below (Cargo.toml sets `test = true` for this example).
use fenboard::features::perft;
use fenboard::game::MAX_PERFT_DEPTH;
use fenboard::{AnyPosition, Variant};
use std::fmt::Write;

const USAGE: &str =
    "usage: fenboard_cli <variant> <fen> [moves | status | perft N | divide N | play MOVE]";

/// Why a command gave no answer.
#[derive(Debug)]
enum Failure {
    /// The command line is wrong: the message, with the usage.
    Usage(String),
    /// The engine refused the variant, FEN or move.
    Engine(fenboard::Error),
}

impl From<fenboard::Error> for Failure {
    fn from(e: fenboard::Error) -> Failure {
        Failure::Engine(e)
    }
}

fn usage(message: &str) -> Failure {
    Failure::Usage(format!("{message}\n{USAGE}"))
}

/// Runs the command line `args` (without the program name): the text to print.
fn run(args: &[&str]) -> Result<String, Failure> {
    let [variant, fen, command @ ..] = args else {
        return Err(usage("a variant and a FEN are needed"));
    };
    // A definition file is its game (`variants/capablanca.json`).
    let game = if variant.ends_with(".json") {
        let text = std::fs::read_to_string(variant)
            .map_err(|e| usage(&format!("cannot read {variant}: {e}")))?;
        Variant::from_json(&text)?
    } else {
        variant.parse::<Variant>()?
    };
    let mut pos = game.parse(fen)?;
    match command {
        [] | ["moves"] => Ok(pos
            .legal_moves()
            .iter()
            .map(|m| format!("{} {}", m.uci, m.san))
            .collect::<Vec<_>>()
            .join("\n")),
        ["status"] => Ok(format!("{:?}", pos.status())),
        ["perft"] => Ok(pos.perft(1)?.to_string()),
        ["perft", n] => Ok(pos.perft(depth(n)?)?.to_string()),
        ["divide"] => divide(&pos, 1),
        ["divide", n] => divide(&pos, depth(n)?),
        ["play", mv] => {
            pos.play(mv)?;
            Ok(pos.to_string())
        }
        _ => Err(usage(&format!("unknown command '{}'", command.join(" ")))),
    }
}

/// Reads a perft depth: 1 to the API's limit.
fn depth(text: &str) -> Result<u32, Failure> {
    match text.parse() {
        Ok(n @ 1..=MAX_PERFT_DEPTH) => Ok(n),
        _ => Err(usage(&format!(
            "the depth must be a number from 1 to {MAX_PERFT_DEPTH}, not '{text}'"
        ))),
    }
}

/// Perft split by first move (UCI), then the total.
fn divide(pos: &AnyPosition, depth: u32) -> Result<String, Failure> {
    let split: Vec<(String, u64)> = match pos {
        AnyPosition::Chess(p, _) => perft::divide(p, depth),
        AnyPosition::Draughts(p) => p
            .perft_divide(depth)
            .into_iter()
            .map(|(m, n)| (p.path_text(&m), n))
            .collect(),
    };
    let mut out = String::new();
    for (m, n) in &split {
        writeln!(out, "{m}: {n}").expect("writing to a String");
    }
    let total: u64 = split.iter().map(|(_, n)| n).sum();
    write!(out, "\nNodes searched: {total}").expect("writing to a String");
    Ok(out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match run(&args) {
        Ok(s) => println!("{s}"),
        Err(Failure::Usage(message)) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
        Err(Failure::Engine(e)) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const RUSSIAN: &str =
        "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

    fn ok(args: &[&str]) -> String {
        run(args).unwrap_or_else(|e| panic!("{args:?}: {e:?}"))
    }

    #[test]
    fn a_definition_file_defines_its_game() {
        let fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
        check_divide("variants/capablanca.json", fen, 2, 784, 28);
        assert!(matches!(
            run(&["nowhere.json", fen]),
            Err(Failure::Usage(_))
        ));
    }

    /// The `move: count` lines of a divide, and its total.
    fn lines(out: &str) -> (Vec<(String, u64)>, u64) {
        let (body, total) = out.split_once("\n\nNodes searched: ").expect("a total");
        let split = body
            .lines()
            .map(|l| {
                let (m, n) = l.split_once(": ").expect("move: count");
                (m.to_string(), n.parse().expect("a count"))
            })
            .collect();
        (split, total.parse().expect("a total"))
    }

    /// Each move of a divide, played, has the count perft gives one ply less deep; the
    /// counts add up to the total and to perft at full depth.
    fn check_divide(variant: &str, fen: &str, depth: u32, nodes: u64, root_moves: usize) {
        let d = depth.to_string();
        let (split, total) = lines(&ok(&[variant, fen, "divide", &d]));
        assert_eq!(split.len(), root_moves, "{variant} {fen}");
        assert_eq!(total, nodes, "{variant} {fen}");
        assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), total);
        assert_eq!(ok(&[variant, fen, "perft", &d]), total.to_string());
        let below = (depth - 1).to_string();
        for (m, n) in &split {
            let child = ok(&[variant, fen, "play", m]);
            let expected = if depth == 1 {
                1
            } else {
                ok(&[variant, &child, "perft", &below]).parse().unwrap()
            };
            assert_eq!(*n, expected, "{variant} {fen}: {m}");
        }
    }

    #[test]
    fn divide_splits_perft_by_first_move() {
        check_divide("chess", CHESS, 3, 8_902, 20);
        check_divide("chess", KIWIPETE, 2, 2_039, 48);
        check_divide("russian", RUSSIAN, 3, 302, 7);
        check_divide("russian", RUSSIAN, 1, 7, 7);
        let grand = fenboard::start_fen("grand", 0, None).unwrap();
        check_divide("grand", &grand, 2, 4_225, 65);
    }

    #[test]
    fn every_advertised_command_runs() {
        let listed = USAGE.split_once('[').unwrap().1.trim_end_matches(']');
        let commands: Vec<&str> = listed.split(" | ").collect();
        assert_eq!(
            commands,
            ["moves", "status", "perft N", "divide N", "play MOVE"]
        );
        for command in commands {
            let mut args = vec!["chess", CHESS];
            args.extend(command.split(' ').map(|w| match w {
                "N" => "2",
                "MOVE" => "e4",
                w => w,
            }));
            assert!(!ok(&args).is_empty(), "{command}");
        }
    }

    #[test]
    fn the_other_commands() {
        let moves = ok(&["chess", CHESS]);
        assert_eq!(moves, ok(&["chess", CHESS, "moves"]));
        assert_eq!(moves.lines().count(), 20);
        assert!(moves.lines().any(|l| l == "g1f3 Nf3"));
        assert!(ok(&["chess", CHESS, "status"]).contains("legal_move_count: 20"));
        assert_eq!(ok(&["chess", CHESS, "perft"]), "20");
        assert_eq!(ok(&["chess", CHESS, "divide"]).lines().count(), 22);
        assert_eq!(
            ok(&["chess", CHESS, "play", "Nf3"]),
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"
        );
        assert_eq!(
            ok(&["russian", RUSSIAN, "play", "c3-d4"]),
            "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
        );
    }

    #[test]
    fn bad_command_lines_fail() {
        for args in [
            &["chess"][..],
            &["chess", CHESS, "go"],
            &["chess", CHESS, "perft", "x"],
            &["chess", CHESS, "divide", "0"],
            &["chess", CHESS, "divide", "13"],
            &["chess", CHESS, "play"],
            &["chess", CHESS, "play", "e4", "e5"],
        ] {
            assert!(matches!(run(args), Err(Failure::Usage(_))), "{args:?}");
        }
        for args in [
            &["shogi", CHESS][..],
            &["chess", "8/8 w - - 0 1"],
            &["chess", CHESS, "play", "e5"],
        ] {
            assert!(matches!(run(args), Err(Failure::Engine(_))), "{args:?}");
        }
    }
}
