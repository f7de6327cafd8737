// fenboard live boards: turns every `.diagram` (text holding `fen:...:`) and every
// <fen-board variant="..." fen="..."> of a page into a board driven by the engine.
//
//   import init, * as fenboard from 'fenboard';      // the package (on the demo site: ./pkg/browser.js)
//   import { enhance } from './js/boards.js';
//   await init();
//   enhance(document, { module: fenboard });
//
// The module is passed in, so this file has no path to the package hard-coded. It plays every game, the games the
// page defines by data included (js/defined.js: their definition blocks are read before the boards start). The
// teaching module (why a move is illegal, the engine's moves: pkg/teach/) is loaded only when a board needs it
// (js/teach.js).

import { LiveBoard } from './board.js';
import { BLOCK, defineBlocks } from './defined.js';
import { drawPicture } from './picture.js';
import { installStyle } from './style.js';
import { setTeachLoader } from './teach.js';

const DIAGRAM = /fen:([^:]*):/;
let engine = null; // the fenboard module <fen-board> elements use (the last one given to enhance)
let language; // the language enhance() was given for every board, if any
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
    const text = this.getAttribute('fen') ?? this.getAttribute('diagram') ?? this.ownText();
    try {
      const fen = text || engine.startFen(variant, {});
      // Its own lang attribute first, then enhance()'s, then the page's (LiveBoard reads the closest lang).
      const lang = this.getAttribute('lang')?.toLowerCase().startsWith('fr') ? 'fr' : this.hasAttribute('lang') ? 'en' : language;
      this.board = new LiveBoard(this, engine, fen, { lang });
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
    this.board?.destroy();
    this.board = null;
  }

  /** The board's game state (for scripts and tests). */
  get state() {
    return this.board?.state ?? null;
  }
}

/** Defines in the engine the games of the definition blocks under `root` not read yet. */
function defineFrom(root) {
  const blocks = [...root.querySelectorAll(BLOCK)].filter((b) => !read.has(b));
  blocks.forEach((b) => read.add(b));
  defineBlocks(engine, blocks);
}

/**
 * Resolves when the games the page defines are defined and their boards live: at once, since enhance() defines them
 * in the module the boards run on before it starts them (kept for pages written when that took a module's download).
 */
export function whenDefined() {
  return Promise.resolve();
}

/**
 * Makes every diagram and <fen-board> under `root` live, after defining in `module` the games of its definition
 * blocks (`<script type="application/json" class="fenboard-variant">`). Returns the boards' hosts.
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
