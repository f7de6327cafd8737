// Browser tests of how the boards look (js/boards.css and the piece drawings), in headless Debian Chromium:
// the contrast of every state mark against both square colours, from the colours the browser computes, in light and
// dark mode; board sizes at 320, 390 and 1280 px; pairs stacked on phones; Bario's reserves on one row; file letters
// clear of the pieces; the theme's custom properties reaching the pieces. Screenshots in test-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch } from './_chromium.mjs';

const PAGES = ['index', 'rules/chess', 'rules/coregal', 'rules/grand', 'rules/bario', 'rules/russian', 'rules/international'];
const MIN = 3; // WCAG 1.4.11, non-text contrast

let server;
let browser;
let page;
let problems;

before(async () => {
  server = await serve({ port: 0 });
  browser = await launch();
  ({ page, problems } = browser);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path, width = 1280, colorScheme = 'light', height = 800) {
  await page.setViewportSize({ width, height });
  // Without motion: the colours are measured on the board at rest, not on a captured piece fading out.
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.goto(new URL(`${path}.html`, server.url).href);
  // Ready, and the boards' stylesheet applied (enhance() links it when the page has not).
  await page.waitForFunction(() => document.documentElement.dataset.fenboard === 'ready'
    && getComputedStyle(document.documentElement).getPropertyValue('--fenboard-styles').trim() === '1', null, { timeout: 20_000 });
}

/** Adds a <fen-board> at the top of the page's main; returns its locator. */
async function addBoard(fen, className = '') {
  await page.evaluate(([fen, className]) => {
    const el = document.createElement('fen-board');
    el.id = 'look';
    el.className = className;
    el.setAttribute('fen', fen);
    document.querySelector('main').prepend(el);
  }, [fen, className]);
  const b = page.locator('#look');
  await b.locator('.fb-sq').first().waitFor();
  return b;
}

// Colour arithmetic, run in the page: computed colours are `rgb(...)`/`rgba(...)`, custom properties as written.
const COLOUR_HELPERS = `
  const parse = (s) => {
    s = String(s).trim();
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s);
    if (hex) {
      const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
      return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1);
    }
    const m = /rgba?\\(([^)]+)\\)/.exec(s);
    if (!m) throw new Error('not a colour: ' + s);
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const over = (fg, bg) => fg.slice(0, 3).map((c, i) => fg[3] * c + (1 - fg[3]) * bg[i]).concat(1);
  const lin = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
`;

/**
 * The contrast table of a board in its current state, computed in the page: each mark's colour (composited over
 * each square colour) against both square colours; coordinates against their square; pieces (body or outline,
 * whichever is stronger) against plain and shadowed squares.
 */
async function contrastTable(b) {
  return b.evaluate((host, helpers) => {
    const { parse, over, ratio } = new Function(`${helpers}; return { parse, over, ratio };`)();
    const css = (el, prop, pseudo) => getComputedStyle(el, pseudo ?? null).getPropertyValue(prop);
    const cellWith = (cls) => host.querySelector(`.fb-sq.${cls}`);
    const light = parse(css(host.querySelector('.fb-sq.light'), 'background-color'));
    const dark = parse(css(host.querySelector('.fb-sq.dark'), 'background-color'));
    const squares = { light, dark };
    const rows = [];
    // A mark inside a square is measured against that square; a line along a square's edge also against the
    // neighbouring square's colour.
    const mark = (name, el, prop, pseudo, edge = false) => {
      if (!el) return;
      const c = parse(css(el, prop, pseudo));
      for (const [on, sq] of Object.entries(squares)) {
        const seen = over(c, sq);
        const other = on === 'light' ? dark : light;
        rows.push({ name, on, vsOwn: ratio(seen, sq), vsOther: edge ? ratio(seen, other) : undefined });
      }
    };
    mark('last move (line)', cellWith('last'), 'box-shadow', '::before', true);
    mark('selection (line)', cellWith('selected'), 'box-shadow', '::before', true);
    mark('legal-move dot', cellWith('target.quiet'), 'background-color', '::after');
    mark('capture ring', cellWith('target.capture'), 'border-top-color', '::after');
    mark('check (line)', cellWith('checked'), 'box-shadow', null, true);
    mark('focus ring', host.querySelector('.fb-sq:focus-visible'), 'outline-color', null, true);
    mark('explanation (line)', host.querySelector('.fb-sq.explained:not(.origin)'), 'box-shadow', '::before', true);
    mark('explanation origin (line)', host.querySelector('.fb-sq.explained.origin'), 'box-shadow', '::before', true);
    // A diagram's mark: a halo and a ring; on each square one of the two must stand out.
    const ring = host.ownerDocument.querySelector('.fenboard-sprite symbol[id$="mark"]')?.children;
    if (ring) {
      const [halo, line] = [...ring].map((c) => parse(css(c, 'stroke')));
      for (const [on, sq] of Object.entries(squares)) {
        rows.push({ name: 'diagram mark (halo or ring)', on, vsOwn: Math.max(ratio(halo, sq), ratio(line, sq)) });
      }
    }
    for (const coord of host.querySelectorAll('.fb-coord')) {
      const cell = coord.parentElement;
      const sq = cell.classList.contains('light') ? light : dark;
      const shade = cell.classList.contains('shadow') ? parse(/rgba?\([^)]*\)/.exec(css(cell, 'background-image'))[0]) : null;
      const behind = shade ? over(shade, sq) : sq;
      rows.push({ name: `coordinate${shade ? ' (shadowed)' : ''}`, on: cell.classList.contains('light') ? 'light' : 'dark',
        vsOwn: ratio(parse(css(coord, 'color')), behind), square: cell.dataset.square });
    }
    for (const svg of host.querySelectorAll('.fb-sq .fb-piece')) {
      const cell = svg.closest('.fb-sq');
      const side = svg.dataset.piece === svg.dataset.piece.toUpperCase() ? 'white' : 'black';
      const sq = cell.classList.contains('light') ? light : dark;
      const shade = cell.classList.contains('shadow') ? parse(/rgba?\([^)]*\)/.exec(css(cell, 'background-image'))[0]) : null;
      const behind = shade ? over(shade, sq) : sq;
      const body = parse(css(svg, `--fb-${side}-fill`));
      const line = parse(css(svg, `--fb-${side}-line`));
      rows.push({ name: `${side} piece${shade ? ' (shadowed)' : ''}`, on: cell.classList.contains('light') ? 'light' : 'dark',
        vsOwn: Math.max(ratio(body, behind), ratio(line, behind)), square: cell.dataset.square });
    }
    return rows;
  }, COLOUR_HELPERS);
}

/** The rows of a table, one per distinct (name, on), with the lowest ratios. */
function worst(rows) {
  const byKey = new Map();
  for (const r of rows) {
    const key = `${r.name} on ${r.on}`;
    const low = Math.min(r.vsOwn, r.vsOther ?? Infinity);
    if (!byKey.has(key) || low < byKey.get(key).low) byKey.set(key, { ...r, low });
  }
  return [...byKey.values()];
}

for (const scheme of ['light', 'dark']) {
  test(`every state mark, coordinate and piece keeps ${MIN}:1 against the squares (${scheme} mode)`, async () => {
    await open('rules/chess', 1280, scheme);
    // Italian game, 5. Bxf7+: the last move, check; then the king selected shows a quiet move and a capture.
    const b = await addBoard('r1bqk2r/pppp1ppp/2n2n2/4p3/1bB1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5');
    const cell = (sq) => b.locator(`[data-square="${sq}"]`);
    await cell('c4').click();
    await cell('f7').click();
    await cell('e8').click();
    assert.deepEqual(await b.locator('.fb-sq.target').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['e7', 'f7', 'f8']);
    // Keyboard focus on another square shows the focus ring (:focus-visible) while the selection stays.
    await cell('e8').focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await b.locator('.fb-sq:focus-visible').count(), 1);
    await b.screenshot({ path: join(ARTIFACTS, `look-marks-${scheme}.png`) });
    const rows = await contrastTable(b);
    // An explanation's squares (the piece that cannot move, the attacker), as the boards mark them.
    await b.evaluate((el) => {
      el.querySelector('[data-square="f6"]').classList.add('explained', 'origin');
      el.querySelector('[data-square="b4"]').classList.add('explained');
    });
    rows.push(...(await contrastTable(b)));
    // Shadowed squares (the diagram's shadow), with pieces of both colours on both square colours, and marks.
    await page.evaluate(() => document.querySelector('#look').remove());
    const s = await addBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR a1,b1,a8,b8 w 1,2,7,8');
    await s.screenshot({ path: join(ARTIFACTS, `look-shadow-${scheme}.png`) });
    rows.push(...(await contrastTable(s)));
    const table = worst(rows);
    console.log(`contrast, ${scheme} mode (lowest of each kind):\n${table.map((r) => `  ${`${r.name} on ${r.on}`.padEnd(44)} ${r.low.toFixed(2)}`).join('\n')}`);
    for (const name of ['last move (line)', 'selection (line)', 'legal-move dot', 'capture ring', 'check (line)', 'focus ring',
      'explanation (line)', 'explanation origin (line)',
      'diagram mark (halo or ring)', 'coordinate', 'coordinate (shadowed)', 'white piece', 'black piece',
      'white piece (shadowed)', 'black piece (shadowed)']) {
      for (const on of ['light', 'dark']) {
        const r = table.find((t) => t.name === name && t.on === on);
        assert.ok(r, `${name} on ${on} was measured`);
        assert.ok(r.low >= MIN, `${name} on a ${on} square: ${r.low.toFixed(2)}:1 (${r.square ?? ''})`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

test("a page's custom properties reach the squares and the pieces", async () => {
  await open('rules/chess');
  const b = await addBoard('8/8/8/8/8/8/8/r7 - w 1');
  // The black rook on a1 (dark, shadowed): its body pixel, before and after a theme override on the board.
  const pixel = async () => {
    const png = await b.locator('[data-square="a1"]').screenshot();
    return page.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      // The rook's body, between its two detail lines.
      const d = g.getImageData(Math.round(img.width * 0.5), Math.round(img.height * 0.65), 1, 1).data;
      return [d[0], d[1], d[2]];
    }, png.toString('base64'));
  };
  assert.deepEqual(await pixel(), [0x2e, 0x2e, 0x2e], 'the default black body');
  await b.evaluate((el) => el.style.setProperty('--fb-black-fill', '#00c000'));
  assert.deepEqual(await pixel(), [0, 0xc0, 0], 'the overridden body');
  await b.evaluate((el) => el.style.setProperty('--fb-light', '#123456'));
  const light = await b.locator('.fb-sq.light').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(light, 'rgb(18, 52, 86)');
});

/** Sizes on a page: squares, boards against the text width, pairs, reserves, coordinates against pieces. */
function measure() {
  return page.evaluate(() => {
    const text = document.querySelector('main').getBoundingClientRect();
    const boards = [...document.querySelectorAll('.fenboard')].map((host) => {
      const grid = host.querySelector('.fb-grid').getBoundingClientRect();
      const sq = host.querySelector('.fb-sq').getBoundingClientRect();
      const reserves = [...host.querySelectorAll('.fb-reserve:not([hidden])')].map((r) => {
        const tops = new Set([...r.querySelectorAll('.fb-res')].map((x) => Math.round(x.getBoundingClientRect().top)));
        const overflow = [...r.querySelectorAll('.fb-res')].some((x) => x.scrollWidth > x.clientWidth + 1);
        return { rows: tops.size, overflow };
      });
      return { variant: host.dataset.variant, width: grid.width, left: grid.left, square: Math.min(sq.width, sq.height), reserves };
    });
    const pair = [...document.querySelectorAll('figure')].map((f) => [f.querySelector('.diag12'), f.querySelector('.diag22')])
      .filter(([a, b]) => a && b).map(([a, b]) => ({ a: a.getBoundingClientRect().toJSON(), b: b.getBoundingClientRect().toJSON() }));
    return { text: { left: text.left, width: text.width }, viewport: innerWidth, scroll: document.documentElement.scrollWidth, boards, pair };
  });
}

/**
 * File letters and rank numbers that touch a piece's drawing, found by geometry: each piece's shape is copied into a
 * rendered 100x100 SVG and every point of the coordinate's text box (1/100 of a square apart) is tested against it.
 */
function coordinateOverlaps() {
  return page.evaluate(() => {
    const NS = 'http://www.w3.org/2000/svg';
    const probe = document.createElementNS(NS, 'svg');
    probe.setAttribute('viewBox', '0 0 100 100');
    probe.setAttribute('style', 'position:fixed;left:0;top:0;width:100px;height:100px;opacity:0;pointer-events:none');
    document.body.append(probe);
    const shapes = new Map();
    const shapeOf = (use) => {
      const symbol = document.getElementById(use.getAttribute('href').slice(1));
      const inner = symbol.querySelector('use');
      const id = inner.getAttribute('href').slice(1);
      if (!shapes.has(id)) {
        const g = document.createElementNS(NS, 'g');
        g.setAttribute('stroke-width', inner.getAttribute('stroke-width'));
        g.setAttribute('stroke', '#000');
        g.setAttribute('fill', '#000');
        g.innerHTML = document.getElementById(id).innerHTML;
        probe.append(g);
        shapes.set(id, [...g.querySelectorAll('path, rect, circle, ellipse')]);
      }
      return shapes.get(id);
    };
    const hits = [];
    for (const coord of document.querySelectorAll('.fenboard .fb-coord')) {
      const use = coord.parentElement.querySelector('.fb-piece use');
      if (!use) continue;
      const box = use.ownerSVGElement.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(coord);
      const t = range.getBoundingClientRect();
      const k = 100 / box.width;
      const [x0, x1, y0, y1] = [(t.left - box.left) * k, (t.right - box.left) * k, (t.top - box.top) * k, (t.bottom - box.top) * k];
      const elements = shapeOf(use);
      let hit = null;
      for (let x = Math.max(0, x0); x <= Math.min(100, x1) && !hit; x += 1) {
        for (let y = Math.max(0, y0); y <= Math.min(100, y1) && !hit; y += 1) {
          for (const el of elements) {
            const m = el.getCTM().inverse();
            const p = new DOMPoint(x, y).matrixTransform(m);
            const pt = probe.createSVGPoint();
            pt.x = p.x;
            pt.y = p.y;
            const filled = getComputedStyle(el).fill !== 'none' && el.isPointInFill(pt);
            if (filled || el.isPointInStroke(pt)) {
              hit = `${coord.textContent} on ${coord.parentElement.dataset.square} (${use.getAttribute('href').slice(-2)}) at ${x.toFixed(0)},${y.toFixed(0)}`;
              break;
            }
          }
        }
      }
      if (hit) hits.push(hit);
    }
    probe.remove();
    return hits;
  });
}

for (const width of [320, 390, 1280]) {
  test(`board sizes at ${width} px: squares of 24 px or more, phones edge to edge, pairs stacked, coordinates clear`, async () => {
    for (const path of PAGES) {
      await open(path, width);
      const m = await measure();
      assert.ok(m.scroll <= m.viewport, `${path}: no sideways scrolling (${m.scroll} > ${m.viewport})`);
      for (const b of m.boards) {
        assert.ok(b.square >= 24, `${path} ${b.variant}: ${b.square.toFixed(1)} px squares (board ${b.width} px wide)`);
        if (width <= 480) {
          assert.ok(b.width >= m.text.width - 0.5, `${path} ${b.variant}: ${b.width} px wide, the text ${m.text.width} px`);
          if (b.variant === 'grand' && width === 320) assert.ok(b.square >= 32 - 0.01, `Grand at 320 px: ${b.square} px squares`);
        }
        for (const r of b.reserves) {
          assert.equal(r.rows, 1, `${path}: a reserve on one row`);
          assert.equal(r.overflow, false, `${path}: nothing cut off in a reserve button`);
        }
      }
      for (const { a, b } of m.pair) {
        if (width <= 480) assert.ok(b.top >= a.bottom - 0.5, `${path}: a pair stacks at ${width} px`);
        else assert.ok(Math.abs(a.top - b.top) < 1 && b.left >= a.right, `${path}: a pair side by side at ${width} px`);
      }
      assert.deepEqual(await coordinateOverlaps(), [], `${path} at ${width} px: coordinates over pieces`);
      await page.screenshot({ path: join(ARTIFACTS, `look-${path.replace('/', '-')}-${width}.png`), fullPage: true });
    }
    assert.deepEqual(problems, []);
  });
}

test('the main board (fen-board.fb-main): centred, as large as the screen allows; the Play page uses it', async () => {
  for (const [width, height] of [[1280, 800], [390, 844], [320, 640]]) {
    await open('index', width, 'light', height);
    const b = await addBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'fb-main');
    const m = await b.evaluate((el) => ({
      grid: el.querySelector('.fb-grid').getBoundingClientRect().toJSON(),
      main: el.parentElement.getBoundingClientRect().toJSON(),
    }));
    if (width <= 480) {
      assert.ok(Math.abs(m.grid.width - width) < 0.5, `${width} px: edge to edge (${m.grid.width} px)`);
    } else {
      assert.ok(Math.abs((m.grid.left - m.main.left) - (m.main.right - m.grid.right)) < 1, 'centred');
      assert.ok(m.grid.height <= height && m.grid.height > height * 0.7, `${width}x${height}: ${m.grid.height} px high`);
    }
    // The Play page's board.
    await page.goto(new URL('play.html', server.url).href);
    await page.locator('#play .fb-grid').waitFor();
    const p = await page.locator('#play fen-board').evaluate((el) => ({
      main: el.classList.contains('fb-main'),
      grid: el.querySelector('.fb-grid').getBoundingClientRect().toJSON(),
      scroll: document.documentElement.scrollWidth,
    }));
    assert.ok(p.main, 'the Play board is the page\'s main board');
    assert.ok(p.scroll <= width, `no sideways scrolling on the Play page (${p.scroll})`);
    if (width <= 480) assert.ok(Math.abs(p.grid.width - width) < 0.5, `Play at ${width} px: edge to edge (${p.grid.width} px)`);
    else assert.ok(p.grid.height > height * 0.7 && p.grid.top + p.grid.height * 0.5 < height, `Play at ${width}x${height}: ${p.grid.height} px high`);
    await page.screenshot({ path: join(ARTIFACTS, `look-play-${width}.png`), fullPage: true });
  }
  assert.deepEqual(problems, []);
});
