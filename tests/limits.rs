//! Every call returns within its limits: the search (`best_move_fen`) and perft (`perft_within`)
//! driven with random positions of every game (random playouts from the starts, random starts,
//! and absurd but legal positions such as chess's back ranks swapped) and random limits. The
//! node counts are checked exactly; the time with a generous factor (3x + 50 ms), as these
//! machines are shared and noisy.

use fenboard::core::error::ErrorCode;
use fenboard::features::perft::perft_within;
use fenboard::features::search::{best_move_fen, Limits, MAX_DEPTH};
use fenboard::game::{AnyPosition, Variant};
use fenboard::Randomness;
use proptest::prelude::*;
use std::time::{Duration, Instant};

/// Absurd but legal positions: each side's pieces behind the other's pawns, or men about to
/// promote. On these, the first iteration of the search used to run for ever.
const ABSURD: &[(&str, &str)] = &[
    (
        "chess",
        "RNBQKBNR/pppppppp/8/8/8/8/PPPPPPPP/rnbqkbnr w - - 0 1",
    ),
    (
        "coregal",
        "RNBQKBNR/pppppppp/8/8/8/8/PPPPPPPP/rnbqkbnr w 0 iiiiiiii -",
    ),
    (
        "grand",
        "R8R/1NBQKMCBN1/pppppppppp/10/10/10/10/PPPPPPPPPP/1nbqkmcbn1/r8r w 0 -",
    ),
    (
        "bario",
        "RNBQKBNR/pppppppp/8/8/8/8/PPPPPPPP/rnbqkbnr w 0 - 00000000 -",
    ),
    (
        "russian",
        "W:Wa5,c5,e5,g5,b6,d6,f6,h6,a7,c7,e7,g7:Bb2,d2,f2,h2,a3,c3,e3,g3,b4,d4,f4,h4",
    ),
];

const REVERSED: &str = "RNBQKBNR/pppppppp/8/8/8/8/PPPPPPPP/rnbqkbnr w - - 0 1";

/// A built-in game.
fn game(id: &str) -> Variant {
    Variant::builtin(id).unwrap()
}

fn parse(variant: &str, fen: &str) -> AnyPosition {
    game(variant).parse(fen).unwrap()
}

/// A position `plies` random moves (by `seed`) from a start of the game (random starts
/// too) or from its absurd position; the playout ends early where the game does.
fn playout(
    index: usize,
    from_absurd: bool,
    level: u32,
    seed: u64,
    plies: usize,
) -> (String, String) {
    let v = game(Variant::BUILT_IN[index % Variant::BUILT_IN.len()]);
    let fen = if from_absurd {
        let (id, fen) = ABSURD.iter().find(|(id, _)| *id == v.id()).unwrap();
        parse(id, fen).fen()
    } else {
        let randomness = Randomness::from_level(level).unwrap();
        v.start_fen(randomness, seed)
    };
    let mut pos = parse(v.id(), &fen);
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = pos.describe_legal_moves(false);
        if moves.is_empty() {
            break;
        }
        // xorshift64: enough to pick moves.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = &moves[(state % moves.len() as u64) as usize];
        pos.play(&m.uci).unwrap();
    }
    (v.id().to_string(), pos.fen())
}

fn position() -> impl Strategy<Value = (String, String)> {
    (0..5usize, any::<bool>(), 0..3u32, any::<u64>(), 0..80usize)
        .prop_map(|(game, absurd, level, seed, plies)| playout(game, absurd, level, seed, plies))
}

/// Searches with the given limits (a time limit as a deadline polled by `stop`) and checks
/// every bound: nodes never above the budget, the time within 3x + 50 ms, the depth within
/// its limit and reached unless a limit ended the search (or a mate or a forced move did),
/// and the move legal.
fn check_search(variant: &str, fen: &str, depth: u32, nodes: u64, time_ms: Option<u64>) {
    let legal = parse(variant, fen).legal_moves();
    let limits = Limits { depth, nodes };
    let start = Instant::now();
    let deadline = time_ms.map(|ms| start + Duration::from_millis(ms));
    let mut stopped = false;
    let mut stop = || {
        stopped = deadline.is_some_and(|d| Instant::now() >= d);
        stopped
    };
    let answer = best_move_fen(&game(variant), fen, limits, &mut stop);
    let elapsed = start.elapsed();
    let Ok(r) = answer else {
        assert!(
            legal.is_empty(),
            "{variant} {fen}: no answer, {} legal moves",
            legal.len()
        );
        return;
    };
    let what = format!("{variant} {fen} {limits:?} {time_ms:?}: {r:?}");
    assert!(legal.contains(&r.best), "{what}: not a legal move");
    assert!(r.nodes <= nodes, "{what}: over the node budget");
    assert!(r.depth <= depth.clamp(1, MAX_DEPTH), "{what}: too deep");
    if let Some(ms) = time_ms {
        // Generous: a loaded two-core machine stretches milliseconds; a search that ignored its
        // time would run to its depth, far beyond this.
        let bound = Duration::from_millis(3 * ms + 250);
        assert!(elapsed <= bound, "{what}: took {elapsed:?}");
    }
    let ended_by_itself =
        r.depth == depth.clamp(1, MAX_DEPTH) || r.mate.is_some() || legal.len() == 1;
    if !ended_by_itself && !stopped {
        assert_eq!(
            r.nodes, nodes,
            "{what}: stopped early with neither limit reached"
        );
    }
    if time_ms.is_none() {
        // Without a clock the search is a function of its node budget.
        let again = best_move_fen(&game(variant), fen, limits, &mut || false).unwrap();
        assert_eq!(again, r, "{what}: not the same twice");
    }
}

/// A budget from 0 to about 200,000, as likely small as large.
fn budget() -> impl Strategy<Value = u64> {
    (0..18u32, 0..10_000u64).prop_map(|(bits, low)| (1u64 << bits) - 1 + low % (1 << bits))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_search_keeps_its_node_budget((variant, fen) in position(), depth in 1..12u32, nodes in budget()) {
        check_search(&variant, &fen, depth, nodes, None);
    }

    #[test]
    fn the_search_keeps_its_time((variant, fen) in position(), depth in 1..=MAX_DEPTH, ms in 0..60u64) {
        check_search(&variant, &fen, depth, u64::MAX, Some(ms));
    }

    #[test]
    fn the_search_keeps_every_limit_at_once(
        (variant, fen) in position(),
        depth in 1..8u32,
        nodes in budget(),
        ms in 0..60u64,
    ) {
        check_search(&variant, &fen, depth, nodes, Some(ms));
    }

    #[test]
    fn perft_within_a_budget_counts_exactly_or_refuses((variant, fen) in position(), depth in 0..4u32, nodes in budget()) {
        let exact = parse(&variant, &fen).perft(depth).unwrap();
        match perft_within(&game(&variant), &fen, depth, nodes) {
            Ok(n) => prop_assert!(n == exact && n <= nodes, "{variant} {fen} {depth}: {n}, {exact}, {nodes}"),
            Err(e) => {
                prop_assert!(exact > nodes, "{variant} {fen} {depth}: refused {exact} within {nodes}");
                prop_assert_eq!(e.code(), ErrorCode::BadOption);
            }
        }
    }

    #[test]
    fn perft_deep_stops_at_its_budget((variant, fen) in position(), depth in 4..=12u32, nodes in budget()) {
        let start = Instant::now();
        let answer = perft_within(&game(&variant), &fen, depth, nodes);
        // A budget of 200,000 leaves is milliseconds of work; a second is generous.
        prop_assert!(start.elapsed() < Duration::from_secs(1), "{variant} {fen} {depth}: {:?}", start.elapsed());
        if let Ok(n) = answer {
            prop_assert!(n <= nodes);
            prop_assert_eq!(n, parse(&variant, &fen).perft(depth).unwrap());
        }
    }
}

#[test]
fn the_reversed_board_answers_within_each_limit() {
    check_search("chess", REVERSED, 1, u64::MAX, None);
    check_search("chess", REVERSED, 2, 1_000, None);
    check_search("chess", REVERSED, MAX_DEPTH, u64::MAX, Some(100));
    for &(variant, fen) in ABSURD {
        check_search(variant, fen, MAX_DEPTH, 1_000, None);
        check_search(variant, fen, MAX_DEPTH, u64::MAX, Some(50));
        check_search(variant, fen, MAX_DEPTH, 0, None);
    }
}

#[test]
fn an_interrupted_first_iteration_answers_the_best_move_searched_so_far() {
    // Captures come first: Qxd5, which loses the queen for a rook (exd5), then Rxh4, which
    // wins a knight; a quiet move is best in the end (Qb2+, by mobility).
    let fen = "1k6/8/4p3/3r4/7n/8/Q7/4K2R w - - 0 1";
    let chess = game("chess");
    let full = best_move_fen(&chess, fen, Limits::depth(1), &mut || false).unwrap();
    assert_eq!(full.depth, 1);
    // The answer for each budget, where it changes.
    let mut changes: Vec<(u64, String, i32)> = Vec::new();
    for nodes in 0..full.nodes {
        let r = best_move_fen(&chess, fen, Limits { depth: 1, nodes }, &mut || false).unwrap();
        assert_eq!((r.depth, r.nodes), (0, nodes), "{r:?}");
        if changes.last().map_or(true, |c| c.1 != r.best.uci) {
            changes.push((nodes, r.best.uci, r.score));
        }
    }
    // Nothing searched to the end: the first move in order; then the best of those searched
    // (a better one each time), ending with the complete iteration's.
    assert_eq!(
        (changes[0].0, changes[0].1.as_str()),
        (0, "a2d5"),
        "{changes:?}"
    );
    assert_eq!(changes[1].1, "h1h4", "{changes:?}");
    assert!(changes[1].0 > 1, "{changes:?}");
    assert!(
        changes[1..].windows(2).all(|w| w[0].2 < w[1].2),
        "{changes:?}"
    );
    assert_eq!(changes.last().unwrap().1, full.best.uci, "{changes:?}");
}

#[test]
fn perft_refuses_past_its_budget_with_a_message() {
    let chess = game("chess");
    let start = chess.start_fen(Randomness::Standard, 0);
    assert_eq!(perft_within(&chess, &start, 4, 197_281), Ok(197_281));
    let e = perft_within(&chess, &start, 4, 197_280).unwrap_err();
    assert_eq!(e.code(), ErrorCode::BadOption);
    assert_eq!(
        e.to_string(),
        "perft exceeded its budget: the tree 4 plies deep has more than 197280 leaves (option 'nodes')"
    );
    // Deep on the reversed board, refused at once.
    let t = Instant::now();
    assert!(perft_within(&chess, REVERSED, 12, 1_000_000).is_err());
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    // The depth cap comes first.
    let e = perft_within(&chess, &start, 13, 10).unwrap_err();
    assert_eq!(e.code(), ErrorCode::BadOption);
    assert!(e.to_string().contains("too deep"), "{e}");
}

#[test]
fn explain_move_answers_every_attempt_on_the_absurd_positions() {
    use fenboard::features::explain::{explain_move, Options, Verdict};
    for &(variant, fen) in ABSURD {
        let pos = parse(variant, fen);
        let legal = pos.describe_legal_moves(false);
        let files = if variant == "grand" { 10 } else { 8 };
        let square = |i: u8| format!("{}{}", (b'a' + i % files) as char, i / files + 1);
        let start = Instant::now();
        for from in 0..files * files {
            for to in 0..files * files {
                let (from, to) = (square(from), square(to));
                let verdict = explain_move(&game(variant), fen, &from, &to, &Options::default())
                    .unwrap_or_else(|e| panic!("{variant} {from}{to}: {e}"));
                // Draughts captures and promotions name more than two squares: only the
                // chess family's simple moves are checked against the legal moves here.
                let plain = legal.iter().any(|m| {
                    m.from.to_string() == from && m.to.to_string() == to && m.promotion.is_none()
                });
                if plain && variant != "russian" && variant != "bario" {
                    assert_eq!(verdict, Verdict::Legal, "{variant} {from}{to}");
                }
            }
        }
        // About 10 ms natively for the largest board.
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{variant}: {:?}",
            start.elapsed()
        );
    }
}
