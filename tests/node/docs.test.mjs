// The README and the guides (docs/*.md) match the code: every ```js block runs in Node against the built package
// with the values its comments state (tests/node/_doctest.mjs), every ```sh command names what exists and the cheap
// ones run (tests/node/_commands.mjs), every block says its language, every link between them leads somewhere,
// the Rust blocks are doctests (src/lib.rs includes their files), and the guides render for the site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readBlocks, instrument, forBrowser } from './_doctest.mjs';
import { checkCommand } from './_commands.mjs';
import { guides, slug, GUIDES } from '../../scripts/docs.mjs';

const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SCRATCH = join(REPO, 'target', 'doctest');
const FILES = ['README.md', ...readdirSync(join(REPO, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const LANGS = new Set(['js', 'sh', 'rust', 'toml', 'text', 'html', 'css', 'pug', 'json']);

mkdirSync(SCRATCH, { recursive: true });

for (const file of FILES) {
  const blocks = readBlocks(join(REPO, file));

  test(`${file}: every code block says its language`, () => {
    const bad = blocks.filter((b) => !LANGS.has(b.lang)).map((b) => `line ${b.line - 1}: '${b.info}'`);
    assert.deepEqual(bad, [], `tag each block with one of ${[...LANGS].join(', ')}`);
  });

  for (const block of blocks.filter((b) => b.lang === 'js' && !forBrowser(b))) {
    test(`${file}:${block.line}: the js example runs`, async () => {
      const name = `${file.replace(/\W/g, '_')}_${block.line}.mjs`;
      writeFileSync(join(SCRATCH, name), instrument(block.code));
      try {
        await import(pathToFileURL(join(SCRATCH, name)).href);
      } catch (e) {
        const at = new RegExp(`${name}:(\\d+)`).exec(e.stack ?? '')?.[1];
        e.message = `${file}:${at ? block.line + Number(at) - 1 : block.line}: ${e.message}`;
        throw e;
      }
    });
  }

  const sh = blocks.filter((b) => b.lang === 'sh');
  if (sh.length) {
    test(`${file}: every command names what exists; the cheap ones run`, () => {
      const problems = [];
      for (const block of sh) {
        let dir = REPO;
        block.code.split('\n').forEach((line, i) => {
          const { problems: p, cd, run } = checkCommand(line, REPO, dir);
          dir = cd ?? dir;
          problems.push(...p.map((x) => `${file}:${block.line + i}: ${x}`));
          if (run) execFileSync(run[0], run.slice(1), { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
        });
      }
      assert.deepEqual(problems, []);
    });
  }

  if (blocks.some((b) => b.lang === 'rust')) {
    test(`${file}: its Rust blocks are doctests`, () => {
      const lib = readFileSync(join(REPO, 'src', 'lib.rs'), 'utf8');
      assert.ok(lib.includes(`#[doc = include_str!("../${file}")]`), `src/lib.rs must include ${file} under #[cfg(doctest)]`);
    });
  }
}

/** A link to a file of the repository on GitHub (package.json "repository"), and the file's path in group 1. */
const REPOSITORY_FILE = /^https:\/\/(?:github\.com\/fenboard\/fenboard\/blob|raw\.githubusercontent\.com\/fenboard\/fenboard)\/main\/(.+)$/;

/** The anchors of a Markdown file as GitHub and the site name them. */
function anchors(file) {
  const ids = new Map();
  for (const m of readFileSync(join(REPO, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1].replace(/`/g, ''));
    const n = ids.get(base) ?? 0;
    ids.set(base, n + 1);
    ids.set(n ? `${base}-${n}` : base, ids.get(n ? `${base}-${n}` : base) ?? 1);
  }
  return ids;
}

test('every link between the README and the guides leads to a file and a heading that exist', () => {
  const broken = [];
  for (const file of FILES) {
    const text = readFileSync(join(REPO, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      // The README's links are absolute (npm and crates.io show it away from the repository): those into the
      // repository are checked as paths from its root.
      const inRepo = REPOSITORY_FILE.exec(link);
      const href = inRepo ? inRepo[1] : link;
      if (!inRepo && /^[a-z]+:/.test(href)) continue;
      const [path, anchor] = href.split('#');
      const target = inRepo ? path : path ? join(file, '..', path) : file;
      if (path.startsWith('../reference/')) continue; // the generated references, on the site
      if (!existsSync(join(REPO, target))) broken.push(`${file}: ${href} (no file)`);
      else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) broken.push(`${file}: ${href} (no heading)`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the guides render as pages of the site, each linking every guide and the references', () => {
  const pages = guides();
  assert.deepEqual(pages.map((p) => p.name), ['index', ...GUIDES]);
  for (const page of pages) {
    for (const g of GUIDES) assert.ok(page.text.includes(`href="${g}.html"`) || page.name === g, `${page.name} links ${g}`);
    assert.match(page.text, /href="\.\.\/reference\/js\/index\.html"/);
    assert.match(page.text, /href="\.\.\/reference\/rust\/fenboard\/index\.html"/);
  }
});

test('the examples\' checks fail on a wrong stated value or throw, and read prose as prose', async () => {
  const run = async (name, code) => {
    writeFileSync(join(SCRATCH, `_self_${name}.mjs`), instrument(code));
    return import(pathToFileURL(join(SCRATCH, `_self_${name}.mjs`)).href);
  };
  const head = "import { Game, startFen, legalMoves } from 'fenboard';\n";
  await assert.rejects(run('value', `${head}legalMoves('chess', startFen('chess')).length;   // 21\n`), /the comment says 21, the code gives 20/);
  await assert.rejects(run('below', `${head}legalMoves('chess', startFen('chess')).length;\n// 21\n`), /the comment says 21/);
  await assert.rejects(run('throws', `${head}new Game('chess').fen();   // throws Error('no')\n`), /it did not throw/);
  await assert.rejects(run('declared', `${head}const n = legalMoves('chess', startFen('chess')).length;   // 19\n`), /says 19/);
  await run('prose', `${head}legalMoves('chess', startFen('chess'));   // the twenty moves of the start\n`);
  await run('literal', `${head}new Game('chess').variant() === 'chess';   // true\n`);
});

test('the commands\' check refuses what does not exist and commands it does not know', () => {
  const problems = (line) => checkCommand(line, REPO).problems;
  assert.deepEqual(problems('npm run bench   # the table'), []);
  assert.match(problems('npm run benchmark')[0], /no 'benchmark' script/);
  assert.match(problems('node --test tests/node/nothing.test.mjs')[0], /does not exist/);
  assert.match(problems('cargo run --release --example nothing')[0], /examples\/nothing\.rs does not exist/);
  assert.match(problems('make all')[0], /does not know the command 'make'/);
});

test('docs/pages.md names every custom property of the boards\' theme (js/boards.css)', () => {
  const declared = new Set([...readFileSync(join(REPO, 'js', 'boards.css'), 'utf8').matchAll(/(--fb-[\w-]+)\s*:/g)].map((m) => m[1]));
  const guide = readFileSync(join(REPO, 'docs', 'pages.md'), 'utf8');
  assert.deepEqual([...declared].filter((p) => !guide.includes(`\`${p}\``)), []);
});

test('every path of the checkout that the README and the guides name exists', () => {
  const missing = [];
  for (const file of FILES) {
    const text = readFileSync(join(REPO, file), 'utf8');
    for (const [, path] of text.matchAll(/`((?:src|tests|js|lib|scripts|www|bench|docs|examples|fuzz)\/[\w./-]*)`/g)) {
      if (!existsSync(join(REPO, path))) missing.push(`${file}: ${path}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the built site publishes the guides and both references, and every page links the guides', () => {
  const SITE = join(REPO, 'site');
  const pages = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['v', 'reference'].includes(e.name) && dir === SITE ? [] : pages(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
  const all = pages(SITE);
  for (const g of ['index', ...GUIDES]) assert.ok(all.includes(join(SITE, 'docs', `${g}.html`)), `site/docs/${g}.html`);
  for (const ref of ['reference/js/index.html', 'reference/rust/fenboard/index.html']) assert.ok(existsSync(join(SITE, ref)), ref);
  const unlinked = all.filter((p) => p !== join(SITE, 'docs', 'index.html'))
    .filter((p) => !/<a href="(?:\.\.\/)?(?:docs\/)?index\.html">Guides<\/a>/.test(readFileSync(p, 'utf8')) && !/href="docs\/index\.html"/.test(readFileSync(p, 'utf8')));
  assert.deepEqual(unlinked.map((p) => p.slice(SITE.length + 1)), []);
});
