// The viewer: a pasted or opened rules document, shown as prose with live diagrams, in the game and the language the
// document is written for (detected, or the game chosen in the menu).
import init, * as fenboard from './pkg/browser.js';
import { enhance } from './js/boards.js';
import { cleanSource, readBlocks } from './js/document.js';
import { detectGame, detectLanguage, gameName } from './js/detect.js';
import { isFen } from './js/state.js';

const $ = (id) => document.getElementById(id);

// extractDiagrams (reading a document's source) is in the teaching module, which the boards use too (explanations,
// the engine): loaded on the first document shown, once, for both.
let teaching = null;
const teach = () => (teaching ??= import('./pkg/teach/browser.js').then(async (m) => (await m.init(), m)));

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

/** Why a diagram cannot be a board of `variant`, or null: the engine's message. */
function diagramError(text, variant) {
  try {
    if (isFen(text)) new fenboard.Game(variant, text, { partial: true }).free();
    else fenboard.parseDiagram(text, variant);
    return null;
  } catch (err) {
    return String(err.message ?? err);
  }
}

/** A diagram: a board to be, or, when it cannot be read, its text and why, in its place. */
function diagramNode(d, variant, number) {
  const error = diagramError(d.text, variant);
  if (!error) return el('div', { className: d.classes.join(' ') || 'diagram' });
  return el('div', { className: 'diagram-error', role: 'note' }, [
    el('strong', { textContent: `Diagram ${number} cannot be shown: ` }),
    error,
    el('code', { textContent: `fen:${d.text}:` }),
  ]);
}

function renderBlock(block, variant, counter) {
  switch (block.type) {
    case 'heading':
      return el(`h${Math.min(Math.max(block.level, 2), 6)}`, { textContent: block.text });
    case 'list':
      return el(block.ordered ? 'ol' : 'ul', {}, block.items.map((item) => el('li', {}, inline(item))));
    case 'figure': {
      const diagrams = block.diagrams.map((d) => {
        const node = diagramNode(d, variant, ++counter.n);
        if (node.className !== 'diagram-error') node.dataset.fen = d.text;
        return node;
      });
      const caption = block.caption ? [el('figcaption', { textContent: block.caption })] : [];
      return el('figure', { className: 'diagram-container' }, [...diagrams, ...caption]);
    }
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

let shown = null; // the document shown: {source}; the menu shows it again in another game
let current = null; // the last output's boards: removed (and freed) when a new document is shown

/** Shows a document: its game chosen in the menu, or detected; its language detected. */
async function show(source) {
  shown = { source };
  const { extractDiagrams } = await teach();
  if (shown?.source !== source) return; // another document came meanwhile
  const { text, format, unsplit } = cleanSource(source);
  const diagrams = extractDiagrams(text);
  const read = (t, v) => (isFen(t) ? (new fenboard.Game(v ?? 'chess', t, { partial: true }).free(), v ?? 'chess') : fenboard.parseDiagram(t, v).variant);
  const ids = fenboard.variants().map((v) => v.id);
  const detected = detectGame(text, diagrams.map((d) => d.text), read, ids);
  const chosen = $('viewer-variant').value || detected.variant;
  const { lang } = detectLanguage(text);
  const counter = { n: 0 };
  const article = el('div', { className: 'rules', lang }, readBlocks(text, diagrams).map((b) => renderBlock(b, chosen, counter)));
  article.dataset.variant = chosen;
  current?.remove();
  current = article;
  $('viewer-output').replaceChildren(article);
  const boards = enhance(article, { module: fenboard, teach, lang });
  const errors = article.querySelectorAll('.diagram-error').length;
  const info = $('viewer-info');
  Object.assign(info.dataset, { variant: chosen, detected: detected.variant, lang, diagrams: diagrams.length, boards: boards.length });
  const game = $('viewer-variant').value
    ? `${gameName(chosen)}, as chosen (detected: ${gameName(detected.variant)})`
    : `${gameName(chosen)}, detected: ${detected.reasons.join('; ')}`;
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  info.textContent = [
    `Game: ${game}.`,
    `Language: ${lang === 'fr' ? 'French' : 'English'}.`,
    `${plural(diagrams.length, 'diagram')}, ${plural(boards.length, 'live board')}${errors ? `, ${errors} that cannot be shown` : ''}.`,
    `Source: ${HOW[format]}${unsplit ? ` (${plural(unsplit, 'line')} without a column mark kept whole: the columns cannot be told apart there)` : ''}.`,
  ].join(' ');
}

/** Shows a document, and says so when it cannot (the teaching module failed to load). */
function showSafely(source) {
  show(source).catch((err) => {
    $('viewer-info').textContent = `The document could not be read: ${err.message ?? err}`;
    $('viewer-info').className = 'viewer-error';
  });
}

async function main() {
  await init();
  for (const v of fenboard.variants()) $('viewer-variant').append(new Option(v.name, v.id));
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
    $('viewer-source').value = text;
    showSafely(text);
  });
  document.documentElement.dataset.fenboard = 'ready';
}

main().catch((err) => {
  $('viewer-info').textContent = `Failed to load the engine: ${err.message}`;
  $('viewer-info').className = 'viewer-error';
});
