//! Turkish draughts (`variants/draughts/turkish.json`): every square plays, men step and
//! capture forward or sideways, flying kings move along ranks and files, captured pieces
//! leave as they are taken, no capture turns 180 degrees, the most pieces must be taken,
//! a man crowned where its move ends. Perft from the start against an independent
//! generator written here (a mailbox, the rules as the Turkish rules state them) and
//! pydraughts' numbers; one test per rule; the definition's errors.
//!
//! pydraughts (`variant="turkish"`) gives 8 / 64 / 708 / 7,538 from the start, as fenboard
//! does, then 85,146 at depth 5 where fenboard and the generator here give 85,090: the 56
//! moves more are pydraughts' kings moving through a piece of their own (a man crowned at
//! ply 3 on c8 "moves" to c1 over the man on c2), which `tests/oracle/pydraughts_compare.py`
//! explains as `pydraughts-king-through-pieces` (its orthogonal kings' quiet moves check
//! the destination only).

use fenboard::core::color::Color;
use fenboard::variants::draughts::{path_text, Full8, Game, GamePosition, Position, Sized};
use std::sync::Arc;

fn turkish() -> Arc<Game> {
    let path = format!(
        "{}/variants/draughts/turkish.json",
        env!("CARGO_MANIFEST_DIR")
    );
    Arc::new(Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap())
}

/// The legal moves of `fen`, as full paths, sorted.
fn moves(fen: &str) -> Vec<String> {
    let g = turkish();
    let p = Position::<Full8>::from_fen_on(fen, g.board()).unwrap();
    let mut v: Vec<String> = (p.legal_moves(&g.rules).iter())
        .map(|m| path_text(m, g.rules.squares, g.board()))
        .collect();
    v.sort();
    v
}

/// An independent generator: a mailbox of 64 squares (`+1` white man, `+2` white king,
/// negative for black), the rules as stated, no bitboard and no code of the engine's.
mod mailbox {
    pub type Board = [i8; 64];

    /// A move: origin, destination, the squares taken (as a set), whether it crowns.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
    pub struct Move {
        pub from: usize,
        pub to: usize,
        pub taken: Vec<usize>,
        pub crowns: bool,
    }

    const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (-1, 0), (0, -1)];

    fn at(f: i32, r: i32) -> Option<usize> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
    }

    /// The directions a piece `p` of the side `sign` may capture or step in.
    fn dirs(p: i8, sign: i8) -> Vec<(i32, i32)> {
        let back = (0, -i32::from(sign));
        DIRS.iter()
            .copied()
            .filter(|&d| p.abs() == 2 || d != back)
            .collect()
    }

    /// The piece capturing: its origin, its value on the board, its side.
    #[derive(Clone, Copy)]
    struct Mover {
        from: usize,
        p: i8,
        sign: i8,
    }

    /// Every capture sequence on from `sq` (the piece lifted off the board), each taken
    /// piece removed at once; `last` the direction of the last jump.
    fn captures(
        b: &mut Board,
        mover: Mover,
        sq: usize,
        last: Option<(i32, i32)>,
        taken: &mut Vec<usize>,
        out: &mut Vec<Move>,
    ) {
        let Mover { from, p, sign } = mover;
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut found = false;
        for (df, dr) in dirs(p, sign) {
            // No 180-degree turn between two captures.
            if last == Some((-df, -dr)) {
                continue;
            }
            let reach = if p.abs() == 2 { 7 } else { 1 };
            let mut k = 1;
            // A king flies over empty squares to the piece it takes.
            while k < reach && at(f + k * df, r + k * dr).is_some_and(|s| b[s] == 0) {
                k += 1;
            }
            let Some(over) = at(f + k * df, r + k * dr) else {
                continue;
            };
            if b[over] == 0 || b[over].signum() == sign {
                continue;
            }
            let mut j = k + 1;
            while let Some(land) = at(f + j * df, r + j * dr).filter(|&s| b[s] == 0) {
                found = true;
                let piece = b[over];
                b[over] = 0;
                taken.push(over);
                captures(b, mover, land, Some((df, dr)), taken, out);
                taken.pop();
                b[over] = piece;
                if p.abs() == 1 {
                    break;
                }
                j += 1;
            }
        }
        if !found && !taken.is_empty() {
            let mut set = taken.clone();
            set.sort_unstable();
            let last_rank = if sign > 0 { 7 } else { 0 };
            out.push(Move {
                from,
                to: sq,
                taken: set,
                crowns: p.abs() == 1 && sq / 8 == last_rank,
            });
        }
    }

    /// The legal moves of side `sign`: the captures taking the most pieces (one move per
    /// origin, destination and set of pieces), else the steps.
    pub fn legal(b: &Board, sign: i8) -> Vec<Move> {
        let mut b = *b;
        let mut caps = Vec::new();
        for sq in 0..64 {
            let p = b[sq];
            if p.signum() == sign {
                b[sq] = 0;
                let mover = Mover { from: sq, p, sign };
                captures(&mut b, mover, sq, None, &mut Vec::new(), &mut caps);
                b[sq] = p;
            }
        }
        if let Some(most) = caps.iter().map(|m| m.taken.len()).max() {
            caps.retain(|m| m.taken.len() == most);
            caps.sort();
            caps.dedup();
            return caps;
        }
        let mut quiet = Vec::new();
        for sq in 0..64 {
            let p = b[sq];
            if p.signum() != sign {
                continue;
            }
            let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
            for (df, dr) in dirs(p, sign) {
                let reach = if p.abs() == 2 { 7 } else { 1 };
                for k in 1..=reach {
                    match at(f + k * df, r + k * dr) {
                        Some(to) if b[to] == 0 => quiet.push(Move {
                            from: sq,
                            to,
                            taken: Vec::new(),
                            crowns: p.abs() == 1 && to / 8 == if sign > 0 { 7 } else { 0 },
                        }),
                        _ => break,
                    }
                }
            }
        }
        quiet
    }

    pub fn play(b: &Board, m: &Move) -> Board {
        let mut b = *b;
        let p = b[m.from];
        b[m.from] = 0;
        for &t in &m.taken {
            b[t] = 0;
        }
        b[m.to] = if m.crowns { 2 * p.signum() } else { p };
        b
    }

    pub fn perft(b: &Board, sign: i8, depth: u32) -> u64 {
        let moves = legal(b, sign);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| perft(&play(b, m), -sign, depth - 1))
            .sum()
    }
}

/// The mailbox of a position of the engine.
fn mailbox_of(p: &Position<Full8>) -> mailbox::Board {
    let mut b = [0i8; 64];
    for (sq, piece) in p.pieces() {
        let v = if piece.role == fenboard::variants::draughts::Role::King {
            2
        } else {
            1
        };
        b[usize::from(sq.rank()) * 8 + usize::from(sq.file())] =
            if piece.color == Color::White { v } else { -v };
    }
    b
}

#[test]
fn perft_from_the_start_matches_an_independent_generator() {
    let g = turkish();
    let start = Position::<Full8>::from_fen_on(&g.start, g.board()).unwrap();
    let b = mailbox_of(&start);
    // 8 / 64 / 708 / 7,538 are pydraughts' numbers too; 85,090 is its 85,146 less its 56
    // king moves through a piece (see the module's comment).
    let expected = [8, 64, 708, 7_538, 85_090, 931_312];
    for (depth, &n) in (1..).zip(expected.iter()) {
        assert_eq!(start.perft(&g.rules, depth), n, "perft({depth})");
        if depth <= 5 {
            assert_eq!(
                mailbox::perft(&b, 1, depth),
                n,
                "the generator's perft({depth})"
            );
        }
    }
}

/// A move of the engine as the generator writes it.
fn as_mailbox(m: &fenboard::variants::draughts::DraughtsMove) -> mailbox::Move {
    let index = |sq: fenboard::Square| usize::from(sq.rank()) * 8 + usize::from(sq.file());
    let mut taken: Vec<usize> = m.captured.iter().map(|&s| index(s)).collect();
    taken.sort_unstable();
    mailbox::Move {
        from: index(m.from),
        to: index(m.to()),
        taken,
        crowns: m.promotes,
    }
}

#[test]
fn random_games_agree_with_the_independent_generator() {
    // Seeded random games, captures preferred half of the time so that kings, long
    // captures and crossings of emptied squares come: every position's legal moves and
    // the position after each are compared.
    let g = turkish();
    let mut seed: u64 = 0x0074_7572_6b69_7368;
    let mut rand = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) % n as u64) as usize
    };
    let (mut positions, mut kings, mut long) = (0, 0, 0);
    for _ in 0..60 {
        let mut pos = GamePosition::start(&g);
        for _ in 0..120 {
            let Sized::Full(p) = *pos.sized() else {
                unreachable!("Turkish positions are Full8")
            };
            let b = mailbox_of(&p);
            let sign = if pos.turn() == Color::White { 1 } else { -1 };
            let ours = pos.legal_moves();
            let mut mine: Vec<mailbox::Move> = ours.iter().map(as_mailbox).collect();
            mine.sort();
            let mut theirs = mailbox::legal(&b, sign);
            theirs.sort();
            assert_eq!(mine, theirs, "{}", pos.fen());
            for (m, t) in ours.iter().zip(mine.iter()) {
                let after = mailbox_of(&match *pos.after(m).sized() {
                    Sized::Full(p) => p,
                    _ => unreachable!(),
                });
                assert_eq!(
                    after,
                    mailbox::play(&b, &as_mailbox(m)),
                    "{} {t:?}",
                    pos.fen()
                );
            }
            positions += 1;
            kings += usize::from(b.iter().any(|&v| v.abs() == 2));
            long += usize::from(ours.iter().any(|m| m.captured.len() >= 3));
            if ours.is_empty() {
                break;
            }
            let captures: Vec<_> = ours.iter().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && rand(2) == 0 {
                *captures[rand(captures.len())]
            } else {
                ours[rand(ours.len())]
            };
            pos.play(&m);
        }
    }
    assert!(
        positions > 3_000 && kings > 300 && long > 20,
        "{positions} {kings} {long}"
    );
}

#[test]
fn men_step_forward_and_sideways_never_back() {
    assert_eq!(moves("W:Wd4:Bh8"), ["d4-c4", "d4-d5", "d4-e4"]);
    assert_eq!(moves("B:Wa1:Bd5"), ["d5-c5", "d5-d4", "d5-e5"]);
}

#[test]
fn men_capture_forward_and_sideways_never_back() {
    // d3, behind the man, is not taken; c4 and e4 beside it are.
    assert_eq!(moves("W:Wd4:Bd3,c4,e4,h8"), ["d4:b4", "d4:f4"]);
}

#[test]
fn kings_fly_along_ranks_and_files_and_stop_at_a_piece() {
    let all = moves("W:WKd4,d6:Bh8");
    let king: Vec<&String> = all.iter().filter(|m| m.starts_with("d4")).collect();
    // Up to d5 (its own man on d6), down to d1, left to a4, right to h4.
    assert_eq!(king.len(), 11, "{all:?}");
    assert!(!all.contains(&"d4-d7".to_string()));
}

#[test]
fn captured_pieces_leave_at_once_so_a_square_is_crossed_again() {
    // The longest capture: c3 up the file, e5 rightward, f4 down, then d3 leftward, landing
    // on c3 itself or beyond it: c3, emptied by the first capture, is reached again. Were
    // captured pieces to stay until the move ends, c3 would block.
    assert_eq!(
        moves("W:WKc1:Bc3,e5,f4,d3"),
        ["c1:c5:f5:f3:a3", "c1:c5:f5:f3:b3", "c1:c5:f5:f3:c3"]
    );
}

#[test]
fn no_capture_turns_180_degrees() {
    // d4 takes d2 (landing d1) or d6 (landing d7, d8), never both: from d1 back up the file
    // to d6 is a turn of 180 degrees.
    assert_eq!(moves("W:WKd4:Bd2,d6,a8"), ["d4:d1", "d4:d7", "d4:d8"]);
}

#[test]
fn the_most_pieces_must_be_taken() {
    // c4 alone, or d5 and d7 up the file: the two.
    assert_eq!(moves("W:Wd4:Bc4,d5,d7,a7"), ["d4:d6:d8"]);
}

#[test]
fn a_man_is_crowned_where_its_capture_ends() {
    // d7 taken, the man lands on d8, the last rank, and goes on as a man: b8 is two
    // squares away, beyond a man's reach, though a king's. Crowned at the end.
    let g = turkish();
    let p = Position::<Full8>::from_fen_on("W:Wd6:Bd7,b8,a6", g.board()).unwrap();
    let all = p.legal_moves(&g.rules);
    assert_eq!(all.len(), 1);
    assert!(all[0].promotes);
    assert_eq!(path_text(&all[0], g.rules.squares, g.board()), "d6:d8");
}

#[test]
fn squares_are_numbered_from_a1_as_pydraughts_numbers_them() {
    let g = turkish();
    assert_eq!(g.start, "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
    let p = GamePosition::from_fen(&g, "W:W9,K64:B57").unwrap();
    assert_eq!(p.fen(), "W:Wa2,Kh8:Ba8");
    assert_eq!(g.pdn_game_type, Some(30));
}

#[test]
fn definition_and_fen_errors_name_the_field_and_the_square() {
    let base = r#""family": "draughts", "id": "x", "name": "X", "start": "W:W9-24:B41-56""#;
    for (json, message) in [
        (
            format!(r#"{{{base}, "board": {{"width": 10, "height": 10, "playable": "all"}}}}"#),
            "board.playable: 'all' (every square, pieces moving along ranks and files) needs an 8x8 board",
        ),
        (
            format!(r#"{{{base}, "board": {{"width": 8, "height": 8, "playable": "all", "a1": "light"}}}}"#),
            "board.a1: 'light' turns a board of dark squares; with every square playable it says nothing",
        ),
        (
            format!(r#"{{{base}, "board": {{"width": 8, "height": 8, "playable": "some"}}}}"#),
            "board.playable: 'some' is not one of dark, all",
        ),
        (
            format!(r#"{{{base}, "board": {{"width": 8, "height": 8, "playable": "all"}}, "capture": {{"removeAtOnce": 1}}}}"#),
            "capture.removeAtOnce: must be true or false",
        ),
        (
            format!(r#"{{{base}, "board": {{"width": 8, "height": 8}}, "capture": {{"removeAtOnce": true}}}}"#),
            "capture.removeAtOnce: true only where every square plays (board.playable: 'all', Turkish draughts)",
        ),
    ] {
        assert_eq!(Game::from_json(&json).unwrap_err().to_string(), message, "{json}");
    }
    let g = turkish();
    for (fen, message) in [
        ("W:W65:B1", "65"),
        ("W:Wa8:B1", "a8"),
        ("W:Wa2,a2:B1", "a2"),
    ] {
        let e = GamePosition::from_fen(&g, fen).unwrap_err().to_string();
        assert!(e.contains(message), "{fen}: {e}");
    }
}

#[test]
fn refused_moves_say_why() {
    use fenboard::features::explain::{explain_move, Lang, Options, Verdict};
    let turkish = fenboard::Variant::builtin("turkish").unwrap();
    let why = |fen: &str, from: &str, to: &str| match explain_move(
        &turkish,
        fen,
        from,
        to,
        &Options::default(),
    )
    .unwrap()
    {
        Verdict::Illegal(e) => e.message,
        Verdict::Legal => "legal".to_string(),
    };
    for (fen, from, to, message) in [
        ("W:Wd4:Bh8", "d4", "d5", "legal"),
        ("W:Wd4:Bh8", "d4", "d3", "A man moves one square forward or sideways, and captures the same ways: it cannot go from d4 to d3."),
        ("W:Wd4:Bh8", "d4", "e5", "In this game pieces move along ranks and files: d4 to e5 is not such a move."),
        ("W:WKd1,d3:Bh8", "d1", "d5", "The king cannot go from d1 to d5: the piece on d3 stands in the way."),
        ("W:Wd4,f2:Bf3,d5,d7,a7", "f2", "f4", "You must take the most pieces: the capture from d4 takes two."),
    ] {
        assert_eq!(why(fen, from, to), message, "{fen} {from}-{to}");
    }
    let fr = Options {
        lang: Lang::Fr,
        ..Options::default()
    };
    let Verdict::Illegal(e) = explain_move(&turkish, "W:Wd4:Bh8", "d4", "d3", &fr).unwrap() else {
        panic!("d4-d3 is not legal");
    };
    assert_eq!(e.message, "Un pion avance ou va de côté d'une case, et prend de même : il ne peut pas aller de d4 à d3.");
}

#[test]
fn a_diagram_of_a_turkish_position_reads_every_square() {
    use fenboard::features::diagram::{parse_diagram, render_diagram, RenderOptions};
    let turkish = fenboard::Variant::builtin("turkish").unwrap();
    let d = parse_diagram("W;Wa2,b2,Kd4;Ba7,b6", Some(&turkish)).unwrap();
    let at = |s: &str| d.board[s.parse::<fenboard::Square>().unwrap().index()];
    // b2 and b6 are light squares on a board of dark squares; here every square plays.
    assert_eq!(
        (at("a2"), at("b2"), at("d4"), at("b6")),
        (Some('M'), Some('M'), Some('K'), Some('m'))
    );
    let options = RenderOptions {
        variant: Some(turkish),
        ..RenderOptions::default()
    };
    let svg = render_diagram("W;Wa2,b2,Kd4;Ba7,b6", &options).unwrap();
    assert!(svg.contains("<svg"), "{svg}");
}

#[test]
fn the_engine_searches_turkish_positions() {
    use fenboard::features::search::{best_move_fen, Limits};
    let turkish = fenboard::Variant::builtin("turkish").unwrap();
    // The capture of four is the only legal move; from the start the search answers a step.
    let r = best_move_fen(
        &turkish,
        "W:WKc1:Bc3,e5,f4,d3,h7",
        Limits::depth(4),
        &mut || false,
    )
    .unwrap();
    assert!(r.best.uci.starts_with("c1:c5:f5:f3:"), "{}", r.best.uci);
    let start = turkish.start_fen(fenboard::game::Randomness::Standard, 0);
    let r = best_move_fen(&turkish, &start, Limits::depth(4), &mut || false).unwrap();
    assert!(r.depth >= 4 && r.best.uci.len() == 5, "{}", r.best.uci);
}
