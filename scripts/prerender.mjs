// Prerenders a page's live boards: runs the boards' own code (js/boards.js enhance()) on the page in Node, over a
// DOM (linkedom) and the engine (lib/node.js), and writes the result. Each diagram is then sent once, as the board
// the reader will play on: drawn before any script runs (readers without JavaScript see it too), in the box the live
// board takes when the page's script rebuilds it from its data-fen, so nothing moves (no layout shift).
//
// What prerendering needs of the boards: their first drawing depends only on the page (not on the window's size or
// on timers), and the page links js/boards.css with id="fenboard-style" (enhance() then links nothing itself).
// A page that defines games (js/defined.js) is drawn the same way: the engine plays them as it plays the built-in ones.
import { parseHTML } from 'linkedom';
import * as fenboard from '../lib/node.js';

// js/boards.js declares <fen-board> as a subclass of the global HTMLElement when it loads: linkedom's, here.
const scratch = parseHTML('<!doctype html><html><body></body></html>').document;
globalThis.HTMLElement ??= scratch.defaultView.HTMLElement;

// linkedom reads markup set as the innerHTML of an <svg> element as HTML, where `<path/>` opens an element instead of
// closing one (the piece sprites of js/sprite.js came out nested); a browser reads it as SVG. Here it goes through an
// HTML element holding an <svg>, whose content linkedom reads as a browser does.
const SVG = Object.getPrototypeOf(scratch.createElementNS('http://www.w3.org/2000/svg', 'svg'));
const read = (proto) => Object.getOwnPropertyDescriptor(proto, 'innerHTML') ?? read(Object.getPrototypeOf(proto));
const { get } = read(SVG);
Object.defineProperty(SVG, 'innerHTML', {
  configurable: true,
  get,
  set(markup) {
    const holder = this.ownerDocument.createElement('div');
    holder.innerHTML = `<svg>${markup}</svg>`;
    this.replaceChildren(...holder.firstChild.childNodes);
  },
});
const { enhance, FenBoardElement } = await import('../js/boards.js');

// linkedom's <details> has no `open` property reflecting its attribute, as a browser's has (a board's move list is
// opened through it).
const DETAILS = Object.getPrototypeOf(scratch.createElement('details'));
if (!('open' in DETAILS)) {
  Object.defineProperty(DETAILS, 'open', {
    configurable: true,
    get() {
      return this.hasAttribute('open');
    },
    set(value) {
      if (value) this.setAttribute('open', '');
      else this.removeAttribute('open');
    },
  });
}

// Without JavaScript the buttons of a prerendered board do nothing: hidden, keeping their room.
const NO_SCRIPT = '<noscript><style>.fenboard .fb-bar { visibility: hidden; }</style></noscript>';

/** The page with its diagrams and <fen-board> elements drawn as live boards; a page without any is unchanged. */
export function prerender(html) {
  if (!/class="[^"]*\bdiagram\b|<fen-board\b/.test(html)) return html;
  const { document, customElements } = parseHTML(html);
  // linkedom lets a class be defined once, in one document: each page gets a subclass of its own.
  customElements.define('fen-board', class extends FenBoardElement {});
  // A teaching module that the page will have (the boards draw their engine switch as the reader's will be), never
  // loaded here: nothing asks for it before a reader does.
  const boards = enhance(document, { module: fenboard, teach: () => new Promise(() => {}) });
  for (const board of boards) board.board?.destroy();
  if (!document.head.querySelector('noscript')) document.head.insertAdjacentHTML('beforeend', NO_SCRIPT);
  return `<!doctype html>\n${document.documentElement.outerHTML}\n`;
}
