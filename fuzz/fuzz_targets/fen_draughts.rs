//! Draughts FEN: whatever is accepted must round-trip and satisfy the move invariants.
#![no_main]

use fenboard::game::{AnyPosition, Variant};
use fenboard::variants::russian;
use fenboard_fuzz::checks;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let russian_draughts = Variant::builtin("russian").expect("a built-in game");
    if let Ok(pos) = russian::Position::from_fen(&text) {
        let mut any = AnyPosition::Draughts(pos);
        checks::check_position(&russian_draughts, &any, true);
        checks::check_perft_divide(&any);
        for ply in 0..3usize {
            let moves = any.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = &moves[(data.len() + ply * 7) % moves.len()];
            any.play(&m.uci).expect("a legal move plays");
            checks::check_fen_round_trip(&russian_draughts, &any);
        }
    }
    let _ = fenboard::game::status("russian", &text);
});
