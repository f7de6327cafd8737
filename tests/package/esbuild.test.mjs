// The packed package bundled by esbuild (the checkout's), as an app's build would: 'fenboard' resolves to its
// browser entry, and the bundle runs once init() has the wasm. esbuild leaves `new URL('fenboard_bg.wasm',
// import.meta.url)` as it is and copies no asset (unlike Vite and webpack 5), so the app ships `fenboard/wasm`
// itself and hands it to init(): docs/api.md says so, and this test checks both halves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { pack, scratchProject } from './_scratch.mjs';

let tarball;
let project;

before(() => {
  tarball = pack();
  project = scratchProject('esbuild', tarball.tarball);
});

after(() => {
  project?.cleanup();
  tarball?.cleanup();
});

test('esbuild bundles fenboard for browsers; the bundle plays once init() has fenboard/wasm', async () => {
  const dir = project.dir;
  writeFileSync(join(dir, 'main.js'), `import init, { legalMoves, startFen, play, renderDiagram, Game } from 'fenboard';
export async function run(wasm) {
  await init(wasm);
  const game = new Game('grand');
  const san = game.play({ from: 'e3', to: 'e5' }).san;
  game.free();
  return { moves: legalMoves('chess', startFen('chess')).length, after: play('chess', startFen('chess'), 'e4'), san,
    svg: renderDiagram(startFen('chess')).startsWith('<svg') };
}
`);
  buildSync({ entryPoints: [join(dir, 'main.js')], bundle: true, format: 'esm', platform: 'browser', outdir: join(dir, 'dist'), absWorkingDir: dir, logLevel: 'warning' });
  const bundle = readFileSync(join(dir, 'dist/main.js'), 'utf8');
  assert.match(bundle, /new URL\("fenboard_bg\.wasm", import\.meta\.url\)/, 'the wasm is left to the app');
  assert.doesNotMatch(bundle, /node:fs|readFileSync|initSync/, 'the browser entry, not the Node one');
  // The app's copy of the wasm, next to its bundle.
  const wasm = join(dir, 'dist/fenboard_bg.wasm');
  copyFileSync(createRequire(join(dir, 'package.json')).resolve('fenboard/wasm'), wasm);
  const { run } = await import(pathToFileURL(join(dir, 'dist/main.js')).href);
  assert.deepEqual(await run(readFileSync(wasm)), {
    moves: 20, after: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', san: 'e5', svg: true,
  });
});
