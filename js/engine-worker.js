// The engine in a Web Worker, so that a board never freezes while it thinks.
//
//   const worker = new Worker(new URL('./engine-worker.js?pkg=<url of fenboard.js>', import.meta.url), { type: 'module' });
//   worker.postMessage({ id, variant, fen, timeMs });   // -> { id, move, score, mate, depth, nodes, timeMs } or { id, error }
//
// The package's URL comes from the `pkg` query parameter (default: ../pkg/fenboard.js, as the site serves it).

const pkg = new URL(self.location.href).searchParams.get('pkg') ?? '../pkg/fenboard.js';
const ready = import(new URL(pkg, self.location.href).href).then(async (module) => {
  await module.default();
  return module;
});

self.onmessage = async (event) => {
  const { id, variant, fen, timeMs, depth } = event.data ?? {};
  try {
    const module = await ready;
    const options = {};
    if (timeMs !== undefined) options.timeMs = timeMs;
    if (depth !== undefined) options.depth = depth;
    const result = module.bestMove(variant, fen, options);
    self.postMessage({ id, ...result });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
};
