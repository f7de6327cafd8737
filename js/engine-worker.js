// The engine in a Web Worker, so that a board never freezes while it thinks.
//
//   const worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
//   worker.postMessage({ load: { pkg: '<url of pkg/teach/fenboard.js>', wasm: '<url of its fenboard_bg.wasm>' } });
//   worker.postMessage({ define: '<a game definition, JSON>' });   // defineVariant, before the searches of that game
//   worker.postMessage({ id, variant, fen, timeMs });   // -> { id, started: true } as the search starts (the module is
//                                                       //    loaded), then { id, move, score, mate, depth, nodes, timeMs }
//                                                       //    or { id, error }
//
// bestMove is in the teaching module (pkg/teach/, loaded here only), not in the default one the boards run on.
// Its URLs come in the first message, `load` (the wasm's is optional: else next to the glue); without one, the
// module is ../pkg/teach/fenboard.js from here (the site's and the package's layout). The search keeps its time
// (bestMove's limits hold from its first node); `started` lets the page time the search apart from the module's
// download, and give up on a worker that does not answer in time (js/opponent.js). The worker is created with
// `new Worker(new URL(...), ...)` as written above, which bundlers (Vite, webpack) recognize: they build it as a
// worker of its own. When the module cannot load, every answer is { id, error, unavailable: true }.

let ready = null;

function load({ pkg = '../pkg/teach/fenboard.js', wasm } = {}) {
  ready = import(new URL(pkg, self.location.href).href).then(async (module) => {
    await module.default(wasm ? { module_or_path: new URL(wasm, self.location.href) } : undefined);
    return module;
  });
  // Handled here so that a module that cannot load is an answer (unavailable), not an unhandled rejection.
  ready.catch(() => {});
}

/** Defines a game once the module is there; the searches asked for later wait for it (messages keep their order). */
function define(text) {
  ready = ready.then((module) => {
    try {
      module.defineVariant(text);
    } catch {
      // The page defined it already, so this does not happen; a search of that game would say what is wrong.
    }
    return module;
  });
  ready.catch(() => {});
}

self.onmessage = async (event) => {
  const { load: urls, define: definition, id, variant, fen, timeMs, depth } = event.data ?? {};
  if (urls) return load(urls);
  if (!ready) load();
  if (definition) return define(definition);
  let module;
  try {
    module = await ready;
  } catch (err) {
    self.postMessage({ id, error: `the engine could not load: ${err?.message ?? err}`, unavailable: true });
    return;
  }
  try {
    const options = {};
    if (timeMs !== undefined) options.timeMs = timeMs;
    if (depth !== undefined) options.depth = depth;
    self.postMessage({ id, started: true });
    const result = module.bestMove(variant, fen, options);
    self.postMessage({ id, ...result });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
};
