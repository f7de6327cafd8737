// What a rules document is about, read from the document itself: which game (a game fenboard plays, or another one)
// and which language, each with the reasons, for the viewer to show. The evidence: the names of games in the title and
// the text (French or English), the page's own data-variant, and the diagrams: their boards' sizes and piece letters,
// which the engine reads for each game it plays. A page that names chess in passing is not a chess page when its
// diagrams fit no game fenboard plays; a page about Atomic chess is about Atomic chess, whatever its diagrams fit.
// Pure functions: the engine's reading of a diagram comes in as a function.

import { readDiagram } from './diagram.js';
import { barioEvidence } from './state.js';

/** A pattern matching whole words (letters with accents included), in any case unless `flags` says otherwise. */
const words = (source, flags = 'i') => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, `${flags}gu`);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The built-in games' names (chess is named only by a title: every variant's page says "chess").
const BUILT_IN = [
  ['coregal', 'Coregal', words('coregal')],
  ['bario', 'Bario', words('bario')],
  ['russian', 'Russian draughts', words('dames russes|jeu de dames russe|russian (?:draughts|checkers)|shashki')],
  ['grand', 'Grand chess', words('grand chess|variante grand|échecs grand')],
  // Grand with a capital, as a name: "grand roque" (castling queen-side, in French) is none.
  ['grand', 'Grand chess', words('Grand(?!\\s+(?:roque|échiquier|plateau|nombre|maître))', '')],
];
const CHESS_TITLE = /^(?:the\s+)?(?:rules\s+of\s+)?(?:orthodox\s+|standard\s+|western\s+)?chess(?:\s+rules)?$|^(?:les\s+)?(?:règles\s+des\s+)?échecs(?:\s+orthodoxes)?$/i;

// Games fenboard does not play, by the names rules pages give them (English and French). A game defined by data
// whose name is one of these (Knightmate, pasted or given by the page) is played: its name then names it.
export const OTHER_GAMES = [
  ['Atomic chess', 'atomic(?: chess)?|échecs atomiques'],
  ['Crazyhouse', 'crazyhouse|crazy house'],
  ['Bughouse', 'bughouse|échecs à quatre mains'],
  ['Xiangqi', 'xiangqi|chinese chess|échecs chinois'],
  ['Shogi', 'shogi|japanese chess|échecs japonais'],
  ['Janggi', 'janggi|korean chess|échecs coréens'],
  ['Makruk', 'makruk|thai chess|échecs thaïlandais'],
  ['Shatranj', 'shatranj'],
  ['Losers', "losers(?:['’]? chess)?|loser['’]s chess|qui perd gagne"],
  ['Antichess', 'antichess|anti-chess|giveaway chess|suicide chess|échecs suicide'],
  ['Circular chess', 'circular chess|échecs circulaires|byzantine chess|échecs byzantins'],
  ['Dark chess', 'dark chess|fog of war|échecs obscurs|échecs dans le noir'],
  ['Kriegspiel', 'kriegspiel'],
  ['Knightmate', 'knightmate'],
  ['Berolina chess', 'berolina'],
  ['Gothic chess', 'gothic chess|échecs gothiques'],
  ['Los Alamos chess', 'los alamos'],
  ['Three-check', 'three-check|three check|3-check|trois échecs'],
  ['King of the hill', 'king of the hill|roi de la colline'],
  ['Racing kings', 'racing kings|course de rois'],
  ['Horde chess', 'horde chess|échecs horde'],
  ['Alice chess', 'alice chess|échecs alice'],
  ['Marseillais chess', 'marseillais(?:e)? chess|échecs marseillais'],
  ['Progressive chess', 'progressive chess|échecs progressifs'],
  ['Extinction chess', 'extinction chess|échecs extinction'],
  ['Hexagonal chess', 'hexagonal chess|échecs hexagonaux'],
  ['Omega chess', 'omega chess'],
  ['Seirawan chess', 'seirawan|s-chess'],
  ['Cylinder chess', 'cylinder chess|échecs cylindriques'],
  ['Magnetic chess', 'magnetic chess|échecs magnétiques'],
  ['International draughts', 'international draughts|dames internationales|jeu de dames international'],
  ['English draughts', 'english draughts|american checkers|dames anglaises'],
  ['Brazilian draughts', 'brazilian draughts|dames brésiliennes'],
  ['Turkish draughts', 'turkish draughts|dames turques'],
  ['Frisian draughts', 'frisian draughts|dames frisonnes'],
].map(([name, source]) => [name, words(source)]);

// What the text mentions leans towards a game among those the diagrams fit, when no name decides.
const FEATURES = [
  ['grand', words('10\\s*[x×]\\s*10'), '10×10'],
  ['grand', words('marshall|maréchal|marechal'), 'the marshall'],
  ['grand', words('cardinal'), 'the cardinal'],
  ['russian', words('draughts|checkers|jeu de dames|flying kings?|dames volantes|prise (?:est )?obligatoire'), 'draughts words'],
  ['chess', words('chess|échecs?|checkmate|castling|roque|en passant'), 'chess terms'],
];
const EARLY = 400; // a name in the first characters of the prose names the page's topic

/** The document's prose: links' addresses left out (a URL naming "checkers" says nothing of the page's game). */
const proseOf = (text) => text.replace(/\(href\s*=\s*["'][^"']*["']\)/g, ' ').replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ');

/** The title: the first h1 or h2 (Pug, HTML or Markdown), else a short first line of a plain text, else ''. */
export function titleOf(text) {
  const heading = /^\s*(?:h[12](?:[.#(][^\s]*)?\s+|#{1,2}\s+|<h[12][^>]*>)(.+?)(?:<\/h[12]>)?\s*$/im.exec(text);
  if (heading) return heading[1].replace(/#\[[^\]\s]+\s*([^\]]*)\]/g, '$1').trim();
  const first = text.split('\n').find((l) => l.trim())?.trim() ?? '';
  return /^\p{Lu}/u.test(first) && first.length <= 80 && !/[.:;,|]$/.test(first) ? first : '';
}

/**
 * Every game named in `prose`: [{key, name, count, first, text}], where overlapping names count once, the longest
 * ("Atomic chess" is not "chess"; "Grand chess" not "Grand"). `entries` are [key, name, pattern].
 */
function mentions(prose, entries) {
  const found = [];
  for (const [key, name, pattern] of entries) {
    for (const m of prose.matchAll(pattern)) found.push({ key, name, start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  const byKey = new Map();
  for (const f of kept.sort((a, b) => a.start - b.start)) {
    const m = byKey.get(f.key) ?? { key: f.key, name: f.name, count: 0, first: f.start, text: f.text };
    m.count += 1;
    byKey.set(f.key, m);
  }
  return [...byKey.values()];
}

/** How strongly the text makes a game its topic: named in the title, early, often. */
const strength = (m, inTitle) => (inTitle ? 100 : 0) + (m.first < EARLY ? 10 : 0) + m.count;

/** The name entries of the games played: the built-in ones, and each defined game's name (with and without "chess"). */
function playedNames(games) {
  const entries = BUILT_IN.filter(([id]) => games.some((g) => g.id === id));
  for (const { id, name } of games) {
    if (BUILT_IN.some(([b]) => b === id) || id === 'chess') continue;
    const short = name.replace(/\s+chess$/i, '').replace(/^échecs\s+/i, '');
    entries.push([id, name, words([name, short, `échecs ${short}`, id].map(escape).join('|'))]);
  }
  return entries;
}

/** The diagrams' boards and letters in words: '9×9 boards, the letters c, e, h' (for the reasons). */
function shapeWords(shapes) {
  const read = shapes.filter(Boolean);
  const sizes = [...new Set(read.map((s) => `${s.width}×${s.height}`))];
  const letters = [...new Set(read.flatMap((s) => s.letters))].filter((l) => !'kqrbnp'.includes(l));
  const parts = [];
  if (sizes.length) parts.push(`${sizes.join(', ')} board${sizes.length > 1 || read.length > 1 ? 's' : ''}`);
  if (letters.length) parts.push(`the letter${letters.length > 1 ? 's' : ''} ${letters.join(', ')}`);
  return parts.join(', ');
}

/** A list in words: 'a, b or c'. */
const orList = (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : items[0]);

/**
 * Which game a document is about: {variant, other, title, reasons}. `variant` is the id of a game fenboard plays, or
 * null when the document is about another game: `other` then names it ('Atomic chess'), or is null when nothing names
 * it (diagrams that fit no game fenboard plays), and `title` is the document's (titleOf). `reasons` are sentences.
 * @param text the document (cleaned: js/document.js cleanSource)
 * @param diagrams the diagrams' texts (`fen:...:` contents)
 * @param options.read (text, id) => whether the diagram is a position of that game (the engine); may throw for no
 * @param options.games the games played: [{id, name, width, height}], in order of preference when nothing else decides
 */
export function detectGame(text, diagrams, { read, games }) {
  const prose = proseOf(text);
  const title = titleOf(text);
  const nameOf = (id) => games.find((g) => g.id === id)?.name ?? id;
  const played = playedNames(games);
  // A played game's name is no other game's (a Knightmate defined by the reader plays).
  const others = OTHER_GAMES.filter(([name]) => !played.some(([, , p]) => new RegExp(p.source, p.flags.replace('g', '')).test(name)))
    .map(([name, pattern]) => [name, name, pattern]);
  const unknown = (other, reasons) => ({ variant: null, other, title, reasons });

  // The page says its game: data-variant="...".
  const said = /data-variant\s*=\s*["']([\w-]+)["']/.exec(text)?.[1];
  if (said && games.some((g) => g.id === said)) return { variant: said, other: null, reasons: [`the page says so (data-variant="${said}")`] };
  if (said) {
    const named = others.find(([, , pattern]) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(said.replace(/[-_]/g, ' ')));
    return unknown(named?.[0] ?? said, [`the page says so (data-variant="${said}")`]);
  }

  const shapes = diagrams.map((d) => {
    try {
      return readDiagram(d);
    } catch {
      return null;
    }
  });
  // A diagram fits a game that reads it on a board of its own size (the engine pads short rows: 9 files are no Grand).
  const sized = (shape, game) => !shape || !game.width || (shape.width === game.width && shape.height === game.height);
  const fit = new Map(games.map((g) => [g.id, diagrams.filter((d, i) => sized(shapes[i], g) && attempt(() => read(d, g.id))).length]));
  // A lone 'u' is no evidence of Bario (whose diagrams hold several undefined pieces), unless its name says so.
  const barioNamed = mentions(`${title}\n${prose}`, played.filter(([id]) => id === 'bario')).length > 0;
  if (fit.get('bario') && !barioNamed && !shapes.some((s) => s && barioEvidence(s))) fit.set('bario', 0);
  const best = Math.max(0, ...fit.values());
  // The games that read the most diagrams, if they read at least half of them.
  const candidates = !diagrams.length ? games.map((g) => g.id) : best * 2 >= diagrams.length && best > 0 ? games.filter((g) => fit.get(g.id) === best).map((g) => g.id) : [];
  const reasons = [];
  if (diagrams.length && candidates.length < games.length) {
    const many = diagrams.length > 1;
    const what = `its ${many ? `${diagrams.length} diagrams` : 'diagram'}${shapeWords(shapes) ? ` (${shapeWords(shapes)})` : ''}`;
    const which = candidates.length ? (candidates.length === 1 ? `only ${nameOf(candidates[0])}` : orList(candidates.map(nameOf))) : 'no game fenboard plays';
    reasons.push(`${what} fit${many ? '' : 's'} ${which}`);
  }

  // Names: in the title first, then by how early and how often the text names them.
  const titleNames = mentions(title, [...played, ...others]);
  const textNames = mentions(prose, [...played, ...others]);
  const score = (m) => strength(m, titleNames.some((t) => t.key === m.key));
  const otherNamed = textNames.filter((m) => others.some(([key]) => key === m.key)).sort((a, b) => score(b) - score(a))[0];
  const knownNamed = textNames.filter((m) => candidates.includes(m.key)).sort((a, b) => score(b) - score(a))[0];
  const chessTitle = CHESS_TITLE.test(title) && candidates.includes('chess');
  const knownScore = chessTitle ? 100 : knownNamed ? score(knownNamed) : 0;
  if (otherNamed && score(otherNamed) >= 2 && score(otherNamed) > knownScore) {
    const where = titleNames.some((t) => t.key === otherNamed.key) ? 'the title names it' : 'the text names it';
    return unknown(otherNamed.name, [`${where} ("${otherNamed.text}")`, ...reasons]);
  }
  if (!candidates.length) {
    const why = shapes.some((s) => s?.letters.includes('u')) && !barioNamed ? ['a lone \'u\' is no evidence of Bario (whose diagrams hold several undefined pieces)'] : [];
    return unknown(otherNamed?.name ?? null, [...(otherNamed ? [`the text names it ("${otherNamed.text}")`] : []), ...reasons, ...why]);
  }
  if (chessTitle) return { variant: 'chess', other: null, reasons: [`the title names it ("${title}")`, ...reasons] };
  if (knownNamed) return { variant: knownNamed.key, other: null, reasons: [`the ${titleNames.some((t) => t.key === knownNamed.key) ? 'title' : 'text'} names it ("${knownNamed.text}")`, ...reasons] };

  const leaning = new Map();
  for (const [variant, pattern, label] of FEATURES) {
    const found = prose.match(pattern);
    if (!found || !candidates.includes(variant)) continue;
    leaning.set(variant, [...(leaning.get(variant) ?? []), `${label} ("${found[0]}")`]);
  }
  const lean = [...leaning].sort((a, b) => b[1].length - a[1].length)[0];
  if (lean && (lean[0] !== 'chess' || candidates[0] === 'chess' || candidates.length === 1)) {
    return { variant: lean[0], other: null, reasons: [...reasons, `the text mentions ${lean[1].join(', ')}`] };
  }
  if (!reasons.length) reasons.push(diagrams.length ? 'its diagrams fit every game: chess, the first' : 'nothing names a game: chess');
  return { variant: candidates[0], other: null, reasons };
}

/** Whether `fn` returns something truthy without throwing. */
function attempt(fn) {
  try {
    return Boolean(fn());
  } catch {
    return false;
  }
}

// Short words frequent in one language and rare in the other.
const FRENCH = /\b(?:le|la|les|des|une|est|et|du|pour|dans|avec|qui|vous|sont|peut|sur|pas|aux)\b/gi;
const ENGLISH = /\b(?:the|and|is|of|to|with|which|you|are|can|this|that|on|from|by)\b/gi;

/** The document's language, 'fr' or 'en', and the counts that decided it: {lang, french, english}. */
export function detectLanguage(text) {
  const prose = proseOf(text);
  const french = prose.match(FRENCH)?.length ?? 0;
  const english = prose.match(ENGLISH)?.length ?? 0;
  return { lang: french > english ? 'fr' : 'en', french, english };
}
