//! Games defined by data against the built-in games and published perft numbers.
#![cfg(feature = "define")]

use fenboard::game;
use fenboard::variants::defined;

const CHESS: &str = include_str!("../variants/chess.json");
const GRAND: &str = include_str!("../variants/grand.json");
const CAPABLANCA: &str = include_str!("../variants/capablanca.json");

fn perft(json: &str, fen: Option<&str>, depth: u32) -> u64 {
    let rules = defined::compile(json).unwrap();
    let pos = match fen {
        Some(f) => defined::fen::read(&rules, f, false).unwrap(),
        None => defined::start(&rules),
    };
    defined::perft(&pos, depth)
}

#[test]
fn capablanca_perft_from_the_start() {
    let counts: Vec<u64> = (1..=3).map(|d| perft(CAPABLANCA, None, d)).collect();
    assert_eq!(counts, [28, 784, 25_228]);
}

#[test]
fn chess_as_a_definition_is_chess() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        for depth in 1..=3 {
            assert_eq!(
                perft(CHESS, Some(fen), depth),
                game::perft("chess", fen, depth).unwrap(),
                "{fen} depth {depth}"
            );
        }
    }
}

#[test]
fn grand_as_a_definition_is_grand() {
    let builtin = game::start_fen("grand", 0, None).unwrap();
    for depth in 1..=3 {
        assert_eq!(
            perft(GRAND, None, depth),
            game::perft("grand", &builtin, depth).unwrap(),
            "depth {depth}"
        );
    }
}

#[test]
fn deeper_perft() {
    assert_eq!(perft(CAPABLANCA, None, 4), 805_128);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(perft(CHESS, Some(kiwipete), 4), 4_085_603);
    let t = std::time::Instant::now();
    let builtin = game::start_fen("grand", 0, None).unwrap();
    let n = game::perft("grand", &builtin, 4).unwrap();
    let b = t.elapsed();
    let t = std::time::Instant::now();
    assert_eq!(perft(GRAND, None, 4), n);
    eprintln!("grand d4 {n}: built-in {b:?}, defined {:?}", t.elapsed());
}
