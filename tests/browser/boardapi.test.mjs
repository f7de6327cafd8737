// Browser tests of the boards' API (issue 31, "a board apps can drive"), one test per part: the API of <fen-board>
// (position, orientation, movable sides, play, undo, select, marks, events, destroy), shapes (by API and by the
// right button), size (filling the container, the resize handle, coordinates off, themes), touch and misclicks,
// premoves, the engine on the Play page (sides, strength, the result banner). Headless Debian Chromium via
// playwright-core; screenshots in test-artifacts/.
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

async function open(path, where = page) {
  await where.goto(server.url + path);
  await where.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready' || document.body.dataset.ready === '1', null, { timeout: 20_000 });
}

const cell = (b, sq) => b.locator(`[data-square="${sq}"]`);
const squares = (b, cls) => b.locator(`.fb-sq.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
const settle = (where = page) => where.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));

/** Adds a <fen-board> with `attrs` to a page's article, in a container `width` px wide (else the text's width). */
async function addBoard(attrs, { where = page, width = null } = {}) {
  const id = `api-${Math.random().toString(36).slice(2)}`;
  await where.evaluate(([id, attrs, width]) => {
    const box = document.createElement('div');
    if (width) box.style.width = `${width}px`;
    const el = document.createElement('fen-board');
    el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    box.append(el);
    document.querySelector('main').prepend(box);
    // Every event of the board, in order, for the tests to read.
    el.heard = [];
    for (const type of ['fenboard-move', 'fenboard-select', 'fenboard-change', 'fenboard-end', 'fenboard-shapes']) {
      el.addEventListener(type, (e) => el.heard.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) }));
    }
  }, [id, attrs, width]);
  return where.locator(`#${id}`);
}

const heard = (b, type) => b.evaluate((el, type) => el.heard.filter((e) => e.type === type).map((e) => e.detail), type);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('the API: fen (attribute and property), orientation, movable, play, undo, select, marks, events, destroy', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess', fen: START });
  assert.equal(await b.evaluate((el) => el.fen), START);
  // The fen attribute, changed after the board started, shows the new position.
  const sicilian = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
  await b.evaluate((el, fen) => el.setAttribute('fen', fen), sicilian);
  assert.equal(await b.evaluate((el) => el.fen), sicilian);
  assert.equal(await cell(b, 'c5').locator('[data-piece="p"]').count(), 1);
  assert.deepEqual(await heard(b, 'fenboard-change'), [{ fen: sicilian, ply: 0, lastMove: null }]);
  // The property, with the move that led there marked.
  await b.evaluate((el, fen) => el.load(fen, { lastMove: ['c7', 'c5'] }), sicilian);
  assert.deepEqual(await squares(b, 'last'), ['c5', 'c7']);
  await b.evaluate((el) => (el.fen = 'not a fen')).catch(() => {});
  assert.equal(await b.evaluate((el) => el.fen), sicilian, 'a FEN the engine refuses changes nothing');
  // Orientation: Black's side at the bottom (the first square drawn is h1).
  await b.evaluate((el) => (el.orientation = 'black'));
  assert.equal(await b.locator('.fb-sq').first().getAttribute('data-square'), 'h1');
  assert.equal(await b.evaluate((el) => el.orientation), 'black');
  await b.evaluate((el) => el.setAttribute('orientation', 'white'));
  assert.equal(await b.locator('.fb-sq').first().getAttribute('data-square'), 'a8');
  // select(): a piece picked up, its moves told by fenboard-select.
  await b.evaluate((el) => el.select('g1'));
  assert.deepEqual(await squares(b, 'selected'), ['g1']);
  const chosen = (await heard(b, 'fenboard-select')).at(-1);
  assert.deepEqual([chosen.square, chosen.dests.sort()], ['g1', ['e2', 'f3', 'h3']]);
  await b.evaluate((el) => el.select(null));
  assert.deepEqual(await squares(b, 'selected'), []);
  // play() by the app, in UCI or SAN, animated; the move and the new FEN told by fenboard-move.
  const san = await b.evaluate((el) => el.play('g1f3').san);
  assert.equal(san, 'Nf3');
  assert.ok(await page.evaluate(() => document.getAnimations().length > 0), 'the move is animated');
  await settle();
  await b.evaluate((el) => el.play('Nc6'));
  const moves = await heard(b, 'fenboard-move');
  assert.deepEqual(moves.map((m) => m.move.san), ['Nf3', 'Nc6']);
  assert.equal(moves[1].fen, await b.evaluate((el) => el.fen));
  assert.deepEqual(await b.evaluate((el) => el.lastMove), ['b8', 'c6']);
  assert.deepEqual(await squares(b, 'last'), ['b8', 'c6']);
  await assert.rejects(b.evaluate((el) => el.play('e2e5')), /not a legal move/);
  // movable: Black's pieces only; a click on a white piece on White's turn picks nothing up.
  await b.evaluate((el) => el.undo());
  assert.deepEqual(await b.evaluate((el) => el.lastMove), ['g1', 'f3']);
  await b.evaluate((el) => (el.movable = 'black'));
  await b.evaluate((el) => el.play('Nc6'));
  await cell(b, 'd2').click();
  assert.deepEqual(await squares(b, 'selected'), [], 'White is not movable by the reader');
  assert.deepEqual(await squares(b, 'movable'), []);
  await b.evaluate((el) => (el.movable = 'both'));
  await cell(b, 'd2').click();
  assert.deepEqual(await squares(b, 'selected'), ['d2']);
  await cell(b, 'd2').click();
  // Check: the checked king's square marked. The game's end: fenboard-end with the result and the reason.
  await b.evaluate((el) => (el.fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'));
  await b.evaluate((el) => el.play('Qh4#'));
  assert.deepEqual(await squares(b, 'checked'), ['e1']);
  assert.deepEqual(await heard(b, 'fenboard-end'), [{ result: '0-1', winner: 'b', reason: 'checkmate', text: 'Checkmate: Black wins.', fen: await b.evaluate((el) => el.fen) }]);
  assert.equal(await b.locator('.fb-result').isVisible(), true);
  await b.locator('.fb-result-close').click();
  assert.equal(await b.locator('.fb-result').isVisible(), false, 'closed, the position shows');
  // coordinates="false" draws none.
  assert.ok(await b.locator('.fb-coord').first().isVisible());
  await b.evaluate((el) => (el.coordinates = false));
  assert.equal(await b.locator('.fb-coord').first().isVisible(), false);
  // destroy(): the game freed, the board stopped.
  await b.evaluate((el) => el.destroy());
  assert.equal(await b.evaluate((el) => el.board), null);
  await assert.rejects(b.evaluate((el) => el.play('e2e4')), /has not started/);
  // A board whose position the engine refused (a picture, saying why) starts when given one it reads.
  const bad = await addBoard({ variant: 'chess', fen: '8/8/8/8 w - - 0 1' });
  assert.ok(await bad.getAttribute('data-error'));
  assert.equal(await bad.evaluate((el) => el.board ?? null), null);
  await bad.evaluate((el, fen) => el.setAttribute('fen', fen), START);
  assert.equal(await bad.getAttribute('data-error'), null);
  assert.equal(await bad.evaluate((el) => el.fen), START);
  assert.equal(await bad.locator('.fb-sq').count(), 64);
});

/** The centre of `square`'s cell on the page. */
async function centreOf(b, square) {
  const box = await cell(b, square).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** A drag with the right button from one square to another (the same square: a right click), with modifiers. */
async function rightDrag(b, from, to, modifiers = []) {
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.move(...(await centreOf(b, from)));
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(...(await centreOf(b, to)), { steps: 6 });
  await page.mouse.up({ button: 'right' });
  for (const key of modifiers) await page.keyboard.up(key);
}

const shapesOf = (b) => b.evaluate((el) => el.shapes);

test('shapes: setShapes draws arrows and circles over the squares; the right button draws and erases them as on lichess; a left click clears', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess', fen: START });
  await b.scrollIntoViewIfNeeded();
  await b.evaluate((el) => el.setShapes([{ orig: 'e2', dest: 'e4' }, { orig: 'd5', brush: 'red' }]));
  assert.equal(await b.locator('.fb-shapes line[data-orig="e2"][data-dest="e4"][data-brush="green"]').count(), 1);
  assert.equal(await b.locator('.fb-shapes circle[data-orig="d5"][data-brush="red"]').count(), 1);
  // The arrow lies on its squares: it starts at e2's centre and its head reaches e4's.
  const at = await b.evaluate((el) => {
    const box = (e) => e.getBoundingClientRect();
    const line = box(el.querySelector('.fb-shapes line'));
    const circle = box(el.querySelector('.fb-shapes circle'));
    const [e2, e4, d5] = ['e2', 'e4', 'd5'].map((s) => box(el.querySelector(`[data-square="${s}"]`)));
    return { x: line.x + line.width / 2 - (e2.x + e2.width / 2), bottom: line.bottom - (e2.y + e2.height / 2), top: line.top - (e4.y + e4.height / 2), circle: [circle.x - d5.x, circle.width / d5.width], size: e2.width };
  });
  assert.ok(Math.abs(at.x) < 1, `centred on the file: ${JSON.stringify(at)}`);
  assert.ok(Math.abs(at.bottom) < at.size * 0.1, `from e2's centre: ${JSON.stringify(at)}`);
  // The line stops 10/64 of a square short of e4's centre, where its head (a marker) takes over, as on lichess.
  assert.ok(Math.abs(at.top - at.size * (10 / 64)) < 1.5, `to e4's centre: ${JSON.stringify(at)}`);
  assert.ok(Math.abs(at.circle[0]) < at.size * 0.05 && at.circle[1] > 0.9 && at.circle[1] <= 1, `the circle on its square: ${JSON.stringify(at)}`);
  await assert.rejects(b.evaluate((el) => el.setShapes([{ orig: 'z9' }])), /'z9' is not a square of a 8×8 board/);
  // The right button: a drag draws an arrow, the same drag again erases it; a right click circles a square.
  await rightDrag(b, 'g1', 'f3');
  assert.deepEqual((await shapesOf(b)).at(-1), { orig: 'g1', dest: 'f3', brush: 'green' });
  assert.equal(await b.locator('.fb-shapes line[data-orig="g1"][data-dest="f3"]').count(), 1);
  await b.screenshot({ path: join(ARTIFACTS, '70-shapes.png') });
  await rightDrag(b, 'g1', 'f3');
  assert.equal((await shapesOf(b)).length, 2, 'drawn again, erased');
  await rightDrag(b, 'c4', 'c4', ['Shift']);
  assert.deepEqual((await shapesOf(b)).at(-1), { orig: 'c4', brush: 'red' }, 'Shift: red');
  await rightDrag(b, 'b1', 'c3', ['Alt']);
  assert.deepEqual((await shapesOf(b)).at(-1), { orig: 'b1', dest: 'c3', brush: 'blue' }, 'Alt: blue');
  assert.deepEqual((await heard(b, 'fenboard-shapes')).length, 4);
  assert.deepEqual(await squares(b, 'selected'), [], 'drawing selects nothing');
  // A left click clears them (and acts as a click: the piece is picked up).
  await cell(b, 'e2').click();
  assert.deepEqual(await shapesOf(b), []);
  assert.equal(await b.locator('.fb-shapes > *').count(), 0);
  assert.deepEqual(await squares(b, 'selected'), ['e2']);
  // Seen from Black, a shape is drawn on its squares still.
  await b.evaluate((el) => { el.orientation = 'black'; el.setShapes([{ orig: 'a1', brush: 'yellow' }]); });
  const flipped = await b.evaluate((el) => {
    const c = el.querySelector('.fb-shapes circle').getBoundingClientRect();
    const a1 = el.querySelector('[data-square="a1"]').getBoundingClientRect();
    return [c.x - a1.x, c.y - a1.y].map(Math.round);
  });
  // The circle's box is its path's, inside its line: 2/64 of a square in from the square's edges.
  assert.ok(flipped.every((d) => d >= 0 && d <= 5), `a1's circle seen from Black: ${flipped}`);
});

test('size: a board fills a wide container, the handle resizes it; coordinates off; board themes and piece sets', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess', fen: START, resizable: '' }, { width: 1000 });
  const width = () => b.locator('.fb-grid').evaluate((el) => el.getBoundingClientRect().width);
  const height = await page.evaluate(() => innerHeight);
  const wide = await width();
  // No fixed cap: as wide as its container, or as the screen's height allows (less --fb-room, 6rem).
  assert.ok(wide > 700 && Math.abs(wide - Math.min(1000, height - 96)) < 3, `the board fills its place: ${wide}px`);
  const handle = b.locator('.fb-resize');
  assert.equal(await handle.isVisible(), true);
  const box = await handle.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const resized = await width();
  const host = await b.evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(Math.abs(host - 700) < 3, `the board's width set by the handle: 1000 -> ${host}`);
  assert.ok(Math.abs(resized - Math.min(host, height - 96)) < 3, `its squares follow: ${wide} -> ${resized}`);
  // A board without the attribute has no handle.
  const plain = await addBoard({ variant: 'chess' });
  assert.equal(await plain.locator('.fb-resize').isVisible(), false);
  // Coordinates off, by attribute.
  assert.equal(await b.locator('.fb-coord').first().isVisible(), true);
  await b.evaluate((el) => el.setAttribute('coordinates', 'false'));
  assert.equal(await b.locator('.fb-coord').first().isVisible(), false);
  assert.equal(await b.evaluate((el) => el.coordinates), false);
  // Themes: the squares' custom properties, by the theme attribute or set by the page.
  const light = () => cell(b, 'e4').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(await light(), 'rgb(240, 217, 181)');
  await b.evaluate((el) => el.setAttribute('theme', 'blue'));
  assert.equal(await light(), 'rgb(222, 227, 230)');
  await b.evaluate((el) => el.style.setProperty('--fb-light', '#ffffff'));
  assert.equal(await light(), 'rgb(255, 255, 255)');
  // Piece sets: the drawings, or each piece's letter on a disc (pieces="letter"), switched by the stylesheet.
  const king = () => cell(b, 'e1').locator('.fb-piece').evaluate((svg) => ({
    drawing: getComputedStyle(svg.querySelector('use')).display,
    letter: getComputedStyle(svg.querySelector('.fb-letter')).display,
    text: svg.querySelector('.fb-letter text').textContent,
  }));
  assert.deepEqual(await king(), { drawing: 'inline', letter: 'none', text: 'K' });
  await b.evaluate((el) => el.setAttribute('pieces', 'letter'));
  assert.deepEqual(await king(), { drawing: 'none', letter: 'inline', text: 'K' });
  await b.screenshot({ path: join(ARTIFACTS, '74-letter-pieces.png') });
  // Or by a custom property, set around the boards (Chromium has container style queries).
  await b.evaluate((el) => el.removeAttribute('pieces'));
  assert.equal((await king()).letter, 'none');
  await b.evaluate((el) => el.parentElement.style.setProperty('--fb-pieces', 'letter'));
  assert.deepEqual(await king(), { drawing: 'none', letter: 'inline', text: 'K' });
});

test('touch and misclicks on a phone: 44 px controls, a tap on an empty square deselects, the note never pushes the controls, the dragged piece enlarged', async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  try {
    const p = phone.page;
    await open('rules/chess.html', p);
    const b = await addBoard({ variant: 'chess', fen: START }, { where: p });
    await b.scrollIntoViewIfNeeded();
    await b.evaluate((el) => { el.play('e4'); el.play('e5'); el.querySelector('.fb-moves').open = true; });
    // The Pass button is hidden in a game without passing.
    const heights = await b.locator('.fb-bar button:not([hidden]), .fb-engine-switch, .fb-moves summary, .fb-line button, .fb-copy').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    assert.ok(heights.length >= 8 && heights.every((h) => h >= 44), `controls a finger's height: ${heights}`);
    await b.evaluate((el) => el.board.reset());
    // A tap on an empty square that is no move: deselected, nothing explained.
    await cell(b, 'e2').tap();
    assert.deepEqual(await squares(b, 'selected'), ['e2']);
    await cell(b, 'e5').tap();
    assert.deepEqual(await squares(b, 'selected'), []);
    assert.equal(await b.locator('.fb-explain').textContent(), '');
    // An attempt by drag is explained, under the controls: they do not move.
    const barTop = () => b.locator('.fb-bar').evaluate((el) => el.getBoundingClientRect().top);
    const before = await barTop();
    await cell(b, 'e2').dragTo(cell(b, 'e5'));
    await b.locator('.fb-explain[data-reason]').waitFor({ timeout: 10_000 });
    assert.equal(await barTop(), before, 'the explanation does not push the controls down');
    // A piece dragged under a finger is drawn twice a square's size, above the finger.
    const cdp = await phone.context.newCDPSession(p);
    const [x, y] = await (async () => { const r = await cell(b, 'g1').boundingBox(); return [r.x + r.width / 2, r.y + r.height / 2]; })();
    const [tx, ty] = await (async () => { const r = await cell(b, 'f3').boundingBox(); return [r.x + r.width / 2, r.y + r.height / 2]; })();
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    await touch('touchMove', [{ x: x + 12, y: y - 12 }]);
    await touch('touchMove', [{ x: tx, y: ty }]);
    // Touch moves reach the page with its frames: two frames on, the last one has.
    await p.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const ghost = await b.evaluate((el) => {
      const g = el.querySelector('.fb-ghost')?.getBoundingClientRect();
      return g && { width: g.width, centreY: g.y + g.height / 2, square: el.querySelector('[data-square="g1"]').getBoundingClientRect().width };
    });
    await p.screenshot({ path: join(ARTIFACTS, '71-touch-drag.png') });
    await touch('touchEnd', []);
    assert.ok(ghost, 'a piece follows the finger');
    assert.ok(Math.abs(ghost.width / ghost.square - 2) < 0.05, `twice a square: ${JSON.stringify(ghost)}`);
    assert.ok(ghost.centreY < ty - ghost.square * 0.4, `above the finger: ${JSON.stringify(ghost)} finger at ${ty}`);
    await b.evaluate((el) => el.board.moving);
    assert.equal(await b.evaluate((el) => el.state.lastMove?.san), 'Nf3', 'the drop plays the move');
    assert.deepEqual(phone.problems, []);
  } finally {
    await phone.close();
  }
});

test('premoves: made on the other side\'s turn, shown, played when legal, dropped otherwise; against the engine while it thinks', async () => {
  await open('rules/chess.html');
  const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
  const b = await addBoard({ variant: 'chess', fen: afterE4, movable: 'white' });
  await b.scrollIntoViewIfNeeded();
  await cell(b, 'g1').click();
  // Where it could go were it White's turn, as hints (the engine's moves of the position with the turn passed).
  assert.deepEqual(await squares(b, 'pre'), ['e2', 'f3', 'h3']);
  assert.deepEqual(await squares(b, 'movable'), [], 'Black is the app\'s: none of its pieces is the reader\'s');
  await cell(b, 'f3').click();
  assert.deepEqual(await squares(b, 'pre'), []);
  assert.deepEqual(await b.evaluate((el) => el.premove), { from: 'g1', to: 'f3' });
  assert.deepEqual(await squares(b, 'premove'), ['f3', 'g1']);
  await b.screenshot({ path: join(ARTIFACTS, '72-premove.png') });
  // The app plays Black's move: the premove follows, legal now.
  await b.evaluate((el) => el.play('e5'));
  await page.waitForFunction((el) => el.state.history.length === 2, await b.elementHandle(), { timeout: 5000 });
  assert.equal(await b.evaluate((el) => el.state.lastMove.san), 'Nf3');
  assert.equal(await b.evaluate((el) => el.premove), null);
  assert.deepEqual(await squares(b, 'premove'), []);
  // A premove the other side's move makes illegal is dropped, and said so.
  await b.evaluate((el) => el.play('Nc6'));
  await settle();
  await b.evaluate((el) => el.play('d4'));
  await settle();
  await cell(b, 'd4').click();
  await cell(b, 'e5').click(); // dxe5, which ...exd4 takes away
  assert.deepEqual(await b.evaluate((el) => el.premove), { from: 'd4', to: 'e5' });
  await b.evaluate((el) => el.play('exd4'));
  await settle();
  await page.waitForFunction((el) => el.premove === null, await b.elementHandle());
  assert.equal(await b.evaluate((el) => el.state.lastMove.san), 'exd4');
  assert.equal(await b.locator('.fb-status').textContent(), 'Premove d4 to e5 cancelled: not legal now.');
  // A recapture premove, onto a piece of the reader's own, is dragged (a tap there picks that piece up); Escape
  // cancels it.
  await b.evaluate((el) => el.play('Nxd4'));
  await settle();
  await cell(b, 'd1').click();
  await cell(b, 'd4').click();
  assert.deepEqual(await squares(b, 'selected'), ['d4']);
  await cell(b, 'd4').click();
  await cell(b, 'd1').dragTo(cell(b, 'd4'));
  assert.deepEqual(await squares(b, 'premove'), ['d1', 'd4']);
  await page.keyboard.press('Escape');
  assert.equal(await b.evaluate((el) => el.premove), null);
  // Against the engine: a premove made while it thinks is played when it has answered.
  const e = await addBoard({ variant: 'chess', fen: START });
  await e.scrollIntoViewIfNeeded();
  await e.evaluate((el) => el.setEngine('black', { timeMs: 1500 }));
  await cell(e, 'e2').click();
  await cell(e, 'e4').click();
  await page.waitForFunction((el) => el.dataset.thinking === 'true', await e.elementHandle());
  await cell(e, 'b1').click();
  await cell(e, 'c3').click();
  assert.deepEqual(await e.evaluate((el) => el.premove), { from: 'b1', to: 'c3' });
  assert.equal(await e.evaluate((el) => el.dataset.thinking), 'true', 'made while the engine thinks');
  await page.waitForFunction((el) => el.state.history.length >= 3, await e.elementHandle(), { timeout: 15_000 });
  assert.equal(await e.evaluate((el) => el.state.history[2].san), 'Nc3');
});

test('the Play page: the reader\'s side, the engine\'s strength, the engine against itself, the result over the board', async () => {
  const mate = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';
  await page.goto(`${server.url}play.html?variant=chess&fen=${encodeURIComponent(mate)}`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20_000 });
  const b = page.locator('#board');
  await b.evaluate((el) => {
    el.ends = [];
    el.addEventListener('fenboard-end', (e) => el.ends.push(e.detail));
  });
  await page.selectOption('#strength', 'depth:2');
  await page.selectOption('#side', 'black');
  assert.equal(await b.evaluate((el) => el.orientation), 'black', 'seen from the reader\'s side');
  assert.equal(await b.evaluate((el) => el.movable), 'black');
  // The engine, White, mates at once: the banner says the score and why, over the board.
  await page.waitForFunction(() => document.querySelector('#board').ends?.length === 1, null, { timeout: 15_000 });
  assert.deepEqual(await b.evaluate((el) => el.ends[0]), { result: '1-0', winner: 'w', reason: 'checkmate', text: 'Checkmate: White wins.', fen: await b.evaluate((el) => el.fen) });
  const banner = b.locator('.fb-result');
  assert.equal(await banner.isVisible(), true);
  assert.equal(await banner.locator('.fb-score').textContent(), '1–0');
  assert.equal(await banner.locator('.fb-reason').textContent(), 'Checkmate: White wins.');
  const over = await b.evaluate((el) => {
    const r = el.querySelector('.fb-result').getBoundingClientRect();
    const g = el.querySelector('.fb-grid').getBoundingClientRect();
    return r.top > g.top && r.bottom < g.bottom && r.left > g.left && r.right < g.right;
  });
  assert.ok(over, 'the banner lies over the board');
  await page.screenshot({ path: join(ARTIFACTS, '73-result-banner.png') });
  // Back one move (the list): no banner; the end again: the banner again.
  await b.evaluate((el) => el.board.goTo(0));
  assert.equal(await banner.isVisible(), false);
  // The engine against itself, from the start, until the reader takes a side back.
  await page.selectOption('#side', 'both');
  await page.fill('#fen', '');
  await page.click('#load');
  await page.selectOption('#strength', 'depth:1');
  await page.selectOption('#side', 'none');
  assert.equal(await page.locator('#board').evaluate((el) => el.movable), 'none');
  await page.waitForFunction(() => document.querySelector('#board').state.history.length >= 4, null, { timeout: 20_000 });
  await page.selectOption('#side', 'both');
  await page.waitForFunction(() => document.querySelector('#board').dataset.thinking !== 'true');
  const n = await page.locator('#board').evaluate((el) => el.state.history.length);
  await page.waitForTimeout(600);
  assert.equal(await page.locator('#board').evaluate((el) => el.state.history.length), n, 'the engine stopped');
});

test('variations: going back and playing another move makes a branch, shown indented under its move; choosing it makes it the line', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess', fen: START, moves: 'open' }, { width: 700 });
  await b.evaluate((el) => ['e4', 'e5', 'Nf3', 'Nc6'].forEach((m) => el.play(m)));
  await settle();
  await b.locator('.fb-line button[data-ply="2"]').click();
  await cell(b, 'b1').click();
  await cell(b, 'c3').click();
  await settle();
  const plies = () => b.locator('.fb-line button[data-ply]').evaluateAll((els) => els.map((e) => e.textContent));
  assert.deepEqual(await plies(), ['Start', 'e4', 'e5', 'Nc3']);
  const variation = b.locator('.fb-line li.fb-variation');
  assert.equal(await variation.count(), 1);
  assert.deepEqual(await variation.locator('button').allTextContents(), ['2. Nf3', 'Nc6']);
  assert.equal(await variation.getAttribute('aria-label'), 'Variation');
  // Under the row of the move it branches from (2. Nc3), indented.
  const place = await b.evaluate((el) => {
    const items = [...el.querySelectorAll('.fb-line > li')];
    const v = el.querySelector('.fb-variation');
    const row = v.previousElementSibling;
    const list = el.querySelector('.fb-line').getBoundingClientRect();
    return { after: row.textContent, indent: v.getBoundingClientRect().left - list.left, below: v.getBoundingClientRect().top >= row.getBoundingClientRect().bottom, last: items.at(-1) === v };
  });
  assert.equal(place.after, '2.Nc3');
  assert.ok(place.indent >= 15 && place.below, `on a line of its own, indented: ${JSON.stringify(place)}`);
  await b.screenshot({ path: join(ARTIFACTS, '75-variation.png') });
  // Choosing its second move: it is the line, the position after it shown, the line left a variation.
  await variation.locator('button', { hasText: 'Nc6' }).click();
  await settle();
  assert.deepEqual(await plies(), ['Start', 'e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(await b.evaluate((el) => el.fen), 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
  assert.deepEqual(await b.locator('.fb-line li.fb-variation button').allTextContents(), ['2. Nc3']);
  assert.match(await b.locator('.fb-status').textContent(), /^Position after 2\.\.\. Nc6\./);
});

test('a game ended with moves left (a draw by material): no move offered, the engine\'s game-over from play(), undo plays on', async () => {
  await open('rules/chess.html');
  const b = await addBoard({ variant: 'chess', fen: '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1' }, { width: 500 });
  await b.evaluate((el) => el.play('Kxd2'));
  await settle();
  assert.deepEqual((await heard(b, 'fenboard-end')).map((e) => e.reason), ['insufficient-material']);
  // The kings could still step, but the game is over: nothing to pick up, and play() refuses as the engine does.
  await b.locator('.fb-result-close').click();
  await cell(b, 'e8').click();
  assert.deepEqual(await squares(b, 'selected'), []);
  assert.deepEqual(await squares(b, 'movable'), []);
  const refusal = await b.evaluate((el) => { try { el.play('Ke7'); return null; } catch (e) { return { code: e.code, message: e.message }; } });
  assert.deepEqual(refusal, { code: 'game-over', message: 'the game is over (insufficient-material): no move can be played' });
  await b.evaluate((el) => el.undo());
  assert.equal(await b.evaluate((el) => el.fen), '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1');
  await b.evaluate((el) => el.play('Kf1'));
  assert.equal(await b.evaluate((el) => el.lastMove.join('')), 'e1f1');
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
