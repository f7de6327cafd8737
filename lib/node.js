// fenboard for Node ES modules: the engine is instantiated synchronously when this module loads,
// so `import { legalMoves } from 'fenboard'` works with no init. init() exists and resolves at once,
// for code shared with browsers. The exports are lib/index.d.ts's names, and only those.
import { readFileSync } from 'node:fs';
import * as engine from '../pkg/fenboard.js';
import { api } from './api.js';

engine.initSync({ module: readFileSync(new URL('../pkg/fenboard_bg.wasm', import.meta.url)) });

export { variants, defineVariant } from '../pkg/fenboard.js';
export const { legalMoves, status, board, play, startFen, parseDiagram, renderDiagram, variantDefinition, Game } = api(engine);

/** Resolves at once: Node loads the engine when the module is imported. */
export const init = () => Promise.resolve();

/** Always true in Node. */
export const isReady = () => true;

export default init;
