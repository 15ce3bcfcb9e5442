/**
 * Values computed from one item (a service's page texts for .clinic-site.json…) kept from one dev rebuild to the
 * next: an item equal to the one of the last rebuild under the same key (src/dev/same-value.ts) gets the value
 * computed then. Only the keys used by the latest rebuild are kept, so the memo never outgrows the sheets.
 */
import type { Reuse } from '../model/reuse.ts';
import type { SameValue } from './same-value.ts';

/** Kind → id → the item and the value computed from it. */
export type ReuseMemo = Map<string, Map<string, { item: object; value: unknown }>>;

/**
 * Two lists of the very same values: the common case of an item made of a row's record and other kept objects,
 * answered without the comparison's bookkeeping (it remembers every object it found equal).
 */
function sameElements(a: object, b: object): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A `reuse` function over `before`; what it used is collected in the returned `after`, for the next rebuild. */
export function reuseFrom(before: ReuseMemo, same: SameValue): { reuse: Reuse; after: ReuseMemo } {
  const after: ReuseMemo = new Map();
  const reuse: Reuse = <T>(kind: string, id: string, item: object, compute: () => T): T => {
    const earlier = before.get(kind)?.get(id);
    // Earlier value first, as the page comparison passes them (src/dev/site-patch.ts): an item that comparison already
    // found equal is then known at once, not walked again.
    const value = earlier && (sameElements(earlier.item, item) || same.same(earlier.item, item)) ? (earlier.value as T) : compute();
    let kept = after.get(kind);
    if (!kept) after.set(kind, (kept = new Map()));
    kept.set(id, { item, value });
    return value;
  };
  return { reuse, after };
}
