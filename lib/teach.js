// fenboard/teach for browsers and bundlers: explainMove, bestMove, perft and extractDiagrams, with the default
// module's whole API (defineVariant included), a wasm module of its own, so that the default module (what a rules
// page loads) stays small. `await init()` fetches the teaching module's
// fenboard_bg.wasm (pkg/teach/) once, or init(url | Response | bytes); importing this file loads nothing, so
// `await import('fenboard/teach')` makes a chunk of its own. Types and docs: teach.d.ts. This is the source of
// pkg/teach/browser.js, the file package.json "exports" maps (bundled and minified by scripts/package.mjs; this
// file is not in the package).
import wasmInit, {
  Game as WasmGame, legalMoves as wasmLegalMoves, status as wasmStatus, play as wasmPlay, startFen as wasmStartFen,
  parseDiagram as wasmParseDiagram, renderDiagram as wasmRenderDiagram, variantDefinition as wasmVariantDefinition,
  wireAt, wireMemory,
  explainMove as wasmExplainMove, bestMove as wasmBestMove, perft as wasmPerft, extractDiagrams as wasmExtractDiagrams,
} from '../pkg/teach/fenboard.js';
import { api, loader, teachApi } from './api.js';

export const { explainMove, bestMove, perft, extractDiagrams } = teachApi({
  explainMove: wasmExplainMove, bestMove: wasmBestMove, perft: wasmPerft, extractDiagrams: wasmExtractDiagrams,
});
// The whole default API as well, over this module: the games its defineVariant defines live in it.
export { variants, defineVariant } from '../pkg/teach/fenboard.js';
export const { legalMoves, status, board, play, startFen, parseDiagram, renderDiagram, variantDefinition, Game } = api({
  Game: WasmGame, legalMoves: wasmLegalMoves, status: wasmStatus, play: wasmPlay, startFen: wasmStartFen,
  parseDiagram: wasmParseDiagram, renderDiagram: wasmRenderDiagram, variantDefinition: wasmVariantDefinition,
  wireAt, wireMemory,
});
export const { init, isReady } = loader(wasmInit);
export default init;
