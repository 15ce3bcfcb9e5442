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

/** Folds one text for comparison and keeps, for each folded character, the index of its original character. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    for (const unit of plain) {
      folded += unit;
      for (let i = 0; i < unit.length; i++) origin.push(index);
    }
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Between the words of a phrase: spaces and line breaks, and also what the reader does not see in a Markdown or HTML
 * cell: emphasis marks ("sem **dor**"), a tag ("sem <b>dor</b>") or a non-breaking space entity ("sem&nbsp;dor"). The
 * page shows "sem dor" either way, so the check must read it so. No letters in the class: accentTolerant rewrites them.
 */
const BETWEEN_WORDS = '(?:[\\s*_~]|&nbsp;|<\\/?[^\\s<>]{1,12}>)+';

const termSource = (term: string) =>
  fold(term.trim()).folded.split(/\s+/).map(escapeRegExp).join(BETWEEN_WORDS).replace(/(\d)%/g, '$1\\s?%');

/**
 * A term found as a whole word: no letter or digit right before or after it, nor a digit after a dot or comma, so that
 * a term ending in a number is that number and not the start of a longer one ("Resolução CFM nº 1.974/2011", "1,5 mm"
 * are not "nº 1").
 */
const BOUNDED = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'gu');

/** 'sem dor' → /(?<![\p{L}\p{N}])sem(?:[\s*_~]|…)+dor(?![\p{L}\p{N}])/gu; '100%' also matches '100 %'. */
export function termPattern(term: string): RegExp {
  return BOUNDED(termSource(term));
}

/** Each plain letter of a folded term also matches its accented forms, so raw text can be tested unfolded. */
const ACCENTED: Record<string, string> = { a: 'aàáâãäå', c: 'cç', e: 'eèéêë', i: 'iìíîï', n: 'nñ', o: 'oòóôõö', u: 'uùúûü', y: 'yýÿ' };
const accentTolerant = (source: string) => source.replace(/[aceinouy]/g, (c) => `[${ACCENTED[c]}]`);

/**
 * One case- and accent-tolerant pattern per term list, built once: every cell of every sheet is checked against the
 * same lists (cached by list identity, and by content for lists built on the fly).
 */
const byList = new WeakMap<readonly string[], RegExp>();
const byContent = new Map<string, RegExp>();
function anyTerm(terms: readonly string[]): RegExp {
  let pattern = byList.get(terms);
  if (pattern) return pattern;
  const key = terms.join('\u0000');
  pattern = byContent.get(key);
  if (!pattern) {
    pattern = new RegExp(BOUNDED(accentTolerant(terms.map(termSource).join('|'))).source, 'giu');
    byContent.set(key, pattern);
  }
  byList.set(terms, pattern);
  return pattern;
}

/**
 * Whether the text has any of the terms (one pass of one combined pattern). Nearly every cell has none: checking all
 * the rules' terms at once first spares each cell one pass per rule.
 */
export function hasAnyTerm(text: string, terms: readonly string[]): boolean {
  const quick = anyTerm(terms);
  quick.lastIndex = 0;
  // Text typed on some systems keeps accents as separate combining marks: compose them first.
  return quick.test(/[\u0300-\u036f]/.test(text) ? text.normalize('NFC') : text);
}

/** Every occurrence of every term in the text, in text order. */
export function findTerms(text: string, terms: readonly string[]): TermMatch[] {
  // The character-by-character fold that maps matches back to the original text runs only for cells that match.
  if (!hasAnyTerm(text, terms)) return [];
  const { folded, origin } = fold(text);
  const matches: TermMatch[] = [];
  for (const term of terms) {
    for (const m of folded.matchAll(termPattern(term))) {
      const start = origin[m.index!];
      const end = origin[m.index! + m[0].length];
      matches.push({ term, found: text.slice(start, end), index: start });
    }
  }
  return matches.sort((a, b) => a.index - b.index);
}
