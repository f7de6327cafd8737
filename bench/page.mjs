// How long a rules page with 12 diagrams takes to become interactive once the module has
// loaded, in headless Debian Chromium: the time `enhance()` takes to turn every diagram into
// a live board (legal moves listed, cells labelled). Run by bench/bench.mjs; alone:
// `node bench/page.mjs`. Prints one line; reports, asserts nothing.
import { chromium } from 'playwright-core';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../scripts/serve.mjs';

const DIAGRAMS = [
  ['chess', '8/8/8/3N4/8/8/8/8 b6,c7,e7,f6,f4,e3,c3,b4'],
  ['chess', '6k1/5ppp/8/8/8/8/8/R5K1 a8'],
  ['chess', 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R'],
  ['coregal', '4Q3/4K3/8/8/3N4/5k2/2q5/8 c2,f3'],
  ['coregal', 'r4rq1/ppppppkp/6p1/8/8/8/PPPPPPPP/1QR2RK1'],
  ['coregal', '4k3/8/8/8/q7/8/2N5/3QK3'],
  ['grand', '10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5'],
  ['grand', 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R'],
  ['bario', 'uuuuu1uk/p2p1qp1/1p6/7p/7P/5N2/PP1P1PP1/UUUKU1UU c2,e2'],
  ['bario', 'uuu1kuuu/2p5/2n5/1p1ppppp/p4PPP/3N3Q/PPPPP1BB/1RRUK3'],
  ['russian', 'W;Wc3;Bd4,b6 d4,e5'],
  ['russian', 'W;Wh2;Bd2,g3,g5,d6,g7'],
];

export async function pageBenchmark({ runs = 7 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fenboard-page-bench-'));
  const figures = DIAGRAMS.map(([v, d]) => `<figure><div class="diagram" data-variant="${v}">fen:${d}:</div></figure>`).join('\n');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><body>${figures}
<script type="module">
import init, * as fenboard from '/pkg/fenboard.js';
import { enhance } from '/js/boards.js';
await init();
const t0 = performance.now();
const boards = enhance(document, { module: fenboard });
window.result = { ms: performance.now() - t0, boards: boards.length };
</script></body></html>`);
  const server = await serve({ port: 0, root: dir });
  const profile = mkdtempSync(join(tmpdir(), 'fenboard-page-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const times = [];
    let boards = 0;
    for (let i = 0; i < runs; i++) {
      await page.goto(`${server.url}index.html?run=${i}`);
      const r = await page.waitForFunction(() => window.result, null, { timeout: 30000 }).then((h) => h.jsonValue());
      times.push(r.ms);
      boards = r.boards;
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], boards };
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await pageBenchmark();
  console.log(`rules page with ${r.boards} diagrams interactive in ${r.median.toFixed(1)} ms after the module loaded (median, Chromium)`);
}
