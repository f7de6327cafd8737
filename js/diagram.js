// A diagram's text (`fen:...:` contents) read without the engine, whatever its game: its board's size, its pieces
// (any letter), its marks, orientation and shadow. The engine reads the diagrams of the games it plays, and refuses
// the others; this reading is for those others (pictures of a game fenboard does not play, the evidence of which game
// a document is about) and for games defined by data, whose short diagrams the engine does not read yet.
// Pure functions; the syntax is the engine's (src/features/diagram/mod.rs).

const MAX_SIZE = 26; // files a..z
const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** Whether a board's text is a whole FEN (its second field the side to move) rather than diagram text. */
const isWholeFen = (text) => text.includes(':') || /^\S+\s+[wb](\s|$)/.test(text);

/**
 * Reads a diagram: {width, height, rows (top row first: a letter, or null for an empty square), pieces
 * ([{square, piece}]), letters (the pieces' letters, lowercase, sorted), marks, orientation, shadow (squares),
 * draughts (the PDN form, `W;Wa1;Bb6`), wholeFen}. Short rows are padded to the widest. Throws an Error saying what
 * cannot be read.
 * @param options.lightA1 the draughts form's numbers count Italian draughts' squares (a1 light: 1 = a8, 32 = h1)
 * @param options.allSquares the draughts form's numbers count every square (Turkish draughts: 1 = a1, 64 = h8)
 */
export function readDiagram(text, { lightA1 = false, allSquares = false } = {}) {
  const source = String(text ?? '').trim();
  if (!source) throw new Error('the diagram is empty');
  if (source.length > 2000) throw new Error('the diagram is longer than 2000 characters');
  const wholeFen = isWholeFen(source);
  const [position, ...rest] = source.split(/\s+/);
  // FEN rows never hold a `;`: the draughts form does.
  const board = position.includes(';') ? draughtsRows(position, { lightA1, allSquares }) : fenRows(position);
  const { width, height } = board;
  const [marks, orientation, shadow] = wholeFen ? ['-', 'w', '-'] : rest;
  if (!wholeFen && rest.length > 3) throw new Error(`the diagram has ${rest.length + 1} parts; at most 4: position, marks, orientation, shadow`);
  const pieces = [];
  board.rows.forEach((row, r) => row.forEach((piece, f) => piece && pieces.push({ square: FILES[f] + (height - r), piece })));
  const letters = [...new Set(pieces.map((p) => p.piece.toLowerCase()))].sort();
  return {
    width, height, rows: board.rows, pieces, letters,
    marks: squares(marks, width, height, false),
    orientation: orientation === 'b' ? 'b' : 'w',
    shadow: squares(shadow, width, height, true),
    draughts: Boolean(board.draughts),
    wholeFen,
  };
}

/**
 * FEN rows, top row first: letters (a `+` before a letter kept with it, as shogi writes a promoted piece; a `~` after
 * one dropped), digits for empty squares. A run of digits is one number unless that makes the row wider than any
 * board, then digits one by one (vchess writes an empty row of 10 as `91`). Short rows are padded to the widest.
 */
function fenRows(position) {
  const texts = position.split('/');
  if (texts.length > MAX_SIZE) throw new Error(`the diagram has ${texts.length} rows; boards have at most ${MAX_SIZE}`);
  const rows = texts.map((t, i) => {
    let row = readRow(t, i, false);
    if (row.length > MAX_SIZE) row = readRow(t, i, true);
    if (row.length > MAX_SIZE) throw new Error(`diagram row ${i + 1} ('${t}') is wider than ${MAX_SIZE} squares`);
    return row;
  });
  const width = Math.max(...rows.map((r) => r.length));
  if (!width) throw new Error('the diagram has no square');
  for (const row of rows) while (row.length < width) row.push(null);
  return { width, height: rows.length, rows };
}

function readRow(text, index, digitByDigit) {
  const row = [];
  for (const [token] of text.matchAll(digitByDigit ? /\d|\+?[A-Za-z]|~|./g : /\d+|\+?[A-Za-z]|~|./g)) {
    if (/^\d+$/.test(token)) row.push(...Array(Math.min(Number(token), MAX_SIZE + 1)).fill(null));
    else if (token === '~') continue;
    else if (/^\+?[A-Za-z]$/.test(token)) row.push(token);
    else throw new Error(`diagram row ${index + 1} ('${text}') has '${token}', which is no piece nor number`);
  }
  return row;
}

/**
 * The draughts form, PDN with `;` for `:` (`W;Wa1,c3,Kd4;Bb6,d8`): squares algebraic or numbered (1..32 on 8×8,
 * up to 50 on 10×10, 72 on 12×12, from the top left, dark squares only, a1 dark unless `lightA1`; 1..64 from a1 where every
 * square plays). Men `m`, kings `k` (uppercase white).
 */
function draughtsRows(position, board) {
  const fields = position.split(';').filter(Boolean);
  const placed = [];
  for (const field of fields) {
    const side = field[0];
    if (field.length === 1 || !/[WB]/.test(side)) continue; // the side to move; clocks (H, F) and others
    for (const item of field.slice(1).replace(/\.$/, '').split(',').filter(Boolean)) {
      const king = item.startsWith('K');
      placed.push({ name: king ? item.slice(1) : item, letter: side === 'W' ? (king ? 'K' : 'M') : king ? 'k' : 'm' });
    }
  }
  const numbers = placed.filter((p) => /^\d+$/.test(p.name)).map((p) => Number(p.name));
  const algebraic = placed.filter((p) => !/^\d+$/.test(p.name)).map((p) => square(p.name));
  // The smallest board of 8, 10 or 12 that has every square named: a number past 32 is 10x10's, past 50 12x12's.
  const byNumber = board.allSquares ? [] : numbers.map((n) => (n > 50 ? 12 : n > 32 ? 10 : 8));
  const side = Math.max(8, ...byNumber, ...algebraic.map((s) => (s ? Math.max(s.file + 1, s.rank) : 0)));
  const size = side + (side % 2);
  const rows = Array.from({ length: size }, () => Array(size).fill(null));
  for (const p of placed) {
    const s = /^\d+$/.test(p.name) ? numbered(Number(p.name), size, board) : square(p.name);
    if (!s || s.file >= size || s.rank > size) throw new Error(`the draughts diagram names no square '${p.name}'`);
    rows[size - s.rank][s.file] = p.letter;
  }
  return { width: size, height: size, rows, draughts: true };
}

/** A square name ('c3', 'j10') as {file (0-based), rank (1-based)}, or null. */
function square(name) {
  const m = /^([a-z])(\d{1,2})$/.exec(name ?? '');
  return m && Number(m[2]) >= 1 ? { file: FILES.indexOf(m[1]), rank: Number(m[2]) } : null;
}

/**
 * The draughts square of a PDN number on a board of `size`: the playable squares counted from the top left, or where
 * every square plays (Turkish draughts) all of them from a1, along each rank, as the engine numbers them.
 */
function numbered(n, size, { lightA1 = false, allSquares = false } = {}) {
  if (allSquares) return n >= 1 && n <= size * size ? { file: (n - 1) % size, rank: Math.floor((n - 1) / size) + 1 } : null;
  const perRow = size / 2;
  if (!(n >= 1 && n <= perRow * size)) return null;
  const row = Math.floor((n - 1) / perRow); // from the top
  const rank = size - row;
  // With a1 dark, a square is dark when its file index and rank add up to an odd number; with a1 light (Italian
  // draughts, the board turned) when they add up to an even one: 1 is a8, not b8.
  const shift = (rank % 2 === 0) !== lightA1 ? 1 : 0;
  return { file: 2 * ((n - 1) % perRow) + shift, rank };
}

/**
 * Marks (`c5,f5`) or a shadow (ranks, files, ranges walked as vchess walks them, squares) as square names on the board;
 * `-` or nothing for none. Items off the board are left out.
 */
function squares(text, width, height, shadow) {
  if (!text || text === '-') return [];
  const out = new Set();
  const on = (s) => s && s.file < width && s.rank <= height;
  const name = (s) => FILES[s.file] + s.rank;
  for (const item of text.split(',')) {
    let range = null;
    if (shadow && /^\d+$/.test(item)) range = [{ file: 0, rank: Number(item) }, { file: width - 1, rank: Number(item) }];
    else if (shadow && /^[a-z]$/.test(item)) range = [{ file: FILES.indexOf(item), rank: height }, { file: FILES.indexOf(item), rank: 1 }];
    else if (shadow && item.includes('-')) range = item.split('-').map(square);
    else range = [square(item), square(item)];
    const [from, to] = range;
    if (!on(from) || !on(to)) continue;
    // vchess's walk, in rows from the top and columns: towards `to` one step at a time while neither passes it.
    let [x, y] = [height - from.rank, from.file];
    const [tx, ty] = [height - to.rank, to.file];
    while (x <= tx && y <= ty) {
      out.add(name({ file: y, rank: height - x }));
      if (x === tx && y === ty) break;
      x += Math.sign(tx - x);
      y += Math.sign(ty - y);
    }
  }
  return [...out];
}

/** A whole FEN of a diagram's position (`... w - - 0 1`), for a game the engine plays from FENs only (a defined game). */
export function diagramFen(d) {
  const rows = d.rows.map((row) => row.map((p) => p ?? '.').join('').replace(/\.+/g, (run) => String(run.length)));
  return `${rows.join('/')} w - - 0 1`;
}
