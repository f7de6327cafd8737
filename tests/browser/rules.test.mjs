// The rules pages tell the truth: every move a caption describes is played on its board, by clicks as a reader
// would; a diagram that does not say whose turn it is starts with the side of the first piece touched; every page
// links to the other rules pages, the viewer and Play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch, ready } from './_chromium.mjs';

const RULES = ['chess', 'coregal', 'grand', 'bario', 'russian', 'international', 'capablanca'];
let server;
let browser;
let page;

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch({ viewport: { width: 1000, height: 800 } });
  page = browser.page;
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(id) {
  await page.goto(`${server.url}rules/${id}.html`);
  await ready(page);
}

/** The board of the diagram whose text starts with `start`. */
const boardOf = (start) => page.locator(`fen-board[fen^="${start}"]`);
const click = (b, square) => b.locator(`[data-square="${square}"]`).click();
const pieceOn = (b, sq) => b.locator(`[data-square="${sq}"]`).evaluate((el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const statusText = (b) => b.locator('.fb-status').textContent();
const lastSan = (b) => b.evaluate((el) => el.state.lastMove?.san ?? null);
const winner = (b) => b.evaluate((el) => el.state.status.outcome?.winner ?? null);
const turn = (b) => b.evaluate((el) => el.state.status.turn);

test('chess: en passant on d6, castling both ways, promotion to each piece', async () => {
  await open('chess');
  const ep = boardOf('4k3/8/8/3pP3');
  await click(ep, 'e5');
  await click(ep, 'd6');
  assert.equal(await lastSan(ep), 'exd6');
  assert.equal(await pieceOn(ep, 'd6'), 'P');
  assert.equal(await pieceOn(ep, 'd5'), null, 'the d5 pawn was taken en passant');
  const castle = boardOf('r3k2r/');
  for (const [to, king, rook, san] of [['g1', 'g1', 'f1', 'O-O'], ['c1', 'c1', 'd1', 'O-O-O'], ['h1', 'g1', 'f1', 'O-O']]) {
    await click(castle, 'e1');
    await click(castle, to);
    assert.equal(await lastSan(castle), san, `e1 then ${to}`);
    assert.equal(await pieceOn(castle, king), 'K');
    assert.equal(await pieceOn(castle, rook), 'R');
    await castle.locator('.fb-reset').click();
  }
  const promotion = boardOf('4k3/1P6/');
  for (const piece of ['q', 'r', 'b', 'n']) {
    await click(promotion, 'b7');
    await click(promotion, 'b8');
    await promotion.locator(`.fb-chooser button[data-uci="b7b8${piece}"]`).click();
    assert.equal(await pieceOn(promotion, 'b8'), piece.toUpperCase());
    await promotion.locator('.fb-reset').click();
  }
  await page.screenshot({ path: join(ARTIFACTS, '41-rules-chess.png'), fullPage: true });
});

test('Coregal: the king and the queen castle as the caption says', async () => {
  await open('coregal');
  const b = boardOf('r2qk2r/');
  await click(b, 'e1');
  await click(b, 'h1');
  assert.equal(await lastSan(b), 'O-O');
  assert.deepEqual([await pieceOn(b, 'g1'), await pieceOn(b, 'f1')], ['K', 'R']);
  await b.locator('.fb-reset').click();
  await click(b, 'd1');
  await click(b, 'a1');
  assert.equal(await lastSan(b), 'QO-O');
  assert.deepEqual([await pieceOn(b, 'b1'), await pieceOn(b, 'c1')], ['Q', 'R']);
  // The fork: Black to move has lost, as the caption says.
  assert.equal(await winner(boardOf('4Q3/4K3/')), 'w');
});

test('Grand: the black cardinal takes on c5 and on f5; touching it lets Black start', async () => {
  await open('grand');
  const b = boardOf('10/10/10/10/10/2R2Q4/');
  assert.match(await statusText(b), /White or Black to move/);
  for (const [to, san] of [['c5', 'Cxc5'], ['f5', 'Cxf5']]) {
    await click(b, 'e3');
    await click(b, to);
    assert.equal(await lastSan(b), san);
    assert.equal(await pieceOn(b, to), 'c');
    assert.equal(await turn(b), 'w', 'Black played: White to move');
    await b.locator('.fb-reset').click();
  }
  // Back at the start either side may still begin: a white piece, then White moves.
  await click(b, 'c5');
  await click(b, 'c3');
  assert.equal(await pieceOn(b, 'c3'), 'R');
  await page.screenshot({ path: join(ARTIFACTS, '42-rules-grand.png'), fullPage: true });
});

test("Bario: defining d1 as a knight and playing it to e3 gives the after-board, Black to move", async () => {
  await open('bario');
  const before = boardOf('uuu1kuuu/2p5/2n5/');
  const after = boardOf('uuu1kuuu/2p5/2u5/');
  assert.match(await statusText(after), /^Black to move/);
  await before.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="N"]').click();
  await click(before, 'd1');
  await click(before, 'e3');
  assert.equal(await lastSan(before), 'N@d1,Ne3');
  const [played, shown] = await Promise.all([before, after].map((b) => b.evaluate((el) => el.state.fen)));
  // The same position: board, side to move, reserves (the move counters aside).
  const fields = (fen) => fen.split(' ').filter((_, i) => i !== 2);
  assert.deepEqual(fields(played), fields(shown));
  assert.match(await statusText(before), /Black to move/);
});

test('international draughts: the majority capture, a king flying over and on, a man crowned, one passing the far rank', async () => {
  await open('international');
  // 33x22x13x4 takes three; 35x24 (one piece) is not allowed.
  const majority = boardOf('W;W33,35');
  await click(majority, 'f4');
  assert.deepEqual(await majority.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['d6', 'f8', 'h10']);
  await click(majority, 'h10');
  assert.equal(await lastSan(majority), '33x4');
  assert.equal(await pieceOn(majority, 'h10'), 'K', 'the capture ends on the far rank: crowned');
  for (const sq of ['e5', 'e7', 'g9']) assert.equal(await pieceOn(majority, sq), null, `${sq} taken`);
  // The king must stop on 19 (g7) and go on over 13 (f8).
  const king = boardOf('W;WK41');
  await click(king, 'b2');
  assert.deepEqual(await king.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['d10', 'e9', 'g7']);
  await click(king, 'g7');
  await click(king, 'd10');
  assert.equal(await lastSan(king), '41x2');
  assert.equal(await winner(king), 'w');
  // A man stepping to the far rank is crowned.
  const crown = boardOf('W;W8;');
  await click(crown, 'e9');
  await click(crown, 'f10');
  assert.equal(await pieceOn(crown, 'f10'), 'K');
  // One that passes it goes on as a man.
  const passing = boardOf('W;W15;');
  await click(passing, 'j8');
  await click(passing, 'f8');
  assert.equal(await lastSan(passing), '15x13');
  assert.equal(await pieceOn(passing, 'f8'), 'M');
  await page.screenshot({ path: join(ARTIFACTS, '43-rules-international.png'), fullPage: true });
});

test('a diagram without a turn: the first piece touched decides, and the status says either side may start', async () => {
  await open('chess');
  const mate = boardOf('6k1/5ppp/');
  assert.match(await statusText(mate), /White or Black to move: touch a piece/);
  await click(mate, 'g8');
  assert.deepEqual(await mate.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['f8', 'h8']);
  await click(mate, 'h8');
  assert.equal(await lastSan(mate), 'Kh8');
  assert.doesNotMatch(await statusText(mate), /White or Black/);
  await mate.locator('.fb-undo').click();
  assert.equal(await lastSan(mate), null);
  // Taken back to the start, either side may begin again.
  await click(mate, 'a1');
  await click(mate, 'a8');
  assert.equal(await lastSan(mate), 'Ra8#');
  assert.equal(await winner(mate), 'w');
  // A diagram that gives the turn (a full FEN) does not offer the other side.
  const ep = boardOf('4k3/8/8/3pP3');
  assert.match(await statusText(ep), /^White to move/);
  await click(ep, 'e8');
  assert.equal(await ep.locator('.fb-sq.target').count(), 0);
});

test('every rules page links to the others, the viewer, Play and Define', async () => {
  for (const id of RULES) {
    await page.goto(`${server.url}rules/${id}.html`);
    const links = await page.locator('nav.site a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    const expected = [...RULES.filter((r) => r !== id).map((r) => `${r}.html`), '../viewer.html', '../play.html', '../define.html', '../index.html'];
    for (const href of expected) assert.ok(links.includes(href), `${id}: ${href} in ${links}`);
    assert.equal(await page.locator('nav.site [aria-current="page"]').count(), 1);
  }
});

test('no console errors', () => {
  assert.deepEqual(browser.problems, []);
});
