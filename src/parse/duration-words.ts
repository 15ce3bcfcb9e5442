/**
 * Durations written with number words ('meia hora', 'uma hora e meia', 'duas horas'): the site reads a duration's
 * numbers to give search engines its length (src/parse/duration.ts), so such a text is refused, and its problem
 * shows it written with digits. Read as digits it would be unambiguous, but it is refused all the same so that every
 * duration is read by one rule: "hora e meia" without its digit was once taken for 30 minutes.
 */

/** Number words staff write in a duration, accents optional; 'quarenta e cinco' before the 'cinco' it ends with. */
const NUMBER_WORDS: [string, number][] = [
  ['quarenta e cinco', 45], ['uma?', 1], ['dois|duas', 2], ['tr[eê]s', 3], ['quatro', 4], ['cinco', 5], ['seis', 6],
  ['sete', 7], ['oito', 8], ['nove', 9], ['dez', 10], ['doze', 12], ['quinze', 15], ['vinte', 20], ['trinta', 30],
  ['quarenta', 40], ['cinquenta', 50], ['noventa', 90],
];

/** A number word before a unit ('duas horas') or before another number of a range ('vinte a 30 minutos'). */
const WORD_BEFORE = NUMBER_WORDS.map(([word, value]): [RegExp, number] => [
  new RegExp(`(?<![\\p{L}\\d])(?:${word})(?=\\s+(?:horas?|minutos?|min|a\\s+\\d)(?![\\p{L}]))`, 'giu'),
  value,
]);

/** 'uma hora e meia', 'duas horas e meia' → '1h30', '2h30'; 'hora e meia' alone is one and a half. */
const AND_A_HALF = /(?<![\p{L}\d])(?:(uma|duas|dois|tr[eê]s)\s+)?(?<!\d\s*)horas?\s+e\s+meia(?![\p{L}])/giu;
const HALF_HOUR = /(?<![\p{L}\d])meia\s+hora(?![\p{L}])/giu;
const HALF_HOURS: Record<string, number> = { uma: 1, dois: 2, duas: 2, tres: 3, três: 3 };

/**
 * Any number word or 'meia' standing as a word: a text without one has nothing to rewrite. Every duration cell is read
 * through durationWithDigits, twice per build (its check and the page), and nearly all are written with digits, so
 * one test spares the twenty patterns above.
 */
const ANY_NUMBER_WORD = new RegExp(`(?<![\\p{L}\\d])(?:${[...NUMBER_WORDS.map(([word]) => `(?:${word})`), 'meia'].join('|')})(?![\\p{L}])`, 'iu');

/**
 * The text with its number words for times written with digits ('meia hora' → '30 minutos', 'uma hora e meia' →
 * '1h30'), or null when it has none.
 */
export function durationWithDigits(text: string): string | null {
  if (!ANY_NUMBER_WORD.test(text)) return null;
  let written = text
    .replace(AND_A_HALF, (_, hours?: string) => `${hours ? HALF_HOURS[hours.toLowerCase()] : 1}h30`)
    .replace(HALF_HOUR, '30 minutos');
  // Units first, then the range starts they leave ('vinte a trinta minutos' → 'vinte a 30 minutos' → '20 a 30 minutos').
  for (let pass = 0; pass < 2; pass++) for (const [pattern, value] of WORD_BEFORE) written = written.replace(pattern, String(value));
  return written === text ? null : written.trim();
}
