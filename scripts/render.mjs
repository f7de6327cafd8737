// Renders a rules page (Pug, or HTML) to a static HTML page readable with JavaScript off, made live by the page's
// one module script when it loads. Its diagrams are inline SVGs (renderDiagram), or with --boards the live boards
// themselves, prerendered (scripts/prerender.mjs; the page then needs js/boards.css, which --boards-css links).
//
//   npm run render -- page.pug > page.html
//   node scripts/render.mjs page.pug --script /live.js --css /site.css --lang fr > page.html
//   node scripts/render.mjs page.pug --boards --boards-css /js/boards.css > page.html
//
// scripts/pages.mjs and scripts/site.mjs use renderPage() for the rules pages, with prerendered boards.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pug from 'pug';
import * as fenboard from '../pkg/fenboard.js';
import { isFen } from '../js/state.js';
import { prerender } from './prerender.mjs';

let ready = false;
/** The fenboard module, initialised synchronously from pkg/. */
export function engine() {
  if (!ready) {
    fenboard.initSync({ module: readFileSync(new URL('../pkg/fenboard_bg.wasm', import.meta.url)) });
    ready = true;
  }
  return fenboard;
}

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// A .diagram element holding only `fen:...:` text, as Pug writes `.diagram\n  | fen:...:`.
const DIAGRAM_DIV = /<div class="([^"]*\bdiagram\b[^"]*)"([^>]*)>\s*fen:([^:<]*):\s*<\/div>/g;

/** Replaces every diagram of an HTML fragment by its SVG; the diagram text stays in data-fen. */
export function inlineDiagrams(html, { variant } = {}) {
  const fb = engine();
  return html.replace(DIAGRAM_DIV, (whole, classes, attrs, text, offset) => {
    const scope = [...html.slice(0, offset).matchAll(/data-variant="([^"]+)"/g)].pop()?.[1] ?? variant;
    try {
      // A full FEN: the picture of its position (its first field).
      const picture = isFen(text.trim()) ? text.trim().split(/\s/)[0] : text.trim();
      const svg = fb.renderDiagram(picture, scope ? { variant: scope } : {});
      return `<div class="${classes}"${attrs} data-fen="${escapeHtml(text.trim())}">${svg}</div>`;
    } catch (err) {
      process.stderr.write(`render: diagram '${text}' left as text: ${err.message}\n`);
      return whole;
    }
  });
}

/**
 * Compiles Pug (or takes HTML as it is); with `svg`, inlines the diagrams' pictures. `filename`: where the Pug file
 * is, for its `include`s (a game's definition, variants/<id>.json).
 */
export function renderBody(source, { pug: isPug = true, variant, svg = true, filename } = {}) {
  const html = isPug ? pug.render(source, { pretty: false, filename }) : source;
  return svg ? inlineDiagrams(html, { variant }) : html;
}

/**
 * A whole page around a rendered body. `boards`: the diagrams are the live boards, prerendered, and `boardsCss`
 * (js/boards.css) is linked; else they are inline SVGs.
 */
export function renderPage(source, options = {}) {
  const { pug: isPug = true, script = '/live.js', css = '/site.css', lang = 'en', title, nav = '', variant, filename } = options;
  const { boards = false, boardsCss = '/js/boards.css' } = options;
  const body = renderBody(source, { pug: isPug, variant, svg: !boards, filename });
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '');
  const pageTitle = title ?? (heading ? `${heading} – fenboard` : 'fenboard');
  const boardsLink = boards ? `<link rel="stylesheet" href="${escapeHtml(boardsCss)}" id="fenboard-style">\n` : '';
  const page = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(css)}">
${boardsLink}<script type="module" src="${escapeHtml(script)}"></script>
</head>
<body>
${nav}<main class="page">
${body}
</main>
</body>
</html>
`;
  return boards ? prerender(page) : page;
}

function cli(argv) {
  const options = {};
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = /^--(script|css|lang|title|variant|boards-css)$/.exec(argv[i]);
    if (flag) options[flag[1] === 'boards-css' ? 'boardsCss' : flag[1]] = argv[++i];
    else if (argv[i] === '--boards') options.boards = true;
    else files.push(argv[i]);
  }
  if (files.length !== 1) {
    process.stderr.write('usage: npm run render -- page.pug [--script /live.js] [--css /site.css] [--lang en] [--variant id] [--boards [--boards-css /js/boards.css]] > page.html\n');
    process.exit(2);
  }
  const source = readFileSync(files[0], 'utf8');
  process.stdout.write(renderPage(source, { ...options, filename: resolve(files[0]), pug: !/\.html?$/i.test(files[0]) }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) cli(process.argv.slice(2));
