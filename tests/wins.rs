//! Ways to win as data (variants/*.json): a region to reach (king of the hill, racing kings,
//! Jeson Mor), checks counted (three-check), captures compulsory and losing every piece
//! (antichess, suicide), no royal piece on one side (horde), explosions (atomic). Each rule on
//! a position built for it; the whole games are compared with Fairy-Stockfish in
//! tests/node/define-oracle and with chessops in tests/node/lichess-oracle.

use fenboard::core::color::Color;
use fenboard::core::moves::Move;
use fenboard::core::outcome::{Outcome, OutcomeReason};
use fenboard::core::position::Position;
use fenboard::formats::fen;
use fenboard::game::Variant;
use fenboard::util::random::Rng;

mod common;
use common::{shipped as game, shipped_moves as moves};

/// How the game stands.
fn outcome(id: &str, fen: &str) -> Option<Outcome> {
    game(id).parse(fen).unwrap().status().outcome
}

/// The FEN after a move.
fn after(id: &str, fen: &str, uci: &str) -> String {
    let mut pos = game(id).parse(fen).unwrap();
    pos.play(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    pos.fen()
}

const fn won(by: Color, reason: OutcomeReason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(by),
        reason,
    })
}

#[test]
fn a_king_on_the_hill_wins_at_once() {
    let fen = "4k3/8/8/8/8/4K3/8/8 w - - 0 1";
    assert!(moves("kingofthehill", fen).contains(&"e3e4".to_string()));
    let reached = after("kingofthehill", fen, "e3e4");
    assert_eq!(
        outcome("kingofthehill", &reached),
        won(Color::White, OutcomeReason::Region)
    );
    assert!(moves("kingofthehill", &reached).is_empty());
    // A bare king can still walk to the hill: no draw for want of material.
    assert_eq!(outcome("kingofthehill", fen), None);
}

#[test]
fn racing_kings_forbids_checks_and_lets_black_equalize() {
    // The rook may not go to a7 or e1: each would check the king.
    let m = moves("racingkings", "8/4k3/8/8/8/8/8/R5K1 w - - 0 1");
    assert!(m.contains(&"a1a6".to_string()));
    for check in ["a1a7", "a1e1"] {
        assert!(!m.contains(&check.to_string()), "{check} gives check");
    }
    // White reached; black can reach too: the game goes on, and ends drawn when it does.
    let fen = "6K1/4k3/8/8/8/8/8/8 b - - 0 1";
    assert_eq!(outcome("racingkings", fen), None);
    let both = after("racingkings", fen, "e7e8");
    assert_eq!(
        outcome("racingkings", &both),
        Some(Outcome {
            winner: None,
            reason: OutcomeReason::Region
        })
    );
    // Black cannot reach: White has won.
    assert_eq!(
        outcome("racingkings", "6K1/8/4k3/8/8/8/8/8 b - - 0 1"),
        won(Color::White, OutcomeReason::Region)
    );
    // Black reached first: White gets no extra move.
    assert_eq!(
        outcome("racingkings", "4k3/8/6K1/8/8/8/8/8 w - - 0 1"),
        won(Color::Black, OutcomeReason::Region)
    );
}

#[test]
fn a_knight_on_the_centre_must_survive_one_move_in_jeson_mor() {
    let fen = "4n4/9/9/9/4N4/9/9/9/9 b - - 0 1";
    assert_eq!(outcome("jesonmor", fen), None);
    // Black may take it...
    let m = moves("jesonmor", "9/9/5n3/9/4N4/9/9/9/9 b - - 0 1");
    assert!(m.contains(&"f7e5".to_string()), "{m:?}");
    // ...and if it does not, White has won.
    let survived = after("jesonmor", fen, "e9d7");
    assert_eq!(
        outcome("jesonmor", &survived),
        won(Color::White, OutcomeReason::Region)
    );
}

#[test]
fn three_checks_win_and_the_fen_counts_them() {
    let fen = "4k3/8/8/8/8/8/8/4KQ2 w - - 1+3 0 1";
    let checked = after("3check", fen, "f1b5");
    assert_eq!(checked, "4k3/8/8/1Q6/8/8/8/4K3 b - - 0+3 1 1");
    assert_eq!(
        outcome("3check", &checked),
        won(Color::White, OutcomeReason::Checks)
    );
    assert!(moves("3check", &checked).is_empty());
    // lichess's form (the checks given, after the move number) reads to the same position.
    let lichess = game("3check")
        .parse("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1 +2+0")
        .unwrap();
    assert_eq!(lichess.fen(), fen);
    // A FEN without them starts from three each.
    let bare = game("3check")
        .parse("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1")
        .unwrap();
    assert_eq!(bare.fen(), "4k3/8/8/8/8/8/8/4KQ2 w - - 3+3 0 1");
    let e = game("3check")
        .parse("4k3/8/8/8/8/8/8/4KQ2 w - - 4+3 0 1")
        .unwrap_err();
    assert!(e.to_string().contains("checks field is '4+3'"), "{e}");
    // Only bare kings draw for want of material: a knight can still give checks.
    assert_eq!(
        outcome("3check", "4k3/8/8/8/8/8/8/4KN2 w - - 3+3 0 1"),
        None
    );
    assert_eq!(
        outcome("3check", "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1").map(|o| o.reason),
        Some(OutcomeReason::InsufficientMaterial)
    );
}

#[test]
fn antichess_captures_are_compulsory_and_losing_everything_wins() {
    // The rook must take: the king is no royal piece, and may be taken.
    let m = moves("antichess", "k7/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(m, ["a1a8"]);
    let m = moves("antichess", "8/8/8/8/8/4k3/8/4R3 w - - 0 1");
    assert_eq!(m, ["e1e3"]);
    assert_eq!(
        outcome("antichess", "8/8/8/8/8/4R3/8/8 b - - 0 1"),
        won(Color::Black, OutcomeReason::Extinction)
    );
    // Stalemated: the side to move wins.
    assert_eq!(
        outcome("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1"),
        won(Color::White, OutcomeReason::Stalemate)
    );
    // In suicide chess, a stalemate goes to the side with fewer pieces.
    let more = "8/8/8/8/p6p/P6P/7P/8 w - - 0 1";
    assert_eq!(
        outcome("suicide", more),
        won(Color::Black, OutcomeReason::Stalemate)
    );
    // And pawns may become kings.
    let m = moves("antichess", "8/P7/8/8/8/8/8/7k w - - 0 1");
    assert!(m.contains(&"a7a8k".to_string()), "{m:?}");
}

#[test]
fn the_horde_has_no_king_and_loses_its_last_piece() {
    let v = game("horde");
    let start = v.start_position();
    assert_eq!(start.status().legal_move_count, 8);
    // A pawn on the first rank steps two squares; it cannot be taken en passant.
    let fen = "4k3/8/8/8/8/p7/8/1P6 w - - 0 1";
    assert!(moves("horde", fen).contains(&"b1b3".to_string()));
    let stepped = after("horde", fen, "b1b3");
    assert_eq!(stepped, "4k3/8/8/8/8/pP6/8/8 b - - 0 1");
    assert_eq!(
        moves("horde", &stepped),
        ["a3a2", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]
    );
    assert_eq!(
        outcome("horde", "4k3/8/8/8/8/8/8/8 w - - 0 1"),
        won(Color::Black, OutcomeReason::Extinction)
    );
}

#[test]
fn an_atomic_capture_explodes_its_neighbours() {
    // Nxd7 blows up the knight, d7's pawn stays (pawns survive a blast), c8's bishop and d8's
    // queen go; e8's king goes too: White has won.
    let fen = "rnbqkbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1";
    let blown = after("atomic", fen, "c5d7");
    assert_eq!(
        blown,
        "rn3bnr/ppp1pppp/8/8/8/8/PPPPPPPP/R1BQKBNR b KQ - 0 1"
    );
    assert_eq!(
        outcome("atomic", &blown),
        won(Color::White, OutcomeReason::Extinction)
    );
    // A king may not capture (it would blow up), nor a piece next to its own king.
    let m = moves("atomic", "4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1");
    assert!(!m.contains(&"e1d2".to_string()), "{m:?}");
    assert!(!m.contains(&"d1d2".to_string()), "{m:?}");
    // Kings side by side cannot check each other: the rook's attack does not count.
    let v = game("atomic");
    let pos = v.parse("8/8/8/8/8/3k4/3K4/3r4 w - - 0 1").unwrap();
    assert!(!pos.status().check);
    // In check from a1's rook, blowing up the enemy king is legal whatever else; another
    // move of the bishop that does not answer the check is not.
    let m = moves("atomic", "4k3/3n4/8/8/B7/8/8/r3K3 w - - 0 1");
    assert!(m.contains(&"a4d7".to_string()), "{m:?}");
    assert!(
        m.contains(&"a4d1".to_string()) && !m.contains(&"a4b5".to_string()),
        "{m:?}"
    );
}

/// Whether `m` leaves the mover safe, found by playing it: no royal piece of the mover blown
/// up, and an enemy one blown up or none of the mover's attacked (the reference for the
/// engine's test, which finds it without playing the move).
fn safe_when_played(pos: &Position, m: &Move) -> bool {
    let x = pos.rules().explosions.unwrap();
    if m.capture == Some(m.role) && x.mutually_immune.contains(m.role) {
        return false;
    }
    let us = pos.turn();
    let royals = |p: &Position, c: Color| {
        let b = p.board();
        (b.roles_bits(p.rules().royals) & b.color_bits(c)).count()
    };
    let mut after = pos.clone();
    after.play_unchecked(m);
    let crowned = m.promotion.is_some_and(|r| pos.rules().is_royal(r));
    if royals(&after, us) < royals(pos, us) + u32::from(crowned) {
        return false;
    }
    royals(&after, !us) < royals(pos, !us) || !after.royal_attacked(us)
}

#[test]
fn explosions_are_tested_without_playing_the_moves_as_if_played() {
    // Random games of the three games with explosions, many captures chosen: at every
    // position each move the generator could make is legal exactly when, played, it
    // leaves the mover safe.
    let mut rng = Rng::new(20261206);
    let mut compared = 0;
    for id in ["atomic", "atomar", "nocheckatomic"] {
        let v = game(id);
        for _ in 0..40 {
            let mut pos = v
                .parse(&v.info().start_fen)
                .unwrap()
                .chess()
                .unwrap()
                .clone();
            for _ in 0..80 {
                if pos.ended_by_rule().is_some() {
                    break;
                }
                let mut pseudo = Vec::new();
                pos.pseudo_legal_moves(&mut pseudo);
                let legal = pos.legal_moves();
                for m in &pseudo {
                    assert_eq!(
                        legal.contains(m),
                        safe_when_played(&pos, m),
                        "{id} {}: {m:?}",
                        fen::write(&pos)
                    );
                    compared += 1;
                }
                if legal.is_empty() {
                    break;
                }
                let captures: Vec<Move> = legal
                    .iter()
                    .filter(|m| m.capture.is_some())
                    .copied()
                    .collect();
                let m = match captures.is_empty() || rng.below(3) == 0 {
                    true => rng.pick(&legal),
                    false => rng.pick(&captures),
                };
                pos.play_unchecked(&m);
            }
        }
    }
    assert!(compared > 50_000, "{compared} moves compared");
}

#[test]
fn bad_definitions_of_ways_to_win_name_the_field() {
    let base = |extra: &str| {
        format!(
            r#"{{"id": "bad", "board": {{"width": 8, "height": 8}}, "pieces": [
            {{"letter": "k", "betza": "K", "royal": true}}, {{"letter": "n", "betza": "N"}}],
            "start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"{extra}}}"#
        )
    };
    let error = |extra: &str| {
        Variant::from_json(&base(extra))
            .err()
            .unwrap_or_else(|| panic!("{extra} is accepted"))
            .to_string()
    };
    assert_eq!(
        error(r#", "flag": {"pieces": ["x"], "squares": "d4-e5"}"#),
        "flag.pieces[0]: 'x' is no piece of the game"
    );
    assert_eq!(
        error(r#", "flag": {"pieces": ["k"], "squares": "d4-e9"}"#),
        "flag.squares: 'e9' is not a square of the 8x8 board"
    );
    assert_eq!(
        error(r#", "flag": {"pieces": ["k"], "squares": {"white": "a8-h8", "black": "a0"}}"#),
        "flag.squares.black: 'a0' is not a square of the 8x8 board"
    );
    assert!(error(r#", "checks": 10"#).starts_with("checks: 10 is not"));
    assert!(error(r#", "mustCapture": "yes""#).starts_with("mustCapture: must be true or false"));
    assert_eq!(
        error(r#", "explosions": {"immune": ["q"]}"#),
        "explosions.immune[0]: 'q' is no piece of the game"
    );
    // No royal piece and no other way to end: refused.
    let none = r#"{"id": "bad", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "n", "betza": "N"}], "start": "4n3/8/8/8/8/8/8/4N3 w - - 0 1"}"#;
    assert!(Variant::from_json(none)
        .unwrap_err()
        .to_string()
        .starts_with("pieces: no piece is royal"));
}

/// The explanation of a refused move: (reason code, English, French).
fn why(id: &str, fen: &str, from: &str, to: &str) -> (String, String, String) {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let get = |lang| {
        let o = Options {
            lang,
            ..Options::default()
        };
        match explain_move(&game(id), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e,
            Verdict::Legal => panic!("{id} {fen}: {from}-{to} is legal"),
        }
    };
    let (en, fr) = (get(Lang::En), get(Lang::Fr));
    assert_eq!((en.reason, &en.squares), (fr.reason, &fr.squares));
    (en.reason.code().to_string(), en.message, fr.message)
}

#[test]
fn the_explanations_say_which_rule_refuses_a_move() {
    let (code, en, fr) = why("antichess", "k7/8/8/8/8/8/8/R3K3 w - - 0 1", "e1", "e2");
    assert_eq!(code, "capture-compulsory");
    assert_eq!(
        en,
        "A capture is compulsory: your rook on a1 can take on a8."
    );
    assert!(fr.starts_with("La prise est obligatoire"), "{fr}");
    let (code, en, _) = why("racingkings", "8/4k3/8/8/8/8/8/R5K1 w - - 0 1", "a1", "a7");
    assert_eq!(code, "gives-check");
    assert_eq!(
        en,
        "This move would give check to the king on e7, and no move may give check in this game."
    );
    let (code, en, _) = why("atomic", "4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1", "d1", "d2");
    assert_eq!(code, "explodes-own-royal");
    assert_eq!(
        en,
        "This capture would blow up your king on e1, next to d2."
    );
    let (code, en, _) = why("atomic", "4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1", "e1", "d2");
    assert_eq!(code, "explodes-own-royal");
    assert_eq!(
        en,
        "Your king may not capture: the explosion would blow it up."
    );
    let (code, en, _) = why("atomar", "8/8/8/8/8/3k4/3K4/8 w - - 0 1", "d2", "d3");
    assert_eq!(code, "explodes-own-royal");
    assert!(en.contains("may not take a piece of its own kind"), "{en}");
}

/// The engine's move and its mate count, at a few plies.
fn engine(id: &str, fen: &str) -> (String, Option<i32>) {
    use fenboard::features::search::{best_move_fen, Limits};
    let r = best_move_fen(&game(id), fen, Limits::depth(3), &mut || false).unwrap();
    (r.best.uci, r.mate)
}

#[test]
fn the_engine_plays_for_these_ends() {
    // The king steps onto the hill (d4 or e4) rather than anywhere else.
    let (uci, mate) = engine("kingofthehill", "4k3/8/8/8/8/4K3/r7/8 w - - 0 1");
    assert!(
        ["e3e4", "e3d4"].contains(&uci.as_str()) && mate == Some(1),
        "{uci} {mate:?}"
    );
    // Blowing up the king wins, though the queen is lost with it.
    assert_eq!(
        engine(
            "atomic",
            "rnbqkbnr/pppppppp/8/2N5/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
        )
        .0,
        "c5d7"
    );
    // The third check wins.
    assert_eq!(
        engine("3check", "4k3/8/8/8/8/8/8/4KQ2 w - - 1+3 0 1").1,
        Some(1)
    );
    // In antichess, offering the last piece wins: the other side must take it.
    let (uci, mate) = engine("antichess", "7r/8/8/8/8/8/8/R7 w - - 0 1");
    assert!(mate.is_some_and(|n| n > 0), "{uci} {mate:?}");
    assert!(uci == "a1a8" || uci == "a1h1", "{uci}");
}

#[test]
fn repetition_and_the_move_rule_may_decide_a_game() {
    let json = r#"{"id": "repeat-loses", "board": {"width": 4, "height": 4},
        "pieces": [{"letter": "k", "betza": "K", "royal": true}, {"letter": "n", "betza": "N"}],
        "start": "k3/4/4/N2K w - - 0 1", "repetition": 2, "repetitionResult": "loss",
        "moveRule": 3, "moveRuleResult": "win"}"#;
    let v = Variant::from_json(json).unwrap();
    let mut g = fenboard::game::Game::new(&v, None).unwrap();
    for m in ["a1b3", "a4b4", "b3a1", "b4a4"] {
        g.play(m).unwrap();
    }
    // The start again, White to move: its second time, which White loses.
    let o = g.status().outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), OutcomeReason::ThreefoldRepetition)
    );
    // Three moves of each side without a capture: the side to move wins by the move rule.
    let o = v
        .parse("k3/4/4/N2K w - - 6 4")
        .unwrap()
        .status()
        .outcome
        .unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::White), OutcomeReason::FiftyMoves)
    );
}

#[test]
fn a_three_check_diagram_shows_the_checks_left() {
    use fenboard::features::diagram::{describe, parse_diagram, render, RenderOptions};
    let v = game("3check");
    let d = parse_diagram("4k3/8/8/8/8/8/8/4KQ2 w - - 1+3 0 1", Some(&v)).unwrap();
    assert_eq!(d.checks_left, Some([1, 3]));
    assert!(
        describe(&d).contains(" Checks left to give: White 1, Black 3. "),
        "{}",
        describe(&d)
    );
    let svg = render(&d, &RenderOptions::default());
    assert!(svg.contains(">White: 1 check left to give</text>"), "{svg}");
    assert!(svg.contains(">Black: 3 checks left to give</text>"));
    // A diagram of the board alone says nothing of them.
    let board_only = parse_diagram("4k3/8/8/8/8/8/8/4KQ2", Some(&v)).unwrap();
    assert_eq!(board_only.checks_left, None);
}

#[test]
fn dobutsu_lion_wins_on_the_last_rank_only_unattacked() {
    // White's lion on a4, attacked by Black's giraffe on b4: the game goes on.
    assert_eq!(outcome("dobutsu", "Lg1/3/1l1/3[] b - - 0 1"), None);
    // On c4, unattacked: White has won.
    assert_eq!(
        outcome("dobutsu", "g1L/3/1l1/3[] b - - 0 1"),
        won(Color::White, OutcomeReason::Region)
    );
    // Black's lion taken: Black has lost.
    assert_eq!(
        outcome("dobutsu", "1g1/3/1L1/3[L] b - - 0 1"),
        won(Color::White, OutcomeReason::Extinction)
    );
}
