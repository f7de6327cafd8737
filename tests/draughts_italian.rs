//! Italian draughts (`variants/draughts/italian.json`): perft from the start against an
//! independent generator written here on a plain 8x8 array in the game's own frame (a1
//! light), and one test per rule of its own: the board's orientation and numbering, men
//! that cannot capture kings, and the order of capture preferences (the most pieces, then
//! with a king, then the most kings, then the earliest king).

use fenboard::variants::draughts::{Game, GamePosition};
use std::sync::Arc;

fn italian() -> Arc<Game> {
    let path = format!(
        "{}/variants/draughts/italian.json",
        env!("CARGO_MANIFEST_DIR")
    );
    Arc::new(Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap())
}

/// The legal moves of `fen`, as the game writes them (numbers), sorted.
fn moves(fen: &str) -> Vec<String> {
    let g = italian();
    let p = GamePosition::from_fen(&g, fen).unwrap();
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| p.path_text(m)).collect();
    v.sort();
    v
}

/// The independent generator: a board of 64 cells (file + 8 * rank) holding 0 (empty),
/// 1 / 2 (white man / king), -1 / -2 (black man / king); white moves up.
mod reference {
    pub type Board = [i8; 64];

    #[derive(Clone, Debug)]
    pub struct Move {
        pub from: usize,
        pub to: usize,
        /// Captured cells, in order.
        pub captured: Vec<usize>,
    }

    fn at(f: i32, r: i32) -> Option<usize> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (f + 8 * r) as usize)
    }

    /// Italian numbering: 1 = a8, counted along each rank from the left on the squares
    /// whose file and rank add up to an odd number (a1 is light).
    pub fn cell(n: usize) -> usize {
        let rank = 7 - (n - 1) / 4;
        let file = 2 * ((n - 1) % 4) + (rank + 1) % 2;
        file + 8 * rank
    }

    pub fn start() -> Board {
        let mut b = [0; 64];
        for n in 1..=12 {
            b[cell(n)] = -1;
        }
        for n in 21..=32 {
            b[cell(n)] = 1;
        }
        b
    }

    /// Every capture sequence of the piece on `from` (`piece` its value), played to its end.
    fn captures(
        b: &Board,
        piece: i8,
        at_sq: usize,
        path: &mut Vec<usize>,
        out: &mut Vec<Move>,
        from: usize,
    ) {
        let (f, r) = ((at_sq % 8) as i32, (at_sq / 8) as i32);
        let side = piece.signum();
        let king = piece.abs() == 2;
        let mut more = false;
        for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            if !king && dr != i32::from(side) {
                continue; // men capture forward only
            }
            let (Some(over), Some(land)) = (at(f + df, r + dr), at(f + 2 * df, r + 2 * dr)) else {
                continue;
            };
            let victim = b[over];
            if victim.signum() != -side || path.contains(&over) {
                continue;
            }
            if !king && victim.abs() == 2 {
                continue; // a man cannot take a king
            }
            if b[land] != 0 && land != from {
                continue;
            }
            more = true;
            path.push(over);
            let last_rank = if side > 0 { 7 } else { 0 };
            if !king && land / 8 == last_rank {
                // Crowned: the move ends there.
                out.push(Move {
                    from,
                    to: land,
                    captured: path.clone(),
                });
            } else {
                captures(b, piece, land, path, out, from);
            }
            path.pop();
        }
        if !more && !path.is_empty() {
            out.push(Move {
                from,
                to: at_sq,
                captured: path.clone(),
            });
        }
    }

    pub fn legal(b: &Board, side: i8) -> Vec<Move> {
        let mut caps = Vec::new();
        for sq in 0..64 {
            if b[sq].signum() == side {
                captures(b, b[sq], sq, &mut Vec::new(), &mut caps, sq);
            }
        }
        if !caps.is_empty() {
            // The order of preferences, as a key compared in order.
            let key = |m: &Move| {
                let kings: Vec<usize> = (0..m.captured.len())
                    .filter(|&k| b[m.captured[k]].abs() == 2)
                    .collect();
                (
                    m.captured.len(),
                    b[m.from].abs() == 2,
                    kings.len(),
                    std::cmp::Reverse(kings.first().copied().unwrap_or(usize::MAX)),
                )
            };
            let best = caps.iter().map(key).max().unwrap();
            caps.retain(|m| key(m) == best);
            // The same pieces from and to the same squares in another order: one move.
            let mut kept: Vec<Move> = Vec::new();
            for m in caps {
                let mut set = m.captured.clone();
                set.sort();
                let same = kept.iter().any(|k| {
                    let mut s = k.captured.clone();
                    s.sort();
                    k.from == m.from && k.to == m.to && s == set
                });
                if !same {
                    kept.push(m);
                }
            }
            return kept;
        }
        let mut quiet = Vec::new();
        for sq in 0..64 {
            let piece = b[sq];
            if piece.signum() != side {
                continue;
            }
            let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
            for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                if piece.abs() == 1 && dr != i32::from(side) {
                    continue;
                }
                if let Some(to) = at(f + df, r + dr) {
                    if b[to] == 0 {
                        quiet.push(Move {
                            from: sq,
                            to,
                            captured: Vec::new(),
                        });
                    }
                }
            }
        }
        quiet
    }

    pub fn play(b: &Board, m: &Move) -> Board {
        let mut next = *b;
        let piece = next[m.from];
        next[m.from] = 0;
        for &c in &m.captured {
            next[c] = 0;
        }
        let last_rank = if piece > 0 { 7 } else { 0 };
        next[m.to] = if piece.abs() == 1 && m.to / 8 == last_rank {
            2 * piece
        } else {
            piece
        };
        next
    }

    pub fn perft(b: &Board, side: i8, depth: u32) -> u64 {
        let moves = legal(b, side);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| perft(&play(b, m), -side, depth - 1))
            .sum()
    }
}

#[test]
fn italian_perft_matches_the_independent_generator() {
    let g = italian();
    let start = GamePosition::start(&g);
    let b = reference::start();
    // 7 / 49 / 302 / 1,469 / 7,361 / 36,473 / 177,532 / 828,783.
    for depth in 1..=8 {
        assert_eq!(
            start.perft(depth),
            reference::perft(&b, 1, depth),
            "perft({depth})"
        );
    }
}

#[test]
fn italian_board_a1_is_light_and_numbers_start_at_a8() {
    let g = italian();
    let start = GamePosition::start(&g);
    assert_eq!(
        start.fen(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    // 21 is b3, 29 is b1; a1 is light.
    assert!(start.piece_at("b3".parse().unwrap()).is_some());
    assert!(start.piece_at("a1".parse().unwrap()).is_none());
    assert!(start.piece_at("h1".parse().unwrap()).is_some());
    assert_eq!(
        moves(&g.start),
        ["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"]
    );
    let m = start.parse_move("21-17").unwrap();
    assert_eq!(
        (m.from.to_string(), m.to().to_string()),
        ("b3".into(), "a4".into())
    );
    // A FEN on a light square is refused, naming it.
    let e = GamePosition::from_fen(&g, "W:Wa1:B1").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a1 is a light square; draughts use the dark squares only"
    );
}

#[test]
fn italian_men_cannot_capture_kings() {
    // The man on 22 (d3) faces a king on 18 (c4), with 13 (b5) empty behind it: no
    // capture, it steps to 19 (e4).
    assert_eq!(moves("W:W22:BK18"), ["22-19"]);
    // A man on 18 instead is taken.
    assert_eq!(moves("W:W22:B18"), ["22x13"]);
    // A king takes a king.
    assert_eq!(moves("W:WK22:BK18"), ["22x13"]);
}

#[test]
fn italian_prefers_the_most_pieces_then_a_king_then_the_most_kings_then_the_earliest_king() {
    // The most pieces: the man on 30 takes two (26, 18), the man on 32 one (28).
    assert_eq!(moves("W:W30,32:B26,18,28"), ["30x21x14"]);
    // As many pieces: the king's capture (from 32 over 28) beats the man's (30 over 26).
    assert_eq!(moves("W:W30,K32:B26,28"), ["32x23"]);
    // As many pieces, both by kings: the one taking a king (22 over 18) beats the one
    // taking a man (31 over 28).
    assert_eq!(moves("W:WK22,K31:BK18,28"), ["22x13"]);
    // Two pieces each, one king each: the king met first (18, then the man on 10) beats
    // the king met second (the man on 19, then the king on 12).
    assert_eq!(moves("W:WK22:BK18,10,19,K12"), ["22x13x6"]);
    // Without the preference both would be legal: the independent generator agrees.
    let b = {
        let mut b = [0i8; 64];
        b[reference::cell(22)] = 2;
        for (n, v) in [(18, -2), (10, -1), (19, -1), (12, -2)] {
            b[reference::cell(n)] = v;
        }
        b
    };
    let legal = reference::legal(&b, 1);
    assert_eq!(legal.len(), 1);
    assert_eq!(
        (legal[0].from, legal[0].to),
        (reference::cell(22), reference::cell(6))
    );
}

#[test]
fn italian_definition_errors_name_the_field() {
    let base = r#""family": "draughts", "id": "x", "name": "X", "start": "W:W21-32:B1-12""#;
    for (json, message) in [
        (
            format!(r#"{{{base}, "board": {{"width": 8, "height": 8, "a1": "white"}}}}"#),
            "board.a1: 'white' is not one of dark, light",
        ),
        (
            format!(
                r#"{{{base}, "board": {{"width": 8, "height": 8}}, "capture": {{"preferences": ["withKing", "fewestMen"]}}}}"#
            ),
            "capture.preferences[1]: must be one of withKing, mostKings, earliestKing",
        ),
        (
            format!(
                r#"{{{base}, "board": {{"width": 8, "height": 8}}, "capture": {{"preferences": ["mostKings", "mostKings"]}}}}"#
            ),
            "capture.preferences[1]: 'mostKings' is listed twice",
        ),
        (
            format!(
                r#"{{{base}, "board": {{"width": 8, "height": 8}}, "capture": {{"preferences": "withKing"}}}}"#
            ),
            "capture.preferences: must be a list of at most 3 of withKing, mostKings, earliestKing",
        ),
        (
            format!(
                r#"{{{base}, "board": {{"width": 8, "height": 8}}, "men": {{"captureKings": "no"}}}}"#
            ),
            "men.captureKings: must be true or false",
        ),
    ] {
        assert_eq!(
            Game::from_json(&json).unwrap_err().to_string(),
            message,
            "{json}"
        );
    }
}

#[test]
fn italian_explanations_name_its_rules() {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let italian = fenboard::Variant::builtin("italian").unwrap();
    let why = |fen: &str, from: &str, to: &str, lang| {
        let options = Options {
            lang,
            ..Options::default()
        };
        match explain_move(&italian, fen, from, to, &options).unwrap() {
            Verdict::Illegal(e) => e.message,
            Verdict::Legal => panic!("{from}-{to} is legal in {fen}"),
        }
    };
    // The man on 30 (d1) and the king on 32 (h1) each take one piece: the king must. Italian
    // draughts writes its moves with numbers, and its explanations name squares so.
    let fen = "W:W30,K32:B26,28";
    assert_eq!(
        why(fen, "d1", "b3", Lang::En),
        "You must take the most pieces, then capture with a king, then take the most kings, \
         then take a king as early as you can: the capture from 32 is the one."
    );
    assert_eq!(
        why(fen, "d1", "b3", Lang::Fr),
        "Il faut prendre le plus de pièces, puis prendre avec une dame, puis prendre le plus de \
         dames, puis prendre une dame au plus tôt : la prise depuis 32 est celle à jouer."
    );
    // The man on 22 (d3) cannot jump the king on 18 (c4).
    assert_eq!(
        why("W:W22:BK18", "d3", "b5", Lang::En),
        "A man cannot capture a king in this game: the man on 22 cannot take the king on 18."
    );
}
