// Builds the web site as a folder any static host serves as it is: site/ (git-ignored).
//
//   node scripts/site.mjs      # npm run site; part of scripts/build.sh
//
//   site/index.html viewer.html play.html define.html       the pages, boards prerendered (scripts/prerender.mjs),
//   site/rules/<id>.html                                     and the rules pages
//   site/docs/<guide>.html                                   the guides (scripts/docs.mjs renders docs/*.md)
//   site/reference/js/ reference/rust/                       the references, as scripts/docs.mjs wrote them in www/
//   site/v/<hash>/                                           everything else, in a folder named by its content
//     live.js viewer.js app.js                               each page's script bundled with the package (esbuild)
//     chunk-*.js                                             what a script loads on demand (the teaching module)
//     site.css style.css js/boards.css                       the stylesheets
//     pkg/fenboard_bg.wasm                                   the engine, preloaded by every page
//     pkg/teach/ js/engine-worker.js                         the teaching module and the engine's worker, on demand
//     variants/<id>.json                                     the example definitions the Define page loads
//
// Every file is also written brotli- and gzip-compressed (.br, .gz) for servers that send those as they are
// (scripts/serve.mjs). A page asks for its script and the wasm at once (a preload in its head), and for nothing
// else but its stylesheets before its boards are live. The versioned folder may be cached for ever: a new build is
// a new folder.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { guides } from './docs.mjs';
import { pages } from './pages.mjs';
import { prerender } from './prerender.mjs';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WWW = join(REPO, 'www');
export const SITE = join(REPO, 'site');

// The static pages of www/ (the rules pages come from their Pug sources).
const PAGES = ['index.html', 'viewer.html', 'play.html', 'define.html'];
// Files the bundles load by URL at run time (`new URL(..., import.meta.url)`), at their place in the package's
// layout: the wasm of each module, and the engine's worker with the teaching module's glue it imports.
const RUNTIME = [
  'pkg/fenboard_bg.wasm', 'pkg/teach/fenboard_bg.wasm', 'pkg/teach/fenboard.js', 'js/engine-worker.js',
  ...readdirSync(join(REPO, 'variants')).filter((f) => f.endsWith('.json') && f !== 'schema.json').map((f) => `variants/${f}`),
];
// The wasm a page's script needs first: the default module's, which plays every game, those a page defines by data
// included (the teaching module's is loaded on demand).
const wasmOf = () => ['/pkg/fenboard_bg.wasm'];
const COMPRESSED = /\.(html|js|css|wasm|svg|json)$/;

/** A page's site path (`/rules/chess.html`) to the source path of a URL it holds (`../live.js` -> `/live.js`). */
const sourcePath = (page, url) => new URL(url, `http://site${page}`).pathname;
/** A site path as a URL relative to a page. */
const relativeUrl = (page, path) => posix.relative(posix.dirname(page), path) || '.';

/** The pages' scripts import what the server maps (./pkg/, ./js/): resolved to the repository's files. */
const servedPaths = {
  name: 'served-paths',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      if (!args.importer.startsWith(WWW)) return undefined;
      const path = new URL(args.path, `http://site/${relative(WWW, args.importer).split('\\').join('/')}`).pathname;
      return { path: sourceFile(path) };
    });
  },
};

/**
 * Makes `import.meta.url` in each source file the URL that file would have in the versioned folder (which keeps the
 * package's layout), so that the URLs built on it (the wasm next to pkg/browser.js, js/engine-worker.js next to
 * js/opponent.js) find their files although the code runs from a bundle at the folder's root.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const rel = relative(REPO, args.path).split('\\').join('/');
      if (rel.startsWith('..') || !text.includes('import.meta.url')) return undefined;
      const where = rel.startsWith('www/') ? rel.slice(4) : rel;
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(`./${where}`)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

/** The module scripts and stylesheets a page's HTML links (site paths, as in the sources). */
function assetsOf(page, html) {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => sourcePath(page, m[1]));
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => sourcePath(page, m[1]));
  return { scripts, styles };
}

/** The file under the sources of a site path: /pkg/, /js/, /lib/, /variants/ from the repository, the rest from www/. */
const sourceFile = (path) => (/^\/(pkg|js|lib|variants)\//.test(path) ? join(REPO, path) : join(WWW, path));

/**
 * Writes the pages' scripts, bundled, their stylesheets and the run-time files into `dir`; returns the bundles'
 * static imports (site paths in `dir`) by script. Each script is bundled on its own, so that a page loads one file
 * (code shared by two pages is in both); only what a script imports on demand (the teaching module) is a chunk.
 */
async function writeAssets(dir, scripts, styles) {
  const imports = new Map();
  for (const path of new Set(scripts)) {
    const { metafile } = await build({
      entryPoints: [{ in: sourceFile(path), out: path.slice(1).replace(/\.js$/, '') }], bundle: true, format: 'esm',
      splitting: true, minify: true, target: 'es2022', outdir: dir, chunkNames: 'chunk-[hash]', metafile: true,
      plugins: [servedPaths, sourceUrls], logLevel: 'warning', absWorkingDir: REPO,
    });
    const out = metafile.outputs[relative(REPO, join(dir, path)).split('\\').join('/')];
    imports.set(path, (out?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => `/${posix.basename(i.path)}`));
  }
  for (const path of [...new Set(styles)].map((s) => s.slice(1)).concat(RUNTIME)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(sourceFile(`/${path}`), join(dir, path));
  }
  return imports;
}

/** Every file under `dir`, as paths relative to it, sorted. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), base) : [relative(base, join(dir, e.name)).split('\\').join('/')]))
    .sort();
}

/** A name for the folder's content: the first 10 hex digits of the SHA-256 of its paths and bytes. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of walk(dir)) hash.update(file).update('\0').update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}

/**
 * A page with its assets' URLs pointing into the versioned folder, and what its script needs first asked for at
 * once: the engine's wasm (preload, fetched as wasm-bindgen's init() fetches it, so that the two requests are one;
 * wasmOf) and the chunks its bundle imports, if any (modulepreload).
 */
function linkPage(page, html, version, chunks) {
  const at = (path) => relativeUrl(page, `${version}${path}`);
  let preloads = '';
  const wasm = wasmOf();
  html = html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (_, url) => {
    const path = sourcePath(page, url);
    for (const w of wasm) preloads += `<link rel="preload" href="${at(w)}" as="fetch" type="application/wasm" crossorigin>\n`;
    preloads += chunks.get(path).map((p) => `<link rel="modulepreload" href="${at(p)}">\n`).join('');
    return `<script type="module" src="${at(path)}"></script>`;
  });
  html = html.replace(/<link rel="stylesheet" href="([^"]+)"/g, (_, url) => `<link rel="stylesheet" href="${at(sourcePath(page, url))}"`);
  return html.replace(/(<meta name="viewport"[^>]*>\n?)/, `$1${preloads}`);
}

/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every text and wasm file under `dir`, but the references': their
 * 550 files took 50 s at brotli's best, for pages that few readers open; the server compresses them on the fly.
 */
function compressAll(dir) {
  for (const file of walk(dir)) {
    if (!COMPRESSED.test(file) || file.startsWith('reference/')) continue;
    const path = join(dir, file);
    const bytes = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** Builds site/ (replacing it). Returns {version, pages: [site paths], files: number of files}. */
export async function buildSite(out = SITE) {
  const sources = [
    ...PAGES.map((name) => ({ page: `/${name}`, html: readFileSync(join(WWW, name), 'utf8') })),
    ...pages().map((p) => ({ page: `/rules/${p.id}.html`, html: p.text, prerendered: true })),
    ...guides().map((g) => ({ page: `/docs/${g.name}.html`, html: g.text })),
  ];
  const assets = sources.map(({ page, html }) => assetsOf(page, html));
  rmSync(out, { recursive: true, force: true });
  const stage = join(out, 'v', '.stage');
  const chunks = await writeAssets(stage, assets.flatMap((a) => a.scripts), assets.flatMap((a) => a.styles));
  const version = `/v/${contentHash(stage)}`;
  const linked = sources.map(({ page, html, prerendered }) => [page, linkPage(page, prerendered ? html : prerender(html), version, chunks)]);
  renameSync(stage, join(out, version));
  for (const [page, html] of linked) {
    mkdirSync(dirname(join(out, page)), { recursive: true });
    writeFileSync(join(out, page), html);
  }
  if (!existsSync(join(WWW, 'reference'))) throw new Error('www/reference/ is missing: run `npm run docs` first');
  cpSync(join(WWW, 'reference'), join(out, 'reference'), { recursive: true });
  compressAll(out);
  return { version, pages: sources.map((s) => s.page), files: walk(out).length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const { version, pages: built, files } = await buildSite();
  const size = walk(SITE).reduce((n, f) => n + statSync(join(SITE, f)).size, 0);
  console.error(`site: ${built.length} pages, ${files} files (${(size / 1024).toFixed(0)} KiB with .br and .gz) in site/, assets in site${version}/, ${(performance.now() - t0).toFixed(0)} ms`);
}
