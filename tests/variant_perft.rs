//! Perft of Grand chess and Coregal from their start positions, against the numbers of
//! vchess and Fairy-Stockfish (shared/rules/vchess-variants.md §0, issue 3).

mod common;

use common::start;
use fenboard::core::perft::perft;

#[test]
fn grand_perft_from_start() {
    let pos = start("grand");
    assert_eq!(perft(&pos, 1), 65);
    assert_eq!(perft(&pos, 2), 4_225);
    assert_eq!(perft(&pos, 3), 259_514);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn grand_perft_from_start_deep() {
    assert_eq!(perft(&start("grand"), 4), 15_921_643);
}

#[test]
fn coregal_perft_from_start() {
    let pos = start("coregal");
    assert_eq!(perft(&pos, 1), 20);
    assert_eq!(perft(&pos, 2), 400);
    assert_eq!(perft(&pos, 3), 8_882);
    assert_eq!(perft(&pos, 4), 195_896);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn coregal_perft_from_start_deep() {
    assert_eq!(perft(&start("coregal"), 5), 4_756_867);
}

/// Janggi (variants/janggi.json) from its start: Fairy-Stockfish's own janggi through ffish
/// counts 32 / 1,024 / 33,000 / 1,065,277 (passes included: `e2e2`).
#[test]
fn janggi_perft_from_start() {
    assert_eq!(common::shipped_perft("janggi", 3), [32, 1_024, 33_000]);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn janggi_perft_from_start_deep() {
    assert_eq!(common::shipped_perft("janggi", 4)[3], 1_065_277);
    assert_eq!(common::shipped_perft("janggicasual", 4)[3], 1_083_563);
    assert_eq!(common::shipped_perft("janggimodern", 4)[3], 1_083_563);
}

/// Janggi's relatives, as Fairy-Stockfish's janggitraditional and janggicasual count them: the
/// traditional rules differ only in how the game ends; without bikjang, generals facing each
/// other after `e4d4 e7d7` need not part (33,316 against janggi's 33,000). Janggimodern moves
/// as janggicasual: pyffish 0.0.90, which has it (`tests/oracle/pyffish_perft.py`, from FENs
/// alone), counts 33,348 at depth 3, the 32 more the moves after `e2e2 e9e9`, which end the
/// game where the passes are known.
#[test]
fn janggi_relatives_perft_from_start() {
    assert_eq!(
        common::shipped_perft("janggitraditional", 3),
        [32, 1_024, 33_000]
    );
    assert_eq!(
        common::shipped_perft("janggicasual", 3),
        [32, 1_024, 33_316]
    );
    assert_eq!(
        common::shipped_perft("janggimodern", 3),
        [32, 1_024, 33_316]
    );
}

/// Fairy-Stockfish's chess kin and the games without a royal piece, from their starts, as its
/// own games count them (ffish 0.7.10; each past a million nodes at the last depth).
const FAIRY_KIN: [(&str, &[u64]); 18] = [
    ("nocastle", &[20, 400, 8_902, 197_281, 4_865_609]),
    ("amazon", &[22, 484, 12_483, 318_185, 9_319_911]),
    ("almost", &[22, 484, 11_895, 290_522, 7_812_388]),
    ("chancellor", &[24, 576, 15_896, 436_656, 13_466_196]),
    ("modern", &[24, 576, 15_831, 433_729, 13_403_293]),
    ("janus", &[28, 782, 24_747, 772_074, 26_869_186]),
    ("embassy", &[28, 784, 25_281, 809_539, 28_937_546]),
    ("gustav3", &[22, 484, 12_804, 331_659, 9_988_369]),
    ("hoppelpoppel", &[20, 400, 9_034, 202_459, 5_056_643]),
    ("newzealand", &[20, 400, 8_976, 200_310, 4_987_426]),
    ("torpedo", &[20, 400, 9_194, 209_719, 5_402_551]),
    ("armageddon", &[20, 400, 8_902, 197_281, 4_865_609]),
    ("fairy", &[20, 400, 8_902, 197_281, 4_865_609]),
    ("pawn-breakthrough", &[22, 484, 11_132, 256_036, 6_182_818]),
    (
        "fox-and-hounds",
        &[
            2, 14, 56, 344, 1_032, 6_264, 23_387, 141_427, 442_493, 2_674_123,
        ],
    ),
    ("perfect", &[23, 529, 15_082, 423_107, 13_914_103]),
    ("clobber", &[49, 2_116, 80_063, 2_630_382, 74_662_024]),
    // Not in ffish 0.7.10: counted with pyffish 0.0.90 (tests/oracle/pyffish_perft.py).
    ("clobber10", &[180, 31_252, 5_231_000]),
];

#[test]
fn fairy_kin_perft_from_start() {
    for (id, counts) in FAIRY_KIN {
        assert_eq!(common::shipped_perft(id, 3), counts[..3], "{id}");
    }
}

/// Petrified, as Fairy-Stockfish counts it (pyffish 0.0.90, whose tree
/// `tests/oracle/pyffish_perft.py` walks with `legal_moves` and `get_fen`; 20 / 400 / 10,022 /
/// 250,134 / 7,206,900): a capture's
/// petrified piece, gone from the board, leaves a wall from the third ply on.
#[test]
fn petrified_perft_from_start() {
    assert_eq!(common::shipped_perft("petrified", 3), [20, 400, 10_022]);
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn fairy_kin_perft_from_start_deep() {
    for (id, counts) in FAIRY_KIN {
        let depth = counts.len() as u32;
        assert_eq!(common::shipped_perft(id, depth), counts, "{id}");
    }
}

#[test]
#[ignore = "deep perft, run with --ignored"]
fn petrified_perft_from_start_deep() {
    // Depth 5: 7,206,900, which pyffish took 34 minutes to count.
    assert_eq!(
        common::shipped_perft("petrified", 5)[3..],
        [250_134, 7_206_900]
    );
}

/// The walling games (`walling`), as Fairy-Stockfish counts them (pyffish 0.0.90, through
/// `tests/oracle/pyffish_perft.py`): every move is a piece's move and a wall, each square of
/// the wall a move of its own. Amazons' 2,176 first moves and duck chess's 640 make depth 2
/// their proof (duck chess's depth 3, 249,921,262, is past what pyffish counts in an hour).
const WALLING: [(&str, &[u64]); 6] = [
    ("amazons", &[2_176, 4_307_152]),
    ("duck", &[640, 379_440]),
    ("isolation", &[225, 47_300, 13_032_440]),
    ("isolation7x7", &[230, 49_500, 13_974_620]),
    (
        "snailtrail",
        &[3, 9, 45, 225, 1_125, 5_624, 29_270, 151_462, 783_794],
    ),
    ("joust", &[8, 62, 356, 1_992, 8_094, 31_630, 126_500]),
];

#[test]
fn walling_perft_from_start() {
    for (id, counts) in WALLING {
        assert_eq!(
            common::shipped_perft(id, counts.len() as u32),
            counts,
            "{id}"
        );
    }
}
