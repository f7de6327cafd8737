// fenboard's Grand chess and Coregal against an independent implementation, Fairy-Stockfish (npm `ffish`,
// wasm), on positions from seeded random games: legal moves (as sets of UCI strings), check (and which
// royal pieces are attacked), checkmate / stalemate with the winner, the position after a move, and perft.
//
// Conventions that differ, and how they are reconciled (none of them hides a disagreement about which
// moves are legal):
// - Grand letters (vchess-variants.md §4.5): fenboard (as vchess) writes the marshall (R+N) `m` and the
//   cardinal (B+N) `c`; Fairy-Stockfish writes the same pieces `c` (chancellor) and `a` (archbishop).
//   Translated both ways, in FEN positions and in promotion suffixes of UCI moves.
// - FEN fields: fenboard writes vchess FEN, `<position> <turn> <movesCount> [flags] <ep>` (§1.1; Coregal has
//   the 8-letter flags of §3.3, Grand no flags field); Fairy-Stockfish writes standard FEN,
//   `<position> <turn> <castling> <ep> <halfmove> <fullmove>`. movesCount (plies from a white-to-move start)
//   <-> fullmove = movesCount / 2 + 1; vchess has no halfmove clock, 0 is written. Fairy-Stockfish writes
//   the en passant square only when an en passant capture is legal, vchess after every double step
//   (§1.5): where only that differs, the test checks that fenboard has no en passant capture there.
// - Castling (Coregal only; Grand has none): fenboard's uci is the king's move (`e1g1`, as Fairy-Stockfish writes
//   it, not in Chess960 mode) from the standard array, and the royal piece's square + its rook's square (`e1h1`)
//   where the royal piece could go there by itself (the queen: `d1a1`) or in a random array; its `to` is the
//   royal's landing square. So from + to is compared. The games start from the standard
//   array, where the king is the right royal and castles to g1/c1 as in chess (§3.4 table), like FSF.
// - Queen castling (Coregal): Fairy-Stockfish's coregal castles with the king only (§3 "Cross-check"; §9).
//   fenboard's queen castles (`castle` set, piece Q/q) are therefore left out of the set compared with
//   ffish, and the Fairy-Stockfish castling field carries the king's rights only. To show that leaving
//   them out hides nothing, every Coregal position is also compared a second time in the form "the same
//   position with the queens' castling flags cleared" (the FSF FEN translated back to vchess: queen flag
//   `i`), where fenboard's full move list, move count and outcome must equal ffish's, and must equal the
//   first list without its queen castles. Queen castling itself is tested below against hand-derived
//   positions (§3.4, §3.6, README decisions Q1-Q3).
//
// Known disagreements are listed in EXPLAINED with the rule behind them; anything else fails the test.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves, status, play, perft, startFen, mulberry32 } from './_fenboard.mjs';
import { ffishVersion, withBoard, ffishPerft } from '../../scripts/ffish.mjs';

const SEED = 20261201;
const MIN_POSITIONS = 320;

// ---------------------------------------------------------------------------
// Translation between fenboard (vchess) and Fairy-Stockfish notation.

const GRAND_TO_FSF = { m: 'c', c: 'a', M: 'C', C: 'A' };
const GRAND_FROM_FSF = { c: 'm', a: 'c', C: 'M', A: 'C' };
const mapLetters = (text, table) => text.replace(/[a-zA-Z]/g, (ch) => table[ch] ?? ch);

const FILES = 'abcdefghij';

/** The back-rank rows of an 8x8 position field, white's (rank 1) and black's (rank 8), expanded. */
function expandRow(row) {
  return row.replace(/\d+/g, (n) => '.'.repeat(Number(n)));
}

/** Fairy-Stockfish's castling field for a Coregal position: the king's rights only (see the header). */
function coregalKingCastling(position, flags) {
  const rows = position.split('/');
  let out = '';
  for (const [ci, color] of [[0, 'w'], [1, 'b']]) {
    const group = flags.slice(ci * 4, ci * 4 + 4);
    const back = expandRow(rows[color === 'w' ? 7 : 0]);
    const king = color === 'w' ? 'K' : 'k';
    const kingFile = FILES[back.indexOf(king)];
    if (back.indexOf(king) < 0 || (group[1] !== kingFile && group[2] !== kingFile)) continue;
    // Standard array only: rooks on a/h, the king on e is the right royal (flags[2]).
    if (kingFile !== 'e' || group[2] !== 'e') throw new Error(`unsupported castling flags ${flags} for ${position}`);
    let rights = '';
    if (group[3] !== 'i') {
      if (group[3] !== 'h') throw new Error(`unsupported castling flags ${flags}`);
      rights += 'K';
    }
    if (group[0] !== 'i') {
      if (group[0] !== 'a') throw new Error(`unsupported castling flags ${flags}`);
      rights += 'Q';
    }
    out += color === 'w' ? rights : rights.toLowerCase();
  }
  return out || '-';
}

/** fenboard FEN -> Fairy-Stockfish FEN. */
function toFsf(variant, fen) {
  const f = fen.split(' ');
  const fullmove = Math.floor(Number(f[2]) / 2) + 1;
  if (variant === 'grand') {
    const [position, turn, , ep] = f;
    return `${mapLetters(position, GRAND_TO_FSF)} ${turn} - ${ep} 0 ${fullmove}`;
  }
  const [position, turn, , flags, ep] = f;
  return `${position} ${turn} ${coregalKingCastling(position, flags)} ${ep} 0 ${fullmove}`;
}

/** Fairy-Stockfish FEN -> fenboard FEN (Coregal: the queens get no castling flag). */
function fromFsf(variant, fsfFen) {
  const [position, turn, castling, ep, , fullmove] = fsfFen.split(' ');
  const plies = (Number(fullmove) - 1) * 2 + (turn === 'b' ? 1 : 0);
  if (variant === 'grand') return `${mapLetters(position, GRAND_FROM_FSF)} ${turn} ${plies} ${ep}`;
  let flags = '';
  for (const [k, q] of [['K', 'Q'], ['k', 'q']]) {
    const [short, long] = [castling.includes(k), castling.includes(q)];
    flags += `${long ? 'a' : 'i'}i${short || long ? 'e' : 'i'}${short ? 'h' : 'i'}`;
  }
  return `${position} ${turn} ${plies} ${flags} ${ep}`;
}

const isQueenCastle = (m) => m.castle && m.piece.toLowerCase() === 'q';

/** fenboard Move -> Fairy-Stockfish UCI (null for the queen castles FSF does not have). */
function fsfUci(variant, m) {
  if (variant === 'grand') return m.uci.replace(/[a-z]$/, (ch) => GRAND_TO_FSF[ch] ?? ch);
  if (m.castle) return isQueenCastle(m) ? null : m.from + m.to;
  return m.uci;
}

// ---------------------------------------------------------------------------
// Disagreements that are understood. Each: { variant, kind, why (rule reference), test(detail) }.
// kind is one of: moves, check, outcome, after. The test logs every explained one.
const EXPLAINED = [];

function explain(variant, kind, detail) {
  return EXPLAINED.find((e) => e.variant === variant && e.kind === kind && e.test(detail)) ?? null;
}

// ---------------------------------------------------------------------------
// The sample: positions from seeded random games played with fenboard's legalMoves/play. The move choice
// is biased to reach the interesting positions: a mating move is taken when there is one (80%), else a
// capture (35%; captured pieces are what Grand promotes to, and trades lead to endgames and mates), else a
// promotion when one exists (50%), else any legal move. Positions: every SAMPLE_EVERY-th ply, the first
// position of a game that shows a feature, and the final position of a game when it is a mate or a
// stalemate. Games go on until the sample is big enough and every wanted feature is represented.

const GAME = {
  grand: { maxPlies: 320, sampleEvery: 7, maxGames: 150 },
  coregal: { maxPlies: 260, sampleEvery: 5, maxGames: 250 },
};
const WANT = {
  grand: { promotion: 8, optionalPromotion: 5, enPassant: 5, check: 20, checkmate: 3 },
  coregal: { promotion: 8, enPassant: 5, check: 20, queenChecked: 10, castling: 8, queenCastling: 5, checkmate: 3 },
};

function features(variant, fen, moves, st) {
  const f = {
    promotion: moves.some((m) => m.promotion),
    enPassant: moves.some((m) => m.piece.toLowerCase() === 'p' && m.captured.length && m.captured[0] !== m.to),
    check: st.check,
    checkmate: st.outcome?.reason === 'checkmate',
    stalemate: st.outcome?.reason === 'stalemate',
  };
  if (variant === 'grand') {
    // A pawn move to rank 8 or 9 (black 3 or 2) that may stay a pawn or promote (§4.3).
    f.optionalPromotion = moves.some((m) => m.promotion && moves.some((n) => n.uci === m.from + m.to));
    // A pawn that may not go to the last rank because nothing is available to promote to (§4.3).
    const rows = fen.split(' ')[0].split('/');
    const stuck = (row, pawn) => rows[row].includes(pawn) && !moves.some((m) => m.piece === pawn && m.to.endsWith(row === 1 ? '10' : '1'));
    f.stuckPawn = stuck(1, 'P') || stuck(8, 'p');
  } else {
    f.castling = moves.some((m) => m.castle && !isQueenCastle(m));
    f.queenCastling = moves.some(isQueenCastle);
    f.queenChecked = st.checkedSquares.some((sq) => !isKingOn(fen, sq));
  }
  return f;
}

function isKingOn(fen, square) {
  const rows = fen.split(' ')[0].split('/').map(expandRow);
  const file = FILES.indexOf(square[0]);
  const rank = Number(square.slice(1));
  return 'Kk'.includes(rows[rows.length - rank][file]);
}

function pickMove(moves, rand) {
  const mates = moves.filter((m) => m.san.endsWith('#'));
  if (mates.length && rand() < 0.8) return mates[Math.floor(rand() * mates.length)];
  const captures = moves.filter((m) => m.captured.length);
  if (captures.length && rand() < 0.35) return captures[Math.floor(rand() * captures.length)];
  const promotions = moves.filter((m) => m.promotion);
  if (promotions.length && rand() < 0.5) return promotions[Math.floor(rand() * promotions.length)];
  return moves[Math.floor(rand() * moves.length)];
}

function randomGames(variant, seed) {
  const rand = mulberry32(seed);
  const want = WANT[variant];
  const { maxPlies, sampleEvery, maxGames } = GAME[variant];
  const positions = new Map(); // fen -> features present
  const count = { games: 0, checkmate: 0, stalemate: 0, stuckPawn: 0 };
  for (const k of Object.keys(want)) count[k] = 0;
  const short = (k) => (count[k] ?? 0) < (want[k] ?? 0);
  const covered = () => positions.size >= MIN_POSITIONS && Object.keys(want).every((k) => !short(k));

  while (!covered() && count.games < maxGames) {
    count.games++;
    let fen = startFen(variant);
    const seenInGame = new Set();
    for (let ply = 0; ply <= maxPlies; ply++) {
      const moves = legalMoves(variant, fen);
      const st = status(variant, fen);
      const feats = features(variant, fen, moves, st);
      const present = Object.keys(feats).filter((k) => feats[k]);
      const firstInGame = present.some((k) => !seenInGame.has(k));
      const final = moves.length === 0 || st.outcome !== null;
      const take =
        positions.size < MIN_POSITIONS ? ply % sampleEvery === 0 || firstInGame || final : present.some(short) || final;
      present.forEach((k) => seenInGame.add(k));
      if (take && !positions.has(fen)) {
        positions.set(fen, present);
        for (const k of present) count[k] = (count[k] ?? 0) + 1;
      }
      if (final) break;
      fen = play(variant, fen, pickMove(moves, rand).uci);
    }
  }
  return { positions, count };
}

// ---------------------------------------------------------------------------
// Comparing one position.

function setDiff(a, b) {
  const sb = new Set(b);
  return [...new Set(a)].filter((x) => !sb.has(x)).sort();
}

/** Everything ffish says about a position. */
function ffishView(variant, fsfFen) {
  return withBoard(variant, fsfFen, (b) => {
    const moves = b.legalMoves();
    return {
      moves: moves ? moves.split(' ') : [],
      check: b.isCheck(),
      checked: b.checkedPieces() ? b.checkedPieces().split(' ').sort() : [],
      result: b.result(),
      fen: b.fen(),
    };
  });
}

const expectedResult = (outcome) =>
  outcome?.reason === 'checkmate' ? (outcome.winner === 'w' ? '1-0' : '0-1') : outcome?.reason === 'stalemate' ? '1/2-1/2' : null;

/**
 * Compares fenboard and ffish on one fenboard FEN; `full` says that fenboard's whole move list is compared
 * (no queen castle possible), else queen castles are left out. Returns [{kind, detail, text}].
 */
function compare(variant, fen, full) {
  const out = [];
  const fsfFen = toFsf(variant, fen);
  const theirs = ffishView(variant, fsfFen);
  const mineAll = legalMoves(variant, fen);
  const mine = full ? mineAll : mineAll.filter((m) => !isQueenCastle(m));
  if (full && mine.some(isQueenCastle)) out.push({ kind: 'setup', text: `${fen}: a queen castle where the flags give the queens none` });
  const mineUci = mine.map((m) => fsfUci(variant, m));
  const missing = setDiff(theirs.moves, mineUci);
  const extra = setDiff(mineUci, theirs.moves);
  if (missing.length || extra.length) {
    out.push({ kind: 'moves', detail: { fen, fsfFen, missing, extra }, text: `${fen} (ffish ${fsfFen}): fenboard misses [${missing}] and has extra [${extra}]` });
  }
  if (new Set(mineUci).size !== mineUci.length) out.push({ kind: 'moves', detail: { fen }, text: `${fen}: two fenboard moves map to one ffish move` });

  const st = status(variant, fen);
  const checked = [...st.checkedSquares].sort();
  if (st.check !== theirs.check || JSON.stringify(checked) !== JSON.stringify(theirs.checked)) {
    out.push({ kind: 'check', detail: { fen, st, theirs }, text: `${fen}: fenboard check ${st.check} [${checked}], ffish ${theirs.check} [${theirs.checked}]` });
  }
  // Game end: mate / stalemate, with the winner. The move count compared is the one of the compared set.
  const noMoves = mine.length === 0;
  const mineEnd = noMoves ? (st.check ? (st.turn === 'w' ? '0-1' : '1-0') : '1/2-1/2') : null;
  const theirEnd = theirs.moves.length === 0 ? theirs.result : null;
  if (mineEnd !== theirEnd) out.push({ kind: 'outcome', detail: { fen, st, theirs }, text: `${fen}: fenboard end ${mineEnd}, ffish ${theirEnd} (${theirs.result})` });
  if (full || mineAll.length === mine.length) {
    const reason = st.outcome?.reason ?? null;
    if (['checkmate', 'stalemate'].includes(reason) || noMoves) {
      if (expectedResult(st.outcome) !== mineEnd) out.push({ kind: 'outcome', detail: { fen, st }, text: `${fen}: fenboard status.outcome ${JSON.stringify(st.outcome)} with ${mine.length} moves` });
    }
    if (st.legalMoveCount !== mineAll.length) out.push({ kind: 'outcome', text: `${fen}: legalMoveCount ${st.legalMoveCount}, ${mineAll.length} moves` });
  }
  // The FEN round trip: ffish's own FEN of the position, translated back, is a position fenboard reads to
  // the same moves (Coregal: the queens' castling flags are lost, §header).
  const back = fromFsf(variant, theirs.fen);
  const backMoves = legalMoves(variant, back).map((m) => m.uci).sort();
  const expectMoves = mineAll.filter((m) => !isQueenCastle(m)).map((m) => m.uci).sort();
  if (JSON.stringify(backMoves) !== JSON.stringify(expectMoves)) out.push({ kind: 'roundtrip', text: `${fen}: via ffish's FEN ${theirs.fen} -> ${back}: other moves` });
  return out;
}

/** The FEN after a move in both engines (fenboard translated to FSF form; halfmove clock ignored). */
function compareAfter(variant, fen, m) {
  const after = play(variant, fen, m.uci);
  const uci = fsfUci(variant, m);
  const theirs = withBoard(variant, toFsf(variant, fen), (b) => (b.push(uci) ? b.fen() : null));
  if (theirs === null) return [{ kind: 'after', text: `${fen}: ffish refuses ${uci}` }];
  const a = toFsf(variant, after).split(' ');
  const t = theirs.split(' ');
  const same = [0, 1, 2, 5].every((i) => a[i] === t[i]);
  const epOk = a[3] === t[3] || (t[3] === '-' && !legalMoves(variant, after).some((x) => x.piece.toLowerCase() === 'p' && x.captured.length && x.captured[0] !== x.to));
  return same && epOk ? [] : [{ kind: 'after', detail: { fen, m, after, theirs }, text: `${fen}: after ${m.uci}: fenboard ${after} (= ${a.join(' ')}), ffish ${theirs}` }];
}

// ---------------------------------------------------------------------------

console.log(`# ffish ${ffishVersion}`);

for (const variant of ['grand', 'coregal']) {
  describe(`${variant} against Fairy-Stockfish`, () => {
    const { positions, count } = randomGames(variant, SEED + (variant === 'grand' ? 0 : 1));
    const summary = `${positions.size} positions from ${count.games} games: ${JSON.stringify(count)}`;

    function report(problems, label) {
      const unexplained = [];
      for (const p of problems) {
        const e = explain(variant, p.kind, p.detail);
        if (e) console.log(`# explained (${e.why}): ${p.text}`);
        else unexplained.push(p.text);
      }
      console.log(`# ${variant} ${label}: ${problems.length} disagreements, ${unexplained.length} unexplained`);
      assert.deepEqual(unexplained.slice(0, 20), [], `${unexplained.length} unexplained disagreements`);
    }

    test(`the sample has ${MIN_POSITIONS}+ positions with every wanted feature`, () => {
      console.log(`# ${variant} sample: ${summary}`);
      assert.ok(positions.size >= MIN_POSITIONS, summary);
      for (const [k, n] of Object.entries(WANT[variant])) assert.ok((count[k] ?? 0) >= n, `too few positions with ${k}: ${summary}`);
    });

    test('legal moves (as sets), check, checked royals and mate/stalemate agree', () => {
      const problems = [];
      for (const fen of positions.keys()) problems.push(...compare(variant, fen, variant === 'grand'));
      report(problems, 'positions');
    });

    if (variant === 'coregal') {
      test('the same positions with the queens castling flags cleared: full move lists and outcomes agree', () => {
        const problems = [];
        let changed = 0;
        for (const fen of positions.keys()) {
          const cleared = fromFsf(variant, toFsf(variant, fen));
          if (cleared.split(' ')[3] !== fen.split(' ')[3]) changed++;
          problems.push(...compare(variant, cleared, true));
          const a = legalMoves(variant, cleared).map((m) => m.uci).sort();
          const b = legalMoves(variant, fen).filter((m) => !isQueenCastle(m)).map((m) => m.uci).sort();
          if (JSON.stringify(a) !== JSON.stringify(b)) problems.push({ kind: 'cleared', text: `${fen}: clearing the queen flags changes more than the queen castles` });
        }
        console.log(`# coregal: ${changed} of ${positions.size} positions had a queen castling flag`);
        assert.ok(changed > 20, 'few positions with queen castling flags');
        report(problems, 'cleared positions');
      });
    }

    test('the position after a move agrees (one random move and every special move per position)', () => {
      const rand = mulberry32(SEED + 7);
      const problems = [];
      let n = 0;
      for (const fen of positions.keys()) {
        const moves = legalMoves(variant, fen).filter((m) => !isQueenCastle(m));
        if (!moves.length) continue;
        const picks = new Set([moves[Math.floor(rand() * moves.length)]]);
        for (const m of moves) if (m.castle || m.promotion || (m.captured.length && m.captured[0] !== m.to)) picks.add(m);
        for (const m of picks) {
          n++;
          problems.push(...compareAfter(variant, fen, m));
        }
      }
      console.log(`# ${variant}: ${n} moves played in both`);
      report(problems, 'moves played');
    });

    test('perft agrees with a recursive count through ffish', () => {
      const fens = [...positions.keys()];
      const withFeature = (k) => fens.find((f) => positions.get(f).includes(k) && !positions.get(f).includes('checkmate'));
      const picks = [
        [startFen(variant), 3],
        [withFeature('promotion'), 2],
        [withFeature('enPassant'), 2],
        [withFeature('check'), 3],
        [fens[Math.floor(fens.length / 2)], 2],
        [fens.filter((f) => legalMoves(variant, f).length > 0).at(-1), 2],
      ];
      if (variant === 'grand') picks.push([withFeature('optionalPromotion'), 2]);
      // Coregal: the queens' castling flags are cleared (FSF castles with the king only).
      const rows = [];
      for (const [fen0, depth] of picks) {
        const fen = variant === 'coregal' ? fromFsf(variant, toFsf(variant, fen0)) : fen0;
        const mine = perft(variant, fen, depth);
        const theirs = ffishPerft(variant, toFsf(variant, fen), depth);
        rows.push(`${fen} d${depth}: ${mine}`);
        assert.equal(mine, theirs, `perft(${depth}) of ${fen}`);
      }
      console.log(`# ${variant} perft:\n#   ${rows.join('\n#   ')}`);
    });
  });
}

// ---------------------------------------------------------------------------
// Hand-made positions for what random games rarely reach, compared with ffish the same way. `expect` is
// what the rules say (checked on fenboard first, so that the position shows what it is meant to show).

const CURATED = {
  grand: [
    // README decisions (Grand): a pawn that cannot promote cannot go to the last rank, but still gives check.
    { why: 'stuck pawn on d9 gives check (white has all its pieces)', fen: '4k5/3P6/10/10/10/10/10/10/1NBQKMCBN1/R8R b 0 -', expect: { check: true, moves: 2 } },
    { why: 'stalemate (§4.2)', fen: 'k9/2Q7/10/10/10/10/10/10/10/9K b 0 -', expect: { outcome: 'stalemate' } },
    { why: 'promotion on rank 10 only to the captured marshall and rook, also by capture (§4.3-4.4)', fen: '3r1r3k/4P5/10/10/10/10/10/10/1NBQK1CBN1/R9 w 0 -', expect: { promotions: ['e9d10m', 'e9d10r', 'e9e10m', 'e9e10r', 'e9f10m', 'e9f10r'] } },
    { why: 'black promotes: optional on rank 2, forced on rank 1, only to the queen and cardinal it lost', fen: '10/r3k4r/1nb2m1bn1/10/10/10/10/10/3p2p3/1K8 b 0 -', expect: { promotions: ['d2d1c', 'd2d1q', 'g2g1c', 'g2g1q'] } },
    { why: 'black promotes on rank 3 (optional) and 2', fen: '10/r3k4r/1nb2m1bn1/10/10/10/3p6/6p3/10/1K8 b 0 -', expect: { promotions: ['d4d3c', 'd4d3q', 'g3g2c', 'g3g2q'] } },
    { why: 'en passant after a double step from rank 8 (§4.2)', fen: '9k/10/10/10/3pP5/10/10/10/10/K9 w 1 d7', expect: { enPassant: 'e6d7' } },
  ],
  coregal: [
    { why: 'stalemate with a boxed royal queen (§3.1)', fen: 'k5bq/p1K2p1p/P4P1P/4P3/8/8/8/4Q3 b 10 iiiiiiii -', expect: { outcome: 'stalemate' } },
    { why: 'king and queen attacked at once: both are checked squares (§3.1)', fen: '6kq/6pp/8/8/b7/3n4/8/3QK3 w 0 iiiiiiii -', expect: { check: true, checked: ['d1', 'e1'] } },
    { why: 'the king may not castle while its queen stays attacked (§3.4 (e), test C12)', fen: '6kq/6pp/8/8/b7/8/8/3QK2R w 0 iiehiiii -', expect: { check: true, castles: [] } },
    { why: 'promotion to a queen that would stand attacked is illegal, to R/B/N not (§3.2)', fen: '1rk4q/P5pp/8/8/8/8/6K1/3Q4 w 0 iiiiiiii -', expect: { promotions: ['a7a8b', 'a7a8n', 'a7a8r', 'a7b8b', 'a7b8n', 'a7b8r'] } },
    { why: 'a knight pinned against its queen may not move (§3.1)', fen: '6kq/6pp/8/8/8/2b5/3N4/4Q1K1 w 0 iiiiiiii -', expect: { noMovesFrom: 'd2' } },
  ],
};

for (const variant of ['grand', 'coregal']) {
  test(`${variant}: hand-made positions agree with Fairy-Stockfish and the rules`, () => {
    const problems = [];
    for (const { why, fen, expect } of CURATED[variant]) {
      const moves = legalMoves(variant, fen);
      const st = status(variant, fen);
      const ucis = (f) => moves.filter(f).map((m) => m.uci).sort();
      if ('check' in expect) assert.equal(st.check, expect.check, why);
      if ('moves' in expect) assert.equal(moves.length, expect.moves, why);
      if ('outcome' in expect) assert.equal(st.outcome?.reason, expect.outcome, why);
      if ('checked' in expect) assert.deepEqual([...st.checkedSquares].sort(), expect.checked, why);
      if ('promotions' in expect) assert.deepEqual(ucis((m) => m.promotion), expect.promotions, why);
      if ('castles' in expect) assert.deepEqual(ucis((m) => m.castle), expect.castles, why);
      if ('enPassant' in expect) assert.ok(moves.some((m) => m.uci === expect.enPassant && m.captured[0] !== m.to), why);
      if ('noMovesFrom' in expect) assert.deepEqual(ucis((m) => m.from === expect.noMovesFrom), [], why);
      for (const p of compare(variant, fen, true)) {
        const e = explain(variant, p.kind, p.detail);
        if (!e) problems.push(`${why}: ${p.text}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

// ---------------------------------------------------------------------------
// Coregal queen castling, which Fairy-Stockfish does not have: positions of our own, expectations derived
// by hand from vchess-variants.md §3.4 (who castles, where the pieces land, conditions (a)-(e)) and the
// decisions in shared/rules/README.md (Q1: a rook that moves or castles loses its right; Q2: only with a
// rook; Q3: only from the first rank). Each castle: [uci, san, where the royal lands, where the rook lands].

describe('Coregal queen castling (hand-derived; not in Fairy-Stockfish)', () => {
  const castles = (fen) =>
    legalMoves('coregal', fen)
      .filter((m) => m.castle)
      .map((m) => [m.uci, m.san, m.to, m.castle.rookTo])
      .sort((a, b) => a[0].localeCompare(b[0]));
  // King gone to g2: the queen (left royal, flag d) castles with either rook.
  const FREE = '6kq/6pp/8/8/8/8/6K1/R2Q3R w 0 adihiiii -';

  test('the left royal queen castles short with the a-rook (b1/c1) and long with the h-rook (f1/e1)', () => {
    assert.deepEqual(castles(FREE), [
      ['d1a1', 'QO-O', 'b1', 'c1'],
      ['d1h1', 'QO-O-O', 'f1', 'e1'],
    ]);
    // After either castle no white royal may castle any more, so no white flag is left at all.
    assert.equal(play('coregal', FREE, 'd1h1'), '6kq/6pp/8/8/8/8/6K1/R3RQ2 b 1 iiiiiiii -');
    assert.equal(play('coregal', FREE, 'QO-O'), '6kq/6pp/8/8/8/8/6K1/1QR4R b 1 iiiiiiii -');
  });

  test('not through, onto or out of an attacked square; the rook square may be attacked', () => {
    // e1 attacked (crossed on the way to f1): only the short castle.
    assert.deepEqual(castles('4r1kq/6pp/8/8/8/8/6K1/R2Q3R w 0 adihiiii -').map((c) => c[0]), ['d1a1']);
    // b1 (destination) or c1 (crossed) attacked: only the long castle.
    assert.deepEqual(castles('1r4kq/6pp/8/8/8/8/6K1/R2Q3R w 0 adihiiii -').map((c) => c[0]), ['d1h1']);
    assert.deepEqual(castles('2r3kq/6pp/8/8/8/8/6K1/R2Q3R w 0 adihiiii -').map((c) => c[0]), ['d1h1']);
    // The queen attacked (in check): no castle out of it.
    assert.deepEqual(castles('6kq/6pp/8/8/b7/8/6K1/R2Q3R w 0 adihiiii -'), []);
    // Only a1 attacked (the rook's square, which the queen does not cross): both castles.
    assert.deepEqual(castles('r5kq/6pp/8/8/8/8/6K1/R2Q3R w 0 adihiiii -').map((c) => c[0]), ['d1a1', 'd1h1']);
  });

  test('the standard array: O-O, ...QO-O, QO-O gives the seed diagram 1QR2RK1 (§3.6, C10); flags follow Q1', () => {
    const start = 'r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w 0 adehadeh -';
    assert.deepEqual(castles(start), [
      ['d1a1', 'QO-O', 'b1', 'c1'],
      ['e1g1', 'O-O', 'g1', 'f1'],
    ]);
    const a = play('coregal', start, 'O-O');
    assert.equal(a, 'r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2Q1RK1 b 1 adiiadeh -', 'the king and the castled rook lose their flags');
    const b = play('coregal', a, 'QO-O');
    assert.equal(b, '1qr1k2r/pppppppp/8/8/8/8/PPPPPPPP/R2Q1RK1 w 2 adiiiieh -');
    const c = play('coregal', b, 'QO-O');
    assert.equal(c, '1qr1k2r/pppppppp/8/8/8/8/PPPPPPPP/1QR2RK1 b 3 iiiiiieh -');
  });

  test("black's queen castles long across the king's side: queen f8, rook e8 (§3.4 table, not the seed's picture, Q6)", () => {
    const fen = 'r2q3r/ppppppkp/6p1/8/8/8/PPPPPPPP/R2QK2R b 6 adehadih -';
    assert.deepEqual(castles(fen), [
      ['d8a8', 'QO-O', 'b8', 'c8'],
      ['d8h8', 'QO-O-O', 'f8', 'e8'],
    ]);
    assert.equal(play('coregal', fen, 'QO-O-O'), 'r3rq2/ppppppkp/6p1/8/8/8/PPPPPPPP/R2QK2R w 7 adehiiii -');
  });

  test('a rook that moved and came back has lost its right (Q1)', () => {
    let fen = 'r2qk2r/pppppppp/8/8/8/8/1PPPPPPP/R2QK2R w 0 adehadeh -';
    for (const m of ['a1a2', 'a7a6', 'a2a1', 'a6a5']) fen = play('coregal', fen, m);
    assert.equal(fen.split(' ')[3], 'idehadeh');
    assert.deepEqual(castles(fen).map((c) => c[0]), ['e1g1']);
  });

  test('a queen off the first rank does not castle, even on the unmoved king file (Q3); the king does', () => {
    assert.deepEqual(castles('6kq/6pp/8/8/8/8/4Q3/R3K2R w 0 aiehiiii -'), [
      ['e1c1', 'O-O-O', 'c1', 'd1'],
      ['e1g1', 'O-O', 'g1', 'f1'],
    ]);
  });

  test('the king may not castle while the queen stays attacked (C12)', () => {
    assert.deepEqual(castles('6kq/6pp/8/8/b7/8/8/3QK2R w 0 iiehiiii -'), []);
  });

  test('a random array with the king left of the queen: king to b1 with the b-rook, queen to g1 with the g-rook', () => {
    assert.deepEqual(castles('1r1kq1r1/pppppppp/8/8/8/8/PPPPPPPP/1R1KQ1R1 w 0 bdegbdeg -'), [
      ['d1b1', 'O-O', 'b1', 'c1'],
      ['e1g1', 'QO-O', 'g1', 'f1'],
    ]);
  });
});
