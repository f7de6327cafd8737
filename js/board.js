// A live board: ties the game state, the view, move input (clicks, drags, keys), motion, the move list and
// announcements. Every board of the project is one: <fen-board> elements, the diagrams enhance() turns into them
// (js/boards.js), and the Play page. The rules come from the fenboard module; nothing here knows them.
//
// Apps drive it as chessground's Api: the position (fen, load), orientation, which sides the reader moves
// (movable), play, undo, select, shapes, premoves, the engine; it tells them by events on its host (fenboard-move,
// -select, -change, -end). The same API is on <fen-board> (js/boards.js), and typed in lib/boards.d.ts.

import { BoardState, readPosition, variantOf } from './state.js';
import { createView, drawBoard, drawResult, drawShapes, showChooser, hideChooser, setStatus } from './view.js';
import { drawMoveList, plyLabel } from './movelist.js';
import * as input from './input.js';
import { describeMove, describeStatus, describeUndo, words } from './a11y.js';
import { explainAttempt, explainPiece, languageOf, paintExplanation, showExplanation, showPending } from './explain.js';
import { maybeEngine, setEngine } from './opponent.js';
import { teachEnabled } from './teach.js';
import { animate, motion } from './anim.js';
import { listen } from './events.js';

/** Whether a move is a pass: a royal piece's move to its own square (janggi's, `e2e2`). */
const isPass = (m) => m.from === m.to && !m.uci.includes('@');

/**
 * The pieces as a walling move leaves them while its wall is being placed (the piece on its square, a castle's rook
 * beside it, a pawn taken en passant gone), so that the wall's squares show where they are; else undefined.
 */
function landed(state, moves) {
  const move = moves[0];
  if (!move) return undefined;
  const pieces = new Map(state.pieces);
  const piece = pieces.get(move.from);
  for (const sq of move.captured) pieces.delete(sq);
  pieces.delete(move.from);
  if (move.castle) {
    const rook = pieces.get(move.castle.rook);
    pieces.delete(move.castle.rook);
    pieces.set(move.castle.rookTo, rook);
  }
  pieces.set(move.to, piece);
  return pieces;
}
import { normalShape, shapesMarkup, toggleShape } from './shapes.js';
import { cancelPremove, playPremove, premoveClick, premoveHints } from './premove.js';
import { firstNumber, parsePgn, variantOfTags, writeLine } from './pgn.js';
import { pieceMarkup } from './sprite.js';

const OPEN_LIST_WIDTH = 400; // boards at least this wide (px) show their move list unfolded
const COLOURS = { w: 'white', b: 'black' };
const MOVABLE = ['white', 'black', 'both', 'none'];
let boards = 0; // numbers each board, for the ids its SVG needs

/** 'white' or 'w' (either spelling an app may use) as 'w'; anything else as null. */
const sideOf = (name) => ({ white: 'w', w: 'w', black: 'b', b: 'b' })[name] ?? null;

export class LiveBoard {
  /**
   * @param host the element the board is drawn into
   * @param module the fenboard module (initialised)
   * @param text a diagram (`fen:` contents) or a full FEN
   * @param options.lang 'fr' or 'en': the language of the board's words (default: the closest lang attribute)
   * @param options.orientation 'white' or 'black' (default: the diagram's, else White's side)
   * @param options.movable the sides the reader moves: 'white', 'black', 'both' (default) or 'none'
   * @param options.coordinates false to draw no coordinates
   */
  constructor(host, module, text, { lang, orientation, movable = 'both', coordinates = true } = {}) {
    this.host = host;
    this.module = module;
    this.id = `fb${(boards += 1)}`;
    const variant = variantOf(host, module, text);
    const setup = readPosition(module, variant, text);
    this.state = new BoardState(module, setup);
    this.lang = lang === 'fr' || lang === 'en' ? lang : languageOf(host);
    this.w = words(this.lang);
    this.format = variant === 'russian' ? 'PDN' : 'PGN';
    this.seenFrom = sideOf(orientation) ?? (setup.orientation === 'b' ? 'b' : 'w');
    this.movableSides = MOVABLE.includes(movable) ? movable : 'both';
    this.showCoords = coordinates !== false;
    this.clicks = [];
    this.focus = null;
    this.explanation = null; // the last illegal attempt explained, shown until the next action
    this.explained = 0; // counts setExplanation calls: a late explanation shows only if nothing changed meanwhile
    this.engineSide = null; // 'w', 'b' or 'both' while the engine plays
    this.engineLimits = {}; // {timeMs, depth} of its searches (default: the host's engine-time, else one second)
    this.thinking = false;
    this.moving = Promise.resolve(); // the motion of the last move, resolved when it ends
    this.noEngine = !teachEnabled() && typeof module.bestMove !== 'function'; // no teaching module: no engine
    this.shapeList = []; // arrows and circles (js/shapes.js)
    this.drawing = null; // the shape the right button is drawing
    this.premove = null; // {from, to}: the reader's move made while the other side is to move
    this.lastMoveSet = undefined; // the last move an app gave with a position it loaded ([from, to] or null)
    this.resultClosed = false; // the reader closed the result banner
    this.build();
  }

  /** Builds the view for the state's board (anew for a board of another size) and binds its events. */
  build() {
    const { state, host } = this;
    this.abort?.abort();
    this.view = createView(host, { variant: state.variant, width: state.width, height: state.height, label: host.getAttribute('aria-label'), w: this.w, format: this.format });
    this.view.resize.hidden = !host.hasAttribute?.('resizable');
    this.listShown = false;
    this.focus = null;
    this.startLine();
    this.abort = listen(this);
    this.draw();
    setStatus(this.view, state.playable ? describeStatus(this.w, state.status) : this.w.illustration);
  }

  /** Frees the engine's memory; the board stops working. */
  destroy() {
    this.state.free();
    this.abort?.abort();
    this.engineSide = null;
    this.premove = null;
  }

  /** Where the move list starts counting: the side to move and the move number of the first position. */
  startLine() {
    // A game read from PGN shows its end: the first position's turn is then its FEN's.
    const turn = this.state.ply ? (/^(?:\S+\s+b\b|B:)/i.test(this.state.startFen.trim()) ? 'b' : 'w') : this.state.status?.turn;
    this.origin = { turn: turn ?? 'w', number: firstNumber(this.state.startFen) };
  }

  // -------------------------------------------------------------------------------------------------
  // The API apps drive (properties and methods of the board and of <fen-board>).

  /** The position shown, as its game's FEN. */
  get fen() {
    return this.state.fen;
  }

  set fen(text) {
    this.load(text);
  }

  /**
   * Shows a new position (a FEN or diagram text) of the board's game, or of `variant`; its line starts there.
   * `lastMove` ([from, to]) marks the move that led to it (a move the app learned of elsewhere). Throws, changing
   * nothing, when the engine cannot read it.
   */
  load(text, { variant = this.state.variant, lastMove = null } = {}) {
    const setup = readPosition(this.module, variant, String(text).trim() || this.module.startFen(variant, {}));
    this.install(new BoardState(this.module, setup), variant, lastMove);
  }

  /**
   * Shows a game read from PGN or PDN text (its first game): the game its tags name (`Variant`, `GameType`; the
   * board's game changes with it), else the board's; from its FEN; its main line is the line, shown at its end,
   * with its variations and comments in the move list. Returns {tags, result}. Throws, changing nothing, an Error
   * whose code is 'pgn-syntax', 'unknown-variant', or the engine's for a bad FEN or a move the position does not
   * allow (the message names the move).
   */
  loadPgn(text) {
    const { tags, result, line } = parsePgn(text);
    const named = tags.Variant !== undefined || tags.GameType !== undefined;
    const variant = named ? variantOfTags(tags, this.module) : this.state.variant;
    const fen = tags.FEN?.trim() || this.module.startFen(variant, {});
    const state = new BoardState(this.module, readPosition(this.module, variant, fen));
    try {
      // Not even a partial position: the engine's own refusal, its code kept.
      if (!state.playable) new this.module.Game(variant, fen, { partial: true }).free();
      state.loadTree(line, fen);
      // The result, the game and its start are the export's to say, from the board.
      const { Result, Variant, GameType, FEN, SetUp, ...kept } = tags;
      state.tags = kept;
    } catch (err) {
      state.free();
      throw err;
    }
    this.install(state, variant, null);
    if (!this.view.moves.root.hidden) this.view.moves.root.open = true;
    return { tags: { ...tags }, result };
  }

  /** Puts a new state in the board's place (load, loadPgn), freeing the old one, and tells the page. */
  install(state, variant, lastMove) {
    const { setup } = state;
    const resized = setup.width !== this.state.width || setup.height !== this.state.height;
    this.state.free();
    this.state = state;
    this.format = variant === 'russian' ? 'PDN' : 'PGN';
    this.clearInput();
    this.lastMoveSet = lastMove ? [...lastMove] : null;
    if (resized || variant !== this.view.host.dataset.variant) {
      this.shapeList = [];
      this.build();
    } else {
      this.startLine();
      this.draw();
    }
    this.announce(describeStatus(this.w, state.status));
    this.changed();
    this.maybeEngine();
  }

  /** What every change of position by the app clears: selection, chooser, explanation, premove, banner. */
  clearInput() {
    hideChooser(this.view);
    this.setExplanation(null);
    this.clicks = [];
    this.premove = null;
    this.resultClosed = false;
  }

  /** The side at the bottom: 'white' or 'black'. */
  get orientation() {
    return COLOURS[this.seenFrom];
  }

  set orientation(colour) {
    const side = sideOf(colour);
    if (!side) throw new Error(`orientation '${colour}' is not 'white' or 'black'`);
    if (side === this.seenFrom) return;
    this.seenFrom = side;
    this.focus = null;
    this.draw();
  }

  /** Which sides the reader moves: 'white', 'black', 'both' or 'none' (the engine's side is never the reader's). */
  get movable() {
    return this.movableSides;
  }

  set movable(sides) {
    if (!MOVABLE.includes(sides)) throw new Error(`movable '${sides}' is not one of ${MOVABLE.join(', ')}`);
    this.movableSides = sides;
    this.clicks = [];
    if (!this.premoveSide()) this.premove = null;
    this.draw();
  }

  /** Whether the coordinates are drawn. */
  get coordinates() {
    return this.showCoords;
  }

  set coordinates(on) {
    this.showCoords = on !== false;
    this.draw();
  }

  /** Whether the reader may move `side` ('w' or 'b') now. */
  mayMove(side) {
    if (this.engineSide === side || this.engineSide === 'both') return false;
    return this.movableSides === 'both' || this.movableSides === COLOURS[side];
  }

  /** The side the reader premoves for while the other is to move: theirs alone, else none. */
  premoveSide() {
    const mine = ['w', 'b'].filter((s) => this.mayMove(s));
    return mine.length === 1 ? mine[0] : null;
  }

  /** The move that led to the position shown: [from, to], or null. */
  get lastMove() {
    if (this.lastMoveSet !== undefined && this.state.ply === 0) return this.lastMoveSet;
    const last = this.state.lastMove;
    return last ? [last.from, last.to] : null;
  }

  /** The square selected (a piece picked up), or null. */
  get selected() {
    return this.clicks.length && !input.isReserveToken(this.clicks[0]) ? this.clicks[0] : null;
  }

  /** Selects a square as a click on it would (a piece of the side to move, showing its moves); null deselects. */
  select(square) {
    if (square === null || square === undefined) {
      this.clicks = [];
      this.draw();
      this.selectChanged();
      return;
    }
    if (!this.view.cells.has(square)) throw new Error(`select: '${square}' is not a square of this board`);
    if (this.clicks.length) this.clicks = [];
    this.choose(square);
  }

  /**
   * Plays a move from the app, animated: a UCI string, a SAN string, a Move, or {from, to, promotion, wall} (`wall`:
   * a walling game's, amazons' arrow or the duck, which such a move must name). Whoever is
   * to move and whatever `movable` says (the app knows its game). Returns the engine's Move; throws if illegal.
   */
  play(move, options = {}) {
    // After the end, the engine's own refusal: game-over, naming the reason.
    if (this.state.playable && this.state.status.outcome) this.state.game.play(move);
    const legal = this.legalMove(move);
    if (!legal) throw new Error(`play: '${typeof move === 'string' ? move : JSON.stringify(move)}' is not a legal move in ${this.state.fen}`);
    return this.playMove(legal, options);
  }

  /** The reader's pass (the Pass button), where a side may pass and the reader may move now. */
  pass() {
    const { state } = this;
    const active = state.playable && state.status && this.mayMove(state.status.turn) && !this.thinking;
    const pass = active ? state.moves.find(isPass) : undefined;
    if (pass) this.playMove(pass);
  }

  /** The legal move `move` names (js/input.js's spellings are the reader's; these are an app's), or undefined. */
  legalMove(move) {
    const { moves } = this.state;
    if (typeof move === 'string') return moves.find((m) => m.uci === move) ?? moves.find((m) => m.san === move || m.san.replace(/[+#]$/, '') === move);
    if (move?.uci) return moves.find((m) => m.uci === move.uci);
    const promotion = move?.promotion?.toLowerCase();
    return moves.find((m) => m.from === move?.from && m.to === move?.to && (m.promotion?.toLowerCase() ?? undefined) === (promotion ?? undefined) && m.wall === move?.wall);
  }

  /** The arrows and circles shown: [{orig, dest?, brush}]. */
  get shapes() {
    return this.shapeList.map((s) => ({ ...s }));
  }

  /** Replaces the shapes (brush: 'green' by default, 'red', 'blue', 'yellow'). Throws on a square off the board. */
  setShapes(shapes) {
    this.shapeList = (shapes ?? []).map((s) => normalShape(s, this.state.width, this.state.height));
    this.drawShapes();
  }

  /** A shape the reader drew (js/drag.js): toggled in the list, as lichess does. */
  drawShape(shape) {
    this.drawing = null;
    this.shapeList = toggleShape(this.shapeList, shape);
    this.drawShapes();
    this.host.dispatchEvent(new CustomEvent('fenboard-shapes', { bubbles: true, detail: { shapes: this.shapes } }));
  }

  drawShapes() {
    const { width, height } = this.state;
    drawShapes(this.view, shapesMarkup(this.shapeList, { width, height, orientation: this.seenFrom, current: this.drawing, id: this.id }));
  }

  /** The game's end on the board, as the banner shows it: {result, winner, reason, text}, or null. */
  get result() {
    const outcome = this.state.status?.outcome;
    if (!outcome) return null;
    const result = { w: '1-0', b: '0-1' }[outcome.winner] ?? '1/2-1/2';
    return { result, winner: outcome.winner, reason: outcome.reason, text: describeStatus(this.w, this.state.status) };
  }

  closeResult() {
    this.resultClosed = true;
    this.draw();
  }

  // -------------------------------------------------------------------------------------------------
  // Drawing

  draw() {
    const { state, view } = this;
    // The reader's squares and targets: only on their turn (else a click starts a premove).
    const active = state.playable && state.status && this.mayMove(state.status.turn) && !this.thinking;
    this.targets = active ? input.targets(state.moves, this.clicks) : new Map();
    this.starts = active ? input.starts(state.moves) : new Set();
    if (!this.focus || !view.cells.size) this.focus = this.defaultFocus();
    // A piece picked up for a premove: where it could go, as hints.
    const premoving = state.playable && !active && this.selected && this.premoveSide();
    const hints = premoving ? premoveHints(this.module, state, this.selected) : null;
    drawBoard(view, state, {
      pieces: landed(state, input.placingWall(state.moves, this.clicks)),
      pass: active && state.moves.some(isPass),
      clicks: this.clicks,
      targets: this.targets,
      starts: this.starts,
      focus: this.focus,
      orientation: this.seenFrom,
      module: this.module,
      noEngine: this.noEngine,
      lastMove: this.lastMoveSet !== undefined && state.ply === 0 ? this.lastMoveSet : undefined,
      premove: this.premove,
      premoveHints: hints,
      coordinates: this.showCoords,
    });
    const always = this.host.getAttribute('moves') === 'open';
    drawMoveList(view.moves, { line: state.line, ply: state.ply, startTurn: this.origin.turn, startNumber: this.origin.number, always, variations: state.variations, comments: state.lineComments }, this.w);
    if (!this.listShown && !view.moves.root.hidden) {
      // Shown for the first time: unfolded on a large board, folded on a small one, unless the page says.
      this.listShown = true;
      view.moves.root.open = always || (this.host.getAttribute('moves') !== 'closed' && this.host.clientWidth >= OPEN_LIST_WIDTH);
    }
    paintExplanation(view, this.explanation?.explanation ?? null, this.explanation?.from);
    this.drawShapes();
    // The banner for a game that ended on this board (not a diagram of a mate): at the end of its line.
    const ended = this.result && state.line.length > 0 && state.ply === state.line.length && !this.resultClosed;
    const score = { '1-0': '1–0', '0-1': '0–1', '1/2-1/2': '½–½' };
    drawResult(view, ended ? { score: score[this.result.result], reason: this.result.text } : null);
  }

  /** The bottom-left square from the viewer's side. */
  defaultFocus() {
    const { width, height } = this.state;
    return this.seenFrom === 'b' ? String.fromCharCode(96 + width) + height : 'a1';
  }

  // -------------------------------------------------------------------------------------------------
  // Input: every way of choosing a square or a reserve piece ends in choose(token).

  /**
   * `drop`: the square a dragged piece came from, the token being where it was released (a move attempt, explained
   * if illegal). `press`: a pointer press, whose explanation of a piece with no move waits for the release
   * (returns 'later'); a press on an empty square that is no target deselects (a misclick is not an attempt).
   */
  choose(token, { drop = null, press = false } = {}) {
    const { state, clicks } = this;
    if (!state.playable || state.status.outcome || !this.view.chooser.hidden) return undefined;
    if (!this.mayMove(state.status.turn) || this.thinking) return premoveClick(this, token, { drop });
    if (!clicks.length && state.claimTurn(token)) this.draw(); // a diagram either side may start
    const square = !input.isReserveToken(token);
    const from = clicks.length === 1 && !input.isReserveToken(clicks[0]) ? clicks[0] : null;
    const letter = square ? state.pieces.get(token) : undefined;
    const own = letter !== undefined && (letter === letter.toUpperCase()) === (state.status.turn === 'w');
    // A piece that starts no move, touched alone (or an own one while another is selected): why it cannot move.
    if (!drop && letter && !this.starts.has(token) && !this.targets.has(token) && (!clicks.length || (from && own && token !== from))) {
      return press ? 'later' : this.explainPiece(token);
    }
    if (press && from && square && !letter && !this.targets.has(token)) {
      this.setExplanation(null);
      this.select(null);
      return undefined;
    }
    if (from && token !== from && square && !this.targets.has(token) && (drop || !this.starts.has(token))) {
      return this.explain(from, token);
    }
    // A walling move's piece moved, then a square its wall may not go on: why not.
    const walling = square && !this.targets.has(token) && !this.starts.has(token) ? input.placingWall(state.moves, clicks) : [];
    if (walling.length) return this.report(explainAttempt(this.module, state, walling[0].from, walling[0].to, this.lang, token), walling[0].from);
    // A piece of the hand chosen, then a square it may not be dropped on: why not.
    const hand = clicks.length === 1 && state.moves.some((m) => m.steps?.[0]?.kind === 'hand' && input.reserveToken(m.steps[0].piece) === clicks[0]);
    if (hand && square && !this.targets.has(token)) return this.explain(clicks[0], token);
    this.setExplanation(null);
    const result = input.click(state.moves, clicks, token);
    // A walling move's piece, shown where it landed while its wall was placed, does not slide there again.
    const landedAlready = result.move?.wall && clicks.length >= 2 ? result.move.from : null;
    if (result.kind === 'play') return this.playMove(result.move, { dragged: drop ?? landedAlready });
    if (result.kind === 'choose') {
      this.clicks = [...clicks, token];
      this.draw();
      return showChooser(this.view, state, result.moves, this.module, (m) => this.playMove(m), () => this.cancel());
    }
    this.clicks = result.kind === 'select' ? result.clicks : [];
    this.draw();
    this.selectChanged();
    return undefined;
  }

  selectChanged() {
    const dests = [...this.targets].filter(([, t]) => t.final).map(([token]) => token);
    this.host.dispatchEvent(new CustomEvent('fenboard-select', { bubbles: true, detail: { square: this.selected, dests } }));
  }

  /** Drops the premove, if any (js/premove.js). */
  cancelPremove() {
    cancelPremove(this);
  }

  // -------------------------------------------------------------------------------------------------
  // Illegal attempts: the engine says why, beside the board, with the squares involved highlighted.

  explain(from, to) {
    this.report(explainAttempt(this.module, this.state, from, to, this.lang), from);
  }

  explainPiece(square) {
    this.report(explainPiece(this.module, this.state, square, this.lang), square);
  }

  report(explanation, from) {
    this.clicks = [];
    if (typeof explanation?.then === 'function') {
      // The teaching module is loading (the first attempt of the page, a second or two on a slow phone): a sign
      // says an explanation is coming, the board goes on meanwhile, and the explanation shows when it comes, unless
      // the board was used or removed in between.
      this.setExplanation({ pending: true });
      this.draw();
      const asked = this.explained;
      const abort = this.abort;
      explanation.then((e) => {
        if (this.explained === asked && !abort.signal.aborted) this.showAttempt(e, from);
      });
      return;
    }
    this.showAttempt(explanation, from);
  }

  /** Shows an explanation: its element is the board's alert, so it is announced once, by itself. */
  showAttempt(explanation, from) {
    this.setExplanation(explanation && !explanation.legal ? { explanation, from } : null);
    this.draw();
  }

  setExplanation(value) {
    this.explained += 1;
    if (!value && !this.explanation) return;
    this.explanation = value;
    showPending(this.view, value?.pending ? this.w.explaining : null);
    if (!value?.pending) showExplanation(this.view, value?.explanation ?? null, value?.from);
  }

  // -------------------------------------------------------------------------------------------------
  // Playing against the engine (js/opponent.js: a Web Worker searches; the board stays responsive).

  /**
   * The engine's side: true (the side not to move), false or null (none), 'white', 'black' or 'both'; `limits`
   * ({timeMs, depth}) its strength, kept for later searches.
   */
  setEngine(side, limits) {
    if (limits) this.engineLimits = { ...limits };
    setEngine(this, side);
  }

  maybeEngine() {
    return maybeEngine(this);
  }

  // -------------------------------------------------------------------------------------------------
  // Changes of position: each announced once, in the live region.

  cancel() {
    hideChooser(this.view);
    this.clicks = [];
    this.draw();
    this.view.cells.get(this.focus)?.focus();
  }

  /** Plays a legal Move (the reader's, the engine's, the app's) and tells the page. */
  playMove(move, { engine = null, dragged = null } = {}) {
    const { state } = this;
    const side = state.status.turn;
    const before = state.pieces;
    this.setExplanation(null);
    const hadFocus = this.view.board.contains(this.host.ownerDocument.activeElement);
    hideChooser(this.view);
    const played = state.play(move.uci);
    this.clicks = [];
    this.resultClosed = false;
    this.focus = played.to;
    this.draw();
    this.animateMove(played, before, dragged);
    this.announce(`${describeMove(this.w, played, side, state.variant)} ${describeStatus(this.w, state.status)}`);
    if (hadFocus) this.view.cells.get(this.focus)?.focus();
    this.host.dispatchEvent(new CustomEvent('fenboard-move', { bubbles: true, detail: { move: played, fen: state.fen, engine } }));
    this.changed();
    const result = this.result;
    if (result) this.host.dispatchEvent(new CustomEvent('fenboard-end', { bubbles: true, detail: { ...result, fen: state.fen } }));
    // The reader's premove waits for the move it answers to be seen.
    if (this.premove) {
      const fen = state.fen;
      this.moving.then(() => state === this.state && state.fen === fen && playPremove(this));
    }
    this.maybeEngine();
    return played;
  }

  animateMove(move, before, dragged = null) {
    // A piece of the position before, drawn while the move goes on: not the square's piece (no data-piece).
    const ghost = (letter) => pieceMarkup(this.view.doc, this.module, this.state.variant, letter).replace(' data-piece=', ' data-was=');
    this.moving = animate(this.view, motion(move, before), { ghost, dragged });
  }

  /** Takes back the move that led to the position shown; against the engine, its answer and your move. */
  undo() {
    const { state } = this;
    if (this.thinking) return;
    this.clearInput();
    const taken = [];
    const move = state.undo();
    if (move) taken.push(move);
    if (move && (this.engineSide === 'w' || this.engineSide === 'b') && state.status?.turn === this.engineSide && state.ply) taken.push(state.undo());
    this.draw();
    if (!taken.length) return;
    this.announce(`${describeUndo(this.w, taken)} ${describeStatus(this.w, state.status)}`);
    this.changed();
  }

  reset() {
    if (this.thinking) return;
    this.clearInput();
    this.state.start();
    this.startLine();
    this.draw();
    this.announce(`${this.w.backToStart} ${describeStatus(this.w, this.state.status)}`);
    this.changed();
    this.maybeEngine();
  }

  /** Shows the position after `ply` moves of the line (the move list); one move forward is animated. */
  goTo(ply) {
    const { state } = this;
    if (this.thinking || !state.playable) return;
    const from = state.ply;
    const before = state.pieces;
    this.clearInput();
    state.goTo(ply);
    if (state.ply === from) return;
    this.draw();
    if (state.ply === from + 1) this.animateMove(state.lastMove, before);
    const where = state.ply ? this.w.after(plyLabel(state.line, state.ply, this.origin.turn, this.origin.number)) : this.w.atStart;
    this.announce(`${where} ${describeStatus(this.w, state.status)}`);
    this.changed();
    this.maybeEngine();
  }

  /** Shows the position after the `k`-th move of variation `index` (the move list), which becomes the line. */
  enterBranch(index, k) {
    const { state } = this;
    if (this.thinking || !state.playable) return;
    this.clearInput();
    state.enterBranch(index, k);
    this.draw();
    this.announce(`${this.w.after(plyLabel(state.line, state.ply, this.origin.turn, this.origin.number))} ${describeStatus(this.w, state.status)}`);
    this.changed();
    this.maybeEngine();
  }

  flip() {
    this.seenFrom = this.seenFrom === 'b' ? 'w' : 'b';
    this.draw();
    this.announce(this.w.seenFrom(this.seenFrom));
  }

  /** The line played, as PGN (PDN for draughts), from the board's first position. */
  exportLine() {
    const { state } = this;
    const outcome = state.finalStatus()?.outcome ?? null;
    return writeLine(this.module, { variant: state.variant, fen: state.startFen, moves: state.tree(), outcome, tags: state.tags });
  }

  /** Copies the line to the clipboard; where the page may not, shows it selected for the reader to copy. */
  async copy() {
    const text = this.exportLine();
    const area = this.view.moves.text;
    let copied = false;
    try {
      await this.host.ownerDocument.defaultView.navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      area.value = text;
    }
    area.hidden = copied;
    if (!copied) area.select();
    this.announce(copied ? this.w.copied(this.format) : this.w.copyFailed(this.format));
  }

  announce(text) {
    setStatus(this.view, text);
  }

  /**
   * Tells the page the position shown changed (a move, undo, reset, a move of the list chosen, a position loaded):
   * fenboard-change, and fenboard-position, its name before the API (kept for the pages that listen to it).
   */
  changed() {
    const { state } = this;
    const detail = { fen: state.fen, ply: state.ply, lastMove: this.lastMove };
    this.host.dispatchEvent(new CustomEvent('fenboard-change', { bubbles: true, detail }));
    this.host.dispatchEvent(new CustomEvent('fenboard-position', { bubbles: true, detail: { fen: state.fen, ply: state.ply } }));
  }

  moveFocus(square) {
    const old = this.view.cells.get(this.focus);
    if (old) old.tabIndex = -1;
    this.focus = square;
    const cell = this.view.cells.get(square);
    cell.tabIndex = 0;
    if (this.host.ownerDocument.activeElement !== cell) cell.focus();
  }
}
