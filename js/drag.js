// Pointer input of a live board: a press chooses its square at once (so a tap is a click); moving on drags the
// piece, and releasing over another square chooses that one. Any piece may be dragged, so that a piece with no legal
// move (a pinned one) is explained where it is dropped. The right button draws shapes as on lichess (a circle on a
// square, an arrow to another; js/shapes.js); a left press clears them. The resize handle sets the board's width.

import { brushOf } from './shapes.js';

const DRAG_THRESHOLD = 6; // pixels a pointer moves before a press becomes a drag
const TOUCH_SCALE = 2; // a piece dragged under a finger is drawn this much larger, above it, to be seen
const MIN_WIDTH = 160; // px: the narrowest a resized board gets

/** The square of a live board under a point, or null (the grid's own cells only, not a nested board's). */
function squareAt(board, x, y) {
  const over = board.host.ownerDocument.elementFromPoint(x, y)?.closest('.fb-sq');
  return board.view.cells.get(over?.dataset.square) === over ? over.dataset.square : null;
}

/**
 * Handles a pointerdown on `board` (a LiveBoard): its choose(), explain() and the view. Pressing the selected piece
 * again deselects it on release, unless it was dragged.
 */
export function pointerDown(board, e) {
  const cell = e.target.closest('.fb-sq');
  if (!cell) return;
  if (e.button === 2) return drawDown(board, e, cell.dataset.square);
  if (e.button > 0) return;
  e.preventDefault();
  if (board.shapeList.length) board.setShapes([]);
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
  const touch = e.pointerType === 'touch';
  const win = board.host.ownerDocument.defaultView;
  let ghost = null;
  const move = (ev) => {
    if (!draggable) return;
    if (!ghost && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD) return;
    ghost ??= startDrag(board.view, square, touch);
    // Under a finger the piece is lifted above it (the finger would hide it), as lichess does on phones.
    if (ghost) ghost.style.transform = `translate(${ev.clientX}px, ${ev.clientY}px) translate(-50%, ${touch ? '-75%' : '-50%'})`;
  };
  const up = (ev) => {
    cleanup();
    const overSquare = squareAt(board, ev.clientX, ev.clientY);
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

/**
 * A press on a piece of a reserve or hand (a button, which a tap or Enter chooses as a click): moving on drags the
 * piece, chosen then, and releasing it over a square chooses that square (a drop, or why not).
 */
export function reserveDown(board, e) {
  const button = e.target.closest('.fb-res');
  if (!button || button.disabled || e.button > 0) return;
  const token = button.dataset.token;
  const [x0, y0] = [e.clientX, e.clientY];
  const touch = e.pointerType === 'touch';
  const win = board.host.ownerDocument.defaultView;
  let ghost = null;
  const move = (ev) => {
    if (!ghost && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD) return;
    if (!ghost) {
      if (board.clicks[0] !== token) board.choose(token);
      ghost = lift(board.view, button.querySelector('.fb-piece'), board.view.cells.values().next().value, touch);
    }
    ghost.style.transform = `translate(${ev.clientX}px, ${ev.clientY}px) translate(-50%, ${touch ? '-75%' : '-50%'})`;
  };
  const up = (ev) => {
    cleanup();
    const over = ghost && squareAt(board, ev.clientX, ev.clientY);
    if (over && board.clicks[0] === token) board.choose(over, { drop: token });
  };
  const cleanup = () => {
    ghost?.remove();
    win.removeEventListener('pointermove', move);
    win.removeEventListener('pointerup', up);
    win.removeEventListener('pointercancel', cleanup);
  };
  win.addEventListener('pointermove', move);
  win.addEventListener('pointerup', up);
  win.addEventListener('pointercancel', cleanup);
}

/** A copy of the piece on `square` that follows the pointer; the piece itself dims. */
function startDrag(view, square, touch) {
  const cell = view.cells.get(square);
  const piece = cell?.querySelector('.fb-piece');
  if (!piece) return null;
  cell.classList.add('dragging');
  return lift(view, piece, cell, touch);
}

/** A copy of `piece` as large as the element `sized` (larger under a finger), added to follow the pointer. */
function lift(view, piece, sized, touch) {
  const ghost = piece.cloneNode(true);
  ghost.classList.add('fb-ghost');
  const size = sized.getBoundingClientRect().width * (touch ? TOUCH_SCALE : 1);
  ghost.style.width = ghost.style.height = `${size}px`;
  view.host.append(ghost);
  return ghost;
}

/**
 * The right button: a shape from the square pressed to the square released over (the same square: a circle),
 * shown as it is drawn, toggled in the board's shapes on release; the modifiers choose the brush.
 */
function drawDown(board, e, orig) {
  e.preventDefault();
  const win = board.host.ownerDocument.defaultView;
  const brush = brushOf(e);
  board.drawing = { orig, brush };
  board.drawShapes();
  const move = (ev) => {
    const dest = squareAt(board, ev.clientX, ev.clientY);
    const shape = dest && dest !== orig ? { orig, dest, brush } : { orig, brush };
    if (shape.dest === board.drawing?.dest) return;
    board.drawing = shape;
    board.drawShapes();
  };
  const up = () => {
    cleanup();
    const shape = board.drawing;
    if (shape) board.drawShape(shape);
  };
  const cleanup = () => {
    win.removeEventListener('pointermove', move);
    win.removeEventListener('pointerup', up);
    win.removeEventListener('pointercancel', cancel);
  };
  const cancel = () => {
    cleanup();
    board.drawing = null;
    board.drawShapes();
  };
  win.addEventListener('pointermove', move);
  win.addEventListener('pointerup', up);
  win.addEventListener('pointercancel', cancel);
}

/** The resize handle: dragging it sets the board's width (the host's), which the page keeps until reloaded. */
export function resizeDown(board, e) {
  if (e.button > 0) return;
  e.preventDefault();
  const { host } = board;
  const win = host.ownerDocument.defaultView;
  const start = host.getBoundingClientRect().width;
  const x0 = e.clientX;
  const move = (ev) => {
    const width = Math.max(MIN_WIDTH, start + ev.clientX - x0);
    host.style.width = `${Math.round(width)}px`;
    host.style.maxWidth = 'none';
  };
  const up = () => {
    win.removeEventListener('pointermove', move);
    win.removeEventListener('pointerup', up);
    host.dispatchEvent(new CustomEvent('fenboard-resize', { bubbles: true, detail: { width: host.getBoundingClientRect().width } }));
  };
  win.addEventListener('pointermove', move);
  win.addEventListener('pointerup', up);
}
