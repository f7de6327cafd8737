// API smoke tests of the built package, and how every function reacts to bad input.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { variants, startFen, legalMoves, play, status, board, parseDiagram, perft, Game, thrown } from './_fenboard.mjs';
// The glue lib/node.js instantiated (the same module instance): its memory, where lib/api.js reads the wire.
import { wireMemory } from '../../pkg/fenboard.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CASTLING = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const PROMOTION = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
const EN_PASSANT = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3';
const FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
const STALEMATE = '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1';
const BARE_KINGS = '8/8/4k3/8/8/4K3/8/8 w - - 0 1';
const FIFTY = '4k3/8/8/8/8/8/4P3/4K2R w - - 100 80';

const byUci = (moves) => Object.fromEntries(moves.map((m) => [m.uci, m]));

/** Asserts that fn throws a real Error with a useful message; returns it. */
function assertError(fn, pattern, what) {
  const err = thrown(fn);
  assert.ok(err instanceof Error, `${what}: expected an Error, got ${typeof err}: ${String(err)}`);
  assert.equal(typeof err.message, 'string');
  assert.ok(err.message.length >= 5, `${what}: message too short: ${JSON.stringify(err.message)}`);
  if (pattern) assert.match(err.message, pattern, what);
  return err;
}

describe('variants()', () => {
  test('lists the games, chess first, with sizes and start FENs', () => {
    const list = variants();
    assert.ok(Array.isArray(list) && list.length >= 1);
    assert.equal(list[0].id, 'chess');
    const ids = new Set();
    for (const v of list) {
      assert.equal(typeof v.id, 'string');
      assert.equal(typeof v.name, 'string');
      assert.ok(v.name.length > 0);
      assert.ok([8, 10, 12].includes(v.width), `${v.id} width ${v.width}`);
      assert.ok([8, 10, 12].includes(v.height), `${v.id} height ${v.height}`);
      assert.equal(typeof v.startFen, 'string');
      assert.ok(!ids.has(v.id), `duplicate id ${v.id}`);
      ids.add(v.id);
    }
    assert.equal(list[0].startFen, START);
    const builtIn = ['chess', 'coregal', 'grand', 'bario', 'russian', 'international', 'brazilian', 'english', 'antidraughts', 'breakthrough', 'italian', 'turkish', 'frisian', 'frysk', 'canadian', 'pool', 'spanish', 'czech'];
    for (const id of ids) assert.ok(builtIn.includes(id), `unexpected variant ${id}`);
  });

  for (const v of variants()) {
    test(`${v.id}: start position is consistent across the API`, () => {
      assert.equal(startFen(v.id), v.startFen);
      const moves = legalMoves(v.id, v.startFen);
      assert.ok(moves.length > 0);
      const st = status(v.id, v.startFen);
      // English draughts and pool checkers: Black moves first.
      assert.equal(st.turn, ['english', 'pool'].includes(v.id) ? 'b' : 'w');
      assert.equal(st.check, false);
      assert.deepEqual(st.checkedSquares, []);
      assert.equal(st.outcome, null);
      assert.equal(st.legalMoveCount, moves.length);
      assert.equal(perft(v.id, v.startFen, 0), 1);
      assert.equal(perft(v.id, v.startFen, 1), moves.length);
      const uniqueUci = new Set(moves.map((m) => m.uci));
      assert.equal(uniqueUci.size, moves.length, 'uci strings are unique');
      // Every listed move can be played, by its uci, and play() agrees with Game.play().
      const game = new Game(v.id);
      try {
        assert.equal(game.fen(), v.startFen);
        assert.equal(game.variant(), v.id);
        for (const m of moves) {
          const after = play(v.id, v.startFen, m.uci);
          assert.equal(typeof after, 'string');
          const played = game.play(m.uci);
          assert.equal(played.uci, m.uci);
          assert.equal(game.fen(), after, `${v.id} ${m.uci}`);
          assert.deepEqual(game.undo(), played);
          assert.equal(game.fen(), v.startFen);
        }
      } finally {
        game.free();
      }
    });
  }
});

describe('startFen()', () => {
  test('randomness 0 is the standard start; seeds are reproducible', () => {
    assert.equal(startFen('chess', { randomness: 0 }), START);
    assert.equal(startFen('chess', {}), START);
    const a = startFen('chess', { randomness: 2, seed: 7 });
    assert.equal(startFen('chess', { randomness: 2, seed: 7 }), a);
    assert.ok(legalMoves('chess', a).length > 0, a);
    const seen = new Set();
    for (let seed = 1; seed <= 20; seed++) seen.add(startFen('chess', { randomness: 1, seed }));
    assert.ok(seen.size > 1, 'different seeds give different positions');
    for (const fen of seen) {
      const st = status('chess', fen);
      assert.equal(st.turn, 'w');
      assert.equal(st.outcome, null);
    }
  });

  test('rejects an unknown variant and bad options', () => {
    assertError(() => startFen('nope'), /nope|variant/i, 'unknown variant');
    assertError(() => startFen('chess', { randomness: 3 }), null, 'randomness 3');
  });
});

describe('legalMoves()', () => {
  test('the 20 moves of the start position, with their fields', () => {
    const moves = legalMoves('chess', START);
    assert.equal(moves.length, 20);
    const e4 = byUci(moves).e2e4;
    assert.deepEqual(
      { uci: e4.uci, san: e4.san, from: e4.from, to: e4.to, piece: e4.piece, promotion: e4.promotion, captured: e4.captured, castle: e4.castle },
      { uci: 'e2e4', san: 'e4', from: 'e2', to: 'e4', piece: 'P', promotion: null, captured: [], castle: null },
    );
    assert.equal(byUci(moves).g1f3.san, 'Nf3');
    assert.equal(byUci(moves).g1f3.piece, 'N');
  });

  test('castling: uci is the king\'s move from the standard squares, king then rook in Chess960; to is where the king lands', () => {
    const m = byUci(legalMoves('chess', CASTLING));
    assert.equal(m.e1g1.to, 'g1');
    assert.equal(m.e1g1.san, 'O-O');
    assert.deepEqual(m.e1g1.castle, { rook: 'h1', rookTo: 'f1' });
    assert.equal(m.e1c1.to, 'c1');
    assert.equal(m.e1c1.san, 'O-O-O');
    assert.deepEqual(m.e1c1.castle, { rook: 'a1', rookTo: 'd1' });
    assert.equal(m.e1h1, undefined, 'castling is listed once, as e1g1');
    assert.equal(m.a1a8.captured.length, 1);
    assert.deepEqual(m.a1a8.captured, ['a8']);
    const black = byUci(legalMoves('chess', CASTLING.replace(' w ', ' b ')));
    assert.equal(black.e8g8.piece, 'k');
    assert.deepEqual(black.e8g8.castle, { rook: 'h8', rookTo: 'f8' });
    // Both forms are read.
    assert.equal(play('chess', CASTLING, 'e1h1'), play('chess', CASTLING, 'e1g1'));
    // A Chess960 start: the king on f1, the rooks on b1 and g1.
    const c960 = byUci(legalMoves('chess', 'k7/8/8/8/8/8/8/1R3KR1 w GB - 0 1'));
    assert.deepEqual([c960.f1g1.san, c960.f1g1.to, c960.f1g1.castle], ['O-O', 'g1', { rook: 'g1', rookTo: 'f1' }]);
    assert.deepEqual([c960.f1b1.san, c960.f1b1.to], ['O-O-O', 'c1']);
    assert.equal(c960.f1c1, undefined, 'castling is listed once, as f1b1');
  });

  test('moves are plain data: every field an own property, kept by a copy, structuredClone and JSON', () => {
    const moves = legalMoves('chess', CASTLING);
    const castle = moves.find((m) => m.san === 'O-O');
    assert.deepEqual(Object.keys(castle), ['uci', 'san', 'from', 'to', 'piece', 'promotion', 'captured', 'castle']);
    assert.equal(Object.getPrototypeOf(castle), Object.prototype);
    assert.deepEqual({ ...castle }, castle);
    assert.deepEqual(structuredClone(moves), moves);
    assert.deepEqual(JSON.parse(JSON.stringify(moves)), moves);
    const bario = legalMoves('bario', 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -')[0];
    assert.deepEqual(structuredClone(bario), bario);
    assert.ok(Object.hasOwn(bario, 'steps'));
    for (const m of [castle, bario, legalMoves('russian', startFen('russian'))[0]]) {
      assert.ok(Object.hasOwn(m, 'san') && m.san !== '', 'san is an own property, written');
    }
  });

  test('moves survive postMessage: the structured clone of a worker or a page', async () => {
    const { MessageChannel } = await import('node:worker_threads');
    const moves = [...legalMoves('chess', CASTLING), ...legalMoves('russian', startFen('russian'))];
    const { port1, port2 } = new MessageChannel();
    const received = new Promise((resolve) => port2.once('message', resolve));
    port1.postMessage(moves);
    assert.deepEqual(await received, moves);
    port1.close();
    port2.close();
  });

  test('play takes a move object: {from, to, promotion}, or a Move of legalMoves', () => {
    assert.equal(play('chess', START, { from: 'e2', to: 'e4' }), play('chess', START, 'e4'));
    assert.equal(play('chess', PROMOTION, { from: 'b7', to: 'b8', promotion: 'n' }), play('chess', PROMOTION, 'b8=N'));
    assert.equal(play('chess', PROMOTION, { from: 'b7', to: 'b8', promotion: 'Q' }), play('chess', PROMOTION, 'b8=Q'));
    for (const variant of ['chess', 'coregal', 'grand', 'bario', 'russian']) {
      const fen = startFen(variant);
      for (const m of legalMoves(variant, fen)) assert.equal(play(variant, fen, m), play(variant, fen, m.uci), `${variant} ${m.uci}`);
    }
    // Draughts from and to: a quiet move and a capture.
    const draughts = startFen('russian');
    assert.equal(play('russian', draughts, { from: 'c3', to: 'd4' }), play('russian', draughts, 'c3-d4'));
    assert.equal(play('russian', 'W:Wc3:Bd4', { from: 'c3', to: 'e5' }), play('russian', 'W:Wc3:Bd4', 'c3:e5'));
    const game = new Game('chess');
    const e4 = game.legalMoves().find((m) => m.san === 'e4');
    assert.equal(game.play(e4).uci, 'e2e4');
    assert.equal(game.play({ from: 'e7', to: 'e5' }).san, 'e5');
    game.free();
  });

  test('{san: false} leaves san empty, the rest the same', () => {
    for (const fen of [START, CASTLING, PROMOTION, EN_PASSANT]) {
      const full = legalMoves('chess', fen);
      const bare = legalMoves('chess', fen, { san: false });
      assert.ok(bare.every((m) => m.san === ''));
      assert.deepEqual(bare, full.map((m) => ({ ...m, san: '' })));
    }
  });

  test('promotions: four moves, lowercase role letter', () => {
    const promos = legalMoves('chess', PROMOTION).filter((m) => m.from === 'b7');
    assert.deepEqual(promos.map((m) => m.uci).sort(), ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r']);
    for (const m of promos) {
      assert.equal(m.to, 'b8');
      assert.equal(m.piece, 'P');
      assert.equal(m.uci, `b7b8${m.promotion}`);
    }
    assert.equal(byUci(promos).b7b8q.san, 'b8=Q+');
    assert.equal(byUci(promos).b7b8n.san, 'b8=N');
  });

  test('en passant captures the pawn beside, not on the target square', () => {
    const ep = byUci(legalMoves('chess', EN_PASSANT)).e5f6;
    assert.ok(ep, 'e5xf6 e.p. is listed');
    assert.deepEqual(ep.captured, ['f5']);
    assert.equal(ep.san, 'exf6');
  });

  test('no legal moves when mated or stalemated', () => {
    assert.deepEqual(legalMoves('chess', FOOLS_MATE), []);
    assert.deepEqual(legalMoves('chess', STALEMATE), []);
  });

  test('rejects an unknown variant and malformed FENs', () => {
    assertError(() => legalMoves('nope', START), /nope|variant/i, 'unknown variant');
    assertError(() => legalMoves('', START), null, 'empty variant');
    for (const fen of [
      '',
      'hello world',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', // 7 ranks
      'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // rank too long
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', // bad side to move
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQXBNR w KQkq - 0 1', // unknown piece letter
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1', // no white king
    ]) {
      assertError(() => legalMoves('chess', fen), null, `bad FEN ${JSON.stringify(fen)}`);
    }
  });
});

describe('play()', () => {
  test('accepts uci, SAN, and e1g1 for standard castling', () => {
    // The en passant field is left out here (FEN writers differ on it); the oracle test compares it.
    const firstFields = (fen) => fen.split(' ').slice(0, 3).join(' ');
    assert.equal(firstFields(play('chess', START, 'e2e4')), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq');
    assert.equal(play('chess', START, 'e4'), play('chess', START, 'e2e4'));
    assert.equal(play('chess', START, 'Nf3'), play('chess', START, 'g1f3'));
    const castled = play('chess', CASTLING, 'e1h1');
    assert.equal(castled, play('chess', CASTLING, 'e1g1'));
    assert.equal(castled, play('chess', CASTLING, 'O-O'));
    assert.equal(castled.split(' ')[0], 'r3k2r/8/8/8/8/8/8/R4RK1');
    assert.equal(castled.split(' ')[2], 'kq');
    assert.equal(play('chess', PROMOTION, 'b7b8n').split(' ')[0], '1N2k3/8/8/8/8/8/8/4K3');
    assert.equal(play('chess', EN_PASSANT, 'e5f6').split(' ')[0], 'rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR');
  });

  test('rejects illegal and malformed moves, unknown variants and bad FENs', () => {
    for (const move of ['e2e5', 'e7e5', 'Ke2', 'z9z9', '', 'e2', 'e1g1', 'Qxd7']) {
      assertError(() => play('chess', START, move), null, `move ${JSON.stringify(move)}`);
    }
    assertError(() => play('chess', PROMOTION, 'b7b8k'), null, 'promotion to king');
    assertError(() => play('chess', PROMOTION, 'b7b8'), null, 'promotion without a piece');
    assertError(() => play('nope', START, 'e2e4'), /nope|variant/i, 'unknown variant');
    assertError(() => play('chess', 'not a fen', 'e2e4'), null, 'bad FEN');
  });
});

describe('status()', () => {
  test('check, checkmate, stalemate and draws', () => {
    const mate = status('chess', FOOLS_MATE);
    assert.deepEqual(mate, { turn: 'w', check: true, checkedSquares: ['e1'], legalMoveCount: 0, outcome: { winner: 'b', reason: 'checkmate' } });
    const stale = status('chess', STALEMATE);
    assert.deepEqual(stale, { turn: 'b', check: false, checkedSquares: [], legalMoveCount: 0, outcome: { winner: null, reason: 'stalemate' } });
    const check = status('chess', '4k2R/8/8/8/8/8/8/4K3 b - - 0 1');
    assert.equal(check.check, true);
    assert.deepEqual(check.checkedSquares, ['e8']);
    assert.equal(check.outcome, null);
    assert.deepEqual(status('chess', BARE_KINGS).outcome, { winner: null, reason: 'insufficient-material' });
    assert.deepEqual(status('chess', FIFTY).outcome, { winner: null, reason: 'fifty-moves' });
  });

  test('rejects an unknown variant and a bad FEN', () => {
    assertError(() => status('nope', START), /nope|variant/i, 'unknown variant');
    assertError(() => status('chess', '8/8/8 w - - 0 1'), null, 'bad FEN');
  });
});

describe('perft()', () => {
  test('start position and Kiwipete', () => {
    assert.deepEqual([1, 2, 3, 4].map((d) => perft('chess', START, d)), [20, 400, 8902, 197281]);
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    assert.deepEqual([1, 2, 3].map((d) => perft('chess', kiwipete, d)), [48, 2039, 97862]);
  });

  test('rejects an unknown variant and a bad FEN', () => {
    assertError(() => perft('nope', START, 1), /nope|variant/i, 'unknown variant');
    assertError(() => perft('chess', 'x', 1), null, 'bad FEN');
  });
});

describe('Game', () => {
  test('play, history, status, undo', () => {
    const game = new Game('chess');
    try {
      assert.equal(game.fen(), START);
      assert.equal(game.undo(), undefined, 'nothing to undo');
      const moves = ['f3', 'e7e5', 'g2g4', 'Qh4#'].map((m) => game.play(m));
      assert.deepEqual(moves.map((m) => m.san), ['f3', 'e5', 'g4', 'Qh4#']);
      assert.deepEqual(game.history().map((m) => m.uci), ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
      assert.equal(game.fen(), FOOLS_MATE);
      assert.deepEqual(game.status().outcome, { winner: 'b', reason: 'checkmate' });
      assert.deepEqual(game.legalMoves(), []);
      assert.equal(game.undo().uci, 'd8h4');
      assert.equal(game.history().length, 3);
      assert.equal(game.status().outcome, null);
      assert.ok(game.legalMoves().length > 0);
    } finally {
      game.free();
    }
  });

  test('threefold repetition is seen through the game history', () => {
    const game = new Game('chess', START);
    try {
      for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) game.play(m);
      assert.equal(game.status().outcome, null);
      game.play('Ng8');
      assert.deepEqual(game.status().outcome, { winner: null, reason: 'threefold-repetition' });
    } finally {
      game.free();
    }
  });

  test('a failed play leaves the game as it was', () => {
    const game = new Game('chess', CASTLING);
    try {
      game.play('Ra2');
      const fen = game.fen();
      const history = game.history();
      const moves = game.legalMoves();
      for (const bad of ['a2a1', 'e8e6', 'nonsense', '', 'e1h1']) {
        assertError(() => game.play(bad), null, `Game.play(${JSON.stringify(bad)})`);
        assert.equal(game.fen(), fen);
        assert.deepEqual(game.history(), history);
        assert.deepEqual(game.legalMoves(), moves);
      }
      assert.equal(game.play('O-O').uci, 'e8g8');
    } finally {
      game.free();
    }
  });

  test('constructor rejects an unknown variant and a bad FEN', () => {
    assertError(() => new Game('nope'), /nope|variant/i, 'unknown variant');
    assertError(() => new Game('chess', 'not a fen'), null, 'bad FEN');
  });

  test('a freed game throws instead of crashing', () => {
    const game = new Game('chess');
    game.free();
    const calls = [() => game.fen(), () => game.legalMoves(), () => game.play('e4'), () => game.undo(), () => game.status(), () => game.history(), () => game.variant(), () => game.board()];
    for (const call of calls) assertError(call, /^this Game was freed: \w+\(\) cannot be called after free\(\)$/, 'freed Game');
    game.free();
  });

  test('shows nothing of the engine: no own property, not the glue class', async () => {
    const game = new Game('chess');
    try {
      assert.deepEqual(Reflect.ownKeys(game), []);
      assert.equal(JSON.stringify(game), '{}');
      const glue = await import('../../pkg/fenboard.js');
      assert.ok(!(game instanceof glue.Game));
    } finally {
      game.free();
    }
  });

  test('[Symbol.dispose] frees the game', () => {
    const game = new Game('grand');
    game[Symbol.dispose]();
    assertError(() => game.fen(), /this Game was freed/, 'disposed Game');
  });

  test('{partial: true}: a position without royal pieces is an illustration, one with them a game', () => {
    const knight = new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true });
    const kings = new Game('chess', BARE_KINGS, { partial: true });
    try {
      assert.equal(knight.legalMoves().length, 8);
      knight.play('Nf6');
      assert.equal(knight.status().turn, 'w', 'a side with no piece does not take turns');
      assert.deepEqual(kings.status().outcome, { winner: null, reason: 'insufficient-material' }, 'the draw rules of a game apply');
    } finally {
      knight.free();
      kings.free();
    }
    assertError(() => new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1'), null, 'no king, not partial');
    assertError(() => new Game('chess', '8/8/8/8/8/8/8/P7 w - - 0 1', { partial: true }), /rank/i, 'a pawn on its first rank');
  });
});

describe('board()', () => {
  const BARIO = 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -';
  const squareIndex = (sq) => (Number(sq.slice(1)) - 1) * 12 + sq.charCodeAt(0) - 97;

  for (const v of variants()) {
    test(`${v.id}: the start position's pieces, a1 first, with the variant's size`, () => {
      const b = board(v.id, v.startFen);
      assert.equal(b.width, v.width);
      assert.equal(b.height, v.height);
      assert.equal(b.turn, ['english', 'pool'].includes(v.id) ? 'b' : 'w');
      const expected = { chess: 32, coregal: 32, grand: 40, bario: 32, russian: 24, international: 40, brazilian: 24, english: 24, antidraughts: 40, breakthrough: 40, italian: 24, turkish: 32, frisian: 40, frysk: 10, canadian: 60, pool: 24, spanish: 24, czech: 24 }[v.id];
      assert.equal(b.pieces.length, expected);
      const indices = b.pieces.map((p) => squareIndex(p.square));
      assert.deepEqual(indices, [...indices].sort((x, y) => x - y), 'a1 first, rank by rank');
      for (const p of b.pieces) {
        assert.equal(p.color, p.piece === p.piece.toUpperCase() ? 'w' : 'b', JSON.stringify(p));
        assert.equal(p.role, p.piece.toLowerCase(), JSON.stringify(p));
        const file = p.square.charCodeAt(0) - 97;
        const rank = Number(p.square.slice(1)) - 1;
        assert.ok(file < v.width && rank < v.height, `${p.square} is on the board`);
      }
    });
  }

  test('the pieces are those the diagram of the same position shows', () => {
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
    const diagram = parseDiagram('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR');
    assert.deepEqual(board('chess', fen).pieces.map(({ square, piece }) => ({ square, piece })), diagram.pieces);
    // The full FEN reads as the same diagram.
    assert.deepEqual(parseDiagram(fen), diagram);
    assert.deepEqual(board('chess', fen).pieces.slice(0, 2), [
      { square: 'a1', piece: 'R', color: 'w', role: 'r' },
      { square: 'b1', piece: 'N', color: 'w', role: 'n' },
    ]);
  });

  test('parseDiagram and renderDiagram take a full FEN: its board and side to move', async () => {
    const { renderDiagram } = await import('./_fenboard.mjs').then((m) => m.default);
    for (const { id, startFen: fen } of variants()) {
      const diagram = parseDiagram(fen, id);
      assert.equal(diagram.variant, id);
      assert.deepEqual(diagram.pieces, board(id, fen).pieces.map(({ square, piece }) => ({ square, piece })), id);
      assert.deepEqual([diagram.marks, diagram.shadow, diagram.orientation], [[], [], 'w']);
      // Without its game a draughts diagram is Russian draughts' (international's beyond 8x8, Canadian's beyond
      // 10x10): Turkish pieces stand on every square, light ones too, and Spanish ones (written by name) on the turned
      // board's, so their diagrams are read with their game.
      assert.match(renderDiagram(fen, ['turkish', 'spanish'].includes(id) ? { variant: id } : undefined), /^<svg /, id);
      const side = status(id, fen).turn === 'w' ? 'White' : 'Black'; // Black first in English draughts
      assert.match(renderDiagram(fen, { variant: id }), new RegExp(`<desc [^>]*>[^<]* ${side} to move\\.</desc>`), id);
    }
    const black = play('chess', START, 'e4');
    assert.equal(parseDiagram(black).fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1');
    assert.match(renderDiagram(black), /Black to move\.<\/desc>/);
  });

  test('side to move, Bario reserves, draughts men and kings', () => {
    assert.equal(board('chess', play('chess', START, 'e4')).turn, 'b');
    const bario = board('bario', BARIO);
    assert.deepEqual(bario.reserve, { w: { r: 2, n: 2, b: 2, q: 1 }, b: { r: 2, n: 2, b: 2, q: 1 } });
    assert.equal(bario.pieces.filter((p) => p.role === 'u').length, 16);
    assert.ok(!('reserve' in board('chess', START)));
    assert.deepEqual(board('russian', 'B:Wa1,Kc3:Bb6'), {
      width: 8,
      height: 8,
      turn: 'b',
      pieces: [
        { square: 'a1', piece: 'M', color: 'w', role: 'm' },
        { square: 'c3', piece: 'K', color: 'w', role: 'k' },
        { square: 'b6', piece: 'm', color: 'b', role: 'm' },
      ],
    });
    assert.deepEqual(board('grand', '10/10/10/10/10/2R2Q4/10/4c5/10/10 b 0 -').pieces.map((p) => p.piece + p.square), ['ce3', 'Rc5', 'Qf5']);
  });

  test('a position without royal pieces (a diagram) has a board', () => {
    assert.deepEqual(board('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1').pieces, [{ square: 'd5', piece: 'N', color: 'w', role: 'n' }]);
  });

  test('rejects an unknown variant, a bad FEN and a position no game allows', () => {
    assertError(() => board('shogi', START), /shogi|variant/i, 'unknown variant');
    assertError(() => board('chess', 'not a fen'), null, 'bad FEN');
    assertError(() => board('chess', '8/8/8/8/8/8/8/P7 w - - 0 1'), /rank/i, 'a pawn on its first rank');
  });

  test("a Game's board is board() of its FEN, after every move and undo", () => {
    const game = new Game('bario', BARIO);
    try {
      // Placing the kings, then moves of every kind the game offers first.
      for (let ply = 0; ply < 12; ply++) {
        const move = game.play(game.legalMoves()[0].uci);
        assert.deepEqual(game.board(), board('bario', game.fen()), move.uci);
      }
      game.undo();
      assert.deepEqual(game.board(), board('bario', game.fen()));
    } finally {
      game.free();
    }
  });

  test('board() keeps no memory: a hundred thousand calls', () => {
    const memory = wireMemory();
    for (let i = 0; i < 10_000; i++) board('grand', '10/10/10/10/10/2R2Q4/10/4c5/10/10 b 0 -');
    const size = memory.buffer.byteLength;
    for (let i = 0; i < 100_000; i++) board('grand', '10/10/10/10/10/2R2Q4/10/4c5/10/10 b 0 -');
    assert.equal(memory.buffer.byteLength, size);
  });
});

describe('the wire (moves and statuses read in place from the wasm memory)', () => {
  test('lists and statuses read the same after the wasm memory grew', () => {
    // Games that are kept alive make the memory grow, which detaches the view lib/api.js reads the bytes through.
    const memory = wireMemory();
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const before = JSON.stringify([legalMoves('chess', kiwipete), status('chess', kiwipete)]);
    const size = memory.buffer.byteLength;
    const games = [];
    while (memory.buffer.byteLength === size && games.length < 200_000) games.push(new Game('grand'));
    assert.ok(memory.buffer.byteLength > size, 'the memory did not grow');
    assert.equal(JSON.stringify([legalMoves('chess', kiwipete), status('chess', kiwipete)]), before);
    const game = games[0];
    assert.equal(game.play('e3e5').uci, 'e3e5');
    assert.deepEqual(game.history().map((m) => m.san), ['e5']);
    for (const g of games) g.free();
  });

  test('a move list keeps its values, and finds its SANs, after later calls replaced the bytes', () => {
    const moves = legalMoves('chess', CASTLING);
    const ucis = moves.map((m) => m.uci);
    legalMoves('russian', 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8');
    status('bario', 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -');
    assert.deepEqual(moves.map((m) => m.uci), ucis);
    // The SANs are listed when the first is read, now.
    const sans = moves.map((m) => m.san);
    assert.ok(sans.includes('O-O') && sans.includes('O-O-O') && sans.includes('Rxa8+'), sans.join(' '));
    const game = new Game('chess', CASTLING);
    assert.deepEqual(sans, game.legalMoves().map((m) => m.san));
    game.free();
  });
});
