// PGN for the chess games and PDN (its draughts twin) for the draughts games: a game written as text, and read back,
// over the public API only (a Game, startFen). `engine` is a fenboard module, or just {Game, startFen} of one.
// The package entry `fenboard/pgn` (lib/pgn.js, lib/pgn-node.js) binds these to the package's engine.
//
// Written as lichess and vchess export: the Seven Tag Roster, `Variant` for the chess variants (a game defined by data:
// its name, read back by name or id among the engine's games), `GameType` for a
// draughts game (PDN: its definition's number, 25 Russian, 20 international; `Variant`, its name, beside it where an
// earlier game has the same number), `SetUp` and `FEN` when the game does not start from the standard position; SAN moves as the
// engine writes them (Bario's turns `N@b1,Nc3`, draughts `c3-d4`, `c3:e5`), numbered from the FEN's move number.

const VARIANT_TAGS = { coregal: 'Coregal', grand: 'Grand', bario: 'Bario' };
const VARIANT_NAMES = {
  standard: 'chess', chess: 'chess', 'from position': 'chess', chess960: 'chess', fischerandom: 'chess',
  coregal: 'coregal', grand: 'grand', 'grand chess': 'grand', grandchess: 'grand', bario: 'bario',
  russian: 'russian', 'russian draughts': 'russian',
};
/** PDN's number for Russian draughts: the draughts game of an engine that does not list its games. */
const RUSSIAN = { id: 'russian', name: 'Russian draughts', gameType: 25 };
const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*', '2-0', '0-2', '1-1', '0-0']);

function fail(message, code) {
  return Object.assign(new Error(message), { code });
}

const quote = (value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** The draughts games of `engine` that PDN names, with their GameType numbers: [{id, name, gameType}], in its order. */
function draughtsGames(engine) {
  return engine?.variants ? engine.variants().filter((v) => v.gameType !== undefined) : [RUSSIAN];
}

/** The result tag of an outcome: '1-0', '0-1', '1/2-1/2' (PDN: '2-0', '0-2', '1-1'), '*' while the game goes on. */
export function resultOf(outcome, draughts) {
  if (!outcome) return '*';
  if (!outcome.winner) return draughts ? '1-1' : '1/2-1/2';
  const white = outcome.winner === 'w';
  return draughts ? (white ? '2-0' : '0-2') : white ? '1-0' : '0-1';
}

/** The number of the first move: a standard FEN's full-move field, else 1. */
export function firstNumber(fen) {
  const fields = fen.trim().split(/\s+/);
  return fields.length === 6 && /^[1-9]\d*$/.test(fields[5]) ? Number(fields[5]) : 1;
}

/**
 * Writes a line as PGN (PDN for draughts): `{variant, fen, moves, outcome, tags}`, where `fen` is where it starts,
 * `moves` the engine's Moves (their `san`), `outcome` the status's outcome at its end, `tags` more or other tags.
 */
export function writeLine(engine, { variant, fen, moves, outcome = null, tags = {} }) {
  const games = draughtsGames(engine);
  const own = games.find((g) => g.id === variant);
  const draughts = own !== undefined;
  const result = resultOf(outcome, draughts);
  const head = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: result };
  if (VARIANT_TAGS[variant]) head.Variant = VARIANT_TAGS[variant];
  else if (draughts) {
    // The GameType alone names the first game of its number; another one is named by its Variant too.
    if (games.find((g) => g.gameType === own.gameType) !== own) head.Variant = own.name;
  } else if (!VARIANT_NAMES[variant]) head.Variant = engine.variants?.().find((v) => v.id === variant)?.name ?? variant;
  if (draughts) head.GameType = String(own.gameType);
  if (fen !== engine.startFen(variant)) Object.assign(head, draughts ? { FEN: fen } : { SetUp: '1', FEN: fen });
  Object.assign(head, tags);
  const tagText = Object.entries(head).map(([k, v]) => `[${k} ${quote(v)}]`).join('\n');
  const black = fen.trim().split(/\s+/)[1] === 'b' || /^B:/i.test(fen.trim());
  const tokens = [];
  let number = firstNumber(fen);
  moves.forEach((move, i) => {
    const whiteMove = (i % 2 === 0) !== black;
    // A move number stays on the line of its move.
    if (whiteMove) tokens.push(`${number}. ${move.san}`);
    else tokens.push(i === 0 ? `${number}... ${move.san}` : move.san);
    if (!whiteMove) number += 1;
  });
  tokens.push(result);
  return `${tagText}\n\n${wrap(tokens, 79)}\n`;
}

function wrap(tokens, width) {
  const lines = [];
  let line = '';
  for (const t of tokens) {
    if (line && line.length + 1 + t.length > width) lines.push(line), (line = '');
    line = line ? `${line} ${t}` : t;
  }
  return [...lines, line].join('\n');
}

/**
 * Writes a Game as PGN (PDN for draughts). The Game does not say where it started: it is taken back to its start
 * and played forward again, and left as it was.
 */
export function writeGame(engine, game, { tags } = {}) {
  const moves = game.history();
  for (let i = 0; i < moves.length; i++) game.undo();
  const fen = game.fen();
  for (const move of moves) game.play(move.uci);
  return writeLine(engine, { variant: game.variant(), fen, moves, outcome: game.status().outcome, tags });
}

/**
 * Reads the first game of a PGN or PDN text, syntax only: {tags, moves, result}, the main line's move tokens as
 * written (comments, variations, NAGs, annotations and move numbers left out). Throws, with code 'pgn-syntax', on
 * text that is not PGN.
 */
export function parsePgn(text) {
  const tags = {};
  const moves = [];
  let result = '*';
  const src = String(text).replace(/^\uFEFF/, '');
  const TOKEN = /\s+|\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]|\{[^}]*\}|;[^\n]*|\(|\)|\$\d+|\d+\.(?:\.\.)?|\d+\.\s*|[^\s{}();[\]]+|./gy;
  let depth = 0;
  let m;
  while ((m = TOKEN.exec(src))) {
    const token = m[0];
    if (/^\s/.test(token) || token.startsWith('{') || token.startsWith(';') || token.startsWith('$')) continue;
    if (m[1] !== undefined) {
      if (moves.length) throw fail(`PGN: the tag [${m[1]}] comes after the moves`, 'pgn-syntax');
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    } else if (token === '(') depth += 1;
    else if (token === ')') {
      if (--depth < 0) throw fail(`PGN: ')' at offset ${m.index} closes no variation`, 'pgn-syntax');
    } else if (depth > 0 || /^\d+\.(\.\.)?$/.test(token.trim())) continue;
    else if (RESULTS.has(token) && !(token === '0-0' && tags.GameType === undefined)) {
      result = token;
      break;
    } else if (/^[[{}\]]$/.test(token)) throw fail(`PGN: unexpected '${token}' at offset ${m.index}`, 'pgn-syntax');
    else moves.push(token.replace(/^\d+\.+/, '').replace(/[!?]+$/, ''));
  }
  if (depth > 0) throw fail('PGN: a variation is not closed', 'pgn-syntax');
  if (!Object.keys(tags).length && !moves.length && result === '*' && !/\*/.test(src)) {
    throw fail('PGN: no tags and no moves', 'pgn-syntax');
  }
  return { tags, moves: moves.filter(Boolean), result };
}

/**
 * The variant a game's tags name: Variant (lichess, vchess; else the name or id of a game `engine` plays, one defined
 * by data), GameType (PDN), else the FEN's kind.
 */
export function variantOfTags(tags, engine = null) {
  if (tags.GameType !== undefined) {
    const type = tags.GameType.split(',')[0].trim();
    const games = draughtsGames(engine);
    const same = games.filter((g) => String(g.gameType) === type);
    if (same.length) {
      const name = tags.Variant?.trim().toLowerCase();
      return (same.find((g) => g.id === name || g.name.toLowerCase() === name) ?? same[0]).id;
    }
    if (type !== '0') {
      const known = games.filter((g, i) => games.findIndex((o) => o.gameType === g.gameType) === i).map((g) => `${g.gameType}: ${g.name}`);
      throw fail(`PDN: GameType ${type} is not a game fenboard plays (${[...known, '0: chess'].join('; ')})`, 'unknown-variant');
    }
  }
  if (tags.Variant !== undefined) {
    const name = tags.Variant.trim().toLowerCase();
    const variant = VARIANT_NAMES[name] ?? engine?.variants?.().find((v) => v.id === name || v.name.toLowerCase() === name)?.id;
    if (!variant) throw fail(`PGN: Variant "${tags.Variant}" is not a game fenboard plays (Standard, Coregal, Grand, Bario)`, 'unknown-variant');
    return variant;
  }
  return /^\s*[WB]:/i.test(tags.FEN ?? '') ? 'russian' : 'chess';
}

/**
 * Reads the first game of a PGN or PDN text into a new Game (of `engine`), its moves played. Throws, creating
 * nothing, when the text is not PGN ('pgn-syntax'), names another game ('unknown-variant'), has a bad FEN (the
 * engine's code) or a move the position does not allow (the engine's code, the message saying which move).
 * `partial`: the FEN may lack royal pieces (a rules-page diagram), as `new Game(variant, fen, {partial})`.
 */
export function readGame(engine, text, { partial = false } = {}) {
  const { tags, moves } = parsePgn(text);
  const variant = variantOfTags(tags, engine);
  const game = new engine.Game(variant, tags.FEN ?? null, { partial });
  const black = /^(?:\S+\s+b\b|B:)/i.test((tags.FEN ?? '').trim());
  const number = firstNumber(tags.FEN ?? '');
  moves.forEach((token, i) => {
    const san = variant === 'russian' ? token : token.replace(/^0-0(-0)?$/, (c) => c.replace(/0/g, 'O'));
    try {
      game.play(san);
    } catch (err) {
      game.free();
      const slot = i + (black ? 1 : 0);
      const where = `${number + Math.floor(slot / 2)}${slot % 2 ? '...' : '.'} ${token}`;
      throw fail(`PGN move ${where}: ${err.message ?? err}`, err.code ?? 'illegal-move');
    }
  });
  return game;
}
