// Play against the engine: a board's engine switch and turns (setEngine, maybeEngine over a LiveBoard of
// js/board.js), and the engine itself: one Web Worker per page (js/engine-worker.js) answers every board's requests,
// so a search never blocks the page. The search (bestMove) is in the teaching module (pkg/teach/): the worker
// loads it, and only it. Where workers are missing, the teaching module is loaded on the main thread instead
// (js/teach.js, once). When it cannot load, the engine is unavailable: engineMove rejects with an error whose
// `unavailable` is true, and the board goes on without it. The worker's teaching module is an instance of its own:
// it is given every game the page defines (js/defined.js), so that it plays them too.

import { followDefinitions } from './defined.js';
import { loadTeach, teachEnabled } from './teach.js';
import { describeStatus } from './a11y.js';

let worker = null;
let next = 1;
const pending = new Map(); // id -> { resolve, reject, timer, timeMs }

/**
 * How long a request waits for its search to start (the teaching module's download, the searches queued before it),
 * and past its own time for its answer. A search keeps its time (bestMove's limits hold from its first node), so a
 * worker silent past these is stuck: it is ended, and the board says so instead of waiting for ever.
 */
const START_TIMEOUT_MS = 30_000;
const ANSWER_MARGIN_MS = 2_000;

function unavailable(message) {
  return Object.assign(new Error(message), { unavailable: true });
}

/** Sends the games defined later to the worker (one listener for every worker of the page). */
const sendDefinition = (later) => worker && worker.postMessage({ define: later });

/** Gives up on request `id` after `ms` (the search's start, or its answer). */
function watch(id, ms, what) {
  const p = pending.get(id);
  if (!p) return;
  clearTimeout(p.timer);
  p.timer = setTimeout(() => stopWorker(Object.assign(new Error(`the engine did not ${what} within ${Math.ceil(ms / 1000)} s`), { timeout: ms })), ms);
}

/** Ends the worker: every request it holds fails with `error`; the next request starts a new one. */
function stopWorker(error) {
  worker?.terminate();
  worker = null;
  for (const p of pending.values()) {
    clearTimeout(p.timer);
    p.reject(error);
  }
  pending.clear();
}

function startWorker({ pkgUrl, wasmUrl }) {
  // Written as bundlers recognize a worker (they build engine-worker.js as a worker of its own).
  const w = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  w.postMessage({ load: { pkg: pkgUrl, wasm: wasmUrl } });
  for (const text of followDefinitions(sendDefinition)) w.postMessage({ define: text });
  w.onmessage = (event) => {
    const { id, error, unavailable: gone, started, ...result } = event.data;
    const p = pending.get(id);
    if (!p || w !== worker) return;
    if (started) return watch(id, p.timeMs * 2 + ANSWER_MARGIN_MS, 'answer');
    clearTimeout(p.timer);
    pending.delete(id);
    if (error) p.reject(gone ? unavailable(error) : new Error(error));
    else p.resolve(result);
  };
  w.onerror = (event) => {
    // The worker itself failed (its script could not load): no engine on this page.
    event.preventDefault?.();
    if (w !== worker) return;
    stopWorker(unavailable(event.message || 'the engine worker failed'));
    worker = false;
  };
  return w;
}

/**
 * Where the teaching module is, for the worker: given, else pkg/teach/ next to this package's js/ (the package's
 * and the site's layout). The wasm's URL is given too, so that a bundler that copies files under hashed names
 * (`new URL(..., import.meta.url)` assets in Vite and webpack) still finds it.
 */
function teachUrls({ pkgUrl, wasmUrl }) {
  if (pkgUrl) return { pkgUrl, wasmUrl };
  return {
    pkgUrl: new URL('../pkg/teach/fenboard.js', import.meta.url).href,
    wasmUrl: new URL('../pkg/teach/fenboard_bg.wasm', import.meta.url).href,
  };
}

/**
 * The engine's move: resolves to {move, score, mate, depth, nodes, timeMs} (move as legalMoves gives it); rejects
 * with an error whose `unavailable` is true when there is no engine, or whose `timeout` (ms) says how long it waited
 * for a worker that did not answer (that worker is ended; the next request starts another).
 * @param module the board's fenboard module (its bestMove is used where Web Workers are missing, if it has one)
 */
export function engineMove(module, variant, fen, { timeMs = 1000, depth, pkgUrl, wasmUrl } = {}) {
  if (!teachEnabled() && typeof module.bestMove !== 'function') return Promise.reject(unavailable('no engine on this page'));
  if (typeof Worker === 'undefined') {
    return loadTeach(module).then((teach) => {
      if (!teach) throw unavailable('the engine could not load');
      return teach.bestMove(variant, fen, depth ? { timeMs, depth } : { timeMs });
    });
  }
  if (worker === false) return Promise.reject(unavailable('the engine worker failed'));
  worker ??= startWorker(teachUrls({ pkgUrl, wasmUrl }));
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, timer: 0, timeMs });
    watch(id, START_TIMEOUT_MS + timeMs * 2, 'start');
    worker.postMessage({ id, variant, fen, timeMs, depth });
  });
}

/** The time a board gives the engine: its (or an ancestor's) data-engine-time in ms, else one second. */
export function engineTime(host) {
  const el = host.closest?.('[data-engine-time]') ?? host;
  const ms = Number(el.dataset?.engineTime ?? host.getAttribute?.('engine-time'));
  return Number.isFinite(ms) && ms > 0 ? ms : 1000;
}

/**
 * Sets the engine's side on `board` (a LiveBoard): true takes the side not to move; 'white', 'black' or 'both'
 * (the engine plays itself); false or null turns it off.
 */
export function setEngine(board, on) {
  const { w, state } = board;
  const named = { white: 'w', w: 'w', black: 'b', b: 'b', both: 'both' }[on];
  if (on !== true && on && !named) throw new Error(`setEngine: '${on}' is not 'white', 'black', 'both', true or false`);
  const was = board.engineSide;
  board.engineSide = on === true ? (state.status?.turn === 'w' ? 'b' : 'w') : (named ?? null);
  if (board.engineSide === was) return maybeEngine(board); // nothing to say (a page setting what it had)
  board.host.dataset.engine = board.engineSide ?? '';
  const box = board.view.bar.querySelector('.fb-engine');
  if (box) box.checked = Boolean(board.engineSide);
  if (!board.premoveSide()) board.premove = null;
  board.clicks = [];
  board.draw();
  board.announce(board.engineSide ? `${w.engineOn(board.engineSide)} ${describeStatus(w, state.status)}` : w.engineOff);
  maybeEngine(board);
}

/** The limits of the board's searches: its own (setEngine's), else the page's time (engineTime). */
function limitsOf(board) {
  const { timeMs, depth } = board.engineLimits ?? {};
  // A depth alone still has a time, so that the worker's watch knows how long to wait (a deep search is cut there).
  return { timeMs: timeMs ?? (depth ? 10_000 : engineTime(board.host)), ...(depth ? { depth } : {}) };
}

/** The engine moves when it is its turn at the end of the line (not while earlier positions are shown). */
export async function maybeEngine(board) {
  const { state, w } = board;
  const { status } = state;
  const engineTurn = board.engineSide === 'both' || status?.turn === board.engineSide;
  if (!board.engineSide || board.thinking || !status || status.outcome || !engineTurn) return;
  if (state.ply !== state.line.length) return;
  const fen = state.fen;
  // Numbered: when the engine plays both sides, its next search starts inside this one's play(), and this one's
  // end must not clear that one's thinking.
  const search = (board.search ?? 0) + 1;
  board.search = search;
  board.thinking = true;
  board.host.dataset.thinking = 'true';
  board.announce(w.thinking);
  board.draw(); // the reader's pieces stop being movable (a click now starts a premove)
  try {
    const result = await engineMove(board.module, state.variant, fen, limitsOf(board));
    await board.moving; // the player's move ends before the answer starts
    board.thinking = false;
    if (board.engineSide && state.game && board.state === state && state.fen === fen) board.playMove(result.move, { engine: result });
  } catch (err) {
    if (err?.unavailable) engineUnavailable(board);
    else if (err?.timeout) board.announce(w.engineTimeout(Math.ceil(err.timeout / 1000)));
    else board.announce(w.engineFailed(err.message ?? err));
  } finally {
    if (board.search === search) {
      board.thinking = false;
      board.host.dataset.thinking = 'false';
      if (!board.abort?.signal.aborted && board.state.game) board.draw();
    }
  }
}

/** No teaching module on this page (it could not load, or was turned off): the board goes on without the engine. */
function engineUnavailable(board) {
  board.engineSide = null;
  board.noEngine = true;
  board.host.dataset.engine = 'unavailable';
  board.view.bar.querySelector('.fb-engine').checked = false;
  board.draw();
  board.announce(board.w.engineGone);
}
