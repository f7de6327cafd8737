// The README's and guides' examples for pages, run in headless Chromium (tests/node/docs.test.mjs runs the others in
// Node): each ```js block that uses the DOM or the live boards runs as a module of a page that maps the package's
// names (an import map over this checkout, served as node_modules/fenboard/), with the values its comments state
// asserted; each ```html block is a page of its own, whose diagrams and <fen-board> elements must become live
// boards (a block without a script gets the package's usual one). Also takes docs/boards.png, the README's picture:
// a live board of each game, as the package draws it today.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { readBlocks, instrument, forBrowser } from '../node/_doctest.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGE = '/node_modules/fenboard/';
const FILES = ['README.md', ...readdirSync(join(REPO, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const MIME = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.html': 'text/html' };

const IMPORTS = {
  imports: {
    fenboard: `${PACKAGE}pkg/browser.js`,
    'fenboard/boards': `${PACKAGE}lib/boards.js`,
    'fenboard/teach': `${PACKAGE}pkg/teach/browser.js`,
    'fenboard/pgn': `${PACKAGE}lib/pgn.js`,
  },
};
const HEAD = `<meta charset="utf-8"><link rel="icon" href="data:,"><link rel="stylesheet" href="${PACKAGE}js/boards.css" id="fenboard-style">
<script type="importmap">${JSON.stringify(IMPORTS)}</script>`;
// What a js block finds in its page: a diagram and a <fen-board>.
const BODY = '<main><div class="diagram">fen:8/8/8/3N4/8/8/8/8 c5,f5:</div><fen-board variant="coregal"></fen-board></main>';
const LIVE = `<script type="module">import init from 'fenboard'; import { enhance } from 'fenboard/boards';
await init(); enhance(document);</script>`;

/** Generated pages and modules, by path. */
const generated = new Map();
let server;
let base;
let context;
let profile;

before(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const body = generated.get(path) ?? readPackageFile(path);
    if (body === null) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${server.address().port}`;
  profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true,
    viewport: { width: 1280, height: 800 }, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});

after(async () => {
  await context?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok()));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A file of the checkout served as the installed package, or null. */
function readPackageFile(path) {
  if (!path.startsWith(PACKAGE)) return null;
  const file = normalize(join(REPO, path.slice(PACKAGE.length)));
  return file.startsWith(REPO) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : null;
}

/** Opens a page; returns its console and page errors, and the page. */
async function open(path) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(base + path);
  return { page, problems };
}

for (const file of FILES) {
  const blocks = readBlocks(join(REPO, file));
  for (const block of blocks.filter((b) => b.lang === 'js' && forBrowser(b))) {
    test(`${file}:${block.line}: the js example runs in a page`, async () => {
      const id = `/doctest/${file.replace(/\W/g, '_')}_${block.line}`;
      generated.set(`${id}.mjs`, instrument(block.code, `${PACKAGE}tests/node/_checks.mjs`));
      generated.set(`${id}.html`, `<!doctype html><html lang="en"><head>${HEAD}</head><body>${BODY}
<script type="module">import('${id}.mjs').then(() => { document.documentElement.dataset.doctest = 'ok'; },
  (e) => { document.documentElement.dataset.doctest = 'error: ' + (e && e.message) + ' ' + (e && e.stack); });</script></body></html>`);
      const { page, problems } = await open(`${id}.html`);
      await page.waitForFunction(() => document.documentElement.dataset.doctest, null, { timeout: 30_000 });
      const result = await page.evaluate(() => document.documentElement.dataset.doctest);
      await page.close();
      const at = new RegExp(`${id}\\.mjs:(\\d+)`).exec(result)?.[1];
      assert.equal(result, 'ok', `${file}:${at ? block.line + Number(at) - 1 : block.line}`);
      assert.deepEqual(problems, []);
    });
  }
  for (const block of blocks.filter((b) => b.lang === 'html')) {
    test(`${file}:${block.line}: the html example makes its boards live`, async () => {
      const path = `/doctest-${file.replace(/\W/g, '_')}_${block.line}.html`;
      // A block with a script of its own runs it (a JSON block, a game's definition, is data: not a script).
      const script = /<script\b(?![^>]*application\/json)/.test(block.code) ? '' : `<script type="importmap">${JSON.stringify(IMPORTS)}</script>${LIVE}`;
      generated.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>\n${block.code}\n${script}</body></html>`);
      const { page, problems } = await open(path);
      const expected = await page.locator('.diagram, fen-board:not(.diagram fen-board)').count();
      assert.ok(expected > 0, 'the example shows a diagram or a <fen-board>');
      await page.waitForFunction((n) => document.querySelectorAll('.fenboard').length >= n, expected, { timeout: 30_000 });
      const squares = await page.locator('.fenboard .fb-sq').count();
      await page.close();
      assert.ok(squares >= 64 * expected, `${squares} squares for ${expected} boards`);
      assert.deepEqual(problems, []);
    });
  }
}

test('docs/boards.png: a live board of each game, as the README shows them', async () => {
  const games = [
    ['chess', 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3', 'Chess'],
    ['coregal', null, 'Coregal'],
    ['grand', null, 'Grand chess'],
    ['bario', null, 'Bario'],
    ['russian', null, 'Russian draughts'],
  ];
  const cells = games.map(([id, fen, name]) => `<figure><fen-board variant="${id}" moves="closed"${fen ? ` fen="${fen}"` : ''}></fen-board><figcaption>${name}</figcaption></figure>`);
  generated.set('/doctest/boards.html', `<!doctype html><html lang="en"><head>${HEAD}<style>
body { margin: 0; padding: 16px; font: 15px system-ui, sans-serif; background: #fff; }
main { display: grid; grid-template-columns: repeat(5, 1fr); gap: 16px; align-items: start; }
figure { margin: 0; } figcaption { text-align: center; margin-top: 6px; }
</style></head><body><main>${cells.join('')}</main>${LIVE}</body></html>`);
  const { page, problems } = await open('/doctest/boards.html');
  await page.waitForFunction(() => document.querySelectorAll('.fenboard .fb-sq').length >= 64 * 4 + 100, null, { timeout: 30_000 });
  // The chess board with a piece selected, its moves shown.
  await page.locator('fen-board').first().locator('[data-square="g8"]').click();
  await page.locator('.fb-sq.target').first().waitFor();
  const png = await page.locator('main').screenshot({ animations: 'disabled' });
  await page.close();
  assert.deepEqual(problems, []);
  const target = join(REPO, 'docs', 'boards.png');
  if (!existsSync(target) || !readFileSync(target).equals(png)) writeFileSync(target, png);
});
