// Premoves, as lichess makes them: while the other side (the engine, or the app's opponent) is to move, the reader
// picks a piece of theirs and a square; the board keeps the pair and, when the reader's turn comes, plays the legal
// move it names, or drops it. The pair is matched against the engine's legal moves by the clicks that spell them
// (js/input.js, premoveOutcome: pure), so nothing here knows a rule. Any square may be named: whether the move is
// legal is known only once the other side has moved. The rest are a premove's life on a LiveBoard (js/board.js),
// as js/opponent.js is the engine's: made, cancelled, played.

import { candidates, isReserveToken } from './input.js';
import { withTurn } from './state.js';

/**
 * Where the piece on `from` could go were it the reader's turn now: the hints a premove's squares show (dots in the
 * premove's colour), the engine's legal moves of the position with the turn passed. Hints only: the other side's
 * move changes them, and any square may be named. An empty set where that position is none (the other side in
 * check).
 */
export function premoveHints(module, state, from) {
  let game = null;
  try {
    game = new module.Game(state.variant, withTurn(state.fen, state.status.turn === 'w' ? 'b' : 'w'), { partial: true });
    return new Set(game.legalMoves().filter((m) => m.from === from).map((m) => m.to));
  } catch {
    return new Set();
  } finally {
    game?.free();
  }
}

/**
 * What a premove {from, to} comes to among `moves` (the legal moves once it is the reader's turn): {move} to play,
 * or null when it is no legal move now. Where several moves are spelled so (promotions), the queen, as lichess
 * auto-queens premoves, else the first.
 */
export function premoveOutcome(moves, premove) {
  const fits = candidates(moves, [premove.from, premove.to]);
  const unique = (entries) => [...new Map(entries.map((e) => [e.move.uci, e.move])).values()];
  // A draughts capture named by its first landing, when it is the only one from there (as a click plays it).
  const all = unique(fits);
  const done = all.length === 1 && fits[0].seq.skippable ? all : unique(fits.filter((e) => e.pos === e.seq.tokens.length));
  if (!done.length) return null;
  return { move: done.find((m) => m.promotion?.toLowerCase() === 'q') ?? done[0] };
}

/** Whether `letter` (a FEN letter) belongs to `side` ('w' or 'b'). */
export const ownedBy = (letter, side) => Boolean(letter) && (letter === letter.toUpperCase()) === (side === 'w');

/**
 * A click or a drop on `board` while the other side is to move: the reader's piece picked up, then any square named
 * (a premove). Again on the piece, or on an empty square first: nothing kept. A tap on another piece of the
 * reader's picks it up instead (a recapture premove is dragged).
 */
export function premoveClick(board, token, { drop = null } = {}) {
  const side = board.premoveSide();
  if (!side || isReserveToken(token)) return undefined;
  const own = ownedBy(board.state.pieces.get(token), side);
  const from = drop ?? board.clicks[0];
  if (from && token !== from && !(own && !drop)) {
    board.clicks = [];
    board.premove = { from, to: token };
    board.draw();
    board.announce(board.w.premove(from, token));
    return undefined;
  }
  board.clicks = own && token !== from ? [token] : [];
  if (board.premove && !board.clicks.length) cancelPremove(board);
  board.draw();
  return undefined;
}

/** Drops `board`'s premove (and a piece picked up for one), if any. */
export function cancelPremove(board) {
  const picked = board.clicks.length && !board.mayMove(board.state.status?.turn);
  if (!board.premove && !picked) return;
  board.premove = null;
  board.clicks = [];
  board.draw();
  board.announce(board.w.premoveCancelled);
}

/** The reader's turn has come on `board`: the premove is played if it is legal now, else dropped, and said so. */
export function playPremove(board) {
  const { premove, state } = board;
  if (!premove || !state.status || state.status.outcome || !board.mayMove(state.status.turn)) return;
  board.premove = null;
  const found = premoveOutcome(state.moves, premove);
  if (found) board.playMove(found.move);
  else {
    board.draw();
    board.announce(board.w.premoveIllegal(premove.from, premove.to));
  }
}
