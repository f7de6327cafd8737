// The packed package in a Vite 7 app: `vite build`, then the built app in headless Chromium imports
// 'fenboard' and 'fenboard/boards', makes a live board and plays a move. The same scratch project
// type-checks TypeScript consumers (bundler, node16 ESM and node16 CommonJS resolution) with the package's types.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { browser, clickMove, pack, run, scratchProject } from './_scratch.mjs';

const DEPENDENCIES = { vite: '7.3.8', typescript: '5.9.3' };

let tarball;
let project;

before(() => {
  tarball = pack();
  project = scratchProject('vite', tarball.tarball, { dependencies: DEPENDENCIES });
});

after(() => {
  project?.cleanup();
  tarball?.cleanup();
});

const APP_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>fenboard in a Vite app</title></head>
<body>
  <p id="count"></p>
  <div id="diagram"></div>
  <img id="knight" alt="knight">
  <div class="diagram" data-variant="chess">fen:4k3/8/8/8/8/8/4P3/4K3:</div>
  <fen-board id="grand" variant="grand"></fen-board>
  <script type="module" src="/main.js"></script>
</body>
</html>
`;

const APP_JS = `import init, { legalMoves, startFen, renderDiagram, Game } from 'fenboard';
import { enhance } from 'fenboard/boards';
import knight from 'fenboard/pieces/wn.svg';

await init();
document.querySelector('#count').textContent = String(legalMoves('chess', startFen('chess')).length);
document.querySelector('#diagram').innerHTML = renderDiagram('8/8/8/3N4/8/8/8/8 c5,f5');
document.querySelector('#knight').src = knight;
const game = new Game('chess');
game.free();
try { game.fen(); } catch (e) { document.body.dataset.freed = e.message; }
const moves = [];
document.addEventListener('fenboard-move', (e) => moves.push(e.detail.move.san));
window.moves = moves;
window.boards = enhance(document);
document.documentElement.dataset.ready = 'yes';
`;

test('vite build bundles the package: the wasm is emitted as an asset', () => {
  writeFileSync(join(project.dir, 'index.html'), APP_HTML);
  writeFileSync(join(project.dir, 'main.js'), APP_JS);
  run(join(project.dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: project.dir });
  const assets = readdirSync(join(project.dir, 'dist/assets'));
  console.log(`# dist/assets: ${assets.join(', ')}`);
  // Two wasm modules: the default one, and the teaching one the boards load when first needed.
  assert.equal(assets.filter((f) => f.endsWith('.wasm')).length, 2, String(assets));
});

test('the built Vite app in Chromium: moves listed, diagram rendered, a board played by clicks, explained, against the engine', async () => {
  assert.ok(existsSync(join(project.dir, 'dist/index.html')), 'vite build ran');
  const dist = join(project.dir, 'dist');
  const server = await serve({ port: 0, root: dist, pkg: join(dist, 'no-pkg'), js: join(dist, 'no-js') });
  const chromium = await browser();
  try {
    const { page, problems } = chromium;
    const wasm = [];
    page.on('response', (res) => res.url().endsWith('.wasm') && wasm.push(new URL(res.url()).pathname));
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes', null, { timeout: 20_000 });
    assert.equal(await page.textContent('#count'), '20');
    assert.equal(await page.locator('#diagram svg title').count(), 1);
    assert.ok(await page.locator('#knight').evaluate((img) => img.complete && img.naturalWidth > 0), 'the piece image loads');
    assert.match(await page.getAttribute('body', 'data-freed'), /^this Game was freed/);
    const boards = page.locator('fen-board');
    assert.equal(await boards.count(), 2);
    const chess = page.locator('.diagram fen-board');
    assert.equal(await clickMove(chess, 'e2', 'e4'), '4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
    assert.equal(await chess.locator('[data-square="e4"] [data-piece]').getAttribute('data-piece'), 'P');
    const grand = page.locator('#grand');
    assert.equal(await grand.locator('.fb-sq').count(), 100);
    await clickMove(grand, 'e3', 'e5');
    assert.deepEqual(await page.evaluate(() => window.moves), ['e4', 'e5']);
    // The teaching module is a chunk of its own, loaded on the first illegal attempt, with its own wasm.
    assert.equal(wasm.length, 1, 'only the default wasm before');
    await chess.locator('[data-square="e8"]').click();
    await chess.locator('[data-square="e6"]').click();
    await chess.locator('.fb-explain').waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await chess.locator('.fb-explain').getAttribute('data-reason'), 'cannot-move-that-way');
    assert.equal(wasm.length, 2, String(wasm));
    // The engine answers from its Web Worker, which Vite built.
    await chess.evaluate((el) => (el.dataset.engineTime = '200'));
    await chess.locator('.fb-engine').check();
    await clickMove(chess, 'e8', 'd8');
    await page.waitForFunction((el) => el.state.history.length === 3 && el.dataset.thinking === 'false', await chess.elementHandle(), { timeout: 10_000 });
    assert.equal(await chess.evaluate((el) => el.state.status.turn), 'b', 'the engine played White');
    assert.deepEqual(problems, []);
  } finally {
    await chromium.close();
    await server.close();
  }
});

const TS_CONSUMER = `
import init, { legalMoves, startFen, play, status, board, renderDiagram, defineVariant, Game, isReady, type Move, type MoveOptions, type Status, type VariantId, type VariantInfo, type Board, type OutcomeReason, type StepKind, type PieceRole } from 'fenboard';
await init();
const moves: Move[] = legalMoves('chess', startFen('chess'));
const fen: string = play('chess', startFen('chess', { randomness: 2, seed: 1 }), moves[0].uci);
const s: Status = status('chess', fen);
const turn: 'w' | 'b' = s.turn;
const ended: OutcomeReason | undefined = s.outcome?.reason;
const kind: StepKind | undefined = moves[0].steps?.[0]?.kind;
const svg: string = renderDiagram('8/8/8/8/8/8/8/K7', { size: 200 });
const game = new Game('chess');
const id: VariantId = game.variant();
const partial = new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true });
const m: Move = game.play('e4');
const undone: Move | undefined = game.undo();
const b: Board = board(id, game.fen());
const role: PieceRole = game.board().pieces[0].role;
// @ts-expect-error: a variant id is a string (any string: defineVariant adds games)
legalMoves(42, fen);
const defined: VariantInfo = defineVariant({ id: 'mini', board: { width: 4, height: 4 }, pieces: [{ letter: 'k', betza: 'K', royal: true }], start: 'k3/4/4/3K w - - 0 1', moveRule: false });
const quick: Move[] = legalMoves(defined.id, defined.startFen, { san: false });
const withoutSan: MoveOptions = { san: false };
// @ts-expect-error: not an outcome reason
const notAReason: OutcomeReason = 'resignation';
game.free(); partial.free();
const ready: boolean = isReady();
export { turn, ended, kind, svg, m, undone, b, role, notAReason, ready, quick, withoutSan };
`;

const TS_TEACH = `
import * as teach from 'fenboard/teach';
import type { Explanation, BestMove, SearchOptions, ExplainOptions } from 'fenboard/teach';
await teach.init();
const options: SearchOptions = { timeMs: 100 };
const best: BestMove = teach.bestMove('chess', startFen('chess'), options);
const bestMoveOfTeach: Move = best.move;
const how: ExplainOptions = { lang: 'fr' };
const why: Explanation = teach.explainMove('chess', startFen('chess'), 'e2', 'e5', how);
const reason: string | null = why.legal ? null : why.reason;
const noOptions: Explanation = teach.explainMove('chess', startFen('chess'), 'e2', 'e5');
const teachReady: boolean = teach.isReady();
export { bestMoveOfTeach, reason, noOptions, teachReady };
`;

const TS_PGN = `
import { writeGame, readGame, parsePgn } from 'fenboard/pgn';
import type { PgnGame, WriteOptions, ReadOptions } from 'fenboard/pgn';
const writing: WriteOptions = { tags: { White: 'Ada' } };
const reading: ReadOptions = { partial: true };
const pgnText: string = writeGame(new Game('chess'), writing);
const readBack: Game = readGame(pgnText, reading);
const parsed: PgnGame = parsePgn(pgnText);
// @ts-expect-error: tag values are strings
writeGame(readBack, { tags: { Round: 1 } });
export { parsed };
`;

test('TypeScript: the package types check for bundler, node16 ESM and node16 CommonJS consumers', () => {
  const dir = project.dir;
  writeFileSync(join(dir, 'bundler.ts'), `${TS_CONSUMER}
import { enhance, diagramText, FenBoardElement } from 'fenboard/boards';
const hosts: HTMLElement[] = enhance(document);
enhance(document, { teach: false });
enhance(document, { teach: () => import('fenboard/teach').then(async (m) => { await m.init(); return m; }) });
enhance(document, { lang: 'fr' });
// @ts-expect-error: the boards speak English and French
enhance(document, { lang: 'de' });
${TS_TEACH}${TS_PGN}
const text: string | null = diagramText(hosts[0]);
const el: FenBoardElement | null = document.querySelector('fen-board') as FenBoardElement | null;
export { text, el };
`);
  writeFileSync(join(dir, 'esm.mts'), `${TS_CONSUMER}${TS_TEACH}${TS_PGN}`);
  writeFileSync(join(dir, 'cjs.cts'), `
import fenboard = require('fenboard');
const moves: fenboard.Move[] = fenboard.legalMoves('chess', fenboard.startFen('chess'));
const game = new fenboard.Game('coregal');
const status: fenboard.Status = game.status();
const board: fenboard.Board = fenboard.board(game.variant(), game.fen());
// @ts-expect-error: a variant id is a string
new fenboard.Game(7);
game.free();
void fenboard.init();
import teach = require('fenboard/teach');
const why: teach.Explanation = teach.explainMove('chess', fenboard.startFen('chess'), 'e2', 'e5');
const best: teach.BestMove = teach.bestMove('chess', fenboard.startFen('chess'), { depth: 1 });
void teach.init();
export = { moves, status, board, why, best };
`);
  const common = { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', lib: ['es2022', 'dom'], types: [] };
  writeFileSync(join(dir, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...common, module: 'esnext', moduleResolution: 'bundler' }, files: ['bundler.ts'] }));
  writeFileSync(join(dir, 'tsconfig.node.json'), JSON.stringify({ compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' }, files: ['esm.mts', 'cjs.cts'] }));
  const tsc = join(dir, 'node_modules/.bin/tsc');
  for (const config of ['tsconfig.bundler.json', 'tsconfig.node.json']) {
    try {
      run(tsc, ['-p', config], { cwd: dir });
    } catch (err) {
      assert.fail(`tsc -p ${config}:\n${err.stdout}${err.stderr}`);
    }
  }
});
