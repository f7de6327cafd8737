// The package's API over wasm-bindgen's glue, as lib/index.d.ts declares it: the functions that return moves,
// statuses and boards leave them in the engine's memory as compact bytes (their format is documented in
// src/wasm/wire/ and src/wasm/exports/, which says where they lie) and the objects are built here, reading the bytes in
// place, which is about forty times faster than JSON.parse; Game keeps the glue's game private and throws a clear
// error after free().
// lib/node.js and lib/browser.js import this file; scripts/package.mjs turns it into pkg/api.cjs for
// lib/node.cjs, so there is one source.

const NONE = 127;
const FILES = 'abcdefghij';
/** Square names by index (rank * 10 + file), as the wire format numbers them. */
const SQUARES = Array.from({ length: 100 }, (_, i) => FILES[i % 10] + (Math.floor(i / 10) + 1));
const STEP_KINDS = { p: 'place', d: 'define', i: 'identify', m: 'move' };
/** Plain UCIs (from and to, no promotion) by from * 100 + to, made when first needed. */
const PLAIN_UCI = new Array(10000).fill(null);

/** Single-character strings by character code (piece letters, colours). */
const LETTERS = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
const DASH = 45;
const UTF8 = new TextDecoder();

/** The text of bytes[at..end]: ASCII (UCI, SAN, reasons) char by char, anything else as UTF-8. */
function text(bytes, at, end) {
  let s = '';
  for (let i = at; i < end; i++) {
    const c = bytes[i];
    if (c > 127) return UTF8.decode(bytes.subarray(at, end));
    s += LETTERS[c];
  }
  return s;
}

/** Reads the fields of a status's bytes one after the other (tables: no parsing, no copies). */
class Reader {
  constructor(bytes, at) {
    this.bytes = bytes;
    this.at = at;
  }
  num() {
    return this.bytes[this.at++] - 48;
  }
  square() {
    const n = this.num();
    return n === NONE ? null : SQUARES[n];
  }
  letter() {
    const c = this.bytes[this.at++];
    return c === DASH ? null : LETTERS[c];
  }
  squares() {
    const out = [];
    for (let n = this.num(); n > 0; n--) out.push(SQUARES[this.num()]);
    return out;
  }
  string() {
    const n = this.num();
    return text(this.bytes, this.at, (this.at += n));
  }
}

/**
 * The SAN of a move by its index in a list that was listed without them (`lazy` of decodeMoves): the list's SANs are
 * computed once, when the first is read.
 */
function lazySans(engine, read, variant, fen) {
  let sans = null;
  return (index) => (sans ??= read(engine.legalMoves(variant, fen, true), decodeMoves).map((m) => m.san))[index];
}

/**
 * A legal move. Every field is a plain property except `san`, which a list from `legalMoves()` computes
 * when it is first read; `JSON.stringify` and Node's `console.log` show all of them.
 */
export class Move {
  #san;
  #lazy;
  #index;
  constructor(uci, san, from, to, piece, promotion, captured, castle, path, steps, lazy, index) {
    this.uci = uci;
    this.#san = san;
    this.from = from;
    this.to = to;
    this.piece = piece;
    this.promotion = promotion;
    this.captured = captured;
    this.castle = castle;
    if (path) this.path = path;
    if (steps) this.steps = steps;
    this.#lazy = lazy;
    this.#index = index;
  }
  /** SAN (`Nf3`, `exd6`, `O-O`, `e8=Q#`); draughts: the short form (`c3:c7`). */
  get san() {
    if (this.#san === '' && this.#lazy) this.#san = this.#lazy(this.#index);
    return this.#san;
  }
  /** The move as a plain object, `san` included. */
  toJSON() {
    return { uci: this.uci, san: this.san, ...this };
  }
}

/** Makes Node's console.log show a Move's `san` too: the Node entries call it (browsers have no use for it). */
export function inspectMovesInNode() {
  Move.prototype[Symbol.for('nodejs.util.inspect.custom')] = function (depth, options, inspect) {
    return `Move ${inspect(this.toJSON(), options)}`;
  };
}

/**
 * Decodes the moves in bytes[at..end]; `lazy` supplies the SANs when the bytes have none. One loop with a
 * local index (this is the hot path of legalMoves): the field order is the one src/wasm/wire/mod.rs documents.
 */
export function decodeMoves(bytes, at, end, lazy = null) {
  const out = [];
  let n = 0;
  while (at < end) {
    const fromIndex = bytes[at] - 48;
    const toIndex = bytes[at + 1] - 48;
    const from = SQUARES[fromIndex] ?? null;
    const to = SQUARES[toIndex] ?? null;
    const piece = LETTERS[bytes[at + 2]];
    const p = bytes[at + 3];
    const promotion = p === DASH ? null : LETTERS[p];
    const flags = bytes[at + 4] - 48;
    at += 5;
    const captured = [];
    if (flags & 1) for (n = bytes[at++] - 48; n > 0; n--) captured.push(SQUARES[bytes[at++] - 48]);
    let castle = null;
    if (flags & 2) {
      castle = { rook: SQUARES[bytes[at] - 48], rookTo: SQUARES[bytes[at + 1] - 48] };
      at += 2;
    }
    let path = null;
    if (flags & 4) {
      path = [];
      for (n = bytes[at++] - 48; n > 0; n--) path.push(SQUARES[bytes[at++] - 48]);
    }
    let steps = null;
    if (flags & 8) {
      steps = [];
      for (n = bytes[at++] - 48; n > 0; n--) {
        const kind = STEP_KINDS[LETTERS[bytes[at]]];
        const c = bytes[at + 1];
        const stepPiece = c === DASH ? null : LETTERS[c];
        const stepFrom = SQUARES[bytes[at + 2] - 48] ?? null;
        const stepTo = SQUARES[bytes[at + 3] - 48];
        at += 4;
        steps.push(stepFrom === null ? { kind, piece: stepPiece, to: stepTo } : { kind, piece: stepPiece, from: stepFrom, to: stepTo });
      }
    }
    let uci;
    if (flags & 16) {
      n = bytes[at++] - 48;
      uci = text(bytes, at, (at += n));
    } else {
      // The plain form, not written: from, to and the promotion letter.
      uci = PLAIN_UCI[fromIndex * 100 + toIndex] ??= from + to;
      if (promotion !== null) uci += promotion;
    }
    let san = '';
    if (flags & 32) {
      n = bytes[at++] - 48;
      san = text(bytes, at, (at += n));
    }
    out.push(new Move(uci, san, from, to, piece, promotion, captured, castle, path, steps, lazy, out.length));
  }
  return out;
}

/** Decodes the status in bytes[at..]. */
export function decodeStatus(bytes, at) {
  const r = new Reader(bytes, at);
  const status = { turn: r.letter(), check: r.num() === 1, checkedSquares: r.squares(), legalMoveCount: r.num() * 128 + r.num(), outcome: null };
  if (r.letter() === 'o') status.outcome = { winner: r.letter(), reason: r.string() };
  if (r.letter() === 'r') {
    const side = () => ({ r: r.num(), n: r.num(), b: r.num(), q: r.num() });
    status.reserve = { w: side(), b: side() };
    status.pendingIdentification = r.square();
  }
  return status;
}

/** Bytes of the board before a game's status (src/wasm/exports/game.rs `Game::status`): the width, the height, a byte per square. */
const BOARD = 102;

/** Decodes the status of a game in bytes[at..], after its board. */
const decodeGameStatus = (bytes, at) => decodeStatus(bytes, at + BOARD);

/**
 * Decodes the board of a game in bytes[at..]: its width and height, then each square's piece letter (`-` for none)
 * by square index; the side to move and Bario's reserves are the status's, which follows.
 */
export function decodeBoard(bytes, at) {
  const { turn, reserve } = decodeGameStatus(bytes, at);
  const board = { width: bytes[at] - 48, height: bytes[at + 1] - 48, turn, pieces: [] };
  for (let i = 0; i < 100; i++) {
    const piece = LETTERS[bytes[at + 2 + i]];
    const role = piece.toLowerCase();
    if (piece !== '-') board.pieces.push({ square: SQUARES[i], piece, color: piece === role ? 'b' : 'w', role });
  }
  if (reserve) board.reserve = reserve;
  return board;
}

/**
 * `read(length, decode, lazy)`: decodes, with `decode(bytes, at, end, lazy)`, the `length` bytes that the
 * engine's last call returning moves or a status left in its memory (at wireAt(); the next such call replaces them,
 * so they are read at once).
 */
function wireReader(engine) {
  let memory = null;
  let bytes = new Uint8Array(0);
  return (length, decode, lazy) => {
    // A view of the whole memory, made again after the memory grew (which empties the old view).
    if (bytes.byteLength === 0) bytes = new Uint8Array((memory ??= engine.wireMemory()).buffer);
    const at = engine.wireAt();
    return decode(bytes, at, at + length, lazy);
  };
}

/** The package's Game methods over the glue's game (`read` is a wireReader): their results decoded. */
const GAME_METHODS = {
  variant: (read, game) => game.variant(),
  fen: (read, game) => game.fen(),
  legalMoves: (read, game) => read(game.legalMoves(), decodeMoves),
  play: (read, game, move) => read(game.play(move), decodeMoves)[0],
  undo: (read, game) => {
    const length = game.undo();
    return length === undefined ? undefined : read(length, decodeMoves)[0];
  },
  status: (read, game) => read(game.status(), decodeGameStatus),
  history: (read, game) => read(game.history(), decodeMoves),
  board: (read, game) => read(game.status(), decodeBoard),
};

/**
 * The package's Game over the glue's (`WasmGame`): each game's glue object is kept in a map of this module, so
 * nothing of the engine's handle shows on the object; results are decoded with `read` (a wireReader); after free()
 * every method throws `this Game was freed`.
 */
export function gameClass(WasmGame, read) {
  const games = new WeakMap();
  class Game {
    constructor(variant, fen, options) {
      games.set(this, new WasmGame(variant, fen, options));
    }
    /** Frees the engine memory this game holds. A second call does nothing. */
    free() {
      games.get(this)?.free();
      games.delete(this);
    }
  }
  for (const [name, method] of Object.entries(GAME_METHODS)) {
    Game.prototype[name] = function (...args) {
      const game = games.get(this);
      if (!game) throw new Error(`this Game was freed: ${name}() cannot be called after free()`);
      return method(read, game, ...args);
    };
  }
  // `using game = new Game(...)` frees it, where the runtime has explicit resource management.
  if (Symbol.dispose) Game.prototype[Symbol.dispose] = Game.prototype.free;
  return Game;
}

/**
 * The functions of the package's API that decode wire bytes: legalMoves, status, board, and the package's Game, over
 * the glue's Game, legalMoves, status, wireAt and wireMemory (`engine`, an instantiated glue module or those five of
 * it). The entries export them beside the glue's functions that return values as they are (variants, startFen, play,
 * parseDiagram, renderDiagram), and nothing else of the glue.
 */
export function api(engine) {
  const read = wireReader(engine);
  return {
    legalMoves: (variant, fen) => read(engine.legalMoves(variant, fen, false), decodeMoves, lazySans(engine, read, variant, fen)),
    status: (variant, fen) => read(engine.status(variant, fen), decodeStatus),
    board: (variant, fen) => {
      // The board of a game started from the position, partial so that a diagram without kings has one.
      const game = new engine.Game(variant, fen, { partial: true });
      try {
        return read(game.status(), decodeBoard);
      } finally {
        game.free();
      }
    },
    Game: gameClass(engine.Game, read),
  };
}

/**
 * init() and isReady() of a browser entry: `init(input)` instantiates the glue's wasm once (later calls return the
 * same promise; a failure lets the next call try again), from `input` or else from the glue's own default, the
 * fenboard_bg.wasm next to it (`new URL('fenboard_bg.wasm', import.meta.url)`, which bundlers follow).
 */
export function loader(wasmInit) {
  let loading = null;
  let ready = false;
  const init = (input) => {
    loading ??= wasmInit({ module_or_path: input }).then(
      () => {
        ready = true;
      },
      (error) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { init, isReady: () => ready };
}
