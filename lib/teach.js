// fenboard/teach for browsers and bundlers: explainMove, bestMove, perft and extractDiagrams, with the default
// module's whole API (defineVariant included), a wasm module of its own, so that the default module (what a rules
// page loads) stays small. `await init()` fetches the teaching module's
// fenboard_bg.wasm (pkg/teach/) once, or init(url | Response | bytes); importing this file loads nothing, so
// `await import('fenboard/teach')` makes a chunk of its own. Types and docs: teach.d.ts. This is the source of
// pkg/teach/browser.js, the file package.json "exports" maps (bundled and minified by scripts/package.mjs; this
// file is not in the package).
import wasmInit, { Game as WasmGame, legalMoves as wasmLegalMoves, play as wasmPlay, status as wasmStatus, wireAt, wireMemory } from '../pkg/teach/fenboard.js';
import { api, loader } from './api.js';

export { explainMove, bestMove, perft, extractDiagrams } from '../pkg/teach/fenboard.js';
// The whole default API as well, over this module: the games its defineVariant defines live in it.
export { variants, startFen, defineVariant, parseDiagram, renderDiagram } from '../pkg/teach/fenboard.js';
export const { legalMoves, status, board, play, Game } = api({ Game: WasmGame, legalMoves: wasmLegalMoves, play: wasmPlay, status: wasmStatus, wireAt, wireMemory });
export const { init, isReady } = loader(wasmInit);
export default init;
