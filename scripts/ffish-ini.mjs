// Translates a fenboard game definition (variants/*.json, docs/define.md) into the equivalent
// Fairy-Stockfish variants.ini section, so that the oracle test describes each game once.
//
// The Betza strings are read here independently of the engine (by the subset in the spec: atoms W F D N A H
// C Z G, shorthands K Q R B P, riders by a doubled atom or a number, m c and the direction modifiers) into
// explicit moves, and written again in the part of Fairy-Stockfish's dialect whose meaning is unambiguous:
// one direction code per move (FSF reads a lone `f` on an oblique atom as the narrow pair, the spec as the
// half-plane). A definition that Fairy-Stockfish cannot express (two royals, a rook landing elsewhere than
// beside the royal) throws.

const ATOMS = { W: [1, 0], F: [1, 1], D: [2, 0], N: [2, 1], A: [2, 2], H: [3, 0], C: [3, 1], Z: [3, 2], G: [3, 3] };
const ATOM_OF = Object.fromEntries(Object.entries(ATOMS).map(([letter, [a, b]]) => [`${a},${b}`, letter]));
// Shorthands: the atoms they stand for, and whether they ride.
const SHORT = { K: [['W', 1], ['F', 1]], Q: [['W', 0], ['F', 0]], R: [['W', 0]], B: [['F', 0]] };

/** The 8 (or 4) vectors of an atom, (dx, dy) with dy > 0 forward. */
function vectors([a, b]) {
  const out = new Map();
  for (const [x, y] of [[a, b], [b, a]]) for (const sx of [1, -1]) for (const sy of [1, -1]) out.set(`${sx * x},${sy * y}`, [sx * x, sy * y]);
  return [...out.values()];
}

/** Splits a run of direction letters into groups: single (f), doubled (ff), quadrant (fl / lf). */
function directionGroups(text) {
  const groups = [];
  for (let i = 0; i < text.length; i++) {
    const [c, d] = [text[i], text[i + 1]];
    const quadrant = d && (('fb'.includes(c) && 'lr'.includes(d)) || ('lr'.includes(c) && 'fb'.includes(d)));
    if (quadrant || (d === c && 'fblr'.includes(c))) {
      groups.push(c + d);
      i++;
    } else groups.push(c);
  }
  return groups;
}

/** Whether a vector of an atom belongs to a direction group (spec: "Betza (the subset read)"). */
function inGroup(group, [dx, dy], [a, b]) {
  const oblique = a !== b && b !== 0;
  const narrow = Math.abs(dy) > Math.abs(dx);
  const wide = Math.abs(dx) > Math.abs(dy);
  const half = { f: dy > 0, b: dy < 0, l: dx < 0, r: dx > 0 };
  if (group.length === 2 && group[0] === group[1]) return half[group[0]] && (!oblique || ('fb'.includes(group[0]) ? narrow : wide));
  if (group.length === 2) return half[group[0]] && half[group[1]];
  if (group === 'v') return oblique ? narrow : dy !== 0;
  if (group === 's') return oblique ? wide : dx !== 0;
  return half[group];
}

/**
 * The moves of a Betza string: [{ dx, dy, range, move, capture }] (range 1: a leap, 0: rides without limit,
 * n: rides at most n steps).
 */
export function betzaMoves(betza) {
  const moves = [];
  const add = (atom, range, mods) => {
    const move = !mods.includes('c') || mods.includes('m');
    const capture = !mods.includes('m') || mods.includes('c');
    const groups = directionGroups(mods.replace(/[mc]/g, ''));
    for (const [dx, dy] of vectors(ATOMS[atom])) {
      if (groups.length && !groups.some((g) => inGroup(g, [dx, dy], ATOMS[atom]))) continue;
      moves.push({ dx, dy, range, move, capture });
    }
  };
  const re = /([mcfblrsv]*)([WFDNAHCZGKQRBP])(\2|\d+)?/gy;
  let m;
  let end = 0;
  while (end < betza.length && (m = re.exec(betza))) {
    end = re.lastIndex;
    const [, mods, letter, more] = m;
    const limit = more === undefined ? null : more === letter ? 0 : Number(more);
    if (letter === 'P') {
      if (mods || more) throw new Error(`${betza}: P takes no modifiers`);
      add('W', 1, 'fm');
      add('F', 1, 'fc');
    } else if (SHORT[letter]) {
      if (more === letter) throw new Error(`${betza}: ${letter}${letter}`);
      for (const [atom, ride] of SHORT[letter]) add(atom, limit ?? ride, mods);
    } else add(letter, limit ?? 1, mods);
  }
  if (end !== betza.length) throw new Error(`${betza}: cannot read at ${end}`);
  return merged(moves);
}

/** One entry per (vector, range), modalities united. */
function merged(moves) {
  const byKey = new Map();
  for (const m of moves) {
    const k = `${m.dx},${m.dy},${m.range}`;
    const seen = byKey.get(k);
    if (seen) Object.assign(seen, { move: seen.move || m.move, capture: seen.capture || m.capture });
    else byKey.set(k, { ...m });
  }
  return [...byKey.values()];
}

const movesKey = (moves) => moves.map((m) => `${m.dx},${m.dy},${m.range},${m.move},${m.capture}`).sort().join(' ');

/** The atom of a vector: its letter and its canonical (long, short) legs. */
function atomOf(dx, dy) {
  const [a, b] = [Math.abs(dx), Math.abs(dy)].sort((x, y) => y - x);
  const letter = ATOM_OF[`${a},${b}`];
  if (!letter) throw new Error(`no Betza atom for the step (${dx},${dy})`);
  return { letter, a, b };
}

/**
 * Fairy-Stockfish's code for one vector of an atom (parser.cpp from_betza): orthogonal f b l r (doubled,
 * so that FSF reads each alone), diagonal fr fl br bl, oblique rf lf rb lb (narrow: dy is the long leg)
 * and fr fl br bl (wide).
 */
function fsfDirection(dx, dy, { a, b }) {
  const v = dy > 0 ? 'f' : 'b';
  const h = dx > 0 ? 'r' : 'l';
  if (b === 0) return dx === 0 ? v + v : h + h;
  if (a === b) return v + h;
  return Math.abs(dy) > Math.abs(dx) ? h + v : v + h;
}

/** Fairy-Stockfish Betza for a list of moves (each written with its own direction unless all are there). */
export function fsfBetza(moves) {
  const groups = new Map();
  for (const m of moves) {
    const atom = atomOf(m.dx, m.dy);
    const modality = m.move && m.capture ? '' : m.move ? 'm' : 'c';
    const k = `${modality}|${atom.letter}|${m.range}`;
    if (!groups.has(k)) groups.set(k, { modality, atom, range: m.range, dirs: [] });
    groups.get(k).dirs.push(fsfDirection(m.dx, m.dy, atom));
  }
  let out = '';
  for (const { modality, atom, range, dirs } of groups.values()) {
    const all = vectors([atom.a, atom.b]).length === dirs.length;
    const suffix = range === 1 ? '' : range === 0 ? atom.letter : String(range);
    out += modality + (all ? '' : dirs.sort().join('')) + atom.letter + suffix;
  }
  return out;
}

// Fairy-Stockfish's predefined pieces that a definition's piece may be written as.
const BUILT_IN = { queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', archbishop: 'BN', chancellor: 'RN', commoner: 'K' };

/** The ini lines of the pieces; returns the lines and whether the pawn is FSF's own. */
function pieceLines(def) {
  const lines = [];
  const royals = def.pieces.filter((p) => p.royal);
  if (royals.length !== 1) throw new Error(`${def.id}: Fairy-Stockfish has one royal piece per side, the definition ${royals.length}`);
  let custom = 0;
  let builtInPawn = true;
  for (const p of def.pieces) {
    const moves = betzaMoves(p.betza);
    const key = movesKey(moves);
    if (p.royal) {
      lines.push(key === movesKey(betzaMoves('K')) ? `king = ${p.letter}` : `king = ${p.letter}:${fsfBetza(moves)}`);
    } else if (p.pawn) {
      builtInPawn = key === movesKey(betzaMoves('P'));
      lines.push(builtInPawn ? `pawn = ${p.letter}` : `customPiece${++custom} = ${p.letter}:${customPawnBetza(def, moves)}`);
    } else {
      const name = Object.keys(BUILT_IN).find((n) => movesKey(betzaMoves(BUILT_IN[n])) === key);
      lines.push(name ? `${name} = ${p.letter}` : `customPiece${++custom} = ${p.letter}:${fsfBetza(moves)}`);
    }
  }
  return { lines, builtInPawn };
}

/**
 * A pawn that is not FSF's own: its moves, and the double step as FSF's initial (`i`) lame move-only leaps
 * (allowed from doubleStepRegion), the doubled forward move-only steps.
 */
function customPawnBetza(def, moves) {
  let out = fsfBetza(moves);
  if (def.pawns.doubleStep.length) {
    const doubled = moves.filter((m) => m.move && !m.capture && m.range === 1 && m.dy > 0).map((m) => ({ ...m, dx: 2 * m.dx, dy: 2 * m.dy }));
    for (const m of doubled) if (!['D', 'A'].includes(atomOf(m.dx, m.dy).letter)) throw new Error(`${def.id}: FSF has no lame double step (${m.dx},${m.dy})`);
    // FSF resets the modifiers after each atom: each doubled step is written with its own.
    for (const m of doubled) out += `in${fsfBetza([m])}`;
  }
  return out;
}

/** Bitboard of ranks counted from white's side (`*2 *3`). */
const ranks = (list) => (list.length ? list.map((r) => `*${r}`).join(' ') : '-');

function pawnLines(def, builtInPawn) {
  const pawns = def.pawns;
  const pawn = def.pieces.find((p) => p.pawn);
  if (!pawn) return ['doubleStep = false', 'promotionPieceTypes = -'];
  const h = def.board.height;
  const zone = Array.from({ length: pawns.promotion.ranks }, (_, i) => h - i);
  const lines = [
    `promotionRegionWhite = ${ranks(zone)}`,
    `promotionRegionBlack = ${ranks(zone.map((r) => h + 1 - r))}`,
    `promotionPieceTypes = ${pawns.promotion.pieces.join('')}`,
    `doubleStepRegionWhite = ${ranks(pawns.doubleStep)}`,
    `doubleStepRegionBlack = ${ranks(pawns.doubleStep.map((r) => h + 1 - r))}`,
  ];
  if (!pawns.doubleStep.length) lines.push('doubleStep = false');
  if (!builtInPawn) lines.push(`pawnTypes = ${pawn.letter}`);
  if (!pawns.enPassant) lines.push('enPassantTypes = -');
  if (pawns.promotion.ranks > 1) lines.push('mandatoryPawnPromotion = false', 'immobilityIllegal = true');
  if (pawns.promotion.onlyCaptured) lines.push(`promotionLimit = ${promotionLimit(def)}`);
  return lines;
}

/** FSF's promotionLimit (the most of a kind on the board) from the start position's counts. */
function promotionLimit(def) {
  const board = def.start.split(' ')[0];
  const count = (ch) => [...board].filter((c) => c === ch).length;
  return def.pawns.promotion.pieces
    .map((l) => {
      if (count(l) !== count(l.toUpperCase())) throw new Error(`${def.id}: white and black start with different numbers of ${l}`);
      return `${l}:${count(l.toUpperCase())}`;
    })
    .join(' ');
}

function castlingLines(def) {
  const c = def.castling;
  if (!c) return ['castling = false'];
  const royal = c.royal ?? def.pieces.find((p) => p.royal).letter;
  const file = (f) => f.charCodeAt(0) - 96;
  const [kTo, kRook] = c.kingside.map(file);
  const [qTo, qRook] = c.queenside.map(file);
  if (kRook !== kTo - 1 || qRook !== qTo + 1) throw new Error(`${def.id}: FSF puts the rook beside the royal, on its inner side`);
  return [`castlingKingsideFile = ${c.kingside[0]}`, `castlingQueensideFile = ${c.queenside[0]}`, `castlingKingPiece = ${royal}`, `castlingRookPieces = ${c.rook}`];
}

/** The FSF name of a definition's game: its id, prefixed so that it never replaces a built-in variant. */
export const fsfName = (def) => `fenboard-${def.id}`;

/** The variants.ini section equivalent to a definition. */
export function iniFromDefinition(def) {
  const { lines, builtInPawn } = pieceLines(def);
  return [
    `[${fsfName(def)}]`,
    `maxFile = ${def.board.width}`,
    `maxRank = ${def.board.height}`,
    ...lines,
    `startFen = ${def.start}`,
    ...pawnLines(def, builtInPawn),
    ...castlingLines(def),
    `stalemateValue = ${def.stalemate ?? 'draw'}`,
    `nMoveRule = ${def.moveRule === false ? 0 : (def.moveRule ?? 50)}`,
    '',
  ].join('\n');
}

/**
 * A definition's FEN as Fairy-Stockfish reads it. Standard FEN names the square a double step passed over;
 * for a pawn of its own making (Berolina's), Fairy-Stockfish also needs the square of the pawn that made it,
 * and takes the en passant capture from there. fenboard names that pawn after the square (`d6e5`) only where
 * two pawns could have passed; otherwise it is the one pawn beyond the square. Returns the FEN and the squares
 * where the pawn may stand (more than one: the FEN does not say which; `prefer` then names the one to give).
 */
export function fsfFen(def, fen, prefer = null) {
  const fields = fen.split(' ');
  const [ep, named] = fields[3].match(/[a-j]\d+/g) ?? [];
  const pawn = def.pieces.find((p) => p.pawn);
  if (!pawn || !ep || movesKey(betzaMoves(pawn.betza)) === movesKey(betzaMoves('P'))) return { fen, pawns: [] };
  if (named) return { fen, pawns: [named] };
  const rows = fields[0].split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const at = (f, r) => rows[rows.length - r]?.[f];
  // The side that made the double step is the one not to move; its forward is up for white.
  const mover = fields[1] === 'w' ? pawn.letter : pawn.letter.toUpperCase();
  const up = mover === pawn.letter.toUpperCase() ? 1 : -1;
  const [f, r] = [ep.charCodeAt(0) - 97, Number(ep.slice(1))];
  // A pawn beyond the square whose start, before it, is empty (a pawn that could have passed over it).
  const pawns = betzaMoves(pawn.betza)
    .filter((m) => m.move && !m.capture && m.range === 1 && m.dy > 0)
    .filter((m) => at(f - m.dx, r - up * m.dy) === '.')
    .map((m) => [f + m.dx, r + up * m.dy])
    .filter(([x, y]) => at(x, y) === mover)
    .map(([x, y]) => String.fromCharCode(97 + x) + y);
  if (pawns.length) fields[3] = ep + (pawns.includes(prefer) ? prefer : pawns[0]);
  return { fen: fields.join(' '), pawns };
}
