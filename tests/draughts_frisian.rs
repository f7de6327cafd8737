//! Frisian draughts and frysk! (`variants/draughts/frisian.json`, `frysk.json`): men step
//! diagonally forward and capture diagonally and along ranks and files, forward and
//! backward; flying kings move diagonally and capture both ways; the capture of the highest
//! value is compulsory (a man 1, a king 1.5; at equal value the one taking more kings, then
//! one made by a king); a king makes at most three non-capturing moves in a row while its
//! side has men. Perft from the start and seeded random games against an independent
//! generator written here (a mailbox, the rules as the Frisian rules state them); one test
//! per rule; the definition's and the FEN's errors.

use fenboard::core::color::Color;
use fenboard::variants::draughts::{path_text, Game, GamePosition, Position, Sized};
use std::sync::Arc;

fn game(id: &str) -> Arc<Game> {
    let path = format!("{}/variants/draughts/{id}.json", env!("CARGO_MANIFEST_DIR"));
    Arc::new(Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap())
}

/// The legal moves of a Frisian `fen`, as full paths, sorted.
fn moves(fen: &str) -> Vec<String> {
    let g = game("frisian");
    let p = GamePosition::from_fen(&g, fen).unwrap();
    let mut v: Vec<String> = (p.legal_moves().iter())
        .map(|m| path_text(m, g.rules.squares, g.board()))
        .collect();
    v.sort();
    v
}

/// An independent generator: a mailbox of 100 squares (`+1` white man, `+2` white king,
/// negative for black), the kings' runs beside it, the rules as stated, no bitboard and no
/// code of the engine's.
mod mailbox {
    /// The pieces, square `rank * 10 + file`.
    pub type Board = [i8; 100];

    /// A position: the pieces, the side to move (`1` white, `-1` black), each side's run
    /// (white's, black's: the king's square and its non-capturing moves in a row, counted
    /// up to the limit, 3).
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub struct Pos {
        pub board: Board,
        pub sign: i8,
        pub runs: [(usize, u8); 2],
    }

    /// A move: origin, destination, the squares taken (as a set), whether it crowns.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
    pub struct Move {
        pub from: usize,
        pub to: usize,
        pub taken: Vec<usize>,
        pub crowns: bool,
    }

    /// The eight ways a piece captures: one diagonal step, or two squares along a rank or
    /// file (the next dark square there).
    const WAYS: [(i32, i32); 8] = [
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
        (0, 2),
        (2, 0),
        (-2, 0),
        (0, -2),
    ];

    fn at(f: i32, r: i32) -> Option<usize> {
        ((0..10).contains(&f) && (0..10).contains(&r)).then(|| (r * 10 + f) as usize)
    }

    /// Every capture sequence of the piece `p` of side `sign` from `from`, now on `sq`;
    /// taken pieces stay on the board until the move ends (they block) and none is taken
    /// twice. A man goes on as a man; a sequence ends where no capture is left.
    #[allow(clippy::too_many_arguments)]
    fn captures(
        b: &Board,
        p: i8,
        sign: i8,
        from: usize,
        sq: usize,
        taken: &mut Vec<usize>,
        out: &mut Vec<(Move, u32, u32)>,
    ) {
        let (f, r) = ((sq % 10) as i32, (sq / 10) as i32);
        let king = p.abs() == 2;
        let mut found = false;
        for (df, dr) in WAYS {
            let mut k = 1;
            // A king flies over empty squares to the piece it takes (its origin is empty).
            while king && at(f + k * df, r + k * dr).is_some_and(|s| b[s] == 0 || s == from) {
                k += 1;
            }
            let Some(over) = at(f + k * df, r + k * dr) else {
                continue;
            };
            if b[over] == 0 || b[over].signum() == sign || taken.contains(&over) {
                continue;
            }
            let mut j = k + 1;
            while let Some(land) = at(f + j * df, r + j * dr).filter(|&s| b[s] == 0 || s == from) {
                found = true;
                taken.push(over);
                captures(b, p, sign, from, land, taken, out);
                taken.pop();
                if !king {
                    break;
                }
                j += 1;
            }
        }
        if !found && !taken.is_empty() {
            let mut set = taken.clone();
            set.sort_unstable();
            let kings = set.iter().filter(|&&t| b[t].abs() == 2).count() as u32;
            // A man 2, a king 3: a king worth a man and a half.
            let value = 2 * set.len() as u32 + kings;
            let last_rank = if sign > 0 { 9 } else { 0 };
            out.push((
                Move {
                    from,
                    to: sq,
                    taken: set,
                    crowns: !king && sq / 10 == last_rank,
                },
                value,
                kings,
            ));
        }
    }

    /// The legal moves: the captures of the highest value, of them those taking the most
    /// kings, of them those made by a king if any (one move per origin, destination and
    /// set of pieces); else the steps, less those of a king that has made three
    /// non-capturing moves in a row while its side has men.
    pub fn legal(pos: &Pos) -> Vec<Move> {
        let (b, sign) = (&pos.board, pos.sign);
        let mut caps = Vec::new();
        for sq in 0..100 {
            if b[sq].signum() == sign {
                captures(b, b[sq], sign, sq, sq, &mut Vec::new(), &mut caps);
            }
        }
        if !caps.is_empty() {
            let best = caps.iter().map(|&(_, v, k)| (v, k)).max();
            caps.retain(|&(_, v, k)| Some((v, k)) == best);
            if caps.iter().any(|(m, _, _)| b[m.from].abs() == 2) {
                caps.retain(|(m, _, _)| b[m.from].abs() == 2);
            }
            let mut caps: Vec<Move> = caps.into_iter().map(|(m, _, _)| m).collect();
            caps.sort();
            caps.dedup();
            return caps;
        }
        let side = usize::from(sign < 0);
        let men = b.contains(&sign);
        let held = (pos.runs[side].1 >= 3 && men).then_some(pos.runs[side].0);
        let mut quiet = Vec::new();
        for sq in 0..100 {
            let p = b[sq];
            if p.signum() != sign || Some(sq) == held {
                continue;
            }
            let (f, r) = ((sq % 10) as i32, (sq / 10) as i32);
            for (df, dr) in &WAYS[..4] {
                let forward = dr.signum() == i32::from(sign);
                if p.abs() == 1 && !forward {
                    continue;
                }
                let reach = if p.abs() == 2 { 9 } else { 1 };
                for k in 1..=reach {
                    match at(f + k * df, r + k * dr) {
                        Some(to) if b[to] == 0 => quiet.push(Move {
                            from: sq,
                            to,
                            taken: Vec::new(),
                            crowns: p.abs() == 1 && to / 10 == if sign > 0 { 9 } else { 0 },
                        }),
                        _ => break,
                    }
                }
            }
        }
        quiet
    }

    pub fn play(pos: &Pos, m: &Move) -> Pos {
        let mut next = *pos;
        let b = &mut next.board;
        let p = b[m.from];
        let side = usize::from(pos.sign < 0);
        let (square, n) = pos.runs[side];
        next.runs[side] = match (
            p.abs() == 2 && m.taken.is_empty(),
            n > 0 && square == m.from,
        ) {
            (false, _) => (0, 0),
            (true, true) => (m.to, (n + 1).min(3)),
            (true, false) => (m.to, 1),
        };
        if m.taken.contains(&pos.runs[1 - side].0) && pos.runs[1 - side].1 > 0 {
            next.runs[1 - side] = (0, 0);
        }
        b[m.from] = 0;
        for &t in &m.taken {
            b[t] = 0;
        }
        b[m.to] = if m.crowns { 2 * p.signum() } else { p };
        next.sign = -pos.sign;
        next
    }

    pub fn perft(pos: &Pos, depth: u32) -> u64 {
        let moves = legal(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| perft(&play(pos, m), depth - 1)).sum()
    }
}

/// The mailbox of a position of the engine.
fn mailbox_of(p: &Position<u64>) -> mailbox::Pos {
    let mut board = [0i8; 100];
    let index = |sq: fenboard::Square| usize::from(sq.rank()) * 10 + usize::from(sq.file());
    for (sq, piece) in p.pieces() {
        let v = if piece.role == fenboard::variants::draughts::Role::King {
            2
        } else {
            1
        };
        board[index(sq)] = if piece.color == Color::White { v } else { -v };
    }
    let runs = p.runs().map(|r| r.map_or((0, 0), |(sq, n)| (index(sq), n)));
    mailbox::Pos {
        board,
        sign: if p.turn() == Color::White { 1 } else { -1 },
        runs,
    }
}

fn ten(pos: &GamePosition) -> Position<u64> {
    match *pos.sized() {
        Sized::Ten(p) => p,
        _ => unreachable!("Frisian positions are 10x10"),
    }
}

/// Perft of `id` from its start by the engine to `expected.len()` plies, and by the
/// generator here to `mailbox_depth`.
fn perft_from_the_start(id: &str, expected: &[u64], mailbox_depth: u32) {
    let g = game(id);
    let start = ten(&GamePosition::start(&g));
    let b = mailbox_of(&start);
    for (depth, &n) in (1..).zip(expected.iter()) {
        assert_eq!(start.perft(&g.rules, depth), n, "{id} perft({depth})");
        if depth <= mailbox_depth {
            assert_eq!(
                mailbox::perft(&b, depth),
                n,
                "{id}: the generator's perft({depth})"
            );
        }
    }
}

/// Frisian draughts from the start: the engine and the generator. pydraughts gives 9 / 81 /
/// 658 / 3,880: at depth 4, 3,874 once its six duplicate listings of one capture (the same
/// pieces taken in another order, which the Frisian rules make one move, as the FMJD's do)
/// are merged; `tests/oracle/pydraughts_compare.py` explains them position by position.
const FRISIAN: [u64; 8] = [9, 81, 658, 3_874, 21_265, 102_431, 540_126, 2_825_779];
/// frysk! from the start; pydraughts gives the same to depth 5.
const FRYSK: [u64; 7] = [9, 81, 657, 5_329, 41_829, 328_329, 2_572_197];

#[test]
fn perft_from_the_start_matches_an_independent_generator() {
    // Depth 6 here (the generator is slow in a debug build); to the first depth past a
    // million in the test below, run with --ignored in a release build.
    perft_from_the_start("frisian", &FRISIAN[..6], 6);
    perft_from_the_start("frysk", &FRYSK[..6], 6);
}

#[test]
#[ignore = "minutes in a debug build: cargo test --release --test draughts_frisian -- --ignored"]
fn perft_past_a_million_matches_an_independent_generator() {
    perft_from_the_start("frisian", &FRISIAN, 8);
    perft_from_the_start("frysk", &FRYSK, 7);
}

/// A move of the engine as the generator writes it.
fn as_mailbox(m: &fenboard::variants::draughts::DraughtsMove) -> mailbox::Move {
    let index = |sq: fenboard::Square| usize::from(sq.rank()) * 10 + usize::from(sq.file());
    let mut taken: Vec<usize> = m.captured.iter().map(|&s| index(s)).collect();
    taken.sort_unstable();
    mailbox::Move {
        from: index(m.from),
        to: index(m.to()),
        taken,
        crowns: m.promotes,
    }
}

/// Seeded random games of `id`, captures preferred half of the time and kings' quiet moves
/// preferred where there are kings, so that kings, long captures and kings' runs come:
/// every position's legal moves, the position after each (with the runs) and the FEN read
/// back are compared. Returns (positions, with kings, with a king held by its run).
fn random_games(id: &str, start: Option<&str>, games: usize, seed: u64) -> (usize, usize, usize) {
    let g = game(id);
    let mut seed = seed;
    let mut rand = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) % n as u64) as usize
    };
    let (mut positions, mut kings, mut held) = (0, 0, 0);
    for _ in 0..games {
        let mut pos = match start {
            Some(fen) => GamePosition::from_fen(&g, fen).unwrap(),
            None => GamePosition::start(&g),
        };
        for _ in 0..150 {
            let b = mailbox_of(&ten(&pos));
            let ours = pos.legal_moves();
            let mut mine: Vec<mailbox::Move> = ours.iter().map(as_mailbox).collect();
            mine.sort();
            let mut theirs = mailbox::legal(&b);
            theirs.sort();
            assert_eq!(mine, theirs, "{}", pos.fen());
            for m in &ours {
                let after = pos.after(m);
                assert_eq!(
                    mailbox_of(&ten(&after)),
                    mailbox::play(&b, &as_mailbox(m)),
                    "{} {m}",
                    pos.fen()
                );
                assert_eq!(
                    GamePosition::from_fen(&g, &after.fen()).unwrap(),
                    after,
                    "{}",
                    after.fen()
                );
            }
            positions += 1;
            kings += usize::from(b.board.iter().any(|&v| v.abs() == 2));
            let side = usize::from(b.sign < 0);
            held += usize::from(b.runs[side].1 >= 3 && b.board.contains(&b.sign));
            if ours.is_empty() {
                break;
            }
            let captures: Vec<_> = ours.iter().filter(|m| m.is_capture()).collect();
            // The king of the side's run first, so that runs reach their limit.
            let run = ten(&pos).runs()[side].map(|(sq, _)| sq);
            let mut kings_quiet: Vec<_> =
                ours.iter().filter(|m| pos.is_king_quiet_move(m)).collect();
            if kings_quiet.iter().any(|m| Some(m.from) == run) {
                kings_quiet.retain(|m| Some(m.from) == run);
            }
            let m = if !captures.is_empty() && rand(2) == 0 {
                *captures[rand(captures.len())]
            } else if !kings_quiet.is_empty() && rand(4) != 0 {
                *kings_quiet[rand(kings_quiet.len())]
            } else {
                ours[rand(ours.len())]
            };
            pos.play(&m);
        }
    }
    (positions, kings, held)
}

#[test]
fn random_games_agree_with_the_independent_generator() {
    let (positions, kings, _) = random_games("frisian", None, 80, 0x0066_7269_7369_616e);
    assert!(positions > 1_000 && kings > 300, "{positions} {kings}");
    let (positions, kings, _) = random_games("frysk", None, 80, 0x0066_7279_736b);
    assert!(positions > 1_000 && kings > 300, "{positions} {kings}");
    // Kings and men far apart, so that kings' runs reach their limit between captures.
    let kings_and_men = "W:WK47,K49,36,37,40:BK2,K4,11,14,15";
    let (positions, _, held) = random_games("frisian", Some(kings_and_men), 400, 0x0072_756e);
    assert!(positions > 1_000 && held > 10, "{positions} {held}");
}

#[test]
fn men_capture_along_ranks_and_files_forward_and_backward() {
    // The man on 28 (e5) takes 18 (e7) up the file, landing on 8 (e9); 38 (e3) down it,
    // landing on 48 (e1); 27 (c5) and 29 (g5) along the rank, landing on 26 and 30.
    assert_eq!(moves("W:W28:B18"), ["28x8"]);
    assert_eq!(moves("W:W28:B38"), ["28x48"]);
    assert_eq!(moves("W:W28:B27"), ["28x26"]);
    assert_eq!(moves("W:W28:B29"), ["28x30"]);
    // Steps stay diagonal and forward.
    assert_eq!(moves("W:W28:B1"), ["28-22", "28-23"]);
}

#[test]
fn kings_capture_flying_along_ranks_and_files_and_move_diagonally() {
    // The king on 46 takes 16 up the a-file, landing on 6 or... any empty square beyond.
    assert_eq!(moves("W:WK46:B26"), ["46x16", "46x6"]);
    // Its quiet moves are diagonal only: up the long diagonal, none along the file.
    assert_eq!(
        moves("W:WK46:B5"),
        ["46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"]
    );
}

#[test]
fn the_capture_of_the_highest_value_is_compulsory() {
    // Two men (value 2) against one king (1.5): the two men.
    assert_eq!(moves("W:W28,47:B22,11,K42"), ["28x17x6"]);
}

#[test]
fn a_king_makes_at_most_three_quiet_moves_in_a_row_while_its_side_has_men() {
    // The king on 46 has made three: it may not move, the man on 35 may.
    assert_eq!(moves("W:WK46,35:B1:K46x3"), ["35-30"]);
    // Without men it may.
    assert_eq!(moves("W:WK46:B1:K46x3").len(), 9);
    // Two moves so far: a third is allowed.
    assert!(moves("W:WK46,35:B1:K46x2").len() > 1);
}

#[test]
fn the_runs_are_kept_in_the_fen() {
    let g = game("frisian");
    let mut pos = GamePosition::from_fen(&g, "W:WK46,36:BK15,1").unwrap();
    for m in ["46-41", "15-20", "41-46", "20-15"] {
        let mv = pos.parse_move(m).unwrap();
        pos.play(&mv);
    }
    assert_eq!(pos.fen(), "W:W36,K46:B1,K15:K46x2,15x2");
    let mv = pos.parse_move("36-31").unwrap();
    pos.play(&mv);
    assert_eq!(pos.fen(), "B:W31,K46:B1,K15:K15x2");
}

#[test]
fn frysk_starts_with_five_men_a_side() {
    let g = game("frysk");
    assert_eq!(g.start, "W:W46,47,48,49,50:B1,2,3,4,5");
    assert_eq!(g.pdn_game_type, Some(40));
    assert_eq!(game("frisian").pdn_game_type, Some(40));
}

#[test]
fn definition_and_fen_errors_name_the_field_and_the_square() {
    let base = r#""family": "draughts", "id": "x", "name": "X", "start": "W:W31-50:B1-20", "board": {"width": 10, "height": 10}"#;
    for (json, message) in [
        (
            format!(r#"{{{base}, "capture": {{"choice": "value", "kingValue": 0.5}}}}"#),
            "capture.kingValue: must be a number of men from 1 to 10, in hundredths (1.5: a king worth one man and a half)",
        ),
        (
            format!(r#"{{{base}, "capture": {{"choice": "value", "kingValue": "1.5"}}}}"#),
            "capture.kingValue: must be a number of men from 1 to 10, in hundredths (1.5: a king worth one man and a half)",
        ),
        (
            format!(r#"{{{base}, "capture": {{"choice": "most", "kingValue": 1.5}}}}"#),
            "capture.kingValue: only with capture.choice 'value' (the capture of the highest value)",
        ),
        (
            format!(r#"{{{base}, "capture": {{"orthogonal": "yes"}}}}"#),
            "capture.orthogonal: must be true or false",
        ),
        (
            format!(r#"{{{base}, "kings": {{"quietMoves": 0}}}}"#),
            "kings.quietMoves: 0 is not a number of moves from 1 to 15",
        ),
        (
            format!(r#"{{{base}, "capture": {{"choice": "valuable"}}}}"#),
            "capture.choice: 'valuable' is not one of free, most, value",
        ),
    ] {
        assert_eq!(Game::from_json(&json).unwrap_err().to_string(), message, "{json}");
    }
    let g = game("frisian");
    for (fen, message) in [
        (
            "W:WK46,35:B1:K46x4",
            "more non-capturing moves in a row than the game allows",
        ),
        ("W:WK46,35:B1:K45x1", "no king on its square"),
        ("W:WK46,35:B1:K46", "K46"),
        ("W:WK46,35:B1:K46x0", "46x0"),
    ] {
        let e = GamePosition::from_fen(&g, fen).unwrap_err().to_string();
        assert!(e.contains(message), "{fen}: {e}");
    }
    // A game without the limit keeps no run.
    let international = game("international");
    let e = GamePosition::from_fen(&international, "W:WK46:B1:K46x1")
        .unwrap_err()
        .to_string();
    assert!(e.contains("does not limit"), "{e}");
}

#[test]
fn refused_moves_say_why() {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let frisian = fenboard::Variant::builtin("frisian").unwrap();
    let why = |fen: &str, from: &str, to: &str, lang: Lang| {
        let options = Options {
            lang,
            ..Options::default()
        };
        match explain_move(&frisian, fen, from, to, &options).unwrap() {
            Verdict::Illegal(e) => e.message,
            Verdict::Legal => "legal".to_string(),
        }
    };
    // Frisian draughts writes its moves with numbers, and its explanations name squares so.
    // Two men from 28 = e5 (value 2) rather than the king on d2 from c1 (1.5).
    let fen = "W:W28,47:B22,11,K42";
    assert_eq!(why(fen, "c1", "b2", Lang::En), "You must take the capture of highest value, then take the most kings, then capture with a king: the capture from 28 is the one.");
    assert_eq!(why(fen, "c1", "b2", Lang::Fr), "Il faut faire la prise de plus grande valeur, puis prendre le plus de dames, puis prendre avec une dame : la prise depuis 28 est celle à jouer.");
    // The king on 46 = a1 has made three non-capturing moves in a row and its side has a man.
    let fen = "W:WK46,35:B1:K46x3";
    assert_eq!(why(fen, "a1", "b2", Lang::En), "The king on 46 has made three non-capturing moves in a row: while you have men, it may not make another; move another piece.");
    assert_eq!(why(fen, "a1", "b2", Lang::Fr), "La dame en 46 a joué trois coups sans prise de suite : tant qu'il vous reste des pions, elle ne peut en jouer un de plus ; jouez une autre pièce.");
    assert_eq!(why(fen, "j4", "i5", Lang::En), "legal");
}

#[test]
fn the_engine_searches_frisian_positions() {
    use fenboard::features::search::{best_move_fen, Limits};
    for id in ["frisian", "frysk"] {
        let v = fenboard::Variant::builtin(id).unwrap();
        // The capture of the highest value is the only legal move.
        let r = best_move_fen(&v, "W:W28,47:B22,11,K42", Limits::depth(4), &mut || false).unwrap();
        assert_eq!(r.best.uci, "28x17x6", "{id}");
        // A held king: the search moves the man.
        let r = best_move_fen(&v, "W:WK46,35:B1:K46x3", Limits::depth(4), &mut || false).unwrap();
        assert_eq!(r.best.uci, "35-30", "{id}");
        let start = v.start_fen(fenboard::game::Randomness::Standard, 0);
        let r = best_move_fen(&v, &start, Limits::depth(4), &mut || false).unwrap();
        assert!(r.depth >= 4, "{id}: {}", r.best.uci);
    }
}

#[test]
fn a_diagram_of_a_frisian_position_is_drawn() {
    use fenboard::features::diagram::{parse_diagram, render_diagram, RenderOptions};
    let frisian = fenboard::Variant::builtin("frisian").unwrap();
    let d = parse_diagram("W;W28,47;B22,11,K42", Some(&frisian)).unwrap();
    let at = |s: &str| d.board[s.parse::<fenboard::Square>().unwrap().index()];
    assert_eq!(
        (at("e5"), at("c1"), at("d2")),
        (Some('M'), Some('M'), Some('k'))
    );
    let options = RenderOptions {
        variant: Some(frisian),
        ..RenderOptions::default()
    };
    let svg = render_diagram("W;W28,47;B22,11,K42", &options).unwrap();
    assert!(svg.contains("<svg"), "{svg}");
}

#[test]
fn every_api_function_plays_frisian() {
    use fenboard::game;
    // Legal moves with their captured squares, play, the FEN after it, the status.
    let fen = "W:W28,47:B22,11,K42";
    let moves = game::legal_moves("frisian", fen).unwrap();
    assert_eq!(moves.len(), 1);
    let after = game::play("frisian", fen, &moves[0].uci).unwrap();
    assert_eq!(after, "B:W6,47:BK42");
    let status = game::status("frisian", "W:WK46,35:B1:K46x3").unwrap();
    assert!(status.outcome.is_none());
    let over = game::status("frysk", "B:W46:B").unwrap();
    assert!(over.outcome.is_some());
}
