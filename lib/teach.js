// fenboard/teach for browsers and bundlers: the teaching API, a separate and optional module, so that the
// default `fenboard` module (the games and the renderer, what a rules page loads) stays small. It also has perft,
// which counts the move tree (a check of the move generator and a measure of its speed).
//
//   import { init, explainMove, bestMove } from 'fenboard/teach';
//   await init();                        // fetches and instantiates pkg/teach/fenboard_bg.wasm once
//   explainMove('chess', fen, 'e2', 'c3').message;
//   bestMove('grand', fen, { timeMs: 500 }).move.san;
//
// Its wasm is found with new URL('../pkg/teach/fenboard_bg.wasm', import.meta.url), which bundlers understand
// (they copy the file and rewrite the URL); init(url) loads it from elsewhere. Importing this module does not
// load anything: a bundler can split it off with `await import('fenboard/teach')` where it is needed.
import wasmInit from '../pkg/teach/fenboard.js';
import { loader } from '../pkg/api.js'; // lib/api.js without its comments, as lib/browser.js imports it

export { explainMove, bestMove, perft } from '../pkg/teach/fenboard.js';

/**
 * init(input?) loads the teaching engine once (later calls return the same promise); `input`: the wasm's URL, Response,
 * bytes or Module, else the file next to the package (the URL is written here, beside import.meta.url, where
 * bundlers find it). isReady() is true once init() has resolved.
 */
export const { init, isReady } = loader(wasmInit, () => new URL('../pkg/teach/fenboard_bg.wasm', import.meta.url));

export default init;
