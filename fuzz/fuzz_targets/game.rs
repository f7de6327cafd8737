//! `Game` play/undo sequences: the first byte picks the game, the second a start position,
//! then each byte plays one of the legal moves or (0xFF, 0xFE) undoes. After each step the
//! FEN must be the one recorded for that point of the game; every eighth step and at the
//! end the position invariants are checked too.
#![no_main]

use fenboard::game::{AnyPosition, Game};
use fenboard::formats::notation;
use fenboard_fuzz::{checks, pick_variant, positions};
use libfuzzer_sys::fuzz_target;

/// The legal moves in UCI, without the SAN that `Game::legal_moves` also works out.
fn ucis(pos: &AnyPosition) -> Vec<String> {
    match pos {
        AnyPosition::Chess(p, _) => p
            .legal_moves()
            .iter()
            .map(|m| notation::uci(p, m))
            .collect(),
        AnyPosition::Draughts(p) => p.legal_moves().iter().map(|m| m.uci()).collect(),
    }
}

fuzz_target!(|data: &[u8]| {
    let [vb, pb, steps @ ..] = data else {
        return;
    };
    let variant = pick_variant(*vb);
    let list = positions(variant);
    let start = list[*pb as usize % list.len()].fen();
    let mut game = Game::new(variant, Some(&start)).expect("a valid start");
    let mut fens = vec![game.fen()];
    for (i, &b) in steps.iter().take(300).enumerate() {
        if b >= 0xFE {
            match game.undo() {
                Some(_) => {
                    fens.pop();
                }
                None => assert_eq!(fens.len(), 1),
            }
        } else {
            let moves = ucis(game.position());
            if let Some(end) = game.status().outcome {
                // Over, by no move or by a draw rule: every move is refused, nothing changes.
                if let Some(m) = moves.first() {
                    let e = game.play(m).expect_err("no move after the end");
                    assert_eq!(e, fenboard::game::Error::GameOver(Some(end.reason)));
                }
                continue;
            }
            assert!(!moves.is_empty(), "a side with no move has lost or drawn");
            let m = &moves[b as usize % moves.len()];
            let info = game.play(m).expect("a legal move plays");
            assert_eq!(&info.uci, m);
            fens.push(game.fen());
        }
        assert_eq!(game.fen(), *fens.last().expect("the start"));
        assert_eq!(game.history().len() + 1, fens.len());
        let _ = game.status();
        if i % 8 == 7 {
            checks::check_position(variant, game.position(), false);
        }
    }
    checks::check_position(variant, game.position(), true);
});
