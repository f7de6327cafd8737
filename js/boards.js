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
      this.board = new LiveBoard(this, engine, fen, {
        lang,
        orientation: this.getAttribute('orientation') ?? undefined,
        movable: this.getAttribute('movable') ?? undefined,
        coordinates: this.getAttribute('coordinates') !== 'false',
      });
      delete this.dataset.error;
    } catch (err) {
      // Not a board of its game (a diagram of a game the page does not play): its picture, never another game's board.
      this.dataset.error = String(err.message ?? err);
      console.warn(`fen-board: ${this.dataset.error}`);
      const given = this.getAttribute('variant') || this.parentElement?.closest('[data-variant]');
      const title = given ? `Not a board of ${variant}: ${this.dataset.error}.` : `No board of a game played here: ${this.dataset.error}.`;
      if (text) this.replaceChildren(drawPicture(this.ownerDocument, text, { module: engine, title, variant: given ? variant : undefined }));
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

  // The board's API (js/board.js), as properties and methods of the element. Set before the board starts, a
  // property is kept as its attribute, which the board reads when it starts.

  static get observedAttributes() {
    return ['fen', 'orientation', 'movable', 'coordinates', 'resizable'];
  }

  /** An attribute changed: the board follows (a new position, side, movable sides, coordinates). */
  attributeChangedCallback(name, old, value) {
    const board = this.board;
    if (!board) {
      // A board that could not start (a position the engine refused, shown as a picture): a new one may start it.
      if (name === 'fen' && value !== old && this.dataset.error && this.isConnected) {
        this.replaceChildren();
        this.classList.remove('fenboard');
        this.connectedCallback();
      }
      return;
    }
    if (value === old) return;
    try {
      if (name === 'fen' && value !== null && value.trim() !== board.fen) board.load(value);
      else if (name === 'orientation' && value) board.orientation = value;
      else if (name === 'movable' && value) board.movable = value;
      else if (name === 'coordinates') board.coordinates = value !== 'false';
      else if (name === 'resizable') board.view.resize.hidden = value === null;
      delete this.dataset.error;
    } catch (err) {
      // A value the board refuses (a FEN the engine cannot read): it stays as it was, and says why.
      this.dataset.error = String(err.message ?? err);
      console.warn(`fen-board: ${this.dataset.error}`);
    }
  }

  get fen() {
    return this.board?.fen ?? this.getAttribute('fen');
  }

  set fen(text) {
    if (this.board) this.board.load(text);
    else this.setAttribute('fen', text);
  }

  get orientation() {
    return this.board?.orientation ?? (this.getAttribute('orientation') || 'white');
  }

  set orientation(colour) {
    if (this.board) this.board.orientation = colour;
    else this.setAttribute('orientation', colour);
  }

  get movable() {
    return this.board?.movable ?? (this.getAttribute('movable') || 'both');
  }

  set movable(sides) {
    if (this.board) this.board.movable = sides;
    else this.setAttribute('movable', sides);
  }

  get coordinates() {
    return this.board?.coordinates ?? this.getAttribute('coordinates') !== 'false';
  }

  set coordinates(on) {
    this.setAttribute('coordinates', String(Boolean(on)));
  }

  get lastMove() {
    return this.board?.lastMove ?? null;
  }

  get selected() {
    return this.board?.selected ?? null;
  }

  get shapes() {
    return this.board?.shapes ?? [];
  }

  get premove() {
    return this.board?.premove ? { ...this.board.premove } : null;
  }

  get result() {
    return this.board?.result ?? null;
  }

  load(text, options) {
    return this.started().load(text, options);
  }

  loadPgn(text) {
    return this.started().loadPgn(text);
  }

  play(move) {
    return this.started().play(move);
  }

  undo() {
    return this.started().undo();
  }

  select(square) {
    return this.started().select(square);
  }

  setShapes(shapes) {
    return this.started().setShapes(shapes);
  }

  cancelPremove() {
    return this.started().cancelPremove();
  }

  setEngine(side, limits) {
    return this.started().setEngine(side, limits);
  }

  /** Stops the board and frees its game; the element stays, empty of a board, until put in the page again. */
  destroy() {
    this.disconnectedCallback();
  }

  /** The board, or an error saying why there is none yet. */
  started() {
    if (!this.board) throw new Error('fen-board: the board has not started (enhance() starts it, once in the page)');
    return this.board;
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
