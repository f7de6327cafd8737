//! Perft of Grand chess and Coregal from their start positions, against the numbers of
//! vchess and Fairy-Stockfish (shared/rules/vchess-variants.md §0, issue 3).

use fenboard::features::perft::perft;
use fenboard::variants::{coregal, grand};

#[test]
fn grand_perft_from_start() {
    let pos = grand::start();
    assert_eq!(perft(&pos, 1), 65);
    assert_eq!(perft(&pos, 2), 4_225);
    assert_eq!(perft(&pos, 3), 259_514);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn grand_perft_from_start_deep() {
    assert_eq!(perft(&grand::start(), 4), 15_921_643);
}

#[test]
fn coregal_perft_from_start() {
    let pos = coregal::start();
    assert_eq!(perft(&pos, 1), 20);
    assert_eq!(perft(&pos, 2), 400);
    assert_eq!(perft(&pos, 3), 8_882);
    assert_eq!(perft(&pos, 4), 195_896);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn coregal_perft_from_start_deep() {
    assert_eq!(perft(&coregal::start(), 5), 4_756_867);
}
