// Browser tests of the live boards (js/boards.js) on the rules pages, the home page, the viewer and a page
// written by `npm run render`: headless Debian Chromium driven by playwright-core; screenshots in test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { extractDiagrams } from '../../lib/teach-node.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = join(REPO, 'test-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RULES = ['chess', 'coregal', 'grand', 'bario', 'russian', 'international'];
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

let server;
let context;
let page;
const profiles = [];
const problems = [];

async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  profiles.push(profile);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1000, height: 800 }, args: ARGS, ...options,
  });
}

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serve({ port: 0 });
  context = await launch({ hasTouch: true });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

async function open(path) {
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
}

/** Calls the package inside the page. */
function api(fn, ...args) {
  // Through JSON, as Move.toJSON() gives a move (its SAN is computed on first read, not an own property).
  return page.evaluate(async ([name, args]) => JSON.parse(JSON.stringify((await import('/pkg/browser.js'))[name](...args)) ?? 'null'), [fn, args]);
}

const shot = (name) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
const board = (n) => page.locator('fen-board').nth(n);
// The chess page's back-rank mate (6k1/5ppp/8/8/8/8/8/R5K1 a8), found by its position.
const mateBoard = () => page.locator('fen-board[fen^="6k1/5ppp/"]');
const cell = (b, sq) => b.locator(`[data-square="${sq}"]`);
const squares = (b, cls) => b.locator(`.fb-sq.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
const pieceOn = (b, sq) => cell(b, sq).evaluate((el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const fenOf = (b) => b.evaluate((el) => el.state.fen);
const statusText = (b) => b.locator('.fb-status').textContent();

/** Adds a <fen-board> to the page and returns its locator. */
async function addBoard(attrs) {
  const id = `added-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(([id, attrs]) => {
    const el = document.createElement('fen-board');
    el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.querySelector('main').prepend(el);
  }, [id, attrs]);
  return page.locator(`#${id}`);
}

for (const id of RULES) {
  test(`rules page ${id}: every diagram is a live board of the right size and pieces`, async () => {
    const source = readFileSync(join(REPO, 'www/rules', `${id}.pug`), 'utf8');
    await open(`rules/${id}.html`);
    const diagrams = extractDiagrams(source);
    assert.equal(await page.locator('.diagram').count(), diagrams.length);
    assert.equal(await page.locator('.diagram > fen-board').count(), diagrams.length, 'each .diagram holds a board');
    assert.equal(await page.locator('.diagram > svg').count(), 0, 'the static SVGs are replaced');
    for (let i = 0; i < diagrams.length; i++) {
      // A diagram, or a full FEN (its position given whole: js/state.js).
      const fen = /^\S+\s+[wb](\s|$)/.test(diagrams[i].text);
      const d = fen
        ? { ...(await api('board', id, diagrams[i].text)), marks: [] }
        : await api('parseDiagram', diagrams[i].text, id);
      const b = board(i);
      assert.equal(await b.getAttribute('data-variant'), id);
      assert.equal(await b.locator('.fb-sq').count(), d.width * d.height, diagrams[i].text);
      assert.equal(await b.locator('.fb-row').count(), d.height);
      assert.equal(await b.locator('.fb-sq [data-piece]').count(), d.pieces.length, diagrams[i].text);
      for (const p of d.pieces) assert.equal(await pieceOn(b, p.square), p.piece, `${diagrams[i].text} ${p.square}`);
      assert.deepEqual(await squares(b, 'marked'), d.marks.filter((s) => /^[a-z]\d+$/.test(s)).sort());
      // Squares stay square.
      const box = await cell(b, 'a1').boundingBox();
      assert.ok(Math.abs(box.width - box.height) < 1.5, `${box.width}x${box.height}`);
      // Pieces are the renderer's drawings: a <use> of a symbol the page holds.
      const href = await b.locator('.fb-sq .fb-piece use').first().getAttribute('href');
      assert.equal(await page.locator(`symbol${href}`).count(), 1, href);
    }
    await shot(`20-rules-${id}.png`);
  });
}

test('side-by-side diagrams are about 42% wide each and float next to each other', async () => {
  await open('rules/bario.html');
  const [a, b] = [await page.locator('.diag12').boundingBox(), await page.locator('.diag22').boundingBox()];
  const width = await page.locator('figure.diagram-container').last().evaluate((el) => el.clientWidth);
  assert.ok(Math.abs(a.width / width - 0.42) < 0.02, `${a.width / width}`);
  assert.ok(Math.abs(a.y - b.y) < 1 && b.x > a.x + a.width, 'side by side');
  await page.setViewportSize({ width: 380, height: 800 });
  const c = await page.locator('.diag12 .fb-sq').first().boundingBox();
  assert.ok(Math.abs(c.width - c.height) < 1.5 && c.width > 10);
  await shot('21-bario-narrow.png');
  await page.setViewportSize({ width: 1000, height: 800 });
});

test('clicking a piece highlights exactly its legal targets; a move, the outcome, undo', async () => {
  await open('rules/chess.html');
  const b = mateBoard();
  const fen = await fenOf(b);
  for (const from of ['a1', 'g1']) {
    const expected = (await api('legalMoves', 'chess', fen)).filter((m) => m.from === from).map((m) => m.to).sort();
    await cell(b, from).click();
    assert.deepEqual(await squares(b, 'selected'), [from]);
    assert.deepEqual(await squares(b, 'target'), expected);
  }
  await cell(b, 'a1').click();
  assert.deepEqual(await squares(b, 'target'), (await api('legalMoves', 'chess', fen)).filter((m) => m.from === 'a1').map((m) => m.to).sort());
  await shot('22-chess-targets.png');
  await cell(b, 'a8').click();
  assert.equal(await pieceOn(b, 'a8'), 'R');
  assert.match(await statusText(b), /White played Ra8#.*Checkmate: White wins\./);
  assert.deepEqual(await squares(b, 'marked'), [], 'marks go at the first move');
  assert.deepEqual(await squares(b, 'checked'), ['g8']);
  await shot('23-chess-mate.png');
  await b.locator('.fb-undo').click();
  assert.equal(await pieceOn(b, 'a1'), 'R');
  assert.deepEqual(await squares(b, 'marked'), ['a8'], 'back at the start, the marks are back');
  assert.match(await statusText(b), /Took back Ra8#/);
  // A diagram without kings (the lone knight) is a partial position: the knight shows its
  // eight moves and goes on moving, with no game outcome.
  const knight = board(0);
  await cell(knight, 'd5').click();
  assert.deepEqual(await squares(knight, 'target'), ['b4', 'b6', 'c3', 'c7', 'e3', 'e7', 'f4', 'f6']);
  await cell(knight, 'f6').click();
  assert.equal(await pieceOn(knight, 'f6'), 'N');
  assert.doesNotMatch(await statusText(knight), /draw|wins/i);
  await cell(knight, 'f6').click();
  assert.deepEqual(await squares(knight, 'target'), ['d5', 'd7', 'e4', 'e8', 'g4', 'g8', 'h5', 'h7'], 'white moves again: black has no piece');
  await knight.locator('.fb-reset').click();
  assert.equal(await pieceOn(knight, 'd5'), 'N');
});

test('a drag plays a move; a tap selects on a touch screen', async () => {
  await open('rules/chess.html');
  const b = mateBoard();
  await b.scrollIntoViewIfNeeded();
  const from = await cell(b, 'g1').boundingBox();
  const to = await cell(b, 'f1').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 20, { steps: 3 });
  assert.equal(await b.locator('.fb-ghost').count(), 1, 'a piece follows the pointer');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.equal(await pieceOn(b, 'f1'), 'K');
  assert.equal(await b.locator('.fb-ghost').count(), 0);
  await b.locator('.fb-reset').click();
  await cell(b, 'a1').tap();
  assert.deepEqual(await squares(b, 'selected'), ['a1']);
  await cell(b, 'a4').tap();
  assert.equal(await pieceOn(b, 'a4'), 'R');
  await b.locator('.fb-reset').click();
  assert.equal(await pieceOn(b, 'a1'), 'R');
});

test('keyboard: arrows move focus over labelled cells, Enter plays, Escape cancels; the live region speaks', async () => {
  await open('rules/chess.html');
  const b = mateBoard();
  await b.locator('.fb-sq[tabindex="0"]').focus();
  const focused = () => page.evaluate(() => [document.activeElement.dataset.square, document.activeElement.getAttribute('aria-label')]);
  assert.deepEqual(await focused(), ['a1', 'a1, white rook']);
  assert.equal(await b.locator('.fb-sq[tabindex="0"]').count(), 1, 'one tab stop per board');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await focused(), ['a2', 'a2, empty']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.match((await focused())[1], /^a1, white rook, selected/);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await focused(), ['b1', 'b1, empty, legal move']);
  await page.keyboard.press('Escape');
  assert.deepEqual(await squares(b, 'selected'), []);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
  assert.deepEqual(await focused(), ['a8', 'a8, empty, legal move, marked']);
  await page.keyboard.press(' ');
  const live = b.locator('[role="status"]');
  assert.match(await live.textContent(), /White played Ra8# \(rook a1 to a8\)\. Checkmate: White wins\./);
  assert.match((await focused())[1], /^a8, white rook/);
  assert.equal(await b.locator('.fb-grid').getAttribute('role'), 'grid');
  assert.equal(await b.locator('.fb-row').first().getAttribute('role'), 'row');
  assert.match(await b.locator('.fb-grid').getAttribute('aria-label'), /^Board: Ra8 is mate/);
  await shot('24-keyboard.png');
});

test('check: every checked royal is highlighted (Coregal: king and queen)', async () => {
  await open('rules/coregal.html');
  const b = board(0);
  assert.deepEqual(await squares(b, 'checked'), ['c2', 'f3']);
  assert.match(await statusText(b), /Checkmate: White wins/);
  assert.match(await cell(b, 'f3').getAttribute('aria-label'), /f3, black king, in check/);
});

test('Grand: the promotion chooser offers only captured pieces', async () => {
  await open('rules/grand.html');
  const fen = 'r8r/1P5k2/10/10/10/10/10/10/1NB1KMCB2/R8R w 0 -';
  const b = await addBoard({ variant: 'grand', fen });
  await cell(b, 'b9').click();
  await cell(b, 'b10').click();
  const chooser = b.locator('.fb-chooser');
  assert.ok(await chooser.isVisible());
  const offered = await chooser.locator('button[data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci).sort());
  const expected = (await api('legalMoves', 'grand', fen)).filter((m) => m.from === 'b9' && m.to === 'b10').map((m) => m.uci).sort();
  assert.deepEqual(offered, expected);
  assert.deepEqual(offered, ['b9b10n', 'b9b10q'], 'the queen and a knight were captured');
  assert.ok(await chooser.locator('button[data-uci="b9b10q"] use').count(), 'choices show the pieces');
  await b.screenshot({ path: join(ARTIFACTS, '25-grand-promotion.png') });
  await page.keyboard.press('Escape');
  assert.ok(await chooser.isHidden());
  await cell(b, 'b9').click();
  await cell(b, 'b10').click();
  await chooser.locator('button[data-uci="b9b10n"]').click();
  assert.equal(await pieceOn(b, 'b10'), 'N');
  await b.locator('.fb-undo').click();
  assert.equal(await pieceOn(b, 'b9'), 'P');
});

test('Coregal: the queen castles by clicks (queen, then its rook)', async () => {
  await open('index.html');
  const b = page.locator('#demo-board');
  await cell(b, 'd1').click();
  assert.ok((await squares(b, 'target')).includes('b1'));
  await cell(b, 'a1').click();
  assert.equal(await pieceOn(b, 'b1'), 'Q');
  assert.equal(await pieceOn(b, 'c1'), 'R');
  assert.match(await statusText(b), /White played QO-O/);
  await b.locator('.fb-reset').click();
  // Its landing square asks, as the queen could also just go there.
  await cell(b, 'd1').click();
  await cell(b, 'b1').click();
  const sans = await b.locator('.fb-chooser button[data-uci]').allTextContents();
  assert.deepEqual(sans.sort(), ['QO-O', 'Qb1']);
  await b.locator('.fb-chooser button[data-uci="d1a1"]').click();
  assert.equal(await pieceOn(b, 'c1'), 'R');
  await shot('26-coregal-castle.png');
});

test('Bario: a turn by clicks, placement then define and move', async () => {
  await open('rules/bario.html');
  const b = await addBoard({ variant: 'bario' });
  assert.deepEqual(await squares(b, 'target'), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'], 'king placements');
  await cell(b, 'e1').click();
  assert.equal(await pieceOn(b, 'e1'), 'K');
  await cell(b, 'd8').click();
  assert.equal(await pieceOn(b, 'd8'), 'k');
  const knight = b.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="N"]');
  assert.equal(await knight.locator('.fb-count').textContent(), '2');
  await knight.click();
  assert.equal(await knight.getAttribute('aria-pressed'), 'true');
  const definable = await squares(b, 'target');
  const expected = [...new Set((await api('legalMoves', 'bario', await fenOf(b))).filter((m) => m.steps[0].kind === 'define' && m.steps[0].piece === 'N').map((m) => m.steps[0].to))].sort();
  assert.deepEqual(definable, expected);
  await cell(b, 'g1').click();
  assert.deepEqual(await squares(b, 'target'), ['f3', 'h3']);
  await b.screenshot({ path: join(ARTIFACTS, '27-bario-define.png') });
  await cell(b, 'f3').click();
  assert.equal(await pieceOn(b, 'f3'), 'N');
  assert.equal(await pieceOn(b, 'g1'), null);
  assert.match(await statusText(b), /White played N@g1,Nf3/);
  assert.equal(await b.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="N"] .fb-count').textContent(), '1');
  // Black: the undefined piece first, then the target; only a knight gets there.
  await cell(b, 'b8').click();
  await cell(b, 'c6').click();
  assert.equal(await pieceOn(b, 'c6'), 'n');
  await b.locator('.fb-undo').click();
  await b.locator('.fb-undo').click();
  assert.equal(await pieceOn(b, 'g1'), 'U');
});

test('Russian draughts: a capture by landing squares, asked only where two paths remain', async () => {
  await open('rules/russian.html');
  const b = board(1); // h2:f4:h6:f8:b4:e1
  await cell(b, 'h2').click();
  assert.deepEqual(await squares(b, 'target'), ['b4', 'e1', 'f4', 'f8', 'h6']);
  await cell(b, 'f4').click();
  assert.equal(await pieceOn(b, 'e1'), 'K', 'the man crowned on f8 went on as a king');
  for (const sq of ['d2', 'g3', 'g5', 'd6', 'g7']) assert.equal(await pieceOn(b, sq), null, sq);
  assert.match(await statusText(b), /White played h2:e1 .*Black has no move left: White wins\./);
  await b.locator('.fb-undo').click();
  const c = await addBoard({ variant: 'russian', fen: 'W:WKd2:Be3,g7,e5,a5,c5,b2' });
  await cell(c, 'd2').click();
  await cell(c, 'c1').click();
  const paths = await c.locator('.fb-chooser button[data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci).sort());
  assert.deepEqual(paths, ['d2:f4:d6:a3:c1', 'd2:h6:f8:a3:c1']);
  await c.screenshot({ path: join(ARTIFACTS, '28-russian-paths.png') });
  await c.locator('.fb-chooser button[data-uci="d2:h6:f8:a3:c1"]').click();
  assert.equal(await pieceOn(c, 'c1'), 'K');
  assert.equal(await pieceOn(c, 'g7'), null);
  assert.equal(await pieceOn(c, 'e5'), 'm', 'the other path was not taken');
});

test('international draughts: a 10x10 live board, squares of 32 px at least on a 390 px phone; only the capture of the most pieces plays', async () => {
  await open('index.html');
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // 35x24 would take one piece; 33x22x13x4 (f4 to h10) takes three, and is crowned where it ends.
  const b = await addBoard({ variant: 'international', fen: 'W:W33,35:B28,30,18,9' });
  await b.scrollIntoViewIfNeeded();
  assert.equal(await b.locator('.fb-sq').count(), 100);
  const width = await cell(b, 'a1').evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(width >= 32, `a square is ${width} px wide`);
  await b.screenshot({ path: join(ARTIFACTS, '29-international-390.png') });
  await cell(b, 'j4').click();
  assert.deepEqual(await squares(b, 'target'), [], 'the shorter capture is not offered');
  await cell(b, 'f4').click();
  assert.deepEqual(await squares(b, 'target'), ['d6', 'f8', 'h10']);
  await cell(b, 'h10').click();
  assert.equal(await pieceOn(b, 'h10'), 'K');
  for (const sq of ['e5', 'e7', 'g9']) assert.equal(await pieceOn(b, sq), null, sq);
  await page.setViewportSize(viewport);
});

test('a <fen-board> element: start position without a fen, freed when removed', async () => {
  await open('index.html');
  const b = await addBoard({ variant: 'grand' });
  assert.equal(await b.locator('.fb-sq').count(), 100);
  assert.equal(await b.locator('.fb-sq [data-piece]').count(), 40);
  const freed = await b.evaluate((el) => {
    const game = el.state.game;
    el.remove();
    try {
      game.fen();
      return 'not freed';
    } catch (err) {
      return err.message;
    }
  });
  assert.match(freed, /^this Game was freed/, 'the Game was freed');
  const flip = page.locator('#demo-board');
  await flip.locator('.fb-flip').click();
  assert.equal(await flip.locator('.fb-sq').first().getAttribute('data-square'), 'h1');
  await shot('29-home.png');
});

test('the viewer shows a pasted seed file with live diagrams', async () => {
  const dir = '/work/shared/seeds/';
  let name;
  try {
    name = readdirSync(dir).find((f) => f.startsWith('004_'));
  } catch {}
  const source = name ? readFileSync(dir + name, 'utf8') : readFileSync(join(REPO, 'www/rules/bario.pug'), 'utf8');
  await open('viewer.html');
  await page.fill('#viewer-source', source);
  await page.click('#viewer-show');
  await page.waitForSelector('#viewer-output fen-board');
  assert.equal(await page.locator('#viewer-output fen-board').count(), 3);
  assert.equal(await page.locator('#viewer-output .diag12 fen-board').count(), 1);
  assert.equal(await page.locator('#viewer-output figcaption').count(), 2);
  const text = await page.locator('#viewer-output').innerText();
  assert.doesNotMatch(text, /\|\s*\d+\s*\||figcaption|fen:/);
  assert.match(await page.textContent('#viewer-info'), /Game: Bario, detected: .*3 diagrams, 3 live boards\. Source: line numbers removed\./);
  const b = page.locator('#viewer-output fen-board').first();
  assert.equal(await b.getAttribute('data-variant'), 'bario');
  await shot('30-viewer-seed.png');
  // A file opened with the file input.
  const file = join(ARTIFACTS, 'viewer-coregal.pug');
  writeFileSync(file, readFileSync(join(REPO, 'www/rules/coregal.pug')));
  await page.setInputFiles('#viewer-file', file);
  await page.waitForFunction(() => document.querySelector('#viewer-output fen-board')?.dataset.variant === 'coregal');
  assert.equal(await page.locator('#viewer-output fen-board').count(), 4); // Coregal's page: fork, pin, castling before and after
});

test('npm run render: a static page with inline SVGs, live when the module loads', async () => {
  const html = execFileSync('node', ['scripts/render.mjs', 'www/rules/grand.pug', '--script', '../live.js', '--css', '../site.css'], { cwd: REPO, encoding: 'utf8' });
  writeFileSync(join(REPO, 'www', 'rendered-test.html'), html.replaceAll('../', './'));
  try {
    const noJs = await launch({ javaScriptEnabled: false });
    const p = noJs.pages()[0] ?? (await noJs.newPage());
    await p.goto(server.url + 'rendered-test.html');
    assert.equal(await p.locator('.diagram > svg.fenboard-diagram').count(), 2);
    const box = await p.locator('.diagram > svg').first().boundingBox();
    assert.ok(box.width > 200 && Math.abs(box.width - box.height) < 40, `${box.width}x${box.height}`);
    await p.screenshot({ path: join(ARTIFACTS, '31-render-no-js.png'), fullPage: true });
    await noJs.close();
    await open('rendered-test.html');
    assert.equal(await page.locator('.diagram > fen-board').count(), 2);
    assert.equal(await page.locator('.diagram > svg').count(), 0);
  } finally {
    rmSync(join(REPO, 'www', 'rendered-test.html'), { force: true });
  }
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
