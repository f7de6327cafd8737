// Play against the engine: one Web Worker per page (js/engine-worker.js) answers every board's requests,
// so a search never blocks the page. Falls back to the module on the main thread where workers are missing.

let worker = null;
let next = 1;
const pending = new Map();

function startWorker(pkgUrl) {
  const url = new URL('./engine-worker.js', import.meta.url);
  url.searchParams.set('pkg', pkgUrl);
  const w = new Worker(url, { type: 'module' });
  w.onmessage = (event) => {
    const { id, error, ...result } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error) p.reject(new Error(error));
    else p.resolve(result);
  };
  w.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || 'engine worker failed'));
    pending.clear();
  };
  return w;
}

/** Where the package is, for the worker: the module's own URL when it has one, else the site's /pkg/. */
function packageUrl(options) {
  return options.pkgUrl ?? new URL('../pkg/fenboard.js', import.meta.url).href;
}

/**
 * The engine's move: resolves to {move, score, mate, depth, nodes, timeMs} (move as legalMoves gives it).
 * @param module the fenboard module (used directly only where Web Workers are missing)
 */
export function engineMove(module, variant, fen, { timeMs = 1000, pkgUrl } = {}) {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => module.bestMove(variant, fen, { timeMs }));
  worker ??= startWorker(packageUrl({ pkgUrl }));
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, variant, fen, timeMs });
  });
}

/** The time a board gives the engine: its (or an ancestor's) data-engine-time in ms, else one second. */
export function engineTime(host) {
  const el = host.closest?.('[data-engine-time]') ?? host;
  const ms = Number(el.dataset?.engineTime ?? host.getAttribute?.('engine-time'));
  return Number.isFinite(ms) && ms > 0 ? ms : 1000;
}
