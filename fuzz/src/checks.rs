//! Invariants shared by the fuzz targets and the property tests (`tests/properties.rs`
//! includes this file by path). Each check panics with a message naming the position when
//! an invariant fails; none of them may panic on a position the library accepted.
//!
//! The attack test here is written independently of the move generator: it walks each enemy
//! piece's movement lines forwards, square by square, from its game's description, where the
//! generator reads bitboard tables outwards from the attacked square.

#![allow(dead_code)]

use fenboard::core::bitboard::Set;
use fenboard::core::color::Color;
use fenboard::core::geometry::Square;
use fenboard::core::moves::{Move, MoveKind};
use fenboard::core::position::Position;
use fenboard::core::role::{lame_path, Path, Piece, Role};
use fenboard::formats::fen;
use fenboard::formats::notation;
use fenboard::game::{AnyPosition, Variant};
use fenboard::variants::draughts::GamePosition;

/// Whether `piece`, standing on `from`, attacks `target` as its kind's movement says: each of
/// its capturing lines walked forwards from `from`, counting the pieces passed (a hopper's
/// screen, a lame leaper's leg), within its region, by its zone's lines in its zone (a
/// stand-in, Bario's undefined piece, attacks as any kind left in its owner's reserve).
pub fn piece_attacks(pos: &Position, from: Square, piece: Piece, target: Square) -> bool {
    let rules = pos.rules();
    let g = rules.geometry;
    let (ff, fr) = (i32::from(from.file()), i32::from(from.rank()));
    let (tf, tr) = (i32::from(target.file()), i32::from(target.rank()));
    let on_board = |f: i32, r: i32| f >= 0 && r >= 0 && f < g.width as i32 && r < g.height as i32;
    let taken = |f: i32, r: i32| pos.board().get(Square::new(f as u8, r as u8)).is_some();
    // A region or a zone, written as white's squares: black's are mirrored across the middle.
    let holds = |set: Set, sq: Square| {
        let rank = match piece.color {
            Color::White => sq.rank(),
            Color::Black => g.height - 1 - sq.rank(),
        };
        set.has(g.bit_index(Square::new(sq.file(), rank)))
    };
    let piece_at = |f: i32, r: i32| pos.board().get(Square::new(f as u8, r as u8));
    let role_attacks = |role: Role| -> bool {
        let kind = rules.piece(role);
        if kind.region.is_some_and(|r| !holds(r, target)) {
            return false;
        }
        // Janggi's cannon takes no cannon.
        if pos
            .board()
            .get(target)
            .is_some_and(|t| kind.cannot_capture.contains(t.role))
        {
            return false;
        }
        let lines = match &kind.zone_moves {
            Some(z) if holds(z.squares, from) => &z.movement.lines,
            _ => &kind.movement.lines,
        };
        // Each capturing line walked from `from`, on the board (and on the squares of
        // `within`, for moves along a game's diagonal lines: janggi's palace).
        let walks = |lines: &[fenboard::core::role::Line], within: Set| {
            let inside = |f: i32, r: i32| {
                on_board(f, r) && within.has(g.bit_index(Square::new(f as u8, r as u8)))
            };
            lines.iter().any(|line| {
                if !line.mode.captures() {
                    return false;
                }
                let (df, dr) = line.vector_for(piece.color);
                let (df, dr) = (i32::from(df), i32::from(dr));
                if line.path == Path::Lame {
                    // The leg lies between, on the board when the target is.
                    let leg = lame_path((df as i8, dr as i8));
                    return (ff + df, fr + dr) == (tf, tr)
                        && leg
                            .iter()
                            .all(|&(x, y)| !taken(ff + i32::from(x), fr + i32::from(y)));
                }
                // Pieces passed: a hopper reaches squares only after one (not of a kind it
                // may not hop over), a grasshopper only the square just after it; others
                // are stopped by the first.
                let (mut f, mut r) = (ff + df, fr + dr);
                let (mut passed, mut steps) = (0, 1);
                while inside(f, r) {
                    let hopping = matches!(line.path, Path::Hop | Path::Grasshop);
                    let reached = if hopping { passed == 1 } else { passed == 0 };
                    if (f, r) == (tf, tr) && reached {
                        return true;
                    }
                    if reached && line.range != 0 && steps >= line.range {
                        break;
                    }
                    if reached {
                        steps += 1;
                    }
                    if let Some(p) = piece_at(f, r) {
                        passed += 1;
                        if passed > usize::from(hopping) || kind.cannot_hop.contains(p.role) {
                            break;
                        }
                    }
                    f += df;
                    r += dr;
                }
                false
            })
        };
        let on_lines = |z: &&fenboard::core::rules::ZoneMoves| z.squares.has(g.bit_index(from));
        walks(lines, Set::ALL)
            || kind
                .diagonal_moves
                .as_ref()
                .filter(on_lines)
                .is_some_and(|z| walks(&z.movement.lines, z.squares))
    };
    if Some(piece.role) == rules.stand_in {
        return rules
            .reserve
            .iter()
            .any(|&role| pos.reserves().count(piece.color, role) > 0 && role_attacks(role));
    }
    role_attacks(piece.role)
}

/// Whether any piece of `by` attacks `target` (slow: every piece is walked).
pub fn attacked_slow(pos: &Position, target: Square, by: Color) -> bool {
    pos.board()
        .pieces()
        .any(|(from, p)| p.color == by && from != target && piece_attacks(pos, from, p, target))
}

/// Squares of `color`'s royal pieces, from the rules table.
pub fn royal_squares(pos: &Position, color: Color) -> Vec<Square> {
    pos.board()
        .pieces()
        .filter(|&(_, p)| p.color == color && pos.rules().is_royal(p.role))
        .map(|(s, _)| s)
        .collect()
}

/// Every legal move leaves the mover's royal pieces unattacked (by the slow test; with duple
/// check, one of several may be left attacked, not all), a castle
/// neither starts from nor crosses an attacked square, and the fast attack code agrees with
/// the slow one on every royal square.
pub fn check_legality(pos: &Position, legal: &[Move]) {
    let us = pos.turn();
    for &sq in &royal_squares(pos, us) {
        assert_eq!(
            pos.is_attacked(sq, !us),
            attacked_slow(pos, sq, !us),
            "attack codes disagree on {sq} in {}",
            fen::write(pos)
        );
    }
    for m in legal {
        let mut after = pos.clone();
        after.play_unchecked(m);
        let royals = royal_squares(&after, us);
        let attacked: Vec<_> = royals
            .iter()
            .filter(|&&sq| attacked_slow(&after, sq, !us))
            .collect();
        let duple = pos.rules().duple_check && attacked.len() < royals.len();
        assert!(
            attacked.is_empty() || duple,
            "{} leaves the royal on {} attacked in {}",
            notation::uci(pos, m),
            attacked[0],
            fen::write(pos)
        );
        if let MoveKind::Castle { .. } = m.kind {
            let back = m.from.rank();
            let (a, b) = (
                m.from.file().min(m.to.file()),
                m.from.file().max(m.to.file()),
            );
            for f in a..=b {
                let sq = Square::new(f, back);
                assert!(
                    !attacked_slow(pos, sq, !us),
                    "castle {} crosses attacked {sq} in {}",
                    notation::uci(pos, m),
                    fen::write(pos)
                );
            }
        }
    }
}

/// The written FEN reads back to an equal position and is stable.
pub fn check_fen_round_trip(variant: &Variant, pos: &AnyPosition) {
    let written = pos.fen();
    let again = variant
        .parse(&written)
        .unwrap_or_else(|e| panic!("written FEN '{written}' does not read back: {e}"));
    assert_eq!(
        &again, pos,
        "FEN '{written}' reads back to another position"
    );
    assert_eq!(again.fen(), written, "FEN '{written}' is not stable");
    if let (AnyPosition::Chess(a, style), AnyPosition::Chess(b, _)) = (pos, &again) {
        // Fields that position equality leaves out (vchess FEN has no halfmove clock).
        if *style != fenboard::formats::fen::FenStyle::Vchess {
            assert_eq!(a.halfmoves(), b.halfmoves(), "halfmoves of '{written}'");
        }
        assert_eq!(a.fullmoves(), b.fullmoves(), "fullmoves of '{written}'");
    }
}

/// Each legal move's UCI and SAN read back to that move; the notation of each is unique.
pub fn check_notation(pos: &Position, legal: &[Move]) {
    let mut ucis: Vec<String> = Vec::with_capacity(legal.len());
    for m in legal {
        let u = notation::uci(pos, m);
        let back = notation::parse_move(pos, &u)
            .unwrap_or_else(|e| panic!("UCI '{u}' does not read back in {}: {e}", fen::write(pos)));
        assert_eq!(
            &back,
            m,
            "UCI '{u}' reads as another move in {}",
            fen::write(pos)
        );
        let s = notation::san(pos, m, legal);
        let back = notation::parse_move(pos, &s)
            .unwrap_or_else(|e| panic!("SAN '{s}' does not read back in {}: {e}", fen::write(pos)));
        assert_eq!(
            &back,
            m,
            "SAN '{s}' reads as another move in {}",
            fen::write(pos)
        );
        ucis.push(u);
    }
    ucis.sort();
    let n = ucis.len();
    ucis.dedup();
    assert_eq!(
        ucis.len(),
        n,
        "two legal moves share a UCI in {}",
        fen::write(pos)
    );
}

/// Draughts: each legal move's path reads back to a move with that path, and playing it
/// removes exactly the captured pieces.
pub fn check_draughts_moves(pos: &GamePosition) {
    let legal = pos.legal_moves();
    let us = pos.turn();
    let count =
        |p: &GamePosition, c: Color| p.pieces().iter().filter(|(_, x)| x.color == c).count();
    for m in &legal {
        let u = pos.path_text(m);
        let back = pos
            .parse_move(&u)
            .unwrap_or_else(|e| panic!("'{u}' does not read back in {}: {e}", pos.fen()));
        assert_eq!(
            pos.path_text(&back),
            u,
            "'{u}' reads as another move in {}",
            pos.fen()
        );
        let after = pos.after(m);
        assert_eq!(count(&after, us), count(pos, us), "{u} in {}", pos.fen());
        assert_eq!(
            count(&after, !us) + m.captured.len(),
            count(pos, !us),
            "{u} in {}",
            pos.fen()
        );
        assert_eq!(after.turn(), !us);
    }
    assert_eq!(pos.count_moves() == 0, legal.is_empty());
}

/// Every check that applies to a position the library accepted; `deep` adds the
/// notation round trips (slower: SAN plays each move).
pub fn check_position(variant: &Variant, pos: &AnyPosition, deep: bool) {
    check_fen_round_trip(variant, pos);
    let status = pos.status();
    assert_eq!(status.turn, pos.turn());
    match pos {
        AnyPosition::Chess(p, _) => {
            let legal = p.legal_moves();
            assert_eq!(status.legal_move_count, legal.len());
            check_legality(p, &legal);
            if deep {
                check_notation(p, &legal);
            }
        }
        AnyPosition::Draughts(p) => {
            assert_eq!(status.legal_move_count, p.legal_moves().len());
            if deep {
                check_draughts_moves(p);
            }
        }
    }
}

/// Perft equals the sum of its divide, for depths 1 and 2.
pub fn check_perft_divide(pos: &AnyPosition) {
    for depth in 1..=2 {
        let total = pos.perft(depth).expect("a small depth");
        let sum: u64 = match pos {
            AnyPosition::Chess(p, _) => p
                .legal_moves()
                .iter()
                .map(|m| {
                    let mut child = p.clone();
                    child.play_unchecked(m);
                    fenboard::core::perft::perft(&child, depth - 1)
                })
                .sum(),
            AnyPosition::Draughts(p) => p
                .legal_moves()
                .iter()
                .map(|m| p.after(m).perft(depth - 1))
                .sum(),
        };
        assert_eq!(total, sum, "perft({depth}) of {}", pos.fen());
    }
}

/// A partial position (see `Variant::parse_partial`): its FEN reads back as a partial
/// position, its status and legal moves answer, and no legal move leaves a royal piece
/// (where there is one) attacked.
pub fn check_partial(variant: &Variant, pos: &AnyPosition) {
    let written = pos.fen();
    let again = variant
        .parse_partial(&written)
        .unwrap_or_else(|e| panic!("written partial FEN '{written}' does not read back: {e}"));
    assert_eq!(
        &again, pos,
        "partial FEN '{written}' reads back to another position"
    );
    assert_eq!(
        again.fen(),
        written,
        "partial FEN '{written}' is not stable"
    );
    let status = pos.status();
    if let AnyPosition::Chess(p, _) = pos {
        let legal = p.legal_moves();
        assert_eq!(status.legal_move_count, legal.len());
        check_legality(p, &legal);
        check_notation(p, &legal);
    }
}
