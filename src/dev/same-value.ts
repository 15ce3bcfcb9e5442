/**
 * Deep equality of two builds' values, for deciding what a dev rebuild may reuse (src/dev/incremental-build.ts).
 * Stricter than needed on purpose: key order counts (it shows in serialized JSON-LD), and anything it does not know
 * (a function, a class instance that is not plain data) is equal only to itself. A false "different" costs one page
 * rendered again; a false "same" would show stale content, so there is none.
 *
 * Objects found equal near the top of what is compared (a page's props, a list page's items) are remembered for the
 * rest of the rebuild: a service compared for its own page is not walked again for the list pages and the catalogue
 * that show it. Deeper objects are not remembered: there are hundreds of thousands of them, rarely shared.
 */
/** How deep objects are remembered: page inputs → own props → list page → its items → an item. */
const REMEMBERED_DEPTH = 4;

export class SameValue {
  private readonly equal = new Map<object, object>();

  same(a: unknown, b: unknown, depth = 0): boolean {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (this.equal.get(a) === b) return true;
    const proto = Object.getPrototypeOf(a);
    if (proto !== Object.getPrototypeOf(b) || (proto !== Object.prototype && proto !== Array.prototype && proto !== null)) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = 0; i < a.length; i++) if (!this.same(a[i], other[i], depth + 1)) return false;
    } else {
      const keys = Object.keys(a);
      const otherKeys = Object.keys(b);
      if (keys.length !== otherKeys.length) return false;
      for (let i = 0; i < keys.length; i++) {
        if (keys[i] !== otherKeys[i] || !this.same((a as Record<string, unknown>)[keys[i]], (b as Record<string, unknown>)[keys[i]], depth + 1)) return false;
      }
    }
    if (depth <= REMEMBERED_DEPTH) this.equal.set(a, b);
    return true;
  }
}
