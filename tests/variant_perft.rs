//! Perft of Grand chess and Coregal from their start positions, against the numbers of
//! vchess and Fairy-Stockfish (shared/rules/vchess-variants.md §0, issue 3).

mod common;

use common::start;
use fenboard::core::perft::perft;

#[test]
fn grand_perft_from_start() {
    let pos = start("grand");
    assert_eq!(perft(&pos, 1), 65);
    assert_eq!(perft(&pos, 2), 4_225);
    assert_eq!(perft(&pos, 3), 259_514);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn grand_perft_from_start_deep() {
    assert_eq!(perft(&start("grand"), 4), 15_921_643);
}

#[test]
fn coregal_perft_from_start() {
    let pos = start("coregal");
    assert_eq!(perft(&pos, 1), 20);
    assert_eq!(perft(&pos, 2), 400);
    assert_eq!(perft(&pos, 3), 8_882);
    assert_eq!(perft(&pos, 4), 195_896);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn coregal_perft_from_start_deep() {
    assert_eq!(perft(&start("coregal"), 5), 4_756_867);
}
