// The static site as built (scripts/site.mjs, site/): served by a plain static server (Python's http.server, which
// knows nothing of the project), every page plays a move; served by scripts/serve.mjs, no page shifts its layout
// (CLS, at 1280 and 390 px on a throttled phone-like load), a rules page makes only the requests it needs, and the
// server compresses, validates and caches as it should.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve, SITE } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch, playMove, ready, throttle } from './_chromium.mjs';

const PAGES = ['index.html', 'viewer.html', 'play.html', 'define.html', ...['chess', 'coregal', 'grand', 'bario', 'russian', 'international', 'capablanca'].map((id) => `rules/${id}.html`)];
// A slow phone (bench/page.mjs): what a layout shift needs to show, the page's parts arriving one by one.
const PHONE = { latency: 150, download: 180_000, upload: 84_375, cpu: 4 };

let plain; // Python's http.server on site/
let server; // scripts/serve.mjs on site/
let browser;

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

before(async () => {
  assert.ok(existsSync(join(SITE, 'index.html')), 'site/ is built (scripts/build.sh runs scripts/site.mjs)');
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', SITE], { stdio: 'ignore' });
  plain = { child, url: `http://127.0.0.1:${port}/` };
  for (let i = 0; i < 100; i++) {
    if (await fetch(plain.url).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  server = await serve({ port: 0, site: SITE });
  browser = await launch();
});

after(async () => {
  plain?.child.kill();
  await server?.close();
  await browser?.close();
});

/** Opens a page and plays a move on its first playable board (the viewer: on a document shown first). */
async function openAndPlay(page, url, path) {
  await page.goto(url + path);
  if (path === 'viewer.html') {
    await ready(page);
    await page.fill('#viewer-source', readFileSync(join(SITE, '..', 'www/rules/chess.pug'), 'utf8'));
    await page.click('#viewer-show');
    await page.waitForFunction(() => document.querySelector('#viewer-output fen-board')?.state);
  } else {
    // The rules pages and the home page (www/live.js), the Play page (www/app.js).
    await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready' || document.body.dataset.ready === '1', null, { timeout: 30_000 });
  }
  // The first board with a move to play (a diagram may show a finished game).
  const index = await page.locator('fen-board').evaluateAll((els) => els.findIndex((el) => el.state?.moves.length));
  const board = page.locator('fen-board').nth(index);
  const san = await playMove(board);
  assert.equal(await board.evaluate((el) => el.state.history.length), 1, `${path}: the move ${san} was played`);
  return san;
}

for (const path of PAGES) {
  test(`the built site from a plain static server: ${path} plays a move`, async () => {
    const played = await openAndPlay(browser.page, plain.url, path);
    assert.ok(played, path);
  });
}

test('without JavaScript a rules page shows its boards, pieces drawn, buttons hidden', async () => {
  const noJs = await launch({ javaScriptEnabled: false });
  try {
    await noJs.page.goto(`${plain.url}rules/bario.html`);
    const board = noJs.page.locator('fen-board').first();
    assert.equal(await board.locator('.fb-sq').count(), 64);
    assert.equal(await board.locator('.fb-sq [data-piece]').count(), 27);
    // The sprite as SVG: shapes side by side in each piece's group, none nested in another shape.
    assert.equal(await noJs.page.locator('.fenboard-sprite :is(rect, path, circle) > *').count(), 0);
    const box = await noJs.page.locator('.fenboard-sprite g').first().evaluate((g) => g.getBBox().height);
    assert.ok(box > 50, `a piece drawn ${box} high in its 100-unit box`);
    assert.equal(await board.locator('.fb-bar').evaluate((el) => getComputedStyle(el).visibility), 'hidden');
    await noJs.page.screenshot({ path: join(ARTIFACTS, '45-site-bario-no-js.png'), fullPage: true });
  } finally {
    await noJs.close();
  }
});

test('no console errors on the built site', () => {
  assert.deepEqual(browser.problems, []);
});

test('no layout shift: CLS at most 0.01 on every page, at 1280 and 390 px, loaded as on a slow phone', async () => {
  const results = [];
  for (const width of [1280, 390]) {
    for (const path of PAGES) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await throttle(browser.context, page, PHONE);
      await page.goto(server.url + path);
      await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready' || document.body.dataset.ready, null, { timeout: 30_000 });
      await page.waitForTimeout(300);
      const cls = await page.evaluate(() => window.__cls);
      results.push(`${path} ${width}px: ${cls.toFixed(4)}`);
      if (width === 390) await page.screenshot({ path: join(ARTIFACTS, `40-site-${path.replace(/\W/g, '-')}-390.png`), fullPage: true });
      await cdp.detach();
      await page.close();
      assert.ok(cls <= 0.01, `${path} at ${width}px: CLS ${cls}`);
    }
  }
  console.log(results.join('\n'));
});

test('a rules page asks for its script (one or two files), the wasm at once, and nothing else before its boards are live', async () => {
  const page = await browser.context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url().slice(server.url.length)));
  const cdp = await throttle(browser.context, page, PHONE);
  await page.goto(server.url + 'rules/chess.html');
  await ready(page);
  const timing = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
  await cdp.detach();
  await page.close();
  const scripts = requests.filter((u) => u.endsWith('.js'));
  const wasm = requests.filter((u) => u.endsWith('.wasm'));
  assert.ok(scripts.length >= 1 && scripts.length <= 2, scripts.join(', '));
  assert.deepEqual(wasm.map((u) => u.replace(/v\/\w+\//, 'v/H/')), ['v/H/pkg/fenboard_bg.wasm'], 'the default module only: the teaching module loads on first need');
  const wasmTiming = timing.find((t) => t.name.endsWith('.wasm'));
  const scriptTiming = timing.find((t) => /\/live\.js$/.test(t.name));
  assert.ok(wasmTiming.start < scriptTiming.end, 'the wasm is asked for before the script has come (preloaded)');
  assert.ok(requests.every((u) => /^(rules\/chess\.html|v\/\w+\/.+)$/.test(u)), requests.join(', '));
});

test('the server: brotli, the wasm MIME type, validators on pages, immutable versioned assets', async () => {
  const html = await fetch(`${server.url}rules/chess.html`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(html.headers.get('content-encoding'), 'br');
  assert.equal(html.headers.get('cache-control'), 'no-cache');
  const etag = html.headers.get('etag');
  assert.ok(etag);
  await html.arrayBuffer();
  const again = await fetch(`${server.url}rules/chess.html`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  assert.equal(again.status, 304);
  const wasmPath = /href="\.\.\/(v\/\w+\/pkg\/fenboard_bg\.wasm)"/.exec(readFileSync(join(SITE, 'rules/chess.html'), 'utf8'))[1];
  const wasm = await fetch(server.url + wasmPath, { headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(wasm.headers.get('content-type'), 'application/wasm');
  assert.equal(wasm.headers.get('content-encoding'), 'br');
  assert.match(wasm.headers.get('cache-control'), /max-age=31536000.*immutable/);
  assert.ok(WebAssembly.validate(new Uint8Array(await wasm.arrayBuffer())), 'fetch decoded it back to the module');
});
