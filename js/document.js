// Rules documents for the viewer: cleans pasted sources (line-number columns, diff markers, two columns of OCR
// text) and reads Pug (or plain text) into simple blocks: headings, paragraphs, lists and figures of diagrams, the
// pictures and game definitions a page holds; the rest of its markup (code, scripts, includes) is never text.
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

const BLOCK_TAGS = [
  'p', 'h[1-6]', 'ul', 'ol', 'li', 'figure', 'figcaption', 'div', 'section', 'article', 'blockquote', 'table', 'thead',
  'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'span', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'q',
  'cite', 'abbr', 'kbd', 'var', 'samp', 'small', 'big', 'sup', 'sub', 'code', 'pre', 'label', 'dl', 'dt', 'dd', 'header',
  'footer', 'main', 'aside', 'details', 'summary', 'center', 'font', 'tt', 'br', 'hr',
].join('|');
// A Pug tag line: tag (or .class / #id) with classes, attributes, a block-text dot, then text.
const TAG = new RegExp(`^(?:(${BLOCK_TAGS})(?=[.#(\\s:]|$)|(?=[.#][a-z]))((?:[.#][\\w-]+)*)(\\([^)]*\\))?(\\.?)(?::\\s+(.*)|\\s+(.*))?$`);
const LINK = /^a\(([^)]*)\)\s*(.*)$/;
// Pug that is no text of the page: code, includes, mixins, comments, and tags whose content is not prose (a script,
// a style, a picture). Their indented lines go with them. Only in a Pug document, and outside a block of text.
const NOT_TEXT = /^(?:\/\/|-(?:\s|$)|[=!]=?\s|\+[\w-]+\(?|(?:include|extends)(?::[\w-]+)?\s+\S+$|(?:block|append|prepend)(?:\s+[\w-]+)?$|(?:mixin|doctype)\b|:[\w-]+|(?:script|style|template|noscript|svg|canvas|iframe|video|audio|object|embed|img|picture|source|input|button|select|textarea|form|meta|link|head|title|base|map|area)(?=[.#(\s:]|$))/;
// Pug's conditionals and loops, when lines are indented under them (else a sentence: "case de départ", "if you...").
const CONTROL = /^(?:if|unless|while|case|each|for|when|else|default)(?:\s|$)/;
// Lines that only Pug writes: a tag with a class or attributes, a class alone, piped text.
const PUG_LINE = /^(?:[a-z][\w-]*(?:[.#][\w-]+)+|[a-z][\w-]*\(|[.#][a-z][\w-]*|\|(?:\s|$)|(?:p|h[1-6]|ul|ol|li|figure|figcaption)(?:\s|\.?$))/;
// Any other tag with attributes (`custom-el(x=1)`): markup, not text.
const OTHER_TAG = /^[a-z][\w-]*(?:[.#][\w-]+)*\([^)]*=/i;
// A tag whose content is code (`p= total`, `span!= html`): nothing the page wrote.
const CODE = /^(?:[a-z][\w-]*)?(?:[.#][\w-]+)*(?:\([^)]*\))?!?=/i;

/** Named HTML entities a rules page may write (others stay as they are), and numeric ones. */
const ENTITIES = {
  nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", laquo: '«', raquo: '»', mdash: '—', ndash: '–',
  hellip: '…', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', times: '×', deg: '°', middot: '·', eacute: 'é',
  egrave: 'è', ecirc: 'ê', euml: 'ë', agrave: 'à', acirc: 'â', ccedil: 'ç', icirc: 'î', iuml: 'ï', ocirc: 'ô',
  ugrave: 'ù', ucirc: 'û', Eacute: 'É', Agrave: 'À', oelig: 'œ', thinsp: '\u2009', shy: '',
};
const decode = (s) => s
  .replace(/&#x([0-9a-f]{1,6});/gi, (m, h) => codePoint(parseInt(h, 16), m))
  .replace(/&#(\d{1,7});/g, (m, d) => codePoint(Number(d), m))
  .replace(/&([a-z]+);/gi, (m, name) => ENTITIES[name] ?? m);
const codePoint = (n, fallback) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : fallback);

/**
 * Pug inline text as the page shows it: `#[strong text]` and inline HTML tags as their text (a `<br>` a space),
 * entities decoded, `#{...}` interpolations (code) left out.
 */
const inlineText = (s) => decode(s
  .replace(/#\[[\w.#-]+(?:\([^)]*\))?\s*([^\]]*)\]/g, '$1')
  .replace(/#\{[^}]*\}/g, '')
  .replace(/<br\s*\/?>/gi, ' ')
  .replace(/<\/?[a-z][^>]*>/gi, ''));

/**
 * Reads a cleaned document into blocks:
 *   {type: 'heading', level, text} | {type: 'paragraph', classes, parts: [{text} | {text, href}]}
 *   {type: 'list', ordered, items: [parts]} | {type: 'figure', diagrams: [{text, classes}], caption}
 *   {type: 'picture', alt} (an image of the page, not shown) | {type: 'definition', json, include} (a game's
 *   definition the page carries: its JSON, or the file it includes)
 * `diagrams` are extractDiagrams(text) results; their `line` (1-based) places them. Pug that is not text (code,
 * scripts, styles, includes, comments) is left out, with the lines indented under it.
 */
export function readBlocks(text, diagrams = []) {
  const lines = text.split('\n');
  const filled = lines.filter((l) => l.trim());
  const pug = filled.filter((l) => PUG_LINE.test(l.trim())).length >= Math.min(3, filled.length) && filled.length > 0;
  const reader = new BlockReader(diagrams, pug);
  const indents = lines.map((l) => (l.trim() ? l.length - l.trimStart().length : -1));
  // The indentation of the next line with text, for each line.
  const next = indents.map((_, i) => indents.slice(i + 1).find((n) => n >= 0) ?? -1);
  lines.forEach((raw, i) => reader.line(raw, i + 1, next[i]));
  reader.endSkip();
  return reader.blocks.filter((b) => b.type !== 'paragraph' || b.parts.length);
}

/** The state of readBlocks between lines: the blocks so far and the open paragraph, list and figure. */
class BlockReader {
  constructor(diagrams, pug) {
    this.pug = pug; // a Pug document: its markup that is not text is left out
    this.textBlock = -1; // the indentation of the tag whose block of text (`p.`) the lines under it are
    this.byLine = new Map();
    for (const d of diagrams) this.byLine.set(d.line, [...(this.byLine.get(d.line) ?? []), d]);
    this.blocks = [];
    this.para = null; // the parts of the paragraph or list item text goes to
    this.list = null;
    this.figure = null;
    this.skipping = false; // inside a figcaption block (the caption comes with the diagrams)
    this.pendingLink = null; // a link whose text is on the next line
  }

  line(raw, lineNo, nextIndent = -1) {
    const line = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    if (this.skip) {
      if (!line || indent > this.skip.indent) return this.skip.lines.push(line);
      this.endSkip();
    }
    if (this.byLine.has(lineNo)) return this.diagrams(this.byLine.get(lineNo));
    if (!line) {
      this.para = null;
      this.skipping = false;
      return;
    }
    this.indent = indent;
    if (indent > this.textBlock && this.textBlock >= 0) {
      if (!this.skipping) this.addText(line);
      return undefined;
    }
    this.textBlock = -1;
    const control = CONTROL.test(line) && nextIndent > indent;
    if (this.pug && (NOT_TEXT.test(line) || CODE.test(line) || control)) return this.startSkip(line, indent);
    const link = LINK.exec(line);
    if (link) return this.link(link);
    const tag = TAG.exec(line);
    if (tag) return this.tag(tag);
    if (this.pug && OTHER_TAG.test(line)) return this.startSkip(line, indent);
    if (!this.skipping) this.addText(line.startsWith('|') ? line.slice(1) : line);
  }

  /** A line of Pug that is no text, and the lines under it: left out, but for pictures and games' definitions. */
  startSkip(line, indent) {
    this.para = null;
    this.skip = { line, indent, lines: [] };
  }

  endSkip() {
    const skip = this.skip;
    this.skip = null;
    if (!skip) return;
    const { line, lines } = skip;
    if (/^img\b/.test(line)) {
      const alt = /\balt\s*=\s*["']([^"']*)["']/.exec(line)?.[1] ?? '';
      this.blocks.push({ type: 'picture', alt: inlineText(alt) });
    } else if (/^script\b/.test(line) && /\bfenboard-variant\b/.test(line)) {
      const include = lines.map((l) => /^include\s+(\S+)/.exec(l)?.[1]).find(Boolean) ?? null;
      const json = include ? null : lines.filter((l) => !l.startsWith('|') || l.length > 1).map((l) => l.replace(/^\|\s?/, '')).join('\n').trim();
      this.blocks.push({ type: 'definition', json: json || null, include });
    }
  }

  /** The diagrams on one line: into the open figure if they share its caption, else a new one. */
  diagrams(list) {
    this.para = null;
    this.list = null;
    this.skipping = false;
    for (const d of list) {
      if (!this.figure || this.figure.caption !== d.caption) {
        this.figure = { type: 'figure', diagrams: [], caption: d.caption };
        this.blocks.push(this.figure);
      }
      this.figure.diagrams.push({ text: d.text, classes: d.classes });
    }
  }

  /** `a(href=...) text`: a link part; without text, the next text line is its text. */
  link([, attributes, text]) {
    const href = /href\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1] ?? '';
    const part = { text: inlineText(text.trim()) || href, href };
    this.openParagraph().push(part);
    this.pendingLink = text.trim() ? null : part;
  }

  tag([, name = 'div', classText = '', , dot, expanded, text]) {
    // `li: a(href="...") text`: the tag, then its one child on the same line.
    if (expanded !== undefined) {
      this.tag([, name, classText, , '', undefined, undefined]);
      return this.line(`${' '.repeat(this.indent)}${expanded}`, 0);
    }
    const rest = text ?? '';
    if (name === 'br' || name === 'hr') return undefined;
    if (dot) this.textBlock = this.indent; // `p.`: every line under it is text
    this.pendingLink = null;
    this.skipping = false;
    if (name === 'figcaption') {
      this.skipping = true; // shown under the diagrams
    } else if (name === 'figure' || (name === 'div' && !rest)) {
      this.para = null;
      if (name === 'figure') this.figure = null;
    } else if (/^h[1-6]$/.test(name)) {
      this.para = null;
      this.list = null;
      this.figure = null;
      this.blocks.push({ type: 'heading', level: Number(name[1]), text: inlineText(rest) });
    } else if (name === 'ul' || name === 'ol') {
      this.para = null;
      this.list = { type: 'list', ordered: name === 'ol', items: [] };
      this.blocks.push(this.list);
    } else if (name === 'li') {
      if (!this.list) {
        this.list = { type: 'list', ordered: false, items: [] };
        this.blocks.push(this.list);
      }
      this.para = [];
      this.list.items.push(this.para);
      if (rest) this.addText(rest);
    } else {
      // p, p.boxed, div with text, and inline tags: a paragraph.
      const classes = classText.split('.').filter((c) => c && !c.startsWith('#'));
      this.list = null;
      this.figure = null;
      this.para = [];
      this.blocks.push({ type: 'paragraph', classes, parts: this.para });
      if (rest && !dot) this.addText(rest);
    }
  }

  addText(t) {
    const value = inlineText(t.trim());
    if (!value) return;
    if (this.pendingLink) {
      this.pendingLink.text = value;
      this.pendingLink = null;
      return;
    }
    this.openParagraph().push({ text: value });
  }

  /** The open paragraph's parts, or a new paragraph's. */
  openParagraph() {
    if (!this.para) {
      this.para = [];
      this.blocks.push({ type: 'paragraph', classes: [], parts: this.para });
    }
    return this.para;
  }
}
