// Builds the documentation the site publishes, into www/ (git-ignored; scripts/site.mjs copies it into site/):
//
//   www/docs/index.html, www/docs/<guide>.html   the guides of docs/*.md, rendered with marked
//   www/reference/js/                            the JavaScript API, from the package's .d.ts files (TypeDoc)
//   www/reference/rust/                          the Rust crate (cargo doc)
//
//   node scripts/docs.mjs            # npm run docs: all three; part of scripts/build.sh
//   node scripts/docs.mjs --guides   # the guides only
//
// Both references are built strictly: an export of the package without a doc comment (TypeDoc's validation,
// typedoc.json) or a rustdoc warning fails the build, and with it `npm test`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { siteNav } from './pages.mjs';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DOCS = join(REPO, 'docs');
const OUT = join(REPO, 'www', 'docs');
const REFERENCE = join(REPO, 'www', 'reference');

/** The guides, in reading order: their file in docs/ without `.md` (each file's first `# ` line is its title), and
 * what the index says of each. */
const ABOUT = {
  pages: 'the <code>fen:…:</code> diagrams of a rules page made live: the syntax, whole positions, the boards, their look, the viewer',
  api: 'positions, moves, games, status, notation, PGN and PDN, errors and their codes, task by task',
  games: 'the eight games, where fenboard follows the stated rules rather than vchess\'s code, the FEN dialects',
  teaching: 'why a move is illegal, the engine\'s move, perft: the optional second module',
  define: 'a chess variant as a JSON definition: its format, Betza\'s notation, the API, pages that carry one',
  draughts: 'a draughts game as a JSON definition: the rules that differ between Russian, international, Brazilian and English draughts',
  rust: 'the engine as a Rust crate',
  speed: 'the benchmark tables against chessops, chess.js, Fairy-Stockfish and shakmaty, and how to reproduce them',
  size: 'what a rules page downloads, its budget of 100 KiB, and where its bytes go',
  robustness: 'the limits on every input, the fuzzing, what it found',
  contributing: 'setting up, the tests, the code map, adding a game',
};
export const GUIDES = Object.keys(ABOUT);

/** A heading's anchor as GitHub writes it, so that links work on GitHub and on the site alike. */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/**
 * Where docs/reference.md's sections (which tell a reader of the repository how to build the references) lead on
 * the site: to the references themselves.
 */
const REFERENCES = { javascript: '../reference/js/index.html', rust: '../reference/rust/fenboard/index.html' };

/**
 * A link of a guide as the site holds it: another guide (`api.md#errors`) becomes its page, the README the
 * guides' index, a section of reference.md the reference; links to anything else in the repository would not exist
 * on the site and are refused.
 */
function siteHref(href, from) {
  if (/^([a-z]+:|#)/.test(href)) return href;
  const [path, anchor] = href.split('#');
  const name = /^(?:\.\/)?(?:\.\.\/docs\/|docs\/)?([\w-]+)\.md$/.exec(path)?.[1];
  if (name === 'reference' && REFERENCES[anchor]) return REFERENCES[anchor];
  const page = name === 'README' ? 'index' : GUIDES.includes(name) ? name : null;
  if (page === null) throw new Error(`${from}: the link '${href}' points outside the guides; write the path as code`);
  return `${page}.html${anchor ? `#${anchor}` : ''}`;
}

/** A Markdown text as HTML: GitHub's heading anchors, links between guides rewritten for the site. */
export function renderMarkdown(text, from) {
  const seen = new Map();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const base = slug(inner);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        return `<h${depth} id="${id}"><a class="anchor" href="#${id}" aria-hidden="true">#</a>${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const t = title ? ` title="${title}"` : '';
        return `<a href="${siteHref(href, from)}"${t}>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  return marked.parse(text);
}

/** A guide's title: its first `# ` heading, without Markdown code marks. */
const titleOf = (text) => (/^# (.+)$/m.exec(text)?.[1] ?? '').replace(/`/g, '');

/** The navigation of the guides' pages: the site's bar (as the rules pages have it), then each guide. */
function nav(current, titles) {
  const link = (href, name, here) => (here ? `<strong aria-current="page">${name}</strong>` : `<a href="${href}">${name}</a>`);
  // A title's words before a colon name it in the bar (`Size: how the wasm module is kept small`: Size).
  const guides = GUIDES.map((g) => link(`${g}.html`, titles.get(g).split(':')[0], g === current));
  return [
    siteNav(current === 'index' ? 'guides' : null, { root: '../', rules: '../rules/' }).trimEnd(),
    `<nav class="guides" aria-label="Guides"><ol>${guides.map((g) => `<li>${g}</li>`).join('')}`
      + '<li><a href="../reference/js/index.html">JavaScript reference</a></li>'
      + '<li><a href="../reference/rust/fenboard/index.html">Rust reference</a></li></ol></nav>',
  ].join('\n');
}

const page = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · fenboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../site.css">
<link rel="stylesheet" href="../docs.css">
</head>
<body class="guide">
${body}
</body>
</html>
`;

/** Every guide page and the index: [{name, file, text}] with the HTML each should hold. */
export function guides() {
  const sources = new Map(GUIDES.map((g) => [g, readFileSync(join(DOCS, `${g}.md`), 'utf8')]));
  const titles = new Map([...sources].map(([g, text]) => [g, titleOf(text)]));
  const out = GUIDES.map((g) => ({
    name: g,
    text: page(titles.get(g), `${nav(g, titles)}\n<main>\n${renderMarkdown(sources.get(g), `docs/${g}.md`)}</main>`),
  }));
  const items = GUIDES.map((g) => `<li><a href="${g}.html">${titles.get(g)}</a>: ${ABOUT[g]}</li>`).join('\n');
  const index = `<main>
<h1>fenboard: guides and references</h1>
<ol class="guide-list">
${items}
</ol>
<h2>References, generated from the code</h2>
<ul>
<li><a href="../reference/js/index.html">The JavaScript API</a>: every export of the package's TypeScript declarations (TypeDoc)</li>
<li><a href="../reference/rust/fenboard/index.html">The Rust crate</a>: every public item (cargo doc)</li>
</ul>
</main>`;
  out.unshift({ name: 'index', text: page('Guides', `${nav('index', titles)}\n${index}`) });
  return out.map((g) => ({ ...g, file: join(OUT, `${g.name}.html`) }));
}

/** Writes the guides' pages; returns how many changed. */
export function writeGuides() {
  mkdirSync(OUT, { recursive: true });
  let written = 0;
  for (const g of guides()) {
    if (existsSync(g.file) && readFileSync(g.file, 'utf8') === g.text) continue;
    writeFileSync(g.file, g.text);
    written += 1;
  }
  return written;
}

/** The JavaScript reference, from the package's .d.ts files (pkg/ must be built); any warning is an error. */
async function writeJsReference() {
  const { Application } = await import('typedoc');
  const app = await Application.bootstrapWithPlugins({ options: join(REPO, 'typedoc.json'), treatWarningsAsErrors: true });
  const project = await app.convert();
  if (project) app.validate(project);
  if (!project || app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error('TypeDoc: the JavaScript reference has the problems above (every export needs a doc comment)');
  }
  await app.generateDocs(project, join(REFERENCE, 'js'));
  rebaseLinks(join(REFERENCE, 'js'), Object.values(app.options.getValue('navigationLinks')));
}

/**
 * TypeDoc writes its navigation links (typedoc.json: the guides, the Rust reference, the site's home) as they are
 * given, on every page: right from the reference's top folder only, and 404 from the pages one folder down
 * (functions/, classes/...), nearly all of them. Each page gets them relative to itself.
 */
export function rebaseLinks(dir, links) {
  const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  for (const file of walk(dir).filter((f) => f.endsWith('.html'))) {
    const up = '../'.repeat(relative(dir, file).split(sep).length - 1);
    if (!up) continue;
    const html = readFileSync(file, 'utf8');
    const rebased = links.reduce((text, link) => text.replaceAll(`href="${link}"`, `href="${up}${link}"`), html);
    if (rebased !== html) writeFileSync(file, rebased);
  }
}

/** The Rust reference: cargo doc of the crate (with the flags of scripts/test.sh, so that its build is reused). */
function writeRustReference() {
  execFileSync('cargo', ['doc', '--no-deps', '--locked', '--quiet'], {
    cwd: REPO, stdio: 'inherit', env: { ...process.env, RUSTDOCFLAGS: '-D warnings' },
  });
  rmSync(join(REFERENCE, 'rust'), { recursive: true, force: true });
  cpSync(join(REPO, 'target', 'doc'), join(REFERENCE, 'rust'), { recursive: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const written = writeGuides();
  if (!process.argv.includes('--guides')) {
    await writeJsReference();
    writeRustReference();
  }
  console.error(`docs: ${written} guide pages written in www/docs/, references in www/reference/, ${(performance.now() - t0).toFixed(0)} ms`);
}
