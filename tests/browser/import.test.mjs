// Browser tests of games read from PGN and PDN onto live boards (issue 31): board.loadPgn shows the main line with
// its variations (branches of the move list) and comments, copies them back as PGN, and refuses a bad text changing
// nothing; the Play page reads a pasted or opened game, its errors shown in the page. Screenshots of the Play page
// at 1280 and 390 px in test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch } from './_chromium.mjs';

let server;
let browser;
let page;
let problems;

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch({ viewport: { width: 1280, height: 900 } });
  ({ page, problems } = browser);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const GAME = `[Event "Casual"]
[White "Ada"]
[Black "Alan"]

{A quiet start} 1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) d6) (1... e6) 2. Nf3 $1 Nc6 {develops} 3. Bb5 *`;

async function openPlay(width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}play.html`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000 });
}

const plies = (b) => b.locator('.fb-line button[data-ply]').evaluateAll((els) => els.map((e) => e.textContent));
const variations = (b) => b.locator('.fb-line li.fb-variation').evaluateAll((els) => els.map((li) => li.textContent));

test('board.loadPgn: the main line at its end, variations as branches, comments in the list and in the copied PGN', async () => {
  await openPlay();
  const b = page.locator('#board');
  const read = await b.evaluate((el, text) => el.loadPgn(text), GAME);
  assert.deepEqual(read, { tags: { Event: 'Casual', White: 'Ada', Black: 'Alan' }, result: '*' });
  assert.deepEqual(await plies(b), ['Start', 'e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  assert.equal(await b.evaluate((el) => el.fen), 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
  // The two variations of 1... e5, under its row; the nested 2. c3 shows once its line is chosen.
  assert.deepEqual(await variations(b), ['1... c5Sicilian2. Nf3d6', '1... e6']);
  assert.deepEqual(await b.locator('.fb-line li.fb-comment').allTextContents(), ['A quiet start', 'develops']);
  await b.locator('.fb-line li.fb-variation button', { hasText: 'd6' }).click();
  assert.deepEqual(await plies(b), ['Start', 'e4', 'c5', 'Nf3', 'd6']);
  assert.deepEqual(await variations(b), ['1... e52. Nf3Nc6develops3. Bb5', '1... e6', '2. c3d5']);
  // The copied PGN: the whole tree, comments and variations, back as it was read (the line now the Sicilian).
  const text = await b.evaluate((el) => el.board.exportLine());
  assert.match(text, /^\[Event "Casual"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Round "\?"\]\n\[White "Ada"\]\n\[Black "Alan"\]\n\[Result "\*"\]\n/, 'its tags kept');
  assert.match(text, /\n\n\{A quiet start\} 1\. e4 c5 \{Sicilian\} \(1\.\.\. e5 2\. Nf3 Nc6 \{develops\} 3\. Bb5\)\s+\(1\.\.\. e6\) 2\. Nf3\s+\(2\. c3 d5\) 2\.\.\. d6 \*\n$/);
  await b.screenshot({ path: join(ARTIFACTS, '80-pgn-variations.png') });

  // A bad text: the code and the move named; the board as it was.
  const fen = await b.evaluate((el) => el.fen);
  const refusal = (text) => b.evaluate((el, text) => {
    try {
      el.loadPgn(text);
      return null;
    } catch (e) {
      return `${e.code}: ${e.message}`;
    }
  }, text);
  assert.equal(await refusal('1. e4 e5 (1... d5 2. exd5 Qxd4) 2. Nf3 *'), 'illegal-move: PGN move 2... Qxd4 (in a variation): illegal move \'Qxd4\' in this position');
  assert.equal(await refusal('1. e4 (e5'), 'pgn-syntax: PGN: a variation is not closed');
  assert.equal(await refusal('[Variant "Shogi"]\n\n1. e4 *'), 'unknown-variant: PGN: Variant "Shogi" is not a game fenboard plays (Standard, Coregal, Grand, Bario)');
  assert.equal(await b.evaluate((el) => el.fen), fen);

  // PDN: a draughts game, its GameType switching the board's game.
  await b.evaluate((el) => el.loadPgn('[GameType "25"]\n\n1. c3-d4 {center} f6-g5 (1... f6-e5 2. d4:f6 g7:e5) 2. b2-c3 *'));
  assert.equal(await b.evaluate((el) => el.state.variant), 'russian');
  assert.deepEqual(await plies(b), ['Start', 'c3-d4', 'f6-g5', 'b2-c3']);
  assert.deepEqual(await variations(b), ['1... f6-e52. d4:f6g7:e5']);
  assert.deepEqual(await b.locator('.fb-line li.fb-comment').allTextContents(), ['center']);
});

test('the Play page reads a pasted game and an opened file; its errors shown in the page', async () => {
  await openPlay();
  await page.click('#import summary');
  await page.fill('#pgn', '[Variant "Grand"]\n\n1. e4 e7 (1... f7 {or so}) 2. Nc4 *');
  await page.click('#pgn-read');
  const b = page.locator('#board');
  assert.equal(await page.locator('#variant').inputValue(), 'grand');
  assert.deepEqual(await plies(b), ['Start', 'e4', 'e7', 'Nc4']);
  assert.deepEqual(await variations(b), ['1... f7or so']);
  assert.equal(await page.locator('#error').textContent(), '');
  assert.equal(await page.locator('#current-fen').textContent(), await b.evaluate((el) => el.fen));
  assert.match(page.url(), /variant=grand/);
  await page.screenshot({ path: join(ARTIFACTS, '81-play-import-1280.png'), fullPage: true });

  // An illegal move: named in the page, the board unchanged.
  const fen = await b.evaluate((el) => el.fen);
  await page.fill('#pgn', '[Variant "Standard"]\n\n1. e4 e5 2. Ke3 *');
  await page.click('#pgn-read');
  assert.equal(await page.locator('#error').textContent(), 'illegal-move: PGN move 2. Ke3: illegal move \'Ke3\' in this position');
  assert.equal(await b.evaluate((el) => el.fen), fen);
  await page.fill('#pgn', '1. e4 )');
  await page.click('#pgn-read');
  assert.match(await page.locator('#error').textContent(), /^pgn-syntax: PGN: '\)' at offset 6 closes no variation$/);

  // A file opened: read at once.
  await page.setInputFiles('#pgn-file', { name: 'game.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(`[Variant "Standard"]\n${GAME}`) });
  await page.waitForFunction(() => document.querySelector('#board').state.variant === 'chess');
  assert.deepEqual(await plies(b), ['Start', 'e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  assert.equal(await page.locator('#error').textContent(), '');
  assert.equal(await page.locator('#variant').inputValue(), 'chess');

  // On a phone: the import under the board, its controls 44 px high, nothing wider than the screen.
  await openPlay(390);
  await page.click('#import summary');
  await page.fill('#pgn', GAME);
  await page.click('#pgn-read');
  const phone = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    read: document.querySelector('#pgn-read').getBoundingClientRect().height,
    file: document.querySelector('.file-button').getBoundingClientRect().height,
  }));
  assert.ok(phone.wide <= 390, `no sideways scroll: ${phone.wide}`);
  assert.ok(phone.read >= 44 && phone.file >= 44, JSON.stringify(phone));
  await page.screenshot({ path: join(ARTIFACTS, '82-play-import-390.png'), fullPage: true });
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
