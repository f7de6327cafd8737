//! Why is this move illegal: each reason in each game where it applies, in English and French.

use fenboard::features::explain::{explain_move, Lang, Options, Reason, Verdict};
use fenboard::Variant;

/// A built-in game.
fn game(id: &str) -> Variant {
    Variant::builtin(id).unwrap()
}

/// (reason code, English message, French message, squares).
fn why(
    variant: &str,
    fen: &str,
    from: &str,
    to: &str,
    promotion: Option<char>,
    define: Option<char>,
) -> (String, String, String, Vec<String>) {
    let get = |lang| {
        let o = Options {
            lang,
            promotion,
            define,
            ..Options::default()
        };
        match explain_move(&game(variant), fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e,
            Verdict::Legal => panic!("{variant} {fen}: {from}-{to} is legal"),
        }
    };
    let (en, fr) = (get(Lang::En), get(Lang::Fr));
    assert_eq!(en.reason, fr.reason);
    assert_eq!(en.squares, fr.squares);
    assert_ne!(en.message, fr.message, "{}", en.message);
    assert!(en.message.ends_with('.') && fr.message.ends_with('.'));
    let squares = en.squares.iter().map(|s| s.to_string()).collect();
    (
        en.reason.code().to_string(),
        en.message,
        fr.message,
        squares,
    )
}

fn reason(variant: &str, fen: &str, from: &str, to: &str) -> (String, Vec<String>) {
    let (code, _, _, squares) = why(variant, fen, from, to, None, None);
    (code, squares)
}

fn legal(variant: &str, fen: &str, from: &str, to: &str) {
    assert_eq!(
        explain_move(&game(variant), fen, from, to, &Options::default()).unwrap(),
        Verdict::Legal,
        "{from}-{to}"
    );
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn codes_are_stable_and_distinct() {
    let codes: Vec<&str> = Reason::ALL.iter().map(|r| r.code()).collect();
    let mut sorted = codes.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), codes.len());
    assert!(codes.contains(&"leaves-royal-attacked") && codes.contains(&"capture-compulsory"));
}

#[test]
fn chess_basic_reasons() {
    legal("chess", START, "e2", "e4");
    legal("chess", START, "g1", "f3");
    let (code, en, fr, sq) = why("chess", START, "e3", "e4", None, None);
    assert_eq!(
        (code.as_str(), en.as_str(), fr.as_str()),
        (
            "no-piece",
            "There is no piece on e3.",
            "Il n'y a pas de pièce en e3."
        )
    );
    assert_eq!(sq, ["e3"]);
    let (code, en, fr, _) = why("chess", START, "e7", "e5", None, None);
    assert_eq!(code, "not-your-turn");
    assert!(
        en.starts_with("It is White's turn") && fr.starts_with("C'est aux Blancs de jouer"),
        "{en} / {fr}"
    );
    assert_eq!(reason("chess", START, "a1", "a2").0, "own-piece");
    let (code, en, fr, _) = why("chess", START, "g1", "g3", None, None);
    assert_eq!(code, "cannot-move-that-way");
    assert_eq!(en, "A knight cannot move from g1 to g3.");
    assert_eq!(fr, "Un cavalier ne peut pas aller de g1 à g3.");
    let (code, en, fr, sq) = why("chess", START, "f1", "c4", None, None);
    assert_eq!(code, "path-blocked");
    assert_eq!(sq, ["f1", "e2"]);
    assert_eq!(
        en,
        "The bishop cannot go from f1 to c4: the piece on e2 stands in the way."
    );
    assert_eq!(
        fr,
        "Le fou ne peut pas aller de f1 à c4 : la pièce en e2 barre le chemin."
    );
    let (code, _) = reason("chess", START, "e2", "e5");
    assert_eq!(code, "cannot-move-that-way");
    let (code, sq) = reason("chess", "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2", "e4");
    assert_eq!(
        (code.as_str(), sq),
        ("path-blocked", vec!["e2".to_string(), "e3".to_string()])
    );
    assert_eq!(reason("chess", START, "e2", "d3").0, "cannot-move-that-way");
}

#[test]
fn chess_pins_and_checks() {
    // The knight on e2 shields its king from the rook on e7.
    let fen = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let (code, en, fr, sq) = why("chess", fen, "e2", "c3", None, None);
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(sq, ["e1", "e7", "e2"]);
    assert_eq!(
        en,
        "This move would leave your king on e1 attacked by the rook on e7."
    );
    assert_eq!(
        fr,
        "Ce coup laisserait votre roi en e1 attaqué par la tour en e7."
    );
    // The king walks into an attack.
    let (code, en, _, _) = why(
        "chess",
        "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1",
        "e1",
        "d1",
        None,
        None,
    );
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(en, "The king would be attacked on d1 by the rook on d7.");
    // In check, a move that does not parry it.
    let (code, en, fr, _) = why(
        "chess",
        "4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1",
        "a1",
        "a2",
        None,
        None,
    );
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(
        en,
        "Your king on e1 is in check from the rook on e7, and this move does not parry it."
    );
    assert!(fr.contains("ne pare pas"), "{fr}");
}

#[test]
fn chess_castling() {
    let fen = "4kr2/8/8/8/8/8/8/4K2R w K - 0 1";
    let (code, en, fr, sq) = why("chess", fen, "e1", "g1", None, None);
    assert_eq!(code, "castle-through-check");
    assert_eq!(sq, ["e1", "f1", "f8"]);
    assert_eq!(
        en,
        "The king cannot castle through check: f1 is attacked by the rook on f8."
    );
    assert!(fr.contains("f1 est attaquée par la tour en f8"), "{fr}");
    // By the rook's square too.
    assert_eq!(reason("chess", fen, "e1", "h1").0, "castle-through-check");
    let (code, sq) = reason("chess", "4k3/4r3/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1");
    assert_eq!(
        (code.as_str(), sq),
        (
            "castle-out-of-check",
            vec!["e1".to_string(), "e7".to_string()]
        )
    );
    let (code, en, _, _) = why(
        "chess",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
        "e1",
        "g1",
        None,
        None,
    );
    assert_eq!(code, "castle-rights-lost");
    assert_eq!(en, "The king can no longer castle: it has moved.");
    let (code, en, _, sq) = why(
        "chess",
        "4k3/8/8/8/8/8/8/R3K2R w K - 0 1",
        "e1",
        "c1",
        None,
        None,
    );
    assert_eq!(code, "castle-rights-lost");
    assert!(en.contains("the rook has moved"), "{en}");
    assert_eq!(sq, ["e1", "a1"]);
    let (code, sq) = reason("chess", "4k3/8/8/8/8/8/8/4K1NR w K - 0 1", "e1", "g1");
    assert_eq!(code, "path-blocked");
    assert!(sq.contains(&"g1".to_string()));
    legal("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1");
    legal("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "h1");
}

#[test]
fn chess_promotion_and_game_over() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let (code, _, _, _) = why("chess", fen, "a7", "a8", Some('k'), None);
    assert_eq!(code, "promotion-not-allowed");
    assert_eq!(
        explain_move(
            &game("chess"),
            fen,
            "a7",
            "a8",
            &Options {
                promotion: Some('n'),
                ..Options::default()
            }
        )
        .unwrap(),
        Verdict::Legal
    );
    let (code, _) = reason("chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "h8", "g8");
    assert_eq!(code, "game-over");
    // Drawn with moves left: even a move of the position is refused, as play refuses it.
    let (code, en, fr, _) = why(
        "chess",
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
        "d3",
        "d4",
        None,
        None,
    );
    assert_eq!(code, "game-over");
    assert_eq!(
        en,
        "The game is over (insufficient-material): no move can be played."
    );
    assert_eq!(
        fr,
        "La partie est finie (insufficient-material) : aucun coup ne peut être joué."
    );
    let (code, _) = reason("chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 100 80", "e2", "e4");
    assert_eq!(code, "game-over");
    // A diagram of a lone king (partial) still moves.
    assert_eq!(
        explain_move(
            &game("chess"),
            "8/8/8/8/8/3K4/8/8 w - - 0 1",
            "d3",
            "d4",
            &Options::default()
        )
        .unwrap(),
        Verdict::Legal
    );
}

#[test]
fn coregal_a_queen_is_royal() {
    // The knight on c2 shields the queen on d1 from the queen on a4.
    let fen = "4k3/8/8/8/q7/8/2N5/3QK3 w 0 iiiiiiii -";
    let (code, en, fr, sq) = why("coregal", fen, "c2", "e3", None, None);
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(sq, ["d1", "a4", "c2"]);
    assert_eq!(
        en,
        "This move would leave your queen on d1 attacked by the queen on a4."
    );
    assert_eq!(
        fr,
        "Ce coup laisserait votre dame en d1 attaquée par la dame en a4."
    );
    // The queen may not step into an attack either.
    let (code, en, _, _) = why(
        "coregal",
        "3rk3/8/8/8/q7/8/8/4KQ2 w 0 iiiiiiii -",
        "f1",
        "d3",
        None,
        None,
    );
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(en, "The queen would be attacked on d3 by the rook on d8.");
    // Queen castling: the queen on d1 castles with the a1 rook to b1, through c1.
    let fen = "rnbqk2r/pppp1ppp/8/8/8/8/PPP2PPP/R2QK2R w 0 adehadeh -";
    legal("coregal", fen, "d1", "b1");
    let (code, _) = reason(
        "coregal",
        "r1q1k2r/8/8/8/8/8/8/R2QKb1R w 0 adehaceh -",
        "e1",
        "g1",
    );
    assert_eq!(code, "path-blocked");
    let (code, _) = reason(
        "coregal",
        "r1q1k2r/8/8/6b1/8/8/8/R2QK2R w 0 adehaceh -",
        "d1",
        "a1",
    );
    assert_eq!(code, "castle-through-check");
    let (code, _) = reason(
        "coregal",
        "r1q1k2r/8/8/8/7b/8/8/R2QK2R w 0 adehaceh -",
        "e1",
        "g1",
    );
    assert_eq!(code, "castle-out-of-check");
}

#[test]
fn grand_promotion_only_to_captured_pieces() {
    let fen = "4k5/P9/10/10/10/10/10/10/1NBQKMCBN1/R8R w 0 -";
    let (code, en, fr, sq) = why("grand", fen, "a9", "a10", None, None);
    assert_eq!(code, "promotion-not-captured");
    assert_eq!(sq, ["a9", "a10"]);
    assert!(
        en.contains("only to a piece that has been captured"),
        "{en}"
    );
    assert!(fr.contains("déjà prise"), "{fr}");
    let (code, _, _, _) = why("grand", fen, "a9", "a10", Some('q'), None);
    assert_eq!(code, "promotion-not-captured");
    // Without the queen on the board, the queen is offered, not the marshall.
    let fen = "4k5/P9/10/10/10/10/10/10/1NB1KMCBN1/R8R w 0 -";
    legal("grand", fen, "a9", "a10");
    let (code, en, _, _) = why("grand", fen, "a9", "a10", Some('m'), None);
    assert_eq!(code, "promotion-not-captured");
    assert!(en.contains("It may become: queen."), "{en}");
    let (code, en, _, _) = why("grand", fen, "f2", "d2", None, None);
    assert_eq!(code, "path-blocked");
    assert!(en.starts_with("The marshall cannot go"), "{en}");
    assert_eq!(reason("grand", fen, "g2", "g4").0, "cannot-move-that-way");
}

#[test]
fn bario_undefined_pieces() {
    let start = "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -";
    legal("bario", start, "e1", "e1");
    let (code, _, _, sq) = why("bario", start, "e2", "e4", None, None);
    assert_eq!(code, "king-must-be-placed");
    assert_eq!(sq.len(), 8);
    let fen = "uuuukuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUKUUU w 2 - 22212221 -";
    legal("bario", fen, "b1", "c3");
    let (code, en, fr, _) = why("bario", fen, "b1", "b5", None, None);
    assert_eq!(code, "undefined-must-be-defined");
    assert!(
        en.starts_with("An undefined piece cannot move until it is defined"),
        "{en}"
    );
    assert!(fr.starts_with("Une pièce indéfinie"), "{fr}");
    let (code, en, fr, sq) = why(
        "bario",
        fen,
        "c1",
        "d3",
        Some('b').filter(|_| false),
        Some('b'),
    );
    assert_eq!(code, "definition-has-no-move");
    assert_eq!(sq, ["c1"]);
    assert!(
        en.starts_with("Defined as a bishop, the piece on c1 would have no legal move"),
        "{en}"
    );
    assert!(fr.starts_with("Définie comme un fou"), "{fr}");
    let fen = "uuuukuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUQKUUU w 2 - 22202221 -";
    let (code, _, _, _) = why("bario", fen, "b1", "c3", None, Some('q'));
    assert_eq!(code, "not-in-reserve");
    assert_eq!(reason("bario", fen, "d1", "d3").0, "path-blocked");
}

#[test]
fn russian_draughts() {
    let start = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    legal("russian", start, "c3", "d4");
    assert_eq!(reason("russian", start, "d4", "e5").0, "no-piece");
    assert_eq!(reason("russian", start, "b6", "a5").0, "not-your-turn");
    let (code, en, fr, _) = why("russian", start, "c3", "c5", None, None);
    assert_eq!(code, "cannot-move-that-way");
    assert!(en.contains("diagonally") && fr.contains("diagonale"));
    let (code, en, _, _) = why("russian", "W:Wc3:Bh8", "c3", "b2", None, None);
    assert_eq!(code, "cannot-move-that-way");
    assert!(
        en.starts_with("A man moves one square diagonally forward"),
        "{en}"
    );
    // Capture is compulsory: the man on c3 can take d4.
    let fen = "W:Wc3,g3:Bd4,a7";
    let (code, en, fr, sq) = why("russian", fen, "g3", "h4", None, None);
    assert_eq!(code, "capture-compulsory");
    assert_eq!(sq, ["c3"]);
    assert_eq!(
        en,
        "Capturing is compulsory: the piece on c3 can capture, so it must."
    );
    assert_eq!(
        fr,
        "La prise est obligatoire : la pièce en c3 peut prendre, elle doit le faire."
    );
    let (code, en, _, sq) = why("russian", fen, "c3", "b4", None, None);
    assert_eq!(code, "capture-compulsory");
    assert_eq!(sq, ["c3", "d4"]);
    assert_eq!(
        en,
        "Capturing is compulsory: the man on c3 must take on d4."
    );
    // The capture goes on: c3:e5:c7.
    let fen = "W:Wc3:Bd4,d6";
    legal("russian", fen, "c3", "c7");
    let (code, en, fr, sq) = why("russian", fen, "c3", "e5", None, None);
    assert_eq!(code, "capture-must-continue");
    assert_eq!(sq, ["c3", "e5", "d6"]);
    assert_eq!(
        en,
        "The man cannot stop on e5: a capture goes on while it can, and it can still take on d6."
    );
    assert!(
        fr.starts_with("Le pion ne peut pas s'arrêter en e5"),
        "{fr}"
    );
    // A flying king is blocked.
    let (code, sq) = reason("russian", "W:WKa1,c3:Bh8", "a1", "d4");
    assert_eq!(
        (code.as_str(), sq),
        ("path-blocked", vec!["a1".to_string(), "c3".to_string()])
    );
}

#[test]
fn bad_input_is_an_error() {
    let chess = game("chess");
    assert!(explain_move(&chess, START, "z9", "e4", &Options::default()).is_err());
    assert!(explain_move(&chess, "nonsense", "e2", "e4", &Options::default()).is_err());
    // A diagram without kings is read as a partial position.
    legal("chess", "8/8/8/3N4/8/8/8/8 w - - 0 1", "d5", "e7");
    assert_eq!(
        reason("chess", "8/8/8/3N4/8/8/8/8 w - - 0 1", "d5", "d6").0,
        "cannot-move-that-way"
    );
}

/// (reason code, English message, French message, squares) in a game defined by data.
fn why_in(v: &Variant, fen: &str, from: &str, to: &str) -> (String, String, String, Vec<String>) {
    let get = |lang| {
        let o = Options {
            lang,
            ..Options::default()
        };
        match explain_move(v, fen, from, to, &o).unwrap() {
            Verdict::Illegal(e) => e,
            Verdict::Legal => panic!("{} {fen}: {from}-{to} is legal", v.id()),
        }
    };
    let (en, fr) = (get(Lang::En), get(Lang::Fr));
    assert_eq!((en.reason, &en.squares), (fr.reason, &fr.squares));
    let squares = en.squares.iter().map(|s| s.to_string()).collect();
    (
        en.reason.code().to_string(),
        en.message,
        fr.message,
        squares,
    )
}

#[test]
fn games_defined_by_data_are_explained_by_the_same_code() {
    let capablanca = Variant::from_json(include_str!("../variants/capablanca.json")).unwrap();
    let start = capablanca.info().start_fen;
    assert_eq!(
        explain_move(&capablanca, &start, "c1", "d3", &Options::default()).unwrap(),
        Verdict::Legal
    );
    // Its pieces by their names; in French too, where the definition gives no French name.
    let (code, en, fr, _) = why_in(&capablanca, &start, "c1", "c3");
    assert_eq!(code, "cannot-move-that-way");
    assert_eq!(en, "An archbishop cannot move from c1 to c3.");
    assert_eq!(fr, "Un archbishop ne peut pas aller de c1 à c3.");
    let (code, en, _, sq) = why_in(&capablanca, &start, "h1", "h3");
    assert_eq!(
        (code.as_str(), sq),
        ("path-blocked", vec!["h1".into(), "h2".into()])
    );
    assert_eq!(
        en,
        "The chancellor cannot go from h1 to h3: the piece on h2 stands in the way."
    );
    // Castling as the definition says: the king goes to i1.
    let fen = "r3k4r/10/10/10/10/10/10/R4K1N1R w KQkq - 0 1";
    let (code, _, _, sq) = why_in(&capablanca, fen, "f1", "i1");
    assert_eq!(code, "path-blocked");
    assert!(sq.contains(&"h1".to_string()), "{sq:?}");
    assert_eq!(
        explain_move(
            &capablanca,
            "r3k4r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
            "f1",
            "i1",
            &Options::default()
        )
        .unwrap(),
        Verdict::Legal
    );

    // Knightmate: the royal piece is a knight, and the commoner shields it.
    let knightmate = Variant::from_json(include_str!("../variants/knightmate.json")).unwrap();
    let (code, en, _, sq) = why_in(&knightmate, "4k3/4r3/8/8/8/8/4M3/4K3 w - - 0 1", "e2", "d3");
    assert_eq!(code, "leaves-royal-attacked");
    assert_eq!(sq, ["e1", "e7", "e2"]);
    assert_eq!(
        en,
        "This move would leave your royal knight on e1 attacked by the rook on e7."
    );

    // Berolina: its pawn moves diagonally and captures straight ahead, in its own words.
    let berolina = Variant::from_json(include_str!("../variants/berolina.json")).unwrap();
    let start = berolina.info().start_fen;
    for to in ["e3", "g3", "d4", "h4"] {
        assert_eq!(
            explain_move(&berolina, &start, "f2", to, &Options::default()).unwrap(),
            Verdict::Legal,
            "f2{to}"
        );
    }
    let (code, en, fr, _) = why_in(&berolina, &start, "f2", "f3");
    assert_eq!(code, "cannot-move-that-way");
    assert_eq!(
        en,
        "A Berolina pawn moves straight ahead only to capture, and there is nothing to capture on f3."
    );
    assert_eq!(
        fr,
        "Un Berolina pawn ne va tout droit que pour prendre, et il n'y a rien à prendre en f3."
    );
    let (_, en, _, _) = why_in(&berolina, &start, "f2", "f4");
    assert_eq!(
        en,
        "A Berolina pawn cannot move from f2 to f4: it goes diagonally forward, and captures one square straight forward."
    );
    let (code, en, _, _) = why_in(&berolina, "4k3/8/8/8/8/6p1/5P2/4K3 w - - 0 1", "f2", "g3");
    assert_eq!(code, "path-blocked");
    assert_eq!(
        en,
        "The Berolina pawn cannot go from f2 to g3: the way is blocked on g3 (a Berolina pawn does not capture diagonally)."
    );
}

#[test]
fn a_diagram_of_the_board_alone_gives_no_castling_nor_en_passant_right() {
    let chess = game("chess");
    let board_only = |lang| Options {
        lang,
        board_only: true,
        ..Options::default()
    };
    // fen:r3k2r/8/8/8/8/8/8/R3K2R: read as a game: no castling rights.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
    let Verdict::Illegal(e) = explain_move(&chess, fen, "e1", "c1", &board_only(Lang::En)).unwrap()
    else {
        panic!("0-0-0 on a diagram")
    };
    assert_eq!(e.reason, Reason::CastleRightsLost);
    assert_eq!(
        e.message,
        "The king cannot castle: this diagram shows only the board, which gives no castling right (a diagram written as a whole FEN, with its castling rights, gives them)."
    );
    assert!(!e.message.contains("has moved"));
    let Verdict::Illegal(e) = explain_move(&chess, fen, "e1", "h1", &board_only(Lang::Fr)).unwrap()
    else {
        panic!("0-0 on a diagram")
    };
    assert!(
        e.message
            .starts_with("Le roi ne peut pas roquer : ce diagramme ne montre que l'échiquier"),
        "{}",
        e.message
    );
    // As a FEN, the same position says the king has moved.
    let (code, en, _, _) = why("chess", fen, "e1", "c1", None, None);
    assert_eq!(code, "castle-rights-lost");
    assert_eq!(en, "The king can no longer castle: it has moved.");
    // cxd6 e.p. on fen:4k3/8/8/2Pp4/8/8/8/4K3: the black pawn may have just come to d5, but
    // the diagram does not say so.
    let fen = "4k3/8/8/2Pp4/8/8/8/4K3 w - - 0 1";
    let Verdict::Illegal(e) = explain_move(&chess, fen, "c5", "d6", &board_only(Lang::En)).unwrap()
    else {
        panic!("cxd6 e.p. on a diagram")
    };
    assert_eq!(e.reason, Reason::CannotMoveThatWay);
    assert_eq!(
        e.message,
        "The pawn cannot take en passant on d6: this diagram shows only the board, which gives no en passant right (a diagram written as a whole FEN, with its en passant square, gives it)."
    );
    assert_eq!(e.squares, ["c5", "d6", "d5"].map(|s| s.parse().unwrap()));
    // The whole-FEN form grants it.
    let whole = "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 2";
    assert_eq!(
        explain_move(&chess, whole, "c5", "d6", &board_only(Lang::En)).unwrap(),
        Verdict::Legal
    );
    // A diagonal step with no pawn beside to take is explained as before.
    let (_, en, _, _) = why("chess", fen, "c5", "b6", None, None);
    assert_eq!(
        en,
        "A pawn moves diagonally only to capture, and there is nothing to capture on b6."
    );
}

/// The squares of a draughts explanation, named as the game writes its moves: numbers in
/// the numbered games, names in the algebraic ones; the squares shown on the board stay
/// names, as every game's board takes them.
#[test]
fn draughts_squares_are_named_as_the_game_writes_them() {
    let check = |variant: &str, fen: &str, (from, to): (&str, &str), en: &str, fr: &str| {
        let (_, got_en, got_fr, _) = why(variant, fen, from, to, None, None);
        assert_eq!(
            (got_en.as_str(), got_fr.as_str()),
            (en, fr),
            "{variant} {fen} {from}-{to}"
        );
    };
    // International draughts: 33 = f4, 28 = e5, 22 = d6, 18 = e7, 9 = g9.
    let fen = "W:W33,35:B28,30,18,9";
    check(
        "international",
        fen,
        ("j4", "h6"),
        "You must take the most pieces: the capture from 33 takes three.",
        "Il faut prendre le plus de pièces : la prise depuis 33 en prend trois.",
    );
    check(
        "international",
        fen,
        ("f4", "g5"),
        "Capturing is compulsory: the man on 33 must take on 28, 18 and 9.",
        "La prise est obligatoire : le pion en 33 doit prendre en 28, 18 et 9.",
    );
    check("international", fen, ("f4", "d6"),
        "The man cannot stop on 22: a capture goes on while it can, and it can still take on 18 and 9.",
        "Le pion ne peut pas s'arrêter en 22 : une prise continue tant qu'elle le peut, et elle peut encore prendre en 18 et 9.");
    assert_eq!(
        reason("international", fen, "f4", "d6").1,
        ["f4", "d6", "e7", "g9"]
    );
    check("international", "W:W32:B19", ("d4", "c3"),
        "A man moves one square diagonally forward (it captures in every direction): it cannot go from 32 to 37.",
        "Un pion avance d'une case en diagonale (il prend dans toutes les directions) : il ne peut pas aller de 32 à 37.");
    check(
        "international",
        "W:W32:B19",
        ("g7", "f6"),
        "It is White's turn: the piece on 19 belongs to the other side.",
        "C'est aux Blancs de jouer : la pièce en 19 est à l'adversaire.",
    );
    check(
        "international",
        "W:WK46,37:B19",
        ("a1", "e5"),
        "The king cannot go from 46 to 28: the piece on 37 stands in the way.",
        "La dame ne peut pas aller de 46 à 28 : la pièce en 37 barre le chemin.",
    );
    check(
        "international",
        "W:W32,28:B1",
        ("d4", "e5"),
        "The square 28 holds one of your own pieces: you cannot capture it.",
        "La case 28 porte une de vos pièces : on ne prend pas ses propres pièces.",
    );
    // A light square has no number: its name.
    check(
        "international",
        "W:W32:B19",
        ("d5", "e6"),
        "There is no piece on d5.",
        "Il n'y a pas de pièce en d5.",
    );
    // Italian draughts numbers its turned board from a8 (1) to h1 (32): 21 = b3, 18 = c4,
    // 22 = d3, 28 = g2.
    check("italian", "W:W22:BK18", ("d3", "b5"),
        "A man cannot capture a king in this game: the man on 22 cannot take the king on 18.",
        "Un pion ne peut pas prendre une dame dans ce jeu : le pion en 22 ne peut pas prendre la dame en 18.");
    check("italian", "W:W21,K32:B18,28", ("b3", "d5"),
        "You must take the most pieces, then capture with a king, then take the most kings, then take a king as early as you can: the capture from 32 is the one.",
        "Il faut prendre le plus de pièces, puis prendre avec une dame, puis prendre le plus de dames, puis prendre une dame au plus tôt : la prise depuis 32 est celle à jouer.");
    check(
        "italian",
        "W:W21,K32:B18,28",
        ("h1", "h3"),
        "Capturing is compulsory: the king on 32 must take on 28.",
        "La prise est obligatoire : la dame en 32 doit prendre en 28.",
    );
    // English draughts: 22 = c3, 18 = d4, 15 = e5, 10 = d6.
    check("english", "W:W22:B18,10", ("c3", "e5"),
        "The man cannot stop on 15: a capture goes on while it can, and it can still take on 10.",
        "Le pion ne peut pas s'arrêter en 15 : une prise continue tant qu'elle le peut, et elle peut encore prendre en 10.");
    check("english", "W:WK22,27:B1", ("c3", "e5"),
        "A king moves one square diagonally, forward or backward: it cannot go from 22 to 15.",
        "Une dame se déplace d'une case en diagonale, en avant ou en arrière : elle ne peut pas aller de 22 à 15.");
    // The algebraic games name their squares.
    check(
        "turkish",
        "W:Wd4,f2:Bf3,d5,d7,a7",
        ("f2", "f4"),
        "You must take the most pieces: the capture from d4 takes two.",
        "Il faut prendre le plus de pièces : la prise depuis d4 en prend deux.",
    );
    for id in ["russian", "brazilian"] {
        check(id, "W:Wc3:Bd4,d6", ("c3", "e5"),
            "The man cannot stop on e5: a capture goes on while it can, and it can still take on d6.",
            "Le pion ne peut pas s'arrêter en e5 : une prise continue tant qu'elle le peut, et elle peut encore prendre en d6.");
    }
}
