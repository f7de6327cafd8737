// The viewer: a pasted or opened rules document, shown as prose with live diagrams, in the game and the language the
// document is written for (detected, or the game chosen in the menu). A document about a game fenboard does not play
// says so at the top, and its diagrams are pictures: never boards playing another game's rules.
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';
import { define, definitionOf } from './js/defined.js';
import { cleanSource, readBlocks } from './js/document.js';
import { detectGame, detectLanguage } from './js/detect.js';
import { drawPicture } from './js/picture.js';
import { readPosition } from './js/state.js';
import { SITE_GAMES, defineExample, loadTeaching } from './games.js';

const $ = (id) => document.getElementById(id);

// extractDiagrams (reading a document's source) is in the teaching module, which the boards use too (explanations,
// the engine): loaded on the first document shown, once, for all of them. The games defined by data are defined in
// the default module, which plays every game.
let games = []; // [{id, name, width, height}]: the games of the menu and of the detection

function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Inline parts as text and links (links only to http(s) addresses). */
function inline(parts) {
  const out = [];
  parts.forEach((part, i) => {
    if (i && !/^[.,;:!?)]/.test(part.text)) out.push(' ');
    out.push(part.href && /^https?:\/\//.test(part.href) ? el('a', { href: part.href, textContent: part.text, rel: 'noopener' }) : part.text);
  });
  return out;
}

const nameOf = (id) => games.find((g) => g.id === id)?.name ?? id;

/**
 * Reads a diagram as a position of game `id`, as its board would (js/state.js readPosition), or throws the engine's
 * error; a game defined by data, whose diagrams are read in JavaScript, has its position checked by its Game.
 */
function readAs(text, id) {
  const { fen } = readPosition(fenboard, id, text);
  if (definitionOf(id)) new fenboard.Game(id, fen, { partial: true }).free();
  return true;
}

/**
 * Why a diagram cannot be a board of `variant`, or null. The engine's message, less its guess at another game made on
 * no evidence ("for Russian draughts give the variant", said of any M in a chess diagram).
 */
function diagramError(text, variant) {
  try {
    readAs(text, variant);
    return null;
  } catch (err) {
    return String(err.message ?? err).replace(/\s*\(for [^)]* give the variant "[^"]*"\)/, '');
  }
}

/** A diagram: a board to be, or, when it cannot be read as the game, its text and why, in its place. */
function diagramNode(d, variant, number) {
  const error = diagramError(d.text, variant);
  if (!error) {
    const node = el('div', { className: d.classes.join(' ') || 'diagram' });
    node.dataset.fen = d.text;
    return node;
  }
  return el('div', { className: 'diagram-error', role: 'note' }, [
    el('strong', { textContent: `Diagram ${number} cannot be shown as ${nameOf(variant)}: ` }),
    error,
    el('code', { textContent: `fen:${d.text}:` }),
  ]);
}

/** A diagram of a game fenboard does not play: its picture, where the board would be. */
function pictureNode(d, about) {
  const host = el('div', { className: `${d.classes.join(' ') || 'diagram'} diagram-picture` });
  host.append(drawPicture(document, d.text, { module: fenboard, title: `A diagram of ${about}: a picture, not a board.` }));
  return host;
}

function renderBlock(block, show, counter) {
  switch (block.type) {
    case 'heading':
      return el(`h${Math.min(Math.max(block.level, 2), 6)}`, { textContent: block.text });
    case 'list':
      return el(block.ordered ? 'ol' : 'ul', {}, block.items.map((item) => el('li', {}, inline(item))));
    case 'figure': {
      const diagrams = block.diagrams.map((d) => show(d, ++counter.n));
      const caption = block.caption ? [el('figcaption', { textContent: block.caption })] : [];
      return el('figure', { className: 'diagram-container' }, [...diagrams, ...caption]);
    }
    case 'picture':
      return el('p', { className: 'viewer-note', textContent: `(A picture of the page${block.alt ? `, “${block.alt}”,` : ''} is not shown here.)` });
    case 'definition':
      return null;
    default:
      return el('p', { className: block.classes.join(' ') }, inline(block.parts));
  }
}

const HOW = {
  plain: 'as it is',
  numbered: 'line numbers removed',
  diff: 'a diff: the + lines kept',
  'numbered+diff': 'line numbers removed; a diff: the + lines kept',
  columns: 'two columns of a scanned page, read one after the other',
};

/**
 * Defines the games whose definitions the document carries (a `script.fenboard-variant` block: its JSON, or an
 * include of one of the package's examples). Returns notes on those the engine refused.
 */
async function defineOwnGames(blocks) {
  const notes = [];
  for (const block of blocks.filter((b) => b.type === 'definition')) {
    try {
      if (block.json) define(fenboard, block.json);
      else {
        const id = /(?:^|\/)variants\/([\w-]+)\.json$/.exec(block.include ?? '')?.[1];
        if (!id) throw new Error(`its definition is in ${block.include}, which the viewer cannot open: paste the definition`);
        await defineExample(fenboard, id);
      }
    } catch (err) {
      notes.push(`A game the document defines could not be defined: ${err.message ?? err}`);
    }
  }
  return notes;
}

/** The menu: detect, then every game fenboard plays here, the ones defined by data included. */
function fillMenu() {
  const menu = $('viewer-variant');
  const chosen = menu.value;
  menu.replaceChildren(new Option('detect', ''), ...games.map((g) => new Option(g.name, g.id)));
  menu.value = games.some((g) => g.id === chosen) ? chosen : '';
}

let shown = null; // the document shown: {source}; the menu shows it again in another game
let shows = 0; // how many times a document was shown (data-shown: pages and tests see each new showing)
let current = null; // the last output's boards: removed (and freed) when a new document is shown

/** Shows a document: its game chosen in the menu, or detected; its language detected. */
async function show(source) {
  shown = { source };
  const teach = await loadTeaching();
  await Promise.all(SITE_GAMES.map((g) => defineExample(fenboard, g.id).catch(() => null)));
  if (shown?.source !== source) return; // another document came meanwhile
  const { text, format, unsplit } = cleanSource(source);
  const diagrams = teach.extractDiagrams(text);
  const blocks = readBlocks(text, diagrams);
  const notes = await defineOwnGames(blocks);
  if (shown?.source !== source) return;
  games = fenboard.variants();
  fillMenu();
  const detected = detectGame(text, diagrams.map((d) => d.text), { read: readAs, games });
  const chosen = $('viewer-variant').value || detected.variant;
  const about = detected.other ? `${detected.other}, which fenboard does not play` : 'a game fenboard does not play';
  const { lang } = detectLanguage(text);
  const counter = { n: 0 };
  const showDiagram = (d, n) => (chosen ? diagramNode(d, chosen, n) : pictureNode(d, about));
  const article = el('div', { className: 'rules', lang }, blocks.map((b) => renderBlock(b, showDiagram, counter)).filter(Boolean));
  if (chosen) article.dataset.variant = chosen;
  current?.remove();
  current = article;
  $('viewer-output').replaceChildren(article);
  const boards = chosen ? enhance(article, { module: fenboard, teach: loadTeaching, lang }) : [];
  sayAbout(chosen ? null : detected, notes);
  const errors = article.querySelectorAll('.diagram-error').length;
  const pictures = article.querySelectorAll('.diagram-picture').length;
  const info = $('viewer-info');
  info.className = 'viewer-note';
  Object.assign(info.dataset, {
    variant: chosen ?? '', detected: detected.variant ?? '', other: detected.other ?? '', lang,
    diagrams: diagrams.length, boards: boards.length, pictures, shown: ++shows,
  });
  const why = detected.reasons.join('; ');
  const game = $('viewer-variant').value
    ? `${nameOf(chosen)}, as chosen (detected: ${detected.variant ? nameOf(detected.variant) : about})`
    : chosen ? `${nameOf(chosen)}, detected: ${why}` : `${detected.other ?? 'none that fenboard plays'}, detected: ${why}`;
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  info.textContent = [
    `Game: ${game}.`,
    `Language: ${lang === 'fr' ? 'French' : 'English'}.`,
    `${plural(diagrams.length, 'diagram')}, ${chosen ? plural(boards.length, 'live board') : plural(pictures, 'picture')}${errors ? `, ${errors} that cannot be shown` : ''}.`,
    `Source: ${HOW[format]}${unsplit ? ` (${plural(unsplit, 'line')} without a column mark kept whole: the columns cannot be told apart there)` : ''}.`,
  ].join(' ');
}

/**
 * The note at the top of the output: the document is about a game fenboard does not play (`detected`, or null for
 * none), and what the reader can do; and the definitions of the document that failed.
 */
function sayAbout(detected, notes) {
  const about = $('viewer-about');
  const parts = [];
  if (detected) {
    const { other, title, reasons } = detected;
    const page = !other && title ? `This page, “${title}”,` : 'This page';
    const game = other ? `${other}, which fenboard does not play` : 'a game fenboard does not play';
    parts.push(el('p', {}, [el('strong', { textContent: `${page} is about ${game}: its diagrams are shown as pictures.` })]));
    if (!other) parts.push(el('p', { textContent: `${reasons.join('; ').replace(/^./, (c) => c.toUpperCase())}.` }));
    const choose = el('button', { type: 'button', className: 'link', textContent: 'choose a game it plays' });
    choose.addEventListener('click', () => $('viewer-variant').focus());
    const paste = el('button', { type: 'button', className: 'link', textContent: 'paste the game’s definition' });
    paste.addEventListener('click', () => {
      $('viewer-define').open = true;
      $('viewer-definition').focus();
    });
    parts.push(el('p', {}, ['To read it with live boards, ', choose, ' (the menu above), or ', paste, ' (a game defined by data, as on the Define page).']));
  }
  for (const note of notes) parts.push(el('p', { className: 'viewer-error', textContent: note }));
  about.replaceChildren(...parts);
  about.hidden = !parts.length;
}

/** Shows a document, and says so when it cannot (the teaching module failed to load). */
function showSafely(source) {
  show(source).catch((err) => {
    $('viewer-info').textContent = `The document could not be read: ${err.message ?? err}`;
    $('viewer-info').className = 'viewer-error';
  });
}

/** Defines the pasted game, and shows the document again: it may be that game's. */
async function definePasted() {
  const status = $('viewer-define-status');
  try {
    const info = define(fenboard, $('viewer-definition').value);
    games = fenboard.variants();
    fillMenu();
    status.className = 'viewer-note';
    status.textContent = `${info.name} (${info.id}), ${info.width}×${info.height}: defined. It is in the menu, and the document is read again.`;
    if (shown) showSafely(shown.source);
  } catch (err) {
    status.className = 'viewer-error';
    status.textContent = `Not defined: ${err.message ?? err}`;
  }
}

async function main() {
  await init();
  games = [...fenboard.variants(), ...SITE_GAMES];
  fillMenu();
  $('viewer-form').addEventListener('submit', (e) => {
    e.preventDefault();
    showSafely($('viewer-source').value);
  });
  // Another game in the menu: the document shown again at once, read as that game.
  $('viewer-variant').addEventListener('change', () => {
    if (shown) showSafely(shown.source);
  });
  $('viewer-file').addEventListener('change', async () => {
    const file = $('viewer-file').files[0];
    if (!file) return;
    const text = await file.text();
    $('viewer-file').value = ''; // the same file opened again (edited meanwhile) is read again
    $('viewer-source').value = text;
    showSafely(text);
  });
  $('viewer-define-button').addEventListener('click', definePasted);
  document.documentElement.dataset.fenboard = 'ready';
}

main().catch((err) => {
  $('viewer-info').textContent = `Failed to load the engine: ${err.message}`;
  $('viewer-info').className = 'viewer-error';
});
