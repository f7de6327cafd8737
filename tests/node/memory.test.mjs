// The JavaScript boundary leaks nothing: a million calls of the functional API and a hundred
// thousand Game create/play/free cycles, after which the wasm memory has stopped growing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as fb from '../../pkg/fenboard.js';

const wasm = fb.initSync({ module: readFileSync(new URL('../../pkg/fenboard_bg.wasm', import.meta.url)) });
const memory = () => wasm.memory.buffer.byteLength;

const FENS = {
  chess: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  coregal: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 adehadeh -',
  grand: 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -',
  bario: 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -',
  russian: 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8',
};
const FIRST = { chess: 'e1g1', coregal: 'e4', grand: 'e3e5', bario: 'K@g1', russian: 'c3-d4' };
const variants = Object.keys(FENS);

// One round of calls of every function, on every game, good input and bad; returns how many calls.
function round(i) {
  const v = variants[i % variants.length];
  const fen = FENS[v];
  let calls = 0;
  const call = (fn) => {
    calls++;
    try {
      fn();
    } catch (err) {
      assert.ok(err instanceof Error);
    }
  };
  call(() => fb.legalMoves(v, fen));
  call(() => fb.play(v, fen, FIRST[v]));
  call(() => fb.status(v, fen));
  call(() => fb.startFen(v, { randomness: 2, seed: i }));
  call(() => fb.play(v, fen, 'not a move'));
  call(() => fb.legalMoves(v, 'not a fen'));
  if (i % 10 === 0) {
    call(() => fb.legalMoves(v, fen));
    call(() => fb.renderDiagram('4Q3/4K3/8/8/3N4/5k2/2q5/8 c2,f3', { variant: 'coregal' }));
    call(() => fb.parseDiagram('10/10/10/10/10/2R2Q4/10/4c5/10/10 c5,f5'));
    call(() => fb.legalMoves('shogi', fen));
  }
  return calls;
}

test('a million calls of the functional API: memory stops growing', () => {
  let calls = 0;
  let i = 0;
  while (calls < 100_000) calls += round(i++);
  const warm = memory();
  while (calls < 1_000_000) calls += round(i++);
  const after = memory();
  assert.ok(calls >= 1_000_000);
  assert.equal(after, warm, `wasm memory grew from ${warm} to ${after} bytes after warm-up`);
});

test('a hundred thousand Game create/play/free cycles: memory stops growing', () => {
  const cycle = (i) => {
    const v = variants[i % variants.length];
    const g = new fb.Game(v, FENS[v]);
    g.play(FIRST[v]);
    g.legalMoves();
    g.undo();
    g.free();
  };
  let i = 0;
  for (; i < 10_000; i++) cycle(i);
  const warm = memory();
  for (; i < 100_000; i++) cycle(i);
  assert.equal(memory(), warm, 'wasm memory grew after warm-up');
});

test('a failed play leaves the Game as it was; a freed Game throws', () => {
  const g = new fb.Game('chess', FENS.chess);
  const before = g.fen();
  assert.throws(() => g.play('e1e3'), /illegal move/);
  assert.equal(g.fen(), before);
  // The glue's history() returns the length of the moves' wire bytes (src/wasm/exports/game.rs): none were played.
  assert.equal(g.history(), 0);
  g.free();
  assert.throws(() => g.fen(), Error);
});
