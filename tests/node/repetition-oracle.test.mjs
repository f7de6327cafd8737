// Repetition against Fairy-Stockfish (npm `ffish`): a `Game`'s status after every move of seeded random games that
// shuffle pieces back and forth and check where they can, so that positions come back and sides check perpetually,
// against ffish's result with the draw claimed (its n-fold rule, its perpetual check, its value of a repetition) on a
// board that has the same history. The games: chess (threefold, a draw), the shogi family (fourfold; perpetual check
// loses; minishogi's repetition loses for white, tori shogi's for the side that repeated, dobutsu's draws; sho
// shogi's draws whatever the checks, since Fairy-Stockfish plays its kings as pieces whose loss loses, which give no
// check it counts, and its definition says so), xiangqi's (perpetual check loses) and janggi's (perpetual check loses;
// a drawn repetition, the move rule, bikjang left standing and both sides passing in a row go to the count of material
// in janggi, are draws in its traditional and casual rules) and armageddon's (black's draw odds: won by black).
//
// Any disagreement fails. Xiangqi's rule on chasing (a side that chases an unprotected piece with every move of a
// repetition loses), which these games seldom reach, has games of its own below.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fenboard, { Game, mulberry32 } from './_fenboard.mjs';
import { ffish, withBoard } from '../../scripts/ffish.mjs';

const GAMES = [
  'chess', 'shogi', 'minishogi', 'torishogi', 'yarishogi', 'dobutsu', 'judkins', 'gorogoro', 'euroshogi',
  'okisakishogi', 'checkshogi', 'minixiangqi', 'xiangqi', 'manchu', 'kyotoshogi', 'micro', 'mini', 'shoshogi',
  'janggi', 'janggitraditional', 'janggicasual',
  // Armageddon: a repetition won by black, whoever repeats.
  'armageddon',
];
const FULL = process.env.FENBOARD_ORACLE === 'full';
const GAMES_PER_VARIANT = FULL ? 300 : 60;
const MAX_PLIES = 120;

const dir = new URL('../../variants/', import.meta.url);
for (const id of GAMES) {
  if (!fenboard.variants().some((v) => v.id === id)) fenboard.defineVariant(readFileSync(new URL(`${id}.json`, dir), 'utf8'));
}

/** ffish's result as fenboard's winner: 'w', 'b', null for a draw, undefined while the game goes on. */
function ffishWinner(board) {
  const r = board.result(true);
  return { '1-0': 'w', '0-1': 'b', '1/2-1/2': null }[r];
}

/**
 * The next move: a check by the piece that gave the mover's last check (back to where it came from, where it can),
 * else the reverse of the mover's last move, else a check, else any; each of the first three most of the time.
 */
function choose(moves, rand, history) {
  const last = history.at(-2);
  const checks = moves.filter((m) => m.san.includes('+'));
  if (last?.san.includes('+') && rand() < 0.8) {
    const again = checks.filter((m) => m.from === last.to);
    const pick = again.find((m) => m.to === last.from) ?? again[0];
    if (pick) return pick;
  }
  const back = last && moves.find((m) => m.from === last.to && m.to === last.from && !m.promotion);
  if (back && rand() < 0.7) return back;
  if (checks.length && rand() < 0.5) return checks[Math.floor(rand() * checks.length)];
  return moves[Math.floor(rand() * moves.length)];
}

for (const [n, id] of GAMES.entries()) {
  test(`${id}: repetition and perpetual check as Fairy-Stockfish rules them`, () => {
    const rand = mulberry32(0x5eed + n);
    const tally = { plies: 0, repetitions: 0, perpetual: 0, chases: { w: 0, b: 0, draw: 0 }, passes: 0, bikjang: 0, moveRule: 0 };
    const problems = [];
    const start = fenboard.startFen(id);
    const def = fenboard.variantDefinition(id);
    // Where a side that checks perpetually loses (and a check does not win outright), games are played until one has.
    const perpetual = def.perpetualCheckLoses && !def.checks;
    const enough = (g) => g >= GAMES_PER_VARIANT && (!perpetual || tally.perpetual > 0 || g >= 10 * GAMES_PER_VARIANT);
    for (let g = 0; !enough(g) && problems.length < 5; g++) {
      const game = new Game(id, start);
      try {
        withBoard(id, start, (board) => {
          const played = [];
          for (let ply = 0; ply < MAX_PLIES; ply++) {
            const moves = game.legalMoves();
            if (!moves.length) break;
            const m = choose(moves, rand, played);
            game.play(m.uci);
            board.push(m.uci);
            played.push(m);
            tally.plies++;
            const outcome = game.status().outcome;
            const theirs = ffishWinner(board);
            const ours = outcome ? outcome.winner : undefined;
            if (ours !== theirs) {
              problems.push(`${played.map((x) => x.uci).join(' ')}: fenboard ${JSON.stringify(outcome)}, ffish ${board.result(true)}`);
              break;
            }
            if (outcome) {
              if (outcome.reason === 'threefold-repetition') tally.repetitions++;
              if (outcome.reason === 'perpetual-check') tally.perpetual++;
              if (outcome.reason === 'chasing') tally.chases[outcome.winner ?? 'draw']++;
              if (outcome.reason === 'passes') tally.passes++;
              if (outcome.reason === 'bikjang') tally.bikjang++;
              if (outcome.reason === 'fifty-moves') tally.moveRule++;
              break;
            }
          }
        });
      } finally {
        game.free();
      }
    }
    console.log(`${id}: ${tally.plies} plies, ${tally.repetitions} repetitions, ${tally.perpetual} perpetual checks${def.chasing ? `, chases ${JSON.stringify(tally.chases)}` : ''}${def.pass ? `, ${tally.passes} ended by passes, ${tally.bikjang} by bikjang, ${tally.moveRule} by the move rule` : ''}`);
    assert.deepEqual(problems, []);
    // The sample reaches the rules it proves.
    assert.ok(tally.repetitions + tally.perpetual >= GAMES_PER_VARIANT / 4, `${id}: too few repetitions`);
    if (perpetual) assert.ok(tally.perpetual > 0, `${id}: no perpetual check`);
  });
}

// Janggi's ends that need a game's history besides repetition: both sides passing in a row, a pass that leaves the
// generals facing (bikjang), and the move rule, decided by the count of material (janggi) or drawn (traditional,
// casual), against ffish's result on the same history. A game in three: from the start or a sparse position, passing
// often, bringing the generals face to face where a move can and passing there; or from the start with quiet moves
// only (no capture, pass or facing where another move is legal), to the move rule.
const SPARSE = '3k5/4a4/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1';
const generalsFace = (fen) => {
  const rows = fen.split(' ')[0].split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const at = (c) => rows.findIndex((r) => r.includes(c));
  const [w, b] = [at('K'), at('k')];
  const file = rows[w]?.indexOf('K');
  return w >= 0 && b >= 0 && file === rows[b].indexOf('k') && rows.slice(Math.min(w, b) + 1, Math.max(w, b)).every((r) => r[file] === '.');
};
/** The next move of a janggi game played in `mode` (see above) from `fen`. */
function chooseJanggi(id, mode, fen, moves, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const pass = moves.find((m) => m.from === m.to);
  const faces = (m) => generalsFace(fenboard.play(id, fen, m.uci));
  if (mode === 2) {
    const quiet = moves.filter((m) => m !== pass && !m.captured.length && !faces(m));
    return pick(quiet.length ? quiet : moves);
  }
  if (pass && generalsFace(fen) && rand() < 0.5) return pass;
  const facing = moves.filter((m) => m !== pass && faces(m));
  if (facing.length && rand() < 0.3) return pick(facing);
  if (pass && rand() < (mode === 1 ? 0.02 : 0.1)) return pass;
  return pick(moves);
}
for (const [n, id] of ['janggi', 'janggitraditional', 'janggicasual'].entries()) {
  test(`${id}: passes, bikjang and the move rule as Fairy-Stockfish rules them`, () => {
    const rand = mulberry32(0x7a55 + n);
    const tally = { games: 0, plies: 0, passes: 0, bikjang: 0, moveRule: 0, other: 0, counted: 0 };
    const problems = [];
    for (let g = 0; g < GAMES_PER_VARIANT && problems.length < 5; g++) {
      const mode = g % 3;
      const start = mode === 1 ? SPARSE : fenboard.startFen(id);
      const game = new Game(id, start);
      tally.games++;
      try {
        withBoard(id, start, (board) => {
          const played = [];
          for (let ply = 0; ply < 300; ply++) {
            const moves = game.legalMoves();
            if (!moves.length) break;
            const m = chooseJanggi(id, mode, game.fen(), moves, rand);
            game.play(m.uci);
            board.push(m.uci);
            played.push(m.uci);
            tally.plies++;
            const outcome = game.status().outcome;
            const theirs = ffishWinner(board);
            if ((outcome ? outcome.winner : undefined) !== theirs) {
              problems.push(`${start} ${played.join(' ')}: fenboard ${JSON.stringify(outcome)}, ffish ${board.result(true)}`);
              break;
            }
            if (outcome) {
              const key = { passes: 'passes', bikjang: 'bikjang', 'fifty-moves': 'moveRule' }[outcome.reason] ?? 'other';
              tally[key]++;
              if (outcome.winner && key !== 'other') tally.counted++;
              break;
            }
          }
        });
      } finally {
        game.free();
      }
    }
    console.log(`${id}: ${JSON.stringify(tally)}`);
    assert.deepEqual(problems, []);
    const def = fenboard.variantDefinition(id);
    for (const k of ['passes', 'moveRule', ...(def.bikjang ? ['bikjang'] : [])]) {
      assert.ok(tally[k] >= 3, `${id}: too few games ended by ${k}: ${JSON.stringify(tally)}`);
    }
    // The count decides these ends in janggi; in its traditional and casual rules they are draws.
    if (def.materialCounting) assert.ok(tally.counted >= 9, `${id}: too few ends decided by the count`);
    else assert.equal(tally.counted, 0);
  });
}

test('ffish is the reference', () => assert.ok(ffish.info().startsWith('Fairy-Stockfish')));

// Xiangqi's rule on chasing against Fairy-Stockfish's (its `AXF_CHASING`): games from the start position thinned out
// (each piece but the generals kept with probability 0.35), so that pieces stand unprotected on open lines, played by a
// chooser that chases: a piece that attacked a piece which then fled attacks it again where it went (back where it came
// from where it can), an attacked piece flees back where it came from, and otherwise moves that attack are preferred.
// The repetitions so made are chases lost by one side, chases by both (drawn) and plain repetitions, each compared
// with ffish's result. Manchu is played alike: Fairy-Stockfish's manchu derives from its xiangqi without the rule
// (`xiangqi_variant_base`), as fenboard's definition does, so its chases are plain repetitions on both sides.
const CHASE_GAMES = FULL ? 2000 : 400;
const FLIP = { w: 'b', b: 'w' };
/** The squares of enemy pieces (not generals) the piece on `to` attacks once `m` is played from `fen`. */
function attacked(id, fen, m) {
  const after = fenboard.play(id, fen, m.uci).split(' ');
  after[1] = FLIP[after[1]];
  try {
    return new Set(fenboard.legalMoves(id, after.join(' ')).filter((x) => x.from === m.to && x.captured.length && !'kK'.includes(x.captured[0].piece)).map((x) => x.to));
  } catch {
    return new Set(); // the move gave check: the flipped position is no position
  }
}
/** The next move of a chasing game (see above); `played` holds the moves so far with what each attacked. */
function chooseChase(id, fen, moves, rand, played) {
  const quiet = moves.filter((m) => !m.captured.length);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const mine = played.at(-2);
  const theirs = played.at(-1);
  // The piece chased fled: attack it where it went, from where we came if that does.
  if (mine?.attacks.has(theirs?.from) && rand() < 0.9) {
    const again = quiet.filter((m) => m.from === mine.to && attacked(id, fen, m).has(theirs.to));
    const pick1 = again.find((m) => m.to === mine.from) ?? again[0];
    if (pick1) return pick1;
  }
  // Our piece is attacked: flee back where it came from, or where it attacks in turn.
  if (theirs?.attacks.size && mine && theirs.attacks.has(mine.to) && rand() < 0.9) {
    const flee = quiet.filter((m) => m.from === mine.to);
    const back = flee.find((m) => m.to === mine.from);
    const counter = rand() < 0.5 ? undefined : pick(flee.filter((m) => attacked(id, fen, m).size));
    if (counter ?? back) return counter ?? back;
  }
  const back = mine && quiet.find((m) => m.from === mine.to && m.to === mine.from);
  if (back && rand() < 0.5) return back;
  if (rand() < 0.6) {
    const attacking = quiet.filter((m) => attacked(id, fen, m).size);
    if (attacking.length) return pick(attacking);
  }
  return pick(moves);
}
/** The start position of `id` with each piece but the generals kept with probability 0.35, the generals not facing. */
function thinned(id, rand) {
  for (;;) {
    const [board, ...rest] = fenboard.startFen(id).split(' ');
    const rows = board.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))).split('').map((c) => ('kK'.includes(c) || rand() < 0.35 ? c : '.')).join(''));
    const fen = [rows.map((r) => r.replace(/\.+/g, (d) => String(d.length))).join('/'), ...rest].join(' ');
    if (generalsFace(fen)) continue;
    try {
      new Game(id, fen).free();
      return fen;
    } catch {
      // not a position: draw again
    }
  }
}
for (const [n, id] of ['xiangqi', 'manchu'].entries()) {
  test(`${id}: the rule on chasing as Fairy-Stockfish rules it`, () => {
    const rand = mulberry32(0xc4a5e + n);
    const tally = { games: 0, plies: 0, repetitions: 0, perpetual: 0, chases: { w: 0, b: 0, draw: 0 }, other: 0, insufficient: 0 };
    const problems = [];
    for (let g = 0; g < CHASE_GAMES && problems.length < 5; g++) {
      const start = thinned(id, rand);
      const game = new Game(id, start);
      tally.games++;
      try {
        withBoard(id, start, (board) => {
          const played = [];
          for (let ply = 0; ply < MAX_PLIES; ply++) {
            const moves = game.legalMoves();
            if (!moves.length) break;
            const fen = game.fen();
            const m = chooseChase(id, fen, moves, rand, played);
            game.play(m.uci);
            board.push(m.uci);
            played.push({ ...m, attacks: attacked(id, fen, m) });
            tally.plies++;
            const outcome = game.status().outcome;
            const theirs = ffishWinner(board);
            if ((outcome ? outcome.winner : undefined) !== theirs) {
              // Fairy-Stockfish ends the game for insufficient material, which xiangqi's definition does not play
              // (as tests/node/define-oracle explains): the captures of these games reach it.
              if (!outcome && theirs === null && board.hasInsufficientMaterial(true) && board.hasInsufficientMaterial(false)) {
                tally.insufficient++;
                break;
              }
              problems.push(`${start} ${played.map((x) => x.uci).join(' ')}: fenboard ${JSON.stringify(outcome)}, ffish ${board.result(true)}`);
              break;
            }
            if (outcome) {
              if (outcome.reason === 'chasing') tally.chases[outcome.winner ?? 'draw']++;
              else if (outcome.reason === 'threefold-repetition') tally.repetitions++;
              else if (outcome.reason === 'perpetual-check') tally.perpetual++;
              else tally.other++;
              break;
            }
          }
        });
      } finally {
        game.free();
      }
    }
    console.log(`${id} chasing: ${JSON.stringify(tally)}`);
    assert.deepEqual(problems, []);
    const chases = tally.chases.w + tally.chases.b + tally.chases.draw;
    if (fenboard.variantDefinition(id).chasing) {
      // Chases lost by each side, and plain repetitions beside them.
      assert.ok(tally.chases.w >= 5 && tally.chases.b >= 5, `${id}: too few chases: ${JSON.stringify(tally)}`);
      assert.ok(tally.repetitions >= 5, `${id}: too few plain repetitions: ${JSON.stringify(tally)}`);
    } else {
      assert.equal(chases, 0);
      assert.ok(tally.repetitions >= 10, `${id}: too few repetitions: ${JSON.stringify(tally)}`);
    }
  });
}

// The rule on chasing's move rule: Fairy-Stockfish lengthens it by two plies for each check past ten a side gave in
// its count. Games from xiangqi's start without soldiers but the middle ones (which keep the generals apart), with quiet moves only that make no position twice, white
// checking where it can most of the time, to the move rule, each ply compared with ffish.
test('xiangqi: the move rule lengthened by checks as Fairy-Stockfish rules it', () => {
  const id = 'xiangqi';
  const start = 'rnbakabnr/9/1c5c1/4p4/9/9/4P4/1C5C1/9/RNBAKABNR w - - 0 1';
  const rand = mulberry32(0xc4ec);
  const tally = { games: 0, atHundred: 0, lengthened: 0, other: 0 };
  const problems = [];
  for (let g = 0; g < (FULL ? 200 : 16) && problems.length < 5; g++) {
    const game = new Game(id, start);
    tally.games++;
    try {
      withBoard(id, start, (board) => {
        const seen = new Set();
        const played = [];
        for (let ply = 0; ply < 200; ply++) {
          // The positions after each move, read on the FEN with its move clock at 0 (the position alone would be
          // over at 100 plies, its status knowing no checks).
          const fen = game.fen().replace(/ \d+ (\d+)$/, ' 0 $1');
          const key = (m) => fenboard.play(id, fen, m.uci).split(' ').slice(0, 2).join(' ');
          const legal = game.legalMoves();
          const quiet = legal.filter((m) => !m.captured.length);
          const unseen = quiet.filter((m) => !seen.has(key(m)));
          // Where no quiet move makes a new position (a check to meet), any quiet move, else any.
          const fresh = unseen.length ? unseen : quiet.length ? quiet : legal;
          if (!fresh.length) break;
          const checks = fresh.filter((m) => m.san.includes('+'));
          const list = ply % 2 === 0 && checks.length && rand() < 0.8 ? checks : fresh;
          const m = list[Math.floor(rand() * list.length)];
          seen.add(key(m));
          game.play(m.uci);
          board.push(m.uci);
          played.push(m.uci);
          const outcome = game.status().outcome;
          const theirs = ffishWinner(board);
          if ((outcome ? outcome.winner : undefined) !== theirs) {
            problems.push(`${played.join(' ')}: fenboard ${JSON.stringify(outcome)}, ffish ${board.result(true)}`);
            break;
          }
          if (outcome) {
            if (outcome.reason !== 'fifty-moves') tally.other++;
            else if (played.length === 100) tally.atHundred++;
            else tally.lengthened++;
            break;
          }
        }
      });
    } finally {
      game.free();
    }
  }
  console.log(`xiangqi move rule: ${JSON.stringify(tally)}`);
  assert.deepEqual(problems, []);
  assert.ok(tally.atHundred >= 2 && tally.lengthened >= 2, `too few games to the move rule: ${JSON.stringify(tally)}`);
});
