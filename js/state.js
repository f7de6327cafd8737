// Game state of a live board: the engine's Game, plus what a diagram adds (marks, shadow, orientation).
// The engine reads every position, of a built-in game or one defined by data: board() lists a FEN's pieces,
// parseDiagram a diagram's, the Game its own.

import { readDiagram } from './diagram.js';
import { playLine } from './pgn.js';

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
  return isFen(source) ? 'chess' : guessedGame(module, source);
}

/**
 * The game the engine reads a diagram as, when nothing says which, on evidence (its board's size and letters: 10
 * rows of Grand's letters are Grand, several 'u' Bario); a diagram that fits no game fenboard plays is its picture
 * (variant null), and this throws saying why it is no board of any.
 */
function guessedGame(module, source) {
  const guess = module.parseDiagram(source).variant;
  const d = readDiagram(source);
  const game = module.variants().find((v) => v.id === guess);
  const size = `${d.width}×${d.height}`;
  const lone = d.pieces.some((p) => /^u$/i.test(p.piece)) && !barioEvidence(d);
  if ((!game || guess === 'bario') && lone) throw new Error('a lone \'u\', which is no evidence of Bario: say the game (data-variant)');
  if (!game || size !== `${game.width}×${game.height}`) throw new Error(`a ${size} board, which is no game's that fenboard plays here`);
  return guess;
}

/** Whether a diagram (js/diagram.js) looks like Bario's: several undefined pieces ('u'); a lone one may be any piece. */
export const barioEvidence = (d) => d.pieces.filter((p) => /^u$/i.test(p.piece)).length > 1;

/**
 * Reads a board description: a diagram (`fen:...:` contents, with marks, orientation and shadow) or a full
 * FEN the engine loads. Returns {variant, width, height, fen, pieces, marks, shadow, orientation, turnGiven}:
 * a FEN gives the side to move, and so does the draughts diagram form that starts with `W;` or `B;`; other
 * diagrams leave it open (their `fen` has White to move, or Black where White to move is impossible).
 */
export function readPosition(module, variant, text) {
  const source = text.trim();
  if (!isFen(source)) return { ...module.parseDiagram(source, variant), turnGiven: /^[WB];/.test(source) };
  const { width, height, pieces, holes = [], walls = [] } = module.board(variant, source);
  return { variant, width, height, fen: source, pieces, holes, walls, marks: [], shadow: [], orientation: 'w', turnGiven: true };
}

/** The FEN with `side` to move: the second field of a chess-family FEN, the first letter of a draughts one. */
export function withTurn(fen, side) {
  return fen.includes(':') ? (side === 'w' ? 'W' : 'B') + fen.slice(1) : fen.replace(/^(\S+)\s+[wb]\b/, `$1 ${side}`);
}

/**
 * The game a board plays, and the line of moves it has seen: `line` holds every move played, `ply` how many of them
 * the position shown has (fewer after clicking an earlier move in the move list). Playing from an earlier position
 * keeps the line when the move is its next one; otherwise the new move makes a branch: the rest of the line is kept
 * as a variation (`branches`), and the line goes on with the new move. Choosing a move of a variation makes it the
 * line again, and the line it left a variation.
 */
export class BoardState {
  /** @param module the fenboard module; @param setup the result of readPosition */
  constructor(module, setup) {
    this.module = module;
    this.setup = setup;
    this.variant = setup.variant;
    this.width = setup.width;
    this.height = setup.height;
    // Squares off the board (Troitzky chess's corners): drawn as no square.
    this.holes = new Set(setup.holes ?? []);
    const info = module.variants().find((v) => v.id === setup.variant);
    // Italian draughts' board has a1 light.
    this.lightA1 = Boolean(info?.lightA1);
    // Xiangqi's pieces stand on points, shogi's on ruled squares: 'squares' (light and dark) elsewhere.
    this.boardStyle = info?.boardStyle ?? 'squares';
    this.game = null;
    this.error = null;
    this.otherFen = null; // the diagram with the other side to move, when the reader may start with either side
    this.start();
    if (!setup.turnGiven && this.game && this.idleSide()) {
      // A diagram of one side's pieces (a lone black knight): that side moves, rather than the other "stalemated".
      this.setup = { ...setup, fen: withTurn(setup.fen, this.status.turn === 'w' ? 'b' : 'w') };
      this.start();
    }
    if (!setup.turnGiven && this.game) this.otherFen = this.startsBoth();
    if (this.otherFen) this.refresh();
  }

  /** Whether the side to move has no piece while the other has some. */
  idleSide() {
    const letters = [...this.pieces.values()];
    const white = this.status.turn === 'w';
    return letters.length > 0 && !letters.some((l) => (l === l.toUpperCase()) === white);
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

  /** Whether the reader may still choose the side that starts (touching one of its pieces): no move played yet. */
  get openTurn() {
    return this.otherFen !== null && this.line.length === 0;
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
    this.line = [];
    this.branches = []; // [{at, prefix, moves}]: `moves` were played after the line's first `at` (spelled `prefix`)
    // The comments of a game read from PGN, by the path of the move they follow (its line spelled up to it); a
    // comment before a line's first move under its path with '<' after it.
    this.comments = new Map();
    // A game read from PGN: its tags, written back by the export (those it works out itself left out).
    this.tags = {};
    this.ply = 0;
    try {
      // A diagram without kings (a lone knight) is played as a partial position: its pieces still move.
      this.game = new this.module.Game(this.variant, this.setup.fen, { partial: true });
      this.error = null;
      this.startFen = this.game.fen();
    } catch (err) {
      // Not even a partial position (a pawn on its first rank): the board stays a picture, labelled with why.
      this.game = null;
      this.error = String(err.message ?? err);
      this.startFen = this.setup.fen;
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
    this.history = this.line.slice(0, this.ply);
    const board = this.game ? this.game.board() : this.setup;
    const pieces = board.pieces;
    this.pieces = new Map(pieces.map((p) => [p.square, p.piece]));
    // Walls come and go with the position (petrified's pieces turned to stone).
    this.walls = new Set(board.walls ?? []);
    this.status = this.game ? { ...this.game.status(), openTurn: this.openTurn } : null;
    // An empty board is no game: nobody has a move, yet no game ended (the engine would say stalemate).
    if (this.status && !pieces.length) this.status = { ...this.status, outcome: null, empty: true };
    // A game that has ended (by repetition or a draw rule too, with moves left) offers none: the engine refuses them.
    this.moves = this.game && !this.status.outcome ? this.game.legalMoves() : [];
  }

  /** Plays a move (UCI) from the position shown; returns the engine's Move. Throws, changing nothing, if illegal. */
  play(uci) {
    const move = this.game.play(uci);
    if (this.line[this.ply]?.uci !== move.uci) {
      this.keepBranch(this.ply, this.line.slice(this.ply));
      this.line = [...this.line.slice(0, this.ply), move];
    }
    this.ply += 1;
    this.refresh();
    return move;
  }

  /**
   * Takes a game read from PGN or PDN (js/pgn.js playLine's tree, played from this position): its main line is the
   * line, shown to its end, its variations the branches, its comments kept by their moves. Throws, changing nothing
   * but a part-played Game the caller then drops, if a move is not legal (playLine names it).
   */
  loadTree(nodes, fen) {
    const tree = playLine(this.game, nodes, { fen });
    const walk = (line, before) => {
      line.forEach((node, i) => {
        const path = [...before, ...line.slice(0, i).map((n) => n.move)];
        if (node.before) this.comments.set(`${spell([...path, node.move])}<`, node.before);
        if (node.comment) this.comments.set(spell([...path, node.move]), node.comment);
        for (const v of node.variations) {
          this.branches.push({ at: path.length, prefix: spell(path), moves: v.map((n) => n.move) });
          walk(v, path);
        }
      });
    };
    walk(tree, []);
    this.line = tree.map((n) => n.move);
    this.ply = this.line.length;
    this.refresh();
  }

  /** The comments after and before the `k`-th move (0 the first) of `moves` played after `path`: {after, before}. */
  commentsOf(path, moves, k) {
    const key = spell([...path, ...moves.slice(0, k + 1)]);
    return { after: this.comments.get(key) ?? null, before: this.comments.get(`${key}<`) ?? null };
  }

  /**
   * The line and every variation reachable from it, as PGN writes them (js/pgn.js writeLine): [{san, comment?,
   * before?, variations}].
   */
  tree() {
    // A variation's first move has its siblings already: the variations of the move it replaces.
    const build = (path, moves, variation = false) => moves.map((move, i) => {
      const before = [...path, ...moves.slice(0, i)];
      const prefix = spell(before);
      const { after, before: first } = this.commentsOf(path, moves, i);
      const node = { san: move.san, variations: [] };
      if (after) node.comment = after;
      if (first) node.before = first;
      for (const b of variation && i === 0 ? [] : this.branches) {
        if (b.at === before.length && b.prefix === prefix && b.moves[0].uci !== move.uci) node.variations.push(build(before, b.moves, true));
      }
      return node;
    });
    return build([], this.line);
  }

  /**
   * Keeps `moves`, played after the line's first `at` moves, as a variation (once: a longer one replaces it), at
   * `index` of the branches (the last by default).
   */
  keepBranch(at, moves, index = this.branches.length) {
    if (!moves.length) return;
    const prefix = spell(this.line.slice(0, at));
    const same = this.branches.findIndex((b) => b.at === at && b.prefix === prefix && b.moves[0].uci === moves[0].uci);
    if (same >= 0) this.branches.splice(same, 1);
    this.branches.splice(same >= 0 && same < index ? index - 1 : index, 0, { at, prefix, moves });
  }

  /** The comments of the line's moves (a game read from PGN): [{after, before}], a pair of texts or nulls per move. */
  get lineComments() {
    return this.line.map((_, i) => this.commentsOf([], this.line, i));
  }

  /**
   * The variations of the line: [{index, at, moves, comments}], each the other moves after the line's first `at`,
   * with their comments as lineComments gives them.
   */
  get variations() {
    const out = [];
    this.branches.forEach((b, index) => {
      if (b.at < this.line.length && b.prefix === spell(this.line.slice(0, b.at))) {
        const comments = b.moves.map((_, k) => this.commentsOf(this.line.slice(0, b.at), b.moves, k));
        out.push({ index, at: b.at, moves: b.moves, comments });
      }
    });
    return out;
  }

  /**
   * Shows the position after the `k`-th move (0 the first) of the variation `index`: the variation becomes the line
   * from its branching point, and the rest of the line a variation there.
   */
  enterBranch(index, k) {
    const branch = this.branches[index];
    if (!branch || !this.game) return;
    this.goTo(Math.min(this.ply, branch.at));
    this.branches.splice(index, 1);
    const left = this.line.slice(branch.at);
    this.line = [...this.line.slice(0, branch.at), ...branch.moves];
    // The line left takes the variation's place (the list keeps its order).
    this.keepBranch(branch.at, left, index);
    this.goTo(branch.at + Math.max(0, Math.min(k, branch.moves.length - 1)) + 1);
    this.refresh();
  }

  /** Takes back the move that led to the position shown, and forgets the line after it. Returns it, or undefined. */
  undo() {
    if (!this.game || this.ply === 0) return undefined;
    const move = this.game.undo();
    this.ply -= 1;
    this.line = this.line.slice(0, this.ply);
    this.refresh();
    return move;
  }

  /** Shows the position after `ply` moves of the line (0: the start), keeping the line. */
  goTo(ply) {
    const target = Math.max(0, Math.min(ply, this.line.length));
    if (!this.game || target === this.ply) return;
    for (; this.ply > target; this.ply -= 1) this.game.undo();
    for (; this.ply < target; this.ply += 1) this.game.play(this.line[this.ply].uci);
    this.refresh();
  }

  /** The status at the end of the line (the game's result so far), whichever position is shown. */
  finalStatus() {
    const ply = this.ply;
    this.goTo(this.line.length);
    const status = this.status;
    this.goTo(ply);
    return status;
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

  /**
   * The reserve (Bario) or hand (a game with drops) of `side`: [{letter, count}] (uppercase for white). Queen, rook,
   * bishop and knight first, as Bario's reserve has always been shown, then the game's other kinds in its order.
   */
  reserve(side) {
    const r = this.status?.reserve?.[side];
    if (!r) return [];
    const letters = [...new Set([...['q', 'r', 'b', 'n'].filter((p) => p in r), ...Object.keys(r)])];
    return letters.map((p) => ({ letter: side === 'w' ? p.toUpperCase() : p, count: r[p] ?? 0 }));
  }

  /** Whether both sides have pieces (a lone knight's diagram has one side only: no opponent for the engine). */
  get bothSides() {
    const letters = [...this.pieces.values()];
    return letters.some((l) => l === l.toUpperCase()) && letters.some((l) => l === l.toLowerCase());
  }
}

/** A line's moves as one string (which line a variation belongs to). */
const spell = (moves) => moves.map((m) => m.uci).join(' ');

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
