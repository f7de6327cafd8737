// The site's games defined by data (variants/<id>.json): offered beside the built-in games wherever the site lets a
// reader choose a game (the viewer, Play), as the site has a rules page for each. They play on the default module,
// which defines them (js/defined.js) when one is first needed. The teaching module (the viewer's extractDiagrams) is
// loaded here too, once.
import { define, definitionOf } from './js/defined.js';

/** Each game: its id and its name (its definition's), for the menus before the definition is loaded. */
export const SITE_GAMES = [{ id: 'capablanca', name: 'Capablanca chess', width: 10, height: 8 }];

let teaching = null;
/** The teaching module, loaded and initialised once. */
export const loadTeaching = () => (teaching ??= import('./pkg/teach/browser.js').then(async (m) => (await m.init(), m)));

const loading = new Map(); // id -> the promise of its definition
/**
 * Defines one of the package's example games (variants/<id>.json) in `module` (the page's fenboard module), once;
 * resolves to its VariantInfo, or rejects saying why (no such example, a definition the engine refuses).
 */
export function defineExample(module, id) {
  if (!/^[a-z][\w-]*$/.test(id)) return Promise.reject(new Error(`'${id}' is no example's name`));
  if (definitionOf(id) && !loading.has(id)) loading.set(id, Promise.resolve({ id, name: definitionOf(id).name }));
  if (!loading.has(id)) {
    const made = fetch(new URL(`./variants/${id}.json`, import.meta.url))
      .then((response) => {
        if (!response.ok) throw new Error(`the example '${id}' could not load (HTTP ${response.status})`);
        return response.text();
      })
      .then(async (text) => {
        // A game made from another example (caparandom extends capablanca) needs that one defined first.
        const base = JSON.parse(text).extends;
        if (base && !module.variants().some((v) => v.id === base)) await defineExample(module, base);
        return define(module, text);
      });
    made.catch(() => loading.delete(id)); // tried again next time
    loading.set(id, made);
  }
  return loading.get(id);
}
