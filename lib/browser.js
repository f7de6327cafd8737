// fenboard for browsers and bundlers (Vite, webpack, Rollup, esbuild) and <script type="module">:
//
//   import init, { legalMoves, startFen } from 'fenboard';
//   await init();                        // fetches and instantiates fenboard_bg.wasm once
//   legalMoves('chess', startFen('chess'));
//
// The wasm file is found with new URL('../pkg/fenboard_bg.wasm', import.meta.url), which bundlers
// understand (they copy the file and rewrite the URL); init(url) loads it from elsewhere.
import wasmInit, * as engine from '../pkg/fenboard.js';
import { api } from './api.js';

export * from '../pkg/fenboard.js';
export const { legalMoves, status, Game } = api(engine);

let loading = null;
let ready = false;

/** Loads the engine (once; later calls return the same promise). `input`: the wasm's URL, Response, bytes or Module. */
export function init(input) {
  loading ??= wasmInit({ module_or_path: input ?? new URL('../pkg/fenboard_bg.wasm', import.meta.url) }).then(
    () => {
      ready = true;
    },
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True once init() has resolved. */
export const isReady = () => ready;

export default init;
