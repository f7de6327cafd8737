// The pure parts of the live boards, on the engine's own moves: motion plans (js/anim.js), move-list rows
// (js/movelist.js), the sentences the boards speak in English and French (js/a11y.js), shapes (js/shapes.js),
// premoves (js/premove.js) and variations (js/state.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, board } from '../../lib/node.js';
import { motion, SLIDE_MS, HOP_MS, MORPH_MS } from '../../js/anim.js';
import { rows, plyLabel, plyKey, variationLabels } from '../../js/movelist.js';
import { brushOf, centre, normalShape, shapesMarkup, toggleShape } from '../../js/shapes.js';
import { premoveOutcome } from '../../js/premove.js';
import { legalMoves } from '../../lib/node.js';
import { words, describeMove, describeStatus, describeUndo, pieceName, squareLabel } from '../../js/a11y.js';
import { define } from '../../js/defined.js';
import * as fenboard from '../../lib/node.js';
import { readFileSync } from 'node:fs';

const piecesOf = (variant, fen) => new Map(board(variant, fen).pieces.map((p) => [p.square, p.piece]));

/** The move `uci` in `fen`, with the pieces before it. */
function moveIn(variant, fen, uci) {
  const game = new Game(variant, fen, { partial: true });
  const before = piecesOf(variant, game.fen());
  const move = game.play(uci);
  game.free();
  return { move, before };
}

const keys = (track) => track.keys.map((k) => `${k.at}:${k.square}`).join(' ');

test('motion: a move slides; a capture fades the piece taken; castling moves king and rook together', () => {
  const { move, before } = moveIn('chess', '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'e4d5');
  const plan = motion(move, before);
  assert.equal(plan.duration, SLIDE_MS);
  assert.deepEqual(plan.tracks.map((t) => [t.square, keys(t)]), [['d5', `0:e4 0:e4 ${SLIDE_MS}:d5`]]);
  assert.deepEqual(plan.ghosts, [{ square: 'd5', letter: 'p', until: SLIDE_MS }]);
  const castle = motion(...Object.values(moveIn('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1h1')));
  assert.deepEqual(castle.tracks.map((t) => [t.square, keys(t)]).sort(), [['f1', `0:h1 0:h1 ${SLIDE_MS}:f1`], ['g1', `0:e1 0:e1 ${SLIDE_MS}:g1`]]);
  // Chess960: king and rook swap squares; each piece is still followed from its own square.
  const swap = moveIn('chess', '4k3/8/8/8/8/8/8/2RK4 w C - 0 1', 'd1c1');
  assert.deepEqual([swap.move.to, swap.move.castle.rookTo], ['c1', 'd1']);
  const plan960 = motion(swap.move, swap.before);
  assert.deepEqual(Object.fromEntries(plan960.tracks.map((t) => [t.square, t.keys[0].square])), { c1: 'd1', d1: 'c1' });
  // En passant: the pawn taken is beside the landing square.
  const ep = moveIn('chess', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5d6');
  assert.deepEqual(motion(ep.move, ep.before).ghosts.map((g) => g.square), ['d5']);
  // A promotion travels as the pawn, drawn as the queen when the move ends.
  const promo = moveIn('chess', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7a8q');
  assert.equal(motion(promo.move, promo.before).tracks[0].was, 'P');
});

test('motion: a draughts capture hops landing by landing, each man taken marked halfway through its jump', () => {
  const { move, before } = moveIn('russian', 'W:Wh2:Bd2,g3,g5,d6,g7', 'h2:f4:h6:f8:b4:e1');
  const plan = motion(move, before);
  assert.equal(plan.duration, 5 * HOP_MS);
  assert.equal(plan.tracks.length, 1);
  assert.deepEqual(plan.tracks[0].keys.filter((k, i) => i === 0 || k.square !== plan.tracks[0].keys[i - 1].square).map((k) => k.square), ['h2', 'f4', 'h6', 'f8', 'b4', 'e1']);
  assert.equal(plan.tracks[0].was, 'M', 'crowned on f8, it travels as a man');
  assert.deepEqual(plan.ghosts.map((g) => [g.square, g.taken, g.until]), [
    ['g3', HOP_MS / 2, 5 * HOP_MS], ['g5', 1.5 * HOP_MS, 5 * HOP_MS], ['g7', 2.5 * HOP_MS, 5 * HOP_MS],
    ['d6', 3.5 * HOP_MS, 5 * HOP_MS], ['d2', 4.5 * HOP_MS, 5 * HOP_MS],
  ]);
});

test("motion: a Bario turn's steps in order: the piece defined, then moved", () => {
  const fen = 'uuukuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUKUUU w 2 - 22212221 -';
  const { move, before } = moveIn('bario', fen, 'N@g1,g1f3');
  const plan = motion(move, before);
  assert.equal(plan.duration, MORPH_MS + SLIDE_MS);
  assert.deepEqual(plan.tracks.map((t) => [t.square, t.appear, keys(t)]), [['f3', 0, `0:g1 ${MORPH_MS}:g1 ${MORPH_MS + SLIDE_MS}:f3`]]);
  assert.deepEqual(plan.ghosts, [{ square: 'g1', letter: 'U', until: MORPH_MS }]);
  const place = moveIn('bario', 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -', 'K@e1');
  assert.deepEqual(motion(place.move, place.before).tracks.map((t) => [t.square, t.appear]), [['e1', 0]]);
});

test('move list rows: numbered from the FEN, Black first leaves a gap; labels; keys along the list', () => {
  const line = ['e4', 'e5', 'Nf3'].map((san) => ({ san }));
  assert.deepEqual(rows(line, 'w', 1), [
    { number: 1, plies: [{ ply: 1, san: 'e4' }, { ply: 2, san: 'e5' }] },
    { number: 2, plies: [{ ply: 3, san: 'Nf3' }] },
  ]);
  assert.deepEqual(rows(line, 'b', 12), [
    { number: 12, plies: [null, { ply: 1, san: 'e4' }] },
    { number: 13, plies: [{ ply: 2, san: 'e5' }, { ply: 3, san: 'Nf3' }] },
  ]);
  assert.equal(plyLabel(line, 2, 'w', 1), '1... e5');
  assert.equal(plyLabel(line, 1, 'b', 12), '12... e4');
  assert.deepEqual(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'x'].map((k) => plyKey(k, 1, 3)), [0, 2, 0, 3, null]);
  assert.equal(plyKey('ArrowLeft', 0, 3), 0);
});

test('words: pieces, squares, moves, outcomes in the game\'s words, undo; in English and French', () => {
  const [en, fr] = [words('en'), words('fr')];
  assert.equal(pieceName(en, 'q', 'chess'), 'black queen');
  assert.equal(pieceName(fr, 'q', 'chess'), 'dame noire');
  assert.equal(pieceName(fr, 'U', 'bario'), 'pièce indéfinie blanche');
  assert.equal(pieceName(fr, 'K', 'russian'), 'dame blanche');
  assert.equal(squareLabel(fr, 'e4', null, 'chess', ['target']), 'e4, vide, coup possible');
  // A wall (petrified's piece turned to stone) is no empty square.
  assert.equal(squareLabel(en, 'd5', null, 'petrified', ['wall']), 'd5, a wall');
  assert.equal(squareLabel(fr, 'd5', null, 'petrified', ['wall']), 'd5, un mur');
  const mate = new Game('chess');
  for (const m of ['f3', 'e5', 'g4']) mate.play(m);
  const qh4 = mate.play('Qh4#');
  assert.equal(describeMove(en, qh4, 'b', 'chess'), 'Black played Qh4# (queen d8 to h4).');
  assert.equal(describeMove(fr, qh4, 'b', 'chess'), 'Les Noirs ont joué Qh4# (dame de d8 à h4).');
  assert.equal(describeStatus(en, mate.status()), 'Checkmate: Black wins.');
  assert.equal(describeStatus(fr, mate.status()), 'Échec et mat\u00a0: les Noirs gagnent.');
  const draughts = new Game('russian', 'W:Wc3:Bd4');
  draughts.play('c3:e5');
  assert.equal(describeStatus(en, draughts.status()), 'Black has no move left: White wins.');
  assert.equal(describeStatus(fr, draughts.status()), "Les Noirs n'ont plus de coup\u00a0: les Blancs gagnent.");
  assert.equal(describeStatus(en, { turn: 'w', checkedSquares: ['e1', 'd1'], outcome: null }), 'White to move. Check on e1 and d1.');
  assert.equal(describeUndo(en, [{ san: 'Nf6' }, { san: 'e4' }]), 'Took back Nf6 and e4.');
  assert.equal(describeUndo(fr, [{ san: 'Nf6' }, { san: 'e4' }]), 'Coups repris\u00a0: Nf6 et e4.');
  const bario = new Game('bario', 'uuukuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUKUUU w 2 - 22212221 -');
  assert.equal(describeMove(en, bario.play('N@g1,g1f3'), 'w', 'bario'), 'White played N@g1,Nf3 (knight defined on g1, then knight g1 to f3).');
  // A promotion where the pawn stands (sittuyin's c6c6f): no route from a square to itself.
  const inPlace = { san: 'c6=Q', piece: 'P', from: 'c6', to: 'c6', promotion: 'Q', captured: [] };
  assert.equal(describeMove(en, inPlace, 'w', 'chess'), 'White played c6=Q (pawn on c6, becoming a queen).');
  assert.equal(describeMove(fr, inPlace, 'w', 'chess'), 'Les Blancs ont joué c6=Q (pion en c6, promu en dame).');
  for (const g of [mate, draughts, bario]) g.free();
});

test('shapes: brushes by modifier, toggling as lichess, squares from either side, the markup of arrows and circles', () => {
  assert.deepEqual([brushOf({}), brushOf({ shiftKey: true }), brushOf({ altKey: true }), brushOf({ ctrlKey: true, metaKey: true })], ['green', 'red', 'blue', 'yellow']);
  const arrow = { orig: 'e2', dest: 'e4', brush: 'green' };
  let shapes = toggleShape([], arrow);
  assert.deepEqual(shapes, [arrow]);
  assert.deepEqual(toggleShape(shapes, { ...arrow }), [], 'the same shape again erases it');
  shapes = toggleShape(shapes, { ...arrow, brush: 'red' });
  assert.deepEqual(shapes, [{ ...arrow, brush: 'red' }], 'in another brush, recolours it');
  shapes = toggleShape(shapes, { orig: 'd4', brush: 'blue' });
  assert.equal(shapes.length, 2);
  assert.deepEqual(centre('a1', 8, 8, 'w'), [0.5, 7.5]);
  assert.deepEqual(centre('a1', 8, 8, 'b'), [7.5, 0.5]);
  assert.deepEqual(centre('j10', 10, 10, 'w'), [9.5, 0.5]);
  assert.deepEqual(normalShape({ orig: 'e2', dest: 'e2' }, 8, 8), { orig: 'e2', brush: 'green' }, 'a dest on its orig is a circle');
  assert.throws(() => normalShape({ orig: 'i1' }, 8, 8), /orig 'i1' is not a square of a 8×8 board/);
  assert.throws(() => normalShape({ orig: 'a1', brush: 'pink' }, 8, 8), /brush 'pink'/);
  const svg = shapesMarkup(shapes, { width: 8, height: 8, orientation: 'w', id: 'b1' });
  assert.match(svg, /<marker id="b1-head-red"/);
  assert.match(svg, /<line data-orig="e2" data-dest="e4" data-brush="red" x1="4.5" y1="6.5" x2="4.5" y2="4.656"/, 'an arrow stops short of the centre by its head');
  assert.match(svg, /<circle data-orig="d4" data-brush="blue" cx="3.5" cy="4.5"/);
  assert.doesNotMatch(svg, /head-blue/, 'no marker for a brush that draws no arrow');
  const drawing = shapesMarkup([], { width: 8, height: 8, orientation: 'b', current: { orig: 'e2', dest: 'e4', brush: 'green' } });
  assert.match(drawing, /data-current="" x1="3.5" y1="1.5"/, 'the shape being drawn, seen from Black');
  assert.equal(shapesMarkup([], { width: 8, height: 8, orientation: 'w' }), '');
});

test('premoves: the legal move a pair names on the reader\'s turn, the queen for a promotion, none when illegal', () => {
  const fen = '4k3/P7/8/8/8/8/4P3/4K3 w - - 0 1';
  const moves = legalMoves('chess', fen);
  assert.equal(premoveOutcome(moves, { from: 'e2', to: 'e4' }).move.uci, 'e2e4');
  assert.equal(premoveOutcome(moves, { from: 'a7', to: 'a8' }).move.uci, 'a7a8q');
  assert.equal(premoveOutcome(moves, { from: 'e2', to: 'e5' }), null);
  assert.equal(premoveOutcome(moves, { from: 'a1', to: 'e2' }), null, 'from an empty square');
  // Draughts: a capture named by its first landing, when it is the only one from there.
  const draughts = legalMoves('russian', 'W:Wc3:Bd4,f6');
  const capture = premoveOutcome(draughts, { from: 'c3', to: 'e5' });
  assert.equal(capture.move.path.join(' '), 'c3 e5 g7');
});

test('variations: another move from an earlier position makes a branch; entering it swaps it with the line', async () => {
  const fenboard = await import('../../lib/node.js');
  const { BoardState, readPosition } = await import('../../js/state.js');
  const state = new BoardState(fenboard, readPosition(fenboard, 'chess', fenboard.startFen('chess')));
  for (const m of ['e2e4', 'e7e5', 'g1f3', 'b8c6']) state.play(m);
  state.goTo(2);
  state.play('b1c3');
  const sans = (moves) => moves.map((m) => m.san).join(' ');
  assert.equal(sans(state.line), 'e4 e5 Nc3');
  assert.deepEqual(state.variations.map((v) => [v.at, sans(v.moves)]), [[2, 'Nf3 Nc6']]);
  assert.deepEqual(variationLabels(state.variations[0].moves, 2, 'w').map((l) => l.label), ['2. Nf3', 'Nc6']);
  assert.deepEqual(variationLabels(state.variations[0].moves, 3, 'w').map((l) => l.label), ['2... Nf3', '3. Nc6']);
  // Its next move again: the line goes on, no new branch.
  state.goTo(2);
  state.play('b1c3');
  assert.equal(state.variations.length, 1);
  // Entering the variation at its second move: it becomes the line, and the line a variation.
  state.enterBranch(state.variations[0].index, 1);
  assert.equal(sans(state.line), 'e4 e5 Nf3 Nc6');
  assert.equal(state.ply, 4);
  assert.equal(state.fen, 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
  assert.deepEqual(state.variations.map((v) => [v.at, sans(v.moves)]), [[2, 'Nc3']]);
  // A variation of a move no longer in the line is not shown (undo took it back).
  state.goTo(2);
  state.undo();
  state.undo();
  assert.deepEqual(state.variations, []);
  state.free();
});

test('words: a piece that captures and turns to stone (petrified) is said so; its wall is in the board', () => {
  for (const id of ['pawnsideways', 'petrified']) define(fenboard, readFileSync(new URL(`../../variants/${id}.json`, import.meta.url), 'utf8'));
  const game = new Game('petrified', 'rnbqkb1r/ppp1pppp/5n2/3P4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 0 3');
  const move = game.play('f6d5');
  assert.equal(describeMove(words('en'), move, 'b', 'petrified'), 'Black played Nxd5 (knight f6 to d5, capturing on d5, and turned to stone).');
  assert.equal(describeMove(words('fr'), move, 'b', 'petrified'), 'Les Noirs ont joué Nxd5 (knight de f6 à d5, prise en d5, et changé en pierre).');
  assert.deepEqual(game.board().walls, ['d5']);
  assert.deepEqual(board('petrified', game.fen()).walls, ['d5']);
  game.free();
});

test('words and input: a walling move (amazons) is three clicks, its wall said; a forced wall (snailtrail) two', async () => {
  const { click: inputClick, targets: inputTargets, placingWall } = await import('../../js/input.js');
  for (const id of ['amazons', 'snailtrail']) define(fenboard, readFileSync(new URL(`../../variants/${id}.json`, import.meta.url), 'utf8'));
  const game = new Game('amazons', '3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1');
  const moves = game.legalMoves();
  assert.equal(moves.length, 2176);
  assert.ok(moves.every((m) => m.wall && m.uci.endsWith(`,${m.to}${m.wall}`)));
  assert.equal(inputClick(moves, ['d1'], 'd7').kind, 'select');
  assert.ok(placingWall(moves, ['d1', 'd7']).length > 1);
  assert.ok([...inputTargets(moves, ['d1', 'd7']).keys()].includes('g7'));
  const chosen = inputClick(moves, ['d1', 'd7'], 'g7');
  assert.equal(chosen.move.uci, 'd1d7,d7g7');
  const move = game.play(chosen.move.uci);
  assert.equal(move.wall, 'g7');
  assert.equal(move.san, 'Qdd7,g7');
  assert.equal(describeMove(words('en'), move, 'w', 'amazons'), 'White played Qdd7,g7 (amazon d1 to d7, a wall on g7).');
  assert.equal(describeMove(words('fr'), move, 'w', 'amazons'), 'Les Blancs ont joué Qdd7,g7 (amazon de d1 à d7, un mur en g7).');
  assert.deepEqual(game.board().walls, ['g7']);
  game.free();
  const snail = legalMoves('snailtrail', '6p/7/7/7/7/7/P6 w - - 0 1');
  assert.deepEqual(inputClick(snail, ['a1'], 'b2'), { kind: 'play', move: snail.find((m) => m.uci === 'a1b2,b2a1') });
});
