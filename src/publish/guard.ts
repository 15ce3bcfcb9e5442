/**
 * The guard (docs/publicar.md#a-trava-de-segurança): a publication that would take many catalogue pages off the site, or
 * change a price by a large factor, is held until the operator confirms it (`--confirm`). Staff can publish any
 * intended change; a slip of the mouse in the shared sheet cannot go live alone. Pure: a change report in, the held
 * changes out.
 */
import type { ChangeReport } from '../diff/compare.ts';
import type { ItemSummary } from '../diff/page-texts.ts';

export interface GuardLimits {
  /** Held when more than this share of the catalogue pages would be removed (0.10 = 10 %). */
  removedShare: number;
  /** Held when more than this many catalogue pages would be removed, whatever the share. */
  removedPages: number;
  /** Held when a price would be multiplied or divided by more than this (2 = ×2 or ÷2). */
  priceFactor: number;
}

export const DEFAULT_GUARD_LIMITS: GuardLimits = { removedShare: 0.1, removedPages: 5, priceFactor: 2 };

export interface HeldPrice {
  item: ItemSummary;
  before: string;
  after: string;
  factor: number;
}

export interface GuardVerdict {
  held: boolean;
  /** Set when the removals pass a limit: every removed item is named. */
  removed: { items: ItemSummary[]; of: number } | null;
  prices: HeldPrice[];
}

/**
 * The number a visitor reads in a price, or null ('Sob consulta').
 * @example priceValue('A partir de R$ 1.250,50') // 1250.5
 */
export function priceValue(display: string): number | null {
  const match = /R\$\s*([\d.]+(?:,\d+)?)/.exec(display);
  if (!match) return null;
  const value = Number(match[1].replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Checks a change report against the limits. `catalogueSize` is the number of catalogue pages live before the
 * publication (services, treatments, protocols and articles).
 */
export function guardVerdict(report: ChangeReport, catalogueSize: number, limits: GuardLimits = DEFAULT_GUARD_LIMITS): GuardVerdict {
  const count = report.removed.length;
  const tooMany = count > limits.removedPages || (catalogueSize > 0 && count / catalogueSize > limits.removedShare);
  const prices = report.prices.flatMap((change) => {
    const before = priceValue(change.before);
    const after = priceValue(change.after);
    if (before === null || after === null) return [];
    const factor = after / before;
    return factor > limits.priceFactor || factor < 1 / limits.priceFactor ? [{ ...change, factor }] : [];
  });
  const removed = tooMany && count ? { items: report.removed, of: catalogueSize } : null;
  return { held: Boolean(removed) || prices.length > 0, removed, prices };
}
