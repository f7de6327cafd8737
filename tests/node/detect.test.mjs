// What the viewer reads from a document itself (js/detect.js, js/document.js): the game, the language, two columns
// of OCR text; on the seed files as they are and on made-up documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { extractDiagrams, parseDiagram, Game, teach } from './_fenboard.mjs';
import { cleanSource } from '../../js/document.js';
import { detectGame, detectLanguage, titleOf } from '../../js/detect.js';
import { diagramFen, readDiagram } from '../../js/diagram.js';
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
// The games the viewer offers: the built-in ones and Capablanca, defined by data (in the teaching module).
teach.defineVariant(readFileSync(new URL('../../variants/capablanca.json', import.meta.url), 'utf8'));
const GAMES = teach.variants();
const BUILT_IN = new Set(['chess', 'coregal', 'grand', 'bario', 'russian']);
// The viewer's reading of a diagram as a game (www/viewer.js): the engine's.
const read = (t, v) => {
  if (!BUILT_IN.has(v)) new teach.Game(v, isFen(t) ? t : diagramFen(readDiagram(t)), { partial: true }).free();
  else if (isFen(t)) new Game(v, t, { partial: true }).free();
  else parseDiagram(t, v);
  return true;
};

function detect(source, games = GAMES) {
  const { text } = cleanSource(source);
  const diagrams = extractDiagrams(text).map((d) => d.text);
  return { ...detectGame(text, diagrams, { read, games }), lang: detectLanguage(text).lang, diagrams: diagrams.length };
}

const SEED_GAMES = [
  ['000_', 'coregal', 2, /names it \("Coregal"\)/],
  ['001_', 'russian', 0, /names it \("dames russes"\)/i],
  ['002_', 'grand', 1, /10×10 board/],
  ['003_', 'chess', 0, /chess terms/],
  ['004_', 'bario', 3, /the letter u\) fit only Bario/],
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

test('a page about a game fenboard does not play: named by its title or early in its text, whatever its diagrams fit', () => {
  const atomic = detect('h1 Atomic chess\np Captures explode.\n.diagram\n  | fen:4k3/8/8/8/8/8/8/4K3:\n');
  assert.deepEqual([atomic.variant, atomic.other], [null, 'Atomic chess']);
  assert.match(atomic.reasons[0], /the title names it \("Atomic chess"\)/);
  assert.equal(detect('p Le shogi se joue à deux.\np Les pièces prises reviennent.').other, 'Shogi', 'early in the text');
  // A name in passing, late and once, does not make the page another game's; twice does.
  const filler = 'p The rook slides along ranks and files, as it always has, in every game of this family.\n'.repeat(6);
  assert.equal(detect(`h1 Coregal\n${filler}p Nothing explodes here, unlike Atomic chess.`).variant, 'coregal');
  assert.equal(detect(`${filler}p Unlike Xiangqi, nothing jumps.\n.diagram\n  | fen:4k3/8/8/8/8/8/8/4K3:\n`).variant, 'chess');
  assert.equal(detect(`${filler}p Unlike Xiangqi, nothing jumps. Xiangqi has cannons.`).other, 'Xiangqi');
  // A known game's name in the title wins over another game named in passing in the text.
  assert.equal(detect('h1 Les dames russes\np Contrairement aux dames internationales, on choisit sa prise.\n.diagram\n  | fen:W;Wc3;Bd4:\n').variant, 'russian');
});

test('a page that names chess in passing is no chess page when its diagrams fit no game fenboard plays', () => {
  const tafl = detect('h1 Hnefatafl\np Older than chess, it is played on an 11×11 board; in chess terms, the king must escape.\n.diagram\n  | fen:5a5/11/11/11/11/a4K4a/11/11/11/11/5a5:\n');
  assert.deepEqual([tafl.variant, tafl.other, tafl.title], [null, null, 'Hnefatafl']);
  assert.match(tafl.reasons.join(), /its diagram \(11×11 board, the letter a\) fits no game fenboard plays/);
  const mini = detect('p Chess, on 5×5: every chess rule holds, checkmate wins.\n.diagram\n  | fen:rnbqk/ppppp/5/PPPPP/RNBQK:\n');
  assert.equal(mini.variant, null);
  assert.match(mini.reasons.join(), /5×5 board/);
  // Nine files on ten ranks are no Grand board, though the engine would pad the rows (and read C as a cardinal).
  assert.equal(detect('p A cannon.\n.diagram\n  | fen:4r4/9/4n4/9/9/2r1Cr2c/9/4C4/9/9:\n').variant, null);
  // Unknown letters, on a board of a played size.
  assert.equal(detect('p Chess with a griffon.\n.diagram\n  | fen:4k3/8/8/3X4/8/8/8/4K3:\n').variant, null);
  // Most diagrams of one game and one misprint: still that game (the misprint shows its error).
  assert.equal(detect('p Chess.\n.diagram\n  | fen:4k3/8/8/8/8/8/8/4K3:\n.diagram\n  | fen:4k3/ppppppppp/8/8/8/8/8/4K3:\n').variant, 'chess');
});

test('a lone u makes no diagram Bario; several do, and so does the name', () => {
  const lone = detect('p The unicorn.\n.diagram\n  | fen:4k3/8/8/3U4/8/8/8/4K3:\n');
  assert.equal(lone.variant, null);
  assert.match(lone.reasons.join(), /a lone 'u' is no evidence of Bario/);
  assert.equal(detect('p Bario: the undefined piece.\n.diagram\n  | fen:8/8/8/3U4/8/8/8/8:\n').variant, 'bario');
  assert.equal(detect('p Pieces.\n.diagram\n  | fen:uuuukuuu/8/8/8/8/8/8/UUUUKUUU:\n').variant, 'bario');
});

test('a game defined by data is named by its definition\'s name, and then no other game', () => {
  const page = 'h1 Knightmate\np The king jumps.\n.diagram\n  | fen:rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR:\n';
  assert.deepEqual([detect(page).variant, detect(page).other], [null, 'Knightmate']);
  teach.defineVariant(readFileSync(new URL('../../variants/knightmate.json', import.meta.url), 'utf8'));
  const known = detect(page, teach.variants());
  assert.equal(known.variant, 'knightmate');
  assert.equal(detect('h1 Capablanca\np Ten files.\n.diagram\n  | fen:9k/10/10/10/4A5/10/10/9K:\n').variant, 'capablanca');
  // The page says its game, one fenboard plays or another.
  assert.equal(detect('.rules(data-variant="capablanca")\n  p Ten files.').variant, 'capablanca');
  assert.deepEqual([detect('.rules(data-variant="atomic")\n  p Boom.\n  .diagram\n    | fen:4k3/8/8/8/8/8/8/4K3:\n').other], ['Atomic chess']);
  assert.deepEqual([detect('.rules(data-variant="hexapawn")\n  p Three pawns.').other], ['hexapawn']);
});

test('the title: a first heading, or a short first line of plain text', () => {
  assert.equal(titleOf('p.boxed Intro\nh1 Atomic #[em chess]\np Text.'), 'Atomic chess');
  assert.equal(titleOf('# Shogi\n\nText.'), 'Shogi');
  assert.equal(titleOf('Qu’est-ce que les dames russes\n\nRègles.'), 'Qu’est-ce que les dames russes');
  assert.equal(titleOf('façon à l’attaque d’une pièce. Il'), '');
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
