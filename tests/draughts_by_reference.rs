//! The draughts games of the dark squares against the independent generator of
//! `tests/draughts_reference`: first the generator itself against published perft numbers
//! (international, English, Brazilian), then each game's perft from the start and its
//! moves and positions along seeded random games.

mod draughts_reference;

use draughts_reference::{Board, Filter, Rng, Spec};
use fenboard::core::color::Color;
use fenboard::variants::draughts::{Game, GamePosition, Role};
use std::sync::Arc;

fn game(id: &str) -> Arc<Game> {
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    Arc::new(Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap())
}

const INTERNATIONAL: Spec = Spec {
    n: 10,
    a1_light: false,
    rows: 4,
    white_first: true,
    men_back: true,
    flying: true,
    crown_mid: false,
    filters: &[Filter::Most],
};

const ENGLISH: Spec = Spec {
    n: 8,
    a1_light: false,
    rows: 3,
    white_first: false,
    men_back: false,
    flying: false,
    crown_mid: false,
    filters: &[],
};

const BRAZILIAN: Spec = Spec {
    n: 8,
    rows: 3,
    white_first: true,
    ..INTERNATIONAL
};

/// Canadian draughts: international draughts' rules on 12x12, five ranks of men.
const CANADIAN: Spec = Spec {
    n: 12,
    rows: 5,
    ..INTERNATIONAL
};

/// The position of the engine as the generator's board, with the side to move.
fn board_of(p: &GamePosition, n: usize) -> (Board, i8) {
    let mut b = vec![0; n * n];
    for (sq, piece) in p.pieces() {
        let v = if piece.role == Role::King { 2 } else { 1 };
        b[usize::from(sq.file()) + n * usize::from(sq.rank())] =
            if piece.color == Color::White { v } else { -v };
    }
    (b, if p.turn() == Color::White { 1 } else { -1 })
}

/// The engine's legal moves as the generator's keys, sorted.
fn engine_keys(p: &GamePosition, n: usize) -> Vec<(usize, usize, Vec<usize>)> {
    let cell = |sq: fenboard::Square| usize::from(sq.file()) + n * usize::from(sq.rank());
    let mut keys: Vec<_> = (p.legal_moves().iter())
        .map(|m| {
            let mut c: Vec<usize> = m.captured.iter().map(|&s| cell(s)).collect();
            c.sort();
            (cell(m.from), cell(m.to()), c)
        })
        .collect();
    keys.sort();
    keys
}

/// Plays `games` seeded random games of `id` from the start, up to `plies` each, and
/// checks at every position that the engine and the generator have the same position and
/// the same legal moves; returns how many positions were compared.
fn compare_random_games(id: &str, spec: &Spec, games: usize, plies: usize, seed: u64) -> usize {
    let g = game(id);
    let mut rng = Rng(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut p = GamePosition::start(&g);
        let (mut b, mut side) = (spec.start(), spec.first());
        for _ in 0..plies {
            assert_eq!(board_of(&p, spec.n), (b.clone(), side), "{id}: {}", p.fen());
            let mut keys: Vec<_> = spec.legal(&b, side).iter().map(|m| m.key()).collect();
            keys.sort();
            assert_eq!(engine_keys(&p, spec.n), keys, "{id}: {}", p.fen());
            compared += 1;
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let cell =
                |sq: fenboard::Square| usize::from(sq.file()) + spec.n * usize::from(sq.rank());
            let mut captured: Vec<usize> = m.captured.iter().map(|&s| cell(s)).collect();
            captured.sort();
            let reference = (spec.legal(&b, side).into_iter())
                .find(|r| r.key() == (cell(m.from), cell(m.to()), captured.clone()))
                .unwrap();
            b = spec.play(&b, &reference);
            side = -side;
            p.play(&m);
        }
    }
    compared
}

/// The perft of `id` from its start, by the engine.
fn perft(id: &str, depth: u32) -> u64 {
    GamePosition::start(&game(id)).perft(depth)
}

#[test]
fn the_generator_counts_the_published_numbers() {
    let count = |spec: &Spec, depth| spec.perft(&spec.start(), spec.first(), depth);
    // FMJD perft (Aart Bik's and Rein Halbersma's tables), English draughts' published
    // numbers, and Brazilian draughts' as tests/draughts_games.rs has them.
    assert_eq!(
        (1..=5)
            .map(|d| count(&INTERNATIONAL, d))
            .collect::<Vec<_>>(),
        [9, 81, 658, 4_265, 27_117]
    );
    assert_eq!(
        (1..=6).map(|d| count(&ENGLISH, d)).collect::<Vec<_>>(),
        [7, 49, 302, 1_469, 7_361, 36_768]
    );
    assert_eq!(
        (1..=6).map(|d| count(&BRAZILIAN, d)).collect::<Vec<_>>(),
        [7, 49, 302, 1_469, 7_473, 37_628]
    );
}

#[test]
fn canadian_perft_matches_the_generator() {
    let spec = CANADIAN;
    for depth in 1..=5 {
        let expected = spec.perft(&spec.start(), spec.first(), depth);
        assert_eq!(perft("canadian", depth), expected, "perft({depth})");
    }
}

#[test]
fn canadian_random_games_match_the_generator() {
    assert!(compare_random_games("canadian", &CANADIAN, 20, 150, 12) > 1_000);
}

#[test]
fn canadian_reads_and_writes_numbers_up_to_72() {
    let g = game("canadian");
    assert_eq!((g.size, g.pdn_game_type), (12, Some(27)));
    // 72 is k1, the last dark square; a man there steps to j2 (65) or l2 (66).
    let p = GamePosition::from_fen(&g, "W:W72:B1").unwrap();
    let mut moves: Vec<String> = p.legal_moves().iter().map(|m| p.path_text(m)).collect();
    moves.sort();
    assert_eq!(moves, ["72-65", "72-66"]);
    assert_eq!(p.fen(), "W:W72:B1");
    // A king on 1 (b12) takes the man on 8 (c11) and lands on 14 (d10), 21 (e9) or beyond.
    let p = GamePosition::from_fen(&g, "W:WK1:B8").unwrap();
    let m = p.parse_move("1x14").unwrap();
    assert_eq!(
        (m.captured.len(), m.to().to_string()),
        (1, "d10".to_string())
    );
    assert!(GamePosition::from_fen(&g, "W:W73:B1").is_err());
}
