// Games defined by data (the examples of variants/*.json, loaded with defineVariant) against an independent
// implementation, Fairy-Stockfish (npm `ffish`, wasm). A game Fairy-Stockfish has built in (xiangqi, the
// grasshopper...: FSF_BUILT_IN) is compared with its own variant of that name; the others with the equivalent
// variants.ini section that scripts/ffish-ini.mjs writes from the same JSON, so that each game is described once.
//
// For each game, 1,000+ positions from seeded random games: the legal moves (as sets of UCI strings), check,
// the outcome, Fairy-Stockfish's FEN of the position (it reads fenboard's FEN and writes it back), and the
// FEN after every legal move. Then perft: Capablanca from the start (28 / 784 / 25,228 / 805,128), copies of the
// built-in chess and Grand chess definitions under other ids against the built-in games, and every game against a
// perft through ffish. The built-in games are definitions too (variants/chess.json, grand.json...); a copy of
// Grand's in standard FEN is one of the games compared with Fairy-Stockfish.
//
// Both engines write standard FEN and UCI (castling: the royal's from and landing squares). What differs by
// convention, and how it is reconciled without hiding a disagreement about the rules:
// - The en passant field: fenboard writes the passed square only where an en passant capture is possible, as
//   Fairy-Stockfish does for its own pawn; for a pawn of a definition's making (Berolina's) Fairy-Stockfish writes
//   it after every double step. Where only that differs, the position with the square named must have no en
//   passant capture. For a pawn of its own making (Berolina's), Fairy-Stockfish lists every
//   square between from and to, the landing square included (`b3c4` after a2c4), and takes the en passant
//   capture from the occupied one; fenboard writes the pawn's square only where two pawns could have passed
//   (`d6e5`). fenboard's FEN is given to Fairy-Stockfish with the pawn's square added (scripts/ffish-ini.mjs
//   fsfFen), and the two fields are compared square by square.
// - The fifty-move rule: fenboard ends the game at the 100th halfmove, Fairy-Stockfish only when it is claimed,
//   so FSF's result is read with claimDraw = true.
//
// Disagreements that are understood are listed in EXPLAINED with the rule behind each; any other fails.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { teach, thrown } from './_fenboard.mjs';
import { ffish, ffishVersion, ffishPerft } from '../../scripts/ffish.mjs';
import { iniFromDefinition, fsfName, fsfFen, betzaMoves } from '../../scripts/ffish-ini.mjs';
import { report, assertSample, randomSample, playedAfterEnd } from './_oracle.mjs';

const { defineVariant, legalMoves, status, play, perft } = teach;

const DIR = new URL('../../variants/', import.meta.url);
const BUILT_IN = ['chess', 'coregal', 'grand', 'bario'];
const RAW = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')))
    .map((d) => [d.id, d]),
);
/** A definition with its `extends` resolved as the engine resolves it, for the tools here that read its fields. */
const resolved = (def) => {
  if (!def.extends) return def;
  const { extends: base, ...own } = def;
  const { description, ...inherited } = resolved(RAW[base]);
  return { ...inherited, ...own };
};
const FILES = Object.fromEntries(Object.entries(RAW).map(([id, d]) => [id, resolved(d)]));
/** A built-in game's definition under another id, in standard FEN (which Fairy-Stockfish reads). */
const copy = (id, start) => {
  const { random, ...def } = FILES[id];
  return { ...def, id: `${id}-defined`, name: `${def.name} (a copy of its definition)`, fen: 'standard', start };
};
const DEFS = {
  ...Object.fromEntries(Object.entries(FILES).filter(([id]) => !BUILT_IN.includes(id))),
  'chess-defined': copy('chess', FILES.chess.start),
  'grand-defined': copy('grand', 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1'),
};
// The games with hands and drops (`drops` in the definition): their FEN carries the hands (`[Qn]`) and, in
// crazyhouse and capahouse, the promoted pieces (`Q~`), compared as the rest of the FEN. Those of gating and of
// drops before any move come last among the games, so that the samples of the others stay as they were.
const HAND_GAMES = ['crazyhouse', 'loop', 'chessgi', 'pocketknight', 'capahouse', 'dragon'];
// Gating (Seirawan chess, S-house), and pieces dropped before any move (placement chess).
const GATING_GAMES = ['seirawan', 'shouse', 'placement'];
const DROP_GAMES = [...HAND_GAMES, ...GATING_GAMES];
// The games whose SAN is compared too, move by move (gating's `Nc3/H`, `O-O/Hh1`; sittuyin's promotions, `c6=F`,
// `c6b5=F`, and drops, `K@e2`).
const SAN_GAMES = ['seirawan', 'shouse', 'sittuyin'];
// Chess960 games (`castling.chess960`): their samples start from shuffled first ranks (startFen's randomness), and
// Fairy-Stockfish plays them in its Chess960 mode, writing the castling rights in Shredder-FEN (`HAha`), which
// fenboard reads and writes as X-FEN (`KQkq`, a file letter for a rook that is not the outermost): both castling
// fields are compared as the rooks' files they name.
const CHESS960 = ['fischerandom', 'caparandom'];
// The shogi family: hands too, and promoted forms (`+P` in the FEN, `b2h8+` in UCI).
const SHOGI_GAMES = ['shogi', 'minishogi', 'judkins', 'gorogoro', 'euroshogi', 'yarishogi', 'checkshogi', 'okisakishogi', 'torishogi', 'dobutsu'];
// Makruk's kin, whose samples must show a count under way (count) and, where the game has them, first moves (firstMove).
const MAKRUK_GAMES = ['makpong', 'cambodian', 'karouk', 'asean'];
// Pieces that turn over: at every move (Kyoto shogi), when they capture (micro shogi), turning back written `c3c4-`, a
// drop as the promoted form `+P@c3`; and minishogi under its other name. After the others, so that their samples
// stay as they were.
const TURNING_GAMES = ['kyotoshogi', 'micro'];
// Sho shogi: no drops, the drunk elephant promoting to a crown prince (`+E`), a second king; whichever of the two a
// side has alone is royal (extinction.pseudoRoyal).
const LATER_SHOGI = [...TURNING_GAMES, 'mini', 'shoshogi'];
// Koedem (bughouse's, on one board): the king not royal, a king in hand dropped before anything else (beforeMoves),
// a side without king lost against two. Every other game of its sample starts with a king and a knight in each hand,
// as the partner's board would pass them.
const KOEDEM_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[KNkn] w KQkq - 0 1';
// Fairy-Stockfish's fairy starts as chess; every other game of its sample starts with its five other kinds on the
// first rank (silver, fers, archbishop, chancellor, commoner).
const FAIRY_START = 'rsfakcmr/pppppppp/8/8/8/8/PPPPPPPP/RSFAKCMR w KQkq - 0 1';
// Janggi and the relatives Fairy-Stockfish has of it (bikjang and the count of material played or not). A pass is the
// general's move to its own square (`e2e2`), as Fairy-Stockfish writes it.
const JANGGI_GAMES = ['janggi', 'janggitraditional', 'janggicasual'];
// Chess with other pieces, boards or rules of its ending.
const CHESS_KIN = [
  ...['nocastle', 'amazon', 'almost', 'chancellor', 'modern', 'janus', 'embassy', 'gustav3'],
  ...['hoppelpoppel', 'newzealand', 'torpedo', 'armageddon', 'fairy', 'perfect'],
];
// Fairy-Stockfish's own games, under the names it gives them, which the definitions take as their ids.
const FSF_BUILT_IN = [
  ...['xiangqi', 'minixiangqi', 'manchu', 'grasshopper', 'shatranj', 'chaturanga', 'courier', 'makruk', 'ai-wok'],
  ...['centaur', 'nightrider', 'chigorin', 'sortofalmost', 'gardner', 'raazuvaa', 'paradigm', 'tencubed', 'georgian'],
  'shako',
  'pawnsideways',
  'troitzky',
  'omicron',
  'knightmate',
  // Ways to win: a region, checks counted, forced captures, extinction, explosions.
  ...['kingofthehill', '3check', '5check', 'racingkings', 'antichess', 'giveaway', 'suicide', 'codrus', 'losers'],
  ...['misere', 'extinction', 'kinglet', 'threekings', 'horde', 'atomic', 'nocheckatomic', 'atomar', 'jesonmor'],
  ...HAND_GAMES,
  ...SHOGI_GAMES,
  ...CHESS960,
  'opulent',
  'legan',
  ...GATING_GAMES,
  // The makruk family: a king in check kept in place (makpong), first moves kept in the castling field (cambodian,
  // karouk), ASEAN's counting; and shatar's mate rules.
  ...MAKRUK_GAMES,
  'shatar',
  ...LATER_SHOGI,
  'koedem',
  // Armies with pawns and kings of their own: pawns that step back, two kings.
  'pawnback',
  'spartan',
  'wolf',
  // Pieces dropped on the own three ranks before any move, and promotion as a move of its own (in place: c6c6f).
  'sittuyin',
  // Janggi: the palace's diagonal lines, cannons that neither hop over nor take a cannon, passing, bikjang and the
  // count of material.
  ...JANGGI_GAMES,
  // Chess's kin: compounds on 8x8, 9x9 and 10x8 (the b- and i-file castles of Janus and Embassy chess, Gustav III's
  // holes), pieces that capture otherwise than they move (hoppelpoppel, newzealand), double steps from every square
  // (torpedo), black's draw odds (armageddon), five more kinds a position may hold (fairy), a chancellor that castles
  // as a rook (perfect).
  ...CHESS_KIN,
  // No royal piece: a region to reach, a side that cannot move loses.
  'fox-and-hounds',
  'pawn-breakthrough',
  // Every move a capture, one step along a rank or file; a side that cannot move loses. (clobber10, on 10x10, is not
  // in ffish 0.7.10: its perft from the start is pyffish's, tests/variant_perft.rs.)
  'clobber',
];
// Fairy-Stockfish's names that are another game's id here (breakthrough draughts is built in).
const FSF_NAMES = { 'pawn-breakthrough': 'breakthrough' };
const fsfBuiltIn = (id) => FSF_NAMES[id] ?? id;
const fsfVariant = (def) => (FSF_BUILT_IN.includes(def.id) ? fsfBuiltIn(def.id) : fsfName(def));
// Games whose rules ffish 0.7.10 predates or that it lacks, compared with pyffish by Rust tests: petrified and the
// walling games (tests/pyffish_oracle.rs), clobber10 (clobber on 10x10, its perft from the start is pyffish's,
// tests/variant_perft.rs), janggimodern (janggi's modern rules, tests/move_repetition.rs, its moves janggicasual's).
const PYFFISH = ['petrified', 'clobber10', 'janggimodern', 'amazons', 'duck', 'isolation', 'isolation7x7', 'snailtrail', 'joust'];
const asIni = (d) => !FSF_BUILT_IN.includes(d.id) && !PYFFISH.includes(d.id);
ffish.loadVariantConfig(Object.values(DEFS).filter(asIni).map(iniFromDefinition).join('\n'));
// Each file as it is written, `extends` and all, which the engine resolves: the game it extends is defined first.
const defined = new Set();
const defineAfterBase = (def) => {
  if (defined.has(def.id)) return;
  const base = RAW[def.id]?.extends;
  if (DEFS[base]) defineAfterBase(DEFS[base]);
  defineVariant(RAW[def.id] ?? def);
  defined.add(def.id);
};
for (const def of Object.values(DEFS)) defineAfterBase(def);

const SEED = 20262101;
const MIN_POSITIONS = 1000;
// FENBOARD_ORACLE_GAMES=atomic,horde compares only those games (while working on them), on the very samples the full
// run draws: a game's seed is its place among them all.
const ONLY = process.env.FENBOARD_ORACLE_GAMES?.split(',');
const ALL_GAMES = ['capablanca', 'gothic', 'losalamos', 'berolina', 'grand-defined', ...FSF_BUILT_IN];
const GAMES = ALL_GAMES.filter((g) => !ONLY || ONLY.includes(g));
// Features each game's sample must show (beyond MIN_POSITIONS positions).
const WANT = {
  capablanca: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  gothic: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  losalamos: { promotion: 8, check: 20, checkmate: 3 },
  berolina: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  knightmate: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  'grand-defined': { enPassant: 5, promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3 },
  xiangqi: { check: 20, checkmate: 3 },
  minixiangqi: { check: 20, checkmate: 3 },
  manchu: { check: 20, checkmate: 3 },
  grasshopper: { castling: 8, promotion: 8, check: 20, checkmate: 3 },
  shatranj: { promotion: 8, check: 20, checkmate: 3, extinction: 3 },
  chaturanga: { promotion: 8, check: 20, checkmate: 3 },
  courier: { promotion: 8, check: 20, checkmate: 3, extinction: 3 },
  makruk: { promotion: 8, check: 20, checkmate: 3 },
  'ai-wok': { promotion: 8, check: 20, checkmate: 3 },
  centaur: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  nightrider: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  chigorin: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  sortofalmost: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  gardner: { promotion: 8, check: 20, checkmate: 3 },
  raazuvaa: { promotion: 8, check: 20, checkmate: 3 },
  paradigm: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  tencubed: { enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  georgian: { promotion: 8, check: 20, checkmate: 3 },
  shako: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  pawnsideways: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  troitzky: { enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  omicron: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  kingofthehill: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, region: 3 },
  '3check': { castling: 8, enPassant: 5, check: 20, checks: 3 },
  '5check': { castling: 8, enPassant: 5, check: 20, checks: 3 },
  racingkings: { region: 5, stalemate: 1 },
  antichess: { enPassant: 5, promotion: 8, extinction: 3, stalemate: 1 },
  giveaway: { castling: 8, enPassant: 5, promotion: 8, extinction: 3 },
  suicide: { enPassant: 5, promotion: 8, extinction: 3, stalemate: 1 },
  // A game of codrus ends when a king is taken, often before a pawn promotes.
  codrus: { castling: 8, enPassant: 5, promotion: 3, extinction: 3 },
  losers: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, extinction: 3 },
  misere: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  extinction: { castling: 8, enPassant: 5, promotion: 2, extinction: 3 },
  kinglet: { castling: 8, enPassant: 5, promotion: 8, extinction: 3 },
  threekings: { enPassant: 5, promotion: 8, extinction: 3 },
  horde: { enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  atomic: { castling: 8, enPassant: 5, promotion: 8, check: 20, extinction: 3 },
  nocheckatomic: { castling: 8, enPassant: 5, promotion: 2, extinction: 3 },
  atomar: { castling: 8, enPassant: 5, promotion: 8, extinction: 3 },
  jesonmor: { region: 3 },
  // A drop that answers a check (dropBlock), a promoted piece on the board (promoted, written `~`), a pawn in
  // hand where it may not go to every rank (pawnInHand).
  crazyhouse: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50 },
  loop: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, pawnInHand: 50 },
  chessgi: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, pawnInHand: 50 },
  pocketknight: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300 },
  dragon: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 100 },
  capahouse: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50 },
  legan: { promotion: 8, check: 20, checkmate: 3 },
  opulent: { enPassant: 5, promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3 },
  fischerandom: { castling: 30, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  caparandom: { castling: 30, enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  // A promotion that may be declined, a promoted form on the board (`+P`), a pawn in hand (nifu and the
  // no-mate rule then apply to its drops).
  ...Object.fromEntries(SHOGI_GAMES.map((g) => [g, { promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50 }])),
  euroshogi: { promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50 },
  // No piece of goro goro shogi gives check from afar: no drop can block one.
  gorogoro: { promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3, drop: 300, promoted: 5, pawnInHand: 50 },
  checkshogi: { promotion: 8, optionalPromotion: 5, check: 20, checks: 3, drop: 100, promoted: 2, pawnInHand: 20 },
  // Promotion compulsory; the swallow is tori shogi's pawn (`s`), two of them to a file.
  torishogi: { promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5 },
  // No royal piece: the lion taken (extinction) or brought unattacked to the last rank (region) ends the game.
  dobutsu: { promotion: 8, drop: 300, promoted: 5, extinction: 3, region: 3 },
  // Gating: a piece of the hand entering behind a first-rank piece (gate), with a castle on the king's square and on
  // the rook's (gateCastle, gateRook), and answering a check (gateCheck: among the evasions, some gate, some shield
  // the king with the piece that enters).
  seirawan: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, gate: 300, gateCastle: 10, gateRook: 10, gateCheck: 20 },
  // Placement: the pieces, kings included, dropped on the first rank before any move (dropPhase: positions where a side
  // still holds some, with the bishops' colours deciding where one may go: bishopColors), then chess.
  // A castle needs the king and a rook dropped on their squares, then both unmoved: rarer than in other games.
  placement: { castling: 5, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropPhase: 100, bishopColors: 20 },
  shouse: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50, gate: 300, gateCastle: 10, gateRook: 10, gateCheck: 20 },
  // A king in check that may take its checker (kingTakes) and one that may not move at all (kingStays).
  // Its kings, kept in place, are mated before most games come down to a count.
  makpong: { promotion: 8, check: 20, checkmate: 3, count: 5, kingTakes: 5, kingStays: 10 },
  // The king's leap and the met's double step (firstMove), one of them answering a check (firstMoveCheck).
  cambodian: { promotion: 8, check: 20, checkmate: 3, count: 20, firstMove: 100, firstMoveCheck: 3 },
  karouk: { promotion: 8, check: 20, checks: 3, firstMove: 100 },
  asean: { promotion: 8, check: 20, checkmate: 3, count: 20 },
  // A mate that wins, and one by knights alone (forbiddenMate) or without a shak before it (niol); a bare king (extinction).
  shatar: { promotion: 8, check: 20, checkmate: 3, extinction: 3, niol: 1 },
  // Every move of a piece but the king turns it over: a promoted form turning back (demotion), a piece of the hand
  // dropped as its promoted form (promotedDrop).
  kyotoshogi: { promotion: 300, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50, demotion: 300, promotedDrop: 100 },
  // Only captures turn a piece over; a pawn or a lance may step quietly onto the last rank and stay there (stuck).
  micro: { promotion: 100, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50, demotion: 50, promotedDrop: 100, stuck: 3 },
  mini: { promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3, drop: 300, dropBlock: 20, promoted: 5, pawnInHand: 50 },
  // A crown prince on the board (prince), and a side with its king and its prince, neither of them royal then, one of
  // them attacked (royalsAttacked: no check, and a move may leave it so).
  // A crown prince left alone, its king taken (princeAlone): royal then.
  shoshogi: { promotion: 8, optionalPromotion: 5, check: 20, checkmate: 3, promoted: 5, prince: 20, royalsAttacked: 5, princeAlone: 3 },
  // Positions where a king in hand must be dropped (kingFirst: only king drops legal, other pieces in hand too).
  koedem: { castling: 8, enPassant: 5, promotion: 8, drop: 100, promoted: 5, extinction: 3, kingFirst: 20 },
  // A pawn that may step back (pawnBack), which the fifty-move count then does not see.
  pawnback: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, pawnBack: 50 },
  // Two black kings: one of them taken (kingCapture: a king left attacked, which duple check allows), black down to
  // one (oneKing), a hoplite that may become a king again (kingPromotion).
  spartan: { castling: 8, promotion: 8, check: 20, checkmate: 3, kingCapture: 10, oneKing: 100, kingPromotion: 3 },
  // A pawn that may become an elephant (`+P` in the FEN, written `a9a10+`: its promoted form), a sergeant's double
  // step (sergeantDouble).
  wolf: { enPassant: 5, promotion: 8, promoted: 3, check: 20, checkmate: 3, sergeantDouble: 30 },
  // The drops before any move (dropPhase), promotions in place (inPlace), a count under way.
  sittuyin: { promotion: 50, inPlace: 20, check: 20, checkmate: 3, drop: 100, dropPhase: 100, count: 10 },
  // A move along the palace's diagonals (palaceDiagonal), a side whose general faces the other's on an open file, which
  // must part them or pass (bikjang), a cannon whose only screen would be a cannon (cannonScreen).
  ...Object.fromEntries(JANGGI_GAMES.map((g) => [g, { check: 20, checkmate: 3, palaceDiagonal: 100, bikjang: 5, cannonScreen: 20 }])),
  ...Object.fromEntries(CHESS_KIN.map((g) => [g, { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3 }])),
  nocastle: { enPassant: 5, promotion: 8, check: 20, checkmate: 3 },
  // A stalemate, which black wins.
  armageddon: { castling: 8, enPassant: 5, promotion: 8, check: 20, checkmate: 3, stalemate: 1 },
  // The fox reaching the far rank (region) or trapped (stalemate, lost); no captures.
  'fox-and-hounds': { region: 3, stalemate: 3 },
  'pawn-breakthrough': { region: 3 },
  clobber: { stalemate: 20 },
};
const MAX_PLIES = 240;
const SAMPLE_EVERY = 3;
const MAX_GAMES = 200;
// Games so short (dōbutsu shōgi on 3x4, most over in a dozen plies) that their sample takes every position of more
// games.
const SHORT_GAMES = ['dobutsu'];
// Games so long (Sho shogi, whose captured pieces never come back) that their sample takes fewer positions of each, from
// more games.
const LONG_GAMES = ['shoshogi'];

// ---------------------------------------------------------------------------
// Disagreements that are understood: { game (or '*'), kind, why (the rule), test(detail) }.
const EXPLAINED = [
  {
    game: [...SHOGI_GAMES, 'mini'],
    kind: 'moves',
    why: "a pawn (tori shogi's swallow) dropped to give checkmate (uchifuzume) is an illegal move in shogi: fenboard refuses it (drops.noMate); Fairy-Stockfish lets it be played and scores the mate it gives as a win for the side mated",
    test: (d) => d.onlyMine.length === 0 && d.onlyTheirs.length > 0 && d.onlyTheirs.every((m) => m[1] === '@' && DEFS[d.game].drops.noMate?.includes(m[0].toLowerCase()) && fsfMatedAfter(d.game, d.fen, m)),
  },
  {
    game: ['3check', '5check'],
    kind: 'outcome',
    why: "Fairy-Stockfish's insufficient material does not count checks: with a knight or a bishop a side can still give the checks that win (lichess and chessops play on); the definitions draw only bare kings",
    test: (d) => d.result === '1/2-1/2' && d.st.outcome === null && d.insufficient.every(Boolean),
  },
  {
    game: 'atomic',
    kind: 'outcome',
    why: "a lone knight or bishop cannot mate a bare king in atomic: lichess (chessops, tests/node/lichess-oracle) draws there and so does the definition; Fairy-Stockfish's insufficient-material rule plays on",
    test: (d) => d.st.outcome?.reason === 'insufficient-material' && d.result === '*',
  },
  {
    game: ['seirawan', 'shouse'],
    kind: ['fen', 'after'],
    why: "Fairy-Stockfish leaves the castling field empty (two spaces) where a side keeps a gate but has no piece in hand to gate with and no castling right is left: it writes no gate letter then, and no '-' either since a gate is left; fenboard writes '-'",
    test: (d) => / {2}/.test(d.theirs) && d.theirs.replace(/ {2}/, ' - ') === d.after,
  },
  {
    game: 'shouse',
    kind: 'san',
    why: "Fairy-Stockfish never tells a gating move from another piece's: where two rooks on their gates can both take on g1 and gate an elephant, it writes both Rxg1/E, which names neither; fenboard writes Raxg1/E and Rhxg1/E",
    test: (d) => d.m.gate && d.rivals.length > 0 && d.theirs === d.m.san.replace(/^([A-Z])[a-l]?\d*(x?[a-l]\d)/, '$1$2'),
  },
  {
    game: 'newzealand',
    kind: 'outcome',
    why: "New Zealand chess's knight captures, so attacks, as a rook: with its king it mates a bare king, and the definition plays on (insufficientMaterial: its rook, which attacks as a knight, and the bishop); Fairy-Stockfish's insufficient material counts the knight among the pieces that cannot mate",
    test: (d) => d.result === '1/2-1/2' && d.st.outcome === null && d.insufficient.every(Boolean) && /n/i.test(d.fen.split(' ')[0]),
  },
  {
    game: '*',
    kind: 'outcome',
    why: 'Fairy-Stockfish ends the game when neither side has the material to mate; a definition has no such rule, so the game goes on (to mate, stalemate or the fifty-move rule)',
    test: (d) => d.result === '1/2-1/2' && d.st.outcome === null && d.insufficient.every(Boolean),
  },
];

/** Whether Fairy-Stockfish's side to move is in check with no legal move after `move` from `fen`. */
function fsfMatedAfter(game, fen, move) {
  const board = new ffish.Board(fsfVariant(DEFS[game]), fen);
  try {
    return board.push(move) && board.isCheck() && board.legalMoves() === '';
  } finally {
    board.delete();
  }
}

/** Whether a FEN carries makruk's count (a number where the en passant field stands). */
const counting = (fenText) => /^\d+$/.test(fenText.split(' ')[3] ?? '');

// ---------------------------------------------------------------------------
// The sample: positions of seeded random games played by fenboard. A mating move is taken when there is one
// (80%), else a capture (35%), else a promotion (50%), else any move. Positions: every SAMPLE_EVERY-th ply,
// the first of a game to show a feature, and the last (a game stops at three pieces); once there are MIN_POSITIONS, only positions that
// show a feature still short.

const isEnPassant = (m) => m.captured.length > 0 && m.captured[0] !== m.to;
const isDrop = (m) => m.uci.includes('@');
/** Cambodian chess's first moves: the king's leap two files aside, the met's two squares forward. */
const isFirstMove = (m) => {
  const [df, dr] = [Math.abs(m.from.charCodeAt(0) - m.to.charCodeAt(0)), Math.abs(Number(m.from.slice(1)) - Number(m.to.slice(1)))];
  return (/k/i.test(m.piece) && df === 2) || (/m/i.test(m.piece) && dr === 2);
};

/** The letter of the piece on `square` in a FEN's board (undefined for an empty square). */
function pieceAt(fen, square) {
  const rows = fen.split(' ')[0].replace(/\[.*\]/, '').split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const p = rows[rows.length - Number(square.slice(1))]?.[square.charCodeAt(0) - 97];
  return p === '.' ? undefined : p;
}

function features(moves, st, fen) {
  return {
    castling: moves.some((m) => m.castle),
    enPassant: moves.some(isEnPassant),
    promotion: moves.some((m) => m.promotion),
    optionalPromotion: moves.some((m) => m.promotion && moves.some((n) => n.uci === m.from + m.to && !n.promotion)),
    check: st.check,
    checkmate: st.outcome?.reason === 'checkmate',
    stalemate: st.outcome?.reason === 'stalemate',
    extinction: st.outcome?.reason === 'extinction',
    region: st.outcome?.reason === 'region',
    checks: st.outcome?.reason === 'checks',
    drop: moves.some(isDrop),
    dropBlock: st.check && moves.some(isDrop),
    promoted: /[~+]/.test(fen.split(' ')[0]),
    pawnInHand: /\[[^\]]*[Pp]/.test(fen.split(' ')[0]),
    gate: moves.some((m) => m.gate),
    gateCastle: moves.some((m) => m.gate && m.castle),
    gateRook: moves.some((m) => m.gate && m.castle && m.gate.square === m.castle.rook),
    gateCheck: st.check && moves.some((m) => m.gate),
    dropPhase: moves.some(isDrop) && !moves.some((m) => !isDrop(m)),
    // A pawn's move back, towards its own side.
    pawnBack: moves.some((m) => /^p$/i.test(m.piece) && (Number(m.to.slice(1)) - Number(m.from.slice(1))) * (st.turn === 'w' ? 1 : -1) < 0),
    kingCapture: moves.some((m) => m.captured.some((sq) => /^k$/i.test(pieceAt(fen, sq)))),
    oneKing: (fen.split(' ')[0].match(/k/g) ?? []).length === 1,
    kingPromotion: moves.some((m) => m.promotion === 'k'),
    sergeantDouble: moves.some((m) => /^s$/i.test(m.piece) && Math.abs(Number(m.to.slice(1)) - Number(m.from.slice(1))) === 2),
    // A bishop in hand with the other on the board: it may go only on squares of the other colour.
    bishopColors: moves.some((m) => m.uci.startsWith('B@')) && /[Bb]/.test(fen.split(' ')[0].split('[')[0]),
    count: counting(fen),
    kingTakes: st.check && moves.some((m) => /k/i.test(m.piece)),
    kingStays: st.check && moves.length > 0 && !moves.some((m) => /k/i.test(m.piece)),
    firstMove: moves.some(isFirstMove),
    firstMoveCheck: st.check && moves.some(isFirstMove),
    forbiddenMate: st.outcome?.reason === 'forbidden-mate',
    niol: st.outcome?.reason === 'niol',
    demotion: moves.some((m) => m.uci.endsWith('-')),
    promotedDrop: moves.some((m) => m.uci.startsWith('+')),
    // An unpromoted pawn or lance on its last rank, where it has no move (micro shogi's quiet step there).
    stuck: /^[^/]*(?<!\+)[PL]|(?<!\+)[pl][^/]*\[/.test(fen.split(' ')[0]),
    prince: /\+[Ee]/.test(fen.split(' ')[0]),
    royalsAttacked: !st.check && bothRoyalsAttacked(fen),
    kingFirst: moves.length > 0 && moves.every((m) => m.uci.startsWith('K@')) && /\[[^\]]*[QRBNPqrbnp]/.test(fen),
    inPlace: moves.some((m) => m.promotion && m.from === m.to),
    princeAlone: /\+E/.test(fen.split(' ')[0]) && !/K/.test(fen.split(' ')[0]) || /\+e/.test(fen.split(' ')[0]) && !/k/.test(fen.split(' ')[0]),
    palaceDiagonal: moves.some((m) => PALACE_LINES.includes(m.from) && PALACE_LINES.includes(m.to) && m.from[0] !== m.to[0] && m.from.slice(1) !== m.to.slice(1)),
    bikjang: generalsFace(fen),
    cannonScreen: cannonBehindCannon(fen),
  };
}

/** Janggi's palace diagonal lines (its definition's `diagonalLines`). */
const PALACE_LINES = ['d1', 'f1', 'e2', 'd3', 'f3', 'd8', 'f8', 'e9', 'd10', 'f10'];

/** The rows of a FEN's board, top first, a character a square. */
const rowsOf = (fen) => fen.split(' ')[0].split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));

/** Whether the two generals (K, k) stand on one file with nothing between them. */
function generalsFace(fen) {
  const rows = rowsOf(fen);
  const at = (c) => rows.findIndex((r) => r.includes(c));
  const [w, b] = [at('K'), at('k')];
  if (w < 0 || b < 0 || rows[w].indexOf('K') !== rows[b].indexOf('k')) return false;
  const file = rows[w].indexOf('K');
  return rows.slice(Math.min(w, b) + 1, Math.max(w, b)).every((r) => r[file] === '.');
}

/** Whether a cannon of the side to move has a cannon as the first piece along a file or rank (a screen it may not use). */
function cannonBehindCannon(fen) {
  const rows = rowsOf(fen);
  const mine = fen.split(' ')[1] === 'w' ? 'C' : 'c';
  for (let r = 0; r < rows.length; r++) {
    for (let f = 0; f < rows[r].length; f++) {
      if (rows[r][f] !== mine) continue;
      for (const [dr, df] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        let [y, x] = [r + dr, f + df];
        while (rows[y]?.[x] === '.') [y, x] = [y + dr, x + df];
        if (/[cC]/.test(rows[y]?.[x] ?? '')) return true;
      }
    }
  }
  return false;
}

/**
 * Sho shogi: the side to move has its king and its crown prince, and the other side attacks one of them: given the
 * turn, it has a capture of it (a position it cannot be given, where it attacks a lone royal piece, shows none).
 */
function bothRoyalsAttacked(fen) {
  const [board, turn] = fen.split(' ');
  const mine = turn === 'w' ? ['K', 'C'] : ['k', 'c'];
  if (!board.includes(mine[0]) || !board.includes(turn === 'w' ? '+E' : '+e')) return false;
  // Each row as 9 letters, the crown prince (`+E`) written by its own letter, `C`.
  const rows = board.split('/').map((row) => row.replace(/\+E/g, 'C').replace(/\+e/g, 'c').replace(/\+(.)/g, '$1').replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const at = (sq) => rows[rows.length - Number(sq.slice(1))][sq.charCodeAt(0) - 97];
  try {
    return legalMoves('shoshogi', fen.replace(` ${turn} `, turn === 'w' ? ' b ' : ' w ')).some((m) => mine.includes(at(m.to)));
  } catch {
    return false;
  }
}

function pickMove(moves, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const mates = moves.filter((m) => m.san.endsWith('#'));
  if (mates.length && rand() < 0.8) return pick(mates);
  const captures = moves.filter((m) => m.captured.length);
  if (captures.length && rand() < 0.35) return pick(captures);
  const promotions = moves.filter((m) => m.promotion);
  if (promotions.length && rand() < 0.5) return pick(promotions);
  return pick(moves);
}

/**
 * Janggi's moves: as pickMove, but never a pass while the generals face each other. That pass ends the game (bikjang,
 * in a game with its history), and may leave the side that passed in check (Fairy-Stockfish lets a side in bikjang
 * pass even then): its position stands in no game alone, so that its FEN is refused as a position (the side not to
 * move in check). The pass is compared as every move is, its FEN after it too; the sample's game goes on by the others.
 */
function pickJanggi(game, moves, rand, fen) {
  const bikjang = DEFS[game].bikjang && generalsFace(fen);
  return pickMove(bikjang ? moves.filter((m) => m.from !== m.to) : moves, rand);
}

/** Whether the generals face each other in a game with bikjang and the side to move has no move but its pass. */
const bikjangPassOnly = (game, fen, moves) => DEFS[game].bikjang && generalsFace(fen) && moves.every((m) => m.from === m.to);

/** The sample of a game, made once (the Grand perft test reuses Grand's). */
const samples = new Map();
function sample(game) {
  if (!samples.has(game)) samples.set(game, randomGames(game, SEED + ALL_GAMES.indexOf(game)));
  return samples.get(game);
}

// The features of gating and placement count only in the games that want them, so that the samples of the others
// (drawn from the first position of each game to show a feature) stay those their figures were taken from.
const OWN_FEATURES = [
  ...['gate', 'gateCastle', 'gateRook', 'gateCheck', 'dropPhase', 'bishopColors'],
  ...['count', 'kingTakes', 'kingStays', 'firstMove', 'firstMoveCheck', 'forbiddenMate', 'niol'],
  ...['demotion', 'promotedDrop', 'stuck', 'prince', 'royalsAttacked', 'princeAlone', 'kingFirst'],
  ...['pawnBack', 'kingCapture', 'oneKing', 'kingPromotion', 'sergeantDouble', 'inPlace'],
  ...['palaceDiagonal', 'bikjang', 'cannonScreen'],
];
const featuresOf = (game) => (moves, st, fen) => {
  const shown = features(moves, st, fen);
  for (const k of OWN_FEATURES) if (!(k in WANT[game])) delete shown[k];
  return shown;
};

function randomGames(game, seed) {
  return randomSample({
    api: teach,
    game,
    // A Chess960 game's every game from a start of its own.
    start: CHESS960.includes(game) ? (i) => teach.startFen(game, { randomness: 1, seed: seed + i })
      : game === 'koedem' ? (i) => (i % 2 ? KOEDEM_START : DEFS[game].start)
      : game === 'fairy' ? (i) => (i % 2 ? FAIRY_START : DEFS[game].start)
      : DEFS[game].start,
    seed,
    want: WANT[game],
    min: MIN_POSITIONS,
    maxGames: SHORT_GAMES.includes(game) ? 5 * MAX_GAMES : MAX_GAMES,
    maxPlies: MAX_PLIES,
    every: SHORT_GAMES.includes(game) ? 1 : LONG_GAMES.includes(game) ? 4 * SAMPLE_EVERY : SAMPLE_EVERY,
    features: featuresOf(game),
    pick: JANGGI_GAMES.includes(game) ? (moves, rand, fen) => pickJanggi(game, moves, rand, fen) : pickMove,
    // A game down to three pieces ends there: its many quiet moves would only fill the sample. So does a game of janggi
    // whose only move is a pass in bikjang, which ends it (pickJanggi).
    over: (fen, moves) => fen.split(' ')[0].replace(/[^a-z]/gi, '').length <= 3 || (JANGGI_GAMES.includes(game) && bikjangPassOnly(game, fen, moves)),
  });
}

// ---------------------------------------------------------------------------
// Comparing one position.

function setDiff(a, b) {
  const sb = new Set(b);
  return [...new Set(a)].filter((x) => !sb.has(x)).sort();
}

/** fenboard's outcome as a PGN result ('*' while the game goes on). */
function resultOf(outcome) {
  if (!outcome) return '*';
  if (!outcome.winner) return '1/2-1/2';
  return outcome.winner === 'w' ? '1-0' : '0-1';
}

/**
 * Both FENs agree: every field, except an en passant square that one of them leaves out where that square
 * gives no en passant capture (fenboard names it only where a capture is possible, as Fairy-Stockfish does for
 * its own pawns; for a pawn of a definition's making, Fairy-Stockfish names it after every double step).
 */
function sameFen(game, mine, theirs) {
  if (CHESS960.includes(game)) [mine, theirs] = [castlingAsFiles(mine), castlingAsFiles(theirs)];
  const [a, t] = [mine.split(' '), theirs.split(' ')];
  // Every field but the en passant one (the fourth), the checks left of three-check's included.
  // Makruk's count stands where the en passant field does: then every field must agree.
  if (counting(mine) || counting(theirs)) return mine === theirs;
  if (a.length !== t.length || a.some((f, i) => i !== 3 && f !== t[i])) return false;
  const ours = enPassant(a[0], a[3]);
  const fsf = enPassant(t[0], t[3]);
  if (fsf.passed === '-') return ours.passed === '-' || !legalMoves(game, mine).some(isEnPassant);
  if (ours.passed === '-') return !legalMoves(game, [...a.slice(0, 3), fsf.passed + (fsf.pawn ?? ''), ...a.slice(4)].join(' ')).some(isEnPassant);
  return ours.passed === fsf.passed && (!ours.pawn || ours.pawn === fsf.pawn);
}

/**
 * A FEN with its castling field as the rooks' files (`Ah ah`...: the colour by case, then the file): KQkq, X-FEN
 * and Shredder-FEN say the same rights so. K and Q name the outermost rook on that side of the king.
 */
function castlingAsFiles(fen) {
  const fields = fen.split(' ');
  const rows = fields[0].replace(/\[.*\]/, '').split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const rights = [...fields[2]].filter((c) => c !== '-').map((c) => {
    const white = c === c.toUpperCase();
    const row = white ? rows[rows.length - 1] : rows[0];
    const [king, rook] = white ? ['K', 'R'] : ['k', 'r'];
    const kingFile = row.indexOf(king);
    const rooks = [...row].map((p, f) => (p === rook ? f : -1)).filter((f) => f >= 0);
    const file = /[kK]/.test(c) ? Math.max(...rooks.filter((f) => f > kingFile))
      : /[qQ]/.test(c) ? Math.min(...rooks.filter((f) => f < kingFile))
      : c.toLowerCase().charCodeAt(0) - 97;
    return (white ? 'W' : 'B') + String.fromCharCode(97 + file);
  });
  fields[2] = rights.sort().join(' ') || '-';
  return fields.join(' ');
}

/**
 * An en passant field read: the square passed over, and the pawn's square if given. fenboard writes `d6e5`
 * (passed, then the pawn) where two pawns could have passed; Fairy-Stockfish lists, for its custom pawns, every
 * square from the one passed over to the pawn's, in board order (`b3c4`): the empty one is the one passed over.
 */
function enPassant(board, field) {
  const squares = field.match(/[a-j]\d+/g) ?? [];
  if (squares.length < 2) return { passed: field, pawn: null };
  const rows = board.split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const empty = (sq) => rows[rows.length - Number(sq.slice(1))][sq.charCodeAt(0) - 97] === '.';
  return { passed: squares.filter(empty).join('') || '-', pawn: squares.filter((sq) => !empty(sq)).join('') || null };
}

/** Compares one position: moves, check, outcome, FSF's FEN of it, and the FEN after each legal move. */
function compare(game, fen, board) {
  const out = [];
  const problem = (kind, text, detail) => out.push({ kind, text: `${fen}: ${text}`, detail: { fen, ...detail } });
  const moves = legalMoves(game, fen);
  const { fen: theirFen, pawns } = fsfFen(DEFS[game], fen, moves.find(isEnPassant)?.captured[0]);
  if (pawns.length > 1) problem('fen', `the en passant field does not say which of ${pawns.join(', ')} passed`);
  board.setFen(theirFen);
  const st = status(game, fen);
  const mine = moves.map((m) => m.uci);
  const theirs = board.legalMoves().split(' ').filter(Boolean);
  const onlyMine = setDiff(mine, theirs);
  const onlyTheirs = setDiff(theirs, mine);
  if (onlyMine.length || onlyTheirs.length) problem('moves', `only fenboard: ${onlyMine.join(' ') || '-'}; only ffish: ${onlyTheirs.join(' ') || '-'}`, { game, onlyMine, onlyTheirs });
  if (st.check !== board.isCheck()) problem('check', `check: fenboard ${st.check}, ffish ${board.isCheck()}`);
  if (st.legalMoveCount !== moves.length) problem('outcome', `legalMoveCount ${st.legalMoveCount}, ${moves.length} moves`);
  const result = board.isGameOver(true) ? board.result(true) : '*';
  if (resultOf(st.outcome) !== result) {
    const insufficient = [board.hasInsufficientMaterial(true), board.hasInsufficientMaterial(false)];
    problem('outcome', `fenboard ${JSON.stringify(st.outcome)}, ffish ${result}`, { st, result, insufficient });
  }
  if (!sameFen(game, fen, board.fen())) problem('fen', `ffish reads it as ${board.fen()}`, { after: fen, theirs: board.fen() });
  // A game that is over refuses every move (game-over, naming why): there is no position after it to compare.
  if (st.outcome) {
    const played = playedAfterEnd(play, game, fen, moves, st.outcome);
    if (played) problem('after', played);
    return out;
  }
  for (const m of moves) {
    if (SAN_GAMES.includes(game) && board.sanMove(m.uci) !== m.san) {
      // The moves of another piece of the kind to the same square, gating the same piece.
      const rivals = moves.filter((n) => n.piece === m.piece && n.to === m.to && n.from !== m.from && n.gate?.piece === m.gate?.piece);
      problem('san', `${m.uci}: fenboard ${m.san}, ffish ${board.sanMove(m.uci)}`, { m, theirs: board.sanMove(m.uci), rivals });
    }
    const after = play(game, fen, m.uci);
    if (!board.push(m.uci)) {
      problem('after', `ffish refuses ${m.uci}`);
      continue;
    }
    const t = board.fen();
    board.pop();
    if (!sameFen(game, after, t)) problem('after', `after ${m.uci}: fenboard ${after}, ffish ${t}`, { m, after, theirs: t });
  }
  return out;
}


// ---------------------------------------------------------------------------

console.log(`# ffish ${ffishVersion}`);

for (const game of GAMES) {
  describe(`${game} (a definition) against Fairy-Stockfish`, () => {
    const { positions } = sample(game);

    test(`the sample has ${MIN_POSITIONS}+ positions with every wanted feature`, () => {
      assertSample(game, sample(game), WANT[game], MIN_POSITIONS);
    });

    test('legal moves, check, outcome, the FEN, and the FEN after every legal move agree', () => {
      const variant = fsfVariant(DEFS[game]);
      const board = new ffish.Board(variant, ffish.startingFen(variant), CHESS960.includes(game));
      const problems = [];
      let moves = 0;
      let named = 0;
      try {
        for (const fen of positions.keys()) {
          problems.push(...compare(game, fen, board));
          if (/[a-j]\d+[a-j]\d+/.test(fen.split(' ')[3])) named++;
          moves += legalMoves(game, fen).length;
        }
      } finally {
        board.delete();
      }
      console.log(`# ${game}: ${positions.size} positions, ${moves} moves played in both; ${named} with the en passant pawn named`);
      report(game, problems, EXPLAINED, 'positions');
    });

    test('perft agrees with a recursive count through ffish', () => {
      const fens = [...positions.keys()];
      const withFeature = (k) => fens.find((f) => positions.get(f).includes(k) && !positions.get(f).includes('checkmate'));
      const picks = [[DEFS[game].start, 3], [fens[Math.floor(fens.length / 2)], 2]];
      for (const k of ['castling', 'enPassant', 'promotion', 'check', 'optionalPromotion', 'dropBlock', 'promoted', 'gateCastle', 'gateCheck', 'demotion', 'promotedDrop', 'stuck', 'royalsAttacked', 'princeAlone', 'bikjang', 'cannonScreen']) if (withFeature(k)) picks.push([withFeature(k), 2]);
      const rows = [];
      for (const [fen, depth] of picks) {
        const mine = perft(game, fen, depth);
        rows.push(`${fen} d${depth}: ${mine}`);
        const theirFen = fsfFen(DEFS[game], fen, legalMoves(game, fen).find(isEnPassant)?.captured[0]).fen;
        assert.equal(mine, ffishPerft(fsfVariant(DEFS[game]), theirFen, depth, CHESS960.includes(game)), `perft(${depth}) of ${fen}`);
      }
      console.log(`# ${game} perft:\n#   ${rows.join('\n#   ')}`);
    });
  });
}

// ---------------------------------------------------------------------------
// Perft against known counts and against the built-in games.

// From the start against Fairy-Stockfish's own games, to the first depth past a million nodes (xiangqi's are
// the published 44 / 1,920 / 79,666 / 3,290,240). `npm run oracle` (FENBOARD_ORACLE=full) goes that deep;
// `npm test` stops a depth short where the full depth takes Fairy-Stockfish more than a few seconds.
const FULL = process.env.FENBOARD_ORACLE === 'full';
const START_PERFT = {
  ...{ xiangqi: 4, minixiangqi: 5, manchu: 5, grasshopper: 5, shatranj: 5, chaturanga: 5, courier: 5, makruk: 5 },
  ...{ 'ai-wok': 5, centaur: 5, nightrider: 5, chigorin: 5, sortofalmost: 5, gardner: 7, raazuvaa: 6 },
  ...{ paradigm: 5, tencubed: 4, georgian: 5, shako: 4, pawnsideways: 5, troitzky: 5, omicron: 5 },
  ...{ knightmate: 5, kingofthehill: 5, '3check': 5, '5check': 5, racingkings: 5, antichess: 5, giveaway: 5 },
  ...{ suicide: 5, codrus: 5, losers: 5, misere: 5, extinction: 5, kinglet: 5, threekings: 5, horde: 6 },
  ...{ atomic: 5, nocheckatomic: 5, atomar: 5, jesonmor: 4 },
  ...{ crazyhouse: 5, loop: 5, chessgi: 5, pocketknight: 4, capahouse: 5, dragon: 5, seirawan: 5, shouse: 4, placement: 4 },
  ...{ fischerandom: 5, caparandom: 5, opulent: 4, legan: 6, pawnback: 5, spartan: 5, wolf: 5 },
  ...{ makpong: 5, cambodian: 5, karouk: 5, asean: 5, shatar: 5 },
  ...{ shogi: 5, minishogi: 6, judkins: 5, gorogoro: 5, euroshogi: 5, yarishogi: 5, checkshogi: 5, okisakishogi: 4, torishogi: 5, dobutsu: 8 },
  ...{ kyotoshogi: 6, micro: 7, mini: 6, shoshogi: 5, koedem: 5 },
  sittuyin: 4,
  ...{ janggi: 4, janggitraditional: 4, janggicasual: 4 },
  ...{ nocastle: 5, amazon: 5, almost: 5, chancellor: 5, modern: 5, janus: 5, embassy: 5, gustav3: 5 },
  ...{ hoppelpoppel: 5, newzealand: 5, torpedo: 5, armageddon: 5, fairy: 5, perfect: 5 },
  ...{ 'fox-and-hounds': 10, 'pawn-breakthrough': 5, clobber: 5 },
};
// The games whose full depth is quick enough for every run.
const QUICK = ['xiangqi', 'minixiangqi', 'shatranj', 'chaturanga', 'tencubed', ...JANGGI_GAMES, 'fox-and-hounds'];
for (const [game, full] of Object.entries(START_PERFT).filter(([g]) => !ONLY || ONLY.includes(g))) {
  const depth = FULL || QUICK.includes(game) ? full : full - 1;
  test(`${game} perft from the start to depth ${depth} agrees with Fairy-Stockfish's own ${fsfBuiltIn(game)}`, () => {
    const fen = DEFS[game].start;
    const mine = Array.from({ length: depth }, (_, d) => perft(game, fen, d + 1));
    const theirs = Array.from({ length: depth }, (_, d) => ffishPerft(fsfBuiltIn(game), fen, d + 1, CHESS960.includes(game)));
    console.log(`# ${game} perft: ${mine.join(' / ')}`);
    assert.deepEqual(mine, theirs);
    if (game === 'xiangqi') assert.deepEqual(mine, [44, 1920, 79666, 3290240]);
  });
}

// Chess960 starts with published perfts (the Chess Programming Wiki's "Chess960 Perft Results", its first
// positions), as Shredder-FEN gives them, which fenboard reads; Fairy-Stockfish's fischerandom agrees too.
test('fischerandom: published Chess960 perfts, which Fairy-Stockfish agrees with', () => {
  const cases = [
    ['bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', [21, 528, 12189, 326672]],
    ['2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9', [21, 807, 18002, 667366]],
  ];
  for (const [fen, counts] of cases) {
    const mine = counts.map((_, d) => perft('fischerandom', fen, d + 1));
    assert.deepEqual(mine, counts, fen);
    assert.deepEqual(counts.map((_, d) => ffishPerft('fischerandom', fen, d + 1, true)), counts, `ffish: ${fen}`);
  }
});

test('Capablanca chess from the start: 28 / 784 / 25,228 / 805,128', () => {
  const fen = DEFS.capablanca.start;
  assert.deepEqual([1, 2, 3, 4].map((d) => perft('capablanca', fen, d)), [28, 784, 25228, 805128]);
});

/** Standard FEN -> the built-in Grand's vchess FEN (`<board> <turn> <plies> <ep>`). */
function vchessGrand(fen) {
  const [board, turn, , ep, , fullmove] = fen.split(' ');
  return `${board} ${turn} ${(Number(fullmove) - 1) * 2 + (turn === 'b' ? 1 : 0)} ${ep}`;
}

test('chess as a definition has the built-in chess perft', () => {
  const cases = [
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4, 197281],
    ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
    ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 674624],
    ['r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4, 422333],
    ['rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 3, 62379],
  ];
  for (const [fen, depth, nodes] of cases) {
    assert.equal(perft('chess', fen, depth), nodes, `built-in ${fen}`);
    assert.equal(perft('chess-defined', fen, depth), nodes, fen);
  }
});

test('Grand chess as a definition has the built-in Grand perft', () => {
  const start = DEFS['grand-defined'].start;
  assert.equal(perft('grand-defined', start, 3), 259514);
  assert.equal(perft('grand', vchessGrand(start), 3), 259514);
  // Positions of the definition's random games: 8 spread over the sample, and 4 each with a promotion that
  // may be declined and with an en passant capture.
  const { positions } = sample('grand-defined');
  const fens = [...positions.keys()];
  const having = (k) => fens.filter((f) => positions.get(f).includes(k)).slice(0, 4);
  const picks = [...fens.filter((_, i) => i % Math.floor(fens.length / 8) === 0), ...having('optionalPromotion'), ...having('enPassant')];
  for (const fen of picks) assert.equal(perft('grand-defined', fen, 2), perft('grand', vchessGrand(fen), 2), fen);
});

// ---------------------------------------------------------------------------
// Betza: where a lone piece on e5 of a 10x10 board may go, moving and capturing (every other square of files
// b-h, ranks 2-8 holding an enemy piece), by fenboard, by the reader of scripts/ffish-ini.mjs, and by
// Fairy-Stockfish reading that reader's translation: three readings of the spec's Betza subset.

const BETZA = [
  ...['K', 'Q', 'R', 'B', 'N', 'BN', 'RN', 'P', 'W', 'F', 'D', 'A', 'H', 'C', 'Z', 'G', 'WW', 'FF', 'NN', 'W4', 'F2', 'W2N'],
  ...['fN', 'bN', 'lN', 'rN', 'vN', 'sN', 'fbN', 'ffN', 'bbN', 'llN', 'rrN', 'flN', 'frN', 'blN', 'brN', 'fNN', 'ffC', 'sZ'],
  ...['fW', 'bW', 'lW', 'rW', 'vW', 'sW', 'vD', 'fF', 'bF', 'lF', 'rF', 'flF', 'sWfF', 'fmWfcF', 'fmFfcW'],
  ...['fWW', 'mWWcFF', 'cWcF', 'mWWmFFcN', 'vWWsW'],
];
// The kings stand where none of these pieces reaches from e5.
const CROWD = '1K8/10/1yyyyyyy2/1yyyyyyy2/1yyyyyyy2/1yyyXyyy2/1yyyyyyy2/1yyyyyyy2/1yyyyyyy2/9k w - - 0 1';
const ALONE = '1K8/10/10/10/10/4X5/10/10/10/9k w - - 0 1';

function betzaDefinition(betza, i) {
  return {
    id: `betza-${i}`,
    name: `Betza ${betza}`,
    board: { width: 10, height: 10 },
    pieces: [
      { letter: 'k', name: 'king', betza: 'K', royal: true },
      { letter: 'x', name: 'x', betza },
      { letter: 'y', name: 'y', betza: 'W' },
    ],
    castling: false,
    start: ALONE,
    stalemate: 'draw',
  };
}

/** The reader's targets from e5 (file 4, rank 5 from 1): leaps, and rides up to the first occupied square. */
function readerTargets(betza, crowd) {
  const out = [];
  for (const m of betzaMoves(betza)) {
    if (crowd ? !m.capture : !m.move) continue;
    for (let n = 1; n <= (m.range || 10); n++) {
      const [f, r] = [4 + n * m.dx, 5 + n * m.dy];
      if (f < 0 || f > 9 || r < 1 || r > 10) break;
      out.push(`e5${'abcdefghij'[f]}${r}`);
      if (crowd) break;
    }
  }
  return [...new Set(out)].sort();
}

test('Betza: fenboard, the translator\'s reader and Fairy-Stockfish agree on where a piece goes', () => {
  const defs = BETZA.map(betzaDefinition);
  ffish.loadVariantConfig(defs.map(iniFromDefinition).join('\n'));
  const wrong = [];
  for (const def of defs) {
    defineVariant(def);
    for (const fen of [ALONE, CROWD]) {
      const from = (list) => list.filter((u) => u.startsWith('e5')).sort();
      const ours = from(legalMoves(def.id, fen).map((m) => m.uci));
      const board = new ffish.Board(fsfName(def), fen);
      const fsf = from(board.legalMoves().split(' '));
      board.delete();
      const reader = readerTargets(def.pieces[1].betza, fen === CROWD);
      if (ours.join() !== reader.join() || fsf.join() !== reader.join()) {
        wrong.push(`${def.pieces[1].betza} ${fen === CROWD ? 'capturing' : 'moving'}: fenboard ${ours.join(' ')}; reader ${reader.join(' ')}; ffish ${fsf.join(' ')}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

// Black's pieces: Betza's directions are the player's own, so that black's moves are white's turned half round
// (black's `lN` goes to black's left, the board's right), as Fairy-Stockfish reads them. A black piece on e5, alone
// and among white pieces.
const LATERAL = ['lN', 'rN', 'flN', 'frN', 'blN', 'brN', 'llN', 'rrN', 'lW', 'rW', 'flF', 'frF', 'lF', 'fN', 'ffN', 'bbN', 'lWW', 'rFF', 'fmWfcF', 'mflF'];
const turned = (fen) => fen.replace(/^\S+/, (b) => b.replace(/[a-z]/gi, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))).replace(' w ', ' b ');

test('Betza: a black piece moves as Fairy-Stockfish turns white\'s moves, to the player\'s own left and right', () => {
  const defs = LATERAL.map((betza, i) => ({ ...betzaDefinition(betza, i + BETZA.length), id: `betza-black-${i}` }));
  ffish.loadVariantConfig(defs.map(iniFromDefinition).join('\n'));
  const wrong = [];
  for (const def of defs) {
    defineVariant(def);
    for (const fen of [turned(ALONE), turned(CROWD)]) {
      const from = (list) => list.filter((u) => u.startsWith('e5')).sort();
      const ours = from(legalMoves(def.id, fen).map((m) => m.uci));
      const board = new ffish.Board(fsfName(def), fen);
      const fsf = from(board.legalMoves().split(' '));
      board.delete();
      if (ours.join() !== fsf.join()) wrong.push(`${def.pieces[1].betza} in ${fen}: fenboard ${ours.join(' ')}; ffish ${fsf.join(' ')}`);
    }
  }
  assert.deepEqual(wrong, []);
});

// ---------------------------------------------------------------------------
// Berolina's en passant: a pawn passing over d6 may have come from c7 or e7; where pawns stand on both c5 and
// e5, the FEN names the one that moved (`d6e5`), so that a position read back from its FEN is the same.

test('Berolina: the FEN names the pawn that passed where two could have, and en passant takes that one', () => {
  const start = 'rnbqkbnr/ppp2ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3';
  const passed = play('berolina', start, 'c7e5');
  assert.equal(passed, 'rnbqkbnr/pp3ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq d6e5 0 4');
  assert.equal(play('berolina', passed, 'd5d6'), 'rnbqkbnr/pp3ppp/3P4/2p5/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4');
  assert.equal(play('berolina', passed.replace('d6e5', 'd6c5'), 'd5d6'), 'rnbqkbnr/pp3ppp/3P4/4p3/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4');
  // One pawn beyond the square: the square alone, as in chess.
  assert.equal(play('berolina', 'rnbqkbnr/ppp2ppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3', 'c7e5').split(' ')[3], 'd6');
  // A pawn named that could not have passed over the square: an error naming the field.
  assert.match(thrown(() => legalMoves('berolina', passed.replace('d6e5', 'd6d5'))).message, /en passant d6d5/);
  // Fairy-Stockfish, playing the same moves, takes the same pawn.
  const board = new ffish.Board(fsfName(DEFS.berolina), start);
  try {
    assert.ok(board.push('c7e5') && board.push('d5d6'));
    assert.equal(board.fen(), 'rnbqkbnr/pp3ppp/3P4/2p5/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 4');
  } finally {
    board.delete();
  }
});
