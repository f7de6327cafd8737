// The teaching module of the live boards: why a move is illegal (explainMove) and the engine's move (bestMove)
// live in a wasm module of their own (pkg/teach/, the package's `fenboard/teach`), apart from the default module
// a board runs on, so that a page of diagrams downloads only the games and the renderer. A board loads it on
// first need (an illegal attempt; the engine where Web Workers are missing), once per page, without waiting for
// it; when it cannot load, the board goes on without explanations or engine. It is an engine instance of its own:
// the games the page defines (js/defined.js) are defined in it too, when it loads and as they come.

import { followDefinitions } from './defined.js';

/**
 * The default loader: the teaching module's browser entry (`fenboard/teach`, pkg/teach/browser.js), as the package
 * and the site lay it out; its init() fetches the wasm next to it.
 */
async function defaultLoader() {
  const module = await import('../pkg/teach/browser.js');
  await module.init();
  return module;
}

let loader = defaultLoader;
let loading = null; // the promise of the module (null until first needed)
let loaded = null; // the module, once loaded

const teaches = (module) => typeof module?.explainMove === 'function' && typeof module?.bestMove === 'function';

/**
 * Says where the teaching module comes from: a function resolving to it, initialised (as
 * `() => import('fenboard/teach').then(async (m) => (await m.init(), m))`), `false` for none (no explanations,
 * no engine), or undefined for the default (../pkg/teach/ next to this file).
 */
export function setTeachLoader(value) {
  const next = value === undefined ? defaultLoader : value || null;
  if (next === loader) return;
  loader = next;
  loading = null;
  loaded = null;
}

/** Whether the boards may use a teaching module at all (not turned off with `teach: false`). */
export const teachEnabled = () => loader !== null;

/** The teaching module if it is there now: `module` itself when it has the teaching API, else the loaded one, else null. */
export function teachNow(module) {
  return teaches(module) ? module : loaded;
}

/** Resolves to the teaching module, or to null when it cannot load (tried once per loader). Never rejects. */
export function loadTeach(module) {
  if (teaches(module)) return Promise.resolve(module);
  if (!loader) return Promise.resolve(null);
  const from = loader;
  loading ??= Promise.resolve()
    .then(from)
    .then(
      (m) => (teaches(m) ? m : null),
      () => null,
    )
    .then((m) => {
      if (m) knowDefinitions(m);
      if (loader === from) loaded = m;
      return m;
    });
  return loading;
}

/** Defines in a loaded teaching module the games the page defined, and those it defines later. */
function knowDefinitions(module) {
  const define = (text) => {
    try {
      module.defineVariant?.(text);
    } catch {
      // The default module took this definition, so the teaching one, the same engine, takes it too.
    }
  };
  for (const text of followDefinitions(define)) define(text);
}
