//! Fairy-Stockfish's games that npm's ffish lacks or plays by older rules, against pyffish
//! 0.0.90: petrified, and the walling games (amazons, duck chess, isolation, isolation7x7,
//! snailtrail, joust). `tests/oracle/pyffish_compare.py` plays seeded random games with
//! pyffish and prints what it says of each position; here fenboard says the same of each,
//! position by position: the legal moves (UCI, walls included), check, the end of the game
//! and its result, and the FEN after every legal move (after a seeded sample of them where
//! there are many: amazons' thousands). `cargo test` compares a seeded sample of each game;
//! `npm run oracle` (`FENBOARD_ORACLE=full`) more ([`Oracle`]).
//!
//! Two differences are explained, and accepted only where they apply (counted and printed):
//!
//! * `no-commoner`: a side whose last commoner was taken has lost (`extinction`), and no
//!   move is legal after it; Fairy-Stockfish plays on. Its extinction rule is not looked at
//!   for pseudo-royal pieces, which it takes for uncapturable (`Position::is_immediate_game_end`:
//!   "Extinction does not apply for pseudo-royal pieces, because they can not be captured").
//!   But they can: in deciding whether a move leaves a commoner attacked, it leaves out
//!   every enemy piece of a kind that turns to stone and is counted ("petrifiable
//!   pseudo-royals can't capture"), a commoner of a side that has two included, which may
//!   capture (neither of two is royal). fenboard's legal moves are Fairy-Stockfish's there
//!   too ([`fenboard::core::rules::Rules::petrified_royals`]): a lone commoner may step next
//!   to an enemy's pair, and be taken. Accepted only where a side has no commoner, it is
//!   the side fenboard says lost, and Fairy-Stockfish names no end; the random games stop
//!   there.
//! * `en-passant-field`: this Fairy-Stockfish writes, after every double step, both squares
//!   the pawn stood on and passed over, in the order of the board (`e3e4` after `e2e4`,
//!   `d5d6` after `d7d5`: a pawn that also steps sideways could be taken on either, in its
//!   reading), whether or not an en passant capture is possible. fenboard writes the square
//!   passed over, only when a capture en passant is possible, as standard FEN and every
//!   other game it plays (the pawn's square after it only where two pawns could have passed
//!   over it: Berolina's `d6e5`), and refuses a pawn's square it cannot read so. Each FEN
//!   of Fairy-Stockfish's is given to fenboard with that field as the square passed over;
//!   a FEN after a move agrees when every other field is the same and fenboard's field is
//!   `-` or that square.
//!
//! Any other difference fails, naming what differs.

use fenboard::core::outcome::OutcomeReason;
use fenboard::Color;
use serde_json::Value;

mod common;

/// The differences explained, counted.
#[derive(Default)]
struct Explained {
    /// FENs after a move that differ only in the en passant field (`en-passant-field`).
    ep: usize,
    /// Positions where a side has no commoner (`no-commoner`).
    no_commoner: usize,
}

/// How one game is compared: its positions in `cargo test` and in the full run, and after
/// how many of a position's moves its FEN is compared (0: every move).
struct Oracle {
    id: &'static str,
    sample: usize,
    full: usize,
    after: usize,
}

impl Oracle {
    /// How many positions of random games are compared.
    fn positions(&self) -> usize {
        if std::env::var("FENBOARD_ORACLE").as_deref() == Ok("full") {
            self.full
        } else {
            self.sample
        }
    }
}

/// The square a Fairy-Stockfish en passant field of two squares names as passed over (on
/// the third or sixth rank), if it names two.
fn passed_over(field: &str) -> Option<&str> {
    if field.len() != 4 {
        return None;
    }
    let (a, b) = field.split_at(2);
    [a, b]
        .into_iter()
        .find(|s| s.ends_with('3') || s.ends_with('6'))
}

/// A FEN of Fairy-Stockfish's with its en passant field as fenboard reads it
/// (`en-passant-field`), and whether it was changed.
fn readable(fen: &str) -> (String, bool) {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    match fields.get(3).and_then(|f| passed_over(f)) {
        Some(square) => {
            fields[3] = square;
            (fields.join(" "), true)
        }
        None => (fen.to_string(), false),
    }
}

/// Whether fenboard's FEN `ours` is Fairy-Stockfish's `theirs`, or differs from it only in
/// the en passant field as `en-passant-field` explains.
fn same_fen(ours: &str, theirs: &str, explained: &mut usize) -> bool {
    if ours == theirs {
        return true;
    }
    let (a, b): (Vec<&str>, Vec<&str>) = (ours.split(' ').collect(), theirs.split(' ').collect());
    let others_agree = a.len() == b.len()
        && a.iter()
            .zip(&b)
            .enumerate()
            .all(|(i, (x, y))| i == 3 || x == y);
    let ep = passed_over(b.get(3).unwrap_or(&""));
    let agrees = others_agree && ep.is_some_and(|sq| a[3] == "-" || a[3] == sq);
    *explained += usize::from(agrees);
    agrees
}

/// What differs between pyffish's account of one position and fenboard's (empty: nothing).
fn differences(v: &fenboard::Variant, line: &Value, explained: &mut Explained) -> Vec<String> {
    let (fen, _) = readable(line["fen"].as_str().unwrap());
    let any = match v.parse(&fen) {
        Ok(p) => p,
        Err(e) => return vec![format!("fenboard refuses the FEN: {e}")],
    };
    let pos = any.chess().unwrap();
    let mut out = Vec::new();
    let status = any.status();
    let board = fen.split(' ').next().unwrap_or("");
    let bare = [Color::White, Color::Black]
        .into_iter()
        .find(|&c| !board.contains(if c == Color::White { 'K' } else { 'k' }));
    if let Some(c) = bare {
        let lost = status
            .outcome
            .as_ref()
            .is_some_and(|o| o.reason == OutcomeReason::Extinction && o.winner == Some(!c));
        if lost && status.legal_move_count == 0 && line["end"].is_null() {
            explained.no_commoner += 1;
            return out;
        }
    }
    let mut ours: Vec<String> = (pos.legal_moves().iter())
        .map(|m| fenboard::formats::notation::uci(pos, m))
        .collect();
    ours.sort();
    let theirs: Vec<String> = (line["moves"].as_array().unwrap().iter())
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    if ours != theirs {
        let only = |a: &[String], b: &[String]| {
            a.iter()
                .filter(|m| !b.contains(m))
                .cloned()
                .collect::<Vec<_>>()
        };
        out.push(format!(
            "legal moves: fenboard only {:?}, Fairy-Stockfish only {:?}",
            only(&ours, &theirs),
            only(&theirs, &ours)
        ));
    }
    if status.check != line["check"].as_bool().unwrap() {
        out.push(format!("check: fenboard {}", status.check));
    }
    // The end: the value for the side to move, -1 lost, 0 drawn, 1 won.
    let ours_end = status.outcome.as_ref().map(|o| match o.winner {
        None => 0,
        Some(c) if c == status.turn => 1,
        Some(_) => -1,
    });
    let theirs_end = line["end"]["value"].as_i64();
    if ours_end != theirs_end {
        out.push(format!(
            "end: fenboard {:?}, Fairy-Stockfish {}",
            status.outcome, line["end"]
        ));
    }
    if let Some(o) = &status.outcome {
        let how = line["end"]["how"].as_str().unwrap_or("");
        let expected = match o.reason {
            OutcomeReason::Extinction => "immediate",
            OutcomeReason::FiftyMoves => "optional",
            _ => "no-moves",
        };
        if how != expected {
            out.push(format!(
                "end: fenboard by {:?}, Fairy-Stockfish {how}",
                o.reason
            ));
        }
    }
    for (uci, after) in line["after"].as_object().unwrap() {
        let mut p = pos.clone();
        let played = fenboard::formats::notation::parse_move(&p, uci)
            .map_err(|e| e.to_string())
            .and_then(|m| p.play(&m).map_err(|_| "illegal".to_string()));
        match played {
            Ok(()) if same_fen(&p.to_string(), after.as_str().unwrap(), &mut explained.ep) => {}
            Ok(()) => out.push(format!(
                "after {uci}: fenboard {p}, Fairy-Stockfish {after}"
            )),
            Err(e) => out.push(format!("after {uci}: fenboard cannot play it ({e})")),
        }
    }
    out
}

/// Compares `o.positions()` positions of seeded random games of the game `o.id`.
fn compare(o: &Oracle) {
    let n = o.positions().to_string();
    let after = o.after.to_string();
    let stdout = common::python_oracle(
        "pyffish",
        "pip install pyffish==0.0.90",
        "pyffish_compare.py",
        &[
            "--variant",
            o.id,
            "--positions",
            &n,
            "--seed",
            "1",
            "--after",
            &after,
        ],
    );
    let v = common::shipped(o.id);
    let (mut compared, mut failures) = (0, Vec::new());
    let mut explained = Explained::default();
    for text in stdout.lines().filter(|l| l.starts_with('{')) {
        let line: Value = serde_json::from_str(text).unwrap();
        compared += 1;
        let d = differences(&v, &line, &mut explained);
        if !d.is_empty() {
            failures.push(format!("{}\n  {}", line["fen"], d.join("\n  ")));
        }
    }
    let summary = stdout.lines().last().unwrap_or("");
    println!(
        "{}: {compared} positions compared; explained: {} FENs after a double step \
         (en-passant-field), {} positions without a commoner (no-commoner); pyffish's sample: \
         {summary}",
        o.id, explained.ep, explained.no_commoner
    );
    assert!(compared >= o.positions(), "only {compared} positions");
    assert!(
        failures.is_empty(),
        "{}: {} of {compared} positions differ:\n{}",
        o.id,
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn fairy_stockfish_agrees_on_petrified() {
    compare(&Oracle {
        id: "petrified",
        sample: 80,
        full: 1200,
        after: 0,
    });
}

#[test]
fn fairy_stockfish_agrees_on_amazons() {
    compare(&Oracle {
        id: "amazons",
        sample: 30,
        full: 300,
        after: 20,
    });
}

#[test]
fn fairy_stockfish_agrees_on_duck_chess() {
    compare(&Oracle {
        id: "duck",
        sample: 40,
        full: 400,
        after: 40,
    });
}

#[test]
fn fairy_stockfish_agrees_on_isolation() {
    for id in ["isolation", "isolation7x7"] {
        compare(&Oracle {
            id,
            sample: 40,
            full: 300,
            after: 40,
        });
    }
}

#[test]
fn fairy_stockfish_agrees_on_snailtrail_and_joust() {
    for id in ["snailtrail", "joust"] {
        compare(&Oracle {
            id,
            sample: 40,
            full: 300,
            after: 0,
        });
    }
}
