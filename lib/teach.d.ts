// Types of fenboard/teach as an ES module (pkg/teach/browser.js for browsers and bundlers, lib/teach-node.js for Node):
// the teaching API of pkg/teach/fenboard.d.ts (generated from the Rust doc comments of src/wasm/teach.rs) and
// the types it takes and returns, plus this module's init and isReady.
// scripts/package.mjs writes lib/teach.d.cts, the types of require('fenboard/teach'), from this file.
/**
 * The teaching module, a wasm module of its own: why a move is illegal, the engine's move, perft, the diagrams of a document, with the default module's whole API (`defineVariant` included). `import { init, explainMove } from 'fenboard/teach'`.
 * @module fenboard/teach
 */
import type { EngineSource } from './index.js';

export { explainMove, bestMove, perft, extractDiagrams } from '../pkg/teach/fenboard.js';
// The default module's whole API as well, over the teaching module: the games its defineVariant defines live in it.
export { variants, startFen, legalMoves, play, status, board, defineVariant, variantDefinition, parseDiagram, renderDiagram } from '../pkg/teach/fenboard.js';
export { Game } from './index.js';
export type { VariantId, BuiltinVariantId, DefinedVariantId, MoveInput, Explanation, ExplainOptions, BestMove, SearchOptions, PerftOptions, Move, Step, StepKind, ExtractedDiagram, FenboardError, FenboardErrorCode, VariantDefinition, VariantExtension, DraughtsDefinition, DraughtsExtension, PieceDefinition, CastlingLanding, VariantInfo, StartOptions, MoveOptions, Status, Outcome, OutcomeReason, GameOptions, Board, BoardPiece, PieceRole, Reserve, Diagram, RenderOptions } from '../pkg/teach/fenboard.js';
export type { EngineSource };

/**
 * Loads the teaching engine, a wasm module of its own (`pkg/teach/fenboard_bg.wasm`, apart from the default
 * module's). In browsers and bundlers, call it once before `explainMove` or `bestMove` (later calls return the
 * same promise); it fetches the wasm from next to the package, or from `source`. In Node the engine is loaded on
 * import and `init()` resolves at once.
 *
 * ```js
 * import { init, explainMove } from 'fenboard/teach';
 * await init();                                    // or await init('/assets/teach/fenboard_bg.wasm')
 * explainMove('chess', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'e2', 'c3').reason; // 'leaves-royal-attacked'
 * ```
 */
export declare function init(source?: EngineSource): Promise<void>;
export default init;

/**
 * Whether the teaching engine is loaded (`init()` has resolved; always true in Node).
 *
 * ```js
 * if (!isReady()) await init();
 * ```
 */
export declare function isReady(): boolean;
