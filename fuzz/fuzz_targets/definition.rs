//! Game definitions: the bytes are a JSON definition. Whatever is accepted must give a start
//! position whose FEN round-trips, and random games of a few plies that keep the invariants
//! of `checks` (status, legality, notation, perft and divide).
#![no_main]

use fenboard::game::Variant;
use fenboard_fuzz::checks;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(variant) = Variant::from_json(&text) else {
        return;
    };
    let mut pos = variant.start_position();
    for ply in 0..4usize {
        checks::check_position(&variant, &pos, ply == 0);
        let legal = pos.legal_moves();
        // The game over (no move, or a draw rule), the move is refused: the walk ends.
        if legal.is_empty() || pos.status().outcome.is_some() {
            break;
        }
        let m = &legal[(data.len() + ply * 7) % legal.len()];
        pos.play(&m.uci).expect("a legal move plays");
        checks::check_fen_round_trip(&variant, &pos);
    }
});
