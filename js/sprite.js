// Piece drawings: the ones renderDiagram draws, so static and live boards share one set of images.
// A "palette" diagram holding every piece of a variant (and a mark) is rendered once per document and
// variant; its <defs> go into a hidden <svg>, and live boards <use> its symbols. The colours of the pieces and of
// the mark become the theme's custom properties (js/boards.css), with the drawing's own colours as fallbacks.

const PALETTES = {
  chess: 'kqrbnp2/8/8/8/8/8/8/KQRBNP2 e4',
  coregal: 'kqrbnp2/8/8/8/8/8/8/KQRBNP2 e4',
  grand: 'kqrbnpmc2/10/10/10/10/10/10/10/10/KQRBNPMC2 e4',
  bario: 'kqrbnpu1/8/8/8/8/8/8/KQRBNPU1 e4',
  russian: 'W;Wa1,Kc1;Bb8,Kd8 e5',
};
const DRAUGHTS = new Set(['russian']);
const SVG_NS = 'http://www.w3.org/2000/svg';

/** One sprite per document and variant: {prefix, draughts, letters}. */
const sprites = new WeakMap();

function spriteFor(doc, module, variant) {
  let byVariant = sprites.get(doc);
  if (!byVariant) sprites.set(doc, (byVariant = new Map()));
  if (byVariant.has(variant)) return byVariant.get(variant);
  const palette = PALETTES[variant] ?? PALETTES.chess;
  const svg = module.renderDiagram(palette, { variant: PALETTES[variant] ? variant : 'chess' });
  const prefix = /<title id="([^"]+)t"/.exec(svg)?.[1];
  const defs = /<defs>([\s\S]*)<\/defs>/.exec(svg)?.[1] ?? '';
  const ids = new Set([...defs.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
  const holder = doc.createElementNS(SVG_NS, 'svg');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('class', 'fenboard-sprite');
  holder.dataset.variant = variant;
  holder.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  holder.innerHTML = `<defs>${defs}</defs>`;
  themed(holder, prefix);
  doc.body.append(holder);
  const sprite = { prefix, ids, draughts: DRAUGHTS.has(variant) };
  byVariant.set(variant, sprite);
  return sprite;
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
  const { prefix, ids, draughts } = spriteFor(doc, module, variant);
  const colour = letter === letter.toUpperCase() ? 'w' : 'b';
  const id = `${prefix}${colour}${draughts ? 'd' : ''}${letter.toLowerCase()}`;
  return ids.has(id) ? id : null;
}

/** The id of the mark symbol (the red ring of marked squares). */
export function markId(doc, module, variant) {
  const { prefix, ids } = spriteFor(doc, module, variant);
  return ids.has(`${prefix}mark`) ? `${prefix}mark` : null;
}

/** Markup of a piece image for a cell or a button: an <svg> using the shared symbol. */
export function pieceMarkup(doc, module, variant, letter) {
  const id = symbolId(doc, module, variant, letter);
  const body = id
    ? `<use href="#${id}"/>`
    : `<text x="50" y="62" text-anchor="middle" font-size="44" font-family="sans-serif">${letter}</text>`;
  return `<svg class="fb-piece" viewBox="0 0 100 100" aria-hidden="true" data-piece="${letter}">${body}</svg>`;
}

/** Markup of the mark ring of a diagram. */
export function markMarkup(doc, module, variant) {
  const id = markId(doc, module, variant);
  return id ? `<svg class="fb-mark" viewBox="0 0 100 100" aria-hidden="true"><use href="#${id}"/></svg>` : '';
}
