//! Draughts FEN: whatever is accepted must round-trip and satisfy the move invariants, in
//! each built-in draughts game.
#![no_main]

use fenboard::game::Variant;
use fenboard_fuzz::checks;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let ids = ["russian", "international", "brazilian", "english", "antidraughts", "breakthrough", "italian", "turkish", "frisian", "frysk"];
    let id = ids[data.len() % ids.len()];
    let game = Variant::builtin(id).expect("a built-in game");
    if let Ok(mut any) = game.parse(&text) {
        checks::check_position(&game, &any, true);
        checks::check_perft_divide(&any);
        for ply in 0..3usize {
            let moves = any.legal_moves();
            // The game over (no move, or a draw rule), the move is refused: the walk ends.
            if moves.is_empty() || any.status().outcome.is_some() {
                break;
            }
            let m = &moves[(data.len() + ply * 7) % moves.len()];
            any.play(&m.uci).expect("a legal move plays");
            checks::check_fen_round_trip(&game, &any);
        }
    }
    let _ = fenboard::game::status(id, &text);
});
