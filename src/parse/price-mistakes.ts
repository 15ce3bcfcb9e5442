/**
 * What a price cell the site cannot read most likely holds, so that the problem can say how to write it
 * (src/validate/ajv-problems.ts). Neither is accepted as a price: '1,200' is one thousand two hundred in English and
 * one point two in Portuguese, and the words after a price ('por área', 'cada sessão') change what the price means,
 * which a visitor must read where the site shows it, not lose.
 */
import { foldAccents } from './fold-accents.ts';
import { parsePrice } from './price.ts';

export type PriceMistake =
  /** Thousands with commas and cents with a point, as in English ('R$ 1,200.00'); `brazilian` is the same price written as in Brazil. */
  | { kind: 'separadores'; brazilian: string }
  /**
   * A price with words after it ('R$ 400 por área'); `price` is the price alone, `words` what follows it, `currency`
   * whether the words only name the currency ('400 reais').
   */
  | { kind: 'com-texto'; price: string; words: string; currency: boolean };

/** '1,200', '12,000.50', '1,200,000': commas every three digits (never cents in Portuguese), cents after a point. */
const ENGLISH_NUMBER = /^((?:a partir de\s*)?(?:r\$\s*)?)(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?)$/i;

/** A price, then words: 'R$ 400 por área', 'A partir de R$ 1.200 (3 sessões)', '400 - cada sessão'. */
const PRICE_THEN_WORDS = /^((?:a partir de\s*)?(?:r\$\s*)?\d[\d.,]*)[\s\-–—:,;/(]+(.*\p{L}.*?)[\s).]*$/iu;

/** Words that only repeat the currency: '400 reais' is a price written in words, not a price with a condition. */
const CURRENCY_WORDS = /^(reais|real|rs)$/;

/** The mistake an unreadable price cell most likely is, or null when it looks like neither. */
export function priceMistake(text: string): PriceMistake | null {
  const value = text.replace(/\u00a0/g, ' ').trim().replace(/\s*\.$/, '');
  const english = ENGLISH_NUMBER.exec(value);
  if (english) return { kind: 'separadores', brazilian: english[1] + english[2].replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ',')) };
  const withWords = PRICE_THEN_WORDS.exec(value);
  if (!withWords || parsePrice(withWords[1]) === null) return null;
  const words = withWords[2].trim();
  return { kind: 'com-texto', price: withWords[1].trim(), words, currency: CURRENCY_WORDS.test(foldAccents(words)) };
}
