// variants/draughts/schema.json (the JSON Schema of draughts definitions) against the built-in draughts games'
// definitions variants/draughts/*.json, with Ajv in strict mode; a few broken definitions show that it rejects what
// the engine refuses, and the engine reads each definition as the game of its id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { variants } from '../../lib/node.js';

const DIR = new URL('../../variants/draughts/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema.json', DIR), 'utf8'));
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'schema.json').sort();
const definition = (file) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
const errors = () => (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);

test('the draughts definitions are the built-in draughts games', () => {
  assert.deepEqual(files, ['antidraughts.json', 'brazilian.json', 'breakthrough.json', 'canadian.json', 'czech.json', 'english.json', 'frisian.json', 'frysk.json', 'international.json', 'italian.json', 'pool.json', 'russian.json', 'spanish.json', 'turkish.json']);
  const built = new Map(variants().map((v) => [v.id, v]));
  for (const file of files) {
    const def = definition(file);
    assert.equal(built.get(def.id)?.name, def.name, file);
    assert.equal(built.get(def.id).width, def.board.width, file);
  }
});

for (const file of files) {
  test(`${file} validates against variants/draughts/schema.json and is named by its id`, () => {
    const def = definition(file);
    assert.ok(validate(def), errors().join('; '));
    assert.equal(file, `${def.id}.json`);
  });
}

test('the schema rejects broken definitions, naming where', () => {
  const base = definition('international.json');
  const broken = [
    ['a board of 14', (d) => (d.board.width = 14), '/board/width'],
    ['a capture choice not in the list', (d) => (d.capture.choice = 'longest'), '/capture/choice'],
    ['kings flying as a number', (d) => (d.kings.flying = 1), '/kings/flying'],
    ['an unknown field', (d) => (d.queens = {}), '/'],
    ['no family', (d) => delete d.family, '/'],
    ['an end the engine does not know', (d) => (d.end = { noMoves: 'draws' }), '/end/noMoves'],
    ['a king worth half a man', (d) => Object.assign(d.capture, { choice: 'value', kingValue: 0.5 }), '/capture/kingValue'],
    ['orthogonal captures as a word', (d) => (d.capture.orthogonal = 'yes'), '/capture/orthogonal'],
    ['no king move allowed', (d) => (d.kings.quietMoves = 0), '/kings/quietMoves'],
  ];
  for (const [what, change, where] of broken) {
    const d = structuredClone(base);
    change(d);
    assert.equal(validate(d), false, what);
    assert.ok(validate.errors.some((e) => (e.instancePath || '/') === where), `${what}: ${errors().join('; ')}`);
  }
});
