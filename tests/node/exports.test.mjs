// The package's entries export what their types declare, and nothing else: none of wasm-bindgen's glue beyond the
// API (its loader initSync, the start function, the wire's wireAt and wireMemory). The CommonJS types are written from
// their ES module twins at build time (scripts/package.mjs), so they declare the same names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const REPO = new URL('../../', import.meta.url);
const read = (file) => readFileSync(new URL(file, REPO), 'utf8');

/** The names of the values a .d.ts file exports (types left out), sorted. */
function valueExports(text) {
  const names = [];
  for (const [, list] of text.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list.split(',')) names.push(item.trim().split(/\s+as\s+/).pop());
  }
  for (const [, name] of text.matchAll(/^export declare (?:function|class|const) (\w+)/gm)) names.push(name);
  if (/^export default \w+;$/m.test(text)) names.push('default');
  return [...new Set(names.filter(Boolean))].sort();
}

const INTERNAL = ['start', 'wireAt', 'wireMemory', 'initSync', '__wbg_init'];

for (const [entry, types] of [
  ['lib/node.js', 'lib/index.d.ts'],
  ['lib/teach-node.js', 'lib/teach.d.ts'],
  ['lib/pgn-node.js', 'lib/pgn.d.ts'],
  ['lib/pgn.js', 'lib/pgn.d.ts'],
]) {
  test(`${entry} exports exactly what ${types} declares`, async () => {
    const module = await import(new URL(entry, REPO));
    const exported = Object.keys(module).sort();
    assert.deepEqual(exported, valueExports(read(types)));
    for (const name of INTERNAL) assert.ok(!exported.includes(name), name);
  });
}

for (const [esm, cjs] of [
  ['lib/index.d.ts', 'lib/node.d.cts'],
  ['lib/teach.d.ts', 'lib/teach.d.cts'],
]) {
  test(`${cjs} is written from ${esm}: the same declarations, over the CommonJS glue, and not kept in git`, () => {
    const text = read(cjs);
    assert.match(text, new RegExp(`^// .*written by scripts/package\\.mjs from ${esm.replace('.', '\\.')}`));
    assert.deepEqual(valueExports(text), valueExports(read(esm)));
    const body = (t) => t.replace(/^(\/\/(?!\/).*\n)+/, '').replace(/'[^']*\.c?js'/g, "'module'");
    assert.equal(body(text), body(read(esm)));
    const imports = [...text.matchAll(/(?:from|import) '(\.[^']*)'/g)].map((m) => m[1]);
    assert.ok(imports.length > 0 && imports.every((path) => path.endsWith('.cjs')), String(imports));
    const tracked = execFileSync('git', ['ls-files', '--', cjs], { cwd: REPO, encoding: 'utf8' });
    assert.equal(tracked, '', `${cjs} is generated: it must not be tracked`);
  });
}
