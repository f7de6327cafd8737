// Board drawing: the DOM of a live board (a grid of labelled cells, reserves, buttons, chooser, status, move list),
// updated in place from the state and the input so far. Knows nothing about how clicks become moves.

import { pieceMarkup, markMarkup, linesMarkup } from './sprite.js';
import { gameName, squareLabel, pieceName } from './a11y.js';
import { createMoveList } from './movelist.js';
import { isReserveToken, reserveToken } from './input.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

// The buttons' icons: beside their word, or alone (the word kept for assistive technology) where the board is too
// narrow for the words (js/boards.css).
const icon = (path) => `<svg class="fb-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
const ICONS = {
  undo: icon('M9 7 4 12l5 5M4.5 12H15a5 5 0 0 1 0 10h-3'),
  reset: icon('M5 5v14M19 5l-9 7 9 7z'),
  flip: icon('M8 20V5M4 9l4-4 4 4M16 4v15m-4-4 4 4 4-4'),
  pass: icon('M4 12h13M13 7l5 5-5 5M20 5v14'),
};

const html = (doc, markup) => {
  const t = doc.createElement('template');
  t.innerHTML = markup.trim();
  return t.content.firstElementChild;
};

/** Square names row by row, top row first, as seen from `orientation`. */
export function layout(width, height, orientation) {
  const rows = [];
  for (let row = 0; row < height; row++) {
    const cells = [];
    for (let col = 0; col < width; col++) {
      const file = orientation === 'b' ? width - 1 - col : col;
      const rank = orientation === 'b' ? row : height - 1 - row;
      cells.push(FILES[file] + (rank + 1));
    }
    rows.push(cells);
  }
  return rows;
}

/**
 * Builds the parts of a board inside `host` (emptied first): the board (reserves, grid, chooser) and a panel
 * under it or beside it (explanation, buttons, status, move list). Returns the view: references to its parts.
 * `w` is the words of the board's language (js/a11y.js); `format` 'PGN' or 'PDN'.
 */
export function createView(host, { variant, width, height, label, w, format }) {
  const doc = host.ownerDocument;
  host.replaceChildren();
  host.classList.add('fenboard');
  host.dataset.variant = variant;
  host.style.setProperty('--cols', width);
  host.style.setProperty('--rows', height);
  const ui = w.ui;
  const view = {
    doc,
    host,
    w,
    board: html(doc, '<div class="fb-board"></div>'),
    reserveTop: html(doc, '<div class="fb-reserve" role="group" hidden></div>'),
    frame: html(doc, '<div class="fb-frame"></div>'),
    grid: html(doc, '<div class="fb-grid" role="grid"></div>'),
    // The lines of a board drawn otherwise than in light and dark squares (xiangqi's, shogi's), under the squares.
    lines: html(doc, '<div class="fb-lines" aria-hidden="true" hidden></div>'),
    chooser: html(doc, '<div class="fb-chooser" role="dialog" hidden></div>'),
    // Arrows and circles (js/shapes.js), over the pieces; the pointer goes through to the squares.
    shapes: html(doc, `<svg class="fb-shapes" viewBox="0 0 ${width} ${height}" aria-hidden="true"></svg>`),
    // The game's end, over the board: the score and why (a game played on the board, until the reader closes it).
    result: html(doc, `<div class="fb-result" role="group" hidden><p class="fb-score"></p><p class="fb-reason"></p>
        <button type="button" class="fb-result-close" aria-label="${ui.close}">×</button></div>`),
    // Drag to resize the board (the host's `resizable` attribute), as lichess's corner handle.
    resize: html(doc, `<div class="fb-resize" aria-hidden="true" hidden></div>`),
    reserveBottom: html(doc, '<div class="fb-reserve" role="group" hidden></div>'),
    panel: html(doc, '<div class="fb-panel"></div>'),
    bar: html(doc, `<div class="fb-bar">
        <button type="button" class="fb-undo" title="${ui.undo}">${ICONS.undo}<span class="fb-label">${ui.undo}</span></button>
        <button type="button" class="fb-reset" title="${ui.reset}">${ICONS.reset}<span class="fb-label">${ui.reset}</span></button>
        <button type="button" class="fb-flip" title="${ui.flip}">${ICONS.flip}<span class="fb-label">${ui.flip}</span></button>
        <label class="fb-engine-switch"><input type="checkbox" class="fb-engine"> ${ui.engine}</label>
        <button type="button" class="fb-pass" title="${ui.pass}" hidden>${ICONS.pass}<span class="fb-label">${ui.pass}</span></button>
      </div>`),
    explain: html(doc, '<p class="fb-explain" role="alert"></p>'),
    // While an explanation is coming: a sign for the eye, outside the alert, which says the explanation only.
    wait: html(doc, '<p class="fb-wait" aria-hidden="true" hidden></p>'),
    status: html(doc, '<p class="fb-status" role="status"></p>'),
    moves: createMoveList(doc, w, format),
    cells: new Map(),
    content: new Map(), // square -> what its cell draws now, so that a redraw leaves unchanged cells (and motion) alone
    orientation: null,
  };
  // The board's words are in its language, which may not be the page's (a French document in the viewer).
  view.board.lang = w.lang;
  view.panel.lang = w.lang;
  view.grid.setAttribute('aria-label', label || ui.board(gameName(w, variant)));
  view.chooser.setAttribute('aria-label', ui.choose);
  view.frame.append(view.lines, view.grid, view.shapes, view.result, view.chooser, view.resize);
  view.board.append(view.reserveTop, view.frame, view.reserveBottom);
  // The controls first: an explanation, appearing and going, never moves them under the reader's finger.
  view.panel.append(view.bar, view.status, view.explain, view.wait, view.moves.root);
  host.append(view.board, view.panel);
  return view;
}

/** (Re)creates the cells when the orientation changes. */
function ensureCells(view, width, height, orientation) {
  if (view.orientation === orientation) return;
  view.orientation = orientation;
  view.cells.clear();
  view.content.clear();
  const rows = layout(width, height, orientation).map((squares) => {
    const row = view.doc.createElement('div');
    row.className = 'fb-row';
    row.setAttribute('role', 'row');
    for (const square of squares) {
      const cell = view.doc.createElement('div');
      cell.className = 'fb-sq';
      cell.setAttribute('role', 'gridcell');
      cell.dataset.square = square;
      cell.tabIndex = -1;
      view.cells.set(square, cell);
      row.append(cell);
    }
    return row;
  });
  view.grid.replaceChildren(...rows);
}

/** Whether a square is dark: a1 is, except on a board whose a1 is light (Italian draughts). */
const isDark = (square, lightA1) => ((square.charCodeAt(0) - 97 + Number(square.slice(1)) - 1) % 2 === 0) !== Boolean(lightA1);

/**
 * Draws the state. `ui` is {clicks, targets (Map token -> {final}), starts (Set), focus, orientation, module,
 * noEngine (true when the engine is unavailable: its switch is disabled)}.
 */
export function drawBoard(view, state, ui) {
  const { width, height, variant } = state;
  const { w } = view;
  ensureCells(view, width, height, ui.orientation);
  const selected = new Set(ui.clicks.filter((t) => !isReserveToken(t)));
  const checked = new Set(state.status?.checkedSquares ?? []);
  // The last move: the app's (set with a position it loaded), else the line's.
  const last = ui.lastMove !== undefined ? ui.lastMove : state.lastMove && [state.lastMove.from, state.lastMove.to];
  const lastSquares = new Set(last ?? []);
  const premove = new Set(ui.premove ? [ui.premove.from, ui.premove.to] : []);
  const marks = new Set(state.marks);
  const shadow = state.shadow;
  const rows = layout(width, height, ui.orientation);
  // Pieces on points (xiangqi) or on ruled squares (shogi): the squares are clear, over the lines.
  const style = state.boardStyle ?? 'squares';
  const lines = style === 'squares' ? '' : linesMarkup(view.doc, ui.module, variant, width, height, ui.orientation);
  if (view.linesDrawn !== lines) {
    view.linesDrawn = lines;
    view.lines.innerHTML = lines;
    view.lines.hidden = !lines;
    view.host.dataset.board = style;
  }
  const bottom = new Set(rows[height - 1]);
  const left = new Set(rows.map((r) => r[0]));

  // A walling move's piece shown where it landed while its wall is placed (ui.pieces), else the position's.
  const pieces = ui.pieces ?? state.pieces;
  for (const [square, cell] of view.cells) {
    const letter = pieces.get(square);
    const target = ui.targets.get(square);
    const shade = lines ? 'plain' : isDark(square, state.lightA1) ? 'dark' : 'light';
    const wall = state.walls?.has(square);
    const classes = ['fb-sq', state.holes?.has(square) ? 'hole' : shade];
    const said = [];
    if (wall) classes.push('wall'), said.push('wall');
    if (selected.has(square)) classes.push('selected'), said.push('selected');
    if (target) {
      const capture = Boolean(letter) && !isOwn(letter, state.status?.turn);
      // The chosen piece's own square: a move that stays there (sittuyin's promotion in place).
      classes.push('target', selected.has(square) ? 'stay' : capture ? 'capture' : 'quiet');
      said.push(capture ? 'capture' : 'target');
    }
    if (!target && ui.premoveHints?.has(square)) {
      classes.push('target', letter ? 'capture' : 'quiet', 'pre');
      said.push('premove');
    }
    if (ui.starts.has(square) && !selected.has(square)) classes.push('movable');
    if (checked.has(square)) classes.push('checked'), said.push('check');
    if (lastSquares.has(square)) classes.push('last');
    if (premove.has(square)) classes.push('premove'), said.push('premove');
    if (marks.has(square)) classes.push('marked'), said.push('marked');
    if (shadow.has(square)) classes.push('shadow');
    cell.className = classes.join(' ');
    cell.setAttribute('aria-label', squareLabel(w, square, letter, variant, said));
    cell.setAttribute('aria-selected', String(selected.has(square)));
    cell.tabIndex = square === ui.focus ? 0 : -1;
    const content = `${letter ?? ''}|${wall}|${marks.has(square)}|${left.has(square)}|${bottom.has(square)}`;
    if (view.content.get(square) === content) continue;
    view.content.set(square, content);
    let inner = letter ? pieceMarkup(view.doc, ui.module, variant, letter) : wall ? '<span class="fb-wall" aria-hidden="true"></span>' : '';
    if (marks.has(square)) inner += markMarkup(view.doc, ui.module, variant);
    if (left.has(square)) inner += `<span class="fb-coord fb-rank" aria-hidden="true">${square.slice(1)}</span>`;
    if (bottom.has(square)) inner += `<span class="fb-coord fb-file" aria-hidden="true">${square[0]}</span>`;
    cell.innerHTML = inner;
  }
  drawReserves(view, state, ui);
  const engine = view.bar.querySelector('.fb-engine');
  view.bar.querySelector('.fb-undo').disabled = !state.playable || state.ply === 0;
  view.bar.querySelector('.fb-reset').disabled = !state.playable;
  // A game where a side may pass (janggi): the pass, its royal piece's move to its own square, has no square to click
  // to; the button is there while the reader may pass. Last in the bar, so that it moves none of the others.
  view.bar.querySelector('.fb-pass').hidden = !ui.pass;
  engine.disabled = !state.playable || Boolean(ui.noEngine);
  // No opponent for the engine on a board where one side has no piece (a lone knight).
  engine.parentElement.hidden = !state.playable || !state.bothSides;
  view.host.classList.toggle('fb-static', !state.playable);
  view.host.classList.toggle('fb-no-coords', ui.coordinates === false);
  view.host.dataset.turn = state.status?.turn ?? '';
  view.host.dataset.outcome = state.status?.outcome?.reason ?? '';
}

const isOwn = (letter, turn) => (letter === letter.toUpperCase()) === (turn === 'w');

/**
 * Bario: the reserves, the side to move's pieces as buttons; the opponent's above the board. The buttons are
 * updated in place, so that the one that has the focus keeps it.
 */
function drawReserves(view, state, ui) {
  const shown = Boolean(state.status?.reserve);
  const [top, bottom] = ui.orientation === 'b' ? ['w', 'b'] : ['b', 'w'];
  for (const [el, side] of [[view.reserveTop, top], [view.reserveBottom, bottom]]) {
    el.hidden = !shown;
    if (!shown) continue;
    const pieces = state.reserve(side);
    if (el.dataset.side !== side || el.children.length !== pieces.length) {
      el.dataset.side = side;
      el.setAttribute('aria-label', view.w.ui.reserve(side));
      el.replaceChildren(...pieces.map(({ letter }) => {
        const button = view.doc.createElement('button');
        button.type = 'button';
        button.className = 'fb-res';
        button.dataset.token = reserveToken(letter);
        button.dataset.piece = letter;
        button.innerHTML = `${pieceMarkup(view.doc, ui.module, state.variant, letter)}<span class="fb-count"></span>`;
        return button;
      }));
    }
    const active = state.status.turn === side && !state.status.outcome;
    el.classList.toggle('fb-active', active); // whose reserve it is shows on the reserve, not by fading its pieces
    pieces.forEach(({ letter, count }, i) => {
      const button = el.children[i];
      const token = reserveToken(letter);
      button.disabled = !active || count === 0 || !(ui.starts.has(token) || ui.targets.has(token) || ui.clicks.includes(token));
      button.setAttribute('aria-pressed', String(active && ui.clicks.includes(token)));
      button.classList.toggle('target', active && ui.targets.has(token));
      button.setAttribute('aria-label', view.w.ui.fromReserve(pieceName(view.w, letter, state.variant), count));
      button.dataset.count = String(count);
      button.querySelector('.fb-count').textContent = String(count);
    });
  }
}

/** Draws the shapes' markup (js/shapes.js) in the board's SVG layer, touching it only when it changed. */
export function drawShapes(view, markup) {
  if (view.shapesDrawn === markup) return;
  view.shapesDrawn = markup;
  view.shapes.innerHTML = markup;
}

/** Shows the result banner ({score, reason}) over the board, or hides it (null). */
export function drawResult(view, result) {
  view.result.hidden = !result;
  if (!result) return;
  view.result.querySelector('.fb-score').textContent = result.score;
  view.result.querySelector('.fb-reason').textContent = result.reason;
}

/** Shows the chooser with one button per move; `onPick(move)` on a choice, `onCancel()` on Cancel. */
export function showChooser(view, state, moves, module, onPick, onCancel) {
  const { doc } = view;
  const title = doc.createElement('p');
  title.textContent = view.w.ui.choose;
  const list = doc.createElement('div');
  list.className = 'fb-choices';
  const sans = moves.map((m) => m.san);
  const distinct = new Set(sans).size === sans.length;
  for (const move of moves) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.uci = move.uci;
    const letter = chooserPiece(move);
    const text = distinct ? move.san : move.uci;
    button.setAttribute('aria-label', letter ? `${text}, ${pieceName(view.w, letter, state.variant)}` : text);
    button.innerHTML = `${letter ? pieceMarkup(doc, module, state.variant, letter) : ''}<span>${text}</span>`;
    button.addEventListener('click', () => onPick(move));
    list.append(button);
  }
  const cancel = doc.createElement('button');
  cancel.type = 'button';
  cancel.className = 'fb-cancel';
  cancel.textContent = view.w.ui.cancel;
  cancel.addEventListener('click', onCancel);
  view.chooser.replaceChildren(title, list, cancel);
  view.chooser.hidden = false;
  list.querySelector('button')?.focus();
}

/** The piece a choice is about: a promotion, the piece that enters by gating (Seirawan), or Bario's defined piece. */
function chooserPiece(move) {
  const white = move.piece === move.piece.toUpperCase();
  const role = move.promotion ?? move.gate?.piece ?? move.steps?.find((s) => s.kind === 'define' || s.kind === 'identify')?.piece?.toLowerCase();
  if (!role) return null;
  return white ? role.toUpperCase() : role.toLowerCase();
}

export function hideChooser(view) {
  view.chooser.hidden = true;
  view.chooser.replaceChildren();
}

export function setStatus(view, text) {
  view.status.textContent = text;
}
