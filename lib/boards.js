// Live boards from the package: `enhance(root)` turns every `.diagram` and <fen-board> under root into a
// board you can play on, driven by this package's engine.
//
//   import init from 'fenboard';
//   import { enhance } from 'fenboard/boards';
//   await init();
//   enhance(document);
import * as fenboard from './browser.js';
import { enhance as enhanceWith } from '../js/boards.js';

export { diagramText, FenBoardElement } from '../js/boards.js';

/** Makes every diagram and <fen-board> under `root` live; returns the boards' hosts. Call after `await init()`. */
export function enhance(root = document, options = {}) {
  if (!options.module && !fenboard.isReady()) {
    throw new Error("fenboard/boards: call `await init()` (the default export of 'fenboard') before enhance()");
  }
  return enhanceWith(root, { module: fenboard, ...options });
}
