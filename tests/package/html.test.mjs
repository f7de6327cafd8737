// The packed package on plain HTML pages with no build step: <script type="module"> importing the
// package's browser entry by relative path (and by name through an import map), served as static files.
// The live boards load the teaching module (pkg/teach/) themselves, when first needed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { browser, clickMove, pack, scratchProject } from './_scratch.mjs';

let tarball;
let project;
let server;
let chromium;

const page = (head, imports) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>fenboard, no build</title>${head}</head>
<body>
  <p id="count"></p>
  <div class="diagram">fen:4k3/8/8/8/8/8/4P3/4K3:</div>
  <script type="module">
    import init, { legalMoves, startFen, renderDiagram } from '${imports.fenboard}';
    import { enhance } from '${imports.boards}';
    let early;
    try { enhance(document); } catch (e) { early = e.message; }
    await init();
    await init(); // a second call is harmless
    document.querySelector('#count').textContent = String(legalMoves('coregal', startFen('coregal')).length);
    document.body.insertAdjacentHTML('beforeend', renderDiagram('W;Wa1,Kc3;Bb6', { variant: 'russian' }));
    enhance(document);
    document.documentElement.dataset.early = early;
    document.documentElement.dataset.ready = 'yes';
  </script>
</body>
</html>
`;

before(async () => {
  tarball = pack();
  project = scratchProject('html', tarball.tarball);
  writeFileSync(join(project.dir, 'relative.html'), page('', {
    fenboard: './node_modules/fenboard/pkg/browser.js',
    boards: './node_modules/fenboard/lib/boards.js',
  }));
  const map = { imports: { fenboard: './node_modules/fenboard/pkg/browser.js', 'fenboard/boards': './node_modules/fenboard/lib/boards.js' } };
  writeFileSync(join(project.dir, 'importmap.html'), page(`<script type="importmap">${JSON.stringify(map)}</script>`, {
    fenboard: 'fenboard',
    boards: 'fenboard/boards',
  }));
  server = await serve({ port: 0, root: project.dir, pkg: join(project.dir, 'no-pkg'), js: join(project.dir, 'no-js') });
  chromium = await browser();
});

after(async () => {
  await chromium?.close();
  await server?.close();
  project?.cleanup();
  tarball?.cleanup();
});

for (const name of ['relative.html', 'importmap.html']) {
  test(`${name}: the browser entry loads the wasm next to it; a live board plays a move, explains, plays the engine`, async () => {
    const { page, problems } = chromium;
    const wasm = [];
    const onResponse = (res) => {
      if (res.url().endsWith('.wasm')) wasm.push([new URL(res.url()).pathname, res.headers()['content-type']]);
    };
    page.on('response', onResponse);
    await page.goto(server.url + name);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'yes', null, { timeout: 20_000 });
    assert.deepEqual(wasm, [['/node_modules/fenboard/pkg/fenboard_bg.wasm', 'application/wasm']], 'the teaching module is not loaded yet');
    assert.match(await page.getAttribute('html', 'data-early'), /call `await init\(\)`.*before enhance\(\)/);
    assert.equal(await page.textContent('#count'), '20');
    assert.equal(await page.locator('body > svg title').count(), 1);
    const board = page.locator('.diagram fen-board');
    assert.equal(await clickMove(board, 'e1', 'd2'), '4k3/8/8/8/8/8/3KP3/8 b - - 1 1');
    // The teaching module (fenboard/teach), loaded on first need: an illegal attempt (dragged: a tap on an empty
    // square only deselects) is explained...
    await board.locator('[data-square="e8"]').dragTo(board.locator('[data-square="e6"]'));
    await board.locator('.fb-explain').waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await board.locator('.fb-explain').getAttribute('data-reason'), 'cannot-move-that-way');
    assert.deepEqual(wasm.map(([path]) => path), ['/node_modules/fenboard/pkg/fenboard_bg.wasm', '/node_modules/fenboard/pkg/teach/fenboard_bg.wasm']);
    // ...and the engine answers from its Web Worker.
    await board.evaluate((el) => (el.dataset.engineTime = '200'));
    await board.locator('.fb-engine').check();
    await clickMove(board, 'e8', 'd8');
    await page.waitForFunction((el) => el.state.history.length === 3 && el.dataset.thinking === 'false', await board.elementHandle(), { timeout: 10_000 });
    assert.equal(await board.evaluate((el) => el.state.status.turn), 'b', 'the engine played White');
    assert.deepEqual(problems, []);
    page.off('response', onResponse);
  });
}
