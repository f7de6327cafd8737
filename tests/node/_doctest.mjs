// The code blocks of the README and the guides, read as tests (as rustdoc reads the Rust ones):
// - a ```js block is an ES module run in Node against the built package (`import ... from 'fenboard'` resolves to
//   this checkout by the package's self-reference); an expression statement followed by a comment that is a value,
//   on its line or on the comment lines under it, asserts that value (`legalMoves(...).length; // 20`), and
//   `// throws Error('message')` asserts the throw; a comment that is not a value (prose) asserts nothing;
// - a ```sh block's commands must name npm scripts, files and examples that exist (commands.mjs runs the cheap ones).
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

/** The fenced code blocks of a Markdown text: [{lang, info, line (of the first code line, 1-based), code}]. */
export function codeBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].startsWith(fence)) end++;
    const info = open[2].trim();
    blocks.push({ lang: info.split(/[\s,]/)[0], info, line: start + 1, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

export const readBlocks = (file) => codeBlocks(readFileSync(file, 'utf8'));

/** Whether a ```js block is for a page (it uses the DOM or the live boards): tests/browser/docs.test.mjs runs it. */
export const forBrowser = (block) => /\bdocument\b|\bwindow\b|['"]fenboard\/boards['"]/.test(block.code);

/** Where a line's `//` comment starts, outside strings, template literals and regular expressions; -1 if none. */
function commentStart(line) {
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') return i;
    else if (c === '/' && /[(,=:[!&|?{};]\s*$|^\s*$/.test(line.slice(0, i))) {
      // A regular expression literal: skip to its closing slash.
      for (i++; i < line.length && line[i] !== '/'; i++) if (line[i] === '\\') i++;
    }
  }
  return -1;
}

/** The value a comment states, or undefined when the comment is prose. Evaluated with no globals but the builtins. */
function statedValue(text) {
  const t = text.trim();
  // A lone word is prose (`// freed`), unless it is a literal.
  if (!t || (/^[A-Za-z_$][\w$]*$/.test(t) && !['true', 'false', 'null'].includes(t))) return undefined;
  try {
    const v = vm.runInNewContext(`(${t})`, Object.create(null), { timeout: 100 });
    return typeof v === 'function' || v === undefined ? undefined : { value: JSON.parse(JSON.stringify(v)) };
  } catch {
    return undefined;
  }
}

/** The assertions the instrumented blocks call: a module of its own, which browsers load too. */
export const CHECKS = new URL('./_checks.mjs', import.meta.url).href;

const STATEMENT = /^(?:const|let|var|import|export|for|while|if|else|function|class|return|throw|try|switch|do|\}|\/\/)/;

/**
 * A ```js block as an ES module whose stated values are assertions, its lines where they were (an error's line in
 * the module is its line in the block). The module imports its checks from `checksUrl` (_checks.mjs).
 */
export function instrument(code, checksUrl = CHECKS) {
  const lines = code.split('\n');
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const at = commentStart(line);
    const codePart = (at < 0 ? line : line.slice(0, at)).trimEnd();
    if (!codePart.trim() || !codePart.endsWith(';')) continue;
    // The comment on the line, then the comment lines under it.
    const comment = [at < 0 ? '' : line.slice(at + 2)];
    let j = i + 1;
    while (j < lines.length && /^\s*\/\//.test(lines[j])) comment.push(lines[j].replace(/^\s*\/\//, '')), j++;
    const text = comment.join('\n').trim();
    if (!text) continue;
    const indent = /^\s*/.exec(codePart)[0];
    const stmt = codePart.trim().slice(0, -1);
    const declared = /^(?:const|let)\s+([\w$]+)\s*=/.exec(stmt);
    if (!declared && STATEMENT.test(stmt)) continue;
    const thrown = /^throws\s+(?:Error\()?(['"`])(.*)\1\)?\s*$/s.exec(text);
    const stated = thrown ? null : statedValue(text);
    if (!thrown && !stated) continue;
    const async = /\bawait\b/.test(stmt) ? 'async ' : '';
    const check = thrown
      ? `${async}() => (${stmt}), ${JSON.stringify(thrown[2])}`
      : `${async}() => (${declared ? declared[1] : stmt}), ${JSON.stringify(JSON.stringify(stated.value))}`;
    const call = `await __doc.${thrown ? 'throws' : 'equals'}(${check});`;
    out[i] = declared ? `${indent}${stmt}; ${call}` : `${indent}${call}`;
    for (let k = i + 1; k < j; k++) out[k] = '';
  }
  out[0] = `import * as __doc from ${JSON.stringify(checksUrl)}; ${out[0]}`;
  return out.join('\n');
}
