// fenboard/teach for browsers and bundlers: explainMove, bestMove, perft and extractDiagrams, a wasm module of its
// own, so that the default module (what a rules page loads) stays small. `await init()` fetches the teaching module's
// fenboard_bg.wasm (pkg/teach/) once, or init(url | Response | bytes); importing this file loads nothing, so
// `await import('fenboard/teach')` makes a chunk of its own. Types and docs: teach.d.ts. This is the source of
// pkg/teach/browser.js, the file package.json "exports" maps (bundled and minified by scripts/package.mjs; this
// file is not in the package).
import wasmInit from '../pkg/teach/fenboard.js';
import { loader } from './api.js';

export { explainMove, bestMove, perft, extractDiagrams } from '../pkg/teach/fenboard.js';
export const { init, isReady } = loader(wasmInit);
export default init;
