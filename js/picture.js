// A diagram as a picture only, for a game fenboard does not play (or a board the engine cannot read): never a live
// board with another game's rules. The package's renderer draws what it can today (renderDiagram: 8×8 and 10×10
// boards of the chess pieces, draughts); any other board, up to 26×26 and with any letters, is drawn here from its
// text (js/diagram.js): the squares, the pieces fenboard has a drawing for (k q r b n p; men and kings in the draughts
// form) and every other letter as a glyph, marks, shadows and orientation as written, the text under it. When the
// renderer draws any board, drawPicture() becomes that one call.

import { readDiagram } from './diagram.js';
import { markMarkup, pieceMarkup } from './sprite.js';

const CHESS_LETTERS = new Set(['k', 'q', 'r', 'b', 'n', 'p']);
const FILES = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The built-in game whose renderer draws the diagram with the same pieces, or null: chess letters on an 8×8 board
 * (chess) or a 10×10 one (Grand chess's board), or the draughts form on 8×8 (the draughts game given, of that size:
 * Italian draughts' board and numbers are its own).
 */
function rendererGame(d, game) {
  if (d.draughts && game?.gameType !== undefined && game.width === d.width) return game.id;
  if (d.draughts) return d.width === 8 ? 'russian' : null;
  if (!d.letters.every((l) => CHESS_LETTERS.has(l))) return null;
  if (d.width === 8 && d.height === 8) return 'chess';
  return d.width === 10 && d.height === 10 ? 'grand' : null;
}

/**
 * The picture of a diagram: an element holding an SVG drawing, or a drawing of its squares, with `fen:...:` under it.
 * Never throws: a text that cannot be read at all is shown as text, with why.
 * @param doc the document
 * @param text the diagram (`fen:` contents) or a whole FEN
 * @param options.module the fenboard module (its renderDiagram and the pieces' drawings)
 * @param options.title a sentence for the picture's label (the game it is of, why it is not a board)
 * @param options.variant the game the page names, if fenboard plays it: a draughts game's squares are its own
 */
export function drawPicture(doc, text, { module, title = '', variant } = {}) {
  const host = doc.createElement('div');
  host.className = 'fb-picture';
  host.setAttribute('role', 'img');
  const game = variant ? module?.variants?.().find((v) => v.id === variant) : undefined;
  let d;
  try {
    d = readDiagram(text, { lightA1: Boolean(game?.lightA1), allSquares: Boolean(game?.allSquares) });
  } catch (err) {
    host.classList.add('fb-picture-unread');
    host.setAttribute('aria-label', `${title} The diagram cannot be read: ${err.message}.`.trim());
    host.append(note(doc, text, `The diagram cannot be read: ${err.message}.`));
    return host;
  }
  host.setAttribute('aria-label', `${title} A ${d.width}×${d.height} board${d.pieces.length ? `: ${describe(d)}` : ', empty'}.`.trim());
  const renderer = rendererGame(d, game);
  const drawn = renderer && svgOf(doc, module, d.wholeFen ? text.trim().split(/\s+/)[0] : text.trim(), renderer);
  host.append(drawn ?? squares(doc, module, d, Boolean(game?.lightA1)), note(doc, text));
  return host;
}

/** The package's drawing, as an element, or null if the renderer refuses the diagram. */
function svgOf(doc, module, text, variant) {
  try {
    const holder = doc.createElement('div');
    holder.innerHTML = module.renderDiagram(text, { variant });
    const svg = holder.querySelector('svg');
    svg?.setAttribute('aria-hidden', 'true');
    return svg;
  } catch {
    return null;
  }
}

/** The board drawn square by square, in the live boards' colours and with their drawings of the pieces (a1 light on Italian draughts' board). */
function squares(doc, module, d, lightA1 = false) {
  const board = doc.createElement('div');
  board.className = 'fenboard fb-static';
  board.style.setProperty('--cols', d.width);
  board.style.setProperty('--rows', d.height);
  board.setAttribute('aria-hidden', 'true');
  const drawings = d.draughts ? 'russian' : 'chess';
  const marks = new Set(d.marks);
  const shadow = new Set(d.shadow);
  const flip = d.orientation === 'b';
  const rows = [];
  for (let r = 0; r < d.height; r++) {
    const row = doc.createElement('div');
    row.className = 'fb-row';
    for (let c = 0; c < d.width; c++) {
      const [y, x] = flip ? [d.height - 1 - r, d.width - 1 - c] : [r, c];
      const rank = d.height - y;
      const name = FILES[x] + rank;
      const cell = doc.createElement('div');
      cell.className = `fb-sq ${((x + rank - 1) % 2 === 0) !== lightA1 ? 'dark' : 'light'}${shadow.has(name) ? ' shadow' : ''}`;
      const letter = d.rows[y][x];
      let inner = letter ? pieceMarkup(doc, module, drawings, letter.replace('+', '')) : '';
      if (letter?.startsWith('+')) inner += '<span class="fb-promoted">+</span>';
      if (marks.has(name)) inner += markMarkup(doc, module, drawings);
      if (c === 0) inner += `<span class="fb-coord fb-rank">${rank}</span>`;
      if (r === d.height - 1) inner += `<span class="fb-coord fb-file">${FILES[x]}</span>`;
      cell.innerHTML = inner;
      row.append(cell);
    }
    rows.push(row);
  }
  const grid = doc.createElement('div');
  grid.className = 'fb-grid';
  grid.append(...rows);
  board.append(grid);
  return board;
}

/** The pieces in words, white's then black's: 'white: K e1, R a1; black: K e8'. */
function describe(d) {
  const side = (white) => d.pieces.filter((p) => (p.piece.replace('+', '') === p.piece.replace('+', '').toUpperCase()) === white)
    .map((p) => `${p.piece.toUpperCase()} ${p.square}`).join(', ');
  return [['white', side(true)], ['black', side(false)]].filter(([, s]) => s).map(([c, s]) => `${c} ${s}`).join('; ');
}

/** The diagram's text under its picture (what the page wrote), with what went wrong if anything. */
function note(doc, text, problem = '') {
  const p = doc.createElement('p');
  p.className = 'fb-picture-text';
  if (problem) p.append(problem, ' ');
  const code = doc.createElement('code');
  code.textContent = `fen:${text.trim()}:`;
  p.append(code);
  return p;
}
