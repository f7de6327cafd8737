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
 * `moves` the engine's Moves (their `san`), `outcome` the status's outcome at its end, `tags` more or other tags. A
 * move may carry `comment`, `before` and `variations` (as parsePgn's `line` does): written as `{...}` after it (before
 * it) and `( ... )` after it.
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
  const tokens = moveTokens(moves, black ? 1 : 0, firstNumber(fen));
  tokens.push(result);
  return `${tagText}\n\n${wrap(tokens, 79)}\n`;
}

/**
 * The tokens of a line from `slot` (plies from the first White move of move `number`): each move with its number
 * (a Black move's `N...` where it starts the line or follows a comment or a variation), its comment, its variations.
 */
function moveTokens(moves, slot, number) {
  const tokens = [];
  let numbered = true;
  moves.forEach((move, i) => {
    const at = slot + i;
    const n = number + Math.floor(at / 2);
    if (move.before) tokens.push(`{${clean(move.before)}}`);
    // A move number stays on the line of its move.
    if (at % 2 === 0) tokens.push(`${n}. ${move.san}`);
    else tokens.push(numbered || move.before ? `${n}... ${move.san}` : move.san);
    numbered = false;
    if (move.comment) tokens.push(`{${clean(move.comment)}}`), (numbered = true);
    for (const v of move.variations ?? []) {
      if (!v.length) continue;
      const inner = moveTokens(v, at, number);
      tokens.push(`(${inner[0]}`, ...inner.slice(1, -1), ...(inner.length > 1 ? [`${inner[inner.length - 1]})`] : []));
      if (inner.length === 1) tokens[tokens.length - 1] += ')';
      numbered = true;
    }
  });
  return tokens;
}

/** A comment as PGN can hold it: no '}' (it would end it), on one line. */
const clean = (text) => String(text).replace(/}/g, ')').replace(/\s+/g, ' ').trim();

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
 * Reads the first game of a PGN or PDN text, syntax only: {tags, moves, result, line}. `moves` is the main line's
 * move tokens as written (comments, variations, NAGs, annotations and move numbers left out); `line` is the same
 * line as a tree, [{san, comment?, before?, variations}]: `comment` the `{...}` (or `;` comment) after the move,
 * `before` one that stands before the first move of a line (or after a variation, before the next move),
 * `variations` the lines `( ... )` played instead of this move, each such a list again. Throws, with code
 * 'pgn-syntax', on text that is not PGN.
 */
export function parsePgn(text) {
  const tags = {};
  const line = [];
  let result = '*';
  const src = String(text).replace(/^\uFEFF/, '');
  const TOKEN = /\s+|\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]|\{[^}]*\}|;[^\n]*|\(|\)|\$\d+|\d+\.(?:\.\.)?|\d+\.\s*|[^\s{}();[\]]+|./gy;
  // The lines open at this point, the main line first; `pending` a comment waiting for the next move of the last.
  const open = [line];
  let pending = null;
  let afterVariation = false;
  let m;
  while ((m = TOKEN.exec(src))) {
    const token = m[0];
    const here = open[open.length - 1];
    if (/^\s/.test(token) || token.startsWith('$')) continue;
    if (token.startsWith('{') || token.startsWith(';')) {
      const words = token.slice(1, token.startsWith('{') ? -1 : undefined).trim().replace(/\s+/g, ' ');
      const last = here[here.length - 1];
      if (!words) continue;
      if (!last || afterVariation) pending = pending ? `${pending} ${words}` : words;
      else last.comment = last.comment ? `${last.comment} ${words}` : words;
      continue;
    }
    if (m[1] !== undefined) {
      if (line.length) throw fail(`PGN: the tag [${m[1]}] comes after the moves`, 'pgn-syntax');
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    } else if (token === '(') {
      // A variation stands for the move before it: the line it holds is played instead.
      if (!here.length) throw fail(`PGN: '(' at offset ${m.index} follows no move`, 'pgn-syntax');
      const variation = [];
      here[here.length - 1].variations.push(variation);
      open.push(variation);
      pending = null;
    } else if (token === ')') {
      if (open.length === 1) throw fail(`PGN: ')' at offset ${m.index} closes no variation`, 'pgn-syntax');
      if (!here.length) throw fail(`PGN: the variation closed at offset ${m.index} has no move`, 'pgn-syntax');
      open.pop();
      pending = null;
      afterVariation = true;
    } else if (/^\d+\.(\.\.)?$/.test(token.trim())) continue;
    else if (RESULTS.has(token) && !(token === '0-0' && tags.GameType === undefined)) {
      if (open.length > 1) continue; // a variation's own result: it ends there anyway
      result = token;
      break;
    } else if (/^[[{}\]]$/.test(token)) throw fail(`PGN: unexpected '${token}' at offset ${m.index}`, 'pgn-syntax');
    else {
      const san = token.replace(/^\d+\.+/, '').replace(/[!?]+$/, '');
      if (!san) continue;
      const node = { san, variations: [] };
      if (pending) node.before = pending;
      here.push(node);
      pending = null;
      afterVariation = false;
    }
  }
  if (open.length > 1) throw fail('PGN: a variation is not closed', 'pgn-syntax');
  // A comment with no move after it (the game's last words) belongs to the last move.
  const last = line[line.length - 1];
  if (pending && last) last.comment = last.comment ? `${last.comment} ${pending}` : pending;
  if (!Object.keys(tags).length && !line.length && result === '*' && !/\*/.test(src)) {
    throw fail('PGN: no tags and no moves', 'pgn-syntax');
  }
  return { tags, moves: line.map((n) => n.san), result, line };
}

/**
 * Plays a parsed line (parsePgn's `line`) and its variations on `game`, from its position: returns the same tree with
 * each node's engine Move as `move` ([{san, move, comment?, before?, variations}]) and leaves the game after the main
 * line. `ply` counts the moves before the line from `fen` (for the move's name in an error). Throws, naming the move
 * (`PGN move 3... Nf6: illegal move ...`, with 'in a variation' there), the engine's code; the game is then left
 * part way, for the caller to drop.
 */
export function playLine(game, nodes, { fen = '', ply = 0, variation = false } = {}) {
  const black = /^(?:\S+\s+b\b|B:)/i.test(fen.trim());
  const number = firstNumber(fen);
  return nodes.map((node, i) => {
    // The variations replace this move: each is played from the position before it, then taken back.
    const variations = node.variations.map((v) => {
      const played = playLine(game, v, { fen, ply: ply + i, variation: true });
      for (let k = 0; k < played.length; k++) game.undo();
      return played;
    });
    const token = node.san;
    // Castling written with zeros (no draughts move is '0-0': there is no square 0).
    const san = token.replace(/^0-0(-0)?$/, (c) => c.replace(/0/g, 'O'));
    let move;
    try {
      move = game.play(san);
    } catch (err) {
      const slot = ply + i + (black ? 1 : 0);
      const where = `${number + Math.floor(slot / 2)}${slot % 2 ? '...' : '.'} ${token}${variation ? ' (in a variation)' : ''}`;
      throw fail(`PGN move ${where}: ${err.message ?? err}`, err.code ?? 'illegal-move');
    }
    const out = { san: move.san, move, variations };
    if (node.comment) out.comment = node.comment;
    if (node.before) out.before = node.before;
    return out;
  });
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
