// Builds the rules pages: www/rules/<id>.pug -> www/rules/<id>.html (git-ignored), their boards prerendered
// (scripts/prerender.mjs) for www/live.js to make live. Run by scripts/build.sh; writes only what changed.
// scripts/site.mjs builds the same pages for the static site.
//
//   node scripts/pages.mjs           # build
//   node scripts/pages.mjs --check   # exit 1 if a page is missing or out of date
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from './render.mjs';

const RULES = fileURLToPath(new URL('../www/rules/', import.meta.url));

/** The rules pages' ids, in the order the site lists them, with their names. */
export const GAMES = [
  ['chess', 'Chess'],
  ['coregal', 'Coregal'],
  ['grand', 'Grand chess'],
  ['bario', 'Bario'],
  ['russian', 'Russian draughts'],
  ['international', 'International draughts'],
  ['capablanca', 'Capablanca chess'],
];

/**
 * The site bar: home, every rules page, the viewer, Play, the page that defines a game, the guides; the page it is on
 * (`current`: a game's id, 'viewer', 'play', 'define' or 'guides') marked, not linked. `root` leads from the page to
 * the site's top folder, `rules` to the rules pages' folder. The static pages of www/ write the same bar
 * (tests/node/site-links.test.mjs checks every page's).
 */
export function siteNav(current, { root = '../', rules = '' } = {}) {
  const item = (id, href, name) => (id === current ? `<strong aria-current="page">${name}</strong>` : `<a href="${href}">${name}</a>`);
  const games = GAMES.map(([id, name]) => item(id, `${rules}${id}.html`, name));
  const tools = [['viewer', 'viewer.html', 'Viewer'], ['play', 'play.html', 'Play'], ['define', 'define.html', 'Define'], ['guides', 'docs/index.html', 'Guides']];
  const links = [`<a href="${root}index.html">fenboard</a>`, ...games, ...tools.map(([id, href, name]) => item(id, root + href, name))];
  return `<nav class="site">${links.join(' · ')}</nav>\n`;
}

/** The site bar of a rules page. */
export const nav = (current) => siteNav(current);

/** Every rules page: [{id, pug, html, text}] with the HTML it should hold (the development layout's URLs). */
export function pages() {
  return readdirSync(RULES)
    .filter((f) => f.endsWith('.pug'))
    .sort()
    .map((f) => {
      const id = f.replace(/\.pug$/, '');
      const pug = join(RULES, f);
      const html = pug.replace(/\.pug$/, '.html');
      const text = renderPage(readFileSync(pug, 'utf8'), {
        filename: pug, script: '../live.js', css: '../site.css', boardsCss: '../js/boards.css', boards: true, nav: nav(id),
      });
      return { id, pug, html, text };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const page of pages()) {
    const current = existsSync(page.html) ? readFileSync(page.html, 'utf8') : null;
    if (current === page.text) continue;
    stale += 1;
    if (check) console.error(`out of date: ${page.html}`);
    else writeFileSync(page.html, page.text);
  }
  if (check && stale) process.exit(1);
  if (!check) console.error(`pages: ${stale} written`);
}
