// Games defined by data through the package: defineVariant (in the default module, and in the teaching one, each
// with its own games) from an object or its JSON text, then every function with the new id; bad definitions throw a
// `bad-definition` Error naming the field; a failed definition leaves the games defined before untouched. The
// comparison with Fairy-Stockfish is define-oracle.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fenboard, { teach, thrown } from './_fenboard.mjs';

const { defineVariant, variantDefinition, legalMoves, play, status, startFen, variants, board, Game } = fenboard;
const { explainMove, bestMove, perft } = teach;
const definition = (id) => JSON.parse(readFileSync(new URL(`../../variants/${id}.json`, import.meta.url), 'utf8'));
const capablanca = definition('capablanca');

test('a definition, as an object or as text, makes a game every function plays', () => {
  const info = defineVariant(capablanca);
  assert.deepEqual(info, { id: 'capablanca', name: 'Capablanca chess', width: 10, height: 8, startFen: capablanca.start });
  assert.deepEqual(defineVariant(JSON.stringify(capablanca)), info);
  assert.ok(variants().some((v) => v.id === 'capablanca'));
  const fen = startFen('capablanca');
  assert.equal(fen, capablanca.start);
  assert.equal(legalMoves('capablanca', fen).length, 28);
  teach.defineVariant(capablanca);
  assert.equal(perft('capablanca', fen, 2), 784);
  const after = play('capablanca', fen, 'Cg3');
  assert.equal(after, 'rnabqkbcnr/pppppppppp/10/10/10/6C3/PPPPPPPPPP/RNABQKB1NR b KQkq - 1 1');
  assert.equal(status('capablanca', after).turn, 'b');
  const pieces = board('capablanca', fen).pieces;
  assert.deepEqual(pieces[2], { square: 'c1', piece: 'A', color: 'w', role: 'a' });
});

test("a board's style is the game's: VariantInfo's boardStyle, and renderDiagram draws it", () => {
  const xiangqi = defineVariant(definition('xiangqi'));
  assert.equal(xiangqi.boardStyle, 'river');
  assert.equal(defineVariant(definition('shogi')).boardStyle, 'grid');
  assert.equal(defineVariant(definition('minixiangqi')).boardStyle, 'intersections');
  assert.equal(variants().find((v) => v.id === 'chess').boardStyle, undefined);
  // Pieces on points: the b file's line broken by the river, the general written 帥 in red.
  const svg = fenboard.renderDiagram(xiangqi.startFen, { variant: 'xiangqi' });
  assert.match(svg, /M190 50v400m0 100v400/);
  assert.match(svg, /fill="#c0161d" font-size="48"><title>K<\/title><text x="50" y="50" dy=".35em">帥<\/text>/);
  const refused = thrown(() => defineVariant({ ...definition('xiangqi'), board: { width: 9, height: 10, style: 'hexes' } }));
  assert.equal(refused.code, 'bad-definition');
  assert.match(refused.message, /^board\.style: 'hexes' is not a style of board/);
});

test('castling, promotion and mate in a defined game', () => {
  defineVariant(capablanca);
  const castles = legalMoves('capablanca', 'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1').filter((m) => m.castle);
  assert.deepEqual(castles.map((m) => [m.uci, m.san, m.castle.rook, m.castle.rookTo]).sort(), [
    ['f1c1', 'O-O-O', 'a1', 'd1'],
    ['f1i1', 'O-O', 'j1', 'h1'],
  ]);
  const promotions = legalMoves('capablanca', '4k5/1P8/10/10/10/10/10/4K5 w - - 0 1').filter((m) => m.promotion);
  assert.deepEqual(promotions.map((m) => m.promotion).sort(), ['a', 'b', 'c', 'n', 'q', 'r']);
  const mated = play('capablanca', '4k5/1R8/10/10/10/10/10/R6K2 w - - 0 1', 'Ra8');
  assert.deepEqual(status('capablanca', mated).outcome, { winner: 'w', reason: 'checkmate' });
});

test('explainMove and bestMove know the games defined in the teaching module', () => {
  teach.defineVariant(capablanca);
  const fen = startFen('capablanca');
  const e = explainMove('capablanca', fen, 'c1', 'c3');
  assert.equal(e.reason, 'cannot-move-that-way');
  assert.match(e.message, /archbishop/);
  assert.equal(explainMove('capablanca', fen, 'a1', 'a3').reason, 'path-blocked');
  assert.equal(explainMove('capablanca', fen, 'c1', 'd3').legal, true);
  const mate = bestMove('capablanca', '4k5/1R8/10/10/10/10/10/R6K2 w - - 0 1', { depth: 2 });
  assert.equal(mate.move.san, 'Ra8#');
});

test('a Game of a defined game plays, undoes and frees', () => {
  defineVariant(capablanca);
  const game = new Game('capablanca');
  game.play('e4');
  game.play('e5');
  // The en passant field names a pawn only where it can be taken, as in every game.
  assert.equal(game.fen(), 'rnabqkbcnr/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 2');
  game.undo();
  assert.equal(game.status().turn, 'b');
  assert.equal(game.variant(), 'capablanca');
  game.free();
});

test('bad definitions throw an Error naming the field; earlier games stay', () => {
  defineVariant(capablanca);
  const bad = (change) => thrown(() => defineVariant(change(structuredClone(capablanca))));
  let e = bad((d) => ((d.pieces[2].betza = 'BX'), d));
  assert.equal(e.code, 'bad-definition');
  assert.equal(e.message, "pieces[2].betza: unknown Betza letter 'X' at 2 (read: W F D N A H C Z G K Q R B P)");
  e = bad((d) => ((d.board.width = 13), d));
  assert.equal(e.message, 'board.width: 13 is not a board size from 2 to 12');
  e = bad((d) => ((d.pieces[7].letter = 'k'), d));
  assert.equal(e.message, "pieces[7].letter: 'k' is already a letter of pieces[0]");
  e = bad((d) => ((d.pawns.promotion.pieces = []), d));
  assert.match(e.message, /^pawns\.promotion\.pieces: is empty/);
  e = bad((d) => ((d.start = d.start.replace('RNABQKBCNR w KQkq', 'RNABQ1BCNR w kq')), d));
  assert.equal(e.message, 'start: white has no royal piece');
  assert.equal(thrown(() => defineVariant('{"id": ')).code, 'bad-definition');
  assert.equal(thrown(() => defineVariant(42)).code, 'bad-definition');
  // The earlier definition still plays.
  assert.equal(legalMoves('capablanca', capablanca.start).length, 28);
  assert.equal(thrown(() => legalMoves('nonesuch', capablanca.start)).code, 'unknown-variant');
});

test("a built-in game's id is refused, naming id; the built-in game plays on", () => {
  for (const id of ['chess', 'coregal', 'grand', 'bario', 'russian']) {
    const e = thrown(() => defineVariant({ ...capablanca, id }));
    assert.equal(e.code, 'bad-definition');
    assert.equal(e.message, `id: '${id}' is a built-in game, which a definition may not replace: choose another id`);
  }
  assert.equal(legalMoves('chess', startFen('chess')).length, 20);
  assert.deepEqual(variants().slice(0, 5).map((v) => v.id), ['chess', 'coregal', 'grand', 'bario', 'russian']);
});

test('defining an id again replaces its game, in its place in variants(); a Game keeps the game it was made with', () => {
  const before = variants().map((v) => v.id);
  defineVariant({ ...capablanca, id: 'replaced', name: 'First' });
  defineVariant({ ...capablanca, id: 'other-game' });
  const game = new Game('replaced');
  const noPawnSteps = structuredClone(capablanca);
  noPawnSteps.pawns.doubleStep = [];
  defineVariant({ ...noPawnSteps, id: 'replaced', name: 'Second' });
  const ids = variants().map((v) => v.id);
  assert.deepEqual(ids.filter((id) => !before.includes(id)), ['replaced', 'other-game']);
  assert.equal(variants().find((v) => v.id === 'replaced').name, 'Second');
  assert.equal(legalMoves('replaced', capablanca.start).length, 18, 'no double steps now');
  assert.equal(game.legalMoves().length, 28, 'the game made before plays the first definition');
  game.free();
});

test('each module has its own games: the default module plays its definitions with no teaching module', () => {
  defineVariant({ ...capablanca, id: 'only-default' });
  assert.equal(legalMoves('only-default', capablanca.start).length, 28);
  assert.equal(thrown(() => teach.legalMoves('only-default', capablanca.start)).code, 'unknown-variant');
});

test('hands and drops through every function: moves, play, SAN and UCI, status, a Game, explanations, bestMove', () => {
  defineVariant(definition('crazyhouse'));
  teach.defineVariant(definition('crazyhouse'));
  const fen = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2';
  const taken = play('crazyhouse', fen, 'exd5');
  assert.equal(taken, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2');
  assert.deepEqual(status('crazyhouse', taken).reserve, { w: { q: 0, r: 0, b: 0, n: 0, p: 1 }, b: { q: 0, r: 0, b: 0, n: 0, p: 0 } });
  const black = play('crazyhouse', taken, 'Qxd5');
  const drop = legalMoves('crazyhouse', black).find((m) => m.uci === 'P@e4');
  assert.deepEqual(drop, { uci: 'P@e4', san: 'P@e4', from: 'e4', to: 'e4', piece: 'P', promotion: null, captured: [], castle: null, steps: [{ kind: 'hand', piece: 'P', to: 'e4' }] });
  // UCI, SAN, and chessops's pawn drop without its letter.
  for (const text of ['P@e4', '@e4']) assert.equal(play('crazyhouse', black, text), 'rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3');
  assert.equal(thrown(() => play('crazyhouse', black, 'N@e4')).code, 'illegal-move');
  assert.match(thrown(() => legalMoves('crazyhouse', fen.replace('[]', '[Qx]'))).message, /the hands 'Qx': holds a letter that is no piece of this game/);
  const game = new Game('crazyhouse', black);
  game.play('P@e4');
  assert.equal(game.fen(), 'rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3');
  game.undo();
  assert.equal(game.fen(), black);
  game.free();
  const why = explainMove('crazyhouse', black, 'd8', 'd8', { drop: 'p' });
  assert.deepEqual(why, { legal: false, reason: 'drop-rank', message: 'A pawn may not be dropped on the first or last rank.', squares: ['d8'] });
  assert.equal(explainMove('crazyhouse', black, 'e8', 'e8', { drop: 'p' }).reason, 'drop-occupied');
  assert.deepEqual(explainMove('crazyhouse', black, 'e4', 'e4', { drop: 'P' }), { legal: true });
  // The engine plays a game with drops, and may drop.
  const best = bestMove('crazyhouse', '6k1/5ppp/8/8/8/8/8/K7[R] w - - 0 1', { depth: 2 });
  assert.match(best.move.san, /^R@[a-e]8#$/, 'a mate by a drop on the back rank');
  assert.equal(best.mate, 1);
});

test('a game made from another (extends) takes its fields; variantDefinition gives any game as data', () => {
  defineVariant(capablanca);
  const gothic = definition('gothic');
  assert.equal(gothic.pieces, undefined, 'gothic.json says only what differs from Capablanca chess');
  assert.deepEqual(defineVariant(gothic), { id: 'gothic', name: 'Gothic chess', width: 10, height: 8, startFen: gothic.start });
  assert.equal(legalMoves('gothic', gothic.start).length, 28);
  // The resolved definition: Capablanca's fields, Gothic's own where it gives them, no `extends`, no description of
  // the game it came from.
  const { description, ...inherited } = capablanca;
  assert.deepEqual(variantDefinition('gothic'), { ...inherited, id: 'gothic', name: 'Gothic chess', description: gothic.description, start: gothic.start });
  assert.deepEqual(variantDefinition('chess'), definition('chess'));
  assert.equal(variantDefinition('russian').family, 'draughts');
  // A built-in game extended, a field taken away with null.
  defineVariant({ id: 'chess-no-castling', extends: 'chess', castling: null, start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1' });
  assert.equal(variantDefinition('chess-no-castling').castling, null);
  assert.ok(!legalMoves('chess-no-castling', 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1').some((m) => m.castle));
  // What it extends must be known: an error naming the field, and nothing defined.
  const before = variants().length;
  const e = thrown(() => defineVariant({ id: 'orphan', extends: 'no-such-game' }));
  assert.equal(e.code, 'bad-definition');
  assert.match(e.message, /^extends: 'no-such-game' is no game known here/);
  assert.equal(variants().length, before);
  assert.equal(thrown(() => variantDefinition('no-such-game')).code, 'unknown-variant');
  assert.match(thrown(() => variantDefinition(5)).message, /variant must be a string, not a number/);
});
