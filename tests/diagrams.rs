//! Diagrams: the seed documents, the §2 rules of vchess-variants.md, errors, rendering.

use fenboard::core::color::Color;
use fenboard::core::geometry::{Geometry, Square};
use fenboard::features::diagram::{
    describe, extract_diagrams, parse_diagram, parse_picture, render, render_diagram, Diagram,
    DiagramError, RenderOptions, Variant,
};

/// A built-in game.
fn game(id: &str) -> Variant {
    Variant::builtin(id).unwrap()
}

/// The id of the game a diagram shows (`None`: a picture).
fn id_of(d: &Diagram) -> Option<&str> {
    d.variant.as_ref().map(|v| v.id())
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(|s| s.to_string()).collect()
}

fn count(svg: &str, class: &str) -> usize {
    svg.matches(&format!("class=\"{class}\"")).count()
}

fn parse(text: &str) -> Diagram {
    parse_diagram(text, None).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn seed_000_coregal_has_two_diagrams() {
    let found = extract_diagrams(SEED_000_COREGAL);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].text, "4Q3/4K3/8/8/3N4/5k2/2q5/8");
    assert_eq!(found[0].line, 19);
    assert_eq!(
        &SEED_000_COREGAL[found[0].start..found[0].end],
        "fen:4Q3/4K3/8/8/3N4/5k2/2q5/8:"
    );
    assert_eq!(found[0].classes, ["diagram"]);
    assert_eq!(
        found[0].caption.as_deref(),
        Some("Les blancs gagnent car le roi et la dame noir sont en échec.")
    );
    assert_eq!(found[1].text, "r4rq1/ppppppkp/6p1/8/8/8/PPPPPPPP/1QR2RK1");
    assert_eq!(found[1].line, 36);
    assert_eq!(
        found[1].caption.as_deref(),
        Some("Après deux petits roques blancs et un grand roque noir.")
    );

    let expected = [(3, 2), (12, 12)];
    for (x, (white, black)) in found.iter().zip(expected) {
        let d = parse_diagram(&x.text, Some(&game("coregal"))).unwrap();
        assert_eq!(d.variant, Some(game("coregal")));
        assert_eq!(d.geometry, Geometry::CHESS);
        assert_eq!(
            (d.count(Color::White), d.count(Color::Black)),
            (white, black)
        );
        let svg = render(&d, &RenderOptions::default());
        assert_eq!(count(&svg, "piece"), white + black);
        assert_eq!(count(&svg, "mark"), 0);
        assert_eq!(count(&svg, "shadow"), 0);
        assert!(svg.contains("<title id=\"") && svg.contains(">Coregal diagram</title>"));
    }
    // Inferred as chess, drawn the same way.
    assert_eq!(id_of(&parse(&found[0].text)), Some("chess"));
}

#[test]
fn seed_002_grand_diff_has_the_diagram_on_both_sides() {
    // The diff removes the diagram line ('-') and adds it back ('+'): both are
    // `fen:...:` strings of the document, so both are reported.
    let found = extract_diagrams(SEED_002_GRAND_DIFF);
    assert_eq!(found.len(), 2);
    for x in &found {
        assert_eq!(x.text, "10/10/10/10/10/2R2Q4/10/4c5/10/10");
        assert_eq!(x.classes, ["diagram"]);
        assert_eq!(
            x.caption.as_deref(),
            Some("Le cardinal noir peut prendre en c5 et f5.")
        );
    }
    assert_eq!((found[0].line, found[1].line), (29, 32));
    let removed = SEED_002_GRAND_DIFF.lines().nth(28).unwrap();
    let added = SEED_002_GRAND_DIFF.lines().nth(31).unwrap();
    assert!(removed.starts_with('-') && added.starts_with('+'));

    let d = parse(&found[1].text);
    assert_eq!(id_of(&d), Some("grand"));
    assert_eq!(d.geometry, Geometry::GRAND);
    assert_eq!((d.count(Color::White), d.count(Color::Black)), (2, 1));
    assert_eq!(d.letter_at(sq("e3")), Some('c'));
    assert_eq!(d.letter_at(sq("c5")), Some('R'));
    assert_eq!(d.letter_at(sq("f5")), Some('Q'));
    // With the marks the caption talks about.
    let svg = render_diagram(
        &format!("{} c5,f5", found[1].text),
        &RenderOptions::default(),
    )
    .unwrap();
    assert_eq!(count(&svg, "piece"), 3);
    assert_eq!(count(&svg, "mark"), 2);
    assert!(svg.contains(
        "Grand chess diagram. White: queen f5, rook c5. Black: cardinal e3. Marked: c5, f5."
    ));
}

#[test]
fn seed_004_bario_has_three_diagrams_and_a_pair() {
    let found = extract_diagrams(SEED_004_BARIO);
    assert_eq!(found.len(), 3);
    assert_eq!(
        found.iter().map(|x| x.line).collect::<Vec<_>>(),
        [19, 50, 52]
    );
    assert_eq!(found[0].classes, ["diagram"]);
    assert_eq!(found[1].classes, ["diagram", "diag12"]);
    assert_eq!(found[2].classes, ["diagram", "diag22"]);
    assert_eq!(
        found[0].caption.as_deref(),
        Some("Le roi blanc ne peut pas bouger, une tour pourrait être en c8 ou e8")
    );
    // The pair shares the figure's caption (block form `figcaption.`).
    for x in &found[1..] {
        assert_eq!(
            x.caption.as_deref(),
            Some("Avant et après la définition du cavalier en d1 (déplacé vers e3)")
        );
    }
    let counts = [(14, 13), (16, 16), (16, 16)];
    // The reserve is the full one less the pieces already defined on the board: these are
    // the reserves of the game FENs of shared/rules (e.g. `01002121` for the second).
    let reserves = [
        [[2, 1, 2, 1], [2, 2, 2, 0]],
        [[0, 1, 0, 0], [2, 1, 2, 1]],
        [[2, 2, 2, 1], [2, 2, 2, 1]],
    ];
    for ((x, (white, black)), reserve) in found.iter().zip(counts).zip(reserves) {
        let d = parse(&x.text);
        assert_eq!(id_of(&d), Some("bario"), "{}", x.text);
        assert_eq!(d.geometry, Geometry::CHESS);
        assert_eq!(
            (d.count(Color::White), d.count(Color::Black)),
            (white, black),
            "{}",
            x.text
        );
        let svg = render(&d, &RenderOptions::default());
        // Board pieces plus the two reserve rows of R N B Q.
        assert_eq!(count(&svg, "piece"), white + black + 8);
        assert_eq!(d.reserve, Some(reserve.map(Vec::from)), "{}", x.text);
        if reserve == [[2, 2, 2, 1], [2, 2, 2, 1]] {
            assert!(svg.contains("White reserve: 2 rooks, 2 knights, 2 bishops, 1 queen."));
        }
    }
    let d = parse(&found[0].text);
    assert_eq!(
        d.pieces().filter(|&(_, p)| p == 'u' || p == 'U').count(),
        12
    );
}

#[test]
fn bario_reserve_option() {
    let options = RenderOptions {
        reserve: Some([vec![0, 1, 2, 1], vec![2, 2, 2, 0]]),
        ..RenderOptions::default()
    };
    let svg = render_diagram("uuuuu1uk/8/8/8/8/8/8/UUUKU1UU", &options).unwrap();
    assert!(svg.contains("White reserve: 1 knight, 2 bishops, 1 queen. Black reserve: 2 rooks, 2 knights, 2 bishops."));
    assert!(svg.contains("×0"));
    assert_eq!(count(&svg, "piece"), 14 + 8);
}

#[test]
fn section_2_shadow_example() {
    let d = parse("8/8/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR - w 8,7,b6-h6,a5,c5,g5");
    let mut expected: Vec<String> = Vec::new();
    for rank in ["8", "7"] {
        expected.extend("abcdefgh".chars().map(|f| format!("{f}{rank}")));
    }
    expected.extend("bcdefgh".chars().map(|f| format!("{f}6")));
    expected.extend(["a5", "c5", "g5"].map(String::from));
    assert_eq!(names(&d.shadow), expected);
    assert_eq!(d.orientation, Color::White);
    assert!(d.marks.is_empty());
    let svg = render(&d, &RenderOptions::default());
    assert_eq!(count(&svg, "shadow"), 26);
    assert_eq!(count(&svg, "piece"), 17);
}

#[test]
fn shadow_ranges_walk_from_first_to_second_square() {
    assert!(parse("8/8/8/8/8/8/8/8 - w e2-e7").shadow.is_empty());
    assert!(parse("8/8/8/8/8/8/8/8 - w h6-b6").shadow.is_empty());
    assert_eq!(
        names(&parse("8/8/8/8/8/8/8/8 - w e7-e2").shadow),
        ["e7", "e6", "e5", "e4", "e3", "e2"]
    );
    assert_eq!(names(&parse("8/8/8/8/8/8/8/8 - w e,4").shadow).len(), 15);
    assert_eq!(
        names(&parse("10/10/10/10/10/10/10/10/10/10 - w j10,10").shadow).len(),
        10
    );
}

#[test]
fn empty_grand_rows_10_and_91() {
    for row in ["10", "91", "55", "1111111111"] {
        let text = [row; 10].join("/");
        let d = parse(&text);
        assert_eq!(d.geometry, Geometry::GRAND, "{row}");
        assert_eq!(d.pieces().count(), 0);
    }
    let d = parse("r8r/91/10/10/10/10/10/10/10/R9");
    assert_eq!(
        names(&d.pieces().map(|(s, _)| s).collect::<Vec<_>>()),
        ["a1", "a10", "j10"]
    );
    // Short rows are padded.
    let d = parse("r/10/10/10/10/10/10/10/10/2R");
    assert_eq!(d.letter_at(sq("c1")), Some('R'));
    assert_eq!(id_of(&d), Some("grand"));
}

#[test]
fn orientation_black_turns_the_board() {
    let d = parse("8/8/8/8/8/8/8/R6K - b");
    assert_eq!(d.orientation, Color::Black);
    let o = RenderOptions {
        coordinates: false,
        ..RenderOptions::default()
    };
    let svg = render(&d, &o);
    // h1 (king) top-left, a1 (rook) top-right.
    assert!(svg.contains(r##"href="#"##));
    let piece_at = |x: u32, y: u32| {
        svg.split("<use class=\"piece\"")
            .skip(1)
            .find(|u| u.contains(&format!(" x=\"{x}\" y=\"{y}\" ")))
            .map(|u| u.split('"').nth(1).unwrap().to_string())
    };
    assert!(piece_at(0, 0).unwrap().ends_with("wk"));
    assert!(piece_at(700, 0).unwrap().ends_with("wr"));
    // The option overrides the diagram.
    let svg = render(
        &d,
        &RenderOptions {
            orientation: Some(Color::White),
            ..o
        },
    );
    assert!(svg.contains(r#"x="0" y="700" width"#));
    // Coordinates follow: files h..a along the bottom, ranks 1..8 from the top.
    let svg = render(&d, &RenderOptions::default());
    let files: String = svg
        .split("<text ")
        .skip(1)
        .take(8)
        .map(|t| t.split('>').nth(1).unwrap().chars().next().unwrap())
        .collect();
    assert_eq!(files, "hgfedcba");
    assert!(svg.contains("Seen from Black's side."));
}

#[test]
fn a1_is_dark_and_colours_are_lichess() {
    let svg = render_diagram(
        "8/8/8/8/8/8/8/8",
        &RenderOptions {
            coordinates: false,
            ..RenderOptions::default()
        },
    )
    .unwrap();
    assert!(svg.contains("fill=\"#f0d9b5\""));
    let dark = svg
        .split("fill=\"#b58863\" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert_eq!(dark.matches('M').count(), 32);
    assert!(dark.contains("M0 700h100")); // a1
    assert!(!dark.contains("M700 700h100")); // h1 is light
    let svg = render_diagram(
        "10/10/10/10/10/10/10/10/10/10",
        &RenderOptions {
            coordinates: false,
            ..RenderOptions::default()
        },
    )
    .unwrap();
    let dark = svg
        .split("fill=\"#b58863\" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert_eq!(dark.matches('M').count(), 50);
    assert!(dark.contains("M0 900h100")); // a1
}

#[test]
fn accessibility() {
    let svg = render_diagram("8/8/8/8/8/8/8/K6k", &RenderOptions::default()).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox="));
    assert!(svg.contains(" role=\"img\""));
    let ids = svg
        .split("aria-labelledby=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    for id in ids.split(' ') {
        assert!(svg.contains(&format!("id=\"{id}\"")), "{id}");
    }
    assert!(svg.contains("<desc"));
    assert!(svg.contains("Chess diagram. White: king a1. Black: king h1."));
    assert!(svg.ends_with("</svg>"));
}

#[test]
fn pieces_are_defined_once() {
    let svg = render_diagram(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        &RenderOptions::default(),
    )
    .unwrap();
    assert_eq!(count(&svg, "piece"), 32);
    assert_eq!(svg.matches("<symbol").count(), 12);
    assert_eq!(svg.matches("viewBox=\"0 0 100 100\"").count(), 12);
    let grand =
        render_diagram("c8m/10/10/10/10/10/10/10/10/MC8", &RenderOptions::default()).unwrap();
    assert!(grand.contains("White: marshall a1, cardinal b1. Black: marshall j10, cardinal a10."));
}

#[test]
fn size_option() {
    let o = RenderOptions {
        size: Some(360),
        ..RenderOptions::default()
    };
    let svg = render_diagram("8/8/8/8/8/8/8/8", &o).unwrap();
    assert!(svg.contains("viewBox=\"0 0 840 840\" width=\"360\" height=\"360\""));
    let svg = render_diagram("8/8/8/8/8/8/8/8", &RenderOptions::default()).unwrap();
    assert!(!svg.contains("width=\"840\""));
}

#[test]
fn russian_draughts_forms() {
    let d = parse("W;Wa1,c3,Kd4;Bb6,d8");
    assert_eq!(id_of(&d), Some("russian"));
    let svg = render(&d, &RenderOptions::default());
    assert_eq!(count(&svg, "piece"), 5);
    assert!(svg.contains(
        "Russian draughts diagram. White: king d4, men a1, c3. Black: men b6, d8. White to move."
    ));
    let rows = parse_diagram("3m4/8/1m6/8/3K4/2M5/8/M7", Some(&game("russian"))).unwrap();
    assert_eq!(rows.board, d.board);
    let numeric = parse("W;W29,22,K18;B9,2");
    assert_eq!(numeric.board, d.board);
    let svg = render_diagram("W;Wc3;Bd4 c3,d4 b", &RenderOptions::default()).unwrap();
    assert_eq!(count(&svg, "mark"), 2);
    // In the rows form read as chess, men and kings on dark squares suggest draughts...
    let err = parse_diagram("8/8/8/8/8/2m5/1M6/K7", Some(&game("chess"))).unwrap_err();
    assert!(err.to_string().contains("russian"), "{err}");
    // ... but a lone M does not (issue 32), and without a game the rows are a picture.
    let err = parse_diagram("8/8/8/8/8/8/8/M7", Some(&game("chess"))).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown piece letter 'M' in diagram row 8: Chess diagrams use p n b r q k"
    );
    assert_eq!(id_of(&parse("8/8/8/8/8/8/8/m7")), None);
}

#[test]
fn letters_per_variant() {
    assert!(parse_diagram("8/8/8/8/8/8/8/M7", Some(&game("chess"))).is_err());
    assert!(parse_diagram("10/10/10/10/10/10/10/10/10/U9", Some(&game("grand"))).is_err());
    assert!(parse_diagram("8/8/8/8/8/8/8/U7", Some(&game("coregal"))).is_err());
    assert!(parse_diagram("8/8/8/8/8/8/8/P7", Some(&game("russian"))).is_err());
    assert_eq!(id_of(&parse("8/8/8/8/8/8/8/uU6")), Some("bario"));
    let err = parse_diagram("10/10/10/10/10/10/10/10/10/10", Some(&game("chess"))).unwrap_err();
    assert_eq!(
        err,
        DiagramError::BadRowCount {
            rows: 10,
            expected: Some(8)
        }
    );
}

#[test]
fn error_messages() {
    let cases: &[(&str, &str)] = &[
        ("", "empty diagram: a position (FEN rows such as 8/8/8/8/8/8/8/8) is required"),
        ("8/8/8", "diagram has 3 rows, a board has 4 to 12"),
        ("8/8/8/8/8/8/8/8/8/8/8/8/8/8", "diagram has more than 12 rows, a board has 4 to 12"),
        ("8/8/ppppppppppppp/8/8/8/8/8", "diagram row 3 ('ppppppppppppp') has 13 squares, a board has at most 12 files"),
        ("3/3/3/3", "diagram rows have 3 squares at most, a board has 4 to 12 files"),
        ("8/8/8/2*5/8/8/8/8", "'*' in diagram row 4 is not a piece letter (a to z, either case)"),
        ("8/8/8/8/8/8/8/8 c9", "mark 'c9' is not a square of the board (marks are '-' or squares like c5,f5)"),
        ("8/8/8/8/8/8/8/8 - x", "orientation must be 'w' or 'b', not 'x'"),
        (
            "8/8/8/8/8/8/8/8 - w 9",
            "shadow item '9' is not a rank number, file letter, range (b6-h6) or square of the board",
        ),
        ("8/8/8/8/8/8/8/8 - w b6-", "shadow item 'b6-' is not a rank number, file letter, range (b6-h6) or square of the board"),
        (
            "8/8/8/8/8/8/8/8 - w - extra",
            "diagram has 5 space-separated parts; at most 4 are allowed: position, marks, orientation, shadow",
        ),
        ("W;Wb1", "draughts piece on the light square b1: draughts use only dark squares"),
        ("W;Wz9", "draughts diagram: 'z9' is not a square (a1..h8 or 1..32, K before a king)"),
    ];
    for (text, message) in cases {
        let err = parse_diagram(text, None).expect_err(text);
        assert_eq!(err.to_string(), *message, "{text}");
    }
    // With a game given, its board and letters.
    let with: &[(&str, &str, &str)] = &[
        (
            "chess",
            "8/8/8",
            "diagram has 3 rows, the board has 8 ranks",
        ),
        (
            "chess",
            "8/8/ppppppppp/8/8/8/8/8",
            "diagram row 3 ('ppppppppp') has 9 squares, the board has 8 files",
        ),
        (
            "chess",
            "8/8/8/2x5/8/8/8/8",
            "unknown piece letter 'x' in diagram row 4: Chess diagrams use p n b r q k",
        ),
        (
            "grand",
            "10/10/10/10/10/10/10/10/10/4u5",
            "unknown piece letter 'u' in diagram row 10: Grand chess diagrams use p n b r q k m c",
        ),
        (
            "chess",
            "W;Wa1",
            "the ';'-separated draughts form is for Russian draughts, not Chess",
        ),
    ];
    for (id, text, message) in with {
        let err = parse_diagram(text, Some(&game(id))).expect_err(text);
        assert_eq!(err.to_string(), *message, "{text}");
    }
    let err: Box<dyn std::error::Error> = Box::new(parse_diagram("", None).unwrap_err());
    assert!(!err.to_string().is_empty());
    // Long tokens are shortened in messages.
    let long = format!("8/8/8/8/8/8/8/8 {}", "z".repeat(5000));
    assert!(parse_diagram(&long, None).unwrap_err().to_string().len() < 120);
}

#[test]
fn extracted_diagrams_round_trip_through_render() {
    for doc in [SEED_000_COREGAL, SEED_002_GRAND_DIFF, SEED_004_BARIO] {
        for x in extract_diagrams(doc) {
            let svg = render_diagram(&x.text, &RenderOptions::default()).unwrap();
            let d = parse(&x.text);
            assert!(svg.contains(&describe(&d)));
        }
    }
}

#[test]
fn no_panics_on_random_input() {
    const ALPHABET: &[&str] = &[
        "fen:",
        ":",
        "/",
        ";",
        ",",
        "-",
        " ",
        "\n",
        "|",
        "+",
        "0",
        "1",
        "9",
        "10",
        "8",
        "a",
        "h",
        "j",
        "k",
        "K",
        "m",
        "u",
        "U",
        "W",
        "B",
        "p",
        "x",
        "é",
        "w",
        "b",
        "figcaption",
        ".",
        "figcaption.",
        "  ",
        ".diagram",
        "(",
        ")",
        "class=\"",
        "<",
        ">",
        "\r",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..20_000 {
        let len = (next() % 40) as usize;
        let text: String = (0..len)
            .map(|_| ALPHABET[(next() % ALPHABET.len() as u64) as usize])
            .collect();
        for variant in [None, Some("russian"), Some("grand"), Some("bario")] {
            if let Ok(d) = parse_diagram(&text, variant.map(game).as_ref()) {
                let svg = render(&d, &RenderOptions::default());
                assert!(svg.ends_with("</svg>"));
                let _ = d.playable_fen();
            }
        }
        if let Ok(d) = parse_picture(&text) {
            assert!(render(&d, &RenderOptions::default()).ends_with("</svg>"));
        }
        for x in extract_diagrams(&text) {
            assert_eq!(&text[x.start..x.end], format!("fen:{}:", x.text));
            let _ = parse_diagram(&x.text, None);
        }
    }
}

/// The ids of the shapes a drawing defines (`<g id="...">`, without the prefix).
fn shapes(svg: &str) -> Vec<String> {
    let prefix = svg
        .split("<title id=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let prefix = &prefix[..prefix.len() - 1];
    svg.split("<g id=\"")
        .skip(1)
        .map(|g| {
            g.split('"')
                .next()
                .unwrap()
                .trim_start_matches(prefix)
                .to_string()
        })
        .collect()
}

#[test]
fn a_nine_file_diagram_is_never_drawn_as_grand_chess() {
    // Xiangqi's opening cannons (issue 32): ten rows of nine squares.
    let text = "4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9";
    let d = parse(text);
    assert_eq!(
        (id_of(&d), d.geometry.width, d.geometry.height),
        (None, 9, 10)
    );
    let svg = render_diagram(text, &RenderOptions::default()).unwrap();
    assert!(!svg.contains("Grand"), "{svg}");
    assert!(svg.contains(">Diagram</title>"));
    assert!(svg.contains("viewBox=\"0 0 940 1040\""));
    assert_eq!(count(&svg, "piece"), 7);
    // Rooks and knights by their drawings, the cannons (C) as letters, not cardinals.
    assert_eq!(shapes(&svg), ["gc", "r", "n"]);
    assert!(svg.contains(">C</text>"));
    assert!(svg.contains(
        "Diagram of a board of 9 files and 10 ranks. White: C e3, e5. Black: R c5, f5, e10, N e8, C i5."
    ));
    // Asked for as Grand chess, it is refused, not padded.
    let err = parse_diagram(text, Some(&game("grand"))).unwrap_err();
    assert_eq!(
        err.to_string(),
        "diagram rows have 9 squares at most, the board has 10 files"
    );
    assert!(parse_diagram("4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9", Some(&game("grand"))).is_err());
}

#[test]
fn diagrams_of_unknown_games_are_pictures_of_any_size_and_letters() {
    // 12x12, letters of no built-in game, marks and shadows as written.
    let text = "12/12/12/12/12/12/12/12/12/12/12/xK3Zw4a l12,a1 w l,a1-b1";
    let d = parse(text);
    assert_eq!(
        (id_of(&d), d.geometry.width, d.geometry.height),
        (None, 12, 12)
    );
    assert_eq!(d.letter_at(sq("l1")), Some('a'));
    let svg = render(&d, &RenderOptions::default());
    assert_eq!(count(&svg, "piece"), 5);
    assert_eq!(count(&svg, "mark"), 2);
    assert_eq!(count(&svg, "shadow"), 12 + 2);
    // The king by its drawing; the others on discs, each letter once (z, Z share one).
    assert_eq!(shapes(&svg), ["gx", "k", "gz", "gw", "ga"]);
    assert!(svg.contains(">Z</text>") && !svg.contains(">z</text>"));
    assert!(svg.contains("Diagram of a board of 12 files and 12 ranks."));
    assert!(svg.contains("White: K b1, Z f1. Black: A l1, W g1, X a1."));
    // Small boards too, and a picture has no position to play.
    let d = parse("5/5/2s2/5/S4");
    assert_eq!(
        (d.geometry.width, d.geometry.height, d.count(Color::White)),
        (5, 5, 1)
    );
    assert_eq!(d.playable_fen(), Err(DiagramError::NoGame));
    assert_eq!(d.game_fen(), "5/5/2s2/5/S4 w - - 0 1");
    // A chess-looking diagram drawn as a picture on request (a page about Atomic chess).
    let o = RenderOptions {
        picture: true,
        ..RenderOptions::default()
    };
    let svg = render_diagram("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", &o).unwrap();
    assert!(svg.contains(">Diagram</title>") && !svg.contains("Chess"));
    assert_eq!(count(&svg, "piece"), 32);
    assert_eq!(parse_picture("8/8/8/8/8/8/8/K7").unwrap().variant, None);
}

#[test]
fn game_names_are_guessed_only_on_evidence() {
    // A lone undefined piece does not make a diagram Bario's.
    let d = parse("4k3/8/8/8/8/8/8/3uK3");
    assert_eq!(id_of(&d), None);
    assert!(!describe(&d).contains("Bario"));
    assert_eq!(id_of(&parse("4k3/8/8/8/8/8/8/2uuK3")), Some("bario"));
    // An M does not suggest Russian draughts; men on dark squares do.
    let chess = game("chess");
    let m = parse_diagram("4k3/8/8/8/8/8/8/M3K3", Some(&chess)).unwrap_err();
    assert!(!m.to_string().contains("russian"), "{m}");
    let men = parse_diagram("8/8/8/8/8/2m5/1M6/M7", Some(&chess)).unwrap_err();
    assert!(men.to_string().contains("russian"), "{men}");
}

#[test]
fn a_partial_diagram_reads_with_the_side_it_implies() {
    let chess = game("chess");
    // The rook gives check: black must be to move (issue 32: white used to be, and the
    // partial game then refused the position).
    let d = parse("4k3/8/8/8/8/8/8/4R3");
    let fen = d.playable_fen().unwrap();
    assert_eq!(fen, "4k3/8/8/8/8/8/8/4R3 b - - 0 1");
    let g = fenboard::Game::new_partial(&chess, &fen).unwrap();
    assert_eq!(g.status().turn, Color::Black);
    // A lone knight: white to move, as the defaults say.
    assert_eq!(
        parse("8/8/8/3N4/8/8/8/8").playable_fen().unwrap(),
        "8/8/8/3N4/8/8/8/8 w - - 0 1"
    );
    // Kings on both sides keep the whole position's rules: white in check, white to move.
    assert_eq!(
        parse("4k3/8/8/8/8/8/4r3/4K3").playable_fen().unwrap(),
        "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"
    );
}

/// A Capablanca chess with vchess's letters as aliases (`e` chancellor, `s` archbishop) and a
/// piece of its own drawn by an SVG image, one by its letter.
const CAPABLANCA_ALIASES: &str = r#"{
  "id": "capablanca-vchess", "name": "Capablanca & co", "board": {"width": 10, "height": 8},
  "pieces": [
    {"letter": "k", "name": "king", "betza": "K", "royal": true},
    {"letter": "q", "name": "queen", "betza": "Q"},
    {"letter": "a", "aliases": ["s"], "name": "archbishop", "betza": "BN", "drawing": "cardinal"},
    {"letter": "c", "aliases": ["e"], "name": "chancellor", "betza": "RN", "drawing": "marshall"},
    {"letter": "r", "name": "rook", "betza": "R"},
    {"letter": "w", "name": "wazir", "betza": "W", "svg": "<svg viewBox='0 0 100 100'><rect width='50' height='50'/></svg>"},
    {"letter": "f", "name": "ferz", "betza": "F"},
    {"letter": "p", "name": "pawn", "betza": "fmWfcF", "pawn": true}
  ],
  "pawns": {"doubleStep": [2], "enPassant": true, "promotion": {"ranks": 1, "pieces": ["q", "a", "c", "r"]}},
  "start": "rcaqkwfacr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCAQKWFACR w - - 0 1"
}"#;

#[test]
fn diagrams_of_games_defined_by_data() {
    let capablanca = Variant::from_json(include_str!("../variants/capablanca.json")).unwrap();
    let d = parse_diagram("4k5/10/10/10/10/10/10/R1A1K1C3 c1", Some(&capablanca)).unwrap();
    assert_eq!(d.variant, Some(capablanca.clone()));
    assert_eq!(d.game_fen(), "4k5/10/10/10/10/10/10/R1A1K1C3 w - - 0 1");
    let svg = render(&d, &RenderOptions::default());
    assert!(svg.contains(">Capablanca chess diagram</title>"));
    assert!(svg.contains(
        "Capablanca chess diagram. White: king e1, chancellor g1, archbishop c1, rook a1. Black: king e8. Marked: c1."
    ));
    // The archbishop is drawn as the cardinal, the chancellor as the marshall.
    assert_eq!(shapes(&svg), ["r", "c", "k", "m"]);
    assert_eq!(count(&svg, "mark"), 1);
    // Everywhere a built-in game's diagram goes: its position plays.
    let fen = d.playable_fen().unwrap();
    assert!(fenboard::Game::new(&capablanca, Some(&fen)).is_ok());

    let vchess = Variant::from_json(CAPABLANCA_ALIASES).unwrap();
    // vchess's letters read as the kinds they stand for, written as the kinds' own.
    let d = parse_diagram("4k5/10/10/10/10/10/10/E1S1K1W1F1", Some(&vchess)).unwrap();
    assert_eq!(d.letter_at(sq("a1")), Some('C'));
    assert_eq!(d.letter_at(sq("c1")), Some('A'));
    let svg = render(&d, &RenderOptions::default());
    // A kind with its own SVG is an image (black's with its colours swapped); one with no
    // drawing, its letter on a disc.
    assert!(svg.contains("<image href=\"data:image/svg+xml,%3Csvg%20xmlns%3D"));
    assert!(svg.contains(">F</text>"));
    assert!(shapes(&svg).contains(&"gf".to_string()));
    let d = parse_diagram("4k5/10/10/10/10/10/10/w3K5", Some(&vchess)).unwrap();
    let svg = render(&d, &RenderOptions::default());
    assert!(svg.contains("filter=\"url(#"));
    // The name is the definition's, escaped in the drawing.
    assert!(svg.contains(">Capablanca &amp; co diagram</title>"));
    // A letter the game does not have is refused with its letters.
    let err = parse_diagram("4k5/10/10/10/10/10/10/4K4x", Some(&vchess)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown piece letter 'x' in diagram row 8: Capablanca & co diagrams use k q a c r w f p"
    );
}

/// Writes sample pictures for a look: `cargo test --test diagrams -- --ignored`.
#[test]
#[ignore]
fn write_samples() {
    let samples = [
        ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", None),
        (
            "dark-example",
            "8/8/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR - w 8,7,b6-h6,a5,c5,g5",
            None,
        ),
        (
            "coregal",
            "4Q3/4K3/8/8/3N4/5k2/2q5/8 e7,f3 b",
            Some("coregal"),
        ),
        ("grand", "c8m/10/10/10/10/2R2Q4/10/4c5/91/MC8 c5,f5", None),
        (
            "bario",
            "uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU",
            None,
        ),
        ("russian", "W;Wa1,c3,e3,Kd4,g1;Bb6,d8,f6,Kh8 d4 w", None),
        ("all", "10/10/10/10/10/10/kqrbnpmc2/KQRBNPMC2/10/10", None),
    ];
    for (name, text, variant) in samples {
        let options = RenderOptions {
            variant: variant.map(game),
            ..RenderOptions::default()
        };
        let svg = render_diagram(text, &options).unwrap();
        std::fs::write(format!("/tmp/diagram-{name}.svg"), svg).unwrap();
    }
}

// Seed documents from /work/shared/seeds, embedded verbatim (line-number columns and diff markers included).

/// `000_f22dee00aa9c3d1c.txt`
const SEED_000_COREGAL: &str = r####"| 1 | p.boxed |
| 2 | | On peut gagner en matant la dame. Une dame ne peut aller ou rester en échec. |
| 3 | |
| 4 | p Tout comme le roi, la dame peut être mise en échec et matée. C'est-à-dire que |
| 5 | ul |
| 6 | li Un coup qui laisserait l'adversaire capturer la dame est interdit. |
| 7 | li. |
| 8 | Quand votre dame est attaquée, vous devez jouer un coup faisant |
| 9 | en sorte que celle-ci ne soit plus attaquée. |
| 10 | li Si c'est impossible, alors vous avez perdu. |
| 11 | |
| 12 | p. |
| 13 | Puisque le roi reste royal, ceci ajoute une nouvelle manière de gagner : |
| 14 | mettre en échc les deux pièces royales en même temps, |
| 15 | comme sur le diagramme suivant. |
| 16 | |
| 17 | figure.diagram-container |
| 18 | .diagram |
| 19 | | fen:4Q3/4K3/8/8/3N4/5k2/2q5/8: |
| 20 | figcaption Les blancs gagnent car le roi et la dame noir sont en échec. |
| 21 | |
| 22 | h3 Coups spéciaux |
| 23 | |
| 24 | p. |
| 25 | Si un pion est promu en dame, cette dernière est royale également. |
| 26 | Ainsi, les sous promotions peuvent être plus sages. |
| 27 | |
| 28 | p. |
| 29 | Vous pouvez roquer avec la dame ou le roi et n'importe laquelle des |
| 30 | deux tours, sous les mêmes conditions qu'aux échecs orthodoxes. |
| 31 | Voici une position possible après deux petits roques blancs et |
| 32 | un grand roque noir avec la dame : |
| 33 | |
| 34 | figure.diagram-container |
| 35 | .diagram |
| 36 | | fen:r4rq1/ppppppkp/6p1/8/8/8/PPPPPPPP/1QR2RK1: |
| 37 | figcaption Après deux petits roques blancs et un grand roque noir. |
| 38 | |
| 39 | p. |
| 40 | Note : pour roquer dans une partie il faut sélectionner le roi ou la dame |
| 41 | d'abord, puis déplacer la pièce sur une tour. |
| 42 | |
| 43 | h3 Source |
| 44 | |
| 45 | p |
| 46 | | La |
| 47 | a(href="https://www.chessvariants.com/winning.dir/coregal.html") variante Coregal |
| 48 | | sur chessvariants.com. |
| 49 | | Cette variante est jouable également |
| 50 | a(href="https://greenchess.net/rules.php?v=coregal") sur greenchess.net |
| 51 | | . |
| 52 | |
| 53 | p Inventeur : Vernon R. Parton (1970) |"####;

/// `002_72dc0efbf147ed8c.txt`
const SEED_002_GRAND_DIFF: &str = r####"p.boxed
- | Deux nouvelles pièces : le marshall et le cardinal.
- | Plus grand échiquier. Règles usuelles avec quelques adaptations.
-
-h3 Caractéristiques
-
-ul
- li Échiquier : 10x10.
- li Matériel : standard + maréchal + cardinal.
- li Coups non capturants : standards (+ nouvelles pièces).
- li Coups spéciaux : standards (voir ci-dessous).
- li Captures : standards.
- li Fin de partie : standard.
-
-h3 Bases
+ | Deux nouvelles pièces : le marshall et le cardinal.
+ | Plus grand échiquier. Règles usuelles avec quelques adaptations.
p.
- Les notations respectives du maréchal et du cardinal sont M et C.
- Un maréchal cumule les déplacements du cavalier et de la tour, tandis que
- le cardinal se déplace comme un cavalier + un fou.
+ La variante Grand se joue sur un échiquier de taille 10x10.
+ Deux nouvelles pièces sont utilisées : le maréchal et le cardinal,
+ notés respectivement M et C.
+ Un maréchal cumule les déplacements du cavalier et de la tour, tandis que
+ le cardinal se déplace comme un cavalier + un fou.
figure.diagram-container
- .diagram
- | fen:10/10/10/10/10/2R2Q4/10/4c5/10/10:
- figcaption Le cardinal noir peut prendre en c5 et f5.
+ .diagram
+ | fen:10/10/10/10/10/2R2Q4/10/4c5/10/10:
+ figcaption Le cardinal noir peut prendre en c5 et f5.
h3 Coups spéciaux
-p.
- Le roque est possible comme dans une partie sur un échiquier 8x8.
- Le roi blanc va en c1 ou i1 (une case à gauche du coin inférieur droit)
- pour un grand (resp. petit) roque. Pareil pour les noirs de l'autre côté.
+p Le roque n'est pas autorisé.
p.
- La promotion est obligatoire pour les pions arrivant sur la dernière rangée,
- mais elle ne peut se faire qu'en une pièce ami capturée (revenant sur
- l'échiquier). Si aucune n'est disponible, la promotion est impossible
- (mais le pion donne quand-même échec).
+ La promotion est obligatoire pour les pions arrivant sur la dernière rangée,
+ mais elle ne peut se faire qu'en une pièce ami capturée (revenant sur
+ l'échiquier). Si aucune n'est disponible, la promotion est impossible
+ (mais le pion donne quand-même échec).
p.
- La promotion est possible (mais non obligatoire) sur les huitième et neuvième
- rangées, toujours en une pièce amie déjà capturée.
-
-h3 Fin de partie
-
-p Comme aux échecs orthodoxes, gagnez en matant le roi adverse.
-
-p.
- Note : j'ai changé la position de départ prévue par l'auteur, pour
- augmenter l'alea de la situation initiale (et uniformiser avec les autres
- variantes). Du coup la règle du roque a été ajoutée comparée aux règles
- décrites initialement.
+ La promotion est possible (mais non obligatoire) sur les huitième et neuvième
+ rangées, toujours en une pièce amie déjà capturée.
h3 Source
p
- | La page dédiée à la variante Grand sur
- a(href="https://www.chessvariants.com/large.dir/freeling.html") chessvariants.com
- | .
+ | La page dédiée à la variante Grand sur
+ a(href="https://www.chessvariants.com/large.dir/freeling.html")
+ | chessvariants.com
+ | .
+
+p Inventeur : Christian Freeling (1984)"####;

/// `004_36131a8f13ffff63.txt`
const SEED_004_BARIO: &str = r####"| 1 | p.boxed |
| 2 | | Vos pièces restent dans un état indéfini jusqu'à leur premier déplacement. |
| 3 | |
| 4 | p. |
| 5 | Dames, tours, fous et cavaliers commencent la partie dans une réserve sous |
| 6 | l'échiquier, car leur emplacement n'est pas encore déterminé. |
| 7 | À chaque tour, vous pouvez soit bouger quelque chose |
| 8 | déjà sur l'échiquier, soit |
| 9 | ol |
| 10 | li amener une pièce depuis votre réserve vers un point d'interrogation, puis |
| 11 | li déplacer la pièce nouvellement définie. |
| 12 | |
| 13 | p. |
| 14 | Une pièce indéfinie peut donner échec si |
| 15 | une spécialisation donnant échec existe. |
| 16 | |
| 17 | figure.diagram-container |
| 18 | .diagram |
| 19 | | fen:uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU: |
| 20 | figcaption. |
| 21 | Le roi blanc ne peut pas bouger, une tour pourrait être en c8 ou e8 |
| 22 | |
| 23 | h4 Détails, cas particuliers |
| 24 | |
| 25 | p. |
| 26 | Au premier tour, vous devez sélectionner une case pour le roi n'importe où |
| 27 | sur la première rangée. Cela dévie de l'intention initiale de l'auteur, |
| 28 | car les règles du roque seraient plutîot fastidieuses à implémenter. |
| 29 | Ainsi, au lieu de cela vous "roquez au premier coup" :-) |
| 30 | |
| 31 | p. |
| 32 | Si une de vos pièces indéfinie est capturée, il faudra d'abord choisir |
| 33 | laquelle fut capturée depuis la réserve : placez la pièce à l'endroit |
| 34 | de la capture. |
| 35 | |
| 36 | p. |
| 37 | Si après votre coup toutes vos pièces sont définies (et ne l'étaient pas |
| 38 | avant), alors toutes les pièces sur l'échiquier reviennent |
| 39 | à leur état indéfini, sauf si |
| 40 | ul |
| 41 | li. |
| 42 | toutes vos pièces (échiquier + réserve) sont désormais du même type, |
| 43 | auquel cas aucune ne revient en réserve, ou |
| 44 | li. |
| 45 | toutes les pièces adverses sont du même type, auquel cas elles restent |
| 46 | également définies. |
| 47 | |
| 48 | figure.diagram-container |
| 49 | .diagram.diag12 |
| 50 | | fen:uuu1kuuu/2p5/2n5/1p1ppppp/p4PPP/3N3Q/PPPPP1BB/1RRUK3: |
| 51 | .diagram.diag22 |
| 52 | | fen:uuu1kuuu/2p5/2u5/1p1ppppp/p4PPP/3UU2U/PPPPP1UU/1UU1K3: |
| 53 | figcaption. |
| 54 | Avant et après la définition du cavalier en d1 (déplacé vers e3) |
| 55 | |
| 56 | h3 Plus d'information |
| 57 | |
| 58 | p |
| 59 | | Voir la |
| 60 | a(href="https://www.bario-chess-checkers-chessphotography-spaceart.de/") |
| 61 | | page de l'auteur |
| 62 | | avec beaucoup d'exemples et d'explications, ainsi que la discussion |
| 63 | a(href="https://www.chessvariants.com/index/listcomments.php?order=DESC&itemid=Bario") |
| 64 | | sur chessvariants.com |
| 65 | | . |
| 66 | |
| 67 | p Inventeur : Panos Louridas (1998) |"####;
