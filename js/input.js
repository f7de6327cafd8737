// Move input: which clicks make which legal move. Pure functions over the engine's Move objects, no DOM.
//
// Every legal move is spelled as one or more sequences of tokens; a token is a square ('e4') or a reserve
// piece ('@n', Bario). The player's clicks so far are matched against those sequences:
//   chess-like     [from, to]          and [from, rook] for castling (the king or queen "takes" its rook)
//   draughts       [from, ...landings] where landing squares may be skipped, the last one may not
//   Bario place    [to]                the king lands on a back-rank undefined piece in one click
//   Bario define   [@piece, u, to]     and [u, to] (the piece is then asked for)
//   Bario identify [@piece, square, ...the rest]  and [...the rest]
//   walling        [from, to, wall]    the move, then its wall's square (amazons' arrow, the duck)
// A click that completes exactly one move plays it; completing several (promotions, paths, pieces) asks.
// For draughts, a landing square that leaves a single capture plays it at once; in a walling game, a move whose wall
// has one square (snailtrail's, always the square left) is played once the piece has moved.

/** The token of a reserve piece (Bario): '@' + lowercase letter. */
export const reserveToken = (letter) => '@' + letter.toLowerCase();
export const isReserveToken = (token) => token.startsWith('@');

/** Every token sequence that spells `move`: [{tokens, skippable}]. */
export function sequences(move) {
  if (move.steps) return stepSequences(move.steps);
  if (move.path) return [{ tokens: move.path.slice(), skippable: true }];
  const wall = move.wall ? [move.wall] : [];
  const out = [{ tokens: [move.from, move.to, ...wall], skippable: false }];
  if (move.castle && move.castle.rook !== move.to) out.push({ tokens: [move.from, move.castle.rook, ...wall], skippable: false });
  return out;
}

/**
 * The walling moves the clicks have moved a piece for, the wall still to place: [move] (empty unless every move the
 * clicks may lead to is one).
 */
export function placingWall(moves, clicks) {
  if (clicks.length < 2) return [];
  const fits = candidates(moves, clicks);
  return fits.every((e) => e.move.wall && e.pos === e.seq.tokens.length - 1) ? fits.map((e) => e.move) : [];
}

function stepSequences(steps) {
  const primary = [];
  const alternative = [];
  const push = (list, ...tokens) => {
    for (const t of tokens) if (list[list.length - 1] !== t) list.push(t);
  };
  for (const step of steps) {
    if (step.kind === 'place') {
      push(primary, step.to);
      push(alternative, step.to);
    } else if (step.kind === 'define') {
      push(primary, reserveToken(step.piece), step.to);
      push(alternative, step.to);
    } else if (step.kind === 'hand') {
      // A drop: the piece in the hand, then its square.
      push(primary, reserveToken(step.piece), step.to);
      push(alternative, reserveToken(step.piece), step.to);
    } else if (step.kind === 'identify') {
      push(primary, reserveToken(step.piece), step.to);
    } else {
      push(primary, step.from, step.to);
      push(alternative, step.from, step.to);
    }
  }
  const out = [{ tokens: primary, skippable: false }];
  if (alternative.join() !== primary.join()) out.push({ tokens: alternative, skippable: false });
  return out;
}

/** Where `clicks` leave `seq`: {pos: tokens consumed, skips: landing squares skipped}, or null when they do not fit. */
export function advance(seq, clicks) {
  let pos = 0;
  let skips = 0;
  for (const click of clicks) {
    if (seq.tokens[pos] === click) {
      pos += 1;
    } else if (seq.skippable && pos > 0) {
      const at = seq.tokens.indexOf(click, pos);
      if (at < 0) return null;
      skips += at - pos;
      pos = at + 1;
    } else {
      return null;
    }
  }
  return { pos, skips };
}

/**
 * The moves the clicks may still lead to: [{move, seq, pos}]. Where some moves take the clicked squares
 * as consecutive landings and others only by skipping landings, the consecutive reading wins.
 */
export function candidates(moves, clicks) {
  const out = [];
  for (const move of moves) {
    for (const seq of sequences(move)) {
      const at = advance(seq, clicks);
      if (at) out.push({ move, seq, pos: at.pos, skips: at.skips });
    }
  }
  const exact = out.filter((e) => e.skips === 0);
  return exact.length ? exact : out;
}

const uniqueMoves = (entries) => [...new Map(entries.map((e) => [e.move.uci, e.move])).values()];

/**
 * The squares and reserve pieces that make sense as the next click, each with whether it ends a move:
 * Map token -> {final: boolean}.
 */
export function targets(moves, clicks) {
  const out = new Map();
  for (const { seq, pos } of candidates(moves, clicks)) {
    if (pos === seq.tokens.length) continue;
    const next = clicks.length && seq.skippable ? seq.tokens.slice(pos) : [seq.tokens[pos]];
    next.forEach((token, i) => {
      const final = pos + i === seq.tokens.length - 1;
      out.set(token, { final: final || out.get(token)?.final === true });
    });
  }
  // Before the first click, show only the tokens that are moves by themselves (Bario's king placement).
  if (clicks.length === 0) for (const [token, t] of out) if (!t.final) out.delete(token);
  return out;
}

/** Tokens that start some move: the pieces (and reserve pieces) that can be picked up. */
export function starts(moves) {
  const out = new Set();
  for (const move of moves) for (const seq of sequences(move)) out.add(seq.tokens[0]);
  return out;
}

/**
 * What a click does. Returns one of
 *   {kind: 'play', move}              exactly one move is complete
 *   {kind: 'choose', moves}           several moves are complete: ask which one
 *   {kind: 'select', clicks}          the clicks lead on
 *   {kind: 'cancel'}                  nothing fits
 */
export function click(moves, clicks, token) {
  const next = [...clicks, token];
  const fits = candidates(moves, next);
  if (fits.length) {
    const complete = fits.filter((e) => e.pos === e.seq.tokens.length);
    const open = fits.filter((e) => e.pos < e.seq.tokens.length);
    // Draughts: a landing square that leaves one capture plays it (no need to click every landing).
    const only = uniqueMoves(fits);
    if (only.length === 1 && fits[0].seq.skippable && next.length > 1) return { kind: 'play', move: only[0] };
    // A walling move whose wall can go on one square only: played as the piece lands.
    if (only.length === 1 && only[0].wall && next.length > 1) return { kind: 'play', move: only[0] };
    if (complete.length && open.every((e) => complete.some((c) => c.move.uci === e.move.uci))) {
      const done = uniqueMoves(complete);
      return done.length === 1 ? { kind: 'play', move: done[0] } : { kind: 'choose', moves: done };
    }
    return { kind: 'select', clicks: next };
  }
  // The selected piece again: cancel. A click elsewhere: start again from that token if it starts something.
  if (token === clicks[clicks.length - 1]) return { kind: 'cancel' };
  return clicks.length ? click(moves, [], token) : { kind: 'cancel' };
}
