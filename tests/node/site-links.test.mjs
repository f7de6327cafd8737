// The built site (site/, scripts/build.sh) holds together: every link and asset of its pages, the JavaScript
// reference's (TypeDoc) included, leads to a file of the site; every page has an icon; and every page's site bar
// lists the same places, the page itself marked rather than linked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE = resolve(fileURLToPath(new URL('../../site', import.meta.url)));

/** The HTML files under `dir`, but the Rust reference (cargo doc's own, with its own checks) and the assets. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(SITE, 'v') || path === join(SITE, 'reference', 'rust') ? [] : pages(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

/** Where a URL of a page leads in site/, or null for what is not a file of the site (other sites, data:, anchors). */
function target(page, url) {
  if (/^([a-z][\w+.-]*:|#|\/\/)/i.test(url)) return null;
  const path = decodeURIComponent(url.split(/[?#]/)[0]);
  if (!path) return null;
  const file = path.startsWith('/') ? join(SITE, path) : resolve(dirname(page), path);
  return existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
}

const ALL = existsSync(SITE) ? pages(SITE) : [];

test('the site is built, its JavaScript reference included', () => {
  assert.ok(ALL.length > 20, 'run scripts/build.sh first');
  assert.ok(ALL.filter((p) => p.includes(`${join('reference', 'js')}`)).length > 50);
});

test('every link and asset of every page of the site leads to a file', () => {
  const broken = [];
  for (const page of ALL) {
    const html = readFileSync(page, 'utf8');
    for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const file = target(page, url.replace(/&amp;/g, '&'));
      if (file && !existsSync(file)) broken.push(`${relative(SITE, page)}: ${url}`);
    }
  }
  assert.deepEqual([...new Set(broken)].slice(0, 20), []);
});

test('every page has an icon of its own (no request for /favicon.ico, which the site does not have)', () => {
  const without = ALL.filter((p) => !/<link rel="icon"/.test(readFileSync(p, 'utf8')));
  assert.deepEqual(without.map((p) => relative(SITE, p)), []);
});

// The places of the site bar, as files of site/.
const PLACES = [
  'index.html', ...['chess', 'coregal', 'grand', 'bario', 'russian', 'international', 'capablanca'].map((id) => `rules/${id}.html`),
  'viewer.html', 'play.html', 'define.html', 'docs/index.html',
].map((p) => join(SITE, p));

test('every site bar lists the home, every rules page, the viewer, Play, Define and the guides, and marks its own page', () => {
  const wrong = [];
  for (const page of ALL) {
    const bar = /<nav class="site">([\s\S]*?)<\/nav>/.exec(readFileSync(page, 'utf8'))?.[1];
    if (bar === undefined) continue;
    const linked = [...bar.matchAll(/href="([^"]*)"/g)].map(([, url]) => target(page, url));
    const marked = (bar.match(/aria-current="page"/g) ?? []).length;
    const here = PLACES.includes(page);
    const places = [...linked, ...(here && marked ? [page] : [])].sort();
    if (JSON.stringify(places) !== JSON.stringify([...PLACES].sort())) {
      wrong.push(`${relative(SITE, page)}: ${places.map((p) => relative(SITE, p)).join(' ')}`);
    }
    if (here && (marked !== 1 || linked.includes(page))) wrong.push(`${relative(SITE, page)}: not marked as the current page`);
  }
  assert.deepEqual(wrong, []);
});
