//! Property tests of the definition reader (as the FEN readers' in `properties.rs`): any
//! text, and the shipped definitions with a few characters changed, give a game or an error
//! naming a field, never a panic or a hang; every game that is accepted plays random games
//! that keep the invariants of `fuzz/src/checks.rs`.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use fenboard::game::Variant;
use proptest::prelude::*;

/// The shipped definitions.
fn shipped() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir("variants")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && !p.ends_with("schema.json"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    out.sort();
    out
}

/// The shipped definition a definition extends (caparandom extends capablanca).
fn shipped_base(id: &str) -> Option<String> {
    let plain = id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    plain.then(|| std::fs::read_to_string(format!("variants/{id}.json")).ok())?
}

/// A random game of a few plies from the start, checking every position.
fn play_out(game: &Variant, choices: &[u16]) {
    let mut pos = game.start_position();
    for &c in choices {
        checks::check_position(game, &pos, true);
        checks::check_perft_divide(&pos);
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        pos.play(&legal[usize::from(c) % legal.len()].uci).unwrap();
    }
}

/// A definition with random pieces: sizes, Betza texts, royal and pawn flags, a promoted form
/// (shogi's) for the first piece in a zone of random depth (compulsory or not, turning back or
/// not, only by capturing or not: Kyoto and micro shogi's), and hands with gating (Seirawan's:
/// a piece of the hand enters behind a first-rank piece's first move; with drops as moves or
/// not, captures to the hand or not) or dropped before any move; a pawn's first moves
/// (Betza's `i`, leaping or lame) and duple check.
fn random_definition() -> impl Strategy<Value = String> {
    // Hops take a riding atom, lame leaps a leaping one.
    let betza = "([mc]?[fblr]?(([WFDNAHCZG]|WW|FF|NN|[KQRB])[1-4]?|[pg](WW|FF|NN|[QRB])|n[WFDNAHCZG])){1,3}";
    let promote = proptest::option::of((1u8..=10, 0u8..8));
    // Hands: none, gating (drops as moves or not, captures to the hand or not), or pieces
    // dropped before any move (on the first rank, the last kind on both colours, the kings
    // in hand or not).
    let gating = proptest::option::of((0u8..2, any::<bool>(), any::<bool>()));
    let first = (
        proptest::sample::select(vec!["", "imA", "ifmnD", "imD", "ifmnA"]),
        any::<bool>(),
    );
    (2u8..=12, 2u8..=12, proptest::collection::vec(betza, 1..5), any::<bool>(), promote, gating, first)
        .prop_map(|(w, h, moves, pawns, promote, gating, (first, duple))| {
            let pawns = pawns && moves.len() > 1 && w > 2;
            // The first piece (not a pawn) promotes into the last one.
            let promote = promote.filter(|_| !pawns && moves.len() > 1).map(|(r, f)| (r.min(h), f));
            let mut pieces = vec![r#"{"letter": "k", "betza": "K", "royal": true}"#.to_string()];
            let letters = ['a', 'b', 'c', 'd', 'e'];
            for (i, m) in moves.iter().enumerate() {
                let promoted = match promote {
                    Some(_) if i == 0 => format!(r#", "promoted": "{}""#, letters[moves.len() - 1]),
                    _ => String::new(),
                };
                let first = if pawns && i == 0 { first } else { "" };
                pieces.push(format!(r#"{{"letter": "{}", "betza": "{m}{first}", "pawn": {}{promoted}}}"#, letters[i], pawns && i == 0));
            }
            // White: king on a1, the pieces after it on the first rank; black mirrored.
            let n = moves.len().min(usize::from(w) - 1);
            let row = |upper: bool| {
                let mut r: String = std::iter::once('k').chain(letters[..n].iter().copied()).collect();
                if upper {
                    r = r.to_uppercase();
                }
                let empty = usize::from(w) - 1 - n;
                if empty > 0 {
                    r.push_str(&empty.to_string());
                }
                r
            };
            let mut ranks = vec![row(false)];
            ranks.extend((0..h - 2).map(|_| w.to_string()));
            ranks.push(row(true));
            let pawn_rules = if pawns {
                r#", "pawns": {"doubleStep": [2], "promotion": {"ranks": 1, "pieces": ["b"]}}"#
            } else {
                ""
            };
            let pawn_rules = match promote {
                Some((r, f)) => format!(
                    r#"{pawn_rules}, "piecePromotion": {{"ranks": {r}, "compulsory": {}, "demotion": {}, "onCapture": {}}}"#,
                    f & 1 != 0,
                    f & 2 != 0,
                    f & 4 != 0
                ),
                None => pawn_rules.to_string(),
            };
            // Gating: the last kind in each hand (the first where the last is a promoted form,
            // which is never in a hand), every first-rank piece a gate.
            let hand = letters[if promote.is_some() { 0 } else { moves.len() - 1 }];
            let (drops, hands, gates) = match gating {
                None => (String::new(), String::new(), "-".to_string()),
                Some((1, kings, to_hand)) => {
                    let last = hand;
                    let zone = format!("a1-{}1", char::from(b'a' + w - 1));
                    let king = if kings { "Kk" } else { "" };
                    (
                        format!(r#", "drops": {{"beforeMoves": true, "zone": "{zone}", "oppositeColors": ["{last}"], "capturesToHand": {to_hand}}}"#),
                        format!("[{}{last}{last}{king}]", last.to_ascii_uppercase().to_string().repeat(2)),
                        "-".to_string(),
                    )
                }
                Some((_, as_moves, to_hand)) => {
                    let last = hand;
                    let files: String = (0..=n).map(|f| char::from(b'a' + f as u8)).collect();
                    (
                        // Dropped as the promoted form too, where there is one (Kyoto shogi's).
                        format!(r#", "drops": {{"gating": true, "asMoves": {as_moves}, "capturesToHand": {to_hand}, "promoted": {}}}"#, promote.is_some()),
                        format!("[{}{last}]", last.to_ascii_uppercase()),
                        format!("{}{files}", files.to_uppercase()),
                    )
                }
            };
            format!(
                r#"{{"id": "random", "board": {{"width": {w}, "height": {h}}}, "pieces": [{}]{pawn_rules}{drops}, "dupleCheck": {duple}, "start": "{}{hands} w {gates} - 0 1"}}"#,
                pieces.join(", "),
                ranks.join("/")
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_a_game_or_an_error(text in any::<String>()) {
        if let Err(e) = Variant::from_json(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn mutated_definitions((text, edits) in (proptest::sample::select(shipped()), proptest::collection::vec((any::<prop::sample::Index>(), "[ -~]"), 1..4)), choices in proptest::collection::vec(any::<u16>(), 0..12)) {
        let mut chars: Vec<char> = text.chars().collect();
        for (i, c) in edits {
            let i = i.index(chars.len());
            chars[i] = c.chars().next().unwrap_or(' ');
        }
        let text: String = chars.into_iter().collect();
        match Variant::from_json_extending(&text, &shipped_base) {
            Ok(game) => play_out(&game, &choices),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn random_pieces_play_by_the_rules(text in random_definition(), choices in proptest::collection::vec(any::<u16>(), 0..16)) {
        match fenboard::definition::compile(&text) {
            Ok(rules) => play_out(&Variant::from_rules(rules), &choices),
            // A start position in check, or a pawn with no forward move on a narrow board.
            Err(e) => prop_assert!(!e.field.is_empty(), "{e}"),
        }
    }
}

#[test]
fn most_random_definitions_are_games() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut ok, mut all) = (0, 0);
    for _ in 0..200 {
        let text = random_definition().new_tree(&mut runner).unwrap().current();
        all += 1;
        match Variant::from_json(&text) {
            Ok(_) => ok += 1,
            Err(e) => eprintln!("[{e}]\n{text}"),
        }
    }
    assert!(
        ok * 2 > all,
        "only {ok} of {all} random definitions are games"
    );
}
