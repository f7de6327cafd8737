// What a rules document is about, read from the document itself: which game (the words of its text, in French or
// English, and its diagrams' boards and piece letters) and which language, each with the reasons, for the viewer
// to show. Pure functions: the engine's reading of a diagram comes in as a function.

/** A pattern matching whole words (letters with accents included), in any case unless `flags` says otherwise. */
const words = (source, flags = 'i') => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, `${flags}u`);

// Words that name a game. A name says the game; a feature (10x10, the marshall) leans towards it.
const NAMES = [
  ['coregal', words('coregal')],
  ['bario', words('bario')],
  ['russian', words('dames russes|jeu de dames|russian (?:draughts|checkers)|shashki|draughts|checkers')],
  ['grand', words('grand chess|variante grand')],
  // Grand with a capital, as a name: "grand roque" (castling queen-side, in French) is none.
  ['grand', words('Grand(?!\\s+(?:roque|échiquier|plateau))', '')],
];
const FEATURES = [
  ['grand', words('10\\s*[x×]\\s*10'), '10×10'],
  ['grand', words('marshall|maréchal|marechal'), 'the marshall'],
  ['grand', words('cardinal'), 'the cardinal'],
  ['russian', words('flying kings?|dames volantes|prise (?:est )?obligatoire'), 'draughts rules'],
  ['chess', words('chess|échecs?|checkmate|castling|roque|en passant'), 'chess terms'],
];
// What the engine's own reading of a lone diagram says about its game (parseDiagram without a variant).
const BOARD_REASONS = {
  grand: 'a 10×10 board',
  bario: "the undefined pieces ('u')",
  russian: 'a draughts diagram',
};
const NAME_OF = { chess: 'Chess', coregal: 'Coregal', grand: 'Grand chess', bario: 'Bario', russian: 'Russian draughts' };

/** The document's prose: links' addresses left out (a URL naming "checkers" says nothing of the page's game). */
const proseOf = (text) => text.replace(/\(href\s*=\s*["'][^"']*["']\)/g, ' ').replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ');

/**
 * Which game a document is about: {variant, reasons: [sentences]}.
 * @param text the document (cleaned: js/document.js cleanSource)
 * @param diagrams the diagrams' texts (`fen:...:` contents)
 * @param read (text, variant?) => the game a diagram reads as, or throws where it is not one of that game (the
 *   engine: `(t, v) => parseDiagram(t, v).variant`, a full FEN read by the Game)
 * @param variants the games' ids, in order of preference when nothing else decides
 */
export function detectGame(text, diagrams, read, variants) {
  const prose = proseOf(text);
  const fits = variants.filter((v) => diagrams.every((d) => {
    try {
      return read(d, v) === v;
    } catch {
      return false;
    }
  }));
  const candidates = fits.length ? fits : variants;
  const reasons = [];
  if (diagrams.length && fits.length < variants.length) {
    const own = new Set(diagrams.map((d) => { try { return read(d); } catch { return null; } }));
    const why = [...own].map((v) => BOARD_REASONS[v]).filter(Boolean);
    const names = candidates.map((v) => NAME_OF[v] ?? v);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : `only ${names[0]}`;
    const many = diagrams.length > 1;
    reasons.push(`its ${many ? `${diagrams.length} diagrams` : 'diagram'}${why.length ? ` (${why.join(', ')})` : ''} fit${many ? '' : 's'} ${fits.length ? list : 'no game'}`);
  }
  for (const [variant, pattern] of NAMES) {
    const found = pattern.exec(prose);
    if (found && candidates.includes(variant)) {
      reasons.unshift(`the text names it ("${found[0]}")`);
      return { variant, reasons };
    }
  }
  const score = new Map();
  for (const [variant, pattern, label] of FEATURES) {
    const found = pattern.exec(prose);
    if (!found || !candidates.includes(variant)) continue;
    score.set(variant, [...(score.get(variant) ?? []), `${label} ("${found[0]}")`]);
  }
  const best = [...score].sort((a, b) => b[1].length - a[1].length)[0];
  if (best && (best[0] !== 'chess' || candidates[0] === 'chess' || candidates.length === 1)) {
    reasons.push(`the text mentions ${best[1].join(', ')}`);
    return { variant: best[0], reasons };
  }
  if (!reasons.length) reasons.push(diagrams.length ? 'its diagrams fit every game: chess, the first' : 'nothing names a game: chess');
  return { variant: candidates[0], reasons };
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

export const gameName = (id) => NAME_OF[id] ?? id;
