// Types of the package's ES module entries (pkg/browser.js for browsers and bundlers, lib/node.js for Node):
// every function and type of the engine (pkg/fenboard.d.ts, generated from the Rust doc comments), plus
// init, isReady and the package's Game.
// wasm-bindgen's classes declare [Symbol.dispose] (for `using`): its type comes from this lib.
/// <reference lib="esnext.disposable" />
import { Game as WasmGame, type GameOptions, type Move, type Status } from '../pkg/fenboard.js';

export * from '../pkg/fenboard.js';

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
