// Bad Grand and Coregal input: every function throws a JS Error whose message says what is wrong and where.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves, play, status, perft, Game, thrown } from './_fenboard.mjs';

/** Every entry point that reads a FEN must throw an Error matching `pattern`. */
function assertRejected(variant, fen, pattern) {
  const calls = {
    legalMoves: () => legalMoves(variant, fen),
    status: () => status(variant, fen),
    play: () => play(variant, fen, 'a1a2'),
    perft: () => perft(variant, fen, 1),
    Game: () => new Game(variant, fen),
  };
  for (const [name, fn] of Object.entries(calls)) {
    const err = thrown(fn);
    assert.ok(err instanceof Error, `${name}: expected an Error, got ${String(err)}`);
    assert.match(err.message, pattern, `${name}(${variant}, ${fen})`);
  }
}

test('Grand: a FEN with 9 or 11 files names the row and both widths', () => {
  assertRejected('grand', 'r7r/1nbqkmcbn/ppppppppp/9/9/9/9/PPPPPPPPP/1NBQKMCBN/R7R w 0 -', /^invalid FEN: row 1 from the top \('r7r'\) describes 9 squares, the board has 10 files$/);
  assertRejected('grand', 'r9r/1nbqkmcbn2/ppppppppppp/11/11/11/11/PPPPPPPPPPP/1NBQKMCBN2/R9R w 0 -', /^invalid FEN: row 1 from the top \('r9r'\) describes 11 squares, the board has 10 files$/);
  // One short row in the middle is found too.
  assertRejected('grand', 'r8r/1nbqkmcbn1/pppppppppp/10/10/9/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -', /row 6 from the top \('9'\) describes 9 squares, the board has 10 files/);
  // An 8x8 position given to Grand: the row count is wrong first.
  assertRejected('grand', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 -', /^invalid FEN: the position field has 8 rows separated by '\/', the board has 10$/);
});

test('Coregal: a side without a queen is an impossible position', () => {
  assertRejected('coregal', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w 0 aiehadeh -', /^invalid FEN: impossible position: white has no queen, this game needs at least one$/);
  assertRejected('coregal', 'rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 iiiiiiii -', /black has no queen, this game needs at least one/);
});

test('Coregal: wrong castling flags say which field and what is wrong', () => {
  const pos = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0';
  const cases = [
    ['KQkq', /castling field 'KQkq': expected 8 lowercase letters \(files, or 'i' for none\)/], // standard FEN letters
    ['adeh', /castling field 'adeh': expected 8 lowercase letters/], // chess's 4-letter vchess flags
    ['ADEHadeh', /castling field 'ADEHadeh': expected 8 lowercase letters/],
    ['adehadehx', /expected 8 lowercase letters/],
    ['-', /castling field '-': expected 8 lowercase letters/],
    ['bdehadeh', /castling field 'bdehadeh': no white rook on b1/], // a knight stands on b1
    ['adfhadeh', /castling field 'adfhadeh': no white king or queen on f1/],
    ['adehadfh', /castling field 'adehadfh': no black king or queen on f8/],
    ['aedhadeh', /castling field 'aedhadeh': the left royal file comes after the right one/],
    // The left rook right of the royals (accepted silently before; see tests/castling_flags_rook_sides.rs).
    ['hdeaadeh', /castling field 'hdeaadeh': the white rook flags must be a file left and a file right of the castling royal on d1/],
    ['adehhdea', /castling field 'adehhdea': the black rook flags must be a file left and a file right/],
  ];
  for (const [flags, pattern] of cases) assertRejected('coregal', `${pos} ${flags} -`, pattern);
  // A missing flags field: the en passant square is then read as flags.
  assertRejected('coregal', `${pos} -`, /castling field '-'/);
  // Standard FEN fields are read (every game reads both dialects), but Coregal's castling rights need vchess's flags.
  assertRejected('coregal', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /^invalid FEN: castling field 'KQkq': this game's castling rights are written in vchess FEN/);
  // The good field is read.
  assert.equal(legalMoves('coregal', `${pos} adehadeh -`).length, 20);
});

test("Grand: Fairy-Stockfish's letters are not Grand's; its FEN fields are read, as every game reads both dialects", () => {
  // FSF's `a` (archbishop) is no Grand letter here; fenboard's cardinal is `c`.
  const err = thrown(() => legalMoves('grand', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w 0 -'));
  assert.ok(err instanceof Error);
  assert.match(err.message, /'a'/);
  // The standard FEN's fields (one reader for every game): the FEN after a move keeps the dialect it was read in.
  const standard = 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1';
  assert.equal(legalMoves('grand', standard).length, 65);
  assert.match(play('grand', standard, 'e3e5'), / b - e4 0 1$| b - - 0 1$/);
});
