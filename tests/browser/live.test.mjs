// Browser tests of how every live board moves, speaks and records (issue 18): motion (and none under reduced motion),
// one announcement per event, explanations for a touched piece with no move, the move list (positions, PGN and PDN
// copied and read back by Game), Bario's reserve keeping the focus, French words, no engine for a side without pieces.
// Headless Debian Chromium via playwright-core; screenshots in test-artifacts/.
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
  browser = await launch({ viewport: { width: 1000, height: 800 }, hasTouch: true });
  ({ page, problems } = browser);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path) {
  await page.goto(server.url + path);
  await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready', null, { timeout: 20_000 });
}

const cell = (b, sq) => b.locator(`[data-square="${sq}"]`);
const squares = (b, cls) => b.locator(`.fb-sq.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
const pieceOn = (b, sq) => cell(b, sq).evaluate((el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const play = async (b, from, to) => (await cell(b, from).click(), await cell(b, to).click());
// An illegal attempt is made by drag: a tap on an empty square that is no move deselects (a misclick, not a try).
const drag = (b, from, to) => cell(b, from).dragTo(cell(b, to));
const settle = () => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));

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

/** The position (px, relative to the board's grid) of the piece drawn on `square`, every frame for `ms`. */
function track(b, square, ms) {
  return b.evaluate((el, [square, ms]) => new Promise((resolve) => {
    const out = [];
    const t0 = performance.now();
    const grid = el.querySelector('.fb-grid').getBoundingClientRect();
    const frame = () => {
      const piece = el.querySelector(`[data-square="${square}"] .fb-moving, [data-square="${square}"] [data-piece]`);
      const r = piece?.getBoundingClientRect();
      if (r) out.push({ t: performance.now() - t0, x: r.left - grid.left, y: r.top - grid.top });
      if (performance.now() - t0 < ms) requestAnimationFrame(frame);
      else resolve(out);
    };
    frame();
  }), [square, ms]);
}

/** Records every text the board's live regions (status and alert) take while `action` runs: what is announced. */
async function announced(b, action) {
  await b.evaluate((el) => {
    el.heard = [];
    el.observer = new MutationObserver(() => {
      for (const region of el.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent;
        if (text && region.said !== text) el.heard.push(text);
        region.said = text;
      }
    });
    for (const region of el.querySelectorAll('[role="status"], [role="alert"]')) region.said = region.textContent;
    el.observer.observe(el, { subtree: true, childList: true, characterData: true });
  });
  await action();
  await page.waitForTimeout(100);
  return b.evaluate((el) => (el.observer.disconnect(), el.heard));
}

test('a move animates: the piece slides over frames, castling moves the rook too; nothing moves under reduced motion', async () => {
  await open('index.html');
  const b = await addBoard({ variant: 'chess', fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' });
  await cell(b, 'a1').click();
  const [frames] = await Promise.all([track(b, 'a5', 700), cell(b, 'a5').click()]);
  const ys = [...new Set(frames.map((f) => Math.round(f.y)))];
  assert.ok(ys.length >= 4, `the rook passes through several places: ${ys}`);
  assert.ok(ys[0] > ys[ys.length - 1], 'from a1 upwards to a5');
  const end = await cell(b, 'a5').boundingBox();
  const grid = await b.locator('.fb-grid').boundingBox();
  const last = frames[frames.length - 1];
  assert.ok(Math.abs(last.y - (end.y - grid.y)) < 2, 'it ends on a5'); // a piece fills its square (js/boards.css)
  const took = frames.find((f) => f.y === last.y).t - frames[0].t;
  assert.ok(took > 100 && took < 320, `in about 180 ms: ${took}`);
  // Black castles by king then rook: both pieces travel.
  await cell(b, 'e8').click();
  const [king, rook] = await Promise.all([track(b, 'g8', 600), track(b, 'f8', 600), cell(b, 'h8').click()]);
  assert.ok(new Set(king.map((f) => Math.round(f.x))).size >= 3, 'the king slides');
  assert.ok(new Set(rook.map((f) => Math.round(f.x))).size >= 3, 'the rook slides');
  assert.ok(rook[1].x > rook[rook.length - 1].x, 'the rook comes from h8');
  await settle();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await cell(b, 'a5').click();
    const [still] = await Promise.all([track(b, 'a8', 200), cell(b, 'a8').click()]);
    assert.equal(new Set(still.map((f) => `${f.x},${f.y}`)).size, 1, 'under reduced motion the piece is at once where it lands');
    assert.equal(await b.evaluate(() => document.getAnimations().length), 0);
  } finally {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
});

test('a draughts capture travels its path square by square; each man taken is marked until the move ends', async () => {
  await open('rules/russian.html');
  const b = page.locator('fen-board').nth(1); // h2:f4:h6:f8:b4:e1
  await b.scrollIntoViewIfNeeded();
  await cell(b, 'h2').click();
  await cell(b, 'f4').click();
  await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
  const path = ['h2', 'f4', 'h6', 'f8', 'b4', 'e1'];
  const taken = ['g3', 'g5', 'g7', 'd6', 'd2'];
  const at = (t) => b.evaluate((el, t) => {
    document.getAnimations().forEach((a) => (a.currentTime = t));
    const mover = el.querySelector('[data-square="e1"] .fb-moving').getBoundingClientRect();
    const centre = [mover.left + mover.width / 2, mover.top + mover.height / 2];
    const over = [...el.querySelectorAll('.fb-sq')].find((c) => {
      const r = c.getBoundingClientRect();
      return centre[0] >= r.left && centre[0] < r.right && centre[1] >= r.top && centre[1] < r.bottom;
    });
    const marked = [...el.querySelectorAll('.fb-taken')].filter((g) => getComputedStyle(g.querySelector('.fb-taken-mark')).opacity === '1');
    return { over: over.dataset.square, men: el.querySelectorAll('.fb-taken').length, marked: marked.map((g) => g.parentElement.dataset.square).sort() };
  }, t);
  for (let hop = 0; hop < path.length; hop++) {
    const state = await at(hop * 150 + (hop === path.length - 1 ? -1 : 0));
    assert.equal(state.over, path[hop], `after ${hop} jumps the man is on ${path[hop]}`);
    assert.equal(state.men, 5, 'the men taken stay on the board');
    assert.deepEqual(state.marked, taken.slice(0, hop).sort(), `after ${hop} jumps`);
    if (hop === 2) await b.screenshot({ path: join(ARTIFACTS, '50-draughts-capture-midway.png') });
  }
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await settle();
  assert.equal(await b.locator('.fb-taken').count(), 0, 'removed when the move ends');
  for (const sq of taken) assert.equal(await pieceOn(b, sq), null);
  assert.equal(await pieceOn(b, 'e1'), 'K');
});

test("Bario: a turn's steps in order, the piece defined first, then its move", async () => {
  await open('rules/bario.html');
  const b = await addBoard({ variant: 'bario', fen: 'uuukuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUKUUU w 2 - 22212221 -' });
  await b.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="N"]').click();
  await play(b, 'g1', 'f3');
  await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
  const at = (t) => b.evaluate((el, t) => {
    document.getAnimations().forEach((a) => (a.currentTime = t));
    const piece = el.querySelector('[data-square="f3"] [data-piece]');
    const g1 = el.querySelector('[data-square="g1"]').getBoundingClientRect();
    const r = piece.getBoundingClientRect();
    return { opacity: Number(getComputedStyle(piece).opacity), onG1: Math.abs(r.left - g1.left) < g1.width / 2 && Math.abs(r.top - g1.top) < g1.height / 2, undefinedShown: Boolean(el.querySelector('[data-square="g1"] .fb-ghosted [data-was="U"]')) };
  }, t);
  const early = await at(20);
  assert.ok(early.onG1 && early.opacity < 0.5 && early.undefinedShown, `first the undefined piece becomes a knight on g1: ${JSON.stringify(early)}`);
  const defined = await at(165);
  assert.ok(defined.onG1 && defined.opacity === 1, `then the knight stands on g1: ${JSON.stringify(defined)}`);
  const moved = await at(339);
  assert.ok(!moved.onG1, 'then it moves to f3');
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
});

test('one announcement per move, per undo, per illegal attempt (a drag); Escape and the next action clear the note', async () => {
  await open('rules/chess.html');
  const b = page.locator('fen-board[fen^="6k1/5ppp/"]');
  assert.deepEqual(await announced(b, () => play(b, 'g1', 'f1')), ['White played Kf1 (king g1 to f1). Black to move.']);
  // Back at the start of a diagram that does not say whose turn it is: either side may start again.
  assert.deepEqual(await announced(b, () => b.locator('.fb-undo').click()), ['Took back Kf1. White or Black to move: touch a piece to start with its side.']);
  const note = b.locator('.fb-explain');
  const heard = await announced(b, async () => {
    await drag(b, 'a1', 'b2');
    await page.waitForFunction((el) => el.querySelector('.fb-explain').textContent !== '', await b.elementHandle(), { timeout: 10_000 });
  });
  assert.deepEqual(heard, ['A rook cannot move from a1 to b2.'], 'said once');
  assert.equal(await b.getByText('A rook cannot move from a1 to b2.').count(), 1, 'shown once');
  await cell(b, 'g1').focus();
  await page.keyboard.press('Escape');
  assert.equal(await note.textContent(), '', 'Escape clears it');
  await drag(b, 'a1', 'b2');
  await page.waitForFunction((el) => el.querySelector('.fb-explain').textContent !== '', await b.elementHandle());
  await cell(b, 'g1').click();
  assert.equal(await note.textContent(), '', 'the next action clears it');
  assert.deepEqual(await squares(b, 'explained'), []);
});

test('a click, a tap or Enter on a piece with no legal move explains it, as a drag does (the pinned knight)', async () => {
  await open('rules/coregal.html');
  const b = page.locator('fen-board[fen^="4k3/8/8/8/q7/8/2N5/3QK3"]');
  const note = b.locator('.fb-explain');
  const expected = 'This move would leave your queen on d1 attacked by the queen on a4.';
  await cell(b, 'c2').click();
  await page.waitForFunction((el) => el.querySelector('.fb-explain').textContent !== '', await b.elementHandle(), { timeout: 10_000 });
  assert.equal(await note.textContent(), expected);
  assert.deepEqual(await squares(b, 'explained'), ['a4', 'c2', 'd1']);
  await b.screenshot({ path: join(ARTIFACTS, '51-pinned-knight-click.png') });
  await page.keyboard.press('Escape');
  await cell(b, 'c2').tap();
  assert.equal(await note.textContent(), expected, 'a tap');
  await cell(b, 'e1').click(); // selects the king: the note goes
  await cell(b, 'e1').click();
  assert.equal(await note.textContent(), '');
  await cell(b, 'c2').focus();
  await page.keyboard.press('Enter');
  assert.equal(await note.textContent(), expected, 'Enter');
  // With the king selected, the knight (an own piece with no move) explains itself too.
  await cell(b, 'e1').click();
  await cell(b, 'c2').click();
  assert.equal(await note.textContent(), expected);
  // The opponent's piece: this diagram does not say whose turn it is, so touching it starts Black's game; once a
  // move is played, the opponent's piece is not yours to move.
  await cell(b, 'e1').focus();
  await page.keyboard.press('Escape'); // nothing selected
  await cell(b, 'a4').click();
  assert.equal(await b.evaluate((el) => el.state.status.turn), 'b');
  await cell(b, 'a5').click();
  await cell(b, 'a5').click();
  assert.equal(await note.getAttribute('data-reason'), 'not-your-turn');
});

test('the move list: a position per move, arrows along it, play on from an earlier move; folded on a small board', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess' });
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6']]) await play(b, from, to);
  await settle();
  const plies = b.locator('.fb-line button[data-ply]');
  assert.deepEqual(await plies.allTextContents(), ['Start', 'e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(await b.locator('.fb-line [aria-current="step"]').textContent(), 'Nc6');
  assert.equal(await b.locator('.fb-moves summary').textContent(), 'Moves: 2... Nc6');
  await b.locator('.fb-line button[data-ply="2"]').click();
  assert.equal(await pieceOn(b, 'e5'), 'p');
  assert.equal(await pieceOn(b, 'f3'), null, 'the position after 1... e5');
  assert.equal(await b.locator('.fb-status').textContent(), 'Position after 1... e5. White to move.');
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(b, 'f3'), 'N');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Nf3', 'the focus follows');
  await page.keyboard.press('Home');
  assert.equal(await pieceOn(b, 'e2'), 'P');
  await page.keyboard.press('End');
  assert.equal(await pieceOn(b, 'c6'), 'n');
  // From 1... e5, the same next move keeps the line; another replaces the rest.
  await b.locator('.fb-line button[data-ply="2"]').click();
  await play(b, 'g1', 'f3');
  assert.deepEqual(await plies.allTextContents(), ['Start', 'e4', 'e5', 'Nf3', 'Nc6']);
  await play(b, 'd7', 'd6');
  assert.deepEqual(await plies.allTextContents(), ['Start', 'e4', 'e5', 'Nf3', 'd6']);
  await shot('52-move-list.png');
  // A rules-page board at phone width folds its list, which opens on a click.
  await page.setViewportSize({ width: 390, height: 800 });
  try {
    await open('rules/chess.html');
    const small = page.locator('fen-board[fen^="6k1/5ppp/"]');
    await play(small, 'g1', 'f1');
    assert.equal(await small.locator('.fb-moves').evaluate((el) => el.open), false);
    assert.equal(await small.locator('.fb-moves summary').textContent(), 'Moves: 1. Kf1');
    await small.locator('.fb-moves summary').click();
    assert.ok(await small.locator('.fb-line').isVisible());
    await small.screenshot({ path: join(ARTIFACTS, '53-move-list-phone.png') });
  } finally {
    await page.setViewportSize({ width: 1000, height: 800 });
  }
});

test('Copy: PGN from a chess line and PDN from a draughts line, read back by Game in the page', async () => {
  await open('rules/chess.html');
  const roundTrip = async (b, format) => {
    await b.locator('.fb-copy').click();
    await page.waitForFunction(([el, said]) => el.querySelector('.fb-status').textContent === said, [await b.elementHandle(), `${format} copied.`]);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const back = await page.evaluate(async (text) => {
      const { readGame } = await import('/lib/pgn.js');
      const game = readGame(text);
      const out = { ucis: game.history().map((m) => m.uci), fen: game.fen() };
      game.free();
      return out;
    }, text);
    await b.locator('.fb-line button[data-ply]').last().click(); // the end of the line
    const line = await b.evaluate((el) => ({ ucis: el.state.line.map((m) => m.uci), fen: el.state.fen }));
    assert.deepEqual(back, line, text);
    return text;
  };
  const chess = await addBoard({ variant: 'coregal' });
  for (const [from, to] of [['e2', 'e4'], ['d7', 'd5'], ['e4', 'd5'], ['d8', 'd5'], ['b1', 'c3']]) await play(chess, from, to);
  await chess.locator('.fb-line button[data-ply="2"]').click(); // an earlier position shown: the whole line is copied
  const pgn = await roundTrip(chess, 'PGN');
  assert.match(pgn, /\[Variant "Coregal"\]/);
  assert.match(pgn, /\n\n1\. e4 d5 2\. exd5 Qxd5 3\. Nc3\+ \*\n$/, 'the knight checks the royal queen');
  const draughts = await addBoard({ variant: 'russian', fen: 'W:Wa3,c3,e3,g3:Bb6,d6,f6,h6' });
  for (const [from, to] of [['c3', 'd4'], ['b6', 'c5'], ['d4', 'b6']]) await play(draughts, from, to);
  const pdn = await roundTrip(draughts, 'PDN');
  assert.match(pdn, /\[GameType "25"\]\n\[FEN "W:W/);
  assert.match(pdn, /\n\n1\. c3-d4 b6-c5 2\. d4:b6 \*\n$/);
});

test('Bario: choosing a reserve piece with Enter keeps the focus on it, pressed', async () => {
  await open('rules/bario.html');
  const b = await addBoard({ variant: 'bario', fen: 'uuukuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUKUUU w 2 - 22212221 -' });
  const knight = b.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="N"]');
  await knight.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), 'N');
  assert.equal(await knight.getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), 'N', 'pressed again, still there');
  assert.equal(await knight.getAttribute('aria-pressed'), 'false');
});

test('no engine switch for a side without pieces; French words where the page is French', async () => {
  await open('rules/chess.html');
  assert.equal(await page.locator('fen-board').nth(0).locator('.fb-engine').isVisible(), false, 'the lone knight has no opponent');
  assert.equal(await page.locator('fen-board[fen^="6k1/5ppp/"]').locator('.fb-engine').isVisible(), true);
  await page.evaluate(() => (document.documentElement.lang = 'fr'));
  const b = await addBoard({ variant: 'russian', fen: 'W:Wh2:Bd2,g3,g5,d6,g7' });
  assert.equal(await b.locator('.fb-reset').textContent(), 'Recommencer');
  assert.equal(await cell(b, 'h2').getAttribute('aria-label'), 'h2, pion blanc');
  assert.equal(await cell(b, 'g3').getAttribute('aria-label'), 'g3, pion noir');
  await play(b, 'h2', 'f4');
  assert.equal(
    await b.locator('.fb-status').textContent(),
    'Les Blancs ont joué h2:e1 (pion de h2 à f4, h6, f8, b4, e1, prise en g3, g5, g7, d6 et d2, promu en dame). Les Noirs n\u2019ont plus de coup\u00a0: les Blancs gagnent.'.replace('\u2019', "'"),
  );
  assert.equal(await b.locator('.fb-copy').textContent(), 'Copier le PDN');
  const en = await addBoard({ variant: 'chess', lang: 'en' });
  assert.equal(await en.locator('.fb-reset').textContent(), 'Reset', "a board's own lang wins");
  await page.evaluate(() => (document.documentElement.lang = 'en'));
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});

function shot(name) {
  return page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
}
