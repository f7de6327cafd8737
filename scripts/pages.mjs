// Builds the rules pages: www/rules/<id>.pug -> www/rules/<id>.html (git-ignored), diagrams as inline SVG
// that www/live.js makes live. Run by scripts/build.sh and scripts/start.sh; writes only what changed.
//
//   node scripts/pages.mjs           # build
//   node scripts/pages.mjs --check   # exit 1 if a page is missing or out of date
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from './render.mjs';

const RULES = fileURLToPath(new URL('../www/rules/', import.meta.url));
const NAV = '<nav class="site"><a href="../index.html">fenboard</a> · <a href="../viewer.html">Viewer</a></nav>\n';

/** Every rules page: [{pug, html, text}] with the HTML it should hold. */
export function pages() {
  return readdirSync(RULES)
    .filter((f) => f.endsWith('.pug'))
    .sort()
    .map((f) => {
      const pug = join(RULES, f);
      const html = pug.replace(/\.pug$/, '.html');
      const text = renderPage(readFileSync(pug, 'utf8'), { script: '../live.js', css: '../site.css', nav: NAV });
      return { pug, html, text };
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
