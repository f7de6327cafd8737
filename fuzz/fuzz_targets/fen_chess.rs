//! Chess-family FEN: the first byte picks the game (its top bit asks for the notation
//! checks too), the rest is the FEN. Whatever is accepted must round-trip, satisfy the
//! position invariants, and keep round-tripping for a few plies of play.
#![no_main]

use fenboard::game::Game;
use fenboard_fuzz::{checks, chess_family};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let games = chess_family();
    let variant = games[(b & 0x7F) as usize % games.len()];
    let text = String::from_utf8_lossy(rest);
    if let Ok(mut pos) = variant.parse(&text) {
        checks::check_position(variant, &pos, b & 0x80 != 0);
        let _ = pos.perft(1);
        for ply in 0..3usize {
            let moves = pos.legal_moves();
            // The game over (no move, or a draw rule), the move is refused: the walk ends.
            if moves.is_empty() || pos.status().outcome.is_some() {
                break;
            }
            let m = &moves[(usize::from(b) + ply * 7) % moves.len()];
            pos.play(&m.uci).expect("a legal move plays");
            checks::check_fen_round_trip(variant, &pos);
        }
    } else if let Ok(pos) = variant.parse_partial(&text) {
        // A partial position (royal pieces may be missing): it plays as a game too.
        checks::check_partial(variant, &pos);
        let mut game = Game::new_partial(variant, &text).expect("the same position");
        for ply in 0..4usize {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = &moves[(usize::from(b) + ply * 7) % moves.len()];
            let before = game.fen();
            game.play(&m.uci).expect("a legal move plays");
            checks::check_partial(variant, game.position());
            let _ = game.status();
            if ply == 1 {
                game.undo().expect("a move to undo");
                assert_eq!(game.fen(), before);
            }
        }
    }
});
