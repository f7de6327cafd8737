//! Helpers for the fuzz targets: the shared invariant checks and the fixed positions the
//! move and game targets start from.

pub mod checks;

use fenboard::game::{AnyPosition, Randomness, Variant};
use std::sync::OnceLock;

/// The games defined by data in `variants/` beside the built-in ones.
const DEFINED: [&str; 5] = [
    include_str!("../../variants/capablanca.json"),
    include_str!("../../variants/berolina.json"),
    include_str!("../../variants/gothic.json"),
    include_str!("../../variants/knightmate.json"),
    include_str!("../../variants/losalamos.json"),
];

/// Every game: the built-in ones, then the definitions of `variants/`.
pub fn games() -> &'static [Variant] {
    static GAMES: OnceLock<Vec<Variant>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let built_in = Variant::BUILT_IN.iter().map(|id| Variant::builtin(id));
        // Gothic extends Capablanca chess.
        let base = |id: &str| (id == "capablanca").then(|| DEFINED[0].to_string());
        let defined = DEFINED.iter().map(|json| Variant::from_json_extending(json, &base));
        built_in.chain(defined).map(|v| v.expect("a game")).collect()
    })
}

/// The chess-family games.
pub fn chess_family() -> Vec<&'static Variant> {
    games().iter().filter(|v| v.rules().is_some()).collect()
}

/// Picks a game from a byte.
pub fn pick_variant(b: u8) -> &'static Variant {
    &games()[b as usize % games().len()]
}

/// Hand-written positions with castling, en passant, promotions and long captures, by
/// game id; the ones a game cannot read are skipped.
const SPECIAL: &[(&str, &str)] = &[
    (
        "chess",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
    (
        "chess",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ),
    ("chess", "r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -"),
    ("chess", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w BGbg - 0 1"),
    (
        "coregal",
        "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w 0 adehadeh -",
    ),
    ("coregal", "4Q3/4K3/8/8/3N4/5k2/2q5/8 b 0 iiiiiiii -"),
    (
        "grand",
        "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -",
    ),
    ("grand", "9k/3P6/10/10/10/10/10/10/6p3/K9 w 0 -"),
    (
        "grand",
        "r8r/1nbqkmcbn1/ppppp1pppp/10/4Pp4/10/10/PPPP1PPPPP/1NBQKMCBN1/R8R b 3 e5",
    ),
    ("russian", "W:Wc3:Bb4,d4,b6,d6"),
    ("russian", "W:WKa1:Bb2,d4"),
    ("russian", "B:Wa1,c3,e3,g3,b2,d2:Bb6,d6,f6,h6,Kf2"),
];

/// A few positions per game: the start, two random starts, a few plies into a game
/// (chosen by fixed move indices), and the hand-written ones.
pub fn positions(variant: &Variant) -> &'static [AnyPosition] {
    static CACHE: OnceLock<Vec<Vec<AnyPosition>>> = OnceLock::new();
    let all = CACHE.get_or_init(|| games().iter().map(make_positions).collect());
    let i = games()
        .iter()
        .position(|v| v.id() == variant.id())
        .expect("a game");
    &all[i]
}

fn make_positions(variant: &Variant) -> Vec<AnyPosition> {
    let mut out = Vec::new();
    let mut fens = vec![
        variant.start_fen(Randomness::Standard, 0),
        variant.start_fen(Randomness::Mirrored, 1),
        variant.start_fen(Randomness::Independent, 2),
    ];
    fens.extend(
        SPECIAL
            .iter()
            .filter(|(id, _)| *id == variant.id())
            .map(|(_, f)| f.to_string()),
    );
    for f in fens {
        if let Ok(p) = variant.parse(&f) {
            out.push(p);
        }
    }
    // Walk a few plies from the start with fixed choices.
    if let Some(start) = out.first().cloned() {
        for choice in [3usize, 7, 11] {
            let mut p = start.clone();
            for ply in 0..6 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = &moves[(choice * (ply + 1)) % moves.len()];
                if p.play(&m.uci).is_err() {
                    break;
                }
            }
            out.push(p);
        }
    }
    out
}
