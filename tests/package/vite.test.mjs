// The packed package in a Vite 7 app: `vite build`, then the built app in headless Chromium imports
// 'fenboard' and 'fenboard/boards', makes a live board and plays a move. (The package's types are checked in
// types.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { browser, clickMove, pack, run, scratchProject } from './_scratch.mjs';

const DEPENDENCIES = { vite: '7.3.8' };

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
    // An illegal attempt, dragged (a tap on an empty square only deselects).
    await chess.locator('[data-square="e8"]').dragTo(chess.locator('[data-square="e6"]'));
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
