// The packed package from Node: ES module and CommonJS scripts in a scratch project that installed the tarball.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pack, run, scratchProject } from './_scratch.mjs';

let tarball;
let project;

before(() => {
  tarball = pack();
  project = scratchProject('node', tarball.tarball);
});

after(() => {
  project?.cleanup();
  tarball?.cleanup();
});

/** Writes a script into the scratch project, runs it with node and returns what it printed, parsed. */
function script(name, source) {
  writeFileSync(join(project.dir, name), source);
  return JSON.parse(run(process.execPath, [name], { cwd: project.dir }));
}

// The same checks from both module systems; `load` is how each gets the package.
const CHECKS = `
  const start = startFen('chess');
  const moves = legalMoves('chess', start);
  const after = play('chess', start, 'e4');
  const mate = play('chess', play('chess', play('chess', play('chess', start, 'f3'), 'e5'), 'g4'), 'Qh4');
  const game = new Game('grand');
  const played = game.play(game.legalMoves()[0].uci);
  const history = game.history().length;
  game.free();
  game.free(); // a second free does nothing
  const freed = [];
  for (const call of [() => game.fen(), () => game.play('e4'), () => game.legalMoves(), () => game.status(), () => game.undo(), () => game.history(), () => game.variant()]) {
    try { call(); freed.push('no error'); } catch (e) { freed.push(e instanceof Error ? e.message : String(e)); }
  }
  let bad;
  try { play('chess', start, 'e2e5'); } catch (e) { bad = e.message; }
  const svg = renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8', { variant: 'coregal' });
  await init();
  console.log(JSON.stringify({
    count: moves.length, first: moves[0], after, turn: status('chess', after).turn, mate: status('chess', mate).outcome,
    played: played.uci, history, freed, bad, svg: [svg.startsWith('<svg'), svg.includes('<title')],
    variants: variants().map((v) => v.id), ready: isReady(),
  }));
`;

function checkResult(r) {
  assert.equal(r.count, 20);
  assert.equal(r.first.from.length, 2);
  assert.equal(r.after, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(r.turn, 'b');
  assert.deepEqual(r.mate, { winner: 'b', reason: 'checkmate' });
  assert.match(r.played, /^[a-j]\d+[a-j]\d+/);
  assert.equal(r.history, 1);
  assert.equal(r.freed.length, 7);
  for (const message of r.freed) assert.match(message, /^this Game was freed: \w+\(\) cannot be called after free\(\)$/);
  assert.match(r.bad, /illegal move 'e2e5'/);
  assert.deepEqual(r.svg, [true, true]);
  assert.ok(['chess', 'coregal', 'grand', 'bario', 'russian'].every((v) => r.variants.includes(v)), String(r.variants));
  assert.equal(r.ready, true);
}

test('ES module: import { legalMoves, play, status, renderDiagram, Game } from "fenboard", no init needed', () => {
  checkResult(script('esm.mjs', `
    import init, { startFen, legalMoves, play, status, renderDiagram, Game, variants, isReady } from 'fenboard';
    ${CHECKS}`));
});

test('CommonJS: require("fenboard")', () => {
  checkResult(script('cjs.cjs', `
    const { startFen, legalMoves, play, status, renderDiagram, Game, variants, isReady, init } = require('fenboard');
    (async () => { ${CHECKS} })();`));
});

test('the CommonJS and ES module entries export the same names: the API, none of the glue', () => {
  const esm = script('names.mjs', `import * as m from 'fenboard'; console.log(JSON.stringify(Object.keys(m).sort()));`);
  const cjs = script('names.cjs', `console.log(JSON.stringify(Object.keys(require('fenboard')).sort()));`);
  const api = ['Game', 'board', 'default', 'defineVariant', 'init', 'isReady', 'legalMoves', 'parseDiagram', 'play', 'renderDiagram', 'startFen', 'status', 'variantDefinition', 'variants'];
  assert.deepEqual(esm, api);
  assert.deepEqual(cjs, api);
});

// fenboard/teach: the teaching API, a wasm module of its own; in Node it loads on import, like 'fenboard'.
const TEACH_CHECKS = `
  const fen = '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1';
  const why = explainMove('chess', fen, 'e2', 'c3');
  const fr = explainMove('russian', 'W:Wc3,g3:Bd4,a7', 'g3', 'h4', { lang: 'fr' });
  const best = bestMove('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { depth: 3 });
  const grand = 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -';
  const ready = isReady();
  await init();
  const found = extractDiagrams('p Look:\\n.diagram fen:8/8/8/3N4/8/8/8/8:').map((d) => [d.text, d.line]);
  console.log(JSON.stringify({ why, fr: fr.reason, san: best.move.san, mate: best.mate, ready, perft: perft('grand', grand, 2), found }));
`;

function checkTeach(r) {
  assert.equal(r.why.legal, false);
  assert.equal(r.why.reason, 'leaves-royal-attacked');
  assert.equal(r.why.message, 'This move would leave your king on e1 attacked by the rook on e7.');
  assert.equal(r.fr, 'capture-compulsory');
  assert.equal(r.san, 'Ra8#');
  assert.equal(r.mate, 1);
  assert.equal(r.ready, true);
  assert.equal(r.perft, 4225);
  assert.deepEqual(r.found, [['8/8/8/3N4/8/8/8/8', 2]]);
}

test('ES module: import { init, explainMove, bestMove } from "fenboard/teach", no init needed', () => {
  checkTeach(script('teach.mjs', `
    import { init, isReady, explainMove, bestMove, perft, extractDiagrams } from 'fenboard/teach';
    ${TEACH_CHECKS}`));
});

test('CommonJS: require("fenboard/teach")', () => {
  checkTeach(script('teach.cjs', `
    const { init, isReady, explainMove, bestMove, perft, extractDiagrams } = require('fenboard/teach');
    (async () => { ${TEACH_CHECKS} })();`));
});

test("'fenboard' leaves the teaching API out; 'fenboard/teach' has it and the whole API, the same from both module systems", () => {
  const r = script('teach-names.mjs', `
    import * as main from 'fenboard';
    import * as teach from 'fenboard/teach';
    import { createRequire } from 'node:module';
    const require = createRequire(import.meta.url);
    console.log(JSON.stringify({
      main: ['explainMove', 'bestMove', 'perft', 'extractDiagrams'].filter((n) => n in main || n in require('fenboard')),
      esm: Object.keys(teach).sort(),
      cjs: Object.keys(require('fenboard/teach')).sort(),
    }));`);
  assert.deepEqual(r.main, []);
  assert.deepEqual(r.esm, ['Game', 'bestMove', 'board', 'default', 'defineVariant', 'explainMove', 'extractDiagrams', 'init', 'isReady',
    'legalMoves', 'parseDiagram', 'perft', 'play', 'renderDiagram', 'startFen', 'status', 'variantDefinition', 'variants']);
  assert.deepEqual(r.cjs, r.esm);
});

test('the package Game shows nothing of the engine, and a game from one entry is not shared with the other', () => {
  const r = script('game.mjs', `
    import { Game, board } from 'fenboard';
    import { createRequire } from 'node:module';
    const cjs = createRequire(import.meta.url)('fenboard');
    const a = new Game('chess', undefined, { partial: true });
    const b = new cjs.Game('russian');
    console.log(JSON.stringify({
      name: Game.name, keys: [...Reflect.ownKeys(a), ...Reflect.ownKeys(b)], a: a.variant(), b: b.variant(), distinct: Game !== cjs.Game,
      boards: [a.board().pieces.length, b.board().pieces.length, board('chess', a.fen()).pieces.length, cjs.board('russian', b.fen()).pieces.length],
    }));
    a.free(); b.free();`);
  assert.deepEqual(r, { name: 'Game', keys: [], a: 'chess', b: 'russian', distinct: true, boards: [32, 24, 32, 24] });
});

test('subpaths: fenboard/package.json, fenboard/wasm, fenboard/pieces/*.svg, fenboard/teach/wasm resolve; internals do not', () => {
  const r = script('paths.mjs', `
    import { createRequire } from 'node:module';
    import { readFileSync } from 'node:fs';
    const require = createRequire(import.meta.url);
    const out = { version: require('fenboard/package.json').version };
    out.wasm = readFileSync(require.resolve('fenboard/wasm')).subarray(0, 4).toString('hex');
    out.knight = readFileSync(require.resolve('fenboard/pieces/wn.svg'), 'utf8').slice(0, 4);
    out.teachWasm = readFileSync(require.resolve('fenboard/teach/wasm')).subarray(0, 4).toString('hex');
    try { require.resolve('fenboard/pkg/fenboard.js'); out.internal = 'resolved'; } catch (e) { out.internal = e.code; }
    console.log(JSON.stringify(out));`);
  assert.deepEqual(r, { version: r.version, wasm: '0061736d', knight: '<svg', teachWasm: '0061736d', internal: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
});

test('ES module: import { writeGame, readGame } from "fenboard/pgn", over the same engine as "fenboard"', () => {
  const r = script('pgn.mjs', `
    import { Game } from 'fenboard';
    import { writeGame, readGame, parsePgn } from 'fenboard/pgn';
    const game = new Game('russian');
    for (const m of ['c3-d4', 'f6-e5', 'd4:f6']) game.play(m);
    const text = writeGame(game);
    const back = readGame(text);
    console.log(JSON.stringify({ text, same: back instanceof Game, moves: back.history().map((m) => m.uci), tags: parsePgn(text).tags }));`);
  assert.match(r.text, /\n\n1\. c3-d4 f6-e5 2\. d4:f6 \*\n$/);
  assert.equal(r.same, true, 'readGame makes a Game of the package');
  assert.deepEqual(r.moves, ['c3-d4', 'f6-e5', 'd4:f6']);
  assert.equal(r.tags.GameType, '25');
});

test('CommonJS: require("fenboard/pgn") with no require(esm), over the same engine as require("fenboard")', () => {
  // --no-experimental-require-module: as Node 20 (and a Node that has require(esm) turned off) loads it.
  writeFileSync(join(project.dir, 'pgn.cjs'), `
    const { Game } = require('fenboard');
    const { writeGame, readGame, parsePgn } = require('fenboard/pgn');
    const game = new Game('chess');
    for (const m of ['e4', 'e5', 'Nf3']) game.play(m);
    const text = writeGame(game);
    const back = readGame(text);
    let error;
    try { parsePgn('1. e4 )'); } catch (e) { error = e.code; }
    console.log(JSON.stringify({ text, same: back instanceof Game, moves: back.history().map((m) => m.san), error }));`);
  const r = JSON.parse(run(process.execPath, ['--no-experimental-require-module', 'pgn.cjs'], { cwd: project.dir }));
  assert.match(r.text, /\n\n1\. e4 e5 2\. Nf3 \*\n$/);
  assert.equal(r.same, true, 'readGame makes a Game of require("fenboard")');
  assert.deepEqual(r.moves, ['e4', 'e5', 'Nf3']);
  assert.equal(r.error, 'pgn-syntax');
});

test('a shipped definition, from fenboard/variants/, plays in fenboard and in fenboard/teach from both module systems', () => {
  const esm = script('define.mjs', `
    import { readFileSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { defineVariant, legalMoves } from 'fenboard';
    import * as teach from 'fenboard/teach';
    const require = createRequire(import.meta.url);
    const path = require.resolve('fenboard/variants/capablanca.json');
    const info = defineVariant(JSON.parse(readFileSync(path, 'utf8')));
    teach.defineVariant(JSON.parse(readFileSync(path, 'utf8')));
    console.log(JSON.stringify({ id: info.id, moves: legalMoves(info.id, info.startFen).length, perft: teach.perft(info.id, info.startFen, 2) }));`);
  assert.deepEqual(esm, { id: 'capablanca', moves: 28, perft: 784 });
  const cjs = script('define.cjs', `
    const { defineVariant, legalMoves } = require('fenboard');
    const info = defineVariant(require('fenboard/variants/knightmate.json'));
    console.log(JSON.stringify({ id: info.id, moves: legalMoves(info.id, info.startFen).length }));`);
  assert.equal(cjs.id, 'knightmate');
  assert.ok(cjs.moves > 0);
});
