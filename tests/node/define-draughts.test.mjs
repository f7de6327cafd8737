// Draughts games defined by data through the package: defineVariant reads a draughts definition (told apart by its
// `family`), from an object or its JSON text, in the default module and in the teaching one, one extending a
// built-in draughts game; its errors name the field; the boards' words and drawings (js/a11y.js, js/sprite.js)
// treat the defined game as draughts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fenboard, { teach, thrown } from './_fenboard.mjs';
import { define } from '../../js/defined.js';
import { pieceName, words } from '../../js/a11y.js';

const { defineVariant, variantDefinition, legalMoves, play, status, variants, board } = fenboard;
const builtIn = (id) => JSON.parse(readFileSync(new URL(`../../variants/draughts/${id}.json`, import.meta.url), 'utf8'));
const giveaway = {
  family: 'draughts', id: 'giveaway', name: 'Giveaway draughts',
  board: { width: 8, height: 8 }, start: 'W:W21-32:B1-12', end: { noMoves: 'wins' },
};

test('a draughts definition, as an object or as text, makes a game every function plays', () => {
  const info = defineVariant(giveaway);
  assert.deepEqual(info, { id: 'giveaway', name: 'Giveaway draughts', width: 8, height: 8, startFen: 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8' });
  assert.deepEqual(defineVariant(JSON.stringify(giveaway)), info);
  assert.ok(variants().some((v) => v.id === 'giveaway'));
  assert.equal(legalMoves('giveaway', info.startFen).length, 7);
  assert.equal(play('giveaway', info.startFen, 'c3-d4'), 'B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8');
  assert.equal(board('giveaway', info.startFen).pieces.length, 24);
  // The side without a piece has won: the definition's end.
  assert.equal(status('giveaway', 'W:W:Bc7').outcome.winner, 'w');
  assert.equal(variantDefinition('giveaway').family, 'draughts');
  // The teaching module defines its own games.
  teach.defineVariant(giveaway);
  assert.equal(teach.perft('giveaway', info.startFen, 3), 302);
});

test('a definition extends a built-in draughts game, and a 12x12 one reads', () => {
  // Brazilian draughts without its majority rule: the shorter capture comes back.
  defineVariant({ id: 'free-brazilian', extends: 'brazilian', capture: { choice: 'free' } });
  const fen = 'W:Wc3,e3:Bd4,f4,e5,d6';
  assert.ok(legalMoves('free-brazilian', fen).length > legalMoves('brazilian', fen).length);
  const info = defineVariant({ ...builtIn('canadian'), id: 'my-canadian' });
  assert.equal(info.width, 12);
  assert.equal(legalMoves('my-canadian', info.startFen).length, 11);
});

test('a bad draughts definition throws a bad-definition Error naming the field, changing nothing', () => {
  defineVariant(giveaway);
  for (const [change, message] of [
    [{ board: { width: 9, height: 9 } }, 'board.width: 9 is not a draughts board size (8, 10 or 12)'],
    [{ capture: { choice: 'longest' } }, "capture.choice: 'longest' is not one of free, most, value"],
    [{ id: 'russian' }, "id: 'russian' is a built-in game, which a definition may not replace: choose another id"],
  ]) {
    const e = thrown(() => defineVariant({ ...giveaway, ...change }));
    assert.equal(e.code, 'bad-definition');
    assert.equal(e.message, message);
  }
  assert.equal(legalMoves('giveaway', 'W:W21-32:B1-12').length, 7);
});

test("the boards' words and drawings treat a defined draughts game as draughts", () => {
  define(fenboard, { ...giveaway, id: 'giveaway-words' });
  assert.equal(pieceName(words('en'), 'M', 'giveaway-words'), 'white man');
  assert.equal(pieceName(words('fr'), 'k', 'giveaway-words'), 'dame noire');
});
