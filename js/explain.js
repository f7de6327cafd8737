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
export function explainAttempt(module, state, from, to, lang) {
  if (!state.playable) return null;
  const { variant, fen } = state;
  const ask = (teach) => {
    if (!teach) return null;
    try {
      return teach.explainMove(variant, fen, from, to, { lang });
    } catch {
      return null;
    }
  };
  const teach = teachNow(module);
  return teach ? ask(teach) : loadTeach(module).then(ask);
}

/** Shows an illegal-move explanation (or hides it for null / a legal verdict); highlights its squares. */
export function showExplanation(view, explanation, from) {
  const shown = explanation && !explanation.legal;
  view.explain.hidden = !shown;
  view.explain.textContent = shown ? explanation.message : '';
  if (shown) view.explain.dataset.reason = explanation.reason;
  else delete view.explain.dataset.reason;
  paintExplanation(view, shown ? explanation : null, from);
}

/** (Re)applies the highlight after the board is redrawn (drawing resets the cells' classes). */
export function paintExplanation(view, explanation, from) {
  const squares = new Set(explanation && !explanation.legal ? explanation.squares : []);
  for (const [square, cell] of view.cells) {
    cell.classList.toggle('explained', squares.has(square));
    cell.classList.toggle('origin', squares.has(square) && square === from);
  }
}
