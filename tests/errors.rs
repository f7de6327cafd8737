//! Error codes: every error type gives one of the documented set (src/core/error.rs), the
//! TypeScript declarations list the same set, and the strings the JavaScript API gives for
//! outcome reasons and step kinds are those of their enums.

use fenboard::core::color::Color;
use fenboard::core::error::ErrorCode;
use fenboard::core::geometry::Square;
use fenboard::core::outcome::OutcomeReason;
use fenboard::core::position::PositionError;
use fenboard::features::diagram::{parse_diagram, DiagramError};
use fenboard::features::explain::{explain_move, Options};
use fenboard::features::search::{best_move_fen, Limits};
use fenboard::formats::fen::FenError;
use fenboard::formats::notation::MoveError;
use fenboard::game::{self, Error, Game, StepKind, MAX_PERFT_DEPTH};
use fenboard::variants::{bario, russian};
use std::collections::HashSet;
use std::fs;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The quoted names of a TypeScript string union `name` declared in `text`.
fn ts_union(text: &str, start: &str, end: char) -> Vec<String> {
    let at = text
        .find(start)
        .unwrap_or_else(|| panic!("{start} not found"));
    let body = &text[at + start.len()..];
    let body = &body[..body.find(end).unwrap()];
    body.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

fn strings<T: Copy>(all: &[T], f: fn(T) -> &'static str) -> Vec<String> {
    all.iter().map(|&x| f(x).to_string()).collect()
}

#[test]
fn codes_are_distinct_kebab_case_names() {
    let codes = strings(&ErrorCode::ALL, ErrorCode::as_str);
    assert_eq!(codes.iter().collect::<HashSet<_>>().len(), codes.len());
    for c in &codes {
        assert!(
            !c.is_empty()
                && !c.starts_with('-')
                && !c.ends_with('-')
                && !c.contains("--")
                && c.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{c}"
        );
    }
    assert_eq!(ErrorCode::IllegalMove.to_string(), "illegal-move");
}

/// The wasm exports' sources, where their TypeScript declarations are written.
fn exports() -> String {
    let mut text = String::new();
    for entry in fs::read_dir("src/wasm/exports").unwrap() {
        text += &fs::read_to_string(entry.unwrap().path()).unwrap();
    }
    text
}

/// The codes only the package's JavaScript throws, and the file that throws each.
const JS_CODES: [(&str, &str); 2] = [
    ("bad-move-argument", "lib/api.js"),
    ("pgn-syntax", "js/pgn.js"),
];

#[test]
fn the_declarations_and_the_table_list_every_code() {
    let exports = exports();
    let codes = strings(&ErrorCode::ALL, ErrorCode::as_str);
    let mut declared = codes.clone();
    declared.extend(JS_CODES.map(|(code, _)| code.to_string()));
    assert_eq!(
        ts_union(&exports, "export type FenboardErrorCode =", ';'),
        declared
    );
    for (code, file) in JS_CODES {
        let source = fs::read_to_string(file).unwrap();
        assert!(
            source.contains(&format!("'{code}'")),
            "{file} throws {code}"
        );
    }
    let table = fs::read_to_string("src/core/error.rs").unwrap();
    for c in &codes {
        assert!(table.contains(&format!("//! | `{c}` |")), "{c} has no row");
    }
}

#[test]
fn the_declarations_list_every_outcome_reason_and_step_kind() {
    let exports = exports();
    let reasons = strings(&OutcomeReason::ALL, OutcomeReason::as_str);
    assert_eq!(
        ts_union(&exports, "export type OutcomeReason =", ';'),
        reasons
    );
    assert_eq!(reasons.iter().collect::<HashSet<_>>().len(), reasons.len());
    let kinds = strings(&StepKind::ALL, StepKind::as_str);
    assert_eq!(ts_union(&exports, "export type StepKind =", ';'), kinds);
    // The wire gives a kind by its letter; lib/api.js maps the letters back.
    let api = fs::read_to_string("lib/api.js").unwrap();
    for k in StepKind::ALL {
        assert!(k.as_str().starts_with(k.letter()));
        assert!(
            api.contains(&format!("{}: '{}'", k.letter(), k.as_str())),
            "{k}"
        );
    }
}

#[test]
fn game_errors_give_their_codes() {
    let code = |e: Error| e.code().as_str();
    assert_eq!(
        code(game::legal_moves("shogi", START).unwrap_err()),
        "unknown-variant"
    );
    assert_eq!(code(game::status("chess", "").unwrap_err()), "fen-syntax");
    assert_eq!(
        code(game::status("chess", "8/8 w - - 0 1").unwrap_err()),
        "fen-board"
    );
    let no_rook = "4k3/8/8/8/8/8/8/4K3 w K - 0 1";
    assert_eq!(
        code(game::status("chess", no_rook).unwrap_err()),
        "fen-castling"
    );
    let no_king = "4k3/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(
        code(game::status("chess", no_king).unwrap_err()),
        "impossible-position"
    );
    assert_eq!(
        code(game::play("chess", START, "hello").unwrap_err()),
        "move-syntax"
    );
    assert_eq!(
        code(game::play("chess", START, "e5").unwrap_err()),
        "illegal-move"
    );
    assert_eq!(
        code(game::status("russian", "X:W:B").unwrap_err()),
        "fen-syntax"
    );
    assert_eq!(
        code(game::status("russian", "W:Wb1:B").unwrap_err()),
        "fen-board"
    );
    assert_eq!(
        code(game::status("russian", "W:W1:B20").unwrap_err()),
        "impossible-position"
    );
    let draughts = game::start_fen("russian", 0, None).unwrap();
    assert_eq!(
        code(game::play("russian", &draughts, "zz").unwrap_err()),
        "move-syntax"
    );
    assert_eq!(
        code(game::play("russian", &draughts, "a1-b2").unwrap_err()),
        "illegal-move"
    );
    // Two rooks reach d3: SAN without the file names both.
    let rooks = "4k3/8/8/8/8/R7/8/3RK3 w - - 0 1";
    let err = game::play("chess", rooks, "Rd3").unwrap_err();
    assert_eq!(code(err.clone()), "ambiguous-move");
    assert_eq!(
        err.to_string(),
        "ambiguous move 'Rd3': it could be d1d3 or a3d3"
    );
    let two_ways = "W:Wc3:Bb4,d4,b6,d6";
    assert_eq!(
        code(game::play("russian", two_ways, "c3:c3").unwrap_err()),
        "ambiguous-move"
    );
    assert_eq!(
        code(game::start_fen("chess", 3, None).unwrap_err()),
        "bad-option"
    );
    let deep = game::perft("chess", START, MAX_PERFT_DEPTH + 1).unwrap_err();
    assert_eq!(deep, Error::PerftDepth(MAX_PERFT_DEPTH + 1));
    assert_eq!(deep.to_string(), "perft depth 13 is too deep (at most 12)");
    assert_eq!(code(deep), "bad-option");
    let mut g = Game::new(&game::Variant::builtin("chess").unwrap(), None).unwrap();
    assert_eq!(g.play("e2e5").unwrap_err().code(), ErrorCode::IllegalMove);
}

#[test]
fn a_promotion_without_its_piece_lists_the_pieces() {
    let chess = "7k/P7/8/8/8/8/8/K7 w - - 0 1";
    for text in ["a7a8", "a8", "A7A8"] {
        let e = game::play("chess", chess, text).unwrap_err();
        assert_eq!(e.code(), ErrorCode::PromotionRequired, "{text}");
        assert_eq!(
            e.to_string(),
            format!("'{text}' must say which piece the pawn becomes: q, r, b or n (as in a7a8q)")
        );
    }
    // A capture in SAN, Grand chess's squares of two digits and its own pieces.
    let capture = "1r5k/P7/8/8/8/8/8/K7 w - - 0 1";
    let e = game::play("chess", capture, "axb8").unwrap_err();
    assert_eq!(e.code(), ErrorCode::PromotionRequired);
    let grand = "r8k/1P8/10/10/10/10/10/10/10/K9 w 0 -";
    let e = game::play("grand", grand, "b9a10").unwrap_err();
    assert_eq!(e.code(), ErrorCode::PromotionRequired, "{e}");
    assert_eq!(
        e.to_string(),
        "'b9a10' must say which piece the pawn becomes: q, m, c, r, b or n (as in b9a10q)"
    );
    // Where the text names no promotion at all, the error is as before.
    assert_eq!(
        game::play("chess", chess, "a7a6").unwrap_err().code(),
        ErrorCode::IllegalMove
    );
}

#[test]
fn playing_on_after_the_end_is_game_over() {
    let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    for text in ["a3", "e2e4", "hello"] {
        let e = game::play("chess", mate, text).unwrap_err();
        assert_eq!(e, Error::GameOver(Some(OutcomeReason::Checkmate)));
        assert_eq!(e.code(), ErrorCode::GameOver);
    }
    assert_eq!(
        game::play("chess", mate, "a3").unwrap_err().to_string(),
        "the game is over (checkmate): no move can be played"
    );
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        game::play("chess", stalemate, "Kh8").unwrap_err(),
        Error::GameOver(Some(OutcomeReason::Stalemate))
    );
    let mut g = Game::new(&game::Variant::builtin("chess").unwrap(), None).unwrap();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        g.play(m).unwrap();
    }
    assert_eq!(g.play("a3").unwrap_err().code(), ErrorCode::GameOver);
    assert_eq!(g.history().len(), 4);
    let draughts_lost = "W:W:Bb6";
    let e = game::play("russian", draughts_lost, "c3-d4").unwrap_err();
    assert_eq!(e, Error::GameOver(Some(OutcomeReason::NoMoves)));
}

#[test]
fn every_end_of_the_status_refuses_the_next_move() {
    // Draws with moves left: the side to move could move, but the game has ended.
    let over = |variant: &str, fen: &str, text: &str| game::play(variant, fen, text).unwrap_err();
    let bare_kings = "8/8/4k3/8/8/3K4/8/8 w - - 0 1";
    assert_eq!(
        over("chess", bare_kings, "Kd4"),
        Error::GameOver(Some(OutcomeReason::InsufficientMaterial))
    );
    assert_eq!(
        over("chess", bare_kings, "Kd4").to_string(),
        "the game is over (insufficient-material): no move can be played"
    );
    let fifty = "4k3/8/8/8/8/8/4P3/4K3 w - - 100 80";
    assert_eq!(
        over("chess", fifty, "e4"),
        Error::GameOver(Some(OutcomeReason::FiftyMoves))
    );
    assert!(game::play("chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 99 80", "e4").is_ok());
    // Makruk (a game defined by data): Black's count, past its limit, has drawn.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/variants/makruk.json");
    let makruk = game::Variant::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut counted = makruk.parse("4k3/8/8/8/8/3R4/8/4K3 b - 32 33 50").unwrap();
    assert_eq!(
        counted.play("Kf7").unwrap_err(),
        Error::GameOver(Some(OutcomeReason::Counting))
    );

    // A game's repetition ends it too; undo takes the end back and play goes on.
    let mut g = Game::new(&game::Variant::builtin("chess").unwrap(), None).unwrap();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        g.play(m).unwrap();
    }
    let fen = g.fen();
    assert_eq!(
        g.play("e4").unwrap_err(),
        Error::GameOver(Some(OutcomeReason::ThreefoldRepetition))
    );
    assert_eq!((g.fen(), g.history().len()), (fen, 8));
    g.undo().unwrap();
    g.play("Nc6").unwrap();
    // The same position read without its history is not over.
    assert!(game::play("chess", &game::start_fen("chess", 0, None).unwrap(), "e4").is_ok());

    // Russian draughts' draw by repetition, known to a game only.
    let mut d = Game::new(
        &game::Variant::builtin("russian").unwrap(),
        Some("W:WKc1:BKf8"),
    )
    .unwrap();
    for m in [
        "c1-d2", "f8-e7", "d2-c1", "e7-f8", "c1-d2", "f8-e7", "d2-c1", "e7-f8",
    ] {
        d.play(m).unwrap();
    }
    let end = d
        .status()
        .outcome
        .expect("the third repetition ends the game");
    assert_eq!(
        d.play("c1-d2").unwrap_err(),
        Error::GameOver(Some(end.reason))
    );
}

#[test]
fn a_partial_position_plays_on_past_the_draws() {
    let chess = game::Variant::builtin("chess").unwrap();
    // Two bare kings, no draw by material in a diagram; its side to move still moves.
    let mut g = Game::new_partial(&chess, "8/8/4k3/8/8/3K4/8/8 w - - 100 1").unwrap();
    assert!(g.status().outcome.is_none());
    g.play("Kd4").unwrap();
    g.play("Ke7").unwrap();
}

#[test]
fn the_randomness_is_checked_once_with_one_message() {
    for level in [3, 4, u32::MAX] {
        let e = game::start_fen("chess", level, Some(1)).unwrap_err();
        assert_eq!(e, Error::Randomness);
        assert_eq!(e.to_string(), "randomness must be 0, 1 or 2");
    }
    for level in 0..3 {
        assert!(game::start_fen("chess", level, Some(1)).is_ok());
    }
}

#[test]
fn each_error_type_gives_codes_of_the_set() {
    let e3 = Square::new(4, 2);
    assert_eq!(
        PositionError::BadEnPassant(e3).code(),
        ErrorCode::ImpossiblePosition
    );
    let position = PositionError::Royals {
        color: Color::White,
        name: "king".into(),
        count: 2,
        expected: 1,
        at_least: false,
    };
    assert_eq!(
        FenError::Position(position).code(),
        ErrorCode::ImpossiblePosition
    );
    assert_eq!(FenError::Empty.code(), ErrorCode::FenSyntax);
    assert_eq!(
        FenError::ExtraField("x".into()).code(),
        ErrorCode::FenSyntax
    );
    assert_eq!(FenError::ZeroCount { row: 1 }.code(), ErrorCode::FenBoard);
    let castling = FenError::Castling {
        text: "K".into(),
        reason: String::new(),
    };
    assert_eq!(castling.code(), ErrorCode::FenCastling);
    assert_eq!(MoveError::Syntax("x".into()).code(), ErrorCode::MoveSyntax);
    let not_in_reserve = MoveError::Variant(
        bario::Error::NotInReserve {
            text: "Q=d8".into(),
            name: "queen".into(),
        }
        .into(),
    );
    assert_eq!(not_in_reserve.code(), ErrorCode::IllegalMove);
    let ambiguous = MoveError::Ambiguous {
        text: "Nd2".into(),
        candidates: vec!["b1d2".into(), "f1d2".into()],
    };
    assert_eq!(ambiguous.code(), ErrorCode::AmbiguousMove);
    let duplicate = russian::FenError::DuplicateSquare { square: e3 };
    assert_eq!(duplicate.code(), ErrorCode::FenBoard);
    let men = russian::FenError::TooManyMen {
        color: Color::Black,
    };
    assert_eq!(men.code(), ErrorCode::ImpossiblePosition);
    assert_eq!(parse_diagram("", None).unwrap_err(), DiagramError::Empty);
    assert_eq!(
        parse_diagram("", None).unwrap_err().code(),
        ErrorCode::DiagramSyntax
    );
    assert_eq!(
        fenboard::Variant::builtin("shogi").unwrap_err().code(),
        ErrorCode::UnknownVariant
    );
}

#[test]
fn the_teaching_features_give_their_codes() {
    let opts = Options::default();
    let chess = fenboard::Variant::builtin("chess").unwrap();
    let bad_square = explain_move(&chess, START, "z9", "e4", &opts).unwrap_err();
    assert_eq!(bad_square.code(), ErrorCode::BadSquare);
    assert_eq!(bad_square.to_string(), "'z9' is not a square of this board");
    let bad_fen = explain_move(&chess, "x", "e2", "e4", &opts).unwrap_err();
    assert_eq!(bad_fen.code(), ErrorCode::FenBoard);
    let mated = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let over = best_move_fen(&chess, mated, Limits::depth(2), &mut || false).unwrap_err();
    assert_eq!(over.code(), ErrorCode::GameOver);
    assert_eq!(
        over.to_string(),
        "the game is over: there is no move to search"
    );
}
