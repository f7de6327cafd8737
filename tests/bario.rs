//! Bario: hand-derived positions, perft, and random play.
//!
//! No other engine implements Bario with the rules we follow (vchess ignores potential knight
//! checks and re-tests reversion after every move, see `shared/rules/README.md`), so every
//! expected value here is derived by hand in the comments next to it.
//!
//! Notation used below: UCI `K@g1` (placement), `N@b1,b1c3` (define then move),
//! `Q=d8,e8d8` (identify the captured undefined piece on d8 as a queen, then move);
//! SAN `K@g1`, `N@b1,Nc3`, `Qd8X,Kxd8`.

use fenboard::core::color::Color;
use fenboard::core::error::ErrorCode;
use fenboard::core::geometry::Square;
use fenboard::core::outcome::OutcomeReason;
use fenboard::core::perft::perft;
use fenboard::core::position::Rules;
use fenboard::core::position::{Position, PositionError};
use fenboard::core::role::{Piece, Role};
use fenboard::formats::fen::{self, FenError};
use fenboard::formats::notation::{self, MoveError};
use fenboard::game::{self, Error, MoveInfo, Status, StepKind, Variant};
use fenboard::util::random::Rng;
use fenboard::variants::bario;
use std::sync::Arc;

/// The start position (vchess FEN): eight undefined pieces per side, reserve 2 rooks, 2
/// knights, 2 bishops, 1 queen each, no pending capture.
const START_FEN: &str = "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -";

fn bario_game() -> Variant {
    Variant::builtin("bario").unwrap()
}

fn rules() -> Arc<Rules> {
    Arc::clone(bario_game().rules().unwrap())
}

/// Bario's kind with this letter (`u` the undefined piece).
fn role(letter: char) -> Role {
    rules().role_of(letter).unwrap()
}

fn start() -> Position {
    bario_game().start_position().chess().unwrap().clone()
}

/// A side's reserve: its rooks, knights, bishops and queens.
fn reserve(p: &Position, color: Color) -> [u8; 4] {
    ['r', 'n', 'b', 'q'].map(|l| p.reserves().count(color, role(l)))
}

/// The reserves a status gives, as counts of rooks, knights, bishops and queens per side.
fn status_reserve(s: &Status) -> Option<[[u8; 4]; 2]> {
    let side = |list: &[(char, u8)]| {
        ['r', 'n', 'b', 'q'].map(|l| list.iter().find(|&&(c, _)| c == l).map_or(0, |&(_, n)| n))
    };
    s.reserve.as_ref().map(|[w, b]| [side(w), side(b)])
}

fn pos(fen_text: &str) -> Position {
    fen::parse(&rules(), fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"))
}

fn legal(fen_text: &str) -> Vec<MoveInfo> {
    game::legal_moves("bario", fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"))
}

fn ucis(fen_text: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(fen_text).into_iter().map(|m| m.uci).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn play(fen_text: &str, mv: &str) -> String {
    game::play("bario", fen_text, mv).unwrap_or_else(|e| panic!("{fen_text} {mv}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn position_error(fen_text: &str) -> PositionError {
    match fen::parse(&rules(), fen_text) {
        Err(FenError::Position(e)) => e,
        other => panic!("{fen_text}: expected a position error, got {other:?}"),
    }
}

fn move_error(fen_text: &str, mv: &str) -> MoveError {
    match game::play("bario", fen_text, mv) {
        Err(Error::Move(e)) => e,
        other => panic!("{fen_text} {mv}: expected a move error, got {other:?}"),
    }
}

const AFTER_PLACEMENTS: &str = "ukuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU w 2 - 22212221 -";

// ----- start, placement -----

#[test]
fn start_fen_is_fixed_for_every_randomness_level() {
    for level in 0..=2 {
        assert_eq!(game::start_fen("bario", level, Some(7)).unwrap(), START_FEN);
    }
    let info = game::variants();
    let ids: Vec<&str> = info.iter().map(|v| v.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "chess",
            "coregal",
            "grand",
            "bario",
            "russian",
            "international",
            "brazilian",
            "english",
            "antidraughts",
            "breakthrough",
            "italian",
            "turkish",
            "frisian",
            "frysk",
            "canadian",
            "pool",
            "spanish",
            "czech"
        ]
    );
    assert_eq!(info[3].start_fen, START_FEN);
}

#[test]
fn placement_is_the_only_first_turn() {
    // Each side's first turn turns one of its 8 back-rank undefined pieces into the king.
    let moves = legal(START_FEN);
    let expected: Vec<String> = "abcdefgh".chars().map(|f| format!("K@{f}1")).collect();
    assert_eq!(ucis(START_FEN), expected);
    for m in &moves {
        assert_eq!(m.san, m.uci, "SAN of a placement is K@square");
        assert_eq!(m.steps.len(), 1);
        assert_eq!(m.steps[0].kind, StepKind::Place);
        assert_eq!(m.steps[0].piece, Some('K'));
        assert_eq!(m.steps[0].to, m.to);
    }
    // A placement does not touch the reserve (one u more than the reserve before it).
    let after = play(START_FEN, "K@g1");
    assert_eq!(
        after,
        "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU b 1 - 22212221 -"
    );
    let expected: Vec<String> = "abcdefgh".chars().map(|f| format!("K@{f}8")).collect();
    assert_eq!(ucis(&after), expected);
    // vchess §5.2 example.
    assert_eq!(play(&after, "K@b8"), AFTER_PLACEMENTS);
}

#[test]
fn placement_is_not_offered_once_the_king_is_placed() {
    assert!(matches!(
        move_error(AFTER_PLACEMENTS, "K@a1"),
        MoveError::Illegal(_)
    ));
}

// ----- define then move -----

#[test]
fn first_normal_turn_is_pawn_moves_and_knight_definitions() {
    // King on g1, u on a1..f1 and h1, pawns on rank 2. Pawns: 8 single + 8 double steps.
    // Rooks, bishops and queens defined on rank 1 are boxed in; a knight defined on file f
    // jumps to rank 3 on files f-1 and f+1: a1->b3, h1->g3 and two for each of b1..f1.
    let mut defines = Vec::new();
    for (from, tos) in [
        ("a1", &["b3"][..]),
        ("b1", &["a3", "c3"]),
        ("c1", &["b3", "d3"]),
        ("d1", &["c3", "e3"]),
        ("e1", &["d3", "f3"]),
        ("f1", &["e3", "g3"]),
        ("h1", &["g3"]),
    ] {
        for to in tos {
            defines.push(format!("N@{from},{from}{to}"));
        }
    }
    assert_eq!(defines.len(), 12);
    let moves = ucis(AFTER_PLACEMENTS);
    assert_eq!(moves.len(), 16 + 12);
    let got: Vec<String> = moves.into_iter().filter(|m| m.contains('@')).collect();
    defines.sort();
    assert_eq!(got, defines);
}

#[test]
fn define_then_move_uses_the_reserve_and_writes_both_steps() {
    let moves = legal(AFTER_PLACEMENTS);
    let m = moves.iter().find(|m| m.uci == "N@b1,b1c3").unwrap();
    assert_eq!(m.san, "N@b1,Nc3");
    assert_eq!(m.piece, 'N');
    let kinds: Vec<(&str, Option<char>, Option<Square>, Square)> = m
        .steps
        .iter()
        .map(|s| (s.kind.as_str(), s.piece, s.from, s.to))
        .collect();
    assert_eq!(
        kinds,
        [
            ("define", Some('N'), None, sq("b1")),
            ("move", Some('N'), Some(sq("b1")), sq("c3"))
        ]
    );
    // White's knights go 2 -> 1; one u fewer on the board; one turn more.
    let after = "ukuuuuuu/pppppppp/8/8/8/2N5/PPPPPPPP/U1UUUUKU b 3 - 21212221 -";
    assert_eq!(play(AFTER_PLACEMENTS, "N@b1,b1c3"), after);
    assert_eq!(
        play(AFTER_PLACEMENTS, "N@b1,Nc3"),
        after,
        "SAN is accepted too"
    );
    let p = pos(after);
    assert_eq!(reserve(&p, Color::White), [2, 1, 2, 1]);
    assert_eq!(bario::undefined_count(&p, Color::White), 6);
}

#[test]
fn definition_that_leaves_no_move_is_not_offered() {
    // The white u on b1 is boxed in by a1 (u), c1 (u), a2, b2, c2 (pawns): as a rook, bishop
    // or queen it has no move, so no such definition is offered; only knights are.
    let moves = ucis(AFTER_PLACEMENTS);
    for m in &moves {
        assert!(!m.starts_with("R@") && !m.starts_with("B@") && !m.starts_with("Q@"));
    }
    // Here white's reserve holds only a rook: the u on g1 is boxed (f1 bishop, h1 king,
    // g2 pawn); the bishop is boxed by e2 and g2, the king by g1, g2, h2. Pawn moves only.
    let fen_text = "4k3/8/8/8/8/8/4P1PP/5BUK w 20 - 10000000 -";
    assert_eq!(
        ucis(fen_text),
        sorted(&["e2e3", "e2e4", "g2g3", "g2g4", "h2h3", "h2h4"])
    );
    assert!(matches!(
        move_error(fen_text, "R@g1,g1g2"),
        MoveError::Illegal(_)
    ));
}

#[test]
fn undefined_pieces_never_move_without_a_definition() {
    // Every move from a square holding a u defines it first.
    let p = pos(AFTER_PLACEMENTS);
    for m in p.legal_moves() {
        if p.board().get(m.from).map(|q| q.role) == Some(role('u')) && !m.is_definition() {
            assert_eq!(m.kind, fenboard::core::moves::MoveKind::Place);
        }
    }
    assert!(matches!(
        move_error(AFTER_PLACEMENTS, "b1c3"),
        MoveError::Illegal(_)
    ));
}

#[test]
fn definition_only_with_a_type_left_in_the_reserve() {
    // White's reserve holds one knight only: a rook on g1 could reach g8, but no rook is left.
    let fen_text = "2b1ku2/8/8/8/8/8/8/R3K1U1 w 20 - 01000010 -";
    assert_eq!(
        move_error(fen_text, "R@g1,g1g8"),
        MoveError::Variant(
            bario::Error::NotInReserve {
                text: "R@g1,g1g8".to_string(),
                name: "rook".into()
            }
            .into()
        )
    );
    let defines: Vec<String> = ucis(fen_text)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect();
    assert_eq!(defines, sorted(&["N@g1,g1e2", "N@g1,g1f3", "N@g1,g1h3"]));
}

// ----- identification -----

#[test]
fn capture_of_an_undefined_piece_marks_the_capture_field() {
    // The black u on d8 is taken by the rook: black's reserve keeps its queen until black
    // says what the piece was.
    let before = "3uk3/8/8/8/8/8/8/3RK3 w 10 - 00000001 -";
    let m = legal(before).into_iter().find(|m| m.uci == "d1d8").unwrap();
    assert_eq!(m.san, "Rxd8+");
    let after = play(before, "d1d8");
    assert_eq!(after, "3Rk3/8/8/8/8/8/8/4K3 b 11 - 00000001 d8");
    let s = game::status("bario", &after).unwrap();
    assert_eq!(s.pending_identification, Some(sq("d8")));
    assert_eq!(status_reserve(&s), Some([[0, 0, 0, 0], [0, 0, 0, 1]]));
    assert!(s.check);
}

#[test]
fn identification_comes_first_in_every_turn_after_a_capture() {
    // Black must say the piece on d8 was its queen (the only piece in its reserve), then
    // get out of the rook's check: Kxd8 (unprotected rook), Ke7, Kf7; d7 and f8 stay attacked.
    let fen_text = "3Rk3/8/8/8/8/8/8/4K3 b 11 - 00000001 d8";
    let moves = legal(fen_text);
    let mut u: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
    u.sort();
    assert_eq!(u, ["Q=d8,e8d8", "Q=d8,e8e7", "Q=d8,e8f7"]);
    let kxd8 = moves.iter().find(|m| m.uci == "Q=d8,e8d8").unwrap();
    assert_eq!(kxd8.san, "Qd8X,Kxd8");
    assert_eq!(kxd8.steps[0].kind, StepKind::Identify);
    assert_eq!(kxd8.steps[0].piece, Some('q'));
    assert_eq!(kxd8.steps[0].to, sq("d8"));
    assert_eq!(kxd8.steps[1].kind, StepKind::Move);
    // The identification empties the reserve.
    assert_eq!(
        play(fen_text, "Q=d8,e8d8"),
        "3k4/8/8/8/8/8/8/4K3 w 12 - 00000000 -"
    );
    assert_eq!(
        play(fen_text, "Qd8X,Ke7"),
        "3R4/4k3/8/8/8/8/8/4K3 w 12 - 00000000 -"
    );
    // A plain move without the identification is not a turn.
    assert!(matches!(
        move_error(fen_text, "e8e7"),
        MoveError::Illegal(_)
    ));
    assert!(matches!(move_error(fen_text, "Ke7"), MoveError::Illegal(_)));
}

#[test]
fn identification_of_a_type_not_in_the_reserve_is_refused() {
    // Black's reserve: one rook, one queen. Identifying the d8 piece as a bishop or knight
    // is a move error; rook and queen are offered.
    let fen_text = "u2Rk3/8/8/8/8/8/8/4K3 b 11 - 00001001 d8";
    for (bad, role) in [
        ("B=d8,e8e7", "bishop"),
        ("N=d8,e8e7", "knight"),
        ("Bd8X,Ke7", "bishop"),
    ] {
        let e = move_error(fen_text, bad);
        assert_eq!(
            e,
            MoveError::Variant(
                bario::Error::NotInReserve {
                    text: bad.to_string(),
                    name: role.into()
                }
                .into()
            )
        );
        assert!(e
            .to_string()
            .contains(&format!("no {role} left in the reserve")));
    }
    let moves = ucis(fen_text);
    // Identify Q: the reserve keeps a rook, and the u on a8 defined as a rook can take the
    // checking rook along the empty b8, c8. Identify R: the u becomes a queen and does the
    // same. Plus three king moves after either.
    assert_eq!(
        moves,
        sorted(&[
            "Q=d8,e8d8",
            "Q=d8,e8e7",
            "Q=d8,e8f7",
            "Q=d8,R@a8,a8d8",
            "R=d8,e8d8",
            "R=d8,e8e7",
            "R=d8,e8f7",
            "R=d8,Q@a8,a8d8",
        ])
    );
}

#[test]
fn identification_is_offered_only_when_a_legal_turn_follows() {
    // Black is in check along the 8th rank from the rook on d8 (which just took a u there);
    // g7, h7 hold black pawns, g8 is attacked. The only saving turn: the u on f2 defined
    // as a rook interposing on f8 (a bishop on f2 never reaches e8..g8, a knight neither).
    // Black's reserve is one rook and one bishop: identifying the captured piece as the
    // rook would leave only a bishop to define, so no turn: `R=d8` is not offered.
    let fen_text = "3R3k/6pp/8/8/8/8/5u2/K7 b 21 - 00001010 d8";
    let moves = legal(fen_text);
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].uci, "B=d8,R@f2,f2f8");
    assert_eq!(moves[0].san, "Bd8X,R@f2,Rf8");
    let kinds: Vec<&str> = moves[0].steps.iter().map(|s| s.kind.as_str()).collect();
    assert_eq!(kinds, ["identify", "define", "move"]);
    assert!(matches!(
        move_error(fen_text, "R=d8,B@f2,f2e1"),
        MoveError::Illegal(_)
    ));
    // The turn defines black's last u: black's pieces are all rooks (reserve empty), and
    // white's are all rooks too, so nothing reverts.
    assert_eq!(
        play(fen_text, "B=d8,R@f2,f2f8"),
        "3R1r1k/6pp/8/8/8/8/8/K7 w 22 - 00000000 -"
    );
    // With a knight and a bishop in reserve no identification has a turn after it:
    // black is in check with no legal turn, which is mate.
    let mate = "3R3k/6pp/8/8/8/8/5u2/K7 b 21 - 00000110 d8";
    let s = game::status("bario", mate).unwrap();
    assert_eq!(s.legal_move_count, 0);
    assert!(s.check);
    let o = s.outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::White), OutcomeReason::Checkmate)
    );
}

// ----- potential check -----

#[test]
fn potential_check_by_a_rook_candidate() {
    // The black u on e8 could be a rook (black reserve: one rook): white's king on e1 is in
    // check and must leave the e-file: d1, d2, f1, f2 (not e2).
    let fen_text = "k3u3/8/8/8/8/8/8/4K3 w 10 - 00001000 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(s.check);
    assert_eq!(s.checked_squares, [sq("e1")]);
    assert_eq!(ucis(fen_text), sorted(&["e1d1", "e1d2", "e1f1", "e1f2"]));
    // A knight or a bishop on e8 would not attack e1.
    for reserve in ["00000100", "00000010"] {
        let f = format!("k3u3/8/8/8/8/8/8/4K3 w 10 - {reserve} -");
        assert!(!game::status("bario", &f).unwrap().check, "{reserve}");
        assert_eq!(legal(&f).len(), 5);
    }
}

#[test]
fn potential_check_by_a_bishop_candidate() {
    // a5-b4-c3-d2-e1 is an open diagonal.
    let fen_text = "k7/8/8/u7/8/8/8/4K3 w 10 - 00000010 -";
    assert!(game::status("bario", fen_text).unwrap().check);
    // King moves: d1, d2 (on the diagonal, no), e2, f1, f2: d2 is attacked.
    assert_eq!(ucis(fen_text), sorted(&["e1d1", "e1e2", "e1f1", "e1f2"]));
    let rook_only = "k7/8/8/u7/8/8/8/4K3 w 10 - 00001000 -";
    assert!(!game::status("bario", rook_only).unwrap().check);
}

#[test]
fn potential_check_by_a_queen_candidate() {
    // Only a queen in reserve: the u attacks along the diagonal and the a-file and rank 5.
    let fen_text = "k7/8/8/u7/8/8/8/4K3 w 10 - 00000001 -";
    assert!(game::status("bario", fen_text).unwrap().check);
    // d1, e2, f1, f2 are off the u's lines (a5: rank 5, a-file, diagonals b4..e1, b6..d8).
    assert_eq!(ucis(fen_text), sorted(&["e1d1", "e1e2", "e1f1", "e1f2"]));
}

#[test]
fn potential_check_by_a_knight_candidate_counts() {
    // README Q4: the u on d3 could be a knight (d3-e1 is a knight jump). vchess ignores
    // this; the rules count it. King moves: d1, d2, e2, f1; f2 is a knight jump from d3.
    let fen_text = "k7/8/8/8/8/3u4/8/4K3 w 10 - 00000100 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(s.check);
    assert_eq!(ucis(fen_text), sorted(&["e1d1", "e1d2", "e1e2", "e1f1"]));
    // As a rook the same u attacks d1, d2 (d-file) and the whole 3rd rank, not e1.
    let rook = "k7/8/8/8/8/3u4/8/4K3 w 10 - 00001000 -";
    assert!(!game::status("bario", rook).unwrap().check);
    assert_eq!(ucis(rook), sorted(&["e1e2", "e1f1", "e1f2"]));
}

#[test]
fn king_cannot_move_into_potential_check_seed_diagram() {
    // The rules page diagram: the white king on d1 cannot move. c1, e1 are its own u's, d2
    // its own pawn, c2 and e2 lie on open files below the black u's on c8 and e8, which
    // might be rooks. Reserves: white 6 u (one knight is on f3) = R2 N1 B2 Q1; black 6 u
    // (its queen is on f7) = R2 N2 B2 Q0.
    let fen_text = "uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU w 10 - 21212220 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(!s.check);
    let moves = legal(fen_text);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.piece != 'K'), "the king has no move");
    // Without rooks and queens in black's reserve (3 knights, 3 bishops), c2 and e2 are safe:
    // bishops on c8/e8 are blocked by d7 and f7, knights from c8/e8 do not reach rank 2.
    let no_rooks = "uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU w 10 - 21210330 -";
    let mut king: Vec<String> = legal(no_rooks)
        .into_iter()
        .filter(|m| m.piece == 'K')
        .map(|m| m.uci)
        .collect();
    king.sort();
    assert_eq!(king, ["d1c2", "d1e2"]);
}

#[test]
fn undefined_pieces_block_lines() {
    // The white u on e2 shields the king from the black rook on e8: white is not in check,
    // and the u defined as a rook must stay on the e-file (e3..e7, or take on e8).
    let fen_text = "k3r3/8/8/8/8/8/4U3/4K3 w 10 - 10000000 -";
    assert!(!game::status("bario", fen_text).unwrap().check);
    let defines: Vec<String> = ucis(fen_text)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect();
    assert_eq!(
        defines,
        sorted(&[
            "R@e2,e2e3",
            "R@e2,e2e4",
            "R@e2,e2e5",
            "R@e2,e2e6",
            "R@e2,e2e7",
            "R@e2,e2e8"
        ])
    );
    // A black u (which could only be a knight) blocks its own rook as well.
    let own = "k3r3/8/8/4u3/8/8/8/4K3 w 10 - 00000100 -";
    assert!(!game::status("bario", own).unwrap().check);
}

#[test]
fn king_may_capture_an_undefined_piece() {
    // The black u on d2 could only be a rook: d2-e1 is a diagonal, so no check, but it
    // attacks d1 and the 2nd rank (e2, f2). The king may take it (nothing protects d2),
    // which leaves black to identify it; or go to f1.
    let fen_text = "k7/8/8/8/8/8/3u4/4K3 w 10 - 00001000 -";
    assert!(!game::status("bario", fen_text).unwrap().check);
    assert_eq!(ucis(fen_text), sorted(&["e1d2", "e1f1"]));
    assert_eq!(
        play(fen_text, "Kxd2"),
        "k7/8/8/8/8/8/3K4/8 b 11 - 00001000 d2"
    );
}

// ----- reversion -----

#[test]
fn reversion_seed_both_sides_revert() {
    // Rules page diagram, vchess §5.6: white defines its last u (d1) as a knight and moves it
    // to e3. White: R R B B N N Q (several types) -> all undefined, reserve back to 2 2 2 1.
    // Black: only a knight on the board, but rooks, bishops and a queen in its reserve ->
    // the knight reverts too, reserve 2 1 2 1 + 1 knight = 2 2 2 1.
    let before = "uuu1kuuu/2p5/2n5/1p1ppppp/p4PPP/3N3Q/PPPPP1BB/1RRUK3 w 30 - 01002121 -";
    let after = play(before, "N@d1,d1e3");
    assert_eq!(
        after,
        "uuu1kuuu/2p5/2u5/1p1ppppp/p4PPP/3UU2U/PPPPP1UU/1UU1K3 b 31 - 22212221 -"
    );
    let s = game::status("bario", &after).unwrap();
    assert_eq!(status_reserve(&s), Some([[2, 2, 2, 1], [2, 2, 2, 1]]));
}

#[test]
fn reversion_mover_of_one_type_stays_defined() {
    // White: knight b1 and its last u on g1, reserve one knight. After N@g1 all white pieces
    // are knights: they stay. Black (rook and bishop) reverts: reserve R1 B1.
    let before = "r1b1k3/8/8/8/8/8/8/1N2K1U1 w 20 - 01000000 -";
    assert_eq!(
        play(before, "N@g1,g1f3"),
        "u1u1k3/8/8/8/8/5N2/8/1N2K3 b 21 - 00001010 -"
    );
}

#[test]
fn reversion_opponent_of_one_type_stays_defined() {
    // White (rook, and its last u defined as a knight) reverts: reserve R1 N1. Black has a
    // bishop on the board and a bishop in its reserve: all of one type, it stays.
    let before = "2b1ku2/8/8/8/8/8/8/R3K1U1 w 20 - 01000010 -";
    assert_eq!(
        play(before, "N@g1,g1f3"),
        "2b1ku2/8/8/8/8/5U2/8/U3K3 b 21 - 11000010 -"
    );
}

#[test]
fn reversion_counts_an_unidentified_captured_piece_in_the_reserve() {
    // White defines its last u (c3) as a knight and takes the black u on d5 with it. White
    // (rook + knight) reverts; the capturer on d5 becomes a u. Black's board holds one
    // knight, and its reserve still holds the captured piece (a rook, the only piece in
    // its reserve): two types, so black's knight reverts too.
    let before = "4k3/8/2n5/3u4/8/2U5/8/R3K3 w 20 - 01001000 -";
    assert_eq!(
        play(before, "N@c3,c3d5"),
        "4k3/8/2u5/3U4/8/8/8/U3K3 b 21 - 11001100 d5"
    );
    // If the captured piece can only have been a knight, black's pieces are all knights.
    let knight = "4k3/8/2n5/3u4/8/2U5/8/R3K3 w 20 - 01000100 -";
    assert_eq!(
        play(knight, "N@c3,c3d5"),
        "4k3/8/2n5/3U4/8/8/8/U3K3 b 21 - 11000100 d5"
    );
}

#[test]
fn no_reversion_on_king_or_pawn_moves() {
    // White has no u left and black has two types on the board. vchess would revert black
    // after any white move (quirk Q5); by the rules only a turn that defines the mover's
    // last u does, so king and pawn moves change nothing.
    let before = "r1b1k3/8/8/8/8/8/4P3/1N2K2R w 20 - 00000000 -";
    assert_eq!(
        play(before, "Kd1"),
        "r1b1k3/8/8/8/8/8/4P3/1N1K3R b 21 - 00000000 -"
    );
    assert_eq!(
        play(before, "e4"),
        "r1b1k3/8/8/8/4P3/8/8/1N2K2R b 21 e3 00000000 -"
    );
    assert_eq!(
        play(before, "Nc3"),
        "r1b1k3/8/8/8/8/2N5/4P3/4K2R b 21 - 00000000 -"
    );
}

#[test]
fn no_reversion_while_undefined_pieces_remain() {
    // Defining one of two u's: nothing reverts (both sides keep their pieces).
    let before = "r1b1k3/8/8/8/8/8/8/1N2KUU1 w 20 - 01100000 -";
    assert_eq!(
        play(before, "N@g1,g1f3"),
        "r1b1k3/8/8/8/8/5N2/8/1N2KU2 b 21 - 00100000 -"
    );
}

#[test]
fn promoted_pieces_revert_and_the_reserve_can_exceed_the_start() {
    // White: rook, two queens (one promoted), last u on g1 with a knight in reserve. After
    // N@g1, all of R, Q, Q, N revert: reserve R1 N1 B0 Q2, more queens than at the start.
    let before = "4k3/8/8/8/7Q/8/8/R2QK1U1 w 40 - 01000000 -";
    assert_eq!(
        play(before, "N@g1,g1f3"),
        "4k3/8/8/8/7U/5U2/8/U2UK3 b 41 - 11020000 -"
    );
}

#[test]
fn a_turn_is_illegal_when_the_reversion_it_causes_exposes_the_king() {
    // White's last u (b1) can become a knight (a3, c3, d2). That reverts black's knight on
    // e5 (black still has a rook in reserve), and a u on e5 could be a rook on the open
    // e-file: white's king on e1 would be in potential check. So white has only its five
    // king moves.
    let fen_text = "k6u/8/8/4n3/8/8/8/1U2K3 w 20 - 01001000 -";
    assert_eq!(
        ucis(fen_text),
        sorted(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"])
    );
    // When black's reserve holds a knight instead, black's pieces are all knights and stay
    // defined: the three knight definitions are legal.
    let stays = "k6u/8/8/4n3/8/8/8/1U2K3 w 20 - 01000100 -";
    assert_eq!(legal(stays).len(), 8);
    assert_eq!(
        play(stays, "N@b1,b1c3"),
        "k6u/8/8/4n3/8/2N5/8/4K3 b 21 - 00000100 -"
    );
}

// ----- pawns -----

#[test]
fn promotion_is_free_whatever_the_reserve() {
    // Both reserves are empty; the pawn on a7 may still become any of R, N, B, Q.
    let fen_text = "4k3/P7/8/8/8/8/8/4K3 w 30 - 00000000 -";
    let moves = legal(fen_text);
    let mut promos: Vec<(String, String)> = moves
        .iter()
        .filter(|m| m.promotion.is_some())
        .map(|m| (m.uci.clone(), m.san.clone()))
        .collect();
    promos.sort();
    assert_eq!(
        promos,
        [
            ("a7a8b".to_string(), "a8=B".to_string()),
            ("a7a8n".to_string(), "a8=N".to_string()),
            ("a7a8q".to_string(), "a8=Q+".to_string()),
            ("a7a8r".to_string(), "a8=R+".to_string()),
        ]
    );
    assert_eq!(moves.len(), 4 + 5);
    assert_eq!(
        play(fen_text, "a8=Q"),
        "Q3k3/8/8/8/8/8/8/4K3 b 31 - 00000000 -"
    );
}

#[test]
fn en_passant() {
    let fen_text = "4k3/8/8/8/3p4/8/4P3/4K3 w 20 - 00000000 -";
    let after = play(fen_text, "e2e4");
    assert_eq!(after, "4k3/8/8/8/3pP3/8/8/4K3 b 21 e3 00000000 -");
    let ep = legal(&after).into_iter().find(|m| m.uci == "d4e3").unwrap();
    assert_eq!(ep.san, "dxe3");
    assert_eq!(ep.captured, [sq("e4")]);
    assert_eq!(
        play(&after, "dxe3"),
        "4k3/8/8/8/8/4p3/8/4K3 w 22 - 00000000 -"
    );
}

// ----- end of game -----

#[test]
fn mate_by_a_potential_rook() {
    // King h1 behind its pawns g2, h2; the black u on a1 could be a rook: check along rank 1,
    // g1 attacked too, pawn moves do not help. Mate.
    let fen_text = "k7/8/8/8/8/8/6PP/u6K w 30 - 00001000 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(s.check);
    assert_eq!(s.legal_move_count, 0);
    assert_eq!(s.outcome.unwrap().winner, Some(Color::Black));
    // If it could only be a bishop, white is not even in check.
    let bishop = "k7/8/8/8/8/8/6PP/u6K w 30 - 00000010 -";
    let s = game::status("bario", bishop).unwrap();
    assert!(!s.check && s.outcome.is_none());
}

#[test]
fn mate_by_a_potential_knight() {
    // The black u on f2 could be a knight (f2-h1). The white u on g1 can only become a
    // knight (e2, f3, h3), which neither takes f2 nor stops a knight's check; the king is
    // boxed by g1, g2, h2. Mate (vchess would not even see the check).
    let fen_text = "k7/8/8/8/8/8/5uPP/6UK w 30 - 01000100 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(s.check);
    assert_eq!(s.legal_move_count, 0);
    let o = s.outcome.unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), OutcomeReason::Checkmate)
    );
    // With a bishop in black's reserve instead there is no check, and white has moves.
    let bishop = "k7/8/8/8/8/8/5uPP/6UK w 30 - 01000010 -";
    assert!(!game::status("bario", bishop).unwrap().check);
    assert!(!legal(bishop).is_empty());
}

#[test]
fn stalemate_by_potential_attacks_is_a_draw() {
    // King h1 (not in check), pawn h2 blocked by h3; g1 and g2 lie on the g-file below the
    // black u on g8, which could be a rook. No legal turn, no check: draw.
    let fen_text = "k5u1/8/8/8/8/7p/7P/7K w 30 - 00001000 -";
    let s = game::status("bario", fen_text).unwrap();
    assert!(!s.check);
    assert_eq!(s.legal_move_count, 0);
    let o = s.outcome.unwrap();
    assert_eq!((o.winner, o.reason), (None, OutcomeReason::Stalemate));
    // If the u can only be a knight, g1 is free.
    let knight = "k5u1/8/8/8/8/7p/7P/7K w 30 - 00000100 -";
    assert_eq!(ucis(knight), ["h1g1"]);
}

// ----- reserve accounting, FEN -----

#[test]
fn status_reports_reserves_and_pending_identification() {
    let s = game::status("bario", START_FEN).unwrap();
    assert_eq!(status_reserve(&s), Some([[2, 2, 2, 1], [2, 2, 2, 1]]));
    assert_eq!(s.pending_identification, None);
    assert_eq!(s.legal_move_count, 8);
    assert!(!s.check && s.outcome.is_none());
    // Orthodox chess has no reserve.
    let c = game::status(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
    .unwrap();
    assert_eq!(status_reserve(&c), None);
}

#[test]
fn reserve_accounting_through_a_game() {
    // Placements, then define / capture / identify: after every turn each side's reserve
    // equals its u's on the board, plus one while a captured u awaits identification
    // (minus one before its king is placed).
    let mut g = game::Game::new(&bario_game(), None).unwrap();
    for mv in [
        "K@e1", "K@e8", "N@b1,Nc3", // white reserve N 2 -> 1
        "N@g8,Nf6", // black N 2 -> 1
        "Nd5",      // white knight c3-d5
        "e6",       // black pawn
        "Nxc7+",    // takes a pawn; check from c7 on e8
        "Ke7",      // black king steps aside
        "Nxa8",     // takes the black u on a8: black must identify it
    ] {
        g.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let s = g.status();
    assert_eq!(s.pending_identification, Some(sq("a8")));
    assert_eq!(status_reserve(&s), Some([[2, 1, 2, 1], [2, 1, 2, 1]]));
    let p = pos(&g.fen());
    assert_eq!(bario::undefined_count(&p, Color::Black), 5);
    g.play("R=a8,d7d6").unwrap();
    assert_eq!(
        status_reserve(&g.status()),
        Some([[2, 1, 2, 1], [1, 1, 2, 1]])
    );
    assert_eq!(g.status().pending_identification, None);
    g.undo().unwrap();
    assert_eq!(g.status().pending_identification, Some(sq("a8")));
}

#[test]
fn fen_round_trip() {
    for f in [
        START_FEN,
        AFTER_PLACEMENTS,
        "uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU b 1 - 22212221 -",
        "uuu1kuuu/2p5/2u5/1p1ppppp/p4PPP/3UU2U/PPPPP1UU/1UU1K3 b 31 - 22212221 -",
        "3R3k/6pp/8/8/8/8/5u2/K7 b 21 - 00001010 d8",
        "4k3/8/8/8/3pP3/8/8/4K3 b 21 e3 00000000 -",
        "4k3/8/8/8/7U/5U2/8/U2UK3 b 41 - 11020000 -",
    ] {
        let p = pos(f);
        assert_eq!(fen::write(&p), f);
        assert_eq!(pos(&fen::write(&p)), p);
    }
    // A rules-page diagram (position only) gets white to move and the full reserve.
    let p = pos("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU");
    assert_eq!(fen::write(&p), START_FEN);
}

// ----- bad input -----

#[test]
fn error_reserve_with_too_many_pieces() {
    // 8 u's before the king is placed account for 7 reserve pieces, not 8.
    let e = position_error("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22222221 -");
    assert_eq!(
        e,
        PositionError::from(bario::Error::ReserveMismatch {
            color: Color::White,
            undefined: 8,
            reserve: 8,
            expected: 7
        })
    );
    assert!(e.to_string().contains("reserve must hold 7"), "{e}");
    // After placement, 7 u's need 7 reserve pieces: black's 8 are too many.
    let e = position_error("ukuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU w 2 - 22212222 -");
    assert_eq!(
        e,
        PositionError::from(bario::Error::ReserveMismatch {
            color: Color::Black,
            undefined: 7,
            reserve: 8,
            expected: 7
        })
    );
}

#[test]
fn error_reserve_with_too_few_pieces() {
    let e = position_error("ukuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU w 2 - 22202221 -");
    assert_eq!(
        e,
        PositionError::from(bario::Error::ReserveMismatch {
            color: Color::White,
            undefined: 7,
            reserve: 6,
            expected: 7
        })
    );
    // A pending capture needs its piece in the reserve: black has no u left on the board,
    // so its reserve must hold exactly the captured one.
    let e = position_error("3R3k/6pp/8/8/8/8/8/K7 b 21 - 00000000 d8");
    assert_eq!(
        e,
        PositionError::from(bario::Error::ReserveMismatch {
            color: Color::Black,
            undefined: 0,
            reserve: 0,
            expected: 1
        })
    );
}

#[test]
fn error_capture_field_on_an_empty_square() {
    let e = position_error("3R3k/6pp/8/8/8/8/5u2/K7 b 21 - 00001010 d7");
    assert_eq!(
        e,
        PositionError::from(bario::Error::BadCapture {
            square: sq("d7"),
            reason: "which is empty: it must hold the piece that captured there"
        })
    );
    assert!(e.to_string().contains("capture field names d7"));
}

#[test]
fn error_capture_field_on_a_piece_of_the_side_to_move() {
    let e = position_error("3R3k/6pp/8/8/8/8/5u2/K7 b 21 - 00001010 h7");
    assert!(e.to_string().contains("capture field names h7"), "{e}");
    assert!(e.to_string().contains("side that just moved"), "{e}");
}

#[test]
fn error_malformed_reserve_and_capture_fields() {
    let bad = |f: &str| fen::parse(&rules(), f).unwrap_err();
    assert_eq!(
        bad("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 2221222 -"),
        FenError::Variant(bario::Error::ReserveField("2221222".into()).into())
    );
    assert_eq!(
        bad("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 2221222x -"),
        FenError::Variant(bario::Error::ReserveField("2221222x".into()).into())
    );
    assert_eq!(
        bad("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 z9"),
        FenError::Variant(bario::Error::CaptureField("z9".into()).into())
    );
    assert!(matches!(
        bad("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 - x"),
        FenError::ExtraField(_)
    ));
    assert!(matches!(
        bad("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUM w 0 - 22212221 -"),
        FenError::BadPiece { letter: 'M', .. }
    ));
}

#[test]
fn error_two_kings() {
    let e = position_error("kkuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU w 2 - 22212221 -");
    assert_eq!(
        e,
        PositionError::Royals {
            color: Color::Black,
            name: "king".into(),
            count: 2,
            expected: 1,
            at_least: false,
        }
    );
}

#[test]
fn error_no_king_after_the_first_turn() {
    // Black has no king, but its back rank no longer holds its 8 u's: it has played.
    let e = position_error("uuuuuuu1/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU b 1 - 22212221 -");
    assert_eq!(e.code(), ErrorCode::ImpossiblePosition);
    assert!(e.to_string().contains("black has no king"), "{e}");
    // White places first: a kingless white with black to move is impossible.
    let e = position_error("ukuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU b 1 - 22212221 -");
    assert!(e.to_string().contains("white has no king"), "{e}");
    // Both kingless with white to move is the start; black kingless, black to move is ply 1.
    pos(START_FEN);
    pos("uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUKU b 1 - 22212221 -");
}

#[test]
fn error_side_not_to_move_in_potential_check() {
    // Black to move, but white's king on e1 stands under the black u on e8, a potential rook.
    let e = position_error("k3u3/8/8/8/8/8/8/4K3 b 10 - 00001000 -");
    assert_eq!(e, PositionError::OppositeCheck { square: sq("e1") });
}

// ----- perft -----

/// Perft from the start, in whole turns.
///
/// - Depth 1 = **8**: white places its king on one of its 8 back-rank u's.
/// - Depth 2 = **64**: black does the same, 8 × 8.
/// - Depth 3 = **1808**: white's first real turn. Its pawns have 16 moves (8 single and 8
///   double steps). A u defined as a rook, bishop or queen is boxed in by rank 1 and the
///   pawns, so only knights are defined: a u on file a or h has 1 knight move (to b3 / g3),
///   one on b..g has 2 (rank 3, one file either side), 14 in all for 8 files, minus what
///   the king's file would have given: 12 with the king on b..g, 13 on a or h. No turn can
///   check or be checked (the pawns block every line, and knights from rank 1 reach only
///   rank 3), and no reversion is possible (6 u's remain). So each of the 64 placements
///   gives 16 + 14 − c(king file) turns: 8 × (6 × 28 + 2 × 29) = 8 × 226 = 1808.
/// - Depth 4 = **51020**: black answers in the same way with 16 + 14 − c(black king file)
///   turns, which gives 226 × 226 = 51076, except where black's move exposes its own king
///   to a potential check. The only line from a white u to black's back rank that a first
///   move can open is a long diagonal: with the black king on h8, white's u on a1 (any
///   white king file but a) after white's b-pawn moved (b3 or b4) sees c3, d4, e5, f6 empty,
///   so black may not move its g-pawn (g6, g5): 7 × 2 × 2 = 28 illegal turns; symmetrically
///   the black king on a8, white's u on h1, white's g-pawn moved and black's b-pawn: 28
///   more. 51076 − 56 = 51020.
#[test]
fn perft_from_start() {
    let p = start();
    assert_eq!(perft(&p, 1), 8);
    assert_eq!(perft(&p, 2), 64);
    assert_eq!(perft(&p, 3), 1_808);
    assert_eq!(perft(&p, 4), 51_020);
}

#[test]
fn perft_depth_four_exceptions_are_the_long_diagonals() {
    // The 56 missing turns of depth 4, checked directly: kings g1 and h8, white b2-b4.
    let f = play(&play(&play(START_FEN, "K@g1"), "K@h8"), "b4");
    let moves = ucis(&f);
    assert_eq!(moves.len(), 16 + 13 - 2);
    assert!(!moves.contains(&"g7g6".to_string()) && !moves.contains(&"g7g5".to_string()));
    // With white's king on a1 there is no u there, and black may move its g-pawn.
    let f = play(&play(&play(START_FEN, "K@a1"), "K@h8"), "b4");
    assert_eq!(ucis(&f).len(), 16 + 13);
}

// ----- random play -----

/// Independent oracle: whether `by` attacks `target`, where an undefined piece attacks as
/// any rook / knight / bishop / queen left in its owner's reserve.
fn oracle_attacked(p: &Position, target: Square, by: Color) -> bool {
    let b = p.board();
    let reserve = reserve(p, by);
    // Reserve order: rook, knight, bishop, queen.
    let (u_knight, u_ortho, u_diag) = (
        reserve[1] > 0,
        reserve[0] > 0 || reserve[3] > 0,
        reserve[2] > 0 || reserve[3] > 0,
    );
    let (tf, tr) = (target.file() as i32, target.rank() as i32);
    for s in (0..64).map(|i| Square::new(i % 8, i / 8)) {
        let Some(piece) = b.get(s) else { continue };
        if piece.color != by {
            continue;
        }
        let (df, dr) = (tf - s.file() as i32, tr - s.rank() as i32);
        let knight = (df.abs() == 1 && dr.abs() == 2) || (df.abs() == 2 && dr.abs() == 1);
        let king = df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0);
        let ortho = (df == 0) != (dr == 0);
        let diag = df != 0 && df.abs() == dr.abs();
        let clear = || {
            let (sf, sr) = (df.signum(), dr.signum());
            let n = df.abs().max(dr.abs());
            (1..n).all(|k| {
                let x = Square::new(
                    (s.file() as i32 + sf * k) as u8,
                    (s.rank() as i32 + sr * k) as u8,
                );
                b.get(x).is_none()
            })
        };
        let attacks = match rules().letter(piece.role) {
            'p' => df.abs() == 1 && dr == if by == Color::White { 1 } else { -1 },
            'k' => king,
            'n' => knight,
            'r' => ortho && clear(),
            'b' => diag && clear(),
            'q' => (ortho || diag) && clear(),
            'u' => {
                (u_knight && knight) || (u_ortho && ortho && clear()) || (u_diag && diag && clear())
            }
            _ => false,
        };
        if attacks {
            return true;
        }
    }
    false
}

fn king_attacked(p: &Position, color: Color) -> bool {
    let king = Piece::new(color, role('k'));
    (0..64)
        .map(|i| Square::new(i % 8, i / 8))
        .find(|&s| p.board().get(s) == Some(king))
        .is_some_and(|k| oracle_attacked(p, k, !color))
}

fn check_invariants(p: &Position) {
    for color in Color::ALL {
        let u = bario::undefined_count(p, color);
        let reserve: usize = reserve(p, color).iter().map(|&n| n as usize).sum();
        let kings = p.board().find(color, role('k')).count();
        let pending = usize::from(p.pending_identification().is_some() && p.turn() == color);
        assert!(kings <= 1);
        assert_eq!(u + pending, reserve + 1 - kings, "{}", fen::write(p));
    }
    if let Some(s) = p.pending_identification() {
        assert_eq!(p.board().get(s).map(|q| q.color), Some(!p.turn()));
    }
    // The side not to move is never in (potential) check.
    assert!(!king_attacked(p, !p.turn()), "{}", fen::write(p));
}

#[derive(Default)]
struct GameStats {
    finished: u32,
    decisive: u32,
    reversions: u32,
    identifications: u32,
    turns: u32,
}

/// One seeded random game to its end or 200 turns, checking everything after every turn.
fn random_game(game: u64) -> GameStats {
    let mut rng = Rng::new(0xBA21_0000 + game);
    let mut stats = GameStats::default();
    let mut p = start();
    let mut history: Vec<(Position, String, fenboard::core::moves::Move)> = Vec::new();
    for turn in 0..=200u64 {
        check_invariants(&p);
        let text = fen::write(&p);
        let back = fen::parse(&rules(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, p, "{text}");
        assert_eq!(fen::write(&back), text);
        if turn == 200 {
            break;
        }
        let moves = p.legal_moves();
        let mover = p.turn();
        for (i, m) in moves.iter().enumerate() {
            assert!(!moves[..i].contains(m), "{text}: duplicate turn");
            let mut after = p.clone();
            after.play_unchecked(m);
            assert!(
                !king_attacked(&after, mover),
                "{text}: {} leaves the king attacked",
                notation::uci(&p, m)
            );
        }
        if moves.is_empty() {
            stats.finished += 1;
            let o = p.outcome(0).unwrap();
            assert_eq!(o.winner.is_some(), king_attacked(&p, mover), "{text}");
            stats.decisive += u32::from(o.winner.is_some());
            break;
        }
        let m = moves[rng.below(moves.len())];
        if turn % 16 == game % 16 {
            // Notation round trip on a sample of turns.
            let u = notation::uci(&p, &m);
            assert_eq!(notation::parse_move(&p, &u).unwrap(), m, "{text} {u}");
            let s = notation::san(&p, &m, &moves);
            assert_eq!(notation::parse_move(&p, &s).unwrap(), m, "{text} {s}");
        }
        stats.identifications += u32::from(m.identify.is_some());
        let u_before = bario::undefined_count(&p, mover);
        let mut next = p.clone();
        next.play_unchecked(&m);
        assert_eq!(
            fen::write(&p),
            text,
            "playing on a clone changed the original"
        );
        // The mover's u's: one fewer after a definition or a placement, unless the turn
        // reverted its pieces (then none were left before the reversion).
        let u_after = bario::undefined_count(&next, mover);
        if m.is_definition() && u_after + 1 != u_before {
            assert_eq!(u_before, 1, "{text}: only the last u's definition reverts");
            stats.reversions += 1;
        } else if m.is_definition() || m.is_placement() {
            assert_eq!(u_after + 1, u_before, "{text}");
        } else {
            assert_eq!(u_after, u_before, "{text}");
        }
        history.push((p, text, m));
        p = next;
        stats.turns += 1;
    }
    // Undo = history: every kept position is intact, reads back from its FEN, and replaying
    // the turn played from it gives the position that followed.
    let mut later = p;
    while let Some((old, text, m)) = history.pop() {
        assert_eq!(fen::write(&old), text);
        let mut again = old.clone();
        again.play_unchecked(&m);
        assert_eq!(again, later, "{text}");
        later = old;
    }
    stats
}

/// Random play: 2000 seeded games, to their end or 200 turns, on two threads. After every
/// turn: the reserve and the undefined pieces add up, the FEN round-trips, playing on a
/// clone leaves the position (kept as history) untouched and undoing is returning to it,
/// no legal turn is listed twice, and no legal turn leaves the mover's king attacked
/// (actually or potentially, by an independent attack oracle). A game with no legal turn
/// is lost exactly when the king is (potentially) attacked.
#[test]
fn random_games_keep_the_invariants() {
    const GAMES: u64 = 2000;
    let threads = 2;
    let total = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut sum = GameStats::default();
                    for game in (t..GAMES).step_by(threads as usize) {
                        let s = random_game(game);
                        sum.finished += s.finished;
                        sum.decisive += s.decisive;
                        sum.reversions += s.reversions;
                        sum.identifications += s.identifications;
                        sum.turns += s.turns;
                    }
                    sum
                })
            })
            .collect();
        let mut sum = GameStats::default();
        for h in handles {
            let s = h.join().expect("a random game failed");
            sum.finished += s.finished;
            sum.decisive += s.decisive;
            sum.reversions += s.reversions;
            sum.identifications += s.identifications;
            sum.turns += s.turns;
        }
        sum
    });
    eprintln!(
        "random: {} turns, {} games ended ({} decisive), {} reversions, {} identifications",
        total.turns, total.finished, total.decisive, total.reversions, total.identifications
    );
    assert!(total.finished > 100, "games end");
    assert!(
        total.decisive > 0 && total.decisive < total.finished,
        "mates and stalemates"
    );
    assert!(total.reversions > 1000, "reversions happen");
    assert!(total.identifications > 1000, "identifications happen");
}

#[test]
fn move_info_uci_is_accepted_by_play() {
    for f in [
        AFTER_PLACEMENTS,
        "u2Rk3/8/8/8/8/8/8/4K3 b 11 - 00001001 d8",
        "uuu1kuuu/2p5/2n5/1p1ppppp/p4PPP/3N3Q/PPPPP1BB/1RRUK3 w 30 - 01002121 -",
    ] {
        for m in legal(f) {
            let a = play(f, &m.uci);
            let b = play(f, &m.san);
            assert_eq!(a, b, "{f}: {} / {}", m.uci, m.san);
        }
    }
}

/// Depth 5 from the start: a regression number computed by this engine (not derived by
/// hand, unlike depths 1-4; no other engine implements these rules). It takes well under
/// a second.
#[test]
fn perft_from_start_depth_five_regression() {
    assert_eq!(perft(&start(), 5), 1_921_420);
}
