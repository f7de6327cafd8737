// Rules documents for the viewer: cleans pasted sources (line-number columns, diff markers, two columns of OCR
// text) and reads Pug (or plain text) into simple blocks: headings, paragraphs, lists and figures of diagrams.
// Pure functions: the diagrams themselves come from the engine's extractDiagrams, passed in.

const NUMBERED = /^\|\s*\d+\s*\|(.*?)\|?\s*$/;

/**
 * Undoes the wrappers source files come in: `| 12 | text |` line-number columns, unified-diff style `+`/`-`
 * markers (the `-` lines were removed, so they are dropped), and two columns of a scanned page side by side
 * (`left text | right text |`, read column after column). Returns {text, format, unsplit}: `format` is 'plain',
 * 'numbered', 'diff', 'numbered+diff' or 'columns'; `unsplit` counts the lines of a two-column text that had no
 * column mark, kept whole at their place in the first column (where the columns cannot be told apart).
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
  if (format === 'plain' && isTwoColumns(filled)) return { ...readColumns(lines), format: 'columns' };
  return { text: lines.join('\n'), format, unsplit: 0 };
}

// A line of two OCR'd columns: `left | right |`, `left |`, or `|` (the right cell, or both, empty).
const COLUMN_LINE = /^(?!\s*\|\s*\S.*[^|\s]\s*$)(.*?)\s*\|\s*(.*?)\s*\|?\s*$/;

/** Most lines end with a column mark `|` and do not start with one (as Pug's text lines and line numbers do). */
const isTwoColumns = (filled) =>
  filled.length >= 4 && filled.filter((l) => /\|\s*$/.test(l) && !/^\s*\|\s*\S/.test(l)).length >= filled.length * 0.6;

/**
 * Reads two columns as running text: the left column, then the right one; words cut at a line end (`dépla-`,
 * `cer`) joined; a paragraph for each numbered item (`5.`, `a)`) and each sentence-initial line after a full stop.
 */
function readColumns(lines) {
  const left = [];
  const right = [];
  let unsplit = 0;
  for (const line of lines) {
    const m = line.includes('|') ? COLUMN_LINE.exec(line) : null;
    if (!m) {
      if (line.trim()) unsplit += 1;
      left.push(line.trim());
      continue;
    }
    left.push(m[1].trim());
    right.push(m[2].trim());
  }
  const text = [left, right].map(paragraphs).join('\n\n');
  return { text, unsplit };
}

/** A column's lines as paragraphs separated by blank lines. */
function paragraphs(column) {
  const out = [];
  let current = '';
  for (const line of column.filter(Boolean)) {
    const item = /^(\d+\.|[a-z]\))\s/.test(line) || (/[.:»]$/.test(current) && /^\p{Lu}/u.test(line));
    if (current && item) {
      out.push(current);
      current = '';
    }
    current = !current ? line : /\p{L}-$/u.test(current) ? current.slice(0, -1) + line : `${current} ${line}`;
  }
  if (current) out.push(current);
  return out.join('\n\n');
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
