// Premoves, as lichess makes them: while the other side (the engine, or the app's opponent) is to move, the reader
// picks a piece of theirs and a square; the board keeps the pair and, when the reader's turn comes, plays the legal
// move it names, or drops it. Pure: the pair is matched against the engine's legal moves by the clicks that spell
// them (js/input.js), so nothing here knows a rule. Any square may be named: whether the move is legal is known
// only once the other side has moved.

import { candidates } from './input.js';

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
