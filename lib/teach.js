// fenboard/teach for browsers and bundlers: explainMove, bestMove and perft, a wasm module of its own, so that the
// default module (what a rules page loads) stays small. `await init()` fetches ../pkg/teach/fenboard_bg.wasm once
// (or init(url)); importing this file loads nothing, so `await import('fenboard/teach')` makes a chunk of its own.
// Types and docs: teach.d.ts. Comments are kept short: a page downloads this file.
import wasmInit from '../pkg/teach/fenboard.js';
import { loader } from '../pkg/api.js'; // lib/api.js without its comments (scripts/package.mjs)

export { explainMove, bestMove, perft } from '../pkg/teach/fenboard.js';
export const { init, isReady } = loader(wasmInit, () => new URL('../pkg/teach/fenboard_bg.wasm', import.meta.url));
export default init;
