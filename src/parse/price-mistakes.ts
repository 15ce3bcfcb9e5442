/**
 * What a price cell the site cannot read most likely holds, so that the problem can say how to write it
 * (src/validate/ajv-problems.ts). Neither is accepted as a price: '1,200' is one thousand two hundred in English and
 * one point two in Portuguese, and the words after a price ('por área', 'cada sessão') change what the price means,
 * which a visitor must read where the site shows it, not lose.
 */
import { foldAccents } from './fold-accents.ts';
import { formatReais, HIGHEST_PRICE, LOWEST_NUMBER_PRICE, parsePrice } from './price.ts';

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

/**
 * Nothing but instalments before a price: '12x', '12 × de', 'em até 10x de', '3 vezes de', '12 parcelas de', 'em 12
 * prestações sem juros de'. Only this form gives a total: any other text with instalments is left to the general
 * message ('2 vezes por semana R$ 300' is how often, not instalments; 'R$ 1.000 à vista ou 12x de R$ 100' has two prices).
 */
const INSTALMENT_WORDS = /^(?:em\s+(?:até\s+)?)?(\d{1,2})\s*(?:x|×|vezes|parcelas?|presta[cç](?:ões|oes|ão|ao))(?:\s+(?:iguais|fixas))?(?:\s+sem\s+juros)?(?:\s+de)?$/iu;

/** Any mention of instalments ('12x', 'vezes', 'parcelas', 'parcelado'), however written. */
const MENTIONS_INSTALMENTS = /\d\s*[x×](?![\p{L}])|(?<![\p{L}])(?:vezes|parcelas?|parcelad[oa]s?|presta[cç](?:ões|oes|ão|ao))(?![\p{L}])/iu;

/**
 * Another amount among the words: 'R$', a number of two digits or more, or with a separator. Such a cell ('R$ 1 200',
 * 'De R$ 400 a R$ 600', 'R$ 500 por R$ 400') has more than one number that could be the price, and no advice names
 * one; '3 sessões' or 'por 2 áreas' are not amounts.
 */
const ANOTHER_AMOUNT = /r\$|\d{2,}|\d[.,]\d/i;

/** Within the bounds the price check applies (src/validate/cell-type-problems.ts). */
const PLAUSIBLE_TOTAL = (amount: number) => amount >= LOWEST_NUMBER_PRICE && amount < HIGHEST_PRICE;

/** Words that only repeat the currency: '400 reais' is a price written in words, not a price with a condition. */
const CURRENCY_WORDS = /^(reais|real|rs|r\$)$/;

/** Words that only name the value before it: 'Valor: R$ 400' says nothing the site's "A partir de R$ …" does not. */
const LABEL_WORDS = /^(valor|preco|custo|investimento|a partir de|apenas|so|somente|por|de)$/;

/** The mistake an unreadable price cell most likely is, or null when it looks like neither. */
export function priceMistake(text: string): PriceMistake | null {
  const value = text.replace(/\u00a0/g, ' ').trim().replace(/\s*\.$/, '');
  const english = ENGLISH_NUMBER.exec(value);
  if (english) return { kind: 'separadores', brazilian: english[1] + english[2].replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ',')) };
  const before = WORDS_THEN_PRICE.exec(value);
  const priceBefore = before && parsePrice(before[2]) !== null ? before[2].trim() : null;
  // The currency sign before the value is the price's own ('R$: 400', 'Valor R$: 400').
  const wordsBefore = before ? before[1].replace(/\s*r\$\s*:?\s*$/i, '').trim() : '';
  const instalments = priceBefore ? INSTALMENT_WORDS.exec(wordsBefore) : null;
  const amount = priceBefore ? parsePrice(priceBefore)?.amount : null;
  if (instalments && amount) {
    const count = Number(instalments[1]);
    if (count < 2 || !PLAUSIBLE_TOTAL(count * amount)) return null;
    return { kind: 'parcelas', count, instalment: priceBefore!, total: `R$ ${formatReais(count * amount)}` };
  }
  if (MENTIONS_INSTALMENTS.test(value)) return null;
  // '3 sessões - a partir de R$ 900' also reads as the price 3 with words after it; those words hold another amount.
  if (priceBefore && !ANOTHER_AMOUNT.test(wordsBefore)) {
    const words = wordsBefore || 'R$';
    return { kind: 'com-texto', price: priceBefore, words, currency: !wordsBefore || LABEL_WORDS.test(foldAccents(wordsBefore).toLowerCase()), before: true };
  }
  const after = PRICE_THEN_WORDS.exec(value);
  if (!after || parsePrice(after[1]) === null) return null;
  const words = after[2].trim();
  const currency = CURRENCY_WORDS.test(foldAccents(words).toLowerCase());
  if (!currency && ANOTHER_AMOUNT.test(words)) return null;
  return { kind: 'com-texto', price: after[1].trim(), words, currency };
}
