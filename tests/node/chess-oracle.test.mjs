// fenboard's chess against two independent implementations, chess.js and chessops, on positions from
// seeded random games: legal moves (as sets of UCI strings), SAN, check/checkmate/stalemate, the FEN after
// a move, and perft.
//
// Conventions that differ between the libraries, and how they are reconciled (none of these hide a
// disagreement about which moves are legal):
// - Castling: fenboard's uci is the king's move (e1g1) from the standard start squares, as chess.js writes it;
//   chessops' dests give the king square + rook square (e1h1), which fenboard's `castle.rook` gives, so uci is
//   compared with chess.js and from + castle.rook with chessops.
// - chessops' dests list one destination per promoting pawn move; it is expanded to the four promotions.
// - En passant field of the FEN after a move: FIDE FEN writes the square behind any double pawn step,
//   chess.js 1.x only when a legal en passant capture exists. When the fields differ, the test checks that
//   this is the only reason (no legal en passant capture in the position after the move).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { parseFen } from 'chessops/fen';
import { Chess as OpsChess } from 'chessops/chess';
import { makeSquare, squareRank } from 'chessops/util';
import { legalMoves, status, play, perft, mulberry32 } from './_fenboard.mjs';
import { playedAfterEnd } from './_oracle.mjs';

const SEED = 20261130;
const MIN_POSITIONS = 300;
const MAX_GAMES = 400;
const MAX_PLIES = 400;
const SAMPLE_EVERY = 9;
// How many sampled positions must show each feature (rare ones first of all).
const WANT = { promotion: 5, castling: 5, enPassant: 5, check: 5, checkmate: 3, stalemate: 2 };

// ---------------------------------------------------------------------------
// The sample: positions from random games (chess.js picks uniformly among its legal moves), every
// SAMPLE_EVERY-th ply plus the first position of each game that shows a feature (a promotion, castling or
// en passant capture to play, a check), and the final position when it is a mate or a stalemate. Games go
// on until the sample is big enough and every feature is represented.
// (chess.js' verbose move list is slow, ~3 ms, so the games use its SAN list and read features from it.)

function randomGames(seed) {
  const rand = mulberry32(seed);
  const positions = new Map(); // fen -> features
  const count = { promotion: 0, castling: 0, enPassant: 0, check: 0, checkmate: 0, stalemate: 0, games: 0 };
  const short = (k) => count[k] < WANT[k];
  const covered = () => positions.size >= MIN_POSITIONS && Object.keys(WANT).every((k) => !short(k));

  while (!covered() && count.games < MAX_GAMES) {
    count.games++;
    const chess = new Chess();
    const seenInGame = new Set();
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const moves = chess.moves();
      const fen = chess.fen();
      const features = {
        promotion: moves.some((m) => m.includes('=')),
        castling: moves.some((m) => m.startsWith('O-O')),
        enPassant: fen.split(' ')[3] !== '-', // chess.js writes the square only when the capture is legal
        check: chess.isCheck(),
        checkmate: chess.isCheckmate(),
        stalemate: chess.isStalemate(),
      };
      const present = Object.keys(features).filter((k) => features[k]);
      const firstInGame = present.some((k) => !seenInGame.has(k));
      const take = positions.size < MIN_POSITIONS ? ply % SAMPLE_EVERY === 0 || firstInGame : present.some(short);
      present.forEach((k) => seenInGame.add(k));
      if (take && !positions.has(fen)) {
        positions.set(fen, features);
        for (const k of present) count[k]++;
      }
      if (moves.length === 0 || chess.isInsufficientMaterial()) break;
      chess.move(moves[Math.floor(rand() * moves.length)]);
    }
  }
  return { positions, count };
}

const { positions, count } = randomGames(SEED);

// ---------------------------------------------------------------------------
// The three libraries' answers.

const fenboardForChessops = (m) => (m.castle ? m.from + m.castle.rook : m.uci);

function chessJsMoves(fen) {
  return new Chess(fen).moves({ verbose: true });
}

function chessopsUcis(fen) {
  const pos = OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const ucis = [];
  for (const [from, dests] of pos.allDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const base = makeSquare(from) + makeSquare(to);
      if (piece.role === 'pawn' && (squareRank(to) === 0 || squareRank(to) === 7)) {
        for (const p of ['q', 'r', 'b', 'n']) ucis.push(base + p);
      } else {
        ucis.push(base);
      }
    }
  }
  return { pos, ucis };
}

function setDiff(a, b) {
  const sb = new Set(b);
  return [...new Set(a)].filter((x) => !sb.has(x)).sort();
}

function describeDiff(fen, label, mine, theirs) {
  const missing = setDiff(theirs, mine);
  const extra = setDiff(mine, theirs);
  return missing.length || extra.length ? [`${fen}: vs ${label}: fenboard misses [${missing}] and has extra [${extra}]`] : [];
}

// ---------------------------------------------------------------------------

test(`the sample has ${MIN_POSITIONS}+ positions with promotions, castling, en passant, mates and stalemates`, () => {
  const summary = `${positions.size} positions from ${count.games} games: ${JSON.stringify(count)}`;
  console.log(`# sample: ${summary}`);
  assert.ok(positions.size >= MIN_POSITIONS, summary);
  for (const [k, n] of Object.entries(WANT)) assert.ok(count[k] >= n, `too few positions with ${k}: ${summary}`);
});

test('legal moves agree with chess.js and chessops (as sets of UCI), and SAN with chess.js', () => {
  const problems = [];
  for (const fen of positions.keys()) {
    const mine = legalMoves('chess', fen);
    const theirs = chessJsMoves(fen);
    problems.push(...describeDiff(fen, 'chess.js', mine.map((m) => m.uci), theirs.map((m) => m.from + m.to + (m.promotion ?? ''))));
    problems.push(...describeDiff(fen, 'chessops', mine.map(fenboardForChessops), chessopsUcis(fen).ucis));

    const sanByUci = new Map(theirs.map((m) => [m.from + m.to + (m.promotion ?? ''), m.san]));
    for (const m of mine) {
      const expected = sanByUci.get(m.uci);
      if (expected !== undefined && expected !== m.san) problems.push(`${fen}: ${m.uci}: SAN ${m.san}, chess.js says ${expected}`);
      if (m.castle && m.uci !== m.from + m.to) problems.push(`${fen}: castling uci ${m.uci} is not the king's move (${m.from}${m.to})`);
    }
    if (new Set(mine.map((m) => m.uci)).size !== mine.length) problems.push(`${fen}: duplicate uci in legalMoves`);
  }
  assert.deepEqual(problems.slice(0, 30), [], `${problems.length} disagreements`);
});

test('status agrees with chess.js (check, checkmate, stalemate, draws) and chessops', () => {
  const problems = [];
  for (const fen of positions.keys()) {
    const st = status('chess', fen);
    const c = new Chess(fen);
    const { pos } = chessopsUcis(fen);
    const expect = {
      turn: c.turn(),
      check: c.isCheck(),
      legalMoveCount: c.moves().length,
      checkmate: c.isCheckmate(),
      stalemate: c.isStalemate(),
    };
    const got = {
      turn: st.turn,
      check: st.check,
      legalMoveCount: st.legalMoveCount,
      checkmate: st.outcome?.reason === 'checkmate',
      stalemate: st.outcome?.reason === 'stalemate',
    };
    if (JSON.stringify(got) !== JSON.stringify(expect)) problems.push(`${fen}: fenboard ${JSON.stringify(got)} chess.js ${JSON.stringify(expect)}`);
    if (pos.isCheck() !== st.check || pos.isCheckmate() !== got.checkmate || pos.isStalemate() !== got.stalemate) {
      problems.push(`${fen}: chessops check/mate/stalemate ${pos.isCheck()}/${pos.isCheckmate()}/${pos.isStalemate()}`);
    }
    if (st.check) {
      const king = c.findPiece({ type: 'k', color: c.turn() });
      if (JSON.stringify(st.checkedSquares) !== JSON.stringify(king)) problems.push(`${fen}: checkedSquares ${st.checkedSquares} but the king is on ${king}`);
    } else if (st.checkedSquares.length) {
      problems.push(`${fen}: checkedSquares ${st.checkedSquares} without check`);
    }
    if (st.outcome?.reason === 'checkmate' && st.outcome.winner !== (c.turn() === 'w' ? 'b' : 'w')) problems.push(`${fen}: wrong winner ${st.outcome.winner}`);
    if (st.outcome?.reason === 'stalemate' && st.outcome.winner !== null) problems.push(`${fen}: stalemate with a winner`);
    // Draws that a lone FEN can show (threefold repetition needs the game's history): when there is no
    // mate or stalemate, fenboard's draw reason must be one chess.js sees too, and vice versa.
    if (!expect.checkmate && !expect.stalemate) {
      const draws = [];
      if (c.isInsufficientMaterial()) draws.push('insufficient-material');
      if (c.isDrawByFiftyMoves()) draws.push('fifty-moves');
      const reason = st.outcome?.reason ?? null;
      if (draws.length === 0 ? reason !== null : !draws.includes(reason)) {
        problems.push(`${fen}: fenboard outcome ${JSON.stringify(st.outcome)}, chess.js draws [${draws}]`);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 30), [], `${problems.length} disagreements`);
});

test('play() gives the same position as chess.js, by uci and by SAN', () => {
  const rand = mulberry32(SEED + 1);
  const problems = [];
  for (const fen of positions.keys()) {
    const moves = legalMoves('chess', fen);
    if (!moves.length) continue;
    // A game over with moves left (a draw by material or the move rule) refuses them all: nothing to compare.
    const over = status('chess', fen).outcome;
    if (over) {
      const played = playedAfterEnd(play, 'chess', fen, moves, over);
      if (played) problems.push(`${fen}: ${played}`);
      continue;
    }
    // One random move per position, and every special move (castling, promotion, en passant).
    const picks = new Set([moves[Math.floor(rand() * moves.length)]]);
    for (const m of moves) if (m.castle || m.promotion || (m.captured.length && m.captured[0] !== m.to)) picks.add(m);
    for (const m of picks) {
      const after = play('chess', fen, m.uci);
      const bySan = play('chess', fen, m.san);
      if (bySan !== after) problems.push(`${fen}: ${m.uci} gives ${after} but ${m.san} gives ${bySan}`);
      const c = new Chess(fen);
      c.move(m.uci);
      const expected = c.fen();
      if (after === expected) continue;
      const [a, e] = [after.split(' '), expected.split(' ')];
      const onlyEp = a.length === 6 && [0, 1, 2, 4, 5].every((i) => a[i] === e[i]) && e[3] === '-' && !new Chess(after).moves({ verbose: true }).some((x) => x.isEnPassant());
      if (!onlyEp) problems.push(`${fen}: after ${m.uci}: fenboard ${after}, chess.js ${expected}`);
    }
  }
  assert.deepEqual(problems.slice(0, 30), [], `${problems.length} disagreements`);
});

const PERFT_POSITIONS = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 8902],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 97862],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 2812],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 9467],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 62379],
  ['position 6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 89890],
];

for (const [name, fen, known] of PERFT_POSITIONS) {
  test(`perft(3) of ${name} agrees with chess.js and the published number`, () => {
    const mine = perft('chess', fen, 3);
    assert.equal(new Chess(fen).perft(3), known, 'chess.js itself');
    assert.equal(mine, known);
  });
}
