// Move input (js/input.js): which clicks play which legal move, checked against the engine's moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, legalMoves, startFen } from './_fenboard.mjs';
import { click, targets, starts, sequences } from '../../js/input.js';

/** Plays a list of clicks from nothing selected; returns the last result. */
function clicks(moves, tokens) {
  let state = [];
  let result = null;
  for (const t of tokens) {
    result = click(moves, state, t);
    state = result.kind === 'select' ? result.clicks : [];
  }
  return result;
}

const sorted = (it) => [...it].sort();

test('chess: the targets of a piece are its legal destinations; a click plays', () => {
  const moves = legalMoves('chess', startFen('chess', {}));
  assert.deepEqual(sorted(targets(moves, ['g1']).keys()), ['f3', 'h3']);
  assert.deepEqual(sorted(targets(moves, []).keys()), [], 'nothing is a move by itself');
  assert.equal(starts(moves).size, 10);
  assert.equal(clicks(moves, ['g1', 'f3']).move.san, 'Nf3');
  assert.equal(click(moves, ['g1'], 'g1').kind, 'cancel', 'the selected piece again cancels');
  assert.deepEqual(click(moves, ['g1'], 'e2'), { kind: 'select', clicks: ['e2'] }, 'another piece is selected instead');
  assert.equal(click(moves, ['g1'], 'e5').kind, 'cancel');
});

test('chess: a promotion asks among the legal promotions', () => {
  const moves = legalMoves('chess', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
  const r = clicks(moves, ['b7', 'b8']);
  assert.equal(r.kind, 'choose');
  assert.deepEqual(sorted(r.moves.map((m) => m.uci)), ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r']);
});

test('grand: the promotion choice holds only captured pieces', () => {
  const fen = 'r8r/1P5k2/10/10/10/10/10/10/1NB1KMCB2/R8R w 0 -';
  const r = clicks(legalMoves('grand', fen), ['b9', 'b10']);
  assert.equal(r.kind, 'choose');
  assert.deepEqual(sorted(r.moves.map((m) => m.promotion)), ['n', 'q']);
});

test('coregal: the queen castles by its landing square or by its rook', () => {
  const fen = 'r2qk2r/pppb1ppp/8/8/8/8/PPPB1PPP/R2QK2R w 0 adehadeh -';
  const moves = legalMoves('coregal', fen);
  // The queen may also just go to b1: its landing square asks, its rook's square does not.
  assert.deepEqual(sorted(clicks(moves, ['d1', 'b1']).moves.map((m) => m.san)), ['QO-O', 'Qb1']);
  assert.equal(clicks(moves, ['d1', 'a1']).move.san, 'QO-O');
  assert.equal(clicks(moves, ['e1', 'h1']).move.san, 'O-O');
});

test('bario: placement in one click, then define by reserve piece, undefined piece, target', () => {
  const game = new Game('bario');
  try {
    let moves = game.legalMoves();
    assert.deepEqual(sorted(targets(moves, []).keys()), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    assert.equal(clicks(moves, ['e1']).move.uci, 'K@e1');
    game.play('K@e1');
    game.play(clicks(game.legalMoves(), ['d8']).move.uci);
    moves = game.legalMoves();
    assert.ok(targets(moves, ['@n']).has('b1'), 'a knight can be defined on b1');
    assert.ok(!targets(moves, ['@n']).has('e1'), 'not on the king');
    assert.deepEqual(sorted(targets(moves, ['@n', 'b1']).keys()), ['a3', 'c3']);
    assert.equal(clicks(moves, ['@n', 'b1', 'c3']).move.uci, 'N@b1,b1c3');
    // The undefined piece first, then the target: only a knight gets there, so no question.
    assert.equal(clicks(moves, ['b1', 'c3']).move.uci, 'N@b1,b1c3');
    // Pawns move as usual.
    assert.equal(clicks(moves, ['e2', 'e4']).move.uci, 'e2e4');
  } finally {
    game.free();
  }
});

test('russian: captures by landing squares; asked only when two paths end on the same square', () => {
  const fen = 'W:WKd2:Be3,g7,e5,a5,c5,b2';
  const moves = legalMoves('russian', fen);
  assert.deepEqual(sorted(moves.map((m) => m.uci)), ['d2:f4:d6:a3:c1', 'd2:h6:f8:a3:c1']);
  assert.ok(sequences(moves[0])[0].skippable);
  assert.equal(clicks(moves, ['d2', 'f4']).move.uci, 'd2:f4:d6:a3:c1', 'one landing square decides');
  assert.equal(clicks(moves, ['d2', 'h6']).move.uci, 'd2:h6:f8:a3:c1');
  const r = clicks(moves, ['d2', 'c1']);
  assert.equal(r.kind, 'choose');
  assert.equal(r.moves.length, 2);
  // A capture ending where it started.
  const round = legalMoves('russian', 'W:WKe1,c1:Bb6,d2,g5,f2,f8');
  assert.equal(clicks(round, ['e1', 'e1']).kind, 'choose');
  assert.equal(clicks(round, ['e1', 'h4']).move.uci, 'e1:h4:d8:a5:e1');
});
