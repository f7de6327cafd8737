// The page that defines a game: a definition written or pasted, or one of the package's examples (variants/), is
// defined as the user types (js/defined.js, in the default module, which plays it) and played at once on the board
// beside it; a definition the engine refuses shows its reason, which names the field, under the text, and the
// board goes on with the last one that worked.
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';
import { define, definitionOf } from './js/defined.js';
import { defineExample } from './games.js';

const $ = (id) => document.getElementById(id);
const QUIET_MS = 300; // how long typing pauses before the text is read
let played = null; // the definition the board plays, as canonical() writes it
let timer = 0;

/** A definition's text without what does not change the game (spaces, line breaks), when it is JSON. */
function canonical(text) {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

function say(state, text) {
  const status = $('definition-status');
  status.dataset.state = state;
  status.textContent = text;
}

/**
 * Defines the text's game; a new one gets a board at its start (a change of layout only keeps the game going).
 * Returns whether the text defines a game.
 */
function read(text) {
  if (canonical(text) === played) {
    say('defined', $('definition-status').dataset.defined);
    return true;
  }
  let info;
  try {
    info = define(fenboard, text);
  } catch (err) {
    const after = played === null ? '' : ' The board plays the last definition that worked.';
    say('error', `Not defined: ${String(err.message ?? err).replace(/\.$/, '')}.${after}`);
    return false;
  }
  played = canonical(text);
  const board = document.createElement('fen-board');
  board.className = 'fb-main';
  board.setAttribute('variant', info.id);
  board.setAttribute('moves', 'open');
  $('define-board').replaceChildren(board);
  enhance($('define-board'), { module: fenboard });
  const status = $('definition-status');
  status.dataset.defined = `${info.name} (${info.id}), ${info.width}×${info.height}: defined, and on the board from its start.`;
  say('defined', status.dataset.defined);
  return true;
}

/**
 * Puts an example of the package (variants/<id>.json) in the text, and plays it. A built-in game's definition gets
 * an id of its own (`chess` becomes `my-chess`): a definition may not replace a built-in game.
 */
async function loadExample(id) {
  const response = await fetch(new URL(`./variants/${id}.json`, import.meta.url));
  if (!response.ok) throw new Error(`the example '${id}' could not load (HTTP ${response.status})`);
  let text = (await response.text()).trim();
  // A game made from another example (caparandom extends capablanca) needs that one defined first.
  const base = JSON.parse(text).extends;
  if (base && !fenboard.variants().some((v) => v.id === base)) await defineExample(fenboard, base);
  const builtIn = fenboard.variants().some((v) => v.id === id && !definitionOf(id));
  if (builtIn) text = text.replace(/("id"\s*:\s*)"([\w-]+)"/, '$1"my-$2"');
  $('definition').value = text;
  $('example').value = id;
  read(text);
}

async function main() {
  await init();
  const example = $('example');
  const chosen = new URLSearchParams(location.search).get('example');
  await loadExample([...example.options].some((o) => o.value === chosen) ? chosen : example.value);
  example.addEventListener('change', () => loadExample(example.value).catch((err) => say('error', String(err.message ?? err))));
  $('definition').addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => read($('definition').value), QUIET_MS);
  });
  $('define-form').addEventListener('submit', (e) => e.preventDefault());
  document.body.dataset.ready = '1';
}

main().catch((err) => {
  say('error', `The engine could not load: ${err.message ?? err}`);
  document.body.dataset.ready = 'error';
});
