// variants/schema.json (the JSON Schema of game definitions, draft 2020-12) against the example definitions
// variants/*.json, with Ajv in strict mode, which also rejects a schema with an unknown keyword or a
// contradiction. A few broken definitions show that the schema does reject what it should.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';

const DIR = new URL('../../variants/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema.json', DIR), 'utf8'));
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'schema.json').sort();
const definition = (file) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8'));

// strictRequired off: the conditional `then: { required: ["pawns"] }` names a property that the root defines,
// and Ajv's check looks for it in the same subschema only.
const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
const validate = ajv.compile(schema);
const errors = () => (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);

// Fairy-Stockfish's games written as definitions (docs/define.md's table), each compared with its own.
const FAIRY = [
  'ai-wok', 'centaur', 'chaturanga', 'chigorin', 'courier', 'gardner', 'georgian', 'grasshopper',
  'makruk', 'manchu', 'minixiangqi', 'nightrider', 'omicron', 'paradigm', 'pawnsideways', 'raazuvaa',
  'shako', 'shatranj', 'sortofalmost', 'tencubed', 'troitzky', 'xiangqi',
  // Ways to win: a region, checks, forced captures, extinction, explosions.
  '3check', '5check', 'antichess', 'atomar', 'atomic', 'codrus', 'extinction', 'giveaway', 'horde', 'jesonmor',
  'kinglet', 'kingofthehill', 'losers', 'misere', 'nocheckatomic', 'racingkings', 'suicide', 'threekings',
  // with hands and drops
  'capahouse', 'chessgi', 'crazyhouse', 'dragon', 'loop', 'pocketknight',
  // Chess960
  'fischerandom', 'caparandom',
  'opulent', 'legan',
  // the shogi family: promoted forms
  'checkshogi', 'dobutsu', 'euroshogi', 'gorogoro', 'judkins', 'minishogi', 'okisakishogi', 'shogi', 'torishogi', 'yarishogi',
  // pieces that turn over (Kyoto shogi: at every move; micro shogi: when they capture), and minishogi's other name
  'kyotoshogi', 'micro', 'mini',
  // a second king, the crown prince: whichever a side has alone is royal
  'shoshogi',
  // with gating, and with pieces dropped before any move
  'seirawan', 'shouse', 'placement',
  // the makruk family (a king kept in place, first moves, other countings), and shatar's mate rules
  'makpong', 'cambodian', 'karouk', 'asean', 'shatar',
  // a king that is not royal, dropped before anything else when in hand (bughouse's Koedem on one board)
  'koedem',
  // armies with pawns and kings of their own
  'pawnback', 'spartan', 'wolf',
  // pieces placed first, promotion as a move of its own (Burmese chess)
  'sittuyin',
  // janggi: the palace's diagonal lines, its cannons, passing, bikjang and the count of material; a piece moved back
  // and forth loses (janggimodern)
  'janggi', 'janggitraditional', 'janggicasual', 'janggimodern',
  // chess's kin: other pieces and boards, pieces capturing otherwise than they move, double steps from every square,
  // black's draw odds, a chancellor castling as a rook
  'nocastle', 'amazon', 'almost', 'chancellor', 'modern', 'janus', 'embassy', 'gustav3',
  'hoppelpoppel', 'newzealand', 'torpedo', 'armageddon', 'fairy', 'perfect',
  // no royal piece: a region to reach, a side that cannot move loses (clobber's stones only capture)
  'fox-and-hounds', 'pawn-breakthrough', 'clobber', 'clobber10',
  // pieces turned to stone when they capture, walls in the position
  'petrified',
  // a wall placed after every move (walling)
  'amazons', 'duck', 'isolation', 'isolation7x7', 'snailtrail', 'joust',
];

test('the definitions are the built-in chess games, the examples and Fairy-Stockfish\'s games', () => {
  const chessGames = ['bario', 'berolina', 'capablanca', 'chess', 'coregal', 'gothic', 'grand', 'knightmate', 'losalamos'];
  assert.deepEqual(files, [...chessGames, ...FAIRY].sort().map((id) => `${id}.json`));
});

for (const file of files) {
  test(`${file} validates against variants/schema.json and is named by its id`, () => {
    const def = definition(file);
    assert.ok(validate(def), errors().join('; '));
    assert.equal(file, `${def.id}.json`);
  });
}

test('every property of the schema has a description', () => {
  const missing = [];
  const walk = (node, path) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, sub] of Object.entries(node.properties ?? {})) {
      if (!sub.description && !sub.$ref) missing.push(`${path}/${name}`);
      walk(sub, `${path}/${name}`);
    }
    for (const key of ['items', 'then']) walk(node[key], `${path}/${key}`);
    for (const alt of node.oneOf ?? []) walk(alt, path);
    for (const [name, sub] of Object.entries(node.$defs ?? {})) walk(sub, `#/$defs/${name}`);
  };
  walk(schema, '');
  assert.deepEqual(missing, []);
});

test('the schema rejects broken definitions, naming where', () => {
  const base = definition('capablanca.json');
  const broken = [
    ['an id of 33 characters', (d) => (d.id = 'c'.repeat(33)), '/id'],
    ['an id with capitals', (d) => (d.id = 'Capablanca'), '/id'],
    ['a board of 13 files', (d) => (d.board.width = 13), '/board/width'],
    ['a piece without Betza', (d) => delete d.pieces[1].betza, '/pieces/1'],
    ['an uppercase letter', (d) => (d.pieces[2].letter = 'R'), '/pieces/2/letter'],
    ['17 kinds of piece', (d) => d.pieces.push(...Array.from({ length: 9 }, (_, i) => ({ letter: 'defghijlm'[i], name: 'x', betza: 'W' }))), '/pieces'],
    ['pawns without their rules', (d) => delete d.pawns, '/'],
    ['a stalemate rule not in the list', (d) => (d.stalemate = 'lose'), '/stalemate'],
    ['castling with one landing file', (d) => (d.castling.kingside = ['i']), '/castling'],
    ['castling: true', (d) => (d.castling = true), '/castling'],
    ['a misspelt field', (d) => (d.moveRules = false), '/'],
    ['the former fiftyMoves', (d) => (d.fiftyMoves = false), '/'],
    ['a FEN without its side to move', (d) => (d.start = d.start.split(' ')[0]), '/start'],
    ['a move rule of 0', (d) => (d.moveRule = 0), '/moveRule'],
    ['a hook that is no built-in code', (d) => (d.hooks = 'shogi'), '/hooks'],
    ['a drop rule not in the list', (d) => (d.drops = { dropOnTop: true }), '/drops'],
    ['a drop rank of 0', (d) => (d.drops = { notOnRanks: { p: [0] } }), '/drops'],
    ['a promoted form named by two letters', (d) => (d.pieces[3].promoted = 'qq'), '/pieces/3/promoted'],
    ['a promotion zone of neither ranks nor squares', (d) => (d.piecePromotion = { compulsory: true }), '/piecePromotion'],
    ['a promotion zone of both', (d) => (d.piecePromotion = { ranks: 2, squares: 'a7-j8' }), '/piecePromotion'],
  ];
  for (const [why, spoil, where] of broken) {
    const d = structuredClone(base);
    spoil(d);
    assert.equal(validate(d), false, why);
    assert.ok(errors().some((e) => e.startsWith(`${where} `)), `${why}: ${errors().join('; ')}`);
  }
});
