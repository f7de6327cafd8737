// fenboard for browsers and bundlers (Vite, webpack, Rollup, esbuild) and <script type="module">:
//
//   import init, { legalMoves, startFen } from 'fenboard';
//   await init();                        // fetches and instantiates fenboard_bg.wasm once
//   legalMoves('chess', startFen('chess'));
//
// The wasm file is found with new URL('../pkg/fenboard_bg.wasm', import.meta.url), which bundlers
// understand (they copy the file and rewrite the URL); init(url) loads it from elsewhere.
import wasmInit, * as engine from '../pkg/fenboard.js';
// pkg/api.js: lib/api.js without its comments (scripts/package.mjs), the smaller download.
import { api, loader } from '../pkg/api.js';

export * from '../pkg/fenboard.js';
export const { legalMoves, status, Game } = api(engine);

/**
 * init(input?) loads the engine once (later calls return the same promise); `input`: the wasm's URL, Response,
 * bytes or Module, else the file next to the package (the URL is written here, beside import.meta.url, where
 * bundlers find it). isReady() is true once init() has resolved.
 */
export const { init, isReady } = loader(wasmInit, () => new URL('../pkg/fenboard_bg.wasm', import.meta.url));

export default init;
