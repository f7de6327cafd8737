//! Boards drawn in their players' style, as their definitions say (`board.style`): xiangqi's
//! points, river and palaces, shogi's ruled squares; pieces drawn by their `characters`.

mod common;
use common::shipped;
use fenboard::features::diagram::{render_diagram, RenderOptions};
use fenboard::Variant;

fn draw(id: &str, fen: &str) -> String {
    let options = RenderOptions {
        variant: Some(shipped(id)),
        ..RenderOptions::default()
    };
    render_diagram(fen, &options).unwrap_or_else(|e| panic!("{id} {fen}: {e}"))
}

fn refusal(json: &str) -> String {
    Variant::from_json(json).unwrap_err().to_string()
}

const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn xiangqi_is_drawn_on_points_with_its_river_and_palaces() {
    let svg = draw("xiangqi", XIANGQI_START);
    // No light and dark squares.
    assert!(!svg.contains("#b58863"), "{svg}");
    // The squares' centres are 100 apart, the board 40 right of the left edge (the rank
    // numbers): a1's point is at 90 950. The b file's line stops at the river's shores.
    assert!(svg.contains("M190 50v400m0 100v400"), "{svg}");
    // The edge files cross the river: the frame joins a1's and i10's points.
    assert!(svg.contains(r#"<rect stroke-width="5" x="90" y="50" width="800" height="900"/>"#));
    // The palaces' diagonals, d1-f3 and d8-f10.
    for diagonal in [
        "M390 950L590 750",
        "M390 750L590 950",
        "M390 250L590 50",
        "M390 50L590 250",
    ] {
        assert!(svg.contains(diagonal), "{diagonal}");
    }
    // Each kind by its characters, red for white and black for black, its letter kept as a title.
    for (white, black) in [
        ("帥", "將"),
        ("仕", "士"),
        ("相", "象"),
        ("傌", "馬"),
        ("俥", "車"),
        ("炮", "砲"),
        ("兵", "卒"),
    ] {
        assert_eq!(
            svg.matches(&format!(">{white}</text>")).count(),
            1,
            "{white}"
        );
        assert_eq!(
            svg.matches(&format!(">{black}</text>")).count(),
            1,
            "{black}"
        );
    }
    assert!(svg.contains(r##"fill="#c0161d" font-size="48"><title>K</title>"##));
    assert!(svg.contains(r##"fill="#1b1b1b" font-size="48"><title>k</title>"##));
    assert_eq!(svg.matches(r#"class="piece""#).count(), 32);
    // Coordinates along the edges, as on every board.
    assert!(svg.contains(r#"<text x="90" y="1030">a</text>"#), "{svg}");
}

#[test]
fn seen_from_black_the_palaces_stay_on_their_sides() {
    let svg = draw("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 - b");
    // a1's point is now top right: d1-f3's diagonal from 590 50 to 390 250.
    assert!(svg.contains("M590 950L390 750M590 750L390 950"), "{svg}");
    assert!(svg.contains("M590 50L390 250M590 250L390 50"), "{svg}");
}

#[test]
fn minixiangqi_has_points_and_palaces_but_no_river() {
    let svg = draw(
        "minixiangqi",
        "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
    );
    assert!(svg.contains("M190 50v600"), "{svg}");
    assert!(
        svg.contains("M290 650L490 450M290 450L490 650"),
        "the palace c1-e3"
    );
}

#[test]
fn a_game_of_points_without_a_palace_rule_has_the_middle_palaces() {
    let v = Variant::from_json(
        r#"{"id": "free-generals", "board": {"width": 9, "height": 10, "style": "intersections"},
        "pieces": [{"letter": "k", "betza": "K", "royal": true, "characters": ["帥", "將"]}],
        "start": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}"#,
    )
    .unwrap();
    let options = RenderOptions {
        variant: Some(v),
        ..RenderOptions::default()
    };
    let svg = render_diagram("4k4/9/9/9/9/9/9/9/9/4K4", &options).unwrap();
    assert!(svg.contains("M390 950L590 750M390 750L590 950"), "{svg}");
    // No river: the b file's line runs from edge to edge.
    assert!(svg.contains("M190 50v900"), "{svg}");
}

#[test]
fn shogi_is_ruled_its_pieces_pentagons_pointing_at_the_opponent() {
    let svg = draw(
        "shogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    );
    assert!(!svg.contains("#b58863"));
    // Ruled squares: the lines on the squares' edges (under the black hand's band), the star
    // points where the thirds meet.
    assert!(svg.contains("M140 112v900"), "{svg}");
    assert_eq!(svg.matches(r#"<circle r="7""#).count(), 4);
    for kanji in ["玉", "王", "飛", "角", "金", "銀", "桂", "香", "歩"] {
        assert!(svg.contains(&format!(">{kanji}</text>")), "{kanji}");
    }
    // Black's pieces point down the board; white's (the first player's) up.
    assert_eq!(
        svg.matches(r#"<g transform="rotate(180 50 50)"><path d="M50 6"#)
            .count(),
        8
    );
    assert_eq!(svg.matches(r#"<g><path d="M50 6"#).count(), 8);
}

#[test]
fn promoted_shogi_pieces_are_written_in_red() {
    let svg = draw("shogi", "4k4/9/9/9/9/9/4+P4/4+R4/4K4[] w - - 0 1");
    assert!(svg.contains(r##"fill="#c0161d" font-size="46"><title>T</title><text x="50" y="58" dy=".35em">と</text>"##), "{svg}");
    assert!(svg.contains(">龍</text>"));
    assert!(svg.contains(r##"fill="#1b1b1b" font-size="46"><title>K</title><text x="50" y="58" dy=".35em">玉</text>"##));
}

#[test]
fn two_characters_are_written_one_above_the_other() {
    let json = common::shipped_json("minishogi")
        .unwrap()
        .replace(r#""characters": "全""#, r#""characters": "成銀""#);
    let options = RenderOptions {
        variant: Some(Variant::from_json(&json).unwrap()),
        ..RenderOptions::default()
    };
    let svg = render_diagram("4k/5/2+S2/5/K4[] w - - 0 1", &options).unwrap();
    assert!(svg.contains(r#"font-size="28"><title>A</title><text x="50" y="44" dy=".35em">成</text><text x="50" y="74" dy=".35em">銀</text>"#), "{svg}");
}

#[test]
fn style_and_characters_errors_name_their_field() {
    let xiangqi = common::shipped_json("xiangqi").unwrap();
    assert_eq!(
        refusal(&xiangqi.replace(r#""style": "river""#, r#""style": "hex""#)),
        "board.style: 'hex' is not a style of board (these are: squares, grid, intersections, river)"
    );
    assert_eq!(
        refusal(&xiangqi.replace(r#""style": "river""#, r#""style": 3"#)),
        "board.style: must be a string"
    );
    let error = "pieces[0].characters: must be one or two characters (\"車\"), or two such texts: white's and black's ([\"帥\", \"將\"])";
    for wrong in [
        r#""帥將帥""#,
        r#"["帥", ""]"#,
        r#"["帥", " "]"#,
        r#"["帥", "將", "帥"]"#,
        "7",
    ] {
        assert_eq!(
            refusal(&xiangqi.replace(r#"["帥", "將"]"#, wrong)),
            error,
            "{wrong}"
        );
    }
}

#[test]
fn an_svg_image_is_drawn_before_the_characters() {
    let json = common::shipped_json("minixiangqi").unwrap().replace(
        r#""characters": ["俥", "車"]"#,
        r#""characters": ["俥", "車"], "svg": "<svg viewBox='0 0 100 100'><circle r='40'/></svg>""#,
    );
    let options = RenderOptions {
        variant: Some(Variant::from_json(&json).unwrap()),
        ..RenderOptions::default()
    };
    let svg = render_diagram("3k3/7/7/7/7/7/R2K3", &options).unwrap();
    assert!(svg.contains("<image href=\"data:image/svg+xml"));
    assert!(!svg.contains(">俥</text>"));
}
