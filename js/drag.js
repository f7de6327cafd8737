// Pointer input of a live board: a press chooses its square at once (so a tap is a click); moving on drags the
// piece, and releasing over another square chooses that one. Any piece may be dragged, so that a piece with no legal
// move (a pinned one) is explained where it is dropped.

const DRAG_THRESHOLD = 6; // pixels a pointer moves before a press becomes a drag

/**
 * Handles a pointerdown on `board` (a LiveBoard): its choose(), explain() and the view. Pressing the selected piece
 * again deselects it on release, unless it was dragged.
 */
export function pointerDown(board, e) {
  const cell = e.target.closest('.fb-sq');
  if (!cell || e.button > 0) return;
  e.preventDefault();
  const square = cell.dataset.square;
  board.moveFocus(square);
  const last = () => board.clicks[board.clicks.length - 1];
  const wasSelected = last() === square;
  // A piece with no legal move is explained on release, not on press: a drag of it is explained where it is dropped.
  const later = !wasSelected && board.choose(square, { press: true }) === 'later';
  const selected = last() === square;
  const draggable = selected || (board.state.playable && board.state.pieces.has(square) && !board.thinking);
  const x0 = e.clientX;
  const y0 = e.clientY;
  const win = board.host.ownerDocument.defaultView;
  let ghost = null;
  const move = (ev) => {
    if (!draggable) return;
    if (!ghost && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD) return;
    ghost ??= startDrag(board.view, square);
    if (ghost) ghost.style.transform = `translate(${ev.clientX}px, ${ev.clientY}px) translate(-50%, -50%)`;
  };
  const up = (ev) => {
    cleanup();
    const over = board.host.ownerDocument.elementFromPoint(ev.clientX, ev.clientY)?.closest('.fb-sq');
    const overSquare = board.view.cells.get(over?.dataset.square) === over ? over.dataset.square : null;
    if (ghost && overSquare && overSquare !== square) {
      if (selected) board.choose(overSquare, { drop: square });
      else if (board.view.chooser.hidden && !board.state.status?.outcome) board.explain(square, overSquare);
    } else if (!ghost && wasSelected) board.choose(square); // a second tap on the selected piece cancels
    else if (!ghost && later) board.explainPiece(square);
  };
  const cleanup = () => {
    ghost?.remove();
    board.view.cells.get(square)?.classList.remove('dragging');
    win.removeEventListener('pointermove', move);
    win.removeEventListener('pointerup', up);
    win.removeEventListener('pointercancel', cleanup);
  };
  win.addEventListener('pointermove', move);
  win.addEventListener('pointerup', up);
  win.addEventListener('pointercancel', cleanup);
}

/** A copy of the piece on `square` that follows the pointer; the piece itself dims. */
function startDrag(view, square) {
  const cell = view.cells.get(square);
  const piece = cell?.querySelector('.fb-piece');
  if (!piece) return null;
  const ghost = piece.cloneNode(true);
  ghost.classList.add('fb-ghost');
  const size = cell.getBoundingClientRect().width;
  ghost.style.width = ghost.style.height = `${size}px`;
  view.host.append(ghost);
  cell.classList.add('dragging');
  return ghost;
}
