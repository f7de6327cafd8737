// Types of the package's ES module entries (pkg/browser.js for browsers and bundlers, lib/node.js for Node): the
// engine's functions and types (pkg/fenboard.d.ts, generated from the Rust doc comments of src/wasm/exports/), named one by
// one so that the glue's loader and internals stay out, plus init, isReady and the package's Game.
// scripts/package.mjs writes lib/node.d.cts, the types of require('fenboard'), from this file.
// Game declares [Symbol.dispose] (for `using`): its type comes from this lib.
/// <reference lib="esnext.disposable" />
/**
 * The rules engine: positions, moves, games, status, games defined by data, diagrams.
 * `import init, { legalMoves, Game } from 'fenboard'`.
 * @module fenboard
 */
import type { Board, GameOptions, Move, MoveInput, Status, VariantId } from '../pkg/fenboard.js';

export { variants, startFen, legalMoves, play, status, board, defineVariant, variantDefinition, parseDiagram, renderDiagram } from '../pkg/fenboard.js';
export type {
  VariantId, BuiltinVariantId, DefinedVariantId, VariantInfo, StartOptions, Move, MoveInput, MoveOptions, Step, StepKind,
  Status, Outcome, OutcomeReason, GameOptions,
  Board, BoardPiece, PieceRole, Reserve, Diagram, RenderOptions, VariantDefinition, VariantExtension, DraughtsDefinition, DraughtsExtension, PieceDefinition, CastlingLanding,
  FenboardError, FenboardErrorCode,
} from '../pkg/fenboard.js';

/**
 * A game with its history: play, undo, status with threefold repetition. Call `free()` when done;
 * any method called after `free()` throws `Error('this Game was freed: ...')`.
 *
 * ```js
 * const game = new Game('chess');                  // or new Game('grand', fen), new Game('chess', fen, {partial: true})
 * game.play('e4'); game.fen(); game.undo();
 * game.free();
 * game.fen();                                      // throws: this Game was freed: fen() cannot be called after free()
 * ```
 */
export declare class Game {
  /**
   * A new game from a FEN, or from the variant's standard start; `{partial: true}` accepts a position without royal pieces.
   * @example new Game('chess'); new Game('grand', fen); new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true })
   */
  constructor(variant: VariantId, fen?: string | null, options?: GameOptions);
  /**
   * The game's variant id.
   * @example new Game('coregal').variant() // 'coregal'
   */
  variant(): VariantId;
  /**
   * The current FEN.
   * @example new Game('chess').fen() // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
   */
  fen(): string;
  /**
   * The legal moves now.
   * @example game.legalMoves().map(m => m.san) // ['Nc3', 'Na3', 'Nh3', 'Nf3', 'a3', ...]
   */
  legalMoves(): Move[];
  /**
   * Plays a move (UCI or SAN text, `{ from, to, promotion }`, or a `Move` of `legalMoves`) and returns it; throws,
   * changing nothing, if it cannot be played (`illegal-move`, `promotion-required`, `game-over` once the game has
   * ended, by any outcome of its status, repetition included, ...).
   * @example game.play('e4').uci // 'e2e4'; game.play({ from: 'g8', to: 'f6' }).san // 'Nf6'
   */
  play(move: string | MoveInput): Move;
  /**
   * Takes back the last move and returns it (undefined when there is none).
   * @example game.play('Nf3'); game.undo().san // 'Nf3'
   */
  undo(): Move | undefined;
  /**
   * Status, with threefold repetition.
   * @example game.status().outcome // null, or { winner: null, reason: 'threefold-repetition' }
   */
  status(): Status;
  /**
   * The moves played so far.
   * @example game.history().map(m => m.san) // ['e4', 'e5']
   */
  history(): Move[];
  /**
   * The board now: its size, the pieces, the side to move (and Bario's reserves), as `board()` gives them.
   * @example game.board().pieces.find(p => p.square === 'e1') // { square: 'e1', piece: 'K', color: 'w', role: 'k' }
   */
  board(): Board;
  /** Frees the engine memory this game holds; a second call does nothing. */
  free(): void;
  /**
   * Frees the game as `free()` does, when a `using` declaration goes out of scope.
   * @example { using game = new Game('chess'); game.play('e4'); } // freed here
   */
  [Symbol.dispose](): void;
}

/**
 * What `init` loads the engine from: the wasm file's URL, a fetch Response, its bytes or a compiled module.
 * @example await init(new URL('/static/fenboard_bg.wasm', location.href))
 */
export type EngineSource = string | URL | Request | Response | Promise<Response> | BufferSource | WebAssembly.Module;

/**
 * Loads the engine. In browsers and bundlers, call it once before anything else (later calls return the
 * same promise); it fetches `fenboard_bg.wasm` from next to the package, or from `source`.
 * In Node the engine is loaded on import and `init()` resolves at once.
 *
 * ```js
 * import init, { legalMoves, startFen } from 'fenboard';
 * await init();                                    // or await init('/assets/fenboard_bg.wasm')
 * legalMoves('chess', startFen('chess')).length;   // 20
 * ```
 */
export declare function init(source?: EngineSource): Promise<void>;
export default init;

/**
 * Whether the engine is loaded (`init()` has resolved; always true in Node).
 *
 * ```js
 * if (!isReady()) await init();
 * ```
 */
export declare function isReady(): boolean;
