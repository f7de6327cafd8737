// The viewer's document reading (js/document.js) on the seed files as they are and on the rules pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { extractDiagrams } from './_fenboard.mjs';
import { cleanSource, readBlocks } from '../../js/document.js';

const SEEDS = '/work/shared/seeds/';
const seed = (prefix) => {
  try {
    const name = readdirSync(SEEDS).find((f) => f.startsWith(prefix));
    return name ? readFileSync(SEEDS + name, 'utf8') : null;
  } catch {
    return null;
  }
};
const RULES = new URL('../../www/rules/', import.meta.url);

function read(source) {
  const { text, format } = cleanSource(source);
  const diagrams = extractDiagrams(text);
  return { text, format, diagrams, blocks: readBlocks(text, diagrams) };
}
const figures = (blocks) => blocks.filter((b) => b.type === 'figure');
const prose = (blocks) => JSON.stringify(blocks.filter((b) => b.type !== 'figure'));

test('a line-numbered seed: columns removed, diagrams and captions found, pairs in one figure', (t) => {
  const source = seed('004_');
  if (!source) return t.skip('seeds not available');
  const { format, diagrams, blocks } = read(source);
  assert.equal(format, 'numbered');
  assert.equal(diagrams.length, 3);
  const figs = figures(blocks);
  assert.equal(figs.length, 2);
  assert.deepEqual(figs[1].diagrams.map((d) => d.classes), [['diagram', 'diag12'], ['diagram', 'diag22']]);
  assert.match(figs[1].caption, /Avant et après/);
  assert.doesNotMatch(prose(blocks), /\| \d+ \|/);
  assert.doesNotMatch(prose(blocks), /figcaption|p\.boxed|fen:/);
  assert.ok(blocks.some((b) => b.type === 'paragraph' && b.classes.includes('boxed')));
  assert.ok(blocks.some((b) => b.type === 'list' && b.ordered));
});

test('a diff seed: the + lines kept, the - lines dropped', (t) => {
  const source = seed('002_');
  if (!source) return t.skip('seeds not available');
  const { format, diagrams, blocks } = read(source);
  assert.equal(format, 'diff');
  assert.equal(diagrams.length, 1);
  assert.doesNotMatch(prose(blocks), /Le roque est possible/, 'a removed line');
  assert.match(prose(blocks), /Le roque n'est pas autorisé/, 'an added line');
  assert.ok(blocks.some((b) => b.type === 'paragraph' && b.parts.some((p) => p.href?.includes('chessvariants.com'))));
});

test('the rules pages read as Pug: headings, paragraphs and every diagram', () => {
  for (const file of readdirSync(RULES).filter((f) => f.endsWith('.pug'))) {
    const source = readFileSync(new URL(file, RULES), 'utf8');
    const { format, diagrams, blocks } = read(source);
    assert.equal(format, 'plain', file);
    assert.ok(diagrams.length > 0, file);
    assert.equal(figures(blocks).flatMap((f) => f.diagrams).length, diagrams.length, file);
    assert.equal(blocks[0].type, 'heading', file);
    assert.doesNotMatch(prose(blocks), /figcaption|fen:/, file);
  }
});

test('plain text without Pug is paragraphs', () => {
  const { blocks } = read('First paragraph\nstill the first.\n\nA diagram fen:8/8/8/8/8/8/8/K6k: here.\n');
  assert.equal(blocks[0].type, 'paragraph');
  assert.equal(blocks[0].parts.length, 2);
  assert.equal(figures(blocks).length, 1);
});

test('Pug that is not text is never shown as text: pictures, scripts, styles, includes, code, comments, entities', () => {
  const source = [
    'h1 Atomic chess',
    'p.boxed Captures explode&nbsp;: the taker &amp; the taken &#8212; and their neighbours.',
    'img(src="/images/atomic.png" alt="An explosion on f7")',
    'p',
    '  | A piece #[em never] survives <b>its own</b> capture.',
    'script.',
    '  document.title = "x";',
    'style.',
    '  p { color: red }',
    'include ../common/footer.pug',
    '- var moves = 3',
    'p= moves',
    'ul',
    '  li: a(href="https://example.org/atomic") Atomic on a server',
    '  li Kings never capture.',
    '//- a note to the editor',
    '  on two lines',
    'if showMore',
    '  p Only when shown',
    '+diagram("8/8/8/8/8/8/8/8")',
    'iframe(src="https://example.org/game" width="400")',
    'p.',
    '  if a king stands next to the blast,',
    '  case closed: it explodes too.',
  ].join('\n');
  const { blocks } = read(source);
  const text = JSON.stringify(blocks);
  for (const bad of ['img(', 'src=', '&nbsp;', '&amp;', '#[', '<b>', 'document.title', 'color: red', 'include', 'var moves', 'p=', 'li:', 'editor', 'showMore', 'Only when shown', '+diagram', 'iframe']) {
    assert.ok(!text.includes(bad), `${bad} in ${text}`);
  }
  assert.match(text, /Captures explode\u00a0: the taker & the taken — and their neighbours/);
  assert.match(text, /A piece never survives its own capture/);
  assert.deepEqual(blocks.find((b) => b.type === 'picture'), { type: 'picture', alt: 'An explosion on f7' });
  assert.deepEqual(blocks.find((b) => b.type === 'list').items.map((i) => i.map((p) => p.text).join(' ')), ['Atomic on a server', 'Kings never capture.']);
  // In a block of text (`p.`), lines that start like Pug's keywords are the page's words.
  assert.match(text, /if a king stands next to the blast/);
  assert.match(text, /case closed: it explodes too/);
});

test('a game\'s definition the page carries: its JSON, or the example it includes', () => {
  const { blocks } = read([
    '.rules(data-variant="capablanca")',
    '  h1 Capablanca chess',
    '  script.fenboard-variant(type="application/json")',
    '    include ../../variants/capablanca.json',
    '  script.fenboard-variant(type="application/json").',
    '    {"id": "tiny", "name": "Tiny"}',
    '  p Ten files.',
  ].join('\n'));
  assert.deepEqual(blocks.filter((b) => b.type === 'definition'), [
    { type: 'definition', json: null, include: '../../variants/capablanca.json' },
    { type: 'definition', json: '{"id": "tiny", "name": "Tiny"}', include: null },
  ]);
  assert.doesNotMatch(JSON.stringify(blocks.filter((b) => b.type !== 'definition')), /include|script|"id"/);
});
