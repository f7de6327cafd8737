// Words of the live boards, in English and French: piece and square names, the sentences the live region
// speaks (moves, status, outcomes, undo), the controls' labels; and keyboard focus moves.
// `words(lang)` gives one language's table; the functions below build sentences from it.

import { definitionOf, isDraughts } from './defined.js';

const NBSP = '\u00a0'; // French puts a non-breaking space before ':'
/** The other side. */
const other = (side) => (side === 'w' ? 'b' : 'w');

/** Piece names by role letter: English name; French [name, feminine]. */
const EN_PIECES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn', m: 'marshall', c: 'cardinal', u: 'undefined piece' };
const EN_DRAUGHTS = { m: 'man', k: 'king' };
const FR_PIECES = {
  k: ['roi', false], q: ['dame', true], r: ['tour', true], b: ['fou', false], n: ['cavalier', false],
  p: ['pion', false], m: ['maréchal', false], c: ['cardinal', false], u: ['pièce indéfinie', true],
};
const FR_DRAUGHTS = { m: ['pion', false], k: ['dame', true] };

const EN = {
  lang: 'en',
  side: (c) => (c === 'w' ? 'White' : 'Black'),
  role: (r, draughts) => (draughts ? EN_DRAUGHTS[r] : EN_PIECES[r]) ?? `piece ${r}`,
  piece: (r, c, draughts) => `${c === 'w' ? 'white' : 'black'} ${EN.role(r, draughts)}`,
  named: (name, c) => `${c === 'w' ? 'white' : 'black'} ${name}`,
  aRole: (r, draughts) => `${/^[aeiou]/.test(EN.role(r, draughts)) ? 'an' : 'a'} ${EN.role(r, draughts)}`,
  and: ' and ',
  empty: 'empty',
  marks: { selected: 'selected', capture: 'capture', target: 'legal move', check: 'in check', marked: 'marked', premove: 'premove', wall: 'a wall' },
  played: (side, san, detail) => `${EN.side(side)} played ${san} (${detail}).`,
  passed: (side, san) => `${EN.side(side)} passed (${san}).`,
  route: (role, squares) => `${role} ${squares.join(' to ')}`,
  stays: (role, at) => `${role} on ${at}`,
  took: (squares) => `, capturing on ${squares}`,
  petrified: ', and turned to stone',
  wall: (square) => `, a wall on ${square}`,
  promoted: (role) => `, becoming a ${role}`,
  steps: {
    place: (role, to) => `${role} placed on ${to}`,
    hand: (role, to) => `${role} dropped from the hand on ${to}`,
    define: (role, to) => `${role} defined on ${to}`,
    identify: (aRole, to) => `the piece taken on ${to} was ${aRole}`,
    then: ', then ',
  },
  toMove: (c) => `${EN.side(c)} to move.`,
  eitherSide: 'White or Black to move: touch a piece to start with its side.',
  emptyBoard: 'An empty board: no piece to move.',
  explaining: 'Finding out why…',
  check: (squares) => ` Check on ${squares}.`,
  checksLeft: (left) => ` Checks left to give: White ${left.w}, Black ${left.b}.`,
  outcome: {
    checkmate: (w) => `Checkmate: ${EN.side(w)} wins.`,
    stalemate: (w) => (w ? `Stalemate: ${EN.side(w)} wins.` : 'Stalemate: a draw.'),
    'insufficient-material': () => 'Draw: neither side has the material to mate.',
    'fifty-moves': (w) => (w ? `${EN.side(w)} wins by the move rule.` : 'Draw by the fifty-move rule.'),
    'threefold-repetition': (w) => (w ? `${EN.side(w)} wins by repetition.` : 'Draw by repetition.'),
    'perpetual-check': (w) =>
      w ? `${EN.side(other(w))} checked with every move of the repetition: ${EN.side(w)} wins.` : 'Both sides checked with every move of the repetition: a draw.',
    chasing: (w) =>
      w ? `${EN.side(other(w))} chased a piece with every move of the repetition: ${EN.side(w)} wins.` : 'Both sides chased a piece with every move of the repetition: a draw.',
    'move-repetition': (w) => `${EN.side(other(w))} moved the same piece back and forth: ${EN.side(w)} wins.`,
    'no-moves': (w, loser) => `${EN.side(loser)} has no move left: ${EN.side(w)} wins.`,
    'no-moves-wins': (w) => `${EN.side(w)} has no move left, and so wins.`,
    crowned: (w) => `${EN.side(w)} has crowned a man first: ${EN.side(w)} wins.`,
    'three-kings-against-one': () => 'Draw: three kings against one for fifteen moves.',
    'kings-only-15-moves': () => 'Draw: fifteen moves of kings only, without a capture.',
    'kings-only-moves': () => 'Draw: the moves of kings only, without a capture, that the rules allow have been played.',
    'small-endgame': () => 'Draw: this ending has lasted the moves the rules allow it.',
    region: (w) => (w ? `${EN.side(w)} reached the goal: ${EN.side(w)} wins.` : 'Both sides reached the goal: a draw.'),
    checks: (w) => `${EN.side(w)} gave the last check needed: ${EN.side(w)} wins.`,
    counting: () => 'Draw: the count ran out before mate.',
    'forbidden-mate': (w) => `A mate this game forbids (by knights alone): ${EN.side(w)}, mated, wins.`,
    niol: () => 'Draw: a mate with no check by a knight, rook or bers before it (niol).',
    bikjang: (w) => (w ? `Bikjang, the generals left facing: ${EN.side(w)} wins on material.` : 'Bikjang, the generals left facing: a draw.'),
    passes: (w) => (w ? `Both sides passed: ${EN.side(w)} wins on material.` : 'Both sides passed: a draw.'),
    extinction: (w) => (w ? `${EN.side(w)} wins by extinction (the pieces the game counts).` : 'Draw: too few pieces left.'),
    other: (w, reason) => (w ? `${EN.side(w)} wins (${reason}).` : `Draw (${reason}).`),
  },
  tookBack: (sans) => `Took back ${sans}.`,
  backToStart: 'Back to the start.',
  seenFrom: (c) => `Board seen from ${EN.side(c)}'s side.`,
  cancelled: 'Selection cancelled.',
  illustration: 'Illustration: not a playable position.',
  engineOn: (c) => (c === 'both' ? 'The engine plays both sides.' : `The engine plays ${EN.side(c)}.`),
  premove: (from, to) => `Premove ${from} to ${to}: played when it is your turn, if legal.`,
  premoveCancelled: 'Premove cancelled.',
  premoveIllegal: (from, to) => `Premove ${from} to ${to} cancelled: not legal now.`,
  engineOff: 'You play both sides.',
  thinking: 'The engine is thinking…',
  engineFailed: (why) => `The engine could not move: ${why}`,
  engineTimeout: (s) => `The engine did not answer within ${s} s and was stopped: move for it, or turn it off and on to try again.`,
  engineGone: 'The engine is not available on this page. You play both sides.',
  atStart: 'Start position.',
  after: (label) => `Position after ${label}.`,
  copied: (format) => `${format} copied.`,
  copyFailed: (format) => `The ${format} could not be copied: select it below.`,
  ui: {
    undo: 'Undo', reset: 'Reset', flip: 'Flip', pass: 'Pass', engine: 'Play against the engine',
    choose: 'Choose a move', cancel: 'Cancel', moves: 'Moves', start: 'Start', close: 'Close',
    copy: (format) => `Copy ${format}`,
    board: (name) => `${name} board`,
    reserve: (c) => `${EN.side(c)} reserve`,
    fromReserve: (piece, count) => `${piece} from the reserve, ${count} left`,
    line: 'Moves played; choose one to see its position',
    variation: 'Variation',
  },
  variants: { chess: 'Chess', coregal: 'Coregal', grand: 'Grand chess', bario: 'Bario', russian: 'Russian draughts' },
};

const FR = {
  lang: 'fr',
  side: (c) => (c === 'w' ? 'les Blancs' : 'les Noirs'),
  role: (r, draughts) => ((draughts ? FR_DRAUGHTS[r] : FR_PIECES[r]) ?? [`pièce ${r}`, true])[0],
  piece: (r, c, draughts) => {
    const [name, feminine] = (draughts ? FR_DRAUGHTS[r] : FR_PIECES[r]) ?? [`pièce ${r}`, true];
    const colour = c === 'w' ? (feminine ? 'blanche' : 'blanc') : feminine ? 'noire' : 'noir';
    return `${name} ${colour}`;
  },
  named: (name, c) => `${name} ${c === 'w' ? 'blanc' : 'noir'}`,
  aRole: (r, draughts) => {
    const [name, feminine] = (draughts ? FR_DRAUGHTS[r] : FR_PIECES[r]) ?? [`pièce ${r}`, true];
    return `${feminine ? 'une' : 'un'} ${name}`;
  },
  and: ' et ',
  empty: 'vide',
  marks: { selected: 'sélectionnée', capture: 'prise', target: 'coup possible', check: 'en échec', marked: 'marquée', premove: 'coup anticipé', wall: 'un mur' },
  played: (side, san, detail) => `${capital(FR.side(side))} ont joué ${san} (${detail}).`,
  passed: (side, san) => `${capital(FR.side(side))} ont passé (${san}).`,
  route: (role, squares) => `${role} de ${squares[0]} à ${squares.slice(1).join(', ')}`,
  stays: (role, at) => `${role} en ${at}`,
  took: (squares) => `, prise en ${squares}`,
  petrified: ', et changé en pierre',
  wall: (square) => `, un mur en ${square}`,
  promoted: (role) => `, promu en ${role}`,
  steps: {
    place: (role, to) => `${role} posé en ${to}`,
    hand: (role, to) => `${role} posé de la main en ${to}`,
    define: (role, to) => `${role} défini en ${to}`,
    identify: (aRole, to) => `la pièce prise en ${to} était ${aRole}`,
    then: ', puis ',
  },
  toMove: (c) => `Trait aux ${c === 'w' ? 'Blancs' : 'Noirs'}.`,
  eitherSide: `Les Blancs ou les Noirs commencent${NBSP}: touchez une pièce pour jouer son camp.`,
  emptyBoard: `Plateau vide${NBSP}: aucune pièce à jouer.`,
  explaining: 'Recherche de la raison…',
  check: (squares) => ` Échec en ${squares}.`,
  checksLeft: (left) => ` Échecs restant à donner${NBSP}: Blancs ${left.w}, Noirs ${left.b}.`,
  outcome: {
    checkmate: (w) => `Échec et mat${NBSP}: ${FR.side(w)} gagnent.`,
    stalemate: (w) => (w ? `Pat${NBSP}: ${FR.side(w)} gagnent.` : `Pat${NBSP}: partie nulle.`),
    'insufficient-material': () => `Partie nulle${NBSP}: aucun camp n'a de quoi mater.`,
    'fifty-moves': (w) => (w ? `${capital(FR.side(w))} gagnent par la règle des coups.` : `Partie nulle${NBSP}: règle des cinquante coups.`),
    'threefold-repetition': (w) => (w ? `${capital(FR.side(w))} gagnent par répétition.` : `Partie nulle${NBSP}: répétition de la position.`),
    'perpetual-check': (w) =>
      w
        ? `${capital(FR.side(other(w)))} ont fait échec à chaque coup de la répétition${NBSP}: ${FR.side(w)} gagnent.`
        : `Les deux camps ont fait échec à chaque coup de la répétition${NBSP}: partie nulle.`,
    chasing: (w) =>
      w
        ? `${capital(FR.side(other(w)))} ont chassé une pièce à chaque coup de la répétition${NBSP}: ${FR.side(w)} gagnent.`
        : `Les deux camps ont chassé une pièce à chaque coup de la répétition${NBSP}: partie nulle.`,
    'move-repetition': (w) =>
      `${capital(FR.side(other(w)))} ont joué la même pièce en va-et-vient${NBSP}: ${FR.side(w)} gagnent.`,
    'no-moves': (w, loser) => `${capital(FR.side(loser))} n'ont plus de coup${NBSP}: ${FR.side(w)} gagnent.`,
    'no-moves-wins': (w) => `${capital(FR.side(w))} n'ont plus de coup${NBSP}: ${FR.side(w)} gagnent.`,
    crowned: (w) => `${capital(FR.side(w))} ont damé les premiers${NBSP}: ${FR.side(w)} gagnent.`,
    'three-kings-against-one': () => `Partie nulle${NBSP}: trois dames contre une pendant quinze coups.`,
    'kings-only-15-moves': () => `Partie nulle${NBSP}: quinze coups de dames seules, sans prise.`,
    'kings-only-moves': () => `Partie nulle${NBSP}: les coups de dames seules sans prise que permettent les règles ont été joués.`,
    'small-endgame': () => `Partie nulle${NBSP}: cette fin de partie a duré les coups que les règles lui accordent.`,
    region: (w) => (w ? `${capital(FR.side(w))} ont atteint le but${NBSP}: ${FR.side(w)} gagnent.` : `Les deux camps ont atteint le but${NBSP}: partie nulle.`),
    checks: (w) => `${capital(FR.side(w))} ont donné le dernier échec nécessaire${NBSP}: ${FR.side(w)} gagnent.`,
    counting: () => `Partie nulle${NBSP}: le compte est épuisé avant le mat.`,
    'forbidden-mate': (w) => `Un mat que ce jeu interdit (par des cavaliers seuls)${NBSP}: ${capital(FR.side(w))}, mats, gagnent.`,
    niol: () => `Partie nulle${NBSP}: un mat sans échec d'un cavalier, d'une tour ou d'un bers avant lui (niol).`,
    bikjang: (w) => (w ? `Bikjang, les généraux laissés face à face${NBSP}: ${FR.side(w)} gagnent au compte du matériel.` : `Bikjang, les généraux laissés face à face${NBSP}: partie nulle.`),
    passes: (w) => (w ? `Les deux camps ont passé${NBSP}: ${FR.side(w)} gagnent au compte du matériel.` : `Les deux camps ont passé${NBSP}: partie nulle.`),
    extinction: (w) => (w ? `${capital(FR.side(w))} gagnent par extinction (des pièces que le jeu compte).` : `Partie nulle${NBSP}: plus assez de pièces.`),
    other: (w, reason) => (w ? `${capital(FR.side(w))} gagnent (${reason}).` : `Partie nulle (${reason}).`),
  },
  tookBack: (sans) => `Coups repris${NBSP}: ${sans}.`,
  backToStart: 'Retour au début.',
  seenFrom: (c) => `Plateau vu du côté des ${c === 'w' ? 'Blancs' : 'Noirs'}.`,
  cancelled: 'Sélection annulée.',
  illustration: `Illustration${NBSP}: pas une position jouable.`,
  engineOn: (c) => (c === 'both' ? "L'ordinateur joue les deux camps." : `L'ordinateur joue ${FR.side(c)}.`),
  premove: (from, to) => `Coup anticipé ${from} vers ${to}${NBSP}: joué à votre tour, s'il est légal.`,
  premoveCancelled: 'Coup anticipé annulé.',
  premoveIllegal: (from, to) => `Coup anticipé ${from} vers ${to} annulé${NBSP}: il n'est pas légal.`,
  engineOff: 'Vous jouez les deux camps.',
  thinking: "L'ordinateur réfléchit…",
  engineFailed: (why) => `L'ordinateur n'a pas pu jouer${NBSP}: ${why}`,
  engineTimeout: (s) => `L'ordinateur n'a pas répondu en ${s}${NBSP}s et a été arrêté${NBSP}: jouez pour lui, ou désactivez-le puis réactivez-le pour réessayer.`,
  engineGone: "L'ordinateur n'est pas disponible sur cette page. Vous jouez les deux camps.",
  atStart: 'Position de départ.',
  after: (label) => `Position après ${label}.`,
  copied: (format) => `${format} copié.`,
  copyFailed: (format) => `Le ${format} n'a pas pu être copié${NBSP}: sélectionnez-le ci-dessous.`,
  ui: {
    undo: 'Annuler', reset: 'Recommencer', flip: 'Retourner', pass: 'Passer', engine: "Jouer contre l'ordinateur",
    choose: 'Choisissez un coup', cancel: 'Annuler', moves: 'Coups', start: 'Début', close: 'Fermer',
    copy: (format) => `Copier le ${format}`,
    board: (name) => `Plateau${NBSP}: ${name}`,
    reserve: (c) => `Réserve des ${c === 'w' ? 'Blancs' : 'Noirs'}`,
    fromReserve: (piece, count) => `${piece} de la réserve, ${count} restant${count > 1 ? 's' : ''}`,
    line: 'Coups joués ; choisissez-en un pour voir sa position',
    variation: 'Variante',
  },
  variants: { chess: 'échecs', coregal: 'Coregal', grand: 'Grand chess', bario: 'Bario', russian: 'dames russes' },
};

function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The words of a language: 'fr' for French, English otherwise. */
export function words(lang) {
  return lang === 'fr' ? FR : EN;
}

const colourOf = (letter) => (letter === letter.toUpperCase() ? 'w' : 'b');
const list = (w, items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${w.and}${items[items.length - 1]}`);

/** A defined game's name for a kind of piece (its definition's), or undefined. */
const definedName = (variant, role) => definitionOf(variant)?.pieces?.find((p) => p.letter === role)?.name;

/** The name of a game: the language's for a built-in one, a defined game's own. */
export function gameName(w, variant) {
  return w.variants[variant] ?? definitionOf(variant)?.name ?? variant;
}

/** 'white pawn', 'black man', 'pièce indéfinie blanche'; a defined game's pieces by their definition's names. */
export function pieceName(w, letter, variant) {
  const own = definedName(variant, letter.toLowerCase());
  return own ? w.named(own, colourOf(letter)) : w.piece(letter.toLowerCase(), colourOf(letter), isDraughts(variant));
}

/** The accessible name of a square cell: 'e4, white pawn', 'd5, empty', plus what it means now (keys of w.marks). */
export function squareLabel(w, square, letter, variant, marks = []) {
  // A wall (a piece turned to stone) is said as such, not as an empty square.
  const what = letter ? pieceName(w, letter, variant) : marks.includes('wall') ? [] : w.empty;
  return [square, what, ...marks.map((m) => w.marks[m])].flat().join(', ');
}

/** A sentence for a played move: 'White played e4 (pawn e2 to e4).' */
export function describeMove(w, move, side, variant) {
  const draughts = isDraughts(variant);
  // A pass (janggi): a royal piece's move to its own square; a pawn promoting where it stands (sittuyin) is no pass.
  const stays = move.from === move.to && !move.uci?.includes('@') && !move.steps;
  if (!draughts && stays && !move.promotion) return w.passed(side, move.san);
  const role = (letter) => definedName(variant, letter?.toLowerCase()) ?? w.role(letter ? letter.toLowerCase() : '?', draughts);
  const route = move.steps
    ? move.steps.map((s) => describeStep(w, s, role, draughts)).join(w.steps.then)
    : move.from === move.to && !move.path
      ? w.stays(role(move.piece), move.from) // a promotion where the pawn stands (sittuyin's)
      : w.route(role(move.piece), move.path ?? [move.from, move.to]);
  const took = move.captured?.length ? w.took(list(w, move.captured)) : '';
  const promo = move.promotion ? w.promoted(role(move.promotion)) : '';
  // A kind that turns to stone when it captures (petrified's): it leaves a wall where it lands.
  const stone = took && definitionOf(variant)?.petrifyOnCapture?.includes(move.piece?.toLowerCase()) ? w.petrified : '';
  // A walling game's wall (amazons' arrow, the duck), placed after the move.
  const wall = move.wall ? w.wall(move.wall) : '';
  return w.played(side, move.san, `${route}${took}${promo}${stone}${wall}`);
}

function describeStep(w, step, role, draughts) {
  if (step.kind === 'place') return w.steps.place(role(step.piece), step.to);
  if (step.kind === 'hand') return w.steps.hand(role(step.piece), step.to);
  if (step.kind === 'define') return w.steps.define(role(step.piece), step.to);
  if (step.kind === 'identify') return w.steps.identify(w.aRole(step.piece.toLowerCase(), draughts), step.to);
  return w.route(role(step.piece), [step.from, step.to]);
}

/** A sentence for a position's status: whose turn and checks, or the outcome in the game's words. */
export function describeStatus(w, status) {
  if (!status) return '';
  if (status.empty) return w.emptyBoard;
  if (status.outcome) {
    const { winner, reason } = status.outcome;
    const say = w.outcome[reason] ?? ((win) => w.outcome.other(win, reason.replace(/-/g, ' ')));
    return say(winner, status.turn);
  }
  const check = status.checkedSquares?.length ? w.check(list(w, status.checkedSquares)) : '';
  // A diagram that does not say whose turn it is (js/state.js openTurn).
  const checks = status.checksLeft ? w.checksLeft(status.checksLeft) : '';
  return `${status.openTurn ? w.eitherSide : w.toMove(status.turn)}${check}${checks}`;
}

/** What undo says: every move it took back, the last first. */
export function describeUndo(w, moves) {
  return w.tookBack(list(w, moves.map((m) => m.san)));
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
