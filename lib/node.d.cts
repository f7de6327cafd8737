// Types of require('fenboard') (lib/node.cjs): every function and type of the engine (pkg/fenboard.d.cts,
// generated from the Rust doc comments), plus init, isReady and the package's Game.
// wasm-bindgen's classes declare [Symbol.dispose] (for `using`): its type comes from this lib.
/// <reference lib="esnext.disposable" />
import { Game as WasmGame, type GameOptions, type Move, type Status } from '../pkg/fenboard.cjs';

export * from '../pkg/fenboard.cjs';

/**
 * A game with its history: play, undo, status with threefold repetition. Call `free()` when done;
 * any method called after `free()` throws `Error('this Game was freed: ...')`.
 *
 * ```js
 * const { Game } = require('fenboard');
 * const game = new Game('chess');
 * game.play('e4'); game.fen(); game.undo();
 * game.free();
 * ```
 */
export declare class Game extends WasmGame {
  /**
   * A new game from a FEN, or from the variant's standard start; `{partial: true}` accepts a position without royal pieces.
   * @example new Game('chess'); new Game('grand', fen); new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true })
   */
  constructor(variant: string, fen?: string | null, options?: GameOptions);
  /**
   * The legal moves now.
   * @example game.legalMoves().map(m => m.san) // ['Nc3', 'Na3', 'Nh3', 'Nf3', 'a3', ...]
   */
  legalMoves(): Move[];
  /**
   * Plays a move (UCI or SAN) and returns it; throws, changing nothing, if it is illegal.
   * @example game.play('e4').uci // 'e2e4'
   */
  play(move: string): Move;
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
}

/**
 * Resolves at once: `require('fenboard')` loads the engine synchronously. Exists for code shared with browsers.
 *
 * ```js
 * await require('fenboard').init();
 * ```
 */
export declare function init(): Promise<void>;
export { init as default };

/**
 * Whether the engine is loaded: always true here.
 *
 * ```js
 * require('fenboard').isReady(); // true
 * ```
 */
export declare function isReady(): boolean;
