//! The draughts family played from its definitions (`variants/draughts/international.json`,
//! `brazilian.json`, `english.json`, `russian.json`, `antidraughts.json`,
//! `breakthrough.json`): perft against published numbers, one test per rule that differs
//! between the games, the definitions' errors.

use fenboard::core::color::Color;
use fenboard::variants::draughts::{CaptureChoice, End, Game, Position, SquareNames};

fn game(id: &str) -> Game {
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The legal moves of `fen` in `id`, as the game writes them (full paths), sorted.
fn moves(id: &str, fen: &str) -> Vec<String> {
    let g = game(id);
    let mut v: Vec<String> = match g.size {
        8 => {
            let p = Position::<u32>::from_fen(fen).unwrap();
            let all = p.legal_moves(&g.rules);
            all.iter()
                .map(|m| fenboard::variants::draughts::path_text(m, g.rules.squares, 8))
                .collect()
        }
        _ => {
            let p = Position::<u64>::from_fen(fen).unwrap();
            let all = p.legal_moves(&g.rules);
            all.iter()
                .map(|m| fenboard::variants::draughts::path_text(m, g.rules.squares, 10))
                .collect()
        }
    };
    v.sort();
    v
}

fn perft(id: &str, depth: u32) -> u64 {
    let g = game(id);
    match g.size {
        8 => Position::<u32>::from_fen(&g.start)
            .unwrap()
            .perft(&g.rules, depth),
        _ => Position::<u64>::from_fen(&g.start)
            .unwrap()
            .perft(&g.rules, depth),
    }
}

#[test]
fn international_perft_matches_the_published_numbers() {
    // FMJD draughts perft from the start (Aart Bik's and Rein Halbersma's tables).
    let published = [
        9, 81, 658, 4_265, 27_117, 167_140, 1_049_442, 6_483_961, 41_022_423,
    ];
    for (depth, &n) in (1..).zip(published.iter()) {
        assert_eq!(perft("international", depth), n, "perft({depth})");
    }
}

#[test]
fn english_perft_matches_the_published_numbers() {
    let published = [
        7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680, 18_391_564,
    ];
    for (depth, &n) in (1..).zip(published.iter()) {
        assert_eq!(perft("english", depth), n, "perft({depth})");
    }
}

#[test]
fn brazilian_perft_departs_from_russian_where_the_majority_rule_bites() {
    // The same as Russian until the first captures of two pieces or more (depth 5), where
    // the majority rule and crowning only at the end of a capture take over. pydraughts
    // 0.6.7 counts the same to depth 6 (its "brazilian" variant, each group of moves taking
    // the same pieces in another order counted once).
    let brazilian = [7, 49, 302, 1_469, 7_473, 37_628];
    for (depth, &n) in (1..).zip(brazilian.iter()) {
        assert_eq!(perft("brazilian", depth), n, "perft({depth})");
    }
    assert_eq!(perft("russian", 5), 7_482);
}

#[test]
fn the_definitions_read() {
    let i = game("international");
    assert_eq!((i.size, i.rules.capture), (10, CaptureChoice::Most));
    assert_eq!(i.start, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    let e = game("english");
    assert_eq!(
        (e.first(), e.rules.squares),
        (fenboard::core::color::Color::Black, SquareNames::Numeric)
    );
    assert!(!e.rules.flying_kings && !e.rules.men_capture_backward);
    assert_eq!(game("russian").rules.capture, CaptureChoice::Free);
    // PDN's GameType numbers.
    let types: Vec<Option<u8>> = [
        "international",
        "english",
        "italian",
        "russian",
        "brazilian",
    ]
    .iter()
    .map(|id| game(id).pdn_game_type)
    .collect();
    assert_eq!(types, [Some(20), Some(21), Some(22), Some(25), Some(26)]);
}

#[test]
fn majority_the_capture_taking_the_most_pieces_is_compulsory() {
    // The man on 35 could take one piece (30), the man on 33 takes three (28, 18, 9).
    let fen = "W:W33,35:B28,30,18,9";
    assert_eq!(moves("international", fen), ["33x22x13x4"]);
    // Under free choice (Russian's rule, the same pieces on the 8x8 squares' names) the
    // shorter capture is legal too.
    assert!(moves("russian", "W:Wc3,e3:Bd4,f4,e5,d6").len() > 1);
}

#[test]
fn majority_counts_kings_as_men() {
    // One king or two men: two men it is.
    let fen = "W:W32,37:BK27,28,18";
    assert_eq!(moves("international", fen), ["32x23x12"]);
}

#[test]
fn no_crowning_in_the_middle_of_a_capture_in_international() {
    // The man jumps to the last rank (3) then on, backward, as a man: it is not crowned.
    let fen = "W:W15:B10,9";
    assert_eq!(moves("international", fen), ["15x4x13"]);
    let g = game("international");
    let p = Position::<u64>::from_fen(fen).unwrap();
    assert!(!p.legal_moves(&g.rules)[0].promotes);
}

#[test]
fn crowned_where_the_capture_ends_on_the_last_rank() {
    let g = game("international");
    let p = Position::<u64>::from_fen("W:W12:B7").unwrap();
    let m = p.legal_moves(&g.rules);
    assert_eq!(m.len(), 1);
    assert!(m[0].promotes);
    assert_eq!(p.after(&m[0]).to_fen(SquareNames::Numeric), "B:WK1:B");
}

#[test]
fn english_men_do_not_capture_backward() {
    // Black moves down the board (1 toward 32); the white man behind it on 6 cannot be taken.
    assert_eq!(moves("english", "B:W6,15:B10"), ["10x19"]);
    // Russian men do.
    assert_eq!(moves("russian", "B:W6,15:B10"), ["d6:b8", "d6:f4"]);
}

#[test]
fn english_kings_move_and_capture_one_square() {
    assert_eq!(
        moves("english", "W:WK22:B"),
        ["22-17", "22-18", "22-25", "22-26"]
    );
    // The king jumps the piece next to it, lands just behind, and goes on the same way.
    assert_eq!(moves("english", "W:WK22:B18,10"), ["22x15x6"]);
    // A piece two squares away is out of its reach.
    assert_eq!(
        moves("english", "W:WK22:B14"),
        ["22-17", "22-18", "22-25", "22-26"]
    );
}

#[test]
fn english_free_choice_a_shorter_capture_is_allowed() {
    assert_eq!(
        moves("english", "W:W30,31:B26,27,18"),
        ["30x23x14", "31x22x15", "31x24"]
    );
}

#[test]
fn international_same_pieces_another_order_is_one_move() {
    // The man on 38 takes the four pieces around 28 either way round, back to 38: one
    // move (the order does not count in international draughts).
    let g = game("international");
    let p = Position::<u64>::from_fen("W:W38:B32,33,22,23").unwrap();
    let all = p.legal_moves(&g.rules);
    assert_eq!(all.len(), 1, "{all:?}");
    assert_eq!(all[0].captured.len(), 4);
}

#[test]
fn definition_errors_name_the_field() {
    let base = r#""family": "draughts", "id": "x", "name": "X", "start": "W:W31-50:B1-20""#;
    for (json, message) in [
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 8}}}}"#), "board.height: must be the width: draughts boards are square"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "capture": {{"choice": "longest"}}}}"#), "capture.choice: 'longest' is not one of free, most, value"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "kings": {{"flying": 1}}}}"#), "kings.flying: must be true or false"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "queens": {{}}}}"#), "queens: unknown field (the fields here: $schema, family, id, name, description, board, start, men, kings, capture, squares, end, pdn)"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "pdn": {{"gameType": 120}}}}"#), "pdn.gameType: 120 is not a number from 0 to 99"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "end": {{"noMoves": "draws"}}}}"#), "end.noMoves: 'draws' is not one of loses, wins"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "end": {{"crowningWins": "yes"}}}}"#), "end.crowningWins: must be true or false"),
        (format!(r#"{{{base}, "board": {{"width": 10, "height": 10}}, "end": {{"firstKing": true}}}}"#), "end.firstKing: unknown field (the fields here: noMoves, crowningWins, draws)"),
        (format!(r#"{{{base}, "board": {{"width": 8, "height": 8}}}}"#), "start: malformed piece '31-50' in the white field: expected a square (its name or number), optionally prefixed by K"),
    ] {
        assert_eq!(Game::from_json(&json).unwrap_err().to_string(), message, "{json}");
    }
}

#[test]
fn the_explanation_names_the_majority_rule() {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let international = fenboard::Variant::builtin("international").unwrap();
    let fen = "W:W33,35:B28,30,18,9";
    // 35x24 takes one piece; the capture from 33 (f4) takes three. International draughts
    // writes its moves with numbers, so its explanations name squares by number too.
    for (lang, message) in [
        (
            Lang::En,
            "You must take the most pieces: the capture from 33 takes three.",
        ),
        (
            Lang::Fr,
            "Il faut prendre le plus de pièces : la prise depuis 33 en prend trois.",
        ),
    ] {
        let options = Options {
            lang,
            ..Options::default()
        };
        match explain_move(&international, fen, "j4", "h6", &options).unwrap() {
            Verdict::Illegal(e) => assert_eq!(e.message, message),
            Verdict::Legal => panic!("35x24 is not legal"),
        }
    }
}

#[test]
fn an_attempt_names_its_squares_by_name_or_number() {
    use fenboard::core::error::ErrorCode;
    use fenboard::features::explain::{explain_move, Options};
    let international = fenboard::Variant::builtin("international").unwrap();
    let fen = "W:W33,35:B28,30,18,9";
    let explain =
        |from: &str, to: &str| explain_move(&international, fen, from, to, &Options::default());
    // 35 = j4, 24 = h6, 33 = f4, 29 = e5 (which the capture passes).
    for (names, numbers) in [(("j4", "h6"), ("35", "24")), (("f4", "e5"), ("33", "29"))] {
        assert_eq!(
            explain(names.0, names.1).unwrap(),
            explain(numbers.0, numbers.1).unwrap()
        );
    }
    for bad in ["51", "0", "k1"] {
        assert_eq!(
            explain(bad, "24").unwrap_err().code(),
            ErrorCode::BadSquare,
            "{bad}"
        );
    }
    // Chess squares have no numbers.
    let chess = fenboard::Variant::builtin("chess").unwrap();
    let start = chess.start_fen(fenboard::Randomness::Standard, 0);
    let e = explain_move(&chess, &start, "12", "28", &Options::default()).unwrap_err();
    assert_eq!(e.code(), ErrorCode::BadSquare);
}

#[test]
fn a_diagram_of_a_10x10_draughts_board_reads_and_draws() {
    use fenboard::features::diagram::{parse_diagram, render_diagram, RenderOptions};
    let international = fenboard::Variant::builtin("international").unwrap();
    let d = parse_diagram("W;W31,32,K46;B19", Some(&international)).unwrap();
    assert_eq!((d.geometry.width, d.geometry.height), (10, 10));
    let at = |s: &str| d.board[s.parse::<fenboard::Square>().unwrap().index()];
    // 31 = b4, 32 = d4, 46 = a1, 19 = g7.
    assert_eq!(
        (at("b4"), at("d4"), at("a1"), at("g7")),
        (Some('M'), Some('M'), Some('K'), Some('m'))
    );
    let options = RenderOptions {
        variant: Some(international),
        ..RenderOptions::default()
    };
    let svg = render_diagram("W;W31,32,K46;B19", &options).unwrap();
    // Ten files and ten ranks of coordinates, j and 10 included.
    assert!(svg.contains(">j<") && svg.contains(">10<"), "{svg}");
    // Without a draughts game the `;` form is international draughts where a square lies
    // beyond 8x8 (46), Canadian draughts beyond 10x10, else Russian draughts.
    let id = |text: &str| {
        parse_diagram(text, None)
            .unwrap()
            .variant
            .map(|v| v.id().to_string())
    };
    assert_eq!(id("W;W46;B19").as_deref(), Some("international"));
    // Canadian draughts' beyond 10x10 (a number past 50, a file past j).
    assert_eq!(id("W;W61;B19").as_deref(), Some("canadian"));
    assert_eq!(id("W;Wl2;Bb12").as_deref(), Some("canadian"));
    assert_eq!(id("W;W31;B19").as_deref(), Some("russian"));
}

#[test]
fn antidraughts_and_breakthrough_move_as_international_draughts() {
    // Their moves are international draughts' (only the end differs), and no man can be
    // crowned in the first nine plies (a man needs nine steps), so their perft from the
    // start is the published international numbers.
    let published = [9, 81, 658, 4_265, 27_117, 167_140, 1_049_442];
    for id in ["antidraughts", "breakthrough"] {
        for (depth, &n) in (1..).zip(published.iter()) {
            assert_eq!(perft(id, depth), n, "{id} perft({depth})");
        }
    }
}

/// The winner and why in `fen` of game `id` (10x10).
fn outcome(id: &str, fen: &str) -> Option<(Color, End)> {
    Position::<u64>::from_fen(fen)
        .unwrap()
        .outcome(&game(id).rules)
}

#[test]
fn antidraughts_the_side_without_a_move_wins() {
    // No piece left, or every piece blocked: the side to move has won.
    assert_eq!(
        outcome("antidraughts", "W:W:B1,2"),
        Some((Color::White, End::NoMoves))
    );
    // White's man on 46 is blocked by 41, which it cannot take (37 is behind it).
    let blocked = "W:W46:B41,37";
    assert!(moves("antidraughts", blocked).is_empty());
    assert_eq!(
        outcome("antidraughts", blocked),
        Some((Color::White, End::NoMoves))
    );
    // The same positions lose in international draughts.
    assert_eq!(
        outcome("international", blocked),
        Some((Color::Black, End::NoMoves))
    );
    assert_eq!(outcome("antidraughts", "W:W31:B1"), None);
}

#[test]
fn breakthrough_the_first_king_wins() {
    // White's man on 7 steps to 1 or 2 and is crowned: the game is over, Black has no move.
    let g = game("breakthrough");
    let p = Position::<u64>::from_fen("W:W7,31:B20").unwrap();
    assert_eq!(p.outcome(&g.rules), None);
    let m = p.parse_move(&g.rules, "7-2").unwrap();
    let after = p.after(&m);
    assert!(after.legal_moves(&g.rules).is_empty());
    assert_eq!(after.count_moves(&g.rules), 0);
    assert_eq!(after.perft(&g.rules, 3), 0);
    assert_eq!(after.outcome(&g.rules), Some((Color::White, End::Crowned)));
    // In international draughts the game goes on: Black's man moves.
    assert_eq!(
        moves("international", &after.to_fen(SquareNames::Numeric)),
        ["20-24", "20-25"]
    );
    // Without a crowning, the side without a move loses as usual.
    assert_eq!(
        outcome("breakthrough", "W:W46:B41,37"),
        Some((Color::Black, End::NoMoves))
    );
}
