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

/// Pool checkers: men capture backward, kings fly, free choice, crowned only where the
/// move ends; Black first.
const POOL: Spec = Spec {
    n: 8,
    a1_light: false,
    rows: 3,
    white_first: false,
    men_back: true,
    flying: true,
    crown_mid: false,
    filters: &[],
};

/// Spanish draughts: the board turned, men capture forward only, kings fly, the most
/// pieces then the most kings.
const SPANISH: Spec = Spec {
    n: 8,
    a1_light: true,
    rows: 3,
    white_first: true,
    men_back: false,
    flying: true,
    crown_mid: false,
    filters: &[Filter::Most, Filter::MostKings],
};

/// Czech draughts: men capture forward only, kings fly, a king's capture before a man's,
/// otherwise free choice.
const CZECH: Spec = Spec {
    a1_light: false,
    filters: &[Filter::WithKing],
    ..SPANISH
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

#[test]
fn pool_spanish_and_czech_perft_match_the_generator() {
    for (id, spec) in [("pool", POOL), ("spanish", SPANISH), ("czech", CZECH)] {
        for depth in 1..=7 {
            let expected = spec.perft(&spec.start(), spec.first(), depth);
            assert_eq!(perft(id, depth), expected, "{id} perft({depth})");
        }
    }
}

#[test]
fn pool_spanish_and_czech_random_games_match_the_generator() {
    for (id, spec) in [("pool", POOL), ("spanish", SPANISH), ("czech", CZECH)] {
        assert!(compare_random_games(id, &spec, 40, 150, 8) > 1_000, "{id}");
    }
}

/// The legal moves of `fen` in `id`, as the game writes them, sorted; checked against the
/// generator's first.
fn moves(id: &str, spec: &Spec, fen: &str) -> Vec<String> {
    let p = GamePosition::from_fen(&game(id), fen).unwrap();
    let (b, side) = board_of(&p, spec.n);
    let mut keys: Vec<_> = spec.legal(&b, side).iter().map(|m| m.key()).collect();
    keys.sort();
    assert_eq!(engine_keys(&p, spec.n), keys, "{id}: {fen}");
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| p.path_text(m)).collect();
    v.sort();
    v
}

#[test]
fn pool_a_man_reaching_the_last_rank_in_a_capture_goes_on_as_a_man() {
    // The man on 11 (f6) takes 7 (e7) to 2 (d8), on the last rank, then 6 (c7) backward
    // to 9 (b6): not crowned, as the APCA's rule 5 says.
    let fen = "W:W11:B7,6";
    assert_eq!(moves("pool", &POOL, fen), ["11x2x9"]);
    let p = GamePosition::from_fen(&game("pool"), fen).unwrap();
    assert!(!p.legal_moves()[0].promotes);
    // Russian draughts crowns it on d8, and the king flies on to b6 or a5.
    let russian = GamePosition::from_fen(&game("russian"), "W:Wf6:Be7,c7").unwrap();
    assert_eq!(russian.legal_moves().len(), 2);
}

#[test]
fn pool_free_choice_and_flying_kings() {
    // The man on 22 (c3) takes two forward (18, then 11) or one backward (26): no
    // majority rule, either is legal.
    assert_eq!(
        moves("pool", &POOL, "W:W22:B18,11,26"),
        ["22x15x8", "22x31"]
    );
    // The king on 29 (a1) takes 22 (c3) from afar and lands anywhere beyond it.
    assert_eq!(
        moves("pool", &POOL, "W:WK29:B22"),
        ["29x11", "29x15", "29x18", "29x4", "29x8"]
    );
}

#[test]
fn spanish_the_most_pieces_then_the_most_kings() {
    // On the turned board: the man on d3 could take the man on c4, the one on h3 the king
    // on g4; one piece either way, the king it must be.
    assert_eq!(moves("spanish", &SPANISH, "W:Wd3,h3:Bc4,Kg4"), ["h3:f5"]);
    // Czech draughts leaves the choice.
    assert_eq!(
        moves("czech", &CZECH, "W:Wc3,g3:Bb4,Kf4"),
        ["c3:a5", "g3:e5"]
    );
    // Men do not capture backward: the man on d3 steps forward, the man on c2 behind it
    // is safe.
    assert_eq!(moves("spanish", &SPANISH, "W:Wd3:Bc2"), ["d3-c4", "d3-e4"]);
}

#[test]
fn czech_a_king_must_capture_before_a_man() {
    // The man on g1 could take three (f2, d4, b6); the king on a5 takes one (b6): the
    // king's capture it must be.
    let fen = "W:Wg1,Ka5:Bb6,f2,d4";
    assert_eq!(moves("czech", &CZECH, fen), ["a5:c7", "a5:d8"]);
    // Without the king the man's capture is compulsory, played to its end.
    assert_eq!(moves("czech", &CZECH, "W:Wg1:Bb6,f2,d4"), ["g1:e3:c5:a7"]);
}

#[test]
fn the_explanations_name_spanish_and_czech_rules() {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    for (id, fen, from, to, message) in [
        (
            "spanish",
            "W:Wd3,h3:Bc4,Kg4",
            "d3",
            "b5",
            "You must take the most pieces, then take the most kings: the capture from h3 is the one.",
        ),
        (
            "czech",
            "W:Wg1,Ka5:Bb6,f2,d4",
            "g1",
            "e3",
            "You must capture with a king: the capture from a5 is the one.",
        ),
    ] {
        let v = fenboard::Variant::builtin(id).unwrap();
        match explain_move(&v, fen, from, to, &Options::default()).unwrap() {
            Verdict::Illegal(e) => assert_eq!(e.message, message, "{id}"),
            Verdict::Legal => panic!("{id}: {from}-{to} is not legal"),
        }
    }
}
#[test]
fn canadian_k_is_a_file_and_the_majority_rule_is_explained() {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    // On 12x12 a lowercase k names the file k: `k3` is a man on k3 (60), not a king on 3;
    // `K` alone marks a king.
    let g = game("canadian");
    let p = GamePosition::from_fen(&g, "W:Wc3,k3:Bd4,f6,j4").unwrap();
    assert_eq!(p.fen(), "W:W56,60:B39,50,53");
    assert_eq!(
        GamePosition::from_fen(&g, "W:WKk3:B1").unwrap().fen(),
        "W:WK60:B1"
    );
    // The man on k3 could take one (j4); the man on c3 takes two (d4, f6).
    let v = fenboard::Variant::builtin("canadian").unwrap();
    match explain_move(&v, &p.fen(), "k3", "i5", &Options::default()).unwrap() {
        Verdict::Illegal(e) => assert_eq!(
            e.message,
            "You must take the most pieces: the capture from 56 takes two."
        ),
        Verdict::Legal => panic!("k3:i5 is not legal"),
    }
}
