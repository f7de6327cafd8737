// Loads the built package through its Node entries: lib/node.js (the default module, pkg/: the games and the
// renderer) and lib/teach-node.js (the teaching one, pkg/teach/: explainMove, bestMove, perft, extractDiagrams), a separate wasm
// instance.
// Not a test file itself: node --test only runs *.test.mjs here.
import * as fenboard from '../../lib/node.js';
import * as teach from '../../lib/teach-node.js';

export default fenboard;
export { teach };
export const { variants, startFen, legalMoves, play, status, board, parseDiagram, Game } = fenboard;
export const { bestMove, explainMove, perft, extractDiagrams } = teach;

/** A small seeded PRNG (mulberry32): returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs fn and returns what it threw (failing if it did not throw). */
export function thrown(fn) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an exception, none was thrown');
}
