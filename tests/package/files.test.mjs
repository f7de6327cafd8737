// What `npm pack` puts in the package: exactly the intended files (both wasm modules), every "exports" target among them,
// the version of the crate, and the two copies of the Game wrapper (ESM and CommonJS) equal; `npm publish --dry-run`
// passes and would publish the same files.
import { createRequire } from 'node:module';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { REPO, run } from './_scratch.mjs';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
const [dryRun] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], { cwd: REPO }));
const files = dryRun.files.map((f) => f.path).sort();

test('npm pack --dry-run lists only the intended files', () => {
  const js = ['a11y', 'anim', 'board', 'boards', 'defined', 'detect', 'diagram', 'document', 'drag', 'engine-worker', 'events', 'explain', 'input', 'movelist', 'opponent', 'pgn', 'picture', 'premove', 'shapes', 'sprite', 'state', 'style', 'teach', 'view'].map((n) => `js/${n}.js`);
  js.push('js/boards.css'); // the live boards' stylesheet (fenboard/boards.css)
  // lib/browser.js and lib/teach.js are not shipped: they are the sources of the bundles pkg/browser.js and
  // pkg/teach/browser.js.
  const lib = ['api.js', 'boards.d.ts', 'boards.js', 'index.d.ts', 'node.cjs', 'node.d.cts', 'node.js',
    'teach-node.js', 'teach.cjs', 'teach.d.ts', 'teach.d.cts', 'pgn.js', 'pgn-node.js', 'pgn.d.ts', 'pgn.cjs', 'pgn.d.cts'].map((n) => `lib/${n}`);
  // The two wasm modules: the default one (pkg/) and the teaching one (pkg/teach/), each with ES module and CommonJS glue.
  const built = ['', 'teach/'].flatMap((dir) => ['fenboard.js', 'fenboard.d.ts', 'fenboard.cjs', 'fenboard.d.cts', 'fenboard_bg.wasm'].map((n) => `pkg/${dir}${n}`));
  built.push('pkg/api.cjs', 'pkg/pgn.cjs'); // lib/api.js and js/pgn.js as CommonJS, made by scripts/package.mjs
  // The browser bundles (lib/browser.js, lib/teach.js with what they import, minified) and their source maps.
  built.push('pkg/browser.js', 'pkg/browser.js.map', 'pkg/teach/browser.js', 'pkg/teach/browser.js.map');
  const pieces = files.filter((f) => f.startsWith('pieces/'));
  // The example definitions of games defined by data, and their JSON Schema (fenboard/variants/*).
  const variants = files.filter((f) => f.startsWith('variants/'));
  assert.ok(variants.includes('variants/schema.json') && variants.includes('variants/capablanca.json'), variants.join());
  assert.ok(variants.every((f) => f.endsWith('.json')), variants.join());
  assert.deepEqual(files, ['LICENSE', 'README.md', 'package.json', ...js, ...lib, ...built, ...pieces, ...variants].sort());
  // The piece images: every piece the renderer draws (chess, marshall, cardinal, Bario's undefined piece, draughts) and the mark.
  const names = pieces.map((f) => f.slice('pieces/'.length, -'.svg'.length)).sort();
  const expected = ['mark'];
  for (const side of 'wb') for (const p of ['k', 'q', 'r', 'b', 'n', 'p', 'm', 'c', 'u', 'dm', 'dk']) expected.push(side + p);
  assert.deepEqual(names, expected.sort());
  assert.equal(dryRun.name, 'fenboard');
});

test('npm publish --dry-run passes, publishing every entry of "files" and both wasm modules', () => {
  // The dry run packs as publishing does (prepack included) and checks the manifest; it uploads nothing.
  const out = JSON.parse(run('npm', ['publish', '--dry-run', '--json', '--loglevel=error'], { cwd: REPO }));
  const published = out.fenboard ?? out;
  assert.equal(published.id, `fenboard@${pkg.version}`);
  const paths = published.files.map((f) => f.path).sort();
  assert.deepEqual(paths, files, 'what npm pack would pack');
  for (const wasm of ['pkg/fenboard_bg.wasm', 'pkg/teach/fenboard_bg.wasm']) {
    const file = published.files.find((f) => f.path === wasm);
    assert.ok(file && file.size > 100_000, `${wasm} is published whole`);
  }
  for (const entry of pkg.files) {
    assert.ok(entry.endsWith('/') ? paths.some((p) => p.startsWith(entry)) : paths.includes(entry), entry);
  }
  assert.equal(pkg.private, undefined, 'a private package cannot be published');
});

test("the package's version is the crate's (Cargo.toml)", () => {
  const cargo = readFileSync(join(REPO, 'Cargo.toml'), 'utf8');
  const version = /^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(cargo)?.[1];
  assert.ok(version, 'Cargo.toml [package] version');
  assert.equal(pkg.version, version);
  assert.equal(dryRun.version, version);
});

test('both manifests name the same repository, homepage and documentation; the README links absolutely', () => {
  const cargo = readFileSync(join(REPO, 'Cargo.toml'), 'utf8');
  const field = (name) => new RegExp(`^${name} = "([^"]+)"`, 'm').exec(cargo)?.[1];
  const repository = field('repository');
  assert.match(repository, /^https:\/\/github\.com\/[\w-]+\/[\w-]+$/);
  assert.equal(pkg.repository.url, `git+${repository}.git`);
  assert.equal(pkg.homepage, field('homepage'));
  assert.ok(pkg.homepage.startsWith(repository), pkg.homepage);
  assert.equal(pkg.bugs.url, `${repository}/issues`);
  assert.ok(pkg.documentation.startsWith(`${repository}/blob/main/`), pkg.documentation);
  assert.equal(field('documentation'), 'https://docs.rs/fenboard');
  // npm and crates.io show the README away from the repository: no relative link or image.
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^(https:|#)/.test(href));
  assert.deepEqual(relative, []);
  assert.ok(readme.includes(`](${repository}/blob/main/docs/api.md`), 'the README links the guides in the repository');
});

test('prepack installs nothing: without the toolchain it names what is missing and how to get it', () => {
  const missing = (env) => JSON.parse(run(process.execPath, ['-e', "import('./scripts/prepack.mjs').then((m) => console.log(JSON.stringify(m.missingTools())))"],
    { cwd: REPO, env: { ...process.env, ...env } }));
  // This test's own environment has the toolchain.
  assert.deepEqual(missing({}), []);
  const none = missing({ PATH: dirname(process.execPath), CARGO_HOME: join(REPO, 'no-such-dir') });
  assert.ok(none.some((line) => line.startsWith('cargo (Rust): https://rustup.rs')), none.join('\n'));
  assert.ok(none.some((line) => line.startsWith('wasm-pack: cargo install wasm-pack')), none.join('\n'));
  assert.ok(none.some((line) => /^wasm-bindgen-cli 0\.2\.\d+ \(Cargo\.lock's wasm-bindgen\): cargo install wasm-bindgen-cli --version 0\.2\.\d+$/.test(line)), none.join('\n'));
  const source = readFileSync(join(REPO, 'scripts/prepack.mjs'), 'utf8');
  assert.doesNotMatch(source, /execFileSync\([^)]*setup\.sh/, 'prepack runs no installer');
  assert.match(source, /FENBOARD_PACKAGE_ONLY: '1'/, 'prepack builds the package only');
  // ...which scripts/build.sh stops after: the two modules and scripts/package.mjs, no pages, guides, TypeDoc or site.
  const build = readFileSync(join(REPO, 'scripts/build.sh'), 'utf8').split('\n').filter((line) => !line.startsWith('#'));
  const stop = build.findIndex((line) => /FENBOARD_PACKAGE_ONLY:-.*exit 0/.test(line));
  assert.ok(stop > 0, 'scripts/build.sh stops for FENBOARD_PACKAGE_ONLY=1');
  assert.deepEqual(build.slice(0, stop).filter((line) => /^(node|wasm-pack) /.test(line)).map((line) => line.split(' ').slice(0, 2).join(' ')),
    ['wasm-pack build', 'node scripts/package.mjs', 'wasm-pack build', 'node scripts/package.mjs']);
  assert.ok(build.slice(stop).some((line) => line.startsWith('node scripts/docs.mjs')), 'the guides and TypeDoc come after');
});

test('every "exports" target, main, module and types is in the package', () => {
  const targets = new Set([pkg.main, pkg.module, pkg.types]);
  const walk = (v) => (typeof v === 'string' ? targets.add(v) : Object.values(v).forEach(walk));
  walk(pkg.exports);
  for (const t of targets) {
    if (t.includes('*')) {
      const re = new RegExp(`^${t.slice(2).replace('*', '.+')}$`);
      assert.ok(files.some((f) => re.test(f)), t);
    } else {
      assert.ok(files.includes(t.slice(2)), t);
    }
  }
  // Conditions that must come first in their objects: "types" (TypeScript), "node" before "browser"/"import" (Node, Vite SSR).
  for (const entry of ['.', './teach']) {
    assert.deepEqual(Object.keys(pkg.exports[entry]).slice(0, 2), ['node', 'browser'], entry);
    for (const [cond, target] of Object.entries(pkg.exports[entry])) {
      for (const e of cond === 'node' ? Object.values(target) : [target]) assert.equal(Object.keys(e)[0], 'types', `${entry} ${cond}`);
    }
  }
  assert.equal(pkg.sideEffects, false);
});

test('pkg/api.cjs and pkg/pgn.cjs are lib/api.js and js/pgn.js as CommonJS: the same exports, doing the same', async () => {
  const require = createRequire(import.meta.url);
  for (const [cjsFile, esmFile, call] of [
    ['pkg/api.cjs', 'lib/api.js', (m) => [m.moveText({ from: 'e7', to: 'e8', promotion: 'q' }), m.decodeMoves(new TextEncoder().encode('<L.-0'), 0, 5)]],
    ['pkg/pgn.cjs', 'js/pgn.js', (m) => m.parsePgn('[Variant "Grand"]\n\n1. e4 {x} e7 (1... d7) 2. Nc4 *')],
  ]) {
    const cjs = require(join(REPO, cjsFile));
    const esm = await import(join(REPO, esmFile));
    assert.deepEqual(Object.keys(cjs).sort(), Object.keys(esm).sort(), cjsFile);
    assert.deepEqual(call(cjs), call(esm), cjsFile);
    assert.ok(!/^\s*(import|export)\b/m.test(readFileSync(join(REPO, cjsFile), 'utf8')), `${cjsFile} is CommonJS`);
  }
});

test('the browser bundles are their lib/ entries, self-contained and minified', async () => {
  for (const [bundle, source, call] of [
    ['pkg/browser.js', 'lib/browser.js', (m) => m.legalMoves('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').map((x) => x.san)],
    ['pkg/teach/browser.js', 'lib/teach.js', (m) => m.perft('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3)],
  ]) {
    const text = readFileSync(join(REPO, bundle), 'utf8');
    assert.ok(!/\bimport\s*[\w{*]|\bimport\s*\(|\bexport\s*\*\s*from/.test(text), `${bundle} imports nothing`);
    const [code, map] = text.split('\n//# sourceMappingURL=');
    assert.equal(map.trim(), 'browser.js.map');
    assert.ok(!code.includes('\n') && !/\/\*|\/\/ /.test(code), `${bundle} is minified: one line, no comment`);
    // The same exports as the source, and they work once init() has the module's wasm.
    const [built, entry] = await Promise.all([import(join(REPO, bundle)), import(join(REPO, source))]);
    assert.deepEqual(Object.keys(built).sort(), Object.keys(entry).sort(), bundle);
    assert.equal(built.isReady(), false);
    await built.init(readFileSync(join(REPO, bundle.replace('browser.js', 'fenboard_bg.wasm'))));
    assert.equal(built.isReady(), true);
    await entry.init(readFileSync(join(REPO, bundle.replace('browser.js', 'fenboard_bg.wasm'))));
    assert.deepEqual(call(built), call(entry), bundle);
  }
});

// The download (issue 8, then issue 27 when the default module came to play every game, defined ones included):
// what a rules page downloads (the default module's wasm and its browser bundle, each compressed as npm run bench
// does). Its budget is 100 KiB gzip, which the one engine does not meet (docs/size.md says why, npm run bench says
// NOT MET); until it does, the module must not grow past its size today (docs/size.md says what each change cost)
// by more than a compiler's version may move it. Sizes are
// deterministic, unlike speed.
const BUDGET = 100 * 1024;
const TODAY = 316 * 1024;
test('the default module downloads in at most 316 KiB gzip (wasm + browser bundle): no larger than today, its budget being 100 KiB', () => {
  const gzip = (file) => gzipSync(readFileSync(join(REPO, file)), { level: 9 }).length;
  const total = gzip('pkg/fenboard_bg.wasm') + gzip('pkg/browser.js');
  assert.ok(total <= TODAY, `${total} bytes gzip: grown past today's ${TODAY} (the budget is ${BUDGET})`);
});
