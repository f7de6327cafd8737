//! Property tests (proptest, stable Rust): every parser answers any string with a value or
//! an error, never a panic; random games in every variant keep their invariants (undo
//! restores the exact position, FEN round-trips and is stable, no legal move leaves a royal
//! piece attacked by an attack test written independently of `position.rs`, notation reads
//! back, perft equals the sum of its divide).
//!
//! The invariant checks are shared with the fuzz targets: `fuzz/src/checks.rs`.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use fenboard::features::diagram::{self, RenderOptions};
use fenboard::formats::notation;
use fenboard::game::{self, AnyPosition, Game, Playable, Randomness, Variant};
use fenboard::variants::russian;
use proptest::prelude::*;

/// Every built-in game.
fn all() -> Vec<Variant> {
    Variant::BUILT_IN
        .iter()
        .map(|id| Variant::builtin(id).unwrap())
        .collect()
}

fn chess() -> Variant {
    Variant::builtin("chess").unwrap()
}

fn russian_game() -> Variant {
    Variant::builtin("russian").unwrap()
}

/// Strings made of FEN characters (more likely to get deep into the parsers than
/// arbitrary Unicode).
fn fen_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "([1-8]|[1-7][nbrqpuNBRQPU]|[nbrqpuNBRQPU][1-7]|3[nbrqNBRQ]4)(/([1-8]|[1-7][nbrqpuNBRQPU]|3[nbrqNBRQ]4)){7}( [wb] -( -| [a-h][36])?)?",
        "[rnbqkpmcuRNBQKPMCU1-9/]{0,70}( [wbWB]( [KQkqA-Ja-j-]{1,5}| [0-9]{1,3})( [a-j][1-9]| -| [a-j-]{8})?( [0-9]{1,3})?( [0-9]{1,3})?)?",
        "[WB]:[WBK,0-9a-h:-]{0,40}",
        any::<String>(),
    ]
}

/// A valid FEN of some game with a few characters replaced.
fn mutated_fen() -> impl Strategy<Value = (Variant, String)> {
    let seeds: Vec<(Variant, String)> = all()
        .into_iter()
        .flat_map(|v| {
            [0u32, 1, 2].into_iter().map(move |r| {
                let fen = game::start_fen(v.id(), r, Some(u64::from(r) * 7 + 1)).unwrap();
                (v.clone(), fen)
            })
        })
        .chain([
            (
                chess(),
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".into(),
            ),
            (
                chess(),
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3".into(),
            ),
            (russian_game(), "W:Wc3:Bb4,d4,b6,d6".into()),
            (russian_game(), "B:W18,K22-24:B1-3,Kh2".into()),
        ])
        .collect();
    (
        proptest::sample::select(seeds),
        proptest::collection::vec((any::<prop::sample::Index>(), "[ -~]"), 1..4),
    )
        .prop_map(|((v, fen), edits)| {
            let mut chars: Vec<char> = fen.chars().collect();
            for (i, c) in edits {
                let i = i.index(chars.len() + 1);
                let c = c.chars().next().unwrap_or(' ');
                if i == chars.len() {
                    chars.push(c);
                } else {
                    chars[i] = c;
                }
            }
            (v, chars.into_iter().collect())
        })
}

/// Feeds a string to every parser of the library; only accepted values are checked.
fn feed_everywhere(text: &str) {
    for v in all() {
        if let Ok(pos) = v.parse(text) {
            checks::check_position(&v, &pos, true);
        }
        if let Ok(pos) = v.parse_partial(text) {
            checks::check_partial(&v, &pos);
            let mut g = Game::new_partial(&v, text).unwrap();
            for _ in 0..3 {
                let Some(m) = g.legal_moves().last().cloned() else {
                    break;
                };
                g.play(&m.uci).unwrap();
                checks::check_partial(&v, g.position());
                let _ = g.status();
            }
        }
        let start = v.start_fen(Randomness::Standard, 0);
        let _ = game::play(v.id(), &start, text);
        let _ = game::legal_moves(v.id(), text);
        let _ = game::status(v.id(), text);
        let _ = Game::new(&v, Some(text));
    }
    let _ = russian::Position::from_fen(text);
    let _ = russian::Position::start().parse_move(text);
    let _ = notation::parse_move(chess().start_position().chess().unwrap(), text);
    let _ = text.parse::<fenboard::core::geometry::Square>();
    let _ = Variant::builtin(text);
    let _ = Variant::from_json(text);
    let _ = game::start_fen(text, 1, Some(3));
    let games = ["chess", "grand", "bario", "russian", text].map(|id| Variant::builtin(id).ok());
    for game in std::iter::once(None).chain(games.iter().map(Option::as_ref)) {
        if let Ok(d) = diagram::parse_diagram(text, game) {
            let svg = diagram::render(&d, &RenderOptions::default());
            assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
            if let (Ok(fen), Some(v)) = (d.playable_fen(), &d.variant) {
                // A diagram's position may be partial (one side without its king).
                assert!(
                    v.parse_partial(&fen).is_ok(),
                    "playable FEN {fen} of diagram {text}"
                );
            }
        }
    }
    for found in diagram::extract_diagrams(text) {
        assert_eq!(&text[found.start + 4..found.end - 1], found.text);
        let _ = diagram::render_diagram(&found.text, &RenderOptions::default());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_string_is_an_answer_or_an_error(text in fen_like()) {
        feed_everywhere(&text);
    }

    #[test]
    fn documents_with_diagrams(parts in proptest::collection::vec(
        proptest::sample::select(vec!["fen:", ":", "\n", " ", "| 3 |", "+", "-", "figcaption ",
            "figcaption.", ".diagram.x", "8/8/8/8/8/8/8/K6k", "W;Wa1;Bh8", "c5,f5", "é", "\r\n"]),
        0..40)) {
        feed_everywhere(&parts.concat());
    }

    #[test]
    fn mutated_fens((variant, text) in mutated_fen()) {
        if let Ok(pos) = variant.parse(&text) {
            checks::check_position(&variant, &pos, true);
            checks::check_perft_divide(&pos);
        }
        feed_everywhere(&text);
    }
}

/// Plays a random game of `plies` plies: after each move, undo restores the exact FEN and
/// replaying gives it back; every position passes the invariant checks; at the end the
/// whole game is undone, position by position.
fn random_game(variant: &Variant, randomness: u32, seed: u64, choices: &[u16], deep_every: usize) {
    let start = game::start_fen(variant.id(), randomness, Some(seed)).unwrap();
    let mut game = Game::new(variant, Some(&start)).unwrap();
    let mut fens = vec![game.fen()];
    for (ply, &c) in choices.iter().enumerate() {
        let moves = game.legal_moves();
        if moves.is_empty() || game.status().outcome.is_some() {
            break;
        }
        let m = &moves[c as usize % moves.len()];
        let before = game.fen();
        game.play(&m.uci).unwrap();
        let after = game.fen();
        let undone = game.undo().unwrap();
        assert_eq!(undone.uci, m.uci);
        assert_eq!(game.fen(), before, "undo of {} in {before}", m.uci);
        assert_eq!(game.play(&m.uci).unwrap().uci, m.uci);
        assert_eq!(game.fen(), after);
        // The SAN the API gave plays the same move.
        assert_eq!(
            game::play(variant.id(), &before, &m.san).unwrap(),
            after,
            "{}: {} in {before}",
            variant.id(),
            m.san
        );
        fens.push(after);
        checks::check_position(variant, game.position(), ply % deep_every == 0);
    }
    assert_eq!(game.history().len() + 1, fens.len());
    while let Some(expected) = fens.pop() {
        assert_eq!(game.fen(), expected);
        if fens.is_empty() {
            assert!(game.undo().is_none());
        } else {
            game.undo().unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_in_every_variant(
        randomness in 0u32..3,
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u16>(), 0..120),
    ) {
        for variant in all() {
            random_game(&variant, randomness, seed, &choices, 4);
        }
    }

    #[test]
    fn perft_is_the_sum_of_divide(
        randomness in 0u32..3,
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        for variant in all() {
            let start = game::start_fen(variant.id(), randomness, Some(seed)).unwrap();
            let mut pos: AnyPosition = variant.parse(&start).unwrap();
            for &c in &choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play(&moves[c as usize % moves.len()].uci).unwrap();
            }
            checks::check_perft_divide(&pos);
        }
    }
}

/// Draughts games go on longer (kings shuffle), so play longer ones with captures forced.
#[test]
fn long_draughts_games_keep_their_invariants() {
    let mut rng = fenboard::util::random::Rng::new(99);
    for _ in 0..20 {
        let choices: Vec<u16> = (0..200).map(|_| rng.below(1 << 16) as u16).collect();
        random_game(&russian_game(), 0, 0, &choices, 1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every random start of every game is a valid position with legal moves, and the same
    /// seed gives the same start.
    #[test]
    fn random_starts_are_valid(randomness in 0u32..3, seed in any::<u64>()) {
        for variant in all() {
            let fen = game::start_fen(variant.id(), randomness, Some(seed)).unwrap();
            prop_assert_eq!(&fen, &game::start_fen(variant.id(), randomness, Some(seed)).unwrap());
            let pos = variant.parse(&fen).unwrap();
            prop_assert!(!pos.legal_moves().is_empty());
            checks::check_fen_round_trip(&variant, &pos);
        }
    }
}

/// A start FEN of `variant` with its counters replaced: halfmove clock and fullmove number
/// in standard FEN, the move count in vchess FEN (draughts FEN has none).
/// Plays a legal move even after the game's end, as the position's own rules do.
fn play_past_the_end(pos: &mut AnyPosition, uci: &str) {
    match pos {
        AnyPosition::Chess(p, _) => {
            let legal = Playable::legal_moves(p);
            let m = Playable::parse_move(p, uci, &legal).unwrap();
            Playable::play_unchecked(p, &m);
        }
        AnyPosition::Draughts(p) => {
            let legal = Playable::legal_moves(p);
            let m = Playable::parse_move(p, uci, &legal).unwrap();
            Playable::play_unchecked(p, &m);
        }
    }
}

fn with_counters(variant: &Variant, halfmoves: u32, count: u32) -> String {
    let start = variant.start_fen(Randomness::Standard, 0);
    let mut fields: Vec<String> = start.split(' ').map(str::to_string).collect();
    let vchess = fields
        .get(2)
        .is_some_and(|f| f.bytes().all(|b| b.is_ascii_digit()));
    if vchess {
        fields[2] = count.to_string();
    } else if fields.len() == 6 {
        fields[4] = halfmoves.to_string();
        fields[5] = count.to_string();
    }
    fields.join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Whatever the counters, every FEN the engine writes while playing reads back.
    #[test]
    fn counters_survive_play(
        halfmoves in prop_oneof![any::<u32>(), u32::MAX - 8..=u32::MAX, 999_999_990u32..1_000_000_010],
        count in prop_oneof![any::<u32>(), u32::MAX - 8..=u32::MAX, 999_999_990u32..1_000_000_010],
        choices in proptest::collection::vec(any::<u16>(), 1..12),
    ) {
        for variant in all() {
            let fen = with_counters(&variant, halfmoves, count);
            let mut pos = variant.parse(&fen).unwrap();
            for &c in &choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let uci = &moves[c as usize % moves.len()].uci;
                if let Some(end) = pos.status().outcome {
                    // A clock past the move rule has ended the game: the API refuses the move,
                    // and the counters are carried on by the position's own play.
                    let before = pos.fen();
                    prop_assert_eq!(pos.play(uci).unwrap_err(), game::Error::GameOver(Some(end.reason)));
                    prop_assert_eq!(pos.fen(), before);
                    play_past_the_end(&mut pos, uci);
                } else {
                    pos.play(uci).unwrap();
                }
                checks::check_fen_round_trip(&variant, &pos);
            }
        }
    }
}
