//! Chess-family FEN: the first byte picks the game, the rest is the FEN. Whatever is
//! accepted must round-trip and satisfy the position invariants.
#![no_main]

use fenboard_fuzz::{checks, chess_family};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let games = chess_family();
    let variant = games[b as usize % games.len()];
    let text = String::from_utf8_lossy(rest);
    if let Ok(pos) = variant.parse(&text) {
        checks::check_position(variant, &pos, b & 0x80 != 0);
        let _ = pos.perft(1);
    }
});
