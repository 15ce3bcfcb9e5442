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

const termSource = (term: string) =>
  fold(term.trim()).folded.split(/\s+/).map(escapeRegExp).join('\\s+').replace(/(\d)%/g, '$1\\s?%');

const BOUNDED = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');

/** 'sem dor' → /(?<![\p{L}\p{N}])sem\s+dor(?![\p{L}\p{N}])/gu; '100%' also matches '100 %'. */
export function termPattern(term: string): RegExp {
  return BOUNDED(termSource(term));
}

/** One pattern per term list, built once: every cell of every sheet is checked against the same lists. */
const anyTermCache = new Map<string, RegExp>();
function anyTerm(terms: readonly string[]): RegExp {
  const key = terms.join('\u0000');
  let pattern = anyTermCache.get(key);
  if (!pattern) {
    pattern = BOUNDED(terms.map(termSource).join('|'));
    anyTermCache.set(key, pattern);
  }
  return pattern;
}

const LATIN_ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const LATIN_PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';

/** Lower case without accents. Portuguese text needs only the Latin-1 table; anything else takes Unicode's way. */
function quickFold(text: string): string {
  const lower = text.toLowerCase();
  if (/[^\u0000-\u00ff]/.test(lower)) return lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return lower.replace(/[à-ÿ]/g, (c) => {
    const i = LATIN_ACCENTED.indexOf(c);
    return i < 0 ? c : LATIN_PLAIN[i];
  });
}

/** Every occurrence of every term in the text, in text order. */
export function findTerms(text: string, terms: readonly string[]): TermMatch[] {
  // Nearly every cell has none of the terms: one folded pass and one combined pattern say so cheaply; the
  // character-by-character fold that maps matches back to the original text runs only for cells that match.
  const quick = anyTerm(terms);
  quick.lastIndex = 0;
  if (!quick.test(quickFold(text))) return [];
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
