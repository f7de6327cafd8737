// Types of fenboard/boards: live boards driven by the package's engine.
import type * as fenboard from './index.js';

/**
 * Options of `enhance`.
 * @example enhance(document, { module: await import('./my-fenboard-build/fenboard.js') })
 */
export interface EnhanceOptions {
  /** The engine module to use instead of this package's (e.g. a build of your own). */
  module?: typeof fenboard;
}

/**
 * Turns every `.diagram` (an element whose text holds `fen:...:`) and every `<fen-board>` under `root`
 * into a board you can play on (click, tap, drag or keyboard), and returns the boards' host elements.
 * Call it after `await init()`.
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
 * The diagram text (`fen:` contents) an element holds: its `data-fen`, else the `fen:...:` in its text.
 *
 * ```js
 * diagramText(document.querySelector('.diagram'));  // '8/8/8/3N4/8/8/8/8 c5,f5'
 * ```
 */
export declare function diagramText(el: HTMLElement): string | null;

/**
 * The `<fen-board variant="..." fen="...">` element (registered by `enhance`). Each move fires a
 * `fenboard-move` event with `detail: {move, fen}`; a removed board frees its game.
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
  readonly state: { fen: string; variant: string } | null;
}
