// Types of require('fenboard/teach') (lib/teach.cjs): the teaching API of pkg/teach/fenboard.d.cts (generated
// from the Rust doc comments of src/wasm/teach.rs) and the types it takes and returns, plus init and isReady.
export { explainMove, bestMove, perft, extractDiagrams } from '../pkg/teach/fenboard.cjs';
export type { Explanation, ExplainOptions, BestMove, SearchOptions, Move, Step, ExtractedDiagram, FenboardError, FenboardErrorCode } from '../pkg/teach/fenboard.cjs';

/**
 * Resolves at once: `require('fenboard/teach')` loads the teaching engine synchronously. Exists for code shared
 * with browsers.
 *
 * ```js
 * await require('fenboard/teach').init();
 * ```
 */
export declare function init(): Promise<void>;
export { init as default };

/**
 * Whether the teaching engine is loaded: always true here.
 *
 * ```js
 * require('fenboard/teach').isReady(); // true
 * ```
 */
export declare function isReady(): boolean;
