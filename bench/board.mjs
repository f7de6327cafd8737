// The live boards' own cost (js/: what fenboard/boards adds to the engine): the size of their JavaScript as a
// bundler ships it (js/boards.js and what it imports, bundled and minified by esbuild; the teaching module and the
// engine's worker, loaded apart on first need, left out) and of their stylesheet; and how soon a page's first board
// is live: from navigation to a playable board (the boards' bundle and the engine's module fetched and started, the
// board drawn), in headless Chromium. Run by bench/bench.mjs; alone: `node bench/board.mjs`. Prints; asserts nothing.
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** The boards' JavaScript (js/boards.js and what it imports) bundled and minified: its bytes. */
async function bundle() {
  const out = await build({
    entryPoints: [join(REPO, 'js/boards.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external: ['../pkg/*', './engine-worker.js'],
  });
  return out.outputFiles[0].contents;
}

/** {js: {raw, gzip}, css: {raw, gzip}}: the boards' JavaScript bundled and minified, and js/boards.css. */
export async function boardSizes() {
  const size = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  return { js: size(await bundle()), css: size(readFileSync(join(REPO, 'js/boards.css'))) };
}

/**
 * Median over `runs` page loads of: navigation to the first board live, and the board's own part of it (ms). The page
 * loads the boards bundled, as a site or a bundler ships them, and the engine's browser module.
 */
export async function firstBoard({ runs = 7 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fenboard-board-bench-'));
  writeFileSync(join(dir, 'boards.js'), await bundle());
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8">
<link rel="stylesheet" href="/js/boards.css"><body><fen-board variant="chess"></fen-board>
<script type="module">
import init, * as fenboard from '/pkg/browser.js';
import { enhance } from '/boards.js';
const start = performance.now();
await init();
const t0 = performance.now();
enhance(document, { module: fenboard });
const t1 = performance.now();
window.result = { board: t1 - t0, live: t1, scripts: start, engine: t0 - start };
</script></body></html>`);
  const server = await serve({ port: 0, root: dir });
  const profile = mkdtempSync(join(tmpdir(), 'fenboard-board-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const results = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${server.url}index.html?run=${i}`);
      results.push(await page.waitForFunction(() => window.result, null, { timeout: 30000 }).then((h) => h.jsonValue()));
    }
    const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
    return { live: median('live'), board: median('board'), scripts: median('scripts'), engine: median('engine') };
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The bench's lines. */
export async function boardReport() {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const { js, css } = await boardSizes();
  const lines = [
    `live boards' JavaScript (js/boards.js bundled and minified, without the teaching module): ${kb(js.raw)} raw, ${kb(js.gzip)} gzip -9 (${js.raw} / ${js.gzip} bytes); js/boards.css ${kb(css.gzip)} gzip`,
  ];
  const t = await firstBoard();
  lines.push(`first board live ${t.live.toFixed(1)} ms after navigation: scripts running at ${t.scripts.toFixed(1)} ms, the engine's wasm started in ${t.engine.toFixed(1)} ms, the board drawn in ${t.board.toFixed(1)} ms (boards bundled; median of 7, headless Chromium, local server)`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await boardReport()) console.log(line);
}
