// What the tests against other engines share: sorting disagreements into those an explanation covers (printed with
// the rule behind it) and the others (which fail), and the check that a sample shows what it must.
// Not a test file itself: node --test only runs *.test.mjs here.
import assert from 'node:assert/strict';
import { mulberry32 } from './_fenboard.mjs';

/**
 * The explanation among `explained` ({ game: an id, a list of ids or '*', kind, why, test(detail) }) that covers a
 * disagreement of `kind` in `game`, or null.
 */
export function explanationOf(explained, game, kind, detail) {
  return explained.find((e) => [e.game].flat().some((g) => g === game || g === '*') && [e.kind].flat().includes(kind) && e.test(detail)) ?? null;
}

/**
 * Prints each explanation with how many of `problems` ({kind, text, detail}) it covers, and fails on the others.
 * `label` names what was compared, in the summary line.
 */
export function report(game, problems, explained, label) {
  const unexplained = [];
  const covered = new Map(); // explanation -> the disagreements it explains
  for (const p of problems) {
    const e = explanationOf(explained, game, p.kind, p.detail);
    if (e) covered.set(e, [...(covered.get(e) ?? []), p.text]);
    else unexplained.push(`${p.kind}: ${p.text}`);
  }
  for (const [e, texts] of covered) console.log(`# explained, ${texts.length}x (${e.why}), e.g.:\n#   ${texts.slice(0, 3).join('\n#   ')}`);
  console.log(`# ${game} ${label}: ${problems.length} disagreements, ${unexplained.length} unexplained`);
  assert.deepEqual(unexplained.slice(0, 20), [], `${unexplained.length} unexplained disagreements`);
}

/** Asserts that a sample ({positions, count}) has `min` positions and, of each feature, the count `want` asks. */
export function assertSample(game, { positions, count }, want, min) {
  const summary = `${positions.size} positions from ${count.games} games: ${JSON.stringify(count)}`;
  console.log(`# ${game} sample: ${summary}`);
  assert.ok(positions.size >= min, summary);
  for (const [k, n] of Object.entries(want)) assert.ok((count[k] ?? 0) >= n, `too few positions with ${k}: ${summary}`);
}

/**
 * Positions of seeded random games for an oracle to compare, played by fenboard (`api`: legalMoves, status, play):
 * every `every`-th ply, the first position of a game to show a feature (`features(moves, status, fen)` gives
 * { name: shown }), and the last; once there are `min`, only positions that show a feature still short of `want`,
 * until `maxGames` games, each from `start` (a FEN, or a function of the game's number giving one: Chess960's
 * shuffled starts). `pick(moves, rand, fen)` chooses each move; `over(fen, moves, status)` ends a game early.
 * Returns { positions: fen -> the features shown, count: per feature, and `games` }.
 */
export function randomSample({ api, game, start, seed, want, min, maxGames, maxPlies, every = 3, features, pick, over = () => false }) {
  const rand = mulberry32(seed);
  const positions = new Map();
  const count = { games: 0, stalemate: 0 };
  for (const k of Object.keys(want)) count[k] = 0;
  const short = (k) => (count[k] ?? 0) < (want[k] ?? 0);
  const covered = () => positions.size >= min && Object.keys(want).every((k) => !short(k));
  while (!covered() && count.games < maxGames) {
    count.games++;
    let fen = typeof start === 'function' ? start(count.games) : start;
    const seen = new Set();
    for (let ply = 0; ply <= maxPlies; ply++) {
      const moves = api.legalMoves(game, fen);
      const st = api.status(game, fen);
      const feats = features(moves, st, fen);
      const present = Object.keys(feats).filter((k) => feats[k]);
      const final = moves.length === 0 || st.outcome !== null || over(fen, moves, st);
      const first = present.some((k) => !seen.has(k));
      const take = positions.size < min ? ply % every === 0 || first || final : present.some(short) || final;
      present.forEach((k) => seen.add(k));
      if (take && !positions.has(fen)) {
        positions.set(fen, present);
        for (const k of present) count[k] = (count[k] ?? 0) + 1;
      }
      if (final) break;
      fen = api.play(game, fen, pick(moves, rand, fen).uci);
    }
  }
  return { positions, count };
}

/**
 * In a position whose game is over (`outcome`), where there is no position after a move to compare: the disagreement
 * if fenboard plays the first of `moves` there instead of refusing it as `game-over`, else null.
 */
export function playedAfterEnd(play, game, fen, moves, outcome) {
  if (!moves.length) return null;
  let code = null;
  try {
    play(game, fen, moves[0].uci);
  } catch (err) {
    code = err.code;
  }
  return code === 'game-over' ? null : `over (${outcome.reason}), yet ${moves[0].uci} is played`;
}
