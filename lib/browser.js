// fenboard for browsers and bundlers: `await init()` fetches the fenboard_bg.wasm next to wasm-bindgen's glue (found
// by `new URL(..., import.meta.url)`, which bundlers follow), or init(url | Response | bytes). Types and docs:
// index.d.ts. This is the source of pkg/browser.js, the file package.json "exports" maps: scripts/package.mjs
// bundles it with the glue and lib/api.js and minifies it, so that a page downloads one small file (this file is
// not in the package).
import wasmInit, * as engine from '../pkg/fenboard.js';
import { api, loader } from './api.js';

export * from '../pkg/fenboard.js';
export const { legalMoves, status, Game } = api(engine);
export const { init, isReady } = loader(wasmInit);
export default init;
