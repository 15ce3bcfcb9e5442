/**
 * Prices as staff type them → what visitors read and what structured data needs (docs/site.md#prices):
 * `400`, `1.200`, `R$ 1.200,00`, `A partir de R$ 1.200` → display 'A partir de R$ 1.200', amount 1200;
 * `Sob consulta` (or 0) → display 'Sob consulta', amount null (schema.org price '0').
 */
import { foldAccents } from './fold-accents.ts';

export interface Price {
  /** What the visitor reads: 'A partir de R$ 1.200' or 'Sob consulta'. */
  display: string;
  /** Amount in reais for structured data; null when the price is on request (schema price '0'). */
  amount: number | null;
}

export const ON_REQUEST = 'Sob consulta';
const PREFIX = 'A partir de R$ ';

/** pt-BR money without currency sign: 1200 → '1.200', 1200.5 → '1.200,50'. */
export function formatReais(amount: number): string {
  const cents = Math.round(amount * 100) % 100;
  const whole = Math.floor(Math.round(amount * 100) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return cents ? `${whole},${String(cents).padStart(2, '0')}` : whole;
}

/** Reads a pt-BR number ('1.200', '1.200,50', '400', '1200.5'); null when it is not one. */
function parseAmount(text: string): number | null {
  let digits = text;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(digits) || /^\d+(,\d{1,2})?$/.test(digits)) {
    digits = digits.replace(/\./g, '').replace(',', '.');
  } else {
    // '1.20' or '1200.50' typed as text: pt-BR writes decimals with a comma, so a dot here is most likely a mistyped
    // thousands separator ('1.20' for '1.200'). Refusing it asks staff to check, rather than publishing R$ 1,20.
    // (A number typed as a number arrives as a number and never comes here.)
    return null;
  }
  const amount = Number(digits);
  return Number.isFinite(amount) ? amount : null;
}

export function parsePrice(input: string | number): Price | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    return input === 0 ? { display: ON_REQUEST, amount: null } : { display: PREFIX + formatReais(input), amount: input };
  }
  // A full stop at the end is the end of a sentence ('Sob consulta.', 'A partir de R$ 400.'), not part of the price.
  const text = input.replace(/\u00a0/g, ' ').trim().replace(/\s*\.$/, '');
  if (foldAccents(text) === foldAccents(ON_REQUEST)) return { display: ON_REQUEST, amount: null };
  const number = foldAccents(text)
    .replace(/^a partir de/, '')
    .trim()
    .replace(/^r\$\s*/, '')
    .trim();
  const amount = parseAmount(number);
  if (amount === null) return null;
  return parsePrice(amount);
}

/**
 * Below this, a price typed as a number is taken for '1.200' or '5.000' typed in a sheet set to English, where the
 * dot marks decimals (1.2, 5): no service of the clinic costs R$ 1,20, and publishing it would be worse than asking.
 * A price written as text below it ('1,2', 'R$ 5') is refused too, with a message of its own.
 */
export const LOWEST_NUMBER_PRICE = 10;

/**
 * From this amount on, a price is a typo, not a procedure ('R$ 12.000.000' for 12.000, a number pasted from another
 * column); 1e21 would even be written as '999.999.999.999.999.900.000,92'. "Sob consulta" says a price is not fixed.
 */
export const HIGHEST_PRICE = 1_000_000;
