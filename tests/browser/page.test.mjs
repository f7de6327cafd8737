// Browser tests of the demo page: serves www/ (and pkg/) on a free loopback port, drives Debian's Chromium
// with playwright-core, and saves screenshots to test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = join(REPO, 'test-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let server;
let context;
let page;
let profile;
const problems = []; // console errors and uncaught page errors

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serve({ port: 0 });
  profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1100, height: 760 },
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(server.url + 'play.html');
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 20_000 });
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Calls the package inside the page (the same module instance the page uses). */
function api(fn, ...args) {
  return page.evaluate(
    async ([name, args]) => {
      const m = await import('/pkg/browser.js');
      // Through JSON, as Move.toJSON() gives a move (its SAN is computed on first read, not an own property).
      return JSON.parse(JSON.stringify(m[name](...args)) ?? 'null');
    },
    [fn, args],
  );
}

const squares = (selector) => page.$$eval(selector, (els) => els.map((e) => e.dataset.square).sort());
const pieceOn = (sq) => page.$eval(`[data-square="${sq}"]`, (el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const movesText = () => page.$$eval('#moves .san', (els) => els.map((e) => e.textContent));
const shot = (name) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });

async function loadFen(variant, fen) {
  // Choosing a variant loads its start position, so only choose when it changes.
  if ((await page.inputValue('#variant')) !== variant) await page.selectOption('#variant', variant);
  await page.fill('#fen', fen);
  await page.click('#load');
}

test('the page loads the engine and draws the start position', async () => {
  assert.equal(await page.evaluate(() => document.body.dataset.ready), '1');
  const variants = await api('variants');
  const options = await page.$$eval('#variant option', (els) => els.map((e) => e.value));
  assert.deepEqual(options, variants.map((v) => v.id));
  assert.equal(options[0], 'chess');
  assert.equal(await page.locator('#board .sq').count(), 64);
  assert.equal(await page.locator('#board [data-piece]').count(), 32);
  assert.equal(await pieceOn('e1'), 'K');
  assert.equal(await pieceOn('d8'), 'q');
  assert.match(await page.textContent('#status'), /White to move/);
  // a1 is dark, h1 light.
  assert.match(await page.getAttribute('[data-square="a1"]', 'class'), /\bdark\b/);
  assert.match(await page.getAttribute('[data-square="h1"]', 'class'), /\blight\b/);
  await shot('01-start.png');
});

for (const from of ['e2', 'g1']) {
  test(`clicking ${from} highlights exactly its legal targets`, async () => {
    const fen = await page.inputValue('#fen');
    const expected = (await api('legalMoves', 'chess', fen)).filter((m) => m.from === from).map((m) => m.to).sort();
    assert.ok(expected.length > 0);
    await page.click(`[data-square="${from}"]`);
    assert.deepEqual(await squares('#board .sq.selected'), [from]);
    assert.deepEqual(await squares('#board .sq.target'), expected);
    if (from === 'g1') await shot('02-knight-targets.png');
  });
}

test('clicking a target plays the move, undo restores the position', async () => {
  await page.click('[data-square="e2"]');
  await page.click('[data-square="e4"]');
  assert.equal(await pieceOn('e4'), 'P');
  assert.equal(await pieceOn('e2'), null);
  assert.deepEqual(await movesText(), ['e4']);
  assert.match(await page.textContent('#status'), /Black to move/);
  assert.equal(await page.locator('#board .sq.target').count(), 0);
  await page.click('[data-square="e7"]');
  await page.click('[data-square="e5"]');
  assert.deepEqual(await movesText(), ['e4', 'e5']);
  await shot('03-after-e4-e5.png');

  await page.click('#undo');
  await page.click('#undo');
  assert.equal(await pieceOn('e2'), 'P');
  assert.equal(await pieceOn('e4'), null);
  assert.deepEqual(await movesText(), []);
  assert.equal(await page.textContent('#current-fen'), START);
  assert.ok(await page.isDisabled('#undo'));
});

test('flip turns the board round and back', async () => {
  await page.click('#flip');
  assert.equal(await page.$eval('#board .sq', (el) => el.dataset.square), 'h1');
  await shot('04-flipped.png');
  await page.click('#flip');
  assert.equal(await page.$eval('#board .sq', (el) => el.dataset.square), 'a8');
});

test('a promotion asks which piece, and check is shown', async () => {
  const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
  await loadFen('chess', fen);
  await page.click('[data-square="b7"]');
  await page.click('[data-square="b8"]');
  assert.ok(await page.isVisible('#promotion'));
  const offered = await page.$$eval('#promotion-choices button', (els) => els.map((e) => e.dataset.uci).sort());
  const expected = (await api('legalMoves', 'chess', fen)).filter((m) => m.from === 'b7' && m.to === 'b8').map((m) => m.uci).sort();
  assert.deepEqual(offered, expected);
  assert.equal(offered.length, 4);
  await shot('05-promotion.png');
  await page.click('#promotion-choices button[data-uci="b7b8q"]');
  assert.ok(await page.isHidden('#promotion'));
  assert.equal(await pieceOn('b8'), 'Q');
  assert.match(await page.textContent('#status'), /Black to move, in check/);
  assert.deepEqual(await squares('#board .sq.checked'), ['e8']);
  await page.click('#reset');
  assert.equal(await pieceOn('b7'), 'P');
});

test('the outcome is shown at checkmate', async () => {
  await loadFen('chess', START);
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) {
    await page.click(`[data-square="${from}"]`);
    await page.click(`[data-square="${to}"]`);
  }
  assert.match(await page.textContent('#status'), /Black wins by checkmate/);
  assert.deepEqual(await movesText(), ['f3', 'e5', 'g4', 'Qh4#']);
  await shot('06-checkmate.png');
});

test('a bad FEN shows the engine error and keeps the game', async () => {
  const before = await page.textContent('#current-fen');
  await loadFen('chess', 'this is not a fen');
  assert.ok(await page.isVisible('#error'));
  assert.ok((await page.textContent('#error')).length > 0);
  assert.equal(await page.textContent('#current-fen'), before);
  await shot('07-bad-fen.png');
  await loadFen('chess', START);
  assert.ok(await page.isHidden('#error'));
});

test('every variant draws its start position at its size', async () => {
  const variants = await api('variants');
  for (const v of variants) {
    await page.selectOption('#variant', v.id);
    assert.equal(await page.locator('#board .sq').count(), v.width * v.height, v.id);
    assert.ok((await page.locator('#board [data-piece]').count()) > 0, v.id);
    assert.ok(await page.isHidden('#error'), `${v.id}: ${await page.textContent('#error')}`);
    const moves = await api('legalMoves', v.id, v.startFen);
    // The page reads FENs itself to draw them: every piece the engine can move is drawn where it stands.
    // (Chess family only: Bario turns with steps and draughts paths have their own letters.)
    for (const m of moves.filter((x) => !x.steps && !x.path)) assert.equal(await pieceOn(m.from), m.piece, `${v.id}: ${m.uci}`);
    const fromSquares = [...new Set(moves.map((m) => m.from))];
    if (fromSquares.length) {
      await page.click(`[data-square="${fromSquares[0]}"]`);
      assert.ok((await page.locator('#board .sq.target').count()) > 0, `${v.id}: no target shown`);
    }
    await shot(`10-variant-${v.id}.png`);
  }
  await page.selectOption('#variant', 'chess');
});

test('draughts: a move by clicks, a capture that must be taken', async (t) => {
  const ids = (await api('variants')).map((v) => v.id);
  if (!ids.includes('russian')) return t.skip('russian is not in variants() yet');
  await loadFen('russian', 'W:Wc3,g1:Bd4,b8');
  // Capturing is compulsory: only c3 may move, and only by taking d4.
  const moves = await api('legalMoves', 'russian', await page.inputValue('#fen'));
  assert.deepEqual([...new Set(moves.map((m) => m.from))], ['c3']);
  await page.click('[data-square="g1"]');
  assert.equal(await page.locator('#board .sq.target').count(), 0, 'g1 cannot move');
  await page.click('[data-square="c3"]');
  assert.deepEqual(await squares('#board .sq.target'), moves.map((m) => m.to).sort());
  assert.deepEqual(await squares('#board .sq.target.capture'), moves.map((m) => m.to).sort());
  await page.click('[data-square="e5"]');
  assert.equal(await pieceOn('e5'), 'M');
  assert.equal(await pieceOn('d4'), null);
  assert.equal(await pieceOn('c3'), null);
  assert.deepEqual(await movesText(), [moves.find((m) => m.to === 'e5').san]);
  await shot('11-russian-capture.png');
  await page.click('#undo');
  assert.equal(await pieceOn('d4'), 'm');
  await page.selectOption('#variant', 'chess');
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
