// fenboard demo page: a board you can play on, driven only by the package's public API.
import init, * as fenboard from './pkg/browser.js';
import { pieceMarkup } from './js/sprite.js';

const { variants, startFen, Game } = fenboard;

const $ = (id) => document.getElementById(id);
const FILES = 'abcdefghijklmnopqrstuvwxyz';
const DRAUGHTS = new Set(['russian']);

const state = {
  variants: [],
  info: null, // { id, name, width, height, startFen } of the current variant
  initialFen: '',
  game: null, // Game
  moves: [], // legal moves of the current position
  selected: null, // square name of the selected piece
  flipped: false,
};

// ---------------------------------------------------------------------------
// Pieces: the drawings of renderDiagram, shared with the rules pages' boards (js/sprite.js).

/** SVG markup for a piece given as a FEN letter (uppercase = white) in the current variant. */
export function pieceSvg(letter, kind = 'chess') {
  const variant = state.info?.id ?? (kind === 'draughts' ? 'russian' : 'chess');
  return pieceMarkup(document, fenboard, variant, letter).replace('class="fb-piece"', 'class="piece fb-piece"');
}

// ---------------------------------------------------------------------------
// Squares

export function squareName(file, rank) {
  return FILES[file] + String(rank + 1);
}

// ---------------------------------------------------------------------------
// Rendering

function render() {
  const { info, game } = state;
  const board = $('board');
  const pieces = new Map(game.board().pieces.map((p) => [p.square, p.piece]));
  const status = game.status();
  const history = game.history();
  const last = history[history.length - 1];
  const kind = DRAUGHTS.has(info.id) ? 'draughts' : 'chess';

  const targets = new Map(); // square -> does some move from the selection capture there?
  for (const m of state.moves) {
    if (m.from !== state.selected) continue;
    const capture = m.captured.length > 0 || (pieces.has(m.to) && m.castle === null);
    targets.set(m.to, (targets.get(m.to) ?? false) || capture);
  }
  const checked = new Set(status.checkedSquares);
  const lastSquares = new Set(last ? [last.from, last.to] : []);

  board.style.setProperty('--cols', info.width);
  board.style.setProperty('--rows', info.height);
  board.dataset.variant = info.id;
  const cells = [];
  for (let row = 0; row < info.height; row++) {
    for (let col = 0; col < info.width; col++) {
      const file = state.flipped ? info.width - 1 - col : col;
      const rank = state.flipped ? row : info.height - 1 - row;
      const name = squareName(file, rank);
      const classes = ['sq', (file + rank) % 2 === 0 ? 'dark' : 'light'];
      if (name === state.selected) classes.push('selected');
      if (targets.has(name)) classes.push('target', ...(targets.get(name) ? ['capture'] : []));
      if (checked.has(name)) classes.push('checked');
      if (lastSquares.has(name)) classes.push('last');
      const letter = pieces.get(name);
      let html = letter ? pieceSvg(letter, kind) : '';
      if (col === 0) html += `<span class="coord rank">${rank + 1}</span>`;
      if (row === info.height - 1) html += `<span class="coord file">${FILES[file]}</span>`;
      cells.push(`<div class="${classes.join(' ')}" data-square="${name}" role="gridcell">${html}</div>`);
    }
  }
  board.innerHTML = cells.join('');

  renderStatus(status);
  renderMoves(history);
  $('current-fen').textContent = game.fen();
  $('undo').disabled = history.length === 0;
}

function renderStatus(status) {
  const side = (c) => (c === 'w' ? 'White' : 'Black');
  const el = $('status');
  let text;
  if (status.outcome) {
    const { winner, reason } = status.outcome;
    const why = reason.replace(/-/g, ' ');
    text = winner ? `${side(winner)} wins by ${why}.` : `Draw by ${why}.`;
  } else {
    text = `${side(status.turn)} to move${status.check ? ', in check!' : '.'}`;
  }
  el.textContent = text;
  el.classList.toggle('over', Boolean(status.outcome));
  el.dataset.turn = status.turn;
  el.dataset.check = String(status.check);
  el.dataset.outcome = status.outcome ? status.outcome.reason : '';
}

function renderMoves(history) {
  const list = $('moves');
  list.innerHTML = '';
  const firstTurn = state.initialTurn;
  let li = null;
  history.forEach((m, i) => {
    const white = (i % 2 === 0) === (firstTurn === 'w');
    if (white || li === null) {
      li = document.createElement('li');
      list.append(li);
      if (!white) li.append(span('…', 'ply'));
    }
    li.append(span(m.san, 'ply san'));
  });
  list.start = state.initialMoveNumber;
  list.scrollTop = list.scrollHeight;
}

function span(text, className) {
  const s = document.createElement('span');
  s.className = className;
  s.textContent = text;
  return s;
}

// ---------------------------------------------------------------------------
// Interaction

function onSquareClick(square) {
  if (!$('promotion').hidden) return;
  const from = state.selected;
  if (from) {
    const candidates = state.moves.filter((m) => m.from === from && m.to === square);
    if (candidates.length === 1) return playMove(candidates[0]);
    if (candidates.length > 1) return choose(candidates);
  }
  const movable = state.moves.some((m) => m.from === square);
  state.selected = movable && square !== from ? square : null;
  render();
}

/** Several moves share from/to (promotions, draughts capture paths): let the player pick one. */
function choose(candidates) {
  const box = $('promotion-choices');
  box.innerHTML = '';
  const kind = DRAUGHTS.has(state.info.id) ? 'draughts' : 'chess';
  // Draughts captures along different paths can share their short notation: label them by full path then.
  const sans = candidates.map((m) => m.san);
  const label = (m) => (new Set(sans).size === sans.length ? m.san : m.uci);
  for (const m of candidates) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.uci = m.uci;
    if (m.promotion) {
      const letter = m.piece === m.piece.toUpperCase() ? m.promotion.toUpperCase() : m.promotion;
      button.innerHTML = pieceSvg(letter, kind);
    }
    button.append(span(label(m), 'san'));
    button.addEventListener('click', () => {
      $('promotion').hidden = true;
      playMove(m);
    });
    box.append(button);
  }
  $('promotion').hidden = false;
}

function playMove(move) {
  try {
    state.game.play(move.uci);
    showError(null);
  } catch (err) {
    showError(err);
  }
  afterChange();
}

function afterChange() {
  state.selected = null;
  state.moves = state.game.legalMoves();
  render();
}

function load(variantId, fen) {
  const info = state.variants.find((v) => v.id === variantId);
  if (!info) throw new Error(`unknown variant: ${variantId}`);
  const game = new Game(variantId, fen); // throws on a bad FEN: keep the old game then
  state.game?.free();
  state.game = game;
  state.info = info;
  state.initialFen = game.fen();
  state.initialTurn = game.status().turn;
  // Standard FEN has the full-move number in its 6th field; other dialects start at 1.
  const fields = state.initialFen.split(/\s+/);
  state.initialMoveNumber = fields.length === 6 && /^\d+$/.test(fields[5]) ? Number(fields[5]) : 1;
  $('variant').value = variantId;
  $('fen').value = state.initialFen;
  $('promotion').hidden = true;
  afterChange();
}

function showError(err) {
  const el = $('error');
  el.hidden = !err;
  el.textContent = err ? String(err.message ?? err) : '';
}

function tryLoad(variantId, fen) {
  try {
    load(variantId, fen);
    showError(null);
  } catch (err) {
    showError(err);
  }
}

async function main() {
  await init();
  state.variants = variants();
  const select = $('variant');
  for (const v of state.variants) select.append(new Option(`${v.name} (${v.width}×${v.height})`, v.id));

  select.addEventListener('change', () => tryLoad(select.value, startFen(select.value)));
  $('setup').addEventListener('submit', (e) => {
    e.preventDefault();
    tryLoad(select.value, $('fen').value.trim() || startFen(select.value));
  });
  $('board').addEventListener('click', (e) => {
    const sq = e.target.closest('.sq');
    if (sq) onSquareClick(sq.dataset.square);
  });
  $('undo').addEventListener('click', () => {
    state.game.undo();
    $('promotion').hidden = true;
    afterChange();
  });
  $('reset').addEventListener('click', () => tryLoad(state.info.id, state.initialFen));
  $('flip').addEventListener('click', () => {
    state.flipped = !state.flipped;
    render();
  });
  $('promotion-cancel').addEventListener('click', () => {
    $('promotion').hidden = true;
    state.selected = null;
    render();
  });

  // ?variant=grand&fen=... opens a given position.
  const params = new URLSearchParams(location.search);
  const first = state.variants.find((v) => v.id === params.get('variant')) ?? state.variants[0];
  tryLoad(first.id, params.get('fen') || first.startFen);
  if (!state.game) load(first.id, first.startFen); // keep the error message of the bad FEN on screen
  document.body.dataset.ready = '1';
}

main().catch((err) => {
  showError(err);
  $('status').textContent = 'Failed to load the engine.';
  document.body.dataset.ready = 'error';
});
