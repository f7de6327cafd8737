// fenboard for Node ES modules: the engine is instantiated synchronously when this module loads,
// so `import { legalMoves } from 'fenboard'` works with no init. init() exists and resolves at once,
// for code shared with browsers.
import { readFileSync } from 'node:fs';
import { initSync, Game as WasmGame } from '../pkg/fenboard.js';
import { guardGame } from './game.js';

initSync({ module: readFileSync(new URL('../pkg/fenboard_bg.wasm', import.meta.url)) });

export * from '../pkg/fenboard.js';
export const Game = guardGame(WasmGame);

/** Resolves at once: Node loads the engine when the module is imported. */
export const init = () => Promise.resolve();

/** Always true in Node. */
export const isReady = () => true;

export default init;
