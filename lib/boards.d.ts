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
 * A side of the board, as the boards' API names it.
 * @example board.orientation = 'black' satisfies BoardColor
 */
export type BoardColor = 'white' | 'black';

/**
 * Which sides the reader moves on a board: one side (a game the app plays, the other side coming from the app or
 * the engine; a move made on the other side's turn is a premove), both (the default), or none (a board that shows).
 * @example board.movable = 'white' satisfies Movable
 */
export type Movable = BoardColor | 'both' | 'none';

/**
 * A shape drawn over the board: a circle on `orig`, or an arrow from `orig` to `dest`, in one of lichess's brushes.
 * @example board.setShapes([{ orig: 'e2', dest: 'e4', brush: 'green' }, { orig: 'd5', brush: 'red' }])
 */
export interface DrawShape {
  /** The square the shape starts on (a circle's square). */
  orig: string;
  /** The square an arrow points to; none (or `orig`) for a circle. */
  dest?: string;
  /** Green by default; with the right button: Shift or Ctrl red, Alt or Meta blue, both yellow. */
  brush?: 'green' | 'red' | 'blue' | 'yellow';
}

/**
 * The limits of the engine's searches on a board: a depth in plies, or a time in milliseconds (by default the
 * page's `data-engine-time`, else one second).
 * @example board.setEngine('black', { depth: 3 })
 */
export interface EngineLimits {
  /** Plies the engine searches. */
  depth?: number;
  /** Milliseconds each search takes at most. */
  timeMs?: number;
}

/**
 * How a game played on a board ended, as `fenboard-end` tells it and the result banner shows it.
 * @example board.addEventListener('fenboard-end', (e) => e.detail.result) // '1-0'
 */
export interface BoardResult {
  /** The score: `'1-0'`, `'0-1'` or `'1/2-1/2'`. */
  result: '1-0' | '0-1' | '1/2-1/2';
  /** `'w'`, `'b'`, or null for a draw. */
  winner: 'w' | 'b' | null;
  /** Why: checkmate, stalemate, the move rule, repetition... (`OutcomeReason`). */
  reason: fenboard.OutcomeReason;
  /** The sentence the banner shows, in the board's language: `'Checkmate: White wins.'`. */
  text: string;
}

/**
 * `fenboard-move`: a move was played on the board (by the reader, the engine, or the app's `play`).
 * @example board.addEventListener('fenboard-move', (e) => console.log(e.detail.move.san, e.detail.fen))
 */
export interface BoardMoveDetail {
  /** The move as the engine describes it (its SAN, UCI, squares). */
  move: fenboard.Move;
  /** The position after it. */
  fen: string;
  /** The engine's search, when the engine played it ({move, score, mate, depth, nodes, timeMs}); else null. */
  engine: unknown | null;
}

/**
 * `fenboard-select`: the reader picked up a piece (or `select` did): its square and where it may go; null
 * when nothing is selected any more.
 * @example board.addEventListener('fenboard-select', (e) => console.log(e.detail.square, e.detail.dests))
 */
export interface BoardSelectDetail {
  square: string | null;
  dests: string[];
}

/**
 * `fenboard-change`: the position shown changed (a move, undo, reset, a move of the list, a position loaded).
 * @example board.addEventListener('fenboard-change', (e) => save(e.detail.fen))
 */
export interface BoardChangeDetail {
  fen: string;
  /** How many moves of the board's line lead to it. */
  ply: number;
  /** The move that led to it: `[from, to]`, or null. */
  lastMove: [string, string] | null;
}

/**
 * `fenboard-end`: a move on the board ended the game; the banner shows the result over the board.
 * @example board.addEventListener('fenboard-end', (e) => alert(e.detail.text))
 */
export interface BoardEndDetail extends BoardResult {
  fen: string;
}

/**
 * The events a board fires on its element (they bubble), typed for `addEventListener`.
 * @example board.addEventListener('fenboard-shapes', (e) => console.log(e.detail.shapes.length))
 */
export interface FenBoardEventMap {
  'fenboard-move': CustomEvent<BoardMoveDetail>;
  'fenboard-select': CustomEvent<BoardSelectDetail>;
  'fenboard-change': CustomEvent<BoardChangeDetail>;
  'fenboard-end': CustomEvent<BoardEndDetail>;
  /** The reader drew or erased a shape. */
  'fenboard-shapes': CustomEvent<{ shapes: DrawShape[] }>;
  /** The older name of `fenboard-change`, still fired. */
  'fenboard-position': CustomEvent<{ fen: string; ply: number }>;
  /** The reader resized the board with its handle (`resizable`). */
  'fenboard-resize': CustomEvent<{ width: number }>;
}

/**
 * The `<fen-board variant="..." fen="...">` element (registered by `enhance`), a board an app drives as
 * chessground's API: its position (`fen`, also as an attribute it follows), `orientation`, the sides the reader
 * moves (`movable`), `play`, `undo`, `select`, shapes, premoves, the engine, and events. Attributes: `lang="fr"`,
 * `moves="open"` or `"closed"` (its move list), `orientation`, `movable`, `coordinates="false"`, `resizable` (a
 * handle to resize it). A removed board frees its game.
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
  /** The position shown, as its game's FEN; set it (or the `fen` attribute) to show another. */
  fen: string;
  /** The side at the bottom. */
  orientation: BoardColor;
  /** The sides the reader moves. */
  movable: Movable;
  /** Whether the coordinates are drawn (the `coordinates` attribute, `"false"` for none). */
  coordinates: boolean;
  /** The move that led to the position shown, `[from, to]`, or null. */
  readonly lastMove: [string, string] | null;
  /** The square selected, or null. */
  readonly selected: string | null;
  /** The shapes drawn. */
  readonly shapes: DrawShape[];
  /** The premove waiting for the reader's turn, or null. */
  readonly premove: { from: string; to: string } | null;
  /** How the game played on the board ended, or null. */
  readonly result: BoardResult | null;
  /**
   * Shows a position (a FEN, or diagram text) of the board's game or of `variant`; `lastMove` marks the move that
   * led there. Throws, changing nothing, when the engine cannot read it.
   * @example board.load('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', { lastMove: ['e7', 'e5'] })
   */
  load(text: string, options?: { variant?: VariantId; lastMove?: [string, string] | null }): void;
  /**
   * Shows a game read from PGN or PDN text: the game its `Variant` or `GameType` tag names (else the board's), from
   * its `FEN`, its main line played and shown at its end, its variations and comments in the move list (and, with
   * its tags, in the PGN the list copies). Returns its tags and result. Throws, changing nothing, an Error whose `code` is
   * `pgn-syntax`, `unknown-variant`, or the engine's for a bad FEN or move (the message names the move).
   * @example board.loadPgn('1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 *') // { tags: {}, result: '*' }
   */
  loadPgn(text: string): { tags: Record<string, string>; result: string };
  /**
   * Plays a move, animated, whoever is to move: UCI, SAN, a Move, or `{from, to, promotion, wall}` (`wall`: the
   * square a walling game's move names, amazons' arrow or the duck). Returns the engine's Move; throws if it is illegal.
   * @example board.play('e2e4'); board.play('Nf6'); board.play({ from: 'a7', to: 'a8', promotion: 'q' })
   */
  play(move: string | { from: string; to: string; promotion?: string; wall?: string } | fenboard.Move): fenboard.Move;
  /**
   * Takes back the move that led to the position shown (against the engine, its answer too).
   * @example board.undo()
   */
  undo(): void;
  /**
   * Selects a square as a click on it would; null deselects.
   * @example board.select('e2') // fenboard-select: {square: 'e2', dests: ['e3', 'e4']}
   */
  select(square: string | null): void;
  /**
   * Replaces the arrows and circles drawn over the board. Throws on a square off the board or an unknown brush.
   * @example board.setShapes([{ orig: 'g1', dest: 'f3' }, { orig: 'e5', brush: 'red' }])
   */
  setShapes(shapes: DrawShape[]): void;
  /**
   * Drops the premove, if any.
   * @example board.cancelPremove()
   */
  cancelPremove(): void;
  /**
   * The engine's side: `'white'`, `'black'`, `'both'` (it plays itself), true (the side not to move), false or
   * null (none); `limits` its strength.
   * @example board.setEngine('black', { depth: 2 })
   */
  setEngine(side: BoardColor | 'both' | boolean | null, limits?: EngineLimits): void;
  /**
   * Stops the board and frees its game.
   * @example board.destroy()
   */
  destroy(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'fen-board': FenBoardElement;
  }
  // The boards' events bubble: typed on every element and on the document.
  interface HTMLElementEventMap extends FenBoardEventMap {}
  interface DocumentEventMap extends FenBoardEventMap {}
}
