// fenboard live boards: turns every `.diagram` (text holding `fen:...:`) and every
// <fen-board variant="..." fen="..."> of a page into a board driven by the engine.
//
//   import init, * as fenboard from 'fenboard';      // the package (on the demo site: ./pkg/browser.js)
//   import { enhance } from './js/boards.js';
//   await init();
//   enhance(document, { module: fenboard });
//
// The module is passed in, so this file has no path to the package hard-coded. The teaching module (why a move
// is illegal, the engine's moves: pkg/teach/) is loaded only when a board needs it (js/teach.js), or when the page
// defines games by data (js/defined.js): it plays those games, and their boards wait for it.

import { LiveBoard } from './board.js';
import { BLOCK, defineBlocks, moduleOf } from './defined.js';
import { drawPicture } from './picture.js';
import { installStyle } from './style.js';
import { loadTeach, setTeachLoader, teachEnabled, teachNow } from './teach.js';

const DIAGRAM = /fen:([^:]*):/;
let engine = null; // the fenboard module <fen-board> elements use (the last one given to enhance)
let known = new Set(); // the games that module plays itself
let language; // the language enhance() was given for every board, if any
let defining = null; // while definitions of the page are being made: the promise of their end
const waiting = new Set(); // boards of a game unknown so far, started when the definitions are made
const read = new WeakSet(); // the definition blocks already read

/** The text a .diagram holds: its data-fen (written by `npm run render`), else its `fen:...:` text. */
export function diagramText(el) {
  if (el.dataset.fen) return el.dataset.fen;
  return DIAGRAM.exec(el.textContent)?.[1]?.trim() ?? null;
}

/** <fen-board variant="grand" fen="..."> (a full FEN or diagram text); `diagram` is taken as a synonym of `fen`. */
export class FenBoardElement extends (globalThis.HTMLElement ?? class {}) {
  connectedCallback() {
    if (this.board || !engine || !this.isConnected) return;
    const variant = this.getAttribute('variant') || this.parentElement?.closest('[data-variant]')?.dataset.variant || 'chess';
    if (defining && !known.has(variant) && !moduleOf(variant)) {
      waiting.add(this); // perhaps a game the page defines, once the teaching module is there
      return;
    }
    const text = this.getAttribute('fen') ?? this.getAttribute('diagram') ?? this.ownText();
    try {
      const module = moduleOf(variant) ?? engine; // a defined game plays on the teaching module that defined it
      const fen = text || module.startFen(variant, {});
      // Its own lang attribute first, then enhance()'s, then the page's (LiveBoard reads the closest lang).
      const lang = this.getAttribute('lang')?.toLowerCase().startsWith('fr') ? 'fr' : this.hasAttribute('lang') ? 'en' : language;
      this.board = new LiveBoard(this, module, fen, { lang });
      delete this.dataset.error;
    } catch (err) {
      // Not a board of its game (a diagram of a game the page does not play): its picture, never another game's board.
      this.dataset.error = String(err.message ?? err);
      console.warn(`fen-board: ${this.dataset.error}`);
      const given = this.getAttribute('variant') || this.parentElement?.closest('[data-variant]');
      const title = given ? `Not a board of ${variant}: ${this.dataset.error}.` : `No board of a game played here: ${this.dataset.error}.`;
      if (text) this.replaceChildren(drawPicture(this.ownerDocument, text, { module: engine, title }));
    }
  }

  /**
   * The position written as the element's text (`<fen-board>fen:...:</fen-board>`), kept as its `fen` attribute: once
   * the board is drawn its text is the drawing's (coordinates, buttons), which a board drawn before (a prerendered
   * page) must not read as a diagram. A drawn board without one shows its game's start.
   */
  ownText() {
    if (this.classList.contains('fenboard')) return '';
    const text = this.textContent.replace(/^\s*fen:|:\s*$/g, '').trim();
    if (text) this.setAttribute('fen', text);
    return text;
  }

  disconnectedCallback() {
    // Removed from the page: free the engine's memory. Put back, it starts again from its position.
    waiting.delete(this);
    this.board?.destroy();
    this.board = null;
  }

  /** The board's game state (for scripts and tests). */
  get state() {
    return this.board?.state ?? null;
  }
}

/**
 * Defines the games of the definition blocks under `root` not read yet: at once when the teaching module is there,
 * else once it has loaded (the boards of those games wait meanwhile: `waiting`).
 */
function defineFrom(root) {
  const blocks = [...root.querySelectorAll(BLOCK)].filter((b) => !read.has(b));
  if (!blocks.length) return;
  blocks.forEach((b) => read.add(b));
  const now = teachNow(engine);
  if (now || !teachEnabled()) {
    defineBlocks(now, blocks);
    return;
  }
  const mine = Promise.all([defining, loadTeach(engine)]).then(([, teach]) => {
    defineBlocks(teach, blocks);
    if (defining !== mine) return; // definitions asked for since: their end starts the boards
    defining = null;
    for (const board of waiting) board.connectedCallback();
    waiting.clear();
  });
  defining = mine;
}

/** Resolves when the games the page defines (its definition blocks read by enhance) are defined and their boards live. */
export function whenDefined() {
  return defining ? defining.then(whenDefined) : Promise.resolve();
}

/**
 * Makes every diagram and <fen-board> under `root` live, and defines the games of its definition blocks
 * (`<script type="application/json" class="fenboard-variant">`; their boards start when the teaching module,
 * which plays them, has loaded: whenDefined()). Returns the boards' hosts.
 * @param root a Document or an Element
 * @param options.module the initialised fenboard module
 * @param options.teach where the teaching module (explanations, the engine's moves) comes from when first needed:
 *   a function resolving to it, initialised; `false` for none; by default pkg/teach/ next to the default module
 *   (js/teach.js). A `module` that has explainMove and bestMove is used itself.
 * @param options.lang 'fr' or 'en': the boards' language; by default each board's closest lang attribute
 */
export function enhance(root = document, { module, teach, lang } = {}) {
  if (!module) throw new Error('enhance: pass the fenboard module, as enhance(document, {module})');
  if (lang !== undefined && lang !== 'fr' && lang !== 'en') throw new Error(`enhance: lang '${lang}' is not 'fr' or 'en'`);
  engine = module;
  known = new Set(module.variants?.().map((v) => v.id));
  language = lang;
  setTeachLoader(teach);
  const doc = root.ownerDocument ?? root;
  installStyle(doc);
  defineFrom(root);
  const registry = doc.defaultView?.customElements;
  if (registry && !registry.get('fen-board')) registry.define('fen-board', FenBoardElement);
  const hosts = [];
  for (const el of root.querySelectorAll('.diagram')) {
    // A board already, or a picture of a game the page does not play (js/picture.js): it stays one.
    if (el.querySelector('fen-board, .fb-picture')) continue;
    const text = diagramText(el);
    if (text === null) continue;
    const board = doc.createElement('fen-board');
    board.setAttribute('fen', text);
    const variant = el.dataset.variant || el.closest('[data-variant]')?.dataset.variant;
    if (variant) board.setAttribute('variant', variant);
    const figure = el.closest('figure');
    const caption = figure?.querySelector('figcaption')?.textContent.trim();
    const pair = figure ? [...figure.querySelectorAll('.diagram')] : [];
    const which = pair.length > 1 ? ` (board ${pair.indexOf(el) + 1} of ${pair.length})` : '';
    if (caption) board.setAttribute('aria-label', `Board${which}: ${caption}`);
    el.dataset.fen = text;
    el.replaceChildren(board);
    hosts.push(board);
  }
  // <fen-board> elements written in the page (already upgraded ones start when connected).
  for (const el of root.querySelectorAll('fen-board')) {
    if (!el.board) el.connectedCallback?.();
    if (!hosts.includes(el)) hosts.push(el);
  }
  return hosts;
}
