// The engine's errors: each is a real Error with the message it always had and, as `code`, one of the
// FenboardErrorCode names (src/core/error.rs), in both modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fenboard, { startFen, legalMoves, play, status, Game, thrown, teach } from './_fenboard.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const VARIANTS = 'chess, coregal, grand, bario, russian, international, brazilian, english, antidraughts, breakthrough, italian, turkish, frisian, frysk, canadian, pool, spanish, czech';

/** Asserts that fn throws an Error with exactly this code and message. */
function assertFails(fn, code, message) {
  const err = thrown(fn);
  assert.ok(err instanceof Error, `expected an Error, got ${String(err)}`);
  assert.equal(err.message, message);
  assert.equal(err.code, code, message);
}

test('an unknown variant: unknown-variant', () => {
  const message = `unknown variant 'shogi': expected one of ${VARIANTS}`;
  assertFails(() => legalMoves('shogi', START), 'unknown-variant', message);
  assertFails(() => startFen('shogi'), 'unknown-variant', message);
  assertFails(() => new Game('shogi'), 'unknown-variant', message);
  assertFails(() => teach.explainMove('shogi', START, 'e2', 'e4'), 'unknown-variant', message);
  assertFails(() => fenboard.parseDiagram('8/8/8/8/8/8/8/8', 'shogi'), 'unknown-variant', message);
  assertFails(() => fenboard.renderDiagram('8/8/8/8/8/8/8/8', { variant: 'shogi' }), 'unknown-variant', message);
});

test('a bad FEN: fen-syntax, fen-board, fen-castling or impossible-position', () => {
  assertFails(() => status('chess', ''), 'fen-syntax', 'invalid FEN: it is empty');
  assertFails(() => status('chess', START.replace(' w ', ' x ')), 'fen-syntax',
    "invalid FEN: the side to move is 'x', expected 'w' or 'b'");
  assertFails(() => legalMoves('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'), 'fen-board',
    "invalid FEN: the position field has 7 rows separated by '/', the board has 8");
  assertFails(() => play('chess', '4k3/8/8/8/8/8/8/4K3 w K - 0 1', 'Kd1'), 'fen-castling',
    "invalid FEN: castling field 'K': 'K' but there is no white rook to castle with");
  assertFails(() => status('chess', '4k3/8/8/8/8/8/8/8 w - - 0 1'), 'impossible-position',
    'invalid FEN: impossible position: white has 0 kings, it must have exactly one');
  assertFails(() => new Game('chess', 'x'), 'fen-board',
    "invalid FEN: the position field has 1 rows separated by '/', the board has 8");
  assertFails(() => teach.perft('chess', 'x', 1), 'fen-board',
    "invalid FEN: the position field has 1 rows separated by '/', the board has 8");
  // Draughts FENs give codes of the same set.
  assertFails(() => status('russian', 'X:W:B'), 'fen-syntax', "side to move must be W or B at the start of the FEN, found 'X'");
  assertFails(() => status('russian', 'W:Wb1:B'), 'fen-board', 'b1 is a light square; draughts use the dark squares only');
  assertFails(() => status('russian', 'W:W1:B20'), 'impossible-position',
    'white man on b8, its own promotion rank: it would have been crowned (write Kb8 for a king)');
});

test('a bad move: move-syntax, illegal-move or ambiguous-move', () => {
  assertFails(() => play('chess', START, 'hello'), 'move-syntax',
    "'hello' is not a move: expected UCI (e2e4, e7e8q, e1g1 for castling) or SAN (Nf3, exd5, O-O)");
  assertFails(() => play('chess', START, 'e5'), 'illegal-move', "illegal move 'e5' in this position");
  const game = new Game('chess');
  try {
    assertFails(() => game.play('e2e5'), 'illegal-move', "illegal move 'e2e5' in this position");
    assert.equal(game.fen(), START);
  } finally {
    game.free();
  }
  const draughts = startFen('russian');
  assertFails(() => play('russian', draughts, 'zz'), 'move-syntax',
    "'zz' is not a move: expected squares (a1..h8 or 1..32) separated by '-', ':' or 'x'");
  assertFails(() => play('russian', draughts, 'a1-b2'), 'illegal-move',
    "'a1-b2' is not a legal move here; legal moves: a3-b4 c3-b4 c3-d4 e3-d4 e3-f4 g3-f4 g3-h4");
  assertFails(() => play('russian', 'W:Wc3:Bb4,d4,b6,d6', 'c3:c3'), 'ambiguous-move',
    "'c3:c3' is ambiguous; write the full path: c3:e5:c7:a5:c3 or c3:a5:c7:e5:c3");
});

test('a bad option: bad-option, the randomness refused once whatever the number', () => {
  for (const randomness of [3, 1.5, -1, NaN, 2 ** 40]) {
    assertFails(() => startFen('chess', { randomness }), 'bad-option', 'randomness must be 0, 1 or 2');
  }
  assertFails(() => startFen('chess', { randomness: '1' }), 'bad-option', "option 'randomness' must be a number");
  assertFails(() => startFen('chess', { seed: Infinity }), 'bad-option', 'seed must be a finite number');
  assertFails(() => startFen('chess', 5), 'bad-option', 'options must be an object');
  assertFails(() => fenboard.renderDiagram('8/8/8/8/8/8/8/8', { size: 0 }), 'bad-option',
    'size must be between 1 and 10000 pixels, not 0');
  assertFails(() => fenboard.renderDiagram('8/8/8/8/8/8/8/8', { orientation: 'x' }), 'bad-option',
    "orientation must be 'w' or 'b', not 'x'");
  assertFails(() => teach.perft('chess', START, 13), 'bad-option', 'perft depth 13 is too deep (at most 12)');
  assertFails(() => teach.bestMove('chess', START, { depth: -1 }), 'bad-option', "option 'depth' must be a number >= 0");
  assertFails(() => teach.explainMove('chess', START, 'e7', 'e8', { promotion: 'qq' }), 'bad-option',
    "option 'promotion' must be one piece letter");
});

test('the teaching functions: bad-square, game-over; diagrams: diagram-syntax', () => {
  assertFails(() => teach.explainMove('chess', START, 'z9', 'e4'), 'bad-square', "'z9' is not a square of this board");
  assertFails(() => teach.bestMove('chess', '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1', { depth: 2 }), 'game-over',
    'the game is over: there is no move to search');
  assertFails(() => fenboard.parseDiagram(''), 'diagram-syntax',
    'empty diagram: a position (FEN rows such as 8/8/8/8/8/8/8/8) is required');
  assertFails(() => fenboard.renderDiagram('8/8/8/8/8/8/8/8 zz'), 'diagram-syntax',
    "mark 'zz' is not a square of the board (marks are '-' or squares like c5,f5)");
});

test('every code thrown here is one FenboardErrorCode of the declarations', () => {
  const declared = (file) => {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const union = /export type FenboardErrorCode =([^;]*);/.exec(text);
    assert.ok(union, `${file} declares FenboardErrorCode`);
    return new Set([...union[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));
  };
  const codes = declared('pkg/fenboard.d.ts');
  assert.deepEqual(declared('pkg/teach/fenboard.d.ts'), codes);
  // Every code the Rust side can give (ErrorCode::as_str), and those lib/api.js and fenboard/pgn throw.
  const rust = readFileSync(new URL('../../src/core/error.rs', import.meta.url), 'utf8');
  const rustCodes = [...rust.matchAll(/ErrorCode::\w+ => "([a-z-]+)"/g)].map((m) => m[1]);
  assert.ok(rustCodes.length >= 15, `${rustCodes.length} codes read from src/core/error.rs`);
  for (const code of [...rustCodes, 'bad-move-argument', 'pgn-syntax']) assert.ok(codes.has(code), code);
  // And the package's entries export the types, from 'fenboard' as from 'fenboard/teach'.
  for (const file of ['lib/index.d.ts', 'lib/node.d.cts', 'lib/teach.d.ts', 'lib/teach.d.cts']) {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    for (const name of ['FenboardError', 'FenboardErrorCode', 'VariantId', 'MoveInput']) {
      assert.match(text, new RegExp(`export type \\{[^}]*\\b${name}\\b`), `${file} exports ${name}`);
    }
  }
});

test('a move played after the end: game-over; a promotion without its piece: promotion-required', () => {
  const mate = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
  for (const move of ['a3', 'e2e4', { from: 'a2', to: 'a3' }]) {
    assertFails(() => play('chess', mate, move), 'game-over', 'the game is over (checkmate): no move can be played');
  }
  assertFails(() => play('chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 'Kh8'), 'game-over',
    'the game is over (stalemate): no move can be played');
  assertFails(() => play('russian', 'W:W:Bb6', 'c3-d4'), 'game-over', 'the game is over (no-moves): no move can be played');
  const game = new Game('chess');
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) game.play(m);
  assertFails(() => game.play('a3'), 'game-over', 'the game is over (checkmate): no move can be played');
  assert.equal(game.history().length, 4);
  game.free();
  // Ends with moves left: a draw by material, the move rule, a game's repetition; undo takes the end back.
  assertFails(() => play('chess', '8/8/4k3/8/8/3K4/8/8 w - - 0 1', 'Kd4'), 'game-over',
    'the game is over (insufficient-material): no move can be played');
  assertFails(() => play('chess', '4k3/8/8/8/8/8/4P3/4K3 w - - 100 80', { from: 'e2', to: 'e4' }), 'game-over',
    'the game is over (fifty-moves): no move can be played');
  const repeated = new Game('chess');
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) repeated.play(m);
  const fen = repeated.fen();
  assertFails(() => repeated.play('e4'), 'game-over', 'the game is over (threefold-repetition): no move can be played');
  assert.equal(repeated.fen(), fen);
  repeated.undo();
  assert.equal(repeated.play('Nc6').san, 'Nc6');
  repeated.free();
  // A diagram (a partial position) plays on past the draws.
  const diagram = new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true });
  assert.equal(diagram.play('Nf6').san, 'Nf6');
  diagram.free();
  const promotion = '7k/P7/8/8/8/8/8/K7 w - - 0 1';
  for (const move of ['a7a8', 'a8', { from: 'a7', to: 'a8' }]) {
    const text = typeof move === 'string' ? move : 'a7a8';
    assertFails(() => play('chess', promotion, move), 'promotion-required',
      `'${text}' must say which piece the pawn becomes: q, r, b or n (as in a7a8q)`);
    assertFails(() => teach.play('chess', promotion, move), 'promotion-required',
      `'${text}' must say which piece the pawn becomes: q, r, b or n (as in a7a8q)`);
  }
});

test('a move that is neither text nor a move object: bad-move-argument, and nothing changes', () => {
  const game = new Game('chess');
  game.play('e4');
  const cases = [
    [5, 'a number'], [null, 'null'], [undefined, 'undefined'], [[], 'an array'], [{ a: 1 }, 'an object with keys a'],
    [{ from: 'e2', to: 4 }, 'an object with keys from, to'], [{ from: 'e7', to: 'e8', promotion: 1 }, 'an object with keys from, to, promotion'],
  ];
  for (const [move, got] of cases) {
    const message = `a move must be text (UCI or SAN) or an object { from, to, promotion? } (a Move of legalMoves), not ${got}`;
    assertFails(() => play('chess', START, move), 'bad-move-argument', message);
    assertFails(() => teach.play('chess', START, move), 'bad-move-argument', message);
    assertFails(() => game.play(move), 'bad-move-argument', message);
  }
  // The engine is unharmed: the game and the functions go on as before.
  assert.deepEqual(game.history().map((m) => m.san), ['e4']);
  assert.equal(game.play({ from: 'e7', to: 'e5' }).san, 'e5');
  assert.equal(legalMoves('chess', START).length, 20);
  game.free();
});

test('text arguments that are not strings: the coded error, before the engine sees them, and nothing breaks', () => {
  const cases = [
    [() => legalMoves(5, START), 'unknown-variant', 'variant must be a string, not a number'],
    [() => legalMoves('chess', { fen: START }), 'fen-syntax', 'fen must be a string, not an object with keys fen'],
    [() => status('chess', null), 'fen-syntax', 'fen must be a string, not null'],
    [() => fenboard.board('chess', 1), 'fen-syntax', 'fen must be a string, not a number'],
    [() => play('chess', [], 'e4'), 'fen-syntax', 'fen must be a string, not an array'],
    [() => startFen(Symbol('chess')), 'unknown-variant', 'variant must be a string, not a symbol'],
    [() => new Game('chess', 42), 'fen-syntax', 'fen must be a string, not a number'],
    [() => new Game(undefined), 'unknown-variant', 'variant must be a string, not undefined'],
    [() => fenboard.parseDiagram(8), 'diagram-syntax', 'diagram text must be a string, not a number'],
    [() => fenboard.parseDiagram('8/8/8/8/8/8/8/8', 1), 'unknown-variant', 'variant must be a string, not a number'],
    [() => fenboard.renderDiagram({}), 'diagram-syntax', 'diagram text must be a string, not an object with keys (none)'],
    [() => teach.legalMoves('chess', 5), 'fen-syntax', 'fen must be a string, not a number'],
    [() => teach.explainMove('chess', START, 'e2', 4), 'bad-square', 'square must be a string, not a number'],
    [() => teach.bestMove('chess', undefined), 'fen-syntax', 'fen must be a string, not undefined'],
    [() => teach.perft(1, START, 1), 'unknown-variant', 'variant must be a string, not a number'],
    [() => teach.extractDiagrams(null), 'diagram-syntax', 'document must be a string, not null'],
  ];
  for (let round = 0; round < 3; round++) for (const [fn, code, message] of cases) assertFails(fn, code, message);
  // Optional ones may be left out; and both engines go on as before.
  assert.equal(fenboard.parseDiagram('8/8/8/8/8/8/8/K7', undefined).variant, 'chess');
  assert.equal(new Game('chess', null).fen(), START);
  assert.equal(legalMoves('chess', START).length, 20);
  assert.equal(teach.perft('chess', START, 2), 400);
});
