//! Boards over 128 squares, up to 12x12: their sets are 192 bits wide
//! ([`fenboard::core::bitboard::Set`]) and the move generator runs in those. Fairy-Stockfish
//! stops at 12x10, so no oracle plays such a board; the proof is in three parts:
//! - every shipped chess-family game, played in 192-bit sets, gives the same perft, legal
//!   moves, checks, ends and FENs as in its own width (64 or 128 bits), along seeded random
//!   games: the games Fairy-Stockfish and chessops prove, in the code of the large boards;
//! - a game on 12x12 with every kind of movement (riders, leapers, hoppers, lame leapers,
//!   pawns, castling) keeps the invariants of `fuzz/src/checks.rs` (attacks against a slow
//!   reference that walks the board, legality, FEN, notation, perft divide) along random
//!   games, and counts the same perft from a position as from its mirror image (the other
//!   side's squares are the high words of the sets);
//! - the property tests of random definitions (`tests/definitions.rs`) draw boards up to
//!   12x12.

#[path = "../fuzz/src/checks.rs"]
mod checks;
mod common;

use std::sync::Arc;

use fenboard::core::bitboard::AnyTables;
use fenboard::game::{AnyPosition, Variant};
use fenboard::util::random::Rng;

/// Every shipped chess-family game, twice: as it is, and in 192-bit sets.
fn both_widths() -> Vec<(String, Variant, Variant)> {
    let mut ids: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/variants"))
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".json")
                .filter(|&id| id != "schema")
                .map(str::to_string)
        })
        .collect();
    ids.sort();
    ids.into_iter()
        .filter_map(|id| {
            let plain = common::shipped(&id);
            let large = Variant::from_rules(Arc::new(plain.rules()?.with_large_tables()));
            let tables = large.rules().unwrap().tables();
            assert!(matches!(tables, AnyTables::Large(_)), "{id}");
            Some((id, plain, large))
        })
        .collect()
}

/// The legal moves (UCI, sorted), the status and the FEN of a position.
fn seen(pos: &AnyPosition) -> (Vec<String>, String, String) {
    let mut moves: Vec<String> = pos.legal_moves().into_iter().map(|m| m.uci).collect();
    moves.sort();
    (moves, format!("{:?}", pos.status()), pos.fen())
}

#[test]
fn every_game_plays_the_same_in_the_sets_of_large_boards() {
    let games = both_widths();
    assert!(games.len() > 90, "{} games", games.len());
    let (mut positions, mut wide) = (0, 0);
    for (i, (id, plain, large)) in games.iter().enumerate() {
        let start = plain.start_position();
        let g = plain.geometry();
        wide += usize::from(usize::from(g.width) * usize::from(g.height) > 64);
        // Perft from the start, to a depth of some thousands of nodes.
        let (a, b) = (start.clone(), large.start_position());
        let mut depth = 1;
        loop {
            let n = a.perft(depth).unwrap();
            assert_eq!(n, b.perft(depth).unwrap(), "{id}: perft {depth}");
            if n > 3_000 || depth == 4 {
                break;
            }
            depth += 1;
        }
        let mut rng = Rng::new(2026 + i as u64);
        for _ in 0..3 {
            let (mut a, mut b) = (start.clone(), large.start_position());
            for _ in 0..60 {
                let here = seen(&a);
                assert_eq!(here, seen(&b), "{id}");
                positions += 1;
                if here.0.is_empty() || a.status().outcome.is_some() {
                    break;
                }
                let m = &here.0[rng.below(here.0.len())];
                a.play(m).unwrap();
                b.play(m).unwrap();
            }
        }
    }
    println!(
        "{} games ({wide} over 64 squares), {positions} positions",
        games.len()
    );
}

/// A game on 12x12: chess's pieces with a champion, a wizard, a cannon, a grasshopper, a
/// lame horse, pawns with a double step and castling.
const TWELVE: &str = r#"{
  "id": "twelve",
  "name": "Chess on 12x12",
  "board": { "width": 12, "height": 12 },
  "pieces": [
    { "letter": "k", "betza": "K", "royal": true },
    { "letter": "q", "betza": "Q" },
    { "letter": "r", "betza": "R" },
    { "letter": "b", "betza": "B" },
    { "letter": "n", "betza": "N" },
    { "letter": "c", "name": "champion", "betza": "DAW" },
    { "letter": "w", "name": "wizard", "betza": "CF" },
    { "letter": "a", "name": "cannon", "betza": "mRcpR" },
    { "letter": "g", "name": "grasshopper", "betza": "gQ" },
    { "letter": "h", "name": "horse", "betza": "nN" },
    { "letter": "p", "betza": "fmWfcF", "pawn": true }
  ],
  "pawns": { "doubleStep": [2], "enPassant": true, "promotion": { "ranks": 1, "pieces": ["q", "c", "w", "r", "b", "n"] } },
  "castling": { "royal": "k", "rook": "r", "kingside": ["k", "j"], "queenside": ["c", "d"] },
  "start": "rhcnbqkbnwgr/pppppppppppp/1a8a1/12/12/12/12/12/12/1A8A1/PPPPPPPPPPPP/RHCNBQKBNWGR w KQkq - 0 1"
}"#;

/// A FEN seen from the other side: ranks reversed, colours swapped, the other side to move.
fn mirrored(fen: &str) -> String {
    let f: Vec<&str> = fen.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let board: Vec<String> = f[0].split('/').rev().map(swap).collect();
    let turn = if f[1] == "w" { "b" } else { "w" };
    let ep = match f[3] {
        "-" => "-".to_string(),
        sq => {
            let rank: u32 = sq[1..].parse().unwrap();
            format!("{}{}", &sq[..1], 13 - rank)
        }
    };
    let mut castling: Vec<char> = swap(f[2]).chars().collect();
    castling.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
    let castling: String = castling.into_iter().collect();
    format!(
        "{} {turn} {castling} {ep} {} {}",
        board.join("/"),
        f[4],
        f[5]
    )
}

#[test]
fn a_game_on_twelve_by_twelve_keeps_the_invariants() {
    let game = Variant::from_json(TWELVE).unwrap();
    let start = game.start_position();
    assert_eq!(
        start.fen(),
        game.start_fen(fenboard::Randomness::Standard, 0)
    );
    // Counted by hand: 10 pawns one or two steps (b2 and k2 stand behind the cannons), the
    // knights 2 each, the horses none (their legs b2 and k2 are taken), the champion 3 (c3, a3,
    // e3), the wizard 2 (i4, k4), the grasshopper 1 (over j2 to i3), each cannon 9 along the
    // third rank, 6 up its file and 1 capture over the other cannon (b11, k11).
    assert_eq!(start.perft(1).unwrap(), 20 + 4 + 3 + 2 + 1 + 2 * 16);
    let mut rng = Rng::new(12);
    let (mut positions, mut mirrors) = (0, 0);
    for _ in 0..12 {
        let mut pos = start.clone();
        for ply in 0..90 {
            checks::check_position(&game, &pos, true);
            checks::check_perft_divide(&pos);
            positions += 1;
            if ply % 15 == 7 {
                let other = game.parse(&mirrored(&pos.fen())).unwrap();
                assert_eq!(
                    pos.perft(2).unwrap(),
                    other.perft(2).unwrap(),
                    "{}",
                    pos.fen()
                );
                mirrors += 1;
            }
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.status().outcome.is_some() {
                break;
            }
            pos.play(&legal[rng.below(legal.len())].uci).unwrap();
        }
    }
    println!("{positions} positions on 12x12, {mirrors} mirrored");
    // The far corner is a square like any other: a queen on l12 beside her king.
    let lone = game
        .parse("10kq/12/12/12/12/12/12/12/12/12/K11/12 b - - 0 1")
        .unwrap();
    let queen: Vec<String> = lone
        .legal_moves()
        .into_iter()
        .map(|m| m.uci)
        .filter(|m| m.starts_with("l12"))
        .collect();
    assert_eq!(queen.len(), 11 + 11, "{queen:?}");
    assert!(queen.iter().any(|m| m == "l12a1") && queen.iter().any(|m| m == "l12l1"));
}

#[test]
fn boards_take_up_to_twelve_files_and_twelve_ranks() {
    let sized = |w: u8, h: u8| {
        // A black king on a's last rank, a white one on a1, the ranks between empty.
        let mut rows = vec![format!("k{}", w - 1)];
        rows.extend((2..h).map(|_| w.to_string()));
        rows.push(format!("K{}", w - 1));
        format!(
            r#"{{"id": "s{w}x{h}", "board": {{"width": {w}, "height": {h}}}, "pieces": [{{"letter": "k", "betza": "K", "royal": true}}], "start": "{} w - - 0 1"}}"#,
            rows.join("/")
        )
    };
    for (w, h) in [(12, 11), (11, 12), (12, 12)] {
        let v = Variant::from_json(&sized(w, h)).unwrap_or_else(|e| panic!("{w}x{h}: {e}"));
        let pos = v.start_position();
        assert_eq!(pos.legal_moves().len(), 3, "{w}x{h}: {}", pos.fen());
        assert_eq!(pos.perft(2).unwrap(), 9, "{w}x{h}");
    }
    for (w, h) in [(13, 12), (12, 13)] {
        let err = Variant::from_json(&sized(w, h)).err().unwrap().to_string();
        assert!(err.contains("board."), "{err}");
    }
}
