// Browser tests of the Play page (www/play.html): one live board, the same component as every board of the site,
// for any game and FEN. Serves www/ (and pkg/) on a free loopback port, drives Debian's Chromium with
// playwright-core, and saves screenshots to test-artifacts/.
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
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce', // moves land at once (motion has its tests in live.test.mjs)
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
  await openPlay();
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function openPlay(query = '') {
  await page.goto(server.url + 'play.html' + query);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 20_000 });
}

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

const board = () => page.locator('#board');
const cell = (sq) => page.locator(`#board [data-square="${sq}"]`);
const squares = (cls) => page.$$eval(`#board .fb-sq.${cls}`, (els) => els.map((e) => e.dataset.square).sort());
const pieceOn = (sq) => cell(sq).evaluate((el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const movesText = () => page.$$eval('#board .fb-line button.fb-ply:not([data-ply="0"])', (els) => els.map((e) => e.textContent));
const statusText = () => page.locator('#board .fb-status').textContent();
const shot = (name) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
const click = async (from, to) => (await cell(from).click(), await cell(to).click());

async function loadFen(variant, fen) {
  // Choosing a game loads its start position, so only choose when it changes.
  if ((await page.inputValue('#variant')) !== variant) await page.selectOption('#variant', variant);
  await page.fill('#fen', fen);
  await page.click('#load');
}

test('the page is one live board: the start position, the move list open, the engine switch', async () => {
  const variants = await api('variants');
  const options = await page.$$eval('#variant option', (els) => els.map((e) => e.value));
  assert.deepEqual(options, [...variants.map((v) => v.id), 'capablanca'], 'the built-in games, then the site\'s defined by data');
  assert.equal(await page.locator('fen-board').count(), 1);
  assert.equal(await board().locator('.fb-grid[role="grid"] .fb-sq').count(), 64);
  assert.equal(await board().locator('.fb-sq [data-piece]').count(), 32);
  assert.equal(await pieceOn('e1'), 'K');
  assert.equal(await pieceOn('d8'), 'q');
  assert.equal(await statusText(), 'White to move.');
  assert.match(await cell('a1').getAttribute('class'), /\bdark\b/);
  assert.equal(await cell('a1').getAttribute('aria-label'), 'a1, white rook');
  assert.ok(await board().locator('.fb-moves').evaluate((el) => el.open && !el.hidden), 'the move list is open');
  assert.ok(await board().locator('.fb-engine').isVisible(), 'the engine switch is offered');
  assert.equal(await page.textContent('#current-fen'), START);
  await shot('01-start.png');
});

test('clicks: targets, a move, the list, undo; castling by king then rook; the FEN shown follows', async () => {
  const expected = (await api('legalMoves', 'chess', START)).filter((m) => m.from === 'g1').map((m) => m.to).sort();
  await cell('g1').click();
  assert.deepEqual(await squares('selected'), ['g1']);
  assert.deepEqual(await squares('target'), expected);
  await shot('02-knight-targets.png');
  await cell('g1').click();
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6']]) await click(from, to);
  assert.deepEqual(await movesText(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']);
  await click('e1', 'h1'); // the king, then its rook: castling
  assert.equal(await pieceOn('g1'), 'K');
  assert.equal(await pieceOn('f1'), 'R');
  assert.match(await statusText(), /^White played O-O \(king e1 to g1\)\. Black to move\.$/);
  assert.equal(await page.textContent('#current-fen'), await board().evaluate((el) => el.state.fen));
  await shot('03-castled.png');
  for (let i = 0; i < 7; i++) await board().locator('.fb-undo').click();
  assert.deepEqual(await movesText(), []);
  assert.equal(await page.textContent('#current-fen'), START);
  assert.ok(await board().locator('.fb-undo').isDisabled());
});

test('flip turns the board round and back', async () => {
  await board().locator('.fb-flip').click();
  assert.equal(await board().locator('.fb-sq').first().getAttribute('data-square'), 'h1');
  await shot('04-flipped.png');
  await board().locator('.fb-flip').click();
  assert.equal(await board().locator('.fb-sq').first().getAttribute('data-square'), 'a8');
});

test('a promotion asks which piece; check is shown; a drag plays', async () => {
  const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
  await loadFen('chess', fen);
  await click('b7', 'b8');
  const chooser = board().locator('.fb-chooser');
  assert.ok(await chooser.isVisible());
  const offered = await chooser.locator('button[data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci).sort());
  assert.deepEqual(offered, ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r']);
  await shot('05-promotion.png');
  await chooser.locator('button[data-uci="b7b8q"]').click();
  assert.equal(await pieceOn('b8'), 'Q');
  assert.match(await statusText(), /Black to move\. Check on e8\.$/);
  assert.deepEqual(await squares('checked'), ['e8']);
  await board().locator('.fb-reset').click();
  const a = await cell('e1').boundingBox();
  const z = await cell('d2').boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(z.x + z.width / 2, z.y + z.height / 2, { steps: 6 });
  await page.mouse.up();
  assert.equal(await pieceOn('d2'), 'K');
});

test('the outcome at checkmate, in the game\'s words', async () => {
  await loadFen('chess', START);
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) await click(from, to);
  assert.match(await statusText(), /Checkmate: Black wins\.$/);
  assert.deepEqual(await movesText(), ['f3', 'e5', 'g4', 'Qh4#']);
  await shot('06-checkmate.png');
});

test('a bad FEN shows the engine error and keeps the board', async () => {
  const before = await page.textContent('#current-fen');
  await loadFen('chess', 'this is not a fen');
  assert.ok((await page.textContent('#error')).length > 0);
  assert.equal(await page.textContent('#current-fen'), before);
  assert.deepEqual(await movesText(), ['f3', 'e5', 'g4', 'Qh4#'], 'the game on the board is still there');
  await shot('07-bad-fen.png');
  await loadFen('chess', START);
  assert.equal(await page.textContent('#error'), '');
});

test('every game draws its start position at its size, with the pieces the engine says', async () => {
  const all = await api('variants');
  for (const v of all) {
    await page.selectOption('#variant', v.id);
    assert.equal(await board().locator('.fb-sq').count(), v.width * v.height, v.id);
    for (const p of (await api('board', v.id, v.startFen)).pieces) assert.equal(await pieceOn(p.square), p.piece, `${v.id} ${p.square}`);
    assert.equal(await board().locator('.fb-reserve:not([hidden])').count(), v.id === 'bario' ? 2 : 0, `${v.id}: reserves`);
    await shot(`10-variant-${v.id}.png`);
  }
  assert.match(page.url(), new RegExp(`variant=${all.at(-1).id}`), 'the address names what is loaded');
  await page.selectOption('#variant', 'chess');
});

test('draughts: a man that must capture elsewhere says so when touched; the capture by clicks, in PDN', async () => {
  await loadFen('russian', 'W:Wc3,g1:Bd4,b8');
  assert.equal(await board().locator('.fb-copy').textContent(), 'Copy PDN');
  await cell('g1').click();
  const note = board().locator('.fb-explain');
  await page.waitForFunction(() => document.querySelector('#board .fb-explain').textContent !== '', null, { timeout: 10_000 });
  assert.equal(await note.getAttribute('data-reason'), 'capture-compulsory');
  assert.deepEqual(await squares('explained'), ['c3']);
  await click('c3', 'e5');
  assert.equal(await note.textContent(), '', 'the next action clears the note');
  assert.equal(await pieceOn('e5'), 'M');
  assert.equal(await pieceOn('d4'), null);
  assert.deepEqual(await movesText(), ['c3:e5']);
  await shot('11-russian-capture.png');
});

test('a whole move by keyboard: Tab to the board, arrows, Enter, Enter; the live region says it', async () => {
  await loadFen('chess', START);
  await page.focus('#load');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => [document.activeElement.dataset.square ?? null, document.activeElement.getAttribute('aria-label')]);
  assert.deepEqual(await focused(), ['a1', 'a1, white rook'], 'the board is the next tab stop, at a1');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
  assert.deepEqual(await focused(), ['e2', 'e2, white pawn']);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await focused(), ['e4', 'e4, empty, legal move']);
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn('e4'), 'P');
  assert.equal(await statusText(), 'White played e4 (pawn e2 to e4). Black to move.');
  assert.deepEqual(await focused(), ['e4', 'e4, white pawn']);
  await shot('12-keyboard.png');
});

test('against the engine: it answers as Black; undo takes back both moves and says both', async () => {
  await loadFen('chess', START);
  await page.evaluate(() => (document.body.dataset.engineTime = '150'));
  await board().locator('.fb-engine').check();
  await click('d2', 'd4');
  await page.waitForFunction(() => document.querySelector('#board').state.history.length === 2, null, { timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('#board').dataset.thinking === 'false');
  const reply = await board().evaluate((el) => el.state.lastMove.san);
  assert.match(await statusText(), new RegExp(`^Black played ${reply.replace(/[+#]/g, '\\$&')} `));
  await board().locator('.fb-undo').click();
  assert.equal(await statusText(), `Took back ${reply} and d4. White to move.`);
  assert.equal(await board().evaluate((el) => el.state.history.length), 0);
  await board().locator('.fb-engine').uncheck();
});

test('against the engine on an absurd position (issue 32): it answers within its time', async () => {
  // Each side's pieces behind the other's pawns, everything attacked: the search used never to return here.
  await loadFen('chess', 'RNBQKBNR/pppppppp/8/8/8/8/PPPPPPPP/rnbqkbnr w - - 0 1');
  await page.evaluate(() => (document.body.dataset.engineTime = '200'));
  await board().locator('.fb-engine').check();
  await click('e8', 'd7');
  await page.waitForFunction(() => document.querySelector('#board').state.history.length === 2, null, { timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector('#board').dataset.thinking === 'false');
  const reply = await board().evaluate((el) => el.state.lastMove);
  assert.equal(reply.piece, reply.piece.toLowerCase(), 'the engine played Black');
  await board().locator('.fb-engine').uncheck();
});

test('Capablanca chess, a game defined by data, is in the menu and plays on the default module (no teaching module loaded for it)', async () => {
  await openPlay();
  assert.equal(await page.locator('#variant option[value="capablanca"]').count(), 1);
  await page.selectOption('#variant', 'capablanca');
  await page.waitForFunction(() => document.querySelector('#board')?.state?.variant === 'capablanca', null, { timeout: 20_000 });
  assert.equal(await board().evaluate((el) => el.state.fen), 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
  assert.equal(await board().locator('.fb-sq').count(), 80);
  assert.equal(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/teach\//.test(e.name)).length), 0);
  await click('c1', 'd3'); // the archbishop jumps as a knight
  assert.equal(await pieceOn('d3'), 'A');
  assert.match(new URL(page.url()).search, /variant=capablanca/);
  await openPlay('?variant=capablanca&fen=' + encodeURIComponent('9k/10/10/10/10/3C6/10/9K w - - 0 1'));
  await page.waitForFunction(() => document.querySelector('#board')?.state?.variant === 'capablanca', null, { timeout: 20_000 });
  assert.equal(await pieceOn('d3'), 'C');
  await shot('12-play-capablanca.png');
  await openPlay();
});

test('phone width: the board takes the width, centred, with its panel under it', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const grid = await board().locator('.fb-grid').boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    assert.ok(grid.width >= width - 40, `${grid.width} of ${width}`);
    assert.ok(Math.abs(grid.x + grid.width / 2 - width / 2) < 2, 'centred');
    const panel = await board().locator('.fb-panel').boundingBox();
    assert.ok(panel.y >= grid.y + grid.height - 1, 'the panel is under the board');
    await shot('13-phone.png');
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
