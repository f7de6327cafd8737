// Rules documents for the viewer: cleans pasted sources (line-number columns, diff markers) and reads
// Pug (or plain text) into simple blocks: headings, paragraphs, lists and figures of diagrams.
// Pure functions: the diagrams themselves come from the engine's extractDiagrams, passed in.

const NUMBERED = /^\|\s*\d+\s*\|(.*?)\|?\s*$/;

/**
 * Undoes the wrappers source files come in: `| 12 | text |` line-number columns, and unified-diff style
 * `+`/`-` markers (the `-` lines were removed, so they are dropped). Returns {text, format}.
 */
export function cleanSource(source) {
  let lines = source.replace(/\r\n?/g, '\n').split('\n');
  let format = 'plain';
  const filled = lines.filter((l) => l.trim());
  if (filled.length && filled.filter((l) => NUMBERED.test(l)).length >= filled.length * 0.8) {
    format = 'numbered';
    lines = lines.map((l) => {
      const m = NUMBERED.exec(l);
      return m ? m[1].replace(/^ /, '').replace(/\s+$/, '') : l;
    });
  }
  const marked = lines.filter((l) => /^[+-]( |$)/.test(l) || /^[+-][a-z.|]/i.test(l)).length;
  if (marked >= 2 && lines.some((l) => l.startsWith('+')) && lines.some((l) => l.startsWith('-'))) {
    format = format === 'numbered' ? 'numbered+diff' : 'diff';
    lines = lines.filter((l) => !l.startsWith('-')).map((l) => (l.startsWith('+') ? l.slice(1) : l));
  }
  return { text: lines.join('\n'), format };
}

const BLOCK_TAGS = 'p|h[1-6]|ul|ol|li|figure|figcaption|div|section|article|blockquote|table|tr|td|th|span|em|strong|b|i|br|code|pre|small|sup|sub';
// A Pug tag line: tag (or .class / #id) with classes, attributes, a block-text dot, then text.
const TAG = new RegExp(`^(?:(${BLOCK_TAGS})(?=[.#(\\s]|$)|(?=[.#][a-z]))((?:[.#][\\w-]+)*)(\\([^)]*\\))?(\\.?)(?:\\s+(.*))?$`);
const LINK = /^a\(([^)]*)\)\s*(.*)$/;

/** Pug inline tags `#[strong text]` as their text. */
const inlineText = (s) => s.replace(/#\[[\w.#-]+(?:\([^)]*\))?\s*([^\]]*)\]/g, '$1');

/**
 * Reads a cleaned document into blocks:
 *   {type: 'heading', level, text} | {type: 'paragraph', classes, parts: [{text} | {text, href}]}
 *   {type: 'list', ordered, items: [parts]} | {type: 'figure', diagrams: [{text, classes}], caption}
 * `diagrams` are extractDiagrams(text) results; their `line` (1-based) places them.
 */
export function readBlocks(text, diagrams = []) {
  const byLine = new Map();
  for (const d of diagrams) byLine.set(d.line, [...(byLine.get(d.line) ?? []), d]);
  const blocks = [];
  let para = null; // the paragraph or list item parts text goes to
  let list = null;
  let figure = null;
  let skipping = false; // inside a figcaption block (the caption comes with the diagrams)
  let pendingLink = null;

  const endPara = () => {
    para = null;
  };
  const addText = (t) => {
    const value = inlineText(t.trim());
    if (!value) return;
    if (pendingLink) {
      pendingLink.text = value;
      pendingLink = null;
      return;
    }
    if (!para) {
      para = [];
      blocks.push({ type: 'paragraph', classes: [], parts: para });
    }
    para.push({ text: value });
  };

  text.split('\n').forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim();
    if (byLine.has(lineNo)) {
      endPara();
      list = null;
      skipping = false;
      for (const d of byLine.get(lineNo)) {
        if (!figure || figure.caption !== d.caption) {
          figure = { type: 'figure', diagrams: [], caption: d.caption };
          blocks.push(figure);
        }
        figure.diagrams.push({ text: d.text, classes: d.classes });
      }
      return;
    }
    if (!line) {
      endPara();
      skipping = false;
      return;
    }
    if (line.startsWith('//')) return;
    const link = LINK.exec(line);
    if (link) {
      const href = /href\s*=\s*["']([^"']*)["']/.exec(link[1])?.[1] ?? '';
      if (!para) {
        para = [];
        blocks.push({ type: 'paragraph', classes: [], parts: para });
      }
      const part = { text: inlineText(link[2].trim()) || href, href };
      para.push(part);
      pendingLink = link[2].trim() ? null : part;
      return;
    }
    const tag = TAG.exec(line);
    if (!tag) {
      if (line.startsWith('|')) {
        if (!skipping) addText(line.slice(1));
        return;
      }
      if (!skipping) addText(line);
      return;
    }
    pendingLink = null;
    const [, name = 'div', classText = '', , dot, rest = ''] = tag;
    const classes = classText.split('.').filter((c) => c && !c.startsWith('#'));
    skipping = false;
    if (name === 'figcaption') {
      skipping = true; // shown under the diagrams
      return;
    }
    if (name === 'figure' || (name === 'div' && !rest)) {
      endPara();
      if (name === 'figure') figure = null;
      return;
    }
    if (/^h[1-6]$/.test(name)) {
      endPara();
      list = null;
      figure = null;
      blocks.push({ type: 'heading', level: Number(name[1]), text: inlineText(rest) });
      return;
    }
    if (name === 'ul' || name === 'ol') {
      endPara();
      list = { type: 'list', ordered: name === 'ol', items: [] };
      blocks.push(list);
      return;
    }
    if (name === 'li') {
      if (!list) {
        list = { type: 'list', ordered: false, items: [] };
        blocks.push(list);
      }
      para = [];
      list.items.push(para);
      if (rest) addText(rest);
      return;
    }
    // p, p.boxed, div with text, and inline tags: a paragraph.
    list = null;
    figure = null;
    para = [];
    blocks.push({ type: 'paragraph', classes, parts: para });
    if (rest && !dot) addText(rest);
  });
  return blocks.filter((b) => b.type !== 'paragraph' || b.parts.length);
}
