// A live board: ties the game state, the view, move input (clicks, drags, keys), motion, the move list and
// announcements. Every board of the project is one: <fen-board> elements, the diagrams enhance() turns into them
// (js/boards.js), and the Play page. The rules come from the fenboard module; nothing here knows them.

import { BoardState, readPosition, variantOf } from './state.js';
import { createView, drawBoard, showChooser, hideChooser, setStatus } from './view.js';
import { drawMoveList, plyKey, plyLabel } from './movelist.js';
import * as input from './input.js';
import { arrowTarget, describeMove, describeStatus, describeUndo, words } from './a11y.js';
import { explainAttempt, explainPiece, languageOf, paintExplanation, showExplanation, showPending } from './explain.js';
import { maybeEngine, setEngine } from './opponent.js';
import { teachEnabled } from './teach.js';
import { animate, motion } from './anim.js';
import { pointerDown } from './drag.js';
import { firstNumber, writeLine } from './pgn.js';
import { pieceMarkup } from './sprite.js';

const OPEN_LIST_WIDTH = 400; // boards at least this wide (px) show their move list unfolded

export class LiveBoard {
  /**
   * @param host the element the board is drawn into
   * @param module the fenboard module (initialised)
   * @param text a diagram (`fen:` contents) or a full FEN
   * @param options.lang 'fr' or 'en': the language of the board's words (default: the closest lang attribute)
   */
  constructor(host, module, text, { lang } = {}) {
    this.host = host;
    this.module = module;
    const variant = variantOf(host, module, text);
    const setup = readPosition(module, variant, text);
    this.state = new BoardState(module, setup);
    this.lang = lang === 'fr' || lang === 'en' ? lang : languageOf(host);
    this.w = words(this.lang);
    this.format = variant === 'russian' ? 'PDN' : 'PGN';
    this.orientation = setup.orientation === 'b' ? 'b' : 'w';
    this.clicks = [];
    this.focus = null;
    this.explanation = null; // the last illegal attempt explained, shown until the next action
    this.explained = 0; // counts setExplanation calls: a late explanation shows only if nothing changed meanwhile
    this.engineSide = null; // 'w' or 'b' while playing against the engine
    this.thinking = false;
    this.moving = Promise.resolve(); // the motion of the last move, resolved when it ends
    this.noEngine = !teachEnabled() && typeof module.bestMove !== 'function'; // no teaching module: no engine
    this.view = createView(host, { variant, width: setup.width, height: setup.height, label: host.getAttribute('aria-label'), w: this.w, format: this.format });
    this.startLine();
    this.listen();
    this.draw();
    setStatus(this.view, this.state.playable ? describeStatus(this.w, this.state.status) : this.w.illustration);
  }

  /** Frees the engine's memory; the board stops working. */
  destroy() {
    this.state.free();
    this.abort?.abort();
  }

  /** Where the move list starts counting: the side to move and the move number of the first position. */
  startLine() {
    this.origin = { turn: this.state.status?.turn ?? 'w', number: firstNumber(this.state.startFen) };
  }

  // -------------------------------------------------------------------------------------------------
  // Drawing

  draw() {
    const { state, view } = this;
    this.targets = state.playable ? input.targets(state.moves, this.clicks) : new Map();
    this.starts = state.playable ? input.starts(state.moves) : new Set();
    if (!this.focus || !view.cells.size) this.focus = this.defaultFocus();
    drawBoard(view, state, {
      clicks: this.clicks,
      targets: this.targets,
      starts: this.starts,
      focus: this.focus,
      orientation: this.orientation,
      module: this.module,
      noEngine: this.noEngine,
    });
    const always = this.host.getAttribute('moves') === 'open';
    drawMoveList(view.moves, { line: state.line, ply: state.ply, startTurn: this.origin.turn, startNumber: this.origin.number, always }, this.w);
    if (!this.listShown && !view.moves.root.hidden) {
      // Shown for the first time: unfolded on a large board, folded on a small one, unless the page says.
      this.listShown = true;
      view.moves.root.open = always || (this.host.getAttribute('moves') !== 'closed' && this.host.clientWidth >= OPEN_LIST_WIDTH);
    }
    paintExplanation(view, this.explanation?.explanation ?? null, this.explanation?.from);
  }

  /** The bottom-left square from the viewer's side. */
  defaultFocus() {
    const { width, height } = this.state;
    return this.orientation === 'b' ? String.fromCharCode(96 + width) + height : 'a1';
  }

  // -------------------------------------------------------------------------------------------------
  // Input: every way of choosing a square or a reserve piece ends in choose(token).

  /**
   * `drop`: the square a dragged piece came from, the token being where it was released (a move attempt, explained
   * if illegal). `press`: a pointer press, whose explanation of a piece with no move waits for the release
   * (returns 'later').
   */
  choose(token, { drop = null, press = false } = {}) {
    const { state, clicks } = this;
    if (!state.playable || state.status.outcome || !this.view.chooser.hidden || this.thinking) return undefined;
    if (!clicks.length && state.claimTurn(token)) this.draw(); // a diagram either side may start
    const square = !input.isReserveToken(token);
    const from = clicks.length === 1 && !input.isReserveToken(clicks[0]) ? clicks[0] : null;
    const letter = square ? state.pieces.get(token) : undefined;
    const own = letter !== undefined && (letter === letter.toUpperCase()) === (state.status.turn === 'w');
    // A piece that starts no move, touched alone (or an own one while another is selected): why it cannot move.
    if (!drop && letter && !this.starts.has(token) && !this.targets.has(token) && (!clicks.length || (from && own && token !== from))) {
      return press ? 'later' : this.explainPiece(token);
    }
    if (from && token !== from && square && !this.targets.has(token) && (drop || !this.starts.has(token))) {
      return this.explain(from, token);
    }
    this.setExplanation(null);
    const result = input.click(state.moves, clicks, token);
    if (result.kind === 'play') return this.play(result.move, { dragged: drop });
    if (result.kind === 'choose') {
      this.clicks = [...clicks, token];
      this.draw();
      return showChooser(this.view, state, result.moves, this.module, (m) => this.play(m), () => this.cancel());
    }
    this.clicks = result.kind === 'select' ? result.clicks : [];
    this.draw();
    return undefined;
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
      explanation.then((e) => {
        if (this.explained === asked && !this.abort.signal.aborted) this.showAttempt(e, from);
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

  setEngine(on) {
    setEngine(this, on);
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

  play(move, { engine = null, dragged = null } = {}) {
    const { state } = this;
    const side = state.status.turn;
    const before = state.pieces;
    this.setExplanation(null);
    const hadFocus = this.view.board.contains(this.host.ownerDocument.activeElement);
    hideChooser(this.view);
    const played = state.play(move.uci);
    this.clicks = [];
    this.focus = played.to;
    this.draw();
    this.animateMove(played, before, dragged);
    this.announce(`${describeMove(this.w, played, side, state.variant)} ${describeStatus(this.w, state.status)}`);
    if (hadFocus) this.view.cells.get(this.focus)?.focus();
    this.host.dispatchEvent(new CustomEvent('fenboard-move', { bubbles: true, detail: { move: played, fen: state.fen, engine } }));
    this.changed();
    this.maybeEngine();
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
    hideChooser(this.view);
    this.setExplanation(null);
    const taken = [];
    const move = state.undo();
    if (move) taken.push(move);
    if (move && this.engineSide && state.status?.turn === this.engineSide && state.ply) taken.push(state.undo());
    this.clicks = [];
    this.draw();
    if (!taken.length) return;
    this.announce(`${describeUndo(this.w, taken)} ${describeStatus(this.w, state.status)}`);
    this.changed();
  }

  reset() {
    if (this.thinking) return;
    hideChooser(this.view);
    this.setExplanation(null);
    this.state.start();
    this.startLine();
    this.clicks = [];
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
    hideChooser(this.view);
    this.setExplanation(null);
    this.clicks = [];
    state.goTo(ply);
    if (state.ply === from) return;
    this.draw();
    if (state.ply === from + 1) this.animateMove(state.lastMove, before);
    const where = state.ply ? this.w.after(plyLabel(state.line, state.ply, this.origin.turn, this.origin.number)) : this.w.atStart;
    this.announce(`${where} ${describeStatus(this.w, state.status)}`);
    this.changed();
    this.maybeEngine();
  }

  flip() {
    this.orientation = this.orientation === 'b' ? 'w' : 'b';
    this.draw();
    this.announce(this.w.seenFrom(this.orientation));
  }

  /** The line played, as PGN (PDN for draughts), from the board's first position. */
  exportLine() {
    const { state } = this;
    const outcome = state.finalStatus()?.outcome ?? null;
    return writeLine(this.module, { variant: state.variant, fen: state.startFen, moves: state.line, outcome });
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

  /** Tells the page the position shown changed (a move, undo, reset, a move of the list chosen). */
  changed() {
    const { state } = this;
    this.host.dispatchEvent(new CustomEvent('fenboard-position', { bubbles: true, detail: { fen: state.fen, ply: state.ply } }));
  }

  // -------------------------------------------------------------------------------------------------
  // Events

  listen() {
    this.abort = new AbortController();
    const opts = { signal: this.abort.signal };
    const { view } = this;
    const on = (el, type, fn) => el.addEventListener(type, fn, opts);
    on(view.bar.querySelector('.fb-undo'), 'click', () => this.undo());
    on(view.bar.querySelector('.fb-reset'), 'click', () => this.reset());
    on(view.bar.querySelector('.fb-flip'), 'click', () => this.flip());
    on(view.bar.querySelector('.fb-engine'), 'change', (e) => this.setEngine(e.target.checked));
    for (const reserve of [view.reserveTop, view.reserveBottom]) {
      on(reserve, 'click', (e) => {
        const button = e.target.closest('.fb-res');
        if (button && !button.disabled) this.choose(button.dataset.token);
      });
    }
    on(view.grid, 'keydown', (e) => this.onKey(e));
    on(view.grid, 'pointerdown', (e) => pointerDown(this, e));
    on(view.chooser, 'keydown', (e) => e.key === 'Escape' && (e.preventDefault(), this.cancel()));
    on(view.grid, 'focusin', (e) => {
      const square = e.target.closest?.('.fb-sq')?.dataset.square;
      if (square && square !== this.focus) this.moveFocus(square);
    });
    on(view.moves.list, 'click', (e) => {
      const button = e.target.closest('button[data-ply]');
      if (button) this.goTo(Number(button.dataset.ply));
    });
    on(view.moves.list, 'keydown', (e) => this.onListKey(e));
    on(view.moves.copy, 'click', () => this.copy());
    // Escape anywhere on the board clears a stale explanation.
    on(this.host, 'keydown', (e) => e.key === 'Escape' && this.setExplanation(null));
  }

  moveFocus(square) {
    const old = this.view.cells.get(this.focus);
    if (old) old.tabIndex = -1;
    this.focus = square;
    const cell = this.view.cells.get(square);
    cell.tabIndex = 0;
    if (this.host.ownerDocument.activeElement !== cell) cell.focus();
  }

  onKey(e) {
    const square = e.target.closest('.fb-sq')?.dataset.square;
    if (!square) return;
    const next = arrowTarget(square, e.key, this.state.width, this.state.height, this.orientation);
    if (next) {
      e.preventDefault();
      this.moveFocus(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(square);
    } else if (e.key === 'Escape' && this.clicks.length) {
      e.preventDefault();
      this.clicks = [];
      this.setExplanation(null);
      this.draw();
      this.announce(this.w.cancelled);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const row = [...this.view.cells.keys()].filter((s) => s.slice(1) === square.slice(1));
      this.moveFocus(e.key === 'Home' ? row[0] : row[row.length - 1]);
    }
  }

  /** Arrows, Home and End along the move list show the positions one by one; the focus follows. */
  onListKey(e) {
    const to = plyKey(e.key, this.state.ply, this.state.line.length);
    if (to === null) return;
    e.preventDefault();
    this.goTo(to);
    this.view.moves.list.querySelector(`button[data-ply="${this.state.ply}"]`)?.focus();
  }
}
