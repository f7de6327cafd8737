// What the viewer reads from a document itself (js/detect.js, js/document.js): the game, the language, two columns
// of OCR text; on the seed files as they are and on made-up documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { extractDiagrams, parseDiagram, variants, Game } from './_fenboard.mjs';
import { cleanSource } from '../../js/document.js';
import { detectGame, detectLanguage } from '../../js/detect.js';
import { isFen } from '../../js/state.js';

const SEEDS = '/work/shared/seeds/';
const seed = (prefix) => {
  try {
    const name = readdirSync(SEEDS).find((f) => f.startsWith(prefix));
    return name ? readFileSync(SEEDS + name, 'utf8') : null;
  } catch {
    return null;
  }
};
const IDS = variants().map((v) => v.id);
// The viewer's reading of a diagram (www/viewer.js): the engine's.
const read = (t, v) => (isFen(t) ? (new Game(v ?? 'chess', t, { partial: true }).free(), v ?? 'chess') : parseDiagram(t, v).variant);

function detect(source) {
  const { text } = cleanSource(source);
  const diagrams = extractDiagrams(text).map((d) => d.text);
  return { ...detectGame(text, diagrams, read, IDS), lang: detectLanguage(text).lang, diagrams: diagrams.length };
}

const SEED_GAMES = [
  ['000_', 'coregal', 2, /names it \("Coregal"\)/],
  ['001_', 'russian', 0, /names it \("dames russes"\)/i],
  ['002_', 'grand', 1, /10×10 board/],
  ['003_', 'chess', 0, /chess terms/],
  ['004_', 'bario', 3, /undefined pieces/],
];

for (const [prefix, game, count, why] of SEED_GAMES) {
  test(`seed ${prefix}: ${game}, French, ${count} diagrams`, (t) => {
    const source = seed(prefix);
    if (!source) return t.skip('seeds not available');
    const found = detect(source);
    assert.equal(found.variant, game, found.reasons.join('; '));
    assert.equal(found.lang, 'fr');
    assert.equal(found.diagrams, count);
    assert.match(found.reasons.join('; '), why);
  });
}

test('a name in the text wins among the games the diagrams fit; links and "grand roque" name nothing', () => {
  const doc = (text) => detect(`p ${text}\n.diagram\n  | fen:4k3/8/8/8/8/8/8/R3K2R:\n`);
  assert.equal(doc('The queen is royal in Coregal.').variant, 'coregal');
  assert.equal(doc('Un grand roque noir.').variant, 'chess');
  assert.equal(doc('See a(href="https://example.org/bario-checkers") this page.').variant, 'chess');
  // The text names Grand chess, but an 8x8 diagram cannot be Grand: the diagrams decide.
  const grand = doc('Like Grand chess, with a smaller board.');
  assert.equal(grand.variant, 'chess');
  assert.equal(detect('p Grand chess is played on a 10x10 board with a marshall.').variant, 'grand');
  assert.equal(detect('p Russian draughts: flying kings.').variant, 'russian');
  assert.equal(detect('p Nothing here.').variant, 'chess');
  assert.match(detect('p Nothing here.').reasons[0], /nothing names a game/);
});

test('the language: French or English by their common words', () => {
  assert.equal(detectLanguage('Le roi et la dame sont des pièces royales.').lang, 'fr');
  assert.equal(detectLanguage('The king and the queen are royal pieces.').lang, 'en');
});

test('two columns of OCR text read column after column, words cut at line ends joined', (t) => {
  const source = seed('003_');
  if (!source) return t.skip('seeds not available');
  const { text, format, unsplit } = cleanSource(source);
  assert.equal(format, 'columns');
  assert.equal(unsplit, 1, 'the last line has no column mark');
  assert.doesNotMatch(text, /\|/);
  assert.match(text, /Les pions ne peuvent se déplacer que vers l’avant/, 'dépla- / cer joined');
  // The left column comes first, whole: its numbered items, then the right column's.
  assert.ok(text.indexOf('7. Le match se termine') < text.indexOf('5. Les pions ne peuvent'));
  assert.ok(text.indexOf('Déplacements spéciaux') > text.indexOf('4. Les déplacements du cavalier'));
  // Pug and line-numbered sources are not columns.
  assert.notEqual(cleanSource(readFileSync(new URL('../../www/rules/chess.pug', import.meta.url), 'utf8')).format, 'columns');
  const numbered = seed('000_');
  if (numbered) assert.equal(cleanSource(numbered).format, 'numbered');
});
