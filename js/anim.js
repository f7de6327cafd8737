// Motion of a move. As on chessground, the board is drawn at once in its new position, then each moved piece is
// offset back to where it came from and slides home; captured pieces stay drawn over their squares until the move
// ends. `motion` plans it from the engine's Move (pure: squares and times, no DOM); `animate` plays a plan on a view
// with the Web Animations API. Under prefers-reduced-motion nothing moves.
//
// A plan: {duration, tracks, ghosts}
//   tracks  [{square, keys: [{at, square}], appear, was}]  the piece now on `square` was at keys[i].square at
//           time keys[i].at (ms), sliding between keys; hidden until `appear` (Bario: a piece defined mid-turn);
//           `was` its letter before the move (a promotion travels as the piece that promotes)
//   ghosts  [{square, letter, until, taken}]  a piece of the position before, drawn on `square` until `until`;
//           `taken` (draughts) when the capturing piece jumps it: marked from then on

export const SLIDE_MS = 180; // one move
export const HOP_MS = 150; // one jump of a draughts capture
export const MORPH_MS = 160; // Bario: an undefined piece becoming a piece

/**
 * Plans the motion of `move` (a Move of legalMoves/Game), played on a position whose pieces were `before`
 * (Map square -> FEN letter). Chess moves slide (castling: both pieces at once); a draughts capture jumps square by
 * square; a Bario turn shows its steps in order.
 */
export function motion(move, before) {
  const plan = { duration: 0, tracks: [], ghosts: [] };
  const at = new Map(); // current square -> track of the piece standing there
  let t = 0;
  const group = (steps, ms) => {
    // Moves made together (a castle's king and rook): every source is read before any piece lands.
    const moving = steps.map((s) => [s, at.get(s.from) ?? newTrack(plan, s.from)]);
    for (const [s] of moving) at.delete(s.from);
    for (const [s, track] of moving) {
      track.keys.push({ at: t, square: s.from }, { at: t + ms, square: s.to });
      at.set(s.to, track);
    }
    t += ms;
  };
  if (move.steps) {
    for (const step of move.steps) {
      if (step.kind === 'move') group([step], SLIDE_MS);
      else if (step.kind === 'place' || step.kind === 'define' || step.kind === 'hand') {
        const track = at.get(step.to) ?? newTrack(plan, step.to);
        at.set(step.to, track);
        track.appear = t;
        if (before.has(step.to)) plan.ghosts.push({ square: step.to, letter: before.get(step.to), until: t + MORPH_MS });
        t += MORPH_MS;
      }
    }
  } else if (move.path) {
    move.path.slice(1).forEach((to, i) => {
      const taken = move.captured?.[i];
      if (taken && before.has(taken)) plan.ghosts.push({ square: taken, letter: before.get(taken), taken: t + HOP_MS / 2 });
      group([{ from: move.path[i], to }], HOP_MS);
    });
  } else {
    const rook = move.castle && { from: move.castle.rook, to: move.castle.rookTo };
    group(rook ? [{ from: move.from, to: move.to }, rook] : [{ from: move.from, to: move.to }], SLIDE_MS);
  }
  for (const square of move.path ? [] : move.captured ?? []) {
    if (before.has(square)) plan.ghosts.push({ square, letter: before.get(square) });
  }
  plan.duration = t;
  for (const [square, track] of at) track.square = square;
  // A promoted piece travels as what it was (a man crowned mid-capture goes on as a man until the move ends).
  for (const track of plan.tracks) if (track.appear === undefined) track.was = before.get(track.keys[0].square);
  for (const ghost of plan.ghosts) ghost.until ??= t;
  plan.tracks = plan.tracks.filter((tr) => tr.keys.some((k) => k.square !== tr.square) || tr.appear !== undefined);
  return plan;
}

function newTrack(plan, square) {
  const track = { square: null, keys: [], appear: undefined };
  plan.tracks.push(track);
  track.keys.push({ at: 0, square });
  return track;
}

/** Whether the page asks for no motion. */
export function reducedMotion(doc) {
  return doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
}

/**
 * Plays `plan` on a view (js/view.js: its cells by square). `ghost(letter)` gives the markup of a piece of the
 * position before. `dragged` is the square a piece was dragged from: it was dropped where it lands, and does not
 * slide. Resolves when the motion ends (at once when there is none).
 */
export function animate(view, plan, { ghost, dragged = null } = {}) {
  if (!plan.duration || reducedMotion(view.doc)) return Promise.resolve();
  const total = plan.duration;
  const offset = (ms) => Math.min(1, ms / total);
  const box = (square) => view.cells.get(square)?.getBoundingClientRect();
  const running = [];
  const moving = [];
  const extras = []; // elements drawn for the motion only, removed when it ends
  for (const track of plan.tracks) {
    const el = view.cells.get(track.square)?.querySelector('.fb-piece');
    const home = box(track.square);
    if (!el || !home || (track.keys[0].square === dragged && track.appear === undefined)) continue;
    const frames = track.keys.map(({ at, square }) => {
      const b = box(square) ?? home;
      return { offset: offset(at), transform: `translate(${b.left - home.left}px, ${b.top - home.top}px)`, easing: 'ease-in-out' };
    });
    if (track.appear !== undefined) {
      frames.forEach((f) => (f.opacity = f.offset > offset(track.appear) ? 1 : 0));
      frames.push({ offset: offset(track.appear + MORPH_MS), opacity: 1 });
      frames.sort((a, b) => a.offset - b.offset);
    }
    frames.push({ offset: 1, transform: 'none', opacity: 1 });
    const letter = el.dataset.piece;
    if (track.was && letter && track.was !== letter) {
      // The piece that promotes travels; the promoted one shows when the move ends.
      const traveller = holder(view, track.square, ghost(track.was), extras);
      traveller.classList.add('fb-moving');
      running.push(traveller.animate(frames, { duration: total, fill: 'forwards' }));
      running.push(el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: total }));
      continue;
    }
    el.classList.add('fb-moving');
    moving.push(el);
    running.push(el.animate(frames, { duration: total }));
  }
  for (const g of plan.ghosts) {
    const was = holder(view, g.square, ghost(g.letter), extras);
    if (!was) continue;
    if (g.taken === undefined) {
      // A captured piece fades under the one that takes it; Bario's undefined piece fades into what it becomes.
      running.push(was.animate([{ opacity: 1 }, { offset: offset(g.until), opacity: 0 }, { opacity: 0 }], { duration: total, fill: 'forwards' }));
    } else {
      // A draughts man taken stays on the board, marked, until the capture ends.
      was.classList.add('fb-taken');
      const mark = was.appendChild(view.doc.createElement('span'));
      mark.className = 'fb-taken-mark';
      const at = offset(g.taken);
      running.push(mark.animate([{ opacity: 0 }, { offset: at, opacity: 0 }, { offset: at, opacity: 1 }, { opacity: 1 }], { duration: total, fill: 'forwards' }));
    }
  }
  const done = () => {
    for (const el of extras) el.remove();
    for (const el of moving) el.classList.remove('fb-moving');
  };
  return Promise.all(running.map((a) => a.finished.catch(() => {}))).then(done);
}

/** A piece of the motion only (`markup`), drawn over the cell of `square`; null when there is no such cell. */
function holder(view, square, markup, extras) {
  const cell = view.cells.get(square);
  if (!cell) return null;
  const el = view.doc.createElement('div');
  el.className = 'fb-ghosted';
  el.innerHTML = markup;
  cell.append(el);
  extras.push(el);
  return el;
}
