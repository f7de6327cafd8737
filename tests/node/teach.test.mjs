// The teaching module (pkg/teach/: explainMove, bestMove), apart from the default module (pkg/: the games and the
// renderer), and how the live boards load it (js/teach.js, js/explain.js): lazily, once, never throwing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fenboard, { teach, explainMove, bestMove, legalMoves, startFen, thrown } from './_fenboard.mjs';
import { loadTeach, setTeachLoader, teachEnabled, teachNow } from '../../js/teach.js';
import { explainAttempt, explainPiece } from '../../js/explain.js';

test('the default module leaves the teaching API out; the teaching module has it', () => {
  assert.equal(fenboard.explainMove, undefined);
  assert.equal(fenboard.bestMove, undefined);
  assert.equal(typeof teach.explainMove, 'function');
  assert.equal(typeof teach.bestMove, 'function');
  // The teaching module carries the default module's whole API too, defineVariant included.
  for (const name of ['renderDiagram', 'parseDiagram', 'variants', 'startFen', 'play', 'legalMoves', 'status', 'board', 'Game', 'defineVariant']) {
    assert.equal(typeof teach[name], 'function', name);
    assert.equal(typeof fenboard[name], 'function', name);
  }
  // perft and extractDiagrams (reading a rules source), which no rules page needs, are in the teaching module only.
  for (const name of ['perft', 'extractDiagrams']) {
    assert.equal(fenboard[name], undefined, name);
    assert.equal(typeof teach[name], 'function', name);
  }
});

test('explainMove: the README examples, English and French', () => {
  const pin = explainMove('coregal', '4k3/8/8/8/q7/8/2N5/3QK3 w 0 iiiiiiii -', 'c2', 'e3');
  assert.equal(pin.legal, false);
  assert.equal(pin.reason, 'leaves-royal-attacked');
  assert.deepEqual([...pin.squares].sort(), ['a4', 'c2', 'd1']);
  assert.equal(pin.message, 'This move would leave your queen on d1 attacked by the queen on a4.');
  assert.equal(
    explainMove('russian', 'W:Wc3,g3:Bd4,a7', 'g3', 'h4', { lang: 'fr' }).message,
    'La prise est obligatoire : la pièce en c3 peut prendre, elle doit le faire.',
  );
  assert.deepEqual(explainMove('chess', startFen('chess'), 'e2', 'e4'), { legal: true });
  assert.equal(explainMove('chess', startFen('chess'), 'e2', 'e5').reason, 'cannot-move-that-way');
  assert.equal(explainMove('chess', startFen('chess'), 'e2', 'e5', undefined).legal, false, 'options are optional');
  assert.match(thrown(() => explainMove('chess', startFen('chess'), 'e2', 'e4', { promotion: 'qq' })).message, /one piece letter/);
  assert.match(thrown(() => explainMove('shogi', startFen('chess'), 'e2', 'e4')).message, /unknown variant 'shogi'/);
});

test('explainMove names draughts squares as the game writes its moves: numbers, or names', () => {
  // International draughts: 35 = j4, 33 = f4; the highlighted squares stay the board's names.
  const most = explainMove('international', 'W:W33,35:B28,30,18,9', 'j4', 'h6');
  assert.equal(most.reason, 'capture-compulsory');
  assert.equal(most.message, 'You must take the most pieces: the capture from 33 takes three.');
  assert.deepEqual([...most.squares], ['f4']);
  // The attempt may name its squares by number too, as the game writes them; chess squares have none.
  assert.deepEqual(explainMove('international', 'W:W33,35:B28,30,18,9', '35', '24'), most);
  assert.match(thrown(() => explainMove('international', 'W:W33,35:B28,30,18,9', '51', '24')).message, /'51' is not a square/);
  assert.match(thrown(() => explainMove('chess', startFen('chess'), '12', '28')).message, /'12' is not a square/);
  assert.equal(
    explainMove('international', 'W:W33,35:B28,30,18,9', 'j4', 'h6', { lang: 'fr' }).message,
    'Il faut prendre le plus de pièces : la prise depuis 33 en prend trois.',
  );
  // The numbers are the ones the game's moves use: the legal capture is written from 33.
  assert.deepEqual(legalMoves('international', 'W:W33,35:B28,30,18,9').map((m) => m.san), ['33x4']);
  // English draughts (22 = c3, 15 = e5, 10 = d6); Italian, numbered on its turned board (32 = h1, 28 = g2).
  assert.equal(
    explainMove('english', 'W:W22:B18,10', 'c3', 'e5').message,
    'The man cannot stop on 15: a capture goes on while it can, and it can still take on 10.',
  );
  assert.equal(explainMove('italian', 'W:W21,K32:B18,28', 'h1', 'h3').message, 'Capturing is compulsory: the king on 32 must take on 28.');
  // Russian and Turkish draughts write c3.
  assert.equal(
    explainMove('russian', 'W:Wc3:Bd4,d6', 'c3', 'e5').message,
    'The man cannot stop on e5: a capture goes on while it can, and it can still take on d6.',
  );
  assert.equal(
    explainMove('turkish', 'W:Wd4,f2:Bf3,d5,d7,a7', 'f2', 'f4').message,
    'You must take the most pieces: the capture from d4 takes two.',
  );
});

test("bestMove's move is one of the default module's legal moves, field for field", () => {
  const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  const r = bestMove('chess', fen, { depth: 3 });
  assert.equal(r.move.san, 'Ra8#');
  assert.equal(r.mate, 1);
  // Both are plain data.
  assert.deepEqual(r.move, legalMoves('chess', fen).find((m) => m.uci === r.move.uci));
  assert.match(thrown(() => bestMove('chess', fen, { depth: -1 })).message, /option 'depth' must be a number >= 0/);
});

// js/teach.js keeps its state per page (here: per test file), so these run in order.
test('js/teach.js: loads the teaching module once, on first need; a failure is null, not an exception', async () => {
  const plain = { legalMoves }; // a default module: no teaching API
  assert.equal(teachEnabled(), true);
  assert.equal(teachNow(plain), null, 'nothing loaded before it is needed');
  let calls = 0;
  setTeachLoader(async () => {
    calls += 1;
    return teach;
  });
  const [a, b] = await Promise.all([loadTeach(plain), loadTeach(plain)]);
  assert.equal(a, teach);
  assert.equal(b, teach);
  assert.equal(calls, 1, 'one load for every board of the page');
  assert.equal(teachNow(plain), teach);
  // A module that has the teaching API (a build of your own) is used itself.
  assert.equal(teachNow(teach), teach);
  // A loader that fails, or gives a module without the API: null, once.
  let failures = 0;
  setTeachLoader(async () => {
    failures += 1;
    throw new Error('404 pkg/teach/browser.js');
  });
  assert.equal(teachNow(plain), null);
  assert.equal(await loadTeach(plain), null);
  assert.equal(await loadTeach(plain), null);
  assert.equal(failures, 1, 'not retried on every attempt');
  setTeachLoader(async () => ({ legalMoves }));
  assert.equal(await loadTeach(plain), null);
  // Turned off.
  setTeachLoader(false);
  assert.equal(teachEnabled(), false);
  assert.equal(await loadTeach(plain), null);
});

test('js/explain.js: an explanation at once when the teaching module is there, else a promise of it', async () => {
  const plain = { legalMoves };
  const state = { playable: true, variant: 'chess', fen: '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1' };
  setTeachLoader(async () => teach);
  const later = explainAttempt(plain, state, 'e2', 'c3', 'en');
  assert.equal(typeof later.then, 'function', 'first need: the module loads');
  state.fen = startFen('chess'); // the board moved on: the promise answers for the position it was asked about
  assert.equal((await later).reason, 'leaves-royal-attacked');
  const now = explainAttempt(plain, state, 'e2', 'e5', 'fr');
  assert.equal(now.reason, 'cannot-move-that-way', 'loaded: a plain value');
  assert.equal(explainAttempt(plain, { ...state, playable: false }, 'e2', 'e5', 'en'), null);
  setTeachLoader(false);
  assert.equal(await explainAttempt(plain, state, 'e2', 'e5', 'en'), null, 'no teaching module: no explanation');
  setTeachLoader(undefined);
});

test('js/explain.js: why a touched piece has no move, the most telling reason of the squares around it', async () => {
  const plain = { legalMoves };
  setTeachLoader(async () => teach);
  await loadTeach(plain);
  const why = (variant, fen, from, size = 8) => explainPiece(plain, { playable: true, variant, fen, width: size, height: size }, from, 'en');
  const pinned = why('coregal', '4k3/8/8/8/q7/8/2N5/3QK3 w 0 iiiiiiii -', 'c2');
  assert.equal(pinned.reason, 'leaves-royal-attacked');
  assert.deepEqual(pinned.squares.sort(), ['a4', 'c2', 'd1']);
  assert.equal(why('russian', 'W:Wc3,g1:Bd4,b8', 'g1').reason, 'capture-compulsory');
  // A live board of a numbered game shows the engine's numbers (the man on 46 = a1 must let 33 = f4 take).
  const numbered = why('international', 'W:W33,46:B28', 'a1', 10);
  assert.equal(numbered.reason, 'capture-compulsory');
  assert.equal(numbered.message, 'Capturing is compulsory: the piece on 33 can capture, so it must.');
  assert.equal(why('chess', startFen('chess'), 'a1').reason, 'path-blocked', 'the rook behind its pawn');
  assert.equal(why('chess', startFen('chess'), 'e7').reason, 'not-your-turn');
  assert.equal(why('grand', startFen('grand'), 'a1', 10).reason, 'path-blocked');
  setTeachLoader(undefined);
});

test('js/teach.js: a loaded teaching module knows the games the page defined, and those it defines later', async () => {
  const { define } = await import('../../js/defined.js');
  const { readFileSync } = await import('node:fs');
  const capablanca = JSON.parse(readFileSync(new URL('../../variants/capablanca.json', import.meta.url), 'utf8'));
  const plain = { legalMoves };
  setTeachLoader(async () => teach);
  define(fenboard, { ...capablanca, id: 'page-game-before' });
  await loadTeach(plain);
  assert.equal(teach.legalMoves('page-game-before', capablanca.start).length, 28);
  define(fenboard, { ...capablanca, id: 'page-game-after' });
  assert.equal(teach.legalMoves('page-game-after', capablanca.start).length, 28);
  setTeachLoader(undefined);
});
