// What a reader notices on the pages (issue 32): the built Play page loads without a warning, an empty board claims no
// game's end, a diagram of one side's pieces is that side's to play, Bario's reserves say whose turn it is without
// greying the black pieces, the engine switch stays on the buttons' line in French on a phone, the site's links are
// one colour, and the viewer's Show button is the page's own in dark mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve, SITE } from '../../scripts/serve.mjs';
import { ARTIFACTS, launch, ready } from './_chromium.mjs';

let dev; // the sources
let built; // the built site (its pages prerendered)
let browser;

before(async () => {
  dev = await serve({ port: 0 });
  built = existsSync(join(SITE, 'play.html')) ? await serve({ port: 0, site: SITE }) : null;
  browser = await launch({ reducedMotion: 'reduce' });
});

after(async () => {
  await browser?.close();
  await dev?.close();
  await built?.close();
});

/** A page of the dev server with boards made from `html` (the module and enhance() as a page has them). */
async function boards(page, html, { lang = 'en' } = {}) {
  await page.goto(`${dev.url}index.html`);
  await ready(page);
  await page.evaluate(async ([markup, language]) => {
    const main = document.querySelector('main');
    main.lang = language;
    main.innerHTML = markup;
    const fenboard = await import('/pkg/browser.js');
    const { enhance } = await import('/js/boards.js');
    enhance(main, { module: fenboard });
  }, [html, lang]);
}

test('the built Play page loads without a warning: its prerendered board is not read as a diagram', async (t) => {
  if (!built) return t.skip('site/ is not built');
  const page = await browser.context.newPage();
  const warnings = [];
  page.on('console', (msg) => ['warning', 'error'].includes(msg.type()) && warnings.push(msg.text()));
  try {
    await page.goto(`${built.url}play.html`);
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
    assert.deepEqual(warnings, []);
    assert.equal(await page.locator('#board').evaluate((el) => el.state.fen), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  } finally {
    await page.close();
  }
});

test('a <fen-board> whose position is its text keeps it once drawn, and when put back', async () => {
  const { page } = browser;
  await boards(page, '<fen-board id="t">fen:4k3/8/8/8/8/8/8/R3K3:</fen-board>');
  const board = page.locator('#t');
  assert.equal(await board.getAttribute('fen'), '4k3/8/8/8/8/8/8/R3K3');
  const again = await board.evaluate((el) => {
    const parent = el.parentElement;
    el.remove();
    parent.append(el);
    return el.state.pieces.get('a1');
  });
  assert.equal(again, 'R');
});

test('an empty board says so and claims no game\'s end; the Play page too', async () => {
  const { page } = browser;
  await boards(page, '<div class="diagram">fen:8/8/8/8/8/8/8/8:</div><fen-board id="fr" lang="fr" fen="8/8/8/8/8/8/8/8"></fen-board>');
  const board = page.locator('.diagram fen-board');
  assert.equal(await board.locator('.fb-status').textContent(), 'An empty board: no piece to move.');
  assert.equal(await board.getAttribute('data-outcome'), '');
  assert.equal(await page.locator('#fr .fb-status').textContent(), 'Plateau vide\u00a0: aucune pièce à jouer.');
  await page.goto(`${dev.url}play.html`);
  await page.waitForFunction(() => document.body.dataset.ready === '1');
  await page.fill('#fen', '8/8/8/8/8/8/8/8 w - - 0 1');
  await page.click('#load');
  await page.waitForFunction(() => document.querySelector('#board')?.state?.pieces.size === 0);
  assert.equal(await page.locator('#board .fb-status').textContent(), 'An empty board: no piece to move.');
  assert.doesNotMatch(await page.locator('#board').innerText(), /Stalemate/);
});

test('a diagram of a game the page does not play is its picture, never another game\'s board (9 files are no Grand, a lone u no Bario)', async () => {
  const { page } = browser;
  await boards(page, '<div class="diagram" id="xq">fen:4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9:</div><div class="diagram" id="u">fen:8/8/8/3u4/8/8/8/8:</div><div class="diagram" id="ok">fen:uuuukuuu/8/8/8/8/8/8/UUUUKUUU:</div>');
  const xq = page.locator('#xq fen-board');
  assert.equal(await xq.evaluate((el) => el.state), null, 'no board');
  assert.match(await xq.getAttribute('data-error'), /a 9×10 board/);
  assert.equal(await xq.locator('.fb-picture .fb-sq').count(), 90);
  assert.equal(await xq.locator('.fb-picture [data-piece="C"] text').count(), 2, 'the cannons drawn as letters, not as cardinals');
  assert.equal(await xq.locator('[role="gridcell"], button').count(), 0);
  const label = await xq.locator('.fb-picture').getAttribute('aria-label');
  assert.match(label, /^No board of a game played here: a 9×10 board.* A 9×10 board: white C e5, C e3; black R e10, N e8, R c5, R f5, C i5\.$/);
  assert.doesNotMatch(label, /chess|grand/i, 'it names no game the page did not say');
  const u = page.locator('#u fen-board');
  assert.equal(await u.evaluate((el) => el.state), null);
  assert.match(await u.getAttribute('data-error'), /a lone 'u'/);
  assert.equal(await u.locator('.fb-picture').count(), 1);
  assert.equal(await page.locator('#ok fen-board').evaluate((el) => el.state.variant), 'bario', 'several undefined pieces: Bario');
  await page.locator('main').screenshot({ path: join(ARTIFACTS, '49-unknown-diagrams-as-pictures.png') });
});

test('a diagram of black pieces only is Black\'s to play, not a stalemate of White', async () => {
  const { page } = browser;
  await boards(page, '<div class="diagram">fen:8/8/8/3n4/8/8/8/8:</div>');
  const board = page.locator('.diagram fen-board');
  assert.equal(await board.evaluate((el) => el.state.status.turn), 'b');
  assert.equal(await board.locator('.fb-status').textContent(), 'Black to move.');
  await board.locator('[data-square="d5"]').click();
  assert.equal(await board.locator('.fb-sq.target').count(), 8);
});

test('Bario: the reserve of the side to move is outlined; the other keeps its pieces\' colours', async () => {
  const { page } = browser;
  await page.goto(`${dev.url}rules/bario.html`);
  await ready(page);
  const board = page.locator('fen-board').nth(2); // after the knight's turn: Black to move, both reserves full
  assert.equal(await board.evaluate((el) => el.state.status.turn), 'b');
  const reserves = await board.locator('.fb-reserve').evaluateAll((els) => els.map((el) => ({
    side: el.dataset.side,
    active: el.classList.contains('fb-active'),
    outline: getComputedStyle(el).outlineStyle,
    // The opacity each piece is drawn with, its buttons' and its own.
    opacity: [...el.querySelectorAll('.fb-res')].filter((b) => b.dataset.count !== '0')
      .map((b) => Number(getComputedStyle(b).opacity) * Number(getComputedStyle(b.querySelector('.fb-piece')).opacity)),
  })));
  const black = reserves.find((r) => r.side === 'b');
  const white = reserves.find((r) => r.side === 'w');
  assert.equal(black.active, true);
  assert.equal(black.outline, 'solid');
  assert.equal(white.active, false);
  assert.equal(white.outline, 'none');
  for (const r of reserves) assert.ok(r.opacity.length && r.opacity.every((o) => o === 1), JSON.stringify(r));
  // White to move on the first board: the other way round, and its black reserve is not faded either.
  const first = page.locator('fen-board').first();
  await first.locator('[data-square="d1"]').click(); // the white king: White moves first
  const whiteActive = await first.locator('.fb-reserve.fb-active').getAttribute('data-side');
  assert.equal(whiteActive, 'w');
  const blackOpacity = await first.locator('.fb-reserve[data-side="b"] .fb-res[data-count="2"]').first().evaluate((b) => getComputedStyle(b).opacity);
  assert.equal(blackOpacity, '1');
  await board.screenshot({ path: join(ARTIFACTS, '47-bario-reserves.png') });
});

test('the engine switch stays on the buttons\' line, in French too, down to a 320 px phone; the buttons keep their words for screen readers', async () => {
  for (const width of [1280, 390, 320]) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    try {
      await boards(page, '<div class="diagram">fen:r3k3/8/8/8/8/8/8/4K2R:</div><div class="diagram">fen:r3k3/8/8/8/8/8/8/4K2R:</div>', { lang: 'fr' });
      await page.evaluate(() => { document.querySelectorAll('fen-board')[1].closest('.diagram').lang = 'en'; });
      for (const board of await page.locator('fen-board').all()) {
        const bar = await board.locator('.fb-bar').evaluate((el) => ({
          // The controls shown (the Pass button is hidden in a game without passing).
          tops: [...el.children].filter((c) => !c.hidden).map((c) => Math.round(c.getBoundingClientRect().top)),
          // The switch's words (its text, not the box, which is a finger's height on a phone).
          label: (() => {
            const range = document.createRange();
            range.selectNodeContents(el.querySelector('.fb-engine-switch').lastChild);
            return range.getBoundingClientRect().height;
          })(),
          box: el.querySelector('.fb-engine-switch').getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(el).lineHeight) || 20,
          names: [...el.querySelectorAll('button')].map((b) => b.textContent),
        }));
        assert.equal(new Set(bar.tops).size, 1, `${width}px: ${JSON.stringify(bar)}`);
        assert.ok(bar.label < bar.line * 1.8, `${width}px: the switch's words on one line: ${JSON.stringify(bar)}`);
        assert.ok(bar.names.every(Boolean), 'every button has its word');
        if (width < 480) assert.ok(bar.box >= 44, `${width}px: the switch is a finger's height: ${JSON.stringify(bar)}`);
      }
      if (width === 390) await page.screenshot({ path: join(ARTIFACTS, '48-engine-switch-fr-390.png') });
    } finally {
      await page.close();
    }
  }
});

test('links are one colour in the site bar and in the text; the viewer\'s Show button is the page\'s own in dark mode', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await browser.context.newPage();
    await page.emulateMedia({ colorScheme });
    try {
      await page.goto(`${dev.url}viewer.html`);
      await ready(page);
      const colours = await page.evaluate(() => ({
        nav: getComputedStyle(document.querySelector('nav.site a')).color,
        text: (() => {
          const a = document.createElement('a');
          a.href = '#';
          document.querySelector('main p, main label').append(a);
          return getComputedStyle(a).color;
        })(),
        show: (() => {
          const s = getComputedStyle(document.querySelector('#viewer-show'));
          return { background: s.backgroundColor, color: s.color };
        })(),
        page: getComputedStyle(document.body).backgroundColor,
      }));
      assert.equal(colours.nav, colours.text, colorScheme);
      const grey = (c) => {
        const [r, g, b] = c.match(/\d+/g).map(Number);
        return Math.max(r, g, b) - Math.min(r, g, b) < 12;
      };
      assert.ok(!grey(colours.show.background), `${colorScheme}: the Show button is ${colours.show.background}`);
      assert.ok(contrast(colours.show.background, colours.show.color) >= 4.5, JSON.stringify(colours.show));
    } finally {
      await page.close();
    }
  }
});

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/\d+/g).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('no console errors', () => {
  assert.deepEqual(browser.problems, []);
});
