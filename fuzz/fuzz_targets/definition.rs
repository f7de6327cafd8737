//! Game definitions: the bytes are a JSON definition. Whatever is accepted must give a start
//! position whose FEN round-trips, and random games of a few plies that keep the invariants
//! of `checks` (status, legality, notation, perft and divide).
#![no_main]

use fenboard::game::AnyPosition;
use fenboard::variants::defined;
use fenboard_fuzz::checks;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(rules) = defined::compile(&text) else {
        return;
    };
    let mut pos = defined::start(&rules);
    for ply in 0..4usize {
        checks::check_position_of_defined(&AnyPosition::Defined(pos.clone()));
        let legal = defined::legal_moves(&pos);
        if legal.is_empty() {
            break;
        }
        pos.play(&legal[(data.len() + ply * 7) % legal.len()]);
        let fen = defined::fen::write(&pos);
        let again = defined::fen::read(&rules, &fen, false).expect("a written FEN reads back");
        assert_eq!(defined::fen::write(&again), fen);
    }
});
