//! `Game` play/undo sequences: the first byte picks the game, the second a start position,
//! then each byte plays one of the legal moves or (0xFF, 0xFE) undoes. After each step the
//! FEN must be the one recorded for that point of the game, and the invariants hold.
#![no_main]

use fenboard::engine::Game;
use fenboard_fuzz::{checks, pick_variant, positions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [vb, pb, steps @ ..] = data else {
        return;
    };
    let variant = pick_variant(*vb);
    let list = positions(variant);
    let start = list[*pb as usize % list.len()].fen();
    let mut game = Game::new(variant.id(), Some(&start)).expect("a valid start");
    let mut fens = vec![game.fen()];
    for &b in steps.iter().take(150) {
        if b >= 0xFE {
            match game.undo() {
                Ok(_) => {
                    fens.pop();
                }
                Err(_) => assert_eq!(fens.len(), 1),
            }
        } else {
            let moves = game.legal_moves();
            if moves.is_empty() {
                assert!(game.status().outcome.is_some());
                continue;
            }
            let m = &moves[b as usize % moves.len()];
            let info = game.play(&m.uci).expect("a legal move plays");
            assert_eq!(info.uci, m.uci);
            fens.push(game.fen());
        }
        assert_eq!(game.fen(), *fens.last().expect("the start"));
        assert_eq!(game.history().len() + 1, fens.len());
        let _ = game.status();
        checks::check_position(variant, game.position(), false);
    }
});
