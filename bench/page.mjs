// Two page benchmarks in headless Debian Chromium, run by bench/bench.mjs; alone: `node bench/page.mjs`. They
// report, and assert nothing.
//
// - pageBenchmark: how long a rules page with 12 diagrams takes to become interactive once the module has loaded:
//   the time `enhance()` takes to turn every diagram into a live board (legal moves listed, cells labelled).
// - phoneBenchmark: how long each page of the built site (site/, served by scripts/serve.mjs) takes, from the
//   navigation to its first playable board, on a phone on a slow network, cold (nothing cached): Chromium's network
//   and CPU throttling through the DevTools protocol (PROFILES), with the requests and bytes it took.
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, SITE } from '../scripts/serve.mjs';

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

// Slow 4G as the issue measured it (150 ms added to every request, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up),
// and as Chromium DevTools' "Slow 4G" preset has it (the same with 3.75 × 150 ms); both on a CPU 4 times slower.
export const PROFILES = [
  { name: 'Slow 4G', latency: 150, download: 180_000, upload: 84_375, cpu: 4, target: 1500 },
  { name: "DevTools' Slow 4G preset", latency: 562.5, download: 180_000, upload: 84_375, cpu: 4 },
];
export const PHONE_PAGES = ['rules/chess.html', 'rules/coregal.html', 'rules/grand.html', 'rules/bario.html', 'rules/russian.html', 'rules/capablanca.html', 'index.html', 'play.html'];

/** In the page, before anything: notes the time when a board first becomes playable (a live board, or #board's squares). */
function watchFirstBoard() {
  const check = () => {
    if (window.__firstBoard) return;
    const live = [...document.querySelectorAll('fen-board')].some((b) => b.state?.playable);
    if (live || document.querySelector('#board .sq')) window.__firstBoard = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-fenboard', 'data-ready'] });
}

/** One cold load of `path`: {ms, requests, bytes} up to its first playable board. */
async function coldLoad(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstBoard);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.latency, downloadThroughput: profile.download, uploadThroughput: profile.upload });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.goto(url);
    await page.waitForFunction(() => window.__firstBoard, null, { timeout: 60_000, polling: 50 });
    return await page.evaluate(() => {
      const at = window.__firstBoard;
      const nav = performance.getEntriesByType('navigation')[0];
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime < at);
      return { ms: at, requests: 1 + before.length, bytes: nav.transferSize + before.reduce((n, e) => n + e.transferSize, 0) };
    });
  } finally {
    await context.close();
  }
}

/** Each page of site/ on each profile: [{profile, page, ms (median of `runs`), requests, bytes}]. */
export async function phoneBenchmark({ runs = 3, pages = PHONE_PAGES, profiles = PROFILES } = {}) {
  if (!existsSync(join(SITE, 'index.html'))) throw new Error('site/ is not built: run node scripts/site.mjs (part of scripts/build.sh)');
  const server = await serve({ port: 0, site: SITE });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const results = [];
  try {
    for (const profile of profiles) {
      for (const path of pages) {
        const loads = [];
        for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, server.url + path, profile));
        loads.sort((a, b) => a.ms - b.ms);
        results.push({ profile, page: path, ...loads[Math.floor(loads.length / 2)] });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

/** The phone benchmark's lines for the bench's output. */
export function phoneLines(results) {
  const lines = [];
  for (const profile of [...new Set(results.map((r) => r.profile))]) {
    lines.push(`first board playable, cold, on a phone (390 px, CPU ×${profile.cpu}), ${profile.name} (${profile.latency} ms a request, ${(profile.download * 8 / 1e6).toFixed(2)} Mbit/s down); site/ from scripts/serve.mjs; median of 3:`);
    for (const r of results.filter((x) => x.profile === profile)) {
      const verdict = profile.target ? `   target ${profile.target} ms: ${(profile.target / r.ms).toFixed(2)} ${r.ms <= profile.target ? 'met' : 'NOT MET'}` : '';
      lines.push(`  ${r.page.padEnd(20)} ${r.ms.toFixed(0).padStart(5)} ms  (${r.requests} requests, ${(r.bytes / 1024).toFixed(1)} KiB)${verdict}`);
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await pageBenchmark();
  console.log(`rules page with ${r.boards} diagrams interactive in ${r.median.toFixed(1)} ms after the module loaded (median, Chromium)`);
  console.log(phoneLines(await phoneBenchmark()).join('\n'));
}
