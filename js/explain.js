// Why a move is illegal, shown on the board: the engine's explanation (explainMove, from the teaching module:
// js/teach.js) beside the board and the squares it names highlighted, instead of the piece silently snapping
// back. No rules here: the engine decides.

import { loadTeach, teachNow } from './teach.js';

/** The language of a board's messages: its closest lang attribute (the rules pages are English or French). */
export function languageOf(host) {
  const lang = host.closest?.('[lang]')?.getAttribute('lang') ?? host.ownerDocument?.documentElement?.lang ?? 'en';
  return lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * Asks the engine why `from` -> `to` is not a move here. Returns the explanation ({legal, reason, message,
 * squares}), or null when the engine cannot tell (an unreadable position) or there is no teaching module; or, when
 * the teaching module is not loaded yet, starts loading it (once per page) and returns a promise of the same.
 * @param module the board's fenboard module (used itself if it has explainMove)
 */
export function explainAttempt(module, state, from, to, lang, wall = undefined) {
  return withTeach(module, state, (teach, position) => ask(teach, position, from, to, lang, wall));
}

// The reasons a piece with no legal move is given, the most telling first: a pin or a compulsory capture says more
// than "own piece" or "cannot move that way", which any piece also has for some squares.
const TELLING = [
  'petrifies-royal', 'leaves-royal-attacked', 'bikjang', 'royal-in-check-stays', 'explodes-own-royal', 'capture-compulsory', 'capture-must-continue', 'gives-check', 'king-must-be-placed',
  'undefined-must-be-defined', 'definition-has-no-move', 'not-your-turn', 'game-over', 'castle-out-of-check',
  'castle-through-check', 'castle-rights-lost', 'first-move-lost', 'promotion-not-captured', 'promotion-not-allowed', 'path-blocked',
  'wall', 'own-piece', 'not-in-reserve', 'cannot-move-that-way', 'no-piece',
];

/**
 * Why the piece on `from` has no legal move (a click, tap or Enter on it): the engine's explanation of an attempt
 * to the square whose reason says most (a pinned piece: the pin), nearest squares first. Like explainAttempt.
 */
export function explainPiece(module, state, from, lang) {
  return withTeach(module, state, (teach, position) => {
    let best = null;
    for (const to of byDistance(from, position.width, position.height)) {
      const e = ask(teach, position, from, to, lang);
      if (!e || e.legal) continue;
      if (!best || TELLING.indexOf(e.reason) < TELLING.indexOf(best.reason)) best = e;
      if (best.reason === TELLING[0]) break;
    }
    return best;
  });
}

/** Runs `use(teach, position)` now or when the teaching module has loaded, on the position of the call. */
function withTeach(module, state, use) {
  if (!state.playable) return null;
  const position = { variant: state.variant, fen: state.fen, width: state.width, height: state.height };
  const teach = teachNow(module);
  return teach ? use(teach, position) : loadTeach(module).then((t) => (t ? use(t, position) : null));
}

/**
 * The engine's explanation of an attempt from a square, or from the hand (`from` a reserve token, '@p'); in a walling
 * game, with the square of its wall.
 */
function ask(teach, position, from, to, lang, wall = undefined) {
  try {
    if (from.startsWith('@')) return teach.explainMove(position.variant, position.fen, to, to, { lang, drop: from.slice(1) });
    if (wall) return teach.explainMove(position.variant, position.fen, from, to, { lang, wall });
    return teach.explainMove(position.variant, position.fen, from, to, { lang });
  } catch {
    return null;
  }
}

/** The squares of a board but `from`, the nearest first. */
function byDistance(from, width, height) {
  const f = from.charCodeAt(0) - 97;
  const r = Number(from.slice(1)) - 1;
  const out = [];
  for (let file = 0; file < width; file++) {
    for (let rank = 0; rank < height; rank++) {
      const d = Math.max(Math.abs(file - f), Math.abs(rank - r));
      if (d) out.push([d, String.fromCharCode(97 + file) + (rank + 1)]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]).map(([, square]) => square);
}

/**
 * Shows an illegal-move explanation (or clears it for null / a legal verdict); highlights its squares. The element
 * stays in the page, empty when there is nothing to say, so that assistive technology hears each new message once.
 */
export function showExplanation(view, explanation, from) {
  const shown = explanation && !explanation.legal;
  view.explain.textContent = shown ? explanation.message : '';
  if (shown) view.explain.dataset.reason = explanation.reason;
  else delete view.explain.dataset.reason;
  paintExplanation(view, shown ? explanation : null, from);
}

/** Shows that an explanation is coming (the teaching module loading), or no longer (`text` null). */
export function showPending(view, text) {
  view.wait.textContent = text ?? '';
  view.wait.hidden = !text;
  if (text) showExplanation(view, null);
}

/** (Re)applies the highlight after the board is redrawn (drawing resets the cells' classes). */
export function paintExplanation(view, explanation, from) {
  const squares = new Set(explanation && !explanation.legal ? explanation.squares : []);
  for (const [square, cell] of view.cells) {
    cell.classList.toggle('explained', squares.has(square));
    cell.classList.toggle('origin', squares.has(square) && square === from);
  }
}
