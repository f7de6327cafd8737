// fenboard's definitions of lichess's variants (variants/kingofthehill.json, 3check, racingkings, antichess, atomic,
// horde) against chessops, lichess's rules in TypeScript, an implementation independent of Fairy-Stockfish (which
// define-oracle.test.mjs compares them with): the perft suites chessops publishes for them, and 1,000+ positions of
// seeded random games each, where the legal moves, check, the outcome and the FEN after every legal move must agree.
//
// Conventions that differ, reconciled without hiding a disagreement about the rules:
// - Castling: chessops' dests give the king's square and the rook's (e1h1), which fenboard's `castle.rook` gives.
// - chessops' dests list one destination per promoting pawn move; fenboard lists one move per piece it may
//   become, which must be the game's promotion pieces.
// - The en passant field: both name the square only where a capture is possible; where they differ, the position
//   with the other square must have no en passant capture.
// Disagreements that are understood are listed in EXPLAINED with the rule behind each; any other fails.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseFen, makeFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import { makeSquare, parseUci } from 'chessops/util';
import { teach } from './_fenboard.mjs';
import { report, assertSample, randomSample, playedAfterEnd } from './_oracle.mjs';

const { defineVariant, legalMoves, status, play, perft } = teach;

// fenboard's id (Fairy-Stockfish's) -> chessops' rules.
const RULES = {
  kingofthehill: 'kingofthehill',
  '3check': '3check',
  racingkings: 'racingkings',
  antichess: 'antichess',
  atomic: 'atomic',
  horde: 'horde',
};
const DEFS = {};
for (const id of Object.keys(RULES)) {
  DEFS[id] = JSON.parse(readFileSync(new URL(`../../variants/${id}.json`, import.meta.url), 'utf8'));
  defineVariant(DEFS[id]);
}

// chessops' published perft suites for these games (src/variant.test.ts: positions from lichess, shakmaty and
// scalachess), depth 1 to 3. A FEN without clocks reads as `0 1`.
const SUITES = [
  ['racingkings', '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - -', 21, 421, 11264],
  ['racingkings', '4brn1/2K2k2/8/8/8/8/8/8 w - -', 6, 33, 178],
  ['horde', 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq -', 8, 128, 1274],
  ['horde', '4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - -', 30, 241, 6633],
  ['horde', 'k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - -', 13, 172, 2205],
  ['atomic', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -', 20, 400, 8902],
  ['atomic', 'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq -', 40, 1238, 45237],
  ['atomic', 'rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq -', 28, 833, 23353],
  ['atomic', '8/8/8/8/8/8/2k5/rR4KR w KQ -', 18, 180, 4364],
  ['atomic', 'r3k1rR/5K2/8/8/8/8/8/8 b kq -', 25, 282, 6753],
  ['atomic', 'Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq -', 21, 465, 10631],
  ['atomic', 'rnbqk2r/pp1p2pp/2p3Nn/5p2/1b2P1PP/8/PPP2P2/R1BQKB1R w KQkq -', 5, 132, 4973],
  ['antichess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -', 20, 400, 8067],
  ['antichess', '8/1p6/8/8/8/8/P7/8 w - -', 2, 4, 4],
  ['antichess', '8/2p5/8/8/8/8/P7/8 w - -', 2, 4, 4],
  ['3check', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1', 48, 2039, 97848],
  ['3check', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1', 26, 562, 13410],
];

test('chessops\' perft suites of the lichess variants', () => {
  for (const [game, fen, ...counts] of SUITES) {
    const full = `${fen} 0 1`;
    const mine = counts.map((_, d) => perft(game, full, d + 1));
    assert.deepEqual(mine, counts, `${game} ${fen}`);
  }
  console.log(`# ${SUITES.length} positions of chessops' suites, to depth 3: all agree`);
});

// ---------------------------------------------------------------------------
// Disagreements that are understood: { game (or '*'), kind, why, test(detail) }.
const EXPLAINED = [
  {
    game: '*',
    kind: 'outcome',
    why: "chessops' outcome leaves the fifty-move rule to a claim; fenboard's definitions end the game at the hundredth halfmove without a capture or a pawn move",
    test: (d) => d.mine === 'draw' && d.theirs === 'ongoing' && d.reason === 'fifty-moves',
  },
  {
    game: ['atomic', 'horde', 'antichess'],
    kind: 'outcome',
    why: "lichess draws by its own insufficient-material rules for these games (chessops' hasInsufficientMaterial: bishops that cannot explode each other, a horde that cannot mate...), finer than a definition's list of kinds; fenboard plays on, as Fairy-Stockfish does",
    test: (d) => d.theirs === 'draw' && d.mine === 'ongoing' && d.insufficient,
  },
];

// ---------------------------------------------------------------------------
// The sample: positions of seeded random games played by fenboard (a capture 35% of the time when there is one,
// a promotion 50%), every third ply, the first of a game to show a feature, and the last.

const SEED = 20261206;
const MIN_POSITIONS = 1000;
const MAX_GAMES = 300;
const MAX_PLIES = 240;
const WANT = {
  kingofthehill: { castling: 5, enPassant: 3, check: 20, checkmate: 3, region: 3 },
  '3check': { castling: 5, enPassant: 3, check: 20, checks: 3 },
  racingkings: { region: 5 },
  antichess: { enPassant: 3, promotion: 5, extinction: 3, stalemate: 1 },
  atomic: { castling: 5, enPassant: 3, promotion: 5, check: 20, extinction: 3 },
  horde: { enPassant: 3, promotion: 5, check: 20, checkmate: 3 },
};

function features(moves, st) {
  return {
    castling: moves.some((m) => m.castle),
    enPassant: moves.some((m) => m.captured.length > 0 && m.captured[0] !== m.to),
    promotion: moves.some((m) => m.promotion),
    check: st.check,
    checkmate: st.outcome?.reason === 'checkmate',
    stalemate: st.outcome?.reason === 'stalemate',
    extinction: st.outcome?.reason === 'extinction',
    region: st.outcome?.reason === 'region',
    checks: st.outcome?.reason === 'checks',
  };
}

/** A capture 35% of the time when there is one, else a promotion half the time, else any move. */
function pickMove(moves, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const captures = moves.filter((m) => m.captured.length);
  const promotions = moves.filter((m) => m.promotion);
  return captures.length && rand() < 0.35 ? pick(captures) : promotions.length && rand() < 0.5 ? pick(promotions) : pick(moves);
}

function sample(game, seed) {
  return randomSample({
    api: teach,
    game,
    start: DEFS[game].start,
    seed,
    want: WANT[game],
    min: MIN_POSITIONS,
    maxGames: MAX_GAMES,
    maxPlies: MAX_PLIES,
    features,
    pick: pickMove,
  });
}

// ---------------------------------------------------------------------------
// Comparing one position.

const opsPosition = (game, fen) => setupPosition(RULES[game], parseFen(fen).unwrap());
const opsFen = (pos) => makeFen(pos.toSetup());
const keyOf = (m) => (m.castle ? m.from + m.castle.rook : m.from + m.to);
const promotionPieces = (game) => DEFS[game].pawns.promotion.pieces;
const winnerOf = (o) => (o === undefined ? 'ongoing' : o.winner === undefined ? 'draw' : o.winner[0]);
const mineOf = (o) => (o === null ? 'ongoing' : o.winner ?? 'draw');

/** The FENs agree but for an en passant square that gives no capture. */
function sameFen(game, mine, theirs) {
  const [a, t] = [mine.split(' '), theirs.split(' ')];
  if (a.length !== t.length || a.some((f, i) => i !== 3 && f !== t[i])) return false;
  if (a[3] === t[3]) return true;
  const capturing = (ep) => legalMoves(game, [...a.slice(0, 3), ep, ...a.slice(4)].join(' ')).some((m) => m.captured.length && m.captured[0] !== m.to);
  return a[3] === '-' ? !capturing(t[3]) : !capturing(a[3]);
}

function compare(game, fen) {
  const out = [];
  const problem = (kind, text, detail = {}) => out.push({ kind, text: `${fen}: ${text}`, detail });
  const setup = opsPosition(game, fen);
  if (setup.isErr) {
    problem('setup', `chessops refuses it: ${setup.error.message}`);
    return out;
  }
  const pos = setup.value;
  const moves = legalMoves(game, fen);
  const st = status(game, fen);
  const mine = new Set(moves.map(keyOf));
  const theirs = new Set();
  for (const [from, tos] of pos.allDests()) for (const to of tos) theirs.add(makeSquare(from) + makeSquare(to));
  const onlyMine = [...mine].filter((k) => !theirs.has(k));
  const onlyTheirs = [...theirs].filter((k) => !mine.has(k));
  if (onlyMine.length || onlyTheirs.length) problem('moves', `only fenboard: ${onlyMine.join(' ') || '-'}; only chessops: ${onlyTheirs.join(' ') || '-'}`);
  for (const m of moves.filter((x) => x.promotion)) {
    const pieces = moves.filter((x) => x.from === m.from && x.to === m.to).map((x) => x.promotion);
    if (pieces.length !== promotionPieces(game).length) problem('moves', `${m.from}${m.to} promotes to ${pieces.join('')}`);
  }
  if (st.check !== pos.isCheck()) problem('check', `check: fenboard ${st.check}, chessops ${pos.isCheck()}`);
  const [a, b] = [mineOf(st.outcome), winnerOf(pos.outcome())];
  if (a !== b) problem('outcome', `fenboard ${JSON.stringify(st.outcome)}, chessops ${b}`, { mine: a, theirs: b, reason: st.outcome?.reason, insufficient: pos.isInsufficientMaterial() });
  if (!sameFen(game, fen, opsFen(pos))) problem('fen', `chessops writes it ${opsFen(pos)}`);
  // A game that is over refuses every move (game-over, naming why): there is no position after it to compare.
  if (st.outcome) {
    const played = playedAfterEnd(play, game, fen, moves, st.outcome);
    if (played) problem('after', played);
    return out;
  }
  for (const m of moves) {
    const after = play(game, fen, m.uci);
    const child = pos.clone();
    child.play(parseUci(m.castle ? m.from + m.castle.rook : m.uci));
    if (!sameFen(game, after, opsFen(child))) problem('after', `after ${m.uci}: fenboard ${after}, chessops ${opsFen(child)}`);
  }
  return out;
}

for (const [i, game] of Object.keys(RULES).entries()) {
  describe(`${game} (a definition) against chessops' ${RULES[game]}`, () => {
    const drawn = sample(game, SEED + i);
    const { positions } = drawn;

    test(`the sample has ${MIN_POSITIONS}+ positions with every wanted feature`, () => {
      assertSample(game, drawn, WANT[game], MIN_POSITIONS);
    });

    test('legal moves, check, outcome, the FEN, and the FEN after every legal move agree', () => {
      const problems = [];
      let moves = 0;
      for (const fen of positions.keys()) {
        problems.push(...compare(game, fen));
        moves += legalMoves(game, fen).length;
      }
      console.log(`# ${game}: ${positions.size} positions, ${moves} moves played in both`);
      report(game, problems, EXPLAINED, 'positions');
    });
  });
}
