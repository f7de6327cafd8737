//! Move strings through `AnyPosition::play` on fixed positions, and on the same positions
//! read back from their FEN: the first byte picks the game, the second the position, the
//! rest is the move.
#![no_main]

use fenboard_fuzz::{checks, pick_variant, positions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [vb, pb, rest @ ..] = data else {
        return;
    };
    let variant = pick_variant(*vb);
    let list = positions(variant);
    let start = &list[*pb as usize % list.len()];
    let text = String::from_utf8_lossy(rest);
    let fen = start.fen();
    let mut pos = start.clone();
    match pos.play(&text) {
        Ok(info) => {
            // The move is one of the legal moves, and the API agrees.
            assert!(
                start.legal_moves().iter().any(|m| m.uci == info.uci),
                "{text} in {fen}"
            );
            let mut again = variant.parse(&fen).expect("a written FEN reads");
            again.play(&text).expect("the same move");
            assert_eq!(again.fen(), pos.fen());
            checks::check_position(variant, &pos, false);
        }
        Err(_) => {
            assert_eq!(&pos, start, "a refused move changed {fen}");
            let mut again = variant.parse(&fen).expect("a written FEN reads");
            assert!(again.play(&text).is_err());
        }
    }
});
