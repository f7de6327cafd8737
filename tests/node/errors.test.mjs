// The engine's errors: each is a real Error with the message it always had and, as `code`, one of the
// FenboardErrorCode names (src/core/error.rs), in both modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fenboard, { startFen, legalMoves, play, status, Game, thrown, teach } from './_fenboard.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const VARIANTS = 'chess, coregal, grand, bario, russian, international, brazilian, english';

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
  for (const code of ['unknown-variant', 'fen-syntax', 'fen-board', 'fen-castling', 'impossible-position', 'move-syntax',
    'illegal-move', 'ambiguous-move', 'bad-option', 'bad-square', 'game-over', 'diagram-syntax']) {
    assert.ok(codes.has(code), code);
  }
});
