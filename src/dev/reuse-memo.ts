/**
 * Values computed from one item (a service's page texts for .clinic-site.json…) kept from one dev rebuild to the
 * next: an item equal to the one of the last rebuild under the same kind and id (src/dev/same-value.ts) gets the
 * value computed then. Entries are updated in place (a rebuild at 10,000 services makes some 70,000 of these calls,
 * and a new map of new entries each time cost it tens of milliseconds); each entry always holds an item and the value
 * computed from an equal one, so a rebuild that fails half-way leaves a memo that is still right. A finished rebuild
 * drops the entries it did not use, so the memo never outgrows the sheets.
 */
import type { Reuse } from '../model/reuse.ts';
import type { SameValue } from './same-value.ts';

interface Entry {
  item: object;
  value: unknown;
  /** The rebuild that last used it. */
  rebuild: number;
}

export interface ReuseMemo {
  rebuilds: number;
  /** Kind → id → entry. */
  kinds: Map<string, Map<string, Entry>>;
}

export const newReuseMemo = (): ReuseMemo => ({ rebuilds: 0, kinds: new Map() });

/**
 * Two lists of the very same values: the common case of an item made of a row's record and other kept objects,
 * answered without the comparison's bookkeeping (it remembers every object it found equal).
 */
function sameElements(a: object, b: object): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A `reuse` function over `memo` for one rebuild, and `finish`, to call once the rebuild succeeded. */
export function reuseFrom(memo: ReuseMemo, same: SameValue): { reuse: Reuse; finish(): void } {
  const rebuild = ++memo.rebuilds;
  const reuse: Reuse = <T>(kind: string, id: string, item: object, compute: () => T): T => {
    let entries = memo.kinds.get(kind);
    if (!entries) memo.kinds.set(kind, (entries = new Map()));
    const entry = entries.get(id);
    if (!entry) {
      const value = compute();
      entries.set(id, { item, value, rebuild });
      return value;
    }
    // Earlier value first, as the page comparison passes them (src/dev/site-patch.ts): an item that comparison already
    // found equal is then known at once, not walked again.
    if (!(sameElements(entry.item, item) || same.same(entry.item, item))) entry.value = compute();
    entry.item = item;
    entry.rebuild = rebuild;
    return entry.value as T;
  };
  const finish = () => {
    for (const entries of memo.kinds.values()) {
      for (const [id, entry] of entries) if (entry.rebuild !== rebuild) entries.delete(id);
    }
  };
  return { reuse, finish };
}
