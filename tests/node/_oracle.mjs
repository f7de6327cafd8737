// What the tests against other engines share: sorting disagreements into those an explanation covers (printed with
// the rule behind it) and the others (which fail), and the check that a sample shows what it must.
// Not a test file itself: node --test only runs *.test.mjs here.
import assert from 'node:assert/strict';

/**
 * The explanation among `explained` ({ game: an id, a list of ids or '*', kind, why, test(detail) }) that covers a
 * disagreement of `kind` in `game`, or null.
 */
export function explanationOf(explained, game, kind, detail) {
  return explained.find((e) => [e.game].flat().some((g) => g === game || g === '*') && e.kind === kind && e.test(detail)) ?? null;
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
