//! Perft of the six chessprogramming.org test positions, against their published numbers.

mod common;

use common::pos;
use fenboard::core::perft::perft;

const POSITIONS: &[(&str, &str, &[u64])] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281, 4_865_609],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862, 4_085_603],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594],
    ),
];

fn check(max_nodes: u64) {
    for (name, fen_text, counts) in POSITIONS {
        let pos = pos("chess", fen_text);
        for (i, &expected) in counts.iter().enumerate() {
            if expected > max_nodes {
                continue;
            }
            assert_eq!(
                perft(&pos, i as u32 + 1),
                expected,
                "{name} depth {}",
                i + 1
            );
        }
    }
}

#[test]
fn perft_published_positions() {
    check(500_000);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn perft_published_positions_deep() {
    check(u64::MAX);
}

#[test]
fn chess960_castling_perft() {
    // Chess960 position 1 of the chessprogramming.org list (X-FEN castling).
    let pos = pos(
        "chess",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    );
    assert_eq!(perft(&pos, 1), 21);
    assert_eq!(perft(&pos, 2), 528);
    assert_eq!(perft(&pos, 3), 12_189);
    assert_eq!(perft(&pos, 4), 326_672);
}
