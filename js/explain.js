// Why a move is illegal, shown on the board: the engine's explanation (explainMove) beside the board and the
// squares it names highlighted, instead of the piece silently snapping back. No rules here: the engine decides.

/** The language of a board's messages: its closest lang attribute (the rules pages are English or French). */
export function languageOf(host) {
  const lang = host.closest?.('[lang]')?.getAttribute('lang') ?? host.ownerDocument?.documentElement?.lang ?? 'en';
  return lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * Asks the engine why `from` -> `to` is not a move here. Returns the explanation ({legal, reason, message,
 * squares}) or null when the engine cannot tell (an unreadable position).
 */
export function explainAttempt(module, state, from, to, lang) {
  if (!state.playable || typeof module.explainMove !== 'function') return null;
  try {
    return module.explainMove(state.variant, state.fen, from, to, { lang });
  } catch {
    return null;
  }
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
