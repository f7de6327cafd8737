// The Play page: one live board (js/board.js, as on every page) for any game and FEN chosen in the form: the built-in
// games, and the site's games defined by data (www/games.js: Capablanca), defined in the same module when one is
// chosen. ?variant=grand&fen=... opens a given position; the address follows what is loaded.
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';
import { SITE_GAMES, defineExample } from './games.js';

const $ = (id) => document.getElementById(id);

/** Shows `message` under the form, or clears it. */
function showError(message) {
  $('error').textContent = message ?? '';
}

/**
 * Puts a board of `variant` at `fen` (its start when empty) in place of the current one. A FEN the engine refuses
 * leaves the current board as it was, with the engine's message shown.
 */
async function load(variant, fen) {
  const module = fenboard;
  try {
    if (SITE_GAMES.some((g) => g.id === variant)) await defineExample(module, variant);
  } catch (err) {
    showError(`${variant} could not be loaded: ${err.message ?? err}`);
    return false;
  }
  const position = fen.trim() || module.startFen(variant);
  try {
    new module.Game(variant, position, { partial: true }).free();
  } catch (err) {
    showError(String(err.message ?? err));
    return false;
  }
  showError(null);
  const board = document.createElement('fen-board');
  board.id = 'board';
  board.className = 'fb-main';
  board.setAttribute('variant', variant);
  board.setAttribute('fen', position);
  board.setAttribute('moves', 'open');
  $('play').replaceChildren(board);
  $('variant').value = variant;
  $('fen').value = position;
  $('current-fen').textContent = board.state?.fen ?? position;
  opponent();
  const url = new URL(location.href);
  url.search = new URLSearchParams({ variant, fen: position }).toString();
  history.replaceState(null, '', url);
  return true;
}

/**
 * The board's opponent as the form says: the reader's side (the board seen from it, their pieces alone movable),
 * the engine on the other side, or on both; its strength as a depth or a time.
 */
function opponent() {
  const board = $('board');
  if (!board?.state) return;
  const side = $('side').value;
  const [kind, value] = $('strength').value.split(':');
  const limits = kind === 'depth' ? { depth: Number(value) } : { timeMs: Number(value) };
  board.movable = side === 'none' ? 'none' : side;
  if (side === 'white' || side === 'black') board.orientation = side;
  board.setEngine({ both: null, white: 'black', black: 'white', none: 'both' }[side], limits);
}

async function main() {
  await init();
  enhance(document, { module: fenboard });
  const select = $('variant');
  const games = [...fenboard.variants(), ...SITE_GAMES];
  // The page's own list and start position hold the board's place until now (no layout shift): the engine's replace them.
  select.replaceChildren(...games.map((v) => new Option(`${v.name} (${v.width}×${v.height})`, v.id)));
  select.addEventListener('change', () => load(select.value, ''));
  $('setup').addEventListener('submit', (e) => {
    e.preventDefault();
    load(select.value, $('fen').value);
  });
  $('play').addEventListener('fenboard-change', (e) => ($('current-fen').textContent = e.detail.fen));
  $('side').addEventListener('change', opponent);
  $('strength').addEventListener('change', opponent);
  const params = new URLSearchParams(location.search);
  const first = games.find((v) => v.id === params.get('variant')) ?? games[0];
  if (!(await load(first.id, params.get('fen') ?? ''))) {
    const message = $('error').textContent;
    await load(first.id, '');
    showError(message); // the bad FEN's message stays on screen over the start position
  }
  document.body.dataset.ready = '1';
}

main().catch((err) => {
  showError(`The engine could not load: ${err.message ?? err}`);
  document.body.dataset.ready = 'error';
});
