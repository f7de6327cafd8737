// Games defined by data: a page carries each definition as
// <script type="application/json" class="fenboard-variant">{...}</script>, and the engine module the boards run on,
// which reads, checks and plays them (its defineVariant), makes its boards live with no script of the page's own.
// The engine keeps the rules; what it does not hold is remembered here: the pieces' names and drawings (js/a11y.js,
// js/sprite.js), and the definitions themselves, for the other engine instances that must know the games too: the
// teaching module (js/teach.js, for explanations) and the engine's worker (js/opponent.js).

/** The definition blocks of a page. */
export const BLOCK = 'script[type="application/json"].fenboard-variant';

const games = new Map(); // id -> {definition (the object), text}
const listeners = new Set();

/**
 * Defines a game in `module` (an initialised fenboard module: the default one or the teaching one) and remembers it;
 * a definition with the id of an earlier one replaces it. Returns the engine's VariantInfo; throws the engine's Error
 * (code `bad-definition`, its message naming the field), changing nothing.
 * @param definition the definition, as an object or as JSON text
 */
export function define(module, definition) {
  if (typeof module?.defineVariant !== 'function') throw new Error('this fenboard module cannot define games (it has no defineVariant)');
  const given = typeof definition === 'string' ? definition : JSON.stringify(definition);
  const info = module.defineVariant(given);
  // The engine's reading, `extends` resolved: the pieces of the game extended are this one's (their names and
  // drawings), and the other modules are given the whole game.
  const resolved = module.variantDefinition?.(info.id) ?? JSON.parse(given);
  const text = JSON.stringify(resolved);
  games.set(info.id, { definition: resolved, text });
  for (const listener of listeners) listener(text);
  return info;
}

/** The definition of a game defined here (the object), or null for a built-in or unknown game. */
export const definitionOf = (id) => games.get(id)?.definition ?? null;

const BUILT_IN_DRAUGHTS = new Set(['russian', 'international', 'brazilian', 'english', 'antidraughts', 'breakthrough', 'italian', 'turkish', 'frisian', 'frysk', 'canadian', 'pool', 'spanish', 'czech']);
/** Whether a game is of the draughts family: a built-in draughts game, or one defined by a draughts definition. */
export const isDraughts = (id) => BUILT_IN_DRAUGHTS.has(id) || definitionOf(id)?.family === 'draughts';

/** The definitions made so far (JSON texts), in the order they were made; `listener(text)` hears each new one. */
export function followDefinitions(listener) {
  listeners.add(listener);
  return [...games.values()].map((g) => g.text);
}

/**
 * Defines the game of each block in `module`. A block whose game is defined gets `data-fenboard-variant` (the id);
 * one that fails shows why in place, right after it.
 */
export function defineBlocks(module, blocks) {
  for (const block of blocks) {
    const old = block.nextElementSibling;
    if (old?.classList.contains('fb-definition-error')) old.remove();
    try {
      block.dataset.fenboardVariant = define(module, block.textContent).id;
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
