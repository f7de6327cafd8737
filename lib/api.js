// The package's API over wasm-bindgen's glue, as lib/index.d.ts declares it: the functions that return moves,
// statuses and boards leave them in the engine's memory as compact bytes (their format is documented in
// src/wasm/wire/ and src/wasm/exports/, which says where they lie) and the objects are built here, reading the bytes in
// place, which is about forty times faster than JSON.parse; Game keeps the glue's game private and throws a clear
// error after free().
// lib/node.js and lib/browser.js import this file; scripts/package.mjs turns it into pkg/api.cjs for
// lib/node.cjs, so there is one source.

const FILES = 'abcdefghijkl';
/** Square names by index (rank * 12 + file, boards up to 12x12), as the wire format numbers them. */
const SQUARES = Array.from({ length: 144 }, (_, i) => FILES[i % 12] + (Math.floor(i / 12) + 1));
/** The index that stands for "no square". */
const NONE = 144;
const STEP_KINDS = { p: 'place', d: 'define', i: 'identify', m: 'move', h: 'hand' };
/** Plain UCIs (from and to, no promotion) by from * 144 + to, made when first needed. */
const PLAIN_UCI = new Array(144 * 144).fill(null);

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
 * Decodes the moves in bytes[at..end] into plain objects (every field an own data property, so that a copy, a
 * structuredClone or a postMessage keeps all of it; `san` is '' when the bytes have none). One loop with a local
 * index (this is the hot path of legalMoves): the field order is the one src/wasm/wire/mod.rs documents.
 */
export function decodeMoves(bytes, at, end) {
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
      uci = PLAIN_UCI[fromIndex * 144 + toIndex] ??= from + to;
      if (promotion !== null) uci += promotion;
    }
    let san = '';
    if (flags & 32) {
      n = bytes[at++] - 48;
      san = text(bytes, at, (at += n));
    }
    const move = { uci, san, from, to, piece, promotion, captured, castle };
    if (path) move.path = path;
    if (steps) move.steps = steps;
    if (flags & 64) {
      move.gate = { piece: LETTERS[bytes[at]], square: SQUARES[bytes[at + 1] - 48] };
      at += 2;
    }
    if (flags & 128) move.wall = SQUARES[bytes[at++] - 48];
    out.push(move);
  }
  return out;
}

/** Decodes the status in bytes[at..]. */
export function decodeStatus(bytes, at) {
  const r = new Reader(bytes, at);
  const status = { turn: r.letter(), check: r.num() === 1, checkedSquares: r.squares(), legalMoveCount: r.num() * 128 + r.num(), outcome: null };
  if (r.letter() === 'o') status.outcome = { winner: r.letter(), reason: r.string() };
  if (r.letter() === 'r') {
    // Each side's kinds, in the game's order: letter and count.
    const side = () => {
      const held = {};
      for (let n = r.num(); n > 0; n--) held[r.letter()] = r.num();
      return held;
    };
    status.reserve = { w: side(), b: side() };
  }
  const pending = r.square();
  if (status.reserve) status.pendingIdentification = pending;
  if (r.letter() === 'c') status.checksLeft = { w: r.num(), b: r.num() };
  return status;
}

/** Decodes the status of a game in bytes[at..], after its board (its width, its height and a byte per square). */
const decodeGameStatus = (bytes, at) => decodeStatus(bytes, at + 2 + (bytes[at] - 48) * (bytes[at + 1] - 48));

/**
 * Decodes the board of a game in bytes[at..]: its width and height, then each square's piece letter (`-` for none,
 * `*` off the board, `#` a wall), rank by rank from a1; the side to move and the reserves are the status's, which follows.
 */
export function decodeBoard(bytes, at) {
  const { turn, reserve } = decodeGameStatus(bytes, at);
  const width = bytes[at] - 48;
  const height = bytes[at + 1] - 48;
  const board = { width, height, turn, pieces: [] };
  const holes = [];
  const walls = [];
  for (let i = 0; i < width * height; i++) {
    const piece = LETTERS[bytes[at + 2 + i]];
    if (piece === '-') continue;
    const square = SQUARES[Math.floor(i / width) * 12 + (i % width)];
    if (piece === '*' || piece === '#') {
      (piece === '*' ? holes : walls).push(square);
      continue;
    }
    const role = piece.toLowerCase();
    board.pieces.push({ square, piece, color: piece === role ? 'b' : 'w', role });
  }
  if (holes.length) board.holes = holes;
  if (walls.length) board.walls = walls;
  if (reserve) board.reserve = reserve;
  return board;
}

/**
 * `read(length, decode)`: decodes, with `decode(bytes, at, end)`, the `length` bytes that the engine's last call
 * returning moves or a status left in its memory (at wireAt(); the next such call replaces them, so they are read at
 * once).
 */
function wireReader(engine) {
  let memory = null;
  let bytes = new Uint8Array(0);
  return (length, decode) => {
    // A view of the whole memory, made again after the memory grew (which empties the old view).
    if (bytes.byteLength === 0) bytes = new Uint8Array((memory ??= engine.wireMemory()).buffer);
    const at = engine.wireAt();
    return decode(bytes, at, at + length);
  };
}

/** What a value is, for messages: `a number`, `null`, `an object with keys from, to`. */
function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `an object with keys ${Object.keys(value).join(', ') || '(none)'}`;
  return `a ${typeof value}`;
}

/** A thrown Error with a FenboardErrorCode. */
function fail(message, code) {
  const error = new Error(message);
  error.code = code;
  return error;
}

/**
 * The text of a move argument of play and Game.play: a string as it is, a Move of legalMoves by its uci (draughts'
 * paths, Bario's turns), `{from, to, promotion}` as UCI. Anything else is refused here: the glue would hand a
 * non-string to the engine's memory as garbage (or Node's ERR_INVALID_ARG_TYPE).
 */
export function moveText(move) {
  if (typeof move === 'string') return move;
  if (typeof move === 'object' && move !== null) {
    if (typeof move.uci === 'string') return move.uci;
    const { from, to, promotion } = move;
    if (typeof from === 'string' && typeof to === 'string' && (promotion == null || typeof promotion === 'string')) {
      return from + to + (promotion ?? '');
    }
  }
  throw fail(`a move must be text (UCI or SAN) or an object { from, to, promotion? } (a Move of legalMoves), not ${describe(move)}`, 'bad-move-argument');
}

/** The text parameters of the glue's functions: what each is called, and the code of its error. */
const VARIANT = ['variant', 'unknown-variant'];
const FEN = ['fen', 'fen-syntax'];
const OPTIONAL_FEN = ['fen', 'fen-syntax', true];
const DIAGRAM = ['diagram text', 'diagram-syntax'];
const OPTIONAL_VARIANT = ['variant', 'unknown-variant', true];
const SQUARE = ['square', 'bad-square'];

/**
 * `fn` with its leading text parameters checked (`params`, each [name, code, optional]): a value that is not a
 * string (nor, where optional, null or undefined) throws the coded error before the glue sees it, as a non-string
 * the glue would copy into the engine's memory breaks it (and throws Node's ERR_INVALID_ARG_TYPE).
 */
function checked(fn, params) {
  return (...args) => {
    for (let i = 0; i < params.length; i++) {
      const [name, code, optional] = params[i];
      if (typeof args[i] !== 'string' && !(optional && args[i] == null)) {
        throw fail(`${name} must be a string, not ${describe(args[i])}`, code);
      }
    }
    return fn(...args);
  };
}

/** The package's Game methods over the glue's game (`read` is a wireReader): their results decoded. */
const GAME_METHODS = {
  variant: (read, game) => game.variant(),
  fen: (read, game) => game.fen(),
  legalMoves: (read, game) => read(game.legalMoves(), decodeMoves),
  play: (read, game, move) => read(game.play(moveText(move)), decodeMoves)[0],
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
  const make = checked((variant, fen, options) => new WasmGame(variant, fen, options), [VARIANT, OPTIONAL_FEN]);
  class Game {
    constructor(variant, fen, options) {
      games.set(this, make(variant, fen, options));
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
 * The package's API over the glue (`engine`, an instantiated glue module or the functions of it named here): the
 * functions that decode wire bytes (legalMoves, status, board, the package's Game, over the glue's Game, wireAt and
 * wireMemory) and every function that takes text, its arguments checked (play, startFen, parseDiagram,
 * renderDiagram, variantDefinition). The entries export these beside the glue's variants and defineVariant (which take no text, or any
 * value), and nothing else of the glue.
 */
export function api(engine) {
  const read = wireReader(engine);
  const legalMoves = checked(engine.legalMoves, [VARIANT, FEN]);
  const status = checked(engine.status, [VARIANT, FEN]);
  const play = checked(engine.play, [VARIANT, FEN]);
  const Game = gameClass(engine.Game, read);
  return {
    play: (variant, fen, move) => play(variant, fen, moveText(move)),
    // The SANs are written with the moves, in one call (options.san false leaves them out).
    legalMoves: (variant, fen, options) => read(legalMoves(variant, fen, options?.san !== false), decodeMoves),
    status: (variant, fen) => read(status(variant, fen), decodeStatus),
    board: (variant, fen) => {
      // The board of a game started from the position, partial so that a diagram without kings has one.
      const game = new Game(variant, fen, { partial: true });
      try {
        return game.board();
      } finally {
        game.free();
      }
    },
    startFen: checked(engine.startFen, [VARIANT]),
    parseDiagram: checked(engine.parseDiagram, [DIAGRAM, OPTIONAL_VARIANT]),
    renderDiagram: checked(engine.renderDiagram, [DIAGRAM]),
    variantDefinition: checked(engine.variantDefinition, [VARIANT]),
    Game,
  };
}

/** The teaching module's own functions (`engine`, its glue or those four of it), their text arguments checked. */
export function teachApi(engine) {
  return {
    explainMove: checked(engine.explainMove, [VARIANT, FEN, SQUARE, SQUARE]),
    bestMove: checked(engine.bestMove, [VARIANT, FEN]),
    perft: checked(engine.perft, [VARIANT, FEN]),
    extractDiagrams: checked(engine.extractDiagrams, [['document', 'diagram-syntax']]),
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
