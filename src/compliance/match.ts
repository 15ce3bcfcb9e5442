/**
 * Finding words in staff's text the way a reader sees them: case and accents ignored ("GRÁTIS" = "gratis"), on word
 * boundaries ("melhora" is not "melhor", "cortesias" is not "cortesia"), any run of spaces or line breaks between the
 * words of a phrase.
 */

export interface TermMatch {
  /** The term as listed in the rule, e.g. 'sem dor'. */
  term: string;
  /** The words as the text has them, e.g. 'Sem  Dor'. */
  found: string;
  /** Index of `found` in the original text. */
  index: number;
}

/**
 * Folds one text for comparison and keeps, for each folded character, the index of its original character (no list
 * when each folded character is where its original is).
 */
function fold(text: string, plain: string): { folded: string; origin: number[] | null } {
  // Of the characters of the Basic Multilingual Plane, only the combining accents (U+0300–U+036F) fold to nothing
  // (match.test.ts checks every one): a text without them nor surrogate pairs, as long as its plain form, folds each
  // character to one, in place. Most cells are such a text, and need no walk character by character.
  if (plain.length === text.length && !/[\u0300-\u036f\ud800-\udfff]/.test(text)) return { folded: plain, origin: null };
  const units: string[] = [];
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const unit of plainText(char)) {
      units.push(unit);
      for (let i = 0; i < unit.length; i++) origin.push(index);
    }
    index += char.length;
  }
  origin.push(text.length);
  return { folded: units.join(''), origin };
}

/**
 * The last text read, plain, folded, and which key words of a list it has: a cell is searched for the rules' terms,
 * then for the brands, and its matches are found again in the folded text: each is done once per cell.
 */
interface Read {
  text: string;
  plain: string;
  folded?: ReturnType<typeof fold>;
  /** The key words of a list (by its index) found in the text. */
  keys?: { index: TermIndex; found: Set<string> };
}
let last: Read = { text: '', plain: '' };
function lastRead(text: string): Read {
  if (last.text !== text) last = { text, plain: plainText(text) };
  return last;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Between the words of a phrase: spaces and line breaks, and also what the reader does not see in a Markdown or HTML
 * cell: emphasis marks ("sem **dor**"), a tag ("sem <b>dor</b>") or a non-breaking space entity ("sem&nbsp;dor"). The
 * page shows "sem dor" either way, so the check must read it so.
 */
const BETWEEN_WORDS = '(?:[\\s*_~]|&nbsp;|<\\/?[^\\s<>]{1,12}>)+';

/** A text as the patterns read it: accents dropped (also those typed as separate marks), lower case. */
export const plainText = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * A term's pattern over folded text, compiled once: 'sem dor' → /sem(?:[\s*_~]|…)+dor/g; '100%' also matches '100 %'.
 * Its word boundaries are checked in code (isWhole): a pattern with Unicode letter classes takes about 0.4 ms to
 * compile, one without them a fiftieth of that, and a check reads a hundred terms' patterns.
 */
const patterns = new Map<string, RegExp>();
function patternOf(term: string): RegExp {
  let pattern = patterns.get(term);
  if (!pattern) {
    const source = plainText(term.trim()).split(/\s+/).map(escapeRegExp).join(BETWEEN_WORDS).replace(/(\d)%/g, '$1\\s?%');
    patterns.set(term, (pattern = new RegExp(source, 'g')));
  }
  return pattern;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
/** The character (code point) that ends just before `index`, or ''. */
const charBefore = (text: string, index: number) => (index > 0 ? ([...text.slice(Math.max(0, index - 2), index)].at(-1) ?? '') : '');
const charAt = (text: string, index: number) => (index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : '');

/**
 * A term found as a whole word: no letter or digit right before or after it, nor a digit after a dot or comma, so that
 * a term ending in a number is that number and not the start of a longer one ("Resolução CFM nº 1.974/2011", "1,5 mm"
 * are not "nº 1").
 */
function isWhole(text: string, start: number, end: number): boolean {
  if (LETTER_OR_DIGIT.test(charBefore(text, start))) return false;
  const after = charAt(text, end);
  if (LETTER_OR_DIGIT.test(after)) return false;
  return !((after === '.' || after === ',') && DIGIT.test(charAt(text, end + 1)));
}

/** Each whole-word occurrence of the term in folded text: [start, end]. */
function* occurrences(folded: string, term: string): Generator<[start: number, end: number]> {
  const pattern = patternOf(term);
  pattern.lastIndex = 0;
  for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
    const end = m.index + m[0].length;
    if (isWhole(folded, m.index, end)) yield [m.index, end];
    else pattern.lastIndex = m.index + 1;
  }
}

/**
 * Words for looking terms up: runs of plain letters and digits of folded text. Folded Portuguese is plain letters;
 * any other letter only splits a word here, the same way in a term and in a text.
 */
const WORD = /[a-z0-9]+/g;

/** A pattern of `source` as whole words of folded text (runs of WORD: nothing in them to escape). */
const wholeWord = (source: string, flags = '') => new RegExp(`(?<![a-z0-9])${source}(?![a-z0-9])`, flags);

/**
 * Each term of a list under its longest word. A term is bounded by what is not a letter or digit, and its words are
 * separated so ("sem **dor**", "sem&nbsp;dor"), so a text that has the term has its longest word as a whole word:
 * the key words a text has say which few terms can be in it, and only those are matched (a phrase by its own
 * pattern). `keys` finds those longest words in a text in one pass: most texts have none of them (six in seven of a
 * 10,000-service catalogue). Built once per list (by identity, and by content for lists built on the fly). A term
 * with no such word is always a candidate.
 */
interface TermIndex {
  byWord: Map<string, string[]>;
  keys: RegExp | null;
}
const byList = new WeakMap<readonly string[], TermIndex>();
const byContent = new Map<string, TermIndex>();
function termIndex(terms: readonly string[]): TermIndex {
  let index = byList.get(terms);
  if (index) return index;
  const key = terms.join('\u0000');
  index = byContent.get(key);
  if (!index) {
    const byWord: TermIndex['byWord'] = new Map();
    for (const term of terms) {
      const words = plainText(term).match(WORD) ?? [];
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      byWord.set(longest, [...(byWord.get(longest) ?? []), term]);
    }
    const keyWords = [...byWord.keys()].filter(Boolean);
    const keys = keyWords.length ? wholeWord(`(?:${keyWords.join('|')})`, 'g') : null;
    byContent.set(key, (index = { byWord, keys }));
  }
  byList.set(terms, index);
  return index;
}

/** The list's key words the text has, by one pass of its pattern (kept for the next search of the same list). */
function keysIn(read: Read, index: TermIndex): Set<string> {
  if (read.keys?.index === index) return read.keys.found;
  const found = new Set<string>();
  const keys = index.keys!;
  keys.lastIndex = 0;
  for (let key = keys.exec(read.plain); key; key = keys.exec(read.plain)) found.add(key[0]);
  read.keys = { index, found };
  return found;
}

/** The terms of the list whose key word is in the text (each still to be matched). */
function candidates(read: Read, terms: readonly string[]): Set<string> {
  const index = termIndex(terms);
  const found = new Set<string>();
  for (const term of index.byWord.get('') ?? []) found.add(term);
  if (!index.keys) return found;
  for (const key of keysIn(read, index)) for (const term of index.byWord.get(key) ?? []) found.add(term);
  return found;
}

/** Whether the text has any of the terms. Nearly every cell has none, and its words say so without matching. */
export function hasAnyTerm(text: string, terms: readonly string[]): boolean {
  const read = lastRead(text);
  for (const term of candidates(read, terms)) if (!occurrences(read.plain, term).next().done) return true;
  return false;
}

/** Every occurrence of every term in the text, in text order. */
export function findTerms(text: string, terms: readonly string[]): TermMatch[] {
  const read = lastRead(text);
  const allowed = candidates(read, terms);
  if (!allowed.size) return [];
  // The character-by-character fold that maps matches back to the original text runs only for cells that may match.
  const { folded, origin } = (read.folded ??= fold(text, read.plain));
  const matches: TermMatch[] = [];
  // In the list's order: of two terms found at the same place, the one listed first is reported.
  for (const term of terms) {
    if (!allowed.has(term)) continue;
    for (const [start, end] of occurrences(folded, term)) {
      const [from, to] = origin ? [origin[start], origin[end]] : [start, end];
      matches.push({ term, found: text.slice(from, to), index: from });
    }
  }
  return matches.sort((a, b) => a.index - b.index);
}
