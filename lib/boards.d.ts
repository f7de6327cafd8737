// Types of fenboard/boards: live boards driven by the package's engine.
/**
 * Live boards: every `fen:...:` diagram and `<fen-board>` of a page made playable. `import { enhance } from 'fenboard/boards'`.
 * @module fenboard/boards
 */
import type * as fenboard from './index.js';
import type { VariantId } from './index.js';
import type { explainMove, bestMove } from './teach.js';

/**
 * What the boards need of a teaching module (`fenboard/teach`, initialised): why a move is illegal, the engine's move.
 * @example const teach: TeachModule = await import('fenboard/teach').then(async (m) => (await m.init(), m))
 */
export interface TeachModule {
  /** Why a move is illegal (`fenboard/teach`'s `explainMove`). */
  explainMove: typeof explainMove;
  /** The engine's move (`fenboard/teach`'s `bestMove`). */
  bestMove: typeof bestMove;
  /** Defines a game by data (`defineVariant`): the games the page defines are defined in the teaching module too. */
  defineVariant?: typeof fenboard.defineVariant;
}

/**
 * Options of `enhance`.
 * @example enhance(document, { module: await import('./my-fenboard-build/fenboard.js'), teach: false })
 */
export interface EnhanceOptions {
  /** The engine module to use instead of this package's (e.g. a build of your own). */
  module?: typeof fenboard;
  /**
   * Where explanations of illegal moves (and, where Web Workers are missing, the engine's moves) come from: a
   * function resolving to the initialised teaching module, called once when a board first needs it; `false` for
   * no explanations and no engine. By default, this package's `fenboard/teach`. The engine's Web Worker loads the
   * package's teaching module itself.
   */
  teach?: false | (() => Promise<TeachModule>);
  /**
   * The boards' language: their controls, square names, announcements and explanations. By default each board's
   * closest `lang` attribute (French for `fr...`, English otherwise).
   */
  lang?: 'fr' | 'en';
}

/**
 * Turns every `.diagram` (an element whose text holds `fen:...:`) and every `<fen-board>` under `root`
 * into a board you can play on (click, tap, drag or keyboard), and returns the boards' host elements. The games
 * the page defines by data (`<script type="application/json" class="fenboard-variant">` blocks) are defined first,
 * in the same engine, so their boards start at once too.
 * Call it after `await init()`. An illegal move is explained beside the board, and a board can play against the
 * engine: both come from `fenboard/teach`, loaded when first needed; without it, the boards work without them.
 *
 * ```js
 * import init from 'fenboard';
 * import { enhance } from 'fenboard/boards';
 * await init();
 * enhance(document);                               // or enhance(document.querySelector('article'))
 * ```
 */
export declare function enhance(root?: Document | Element, options?: EnhanceOptions): HTMLElement[];

/**
 * Resolves when the games the page defines by data are defined and their boards live. A page carries a game's
 * definition in a `<script type="application/json" class="fenboard-variant">` block; `enhance` reads the blocks,
 * defines their games in the engine the boards run on, and starts their boards (`data-variant` on them or an
 * ancestor) with the others. A definition the engine refuses is shown after its block, with the engine's message
 * naming the field. `enhance` does all this before it returns, so this resolves at once.
 *
 * ```js
 * enhance(document);
 * await whenDefined();                             // the Capablanca boards of the page are live now
 * ```
 */
export declare function whenDefined(): Promise<void>;

/**
 * The diagram text (`fen:` contents) an element holds: its `data-fen`, else the `fen:...:` in its text.
 *
 * ```js
 * diagramText(document.querySelector('.diagram'));  // '8/8/8/3N4/8/8/8/8 c5,f5'
 * ```
 */
export declare function diagramText(el: HTMLElement): string | null;

/**
 * The `<fen-board variant="..." fen="...">` element (registered by `enhance`); `lang="fr"` makes it French,
 * `moves="open"` or `"closed"` unfolds or folds its move list. Each move fires a `fenboard-move` event with
 * `detail: {move, fen}`, and every change of the position shown (a move, undo, reset, a move of the list chosen) a
 * `fenboard-position` event with `detail: {fen, ply}`; a removed board frees its game.
 *
 * ```js
 * const board = document.createElement('fen-board');
 * board.setAttribute('variant', 'grand');
 * document.body.append(board);
 * board.addEventListener('fenboard-move', (e) => console.log(e.detail.move.san, e.detail.fen));
 * ```
 */
export declare class FenBoardElement extends HTMLElement {
  /** The board's game state (for scripts and tests), or null before the board starts. */
  readonly state: { fen: string; variant: VariantId } | null;
}
