// The viewer: a pasted or opened rules page, shown as prose with live diagrams.
import init, * as fenboard from './pkg/browser.js';
// extractDiagrams (reading a rules source) is in the teaching module: a rules page itself does not need it.
import initTeach, { extractDiagrams } from './pkg/teach/browser.js';
import { enhance } from './js/boards.js';
import { cleanSource, readBlocks } from './js/document.js';

const $ = (id) => document.getElementById(id);

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

function renderBlock(block) {
  switch (block.type) {
    case 'heading':
      return el(`h${Math.min(Math.max(block.level, 2), 6)}`, { textContent: block.text });
    case 'list':
      return el(block.ordered ? 'ol' : 'ul', {}, block.items.map((item) => el('li', {}, inline(item))));
    case 'figure': {
      const diagrams = block.diagrams.map((d) => {
        const div = el('div', { className: d.classes.join(' ') || 'diagram' });
        div.dataset.fen = d.text;
        return div;
      });
      const caption = block.caption ? [el('figcaption', { textContent: block.caption })] : [];
      return el('figure', { className: 'diagram-container' }, [...diagrams, ...caption]);
    }
    default:
      return el('p', { className: block.classes.join(' ') }, inline(block.parts));
  }
}

/** The variant a source names (`data-variant="..."`), or a file name does. */
function variantHint(text, name = '') {
  const ids = fenboard.variants().map((v) => v.id);
  const named = /data-variant=["']([\w-]+)["']/.exec(text)?.[1];
  if (ids.includes(named)) return named;
  return ids.find((id) => name.toLowerCase().includes(id)) ?? '';
}

let current = null; // the last output's boards: removed (and freed) when a new document is shown

function show(source, fileName = '') {
  const { text, format } = cleanSource(source);
  const diagrams = extractDiagrams(text);
  const blocks = readBlocks(text, diagrams);
  const chosen = $('viewer-variant').value || variantHint(text, fileName);
  const article = el('div', { className: 'rules' }, blocks.map(renderBlock));
  if (chosen) article.dataset.variant = chosen;
  current?.remove();
  current = article;
  $('viewer-output').replaceChildren(article);
  const boards = enhance(article, { module: fenboard });
  const kinds = [...new Set(boards.map((b) => b.dataset.variant).filter(Boolean))].join(', ');
  const how = { plain: 'as it is', numbered: 'line numbers removed', diff: 'diff: kept the + lines', 'numbered+diff': 'line numbers removed, diff: kept the + lines' }[format];
  $('viewer-info').textContent = `${diagrams.length} diagram${diagrams.length === 1 ? '' : 's'}, ${boards.length} live board${boards.length === 1 ? '' : 's'}${kinds ? ` (${kinds})` : ''}; source ${how}.`;
}

async function main() {
  await Promise.all([init(), initTeach()]);
  for (const v of fenboard.variants()) $('viewer-variant').append(new Option(v.name, v.id));
  $('viewer-form').addEventListener('submit', (e) => {
    e.preventDefault();
    show($('viewer-source').value);
  });
  $('viewer-file').addEventListener('change', async () => {
    const file = $('viewer-file').files[0];
    if (!file) return;
    const text = await file.text();
    $('viewer-source').value = text;
    show(text, file.name);
  });
  document.documentElement.dataset.fenboard = 'ready';
}

main().catch((err) => {
  $('viewer-info').textContent = `Failed to load the engine: ${err.message}`;
  $('viewer-info').className = 'viewer-error';
});
