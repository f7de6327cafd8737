// fenboard/pgn (lib/pgn-node.js over js/pgn.js): games written as PGN (chess, Coregal, Grand, Bario) and PDN
// (Russian draughts), read back by Game: round trips of seeded random games in every game, the tags, move numbers,
// results, texts written by other programs, and the errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, startFen, defineVariant } from '../../lib/node.js';
import { writeGame, readGame, parsePgn } from '../../lib/pgn-node.js';
import * as engine from '../../lib/node.js';
import { playLine, writeLine } from '../../js/pgn.js';

const START = startFen('chess');

/** A seeded random game of up to `plies` plies (it stops where the game ends). */
function randomGame(variant, plies, seed, fen = null) {
  const game = new Game(variant, fen);
  let s = seed;
  for (let i = 0; i < plies && !game.status().outcome; i++) {
    const moves = game.legalMoves();
    s = (s * 1103515245 + 12345) % 2147483648;
    game.play(moves[s % moves.length].uci);
  }
  return game;
}

const ucis = (game) => game.history().map((m) => m.uci);

for (const variant of ['chess', 'coregal', 'grand', 'bario', 'russian', 'international', 'english', 'italian', 'antidraughts', 'turkish', 'frisian', 'canadian', 'pool', 'spanish', 'czech']) {
  test(`${variant}: 40 random games written and read back are the same games`, () => {
    let finished = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const game = randomGame(variant, 20 + seed * 7, seed);
      const fen = game.fen();
      const history = ucis(game);
      const text = writeGame(game);
      assert.equal(game.fen(), fen, 'writeGame leaves the game as it was');
      assert.deepEqual(ucis(game), history);
      const back = readGame(text);
      try {
        assert.equal(back.variant(), variant);
        assert.deepEqual(ucis(back), history, text);
        assert.equal(back.fen(), fen);
        assert.deepEqual(back.status().outcome, game.status().outcome);
        assert.equal(writeGame(back), text, 'the text read writes the same text');
        if (game.status().outcome) finished += 1;
      } finally {
        back.free();
        game.free();
      }
    }
    if (variant === 'russian' || variant === 'chess') assert.ok(finished > 0, 'some games ended: their result is checked too');
  });
}

test('PDN GameType per draughts game, with Variant where the number is shared; read back by both', () => {
  const tagsOf = (game) => Object.fromEntries([...writeGame(game).matchAll(/\[(\w+) "([^"]*)"\]/g)].map((m) => [m[1], m[2]]));
  const expected = { russian: '25', international: '20', brazilian: '26', english: '21', italian: '22', antidraughts: '20', breakthrough: '20', canadian: '27', pool: '23', spanish: '24', czech: '29' };
  for (const [variant, type] of Object.entries(expected)) {
    const t = tagsOf(new Game(variant));
    assert.equal(t.GameType, type, variant);
    assert.equal(t.Variant, { antidraughts: 'Antidraughts', breakthrough: 'Breakthrough draughts' }[variant], variant);
  }
  assert.equal(readGame('[GameType "20"]\n\n1. 32-28 *').variant(), 'international');
  assert.equal(readGame('[GameType "20"]\n[Variant "Antidraughts"]\n\n1. 32-28 *').variant(), 'antidraughts');
  assert.equal(readGame('[GameType "20"]\n[Variant "breakthrough"]\n\n1. 32-28 *').variant(), 'breakthrough');
  const italian = readGame('[GameType "22"]\n\n1. 21-17 *');
  assert.deepEqual([italian.history()[0].from, italian.history()[0].to], ['b3', 'a4'], 'Italian numbers: 21 is b3, 17 a4');
});

test('tags: Variant for the chess variants, GameType 25 for draughts, SetUp and FEN away from the standard start', () => {
  const tags = (game) => parsePgn(writeGame(game)).tags;
  assert.deepEqual(Object.keys(tags(new Game('chess'))), ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
  assert.equal(tags(new Game('coregal')).Variant, 'Coregal');
  assert.equal(tags(new Game('grand')).Variant, 'Grand');
  assert.equal(tags(new Game('bario')).Variant, 'Bario');
  assert.equal(tags(new Game('russian')).GameType, '25');
  assert.equal(tags(new Game('russian')).FEN, undefined);
  const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  assert.deepEqual([tags(new Game('chess', fen)).SetUp, tags(new Game('chess', fen)).FEN], ['1', fen]);
  const draughts = 'W:Wc3,e3:Bd6,f6';
  assert.match(tags(new Game('russian', draughts)).FEN, /^W:W/);
  const game = new Game('chess');
  const text = writeGame(game, { tags: { White: 'Ada "the first"', Black: 'back\\slash', Date: '2025.03.01' } });
  assert.match(text, /\[White "Ada \\"the first\\""\]/);
  assert.deepEqual(parsePgn(text).tags.White, 'Ada "the first"');
  assert.deepEqual(parsePgn(text).tags.Black, 'back\\slash');
  assert.equal(parsePgn(text).tags.Date, '2025.03.01');
});

test('results and move numbers: mate 0-1, draughts 2-0, Black first, the FEN move number', () => {
  const mate = new Game('chess');
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mate.play(m);
  const text = writeGame(mate);
  assert.match(text, /\[Result "0-1"\]/);
  assert.match(text, /\n\n1\. f3 e5 2\. g4 Qh4# 0-1\n$/);
  const draughts = new Game('russian', 'W:Wc3:Bd4');
  draughts.play('c3:e5');
  assert.match(writeGame(draughts), /\[Result "2-0"\][\s\S]*\n\n1\. c3:e5 2-0\n$/);
  const black = new Game('chess', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12');
  black.play('e5');
  black.play('Nf3');
  assert.match(writeGame(black), /\n\n12\.\.\. e5 13\. Nf3 \*\n$/);
  assert.deepEqual(ucis(readGame(writeGame(black))), ['e7e5', 'g1f3']);
  const long = randomGame('grand', 80, 3);
  for (const line of writeGame(long).split('\n')) assert.ok(line.length <= 80, line);
});

test('texts written elsewhere: comments, NAGs, variations, clocks, annotations, 0-0, PDN square numbers', () => {
  const lichess = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[Result "1-0"]

1. e4 { [%clk 0:03:00] } 1... e5 $1 2. Nf3!? Nc6 (2... d6 3. d4 (3. Bc4) 3... exd4) 3. Bc4 Nf6?? 4. Ng5 d5 5. exd5 Na5
6. Bb5+ c6 7. dxc6 bxc6 8. Be2 h6 9. Nf3 e4 10. Ne5 Bd6 11. d4 exd3 12. Nxd3 Qc7 13. b3 0-0 14. 0-0 1-0`;
  const game = readGame(lichess);
  assert.equal(game.history().length, 27);
  assert.deepEqual(game.history().slice(-2).map((m) => m.san), ['O-O', 'O-O']);
  assert.equal(game.history()[5].san, 'Nf6');
  const chess960 = readGame('[Variant "Chess960"]\n[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]\n\n1. e4 *');
  assert.equal(chess960.fen().split(' ')[0], 'bbqnnrkr/pppppppp/8/8/4P3/8/PPPP1PPP/BBQNNRKR');
  const pdn = readGame('[GameType "25"]\n[Event "?"]\n\n1. 22-18 11-15 2. 18x11 8x15 *');
  assert.deepEqual(pdn.history().map((m) => m.uci), ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']);
  const vchess = readGame('[Variant "Coregal"]\n[FEN "r2qk2r/pppb1ppp/8/8/8/8/PPPB1PPP/R2QK2R w 0 adehadeh -"]\n\n1. QO-O *');
  assert.equal(vchess.history()[0].uci, 'd1a1');
  const partial = readGame('[FEN "8/8/8/3N4/8/8/8/8 w - - 0 1"]\n\n1. Nf6 2. Ng8 *', { partial: true });
  assert.equal(partial.fen().split(' ')[0], '6N1/8/8/8/8/8/8/8');
});

test('variations and comments: parsePgn keeps them as a tree, playLine checks them, writeLine writes them back', () => {
  const text = `[Event "Casual"]

{Start} 1. e4 {king pawn} e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) d6 (2... Nc6)) (1... e6; French
) 2. Nf3 Nc6!? {develops} 3. Bb5 a6 {the end} *`;
  const read = parsePgn(text);
  assert.deepEqual(read.moves, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'], 'the main line as before');
  assert.deepEqual(read.line[0], { san: 'e4', before: 'Start', comment: 'king pawn', variations: [] });
  const [sicilian, french] = read.line[1].variations;
  assert.deepEqual(sicilian.map((n) => n.san), ['c5', 'Nf3', 'd6']);
  assert.equal(sicilian[0].comment, 'Sicilian');
  assert.deepEqual(sicilian[1].variations.map((v) => v.map((n) => n.san)), [['c3', 'd5']]);
  assert.deepEqual(sicilian[2].variations.map((v) => v.map((n) => n.san)), [['Nc6']]);
  assert.deepEqual(french, [{ san: 'e6', comment: 'French', variations: [] }]);
  assert.equal(read.line[5].comment, 'the end');

  // Played on a Game: every move of every line checked, the game left after the main line.
  const game = new Game('chess');
  const tree = playLine(game, read.line, { fen: START });
  assert.deepEqual(ucis(game), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6']);
  assert.equal(tree[1].variations[0][1].variations[0][0].move.uci, 'c2c3');
  const written = writeLine(engine, { variant: 'chess', fen: START, moves: tree, tags: { Event: 'Casual' } });
  assert.match(written, /\n\n\{Start\} 1\. e4 \{king pawn\} 1\.\.\. e5 \(1\.\.\. c5 \{Sicilian\} 2\. Nf3 \(2\. c3 d5\) 2\.\.\. d6\n?\s?\(2\.\.\. Nc6\)\) \(1\.\.\. e6 \{French\}\) 2\. Nf3 Nc6 \{develops\} 3\. Bb5 a6\n?\s?\{the end\} \*\n$/);
  // The round trip: the text written reads as the same tree, and writes the same text.
  const again = parsePgn(written);
  const strip = (line) => line.map(({ san, comment, before, variations }) => ({ san, comment, before, variations: variations.map(strip) }));
  assert.deepEqual(strip(again.line), strip(tree));
  const game2 = new Game('chess');
  assert.equal(writeLine(engine, { variant: 'chess', fen: START, moves: playLine(game2, again.line, { fen: START }), tags: { Event: 'Casual' } }), written);
  game.free();
  game2.free();

  // PDN: a draughts variation, numbered from Black's move.
  const pdn = parsePgn('[GameType "25"]\n\n1. c3-d4 f6-g5 (1... f6-e5 {the exchange} 2. d4:f6 g7:e5) 2. b2-c3 *');
  const russian = new Game('russian');
  const drafts = playLine(russian, pdn.line, { fen: startFen('russian') });
  assert.equal(drafts[1].variations[0][1].move.uci, 'd4:f6');
  assert.match(writeLine(engine, { variant: 'russian', fen: startFen('russian'), moves: drafts }), /1\. c3-d4 f6-g5 \(1\.\.\. f6-e5 \{the exchange\} 2\. d4:f6 g7:e5\) 2\. b2-c3 \*/);
  russian.free();

  // A variation's illegal move is named as such; unbalanced or empty variations are pgn-syntax.
  const bad = new Game('chess');
  assert.throws(() => playLine(bad, parsePgn('1. e4 e5 (1... d5 2. exd5 Qxd4) *').line, { fen: START }),
    { code: 'illegal-move', message: 'PGN move 2... Qxd4 (in a variation): illegal move \'Qxd4\' in this position' });
  bad.free();
  assert.throws(() => parsePgn('(1. e4) *'), { code: 'pgn-syntax', message: 'PGN: \'(\' at offset 0 follows no move' });
  assert.throws(() => parsePgn('1. e4 () *'), { code: 'pgn-syntax', message: 'PGN: the variation closed at offset 7 has no move' });
  assert.throws(() => parsePgn('1. e4 (1. d4 *'), { code: 'pgn-syntax', message: 'PGN: a variation is not closed' });
});

test('errors: each says what is wrong and where, with a code', () => {
  const fails = (text, code, message) => assert.throws(() => readGame(text), (err) => {
    if (code instanceof RegExp) assert.match(err.code, code, err.message);
    else assert.equal(err.code, code, err.message);
    assert.match(err.message, message);
    return true;
  });
  fails('1. e4 e5 2. Ke3 *', 'illegal-move', /^PGN move 2\. Ke3: illegal move/);
  fails('1. e4 e5 2. Nf3 Nf6 3. Qxf7 *', 'illegal-move', /^PGN move 3\. Qxf7:/);
  fails('[Variant "Crazyhouse"]\n\n1. e4 *', 'unknown-variant', /Variant "Crazyhouse"/);
  fails('[GameType "31"]\n\n1. 32-28 *', 'unknown-variant', /GameType 31 is not a game fenboard plays \(25: Russian draughts; 20: International draughts; 26: Brazilian draughts; 21: English draughts; 22: Italian draughts; 30: Turkish draughts; 40: Frisian draughts; 27: Canadian draughts; 23: Pool checkers; 24: Spanish draughts; 29: Czech draughts; 0: chess\)/);
  fails('1. e4 (1. d4 e5', 'pgn-syntax', /variation is not closed/);
  fails('1. e4 ) e5 *', 'pgn-syntax', /closes no variation/);
  fails('[Event "x"]\n1. e4\n[Site "y"]', 'pgn-syntax', /comes after the moves/);
  fails('', 'pgn-syntax', /no tags and no moves/);
  fails('[FEN "not a fen"]\n\n1. e4 *', /^fen-/, /FEN/);
  fails('[FEN "8/8/8/3N4/8/8/8/8 w - - 0 1"]\n\n1. Nf6 *', 'impossible-position', /king/i);
});

test('a game defined by data is written with its name as Variant, and read back by name or id', () => {
  const capablanca = JSON.parse(readFileSync(new URL('../../variants/capablanca.json', import.meta.url), 'utf8'));
  defineVariant(capablanca);
  const game = new Game('capablanca');
  for (const m of ['e4', 'e5', 'Cg3']) game.play(m);
  const text = writeGame(game);
  assert.match(text, /^\[Variant "Capablanca chess"\]$/m);
  assert.doesNotMatch(text, /\[FEN /);
  const again = readGame(text);
  assert.equal(again.variant(), 'capablanca');
  assert.equal(again.fen(), game.fen());
  assert.equal(readGame(text.replace('Capablanca chess', 'capablanca')).fen(), game.fen());
  for (const g of [game, again]) g.free();
});
