// The viewer on rules pages written for this test (tests/browser/corpus/: 24 games, English and French, boards from
// 5×5 to 16×4, unknown letters, pages naming chess in passing), each opened as a reader would (the file input): the
// game decided, the message at the top, no board of a game fenboard does not play (pictures that take no move), and
// the boards of the games it plays playing their own rules. Then what the reader can do on such a page: choose a game,
// or paste the game's definition.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, REPO, launch, playMove, ready } from './_chromium.mjs';

const CORPUS = join(REPO, 'tests', 'browser', 'corpus');

// What each page is: a game fenboard plays (its id, and what its boards must do by its own rules), or another game,
// named (`other`) or not (`title` then quoted).
const PAGES = {
  'chess-en.pug': { game: 'chess', lang: 'en', diagrams: 3, rule: 'en passant: the pawn on e5 takes on d6', own: (b) => targets(b, 1, 'e5'), expect: ['d6', 'e6'] },
  'coregal-fr.pug': { game: 'coregal', lang: 'fr', diagrams: 1, rule: 'the queen is royal: attacked, it is in check', own: (b) => state(b, 0, (s) => s.status.checkedSquares), expect: ['d1'] },
  'grand-en.pug': { game: 'grand', lang: 'en', diagrams: 1, rule: 'the cardinal jumps as a knight and slides as a bishop', own: (b) => targets(b, 0, 'e6'), has: ['c7', 'd8', 'g8', 'a2', 'j1'], not: ['e7'] },
  'bario-fr.pug': { game: 'bario', lang: 'fr', diagrams: 1, rule: 'each side has its reserve', own: (b) => state(b, 0, (s) => s.status.reserve), expect: { w: { r: 2, n: 2, b: 2, q: 1 }, b: { r: 2, n: 2, b: 2, q: 1 } } },
  'russian-fr.pug': { game: 'russian', lang: 'fr', diagrams: 1, rule: 'capture is compulsory', own: (b) => state(b, 0, (s) => s.moves.map((m) => m.captured.length > 0)), expect: [true] },
  'capablanca-en.pug': { game: 'capablanca', lang: 'en', diagrams: 2, rule: 'the archbishop jumps as a knight and slides as a bishop', own: (b) => targets(b, 0, 'e4'), has: ['d6', 'f6', 'c5', 'g3', 'h7', 'a8', 'b1'], not: ['e5'] },
  'atomic-en.pug': { other: 'Atomic chess', lang: 'en', diagrams: 3 },
  'crazyhouse-fr.pug': { other: 'Crazyhouse', lang: 'fr', diagrams: 2 },
  'xiangqi-en.pug': { other: 'Xiangqi', lang: 'en', diagrams: 2, squares: 90 },
  'shogi-fr.pug': { other: 'Shogi', lang: 'fr', diagrams: 2, squares: 81 },
  'losers-en.pug': { other: 'Losers', lang: 'en', diagrams: 1 },
  'circular-fr.pug': { other: 'Circular chess', lang: 'fr', diagrams: 1, squares: 64 },
  'dark-en.pug': { other: 'Dark chess', lang: 'en', diagrams: 1 },
  'knightmate-en.pug': { other: 'Knightmate', lang: 'en', diagrams: 2 },
  'berolina-fr.pug': { other: 'Berolina chess', lang: 'fr', diagrams: 2 },
  'minichess-en.pug': { title: 'Gardner\'s minichess', lang: 'en', diagrams: 2, squares: 25, why: /5×5 boards\) fit no game fenboard plays/ },
  'losalamos-fr.pug': { other: 'Los Alamos chess', lang: 'fr', diagrams: 1, squares: 36 },
  'dames-internationales-fr.pug': { game: 'international', lang: 'fr', diagrams: 1, rule: 'men step diagonally forward, on the 10×10 board', own: (b) => targets(b, 0, 'h4'), has: ['g5', 'i5'], not: ['h5', 'g3'] },
  'makruk-en.pug': { other: 'Makruk', lang: 'en', diagrams: 2 },
  'courier-en.pug': { title: 'Courier chess', lang: 'en', diagrams: 1, squares: 96, why: /12×8 board, the letters c, e, f, m, w\) fits no game/ },
  'douze-fr.pug': { title: 'Le jeu des Douze', lang: 'fr', diagrams: 2, squares: 144, why: /12×12 boards, the letters x, z\) fit no game/ },
  'threecheck-en.pug': { other: 'Three-check', lang: 'en', diagrams: 1 },
  'hnefatafl-en.pug': { title: 'Hnefatafl', lang: 'en', diagrams: 2, squares: 121, why: /11×11, 7×7 boards, the letters a, d\) fit no game/ },
  'licorne-fr.pug': { title: 'Les échecs à la licorne', lang: 'fr', diagrams: 1, why: /a lone 'u' is no evidence of Bario/ },
};

let server;
let browser;
let page;

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  page = browser.page;
  await page.goto(`${server.url}viewer.html`);
  await ready(page);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const info = () => page.locator('#viewer-info');
const output = () => page.locator('#viewer-output');

/** Opens a file with the file input and waits for the viewer to have shown it. */
async function openFile(path) {
  const old = (await info().getAttribute('data-shown')) ?? '';
  await page.setInputFiles('#viewer-file', path);
  await page.waitForFunction((n) => (document.querySelector('#viewer-info').dataset.shown ?? '') !== n, old);
}

const board = (n) => output().locator('fen-board').nth(n);
const state = (b, n, pick) => board(n).evaluate((el, source) => (0, eval)(source)(el.state), pick.toString());
/** The squares a board's piece on `from` reaches: clicked, as a reader does. */
async function targets(b, n, from) {
  await board(n).locator(`[data-square="${from}"]`).click();
  const squares = await board(n).locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  await board(n).locator(`[data-square="${from}"]`).click(); // unselected
  return squares;
}

test('the corpus: at least 20 games, English and French, boards from 5×5 to 12×12', () => {
  const files = readdirSync(CORPUS).filter((f) => f.endsWith('.pug')).sort();
  assert.deepEqual(files, Object.keys(PAGES).sort(), 'every page of the corpus has its expectations');
  assert.ok(files.length >= 20);
  assert.ok(files.some((f) => f.endsWith('-fr.pug')) && files.some((f) => f.endsWith('-en.pug')));
});

for (const [file, want] of Object.entries(PAGES)) {
  const label = want.game ? `${want.game}, played by its own rules (${want.rule})` : `${want.other ?? 'an unnamed game'}, not played: pictures that take no move`;
  test(`${file}: ${label}`, async () => {
    await openFile(join(CORPUS, file));
    const data = await info().evaluate((el) => ({ ...el.dataset }));
    const text = await info().textContent();
    assert.equal(data.variant, want.game ?? '', text);
    assert.equal(data.lang, want.lang);
    assert.equal(Number(data.diagrams), want.diagrams);
    assert.equal(await output().locator('.rules').getAttribute('lang'), want.lang);
    const about = page.locator('#viewer-about');
    if (want.game) {
      assert.equal(await about.isVisible(), false, 'no note at the top');
      assert.match(text, /^Game: [^,]+, detected: /);
      assert.equal(Number(data.boards), want.diagrams);
      for (const b of await output().locator('fen-board').all()) assert.equal(await b.getAttribute('data-variant'), want.game);
      const got = await want.own(page);
      if (want.expect) assert.deepEqual(got, want.expect, want.rule);
      for (const square of want.has ?? []) assert.ok(got.includes(square), `${want.rule}: ${square} in ${got}`);
      for (const square of want.not ?? []) assert.ok(!got.includes(square), `${want.rule}: not ${square}`);
      // A move of its own game is played on its first board that has one.
      const index = await output().locator('fen-board').evaluateAll((els) => els.findIndex((el) => el.state?.moves.length));
      await playMove(board(index));
      assert.equal(await board(index).evaluate((el) => el.state.history.length), 1);
    } else {
      const note = await about.innerText();
      if (want.other) {
        assert.equal(data.other, want.other);
        assert.match(note, new RegExp(`^This page is about ${want.other}, which fenboard does not play: its diagrams are shown as pictures\\.`));
        assert.match(text, new RegExp(`^Game: ${want.other}, detected: the (title|text) names it`));
      } else {
        assert.equal(data.other, '');
        assert.match(note, new RegExp(`^This page, “${want.title}”, is about a game fenboard does not play: its diagrams are shown as pictures\\.`));
        assert.match(note, want.why);
      }
      assert.match(note, /choose a game it plays .* or paste the game’s definition/);
      // No board: pictures, one per diagram, with nothing to play.
      assert.equal(await output().locator('fen-board').count(), 0);
      assert.equal(Number(data.boards), 0);
      assert.equal(await output().locator('.diagram-picture .fb-picture').count(), want.diagrams);
      assert.equal(await output().locator('[role="gridcell"], [role="grid"], button').count(), 0, 'nothing to press');
      if (want.squares) assert.equal(await output().locator('.diagram-picture').first().locator('.fb-sq').count(), want.squares);
      const before = await output().innerHTML();
      const picture = output().locator('.fb-picture').first();
      const box = await picture.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
      await page.mouse.click(box.x + box.width / 2, box.y + (box.height * 2) / 3);
      assert.equal(await output().innerHTML(), before, 'a click changes nothing');
    }
    assert.doesNotMatch(await output().innerText(), /\b(?:img|script|include)\(|&nbsp;|#\[/);
    await page.screenshot({ path: join(ARTIFACTS, `50-corpus-${file.replace('.pug', '')}.png`), fullPage: true });
  });
}

test('an unknown game read as a game fenboard plays, by the menu: live boards, and no message guessing another game', async () => {
  await openFile(join(CORPUS, 'knightmate-en.pug'));
  await page.selectOption('#viewer-variant', 'chess');
  await page.waitForFunction(() => document.querySelector('#viewer-info').dataset.variant === 'chess');
  assert.equal(await page.locator('#viewer-about').isVisible(), false);
  assert.match(await info().textContent(), /Game: Chess, as chosen \(detected: Knightmate, which fenboard does not play\)/);
  // Its diagrams hold commoners (M): not chess pieces, said without naming another game.
  const errors = output().locator('.diagram-error');
  assert.equal(await errors.count(), 2);
  assert.match(await errors.first().textContent(), /cannot be shown as Chess: unknown piece letter 'm' in diagram row 1: Chess diagrams use p n b r q k/);
  assert.doesNotMatch(await output().innerText(), /russian/i);
  await openFile(join(CORPUS, 'hnefatafl-en.pug'));
  assert.match(await info().textContent(), /Game: Chess, as chosen \(detected: a game fenboard does not play\)\./);
  assert.equal(await output().locator('.diagram-error').count(), 2, 'an 11×11 and a 7×7 board are no chess boards');
  await page.selectOption('#viewer-variant', '');
  await page.waitForFunction(() => document.querySelector('#viewer-info').dataset.variant === '');
});

test('the game\'s definition pasted: the page is that game\'s, its boards play it (the royal knight jumps)', async () => {
  await openFile(join(CORPUS, 'knightmate-en.pug'));
  assert.equal(await info().getAttribute('data-other'), 'Knightmate');
  await page.click('#viewer-about button:has-text("paste the game’s definition")');
  assert.equal(await page.locator('#viewer-definition').evaluate((el) => el === document.activeElement), true);
  await page.fill('#viewer-definition', '{"id": "knightmate", "name": "Knightmate"');
  await page.click('#viewer-define-button');
  assert.match(await page.locator('#viewer-define-status').textContent(), /^Not defined: /);
  await page.fill('#viewer-definition', readFileSync(join(REPO, 'variants', 'knightmate.json'), 'utf8'));
  await page.click('#viewer-define-button');
  await page.waitForFunction(() => document.querySelector('#viewer-info').dataset.variant === 'knightmate', null, { timeout: 10_000 });
  assert.match(await page.locator('#viewer-define-status').textContent(), /Knightmate \(knightmate\), 8×8: defined/);
  assert.equal(await page.locator('#viewer-about').isVisible(), false);
  assert.equal(await output().locator('fen-board').count(), 2);
  assert.deepEqual(await targets(page, 1, 'e1'), ['c2', 'd3', 'f3', 'g2']);
  assert.ok(await page.locator('#viewer-variant option[value="knightmate"]').count());
  await page.screenshot({ path: join(ARTIFACTS, '51-corpus-knightmate-defined.png'), fullPage: true });
});

test('screenshots of the viewer on an unknown game at 1280 and 390 px', async () => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const file of ['atomic-en.pug', 'xiangqi-en.pug']) {
      await openFile(join(CORPUS, file));
      await page.screenshot({ path: join(ARTIFACTS, `52-viewer-${file.replace('.pug', '')}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('no console errors', () => {
  assert.deepEqual(browser.problems, []);
});
