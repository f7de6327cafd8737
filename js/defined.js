// Games defined by data: a page carries each definition as
// <script type="application/json" class="fenboard-variant">{...}</script>, and the teaching module, which reads,
// checks and plays them (its defineVariant), makes its boards live with no script of the page's own.
// The engine keeps the rules; what it does not hold is remembered here: the pieces' names and drawings (js/a11y.js,
// js/sprite.js), the module that plays each game, and the definitions themselves, for the engine's worker
// (js/opponent.js), whose teaching module is an instance of its own.

/** The definition blocks of a page. */
export const BLOCK = 'script[type="application/json"].fenboard-variant';

const games = new Map(); // id -> {definition (the object), text, module (the teaching module that plays it)}
const listeners = new Set();

/**
 * Defines a game in `teach` (an initialised teaching module) and remembers it; a definition with the id of an
 * earlier one replaces it. Returns the engine's VariantInfo; throws the engine's Error (code `bad-definition`,
 * its message naming the field), changing nothing.
 * @param definition the definition, as an object or as JSON text
 */
export function define(teach, definition) {
  if (typeof teach?.defineVariant !== 'function') throw new Error('this teaching module cannot define games (it has no defineVariant)');
  const text = typeof definition === 'string' ? definition : JSON.stringify(definition);
  const info = teach.defineVariant(text);
  games.set(info.id, { definition: JSON.parse(text), text, module: teach });
  for (const listener of listeners) listener(text);
  return info;
}

/** The definition of a game defined here (the object), or null for a built-in or unknown game. */
export const definitionOf = (id) => games.get(id)?.definition ?? null;

/** The teaching module that plays a game defined here, or null. */
export const moduleOf = (id) => games.get(id)?.module ?? null;

/** The definitions made so far (JSON texts), in the order they were made; `listener(text)` hears each new one. */
export function followDefinitions(listener) {
  listeners.add(listener);
  return [...games.values()].map((g) => g.text);
}

/**
 * Defines the game of each block with `teach` (null when there is no teaching module). A block whose game is
 * defined gets `data-fenboard-variant` (the id); one that fails shows why in place, right after it.
 */
export function defineBlocks(teach, blocks) {
  for (const block of blocks) {
    const old = block.nextElementSibling;
    if (old?.classList.contains('fb-definition-error')) old.remove();
    try {
      if (!teach) throw new Error('the teaching module, which plays games defined by data, is not available on this page');
      block.dataset.fenboardVariant = define(teach, block.textContent).id;
    } catch (err) {
      showError(block, String(err.message ?? err));
    }
  }
}

/** A definition's error, in the page where the definition is: what failed and the engine's reason. */
function showError(block, message) {
  const doc = block.ownerDocument;
  const id = /"id"\s*:\s*"([^"\\]{1,40})"/.exec(block.textContent)?.[1];
  const note = doc.createElement('p');
  note.className = 'fb-definition-error';
  note.setAttribute('role', 'note');
  const title = doc.createElement('strong');
  title.textContent = `The game ${id ? `'${id}' ` : ''}cannot be defined: `;
  note.append(title, message);
  block.dataset.error = message;
  block.after(note);
}
