// fenboard for browsers and bundlers: `await init()` fetches ../pkg/fenboard_bg.wasm (found by new URL(...,
// import.meta.url), which bundlers follow), or init(url). Types and docs: index.d.ts. Comments are kept short:
// a page downloads this file.
import wasmInit, * as engine from '../pkg/fenboard.js';
import { api, loader } from '../pkg/api.js'; // lib/api.js without its comments (scripts/package.mjs)

export * from '../pkg/fenboard.js';
export const { legalMoves, status, Game } = api(engine);
export const { init, isReady } = loader(wasmInit, () => new URL('../pkg/fenboard_bg.wasm', import.meta.url));
export default init;
