// The move list of a board: the line played, numbered by moves (SAN for the chess games, the draughts notation for
// draughts, as the engine writes them), each ply a button that shows its position; its variations (the moves the
// line replaced where the reader played another one) indented under the move they branch from, as lichess shows
// them; a Copy button for the line as PGN or PDN. A <details> element, so that it folds away under small boards.

/**
 * The rows of a line: [{number, plies: [{ply, san} | null]}], a row per move; `null` stands for the White ply
 * before a line that Black starts. `ply` counts from 1 (0 is the start).
 */
export function rows(line, startTurn, startNumber = 1) {
  const out = [];
  const shift = startTurn === 'b' ? 1 : 0;
  line.forEach((move, i) => {
    const slot = i + shift;
    if (slot % 2 === 0 || out.length === 0) out.push({ number: startNumber + Math.floor(slot / 2), plies: slot % 2 ? [null] : [] });
    out[out.length - 1].plies.push({ ply: i + 1, san: move.san });
  });
  return out;
}

/** '12. Nf3' or '12... Nf6': a ply named with its move number. */
export function plyLabel(line, ply, startTurn, startNumber = 1) {
  const slot = ply - 1 + (startTurn === 'b' ? 1 : 0);
  return `${startNumber + Math.floor(slot / 2)}.${slot % 2 ? '..' : ''} ${line[ply - 1].san}`;
}

/** The move list's element: {root, summary, list, copy, text}. */
export function createMoveList(doc, w, format) {
  const root = doc.createElement('details');
  root.className = 'fb-moves';
  const summary = doc.createElement('summary');
  const list = doc.createElement('ol');
  list.className = 'fb-line';
  list.setAttribute('aria-label', w.ui.line);
  const copy = doc.createElement('button');
  copy.type = 'button';
  copy.className = 'fb-copy';
  copy.textContent = w.ui.copy(format);
  const text = doc.createElement('textarea');
  text.className = 'fb-export';
  text.readOnly = true;
  text.hidden = true;
  text.setAttribute('aria-label', format);
  root.append(summary, list, copy, text);
  return { root, summary, list, copy, text, shown: null, drawn: '' };
}

/**
 * A variation's moves as the list writes them: [{k, label}], numbered as in PGN (`3. Nc3`, `3... Nc6`, a number
 * before each White move and before the first).
 */
export function variationLabels(moves, at, startTurn, startNumber = 1) {
  return moves.map((move, k) => {
    const slot = at + k + (startTurn === 'b' ? 1 : 0);
    const number = startNumber + Math.floor(slot / 2);
    const prefix = slot % 2 === 0 ? `${number}. ` : k === 0 ? `${number}... ` : '';
    return { k, label: `${prefix}${move.san}` };
  });
}

/**
 * Draws the line with the position shown (`ply`) marked, and its variations ([{index, at, moves}], js/state.js)
 * under the moves they branch from. The list is rebuilt only when the line or its variations changed; the current
 * ply is the list's one tab stop (arrows move along it: js/board.js).
 */
export function drawMoveList(moves, { line, ply, startTurn, startNumber, always, variations = [], comments = [] }, w) {
  const { root, summary, list } = moves;
  root.hidden = line.length === 0 && !always;
  const spelled = [line, ...variations.map((v) => v.moves)].map((l) => l.map((m) => m.uci).join(' ')).join('|');
  const key = spelled + JSON.stringify([comments, variations.map((v) => v.comments)]);
  if (key !== moves.drawn) {
    moves.drawn = key;
    const doc = list.ownerDocument;
    const start = doc.createElement('li');
    start.className = 'fb-start';
    start.append(plyButton(doc, 0, w.ui.start));
    const items = [start];
    for (const row of rows(line, startTurn, startNumber)) {
      const plies = row.plies.filter(Boolean);
      // A game's comments (read from PGN) on lines of their own, as lichess shows them: before a move, after it.
      for (const p of plies) if (comments[p.ply - 1]?.before) items.push(commentItem(doc, comments[p.ply - 1].before));
      const li = doc.createElement('li');
      const number = doc.createElement('span');
      number.className = 'fb-num';
      number.textContent = `${row.number}.`;
      li.append(number, ...row.plies.map((p) => (p ? plyButton(doc, p.ply, p.san) : skipped(doc))));
      items.push(li);
      for (const p of plies) if (comments[p.ply - 1]?.after) items.push(commentItem(doc, comments[p.ply - 1].after));
      // The variations of this row's moves, under it (a move's variations branch where it was played).
      const last = row.plies[row.plies.length - 1]?.ply;
      for (const v of variations.filter((x) => x.at + 1 <= last && x.at + 1 > last - row.plies.filter(Boolean).length)) {
        items.push(variationItem(doc, v, startTurn, startNumber, w));
      }
    }
    list.replaceChildren(...items);
  }
  for (const button of list.querySelectorAll('button[data-ply]')) {
    const current = Number(button.dataset.ply) === ply;
    button.tabIndex = current ? 0 : -1;
    if (current) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
  }
  summary.textContent = ply ? `${w.ui.moves}: ${plyLabel(line, ply, startTurn, startNumber)}` : w.ui.moves;
}

function variationItem(doc, v, startTurn, startNumber, w) {
  const li = doc.createElement('li');
  li.className = 'fb-variation';
  li.setAttribute('aria-label', w.ui.variation);
  li.append(...variationLabels(v.moves, v.at, startTurn, startNumber).flatMap(({ k, label }) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'fb-ply';
    button.tabIndex = -1;
    button.dataset.branch = String(v.index);
    button.dataset.k = String(k);
    button.textContent = label;
    const { before = null, after = null } = v.comments?.[k] ?? {};
    return [...(before ? [commentSpan(doc, before)] : []), button, ...(after ? [commentSpan(doc, after)] : [])];
  }));
  return li;
}

function commentSpan(doc, text) {
  const span = doc.createElement('span');
  span.className = 'fb-comment';
  span.textContent = text;
  return span;
}

function commentItem(doc, text) {
  const li = doc.createElement('li');
  li.className = 'fb-comment';
  li.textContent = text;
  return li;
}

function plyButton(doc, ply, text) {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'fb-ply';
  button.dataset.ply = String(ply);
  button.textContent = text;
  return button;
}

function skipped(doc) {
  const span = doc.createElement('span');
  span.className = 'fb-ply fb-skip';
  span.textContent = '…';
  span.setAttribute('aria-hidden', 'true');
  return span;
}

/** The ply a key moves to from `ply` in the list (arrows, Home, End), or null for other keys. */
export function plyKey(key, ply, length) {
  const to = { ArrowLeft: ply - 1, ArrowUp: ply - 1, ArrowRight: ply + 1, ArrowDown: ply + 1, Home: 0, End: length }[key];
  return to === undefined ? null : Math.max(0, Math.min(length, to));
}
