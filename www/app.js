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

/**
 * Reads a pasted or opened game (PGN, PDN) onto the board: the game its tags name, else the chosen one, with its
 * variations and comments in the move list. A text the board cannot read leaves it as it was, the reason shown
 * (`pgn-syntax: ...`, `illegal-move: PGN move 3. Ke3: ...`).
 */
async function readGame(text) {
  const board = $('board');
  if (!board?.state) return false;
  // A site game (defined by data) the tags name is defined first, as choosing it does.
  const named = /\[\s*Variant\s+"([^"]*)"/i.exec(text)?.[1]?.trim().toLowerCase();
  const site = SITE_GAMES.find((g) => g.id === named || g.name.toLowerCase() === named);
  try {
    if (site) await defineExample(fenboard, site.id);
    board.loadPgn(text);
  } catch (err) {
    showError(err.code ? `${err.code}: ${err.message}` : String(err.message ?? err));
    return false;
  }
  showError(null);
  const { variant, startFen } = board.state;
  $('variant').value = variant;
  $('fen').value = startFen;
  $('current-fen').textContent = board.fen;
  opponent();
  const url = new URL(location.href);
  url.search = new URLSearchParams({ variant, fen: startFen }).toString();
  history.replaceState(null, '', url);
  return true;
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
  $('pgn-form').addEventListener('submit', (e) => {
    e.preventDefault();
    readGame($('pgn').value);
  });
  $('pgn-file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    $('pgn').value = text;
    e.target.value = '';
    readGame(text);
  });
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
