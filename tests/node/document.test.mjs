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
