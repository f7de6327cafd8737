// Live boards from the package: `enhance(root)` turns every `.diagram` and <fen-board> under root into a
// board you can play on, driven by this package's engine.
//
//   import init from 'fenboard';
//   import { enhance } from 'fenboard/boards';
//   await init();
//   enhance(document);
//
// Explanations of illegal moves and the engine's moves come from fenboard/teach (pkg/teach/browser.js), a wasm
// module of its own that the boards import only when first needed (a bundler makes it a chunk of its own). Both are
// imported as package.json "exports" maps 'fenboard' and 'fenboard/teach' (the bundles in pkg/), so that the
// boards share the module the page's `init()` loaded.
import * as fenboard from '../pkg/browser.js';
import { enhance as enhanceWith } from '../js/boards.js';

export { diagramText, FenBoardElement, whenDefined } from '../js/boards.js';

/** The package's teaching module, imported and initialised on first need (one function, so it loads once). */
const teach = () =>
  import('../pkg/teach/browser.js').then(async (module) => {
    await module.init();
    return module;
  });

/** Makes every diagram and <fen-board> under `root` live; returns the boards' hosts. Call after `await init()`. */
export function enhance(root = document, options = {}) {
  if (!options.module && !fenboard.isReady()) {
    throw new Error("fenboard/boards: call `await init()` (the default export of 'fenboard') before enhance()");
  }
  return enhanceWith(root, { module: fenboard, teach, ...options });
}
