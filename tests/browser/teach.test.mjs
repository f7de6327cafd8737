// Browser tests of issue 10, teaching the rules on the board: an illegal drop is explained beside the board
// (Coregal rules page: a pinned knight shielding its queen), and a diagram played against the engine, which
// answers from a Web Worker. Both come from the teaching module (pkg/teach/), which a page loads only when a
// board first needs it; without it the boards go on, without explanations or engine.
// Headless Debian Chromium via playwright-core; screenshots in test-artifacts/.
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
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let server;
let context;
let page;
let profile;
const problems = [];
const requests = []; // paths of every request the page made

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serve({ port: 0 });
  profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, viewport: { width: 1000, height: 800 }, args: ARGS });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => requests.push(new URL(req.url()).pathname));
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function open(path) {
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
}

const cell = (b, sq) => b.locator(`[data-square="${sq}"]`);
const squares = (b, cls) => b.locator(`.fb-sq.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());

async function drag(b, from, to) {
  await b.scrollIntoViewIfNeeded();
  const a = await cell(b, from).boundingBox();
  const z = await cell(b, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(z.x + z.width / 2, z.y + z.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('Coregal rules page: dragging the pinned knight shows why, with the squares highlighted', async () => {
  await open('rules/coregal.html');
  const teachRequests = () => requests.filter((p) => p.startsWith('/pkg/teach/'));
  assert.deepEqual(teachRequests(), [], 'the page loads without the teaching module');
  assert.ok(requests.includes('/pkg/fenboard_bg.wasm'));
  const b = page.locator('fen-board[fen^="4k3/8/8/8/q7/8/2N5/3QK3"]');
  assert.equal(await b.count(), 1, 'the pin diagram is on the page');
  const fen = await b.evaluate((el) => el.state.fen);
  await drag(b, 'c2', 'e3');
  const note = b.locator('.fb-explain');
  // The first illegal attempt loads the teaching module; the explanation shows when it has come.
  await b.locator('.fb-explain[data-reason]').waitFor({ timeout: 10_000 });
  assert.deepEqual(teachRequests(), ['/pkg/teach/browser.js', '/pkg/teach/fenboard_bg.wasm']);
  assert.equal(await note.isVisible(), true);
  assert.equal(await note.textContent(), 'This move would leave your queen on d1 attacked by the queen on a4.');
  assert.equal(await note.getAttribute('data-reason'), 'leaves-royal-attacked');
  assert.deepEqual(await squares(b, 'explained'), ['a4', 'c2', 'd1']);
  assert.equal(await b.evaluate((el) => el.state.fen), fen, 'nothing was played');
  assert.doesNotMatch(await b.locator('.fb-status').textContent(), /queen on d1/, 'said once, by the alert, not twice');
  await page.screenshot({ path: join(ARTIFACTS, '40-coregal-pin-explained.png'), fullPage: true });
  // A legal move clears the note.
  await cell(b, 'e1').click();
  await cell(b, 'f2').click();
  assert.equal(await note.isVisible(), false);
  assert.deepEqual(await squares(b, 'explained'), []);
  // In French where the board is in French (its closest lang attribute); a drag of the king to an unreachable
  // square explains too, while a tap there only deselects (a misclick on a phone is not an attempt).
  const fr = await page.evaluate((fen) => {
    const el = document.createElement('fen-board');
    el.id = 'french';
    el.setAttribute('lang', 'fr');
    el.setAttribute('variant', 'coregal');
    el.setAttribute('fen', fen);
    document.querySelector('main').prepend(el);
    return el.id;
  }, fen);
  const f = page.locator(`#${fr}`);
  await cell(f, 'e1').click();
  await cell(f, 'e3').click();
  const frNote = f.locator('.fb-explain');
  assert.equal(await frNote.textContent(), '', 'a tap on an empty square that is no move explains nothing');
  assert.deepEqual(await squares(f, 'selected'), [], 'and deselects');
  await drag(f, 'e1', 'e3');
  await f.locator('.fb-explain[data-reason]').waitFor({ timeout: 10_000 });
  assert.equal(await frNote.textContent(), 'Un roi ne peut pas aller de e1 à e3.');
  assert.equal(await frNote.getAttribute('data-reason'), 'cannot-move-that-way');
  assert.equal(await f.locator('.fb-undo').textContent(), 'Annuler');
  assert.match(await f.locator('.fb-status').textContent(), /^Trait aux Blancs\./);
});

test('play three moves against the engine on a diagram; the page stays responsive', async () => {
  await open('rules/coregal.html');
  await page.evaluate(() => (document.body.dataset.engineTime = '300'));
  const b = page.locator('fen-board[fen^="r4rq1/ppppppkp/6p1"]');
  assert.equal(await b.count(), 1);
  await b.locator('.fb-engine').check();
  assert.equal(await b.getAttribute('data-engine'), 'b');
  for (let k = 1; k <= 3; k++) {
    const m = await b.evaluate((el) => {
      const moves = el.state.moves.filter((x) => !x.promotion && !x.castle);
      const pick = moves[Math.floor(moves.length / 2)];
      return { from: pick.from, to: pick.to };
    });
    await cell(b, m.from).click();
    await cell(b, m.to).click();
    // While the worker thinks, the page answers at once.
    const t0 = Date.now();
    await page.evaluate(() => document.title);
    assert.ok(Date.now() - t0 < 250, 'the page is not frozen');
    await page.waitForFunction(([el, n]) => el.state.history.length === n && el.dataset.thinking === 'false', [await b.elementHandle(), 2 * k], { timeout: 10_000 });
    const last = await b.evaluate((el) => el.state.lastMove);
    assert.equal(last.piece, last.piece.toLowerCase(), 'the engine played Black');
  }
  assert.equal(await b.evaluate((el) => el.state.status.turn), 'w');
  await page.screenshot({ path: join(ARTIFACTS, '41-coregal-engine.png'), fullPage: true });
  // Undo takes back the engine's answer and your move together.
  await b.locator('.fb-undo').click();
  assert.equal(await b.evaluate((el) => el.state.history.length), 4);
});

test('bestMove and explainMove in the page, from the teaching module only', async () => {
  await open('rules/coregal.html');
  const r = await page.evaluate(async () => {
    const fb = await import('/pkg/fenboard.js');
    const teach = await import('/pkg/teach/fenboard.js');
    await teach.default();
    const best = teach.bestMove('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', { timeMs: 200 });
    const why = teach.explainMove('russian', 'W:Wc3,g3:Bd4,a7', 'g3', 'h4', { lang: 'fr' });
    return { san: best.move.san, mate: best.mate, why, inDefault: ['bestMove', 'explainMove'].filter((n) => n in fb) };
  });
  assert.equal(r.san, 'Ra8#');
  assert.equal(r.mate, 1);
  assert.equal(r.why.reason, 'capture-compulsory');
  assert.deepEqual(r.why.squares, ['c3']);
  assert.deepEqual(r.inDefault, []);
});

test('without the teaching module (it cannot load), the boards play on: no explanation, no engine, no error', async () => {
  const quiet = await context.newPage();
  const errors = [];
  quiet.on('pageerror', (err) => errors.push(err.message));
  await quiet.route('**/pkg/teach/**', (route) => route.fulfill({ status: 404, body: 'not here' }));
  try {
    await quiet.goto(server.url + 'rules/coregal.html');
    await quiet.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
    const b = quiet.locator('fen-board[fen^="4k3/8/8/8/q7/8/2N5/3QK3"]');
    // An illegal attempt: nothing is explained, nothing is played, the board goes on.
    const fen = await b.evaluate((el) => el.state.fen);
    await b.locator('[data-square="e1"]').click();
    await b.locator('[data-square="e3"]').click();
    await quiet.waitForTimeout(300);
    assert.equal(await b.locator('.fb-explain').isVisible(), false);
    assert.equal(await b.evaluate((el) => el.state.fen), fen);
    // The engine (playing Black): the switch says it is not available, and turns off.
    await b.locator('.fb-engine').check();
    await b.locator('[data-square="e1"]').click();
    await b.locator('[data-square="f2"]').click();
    assert.notEqual(await b.evaluate((el) => el.state.fen), fen, 'a legal move is played');
    await quiet.waitForFunction((el) => el.dataset.engine === 'unavailable', await b.elementHandle(), { timeout: 10_000 });
    assert.equal(await b.locator('.fb-engine').isChecked(), false);
    assert.equal(await b.locator('.fb-engine').isDisabled(), true);
    assert.match(await b.locator('.fb-status').textContent(), /engine is not available/);
    await b.locator('[data-square="e8"]').click();
    await b.locator('[data-square="f7"]').click();
    assert.equal(await b.evaluate((el) => el.state.history.length), 2, 'both sides are yours');
    assert.deepEqual(errors, []);
  } finally {
    await quiet.close();
  }
});

test('an engine that does not answer in time is stopped, and the board says so; the next request starts a new one', async () => {
  const stuck = await context.newPage();
  const errors = [];
  stuck.on('pageerror', (err) => errors.push(err.message));
  // The worker's teaching module (pkg/teach/fenboard.js; the page's own is pkg/teach/browser.js) made to hang in
  // bestMove, as a search that ignored its time did.
  const hang = 'export default async function init() {}\nexport function defineVariant() {}\nexport function bestMove() { for (;;); }\n';
  const route = (r) => r.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'cache-control': 'no-store' }, body: hang });
  await stuck.route('**/pkg/teach/fenboard.js', route);
  try {
    await stuck.goto(server.url + 'rules/coregal.html');
    await stuck.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
    await stuck.evaluate(() => (document.body.dataset.engineTime = '200'));
    const b = stuck.locator('fen-board[fen^="4k3/8/8/8/q7/8/2N5/3QK3"]');
    await b.locator('.fb-engine').check();
    await b.locator('[data-square="e1"]').click();
    await b.locator('[data-square="f2"]').click();
    // 200 ms to search, twice that and two seconds more to answer: then the worker is ended.
    const t0 = Date.now();
    await stuck.waitForFunction((el) => /did not answer within 3 s/.test(el.querySelector('.fb-status').textContent), await b.elementHandle(), { timeout: 15_000 });
    assert.ok(Date.now() - t0 < 10_000, `${Date.now() - t0} ms`);
    assert.equal(await b.evaluate((el) => el.dataset.thinking), 'false');
    assert.match(await b.locator('.fb-status').textContent(), /^The engine did not answer within 3 s and was stopped: move for it, or turn it off and on to try again\.$/);
    assert.equal(await b.locator('.fb-engine').isChecked(), true, 'the engine is not declared missing');
    // With the real module back, turning the engine off and on starts a new worker, which answers.
    await stuck.unroute('**/pkg/teach/fenboard.js', route);
    await b.locator('.fb-engine').uncheck();
    await b.locator('[data-square="e8"]').click();
    await b.locator('[data-square="f7"]').click();
    await b.locator('.fb-engine').check();
    await b.locator('[data-square="f2"]').click();
    await b.locator('[data-square="e1"]').click();
    await stuck.waitForFunction((el) => el.state.history.length === 4 && el.dataset.thinking === 'false', await b.elementHandle(), { timeout: 15_000 });
    const last = await b.evaluate((el) => el.state.lastMove);
    assert.equal(last.piece, last.piece.toLowerCase(), 'the new worker played Black');
    assert.deepEqual(errors, []);
  } finally {
    await stuck.close();
  }
});

test('while the teaching module loads (slowly, as on a phone), a sign says the explanation is coming; then the explanation', async () => {
  const slow = await context.newPage();
  let release;
  const held = new Promise((r) => (release = r));
  await slow.route('**/pkg/teach/fenboard_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await slow.goto(server.url + 'rules/coregal.html');
    await slow.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
    const b = slow.locator('fen-board[fen^="4k3/8/8/8/q7/8/2N5/3QK3"]');
    await b.locator('[data-square="e1"]').dragTo(b.locator('[data-square="e3"]'));
    const pending = b.locator('.fb-wait');
    await pending.waitFor({ timeout: 5000 });
    assert.equal(await pending.textContent(), 'Finding out why…');
    assert.equal(await pending.getAttribute('aria-hidden'), 'true', 'the alert says the explanation only');
    assert.equal(await b.locator('.fb-explain').textContent(), '');
    await b.screenshot({ path: join(ARTIFACTS, '46-explanation-pending.png') });
    // The board goes on meanwhile: a move ends the wait, and the late explanation is not shown.
    await b.locator('[data-square="e1"]').click();
    await b.locator('[data-square="f2"]').click();
    assert.equal(await pending.isVisible(), false);
    assert.equal(await b.locator('.fb-explain').textContent(), '');
    release();
    await b.locator('[data-square="e8"]').dragTo(b.locator('[data-square="e6"]'));
    await b.locator('.fb-explain[data-reason]').waitFor({ timeout: 10_000 });
    assert.equal(await b.locator('.fb-explain').textContent(), 'A king cannot move from e8 to e6.');
    assert.equal(await pending.isVisible(), false);
  } finally {
    release();
    await slow.close();
  }
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
