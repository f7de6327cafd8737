// Game state of a live board: the engine's Game, plus what a diagram adds (marks, shadow, orientation).
// The engine reads every position: board() lists a FEN's pieces, parseDiagram a diagram's, the Game its own.

const SQUARE = /^[a-z]\d+$/;

/**
 * Whether a board's text is a full FEN rather than diagram text (`fen:` contents): the two differ in their second
 * field, the side to move (`w` or `b`) in a FEN, the marks (`-` or squares) in a diagram; and only a draughts FEN has
 * `:` (a diagram, whose text ends at a `:`, has `;` instead).
 */
export function isFen(text) {
  return text.includes(':') || /^\S+\s+[wb](\s|$)/.test(text);
}

/** The variant of a board: its own attribute, else the closest data-variant, else the diagram's (a FEN's: chess). */
export function variantOf(el, module, text) {
  const own = el.getAttribute('variant') || el.dataset.variant;
  if (own) return own;
  const scope = el.parentElement?.closest('[data-variant]');
  if (scope) return scope.dataset.variant;
  const source = text.trim();
  return isFen(source) ? 'chess' : module.parseDiagram(source).variant;
}

/**
 * Reads a board description: a diagram (`fen:...:` contents, with marks, orientation and shadow) or a full
 * FEN the engine loads. Returns {variant, width, height, fen, pieces, marks, shadow, orientation, turnGiven}:
 * a FEN gives the side to move, and so does the draughts diagram form that starts with `W;` or `B;`; other
 * diagrams leave it open (their `fen` has White to move, or Black where White to move is impossible).
 */
export function readPosition(module, variant, text) {
  const source = text.trim();
  if (!isFen(source)) return { ...module.parseDiagram(source, variant), turnGiven: /^[WB];/.test(source) };
  const { width, height, pieces } = module.board(variant, source);
  return { variant, width, height, fen: source, pieces, marks: [], shadow: [], orientation: 'w', turnGiven: true };
}

/** The FEN with `side` to move: the second field of a chess-family FEN, the first letter of a draughts one. */
function withTurn(fen, side) {
  return fen.includes(':') ? (side === 'w' ? 'W' : 'B') + fen.slice(1) : fen.replace(/^(\S+)\s+[wb]\b/, `$1 ${side}`);
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
    this.otherFen = null; // the diagram with the other side to move, when the reader may start with either side
    this.start();
    if (!setup.turnGiven && this.game) this.otherFen = this.startsBoth();
    if (this.otherFen) this.refresh();
  }

  /**
   * A diagram that does not say whose turn it is may be played from either side, when the position with the
   * other side to move is one too and both sides have a move: the FEN of that position, else null.
   */
  startsBoth() {
    const other = withTurn(this.setup.fen, this.status.turn === 'w' ? 'b' : 'w');
    let game = null;
    try {
      game = new this.module.Game(this.variant, other, { partial: true });
      return this.status.legalMoveCount > 0 && game.status().legalMoveCount > 0 ? other : null;
    } catch {
      return null;
    } finally {
      game?.free();
    }
  }

  /** Whether the reader may still choose the side that starts (touching one of its pieces). */
  get openTurn() {
    return this.otherFen !== null && this.history.length === 0;
  }

  /**
   * Touching a piece of the side not to move, while the turn is open, starts the game from that side. Returns
   * whether it did (the board then redraws).
   */
  claimTurn(square) {
    const letter = this.pieces.get(square);
    if (!this.openTurn || !letter || (letter === letter.toUpperCase()) === (this.status.turn === 'w')) return false;
    [this.setup, this.otherFen] = [{ ...this.setup, fen: this.otherFen }, this.setup.fen];
    this.start();
    return true;
  }

  /** (Re)starts from the initial position, freeing the previous Game. */
  start() {
    this.free();
    try {
      // A diagram without kings (a lone knight) is played as a partial position: its pieces still move.
      this.game = new this.module.Game(this.variant, this.setup.fen, { partial: true });
      this.error = null;
    } catch (err) {
      // Not even a partial position (a pawn on its first rank): the board stays a picture, labelled with why.
      this.game = null;
      this.error = String(err.message ?? err);
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

  /** Recomputes what the view needs after every change. `status` is the engine's, with `openTurn` added. */
  refresh() {
    const fen = this.game ? this.game.fen() : this.setup.fen;
    this.fen = fen;
    this.moves = this.game ? this.game.legalMoves() : [];
    this.history = this.game ? this.game.history() : [];
    this.status = this.game ? { ...this.game.status(), openTurn: this.openTurn } : null;
    const pieces = this.game ? this.game.board().pieces : this.setup.pieces;
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
