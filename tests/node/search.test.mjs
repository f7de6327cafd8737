// bestMove answers from every start position within its time, in wasm, where the stack is
// small. Regression: from the Coregal start, a search of 600 ms or more trapped with "memory
// access out of bounds" (a stack overflow: the quiescence search followed checks given back
// and forth without end; it now stops at a fixed ply below the root).
import test from 'node:test';
import assert from 'node:assert/strict';
import { variants, bestMove, legalMoves } from './_fenboard.mjs';

test('bestMove from every start position, 700 ms each', () => {
  for (const v of variants()) {
    const r = bestMove(v.id, v.startFen, { timeMs: 700 });
    assert.ok(legalMoves(v.id, v.startFen).some((m) => m.uci === r.move.uci), `${v.id}: ${r.move.uci} is legal`);
    assert.ok(r.timeMs <= 1000, `${v.id}: answered in ${r.timeMs} ms`);
  }
});
