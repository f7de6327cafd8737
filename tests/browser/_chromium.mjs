// Shared by the browser tests of the site (site, rules, viewer): Debian's Chromium through playwright-core, each
// context in a profile of its own, removed at the end; console errors and page errors collected.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS = join(REPO, 'test-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** A browser context; `close()` also removes its profile. `problems` collects console and page errors. */
export async function launch(options = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1280, height: 800 }, args: ARGS, ...options,
  });
  const problems = [];
  const watch = (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${page.url()}: console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`${page.url()}: pageerror: ${err.message}`));
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context, page, problems,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's boards are live (www/live.js and www/viewer.js set data-fenboard). */
export const ready = (page) => page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 30_000 });

/** A phone on a slow network: Chromium's throttling through the DevTools protocol (bench/page.mjs has the figures). */
export async function throttle(context, page, { latency, download, upload, cpu }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: download, uploadThroughput: upload });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/**
 * Plays one move on a live board by clicks, as a reader would: a move of a piece from one square to another (the
 * first the engine lists), its promotion or path chosen in the chooser if one opens; where the side may only drop
 * (placement chess's first moves), a piece of its hand tapped, then its square; in a walling game, its wall's square
 * tapped third, unless the move was played as the piece landed (a forced wall). Returns the move's SAN.
 */
export async function playMove(board) {
  const move = await board.evaluate((el) => {
    const m = el.state.moves.find((x) => x.from && x.to && (!x.steps || (x.steps.length === 1 && x.steps[0].kind === 'move')))
      ?? el.state.moves.find((x) => x.uci.includes('@'));
    return m && { from: m.from, to: m.to, uci: m.uci, san: m.san, wall: m.wall, turn: el.state.fen.split(' ')[1] };
  });
  if (!move) throw new Error('no move to play by two clicks on this board');
  if (move.uci.includes('@')) {
    const letter = move.uci[0];
    const piece = move.turn === 'w' ? letter.toUpperCase() : letter.toLowerCase();
    await board.locator(`.fb-reserve[data-side="${move.turn}"] .fb-res[data-piece="${piece}"]`).click();
    await board.locator(`[data-square="${move.to}"]`).click();
    return move.san;
  }
  await board.locator(`[data-square="${move.from}"]`).click();
  await board.locator(`[data-square="${move.to}"]`).click();
  const placing = move.wall && (await board.evaluate((el, uci) => el.state.lastMove?.uci !== uci, move.uci));
  if (placing) await board.locator(`[data-square="${move.wall}"]`).click();
  const chooser = board.locator(`.fb-chooser button[data-uci="${move.uci}"]`);
  if (await chooser.count()) await chooser.click();
  return move.san;
}
