// The package's TypeScript declarations, as consumers compile against them: the packed package installed into a
// scratch project, and example code type-checked by tsc --strict (the repository's typescript, skipLibCheck off)
// under each resolution a project may use: bundler, node16 and nodenext, ES module and CommonJS files. Besides
// what compiles, what must not: @ts-expect-error lines (a misspelt built-in variant id, a move that is a number,
// an unknown error code) fail the check if they compile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, pack, run, scratchProject } from './_scratch.mjs';

let tarball;
let project;

before(() => {
  tarball = pack();
  project = scratchProject('types', tarball.tarball);
});

after(() => {
  project?.cleanup();
  tarball?.cleanup();
});

const TS_CONSUMER = `
import init, { legalMoves, startFen, play, status, board, renderDiagram, parseDiagram, defineVariant, Game, isReady, type Move, type MoveInput, type MoveOptions, type Status, type VariantId, type BuiltinVariantId, type DefinedVariantId, type VariantInfo, type Board, type OutcomeReason, type StepKind, type PieceRole, type FenboardError, type FenboardErrorCode } from 'fenboard';
await init();
const moves: Move[] = legalMoves('chess', startFen('chess'));
const fen: string = play('chess', startFen('chess', { randomness: 2, seed: 1 }), moves[0].uci);
const s: Status = status('chess', fen);
const turn: 'w' | 'b' = s.turn;
const ended: OutcomeReason | undefined = s.outcome?.reason;
const kind: StepKind | undefined = moves[0].steps?.[0]?.kind;
const svg: string = renderDiagram('8/8/8/8/8/8/8/K7', { size: 200 });
const game = new Game('chess');
const id: VariantId = game.variant();
const partial = new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true });
const m: Move = game.play('e4');
const undone: Move | undefined = game.undo();
const b: Board = board(id, game.fen());
const role: PieceRole = game.board().pieces[0].role;
// @ts-expect-error: a variant id is a string (any string: defineVariant adds games)
legalMoves(42, fen);
const defined = defineVariant({ id: 'mini', board: { width: 4, height: 4 }, pieces: [{ letter: 'k', betza: 'K', royal: true }], start: 'k3/4/4/3K w - - 0 1', moveRule: false });
const quick: Move[] = legalMoves(defined.id, defined.startFen, { san: false });
const definedId: DefinedVariantId = defined.id;
const info: VariantInfo = defined;
const named: VariantId = 'mini' as DefinedVariantId;
const builtin: BuiltinVariantId = 'grand';
// @ts-expect-error: a misspelt built-in id
legalMoves('chesss', fen);
// @ts-expect-error: a defined game's id is the one defineVariant gives (or a string cast to DefinedVariantId)
new Game('mini');
// Moves as objects: squares, or a Move of legalMoves.
const input: MoveInput = { from: 'e2', to: 'e4' };
const afterObject: string = play('chess', startFen('chess'), input);
const afterMove: Move = game.play(moves[0]);
play('chess', fen, { from: 'a7', to: 'a8', promotion: 'q' });
// @ts-expect-error: a move is text or an object with from and to
play('chess', fen, 42);
try {
  play('chess', fen, 'e5');
} catch (e) {
  const error = e as FenboardError;
  const code: FenboardErrorCode = error.code;
  const known: boolean = code === 'promotion-required' || code === 'game-over' || code === 'bad-move-argument' || code === 'pgn-syntax';
  void known;
}
// @ts-expect-error: not an error code
const notACode: FenboardErrorCode = 'illegal';
const fromFen = parseDiagram(startFen('chess')).pieces.length;
const withoutSan: MoveOptions = { san: false };
// @ts-expect-error: not an outcome reason
const notAReason: OutcomeReason = 'resignation';
game.free(); partial.free();
const ready: boolean = isReady();
export { turn, ended, kind, svg, m, undone, b, role, notAReason, ready, quick, withoutSan, info, definedId, named, builtin, afterObject, afterMove, notACode, fromFen };
`;

const TS_TEACH = `
import * as teach from 'fenboard/teach';
import type { Explanation, BestMove, SearchOptions, ExplainOptions } from 'fenboard/teach';
await teach.init();
const options: SearchOptions = { timeMs: 100 };
const best: BestMove = teach.bestMove('chess', startFen('chess'), options);
const bestMoveOfTeach: Move = best.move;
const how: ExplainOptions = { lang: 'fr' };
const why: Explanation = teach.explainMove('chess', startFen('chess'), 'e2', 'e5', how);
const reason: string | null = why.legal ? null : why.reason;
const noOptions: Explanation = teach.explainMove('chess', startFen('chess'), 'e2', 'e5');
const teachReady: boolean = teach.isReady();
export { bestMoveOfTeach, reason, noOptions, teachReady };
`;

const TS_PGN = `
import { writeGame, readGame, parsePgn } from 'fenboard/pgn';
import type { PgnGame, WriteOptions, ReadOptions } from 'fenboard/pgn';
const writing: WriteOptions = { tags: { White: 'Ada' } };
const reading: ReadOptions = { partial: true };
const pgnText: string = writeGame(new Game('chess'), writing);
const readBack: Game = readGame(pgnText, reading);
const parsed: PgnGame = parsePgn(pgnText);
// @ts-expect-error: tag values are strings
writeGame(readBack, { tags: { Round: 1 } });
export { parsed };
`;

const TS_COMMONJS = `
import fenboard = require('fenboard');
const moves: fenboard.Move[] = fenboard.legalMoves('chess', fenboard.startFen('chess'));
const game = new fenboard.Game('coregal');
const status: fenboard.Status = game.status();
const board: fenboard.Board = fenboard.board(game.variant(), game.fen());
// @ts-expect-error: a variant id is a string
new fenboard.Game(7);
// @ts-expect-error: a misspelt built-in id
fenboard.startFen('grnd');
const played: string = fenboard.play('chess', fenboard.startFen('chess'), { from: 'e2', to: 'e4' });
let code: fenboard.FenboardErrorCode | undefined;
try { fenboard.play('chess', played, 'e5'); } catch (e) { code = (e as fenboard.FenboardError).code; }
game.free();
void fenboard.init();
import teach = require('fenboard/teach');
const why: teach.Explanation = teach.explainMove('chess', fenboard.startFen('chess'), 'e2', 'e5');
const best: teach.BestMove = teach.bestMove('chess', fenboard.startFen('chess'), { depth: 1 });
const teachCode: teach.FenboardErrorCode = 'promotion-required';
void teach.init();
import pgn = require('fenboard/pgn');
const text: string = pgn.writeGame(new fenboard.Game('chess'));
const back: fenboard.Game = pgn.readGame(text);
export = { moves, status, board, why, best, code, teachCode, back };
`;

const BOARDS = `
import { enhance, diagramText, FenBoardElement } from 'fenboard/boards';
const hosts: HTMLElement[] = enhance(document);
enhance(document, { teach: false });
enhance(document, { teach: () => import('fenboard/teach').then(async (m) => { await m.init(); return m; }) });
enhance(document, { lang: 'fr' });
// @ts-expect-error: the boards speak English and French
enhance(document, { lang: 'de' });
const text: string | null = diagramText(hosts[0]);
const el: FenBoardElement | null = document.querySelector('fen-board') as FenBoardElement | null;
export { text, el };
`;

/** Runs the repository's tsc on a config of the scratch project; its errors fail the test. */
function tsc(config) {
  try {
    run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', config], { cwd: project.dir });
  } catch (err) {
    assert.fail(`tsc -p ${config}:\n${err.stdout}${err.stderr}`);
  }
}

const COMMON = { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', lib: ['es2022', 'dom'], types: [] };

test('TypeScript, moduleResolution bundler: the package, fenboard/teach, fenboard/pgn, fenboard/boards', () => {
  writeFileSync(join(project.dir, 'bundler.ts'), `${TS_CONSUMER}${TS_TEACH}${TS_PGN}${BOARDS.replace('export { text, el };', 'export { text as boardText, el };')}`);
  writeFileSync(join(project.dir, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...COMMON, module: 'esnext', moduleResolution: 'bundler' }, files: ['bundler.ts'] }));
  tsc('tsconfig.bundler.json');
});

for (const resolution of ['node16', 'nodenext']) {
  test(`TypeScript, moduleResolution ${resolution}: ES module and CommonJS files`, () => {
    writeFileSync(join(project.dir, 'esm.mts'), `${TS_CONSUMER}${TS_TEACH}${TS_PGN}`);
    writeFileSync(join(project.dir, 'cjs.cts'), TS_COMMONJS);
    const config = `tsconfig.${resolution}.json`;
    writeFileSync(join(project.dir, config), JSON.stringify({ compilerOptions: { ...COMMON, module: resolution, moduleResolution: resolution }, files: ['esm.mts', 'cjs.cts'] }));
    tsc(config);
  });
}

test('the checks can fail: a type error in the example code is reported', () => {
  writeFileSync(join(project.dir, 'wrong.ts'), `import { legalMoves } from 'fenboard';\nlegalMoves('chesss', '');\n`);
  writeFileSync(join(project.dir, 'tsconfig.wrong.json'), JSON.stringify({ compilerOptions: { ...COMMON, module: 'esnext', moduleResolution: 'bundler' }, files: ['wrong.ts'] }));
  assert.throws(() => run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.wrong.json'], { cwd: project.dir }),
    (err) => /'"chesss"' is not assignable/.test(err.stdout));
});
