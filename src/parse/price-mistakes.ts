/**
 * What a price cell the site cannot read most likely holds, so that the problem can say how to write it
 * (src/validate/ajv-problems.ts). Neither is accepted as a price: '1,200' is one thousand two hundred in English and
 * one point two in Portuguese, and the words after a price ('por área', 'cada sessão') change what the price means,
 * which a visitor must read where the site shows it, not lose.
 */
import { foldAccents } from './fold-accents.ts';
import { formatReais, parsePrice } from './price.ts';

export type PriceMistake =
  /** Thousands with commas and cents with a point, as in English ('R$ 1,200.00'); `brazilian` is the same price written as in Brazil. */
  | { kind: 'separadores'; brazilian: string }
  /**
   * A price with words after it ('R$ 400 por área') or before it ('Pacote R$ 1.200', `before`); `price` is the price
   * alone, `words` the rest, `currency` whether the words say nothing the price does not ('400 reais', 'Valor: R$ 400').
   */
  | { kind: 'com-texto'; price: string; words: string; currency: boolean; before?: true }
  /**
   * An instalment, not the price ('12x R$ 100', 'em 10x de R$ 150'): `total` is what the instalments add up to
   * ('R$ 1.200'). Never "the price is R$ 100": a visitor would read a tenth of what the clinic charges.
   */
  | { kind: 'parcelas'; count: number; instalment: string; total: string };

/** '1,200', '12,000.50', '1,200,000': commas every three digits (never cents in Portuguese), cents after a point. */
const ENGLISH_NUMBER = /^((?:a partir de\s*)?(?:r\$\s*)?)(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?)$/i;

/** A price, then words: 'R$ 400 por área', 'A partir de R$ 1.200 (3 sessões)', '400 - cada sessão'. */
const PRICE_THEN_WORDS = /^((?:a partir de\s*)?(?:r\$\s*)?\d[\d.,]*)[\s\-–—:,;/(]+(.*\p{L}.*?)[\s).]*$/iu;

/** Words, then a price: 'Pacote R$ 1.200', 'Promoção: R$ 300', 'Valor - 400', 'Pacote a partir de R$ 900'. */
const WORDS_THEN_PRICE = /^(.*?\p{L}.*?)[\s\-–—:,;]+((?:a partir de\s*)?(?:r\$\s*)?\d[\d.,]*)$/iu;

/** Words with a count of instalments: '12x', 'em 10 x de', '3 vezes de', '12x sem juros de'. */
const INSTALMENTS = /(?:^|\s)(\d{1,2})\s*(?:x|vezes)(?![\p{L}\d])/iu;

/** A price that says it is one: 'R$ 900', 'a partir de 900'. */
const MARKED_PRICE = /^(a partir de|r\$)/i;

/** Words that only repeat the currency: '400 reais' is a price written in words, not a price with a condition. */
const CURRENCY_WORDS = /^(reais|real|rs)$/;

/** Words that only name the value before it: 'Valor: R$ 400' says nothing the site's "A partir de R$ …" does not. */
const LABEL_WORDS = /^(valor|preco|custo|investimento|a partir de|apenas|so|somente|por|de)$/;

/** The mistake an unreadable price cell most likely is, or null when it looks like neither. */
export function priceMistake(text: string): PriceMistake | null {
  const value = text.replace(/\u00a0/g, ' ').trim().replace(/\s*\.$/, '');
  const english = ENGLISH_NUMBER.exec(value);
  if (english) return { kind: 'separadores', brazilian: english[1] + english[2].replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ',')) };
  const after = PRICE_THEN_WORDS.exec(value);
  const before = WORDS_THEN_PRICE.exec(value);
  const priceAfter = after && parsePrice(after[1]) !== null ? after[1].trim() : null;
  const priceBefore = before && parsePrice(before[2]) !== null ? before[2].trim() : null;
  // An instalment first ('3 vezes de 400' reads as the price 3 too).
  const instalments = priceBefore ? INSTALMENTS.exec(before![1].trim()) : null;
  const amount = priceBefore ? parsePrice(priceBefore)?.amount : null;
  if (instalments && Number(instalments[1]) > 1 && amount) {
    const count = Number(instalments[1]);
    return { kind: 'parcelas', count, instalment: priceBefore!, total: `R$ ${formatReais(count * amount)}` };
  }
  // '3 sessões - a partir de R$ 900' reads both ways: the number that says "R$" or "a partir de" is the price.
  if (priceBefore && (!priceAfter || (MARKED_PRICE.test(priceBefore) && !MARKED_PRICE.test(priceAfter)))) {
    const words = before![1].trim();
    return { kind: 'com-texto', price: priceBefore, words, currency: LABEL_WORDS.test(foldAccents(words).toLowerCase()), before: true };
  }
  if (!priceAfter) return null;
  const words = after![2].trim();
  return { kind: 'com-texto', price: priceAfter, words, currency: CURRENCY_WORDS.test(foldAccents(words)) };
}
