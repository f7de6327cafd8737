// Accessibility: names of pieces and squares, sentences for the live region, keyboard focus moves.

const NAMES = {
  k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn',
  m: 'marshall', c: 'cardinal', u: 'undefined piece',
};
const DRAUGHTS_NAMES = { m: 'man', k: 'king' };
const DRAUGHTS = new Set(['russian']);

export const sideName = (side) => (side === 'w' ? 'White' : 'Black');

/** 'white pawn', 'black man', 'white undefined piece'. */
export function pieceName(letter, variant) {
  const colour = letter === letter.toUpperCase() ? 'white' : 'black';
  const role = letter.toLowerCase();
  const name = (DRAUGHTS.has(variant) ? DRAUGHTS_NAMES[role] : NAMES[role]) ?? `piece ${letter}`;
  return `${colour} ${name}`;
}

/** The accessible name of a square cell: 'e4, white pawn', 'd5, empty', plus what it means now. */
export function squareLabel(square, letter, variant, extra = []) {
  return [square, letter ? pieceName(letter, variant) : 'empty', ...extra].join(', ');
}

/** A sentence for a played move: 'White played e4 (pawn e2 to e4).' */
export function describeMove(move, side, variant) {
  const role = (letter) => (letter ? pieceName(letter, variant).replace(/^(white|black) /, '') : 'piece');
  const route = move.steps
    ? move.steps.map((s) => describeStep(s, role)).join(', then ')
    : `${role(move.piece)} ${move.path ? move.path.join(' to ') : `${move.from} to ${move.to}`}`;
  const took = move.captured?.length ? `, capturing on ${move.captured.join(', ')}` : '';
  const promo = move.promotion ? `, becoming a ${role(move.promotion)}` : '';
  return `${sideName(side)} played ${move.san} (${route}${took}${promo}).`;
}

/** Bario steps: 'king placed on e1', 'knight defined on g1', 'knight g1 to f3'. */
function describeStep(step, role) {
  if (step.kind === 'place') return `${role(step.piece)} placed on ${step.to}`;
  if (step.kind === 'define') return `${role(step.piece)} defined on ${step.to}`;
  if (step.kind === 'identify') return `the piece taken on ${step.to} was a ${role(step.piece)}`;
  return `${role(step.piece)} ${step.from} to ${step.to}`;
}

/** A sentence for a position's status: whose turn, checks, or the outcome. */
export function describeStatus(status) {
  if (!status) return '';
  if (status.outcome) {
    const { winner, reason } = status.outcome;
    const why = reason.replace(/-/g, ' ');
    return winner ? `${sideName(winner)} wins by ${why}.` : `Draw by ${why}.`;
  }
  const check = status.checkedSquares?.length ? ` Check on ${status.checkedSquares.join(' and ')}.` : '';
  // A diagram that does not say whose turn it is (js/state.js openTurn).
  if (status.openTurn) return `White or Black to move: touch a piece to start with its side.${check}`;
  return `${sideName(status.turn)} to move.${check}`;
}

/** The square reached from `square` by an arrow key on a board seen from `orientation`, or null. */
export function arrowTarget(square, key, width, height, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const sign = orientation === 'b' ? -1 : 1;
  const delta = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  if (!delta) return null;
  const f = file + delta[0] * sign;
  const r = rank + delta[1] * sign;
  if (f < 0 || r < 0 || f >= width || r >= height) return null;
  return String.fromCharCode(97 + f) + (r + 1);
}
