// Crazyhouse as a definition (variants/crazyhouse.json) against lichess's rules as chessops implements them
// (chessops/variant Crazyhouse), a second implementation beside Fairy-Stockfish (define-oracle.test.mjs): on
// 1,000+ positions from seeded random games, the legal moves (drops included) as sets of UCI strings, check, the
// outcome, the FEN after every legal move (the hands and the promoted pieces' `~` included), and perft.
//
// Conventions that differ, and how they are reconciled without hiding a disagreement about the rules:
// - chessops gives a castle as the king's square then the rook's (e1h1); fenboard's move says its rook's square
//   (`castle.rook`), which is compared.
// - chessops writes the hands in its own order of kinds (`[PNQ]`), fenboard and Fairy-Stockfish in the game's
//   (`[QNP]`): the hands are compared as multisets.
// - The move-rule count: fenboard resets it on every drop, as Fairy-Stockfish does; chessops (lichess) only on a
//   pawn's drop. After a piece's drop that alone may differ; it is checked to be the only difference.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseFen, makeFen } from 'chessops/fen';
import { Crazyhouse } from 'chessops/variant';
import { perft as opsPerft } from 'chessops/debug';
import { makeSquare, parseUci, roleToChar } from 'chessops/util';
import fenboard, { mulberry32 } from './_fenboard.mjs';

const { defineVariant, legalMoves, status, play } = fenboard;
const { perft } = (await import('./_fenboard.mjs')).teach;
const DEF = JSON.parse(readFileSync(new URL('../../variants/crazyhouse.json', import.meta.url), 'utf8'));
defineVariant(DEF);
(await import('./_fenboard.mjs')).teach.defineVariant(DEF);

const SEED = 20262902;
const MIN_POSITIONS = 1000;
const MAX_PLIES = 200;
const SAMPLE_EVERY = 3;
const WANT = { drop: 300, dropBlock: 20, promoted: 5, check: 20, checkmate: 3, castling: 5, enPassant: 3 };

const ops = (fen) => Crazyhouse.fromSetup(parseFen(fen).unwrap()).unwrap();

/** chessops's legal moves in UCI: a castle as the king's square then the rook's, drops as `N@e4`. */
function opsMoves(pos) {
  const out = [];
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.get(from)?.role === 'pawn';
    for (const to of dests) {
      const uci = makeSquare(from) + makeSquare(to);
      if (pawn && (to >> 3 === 7 || to >> 3 === 0)) for (const p of 'qrbn') out.push(uci + p);
      else out.push(uci);
    }
  }
  const drops = pos.dropDests();
  for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen']) {
    if (pos.pockets[pos.turn][role] <= 0) continue;
    for (const to of drops) {
      if (role === 'pawn' && (to >> 3 === 7 || to >> 3 === 0)) continue;
      out.push(`${roleToChar(role).toUpperCase()}@${makeSquare(to)}`);
    }
  }
  return out;
}

/** fenboard's moves as chessops writes them (a castle by its rook's square). */
const mineAsOps = (moves) => moves.map((m) => (m.castle ? m.from + m.castle.rook : m.uci));

/** A FEN with its hands sorted, so that two FENs compare whatever order each writes its hands in. */
function normal(fen) {
  return fen.replace(/\[([^\]]*)\]/, (_, h) => `[${[...h].sort().join('')}]`);
}

function features(moves, st, fen) {
  return {
    drop: moves.some((m) => m.uci.includes('@')),
    dropBlock: st.check && moves.some((m) => m.uci.includes('@')),
    promoted: fen.split(' ')[0].includes('~'),
    check: st.check,
    checkmate: st.outcome?.reason === 'checkmate',
    castling: moves.some((m) => m.castle),
    enPassant: moves.some((m) => m.captured.length && m.captured[0] !== m.to),
  };
}

function sample() {
  const rand = mulberry32(SEED);
  const positions = new Map();
  const count = { games: 0 };
  const short = () => Object.entries(WANT).some(([k, n]) => (count[k] ?? 0) < n);
  while ((positions.size < MIN_POSITIONS || short()) && count.games < 300) {
    count.games++;
    let fen = DEF.start;
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      const moves = legalMoves('crazyhouse', fen);
      const st = status('crazyhouse', fen);
      const present = Object.entries(features(moves, st, fen)).filter(([, v]) => v).map(([k]) => k);
      const final = moves.length === 0 || st.outcome !== null;
      const wanted = present.some((k) => (count[k] ?? 0) < WANT[k]);
      if ((ply % SAMPLE_EVERY === 0 || wanted || final) && !positions.has(fen)) {
        positions.set(fen, present);
        for (const k of present) count[k] = (count[k] ?? 0) + 1;
      }
      if (final) break;
      // A mate when there is one, else a capture or a drop now and then, else any move.
      const mates = moves.filter((m) => m.san.endsWith('#'));
      const lively = moves.filter((m) => m.captured.length || m.uci.includes('@'));
      const pool = mates.length && rand() < 0.8 ? mates : lively.length && rand() < 0.4 ? lively : moves;
      fen = play('crazyhouse', fen, pool[Math.floor(rand() * pool.length)].uci);
    }
  }
  return { positions, count };
}

const { positions, count } = sample();

test(`crazyhouse: ${MIN_POSITIONS}+ positions of seeded random games, with drops, promoted pieces, checks and mates`, () => {
  console.log(`# crazyhouse sample: ${positions.size} positions from ${count.games} games: ${JSON.stringify(count)}`);
  assert.ok(positions.size >= MIN_POSITIONS);
  for (const [k, n] of Object.entries(WANT)) assert.ok((count[k] ?? 0) >= n, `too few positions with ${k}`);
});

test('crazyhouse: legal moves, check, outcome and the FEN after every move agree with chessops', () => {
  const problems = [];
  let moves = 0;
  let pieceDrops = 0;
  for (const fen of positions.keys()) {
    const pos = ops(fen);
    const mine = legalMoves('crazyhouse', fen);
    const a = new Set(mineAsOps(mine));
    const b = new Set(opsMoves(pos));
    const only = (x, y) => [...x].filter((m) => !y.has(m));
    if (only(a, b).length || only(b, a).length) problems.push(`${fen}: only fenboard ${only(a, b)}; only chessops ${only(b, a)}`);
    const st = status('crazyhouse', fen);
    if (st.check !== pos.isCheck()) problems.push(`${fen}: check ${st.check}, chessops ${pos.isCheck()}`);
    const outcome = pos.isCheckmate() ? 'checkmate' : pos.isStalemate() ? 'stalemate' : null;
    if ((st.outcome?.reason ?? null) !== outcome && !(st.outcome?.reason === 'fifty-moves' && outcome === null)) {
      problems.push(`${fen}: outcome ${st.outcome?.reason}, chessops ${outcome}`);
    }
    for (const m of mine) {
      moves++;
      const after = play('crazyhouse', fen, m.uci);
      const p = pos.clone();
      p.play(parseUci(mineAsOps([m])[0]));
      const theirs = makeFen(p.toSetup());
      if (normal(after) === normal(theirs)) continue;
      // The move-rule count after a piece's drop: fenboard's 0, chessops's one more than before.
      const [x, y] = [normal(after).split(' '), normal(theirs).split(' ')];
      const pieceDrop = /^[NBRQ]@/.test(m.uci) && x[4] === '0' && [0, 1, 2, 3, 5].every((i) => x[i] === y[i]);
      if (pieceDrop) pieceDrops++;
      else problems.push(`${fen}: after ${m.uci}: fenboard ${after}, chessops ${theirs}`);
    }
  }
  console.log(`# crazyhouse against chessops: ${positions.size} positions, ${moves} moves; ${pieceDrops} piece drops after which only the move-rule count differs (explained above)`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} disagreements`);
});

test('crazyhouse: perft agrees with chessops from the start and from positions of the sample', () => {
  const fens = [...positions.keys()];
  const having = (k) => fens.filter((f) => positions.get(f).includes(k) && !positions.get(f).includes('checkmate'));
  const picks = [[DEF.start, 4], ...['dropBlock', 'promoted', 'drop'].map((k) => [having(k)[0], 2]), [fens[Math.floor(fens.length / 2)], 3]];
  const rows = [];
  for (const [fen, depth] of picks) {
    const mine = perft('crazyhouse', fen, depth);
    assert.equal(mine, opsPerft(ops(fen), depth, false), `perft(${depth}) of ${fen}`);
    rows.push(`${fen} d${depth}: ${mine}`);
  }
  console.log(`# crazyhouse perft against chessops:\n#   ${rows.join('\n#   ')}`);
});
