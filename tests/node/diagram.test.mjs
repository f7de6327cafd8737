// Diagrams read without the engine (js/diagram.js), whatever their game: sizes from 5×5 to 16 files, any letter, the
// draughts form, marks, shadows and orientation as the engine reads them for its own games; bad text refused with why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDiagram, variants } from './_fenboard.mjs';
import { diagramFen, readDiagram } from '../../js/diagram.js';

test('boards of any size and letters: 5×5, 9×10, 11×11, 12×12, 16×4; a promoted shogi piece', () => {
  const sizes = {
    'rnbqk/ppppp/5/PPPPP/RNBQK': [5, 5, 'bknpqr'],
    'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR': [9, 10, 'acehkpr'],
    '3aaaaa3/5a5/11/a4D4a/a3DDD3a/aa1DDKDD1aa/a3DDD3a/a4D4a/11/5a5/3aaaaa3': [11, 11, 'adk'],
    'rnbxqkzxbnr1/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXQKZXBNR1': [12, 12, 'bknpqrxz'],
    'RNBQKBNRrnbqkbnr/PPPPPPPPpppppppp/16/16': [16, 4, 'bknpqr'],
    '4k4/9/2+P6/9/9/9/9/9/4K4': [9, 9, '+pk'],
  };
  for (const [text, [width, height, letters]] of Object.entries(sizes)) {
    const d = readDiagram(text);
    assert.deepEqual([d.width, d.height, d.letters.join('').replace(',', '')], [width, height, letters], text);
  }
  assert.deepEqual(readDiagram('4k4/9/2+P6/9/9/9/9/9/4K4').pieces.find((p) => p.square === 'c7'), { square: 'c7', piece: '+P' });
});

test('rows as the engine reads them: `10` one number, `91` digit by digit where a number would overflow, short rows padded', () => {
  const d = readDiagram('91/10/10/10/10/2R2Q4/10/4c5/10/10');
  assert.deepEqual([d.width, d.height], [10, 10]);
  assert.deepEqual(d.pieces.map((p) => `${p.piece}${p.square}`).sort(), ['Qf5', 'Rc5', 'ce3']);
  assert.equal(readDiagram('4k/8/8/8/8/8/8/K').width, 8);
  // The pieces where the engine puts them, on the games it plays.
  for (const text of ['r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R', '10/10/10/10/10/2R2Q4/10/4c5/10/10']) {
    const byEngine = parseDiagram(text).pieces.map((p) => `${p.piece}${p.square}`).sort();
    assert.deepEqual(readDiagram(text).pieces.map((p) => `${p.piece}${p.square}`).sort(), byEngine, text);
  }
});

test('marks, orientation and shadow, ranges walked as the engine walks them', () => {
  for (const text of ['8/8/8/3N4/8/8/8/8 b6,c7 b b6-h6,3,e', '8/8/8/8/8/8/8/8 - w e7-e2,h6-b6,d4']) {
    const mine = readDiagram(text);
    const engine = parseDiagram(text);
    assert.deepEqual(mine.marks.sort(), engine.marks.sort(), text);
    assert.deepEqual(mine.shadow.sort(), engine.shadow.sort(), text);
    assert.equal(mine.orientation, engine.orientation, text);
  }
  assert.deepEqual(readDiagram('12/12/12/12/12/5X6/12/12/12/12/12/12 f7,l12 - 1').shadow.length, 12);
});

test('the draughts form: algebraic squares, numbers on 8×8 (1 = b8, 32 = g1) and on 10×10 (1 = b10, 50 = i1)', () => {
  const eight = readDiagram('W;Wa1,Kd4,32;B1,K5');
  assert.equal(eight.draughts, true);
  assert.deepEqual(eight.pieces.map((p) => `${p.piece}${p.square}`).sort(), ['Kd4', 'Ma1', 'Mg1', 'ka7', 'mb8']);
  const ten = readDiagram('W;W46,50;B1,5');
  assert.deepEqual([ten.width, ten.height], [10, 10]);
  assert.deepEqual(ten.pieces.map((p) => `${p.piece}${p.square}`).sort(), ['Ma1', 'Mi1', 'mb10', 'mj10']);
});

test('a whole FEN is its first field; a diagram becomes a whole FEN for games defined by data', () => {
  const d = readDiagram('rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
  assert.deepEqual([d.width, d.height, d.wholeFen], [10, 8, true]);
  assert.equal(diagramFen(readDiagram('9k/10/10/10/4A5/10/10/9K e4')), '9k/10/10/10/4A5/10/10/9K w - - 0 1');
});

test('what cannot be read is refused, saying why; nothing crashes', () => {
  assert.throws(() => readDiagram(''), /empty/);
  assert.throws(() => readDiagram('8/8/3$4/8'), /'\$', which is no piece nor number/);
  assert.throws(() => readDiagram('8/8 a1 w - x'), /at most 4/);
  assert.throws(() => readDiagram(`${'8/'.repeat(30)}8`), /at most 26/);
  assert.throws(() => readDiagram('W;W99'), /names no square '99'/);
  for (const text of ['/', '0', '999999999999', 'W;', ';;;', 'K'.repeat(5000), '8/8 zz,- q', null]) {
    try {
      readDiagram(text);
    } catch (err) {
      assert.ok(err instanceof Error && err.message, String(text).slice(0, 20));
    }
  }
});

test("Italian draughts' numbers (a1 light: 1 = a8, 32 = h1) and Turkish draughts' (every square: 1 = a1, 64 = h8), as the engine reads them", () => {
  const text = 'W;W21,32,Kd1;B1,4,5';
  const italian = readDiagram(text, { lightA1: true });
  const line = (d) => d.pieces.map((p) => `${p.piece}${p.square}`).sort();
  assert.deepEqual(line(italian), ['Kd1', 'Mb3', 'Mh1', 'ma8', 'mb7', 'mg8']);
  assert.deepEqual(line(italian), parseDiagram(text, 'italian').pieces.map((p) => `${p.piece}${p.square}`).sort());
  // Without the option the numbers are the dark squares of a board whose a1 is dark.
  assert.deepEqual(line(readDiagram(text)), ['Kd1', 'Ma3', 'Mg1', 'ma7', 'mb8', 'mh8']);
  assert.deepEqual(variants().filter((v) => v.lightA1 || v.allSquares).map((v) => [v.id, v.lightA1, v.allSquares]), [['italian', true, undefined], ['turkish', undefined, true], ['spanish', true, undefined]]);
  // Canadian draughts' 12x12: a number past 50, or the file k or l.
  assert.deepEqual(line(readDiagram('W;W72,K61;B1')), line(parseDiagram('W;W72,K61;B1', 'canadian')));
  assert.equal(readDiagram('W;Wk3;Bb12').width, 12);
  const turkish = 'W;W9,Kb2;B57,64';
  assert.deepEqual(line(readDiagram(turkish, { allSquares: true })), ['Kb2', 'Ma2', 'ma8', 'mh8']);
  assert.deepEqual(line(readDiagram(turkish, { allSquares: true })), parseDiagram(turkish, 'turkish').pieces.map((p) => `${p.piece}${p.square}`).sort());
});
