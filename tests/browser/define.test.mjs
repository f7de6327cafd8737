// Games defined by data, in the browser: the Capablanca chess page, whose boards play the definition the page carries
// (on the default module, with no script of the page's own and no teaching module until a board needs one: its
// captions played by clicks, the engine answering);
// pieces drawn by their definition (a built-in drawing, a letter, an SVG kept a picture); a definition the engine
// refuses shown in place; the Define page, which reads a definition as it is typed, says what is wrong, naming the
// field, and plays what is right. Screenshots at 1280 and 390 px, light and dark, in test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, REPO, launch, playMove, ready } from './_chromium.mjs';

let server;
let browser;
let page;

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch();
  page = browser.page;
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const boardOf = (start) => page.locator(`fen-board[fen^="${start}"]`);
const click = (b, square) => b.locator(`[data-square="${square}"]`).click();
const pieceOn = (b, sq) => b.locator(`[data-square="${sq}"]`).evaluate((el) => el.querySelector('[data-piece]')?.dataset.piece ?? null);
const lastUci = (b) => b.evaluate((el) => el.state.lastMove?.uci ?? null);
const targets = (b) => b.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort());

async function openRules(colorScheme = 'light', width = 1280) {
  await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.goto(`${server.url}rules/capablanca.html`);
  await ready(page);
}

async function openDefine(query = '') {
  await page.goto(`${server.url}define.html${query}`);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => document.body.dataset.ready), '1', await page.locator('#definition-status').textContent());
}

/** Fills the definition and waits until the page has read it (its status says defined or error). */
async function typeDefinition(text) {
  const before = await page.locator('#definition-status').textContent();
  await page.fill('#definition', text);
  await page.waitForFunction((b) => {
    const s = document.getElementById('definition-status');
    return s.textContent !== b || s.dataset.state === 'error';
  }, before);
  await page.waitForTimeout(400); // past the pause the page waits for
  return page.locator('#definition-status');
}

test('Capablanca page: its boards play the game its definition block defines', async () => {
  await openRules();
  // Its boards are live on the default module alone: the teaching module is not fetched until a board needs it.
  const teaching = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/teach\//.test(e.name)).length);
  assert.equal(await teaching(), 0, 'no teaching module for a page of a defined game');
  assert.equal(await page.locator('.fb-definition-error').count(), 0);
  assert.equal(await page.locator('script.fenboard-variant').evaluate((s) => s.dataset.fenboardVariant), 'capablanca');
  const start = boardOf('rnabqkbcnr/');
  assert.equal(await start.evaluate((el) => el.state.moves.length), 28);

  // The archbishop: a knight's jump and a bishop's slide, both shown, then played.
  const archbishop = boardOf('9k/10/10/10/4A5');
  await click(archbishop, 'e4');
  const reached = await targets(archbishop);
  for (const sq of ['c3', 'c5', 'd2', 'd6', 'f2', 'f6', 'g3', 'g5', 'a8', 'h7', 'b1', 'h1', 'i8']) assert.ok(reached.includes(sq), `${sq} in ${reached}`);
  assert.ok(!reached.includes('e5') && !reached.includes('f4'), 'no rook move');
  await click(archbishop, 'g5');
  assert.equal(await lastUci(archbishop), 'e4g5');
  assert.equal(await pieceOn(archbishop, 'g5'), 'A');
  assert.equal(await archbishop.locator('[data-square="g5"]').getAttribute('aria-label'), 'g5, white archbishop');

  // The chancellor: a rook's slide and a knight's jump, no bishop move.
  const chancellor = boardOf('9k/10/10/10/10/3C6');
  await click(chancellor, 'd3');
  const covered = await targets(chancellor);
  for (const sq of ['b2', 'b4', 'c1', 'c5', 'e1', 'e5', 'f2', 'f4', 'd8', 'j3', 'a3', 'd1']) assert.ok(covered.includes(sq), `${sq} in ${covered}`);
  assert.ok(!covered.includes('e4') && !covered.includes('c2'), 'no bishop move');

  // Castling f1-i1 (the king's three squares, or onto its rook) and f1-c1.
  const castle = boardOf('r4k3r/');
  for (const [to, king, rook, uci] of [['i1', 'i1', 'h1', 'f1i1'], ['j1', 'i1', 'h1', 'f1i1'], ['c1', 'c1', 'd1', 'f1c1']]) {
    await click(castle, 'f1');
    await click(castle, to);
    assert.equal(await lastUci(castle), uci, `f1 then ${to}`);
    assert.equal(await pieceOn(castle, king), 'K');
    assert.equal(await pieceOn(castle, rook), 'R');
    await castle.locator('.fb-reset').click();
  }

  // Promotion: six pieces to choose from, drawn as the definition says.
  const promotion = boardOf('5k4/1P8/');
  await click(promotion, 'b7');
  await click(promotion, 'b8');
  const choices = await promotion.locator('.fb-chooser button[data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci.slice(-1)).sort());
  assert.deepEqual(choices, ['a', 'b', 'c', 'n', 'q', 'r']);
  await promotion.locator('.fb-chooser button[data-uci="b7b8c"]').click();
  assert.equal(await pieceOn(promotion, 'b8'), 'C');
  await page.screenshot({ path: join(ARTIFACTS, '60-define-capablanca-1280.png'), fullPage: true });
});

test('Capablanca page: the archbishop and the chancellor wear the cardinal and the marshall; the engine plays the game', async () => {
  await openRules();
  const start = boardOf('rnabqkbcnr/');
  // Each piece's symbol uses the built-in shape the definition names: the same shape as Grand chess's piece.
  const shapes = await start.evaluate((host) => {
    const shape = (sq) => {
      const href = host.querySelector(`[data-square="${sq}"] use`).getAttribute('href');
      return document.querySelector(`${href} > use`).getAttribute('href');
    };
    return { archbishop: shape('c1'), chancellor: shape('h1'), bishop: shape('d1'), knight: shape('b1') };
  });
  assert.equal(new Set(Object.values(shapes)).size, 4, JSON.stringify(shapes));
  const shapeMarkup = (href) => page.evaluate((h) => document.querySelector(h).innerHTML.length, href);
  assert.ok((await shapeMarkup(shapes.archbishop)) > (await shapeMarkup(shapes.bishop)), 'the cardinal: a bishop with a knight\'s head');

  // Against the engine (its worker has a teaching module of its own, given the page's definition).
  await start.locator('.fb-engine').check();
  await click(start, 'e2');
  await click(start, 'e4');
  await page.waitForFunction(() => document.querySelector('fen-board[fen^="rnabqkbcnr/"]').state.history.length === 2, null, { timeout: 20_000 });
  assert.equal(await start.evaluate((el) => el.dataset.engine), 'b');
});

test('a page\'s definition the engine refuses shows why in place, naming the field; every board runs on the default module', async () => {
  await openRules();
  const result = await page.evaluate(async () => {
    const { enhance, whenDefined } = await import('/js/boards.js');
    const fenboard = await import('/pkg/browser.js');
    const section = document.createElement('section');
    section.id = 'added';
    section.innerHTML = `
      <script type="application/json" class="fenboard-variant">{"id": "broken", "name": "Broken", "board": {"width": 8, "height": 8},
        "pieces": [{"letter": "k", "name": "king", "betza": "K", "royal": true}, {"letter": "k", "name": "other", "betza": "W"}],
        "start": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "stalemate": "draw"}</script>
      <div class="diagram" data-variant="broken">fen:4k3/8/8/8/8/8/8/4K3 w - - 0 1:</div>
      <div class="diagram">fen:4k3/8/8/8/8/8/8/4K3 w - - 0 1:</div>`;
    document.querySelector('main').prepend(section);
    enhance(section, { module: fenboard });
    await whenDefined();
    const [broken, chess] = section.querySelectorAll('fen-board');
    const capablanca = document.querySelector('fen-board[fen^="rnabqkbcnr/"]');
    return {
      note: section.querySelector('script + .fb-definition-error')?.textContent ?? null,
      brokenBoard: !broken.board && broken.dataset.error,
      oneModule: chess.board.module === capablanca.board.module && chess.board.module.defineVariant === fenboard.defineVariant,
      teaching: typeof capablanca.board.module.explainMove,
    };
  });
  assert.match(result.note, /^The game 'broken' cannot be defined: .*pieces\[1\]\.letter/);
  assert.match(result.brokenBoard, /broken/);
  assert.equal(result.oneModule, true, 'the boards of defined and built-in games run on the default module');
  assert.equal(result.teaching, 'undefined', 'not on the teaching module');
  await page.locator('#added').screenshot({ path: join(ARTIFACTS, '61-define-block-error.png') });
});

test('pieces of a defined game: a letter in a clear glyph, an SVG of the definition drawn as a picture only', async () => {
  await openDefine();
  const definition = {
    id: 'glyphs',
    name: 'Glyph test',
    board: { width: 8, height: 8 },
    pieces: [
      { letter: 'k', name: 'king', betza: 'K', royal: true },
      { letter: 'x', name: 'amazon', betza: 'QN' },
      {
        letter: 'z', name: 'zebra', betza: 'Z',
        svg: '<svg viewBox="0 0 100 100"><script>window.svgRan = 1</script><rect class="from-svg" x="22" y="22" width="56" height="56" rx="8" fill="#fbfaf7" stroke="#1f1f1f" stroke-width="6" onload="window.svgRan = 2"/></svg>',
      },
    ],
    start: 'zxk5/8/8/8/8/8/8/ZXK5 w - - 0 1',
    stalemate: 'draw',
  };
  const status = await typeDefinition(JSON.stringify(definition, null, 2));
  assert.equal(await status.getAttribute('data-state'), 'defined', await status.textContent());
  const board = page.locator('#define-board fen-board');
  await board.locator('.fb-sq [data-piece="X"]').waitFor();
  const drawn = await board.evaluate((host) => {
    const symbolOf = (sq) => document.querySelector(host.querySelector(`[data-square="${sq}"] use`).getAttribute('href'));
    const letter = document.querySelector(`${symbolOf('b1').querySelector('use').getAttribute('href')} text`);
    const image = symbolOf('a1').querySelector('image');
    const blackImage = symbolOf('a8').querySelector('image');
    return {
      letter: letter?.textContent, weight: letter?.getAttribute('font-weight'),
      image: image?.getAttribute('href').slice(0, 24), blackFilter: blackImage?.getAttribute('filter') ?? null,
      injected: document.querySelectorAll('.from-svg').length, ran: window.svgRan ?? null,
      label: host.querySelector('[data-square="b1"]').getAttribute('aria-label'),
    };
  });
  assert.deepEqual(drawn, {
    letter: 'X', weight: '700', image: 'data:image/svg+xml,%3Csv', blackFilter: drawn.blackFilter, injected: 0, ran: null,
    label: 'b1, white amazon',
  });
  assert.match(drawn.blackFilter, /^url\(#/);
  // The picture loads as an image (its size is known once decoded) and nothing of it ran.
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.svgRan ?? null), null);
  // At 32 px squares, light and dark: looked at in the screenshots.
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await board.evaluate((el) => { el.style.width = '260px'; el.style.display = 'block'; });
    await board.locator('.fb-grid').screenshot({ path: join(ARTIFACTS, `62-define-glyphs-32px-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('Define page: the examples of variants/ in its menu, each played at once', async () => {
  await openDefine();
  // Every definition but those that name built-in code (Bario's hooks: no game of data alone).
  const files = readdirSync(join(REPO, 'variants'))
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .filter((f) => !JSON.parse(readFileSync(join(REPO, 'variants', f), 'utf8')).hooks);
  // A built-in game's definition is played under an id of its own (a definition may not replace a built-in game).
  const BUILT_IN = ['chess', 'coregal', 'grand', 'bario'];
  const idOf = new Map(files.map((f) => {
    const id = JSON.parse(readFileSync(join(REPO, 'variants', f), 'utf8')).id;
    return [f.replace(/\.json$/, ''), BUILT_IN.includes(id) ? `my-${id}` : id];
  }));
  const listed = await page.locator('#example option').evaluateAll((els) => els.map((o) => o.value));
  assert.deepEqual([...listed].sort(), [...idOf.keys()].sort());
  for (const name of listed) {
    const id = idOf.get(name);
    await page.selectOption('#example', name);
    await page.waitForFunction((v) => document.querySelector('#define-board fen-board')?.state?.variant === v, id, { timeout: 10_000 });
    assert.equal(await page.locator('#definition-status').getAttribute('data-state'), 'defined');
    const board = page.locator('#define-board fen-board');
    const san = await playMove(board);
    assert.equal(await board.evaluate((el) => el.state.history.length), 1, `${id}: ${san}`);
  }
});

test('Define page: xiangqi\'s cannon shows its rook moves and its capture over a screen, and takes there', async () => {
  await openDefine('?example=xiangqi');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'xiangqi');
  await click(board, 'b3');
  const shown = await targets(board);
  // Along the b-file: b4 to b7 by its rook move, b10's horse over b8's cannon; never b8 itself (no screen).
  for (const sq of ['b4', 'b7', 'b10', 'a3', 'c3', 'b2']) assert.ok(shown.includes(sq), `${sq} in ${shown}`);
  assert.ok(!shown.includes('b8') && !shown.includes('b9'), shown.join(' '));
  await click(board, 'b10');
  assert.equal(await lastUci(board), 'b3b10');
  assert.equal(await pieceOn(board, 'b10'), 'C');
  // Black's horse on h10 is not blocked at its leg (h9 is empty): it may go to g8 and i8.
  await click(board, 'h10');
  assert.deepEqual(await targets(board), ['g8', 'i8']);
});

test('Define page: xiangqi on points: its lines under clear squares, a horse tapped shows its dots on points; drag and keys play', async () => {
  await openDefine('?example=xiangqi');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'xiangqi');
  assert.equal(await board.evaluate((el) => el.dataset.board), 'river');
  // No light and dark squares: clear ones, over the renderer's lines, which cover exactly the squares' grid.
  assert.equal(await board.locator('.fb-sq.dark, .fb-sq.light').count(), 0);
  assert.equal(await board.locator('.fb-sq.plain').count(), 90);
  const boxes = await board.evaluate((el) => {
    const cells = [...el.querySelectorAll('.fb-sq')].map((c) => c.getBoundingClientRect());
    const lines = el.querySelector('.fb-lines > svg').getBoundingClientRect();
    return {
      cells: [Math.min(...cells.map((r) => r.left)), Math.min(...cells.map((r) => r.top)), Math.max(...cells.map((r) => r.right)), Math.max(...cells.map((r) => r.bottom))],
      lines: [lines.left, lines.top, lines.right, lines.bottom],
      // The lines' points: the drawing's frame (its geometry, without its stroke) joins a10's point and i1's.
      frame: (() => {
        const f = el.querySelector('.fb-lines rect[stroke-width="5"]').getBoundingClientRect();
        return [f.left, f.top, f.right, f.bottom];
      })(),
    };
  });
  boxes.cells.forEach((v, i) => assert.ok(Math.abs(v - boxes.lines[i]) < 1, `lines ${boxes.lines} over squares ${boxes.cells}`));
  const centre = async (sq) => {
    const r = await board.locator(`[data-square="${sq}"]`).boundingBox();
    return [r.x + r.width / 2, r.y + r.height / 2];
  };
  const [a10, i1] = [await centre('a10'), await centre('i1')];
  [...a10, ...i1].forEach((v, i) => assert.ok(Math.abs(v - boxes.frame[i]) < 1.5, `points ${a10} ${i1}, frame ${boxes.frame}`));
  // Pieces wear their characters, red for white; the cells still name them.
  const face = (sq) => board.locator(`[data-square="${sq}"] use`).evaluate((u) => {
    const symbol = document.getElementById(u.getAttribute('href').slice(1));
    return [symbol.textContent.trim(), symbol.querySelector('text').closest('[fill]').getAttribute('fill')];
  });
  assert.deepEqual(await face('e1'), ['K帥', '#c0161d']);
  assert.deepEqual(await face('b10'), ['n馬', '#1b1b1b']);
  assert.equal(await board.locator('[data-square="b1"]').getAttribute('aria-label'), 'b1, white horse');
  // The horse touched: its two dots, centred on their points.
  await board.locator('[data-square="b1"]').click();
  assert.deepEqual(await targets(board), ['a3', 'c3']);
  const dot = await board.locator('[data-square="c3"]').evaluate((c) => {
    const s = getComputedStyle(c, '::after');
    return [parseFloat(s.left) + parseFloat(s.width) / 2, parseFloat(s.top) + parseFloat(s.height) / 2, c.clientWidth / 2, c.clientHeight / 2];
  });
  assert.ok(Math.abs(dot[0] - dot[2]) < 1 && Math.abs(dot[1] - dot[3]) < 1, `the dot at ${dot}`);
  await board.locator('[data-square="c3"]').click();
  assert.equal(await lastUci(board), 'b1c3');
  // Black's horse dragged from h10 to g8.
  await board.scrollIntoViewIfNeeded();
  const [from, to] = [await centre('h10'), await centre('g8')];
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(from[0] + 10, from[1] + 10, { steps: 3 });
  await page.mouse.move(...to, { steps: 8 });
  await page.mouse.up();
  assert.equal(await lastUci(board), 'h10g8');
  // White's cannon by the keyboard: h3, then left to e3.
  await board.locator('.fb-sq[tabindex="0"]').focus();
  await board.locator('[data-square="h3"]').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(await lastUci(board), 'h3e3');
});

test('Define page: shogi on ruled squares, its pieces pentagons pointing at the opponent', async () => {
  await openDefine('?example=shogi');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'shogi');
  assert.equal(await board.evaluate((el) => el.dataset.board), 'grid');
  assert.equal(await board.locator('.fb-sq.dark, .fb-sq.light').count(), 0);
  const turned = (sq) => board.locator(`[data-square="${sq}"] use`).evaluate((u) => {
    const symbol = document.getElementById(u.getAttribute('href').slice(1));
    return [symbol.textContent.trim(), symbol.querySelector('g').getAttribute('transform')];
  });
  assert.deepEqual(await turned('e1'), ['K玉', null]);
  assert.deepEqual(await turned('e9'), ['k王', 'rotate(180 50 50)']);
  assert.equal(await board.locator('[data-square="e9"]').getAttribute('aria-label'), 'e9, black king');
});

test('Define page: janggi passes by its Pass button, shown while a pass is legal; both sides passing end the game', async () => {
  await openDefine('?example=janggi');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'janggi');
  const pass = board.locator('.fb-pass');
  assert.ok(await pass.isVisible());
  await pass.click();
  assert.equal(await lastUci(board), 'e2e2');
  assert.match(await board.locator('.fb-status').textContent(), /Black to move/);
  await pass.click();
  assert.equal(await lastUci(board), 'e9e9');
  // Both passed: the count of material, black given 1.5 points, decides; no pass is offered any more.
  assert.match(await board.locator('.fb-status').textContent(), /Both sides passed: Black wins on material\./);
  assert.ok(!(await pass.isVisible()));
  // A game without passing shows no Pass button.
  await openDefine('?example=xiangqi');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'xiangqi');
  assert.ok(!(await board.locator('.fb-pass').isVisible()));
});

test('Define page: three-check counts the checks on the board, and an atomic capture blows up what stands around', async () => {
  await openDefine('?example=3check');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === '3check');
  const status = board.locator('.fb-status');
  assert.match(await status.textContent(), /Checks left to give: White 3, Black 3\./);
  for (const [from, to] of [['e2', 'e4'], ['f7', 'f6'], ['d1', 'h5']]) {
    await click(board, from);
    await click(board, to);
  }
  assert.match(await status.textContent(), /Check on e8\. Checks left to give: White 2, Black 3\./);

  await openDefine('?example=atomic');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'atomic');
  // 1. Nf3 d5 2. Ne5 Nc6 3. Nxf7: the knight, f7's neighbours that are not pawns (e8's king, f8's bishop, g8's
  // knight, d8's queen is two files away) and itself leave the board: White wins.
  for (const [from, to] of [['g1', 'f3'], ['d7', 'd5'], ['f3', 'e5'], ['b8', 'c6'], ['e5', 'f7']]) {
    await click(board, from);
    await click(board, to);
  }
  for (const sq of ['f7', 'e8', 'f8', 'g8']) assert.equal(await pieceOn(board, sq), null, sq);
  assert.equal(await pieceOn(board, 'g7'), 'p');
  assert.equal(await pieceOn(board, 'd8'), 'q');
  assert.match(await status.textContent(), /White wins by extinction/);
});

test('Define page: a bad definition is refused, naming the field, as it is typed; the board goes on; fixed, it plays', async () => {
  await openDefine();
  const board = page.locator('#define-board fen-board');
  assert.equal(await board.evaluate((el) => el.state.variant), 'capablanca');
  const good = await page.inputValue('#definition');
  const archbishop = JSON.parse(good).pieces.findIndex((p) => p.betza === 'BN');
  const bad = good.replace('"betza": "BN"', '"betza": "BX"');
  assert.notEqual(bad, good);
  const status = await typeDefinition(bad);
  assert.equal(await status.getAttribute('data-state'), 'error');
  assert.match(await status.textContent(), new RegExp(`pieces\\[${archbishop}\\]\\.betza`));
  assert.match(await status.textContent(), /'X'/);
  // The last definition that worked is still on the board, and plays.
  assert.equal(await board.evaluate((el) => el.state.variant), 'capablanca');
  await page.screenshot({ path: join(ARTIFACTS, '63-define-error-1280.png'), fullPage: true });

  // Not even JSON: said so.
  await typeDefinition(`${good.slice(0, 40)}`);
  assert.equal(await status.getAttribute('data-state'), 'error');

  // A new game of one's own: a chess where the knights are nightriders, played at once.
  const nightriders = good.replace('"id": "capablanca"', '"id": "nightrider-capablanca"').replace('"betza": "N"', '"betza": "NN"');
  await typeDefinition(nightriders);
  assert.equal(await status.getAttribute('data-state'), 'defined', await status.textContent());
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'nightrider-capablanca');
  const fresh = page.locator('#define-board fen-board');
  await click(fresh, 'b1');
  assert.ok((await targets(fresh)).includes('c3'));
  await click(fresh, 'c3');
  assert.equal(await lastUci(fresh), 'b1c3');
  // Laid out again, the same game: the board goes on.
  await page.fill('#definition', JSON.stringify(JSON.parse(nightriders)));
  await page.waitForTimeout(700);
  assert.equal(await fresh.evaluate((el) => el.state?.history.length), 1);
});

test('Define page: a game on 12x12, the largest board, defined, drawn with its twelfth rank and played there', async () => {
  await openDefine();
  const twelve = {
    id: 'twelve',
    name: 'Chess on 12x12',
    board: { width: 12, height: 12 },
    pieces: [
      { letter: 'k', betza: 'K', royal: true },
      { letter: 'q', betza: 'Q' },
      { letter: 'r', betza: 'R' },
      { letter: 'b', betza: 'B' },
      { letter: 'n', betza: 'N' },
      { letter: 'c', name: 'champion', betza: 'DAW' },
      { letter: 'w', name: 'wizard', betza: 'CF' },
      { letter: 'p', betza: 'fmWfcF', pawn: true },
    ],
    pawns: { doubleStep: [2], enPassant: true, promotion: { ranks: 1, pieces: ['q', 'c', 'w', 'r', 'b', 'n'] } },
    castling: { royal: 'k', rook: 'r', kingside: ['k', 'j'], queenside: ['c', 'd'] },
    start: 'rcnbwqkwbncr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RCNBWQKWBNCR w KQkq - 0 1',
  };
  const status = await typeDefinition(JSON.stringify(twelve, null, 2));
  assert.equal(await status.getAttribute('data-state'), 'defined', await status.textContent());
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'twelve');
  const board = page.locator('#define-board fen-board');
  assert.equal(await board.locator('[data-square]').count(), 144);
  assert.equal(await pieceOn(board, 'l12'), 'r');
  // The wizard's camel leap reaches the fourth rank; the champion jumps its pawn.
  await click(board, 'h1');
  assert.deepEqual((await targets(board)).sort(), ['g4', 'i4']);
  await click(board, 'i4');
  assert.equal(await lastUci(board), 'h1i4');
  await click(board, 'l11');
  assert.deepEqual((await targets(board)).sort(), ['l10', 'l9']);
  await click(board, 'l9');
  assert.equal(await lastUci(board), 'l11l9');
  await page.screenshot({ path: join(ARTIFACTS, '71-define-twelve-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(ARTIFACTS, '71-define-twelve-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Define page: a draughts definition (family "draughts") is defined and played, its men drawn and named as men', async () => {
  await openDefine();
  const giveaway = {
    family: 'draughts', id: 'giveaway', name: 'Giveaway draughts',
    board: { width: 8, height: 8 }, start: 'W:W21-32:B1-12', end: { noMoves: 'wins' },
  };
  const status = await typeDefinition(JSON.stringify(giveaway, null, 2));
  assert.equal(await status.getAttribute('data-state'), 'defined', await status.textContent());
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'giveaway');
  const board = page.locator('#define-board fen-board');
  assert.equal(await board.locator('[data-square="c3"]').getAttribute('aria-label'), 'c3, white man');
  assert.equal(await pieceOn(board, 'c3'), 'M');
  await click(board, 'c3');
  assert.deepEqual(await targets(board), ['b4', 'd4']);
  await click(board, 'd4');
  assert.equal(await lastUci(board), 'c3-d4');
  assert.equal(await pieceOn(board, 'd4'), 'M');
  await page.screenshot({ path: join(ARTIFACTS, '64-define-draughts-1280.png'), fullPage: true });
});

test('screenshots of both pages at 1280 and 390 px, light and dark', async () => {
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark']) {
      await openRules(scheme, width);
      await page.screenshot({ path: join(ARTIFACTS, `64-capablanca-${width}-${scheme}.png`), fullPage: true });
      await page.emulateMedia({ colorScheme: scheme });
      await openDefine();
      await page.screenshot({ path: join(ARTIFACTS, `65-define-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
});

test('no console errors', () => {
  assert.deepEqual(browser.problems, []);
});

test('Define page: a piece of the hand dropped by a tap on it then on its square, and by the keyboard', async () => {
  await openDefine('?example=pocketknight');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'pocketknight');
  const hand = (side, piece) => board.locator(`.fb-reserve[data-side="${side}"] .fb-res[data-piece="${piece}"]`);
  // Each side's hand beside the board: its knight, and no king (a king is never in hand).
  assert.equal(await hand('w', 'N').getAttribute('data-count'), '1');
  assert.equal(await hand('b', 'n').getAttribute('data-count'), '1');
  assert.equal(await hand('w', 'K').count(), 0);
  await hand('w', 'N').click();
  // Every empty square is a target.
  assert.equal((await targets(board)).length, 32);
  await click(board, 'e4');
  assert.equal(await lastUci(board), 'N@e4');
  assert.equal(await pieceOn(board, 'e4'), 'N');
  assert.equal(await hand('w', 'N').getAttribute('data-count'), '0');
  assert.equal(await board.evaluate((el) => el.state.fen), 'rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR[n] b KQkq - 0 1');
  // Black by the keyboard: Enter on the knight of its hand, then on the square.
  await hand('b', 'n').focus();
  await page.keyboard.press('Enter');
  await board.locator('[data-square="d5"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await lastUci(board), 'N@d5');
  assert.equal(await pieceOn(board, 'd5'), 'n');
  await page.screenshot({ path: join(ARTIFACTS, '66-define-pocketknight-drop.png') });
});

test('Define page: a drop the rules refuse is explained beside the board', async () => {
  await openDefine('?example=crazyhouse');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'crazyhouse');
  const fen = '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1';
  await board.evaluate((el, fen) => el.load(fen), fen);
  assert.equal(await board.evaluate((el) => el.state.fen), fen);
  await board.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="P"]').click();
  assert.equal((await targets(board)).length, 48, 'ranks 2 to 7');
  await click(board, 'a8');
  await page.waitForFunction(() => document.querySelector('#define-board .fb-explain')?.textContent);
  assert.equal(await board.locator('.fb-explain').textContent(), 'A pawn may not be dropped on the first or last rank.');
  assert.equal(await board.locator('.fb-explain').getAttribute('data-reason'), 'drop-rank');
  // Dragged from the hand: to a square it may not go to, explained; to one it may, dropped.
  await board.evaluate((el, fen) => el.load(fen), fen);
  const pawn = board.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="P"]');
  await pawn.dragTo(board.locator('[data-square="h1"]'));
  await page.waitForFunction(() => document.querySelector('#define-board .fb-explain')?.dataset.reason === 'drop-rank');
  await pawn.dragTo(board.locator('[data-square="d4"]'));
  assert.equal(await lastUci(board), 'P@d4');
  assert.equal(await pieceOn(board, 'd4'), 'P');
});

test('Define page: Kyoto shogi, a piece turned over by two clicks, a drop from the hand asked as which form', async () => {
  await openDefine('?example=kyotoshogi');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'kyotoshogi');
  // The tokin on a1 has one way to a2, turning back into a lance: two clicks play it, with no chooser.
  await click(board, 'a1');
  await click(board, 'a2');
  assert.equal(await lastUci(board), 'a1a2-');
  assert.equal(await board.evaluate((el) => el.state.fen), 'p+nks+l/5/5/L4/1SK+NP[] b - - 1 1');
  // A pawn in hand: dropped as a pawn or as a rook, the chooser asks which.
  const fen = '2k2/5/5/5/2K2[Pp] w - - 3 10';
  await board.evaluate((el, fen) => el.load(fen), fen);
  await board.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="P"]').click();
  await click(board, 'c3');
  const choices = board.locator('.fb-chooser button[data-uci]');
  assert.deepEqual((await choices.evaluateAll((els) => els.map((b) => b.dataset.uci))).sort(), ['+P@c3', 'P@c3']);
  await board.locator('.fb-chooser button[data-uci="+P@c3"]').click();
  assert.equal(await lastUci(board), '+P@c3');
  assert.equal(await board.evaluate((el) => el.state.fen), '2k2/5/2+P2/5/2K2[p] b - - 0 10');
  await page.screenshot({ path: join(ARTIFACTS, '67-define-kyotoshogi-drop.png') });
});

test('Define page: petrified, a piece that captures turns to stone, a wall no piece enters', async () => {
  await openDefine('?example=petrified');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'petrified');
  await board.evaluate((el) => el.load('rnbqkb1r/ppp1pppp/5n2/3P4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 0 3'));
  await click(board, 'f6');
  await click(board, 'd5');
  assert.equal(await lastUci(board), 'f6d5');
  // The knight is gone: d5 is a wall, drawn as a stone block and said so.
  const d5 = board.locator('[data-square="d5"]');
  assert.equal(await pieceOn(board, 'd5'), null);
  assert.match(await d5.getAttribute('class'), /\bwall\b/);
  assert.equal(await d5.locator('.fb-wall').count(), 1);
  assert.match(await d5.getAttribute('aria-label'), /^d5, a wall/);
  // The queen's way along the d file stops before it.
  await click(board, 'd1');
  assert.ok(!(await targets(board)).includes('d5'));
  await page.screenshot({ path: join(ARTIFACTS, '70-define-petrified-wall.png') });
  // Undone, the wall goes with the move.
  await board.evaluate((el) => el.undo());
  assert.doesNotMatch(await d5.getAttribute('class'), /\bwall\b/);
});

test('Define page: amazons, an amazon moved then its arrow shot, both by clicks; undone and reset', async () => {
  await openDefine('?example=amazons');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'amazons');
  await click(board, 'd1');
  assert.ok((await targets(board)).includes('d7'));
  await click(board, 'd7');
  // The amazon shown on d7 while its arrow is aimed: the arrow's squares are the targets, d1 (left) among them.
  assert.equal(await pieceOn(board, 'd7'), 'Q');
  assert.equal(await pieceOn(board, 'd1'), null);
  const arrows = await targets(board);
  assert.ok(arrows.includes('g7') && arrows.includes('d1') && !arrows.includes('a1'), arrows.join());
  assert.equal(await lastUci(board), null);
  await page.screenshot({ path: join(ARTIFACTS, '72-define-amazons-arrow-1280.png') });
  // An arrow off the amazon's lines: explained, the move to choose again.
  await click(board, 'a1');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board .fb-explain')?.dataset.reason === 'wall-square', null, { timeout: 20_000 });
  assert.match(await board.locator('.fb-explain').textContent(), /The arrow must go on an empty square the amazon reaches from d7/);
  await click(board, 'd1');
  await click(board, 'd7');
  await click(board, 'g7');
  assert.equal(await lastUci(board), 'd1d7,d7g7');
  assert.equal(await board.evaluate((el) => el.state.lastMove.wall), 'g7');
  const g7 = board.locator('[data-square="g7"]');
  assert.match(await g7.getAttribute('class'), /\bwall\b/);
  assert.match(await g7.getAttribute('aria-label'), /^g7, a wall/);
  await board.evaluate((el) => el.moving);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(ARTIFACTS, '72-define-amazons-arrow-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await board.evaluate((el) => el.undo());
  assert.doesNotMatch(await g7.getAttribute('class'), /\bwall\b/);
  assert.equal(await pieceOn(board, 'd1'), 'Q');
});

test('Define page: duck chess, a move then the duck; snailtrail, whose wall needs no click', async () => {
  await openDefine('?example=duck');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'duck');
  await click(board, 'e2');
  await click(board, 'e4');
  const ducks = await targets(board);
  assert.equal(ducks.length, 32, ducks.join());
  assert.ok(ducks.includes('e2') && !ducks.includes('e4'));
  await click(board, 'e5');
  assert.equal(await lastUci(board), 'e2e4,e4e5');
  await page.screenshot({ path: join(ARTIFACTS, '73-define-duck-1280.png') });
  // Black's pawn may not land on the duck; its duck may not stay on e5.
  await click(board, 'e7');
  assert.deepEqual(await targets(board), ['e6']);
  await click(board, 'd7');
  await click(board, 'd5');
  assert.ok(!(await targets(board)).includes('e5'));
  await click(board, 'd4');
  assert.equal(await lastUci(board), 'd7d5,d5d4');
  assert.doesNotMatch(await board.locator('[data-square="e5"]').getAttribute('class'), /\bwall\b/);
  assert.match(await board.locator('[data-square="d4"]').getAttribute('class'), /\bwall\b/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(ARTIFACTS, '73-define-duck-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDefine('?example=snailtrail');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'snailtrail');
  await click(board, 'a1');
  await click(board, 'b2');
  assert.equal(await lastUci(board), 'a1b2,b2a1');
  assert.match(await board.locator('[data-square="a1"]').getAttribute('class'), /\bwall\b/);
});

test('Define page: sittuyin, a pawn tapped again becomes a general where it stands', async () => {
  await openDefine('?example=sittuyin');
  const board = page.locator('#define-board fen-board');
  await page.waitForFunction(() => document.querySelector('#define-board fen-board')?.state?.variant === 'sittuyin');
  // The setup: only the hand's pieces move, a rook only to the first rank.
  await board.locator('.fb-reserve[data-side="w"] .fb-res[data-piece="R"]').click();
  assert.deepEqual(await targets(board), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
  const fen = '4k3/8/2P5/8/8/8/P7/4K3[] w - - 0 1';
  await board.evaluate((el, fen) => el.load(fen), fen);
  // The pawn on c6 chosen: its own square is a target (the promotion in place), beside its step and the general's.
  await click(board, 'c6');
  assert.deepEqual(await targets(board), ['b5', 'b7', 'c6', 'c7', 'd5']);
  assert.match(await board.locator('[data-square="c6"]').getAttribute('class'), /\bselected\b.*\btarget stay\b/);
  await page.screenshot({ path: join(ARTIFACTS, '68-define-sittuyin-chosen.png') });
  await click(board, 'c6');
  assert.equal(await lastUci(board), 'c6c6f');
  assert.equal(await pieceOn(board, 'c6'), 'F');
  await page.screenshot({ path: join(ARTIFACTS, '69-define-sittuyin-in-place.png') });
  // A pawn with no promotion: tapped again, it is put down.
  await board.evaluate((el, fen) => el.load(fen), fen);
  await click(board, 'a2');
  assert.deepEqual(await targets(board), ['a3']);
  await click(board, 'a2');
  assert.deepEqual(await targets(board), []);
  assert.equal(await lastUci(board), null);
  // By the keyboard: Enter on the pawn, Enter again.
  await board.locator('[data-square="c6"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.equal(await lastUci(board), 'c6c6f');
});
