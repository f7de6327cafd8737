// A live board: ties the game state, the view, move input (clicks, drags, keys) and announcements.
// <fen-board> elements are LiveBoards; enhance() in boards.js makes them out of .diagram elements too.

import { BoardState, readPosition, variantOf } from './state.js';
import { createView, drawBoard, showChooser, hideChooser, setStatus } from './view.js';
import * as input from './input.js';
import { arrowTarget, describeMove, describeStatus, sideName } from './a11y.js';
import { explainAttempt, languageOf, paintExplanation, showExplanation } from './explain.js';
import { engineMove, engineTime } from './opponent.js';
import { teachEnabled } from './teach.js';

const DRAG_THRESHOLD = 6; // pixels a pointer moves before a press becomes a drag

export class LiveBoard {
  /**
   * @param host the element the board is drawn into
   * @param module the fenboard module (initialised)
   * @param text a diagram (`fen:` contents) or a full FEN
   */
  constructor(host, module, text) {
    this.host = host;
    this.module = module;
    const variant = variantOf(host, module, text);
    const setup = readPosition(module, variant, text);
    this.state = new BoardState(module, setup);
    this.orientation = setup.orientation === 'b' ? 'b' : 'w';
    this.clicks = [];
    this.focus = null;
    this.explanation = null; // the last illegal attempt explained, shown until the next action
    this.explained = 0; // counts setExplanation calls: a late explanation shows only if nothing changed meanwhile
    this.engineSide = null; // 'w' or 'b' while playing against the engine
    this.thinking = false;
    this.noEngine = !teachEnabled() && typeof module.bestMove !== 'function'; // no teaching module: no engine
    this.view = createView(host, { variant: this.state.variant, width: setup.width, height: setup.height, label: host.getAttribute('aria-label') });
    this.listen();
    this.draw();
    setStatus(this.view, this.state.playable ? describeStatus(this.state.status) : 'Illustration: not a playable position.');
  }

  /** Frees the engine's memory; the board stops working. */
  destroy() {
    this.state.free();
    this.abort?.abort();
  }

  // -------------------------------------------------------------------------------------------------
  // Drawing

  draw() {
    const { state } = this;
    this.targets = state.playable ? input.targets(state.moves, this.clicks) : new Map();
    this.starts = state.playable ? input.starts(state.moves) : new Set();
    if (!this.focus || !this.view.cells.size) this.focus = this.defaultFocus();
    drawBoard(this.view, state, {
      clicks: this.clicks,
      targets: this.targets,
      starts: this.starts,
      focus: this.focus,
      orientation: this.orientation,
      module: this.module,
      noEngine: this.noEngine,
    });
    paintExplanation(this.view, this.explanation?.explanation ?? null, this.explanation?.from);
  }

  /** The bottom-left square from the viewer's side. */
  defaultFocus() {
    const { width, height } = this.state;
    return this.orientation === 'b' ? String.fromCharCode(96 + width) + height : 'a1';
  }

  // -------------------------------------------------------------------------------------------------
  // Input: every way of choosing a square or a reserve piece ends in choose(token).

  /** `drop`: the token is where a dragged piece was released (a move attempt, explained if illegal). */
  choose(token, { drop = false } = {}) {
    if (!this.state.playable || this.state.status.outcome || !this.view.chooser.hidden || this.thinking) return;
    if (!this.clicks.length && this.state.claimTurn(token)) this.draw(); // a diagram either side may start
    const from = this.clicks.length === 1 && !input.isReserveToken(this.clicks[0]) ? this.clicks[0] : null;
    if (from && token !== from && !input.isReserveToken(token) && !this.targets.has(token) && (drop || !this.starts.has(token))) {
      return this.explain(from, token);
    }
    this.setExplanation(null);
    const result = input.click(this.state.moves, this.clicks, token);
    if (result.kind === 'play') return this.play(result.move);
    if (result.kind === 'choose') {
      this.clicks = [...this.clicks, token];
      this.draw();
      return showChooser(this.view, this.state, result.moves, this.module, (m) => this.play(m), () => this.cancel());
    }
    this.clicks = result.kind === 'select' ? result.clicks : [];
    this.draw();
  }

  // -------------------------------------------------------------------------------------------------
  // Illegal attempts: the engine says why, beside the board, with the squares involved highlighted.

  explain(from, to) {
    const explanation = explainAttempt(this.module, this.state, from, to, languageOf(this.host));
    this.clicks = [];
    if (typeof explanation?.then === 'function') {
      // The teaching module is loading (the first attempt of the page): the board goes on meanwhile, and the
      // explanation shows when it comes, unless the board was used or removed in between.
      this.setExplanation(null);
      this.draw();
      const asked = this.explained;
      explanation.then((e) => {
        if (this.explained === asked && !this.abort.signal.aborted) this.showAttempt(e, from);
      });
      return;
    }
    this.showAttempt(explanation, from);
  }

  showAttempt(explanation, from) {
    this.setExplanation(explanation && !explanation.legal ? { explanation, from } : null);
    this.draw();
    if (this.explanation) this.announce(explanation.message);
  }

  setExplanation(value) {
    this.explained += 1;
    if (!value && !this.explanation) return;
    this.explanation = value;
    showExplanation(this.view, value?.explanation ?? null, value?.from);
  }

  // -------------------------------------------------------------------------------------------------
  // Playing against the engine (a Web Worker searches; the board stays responsive).

  setEngine(on) {
    this.engineSide = on ? (this.state.status?.turn === 'w' ? 'b' : 'w') : null;
    this.host.dataset.engine = this.engineSide ?? '';
    this.announce(on ? `The engine plays ${sideName(this.engineSide)}. ${describeStatus(this.state.status)}` : 'You play both sides.');
    this.maybeEngine();
  }

  async maybeEngine() {
    const { status } = this.state;
    if (!this.engineSide || this.thinking || !status || status.outcome || status.turn !== this.engineSide) return;
    const fen = this.state.fen;
    this.thinking = true;
    this.host.dataset.thinking = 'true';
    this.announce('The engine is thinking…');
    try {
      const result = await engineMove(this.module, this.state.variant, fen, { timeMs: engineTime(this.host) });
      this.thinking = false;
      if (this.engineSide && this.state.game && this.state.fen === fen) this.play(result.move, { engine: result });
    } catch (err) {
      if (err?.unavailable) this.engineUnavailable();
      else this.announce(`The engine could not move: ${err.message ?? err}`);
    } finally {
      this.thinking = false;
      this.host.dataset.thinking = 'false';
    }
  }

  /** No teaching module on this page (it could not load, or was turned off): the board goes on without the engine. */
  engineUnavailable() {
    this.engineSide = null;
    this.noEngine = true;
    this.host.dataset.engine = 'unavailable';
    this.view.bar.querySelector('.fb-engine').checked = false;
    this.draw();
    this.announce('The engine is not available on this page. You play both sides.');
  }

  cancel() {
    hideChooser(this.view);
    this.clicks = [];
    this.draw();
    this.view.cells.get(this.focus)?.focus();
  }

  play(move, { engine = null } = {}) {
    const side = this.state.status.turn;
    this.setExplanation(null);
    const hadFocus = this.host.contains(this.host.ownerDocument.activeElement);
    hideChooser(this.view);
    const played = this.state.play(move.uci);
    this.clicks = [];
    this.focus = played.to;
    this.draw();
    this.announce(`${describeMove(played, side, this.state.variant)} ${describeStatus(this.state.status)}`);
    if (hadFocus) this.view.cells.get(this.focus)?.focus();
    this.host.dispatchEvent(new CustomEvent('fenboard-move', { bubbles: true, detail: { move: played, fen: this.state.fen, engine } }));
    this.maybeEngine();
  }

  undo() {
    if (this.thinking) return;
    hideChooser(this.view);
    this.setExplanation(null);
    let move = this.state.undo();
    // Against the engine, take back its answer and your move together.
    if (move && this.engineSide && this.state.status?.turn === this.engineSide && this.state.history.length) move = this.state.undo();
    this.clicks = [];
    this.draw();
    if (move) this.announce(`Took back ${move.san}. ${describeStatus(this.state.status)}`);
  }

  reset() {
    if (this.thinking) return;
    hideChooser(this.view);
    this.setExplanation(null);
    this.state.start();
    this.clicks = [];
    this.draw();
    this.announce(`Back to the start. ${describeStatus(this.state.status)}`);
    this.maybeEngine();
  }

  flip() {
    this.orientation = this.orientation === 'b' ? 'w' : 'b';
    this.draw();
    this.announce(`Board seen from ${sideName(this.orientation)}'s side.`);
  }

  announce(text) {
    setStatus(this.view, text);
  }

  // -------------------------------------------------------------------------------------------------
  // Events

  listen() {
    this.abort = new AbortController();
    const opts = { signal: this.abort.signal };
    const { view } = this;
    view.bar.querySelector('.fb-undo').addEventListener('click', () => this.undo(), opts);
    view.bar.querySelector('.fb-reset').addEventListener('click', () => this.reset(), opts);
    view.bar.querySelector('.fb-flip').addEventListener('click', () => this.flip(), opts);
    view.bar.querySelector('.fb-engine').addEventListener('change', (e) => this.setEngine(e.target.checked), opts);
    for (const reserve of [view.reserveTop, view.reserveBottom]) {
      reserve.addEventListener('click', (e) => {
        const button = e.target.closest('.fb-res');
        if (button && !button.disabled) this.choose(button.dataset.token);
      }, opts);
    }
    view.grid.addEventListener('keydown', (e) => this.onKey(e), opts);
    view.grid.addEventListener('pointerdown', (e) => this.onPointerDown(e), opts);
    view.chooser.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') e.preventDefault(), this.cancel();
    }, opts);
    view.grid.addEventListener('focusin', (e) => {
      const square = e.target.closest?.('.fb-sq')?.dataset.square;
      if (square && square !== this.focus) this.moveFocus(square);
    }, opts);
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
      this.draw();
      this.announce('Selection cancelled.');
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const row = [...this.view.cells.keys()].filter((s) => s.slice(1) === square.slice(1));
      this.moveFocus(e.key === 'Home' ? row[0] : row[row.length - 1]);
    }
  }

  /**
   * Press on a square: chooses it at once (so a tap is a click). Dragging on from a selected piece and
   * releasing over another square chooses that one too. Pressing the selected piece again deselects it
   * on release, unless it was dragged.
   */
  onPointerDown(e) {
    const cell = e.target.closest('.fb-sq');
    if (!cell || e.button > 0) return;
    e.preventDefault();
    const square = cell.dataset.square;
    this.moveFocus(square);
    const wasSelected = this.clicks[this.clicks.length - 1] === square;
    if (!wasSelected) this.choose(square);
    const selected = this.clicks[this.clicks.length - 1] === square;
    // Any piece may be dragged: a piece with no legal move (a pinned one) is explained where it is dropped.
    const draggable = selected || (this.state.playable && this.state.pieces.has(square) && !this.thinking);
    const x0 = e.clientX;
    const y0 = e.clientY;
    let ghost = null;
    const move = (ev) => {
      if (!draggable) return;
      if (!ghost && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD) return;
      ghost ??= this.startDrag(square);
      if (ghost) ghost.style.transform = `translate(${ev.clientX}px, ${ev.clientY}px) translate(-50%, -50%)`;
    };
    const up = (ev) => {
      cleanup();
      const over = this.host.ownerDocument.elementFromPoint(ev.clientX, ev.clientY)?.closest('.fb-sq');
      const overSquare = this.view.cells.get(over?.dataset.square) === over ? over.dataset.square : null;
      if (ghost && overSquare && overSquare !== square) {
        if (selected) this.choose(overSquare, { drop: true });
        else if (this.view.chooser.hidden && !this.state.status?.outcome) this.explain(square, overSquare);
      }
      else if (!ghost && wasSelected) this.choose(square); // a second tap on the selected piece cancels
    };
    const cleanup = () => {
      ghost?.remove();
      this.view.cells.get(square)?.classList.remove('dragging');
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cleanup);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cleanup);
  }

  startDrag(square) {
    const cell = this.view.cells.get(square);
    const piece = cell?.querySelector('.fb-piece');
    if (!piece) return null;
    const ghost = piece.cloneNode(true);
    ghost.classList.add('fb-ghost');
    const size = cell.getBoundingClientRect().width;
    ghost.style.width = ghost.style.height = `${size}px`;
    this.host.append(ghost);
    cell.classList.add('dragging');
    return ghost;
  }
}
