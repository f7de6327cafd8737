// Piece drawings: the ones renderDiagram draws, so static and live boards share one set of images.
// A "palette" diagram holding every piece of a variant (and a mark) is rendered once per document and
// variant; its <defs> go into a hidden <svg>, and live boards <use> its symbols. The colours of the pieces and of
// the mark become the theme's custom properties (js/boards.css), with the drawing's own colours as fallbacks.
// A game defined by data (js/defined.js) draws each piece as its definition says: a built-in drawing (by name, or
// by its letter for k q r b n p), its own SVG (as an image, so that nothing of it runs or reaches the page), or
// else its letter on a disc.

import { definitionOf, isDraughts } from './defined.js';

const PALETTES = {
  chess: 'kqrbnp2/8/8/8/8/8/8/KQRBNP2 e4',
  coregal: 'kqrbnp2/8/8/8/8/8/8/KQRBNP2 e4',
  grand: 'kqrbnpmc2/10/10/10/10/10/10/10/10/KQRBNPMC2 e4',
  bario: 'kqrbnpu1/8/8/8/8/8/8/KQRBNPU1 e4',
  russian: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  international: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  brazilian: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  english: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  antidraughts: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  breakthrough: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  italian: 'W;Wb1,Kd1;Ba8,Kc8 e5',
  turkish: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  frisian: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  frysk: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  canadian: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  pool: 'W;Wa1,Kc1;Bb8,Kd8 e5',
  spanish: 'W;Wb1,Kd1;Ba8,Kc8 e5',
  czech: 'W;Wa1,Kc1;Bb8,Kd8 e5',
};
const SVG_NS = 'http://www.w3.org/2000/svg';
/** The built-in drawings a definition may name, by their letter in Grand chess's palette, which has them all. */
const DRAWINGS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p', marshall: 'm', cardinal: 'c' };
/** The drawing of a defined piece that names none, by its letter. */
const BY_LETTER = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/** One sprite per document and variant: {prefix, symbols (FEN letter -> symbol id), mark, definition}. */
const sprites = new WeakMap();

function spriteFor(doc, module, variant) {
  let byVariant = sprites.get(doc);
  if (!byVariant) sprites.set(doc, (byVariant = new Map()));
  const definition = definitionOf(variant);
  const cached = byVariant.get(variant);
  if (cached && cached.definition === definition) return cached;
  // A draughts game defined by data draws men and kings as the built-in games do, on its board's colours.
  const drawings = definition?.family === 'draughts'
    ? builtInDrawings(module, definition.board?.a1 === 'light' ? 'italian' : 'russian')
    : definition ? definedDrawings(module, definition) : builtInDrawings(module, variant);
  const sprite = { ...drawings, definition };
  const holder = doc.createElementNS(SVG_NS, 'svg');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('class', 'fenboard-sprite');
  holder.dataset.variant = variant;
  holder.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  holder.innerHTML = `<defs>${sprite.defs}</defs>`;
  themed(holder, sprite.prefix);
  // One per variant: a prerendered page's (scripts/prerender.mjs), or an earlier definition's, gives way.
  for (const old of doc.querySelectorAll('svg.fenboard-sprite')) if (old.dataset.variant === variant) old.remove();
  doc.body.append(holder);
  byVariant.set(variant, sprite);
  return sprite;
}

/** The drawings of a built-in game: its palette's <defs>, and which symbol draws each piece. */
function builtInDrawings(module, variant) {
  return rendered(module, PALETTES[variant] ?? PALETTES.chess, PALETTES[variant] ? variant : 'chess');
}

/** The <defs> of the renderer's diagram of `palette` in `variant`, and which symbol draws each piece. */
function rendered(module, palette, variant) {
  const svg = module.renderDiagram(palette, { variant });
  const prefix = /<title id="([^"]+)t"/.exec(svg)?.[1] ?? '';
  const defs = /<defs>([\s\S]*)<\/defs>/.exec(svg)?.[1] ?? '';
  const symbols = new Map();
  for (const [, id] of defs.matchAll(/<symbol id="([^"]+)"/g)) {
    const piece = /^([wb])d?([a-z])$/.exec(id.slice(prefix.length));
    if (piece) symbols.set(piece[1] === 'w' ? piece[2].toUpperCase() : piece[2], id);
  }
  return { prefix, defs, symbols, mark: defs.includes(`id="${prefix}mark"`) ? `${prefix}mark` : null };
}

/**
 * The drawings of a defined game: Grand chess's shapes (every built-in drawing) and mark, and a symbol per piece
 * and side, in the sides' colours of the built-in pieces. Ids start with a hash of the definition, so that two
 * definitions of one id never share a symbol, and the same definition always draws alike.
 */
function definedDrawings(module, definition) {
  const grand = builtInDrawings(module, 'grand');
  const g = grand.prefix;
  const prefix = `fbv${hash(JSON.stringify(definition))}`;
  const side = (c) => new RegExp(`<symbol id="${g}${c}k"[^>]*><use href="#[^"]*" ([^>]*?)/>`).exec(grand.defs)?.[1] ?? '';
  const colours = { w: side('w'), b: side('b') };
  let defs = grand.defs.replace(/<symbol[\s\S]*?<\/symbol>/g, ''); // the shapes
  const mark = new RegExp(`<symbol id="${g}mark"([^>]*)>([\\s\\S]*?)</symbol>`).exec(grand.defs);
  if (mark) defs += `<symbol id="${prefix}mark"${mark[1]}>${mark[2]}</symbol>`;
  const symbols = new Map();
  // A promoted form (shogi's tokin) with no drawing of its own: `+` and the letter of the kind it came from.
  const base = new Map((definition.pieces ?? []).filter((p) => p.promoted).map((p) => [p.promoted, p.letter]));
  for (const { letter, drawing, svg, characters } of definition.pieces ?? []) {
    if (!/^[a-z]$/.test(letter) || (characters && typeof svg !== 'string')) continue;
    const promoted = drawing === undefined && typeof svg !== 'string' && /^[a-z]$/.test(base.get(letter) ?? '');
    const shape = promoted ? undefined : DRAWINGS[drawing ?? BY_LETTER[letter]];
    if (typeof svg === 'string') defs += imageSymbols(prefix, letter, svg);
    else if (promoted) defs += `<g id="${prefix}g${letter}">${glyph(base.get(letter), true)}</g>`;
    else if (!shape) defs += `<g id="${prefix}g${letter}">${glyph(letter)}</g>`;
    for (const c of ['w', 'b']) {
      const id = `${prefix}${c}${letter}`;
      symbols.set(c === 'w' ? letter.toUpperCase() : letter, id);
      if (typeof svg === 'string') continue;
      defs += `<symbol id="${id}" viewBox="0 0 100 100"><use href="#${shape ? g + shape : `${prefix}g${letter}`}" ${colours[c]}/></symbol>`;
    }
  }
  const written = characterDrawings(module, definition);
  if (written) {
    defs += written.defs;
    for (const [letter, id] of written.symbols) symbols.set(letter, id);
  }
  return { prefix, defs, symbols, mark: mark ? `${prefix}mark` : null };
}

/**
 * The pieces a definition writes in characters (xiangqi's 帥), as the renderer draws them: a diagram of the game
 * holding each of them, of both sides; null when there are none, or more than its board holds (their letters are
 * then drawn).
 */
function characterDrawings(module, definition) {
  const letters = (definition.pieces ?? []).filter((p) => p.characters && typeof p.svg !== 'string').map((p) => p.letter);
  const { width, height, holes } = definition.board ?? {};
  const all = [...letters.map((l) => l.toUpperCase()), ...letters];
  if (!all.length || all.length > width * height || holes) return null;
  const rows = [];
  for (let r = 0; r < height; r++) {
    const row = all.slice(r * width, (r + 1) * width);
    rows.push(row.join('') + (row.length < width ? width - row.length : ''));
  }
  try {
    return rendered(module, rows.join('/'), definition.id);
  } catch {
    return null;
  }
}

/**
 * A piece drawn by the definition's SVG: white's as given, black's with its colours swapped (light for dark, the
 * hues kept). As an <image> of a data URL, the SVG is a picture: its scripts do not run, it loads nothing else.
 */
function imageSymbols(prefix, letter, svg) {
  const source = svg.replace(/<svg\b(?![^>]*\bxmlns=)/, `<svg xmlns="${SVG_NS}"`);
  const image = `<image href="data:image/svg+xml,${encodeURIComponent(source)}" width="100" height="100"`;
  return `<filter id="${prefix}swap${letter}" color-interpolation-filters="sRGB">`
    + '<feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/><feColorMatrix type="hueRotate" values="180"/></filter>'
    + `<symbol id="${prefix}w${letter}" viewBox="0 0 100 100">${image}/></symbol>`
    + `<symbol id="${prefix}b${letter}" viewBox="0 0 100 100">${image} filter="url(#${prefix}swap${letter})"/></symbol>`;
}

/**
 * A piece drawn by its letter: a disc in the side's body and outline colours, the capital letter on it in the
 * detail colour (dark on white's, light on black's), bold and as large as the disc allows, legible on small squares;
 * a promoted form (`promoted`), `+` and the letter of the kind it came from, in red (shogi's `+P`).
 */
function glyph(letter, promoted = false) {
  return '<circle cx="50" cy="52" r="40"/>'
    + '<text x="50" y="52" dy=".36em" text-anchor="middle" font-family="Verdana, \'DejaVu Sans\', sans-serif"'
    + (promoted
      ? ` font-weight="700" font-size="44" fill="#d42a2a" stroke="none">+${letter.toUpperCase()}</text>`
      : ` font-weight="700" font-size="56" fill="currentColor" stroke="none">${letter.toUpperCase()}</text>`);
}

/** FNV-1a, as 8 hex digits. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Paints the sprite's pieces and mark with the theme's custom properties. */
function themed(holder, prefix) {
  const paint = (el, property, variable) => {
    const value = el.getAttribute(property);
    if (value) el.style.setProperty(property, `var(${variable}, ${value})`);
  };
  for (const use of holder.querySelectorAll('symbol > use')) {
    const side = use.parentElement.id.slice(prefix.length).startsWith('w') ? 'white' : 'black';
    paint(use, 'fill', `--fb-${side}-fill`);
    paint(use, 'stroke', `--fb-${side}-line`);
    paint(use, 'color', `--fb-${side}-detail`);
  }
  const [halo, ring] = holder.querySelector(`[id="${prefix}mark"]`)?.children ?? [];
  if (halo && ring) {
    paint(halo, 'stroke', '--fb-mark-halo');
    halo.removeAttribute('stroke-opacity');
    paint(ring, 'stroke', '--fb-mark');
  }
}

/** The id of the symbol drawing `letter` (FEN letter, uppercase white), or null if there is none. */
export function symbolId(doc, module, variant, letter) {
  return spriteFor(doc, module, variant).symbols.get(letter) ?? null;
}

/** The id of the mark symbol (the red ring of marked squares). */
export function markId(doc, module, variant) {
  return spriteFor(doc, module, variant).mark;
}

/**
 * Markup of a piece image for a cell or a button: an <svg> using the shared symbol (else the letter drawn). A piece
 * of the chess family also carries its letter on a disc, the second piece set (lichess's "letter" set), which a
 * board's `pieces="letter"` shows in place of the drawing (js/boards.css): a stylesheet switches sets, no redraw.
 */
export function pieceMarkup(doc, module, variant, letter) {
  const id = symbolId(doc, module, variant, letter);
  const colours = letter === letter.toUpperCase() ? 'white' : 'black';
  // A promoted form's letter is the one of the kind it came from, after a `+` (shogi's `+P`).
  const base = spriteFor(doc, module, variant).definition?.pieces?.find((p) => p.promoted === letter.toLowerCase())?.letter;
  const face = base ? glyph(base, true) : glyph(letter.toLowerCase());
  const disc = (cls) => `<g${cls} fill="var(--fb-${colours}-fill)" stroke="var(--fb-${colours}-line)" stroke-width="3.6" color="var(--fb-${colours}-detail)">${face}</g>`;
  const body = id ? `<use href="#${id}"/>${isDraughts(variant) ? '' : disc(' class="fb-letter"')}` : disc('');
  return `<svg class="fb-piece" viewBox="0 0 100 100" aria-hidden="true" data-piece="${letter}">${body}</svg>`;
}

/**
 * Markup of the lines of a board not drawn in light and dark squares (VariantInfo's `boardStyle`: xiangqi's points,
 * shogi's ruled squares), as the renderer draws them: its diagram of the empty board, seen from `orientation`.
 */
export function linesMarkup(doc, module, variant, width, height, orientation) {
  const sprite = spriteFor(doc, module, variant);
  const key = `${width}x${height}${orientation}`;
  sprite.lines ??= new Map();
  if (!sprite.lines.has(key)) {
    const empty = Array.from({ length: height }, () => String(width)).join('/');
    const svg = module.renderDiagram(empty, { variant, coordinates: false, orientation });
    sprite.lines.set(key, svg.replace(/<title[\s\S]*<\/desc>/, '').replace(/ role="img" aria-labelledby="[^"]*"/, ' aria-hidden="true"'));
  }
  return sprite.lines.get(key);
}

/** Markup of the mark ring of a diagram. */
export function markMarkup(doc, module, variant) {
  const id = markId(doc, module, variant);
  return id ? `<svg class="fb-mark" viewBox="0 0 100 100" aria-hidden="true"><use href="#${id}"/></svg>` : '';
}
