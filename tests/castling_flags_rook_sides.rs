//! Regression: a vchess castling field must name a left rook left of the castling royal(s) and
//! a right rook right of them (vchess-variants.md §1.4 and §3.3: `[left rook][right rook]`,
//! `[left rook][left royal][right royal][right rook]`). `hdeaadeh` was read without an error
//! (and written back) although its "left" rook stands right of the king and queen.

use fenboard::game;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0";

fn error(variant: &str, fen: &str) -> String {
    match game::legal_moves(variant, fen) {
        Ok(_) => panic!("{fen} was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn castling_flags_put_the_left_rook_left_and_the_right_rook_right_of_the_royals() {
    for flags in ["hdeaadeh", "adeaadeh", "hdehadeh", "adehhdea", "adehhdii"] {
        let msg = error("coregal", &format!("{START} {flags} -"));
        assert!(
            msg.contains(&format!("castling field '{flags}'")) && msg.contains("rook flags"),
            "{flags}: {msg}"
        );
    }
    // vchess chess flags: the same rule around the king.
    let msg = error("chess", &format!("{START} haha -"));
    assert!(msg.contains("rook flags"), "{msg}");
    // Well-formed flags are still read.
    for (variant, flags) in [
        ("coregal", "adehadeh"),
        ("coregal", "iiehadii"),
        ("chess", "ahah"),
    ] {
        assert!(
            game::legal_moves(variant, &format!("{START} {flags} -")).is_ok(),
            "{flags}"
        );
    }
}
