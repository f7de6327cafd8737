// Completes the npm package after each `wasm-pack build --target web` (scripts/build.sh runs it once per module):
//
//   node scripts/package.mjs pkg         the default module (the five games and the renderer):
//     pkg/fenboard.cjs, pkg/fenboard.d.cts  wasm-bindgen's nodejs (CommonJS) glue for require('fenboard'),
//                                           made from the same wasm and loading the same pkg/fenboard_bg.wasm
//     lib/node.d.cts                        the types of require('fenboard'), from lib/index.d.ts
//     pkg/browser.js (+ .map)               lib/browser.js bundled with the web glue and lib/api.js, minified:
//                                           what package.json "exports" gives browsers and bundlers
//     pkg/api.cjs, pkg/pgn.cjs              lib/api.js and js/pgn.js as CommonJS (esbuild), for lib/node.cjs
//                                           and lib/pgn.cjs; lib/pgn.d.cts from lib/pgn.d.ts
//     pieces/*.svg                          the renderer's piece drawings as standalone SVG files
//   node scripts/package.mjs pkg/teach   the teaching module (cargo feature `teach`): the CommonJS glue
//                                        pkg/teach/fenboard.cjs, .d.cts for require('fenboard/teach'),
//                                        lib/teach.d.cts from lib/teach.d.ts, and
//                                        pkg/teach/browser.js (+ .map), lib/teach.js bundled and minified
//
// Each run must follow the wasm-pack build of its directory, before the next build: the CommonJS glue is made
// from target/wasm32-unknown-unknown/release/fenboard.wasm, which every build overwrites (checked below).
// The package's entry files are in lib/ (committed, but for the two .d.cts files written here); package.json
// "exports" maps the import styles to them and to the two bundles.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { minify } from 'terser';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const PKG = join(REPO, process.argv[2] ?? 'pkg');
const NAME = relative(REPO, PKG);
const NODE_OUT = join(REPO, 'pkg-node');
const WASM = join(REPO, 'target/wasm32-unknown-unknown/release/fenboard.wasm');

/** The types of require(`entry`): those of `file` (an ES module entry's .d.ts) with their imports' CommonJS twins. */
function commonJsTypes(file, entry) {
  const twins = { '../pkg/fenboard.js': '../pkg/fenboard.cjs', '../pkg/teach/fenboard.js': '../pkg/teach/fenboard.cjs', './index.js': './node.cjs' };
  // The leading comment, which describes the ES module entry, is replaced by one that says where the file comes from.
  const esmTypes = readFileSync(join(REPO, file), 'utf8').replace(/^(\/\/(?!\/).*\n)+/, '');
  const cjsTypes = esmTypes.replace(/(from|import) '(\.[^']*)'/g, (_, keyword, path) => {
    if (!twins[path]) throw new Error(`package: ${file} imports '${path}', which has no CommonJS twin in scripts/package.mjs`);
    return `${keyword} '${twins[path]}'`;
  });
  return `// Types of require('${entry}'), written by scripts/package.mjs from ${file} (edit that file).\n${cjsTypes}`;
}

// 1) CommonJS glue. wasm-bindgen is the CLI on PATH (the crate's exact version; scripts/setup.sh installs it).
rmSync(NODE_OUT, { recursive: true, force: true });
execFileSync('wasm-bindgen', ['--target', 'nodejs', '--out-dir', NODE_OUT, '--out-name', 'fenboard', WASM], { stdio: 'inherit' });
// The glue is only valid for a wasm with the same imports and exports as the one pkg/ ships (wasm-opt keeps names).
const shape = (file) => {
  const m = new WebAssembly.Module(readFileSync(file));
  return JSON.stringify([WebAssembly.Module.imports(m), WebAssembly.Module.exports(m)]);
};
if (shape(join(PKG, 'fenboard_bg.wasm')) !== shape(join(NODE_OUT, 'fenboard_bg.wasm'))) {
  throw new Error(`package: ${NAME}/fenboard_bg.wasm and the nodejs build differ in imports/exports (stale target/, or not run right after the wasm-pack build of ${NAME}/? rebuild)`);
}
const glue = readFileSync(join(NODE_OUT, 'fenboard.js'), 'utf8');
if (!glue.includes('`${__dirname}/fenboard_bg.wasm`')) throw new Error('package: the nodejs glue no longer loads ${__dirname}/fenboard_bg.wasm');
writeFileSync(join(PKG, 'fenboard.cjs'), glue);
copyFileSync(join(NODE_OUT, 'fenboard.d.ts'), join(PKG, 'fenboard.d.cts'));
rmSync(NODE_OUT, { recursive: true, force: true });
// The CommonJS entry's types: its ES module twin's, with the relative imports of their CommonJS twins (a .d.cts
// that imported a .d.ts would declare the ES module glue's types for a CommonJS file).
const TYPES = NAME === 'pkg' ? ['lib/index.d.ts', 'lib/node.d.cts'] : ['lib/teach.d.ts', 'lib/teach.d.cts'];
writeFileSync(join(REPO, TYPES[1]), commonJsTypes(TYPES[0], NAME === 'pkg' ? 'fenboard' : 'fenboard/teach'));
// wasm-pack writes a .gitignore of `*` into its output directory: npm pack would then leave out pkg/teach/ (a
// directory that pkg/.gitignore matches). The repository's own .gitignore already keeps pkg/ out of git.
rmSync(join(PKG, '.gitignore'), { force: true });

// 2) The browser entry as one minified file: a page downloads it with the wasm, one file rather than three (the
// entry, lib/api.js and the glue). Its source is the entry in lib/ (lib/browser.js, lib/teach.js), bundled by
// esbuild with what it imports: the web glue of this module and, of lib/api.js, what the entry uses. terser then
// minifies esbuild's output once more (two compress passes, smaller than esbuild's minification alone). The bundle
// sits in the module's directory, so the glue's `new URL('fenboard_bg.wasm', import.meta.url)` still finds the
// module's wasm. The two entries are not in the package (package.json "files"): a page that imported
// lib/browser.js beside lib/boards.js, which imports the bundle, would hold two engines. The source map (through
// both steps) carries the sources, for developer tools.
const entry = NAME === 'pkg' ? 'lib/browser.js' : 'lib/teach.js';
const bundled = buildSync({
  entryPoints: [join(REPO, entry)],
  outfile: join(PKG, 'browser.js'),
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'external',
  write: false,
  logLevel: 'warning',
});
const output = (ext) => bundled.outputFiles.find((f) => f.path.endsWith(ext)).text;
const minified = await minify(output('.js'), {
  module: true,
  compress: { passes: 2 },
  mangle: true,
  sourceMap: { content: output('.js.map'), url: 'browser.js.map' },
});
writeFileSync(join(PKG, 'browser.js'), minified.code);
writeFileSync(join(PKG, 'browser.js.map'), minified.map);
if (NAME !== 'pkg') {
  console.log(`package: ${NAME}/fenboard.cjs, ${NAME}/fenboard.d.cts, ${NAME}/browser.js, ${TYPES[1]}`);
  process.exit(0);
}

// 3) The CommonJS twins of two ES modules without imports, bundled by esbuild: lib/api.js (the decoding of moves and
// statuses, the guarded Game) as pkg/api.cjs for lib/node.cjs and lib/teach.cjs, and js/pgn.js (PGN and PDN over any
// engine) as pkg/pgn.cjs for lib/pgn.cjs, so that require('fenboard/pgn') needs no require(esm) (Node 20).
for (const [source, out] of [['lib/api.js', 'api.cjs'], ['js/pgn.js', 'pgn.cjs']]) {
  buildSync({ entryPoints: [join(REPO, source)], outfile: join(PKG, out), bundle: true, format: 'cjs', platform: 'neutral', logLevel: 'warning' });
}
// The types of require('fenboard/pgn'), from lib/pgn.d.ts as the entries' are from theirs.
writeFileSync(join(REPO, 'lib/pgn.d.cts'), commonJsTypes('lib/pgn.d.ts', "fenboard/pgn"));
// 4) Piece images: the <symbol>s of renderDiagram's palettes (the drawings live boards use), one file each.
const require = (await import('node:module')).createRequire(import.meta.url);
const engine = require(join(PKG, 'fenboard.cjs'));
const PALETTES = {
  chess: 'kqrbnp2/8/8/8/8/8/8/KQRBNP2 e4',
  grand: 'kqrbnpmc2/10/10/10/10/10/10/10/10/KQRBNPMC2',
  bario: 'kqrbnpu1/8/8/8/8/8/8/KQRBNPU1',
  russian: 'W;Wa1,Kc1;Bb8,Kd8',
};
const pieces = new Map();
for (const [variant, palette] of Object.entries(PALETTES)) {
  const svg = engine.renderDiagram(palette, { variant });
  const prefix = /<title id="([^"]+)t"/.exec(svg)[1];
  const defs = /<defs>([\s\S]*)<\/defs>/.exec(svg)[1];
  const shapes = new Map([...defs.matchAll(/<g id="([^"]+)">([\s\S]*?)<\/g>/g)].map((m) => [m[1], m[0]]));
  for (const [, id, body] of defs.matchAll(/<symbol id="([^"]+)" viewBox="0 0 100 100">([\s\S]*?)<\/symbol>/g)) {
    const name = id.slice(prefix.length);
    const used = [...body.matchAll(/href="#([^"]+)"/g)].map((m) => shapes.get(m[1]) ?? '');
    const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${used.length ? `<defs>${used.join('')}</defs>` : ''}${body}</svg>\n`
      .replaceAll(prefix, 'fenboard-');
    if (pieces.has(name) && pieces.get(name) !== file) throw new Error(`package: piece ${name} is drawn differently in ${variant}`);
    pieces.set(name, file);
  }
}
rmSync(join(REPO, 'pieces'), { recursive: true, force: true });
mkdirSync(join(REPO, 'pieces'));
for (const [name, file] of pieces) writeFileSync(join(REPO, 'pieces', `${name}.svg`), file);
console.log(`package: pkg/fenboard.cjs, pkg/fenboard.d.cts, pkg/browser.js, pkg/api.cjs, pkg/pgn.cjs, ${TYPES[1]}, lib/pgn.d.cts, ${pieces.size} pieces/*.svg`);
