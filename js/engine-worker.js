// The engine in a Web Worker, so that a board never freezes while it thinks.
//
//   const url = new URL('./engine-worker.js', import.meta.url);
//   url.searchParams.set('pkg', '<url of pkg/teach/fenboard.js>');        // the teaching module's glue
//   url.searchParams.set('wasm', '<url of pkg/teach/fenboard_bg.wasm>');  // optional: else next to the glue
//   const worker = new Worker(url, { type: 'module' });
//   worker.postMessage({ id, variant, fen, timeMs });   // -> { id, move, score, mate, depth, nodes, timeMs } or { id, error }
//
// bestMove is in the teaching module (pkg/teach/, loaded here only), not in the default one the boards run on.
// The module's URL comes from the `pkg` query parameter (default: ../pkg/teach/fenboard.js, as the site and the
// package lay it out). When it cannot load, every answer is { id, error, unavailable: true }.

const params = new URL(self.location.href).searchParams;
const pkg = new URL(params.get('pkg') ?? '../pkg/teach/fenboard.js', self.location.href).href;
const wasm = params.get('wasm');
const ready = import(pkg).then(async (module) => {
  await module.default(wasm ? { module_or_path: new URL(wasm, self.location.href) } : undefined);
  return module;
});
// Handled here so that a module that cannot load is an answer (unavailable), not an unhandled rejection.
ready.catch(() => {});

self.onmessage = async (event) => {
  const { id, variant, fen, timeMs, depth } = event.data ?? {};
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
    const result = module.bestMove(variant, fen, options);
    self.postMessage({ id, ...result });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
};
