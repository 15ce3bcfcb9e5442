/**
 * Text rules of the list-page cards (docs/site.md#catalogue-cards: benefit chips max 2, each cut at 25 characters;
 * card features max 3). "Cut at 25 characters" means the first 25 characters and '…'.
 */

export const CHIP_MAX_CHARS = 25;
export const CHIPS_MAX = 2;
export const CARD_FEATURES_MAX = 3;

/**
 * The first `max` characters and '…' when the text is longer; shorter or equal texts unchanged. Counts characters,
 * not UTF-16 units, so an emoji is never split. A cut that falls just after a word keeps no space before the '…'
 * ('médico em…', not 'médico em …').
 * @example truncateText('Pele mais hidratada e viçosa', 25) // 'Pele mais hidratada e viç…'
 */
export function truncateText(text: string, max: number = CHIP_MAX_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** A short list and how many entries it leaves out ('+N benefícios', '+N mais'). */
export interface Preview {
  shown: string[];
  more: number;
}

/** Up to 2 benefits, each truncated, and the count of the rest. */
export function benefitChips(benefits: readonly string[]): Preview {
  return { shown: benefits.slice(0, CHIPS_MAX).map((b) => truncateText(b)), more: Math.max(0, benefits.length - CHIPS_MAX) };
}

/** The first 3 features, whole, and the count of the rest. */
export function featurePreview(features: readonly string[]): Preview {
  return { shown: features.slice(0, CARD_FEATURES_MAX), more: Math.max(0, features.length - CARD_FEATURES_MAX) };
}

/** '+3 benefícios' (always plural, as docs/site.md#catalogue-cards writes it), or null when nothing is left out. */
export function moreBenefitsText(more: number): string | null {
  return more > 0 ? `+${more} benefícios` : null;
}

/** '+2 mais', or null when nothing is left out. */
export function moreFeaturesText(more: number): string | null {
  return more > 0 ? `+${more} mais` : null;
}

/**
 * Splits a displayed price into its 'A partir de' prefix and the amount, so cards can set the amount larger.
 * Prices without the prefix ('Sob consulta') come back whole as the amount.
 * @example splitPrice('A partir de R$ 1.200') // { prefix: 'A partir de', amount: 'R$ 1.200' }
 */
export function splitPrice(display: string): { prefix: string | null; amount: string } {
  const match = /^(a partir de)\s+(.+)$/i.exec(display.trim());
  return match ? { prefix: match[1], amount: match[2] } : { prefix: null, amount: display };
}
