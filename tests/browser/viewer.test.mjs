// The viewer reads documents as they are: each seed file opened as a reader would (the file input), its game and
// language detected from the document, its diagrams live in that game; the menu switches the game at once; an
// invalid diagram shows its error in place; the teaching module loads only when a document is first shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch, ready } from './_chromium.mjs';

const SEEDS = '/work/shared/seeds/';
const seedFile = (prefix) => {
  try {
    const name = readdirSync(SEEDS).find((f) => f.startsWith(prefix));
    return name ? SEEDS + name : null;
  } catch {
    return null;
  }
};

let server;
let browser;
let page;
const requests = [];

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch({ viewport: { width: 1280, height: 900 } });
  page = browser.page;
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${server.url}viewer.html`);
  await ready(page);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const info = () => page.locator('#viewer-info');
const infoData = () => info().evaluate((el) => ({ ...el.dataset }));

/** Opens a file with the file input and waits for the viewer to have shown it. */
async function openFile(path) {
  const before = await info().textContent();
  await page.setInputFiles('#viewer-file', path);
  await page.waitForFunction((old) => document.querySelector('#viewer-info').textContent !== old, before);
}

test('the teaching module is not loaded before a document is shown', () => {
  assert.deepEqual(requests.filter((u) => u.includes('/teach/')), []);
});

test('the menu offers every game the site has a rules page for, Capablanca chess included', async () => {
  const options = await page.locator('#viewer-variant option').evaluateAll((els) => els.map((o) => o.value));
  for (const id of ['', 'chess', 'coregal', 'grand', 'bario', 'russian', 'capablanca']) assert.ok(options.includes(id), `${id} in ${options}`);
});

const SEED_CASES = [
  ['000_', 'coregal', 2, 2],
  ['001_', 'russian', 0, 0],
  ['002_', 'grand', 1, 1],
  ['003_', 'chess', 0, 0],
  ['004_', 'bario', 3, 3],
];

for (const [prefix, game, diagrams, boards] of SEED_CASES) {
  test(`seed ${prefix}: ${game} detected, French, ${diagrams} diagrams, ${boards} live boards`, async (t) => {
    const file = seedFile(prefix);
    if (!file) return t.skip('seeds not available');
    await openFile(file);
    const data = await infoData();
    assert.equal(data.variant, game, await info().textContent());
    assert.equal(data.lang, 'fr');
    assert.equal(Number(data.diagrams), diagrams);
    assert.equal(Number(data.boards), boards);
    assert.equal(await page.locator('#viewer-output .rules').getAttribute('lang'), 'fr');
    for (const b of await page.locator('#viewer-output fen-board').all()) assert.equal(await b.getAttribute('data-variant'), game);
    assert.doesNotMatch(await page.locator('#viewer-output').innerText(), /\|\s*\d+\s*\||fen:/);
    await page.screenshot({ path: join(ARTIFACTS, `43-viewer-seed-${prefix}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(ARTIFACTS, `43-viewer-seed-${prefix}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
}

test('a Capablanca page read in the viewer: its boards play Capablanca, the short diagrams as the whole FENs', async () => {
  const doc = join(ARTIFACTS, 'viewer-capablanca.pug');
  writeFileSync(doc, ['h1 Capablanca chess', 'p The chancellor moves as a rook or as a knight.', '.diagram', '  | fen:9k/10/10/10/10/3C6/10/9K d3:', ''].join('\n'));
  await openFile(doc);
  assert.equal(await info().getAttribute('data-variant'), 'capablanca');
  const board = page.locator('#viewer-output fen-board');
  assert.equal(await board.getAttribute('data-variant'), 'capablanca');
  assert.deepEqual(await board.evaluate((el) => el.state.marks), ['d3']);
  await board.locator('[data-square="d3"]').click();
  const targets = await board.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square));
  assert.ok(['c5', 'e5', 'b2', 'f4', 'd8', 'j3', 'a3'].every((s) => targets.includes(s)), targets.join());
  assert.ok(!targets.includes('e4'), 'no diagonal step');
});

test('the Coregal seed: its first diagram is a win for White; the menu reads it as chess at once', async (t) => {
  const file = seedFile('000_');
  if (!file) return t.skip('seeds not available');
  await openFile(file);
  assert.match(await info().textContent(), /Game: Coregal, detected: the text names it \("Coregal"\)/);
  const first = () => page.locator('#viewer-output fen-board').first();
  // In the document's language (French).
  assert.match(await first().locator('.fb-status').textContent(), /les Blancs gagnent/);
  assert.equal(await first().evaluate((el) => el.state.status.outcome?.winner), 'w');
  assert.ok(requests.some((u) => u.includes('/pkg/teach/')), 'the teaching module came with the first document');
  // The document is French: so are the boards' explanations.
  const castled = page.locator('#viewer-output fen-board').nth(1);
  assert.match(await castled.locator('.fb-status').textContent(), /^Les Blancs ou les Noirs commencent/, 'either side may start, in French');
  // An attempt by drag (a tap on an empty square that is no move only deselects).
  await castled.locator('[data-square="g1"]').dragTo(castled.locator('[data-square="g3"]'));
  await page.waitForFunction(() => !document.querySelectorAll('#viewer-output .fb-explain')[1].hidden);
  assert.equal(await castled.locator('.fb-explain').textContent(), 'Un roi ne peut pas aller de g1 à g3.');
  await page.selectOption('#viewer-variant', 'chess');
  await page.waitForFunction(() => document.querySelector('#viewer-info').dataset.variant === 'chess');
  assert.equal(await first().getAttribute('data-variant'), 'chess');
  assert.equal(await first().evaluate((el) => el.state.status.turn), 'b');
  assert.deepEqual(await first().evaluate((el) => el.state.status.checkedSquares), ['f3'], 'Black to move, in check: chess rules');
  assert.match(await info().textContent(), /Chess, as chosen \(detected: Coregal\)/);
  await page.selectOption('#viewer-variant', '');
  await page.waitForFunction(() => document.querySelector('#viewer-info').dataset.variant === 'coregal');
});

test('the OCR seed: two columns read as text, and the line that cannot be split said so', async (t) => {
  const file = seedFile('003_');
  if (!file) return t.skip('seeds not available');
  await openFile(file);
  const text = await page.locator('#viewer-output').innerText();
  assert.doesNotMatch(text, /\|/);
  assert.match(text, /Les pions ne peuvent se déplacer que vers l’avant/);
  assert.ok(await page.locator('#viewer-output .rules > p').count() > 10, 'paragraphs, not one block');
  assert.match(await info().textContent(), /two columns .*\(1 line without a column mark kept whole: the columns cannot be told apart there/);
});

test('an invalid diagram is shown in its place with the engine\'s message', async () => {
  const doc = join(ARTIFACTS, 'viewer-invalid.pug');
  writeFileSync(doc, [
    'p The first diagram is fine.',
    '.diagram',
    '  | fen:4k3/8/8/8/8/8/8/4K3:',
    'p The second one has nine squares on a row.',
    '.diagram',
    '  | fen:4k3/ppppppppp/8/8/8/8/8/4K3:',
    'p The end.',
  ].join('\n'));
  await openFile(doc);
  const error = page.locator('#viewer-output .diagram-error');
  assert.equal(await error.count(), 1);
  assert.match(await error.textContent(), /Diagram 2 cannot be shown as Chess: diagram row 2 \('ppppppppp'\) has 9 squares, the board has 8 files/);
  // In its place: after the paragraph that introduces it, before the next one.
  const order = await page.locator('.rules > p, .rules .diagram-error, .rules fen-board').evaluateAll((els) => els.map((e) => e.className || e.tagName));
  assert.deepEqual(order.map((c) => (/fenboard/.test(c) ? 'board' : c)), ['P', 'board', 'P', 'diagram-error', 'P']);
  assert.match(await info().textContent(), /2 diagrams, 1 live board, 1 that cannot be shown/);
  await page.screenshot({ path: join(ARTIFACTS, '44-viewer-invalid.png'), fullPage: true });
});

test('no console errors', () => {
  assert.deepEqual(browser.problems, []);
});
