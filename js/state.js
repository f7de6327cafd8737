// Game state of a live board: the engine's Game, plus what a diagram adds (marks, shadow, orientation).
// The engine reads every FEN: pieces are listed by parseDiagram, moves by Game.legalMoves.

const SQUARE = /^[a-z]\d+$/;

/** The variant of a board: its own attribute, else the closest data-variant, else inferred from the position. */
export function variantOf(el, module, text) {
  const own = el.getAttribute('variant') || el.dataset.variant;
  if (own) return own;
  const scope = el.parentElement?.closest('[data-variant]');
  if (scope) return scope.dataset.variant;
  try {
    return module.parseDiagram(text).variant;
  } catch {
    return 'chess';
  }
}

/** Diagram text for a FEN the engine wrote: the placement field, or a draughts FEN with ';' for ':'. */
function diagramTextOf(fen) {
  const text = fen.trim();
  return /^[WB]:/i.test(text) ? text.replace(/\.$/, '').replace(/:/g, ';') : text.split(/\s+/)[0];
}

/**
 * Reads a board description: a diagram (`fen:...:` contents, with marks, orientation and shadow) or a full
 * FEN the engine loads. Returns {variant, width, height, fen, marks, shadow, orientation}.
 */
export function readPosition(module, variant, text) {
  const source = text.trim();
  try {
    // A full FEN first (it keeps the turn, castling rights, reserves); it has no marks.
    const game = new module.Game(variant, source);
    const fen = game.fen();
    game.free();
    const diagram = module.parseDiagram(diagramTextOf(fen), variant);
    return { ...diagram, fen, marks: [], shadow: [], orientation: 'w' };
  } catch {
    return module.parseDiagram(source, variant);
  }
}

export class BoardState {
  /** @param module the fenboard module; @param setup the result of readPosition */
  constructor(module, setup) {
    this.module = module;
    this.setup = setup;
    this.variant = setup.variant;
    this.width = setup.width;
    this.height = setup.height;
    this.game = null;
    this.error = null;
    this.start();
  }

  /** (Re)starts from the initial position, freeing the previous Game. */
  start() {
    this.free();
    try {
      this.game = new this.module.Game(this.variant, this.setup.fen);
      this.error = null;
    } catch (err) {
      // A diagram without kings (a lone knight) is a partial position: its pieces still move.
      try {
        this.game = new this.module.Game(this.variant, this.setup.fen, { partial: true });
        this.error = null;
      } catch {
        // Not even a partial position: the board stays a picture, still labelled.
        this.game = null;
        this.error = String(err.message ?? err);
      }
    }
    this.refresh();
  }

  free() {
    this.game?.free();
    this.game = null;
  }

  get playable() {
    return this.game !== null;
  }

  /** Recomputes what the view needs after every change. */
  refresh() {
    const fen = this.game ? this.game.fen() : this.setup.fen;
    this.fen = fen;
    this.moves = this.game ? this.game.legalMoves() : [];
    this.status = this.game ? this.game.status() : null;
    this.history = this.game ? this.game.history() : [];
    const pieces = this.game ? this.module.parseDiagram(diagramTextOf(fen), this.variant).pieces : this.setup.pieces;
    this.pieces = new Map(pieces.map((p) => [p.square, p.piece]));
  }

  play(uci) {
    const move = this.game.play(uci);
    this.refresh();
    return move;
  }

  undo() {
    const move = this.game?.undo();
    this.refresh();
    return move;
  }

  get lastMove() {
    return this.history[this.history.length - 1] ?? null;
  }

  /** Marks and shadows belong to the diagram: they show until the first move. */
  get marks() {
    return this.history.length ? [] : this.setup.marks.filter((s) => SQUARE.test(s));
  }

  get shadow() {
    return this.history.length ? new Set() : new Set(expandShadow(this.setup.shadow, this.width, this.height));
  }

  /** Bario reserve of the side to move: [{letter, count}] (uppercase for white). */
  reserve(side) {
    const r = this.status?.reserve?.[side];
    if (!r) return [];
    return ['q', 'r', 'b', 'n'].map((p) => ({ letter: side === 'w' ? p.toUpperCase() : p, count: r[p] ?? 0 }));
  }
}

/**
 * Shadow items as squares. parseDiagram already expands them to squares; ranks, files and ranges are
 * expanded here too in case a caller passes raw items.
 */
export function expandShadow(items, width, height) {
  const files = 'abcdefghijklmnopqrstuvwxyz'.slice(0, width);
  const out = [];
  for (const item of items) {
    if (SQUARE.test(item)) out.push(item);
    else if (/^\d+$/.test(item)) for (const f of files) out.push(f + item);
    else if (/^[a-z]$/.test(item)) for (let r = 1; r <= height; r++) out.push(item + r);
  }
  return out;
}
