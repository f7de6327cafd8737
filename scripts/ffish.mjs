// Loads ffish (Fairy-Stockfish compiled to wasm, npm `ffish`) in Node, for the oracle tests and the benchmark.
//
// ffish 0.7 is an old Emscripten build: in Node 18+ it sees the global fetch and tries to fetch its .wasm
// by file path, which fails. Hidden while it loads, it reads the file with fs instead.
// Beware: ffish installs a process 'uncaughtException' handler that prints its whole source before the
// error, so an uncaught exception in a script that loaded it is hard to read; tests catch their errors.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

async function load() {
  const savedFetch = globalThis.fetch;
  globalThis.fetch = undefined;
  try {
    const ffish = require('ffish');
    await new Promise((resolve) => (ffish.calledRun ? resolve() : (ffish.onRuntimeInitialized = resolve)));
    return ffish;
  } finally {
    globalThis.fetch = savedFetch;
  }
}

export const ffish = await load();
export const ffishVersion = `${JSON.parse(readFileSync(require.resolve('ffish/package.json'), 'utf8')).version} (${ffish.info()})`;

/**
 * Runs fn with a new ffish Board (in Chess960 mode if `is960`) and deletes the board afterwards (Emscripten objects
 * are not collected).
 */
export function withBoard(variant, fen, fn, is960 = false) {
  const board = new ffish.Board(variant, fen, is960);
  try {
    return fn(board);
  } finally {
    board.delete();
  }
}

/** Perft through ffish's public API (it has no perft of its own): push/pop, counting at the last ply. */
export function ffishPerft(variant, fen, depth, is960 = false) {
  if (depth === 0) return 1;
  const count = (board, d) => {
    if (d === 1) return board.numberLegalMoves();
    const moves = board.legalMoves();
    if (!moves) return 0;
    let nodes = 0;
    for (const m of moves.split(' ')) {
      board.push(m);
      nodes += count(board, d - 1);
      board.pop();
    }
    return nodes;
  };
  return withBoard(variant, fen, (board) => count(board, depth), is960);
}
