// npm run render (scripts/render.mjs) and the rules pages it builds (scripts/pages.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fenboard, { extractDiagrams } from './_fenboard.mjs';
import { pages } from '../../scripts/pages.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

test('npm run render writes a page whose diagrams are inline SVGs', () => {
  const source = readFileSync(`${REPO}/www/rules/bario.pug`, 'utf8');
  const html = execFileSync('npm', ['run', '--silent', 'render', '--', 'www/rules/bario.pug'], { cwd: REPO, encoding: 'utf8' });
  const diagrams = extractDiagrams(source);
  assert.match(html, /^<!doctype html>/);
  assert.equal((html.match(/<svg [^>]*class="fenboard-diagram"/g) ?? []).length, diagrams.length);
  assert.equal((html.match(/<title id=/g) ?? []).length, diagrams.length, 'each SVG has its title');
  for (const d of diagrams) assert.ok(html.includes(`data-fen="${d.text}"`), d.text);
  assert.doesNotMatch(html, /fen:[^"]/, 'no diagram left as text');
  assert.match(html, /<script type="module" src="\/live.js"><\/script>/);
  assert.match(html, /class="diagram diag12"/);
});

test('render options: script, stylesheet, language', () => {
  const html = execFileSync('node', ['scripts/render.mjs', 'www/rules/chess.pug', '--script', 'js/x.js', '--css', 'a.css', '--lang', 'fr'], { cwd: REPO, encoding: 'utf8' });
  assert.match(html, /<html lang="fr">/);
  assert.match(html, /src="js\/x.js"/);
  assert.match(html, /href="a.css"/);
});

test('the built rules pages are up to date with their Pug sources', () => {
  for (const page of pages()) {
    assert.ok(existsSync(page.html), `${page.html} missing: run node scripts/pages.mjs`);
    assert.equal(readFileSync(page.html, 'utf8'), page.text, `${page.html} out of date: run node scripts/pages.mjs`);
  }
});
