// Benchmarks fenboard (wasm) against chessops, chess.js and ffish (Fairy-Stockfish in wasm):
// perft nodes per second, and the time of one legal-move-list call; plus the download size of each wasm module.
// The variants: Grand chess, Coregal and the definitions (xiangqi, shako, shogi...) against ffish (the only other
// library here that plays them), Russian draughts and Bario for fenboard alone.
//
//   npm run bench                  # the issue's depths: start position 5, Kiwipete 4, position 3 5
//   BENCH_QUICK=1 npm run bench    # one ply less everywhere (a quick look)
//
// Every perft is a plain recursive perft through the library's public API, counting the legal moves at
// the last ply instead of playing them (chessops' own perft does the same; ffish has no perft of its own
// and is counted with numberLegalMoves() at the last ply). fenboard's perft() is its own bulk perft. Each measurement is repeated
// until it has run for BENCH_MS milliseconds (at least once, at most 7 times); the median is reported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url);
const DEEP = process.env.BENCH_QUICK === '1' ? 0 : 1;
const BENCH_MS = Number(process.env.BENCH_MS ?? 1500);

const POSITIONS = [
  { name: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 4 + DEEP, nodes: [1, 20, 400, 8902, 197281, 4865609] },
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 3 + DEEP, nodes: [1, 48, 2039, 97862, 4085603] },
  // chessprogramming.org position 3 (the black king is on h4).
  { name: 'position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 4 + DEEP, nodes: [1, 14, 191, 2812, 43238, 674624, 11030083] },
  // Variants: fenboard's vchess FEN, and for ffish the same position in Fairy-Stockfish's FEN (Grand: its
  // chancellor `c` is fenboard's marshall `m`, its archbishop `a` fenboard's cardinal `c`). Coregal's
  // counts agree to depth 5 although ffish castles with the king only: no queen can castle that early.
  {
    name: 'Grand start',
    variant: 'grand',
    fen: 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w 0 -',
    ffishFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 65, 4225, 259514, 15921643],
  },
  {
    name: 'Coregal start',
    variant: 'coregal',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 adehadeh -',
    ffishFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    depth: 4 + DEEP,
    nodes: [1, 20, 400, 8882, 195896, 4756867],
  },
  {
    name: 'Russian start',
    variant: 'russian',
    fen: 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8',
    depth: 9 + DEEP,
    nodes: [1, 7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667, 22450628],
  },
  // International draughts (10x10, the majority rule, flying kings): its published perft.
  {
    name: 'International start',
    variant: 'international',
    fen: 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20',
    depth: 6 + DEEP,
    nodes: [1, 9, 81, 658, 4265, 27117, 167140, 1049442],
  },
  {
    name: 'Bario start',
    variant: 'bario',
    fen: 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -',
    depth: 4 + DEEP,
    nodes: [1, 8, 64, 1808, 51020, 1921420],
  },
];
const CHESS = POSITIONS.filter((p) => !p.variant);
// Games defined by data (given to defineVariant, in the default module and in the teaching one, which has perft): a
// copy of the built-in Grand's definition (variants/grand.json) under another id, in standard FEN, against the
// built-in Grand (the same engine: the same speed; ffish's Grand is measured once, above), and Capablanca chess
// (variants/capablanca.json) against ffish's own.
const DEFINED = [
  {
    name: 'Grand (definition) start',
    variant: 'grand-defined',
    definition: () => ({ ...definitionOf('grand'), id: 'grand-defined', fen: 'standard', start: 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1' }),
    fen: 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 65, 4225, 259514, 15921643],
  },
  {
    name: 'Capablanca (definition) start',
    variant: 'capablanca',
    definition: () => definitionOf('capablanca'),
    fen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
    ffishVariant: 'capablanca',
    ffishFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 28, 784, 25228, 805128],
  },
  // Xiangqi (variants/xiangqi.json: a hopper and lame leapers, whose legal moves are played and tested) against
  // Fairy-Stockfish's own; its published perft.
  {
    name: 'Xiangqi (definition) start',
    variant: 'xiangqi',
    definition: () => definitionOf('xiangqi'),
    fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    ffishVariant: 'xiangqi',
    ffishFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 44, 1920, 79666, 3290240],
  },
  // Shako (variants/shako.json: chess with xiangqi's cannon on 10x10) against Fairy-Stockfish's own.
  {
    name: 'Shako (definition) start',
    variant: 'shako',
    definition: () => definitionOf('shako'),
    fen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
    ffishVariant: 'shako',
    ffishFen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 58, 3364, 185938, 10273158],
  },
  // Shogi (variants/shogi.json: promoted forms, hands and drops) against Fairy-Stockfish's own; its published perft.
  {
    name: 'Shogi (definition) start',
    variant: 'shogi',
    definition: () => definitionOf('shogi'),
    fen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1',
    ffishVariant: 'shogi',
    ffishFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1',
    depth: 3 + DEEP,
    nodes: [1, 30, 900, 25470, 719731, 19861490],
  },
  // lichess's variants as definitions (docs/define.md, "Other ways to win") against Fairy-Stockfish's own and
  // chessops': crazyhouse (hands and drops), atomic (its legal moves played and tested), antichess (compulsory
  // captures), horde, racing kings (moves that give check removed); their published perft.
  ...[
    ['Crazyhouse', 'crazyhouse', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', 3, [1, 20, 400, 8902, 197281, 4888832]],
    ['Atomic', 'atomic', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3, [1, 20, 400, 8902, 197326, 4864979]],
    ['Antichess', 'antichess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', 4, [1, 20, 400, 8067, 153299, 2732672]],
    ['Horde', 'horde', 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1', 4, [1, 8, 128, 1274, 23310, 265223]],
    ['Racing kings', 'racingkings', '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1', 3, [1, 21, 421, 11264, 296242, 9472927]],
  ].map(([name, id, fen, depth, nodes]) => ({
    name: `${name} (definition) start`,
    variant: id,
    definition: () => definitionOf(id),
    fen,
    ffishVariant: id,
    ffishFen: fen,
    chessopsRules: id,
    depth: depth + DEEP,
    nodes,
  })),
];

/** The definition in variants/<id>.json. */
function definitionOf(id) {
  return JSON.parse(readFileSync(new URL(`variants/${id}.json`, root), 'utf8'));
}

const version = (pkg) => JSON.parse(readFileSync(new URL(`node_modules/${pkg}/package.json`, root), 'utf8')).version;

// ---------------------------------------------------------------------------
// The libraries. Each entry: { name, version, perft(fen, depth, pos), legalMoves(fen), variants }; a missing
// function, a variant not in `variants` (default: chess only), or a library that fails to load prints n/a.

async function loadFenboard() {
  // The packages' Node entries: the public API (lib/node.js), and the search in the teaching module
  // (lib/teach-node.js, a wasm module of its own), as a user calls them.
  const fb = await import(new URL('lib/node.js', root));
  const teach = await import(new URL('lib/teach-node.js', root));
  return {
    name: 'fenboard',
    version: JSON.parse(readFileSync(new URL('pkg/package.json', root), 'utf8')).version,
    // perft is in the teaching module (fenboard/teach), built from the same engine code: no rules page needs it.
    perft: (fen, depth, pos) => teach.perft(pos?.variant ?? 'chess', fen, depth),
    legalMoves: (fen) => fb.legalMoves('chess', fen, { san: false }),
    legalMovesSan: (fen) => fb.legalMoves('chess', fen),
    status: (fen) => fb.status('chess', fen),
    variants: ['chess', 'grand', 'coregal', 'russian', 'international', 'bario', ...defineGames(fb, teach)],
    bestMove: (variant, fen, timeMs) => teach.bestMove(variant, fen, { timeMs }),
  };
}

/**
 * Defines the games of DEFINED through the default module, as a page does, and in the teaching module, whose perft
 * the table uses; returns the ids defined.
 */
function defineGames(fb, teach) {
  const ids = [];
  for (const { variant, definition } of DEFINED) {
    try {
      fb.defineVariant(definition());
      teach.defineVariant(definition());
      ids.push(variant);
    } catch (err) {
      console.error(`fenboard: ${variant} not defined (${err.message})`);
    }
  }
  return ids;
}

async function loadChessops() {
  const { parseFen } = await import('chessops/fen');
  const { Chess } = await import('chessops/chess');
  const { setupPosition } = await import('chessops/variant');
  const { perft } = await import('chessops/debug');
  const { makeSan } = await import('chessops/san');
  const setup = (fen) => Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  return {
    name: 'chessops',
    version: version('chessops'),
    perft: (fen, depth, pos) => perft(pos?.chessopsRules ? setupPosition(pos.chessopsRules, parseFen(fen).unwrap()).unwrap() : setup(fen), depth, false),
    variants: ['chess', 'crazyhouse', 'atomic', 'antichess', 'horde', 'racingkings'],
    legalMoves: (fen) => setup(fen).allDests(),
    // Every legal move with its SAN (chessops' makeSan; a pawn reaching the last rank as four moves).
    legalMovesSan: (fen) => {
      const pos = setup(fen);
      const out = [];
      for (const [from, dests] of pos.allDests()) {
        const pawn = pos.board.get(from).role === 'pawn';
        for (const to of dests) {
          if (pawn && (to >> 3 === 0 || to >> 3 === 7)) for (const promotion of ['queen', 'rook', 'bishop', 'knight']) out.push(makeSan(pos, { from, to, promotion }));
          else out.push(makeSan(pos, { from, to }));
        }
      }
      return out;
    },
    status: (fen) => {
      const pos = setup(fen);
      return { check: pos.isCheck(), outcome: pos.outcome() };
    },
  };
}

async function loadChessJs() {
  const { Chess } = await import('chess.js');
  const perft = (chess, depth) => {
    const moves = chess.moves();
    if (depth === 1) return moves.length;
    let nodes = 0;
    for (const m of moves) {
      chess.move(m);
      nodes += perft(chess, depth - 1);
      chess.undo();
    }
    return nodes;
  };
  return {
    name: 'chess.js',
    version: version('chess.js'),
    // chess.js plays every node (about 150 k nodes/s): beyond a million nodes it is left out.
    perft: (fen, depth, pos) => (pos.nodes[depth] > 1e6 ? null : depth === 0 ? 1 : perft(new Chess(fen), depth)),
    legalMovesSan: (fen) => new Chess(fen).moves({ verbose: true }),
    status: (fen) => {
      const chess = new Chess(fen);
      return { check: chess.inCheck(), over: chess.isGameOver() };
    },
  };
}

async function loadFfish() {
  const { ffish, ffishVersion, withBoard, ffishPerft } = await import('../scripts/ffish.mjs');
  return {
    name: 'ffish',
    version: `${ffishVersion.split(' (')[0]} (${ffish.info().split(' by ')[0]})`,
    perft: (fen, depth, pos) => (pos?.variant ? ffishPerft(pos.ffishVariant ?? pos.variant, pos.ffishFen, depth) : ffishPerft('chess', fen, depth)),
    legalMoves: (fen) => withBoard('chess', fen, (board) => board.legalMoves()),
    legalMovesSan: (fen) => withBoard('chess', fen, (board) => board.legalMovesSan()),
    status: (fen) => withBoard('chess', fen, (board) => ({ check: board.isCheck(), result: board.isGameOver() && board.result() })),
    variants: ['chess', 'grand', 'coregal', 'capablanca', 'xiangqi', 'shako', 'shogi', 'crazyhouse', 'atomic', 'antichess', 'horde', 'racingkings'],
  };
}

async function load(name, loader) {
  try {
    return await loader();
  } catch (err) {
    console.error(`${name}: not available (${err.message.split('\n')[0]})`);
    return { name, version: 'n/a' };
  }
}

// ---------------------------------------------------------------------------
// Measuring

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs fn repeatedly (at least once, at most 7 times, until BENCH_MS has passed); median ms per run. */
function measure(fn) {
  const times = [];
  const start = performance.now();
  do {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  } while (times.length < 7 && performance.now() - start < BENCH_MS);
  return median(times);
}

function benchPerft(lib, pos) {
  const { fen, depth, nodes } = pos;
  if (!lib.perft || !(lib.variants ?? ['chess']).includes(pos.variant ?? 'chess')) return null;
  let count;
  const ms = measure(() => (count = lib.perft(fen, depth, pos)));
  if (count === null) return null;
  if (count !== nodes[depth]) throw new Error(`${lib.name}: perft(${depth}) = ${count}, expected ${nodes[depth]} for ${fen}`);
  return { value: count / (ms / 1000), ms };
}

/** Microseconds per call of lib[fn](fen), timed in batches well above the timer's resolution. */
function benchCall(lib, fn, { fen }) {
  if (!lib[fn]) return null;
  const t0 = performance.now();
  let batch = 0;
  while (performance.now() - t0 < 20) {
    lib[fn](fen);
    batch++;
  }
  const ms = measure(() => {
    for (let i = 0; i < batch; i++) lib[fn](fen);
  });
  return { value: (ms * 1000) / batch };
}

// ---------------------------------------------------------------------------
// Report

function fmt(x, unit) {
  if (x === null) return 'n/a';
  if (unit === 'nps') return x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${(x / 1e3).toFixed(1)} k`;
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, j) => {
      const line = r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
      return j === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

const libs = [
  await load('fenboard', loadFenboard),
  await load('chessops', loadChessops),
  await load('chess.js', loadChessJs),
  await load('ffish', loadFfish),
];
const [fenboard, ...others] = libs;

console.log(`fenboard benchmark: Node ${process.version}, ${process.arch}; median of repeated runs (${BENCH_MS} ms each)`);
for (const lib of libs) console.log(`  ${lib.name.padEnd(9)} ${lib.version}`);
console.log();

const rows = [['benchmark', ...libs.map((l) => l.name), ...others.map((l) => `fb÷${l.name}`), 'target', 'vs target']];
/**
 * One row. `target`: { factor, against: [library names] } — fenboard at least `factor` times faster than each
 * of them (for µs, times fewer µs); 'vs target' is the worst of those ratios divided by `factor` (1 or more: met).
 */
const add = (label, unit, results, target) => {
  const [mine, ...rest] = results.map((r) => (r ? r.value : null));
  const speedup = (x) => (x && mine ? (unit === 'us' ? x / mine : mine / x) : null);
  const ratios = rest.map((x) => (speedup(x) ? `${(mine / x).toFixed(2)}×` : 'n/a'));
  let goal = '';
  let vs = '';
  if (target) {
    const got = others.filter((l) => target.against.includes(l.name)).map((l) => speedup(rest[others.indexOf(l)]));
    goal = `≥${target.factor}× ${target.against.join(', ')}`;
    vs = got.some((g) => g === null) ? 'n/a' : `${(Math.min(...got) / target.factor).toFixed(2)} ${Math.min(...got) >= target.factor ? 'met' : 'NOT MET'}`;
  }
  rows.push([label, ...results.map((r) => fmt(r ? r.value : null, unit)), ...ratios, goal, vs]);
};
const safe = (fn) => {
  try {
    return fn();
  } catch (err) {
    console.error(`  ! ${err.message}`);
    return null;
  }
};

// The issues' targets: chess 10x chessops and ffish; Grand, Coregal, xiangqi, shako and shogi 5x ffish; crazyhouse
// and atomic 5x ffish and chessops.
const perftTarget = (pos) => {
  if (!pos.variant) return { factor: 10, against: ['chessops', 'ffish'] };
  if (['grand', 'coregal', 'xiangqi', 'shako', 'shogi'].includes(pos.variant)) return { factor: 5, against: ['ffish'] };
  if (['crazyhouse', 'atomic'].includes(pos.variant)) return { factor: 5, against: ['ffish', 'chessops'] };
  return null;
};
const perftResults = new Map();
for (const pos of POSITIONS) {
  const results = libs.map((lib) => safe(() => benchPerft(lib, pos)));
  perftResults.set(pos.name, results[0]);
  add(`perft ${pos.name} d${pos.depth} (nodes/s)`, 'nps', results, perftTarget(pos));
}
for (const pos of DEFINED) {
  const results = libs.map((lib) => safe(() => benchPerft(lib, pos)));
  perftResults.set(pos.name, results[0]);
  add(`perft ${pos.name} d${pos.depth} (nodes/s)`, 'nps', results, perftTarget(pos));
}
// Grand as a definition against the built-in Grand, both fenboard: the issue wants at least half the speed.
{
  const defined = perftResults.get('Grand (definition) start');
  const builtIn = perftResults.get('Grand start');
  const ratio = defined && builtIn ? defined.value / builtIn.value : null;
  rows.push(['perft Grand definition ÷ built-in (fenboard)', ratio ? `${ratio.toFixed(2)}×` : 'n/a', ...others.map(() => ''), ...others.map(() => ''), '≥0.5× built-in', ratio ? `${(ratio / 0.5).toFixed(2)} ${ratio >= 0.5 ? 'met' : 'NOT MET'}` : 'n/a']);
}
// Russian draughts against chess, both fenboard: the issue wants draughts at least as fast (nodes/s).
{
  const russian = perftResults.get('Russian start');
  const chess = perftResults.get('start');
  const ratio = russian && chess ? russian.value / chess.value : null;
  rows.push(['perft Russian ÷ chess start (fenboard)', ratio ? `${ratio.toFixed(2)}×` : 'n/a', ...others.map(() => ''), ...others.map(() => ''), '≥1× chess', ratio ? `${ratio.toFixed(2)} ${ratio >= 1 ? 'met' : 'NOT MET'}` : 'n/a']);
}
const callTarget = { factor: 3, against: ['chessops', 'chess.js', 'ffish'] };
// Every library's calls are compiled by the JIT before any is timed (the first position would otherwise pay
// for the warm-up of the library measured first).
for (const lib of libs) {
  for (const fn of ['legalMoves', 'legalMovesSan', 'status']) {
    if (!lib[fn]) continue;
    const until = performance.now() + 150;
    while (performance.now() < until) for (const pos of CHESS) safe(() => lib[fn](pos.fen));
  }
}
// chess.js has no listing without SAN: the moves without SAN are held against the two that have one.
for (const pos of CHESS) {
  add(`legalMoves ${pos.name} (µs/call)`, 'us', libs.map((lib) => safe(() => benchCall(lib, 'legalMoves', pos))), { factor: 3, against: ['chessops', 'ffish'] });
}
for (const pos of CHESS) {
  add(`legalMoves + SAN ${pos.name} (µs/call)`, 'us', libs.map((lib) => safe(() => benchCall(lib, 'legalMovesSan', pos))), callTarget);
}
for (const pos of CHESS) {
  add(`status ${pos.name} (µs/call)`, 'us', libs.map((lib) => safe(() => benchCall(lib, 'status', pos))), callTarget);
}
// Game.status() after a long game against a short one, fenboard alone: repetition is counted by Zobrist keys, so
// the call takes the same time whatever the game's length (the issue wants about 1×). A game ends at its draws and
// refuses moves after them: the long game is chess with the move rule off and a repetition of 100 times, the rooks
// going round cycles of 5 and 6 moves (60 positions, each met about 83 times in 5,000 plies).
{
  const fb = await import(new URL('lib/node.js', root));
  fb.defineVariant({ extends: 'chess', id: 'chess-long', name: 'Chess with rare draws', repetition: 100, moveRule: false });
  const gameOf = (plies) => {
    const game = new fb.Game('chess-long', '3k3r/8/8/8/8/8/8/R2K4 w - - 0 1');
    const [white, black] = [['Ra2', 'Ra3', 'Ra4', 'Ra5', 'Ra1'], ['Rh7', 'Rh6', 'Rh5', 'Rh4', 'Rh3', 'Rh8']];
    for (let i = 0; i < plies; i++) game.play(i % 2 ? black[(i >> 1) % 6] : white[(i >> 1) % 5]);
    return game;
  };
  const short = gameOf(10);
  const long = gameOf(5000);
  const time = (game) => benchCall({ status: () => game.status() }, 'status', { fen: null }).value;
  time(short);
  time(long);
  const [a, b] = [time(short), time(long)];
  short.free();
  long.free();
  rows.push(['Game.status() after 5,000 plies ÷ after 10 (fenboard)', `${(b / a).toFixed(2)}×`, ...others.map(() => ''), ...others.map(() => ''), '≈1× (≤1.5×)', `${(1.5 / (b / a)).toFixed(2)} ${b / a <= 1.5 ? 'met' : 'NOT MET'}`]);
}
// The search (bestMove): nodes per second and the depth reached in SEARCH_MS, per game, fenboard alone.
const SEARCH_MS = Number(process.env.SEARCH_MS ?? 1000);
const SEARCH_POSITIONS = [
  { variant: 'chess', fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4' },
  { variant: 'coregal', fen: POSITIONS.find((p) => p.variant === 'coregal').fen },
  { variant: 'grand', fen: POSITIONS.find((p) => p.variant === 'grand').fen },
  { variant: 'bario', fen: 'uuuuuuuu/pppppppp/8/8/8/8/PPPPPPPP/UUUUUUUU w 0 - 22212221 -' },
  { variant: 'russian', fen: POSITIONS.find((p) => p.variant === 'russian').fen },
  { variant: 'international', fen: POSITIONS.find((p) => p.variant === 'international').fen },
];
const searches = [];
for (const { variant, fen } of SEARCH_POSITIONS) {
  const r = safe(() => fenboard.bestMove(variant, fen, SEARCH_MS));
  if (r) searches.push(`${variant} ${r.move.san} depth ${r.depth}`);
  add(`search ${variant} ${SEARCH_MS} ms (nodes/s)`, 'nps', [r ? { value: r.nodes / (r.timeMs / 1000) } : null, ...others.map(() => null)]);
}

console.log(table(rows));
console.log();
console.log(`search: bestMove(variant, fen, {timeMs: ${SEARCH_MS}}): ${searches.join('; ')}.`);
console.log();
console.log('fb÷X: for perft, fenboard nodes/s ÷ X nodes/s (above 1: fenboard faster);');
console.log('      for legal moves, fenboard µs ÷ X µs (below 1: fenboard faster).');
console.log('legalMoves: the moves without SAN. fenboard legalMoves(variant, fen, {san: false}) (Move objects, san \'\');');
console.log('            chessops parseFen + Chess.fromSetup + allDests; ffish new Board + legalMoves() + delete().');
console.log('legalMoves + SAN: fenboard legalMoves() (Move objects, plain data, SAN computed in the same call); chessops');
console.log('            allDests + makeSan of each move; chess.js new Chess(fen).moves({verbose: true}); ffish legalMovesSan().');
console.log('status: fenboard status(); chessops parse + isCheck + outcome; chess.js new Chess + inCheck + isGameOver;');
console.log('        ffish new Board + isCheck + isGameOver/result + delete(). chess.js perft beyond 1 M nodes: n/a (too slow).');
console.log('Grand, Coregal: fenboard vs ffish; Russian and international draughts, Bario: fenboard only (no other library here plays them).');
console.log('Defined games: given to defineVariant (the default module, and fenboard/teach for perft); Capablanca vs ffish\'s built-in capablanca.');

// Download sizes of each module: the wasm and the JavaScript a page imports with it (the module's browser.js, what
// package.json "exports" gives browsers and bundlers: its entry in lib/ bundled with wasm-bindgen's glue and
// lib/api.js, minified). The default module (pkg/: every game, defined ones included, and the renderer, what every
// rules page loads; the budget is 100 KiB gzip, not met: docs/size.md; tests/package/files.test.mjs keeps it from growing) and the teaching one (pkg/teach/: explainMove, bestMove, perft, extractDiagrams,
// loaded only where a board explains a move or plays against the engine, or by tools). Each file is compressed on its own, as
// it is served (the source map is fetched only by developer tools).
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const compressed = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const sum = (sizes) => ({
  raw: sizes.reduce((n, s) => n + s.raw, 0),
  gzip: sizes.reduce((n, s) => n + s.gzip, 0),
  brotli: sizes.reduce((n, s) => n + s.brotli, 0),
});
const sizeLine = (name, s) => `${name}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzip -9, ${kb(s.brotli)} brotli -11 (${s.raw} / ${s.gzip} / ${s.brotli} bytes)`;
console.log();
for (const [dir, what] of [
  ['pkg', 'the default module: every game (defineVariant) and the renderer (budget: 100 KiB gzip)'],
  ['pkg/teach', 'the teaching module: explainMove, bestMove, perft, extractDiagrams and the whole API (loaded on first need)'],
]) {
  const wasm = compressed(readFileSync(new URL(`${dir}/fenboard_bg.wasm`, root)));
  const files = [`${dir}/browser.js`];
  const glue = files.map((f) => compressed(readFileSync(new URL(f, root))));
  const total = sum([wasm, ...glue]);
  const budget = 100 * 1024;
  const verdict = dir === 'pkg' ? `; budget ≤ 100 KiB gzip: ${(budget / total.gzip).toFixed(2)} ${total.gzip <= budget ? 'met' : 'NOT MET'}` : '';
  console.log(sizeLine(`${dir}/ wasm + JavaScript`, total) + `, ${what}${verdict}`);
  console.log(`  ${sizeLine(`${dir}/fenboard_bg.wasm`, wasm)}`);
  console.log(`  ${sizeLine(`JavaScript (${files.join(', ')})`, sum(glue))}`);
}

try {
  const { pageBenchmark } = await import('./page.mjs');
  const r = await pageBenchmark();
  console.log(`rules page with ${r.boards} diagrams interactive in ${r.median.toFixed(1)} ms after the module loaded (median of 7, headless Chromium; target 50 ms)`);
} catch (err) {
  console.log(`page benchmark: n/a (${String(err.message ?? err).split('\n')[0]})`);
}

try {
  const { boardReport } = await import('./board.mjs');
  for (const line of await boardReport()) console.log(line);
} catch (err) {
  console.log(`board benchmark: n/a (${String(err.message ?? err).split('\n')[0]})`);
}
try {
  const { phoneBenchmark, phoneLines } = await import('./page.mjs');
  console.log(phoneLines(await phoneBenchmark()).join('\n'));
} catch (err) {
  console.log(`phone benchmark: n/a (${String(err.message ?? err).split('\n')[0]})`);
}
