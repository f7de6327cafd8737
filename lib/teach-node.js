// fenboard/teach for Node ES modules: the teaching engine (pkg/teach/, a wasm module of its own) is instantiated
// synchronously when this module loads, so `import { explainMove, bestMove } from 'fenboard/teach'` works with
// no init. init() exists and resolves at once, for code shared with browsers.
import { readFileSync } from 'node:fs';
import * as engine from '../pkg/teach/fenboard.js';
import { api, teachApi } from './api.js';

engine.initSync({ module: readFileSync(new URL('../pkg/teach/fenboard_bg.wasm', import.meta.url)) });

export const { explainMove, bestMove, perft, extractDiagrams } = teachApi(engine);
// The whole default API as well, over this module: the games its defineVariant defines live in it.
export { variants, defineVariant } from '../pkg/teach/fenboard.js';
export const { legalMoves, status, board, play, startFen, parseDiagram, renderDiagram, variantDefinition, Game } = api(engine);

/** Resolves at once: Node loads the teaching engine when the module is imported. */
export const init = () => Promise.resolve();

/** Always true in Node. */
export const isReady = () => true;

export default init;
