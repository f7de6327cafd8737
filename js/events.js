// The DOM events of a live board (as chessground's events.ts): buttons, keys, pointers, the move list, the result
// banner, the resize handle, each bound to the LiveBoard (js/board.js) that acts on it. Removed together by the
// board's AbortController (destroy, or a view built anew for a board of another size).

import { arrowTarget } from './a11y.js';
import { plyKey } from './movelist.js';
import { pointerDown, reserveDown, resizeDown } from './drag.js';

/** Binds the events of `board`'s view; returns the AbortController that unbinds them. */
export function listen(board) {
  const abort = new AbortController();
  const opts = { signal: abort.signal };
  const { view } = board;
  const on = (el, type, fn) => el.addEventListener(type, fn, opts);
  on(view.bar.querySelector('.fb-undo'), 'click', () => board.undo());
  on(view.bar.querySelector('.fb-reset'), 'click', () => board.reset());
  on(view.bar.querySelector('.fb-flip'), 'click', () => board.flip());
  on(view.bar.querySelector('.fb-pass'), 'click', () => board.pass());
  on(view.bar.querySelector('.fb-engine'), 'change', (e) => board.setEngine(e.target.checked));
  for (const reserve of [view.reserveTop, view.reserveBottom]) {
    on(reserve, 'click', (e) => {
      const button = e.target.closest('.fb-res');
      if (button && !button.disabled) board.choose(button.dataset.token);
    });
    on(reserve, 'pointerdown', (e) => reserveDown(board, e));
  }
  on(view.grid, 'keydown', (e) => onKey(board, e));
  on(view.grid, 'pointerdown', (e) => pointerDown(board, e));
  // The right button draws shapes (js/drag.js): no context menu over the squares.
  on(view.grid, 'contextmenu', (e) => e.preventDefault());
  on(view.resize, 'pointerdown', (e) => resizeDown(board, e));
  on(view.result.querySelector('.fb-result-close'), 'click', () => board.closeResult());
  on(view.chooser, 'keydown', (e) => e.key === 'Escape' && (e.preventDefault(), board.cancel()));
  on(view.grid, 'focusin', (e) => {
    const square = e.target.closest?.('.fb-sq')?.dataset.square;
    if (square && square !== board.focus) board.moveFocus(square);
  });
  on(view.moves.list, 'click', (e) => {
    const button = e.target.closest('button[data-ply], button[data-branch]');
    if (button?.dataset.branch) board.enterBranch(Number(button.dataset.branch), Number(button.dataset.k));
    else if (button) board.goTo(Number(button.dataset.ply));
  });
  on(view.moves.list, 'keydown', (e) => onListKey(board, e));
  on(view.moves.copy, 'click', () => board.copy());
  // Escape anywhere on the board clears a stale explanation, and a premove.
  on(board.host, 'keydown', (e) => {
    if (e.key !== 'Escape') return;
    board.setExplanation(null);
    board.cancelPremove();
  });
  return abort;
}

function onKey(board, e) {
  const square = e.target.closest('.fb-sq')?.dataset.square;
  if (!square) return;
  const { state } = board;
  const next = arrowTarget(square, e.key, state.width, state.height, board.seenFrom);
  if (next) {
    e.preventDefault();
    board.moveFocus(next);
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    board.choose(square);
  } else if (e.key === 'Escape' && board.clicks.length) {
    e.preventDefault();
    board.clicks = [];
    board.setExplanation(null);
    board.draw();
    board.announce(board.w.cancelled);
  } else if (e.key === 'Home' || e.key === 'End') {
    e.preventDefault();
    const row = [...board.view.cells.keys()].filter((s) => s.slice(1) === square.slice(1));
    board.moveFocus(e.key === 'Home' ? row[0] : row[row.length - 1]);
  }
}

/** Arrows, Home and End along the move list show the positions one by one; the focus follows. */
function onListKey(board, e) {
  const to = plyKey(e.key, board.state.ply, board.state.line.length);
  if (to === null) return;
  e.preventDefault();
  board.goTo(to);
  board.view.moves.list.querySelector(`button[data-ply="${board.state.ply}"]`)?.focus();
}
