//! The draughts draw rules of the definitions' `end.draws` (international, Brazilian,
//! English, Italian, Turkish, Frisian): each on a position built for it, played with a `Game` until its count
//! is reached and not a ply before; the definition errors that name the field; and a seeded
//! sample of `tests/oracle/pydraughts_draws.py`, which compares how fenboard's and
//! pydraughts' games end after every move (`npm run oracle` runs 200 games of each).

mod common;

use fenboard::core::outcome::OutcomeReason;
use fenboard::variants::draughts::Game as Definition;
use fenboard::{Game, Variant};
use std::collections::HashSet;

/// Plays moves of `pick`'s kind in `g` until the game ends, each a legal move that leads to
/// no position seen before and after which the other side cannot capture (chosen by a
/// seeded generator; seeds are tried in turn until one goes on to the end); returns how
/// many plies it played and why the game ended.
fn play_on(g: &Game, pick: impl Fn(&fenboard::MoveInfo) -> bool) -> (usize, OutcomeReason) {
    'seeds: for seed in 1u64..200 {
        let mut state = seed;
        let mut g = g.clone();
        let mut seen = HashSet::from([g.fen()]);
        for ply in 0..300 {
            if let Some(o) = g.status().outcome {
                assert_eq!(o.winner, None, "{} at ply {ply}", g.fen());
                return (ply, o.reason);
            }
            let quiet: Vec<String> = (g.legal_moves().iter())
                .filter(|m| pick(m))
                .filter(|m| {
                    let mut h = g.clone();
                    h.play(&m.uci).unwrap();
                    !seen.contains(&h.fen())
                        && h.legal_moves().iter().all(|r| r.captured.is_empty())
                })
                .map(|m| m.uci.clone())
                .collect();
            if quiet.is_empty() {
                continue 'seeds;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            g.play(&quiet[(state >> 33) as usize % quiet.len()])
                .unwrap();
            seen.insert(g.fen());
        }
        panic!("{}: no end in 300 plies", g.fen());
    }
    panic!("no seed found a game of quiet new moves");
}

/// [`play_on`] from a FEN of the game `id`.
fn play_until_end(
    id: &str,
    fen: &str,
    pick: impl Fn(&fenboard::MoveInfo) -> bool,
) -> (usize, OutcomeReason) {
    let g = Game::new(&Variant::builtin(id).unwrap(), Some(fen)).unwrap();
    play_on(&g, pick)
}

fn king(m: &fenboard::MoveInfo) -> bool {
    m.piece.eq_ignore_ascii_case(&'K')
}

#[test]
fn international_lone_king_against_two_pieces_drawn_after_five_moves() {
    // A lone king against a king and a man: ten plies of king moves.
    let (ply, reason) = play_until_end("international", "W:WK46:BK4,16", king);
    assert_eq!((ply, reason), (10, OutcomeReason::SmallEndgame));
}

#[test]
fn international_lone_king_against_three_pieces_drawn_after_sixteen_moves() {
    let (ply, reason) = play_until_end("international", "W:WK46:BK4,K3,16", king);
    assert_eq!((ply, reason), (32, OutcomeReason::SmallEndgame));
}

#[test]
fn international_kings_only_drawn_after_twenty_five_moves() {
    // Two kings and a man each: no small ending, so only the 50 plies of king moves.
    let (ply, reason) = play_until_end("international", "W:WK46,K47,36:BK4,K5,15", king);
    assert_eq!((ply, reason), (50, OutcomeReason::KingsOnlyMoves));
}

#[test]
fn a_man_move_starts_the_king_count_again() {
    // King moves, a man's move at the third ply, then five king moves: the ten plies of a
    // lone king against a king and a man count from the man's move, so five more end it.
    let variant = Variant::builtin("international").unwrap();
    let mut g = Game::new(&variant, Some("W:WK46,38:BK4")).unwrap();
    for (i, m) in [
        "46-41", "4-9", "38-32", "9-4", "41-46", "4-9", "46-41", "9-4",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(g.status().outcome, None, "ply {i}");
        g.play(m).unwrap();
    }
    assert_eq!(play_on(&g, king), (5, OutcomeReason::SmallEndgame));
}

#[test]
fn brazilian_kings_only_drawn_after_twenty_moves() {
    // The Confederação Brasileira de Damas' rule 16: twenty moves of each side with kings
    // alone, no capture, no man moved.
    let fen = "W:WKa1,Kc1,Ke1:BKb8,Kd8,Kf8";
    let (ply, reason) = play_until_end("brazilian", fen, king);
    assert_eq!((ply, reason), (40, OutcomeReason::KingsOnlyMoves));
}

#[test]
fn english_and_italian_kings_only_drawn_after_forty_moves() {
    for (id, fen) in [
        ("english", "B:WK29,K30,K31:BK1,K2,K3"),
        ("italian", "W:WK29,K30,K31:BK1,K2,K3"),
    ] {
        let (ply, reason) = play_until_end(id, fen, king);
        assert_eq!((ply, reason), (80, OutcomeReason::KingsOnlyMoves), "{id}");
    }
}

#[test]
fn frisian_two_kings_against_one_drawn_after_seven_moves() {
    for id in ["frisian", "frysk"] {
        let (ply, reason) = play_until_end(id, "W:WK46,K47:BK4", king);
        assert_eq!((ply, reason), (14, OutcomeReason::SmallEndgame), "{id}");
        let (ply, reason) = play_until_end(id, "W:WK46:BK4", king);
        assert_eq!((ply, reason), (4, OutcomeReason::SmallEndgame), "{id}");
    }
}

#[test]
fn frisian_three_kings_against_one_is_not_drawn_by_count() {
    // Only two kings against one are; three against one play on (to repetition or a win).
    let variant = Variant::builtin("frisian").unwrap();
    let mut g = Game::new(&variant, Some("W:WK46,K47,K48:BK4")).unwrap();
    for (i, m) in [
        "46-41", "4-9", "47-42", "9-4", "48-43", "4-9", "41-46", "9-4", "42-47", "4-9", "43-48",
        "9-4", "46-41", "4-9", "47-42",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(g.status().outcome, None, "ply {i}");
        g.play(m).unwrap();
    }
    assert_eq!(g.status().outcome, None);
}

#[test]
fn turkish_one_piece_against_one_drawn_after_two_moves() {
    // Men count: two moves of each side without a capture, whatever moves.
    let (ply, reason) = play_until_end("turkish", "W:Wa3:Bh6", |_| true);
    assert_eq!((ply, reason), (4, OutcomeReason::SmallEndgame));
    let (ply, reason) = play_until_end("turkish", "W:WKa1:Bh6", |_| true);
    assert_eq!((ply, reason), (4, OutcomeReason::SmallEndgame));
}

#[test]
fn turkish_two_pieces_against_one_play_on() {
    let variant = Variant::builtin("turkish").unwrap();
    let mut g = Game::new(&variant, Some("W:Wa3,b3:Bh6")).unwrap();
    for m in ["a3-a4", "h6-h5", "a4-a5", "h5-h4", "b3-b4"] {
        g.play(m).unwrap();
    }
    assert_eq!(g.status().outcome, None);
}

#[test]
fn russian_and_the_games_without_draws_keep_theirs() {
    // Antidraughts and breakthrough list no `end.draws`.
    for id in ["antidraughts", "breakthrough", "russian"] {
        let text = Variant::builtin_json(id).unwrap();
        assert!(
            Definition::from_json(text).unwrap().draws.is_empty(),
            "{id}"
        );
    }
}

#[test]
fn bad_draw_rules_name_their_field() {
    let with = |draws: &str| {
        let json = format!(
            r#"{{"family": "draughts", "id": "x", "name": "X", "board": {{"width": 8, "height": 8}},
                "start": "W:W21-32:B1-12", "end": {{"draws": {draws}}}}}"#
        );
        Definition::from_json(&json).unwrap_err().to_string()
    };
    for (draws, error) in [
        ("3", "end.draws: must be an array"),
        (
            r#"[{"plies": 0}]"#,
            "end.draws[0].plies: 0 is not a number of plies from 1 to 250",
        ),
        (
            r#"[{"plies": 4}, {"plies": 4, "count": "moves"}]"#,
            "end.draws[1].count:",
        ),
        (
            r#"[{"plies": 4, "kings": 1}]"#,
            "end.draws[0].kings: unknown field",
        ),
        (
            r#"[{"plies": 4, "sides": [{"pieces": 1}]}]"#,
            "end.draws[0].sides: must list the two sides' material",
        ),
        (
            r#"[{"plies": 4, "sides": [{"pieces": 1}, {"pieces": [3, 2]}]}]"#,
            "end.draws[0].sides[1].pieces: must be a number from 0 to 40 or a range",
        ),
        (
            r#"[{"plies": 4, "sides": [{"pieces": 1}, {"pieces": 41}]}]"#,
            "end.draws[0].sides[1].pieces:",
        ),
        (
            r#"[{"plies": 4, "sides": [{"pieces": 1, "kings": 2}, {}]}]"#,
            "end.draws[0].sides[0]: no position has this material",
        ),
        (
            r#"[{"plies": 4, "sides": [{"pieces": 0}, {}]}]"#,
            "end.draws[0].sides[0]: no position has this material",
        ),
        (
            r#"[{"plies": 4, "count": "sinceCapture"}]"#,
            "end.draws[0].sides: required with count 'sinceCapture'",
        ),
    ] {
        let e = with(draws);
        assert!(e.starts_with(error), "{draws}: {e}");
    }
}

#[test]
fn pydraughts_agrees_on_how_games_end() {
    let (stdout, passed) =
        common::pydraughts("pydraughts_draws.py", &["--game", "all", "--games", "6"]);
    assert!(passed >= 1000, "only {passed} positions compared");
    // Draws by the definitions' rules were met, not only wins.
    assert!(
        stdout.contains("draw:small-endgame"),
        "no small-endgame draw:\n{stdout}"
    );
}
