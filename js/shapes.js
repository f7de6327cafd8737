// Shapes drawn over a board: circles on squares and arrows between them, as lichess draws them (chessground's
// drawable). Pure functions over plain data, no DOM: which brush a pointer's modifiers choose, how a drawn shape
// toggles the list, and the SVG markup of a list. js/drag.js draws with the right button, js/board.js keeps the
// list and js/view.js puts the markup in the board's SVG layer.
//
// A shape: {orig: 'e2', dest?: 'e4', brush: 'green' | 'red' | 'blue' | 'yellow'}; no dest (or dest = orig) is a
// circle. The SVG's user units are squares (0 0 width height), so the markup holds for any board size.

/** lichess's brushes: their colours, and the modifiers that choose them (none, Shift/Ctrl, Alt/Meta, both). */
export const BRUSHES = { green: '#15781b', red: '#882020', blue: '#003088', yellow: '#e68f00' };
const ORDER = ['green', 'red', 'blue', 'yellow'];

const ARROW_WIDTH = 10 / 64; // of a square, as chessground's
const CIRCLE_WIDTH = 4 / 64;
const HEAD_MARGIN = 10 / 64; // an arrow stops this short of its square's centre, its head reaching the centre
const SQUARE = /^[a-z]([1-9]|1[0-2])$/;

/** The brush a press with these modifiers draws with (Shift or Ctrl: red; Alt or Meta: blue; both: yellow). */
export function brushOf({ shiftKey = false, ctrlKey = false, altKey = false, metaKey = false } = {}) {
  return ORDER[(shiftKey || ctrlKey ? 1 : 0) + (altKey || metaKey ? 2 : 0)];
}

/**
 * A shape as given by an app, checked against a board of `width`×`height`: a copy with its brush (green when
 * none) and without a dest equal to its orig. Throws on a square off the board or an unknown brush, saying which.
 */
export function normalShape(shape, width, height) {
  const { orig, dest, brush = 'green' } = shape ?? {};
  for (const [name, square] of [['orig', orig], ['dest', dest]]) {
    if (square === undefined && name === 'dest') continue;
    const on = typeof square === 'string' && SQUARE.test(square) && square.charCodeAt(0) - 97 < width && Number(square.slice(1)) <= height;
    if (!on) throw new Error(`setShapes: ${name} '${square}' is not a square of a ${width}×${height} board`);
  }
  if (!BRUSHES[brush]) throw new Error(`setShapes: brush '${brush}' is not one of ${ORDER.join(', ')}`);
  return dest && dest !== orig ? { orig, dest, brush } : { orig, brush };
}

const sameEnds = (a, b) => a.orig === b.orig && (a.dest ?? null) === (b.dest ?? null);

/**
 * The list after the reader draws `shape`: a shape between the same squares is removed, and put back in the new
 * brush when the brush differs (drawing a shape again erases it; in another colour, recolours it).
 */
export function toggleShape(shapes, shape) {
  const same = shapes.find((s) => sameEnds(s, shape));
  const rest = shapes.filter((s) => !sameEnds(s, shape));
  return same && same.brush === shape.brush ? rest : [...rest, shape];
}

/** The centre of `square` in the SVG's units (squares), seen from `orientation` ('w' or 'b'). */
export function centre(square, width, height, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const x = orientation === 'b' ? width - 1 - file : file;
  const y = orientation === 'b' ? rank : height - 1 - rank;
  return [x + 0.5, y + 0.5];
}

const num = (n) => String(Math.round(n * 1000) / 1000);

/**
 * The SVG content (markers, then shapes) of `shapes` on a board of `width`×`height` seen from `orientation`;
 * `current` is the shape being drawn, lighter and thinner until it is released (as chessground draws it); `id`
 * prefixes the markers' ids, unique to the board (a page's boards share one document).
 */
export function shapesMarkup(shapes, { width, height, orientation, current = null, id = 'fb' }) {
  const all = current ? [...shapes.filter((s) => !sameEnds(s, current)), { ...current, current: true }] : shapes;
  if (!all.length) return '';
  const used = new Set(all.filter((s) => s.dest).map((s) => s.brush));
  const markers = [...used].map((b) =>
    `<marker id="${id}-head-${b}" orient="auto" overflow="visible" markerWidth="4" markerHeight="4" refX="2.05" refY="2">` +
    `<path d="M0,0 V4 L3,2 Z" fill="${BRUSHES[b]}"/></marker>`).join('');
  const drawn = all.map((s) => {
    const [x1, y1] = centre(s.orig, width, height, orientation);
    const colour = BRUSHES[s.brush];
    const opacity = s.current ? 0.9 : 1;
    const data = `data-orig="${s.orig}"${s.dest ? ` data-dest="${s.dest}"` : ''} data-brush="${s.brush}"${s.current ? ' data-current=""' : ''}`;
    if (!s.dest) {
      const w = CIRCLE_WIDTH * (s.current ? 0.75 : 1);
      return `<circle ${data} cx="${num(x1)}" cy="${num(y1)}" r="${num(0.5 - CIRCLE_WIDTH / 2)}" fill="none" stroke="${colour}" stroke-width="${num(w)}" opacity="${opacity}"/>`;
    }
    const [x2, y2] = centre(s.dest, width, height, orientation);
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const w = ARROW_WIDTH * (s.current ? 0.85 : 1);
    return `<line ${data} x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2 - Math.cos(angle) * HEAD_MARGIN)}" y2="${num(y2 - Math.sin(angle) * HEAD_MARGIN)}" ` +
      `stroke="${colour}" stroke-width="${num(w)}" stroke-linecap="round" marker-end="url(#${id}-head-${s.brush})" opacity="${opacity}"/>`;
  });
  return `<defs>${markers}</defs>${drawn.join('')}`;
}
