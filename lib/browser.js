// fenboard for browsers and bundlers: `await init()` fetches the fenboard_bg.wasm next to wasm-bindgen's glue (found
// by `new URL(..., import.meta.url)`, which bundlers follow), or init(url | Response | bytes). Types and docs:
// index.d.ts, whose names are the exports here, and the only ones. This is the source of pkg/browser.js, the file
// package.json "exports" maps: scripts/package.mjs bundles it with the glue and lib/api.js and minifies it, so that a
// page downloads one small file (this file is not in the package).
// The glue is imported by name, never as a namespace object: a namespace passed around would keep every export of
// the glue in the bundle (its loader initSync too).
import wasmInit, {
  Game as WasmGame, legalMoves as wasmLegalMoves, status as wasmStatus, play as wasmPlay, startFen as wasmStartFen,
  parseDiagram as wasmParseDiagram, renderDiagram as wasmRenderDiagram, variantDefinition as wasmVariantDefinition,
  wireAt, wireMemory,
} from '../pkg/fenboard.js';
import { api, loader } from './api.js';

export { variants, defineVariant } from '../pkg/fenboard.js';
export const { legalMoves, status, board, play, startFen, parseDiagram, renderDiagram, variantDefinition, Game } = api({
  Game: WasmGame, legalMoves: wasmLegalMoves, status: wasmStatus, play: wasmPlay, startFen: wasmStartFen,
  parseDiagram: wasmParseDiagram, renderDiagram: wasmRenderDiagram, variantDefinition: wasmVariantDefinition,
  wireAt, wireMemory,
});
export const { init, isReady } = loader(wasmInit);
export default init;
